//! The rules of the four games, behind one [`Game`] trait. No web or clock dependency.

mod any;
pub mod chirality;
pub mod chiron;
pub mod edit;
mod error;
pub mod game;
pub mod options;
pub mod perft;
pub mod pyrga;
pub mod reason;
mod rng;
mod setup_error;
pub mod shifting_chess;

pub use any::{AnyGame, AnyMove, GameId, InAnyGame, CHIRALITY_SEATS, SIDE_NAMES};
pub use error::{as_sentence, capitalised, MoveError};
pub use game::{Game, Outcome, Player, Turn};
pub use options::OptionMap;
pub use reason::{Prompt, Reason, StageCount, TowerStage};
pub use rng::Rng;
pub use setup_error::{BadOption, Illegal, Part, SetupError};
