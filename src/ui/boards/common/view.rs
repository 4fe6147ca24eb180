//! Pan and zoom for a board picture (the Penrose board, a narrow Shifting Chess board):
//! the wheel zooms about the pointer, one pointer drags, two pointers pinch; keys + − 0
//! and Shift+arrows do the same; a close-up follows a selection. The picture stays vector
//! (the tiles' strokes don't scale), so it is crisp at any zoom.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// Largest zoom factor.
pub const MAX_ZOOM: f64 = 8.0;
/// A pointer that moves less than this many pixels between down and up is a tap.
const TAP_SLOP: f64 = 6.0;

/// Where the picture looks: zoom factor and the centre of the view in SVG units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    /// 1 = the whole board.
    pub zoom: f64,
    /// Centre of the view, SVG units.
    pub centre: [f64; 2],
}

impl Default for View {
    fn default() -> View {
        View {
            zoom: 1.0,
            centre: [0.0, 0.0],
        }
    }
}

impl View {
    /// The group transform that shows this view in a viewBox centred on the origin.
    pub fn transform(&self) -> String {
        format!(
            "scale({:.4}) translate({:.3},{:.3})",
            self.zoom, -self.centre[0], -self.centre[1]
        )
    }

    /// Kept inside the picture (`half` its half width and height): zoom in
    /// 1..=MAX_ZOOM, the view never leaves the board.
    fn clamped(mut self, half: [f64; 2]) -> View {
        self.zoom = self.zoom.clamp(1.0, MAX_ZOOM);
        for (c, h) in self.centre.iter_mut().zip(half) {
            let room = h * (1.0 - 1.0 / self.zoom);
            *c = c.clamp(-room, room);
        }
        self
    }

    /// Zoom by `factor`, keeping the picture point under `at` (viewBox units) in place.
    pub fn zoom_at(self, factor: f64, at: [f64; 2], half: [f64; 2]) -> View {
        let z = (self.zoom * factor).clamp(1.0, MAX_ZOOM);
        let b = [
            at[0] / self.zoom + self.centre[0],
            at[1] / self.zoom + self.centre[1],
        ];
        View {
            zoom: z,
            centre: [b[0] - at[0] / z, b[1] - at[1] / z],
        }
        .clamped(half)
    }

    /// Move the picture by `d` viewBox units (as a drag does).
    pub fn pan(self, d: [f64; 2], half: [f64; 2]) -> View {
        View {
            zoom: self.zoom,
            centre: [
                self.centre[0] - d[0] / self.zoom,
                self.centre[1] - d[1] / self.zoom,
            ],
        }
        .clamped(half)
    }

    /// `zoom` times closer, centred on the middle of `points` (SVG units), kept inside the
    /// picture (`half` its half width and height).
    pub fn around(points: &[[f64; 2]], zoom: f64, half: [f64; 2]) -> View {
        let bound = |i: usize, f: fn(f64, f64) -> f64, start: f64| {
            points.iter().map(|p| p[i]).fold(start, f)
        };
        let centre =
            [0, 1].map(|i| (bound(i, f64::min, f64::MAX) + bound(i, f64::max, f64::MIN)) / 2.0);
        View { zoom, centre }.pan([0.0, 0.0], half)
    }

    /// Recentre on `p` (SVG units) if it is near or beyond the edge of the view.
    pub fn reveal(self, p: [f64; 2], half: [f64; 2]) -> View {
        let seen = half.map(|h| h / self.zoom);
        let off = [p[0] - self.centre[0], p[1] - self.centre[1]];
        if off[0].abs() > 0.8 * seen[0] || off[1].abs() > 0.8 * seen[1] {
            View {
                zoom: self.zoom,
                centre: p,
            }
            .clamped(half)
        } else {
            self
        }
    }
}

/// The element's box on screen: left, top, width, height (CSS pixels).
fn client_rect(el: &web_sys::Element) -> Option<[f64; 4]> {
    let f = js_sys::Reflect::get(el, &JsValue::from_str("getBoundingClientRect")).ok()?;
    let rect = f.dyn_into::<js_sys::Function>().ok()?.call0(el).ok()?;
    let get = |k: &str| {
        js_sys::Reflect::get(&rect, &JsValue::from_str(k))
            .ok()
            .and_then(|v| v.as_f64())
    };
    Some([get("left")?, get("top")?, get("width")?, get("height")?])
}

/// Pointer state for drags and pinches.
#[derive(Default)]
struct Gesture {
    /// Pointers down: id and last position (client pixels).
    pointers: Vec<(i32, [f64; 2])>,
    /// Distance moved since the first pointer went down.
    travelled: f64,
    /// Whether this gesture moved the picture (so the click that ends it is not a tap).
    dragged: bool,
    /// Whether the last pointer down was a finger or a pen (not a mouse).
    touch: bool,
}

/// The pan-and-zoom controller of one board picture.
#[derive(Clone, Copy)]
pub struct PanZoom {
    /// The current view.
    pub view: RwSignal<View>,
    /// Half the viewBox's width and height, SVG units (the viewBox is centred on 0).
    half: StoredValue<[f64; 2]>,
    svg: NodeRef<leptos::svg::Svg>,
    gesture: StoredValue<Gesture>,
}

impl PanZoom {
    /// A controller for the square picture `svg` whose viewBox is `radius` either side of 0.
    pub fn new(svg: NodeRef<leptos::svg::Svg>, radius: f64) -> PanZoom {
        PanZoom::of_rect(svg, [radius, radius])
    }

    /// A controller for the picture `svg` whose viewBox is `half[0]` either side of 0
    /// across and `half[1]` up and down.
    pub fn of_rect(svg: NodeRef<leptos::svg::Svg>, half: [f64; 2]) -> PanZoom {
        PanZoom {
            view: RwSignal::new(View::default()),
            half: StoredValue::new(half),
            svg,
            gesture: StoredValue::new(Gesture::default()),
        }
    }

    /// Half the viewBox's width and height, SVG units.
    pub fn half(&self) -> [f64; 2] {
        self.half.get_value()
    }

    /// The picture's viewBox changed to `half` either side of 0: back to the whole of it.
    pub fn resize(&self, half: [f64; 2]) {
        self.half.set_value(half);
        self.reset();
    }

    /// Screen pixels per viewBox unit of the picture laid out `w` × `h` (it is fitted,
    /// centred, into its box).
    fn fit_scale(&self, w: f64, h: f64) -> f64 {
        let [hx, hy] = self.half();
        (w / (2.0 * hx)).min(h / (2.0 * hy)).max(1e-9)
    }

    /// A client-pixel position in viewBox units (the picture is centred in its box).
    fn units_of(&self, client: [f64; 2]) -> Option<([f64; 2], f64)> {
        let el = self.svg.get_untracked()?;
        let [left, top, w, h] = client_rect(&el)?;
        let per_px = 1.0 / self.fit_scale(w, h);
        Some((
            [
                (client[0] - left - w / 2.0) * per_px,
                (client[1] - top - h / 2.0) * per_px,
            ],
            per_px,
        ))
    }

    /// Zoom by `factor` about the centre of the view.
    pub fn zoom_by(&self, factor: f64) {
        let r = self.half();
        self.view.update(|v| *v = v.zoom_at(factor, [0.0, 0.0], r));
    }

    /// Back to the whole board.
    pub fn reset(&self) {
        self.view.set(View::default());
    }

    /// Pan by a fraction of the visible width (keyboard).
    pub fn nudge(&self, dx: f64, dy: f64) {
        let r = self.half();
        let step = r[0].min(r[1]) * 0.25;
        self.view
            .update(|v| *v = v.pan([-dx * step, -dy * step], r));
    }

    /// While a piece is selected on a picture too small to tap, shows `close_up` (the view
    /// that frames the piece and its targets; `None` when nothing is selected or nothing
    /// needs it); when the selection ends, goes back to the view the player had before, so
    /// a move never undoes the player's own zoom or a page's framing.
    pub fn follow_close_up(self, close_up: Signal<Option<View>>) {
        Effect::new(move |before: Option<Option<View>>| {
            let before = before.flatten();
            match close_up.get() {
                Some(view) => {
                    let kept = before.unwrap_or_else(|| self.view.get_untracked());
                    self.view.set(view);
                    Some(kept)
                }
                None => {
                    if let Some(view) = before {
                        self.view.set(view);
                    }
                    None
                }
            }
        });
    }

    /// Keep `p` (SVG units) in view.
    pub fn reveal(&self, p: [f64; 2]) {
        let r = self.half();
        self.view.update(|v| *v = v.reveal(p, r));
    }

    /// Whether the gesture that ends now moved the picture (then its click is no tap).
    pub fn was_drag(&self) -> bool {
        self.gesture.with_value(|g| g.dragged)
    }

    /// CSS pixels per picture unit at the current zoom, once the picture is laid out.
    pub fn px_per_unit(&self) -> Option<f64> {
        let el = self.svg.get_untracked()?;
        let (w, h) = (f64::from(el.client_width()), f64::from(el.client_height()));
        (w >= 1.0 && h >= 1.0).then(|| self.fit_scale(w, h) * self.view.get_untracked().zoom)
    }

    /// A finger's tap at `client` (CSS pixels) on a picture whose tiles (edge `edge`
    /// units) are smaller on screen than `below_px`: zooms in about that point until their
    /// edge is `to_px`, and returns true (the tap only zoomed). False for a mouse, or when
    /// the tiles are big enough to tap.
    pub fn tap_zoom(&self, client: [f64; 2], edge: f64, below_px: f64, to_px: f64) -> bool {
        let Some(scale) = self.px_per_unit() else {
            return false;
        };
        if !self.gesture.with_value(|g| g.touch) || edge * scale >= below_px {
            return false;
        }
        let Some((at, _)) = self.units_of(client) else {
            return false;
        };
        let r = self.half();
        self.view
            .update(|v| *v = v.zoom_at(to_px / (edge * scale), at, r));
        true
    }

    /// The wheel zooms about the pointer.
    pub fn on_wheel(&self, e: web_sys::WheelEvent) {
        e.prevent_default();
        let Some((at, _)) = self.units_of([f64::from(e.client_x()), f64::from(e.client_y())])
        else {
            return;
        };
        let factor = (-e.delta_y() * if e.delta_mode() == 1 { 0.05 } else { 0.002 }).exp();
        let r = self.half();
        self.view.update(|v| *v = v.zoom_at(factor, at, r));
    }

    /// A pointer goes down on a tile (before anything may stop it): notes whether it is a
    /// finger or pen, for [`PanZoom::tap_zoom`].
    pub fn note_pointer(&self, e: &web_sys::PointerEvent) {
        let touch = matches!(e.pointer_type().as_str(), "touch" | "pen");
        self.gesture.update_value(|g| g.touch = touch);
    }

    /// A pointer goes down: remember it.
    pub fn on_down(&self, e: &web_sys::PointerEvent) {
        let p = [f64::from(e.client_x()), f64::from(e.client_y())];
        self.gesture.update_value(|g| {
            if g.pointers.is_empty() {
                g.travelled = 0.0;
                g.dragged = false;
            }
            g.pointers.retain(|(id, _)| *id != e.pointer_id());
            g.pointers.push((e.pointer_id(), p));
        });
    }

    /// A pointer moves: drag with one, pinch with two.
    pub fn on_move(&self, e: &web_sys::PointerEvent) {
        let id = e.pointer_id();
        let p = [f64::from(e.client_x()), f64::from(e.client_y())];
        let Some((_, per_px)) = self.units_of(p) else {
            return;
        };
        let r = self.half();
        let mut capture = false;
        self.gesture.update_value(|g| {
            let Some(i) = g.pointers.iter().position(|(pid, _)| *pid == id) else {
                return;
            };
            let old = g.pointers[i].1;
            if g.pointers.len() == 1 {
                g.travelled += (p[0] - old[0]).hypot(p[1] - old[1]);
                if g.travelled > TAP_SLOP {
                    g.dragged = true;
                    capture = true;
                    let d = [(p[0] - old[0]) * per_px, (p[1] - old[1]) * per_px];
                    self.view.update(|v| *v = v.pan(d, r));
                }
            } else if g.pointers.len() == 2 {
                let other = g.pointers[1 - i].1;
                let before = (old[0] - other[0]).hypot(old[1] - other[1]).max(1.0);
                let after = (p[0] - other[0]).hypot(p[1] - other[1]).max(1.0);
                let mid_old = [(old[0] + other[0]) / 2.0, (old[1] + other[1]) / 2.0];
                let mid_new = [(p[0] + other[0]) / 2.0, (p[1] + other[1]) / 2.0];
                g.dragged = true;
                if let Some((at, _)) = self.units_of(mid_new) {
                    let d = [
                        (mid_new[0] - mid_old[0]) * per_px,
                        (mid_new[1] - mid_old[1]) * per_px,
                    ];
                    self.view
                        .update(|v| *v = v.pan(d, r).zoom_at(after / before, at, r));
                }
            }
            g.pointers[i].1 = p;
        });
        if capture {
            if let Some(el) = self.svg.get_untracked() {
                let _ = el.set_pointer_capture(id);
            }
        }
    }

    /// A pointer goes up or is cancelled: forget it.
    pub fn on_up(&self, e: &web_sys::PointerEvent) {
        let id = e.pointer_id();
        self.gesture
            .update_value(|g| g.pointers.retain(|(pid, _)| *pid != id));
    }
}
