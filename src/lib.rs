//! Rosette: four abstract strategy games (Chirality, Chiron, Pyrga, Shifting Chess).
//!
//! - [`engine`]: the rules, pure Rust, one module per game behind one [`engine::Game`] trait.
//! - [`ai`]: search generic over that trait (MCTS and alpha-beta/expectimax).
//! - [`docs`]: the rules documents and their diagrams, checked natively.
//! - [`learn`]: lessons, one short exercise per rule, checked natively.
//! - [`persist`]: the versioned save format and the URL link codec (pure; no storage here).
//! - [`site`]: the web app's pages and which of its builds shows each, pure.
//! - [`table`]: a game in progress (take-backs, chance, when the AI moves, notices), pure.
//! - [`worker`]: the messages between the page and the AI Web Worker, and its handler.
//! - `ui`: the Leptos app, compiled for `wasm32` only.

pub mod ai;
pub mod docs;
pub mod engine;
pub mod learn;
pub mod persist;
pub mod site;
pub mod table;
#[cfg(target_arch = "wasm32")]
pub mod ui;
pub mod worker;

/// The build this code belongs to (a hash of its sources, from `build.rs`): the AI worker
/// announces it, so the page refuses a worker of another build, and live play's devices
/// compare theirs.
pub const BUILD_ID: &str = env!("ROSETTE_BUILD_ID");
