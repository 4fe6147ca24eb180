//! Who won a finished Pyrga game, and which tie-break decided it (rule 7).

use super::Pyrga;
use crate::engine::Outcome;

const NAMES: [&str; 2] = ["White", "Black"];

/// Per player: towers not yet complete holding exactly `n` of that player's pieces.
fn incomplete_with(game: &Pyrga, n: usize) -> [u32; 2] {
    let mut counts = [0; 2];
    for cell in 0..16 {
        let tower = game.tower(cell);
        if tower.height() == 3 {
            continue;
        }
        for (p, count) in counts.iter_mut().enumerate() {
            let mine = tower.pieces.iter().filter(|o| **o == Some(p as u8)).count();
            if mine == n {
                *count += 1;
            }
        }
    }
    counts
}

/// The result of a game that has ended.
pub(super) fn decide(game: &Pyrga) -> Outcome {
    let towers = game.controlled();
    for p in 0..2 {
        if towers[p] >= 3 {
            return Outcome::win(p as u8, 2, format!("{} controls three towers", NAMES[p]));
        }
    }
    let stages = [
        ("completed towers", towers),
        (
            "towers holding two of their pieces",
            incomplete_with(game, 2),
        ),
        (
            "towers holding one of their pieces",
            incomplete_with(game, 1),
        ),
    ];
    let mut tied = Vec::new();
    for (what, [w, b]) in stages {
        if w != b {
            let winner = usize::from(b > w);
            let mut reason = format!(
                "{} controls more {what} ({}–{})",
                NAMES[winner],
                w.max(b),
                w.min(b)
            );
            if !tied.is_empty() {
                reason = format!("tied on {}; {reason}", tied.join(" and "));
            }
            return Outcome::win(winner as u8, 2, reason);
        }
        tied.push(format!("{what} ({w}–{b})"));
    }
    Outcome::draw(2, format!("draw: tied on {}", tied.join(", ")))
}
