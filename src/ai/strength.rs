//! What each level means, as measured: its score against the level below it in the
//! ladders published in the rules documents (docs/rules/*.md, "AI levels"), which give the
//! commands, the number of distinct games and the 95% intervals.

use super::Level;
use crate::engine::GameId;

/// Per game, each level's score out of 10 (rounded; draws and games at the ladder's move
/// limit count half) against the level below it (random moves for Beginner). Chirality:
/// the R2 board (the default).
fn measured(game: GameId) -> [u8; 5] {
    match game {
        GameId::Pyrga => [10, 9, 9, 8, 8],
        GameId::Chiron => [10, 9, 8, 8, 8],
        GameId::ShiftingChess => [10, 8, 8, 8, 9],
        GameId::Chirality => [10, 10, 10, 8, 8],
    }
}

/// How a level fared in the published ladder: its score out of 10 against the level below
/// it (`None`: random moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strength {
    /// Games won out of 10, rounded.
    pub wins_in_10: u8,
    /// The level it was measured against; `None` for random moves.
    pub against: Option<Level>,
}

impl Level {
    /// How this level fared against the one below in the published ladder: the New game
    /// dialog's caption ("wins about 8 in 10 against Medium").
    pub fn strength(self, game: GameId) -> Strength {
        let i = self as usize;
        Strength {
            wins_in_10: measured(game)[i],
            against: i.checked_sub(1).map(|below| Level::ALL[below]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_level_is_measured_against_the_level_below() {
        let beginner = Level::Beginner.strength(GameId::Pyrga);
        assert_eq!(
            beginner,
            Strength {
                wins_in_10: 10,
                against: None
            }
        );
        assert_eq!(
            Level::Hard.strength(GameId::Chiron).against,
            Some(Level::Medium)
        );
    }

    #[test]
    fn chiralitys_strongest_level_is_measured_against_hard() {
        let strongest = Level::Strongest.strength(GameId::Chirality);
        assert_eq!(
            strongest,
            Strength {
                wins_in_10: 8,
                against: Some(Level::Hard)
            }
        );
    }
}
