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

/// This thread's user + system CPU time (Linux), so neither a loaded machine nor the
/// other measurement running beside it in the same process skews it.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
    let after = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<&str> = after.split_whitespace().collect();
    let ticks: f64 = f.get(11).and_then(|u| u.parse().ok()).unwrap_or(0.0)
        + f.get(12).and_then(|s| s.parse().ok()).unwrap_or(0.0);
    ticks / 100.0
}

#[test]
#[ignore = "a measurement: run in release with --ignored --nocapture"]
fn time_by_phase() {
    use rosette::engine::shifting_chess::Phase;
    use rosette::engine::Turn;
    let mut rng = Rng::new(1);
    let mut buffer = Vec::new();
    // [choose, play] per phase: move, draw, apply
    let mut t = [[0f64; 2]; 3];
    let mut n = [0u64; 3];
    for i in 0..1000 {
        let mut g = ShiftingChess::new_game(&ShiftingOptions {
            seed: i,
            cards: true,
        });
        for _ in 0..2000 {
            let k = match g.phase() {
                Phase::Move => 0,
                Phase::Draw => 1,
                Phase::Apply(_) => 2,
            };
            let a = Instant::now();
            let m = match g.turn() {
                Turn::Over => break,
                Turn::Chance => g.resolve_chance(&mut rng),
                Turn::Player(_) => g.random_move(&mut rng, &mut buffer),
            };
            let b = Instant::now();
            g.play_unchecked(m);
            let c = Instant::now();
            t[k][0] += (b - a).as_secs_f64();
            t[k][1] += (c - b).as_secs_f64();
            n[k] += 1;
        }
    }
    for k in 0..3 {
        println!(
            "{}: {} plies, choose {:.0} ns, play {:.0} ns, total {:.3}s",
            ["move", "draw", "apply"][k],
            n[k],
            t[k][0] / n[k] as f64 * 1e9,
            t[k][1] / n[k] as f64 * 1e9,
            t[k][0] + t[k][1]
        );
    }
}
