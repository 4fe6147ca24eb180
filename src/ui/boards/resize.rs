//! An element's width as a signal, kept by a `ResizeObserver`: the browser reports it after
//! laying the page out, so reading it never forces a layout in the middle of an update.

use leptos::html::ElementType;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// The width of the element `node` refers to, in CSS pixels (0 until it is laid out or
/// while it is hidden), following every change of its size.
pub fn observed_width<E>(node: NodeRef<E>) -> Signal<f64>
where
    E: ElementType + 'static,
    E::Output: JsCast + Clone + 'static,
{
    let width = RwSignal::new(0.0);
    node.on_load(move |element| {
        let element: web_sys::Element = element.unchecked_into();
        let on_resize = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
            if let Ok(entry) = entries.get(0).dyn_into::<web_sys::ResizeObserverEntry>() {
                width.set(entry.content_rect().width());
            }
        });
        let Ok(observer) = web_sys::ResizeObserver::new(on_resize.as_ref().unchecked_ref()) else {
            return;
        };
        observer.observe(&element);
        // Both live until the element's view is dropped.
        let kept = StoredValue::new_local((observer, on_resize));
        on_cleanup(move || {
            kept.try_with_value(|(observer, _)| observer.disconnect());
        });
    });
    width.into()
}
