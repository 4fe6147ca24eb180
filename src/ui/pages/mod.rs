//! The app's pages.

mod boards;
mod home;
mod learn;
mod on_demand;
mod play;
mod play_link;
mod puzzle_solve;
mod puzzle_words;
mod puzzles;
mod rules;
mod saves;

pub use boards::BoardsPage;
pub use home::{Home, NotFound, OtherBuild};
pub use learn::LearnPage;
pub use on_demand::{game_page, preload};
pub use play::PlayPage;
pub use puzzles::PuzzlesPage;
pub use rules::RulesPage;
pub use saves::SavesPage;
