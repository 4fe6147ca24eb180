//! The Chiron setup editor (`#/edit/chiron`): the designer's opening figure is lost, so a
//! player who has it can arrange any position, see whether the engine accepts it (with
//! its reason when not), then play it or share it as a position link.
//!
//! The captured pools are not edited square by square: the rules require board plus pool
//! to hold every piece, so each pool holds exactly the pieces missing from the board (only
//! how many of its Ants are flipped is a choice).

use super::chiron::{coords, corner};
use super::chiron_glyphs::{glyph, glyph_icon, piece_name};
use crate::engine::chiron::{square_name, Chiron, Form, Hand, Piece, PieceType, OPENING};
use crate::engine::{AnyGame, Game, GameId};
use crate::persist::link;
use crate::ui::app::PendingLink;
use crate::ui::route::Route;
use leptos::prelude::*;

type Board = [Option<Piece>; 64];

/// Every piece one can place: for each owner, the symmetric types in both forms and the
/// handed types in both hands.
fn palette(owner: u8) -> Vec<Piece> {
    PieceType::ALL
        .into_iter()
        .flat_map(|k| {
            if k.is_symmetric() {
                [
                    Piece::new(owner, k, Hand::Left, Form::Normal),
                    Piece::new(owner, k, Hand::Left, Form::Flipped),
                ]
            } else {
                [
                    Piece::new(owner, k, Hand::Left, Form::Normal),
                    Piece::new(owner, k, Hand::Right, Form::Normal),
                ]
            }
        })
        .collect()
}

/// A piece's notation token (`+A`, `CL`, `mr`): notation, not rules.
fn token(p: Piece) -> String {
    let mut s = String::new();
    if p.form() == Form::Flipped {
        s.push('+');
    }
    s.push(p.kind().letter());
    match p.hand() {
        Some(Hand::Left) => s.push('L'),
        Some(Hand::Right) => s.push('R'),
        None => {}
    }
    if p.owner() == 1 {
        s.make_ascii_lowercase();
    }
    s
}

/// The position text of an arrangement; pools are filled with what the board lacks.
fn position_text(board: &Board, side: u8, hands: [u8; 2], flipped_ants: [u8; 2]) -> String {
    let mut rows = Vec::new();
    for rank in (0..8u8).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in 0..8u8 {
            match board[(rank * 8 + file) as usize] {
                Some(p) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push_str(&token(p));
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    let hand_text: String = "P".repeat(hands[0] as usize) + &"p".repeat(hands[1] as usize);
    let mut pools = String::new();
    for owner in 0..2u8 {
        let on_board = |f: &dyn Fn(Piece) -> bool| {
            board
                .iter()
                .flatten()
                .filter(|p| p.owner() == owner && f(**p))
                .count()
        };
        let ants = 8usize.saturating_sub(on_board(&|p| p.kind() == PieceType::Ant));
        let flipped = (flipped_ants[owner as usize] as usize).min(ants);
        let ant = Piece::new(owner, PieceType::Ant, Hand::Left, Form::Normal);
        let flipped_ant = Piece::new(owner, PieceType::Ant, Hand::Left, Form::Flipped);
        for _ in 0..ants - flipped {
            pools.push_str(&token(ant));
        }
        for _ in 0..flipped {
            pools.push_str(&token(flipped_ant));
        }
        for k in [PieceType::Crab, PieceType::Moth, PieceType::Hummingbird] {
            for h in [Hand::Left, Hand::Right] {
                let p = Piece::new(owner, k, h, Form::Normal);
                if on_board(&|q| q == p) == 0 {
                    pools.push_str(&token(p));
                }
            }
        }
    }
    let or_dash = |s: String| if s.is_empty() { "-".to_string() } else { s };
    format!(
        "{} {} {} {}",
        rows.join("/"),
        ["w", "b"][side as usize & 1],
        or_dash(hand_text),
        or_dash(pools)
    )
}

/// The arrangement of a position the engine accepted.
fn arrangement(g: &Chiron) -> (Board, u8, [u8; 2], [u8; 2]) {
    let board = std::array::from_fn(|sq| g.piece_at(sq as u8));
    let flipped = [0u8, 1].map(|o| {
        g.pool(o)
            .iter()
            .filter(|p| p.kind() == PieceType::Ant && p.form() == Form::Flipped)
            .count() as u8
    });
    (board, g.side_to_move(), [g.hand(0), g.hand(1)], flipped)
}

fn page_url(link: &str) -> String {
    let location = window().location();
    format!(
        "{}{}?g={link}#/play/chiron",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

/// A count with − and + buttons.
fn stepper(label: String, value: Signal<u8>, set: impl Fn(i32) + Copy + 'static) -> impl IntoView {
    view! {
        <span class="stepper">
            <span>{label}</span>
            <button aria-label="fewer" on:click=move |_| set(-1)>"−"</button>
            <output>{move || value.get()}</output>
            <button aria-label="more" on:click=move |_| set(1)>"+"</button>
        </span>
    }
}

/// The setup editor page.
#[component]
pub fn ChironEditor() -> impl IntoView {
    let opening = Chiron::from_position(OPENING).expect("the opening is legal");
    let (b, s, h, f) = arrangement(&opening);
    let board = RwSignal::new(b);
    let side = RwSignal::new(s);
    let hands = RwSignal::new(h);
    let flipped_ants = RwSignal::new(f);
    // The piece to place; `None` erases.
    let tool = RwSignal::new(Some(Piece::new(
        0,
        PieceType::Ant,
        Hand::Left,
        Form::Normal,
    )));
    let text = Memo::new(move |_| {
        position_text(&board.get(), side.get(), hands.get(), flipped_ants.get())
    });
    let checked = Memo::new(move |_| Chiron::from_position(&text.get()));
    let typed = RwSignal::new(String::new());
    let load_error = RwSignal::new(None::<String>);
    let shown_link = RwSignal::new(String::new());
    let load = move |g: &Chiron| {
        let (b, s, h, f) = arrangement(g);
        board.set(b);
        side.set(s);
        hands.set(h);
        flipped_ants.set(f);
    };

    let squares = (0..64u8)
        .map(|sq| {
            let (x, y) = corner(sq, false);
            let piece = move || board.with(|b| b[sq as usize]);
            view! {
                <g class="csq" id=format!("sq-{}", square_name(sq)) role="button"
                    class:dark=(sq % 8 + sq / 8) % 2 == 0
                    aria-label=move || format!("{}: {}", square_name(sq), piece().map_or("empty".into(), piece_name))
                    on:click=move |_| board.update(|b| {
                        let t = tool.get_untracked();
                        b[sq as usize] = if b[sq as usize] == t { None } else { t };
                    })>
                    <rect class="csq-bg" x=x y=y width="100" height="100"></rect>
                    <g transform=format!("translate({},{})", x + 50.0, y + 50.0)>{move || piece().map(glyph)}</g>
                </g>
            }
        })
        .collect_view();
    let palette_row = |owner: u8| {
        palette(owner)
            .into_iter()
            .map(|p| {
                view! {
                    <button class="palette-piece" title=piece_name(p)
                        aria-pressed=move || (tool.get() == Some(p)).to_string()
                        on:click=move |_| tool.set(Some(p))>{glyph_icon(p)}</button>
                }
            })
            .collect_view()
    };
    let hand_stepper = move |o: usize| {
        stepper(
            format!("Phoenixes held by {}", ["White", "Black"][o]),
            Signal::derive(move || hands.get()[o]),
            move |d| hands.update(|h| h[o] = (i32::from(h[o]) + d).clamp(0, 2) as u8),
        )
    };
    let ant_stepper = move |o: usize| {
        stepper(
            format!("flipped Ants in {}'s pool", ["White", "Black"][o]),
            Signal::derive(move || flipped_ants.get()[o]),
            move |d| flipped_ants.update(|f| f[o] = (i32::from(f[o]) + d).clamp(0, 8) as u8),
        )
    };
    let verdict = move || {
        match checked.get() {
        Ok(g) if g.turn() == crate::engine::Turn::Over => view! {
            <p class="notice info" role="status">"Legal, but the game is already over: the side to move has no King or no legal action."</p>
        }.into_any(),
        Ok(_) => view! { <p class="notice info verdict-ok" role="status">"Legal position."</p> }.into_any(),
        Err(e) => view! { <p class="notice error verdict-bad" role="status">{format!("Not legal: {e}")}</p> }.into_any(),
    }
    };
    let play = move |_| {
        if let Ok(g) = checked.get_untracked() {
            let text = link::encode_position(&AnyGame::Chiron(g));
            if let Some(PendingLink(p, _)) = use_context::<PendingLink>() {
                p.set(Some(text));
            }
            let _ = window()
                .location()
                .set_hash(&Route::Play(GameId::Chiron).href());
        }
    };
    let share = move |_| {
        if let Ok(g) = checked.get_untracked() {
            let url = page_url(&link::encode_position(&AnyGame::Chiron(g)));
            let _ = window().navigator().clipboard().write_text(&url);
            shown_link.set(url);
        }
    };

    view! {
        <div class="play chiron-editor">
            <div class="board-area">
                <div class="chiron">
                    <svg class="board chiron-board" viewBox="-32 -4 836 840" role="group" aria-label="Chiron setup board">
                        <rect class="board-bg" x="-4" y="-4" width="808" height="808" rx="6"></rect>
                        {coords(false)}
                        {squares}
                    </svg>
                </div>
            </div>
            <aside class="panel" aria-label="Setup">
                <h1 class="game-title">"Set up Chiron" <a class="rules-link" href=Route::Rules(GameId::Chiron).href()>"Rules"</a></h1>
                <p class="muted">"Pick a piece, then click squares to place it (click again to remove)."</p>
                <div class="palette" role="toolbar" aria-label="White pieces">{palette_row(0)}</div>
                <div class="palette" role="toolbar" aria-label="Black pieces">{palette_row(1)}</div>
                <div class="controls">
                    <button aria-pressed=move || tool.get().is_none().to_string() on:click=move |_| tool.set(None)>"Eraser"</button>
                    <button on:click=move |_| load(&opening_state())>"Opening"</button>
                    <button on:click=move |_| board.set([None; 64])>"Clear board"</button>
                </div>
                <fieldset class="side">
                    <legend>"Side to move"</legend>
                    <label><input type="radio" name="side" prop:checked=move || side.get() == 0 on:change=move |_| side.set(0)/> "White"</label>
                    <label><input type="radio" name="side" prop:checked=move || side.get() == 1 on:change=move |_| side.set(1)/> "Black"</label>
                </fieldset>
                <div class="steppers">{hand_stepper(0)}{hand_stepper(1)}{ant_stepper(0)}{ant_stepper(1)}</div>
                <p class="muted">"Each pool holds the pieces missing from the board: "
                    {move || checked.get().ok().map(|g| {
                        let pools = [0u8, 1].map(|o| g.pool(o));
                        let none = pools.iter().all(Vec::is_empty).then_some("none");
                        view! { <span class="pool">{none}{pools.into_iter().flatten().map(glyph_icon).collect_view()}</span> }
                    })}
                </p>
                {verdict}
                <div class="controls">
                    <button class="primary" disabled=move || checked.get().is_err() on:click=play>"Play this position"</button>
                    <button disabled=move || checked.get().is_err() on:click=share>"Copy position link"</button>
                </div>
                <Show when=move || !shown_link.get().is_empty()>
                    <input class="share-url" readonly aria-label="Position link" prop:value=move || shown_link.get()/>
                </Show>
                <h2>"Position text"</h2>
                <code class="position-text">{move || text.get()}</code>
                <form class="load-position" on:submit=move |e| {
                    e.prevent_default();
                    match Chiron::from_position(typed.get_untracked().trim()) {
                        Ok(g) => { load(&g); load_error.set(None); }
                        Err(e) => load_error.set(Some(e.to_string())),
                    }
                }>
                    <input aria-label="Position to load" placeholder="paste a position" prop:value=move || typed.get()
                        on:input=move |e| typed.set(event_target_value(&e))/>
                    <button type="submit">"Load"</button>
                </form>
                {move || load_error.get().map(|e| view! { <p class="notice error">{e}</p> })}
                <p><a href=Route::Play(GameId::Chiron).href()>"Back to the game"</a></p>
            </aside>
        </div>
    }
}

fn opening_state() -> Chiron {
    Chiron::new_game(&Default::default())
}
