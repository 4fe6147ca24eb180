//! The Shifting Chess card panel: the deck and discard pile with counts, when the next
//! card comes, the drawn card (revealed with a short animation), and the choice of its
//! application: tiles are picked on the board (the tiles that may be picked are marked),
//! the result is previewed, then confirmed. Every "may" and every reason for "may not" is
//! the engine's ([`ShiftingChess::why_illegal`], [`ShiftingChess::tile_choice`]). Also said
//! in words: what the other side's last card did, and check.

use super::choices::Ui;
use super::marks::Marks;
use super::pieces::owner_class;
use crate::engine::shifting_chess::{
    ApplyError, Card, Phase, ShiftingChess, ShiftingMove, SlideDir,
};
use crate::engine::{as_sentence, Game, GameId};
use crate::i18n::Msg;
use crate::table::cards::{CardPicker, CardRefusal};
use crate::ui::lang::tf;
use crate::ui::words;
use leptos::prelude::*;

/// "Tile F" (or "That slot" where no tile lies).
fn tile_label(g: &ShiftingChess, slot: u8) -> String {
    g.tile(slot as usize)
        .map_or_else(|| "That slot".into(), |t| format!("Tile {}", t.name))
}

/// The engine's reason as a sentence.
fn sentence(e: ApplyError) -> String {
    as_sentence(&e.to_string())
}

/// A use of a tile named by what differs between its uses ("north", "with G").
fn use_name(g: &ShiftingChess, slot: u8, m: ShiftingMove) -> String {
    match m {
        ShiftingMove::Rotate { clockwise, .. } => if clockwise {
            "clockwise"
        } else {
            "counter-clockwise"
        }
        .into(),
        ShiftingMove::Slide { dir, .. } => ["north", "east", "south", "west"][dir as usize].into(),
        ShiftingMove::Swap(x, y) => {
            let other = if x == slot { y } else { x };
            format!("with {}", g.tile(other as usize).map_or('?', |t| t.name))
        }
        _ => String::new(),
    }
}

/// Why the tile on `slot` cannot be chosen, as the engine says it (each use's reason when
/// they differ).
pub fn tile_refusal(g: &ShiftingChess, slot: u8, e: ApplyError) -> String {
    match e {
        ApplyError::NoTile => "There is no tile there.".into(),
        ApplyError::NoLegalUse => {
            let each: Vec<String> = g
                .tile_uses(slot)
                .into_iter()
                .filter_map(|(m, r)| r.map(|r| format!("{} — {r}", use_name(g, slot, m))))
                .collect();
            format!(
                "{} cannot be used: {}.",
                tile_label(g, slot),
                each.join("; ")
            )
        }
        e => format!("{}: {}", tile_label(g, slot), sentence(e)),
    }
}

/// Why the last choice towards applying the card was refused, in words.
fn refusal_words(g: &ShiftingChess, refused: CardRefusal) -> String {
    match refused {
        CardRefusal::Tile(slot, e) => tile_refusal(g, slot, e),
        CardRefusal::Use(e) => sentence(e),
    }
}

fn card_glyph(card: Card) -> &'static str {
    match card {
        Card::Swap => "⇄",
        Card::Rotate => "↻",
        Card::Slide => "⇥",
        Card::Void => "◌",
    }
}

fn card_title(card: Card) -> &'static str {
    ["Swap", "Rotate", "Slide", "Void"][card as usize]
}

fn instruction(card: Card) -> &'static str {
    match card {
        Card::Swap => "Choose two adjacent tiles to exchange.",
        Card::Rotate => "Choose a tile, then the direction to turn it.",
        Card::Slide => "Choose a tile, then a direction (a button, or click the neighbouring slot); up to two tiles ahead are pushed.",
        Card::Void => "Choose a tile without a king to lift off until the next draw.",
    }
}

/// What the board's marks mean at this step of choosing.
fn step_hint(g: &ShiftingChess, card: Card, pick: Option<u8>) -> String {
    match (card, pick) {
        (Card::Swap, Some(p)) => format!(
            "Now choose the outlined neighbour to swap with {}; shaded ones cannot (tap one to see why).",
            tile_label(g, p)
        ),
        (Card::Rotate | Card::Slide, Some(_)) => "Now choose the direction.".into(),
        _ => "Outlined tiles can be chosen; shaded ones cannot (tap one to see why).".into(),
    }
}

/// Deck, discard, next card, what the other side's card did, check, and the drawn card's
/// application.
#[component]
pub fn CardPanel(
    state: Memo<ShiftingChess>,
    marks: Memo<Marks>,
    ui: Ui,
    play: Callback<ShiftingMove>,
    interactive: Signal<bool>,
) -> impl IntoView {
    let counts = move |pile: bool| {
        let c = state.with(|g| {
            if pile {
                g.pile_counts()
            } else {
                g.discard_counts()
            }
        });
        let total: u32 = c.iter().map(|&n| u32::from(n)).sum();
        let each = Card::ALL
            .into_iter()
            .map(|k| view! { <span class="sc-count" title=card_title(k)>{card_glyph(k)} {c[k as usize]}</span> })
            .collect_view();
        view! { <strong>{total}</strong> <span class="sc-kinds">{each}</span> }
    };
    let next = move || {
        state.with(|g| {
            if !g.cards_on() {
                return "No cards in this game".to_string();
            }
            if let Some(card) = g.drawn_card() {
                return format!("{} drew {}", side_name(g.side()), card_title(card));
            }
            match g.turns_until_card() {
                Some(1) => "Card after this move".into(),
                Some(n) => format!("Card in {n} turns"),
                None if g.turn() == crate::engine::Turn::Chance => "Drawing a card…".into(),
                None => String::new(),
            }
        })
    };
    // The other side's last card, in words.
    let news = move || {
        marks.with(|m| m.card.clone()).map(|c| {
            let args = [
                ("seat", words::seat(GameId::ShiftingChess, c.drawer).into()),
                ("card", words::card(c.card).into()),
            ];
            let mut text = tf(Msg::CardNews, &args);
            if let Some(applied) = &c.applied {
                text = format!("{text} {}", words::applied(applied));
            }
            view! { <p class="sc-news">{text}</p> }
        })
    };
    let check = move || {
        state.with(|g| {
            (g.phase() == Phase::Move && g.end().is_none() && g.in_check()).then(|| {
                let text = format!("{} is in check.", side_name(g.side()));
                view! { <p class="sc-check-note" role="status">{text}</p> }
            })
        })
    };
    let no_effect = move || state.with(|g| g.why_illegal(ShiftingMove::NoEffect).is_none());
    let drawn = move || {
        state.with(|g| g.drawn_card()).map(|card| {
            let dirs = move || {
                let pick = ui.tile_pick()?;
                let buttons: AnyView = match card {
                    Card::Rotate => [(true, "↻ Clockwise"), (false, "↺ Counter-clockwise")]
                        .into_iter()
                        .map(|(cw, label)| {
                            let m = ShiftingMove::Rotate { slot: pick, clockwise: cw };
                            dir_button(m, label, ui, state)
                        })
                        .collect_view()
                        .into_any(),
                    Card::Slide => SlideDir::ALL
                        .into_iter()
                        .map(|d| {
                            let m = ShiftingMove::Slide { slot: pick, dir: d };
                            let label = ["↑ North", "→ East", "↓ South", "← West"][d as usize];
                            dir_button(m, label, ui, state)
                        })
                        .collect_view()
                        .into_any(),
                    _ => return None,
                };
                Some(view! { <div class="sc-dirs" role="group" aria-label="Direction">{buttons}</div> })
            };
            let owner = state.with_untracked(|g| g.side());
            let hint = move || state.with(|g| step_hint(g, card, ui.tile_pick()));
            view! {
                <div class=format!("sc-card reveal {}", owner_class(owner)) data-card=card.name()>
                    <span class="sc-card-glyph" aria-hidden="true">{card_glyph(card)}</span>
                    <span class="sc-card-name">{card_title(card)}</span>
                </div>
                // Not for the person at the screen now (the AI's or the friend's turn, an
                // earlier position on view, a puzzle that waits for Retry): say whose card it
                // is, which is true in every case.
                <Show when=move || interactive.get() fallback=move || view! { <p class="hint">{format!("{} applies this card.", side_name(owner))}</p> }>
                    <Show when=no_effect fallback=move || view! { <p class="hint">{instruction(card)}</p> <p class="hint sc-step">{hint}</p> }>
                        <p class="hint">"No legal way to apply this card: it has no effect."</p>
                        <button class="primary" on:click=move |_| play.run(ShiftingMove::NoEffect)>"Continue"</button>
                    </Show>
                    {dirs}
                    {move || ui.pending().map(|m| {
                        let text = state.with(|g| g.move_notation(m));
                        view! {
                            <div class="sc-confirm">
                                <span>"Preview: " <code>{text}</code></span>
                                <button class="primary" on:click=move |_| play.run(m)>"Apply"</button>
                                <button on:click=move |_| ui.reset()>"Cancel"</button>
                            </div>
                        }
                    })}
                </Show>
            }
        })
    };
    view! {
        <div class="sc-panel" aria-label="Cards">
            <div class="sc-piles">
                <div class="sc-pile"><span class="sc-label">"Deck"</span> {move || counts(true)}</div>
                <div class="sc-pile"><span class="sc-label">"Discard"</span> {move || counts(false)}</div>
            </div>
            <div class="sc-said" aria-live="polite">
                <p class="sc-next">{next}</p>
                {news}
                {check}
            </div>
            {drawn}
            {move || ui.cards.with(CardPicker::refused).map(|r| {
                let text = state.with(|g| refusal_words(g, r));
                view! { <p class="notice error sc-explain" role="status">{text}</p> }
            })}
            <button class="sc-flip" on:click=move |_| ui.flipped.update(|f| *f = !*f) aria-pressed=move || ui.flipped.get().to_string()>"⇅ Flip board"</button>
        </div>
    }
}

fn side_name(p: crate::engine::Player) -> String {
    GameId::ShiftingChess.seat_name(p)
}

/// A direction button: previews an application the engine allows; one it refuses is
/// marked, says why on hover, and explains itself when pressed.
fn dir_button(
    m: ShiftingMove,
    label: &'static str,
    ui: Ui,
    state: Memo<ShiftingChess>,
) -> impl IntoView {
    let why = move || state.with(|g| g.why_illegal(m));
    view! {
        <button class="sc-dir" class:illegal=move || why().is_some() aria-pressed=move || (ui.pending() == Some(m)).to_string()
            title=move || why().map(sentence)
            on:click=move |_| state.with_untracked(|g| ui.cards.update(|c| c.choose(g, m)))>
            {label}
        </button>
    }
}
