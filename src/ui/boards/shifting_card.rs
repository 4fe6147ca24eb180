//! The Shifting Chess card panel: the deck and discard pile with counts, when the next
//! card comes, the drawn card (revealed with a short animation), and the choice of its
//! application: tiles are picked on the board, the result is previewed, then confirmed.
//! Illegal choices are explained; legality itself comes from the engine's list.

use super::shifting_pieces::owner_class;
use crate::engine::shifting_chess::{
    Card, Content, PieceKind, ShiftingChess, ShiftingMove, SlideDir, Square,
};
use crate::engine::Game;
use leptos::prelude::*;

/// The board's choices in progress.
#[derive(Clone, Copy)]
pub struct Ui {
    /// The piece chosen to move.
    pub selected: RwSignal<Option<Square>>,
    /// A pawn move awaiting its promotion piece.
    pub promo: RwSignal<Option<(Square, Square)>>,
    /// The first tile chosen for an application.
    pub tile_pick: RwSignal<Option<u8>>,
    /// The application being previewed.
    pub pending: RwSignal<Option<ShiftingMove>>,
    /// Why the last choice is not allowed.
    pub explain: RwSignal<Option<String>>,
    /// Black at the bottom.
    pub flipped: RwSignal<bool>,
}

impl Ui {
    pub fn new() -> Ui {
        Ui {
            selected: RwSignal::new(None),
            promo: RwSignal::new(None),
            tile_pick: RwSignal::new(None),
            pending: RwSignal::new(None),
            explain: RwSignal::new(None),
            flipped: RwSignal::new(false),
        }
    }
    pub fn reset(&self) {
        self.selected.set(None);
        self.promo.set(None);
        self.tile_pick.set(None);
        self.pending.set(None);
        self.explain.set(None);
    }
}

type Apps = Memo<Vec<(ShiftingMove, ShiftingChess)>>;

fn legal(apps: Apps, m: ShiftingMove) -> bool {
    apps.with_untracked(|a| a.iter().any(|(x, _)| *x == m))
}

fn tile_name(g: &ShiftingChess, slot: u8) -> String {
    g.tile(slot as usize)
        .map_or("?".into(), |t| t.name.to_string())
}

/// Whether the tile on `slot` holds `owner`'s king.
fn holds_king(g: &ShiftingChess, slot: u8, owner: Option<u8>) -> bool {
    (0..4).any(|i| {
        let (col, row) = (slot % 6, slot / 6);
        let sq = Square::new(col * 2 + i % 2, row * 2 + i / 2);
        matches!(g.content(sq), Content::Piece(p) if p.kind == PieceKind::King && owner.is_none_or(|o| o == p.owner))
    })
}

/// Why an application the engine does not list is illegal.
fn why_not(g: &ShiftingChess, m: ShiftingMove) -> String {
    let me = g.side();
    let geometric_ok = match m {
        ShiftingMove::Rotate { slot, .. } | ShiftingMove::Void(slot) => {
            g.tile(slot as usize).is_some_and(|t| !t.voided)
        }
        ShiftingMove::Swap(a, b) => {
            let adjacent = a.abs_diff(b) == 6 || (a.abs_diff(b) == 1 && a / 6 == b / 6);
            let present = |s: u8| g.tile(s as usize).is_some_and(|t| !t.voided);
            if !adjacent {
                return "Only tiles in orthogonally adjacent slots can swap.".into();
            }
            if !present(a) || !present(b) {
                return "A swap needs two tiles on the board.".into();
            }
            if holds_king(g, a, Some(1 - me)) || holds_king(g, b, Some(1 - me)) {
                return "A tile holding the opponent's king cannot be swapped.".into();
            }
            true
        }
        _ => false,
    };
    if let ShiftingMove::Void(slot) = m {
        if holds_king(g, slot, None) {
            return format!(
                "Tile {} holds a king, so it cannot be voided.",
                tile_name(g, slot)
            );
        }
    }
    if geometric_ok && g.preview(m).is_check(me) {
        return "That would leave your king attacked.".into();
    }
    match m {
        ShiftingMove::Slide { .. } => "That slide is not allowed: it may push at most two tiles, nothing may leave the blue board or enter the voided tile's spot, and your king may not be left attacked.".into(),
        _ => "That is not a legal way to apply the card.".into(),
    }
}

/// A click on a slot while a card is to be applied.
pub fn slot_click(
    state: Memo<ShiftingChess>,
    apps: Apps,
    ui: Ui,
    play: Callback<ShiftingMove>,
    card: Card,
    slot: u8,
) {
    let g = state.get_untracked();
    let pick = ui.tile_pick.get_untracked();
    let pending = ui.pending.get_untracked();
    ui.explain.set(None);
    let present = g.tile(slot as usize).is_some_and(|t| !t.voided);
    // A second click on the previewed choice confirms it.
    let confirm = |m: ShiftingMove| {
        if pending == Some(m) {
            play.run(m);
            true
        } else {
            false
        }
    };
    let try_pending = |m: ShiftingMove| {
        if confirm(m) {
            return;
        }
        if legal(apps, m) {
            ui.pending.set(Some(m));
        } else {
            ui.pending.set(None);
            ui.explain.set(Some(why_not(&g, m)));
        }
    };
    match card {
        Card::Swap => {
            match pick {
                Some(a) if a != slot => {
                    let m = ShiftingMove::Swap(a.min(slot), a.max(slot));
                    try_pending(m);
                }
                Some(_) => ui.reset_pick(),
                None if present => {
                    let any = apps.with_untracked(|a| a.iter().any(|(m, _)| matches!(m, ShiftingMove::Swap(x, y) if *x == slot || *y == slot)));
                    if any {
                        ui.tile_pick.set(Some(slot));
                    } else {
                        ui.explain.set(Some(format!(
                            "Tile {} has no legal swap.",
                            tile_name(&g, slot)
                        )));
                    }
                }
                None => ui.explain.set(Some("Choose a tile on the board.".into())),
            }
        }
        Card::Rotate => {
            if let Some(m @ ShiftingMove::Rotate { .. }) = pending.filter(|_| pick == Some(slot)) {
                play.run(m);
                return;
            }
            ui.tile_pick.set(Some(slot));
            let cw = ShiftingMove::Rotate {
                slot,
                clockwise: true,
            };
            let ccw = ShiftingMove::Rotate {
                slot,
                clockwise: false,
            };
            if !present {
                ui.tile_pick.set(None);
                ui.explain
                    .set(Some("There is no tile there to rotate.".into()));
            } else if legal(apps, cw) {
                ui.pending.set(Some(cw));
            } else if legal(apps, ccw) {
                ui.pending.set(Some(ccw));
            } else {
                ui.pending.set(None);
                ui.explain.set(Some(why_not(&g, cw)));
            }
        }
        Card::Slide => {
            // A click on the neighbour of the chosen tile picks that direction.
            if let Some(p) = pick.filter(|&p| p != slot) {
                let dir = SlideDir::ALL.into_iter().find(|&d| {
                    let (dc, dr) = [(0i8, 1i8), (1, 0), (0, -1), (-1, 0)][d as usize];
                    let (c, r) = ((p % 6) as i8 + dc, (p / 6) as i8 + dr);
                    (0..6).contains(&c) && (0..6).contains(&r) && (r * 6 + c) as u8 == slot
                });
                if let Some(dir) = dir {
                    try_pending(ShiftingMove::Slide { slot: p, dir });
                    return;
                }
            }
            if let Some(m @ ShiftingMove::Slide { .. }) = pending.filter(|_| pick == Some(slot)) {
                play.run(m);
                return;
            }
            ui.pending.set(None);
            if !present {
                ui.tile_pick.set(None);
                ui.explain
                    .set(Some("There is no tile there to slide.".into()));
                return;
            }
            ui.tile_pick.set(Some(slot));
            let any = apps.with_untracked(|a| {
                a.iter()
                    .any(|(m, _)| matches!(m, ShiftingMove::Slide { slot: s, .. } if *s == slot))
            });
            if !any {
                ui.explain.set(Some(format!(
                    "Tile {} cannot slide in any direction.",
                    tile_name(&g, slot)
                )));
            }
        }
        Card::Void => {
            ui.tile_pick.set(Some(slot));
            if present {
                try_pending(ShiftingMove::Void(slot));
            } else {
                ui.explain
                    .set(Some("There is no tile there to void.".into()));
            }
        }
    }
}

impl Ui {
    fn reset_pick(&self) {
        self.tile_pick.set(None);
        self.pending.set(None);
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

/// Deck, discard, next card, and the drawn card's application.
#[component]
pub fn CardPanel(
    state: Memo<ShiftingChess>,
    apps: Apps,
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
                let who = ["White", "Black"][g.side() as usize & 1];
                return format!("{who} drew {}", card_title(card));
            }
            match g.turns_until_card() {
                Some(1) => "Card after this move".into(),
                Some(n) => format!("Card in {n} turns"),
                None if g.turn() == crate::engine::Turn::Chance => "Drawing a card…".into(),
                None => String::new(),
            }
        })
    };
    let no_effect = move || apps.with(|a| a.len() == 1 && a[0].0 == ShiftingMove::NoEffect);
    let drawn = move || {
        state.with(|g| g.drawn_card()).map(|card| {
            let dirs = move || {
                let pick = ui.tile_pick.get()?;
                let buttons: AnyView = match card {
                    Card::Rotate => [(true, "↻ Clockwise"), (false, "↺ Counter-clockwise")]
                        .into_iter()
                        .map(|(cw, label)| {
                            let m = ShiftingMove::Rotate { slot: pick, clockwise: cw };
                            dir_button(m, label, apps, ui, state)
                        })
                        .collect_view()
                        .into_any(),
                    Card::Slide => SlideDir::ALL
                        .into_iter()
                        .map(|d| {
                            let m = ShiftingMove::Slide { slot: pick, dir: d };
                            let label = ["↑ North", "→ East", "↓ South", "← West"][d as usize];
                            dir_button(m, label, apps, ui, state)
                        })
                        .collect_view()
                        .into_any(),
                    _ => return None,
                };
                Some(view! { <div class="sc-dirs" role="group" aria-label="Direction">{buttons}</div> })
            };
            let owner = state.with_untracked(|g| g.side());
            view! {
                <div class=format!("sc-card reveal {}", owner_class(owner)) data-card=card.name()>
                    <span class="sc-card-glyph" aria-hidden="true">{card_glyph(card)}</span>
                    <span class="sc-card-name">{card_title(card)}</span>
                </div>
                <Show when=move || interactive.get() fallback=|| view! { <p class="hint">"Waiting for the card to be applied."</p> }>
                    <Show when=no_effect fallback=move || view! { <p class="hint">{instruction(card)}</p> }>
                        <p class="hint">"No legal way to apply this card: it has no effect."</p>
                        <button class="primary" on:click=move |_| play.run(ShiftingMove::NoEffect)>"Continue"</button>
                    </Show>
                    {dirs}
                    {move || ui.pending.get().map(|m| {
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
            <p class="sc-next" aria-live="polite">{next}</p>
            {drawn}
            {move || ui.explain.get().map(|t| view! { <p class="notice error sc-explain" role="status">{t}</p> })}
            <button class="sc-flip" on:click=move |_| ui.flipped.update(|f| *f = !*f) aria-pressed=move || ui.flipped.get().to_string()>"⇅ Flip board"</button>
        </div>
    }
}

/// A direction button: previews a legal application; an illegal one is explained.
fn dir_button(
    m: ShiftingMove,
    label: &'static str,
    apps: Apps,
    ui: Ui,
    state: Memo<ShiftingChess>,
) -> impl IntoView {
    let ok = move || apps.with(|a| a.iter().any(|(x, _)| *x == m));
    view! {
        <button class="sc-dir" class:illegal=move || !ok() aria-pressed=move || (ui.pending.get() == Some(m)).to_string()
            on:click=move |_| {
                if ok() {
                    ui.explain.set(None);
                    ui.pending.set(Some(m));
                } else {
                    ui.pending.set(None);
                    ui.explain.set(Some(state.with_untracked(|g| why_not(g, m))));
                }
            }>
            {label}
        </button>
    }
}
