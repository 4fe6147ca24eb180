//! The web app's entry point: mounts the Leptos UI (the native build of this binary only
//! says where to look).

#[cfg(target_arch = "wasm32")]
fn main() {
    rosette::ui::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "rosette-app is the web app: build it with ./scripts/serve; the native tool is `rosette`"
    );
}
