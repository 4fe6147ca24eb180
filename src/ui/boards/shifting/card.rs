//! The Shifting Chess card panel: the deck and discard pile with counts, when the next
//! card comes, the drawn card (revealed with a short animation), and the choice of its
//! application: tiles are picked on the board (the tiles that may be picked are marked),
//! the result is previewed, then confirmed. Every "may" and every reason for "may not" is
//! the engine's ([`ShiftingChess::why_illegal`], [`ShiftingChess::tile_choice`]). Also said
//! in words: what the other side's last card did, and check.

use super::choices::Ui;
use super::marks::Marks;
use super::pieces::owner_class;
use crate::engine::pyrga::Dir;
use crate::engine::shifting_chess::{
    ApplyError, Card, Phase, ShiftingChess, ShiftingMove, SlideDir,
};
use crate::engine::{Game, GameId};
use crate::i18n::Msg;
use crate::table::cards::{CardPicker, CardRefusal};
use crate::ui::lang::{t, tf, tr};
use crate::ui::words;
use leptos::prelude::*;

/// "Tile F" (or "That slot" where no tile lies).
fn tile_label(g: &ShiftingChess, slot: u8) -> String {
    g.tile(slot as usize).map_or_else(
        || t(Msg::ShiftingThatSlot),
        |x| tf(Msg::ShiftingTile, &[("tile", x.name.to_string().into())]),
    )
}

/// The engine's reason as a sentence.
fn sentence(e: ApplyError) -> String {
    words::sentence(&words::apply_error(e))
}

/// A use of a tile named by what differs between its uses ("north", "with G").
fn use_name(g: &ShiftingChess, slot: u8, m: ShiftingMove) -> String {
    match m {
        ShiftingMove::Rotate { clockwise, .. } => t(if clockwise {
            Msg::ShiftingClockwise
        } else {
            Msg::ShiftingCounter
        }),
        ShiftingMove::Slide { dir, .. } => words::direction(match dir {
            SlideDir::North => Dir::North,
            SlideDir::East => Dir::East,
            SlideDir::South => Dir::South,
            SlideDir::West => Dir::West,
        }),
        ShiftingMove::Swap(x, y) => {
            let other = if x == slot { y } else { x };
            let name = g.tile(other as usize).map_or('?', |t| t.name);
            tf(Msg::ShiftingWith, &[("tile", name.to_string().into())])
        }
        _ => String::new(),
    }
}

/// Why the tile on `slot` cannot be chosen, as the engine says it (each use's reason when
/// they differ).
pub fn tile_refusal(g: &ShiftingChess, slot: u8, e: ApplyError) -> String {
    match e {
        ApplyError::NoTile => sentence(e),
        ApplyError::NoLegalUse => {
            let each: Vec<String> = g
                .tile_uses(slot)
                .into_iter()
                .filter_map(|(m, r)| {
                    r.map(|r| format!("{} — {}", use_name(g, slot, m), words::apply_error(r)))
                })
                .collect();
            let args = [
                ("tile", tile_label(g, slot).into()),
                ("why", each.join("; ").into()),
            ];
            tf(Msg::ShiftingCannotUse, &args)
        }
        e => {
            let args = [
                ("tile", tile_label(g, slot).into()),
                ("why", sentence(e).into()),
            ];
            tf(Msg::ShiftingTileRefused, &args)
        }
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

fn instruction(card: Card) -> Msg {
    match card {
        Card::Swap => Msg::ShiftingInstructionSwap,
        Card::Rotate => Msg::ShiftingInstructionRotate,
        Card::Slide => Msg::ShiftingInstructionSlide,
        Card::Void => Msg::ShiftingInstructionVoid,
    }
}

/// What the board's marks mean at this step of choosing.
fn step_hint(g: &ShiftingChess, card: Card, pick: Option<u8>) -> String {
    match (card, pick) {
        (Card::Swap, Some(p)) => tf(Msg::ShiftingStepSwap, &[("tile", tile_label(g, p).into())]),
        (Card::Rotate | Card::Slide, Some(_)) => t(Msg::ShiftingStepDirection),
        _ => t(Msg::ShiftingStepTiles),
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
            .map(|k| view! { <span class="sc-count" title=words::card(k)>{card_glyph(k)} {c[k as usize]}</span> })
            .collect_view();
        view! { <strong>{total}</strong> <span class="sc-kinds">{each}</span> }
    };
    let next = move || {
        state.with(|g| {
            if !g.cards_on() {
                return t(Msg::ShiftingNoCards);
            }
            if let Some(card) = g.drawn_card() {
                let args = [
                    ("seat", side_name(g.side()).into()),
                    ("card", words::card(card).into()),
                ];
                return tf(Msg::ShiftingDrew, &args);
            }
            match g.turns_until_card() {
                Some(n) => tf(Msg::ShiftingCardNext, &[("turns", n.into())]),
                None if g.turn() == crate::engine::Turn::Chance => t(Msg::ShiftingDrawing),
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
                let text = tf(
                    Msg::ShiftingInCheck,
                    &[("seat", side_name(g.side()).into())],
                );
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
                    Card::Rotate => [(true, Msg::ShiftingRotateCw), (false, Msg::ShiftingRotateCcw)]
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
                            let label = [
                                Msg::ShiftingSlideNorth,
                                Msg::ShiftingSlideEast,
                                Msg::ShiftingSlideSouth,
                                Msg::ShiftingSlideWest,
                            ][d as usize];
                            dir_button(m, label, ui, state)
                        })
                        .collect_view()
                        .into_any(),
                    _ => return None,
                };
                Some(view! { <div class="sc-dirs" role="group" aria-label=tr(Msg::ShiftingDirection)>{buttons}</div> })
            };
            let owner = state.with_untracked(|g| g.side());
            let hint = move || state.with(|g| step_hint(g, card, ui.tile_pick()));
            view! {
                <div class=format!("sc-card reveal {}", owner_class(owner)) data-card=card.name()>
                    <span class="sc-card-glyph" aria-hidden="true">{card_glyph(card)}</span>
                    <span class="sc-card-name">{move || words::card(card)}</span>
                </div>
                // Not for the person at the screen now (the AI's or the friend's turn, an
                // earlier position on view, a puzzle that waits for Retry): say whose card it
                // is, which is true in every case.
                <Show when=move || interactive.get() fallback=move || view! { <p class="hint">{move || tf(Msg::ShiftingApplies, &[("seat", side_name(owner).into())])}</p> }>
                    <Show when=no_effect fallback=move || view! { <p class="hint">{tr(instruction(card))}</p> <p class="hint sc-step">{hint}</p> }>
                        <p class="hint">{tr(Msg::ShiftingNoEffect)}</p>
                        <button class="primary" on:click=move |_| play.run(ShiftingMove::NoEffect)>{tr(Msg::ShiftingContinue)}</button>
                    </Show>
                    {dirs}
                    {move || ui.pending().map(|m| {
                        let text = state.with(|g| g.move_notation(m));
                        view! {
                            <div class="sc-confirm">
                                <span>{tr(Msg::ShiftingPreview)}" " <code>{text}</code></span>
                                <button class="primary" on:click=move |_| play.run(m)>{tr(Msg::ShiftingApply)}</button>
                                <button on:click=move |_| ui.reset()>{tr(Msg::Cancel)}</button>
                            </div>
                        }
                    })}
                </Show>
            }
        })
    };
    view! {
        <div class="sc-panel" aria-label=tr(Msg::ShiftingCards)>
            <div class="sc-piles">
                <div class="sc-pile"><span class="sc-label">{tr(Msg::ShiftingDeck)}</span> {move || counts(true)}</div>
                <div class="sc-pile"><span class="sc-label">{tr(Msg::ShiftingDiscard)}</span> {move || counts(false)}</div>
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
            <button class="sc-flip" on:click=move |_| ui.flipped.update(|f| *f = !*f) aria-pressed=move || ui.flipped.get().to_string()>{tr(Msg::FlipBoard)}</button>
        </div>
    }
}

fn side_name(p: crate::engine::Player) -> String {
    words::seat(GameId::ShiftingChess, p)
}

/// A direction button: previews an application the engine allows; one it refuses is
/// marked, says why on hover, and explains itself when pressed.
fn dir_button(m: ShiftingMove, label: Msg, ui: Ui, state: Memo<ShiftingChess>) -> impl IntoView {
    let why = move || state.with(|g| g.why_illegal(m));
    view! {
        <button class="sc-dir" class:illegal=move || why().is_some() aria-pressed=move || (ui.pending() == Some(m)).to_string()
            title=move || why().map(sentence)
            on:click=move |_| state.with_untracked(|g| ui.cards.update(|c| c.choose(g, m)))>
            {tr(label)}
        </button>
    }
}
