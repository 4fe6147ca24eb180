//! The app's pages.

mod home;
mod play;
mod rules;

pub use home::{Home, NotFound};
pub use play::PlayPage;
pub use rules::RulesPage;
