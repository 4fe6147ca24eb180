//! The app's pages.

mod boards;
mod home;
mod play;
mod play_link;
mod puzzle_solve;
mod puzzles;
mod rules;
mod saves;
mod tutorial;

pub use boards::BoardsPage;
pub use home::{Home, NotFound, OtherBuild};
pub use play::{Notice, PlayPage};
pub use puzzles::PuzzlesPage;
pub use rules::RulesPage;
pub use saves::SavesPage;
pub use tutorial::Tutorial;
