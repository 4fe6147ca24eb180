//! Panel widgets shared by every game: status line, move list, replay, analysis, new-game
//! dialog, resigning, sharing.

mod analysis;
mod eval_graph;
mod move_list;
mod new_game;
mod proof_line;
mod replay;
mod resign;
mod share;
mod status;

pub use analysis::AnalysisPanel;
pub use move_list::MoveList;
pub use new_game::NewGameDialog;
pub use proof_line::ProofLine;
pub use replay::ReplayBar;
pub use resign::ResignButton;
pub use share::SharePanel;
pub use status::Status;
