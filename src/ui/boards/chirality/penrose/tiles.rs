//! The tiles' hit targets: one `g.tile` button per tile (its face and, for a Thin tile, an
//! enlarged invisible touch target) with a roving tabindex, and the board's keys, which move
//! that focus.
//!
//! The tiles are written as one piece of SVG markup, not one view per tile: 300 tiles as
//! views cost half a second of a phone's time when the page opens (issue 33). One handler
//! on the group hears every tile's press and click, and one effect keeps each tile's
//! changing looks (classes, accessible name, pressed state, tab stop) current, touching only
//! the tiles whose looks changed. The group has no focus handler: Chromium makes an SVG
//! element that hears focus events a Tab stop of its own.

use super::frame;
use super::layers::{base_class, points, pt, step, tile_label, widened};
use super::looks::Looks;
use crate::docs::markup::escape;
use crate::engine::chirality::board::{Board, TileId, TileKind};
use crate::ui::boards::common::view::PanZoom;
use leptos::prelude::*;
use std::fmt::Write;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// Every tile as a `role="button"` in `g.tiles`, Thick tiles first so the Thin tiles'
/// enlarged touch targets lie on top. A click (not a drag, not a tap that zooms in)
/// focuses and activates the tile; a press asks `on_press` first.
#[component]
pub(super) fn Tiles(
    board: Arc<Board>,
    /// The Stars' display names (for the tiles' labels).
    names: Arc<Vec<String>>,
    selected: Signal<Option<TileId>>,
    /// The tile that holds the single Tab stop.
    focus: RwSignal<TileId>,
    pz: PanZoom,
    /// Extra CSS classes for a tile (read reactively).
    tile_class: Option<Callback<TileId, String>>,
    /// What is on a tile, added to its accessible name (read reactively).
    tile_text: Option<Callback<TileId, String>>,
    /// A pointer goes down on a tile: true takes the press (no panning).
    on_press: Option<Callback<(TileId, web_sys::PointerEvent), bool>>,
    /// Selects the clicked tile and tells the board's user.
    activate: Callback<TileId>,
) -> impl IntoView {
    let count = board.tiles().len();
    let base: Vec<String> = (0..count).map(|id| base_class(&board, id)).collect();
    let label_board = board.clone();
    // The tiles' fixed labels in the page's language (made again when it changes).
    let labels_now = move || -> Vec<String> {
        (0..count)
            .map(|id| tile_label(&label_board, &names, id))
            .collect()
    };
    let labels = untrack(&labels_now);
    let looks_of = move |id: TileId| {
        let pressed = selected.get() == Some(id);
        let mut class = tile_class.map(|f| f.run(id)).unwrap_or_default();
        if pressed {
            class.push_str(" selected");
        }
        Looks {
            class,
            text: tile_text.map(|f| f.run(id)).unwrap_or_default(),
            pressed,
            tab_stop: focus.get() == id,
        }
    };
    let first: Vec<Looks> = untrack(|| (0..count).map(looks_of).collect());
    let markup = tiles_markup(&board, &base, &labels, &first);

    let group = NodeRef::<leptos::svg::G>::new();
    // The tiles' elements by id, found once the markup is in the page, and the looks each
    // one shows.
    let mut shown: Option<(Vec<Option<web_sys::Element>>, Vec<Looks>)> = None;
    let mut first = Some(first);
    let (mut labels, mut lang) = (labels, untrack(crate::ui::lang::shown));
    Effect::new(move || {
        let Some(g) = group.get() else { return };
        let looks: Vec<Looks> = (0..count).map(looks_of).collect();
        let relabel = crate::ui::lang::shown() != lang;
        if relabel {
            lang = untrack(crate::ui::lang::shown);
            labels = untrack(&labels_now);
        }
        let (elements, old) = shown
            .get_or_insert_with(|| (tile_elements(&g, count), first.take().unwrap_or_default()));
        for (id, (new, old)) in looks.iter().zip(old.iter()).enumerate() {
            if new != old || relabel {
                if let Some(el) = &elements[id] {
                    show_looks(el, new, &base[id], &labels[id]);
                }
            }
        }
        *old = looks;
    });

    view! {
        <g class="tiles" node_ref=group inner_html=markup
            on:pointerdown=move |e| if let Some(id) = tile_of(&e) {
                pz.note_pointer(&e);
                // The browser focuses the pressed tile: the keys go on from there.
                focus.set(id);
                if on_press.is_some_and(|f| f.run((id, e.clone()))) {
                    e.stop_propagation();
                }
            }
            on:click=move |e| if let Some(id) = tile_of(&e).or_else(|| tile_under(&e)) {
                let at = [f64::from(e.client_x()), f64::from(e.client_y())];
                if !pz.was_drag() && !pz.tap_zoom(at, frame::EDGE, frame::MIN_EDGE_PX, frame::TAP_EDGE_PX) {
                    // After a piece's drag the click is the drop tile's, not the pressed one's.
                    focus.set(id);
                    if let Some(g) = group.get_untracked() {
                        focus_element(&g, id);
                    }
                    activate.run(id);
                }
            }>
        </g>
    }
}

/// The SVG markup of every tile showing `looks`, Thick tiles first.
fn tiles_markup(board: &Board, base: &[String], labels: &[String], looks: &[Looks]) -> String {
    let mut order: Vec<TileId> = (0..board.tiles().len()).collect();
    order.sort_by_key(|&i| board.tile(i).kind == TileKind::Thin);
    let mut out = String::with_capacity(order.len() * 400);
    for id in order {
        let t = board.tile(id);
        let look = &looks[id];
        let _ = write!(
            out,
            r#"<g class="{}" role="button" data-tile="{id}" data-drop="{id}" data-name="{}" data-edge-neighbours="{}" data-vertex-neighbours="{}" tabindex="{}" aria-label="{}" aria-pressed="{}"><polygon class="face" points="{}"></polygon>"#,
            escape(&class_of(&base[id], look)),
            escape(&t.name),
            t.edge_neighbours.len(),
            t.vertex_neighbours.len(),
            tab_index(look),
            escape(&label_of(&labels[id], look)),
            look.pressed,
            points(&t.vertices),
        );
        if t.kind == TileKind::Thin {
            let _ = write!(
                out,
                r#"<polygon class="hit" points="{}"></polygon>"#,
                points(&widened(t))
            );
        }
        out.push_str("</g>");
    }
    out
}

/// A tile's classes: its fixed ones, then those of its looks.
fn class_of(base: &str, look: &Looks) -> String {
    format!("{base} {}", look.class)
}

/// A tile's accessible name: its fixed label, then what is on it.
fn label_of(label: &str, look: &Looks) -> String {
    if look.text.is_empty() {
        label.to_string()
    } else {
        format!("{label}, {}", look.text)
    }
}

/// The roving tabindex: the one tab stop, or reachable by the arrow keys only.
fn tab_index(look: &Looks) -> &'static str {
    if look.tab_stop {
        "0"
    } else {
        "-1"
    }
}

/// Shows `look` on a tile's element.
fn show_looks(el: &web_sys::Element, look: &Looks, base: &str, label: &str) {
    let _ = el.set_attribute("class", &class_of(base, look));
    let _ = el.set_attribute("aria-label", &label_of(label, look));
    let _ = el.set_attribute("aria-pressed", if look.pressed { "true" } else { "false" });
    let _ = el.set_attribute("tabindex", tab_index(look));
}

/// The tiles' elements in `group`, by tile id.
fn tile_elements(group: &web_sys::Element, count: usize) -> Vec<Option<web_sys::Element>> {
    let mut elements = vec![None; count];
    let children = group.children();
    for i in 0..children.length() {
        let Some(el) = children.item(i) else { continue };
        let id = el
            .get_attribute("data-tile")
            .and_then(|v| v.parse::<TileId>().ok());
        if let Some(slot) = id.and_then(|id| elements.get_mut(id)) {
            *slot = Some(el);
        }
    }
    elements
}

/// Gives the keyboard focus to tile `id`'s element inside `root`.
fn focus_element(root: &web_sys::Element, id: TileId) {
    let el = root
        .query_selector(&format!("[data-tile='{id}']"))
        .ok()
        .flatten();
    if let Some(el) = el.and_then(|el| el.dyn_into::<web_sys::SvgElement>().ok()) {
        let _ = el.focus();
    }
}

/// The tile an event happened on, from its target's `g.tile`.
fn tile_of(e: &web_sys::Event) -> Option<TileId> {
    tile_holding(e.target()?.dyn_into::<web_sys::Element>().ok()?)
}

/// The tile under a click's pointer: a press on one's own piece captures the pointer on
/// the whole group (`Drag::press`), and the click that follows is then the group's.
fn tile_under(e: &web_sys::MouseEvent) -> Option<TileId> {
    tile_holding(document().element_from_point(e.client_x() as f32, e.client_y() as f32)?)
}

/// The tile whose `g.tile` holds `el` (or is it).
fn tile_holding(el: web_sys::Element) -> Option<TileId> {
    el.closest("[data-tile]")
        .ok()??
        .get_attribute("data-tile")?
        .parse()
        .ok()
}

/// The picture's keys: arrows move the focus to the neighbouring tile that way (with
/// Shift they pan), + − 0 zoom, Home goes to `home`, Enter or Space activates the focused
/// tile. A key it uses has its default prevented.
pub(super) fn on_key(
    board: Arc<Board>,
    svg: NodeRef<leptos::svg::Svg>,
    pz: PanZoom,
    focus: RwSignal<TileId>,
    home: TileId,
    activate: Callback<TileId>,
) -> impl Fn(leptos::ev::KeyboardEvent) + 'static {
    let focus_tile = {
        let board = board.clone();
        move |id: TileId| {
            focus.set(id);
            pz.reveal(pt(board.tile(id).centroid));
            if let Some(s) = svg.get_untracked() {
                focus_element(&s, id);
            }
        }
    };
    move |e: leptos::ev::KeyboardEvent| {
        let dir = match e.key().as_str() {
            "ArrowUp" => Some([0.0, 1.0]),
            "ArrowDown" => Some([0.0, -1.0]),
            "ArrowLeft" => Some([-1.0, 0.0]),
            "ArrowRight" => Some([1.0, 0.0]),
            _ => None,
        };
        match (e.key().as_str(), dir) {
            (_, Some(d)) if e.shift_key() => pz.nudge(-d[0], d[1]),
            (_, Some(d)) => {
                if let Some(next) = step(&board, focus.get_untracked(), d) {
                    focus_tile(next);
                }
            }
            ("+" | "=", _) => pz.zoom_by(1.4),
            ("-" | "_", _) => pz.zoom_by(1.0 / 1.4),
            ("0", _) => pz.reset(),
            ("Home", _) => focus_tile(home),
            ("Enter" | " ", _) => activate.run(focus.get_untracked()),
            _ => return,
        }
        e.prevent_default();
    }
}
