//! Drag and drop for every board, by mouse, pen or touch (Pointer Events): a piece is
//! pressed, a ghost follows the pointer once it has travelled a few pixels, and letting go
//! over an element marked `data-drop="<key>"` reports that key; anywhere else reports
//! `None` (the board cancels). A press that does not travel stays a tap, so the click
//! that follows selects as before (tap-tap). The board's CSS sets `touch-action: none`
//! so that dragging never scrolls the page.
//!
//! Use: call [`Drag::press`] from a piece's `pointerdown`, and route the board wrapper's
//! `pointermove`, `pointerup` and `pointercancel` to [`Drag::moved`], [`Drag::release`]
//! and [`Drag::cancel`]; draw [`Drag::ghost`] on top of the picture; ask
//! [`Drag::take_click`] in click handlers (a click that ends a drag is not a tap).

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// A press travels this many CSS pixels before it becomes a drag.
const SLOP: f64 = 6.0;

/// The press in progress.
#[derive(Default)]
struct Press {
    /// The pressed piece's key, the pointer, where it went down (client pixels).
    from: Option<(u32, i32, [f64; 2])>,
    /// The element whose user units the ghost is drawn in.
    frame: Option<web_sys::Element>,
    /// The press has become a drag.
    dragging: bool,
    /// The next click ends a drag and is not a tap.
    swallow_click: bool,
}

/// The drag controller of one board.
#[derive(Clone, Copy)]
pub struct Drag {
    /// While dragging: the piece's key and the pointer in the frame's user units.
    pub ghost: RwSignal<Option<(u32, [f64; 2])>>,
    press: StoredValue<Press, LocalStorage>,
}

impl Default for Drag {
    fn default() -> Self {
        Self::new()
    }
}

fn client(e: &web_sys::PointerEvent) -> [f64; 2] {
    [f64::from(e.client_x()), f64::from(e.client_y())]
}

fn number(v: &JsValue, k: &str) -> Option<f64> {
    js_sys::Reflect::get(v, &JsValue::from_str(k))
        .ok()?
        .as_f64()
}

/// A client-pixel point in `el`'s user units (through its screen transform).
fn to_user(el: &web_sys::Element, [x, y]: [f64; 2]) -> Option<[f64; 2]> {
    let f = js_sys::Reflect::get(el, &JsValue::from_str("getScreenCTM")).ok()?;
    let m = f.dyn_into::<js_sys::Function>().ok()?.call0(el).ok()?;
    let [a, b, c, d, e, f] = ["a", "b", "c", "d", "e", "f"].map(|k| number(&m, k));
    let (a, b, c, d, e, f) = (a?, b?, c?, d?, e?, f?);
    let det = a * d - b * c;
    if det.abs() < 1e-12 {
        return None;
    }
    let (x, y) = (x - e, y - f);
    Some([(d * x - c * y) / det, (a * y - b * x) / det])
}

/// The `data-drop` key of the element under a client point, if any.
fn drop_key_at([x, y]: [f64; 2]) -> Option<u32> {
    let el = document().element_from_point(x as f32, y as f32)?;
    let target = el.closest("[data-drop]").ok()??;
    target.get_attribute("data-drop")?.parse().ok()
}

impl Drag {
    /// A controller with nothing pressed.
    pub fn new() -> Drag {
        Drag {
            ghost: RwSignal::new(None),
            press: StoredValue::new_local(Press::default()),
        }
    }

    /// The key of the piece being dragged.
    pub fn lifted(&self) -> Option<u32> {
        self.ghost.with(|g| g.map(|(k, _)| k))
    }

    /// A piece is pressed: `key` names it, `frame` is the element whose user units the
    /// ghost is drawn in. Only the primary button of a mouse starts a press.
    pub fn press(&self, e: &web_sys::PointerEvent, key: u32, frame: web_sys::Element) {
        if e.pointer_type() == "mouse" && e.button() != 0 {
            return;
        }
        self.press.update_value(|p| {
            *p = Press {
                from: Some((key, e.pointer_id(), client(e))),
                frame: Some(frame),
                dragging: false,
                swallow_click: false,
            }
        });
        // Keep the pointer's events here even when it leaves the board.
        if let Some(el) = e
            .current_target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        {
            let _ = el.set_pointer_capture(e.pointer_id());
        }
    }

    /// The pointer moves: the ghost follows once the press has travelled. Returns the
    /// piece's key when the press has just become a drag (the board then selects it).
    pub fn moved(&self, e: &web_sys::PointerEvent) -> Option<u32> {
        let at = client(e);
        let mut started = None;
        let mut ghost = None;
        self.press.update_value(|p| {
            let Some((key, id, start)) = p.from else {
                return;
            };
            if id != e.pointer_id() {
                return;
            }
            if !p.dragging && (at[0] - start[0]).hypot(at[1] - start[1]) > SLOP {
                p.dragging = true;
                started = Some(key);
            }
            if p.dragging {
                ghost = p
                    .frame
                    .as_ref()
                    .and_then(|f| to_user(f, at))
                    .map(|u| (key, u));
            }
        });
        if ghost.is_some() {
            e.prevent_default();
            self.ghost.set(ghost);
        }
        started
    }

    /// The pointer is let go. After a drag: `Some((from, drop))` with the key of the
    /// `data-drop` element under it (`None` off every target). After a tap: `None`.
    pub fn release(&self, e: &web_sys::PointerEvent) -> Option<(u32, Option<u32>)> {
        let mut out = None;
        self.press.update_value(|p| {
            if let (Some((key, id, _)), true) = (p.from, p.dragging) {
                if id == e.pointer_id() {
                    out = Some((key, drop_key_at(client(e))));
                    p.swallow_click = true;
                }
            }
            p.from = None;
            p.frame = None;
            p.dragging = false;
        });
        self.ghost.set(None);
        out
    }

    /// Any pointer goes down on the board: a click left over from an earlier drag (one
    /// the browser never sent) must not swallow this one.
    pub fn fresh(&self) {
        self.press.update_value(|p| p.swallow_click = false);
    }

    /// The browser took the pointer away (a system gesture): forget the press.
    pub fn cancel(&self) {
        self.press.update_value(|p| *p = Press::default());
        self.ghost.set(None);
    }

    /// Whether a click is a real tap (false for the click that ends a drag).
    pub fn take_click(&self) -> bool {
        let mut swallow = false;
        self.press
            .update_value(|p| swallow = std::mem::take(&mut p.swallow_click));
        !swallow
    }
}
