//! The Chiron board: select a piece to see its moves (dots for ordinary moves, crosses for
//! capture-only ones), drop a Phoenix from a hand, and make a promotion as a second step
//! (decline, flip in place, flip and relocate to a marked square, or an Ant's pool piece).
//! A hint's move is drawn as a dashed arrow. Everything about legality comes from the
//! engine's UI queries.

use super::chiron_glyphs::{glyph_on, piece_name};
use super::chiron_legend::Legend;
use super::chiron_looks::square_looks;
use super::chiron_parts::{hand_view, king_warning, promotion_choices};
use super::drag::Drag;
use super::keys::{board_key, focus_id, focus_soon, grid_step, tab_index, BoardKey};
use super::suggest;
use crate::engine::chiron::{
    square_name, Chiron, ChironMove, Form, Hand, Piece, PieceType, Square,
};
use crate::engine::{AnyMove, Game, Turn};
use crate::table::picker::{Answer, Holder, Picker, Refusal, Source};
use crate::ui::storage;
use leptos::prelude::*;

const CELL: f64 = 100.0;
const FLIP_KEY: &str = "rosette.v1.chiron.flipped";
/// Drag keys above the squares' name a Phoenix in a hand: `HAND + owner`.
pub(super) const HAND: u32 = 64;

/// The top-left corner of a square on screen.
pub fn corner(sq: Square, flipped: bool) -> (f64, f64) {
    let (file, rank) = (f64::from(sq % 8), f64::from(sq / 8));
    if flipped {
        ((7.0 - file) * CELL, rank * CELL)
    } else {
        (file * CELL, (7.0 - rank) * CELL)
    }
}

/// The board's coordinates (files below, ranks at the left).
pub fn coords(flipped: bool) -> impl IntoView {
    (0..8u8)
        .map(|i| {
            let (x, _) = corner(i, flipped);
            let (_, y) = corner(i * 8, flipped);
            view! {
                <text class="coord" x=x + 50.0 y="826" text-anchor="middle">{((b'a' + i) as char).to_string()}</text>
                <text class="coord" x="-16" y=y + 56.0 text-anchor="middle">{(i + 1).to_string()}</text>
            }
        })
        .collect_view()
}

/// A hint's move: its squares outlined, an arrow from the piece to where it lands (and on
/// to where a flipped piece relocates); a Phoenix drop outlines its square only.
fn suggested(m: ChironMove, flipped: bool) -> impl IntoView {
    let middle = |sq: Square| {
        let (x, y) = corner(sq, flipped);
        [x + CELL / 2.0, y + CELL / 2.0]
    };
    let path: Vec<Square> =
        m.from()
            .into_iter()
            .chain([m.to(), m.final_square()])
            .fold(Vec::new(), |mut path, sq| {
                if path.last() != Some(&sq) {
                    path.push(sq);
                }
                path
            });
    let boxes = path
        .iter()
        .map(|&sq| {
            let (x, y) = corner(sq, flipped);
            suggest::outline(x + 5.0, y + 5.0, CELL - 10.0, CELL - 10.0, 6.0)
        })
        .collect_view();
    let arrows = path
        .windows(2)
        .map(|w| suggest::arrow(middle(w[0]), middle(w[1]), CELL))
        .collect_view();
    view! {
        <g class="suggest" data-from=m.from().map(square_name) data-to=square_name(m.final_square())>
            {boxes}{arrows}
        </g>
    }
}

/// The interactive Chiron board with hands, promotion choices, warnings and legend.
#[component]
pub fn ChironBoard(
    state: Memo<Chiron>,
    last: Memo<Option<ChironMove>>,
    /// A hint's move, marked with a dashed arrow.
    #[prop(optional)]
    hint: Signal<Option<ChironMove>>,
    interactive: Signal<bool>,
    on_move: Callback<AnyMove>,
) -> impl IntoView {
    let flipped = RwSignal::new(storage::get(FLIP_KEY).as_deref() == Some("1"));
    // The piece picked up (a square, or a Phoenix from hand `o`: `Source::Hand(o)`) and
    // a promotion's choices.
    let picker = RwSignal::new(Picker::<ChironMove>::default());
    let legal = Memo::new(move |_| state.with(Game::legal_move_list));
    let pick = Memo::new(move |_| picker.with(Picker::selected));
    // The (from, to) of a move waiting for its promotion choice, with the choices.
    let pending = Memo::new(move |_| {
        picker.with(|p| {
            let m = p.choices().first()?;
            Some((m.from()?, m.to(), p.choices().to_vec()))
        })
    });
    // Why the last piece clicked cannot move (it has no legal move).
    let note = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        state.track();
        picker.update(Picker::reset);
        note.set(None);
    });
    let mover = move || match state.with(Game::turn) {
        Turn::Player(p) => Some(p),
        _ => None,
    };
    // (ordinary, capture-only) squares of the pick.
    let marks = Memo::new(move |_| match pick.get() {
        Some(Source::Cell(sq)) => state.with(|g| {
            let t = g.targets(sq as Square);
            (t.ordinary, t.capture_only)
        }),
        Some(Source::Hand(o)) => (state.with(|g| g.drop_targets(o)), 0),
        None => (0, 0),
    });
    let own_pick = move || match pick.get() {
        Some(Source::Cell(sq)) => {
            state.with(|g| g.piece_at(sq as Square)).map(Piece::owner) == mover()
        }
        Some(Source::Hand(_)) => mover().is_some(),
        None => false,
    };
    let play = move |m: ChironMove| {
        picker.update(Picker::reset);
        on_move.run(AnyMove::Chiron(m));
    };
    // Whose piece a click picks up: one to move only while the player may move.
    let holder = move |owner: Option<u8>| match owner {
        None => Holder::Nobody,
        Some(o) if Some(o) == mover() && interactive.get_untracked() => Holder::Mover,
        Some(_) => Holder::Other,
    };
    // What the picker answers: a move is played, a stuck piece says why.
    let answer = move |a: Option<Answer<ChironMove>>| {
        note.set(match a {
            Some(Answer::Refused(Refusal::Stuck(Source::Cell(sq)))) => {
                let name = state
                    .with_untracked(|g| g.piece_at(sq as Square))
                    .map(piece_name)
                    .unwrap_or_default();
                Some(format!(
                    "The {name} on {} has no legal move now.",
                    square_name(sq as Square)
                ))
            }
            Some(Answer::Refused(Refusal::Stuck(Source::Hand(_)))) => {
                Some("The Phoenix has no square to drop on now.".to_string())
            }
            _ => None,
        });
        if let Some(Answer::Play(m)) = a {
            play(m);
        }
    };
    let moves = move || {
        if interactive.get_untracked() {
            legal.get_untracked()
        } else {
            Vec::new()
        }
    };
    let activate = move |sq: Square| {
        let who = holder(state.with_untracked(|g| g.piece_at(sq)).map(Piece::owner));
        let moves = moves();
        answer(picker.try_update(|p| p.click_cell(usize::from(sq), who, &moves)));
    };
    let on_hand = move |o: u8| {
        let who = holder(Some(o));
        let moves = moves();
        answer(picker.try_update(|p| p.click_hand(o, who, &moves)));
    };
    let flip_now = move || flipped.get();
    // The one Tab stop into the board (roving tabindex), and the drag in progress.
    let kfocus = RwSignal::new(12u8);
    // Only the squares gaining or losing the Tab stop redraw their tabindex.
    let focused = Selector::new(move || kfocus.get());
    let drag = Drag::new();
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
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
                activate(sq);
                // A promotion's choices open: the keyboard goes to them.
                if picker.with_untracked(|p| !p.choices().is_empty()) {
                    focus_soon(".promotion button.choice");
                }
            }
            Some(BoardKey::Cancel) => picker.update(Picker::reset),
            None => return,
        }
        e.prevent_default();
    };
    // A drag picks the piece up as a click would, and a drop on a marked square plays.
    let lift = move |key: u32| {
        let source = if key >= HAND {
            Source::Hand((key - HAND) as u8)
        } else {
            Source::Cell(key as usize)
        };
        picker.update(|p| p.select(Some(source)));
    };
    let put_down = move |to: Option<u32>| {
        let (ord, cap) = marks.get_untracked();
        match to.filter(|&t| t < HAND && ((ord | cap) >> t) & 1 == 1) {
            Some(t) => activate(t as u8),
            None => picker.update(|p| p.select(None)),
        }
    };
    let can_lift = move |sq: Square| {
        interactive.get_untracked()
            && mover().is_some()
            && state.with_untracked(|g| g.piece_at(sq)).map(Piece::owner) == mover()
    };

    let looks = square_looks(state, last, pick, pending, marks);
    let squares = (0..64u8)
        .map(|sq| {
            let pos = move || corner(sq, flip_now());
            // One signal per square (`chiron_looks`): after a move only the squares it
            // touched redraw.
            let look = looks[usize::from(sq)];
            let focused = focused.clone();
            let mark = move || look.with(|l| l.mark);
            let label = move || {
                let name = look.with(|l| l.piece).map_or("empty".to_string(), piece_name);
                format!("{}: {name}", square_name(sq))
            };
            view! {
                <g class="csq" id=format!("sq-{}", square_name(sq)) role="button"
                    tabindex=move || tab_index(focused.selected(&sq))
                    data-drop=sq
                    class:lifted=move || drag.lifted() == Some(u32::from(sq))
                    class:dark=(sq % 8 + sq / 8) % 2 == 0
                    class:last=move || look.with(|l| l.last)
                    class:picked=move || look.with(|l| l.picked)
                    class:arrival=move || look.with(|l| l.arrival)
                    class:reloc=move || look.with(|l| l.reloc)
                    class:threat=move || look.with(|l| l.threat)
                    data-mark=move || mark().unwrap_or("")
                    aria-label=label
                    on:focus=move |_| kfocus.set(sq)
                    on:pointerdown=move |e| {
                        if can_lift(sq) {
                            if let Some(el) = event_target::<web_sys::Element>(&e).closest(".csq").ok().flatten() {
                                drag.press(&e, u32::from(sq), el);
                            }
                        }
                    }
                    on:click=move |_| if drag.take_click() { activate(sq) }
                    on:keydown=move |e| on_key(sq, e)>
                    <rect class="csq-bg" x=move || pos().0 y=move || pos().1 width=CELL height=CELL></rect>
                    <g transform=move || format!("translate({},{})", pos().0 + 50.0, pos().1 + 50.0)>
                        {move || look.with(|l| l.piece.filter(|_| !l.leaving)).map(|p| glyph_on(p, flip_now()))}
                        {move || look.with(|l| l.ghost).map(|p| view! { <g class="ghost">{glyph_on(p, flip_now())}</g> })}
                        {move || match mark() {
                            Some("dot") => view! { <circle class="tdot" r="13"></circle> }.into_any(),
                            Some("ring") => view! { <circle class="tring" r="44"></circle> }.into_any(),
                            Some(_) => view! { <path class="tcross" d="M-34,-34 L34,34 M-34,34 L34,-34"></path> }.into_any(),
                            None => ().into_any(),
                        }}
                        {move || look.with(|l| l.reloc).then(|| view! { <circle class="treloc" r="16"></circle> })}
                    </g>
                </g>
            }
        })
        .collect_view();

    let choices_view = move || promotion_choices(state, pending, picker, kfocus, play);

    let hand = move |o: u8| hand_view(o, state, pick, on_hand, interactive, drag, svg_ref);
    let (top, bottom) = (move || u8::from(!flip_now()), move || u8::from(flip_now()));

    let warning = move || {
        king_warning(&state.get())
            .map(|text| view! { <p class="notice error king-warning" role="alert">{text}</p> })
    };
    let selected_piece = Signal::derive(move || match pick.get() {
        Some(Source::Cell(sq)) => state.with(|g| g.piece_at(sq as Square)),
        _ => None,
    });
    let kind_hint = move || {
        let last = last.get()?;
        let before = state.with(|g| g.turn() != Turn::Over);
        (last.from().is_none() && before).then(|| "Last move: a Phoenix drop.".to_string())
    };

    view! {
        <div class="chiron"
            on:pointerdown=move |_| drag.fresh()
            on:pointermove=move |e| if let Some(k) = drag.moved(&e) { lift(k) }
            on:pointerup=move |e| if let Some((_, to)) = drag.release(&e) { put_down(to) }
            on:pointercancel=move |_| drag.cancel()>
            <div class="board-main">
            {move || hand(top())}
            <svg node_ref=svg_ref class="board chiron-board" class:mine=own_pick viewBox="-32 -4 836 840" role="group" aria-label="Chiron board">
                <rect class="board-bg" x="-4" y="-4" width="808" height="808" rx="6"></rect>
                {move || coords(flip_now())}
                {squares}
                {move || hint.get().map(|m| suggested(m, flip_now()))}
                {move || drag.ghost.get().and_then(|(key, [x, y])| {
                    let p = if key >= HAND {
                        Some(Piece::new((key - HAND) as u8, PieceType::Phoenix, Hand::Left, Form::Normal))
                    } else {
                        state.with(|g| g.piece_at(key as u8))
                    }?;
                    Some(view! { <g class="drag-ghost" transform=format!("translate({x:.1},{y:.1})")>{glyph_on(p, flip_now())}</g> })
                })}
            </svg>
            {move || hand(bottom())}
            {choices_view}
            {move || note.get().map(|text| view! { <p class="hint stuck-note" role="status">{text}</p> })}
            {warning}
            </div>
            <div class="board-extra">
            <div class="board-tools">
                <button on:click=move |_| {
                    flipped.update(|f| *f = !*f);
                    let _ = storage::set(FLIP_KEY, if flipped.get_untracked() { "1" } else { "0" });
                } title="Turn the board around">"⇅ Flip board"</button>
                <span class="muted">{kind_hint}</span>
            </div>
            <Legend selected=selected_piece/>
            </div>
        </div>
    }
}
