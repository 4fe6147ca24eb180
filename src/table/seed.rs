//! Fresh random seeds, from one place: the operating system's generator natively, the
//! browser's `crypto.getRandomValues` in wasm (both through `getrandom`).

/// A fresh seed in `1 ..= 2^53 - 1`: never 0 (the engine's generators treat it as unset),
/// and exact as a JavaScript number, so it travels through saves, links and the worker.
pub fn random_seed() -> u64 {
    const MAX: u64 = (1 << 53) - 1;
    // Only a system without any generator fails here; a fixed seed keeps it playable.
    let raw = getrandom::u64().unwrap_or(0x2545_f491_4f6c_dd1d);
    (raw & MAX).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_differ_and_fit_a_javascript_number() {
        let seeds: Vec<u64> = (0..16).map(|_| random_seed()).collect();
        assert!(seeds.iter().all(|&s| (1..1 << 53).contains(&s)));
        let mut distinct = seeds.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert!(distinct.len() > 14, "{seeds:?}");
    }
}
