//! One board view per game, chosen at runtime, plus the home page's small pictures.
//!
//! Each game's board is in a folder of its own (`chirality/` with the Penrose picture in
//! `chirality/penrose/`, `chiron/`, `pyrga/`, `shifting/`), what every board shares in
//! `common/`, the rules diagrams in `diagram`. No file depends on another in a circle
//! (`tests/board_modules.rs`): what a board's component and its parts both need sits in a
//! leaf module (each game's `geometry`).

pub(crate) mod chirality;
pub(crate) mod chiron;
pub(crate) mod common;
pub mod diagram;
pub(crate) mod pyrga;
pub(crate) mod shifting;

use crate::engine::chirality::Chirality;
use crate::engine::chiron::Chiron;
use crate::engine::pyrga::Pyrga;
use crate::engine::shifting_chess::ShiftingChess;
use crate::engine::{AnyGame, AnyMove, GameId, InAnyGame};
use crate::persist::history::History;
use common::suggest::Suggestion;
use leptos::prelude::*;

/// The board of whatever game `history` holds, with the move of a hint (`hint`, a legal
/// move in the position on view) marked on it: all of it, or only where it begins while
/// `hint_start_only` (a puzzle's first hint).
#[component]
pub fn BoardView(
    #[prop(into)] history: Signal<History>,
    interactive: Signal<bool>,
    on_move: Callback<AnyMove>,
    #[prop(into, optional)] hint: Signal<Option<AnyMove>>,
    #[prop(into, optional)] hint_start_only: Signal<bool>,
) -> impl IntoView {
    // The hint as the game's own move, marked whole or only where it begins.
    fn marked<M>(
        hint: Signal<Option<AnyMove>>,
        start_only: Signal<bool>,
        own: fn(AnyMove) -> Option<M>,
    ) -> Signal<Option<Suggestion<M>>>
    where
        M: Send + Sync + 'static,
    {
        Signal::derive(move || {
            let mv = own(hint.get()?)?;
            Some(Suggestion {
                mv,
                whole: !start_only.get(),
            })
        })
    }
    let id = history.with_untracked(|h| h.current().id());
    match id {
        // A build without the game never shows its play page (`Route::shown`); this arm
        // lets the compiler drop the other games' boards.
        _ if !id.built() => unreachable!("a board of a game this build does not hold"),
        GameId::Pyrga => {
            let state = Memo::new(move |_| history.with(current::<Pyrga>));
            let hint = marked(hint, hint_start_only, |m| match m {
                AnyMove::Pyrga(m) => Some(m),
                _ => None,
            });
            view! { <pyrga::PyrgaBoard state=state interactive=interactive on_move=on_move hint=hint/> }
                .into_any()
        }
        GameId::Chiron => {
            let state = Memo::new(move |_| history.with(current::<Chiron>));
            let last = Memo::new(move |_| {
                history.with(|h| match h.last_move() {
                    Some(AnyMove::Chiron(m)) => Some(m),
                    _ => None,
                })
            });
            let hint = marked(hint, hint_start_only, |m| match m {
                AnyMove::Chiron(m) => Some(m),
                _ => None,
            });
            view! { <chiron::ChironBoard state=state last=last interactive=interactive on_move=on_move hint=hint/> }
                .into_any()
        }
        GameId::ShiftingChess => {
            let state = Memo::new(move |_| history.with(current::<ShiftingChess>));
            let marks = Memo::new(move |_| history.with(shifting::marks::marks));
            let hint = marked(hint, hint_start_only, |m| match m {
                AnyMove::ShiftingChess(m) => Some(m),
                _ => None,
            });
            view! { <shifting::ShiftingBoard state=state marks=marks interactive=interactive on_move=on_move hint=hint/> }
                .into_any()
        }
        GameId::Chirality => {
            let state = Memo::new(move |_| history.with(current::<Chirality>));
            let hint = marked(hint, hint_start_only, |m| match m {
                AnyMove::Chirality(m) => Some(m),
                _ => None,
            });
            view! {
                <chirality::ChiralityBoard state=state history=history interactive=interactive on_move=on_move hint=hint/>
            }
            .into_any()
        }
    }
}

/// The position on the board as the board view's own game type. A game screen keeps one
/// kind of game for its whole life, so another kind here is a bug.
fn current<G: InAnyGame + Clone>(history: &History) -> G {
    G::from_any(history.current())
        .cloned()
        .expect("the board shows its own kind of game")
}

/// A small picture of a position (for the saves list).
pub fn position_thumbnail(game: &AnyGame) -> AnyView {
    match game.in_build() {
        AnyGame::Pyrga(g) => pyrga::pieces::position_picture(g).into_any(),
        other => diagram::still(other),
    }
}

/// A small decorative picture of a game's board for the home page.
pub fn thumbnail(game: GameId) -> AnyView {
    match game {
        GameId::Pyrga => pyrga::pieces::thumbnail().into_any(),
        GameId::Chirality => view! {
            <svg viewBox="-50 -50 100 100" class="thumb-svg">
                {(0..5).map(|i| {
                    let a = i * 72;
                    view! { <polygon class="thick" points="0,0 -11,-34 0,-48 11,-34" transform=format!("rotate({a})")></polygon> }
                }).collect_view()}
                {(0..5).map(|i| {
                    let a = i * 72 + 36;
                    view! { <polygon class="thin" points="0,-36 -11,-44 0,-48 11,-44" transform=format!("rotate({a})")></polygon> }
                }).collect_view()}
            </svg>
        }.into_any(),
        GameId::Chiron | GameId::ShiftingChess => {
            let shifted = game == GameId::ShiftingChess;
            view! {
                <svg viewBox="0 0 80 80" class="thumb-svg">
                    {(0..16).map(|i| {
                        let (x, y) = ((i % 4) * 20, (i / 4) * 20);
                        let dx = if shifted && i / 4 == 1 { 6 } else { 0 };
                        view! { <rect x=x + dx y=y width="20" height="20" class=if (i + i / 4) % 2 == 0 { "light" } else { "dark" }></rect> }
                    }).collect_view()}
                </svg>
            }.into_any()
        }
    }
}
