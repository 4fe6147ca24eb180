//! The AI Web Worker: announces itself ready, with its build id, once its wasm has loaded
//! (messages sent earlier would be lost), then answers each request with one reply. Both are
//! the enums of `rosette::worker::protocol`, carried as JavaScript objects. A request it
//! cannot read, or a reply it cannot write, is refused as a value; the reader's own reason
//! goes to the console.

#[cfg(target_arch = "wasm32")]
fn main() {
    use rosette::ai::AiFailure;
    use rosette::worker::protocol::{handle, Reply, Request};
    use rosette::BUILD_ID;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
        let value = serde_wasm_bindgen::to_value(reply).unwrap_or_else(|e| {
            web_sys::console::warn_1(&format!("The AI's reply could not be written: {e}").into());
            let refused = Reply::Refused(AiFailure::AnswerUnwritable);
            serde_wasm_bindgen::to_value(&refused).unwrap_or(JsValue::NULL)
        });
        // A failed postMessage means the page has gone; nothing is left to tell.
        let _ = scope.post_message(&value);
    }

    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let reply = match serde_wasm_bindgen::from_value::<Request>(event.data()) {
            Ok(request) => handle(request, &js_sys::Date::now),
            Err(e) => {
                web_sys::console::warn_1(
                    &format!("The AI's request could not be read: {e}").into(),
                );
                Reply::Refused(AiFailure::QuestionUnreadable)
            }
        };
        post(&reply_scope, &reply);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker's global scope lives as long as the worker: so does its handler.
    on_message.forget();
    post(
        &scope,
        &Reply::Ready {
            build: BUILD_ID.into(),
        },
    );
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("worker is the browser's AI worker; natively use `rosette match`");
}
