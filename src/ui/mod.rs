//! The Leptos app (wasm32 only). It renders any game through the engine's [`AnyGame`]
//! plus one board view per game, and holds no rules logic.
//!
//! [`AnyGame`]: crate::engine::AnyGame

mod ai_client;
mod app;
mod boards;
mod deploy;
mod editors;
mod eval_client;
mod markdown;
mod pages;
mod route;
mod settings;
mod settings_dialog;
mod sounds;
mod storage;
mod tab_sync;
mod widgets;
mod worker_client;

pub use app::App;

/// Mounts the app on the page's body.
pub fn mount() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}
