//! What each level means, as measured: its score against the level below it in the
//! ladders published in the rules documents (docs/rules/*.md, "AI levels"), which give the
//! commands, the number of distinct games and the 95% intervals.

use super::Level;
use crate::engine::{capitalised, GameId};

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

impl Level {
    /// One line for the New game dialog: how this level fared against the one below in
    /// the published ladder, e.g. "wins about 8 in 10 against Medium".
    pub fn caption(self, game: GameId) -> String {
        let i = self as usize;
        let below = match i {
            0 => "random moves".to_string(),
            _ => capitalised(Level::ALL[i - 1].name()),
        };
        format!("wins about {} in 10 against {below}", measured(game)[i])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captions_name_the_level_below() {
        assert_eq!(
            Level::Beginner.caption(GameId::Pyrga),
            "wins about 10 in 10 against random moves"
        );
        assert!(Level::Hard
            .caption(GameId::Chiron)
            .ends_with("against Medium"));
    }

    #[test]
    fn chiralitys_strongest_level_is_measured_against_hard() {
        assert_eq!(
            Level::Strongest.caption(GameId::Chirality),
            "wins about 8 in 10 against Hard"
        );
    }
}
