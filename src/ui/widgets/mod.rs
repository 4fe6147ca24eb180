//! Panel widgets shared by every game: status line, move list, new-game dialog, sharing.

mod move_list;
mod new_game;
mod share;
mod status;

pub use move_list::MoveList;
pub use new_game::{NewGame, NewGameDialog};
pub use share::SharePanel;
pub use status::Status;
