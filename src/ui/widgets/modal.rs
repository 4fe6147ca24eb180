//! Dialogs drawn in the page (the new-game dialog, the question a link asks) made modal as
//! the settings' `<dialog>` is.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Makes the element `dialog` holds modal, as the settings' `<dialog>` is: the focus moves
/// to its first control when it opens, Tab and Shift+Tab go round its controls only,
/// Escape calls `close` wherever the focus is, and when the calling component (the dialog)
/// is unmounted the focus goes back where it was (the button that opened it).
pub fn modal<E>(dialog: NodeRef<E>, close: impl Fn() + 'static)
where
    E: leptos::html::ElementType,
    E::Output: wasm_bindgen::JsCast + Clone + 'static,
{
    let opener = document().active_element();
    let controls = move || -> Vec<web_sys::HtmlElement> {
        let Some(dialog) = dialog.get_untracked() else {
            return Vec::new();
        };
        let dialog: &web_sys::Element = dialog.unchecked_ref();
        let Ok(list) = dialog.query_selector_all(FOCUSABLE) else {
            return Vec::new();
        };
        let all: Vec<web_sys::HtmlElement> = (0..list.length())
            .filter_map(|i| list.item(i)?.dyn_into::<web_sys::HtmlElement>().ok())
            .filter(|e| e.offset_parent().is_some())
            .collect();
        // Tab stops at one radio button of a group: the checked one, else the first.
        let radio = |e: &web_sys::HtmlElement| {
            e.dyn_ref::<web_sys::HtmlInputElement>()
                .filter(|i| i.type_() == "radio")
                .cloned()
        };
        let group_checked = |name: &str| {
            all.iter()
                .filter_map(radio)
                .any(|i| i.name() == name && i.checked())
        };
        let mut seen = Vec::new();
        all.iter()
            .filter(|e| match radio(e) {
                None => true,
                Some(i) if group_checked(&i.name()) => i.checked(),
                Some(i) => {
                    !seen.contains(&i.name()) && {
                        seen.push(i.name());
                        true
                    }
                }
            })
            .cloned()
            .collect()
    };
    Effect::new(move |_| {
        if dialog.get().is_some() {
            if let Some(first) = controls().first() {
                let _ = first.focus();
            }
        }
    });
    let keys = window_event_listener(leptos::ev::keydown, move |e| match e.key().as_str() {
        "Escape" => {
            e.prevent_default();
            close();
        }
        "Tab" => {
            let all = controls();
            let (Some(first), Some(last)) = (all.first(), all.last()) else {
                return;
            };
            let active = document().active_element();
            let at = |el: &web_sys::HtmlElement| active.as_ref() == Some(el.unchecked_ref());
            let inside = all.iter().any(at);
            if e.shift_key() && (at(first) || !inside) {
                e.prevent_default();
                let _ = last.focus();
            } else if !e.shift_key() && (at(last) || !inside) {
                e.prevent_default();
                let _ = first.focus();
            }
        }
        _ => {}
    });
    on_cleanup(move || {
        keys.remove();
        if let Some(opener) = opener.and_then(|o| o.dyn_into::<web_sys::HtmlElement>().ok()) {
            if opener.is_connected() {
                let _ = opener.focus();
            }
        }
    });
}

/// What takes the focus in a dialog (a hidden or disabled one is passed over).
const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]), \
    select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";
