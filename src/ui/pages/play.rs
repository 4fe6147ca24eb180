//! A game's play screen: board, players and turn, move list, controls, the AI, autosave,
//! and shared links. Game flow is `table`'s and rules are the engine's; this page draws
//! them and forwards the player's and the worker's events.

use super::play_link::{link_dialog, open_pending_link, LinkQuestion};
use crate::engine::{AnyMove, GameId};
use crate::persist::history::History;
use crate::persist::{GameRecord, Seat};
use crate::table::{self, NewGame, Step, Table};
use crate::ui::ai_client::AiClient;
use crate::ui::boards::BoardView;
use crate::ui::live::{LivePanel, LiveTable};
use crate::ui::route::Route;
use crate::ui::storage::{self, Loaded};
use crate::ui::widgets::{
    AnalysisPanel, HintBar, MoveList, NewGameDialog, PanelHistory, ProofLine, ReplayBar,
    ResignButton, SharePanel, Status,
};
use leptos::prelude::*;

pub use crate::table::Notice;

/// What the page asks the player about.
#[derive(Clone, Debug, PartialEq)]
enum Dialog {
    None,
    NewGame,
    /// A link needs the player's decision (and may name a move to show).
    OpenLink(Box<LinkQuestion>, Option<usize>),
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// A record of a new game of `game` with a fresh id (and, without options, the game's
/// defaults with a fresh seed).
pub(super) fn new_record(game: GameId, seats: Vec<Seat>, options: &str) -> GameRecord {
    let new = NewGame {
        seats,
        options: options.to_string(),
    };
    table::new_record(
        game,
        new,
        storage::new_record_id(),
        now(),
        table::random_seed(),
    )
}

fn default_seats() -> Vec<Seat> {
    table::default_seats(2)
}

/// The play page of one game.
#[component]
pub fn PlayPage(game: GameId) -> impl IntoView {
    view! { <GameScreen game=game/> }
}

/// The record to start with: the autosave, else a new game; and any notice about it.
fn initial_record(game: GameId) -> (GameRecord, Option<Notice>) {
    match storage::load_current(game) {
        Loaded::Record(r) => (r, None),
        Loaded::Empty => (new_record(game, default_seats(), ""), None),
        Loaded::Damaged { why, kept_as } => (
            new_record(game, default_seats(), ""),
            Some(Notice::error(storage::damaged_notice(
                &why,
                kept_as.as_deref(),
            ))),
        ),
    }
}

#[component]
fn GameScreen(game: GameId) -> impl IntoView {
    let (record, first_notice) = initial_record(game);
    let history = RwSignal::new(History::from_record(record).expect("loaded records replay"));
    let notice = RwSignal::new(first_notice);
    let dialog = RwSignal::new(Dialog::None);
    let paused = RwSignal::new(false);
    let ai = AiClient::new();
    let table = StoredValue::new(Table::new(table::random_seed()));
    let hint = RwSignal::new(table::Hint::None);
    // The board follows `history` at once; the panel after the board has painted.
    let panel = PanelHistory::follow(history);

    open_pending_link(game, history, notice, move |q, ply| {
        dialog.set(Dialog::OpenLink(Box::new(q), ply))
    });
    crate::ui::sounds::on_history_change(history);

    // Autosave on every change (the whole game: viewing an earlier move deletes nothing);
    // follow other tabs playing the same slot.
    crate::ui::tab_sync::keep_in_step(game, history, move |error, text| {
        let _ = notice.try_set(Some(if error {
            Notice::error(text)
        } else {
            Notice::info(text)
        }));
    });

    // The table says what comes next: a chance draw, or a question for the AI.
    Effect::new(move |_| {
        let paused = paused.get();
        let step = history.with(|h| table.try_update_value(|t| t.next_step(h, paused)));
        match step {
            Some(Step::Chance) => history.update(|h| {
                table.update_value(|t| {
                    t.resolve_chance(h, now());
                });
            }),
            // The game changed under a search (another tab moved): ask again.
            Some(Step::Ai(question)) if !ai.thinks_about(&question) => ai.ask(question),
            _ => {}
        }
    });

    // The AI's answer: played if it still fits the board.
    Effect::new(move |_| {
        let Some(reply) = ai.reply.get() else { return };
        // An answer about a game that has changed since (another tab moved), or that comes
        // while an earlier move is on view, is dropped quietly: the effect above asks again
        // once the AI is to move.
        let fits =
            history.with_untracked(|h| !h.is_viewing_past() && ai.was_asked_about(h.full_record()));
        if !fits {
            return;
        }
        history.update(|h| {
            if let Err(n) = table::play_ai(h, reply.result, now()) {
                notice.set(Some(n));
            }
        });
    });
    Effect::new(move |_| {
        if let Some(f) = ai.failure.get() {
            notice.set(Some(Notice::error(f)));
        }
    });

    let live = LiveTable::new(game, history, notice);
    let human_to_move = Signal::derive(move || {
        if live.active() {
            return live.may_move();
        }
        history.with(table::person_may_move) && !ai.thinking.get()
    });
    let on_move = Callback::new(move |m: AnyMove| {
        if live.active() {
            return live.play(m);
        }
        if ai.thinking.get_untracked() {
            return;
        }
        let result = history.try_update(|h| table::play(h, m, now()));
        notice.set(result.and_then(Result::err));
    });

    let undo = move |_| {
        ai.stop();
        history.update(|h| {
            table::undo(h);
        });
    };
    let redo = move |_| {
        history.update(|h| {
            table::redo(h);
        });
    };
    let resign = Callback::new(move |()| {
        ai.stop();
        let result = history.try_update(|h| table::resign(h, now()));
        notice.set(result.and_then(Result::err));
    });
    let start_new = Callback::new(move |new: NewGame| {
        ai.stop();
        let record = new_record(game, new.seats, &new.options);
        let started = history.with_untracked(|old| table::start_new(old, record));
        let started = started.and_then(|t| match &t.keep {
            Some(old) => storage::keep_in_saves(old)
                .map(|_| t.history)
                .map_err(|e| Notice::error(format!("Your previous game could not be kept: {e}"))),
            None => Ok(t.history),
        });
        match started {
            Ok(h) => {
                history.set(h);
                paused.set(false);
                dialog.set(Dialog::None);
            }
            Err(n) => notice.set(Some(n)),
        }
    });

    let save_copy = move |_| {
        let mut record = history.with_untracked(|h| h.full_record().clone());
        record.name = super::saves::copy_name(&record, now());
        notice.set(Some(match storage::keep_in_saves(&record) {
            Ok(_) => Notice::info("Saved a copy. Find it under Saves."),
            Err(e) => Notice::error(e),
        }));
    };

    view! {
        <div class="play">
            <div class="board-area">
                <BoardView history=history interactive=human_to_move on_move=on_move hint=Signal::derive(move || hint.with(table::Hint::suggestion))/>
            </div>
            <aside class="panel" aria-label="Game panel">
                <h1 class="game-title">{game.title()} <a class="rules-link" href=Route::Rules(game).href()>"Rules"</a> <a class="rules-link learn-link" href=Route::Learn(game, None).href()>"Learn"</a> <a class="rules-link puzzles-link" href=Route::Puzzles(game, None).href()>"Puzzles"</a> <a class="rules-link edit-link" href=Route::Edit(game).href()>"Edit position"</a></h1>
                <div class="panel-turn">
                {move || notice.get().map(|n| view! {
                    <p class=format!("notice {}", n.kind.class()) role="alert">
                        {n.text}
                        <button class="link" on:click=move |_| notice.set(None) aria-label="Dismiss">"×"</button>
                    </p>
                })}
                <Status history=panel thinking=ai.thinking.into() paused=paused on_stop=Callback::new(move |_| { ai.stop(); paused.set(true); })/>
                <ProofLine history=panel/>
                <Show when=move || !live.active()>
                <div class="controls">
                    <HintBar history=history hint=hint table=table ai_thinking=ai.thinking.into() notice=notice/>
                    <button on:click=undo disabled=move || !panel.with(table::can_undo) title="Take back the last move (against the AI: back to your turn)">"↶ Undo"</button>
                    <button on:click=redo disabled=move || !panel.with(table::can_redo) title="Put back the moves taken back">"Redo ↷"</button>
                    <button class="primary" on:click=move |_| dialog.set(Dialog::NewGame)>"New game"</button>
                    <button on:click=save_copy>"Save a copy"</button>
                    <ResignButton history=panel on_resign=resign/>
                </div>
                </Show>
                </div>
                <div class="panel-more">
                <LivePanel table=live history=history/>
                <ReplayBar history=panel ai=ai notice=notice/>
                <MoveList history=panel/>
                <AnalysisPanel history=panel/>
                <SharePanel history=panel/>
                </div>
            </aside>
        </div>
        {move || match dialog.get() {
            Dialog::None => ().into_any(),
            Dialog::NewGame => view! {
                <NewGameDialog game=game current=history.with_untracked(|h| h.full_record().clone()) on_start=start_new on_cancel=Callback::new(move |_| dialog.set(Dialog::None))/>
            }.into_any(),
            Dialog::OpenLink(q, ply) => link_dialog(*q, ply, history, notice, move || dialog.set(Dialog::None)).into_any(),
        }}
    }
}
