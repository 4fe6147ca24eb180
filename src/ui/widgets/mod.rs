//! Panel widgets shared by every game: status line, hint, move list, replay, analysis,
//! new-game dialog, resigning, sharing, and making a dialog modal.

mod analysis;
mod eval_graph;
mod hint;
mod modal;
mod move_list;
mod new_game;
mod panel_history;
mod proof_line;
mod replay;
mod resign;
mod share;
mod status;

pub use analysis::AnalysisPanel;
pub use hint::HintBar;
pub use modal::modal;
pub use move_list::MoveList;
pub use new_game::NewGameDialog;
pub use panel_history::PanelHistory;
pub use proof_line::ProofLine;
pub use replay::ReplayBar;
pub use resign::ResignButton;
pub use share::{QrFigure, SharePanel};
pub use status::{turn_text, Status};
