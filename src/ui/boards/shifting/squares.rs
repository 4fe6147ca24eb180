//! The Shifting Chess play board's squares as targets, over its picture: clicked or
//! tapped, reached by the keyboard (one Tab stop into the board, roving tabindex: Enter
//! or Space acts on the focused square, the arrow keys move the focus, Escape drops the
//! choices in progress), and pressed to drag a piece (see `drag`): lifting it selects it
//! as a click would, a drop on a lit square plays.
//!
//! The 144 targets are written as one piece of SVG markup, not one view per square (as
//! Chirality's tiles are): views cost the page's thread a long task when it opens
//! (issue 33). One handler per event on the group hears every square, and one effect
//! keeps each square's looks (place, marks, Tab stop, accessible name) current, touching
//! only the squares whose looks changed. The group hears no focus events (Chromium makes
//! an SVG element that does a Tab stop of its own): a press moves the Tab stop instead.

use super::choices::Ui;
use super::frame::Fitting;
use super::geometry::{all_squares, sq_xy, SQ};
use super::pieces::describe;
use crate::docs::markup::escape;
use crate::engine::shifting_chess::{Phase, ShiftingChess, ShiftingMove, Square};
use crate::i18n::Msg;
use crate::table::picker::Source;
use crate::ui::boards::common::drag::Drag;
use crate::ui::boards::common::keys::{
    board_key, focus_id, focus_soon, grid_step, tab_index, BoardKey,
};
use crate::ui::lang::tf;
use leptos::prelude::*;
use std::fmt::Write;
use wasm_bindgen::JsCast;

/// What one square's target shows.
#[derive(Clone, PartialEq)]
struct Looks {
    /// Its top-left corner on screen.
    at: (f64, f64),
    /// One of the selected piece's destinations.
    target: bool,
    /// The selected piece's square.
    selected: bool,
    /// The board's one Tab stop.
    tab_stop: bool,
    /// Its accessible name: the square and what is on it.
    label: String,
}

impl Looks {
    /// The target's classes.
    fn class(&self) -> String {
        let mut class = String::from("sc-hit");
        if self.target {
            class.push_str(" target");
        }
        if self.selected {
            class.push_str(" selected");
        }
        class
    }
}

/// The 144 squares' click targets, each a button named by its square and contents and
/// marked when it is the selected piece's or one of its `targets`. `click` is what a
/// click on a square does.
#[component]
pub(super) fn Squares(
    state: Memo<ShiftingChess>,
    ui: Ui,
    targets: Memo<Vec<ShiftingMove>>,
    interactive: Signal<bool>,
    fit: Fitting,
    drag: Drag,
    click: Callback<Square>,
) -> impl IntoView {
    let kfocus = RwSignal::new(Square::new(6, 3));
    let on_key = move |sq: Square, e: leptos::ev::KeyboardEvent| {
        match board_key(&e.key()) {
            Some(BoardKey::Activate) => {
                click.run(sq);
                if ui.pick.with_untracked(|p| !p.choices().is_empty()) {
                    focus_soon(".sc-promo button");
                }
            }
            Some(BoardKey::Cancel) => ui.reset(),
            Some(BoardKey::Step(dx, dy)) => {
                let flip = ui.flipped.get_untracked();
                if let Some((f, r)) = grid_step((sq.file(), sq.rank()), (dx, dy), (12, 12), flip) {
                    let next = Square::new(f, r);
                    kfocus.set(next);
                    fit.reveal(next);
                    focus_id(&format!("sq-{next}"));
                }
            }
            None => return,
        }
        e.prevent_default();
    };
    let can_lift = move |sq: Square| {
        interactive.get_untracked()
            && state.with_untracked(|g| {
                g.phase() == Phase::Move && g.piece_at(sq).is_some_and(|p| p.owner == g.side())
            })
    };

    // Every square's looks, in `all_squares` order (read reactively).
    let looks_now = move || -> Vec<Looks> {
        let flip = ui.flipped.get();
        let (selected, stop) = (ui.selected(), kfocus.get());
        targets.with(|t| {
            state.with(|g| {
                all_squares()
                    .map(|sq| Looks {
                        at: sq_xy(sq.file(), sq.rank(), flip),
                        target: t
                            .iter()
                            .any(|m| matches!(m, ShiftingMove::Move { to, .. } if *to == sq)),
                        selected: selected == Some(sq),
                        tab_stop: stop == sq,
                        label: tf(
                            Msg::SquareLabel,
                            &[
                                ("square", sq.to_string().into()),
                                ("piece", describe(g.content(sq)).into()),
                            ],
                        ),
                    })
                    .collect()
            })
        })
    };
    let first = untrack(looks_now);
    let markup = squares_markup(&first);
    let group = NodeRef::<leptos::svg::G>::new();
    let mut shown: Option<(Vec<web_sys::Element>, Vec<Looks>)> = None;
    let mut first = Some(first);
    Effect::new(move || {
        let Some(g) = group.get() else { return };
        let looks = looks_now();
        let (elements, old) =
            shown.get_or_insert_with(|| (square_elements(&g), first.take().unwrap_or_default()));
        for ((el, new), old) in elements.iter().zip(&looks).zip(old.iter()) {
            if new != old {
                show_looks(el, new, old);
            }
        }
        *old = looks;
    });

    view! {
        <g class="sc-hits" node_ref=group inner_html=markup
            on:pointerdown=move |e| if let Some(sq) = square_of(&e) {
                // A pressed square takes the focus, and with it the Tab stop.
                if kfocus.get_untracked() != sq {
                    kfocus.set(sq);
                }
                let lifting = can_lift(sq);
                fit.press(&e, lifting);
                if lifting {
                    drag.press(&e, sq.index() as u32, event_target::<web_sys::Element>(&e));
                }
            }
            on:click=move |e| if let Some(sq) = square_of(&e).or_else(|| square_under(&e)) {
                // Squares only: a card's tiles are two squares wide.
                let squares = state.with_untracked(|g| g.phase() == Phase::Move);
                if drag.take_click() && !fit.took_click(&e, squares) {
                    click.run(sq);
                }
            }
            on:keydown=move |e| if let Some(sq) = square_of(&e) { on_key(sq, e) }>
        </g>
    }
}

/// The SVG markup of every square's target showing `looks` (in `all_squares` order).
fn squares_markup(looks: &[Looks]) -> String {
    let mut out = String::with_capacity(looks.len() * 160);
    for (sq, look) in all_squares().zip(looks) {
        let _ = write!(
            out,
            r#"<rect class="{}" id="sq-{sq}" role="button" x="{}" y="{}" width="{SQ}" height="{SQ}" tabindex="{}" data-drop="{}" aria-label="{}"></rect>"#,
            look.class(),
            look.at.0,
            look.at.1,
            tab_index(look.tab_stop),
            sq.index(),
            escape(&look.label),
        );
    }
    out
}

/// Shows `new` on a square's target that showed `old`, setting only what changed.
fn show_looks(el: &web_sys::Element, new: &Looks, old: &Looks) {
    if new.at != old.at {
        let _ = el.set_attribute("x", &new.at.0.to_string());
        let _ = el.set_attribute("y", &new.at.1.to_string());
    }
    if (new.target, new.selected) != (old.target, old.selected) {
        let _ = el.set_attribute("class", &new.class());
    }
    if new.tab_stop != old.tab_stop {
        let _ = el.set_attribute("tabindex", tab_index(new.tab_stop));
    }
    if new.label != old.label {
        let _ = el.set_attribute("aria-label", &new.label);
    }
}

/// The squares' targets in `group`, in `all_squares` order (as the markup wrote them).
fn square_elements(group: &web_sys::Element) -> Vec<web_sys::Element> {
    let children = group.children();
    (0..children.length())
        .filter_map(|i| children.item(i))
        .collect()
}

/// The square whose target an event happened on.
fn square_of(e: &web_sys::Event) -> Option<Square> {
    square_holding(e.target()?.dyn_into::<web_sys::Element>().ok()?)
}

/// The square under a click's pointer: a press on one's own piece captures the pointer
/// (`Drag::press`), and the click that follows is then the group's.
fn square_under(e: &web_sys::MouseEvent) -> Option<Square> {
    square_holding(document().element_from_point(e.client_x() as f32, e.client_y() as f32)?)
}

/// The square of the target that is `el` or holds it (its `data-drop` index).
fn square_holding(el: web_sys::Element) -> Option<Square> {
    let index = el
        .closest("[data-drop]")
        .ok()??
        .get_attribute("data-drop")?;
    Square::from_index(index.parse().ok()?)
}

/// A drag has begun from the square of index `key`: its piece is selected.
pub(super) fn lift(ui: Ui, key: u32) {
    ui.pick
        .update(|p| p.select(Some(Source::Cell(key as usize))));
}

/// A dragged piece is let go over the square of index `to` (`None`: off the board). A lit
/// square (one of the `targets`) is clicked, which plays; anywhere else drops the piece.
pub(super) fn put_down(
    ui: Ui,
    targets: Memo<Vec<ShiftingMove>>,
    click: Callback<Square>,
    to: Option<u32>,
) {
    let to = to.and_then(|t| Square::from_index(t as usize));
    let lit = to.is_some_and(|to| {
        targets.with_untracked(|t| {
            t.iter()
                .any(|m| matches!(m, ShiftingMove::Move { to: x, .. } if *x == to))
        })
    });
    match to {
        Some(to) if lit => click.run(to),
        _ => ui.pick.update(|p| p.select(None)),
    }
}
