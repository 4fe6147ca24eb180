//! Fitting the Shifting Chess board to a narrow screen (issue 15: every tap target at
//! least [`TAP_MIN_PX`] on a 360 px phone).
//!
//! - The whole 12×12 blue board is shown while its squares are big enough to tap (every
//!   desktop). Narrower, the picture is cropped to the megatiles' bounding box ([`fit`]):
//!   the empty blue border takes no width. A voided tile counts: its spot is reserved and
//!   its pieces come back.
//! - When even the crop's squares are too small (tiles slid to both outer columns), a
//!   finger's tap zooms in about that point to [`TAP_TO_PX`] squares (the Penrose board's
//!   [`PanZoom`]: drag pans, pinch zooms), a selected piece and its targets are framed, and
//!   a minimap shows where the view is: one tap on it, the zoom bar's button
//!   ([`ZoomBar`]), or the move made, shows the whole board again.

use super::geometry::{slot_xy, sq_xy, SQ};
use crate::engine::shifting_chess::{ShiftingChess, Square};
use crate::i18n::Msg;
use crate::ui::boards::common::minimap::minimap_of;
use crate::ui::boards::common::view::{PanZoom, View};
use crate::ui::lang::tr;
use leptos::prelude::*;

/// The smallest square on screen, CSS pixels, a finger is asked to tap.
pub const TAP_MIN_PX: f64 = 32.0;
/// The square a finger's tap on smaller squares zooms to, CSS pixels.
pub const TAP_TO_PX: f64 = 38.0;
/// Room left of the squares for the rank numbers and below them for the file letters.
const LABELS: f64 = 26.0;
/// Room above and right of the squares: a Slide arrow reaches 12 units past its tile.
const EDGE: f64 = 14.0;

/// The part of the board shown, in board units (see [`sq_xy`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl Frame {
    /// The whole blue board with its coordinates (the desktop picture).
    pub const WHOLE: Frame = Frame {
        x: -26.0,
        y: -4.0,
        w: 630.0,
        h: 630.0,
    };

    /// The centre, board units.
    pub fn centre(&self) -> [f64; 2] {
        [self.x + self.w / 2.0, self.y + self.h / 2.0]
    }

    /// Half the width and height.
    pub fn half(&self) -> [f64; 2] {
        [self.w / 2.0, self.h / 2.0]
    }

    /// The viewBox, centred on 0 (the picture is moved there by [`Frame::centring`]).
    pub fn view_box(&self) -> String {
        let [hx, hy] = self.half();
        format!("{:.1} {:.1} {:.1} {:.1}", -hx, -hy, self.w, self.h)
    }

    /// The transform that moves the frame's centre to 0.
    pub fn centring(&self) -> String {
        let [cx, cy] = self.centre();
        format!("translate({:.1},{:.1})", -cx, -cy)
    }

    /// Where the rank numbers go (x) and the file letters (y).
    pub fn label_at(&self) -> (f64, f64) {
        (self.x + 14.0, self.y + self.h - 10.0)
    }

    /// Whether the column whose centre is at `x` is shown (then its letter is).
    pub fn shows_file(&self, x: f64) -> bool {
        (self.x + LABELS..=self.x + self.w).contains(&x)
    }

    /// Whether the row whose centre is at `y` is shown (then its number is).
    pub fn shows_rank(&self, y: f64) -> bool {
        (self.y..=self.y + self.h - LABELS).contains(&y)
    }

    /// A square's size on screen, CSS pixels, on a picture `width_px` wide.
    pub fn square_px(&self, width_px: f64) -> f64 {
        width_px * SQ / self.w
    }
}

/// What to show of `positions` (the position and a previewed result) on a picture
/// `width_px` wide: the whole board if its squares are at least [`TAP_MIN_PX`] there (or
/// the width is not known yet), else the bounding box of every megatile, voided or not.
pub fn fit(positions: &[&ShiftingChess], flip: bool, width_px: f64) -> Frame {
    if width_px < 1.0 || Frame::WHOLE.square_px(width_px) >= TAP_MIN_PX {
        return Frame::WHOLE;
    }
    let corners: Vec<(f64, f64)> = positions
        .iter()
        .flat_map(|g| g.tiles().into_iter().enumerate())
        .filter(|(_, t)| t.is_some())
        .map(|(slot, _)| slot_xy(slot, flip))
        .collect();
    if corners.is_empty() {
        return Frame::WHOLE;
    }
    let min = |f: fn(&(f64, f64)) -> f64| corners.iter().map(f).fold(f64::MAX, f64::min);
    let max = |f: fn(&(f64, f64)) -> f64| corners.iter().map(f).fold(f64::MIN, f64::max);
    let (x0, y0) = (min(|c| c.0), min(|c| c.1));
    let (x1, y1) = (max(|c| c.0) + 2.0 * SQ, max(|c| c.1) + 2.0 * SQ);
    Frame {
        x: x0 - LABELS,
        y: y0 - EDGE,
        w: x1 - x0 + LABELS + EDGE,
        h: y1 - y0 + EDGE + LABELS,
    }
}

/// The centre of a square in the picture's units (relative to `frame`'s centre, as
/// [`PanZoom`] counts).
fn square_centre(sq: Square, flip: bool, frame: Frame) -> [f64; 2] {
    let (x, y) = sq_xy(sq.file(), sq.rank(), flip);
    let [cx, cy] = frame.centre();
    [x + SQ / 2.0 - cx, y + SQ / 2.0 - cy]
}

/// The view that frames `points` (the selected piece and its targets) with squares of
/// [`TAP_TO_PX`], on a picture whose whole frame shows squares of `square_px`; the whole
/// picture when its squares are big enough or there are no points.
fn close_up(points: &[[f64; 2]], half: [f64; 2], square_px: f64) -> View {
    let zoom = TAP_TO_PX / square_px.max(1e-9);
    if square_px >= TAP_MIN_PX || points.is_empty() {
        return View::default();
    }
    View::around(points, zoom, half)
}

/// The framing of one play board: its measured width, the frame shown, the size of its
/// squares on screen and its pan and zoom.
#[derive(Clone, Copy)]
pub struct Fitting {
    /// The board's box, measured on mount and whenever the window resizes.
    pub wrap: NodeRef<leptos::html::Div>,
    /// The picture.
    pub svg: NodeRef<leptos::svg::Svg>,
    /// The part of the board shown (see [`fit`]).
    pub frame: Memo<Frame>,
    /// A square's size on screen at zoom 1, CSS pixels (infinite until laid out).
    pub square_px: Memo<f64>,
    /// The pan and zoom inside the frame.
    pub pz: PanZoom,
    flip: Signal<bool>,
}

impl Fitting {
    /// Frames `state` and `shown` (a previewed result) as the board is `flip`ped, and
    /// `chosen` (the selected piece's square and its targets) when zooming is needed.
    pub fn new(
        state: Memo<ShiftingChess>,
        shown: Memo<ShiftingChess>,
        flip: Signal<bool>,
        chosen: Signal<Vec<Square>>,
    ) -> Fitting {
        let wrap = NodeRef::<leptos::html::Div>::new();
        let svg = NodeRef::<leptos::svg::Svg>::new();
        let width = crate::ui::boards::common::resize::observed_width(wrap);
        let frame = Memo::new(move |_| {
            let flip = flip.get();
            state.with(|g| shown.with(|s| fit(&[g, s], flip, width.get())))
        });
        let square_px = Memo::new(move |_| match width.get() {
            w if w >= 1.0 => frame.get().square_px(w),
            _ => f64::INFINITY,
        });
        let pz = PanZoom::of_rect(svg, Frame::WHOLE.half());
        Effect::new(move |_| pz.resize(frame.get().half()));
        let points = Signal::derive(move || {
            let (flip, f) = (flip.get(), frame.get());
            chosen.with(|c| c.iter().map(|&sq| square_centre(sq, flip, f)).collect())
        });
        pz.follow_close_up(close_up_view(pz, points, square_px.into()));
        Fitting {
            wrap,
            svg,
            frame,
            square_px,
            pz,
            flip,
        }
    }

    /// Whether the squares are too small to tap without zooming in.
    pub fn zoomable(&self) -> bool {
        self.square_px.get_untracked() < TAP_MIN_PX
    }

    /// A pointer goes down on a square; `lifting`: it picks a piece up to drag. While
    /// zooming is needed the press may pan the picture, unless it lifts a piece.
    pub fn press(&self, e: &web_sys::PointerEvent, lifting: bool) {
        self.pz.note_pointer(e);
        if self.zoomable() {
            self.pz.on_down(e);
            if lifting {
                self.pz.on_up(e);
            }
        }
    }

    /// Whether the click `e` on a square was the picture's: the end of a pan, or a
    /// finger's tap on squares too small to tap, which zooms in (only if `zoom_on_tap`).
    pub fn took_click(&self, e: &web_sys::MouseEvent, zoom_on_tap: bool) -> bool {
        if !self.zoomable() {
            return false;
        }
        let at = [f64::from(e.client_x()), f64::from(e.client_y())];
        self.pz.was_drag() || (zoom_on_tap && self.pz.tap_zoom(at, SQ, TAP_MIN_PX, TAP_TO_PX))
    }

    /// Keeps `sq` in view (the keyboard focus moved there).
    pub fn reveal(&self, sq: Square) {
        let (flip, frame) = (self.flip.get_untracked(), self.frame.get_untracked());
        self.pz.reveal(square_centre(sq, flip, frame));
    }
}

/// The view that frames the selected piece and its targets (`points`) while the picture's
/// squares are too small to tap, for [`PanZoom::follow_close_up`]; a view already zoomed
/// closer only brings them into sight.
fn close_up_view(
    pz: PanZoom,
    points: Signal<Vec<[f64; 2]>>,
    square_px: Signal<f64>,
) -> Signal<Option<View>> {
    Signal::derive(move || {
        let px = square_px.get();
        if px >= TAP_MIN_PX || points.with(Vec::is_empty) {
            return None;
        }
        let view = points.with(|p| close_up(p, pz.half(), px));
        let now = pz.view.get_untracked();
        Some(if view.zoom > now.zoom {
            view
        } else {
            now.reveal(view.centre, pz.half())
        })
    })
}

/// The minimap of the shown frame: the megatiles as squares, the visible area outlined.
pub fn minimap(
    pz: PanZoom,
    g: Signal<ShiftingChess>,
    flip: Signal<bool>,
    frame: Signal<Frame>,
) -> impl IntoView {
    let tiles = move || {
        let (flip, frame) = (flip.get(), frame.get());
        let [cx, cy] = frame.centre();
        g.with(|g| {
            g.tiles()
                .into_iter()
                .enumerate()
                .filter_map(|(slot, t)| Some((slot, t?)))
                .map(|(slot, t)| {
                    let (x, y) = slot_xy(slot, flip);
                    view! {
                        <rect class:voided=t.voided x=x - cx + 4.0 y=y - cy + 4.0
                            width=2.0 * SQ - 8.0 height=2.0 * SQ - 8.0 rx="6"></rect>
                    }
                })
                .collect_view()
        })
    };
    minimap_of(pz, "sc-minimap", move || {
        view! { <g class="minimap-tiles">{tiles}</g> }
    })
}

/// Under a picture whose squares are too small to tap: the minimap of `shown`, and a
/// button back to the whole board while zoomed in (a hint to tap the board otherwise).
#[component]
pub fn ZoomBar(fit: Fitting, shown: Memo<ShiftingChess>) -> impl IntoView {
    let pz = fit.pz;
    move || {
        (fit.square_px.get() < TAP_MIN_PX).then(|| {
            let zoomed = move || pz.view.get().zoom > 1.01;
            let g = Signal::derive(move || shown.get());
            view! {
                <div class="sc-zoom" role="toolbar" aria-label=tr(Msg::Zoom)>
                    {minimap(pz, g, fit.flip, fit.frame.into())}
                    <Show when=zoomed fallback=|| view! { <span class="hint">{tr(Msg::ShiftingZoomHint)}</span> }>
                        <button type="button" on:click=move |_| pz.reset()>{tr(Msg::WholeBoard)}</button>
                    </Show>
                </div>
            }
        })
    }
}
