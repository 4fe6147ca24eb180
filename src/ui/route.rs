//! Page changes in the browser: the pages themselves and which build shows each are
//! [`crate::site`] (pure, natively tested).

pub use crate::site::Route;

/// A new page starts at its top, with the keyboard focus on the page's main region (for
/// screen readers) taken without scrolling: the window keeps no scroll position from the
/// page before (on a phone the home page's scroll would open a game's board off the top).
pub fn enter_page() {
    use wasm_bindgen::JsCast;
    let window = leptos::prelude::window();
    window.scroll_to_with_x_and_y(0.0, 0.0);
    let Some(main) = leptos::prelude::document().get_element_by_id("main") else {
        return;
    };
    // `main.focus({ preventScroll: true })`, through JavaScript (no web-sys feature needed).
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"preventScroll".into(), &true.into());
    if let Ok(focus) = js_sys::Reflect::get(&main, &"focus".into()) {
        if let Ok(focus) = focus.dyn_into::<js_sys::Function>() {
            let _ = focus.call1(&main, &options);
        }
    }
}
