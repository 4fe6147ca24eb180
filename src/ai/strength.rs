//! What each level means, as measured: its score against the level below it in the
//! ladders published in the rules documents (docs/rules/*.md, "AI levels"), which give the
//! commands, the number of distinct games and the 95% intervals.

use super::Level;
use crate::engine::GameId;

/// Per game, each level's wins out of 10 against the level below it (random moves for
/// Beginner), rounded (draws count half); `None` where the ladder has not measured it (or
/// played fewer than ten games). Chirality: the R2 board (the default).
fn wins_in_ten(game: GameId) -> [Option<u8>; 5] {
    match game {
        GameId::Pyrga => [Some(10), Some(9), Some(9), Some(8), Some(9)],
        GameId::Chiron => [Some(10), Some(9), Some(9), Some(7), Some(8)],
        GameId::ShiftingChess => [Some(10), Some(8), Some(10), Some(7), None],
        GameId::Chirality => [Some(10), Some(1), Some(10), None, None],
    }
}

impl Level {
    /// One line for the New game dialog: how this level fared against the one below in
    /// the published ladder, e.g. "wins about 8 in 10 against Medium".
    pub fn caption(self, game: GameId) -> String {
        let i = self as usize;
        let below = match i {
            0 => "random moves".to_string(),
            _ => {
                let name = Level::ALL[i - 1].name();
                name[..1].to_uppercase() + &name[1..]
            }
        };
        match wins_in_ten(game)[i] {
            Some(wins) => format!("wins about {wins} in 10 against {below}"),
            None => format!("searches more than {below}; not yet measured against it"),
        }
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
}
