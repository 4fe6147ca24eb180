//! The new-game dialog's choices: it starts from the options of the game on the table and
//! offers only what the engine accepts, so a choice that would make the others invalid
//! moves them to the nearest valid ones.

use crate::engine::chirality::{BoardChoice, Chirality, ChiralityOptions, Setup};
use crate::engine::game::{Game, GameOptions};
use crate::engine::{AnyGame, BadOption, InAnyGame};

/// Player counts any game offers.
pub const PLAYER_COUNTS: std::ops::RangeInclusive<u8> = 2..=6;

/// The Chirality options of `game`, or the defaults for another game.
pub fn chirality_options(game: &AnyGame) -> ChiralityOptions {
    Chirality::from_any(game).map_or_else(ChiralityOptions::default, |g| g.options())
}

/// Whether `o` with `players` seats is a valid game.
pub fn players_fit(o: ChiralityOptions, players: u8) -> bool {
    ChiralityOptions { players, ..o }.validate().is_ok()
}

/// Whether `setup` can be played on `o`'s board with some number of players.
pub fn setup_fits(o: ChiralityOptions, setup: Setup) -> bool {
    PLAYER_COUNTS
        .into_iter()
        .any(|p| players_fit(ChiralityOptions { setup, ..o }, p))
}

/// Why `setup` is not offered with `o`'s board (`None` if it is).
pub fn why_not(o: ChiralityOptions, setup: Setup) -> Option<BadOption> {
    if setup_fits(o, setup) {
        return None;
    }
    ChiralityOptions { setup, ..o }.validate().err()
}

/// `o` with its player count moved to the nearest valid one (fewer first on a tie).
fn nearest_players(o: ChiralityOptions) -> ChiralityOptions {
    let mut counts: Vec<u8> = PLAYER_COUNTS.collect();
    counts.sort_by_key(|&p| (p.abs_diff(o.players), p));
    let players = counts
        .into_iter()
        .find(|&p| players_fit(o, p))
        .unwrap_or(o.players);
    ChiralityOptions { players, ..o }
}

/// `o` on `board`; a setup the board cannot play becomes the board's default.
pub fn with_board(o: ChiralityOptions, board: BoardChoice) -> ChiralityOptions {
    let o = ChiralityOptions { board, ..o };
    let setup = if setup_fits(o, o.setup) {
        o.setup
    } else {
        board.default_setup()
    };
    nearest_players(ChiralityOptions { setup, ..o })
}

/// `o` with `setup` (if the board can play it) and the nearest valid player count.
pub fn with_setup(o: ChiralityOptions, setup: Setup) -> ChiralityOptions {
    if !setup_fits(o, setup) {
        return o;
    }
    nearest_players(ChiralityOptions { setup, ..o })
}

/// `o` with `players` seats, if valid.
pub fn with_players(o: ChiralityOptions, players: u8) -> ChiralityOptions {
    if players_fit(o, players) {
        ChiralityOptions { players, ..o }
    } else {
        o
    }
}

/// The options text of a new game with `o`: Setup C draws its first-turn Gate from `seed`.
pub fn new_game_text(o: ChiralityOptions, seed: u64) -> String {
    let seed = if o.setup == Setup::C { seed } else { 0 };
    ChiralityOptions { seed, ..o }.to_map().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;

    fn options(text: &str) -> ChiralityOptions {
        chirality_options(&AnyGame::new_game(GameId::Chirality, text).unwrap())
    }

    #[test]
    fn the_dialog_starts_from_the_game_on_the_table() {
        let o = options("setup=a");
        assert_eq!(
            (o.board, o.setup, o.players),
            (BoardChoice::R2, Setup::A, 2)
        );
        let o = options("board=r1,setup=c,players=4,deep-moats");
        assert_eq!(
            (o.board, o.setup, o.players, o.deep_moats),
            (BoardChoice::R1, Setup::C, 4, true)
        );
        let pyrga = AnyGame::new_game(GameId::Pyrga, "").unwrap();
        assert_eq!(chirality_options(&pyrga), ChiralityOptions::default());
    }

    /// R1 with Setup A is not offered, and no choice leads to an invalid game.
    #[test]
    fn only_valid_choices_are_offered() {
        let r2a = options("");
        assert!(setup_fits(r2a, Setup::A) && !players_fit(r2a, 3));
        let r1 = with_board(r2a, BoardChoice::R1);
        assert_eq!(
            (r1.setup, r1.players),
            (Setup::B, 2),
            "A is for R2: R1 gets its default"
        );
        assert!(!setup_fits(r1, Setup::A));
        assert_eq!(with_setup(r1, Setup::A), r1, "A cannot be chosen on R1");
        let why = why_not(r1, Setup::A).unwrap();
        assert_eq!(why, BadOption::SetupAIsForTwoOnR2);
        assert_eq!(why_not(r1, Setup::C), None);
        let five = with_players(with_setup(r1, Setup::C), 5);
        assert_eq!(five.players, 5);
        assert!(!players_fit(five, 6), "R1 seats five");
        let back = with_setup(with_board(five, BoardChoice::R2), Setup::A);
        assert_eq!((back.setup, back.players), (Setup::A, 2), "A seats two");
        for board in [BoardChoice::R1, BoardChoice::R2] {
            for setup in [Setup::A, Setup::B, Setup::C] {
                for players in PLAYER_COUNTS {
                    let o = with_players(with_setup(with_board(r2a, board), setup), players);
                    assert!(o.validate().is_ok(), "{o:?}");
                    let text = new_game_text(o, 9);
                    assert!(
                        AnyGame::new_game(GameId::Chirality, &text).is_ok(),
                        "{text}"
                    );
                }
            }
        }
    }

    #[test]
    fn setup_c_draws_from_a_fresh_seed() {
        let c = with_setup(options(""), Setup::C);
        assert!(new_game_text(c, 77).contains("seed=77"));
        assert!(!new_game_text(options(""), 77).contains("seed"));
    }
}
