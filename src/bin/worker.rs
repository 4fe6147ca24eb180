//! The AI Web Worker: announces "ready" once its wasm has loaded (messages sent earlier
//! would be lost), then answers each JSON request with a JSON reply
//! (see `rosette::ai::protocol`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let request = event.data().as_string().unwrap_or_default();
        let reply = rosette::ai::protocol::handle(&request, &js_sys::Date::now);
        // A failed postMessage means the page has gone; nothing is left to tell.
        let _ = reply_scope.post_message(&JsValue::from_str(&reply));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("worker is the browser's AI worker; natively use `rosette match`");
}
