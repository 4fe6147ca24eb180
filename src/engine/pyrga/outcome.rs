//! Who won a finished Pyrga game, and which tie-break decided it (rule 7).

use super::Pyrga;
use crate::engine::{Outcome, Player, Reason, StageCount, TowerStage};

/// Per player: towers not yet complete holding exactly `n` (1 or 2) of that player's pieces.
fn incomplete_with(game: &Pyrga, n: u32) -> [u32; 2] {
    let (occupied, white) = game.masks();
    let full = occupied[0] & occupied[1] & occupied[2];
    let black = [0, 1, 2].map(|s| occupied[s] & !white[s]);
    [white, black].map(|[a, b, c]| {
        // Bit-sliced count of the player's pieces per cell: odd, and at least two.
        let (odd, two_or_more) = (a ^ b ^ c, (a & b) | (a & c) | (b & c));
        let all_three = a & b & c;
        let exactly = if n == 2 {
            two_or_more & !all_three
        } else {
            odd & !all_three
        };
        (exactly & !full).count_ones()
    })
}

/// Rule 7's stages in order: completed towers controlled, then incomplete towers holding
/// two, then one, of each player's pieces.
fn stages(game: &Pyrga) -> [StageCount; 3] {
    [
        (TowerStage::Completed, game.controlled()),
        (TowerStage::HoldingTwo, incomplete_with(game, 2)),
        (TowerStage::HoldingOne, incomplete_with(game, 1)),
    ]
}

impl Pyrga {
    /// The winner of a finished game (`None` for a draw); the same verdict as
    /// [`Game::outcome`](crate::engine::Game::outcome) without building its text, for
    /// solvers. Meaningless while the game goes on.
    pub fn winner(&self) -> Option<Player> {
        let towers = self.controlled();
        if let Some(p) = (0..2).find(|&p| towers[p] >= 3) {
            return Some(p as Player);
        }
        stages(self)
            .into_iter()
            .find(|(_, [w, b])| w != b)
            .map(|(_, [w, b])| Player::from(b > w))
    }
}

/// The result of a game that has ended.
pub(super) fn decide(game: &Pyrga) -> Outcome {
    if let Some(p) = (0..2).find(|&p| game.controlled()[p as usize] >= 3) {
        return Outcome::win(p, 2, Reason::ThreeTowers(p));
    }
    let mut tied = Vec::new();
    for (stage, [w, b]) in stages(game) {
        if w != b {
            let winner = Player::from(b > w);
            let decided = (stage, [w, b]);
            return Outcome::win(
                winner,
                2,
                Reason::MoreTowers {
                    winner,
                    decided,
                    tied,
                },
            );
        }
        tied.push((stage, [w, b]));
    }
    Outcome::draw(2, Reason::TiedTowers(tied))
}
