//! The Leptos app (wasm32 only).
