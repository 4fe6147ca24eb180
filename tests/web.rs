//! Tests that run inside headless Chromium (`cargo test --target wasm32-unknown-unknown`):
//! the engine and AI behave the same in wasm, and the app mounts into a real DOM.
#![cfg(target_arch = "wasm32")]

use rosette::engine::{perft::perft, pyrga::Pyrga, Game};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn perft_is_the_same_in_wasm() {
    assert_eq!(perft(&Pyrga::new_game(&Default::default()), 4), 59_872);
}

/// The worker's messages travel as JavaScript objects (serde-wasm-bindgen), each named by
/// its variant (`{move: {…}}`).
#[wasm_bindgen_test]
fn the_ai_protocol_answers_in_wasm() {
    use rosette::worker::protocol::{handle, Reply, Request};
    let request = js_sys::JSON::parse(
        r#"{"move":{"job":3,"record":{"version":1,"id":"w","game":"pyrga","moves":["Sb2"]},"level":"easy","seed":9,"time_ms":5000}}"#,
    )
    .unwrap();
    let request: Request = serde_wasm_bindgen::from_value(request).unwrap();
    let reply = serde_wasm_bindgen::to_value(&handle(request, &js_sys::Date::now)).unwrap();
    let keys = js_sys::Object::keys(wasm_bindgen::JsCast::unchecked_ref::<js_sys::Object>(
        &reply,
    ));
    assert_eq!(keys.to_vec(), vec![wasm_bindgen::JsValue::from("move")]);
    let Reply::Move(answer) = serde_wasm_bindgen::from_value(reply).unwrap() else {
        panic!("a move reply")
    };
    assert_eq!(answer.job, 3);
    assert!(answer.result.is_ok(), "{answer:?}");
}

#[wasm_bindgen_test]
fn the_app_mounts_and_lists_the_games() {
    let window = web_sys::window().unwrap();
    window.location().set_hash("/").unwrap();
    leptos::mount::mount_to_body(rosette::ui::App);
    let document = window.document().unwrap();
    let cards = document.query_selector_all(".game-card").unwrap();
    let body = document.body().unwrap().inner_html();
    assert_eq!(cards.length(), 4, "{}", &body[..body.len().min(2000)]);
}
