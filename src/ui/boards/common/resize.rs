//! An element's width as a signal, kept by a `ResizeObserver`: the browser reports it after
//! laying the page out, so reading it never forces a layout in the middle of an update.

use leptos::html::ElementType;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// The width of the element `node` refers to, in CSS pixels (0 until it is laid out or
/// while it is hidden), following every change of its size and every new element the
/// reference is given.
pub fn observed_width<E>(node: NodeRef<E>) -> Signal<f64>
where
    E: ElementType + 'static,
    E::Output: JsCast + Clone + 'static,
{
    let width = RwSignal::new(0.0);
    let on_resize = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
        if let Ok(entry) = entries.get(0).dyn_into::<web_sys::ResizeObserverEntry>() {
            // A report that arrives as the view goes finds the signal gone: nothing to do.
            let _ = width.try_set(entry.content_rect().width());
        }
    });
    let Ok(observer) = web_sys::ResizeObserver::new(on_resize.as_ref().unchecked_ref()) else {
        return width.into();
    };
    // Both live as long as the view that asked.
    let kept = StoredValue::new_local((observer, on_resize));
    Effect::new(move |_| {
        if let Some(element) = node.get() {
            kept.with_value(|(observer, _)| {
                observer.disconnect();
                observer.observe(element.unchecked_ref());
            });
        }
    });
    on_cleanup(move || {
        kept.try_with_value(|(observer, _)| observer.disconnect());
    });
    width.into()
}
