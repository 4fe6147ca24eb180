//! The one keyboard scheme every board shares: a roving tabindex (a single Tab stop into
//! the board), arrow keys moving the focus between squares or tiles, Enter or Space to
//! select and move, Escape to cancel.

use wasm_bindgen::{JsCast, JsValue};

/// What a key pressed on a board square asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKey {
    /// Move the focus by (files right, ranks up) as seen on screen.
    Step(i8, i8),
    /// Select or move (Enter, Space).
    Activate,
    /// Drop the selection (Escape).
    Cancel,
}

/// The board action of a key (`KeyboardEvent.key`), if it has one.
pub fn board_key(key: &str) -> Option<BoardKey> {
    Some(match key {
        "ArrowUp" => BoardKey::Step(0, 1),
        "ArrowDown" => BoardKey::Step(0, -1),
        "ArrowRight" => BoardKey::Step(1, 0),
        "ArrowLeft" => BoardKey::Step(-1, 0),
        "Enter" | " " => BoardKey::Activate,
        "Escape" => BoardKey::Cancel,
        _ => return None,
    })
}

/// The square `(file, rank)` an on-screen step reaches on a `files`×`ranks` grid, with
/// the board turned around when `flipped`; `None` off the edge.
pub fn grid_step(
    (file, rank): (u8, u8),
    (dx, dy): (i8, i8),
    (files, ranks): (u8, u8),
    flipped: bool,
) -> Option<(u8, u8)> {
    let s = if flipped { -1 } else { 1 };
    let f = i16::from(file) + i16::from(dx * s);
    let r = i16::from(rank) + i16::from(dy * s);
    ((0..i16::from(files)).contains(&f) && (0..i16::from(ranks)).contains(&r))
        .then_some((f as u8, r as u8))
}

/// The roving tabindex of a square: 0 for the one focus stop, -1 for the others.
pub fn tab_index(is_stop: bool) -> &'static str {
    if is_stop {
        "0"
    } else {
        "-1"
    }
}

/// Gives the keyboard focus to the element with this id (HTML or SVG).
pub fn focus_id(id: &str) {
    if let Some(el) = leptos::prelude::document().get_element_by_id(id) {
        focus_el(&el);
    }
}

/// Gives the keyboard focus to an element (SVG elements have no web-sys binding for it).
pub fn focus_el(el: &web_sys::Element) {
    if let Ok(f) = js_sys::Reflect::get(el, &JsValue::from_str("focus")) {
        if let Ok(f) = f.dyn_into::<js_sys::Function>() {
            let _ = f.call0(el);
        }
    }
}

/// After the next paint, gives the focus to the first element matching `selector` (a
/// choice the keyboard just opened, such as a promotion's buttons), if there is one.
pub fn focus_soon(selector: &'static str) {
    leptos::prelude::request_animation_frame(move || {
        if let Ok(Some(el)) = leptos::prelude::document().query_selector(selector) {
            focus_el(&el);
        }
    });
}
