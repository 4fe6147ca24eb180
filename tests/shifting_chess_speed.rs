//! Random-playout speed of Shifting Chess (prints the rate; no timed assertion). Run with
//! `cargo test --release --test shifting_chess_speed -- --ignored --nocapture`.

use rosette::engine::perft::random_playout;
use rosette::engine::shifting_chess::{ShiftingChess, ShiftingOptions};
use rosette::engine::{Game, Rng};
use std::time::Instant;

#[test]
#[ignore = "a measurement: run in release with --ignored --nocapture"]
fn playouts_per_second() {
    let mut rng = Rng::new(1);
    let mut buffer = Vec::new();
    let n = 3000;
    let (mut plies, mut ended) = (0u64, 0u32);
    let cpu0 = cpu_seconds();
    let start = Instant::now();
    for i in 0..n {
        let g = ShiftingChess::new_game(&ShiftingOptions {
            seed: i as u64,
            cards: true,
        });
        let r = random_playout(g, &mut rng, 2000, &mut buffer);
        plies += r.plies as u64;
        ended += r.scores.is_some() as u32;
    }
    let secs = start.elapsed().as_secs_f64();
    let cpu = cpu_seconds() - cpu0;
    println!(
        "cpu time {cpu:.2}s: {:.0} playouts/s of CPU time",
        n as f64 / cpu
    );
    println!(
        "{n} playouts, {ended} ended, mean {:.1} plies, {:.0} playouts/s, {:.0} plies/s",
        plies as f64 / n as f64,
        n as f64 / secs,
        plies as f64 / secs
    );
}

/// This process's user + system CPU time (Linux), so a loaded machine does not skew it.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<&str> = after.split_whitespace().collect();
    let ticks: f64 = f.get(11).and_then(|u| u.parse().ok()).unwrap_or(0.0)
        + f.get(12).and_then(|s| s.parse().ok()).unwrap_or(0.0);
    ticks / 100.0
}
