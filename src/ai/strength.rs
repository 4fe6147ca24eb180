//! What each level means, as measured: its score against the level below it in the
//! ladders published in the rules documents (docs/rules/*.md, "AI levels"), which give the
//! commands, the number of distinct games and the 95% intervals.

use super::Level;
use crate::engine::GameId;

/// How a level fared against the level below it in the published ladder.
#[derive(Clone, Copy)]
enum Measured {
    /// Its score out of 10, rounded (draws count half).
    Wins(u8),
    /// Most of its games reached the ladder's move limit undecided.
    Drawn,
}

use Measured::{Drawn, Wins};

/// Per game, each level against the level below it (random moves for Beginner).
/// Chirality: the R2 board (the default).
fn measured(game: GameId) -> [Measured; 5] {
    match game {
        GameId::Pyrga => [Wins(10), Wins(9), Wins(9), Wins(8), Wins(8)],
        GameId::Chiron => [Wins(10), Wins(9), Wins(8), Wins(8), Wins(8)],
        GameId::ShiftingChess => [Wins(10), Wins(8), Wins(8), Wins(8), Wins(9)],
        GameId::Chirality => [Wins(10), Wins(10), Wins(10), Wins(7), Drawn],
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
        match measured(game)[i] {
            Wins(wins) => format!("wins about {wins} in 10 against {below}"),
            Drawn => format!("searches more than {below}; their games mostly end undecided"),
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

    #[test]
    fn a_level_whose_games_end_undecided_says_so() {
        assert_eq!(
            Level::Strongest.caption(GameId::Chirality),
            "searches more than Hard; their games mostly end undecided"
        );
    }
}
