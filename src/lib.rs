//! Rosette: four abstract strategy games (Chirality, Chiron, Pyrga, Shifting Chess).
//!
//! - [`engine`]: the rules, pure Rust, one module per game behind one [`engine::Game`] trait.
//! - [`ai`]: search generic over that trait (MCTS and alpha-beta/expectimax).
//! - [`docs`]: the rules documents and their diagrams, checked natively.
//! - [`learn`]: lessons, one short exercise per rule, checked natively.
//! - [`persist`]: the versioned save format and the URL link codec (pure; no storage here).
//! - [`table`]: a game in progress (take-backs, chance, when the AI moves, notices), pure.
//! - `ui`: the Leptos app, compiled for `wasm32` only.

pub mod ai;
pub mod docs;
pub mod engine;
pub mod learn;
pub mod persist;
pub mod table;
#[cfg(target_arch = "wasm32")]
pub mod ui;
