//! Chirality: armies on a Penrose P3 board where captures happen by geometry
//! (../shared/rules/chirality.txt and chirality-rulings.md; the rulings win; the rulings
//! Rosette made where both are silent are listed in docs/rules/chirality.md).
//!
//! - [`board`]: the board model (tiles, Stars, Moats, Gates, names).
//! - [`Chirality`]: the state, implementing [`Game`](crate::engine::Game) with id
//!   `"chirality"`; [`ChiralityMove`]: a step, a Muster or a Setup C placement;
//!   [`ChiralityOptions`]: `board` (`r1`/`r2`), `setup` (`a`/`b`/`c`), `players`,
//!   `deep-moats`, `seed`.
//! - Queries for a UI: [`Chirality::piece_at`], [`Chirality::reserve`],
//!   [`Chirality::captured`], [`Chirality::eliminated`], [`Chirality::garrisons`],
//!   [`Chirality::destinations`], [`Chirality::muster_targets`],
//!   [`Chirality::threat_map`], [`Chirality::explain_turn`].
//!
//! Tile sets are bitsets over tile ids ([`TileSet`], five words), and every neighbour
//! and attack relation is precomputed per board ([`Tables`]), so move generation and
//! capture resolution allocate nothing.
//!
//! # Move notation
//! Tile names are the board's (`A1`…`E60`, docs/rules/chirality-board.md):
//! `A12-B3` moves the piece on A12 to B3; `+C7` Musters a reserve piece onto C7
//! (ordinary or Remote: a Muster is identified by its tile alone); `@A54` places a
//! Setup C starting piece. Reading is case-insensitive.
//!
//! # Position notation
//! One line of eight fields separated by spaces:
//! `board options pieces reserves captured turn eliminated result`, e.g. the R2 start
//! `r2 - A51,A52,…/C52,… 8/8 0/0 1 - -`.
//! - `board`: `r1` or `r2`.
//! - `options`: the other options as `key=value,flag` (defaults left out), or `-`.
//! - `pieces`: per player in turn order, separated by `/`: the occupied tiles' names in
//!   ascending tile id, joined by `,`, or `-` for none.
//! - `reserves`, `captured`: per player, `/`-separated counts (board + reserve +
//!   captured = 16 for every player).
//! - `turn`: the player to act, from 1; `@k` while player k places its Setup C piece;
//!   `-` once the game is over.
//! - `eliminated`: the eliminated players, `,`-separated, or `-`.
//! - `result`: `-` while playing; `throne:P`, `last:P` or `shared:P,Q` at the end.
//!
//! ```
//! use rosette::engine::chirality::Chirality;
//! use rosette::engine::Game;
//! let game = Chirality::new_game(&Default::default());
//! let text = game.to_position();
//! assert_eq!(Chirality::from_position(&text).unwrap(), game);
//! let m = game.legal_move_list()[0];
//! assert_eq!(game.parse_move(&game.move_notation(m)), Ok(m));
//! ```

pub mod board;
mod edit;
mod game;
mod illegal;
mod notation;
mod options;
mod query;
mod rules;
mod setup;
mod state;
mod tables;

pub use edit::{ChiralityProblem, ChiralitySetup};
pub use illegal::Illegal;
pub use notation::{move_text, parse_move_text};
pub use options::{BoardChoice, ChiralityOptions, Setup};
pub use query::{Attacker, CaptureEvent, CaptureReport, MusterTarget, NoMuster, TileThreat};
pub use state::{tables_of, Chirality, ChiralityMove, Ending, Garrison, MAX_PLAYERS, PIECES};
pub use tables::{GateTable, StarTable, Tables, TileIter, TileSet, MAX_TILES, WORDS};
