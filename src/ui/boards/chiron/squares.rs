//! The Chiron board's squares and the piece following a drag. Each square is a hit target
//! (a click, the keyboard's roving focus, a drag's start and drop) and draws its piece, a
//! waiting promotion's piece arriving there, and the pick's mark on it.
//!
//! The 64 squares are written as one piece of SVG markup, not one view per square (as
//! Chirality's tiles are): views cost the page's thread a long task when it opens
//! (issue 33). One handler per event on the group hears every square, and one effect
//! keeps each square's looks current, touching only the squares whose looks changed.
//! The group hears no focus events (Chromium makes an SVG element that does a Tab stop of
//! its own): a press moves the Tab stop instead.

use super::geometry::{corner, CELL, HAND};
use super::glyphs::{glyph_markup, glyph_on, piece_name};
use super::looks::{square_looks, Look};
use super::pick::Picking;
use crate::docs::markup::escape;
use crate::engine::chiron::{
    square_name, Chiron, ChironMove, Form, Hand, Piece, PieceType, Square,
};
use crate::i18n::Msg;
use crate::table::picker::Picker;
use crate::ui::boards::common::drag::Drag;
use crate::ui::boards::common::keys::{
    board_key, focus_id, focus_soon, grid_step, tab_index, BoardKey,
};
use crate::ui::lang::{t, tf};
use leptos::prelude::*;
use std::fmt::Write;
use wasm_bindgen::JsCast;

/// What one square's element shows.
#[derive(Clone, PartialEq)]
struct Shown {
    /// Its classes.
    class: String,
    /// The pick's mark on it ("dot", "ring", "cross" or none).
    mark: &'static str,
    /// Its accessible name: the square and what is on it.
    label: String,
    /// The board's one Tab stop.
    tab_stop: bool,
    /// Its top-left corner on screen.
    at: (f64, f64),
    /// What is drawn on it: the piece, a promotion's arriving piece and the marks.
    inner: String,
}

impl Shown {
    /// What square `sq` shows with `look`, the board turned when `flip`.
    fn of(sq: Square, look: &Look, flip: bool, lifted: bool, tab_stop: bool) -> Self {
        let mut class = String::from("csq");
        for (on, name) in [
            (lifted, " lifted"),
            ((sq % 8 + sq / 8).is_multiple_of(2), " dark"),
            (look.last, " last"),
            (look.picked, " picked"),
            (look.arrival, " arrival"),
            (look.reloc, " reloc"),
            (look.threat, " threat"),
        ] {
            if on {
                class.push_str(name);
            }
        }
        let name = look.piece.map_or_else(|| t(Msg::SquareEmpty), piece_name);
        let mut inner = String::new();
        if let Some(p) = look.piece.filter(|_| !look.leaving) {
            inner.push_str(&glyph_markup(p, flip));
        }
        if let Some(p) = look.ghost {
            let _ = write!(inner, r#"<g class="ghost">{}</g>"#, glyph_markup(p, flip));
        }
        inner.push_str(match look.mark {
            Some("dot") => r#"<circle class="tdot" r="13"></circle>"#,
            Some("ring") => r#"<circle class="tring" r="44"></circle>"#,
            Some(_) => r#"<path class="tcross" d="M-34,-34 L34,34 M-34,34 L34,-34"></path>"#,
            None => "",
        });
        if look.reloc {
            inner.push_str(r#"<circle class="treloc" r="16"></circle>"#);
        }
        Shown {
            class,
            mark: look.mark.unwrap_or(""),
            label: tf(
                Msg::SquareLabel,
                &[("square", square_name(sq).into()), ("piece", name.into())],
            ),
            tab_stop,
            at: corner(sq, flip),
            inner,
        }
    }

    /// The transform that centres the square's drawing.
    fn centre(&self) -> String {
        format!("translate({},{})", self.at.0 + 50.0, self.at.1 + 50.0)
    }

    /// The square's markup.
    fn markup(&self, sq: Square, out: &mut String) {
        let _ = write!(
            out,
            r#"<g class="{}" id="sq-{}" role="button" tabindex="{}" data-drop="{sq}" data-mark="{}" aria-label="{}"><rect class="csq-bg" x="{}" y="{}" width="{CELL}" height="{CELL}"></rect><g transform="{}">{}</g></g>"#,
            self.class,
            square_name(sq),
            tab_index(self.tab_stop),
            self.mark,
            escape(&self.label),
            self.at.0,
            self.at.1,
            self.centre(),
            self.inner,
        );
    }

    /// Shows `self` on a square's element that showed `old`, setting only what changed.
    fn show(&self, el: &web_sys::Element, old: &Shown) {
        if self.class != old.class {
            let _ = el.set_attribute("class", &self.class);
        }
        if self.tab_stop != old.tab_stop {
            let _ = el.set_attribute("tabindex", tab_index(self.tab_stop));
        }
        if self.mark != old.mark {
            let _ = el.set_attribute("data-mark", self.mark);
        }
        if self.label != old.label {
            let _ = el.set_attribute("aria-label", &self.label);
        }
        if self.at != old.at {
            if let Some(rect) = el.first_element_child() {
                let _ = rect.set_attribute("x", &self.at.0.to_string());
                let _ = rect.set_attribute("y", &self.at.1.to_string());
            }
        }
        if let Some(drawing) = el.last_element_child() {
            if self.at != old.at {
                let _ = drawing.set_attribute("transform", &self.centre());
            }
            if self.inner != old.inner {
                drawing.set_inner_html(&self.inner);
            }
        }
    }
}

/// The 64 squares in `g.csqs`, each redrawn only when what it shows changes (`looks`);
/// the keyboard's one Tab stop into the board is `kfocus`.
#[component]
pub(super) fn Squares(
    picking: Picking,
    last: Memo<Option<ChironMove>>,
    #[prop(into)] flipped: Signal<bool>,
    kfocus: RwSignal<u8>,
    drag: Drag,
) -> impl IntoView {
    let on_key = move |sq: Square, e: leptos::ev::KeyboardEvent| {
        match board_key(&e.key()) {
            Some(BoardKey::Step(dx, dy)) => {
                let at = (sq % 8, sq / 8);
                if let Some((f, r)) = grid_step(at, (dx, dy), (8, 8), flipped.get_untracked()) {
                    kfocus.set(r * 8 + f);
                    focus_id(&format!("sq-{}", square_name(r * 8 + f)));
                }
            }
            Some(BoardKey::Activate) => {
                picking.activate(sq);
                // A promotion's choices open: the keyboard goes to them.
                if picking.picker.with_untracked(|p| !p.choices().is_empty()) {
                    focus_soon(".promotion button.choice");
                }
            }
            Some(BoardKey::Cancel) => picking.picker.update(Picker::reset),
            None => return,
        }
        e.prevent_default();
    };

    let looks = square_looks(
        picking.state,
        last,
        picking.pick,
        picking.pending,
        picking.marks,
    );
    // A drag's pointer moves do not redraw the board; its lifting and landing do.
    let lifted = Memo::new(move |_| drag.lifted());
    let shown_now = move || -> Vec<Shown> {
        let (flip, stop, lifted) = (flipped.get(), kfocus.get(), lifted.get());
        looks()
            .iter()
            .zip(0u8..)
            .map(|(look, sq)| Shown::of(sq, look, flip, lifted == Some(u32::from(sq)), stop == sq))
            .collect()
    };
    let first = untrack(shown_now);
    let mut markup = String::with_capacity(64 * 700);
    for (shown, sq) in first.iter().zip(0u8..) {
        shown.markup(sq, &mut markup);
    }
    let group = NodeRef::<leptos::svg::G>::new();
    let mut on_screen: Option<(Vec<web_sys::Element>, Vec<Shown>)> = None;
    let mut first = Some(first);
    Effect::new(move || {
        let Some(g) = group.get() else { return };
        let now = shown_now();
        let (elements, old) = on_screen
            .get_or_insert_with(|| (square_elements(&g), first.take().unwrap_or_default()));
        for ((el, new), old) in elements.iter().zip(&now).zip(old.iter()) {
            if new != old {
                new.show(el, old);
            }
        }
        *old = now;
    });

    view! {
        <g class="csqs" node_ref=group inner_html=markup
            on:pointerdown=move |e| if let Some((sq, el)) = square_in(&e) {
                // A pressed square takes the focus, and with it the Tab stop.
                if kfocus.get_untracked() != sq {
                    kfocus.set(sq);
                }
                if picking.can_lift(sq) {
                    drag.press(&e, u32::from(sq), el);
                }
            }
            on:click=move |e| if let Some(sq) = square_of(&e).or_else(|| square_under(&e)) {
                if drag.take_click() {
                    picking.activate(sq);
                }
            }
            on:keydown=move |e| if let Some(sq) = square_of(&e) { on_key(sq, e) }>
        </g>
    }
}

/// The squares' elements in `group`, by square (as the markup wrote them).
fn square_elements(group: &web_sys::Element) -> Vec<web_sys::Element> {
    let children = group.children();
    (0..children.length())
        .filter_map(|i| children.item(i))
        .collect()
}

/// The square an event happened on and its `g.csq` element.
fn square_in(e: &web_sys::Event) -> Option<(Square, web_sys::Element)> {
    let el = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    let square = el.closest(".csq").ok()??;
    let sq = square.get_attribute("data-drop")?.parse().ok()?;
    Some((sq, square))
}

/// The square an event happened on.
fn square_of(e: &web_sys::Event) -> Option<Square> {
    square_in(e).map(|(sq, _)| sq)
}

/// The square under a click's pointer: a press on one's own piece captures the pointer
/// (`Drag::press`), and the click that follows is then the group's.
fn square_under(e: &web_sys::MouseEvent) -> Option<Square> {
    document()
        .element_from_point(e.client_x() as f32, e.client_y() as f32)?
        .closest(".csq")
        .ok()??
        .get_attribute("data-drop")?
        .parse()
        .ok()
}

/// The piece being dragged (a square's, or a Phoenix from a hand), under the pointer.
#[component]
pub(super) fn DragGhost(
    state: Memo<Chiron>,
    drag: Drag,
    #[prop(into)] flipped: Signal<bool>,
) -> impl IntoView {
    move || {
        drag.ghost.get().and_then(|(key, [x, y])| {
            let p = if key >= HAND {
                Some(Piece::new((key - HAND) as u8, PieceType::Phoenix, Hand::Left, Form::Normal))
            } else {
                state.with(|g| g.piece_at(key as u8))
            }?;
            Some(view! { <g class="drag-ghost" transform=format!("translate({x:.1},{y:.1})")>{glyph_on(p, flipped.get())}</g> })
        })
    }
}
