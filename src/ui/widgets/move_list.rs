//! The moves so far as a table: one row per round, one column per seat (headed by the
//! seat's name), a move's parts (a Shifting Chess card draw and its application) in the
//! cell of the turn they belong to. Moves are shown as the engine writes them for players
//! (short chess notation); the current one is marked and kept in sight; click a move to
//! go there.

use super::PanelHistory;
use crate::engine::Reason;
use crate::engine::Turn;
use crate::i18n::Msg;
use crate::persist::history::History;
use crate::ui::lang::{t, tr};
use crate::ui::words;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// One ply in a cell: its number in the line (from 1), its text for players, its
/// notation, and whether it is a chance outcome or a card applied (shown smaller).
#[derive(Clone, Debug, PartialEq)]
struct Ply {
    number: usize,
    text: String,
    notation: String,
    part: bool,
}

/// A round: per seat, the plies of its turn (empty where the seat did not move).
type Row = Vec<Vec<Ply>>;

/// Lays the line out by whose turn each position was: a ply by the seat that just moved
/// (or a chance outcome) continues that seat's turn; a seat at or before the last one
/// starts a new round.
fn rows(h: &History) -> Vec<Row> {
    let seats = h.current().num_players().max(1);
    let mut out: Vec<Row> = Vec::new();
    let mut last: Option<usize> = None;
    for (i, notation) in h.move_texts().iter().enumerate() {
        let Some(before) = h.state_at(i) else { break };
        let text = h
            .move_at(i)
            .map_or_else(|| notation.clone(), |m| before.move_display(m));
        let (seat, part) = match before.turn() {
            Turn::Player(p) => (p as usize % seats, Some(p as usize % seats) == last),
            Turn::Chance | Turn::Over => (last.unwrap_or(0), true),
        };
        let ply = Ply {
            number: i + 1,
            text,
            notation: notation.clone(),
            part,
        };
        let new_round = !part && last.is_none_or(|l| seat <= l);
        if new_round || out.is_empty() {
            out.push(vec![Vec::new(); seats]);
        }
        out.last_mut().expect("a round")[seat].push(ply);
        last = Some(seat);
    }
    out
}

/// The move list.
#[component]
pub fn MoveList(history: PanelHistory) -> impl IntoView {
    let seats = move || history.with(|h| h.current().num_players().max(1));
    let head = move || {
        history.with(|h| {
            let game = h.current();
            (0..game.num_players())
                .map(|p| view! { <span class="move-seat">{words::seat(game.id(), p as u8)}</span> })
                .collect_view()
        })
    };
    let body = move || {
        let cursor = history.with(History::cursor);
        history
            .with(rows)
            .into_iter()
            .enumerate()
            .map(|(round, cells)| {
                let cells = cells
                    .into_iter()
                    .enumerate()
                    .map(|(seat, plies)| {
                        let empty = plies.is_empty();
                        let buttons = plies
                            .into_iter()
                            .map(|p| {
                                let n = p.number;
                                view! {
                                    <button class="ply" class:part=p.part class:current={n == cursor} class:future={n > cursor}
                                        aria-current=(n == cursor).then_some("step")
                                        data-ply=n data-move=p.notation.clone() title=p.notation
                                        on:click=move |_| history.go_to(n)>
                                        {p.text}
                                    </button>
                                }
                            })
                            .collect_view();
                        view! {
                            <span class="move-cell" data-seat=seat>
                                {empty.then_some("…")}{buttons}
                            </span>
                        }
                    })
                    .collect_view();
                view! { <li class="move-row"><span class="move-no">{format!("{}.", round + 1)}</span>{cells}</li> }
            })
            .collect_view()
    };
    // Keep the current move in sight: scroll the list itself, never the page. Measured in
    // the next frame, so that reading the layout does not force an extra one mid-update.
    let list = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        history.track();
        request_animation_frame(move || keep_in_sight(list));
    });

    // What the list shows, for whoever waits for it (browser tests): the ply on view and the
    // line's length as drawn, and aria-busy while the panel's redraw waits for the board.
    view! {
        <section class="moves" aria-label=tr(Msg::Moves) aria-busy=move || history.is_behind().then_some("true")
            data-ply=move || history.with(History::cursor) data-plies=move || history.with(|h| h.move_texts().len())>
            <h2>{tr(Msg::Moves)}</h2>
            <div class="move-scroll" node_ref=list style=move || format!("--seats: {}", seats())>
                <div class="move-head" aria-hidden="true"><span></span>{head}</div>
                <ol class="move-list">{body}</ol>
            </div>
            {move || history.with(|h| {
                let r = h.full_record();
                let said = match r.resigned {
                    Some(p) => Some(words::reason(h.end().id(), &Reason::Resigned(p))),
                    None => r.drawn.then(|| t(Msg::DrawAgreed)),
                };
                said.map(|text| view! { <p class="move-result">{text}</p> })
            })}
            <Show when=move || history.with(|h| h.move_texts().is_empty())>
                <p class="muted">{tr(Msg::NoMovesYet)}</p>
            </Show>
        </section>
    }
}

/// Scrolls the move list (not the page) so that the current move is in view.
fn keep_in_sight(list: NodeRef<leptos::html::Div>) {
    // The frame may come after the list has gone (the page was left).
    let Some(list) = list.try_get_untracked().flatten() else {
        return;
    };
    let Ok(Some(current)) = list.query_selector(".ply.current") else {
        return;
    };
    let current: web_sys::HtmlElement = current.unchecked_into();
    let (top, height) = (current.offset_top(), current.offset_height());
    let (view_top, view_height) = (list.scroll_top(), list.client_height());
    if top < view_top {
        list.set_scroll_top(top);
    } else if top + height > view_top + view_height {
        list.set_scroll_top(top + height - view_height);
    }
}
