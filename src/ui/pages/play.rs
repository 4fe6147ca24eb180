//! A game's play screen: board, players and turn, move list, controls, the AI, autosave,
//! and shared links. Rules come from the engine; this page only routes moves.

use super::play_link::{link_dialog, open_pending_link, LinkQuestion};
use crate::ai::Level;
use crate::engine::{AnyMove, GameId, Rng, Turn};
use crate::persist::history::History;
use crate::persist::{GameRecord, Seat};
use crate::ui::boards::BoardView;
use crate::ui::route::Route;
use crate::ui::storage::{self, Loaded};
use crate::ui::widgets::{
    AnalysisPanel, MoveList, NewGame, NewGameDialog, ReplayBar, SharePanel, Status,
};
use crate::ui::worker_client::AiClient;
use leptos::prelude::*;

/// A message shown above the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    /// `"error"` or `"info"`.
    pub kind: &'static str,
    /// The text.
    pub text: String,
}

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

/// The options a new game of `game` starts with when the dialog gave none: Shifting Chess
/// shuffles its deck from a random seed, kept in the options so that saves and links carry it.
fn default_options(game: GameId) -> String {
    match game {
        GameId::ShiftingChess => {
            let seed = (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
            format!("seed={}", seed.max(1))
        }
        _ => String::new(),
    }
}

/// A record of a new game of `game`, with a fresh id.
pub(super) fn new_record(game: GameId, seats: Vec<Seat>, options: &str) -> GameRecord {
    let options = if options.is_empty() {
        default_options(game)
    } else {
        options.to_string()
    };
    let mut record = GameRecord::new(game, &options, storage::new_record_id(), now());
    record.seats = seats;
    record
}

fn default_seats() -> Vec<Seat> {
    vec![Seat::Human, Seat::Ai(Level::Medium.name().into())]
}

/// The play page of one game.
#[component]
pub fn PlayPage(game: GameId) -> impl IntoView {
    if !game.is_available() {
        return view! {
            <section class="home">
                <h1>{game.title()}</h1>
                <p>{game.tagline()}</p>
                <p>"This game is being built. " <a href=Route::Rules(game).href()>"Read its rules"</a> " meanwhile."</p>
            </section>
        }
        .into_any();
    }
    view! { <GameScreen game=game/> }.into_any()
}

/// The record to start with: the autosave, else a new game; and any notice about it.
fn initial_record(game: GameId) -> (GameRecord, Option<Notice>) {
    match storage::load_current(game) {
        Loaded::Record(r) => (r, None),
        Loaded::Empty => (new_record(game, default_seats(), ""), None),
        Loaded::Damaged { why, kept_as } => (
            new_record(game, default_seats(), ""),
            Some(Notice {
                kind: "error",
                text: storage::damaged_notice(&why, kept_as.as_deref()),
            }),
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
    let chance_rng = StoredValue::new(Rng::new(now() as u64));

    open_pending_link(game, history, notice, move |q, ply| {
        dialog.set(Dialog::OpenLink(Box::new(q), ply))
    });
    crate::ui::sounds::on_history_change(history);

    // Autosave on every change; follow other tabs playing the same slot.
    crate::ui::tab_sync::keep_in_step(game, history, move |error, text| {
        let kind = if error { "error" } else { "info" };
        notice.set(Some(Notice { kind, text }));
    });

    // Chance turns resolve themselves; the AI moves for its seats at the end of the line.
    Effect::new(move |_| {
        let (turn, at_end, seats) =
            history.with(|h| (h.current().turn(), !h.can_redo(), h.seats().to_vec()));
        if !at_end || paused.get() {
            return;
        }
        match turn {
            Turn::Chance => history.update(|h| {
                chance_rng.update_value(|rng| {
                    h.resolve_chance(rng, now());
                });
            }),
            Turn::Player(p) => {
                if let Some(Seat::Ai(level)) = seats.get(p as usize) {
                    if !ai.thinking.get_untracked() {
                        let time = level.parse::<Level>().map_or(0.0, |l| {
                            if l.uses_deadline() {
                                1000.0
                            } else {
                                20_000.0
                            }
                        });
                        ai.ask(history.with_untracked(History::record), level, time);
                    }
                }
            }
            Turn::Over => {}
        }
    });

    // The AI's answer: played if it still fits the board.
    Effect::new(move |_| {
        let Some(reply) = ai.reply.get() else { return };
        match reply.result {
            Ok(text) => history.update(|h| {
                if h.play_text(&text, now()).is_err() {
                    notice.set(Some(Notice {
                        kind: "error",
                        text: "The AI's move no longer fits the board; it was ignored.".into(),
                    }));
                }
            }),
            Err(e) => notice.set(Some(Notice {
                kind: "error",
                text: format!("The AI could not move: {e}"),
            })),
        }
    });
    Effect::new(move |_| {
        if let Some(f) = ai.failure.get() {
            notice.set(Some(Notice {
                kind: "error",
                text: f,
            }));
        }
    });

    let human_to_move = Signal::derive(move || {
        history.with(|h| match h.current().turn() {
            Turn::Player(p) => {
                !matches!(h.seats().get(p as usize), Some(Seat::Ai(_))) || h.can_redo()
            }
            _ => false,
        }) && !ai.thinking.get()
    });
    let on_move = Callback::new(move |m: AnyMove| {
        if !human_to_move.get_untracked() {
            return;
        }
        history.update(|h| {
            if let Err(e) = h.play(m, now()) {
                notice.set(Some(Notice {
                    kind: "error",
                    text: format!("That move is not possible: {e}"),
                }));
            }
        });
        notice.set(None);
    });

    let undo = move |_| {
        ai.stop();
        history.update(|h| {
            h.undo();
            // Against the AI, step back to the human's turn; never stop at a chance turn.
            while h.cursor() > 0 && (is_ai_turn(h) || h.current().turn() == Turn::Chance) {
                h.undo();
            }
        });
    };
    let redo = move |_| {
        history.update(|h| {
            h.redo();
            // A recorded chance outcome is replayed, never drawn again.
            while h.current().turn() == Turn::Chance && h.can_redo() {
                h.redo();
            }
        });
    };
    let start_new = Callback::new(move |new: NewGame| {
        ai.stop();
        let old = history.with_untracked(|h| h.record());
        if !old.moves.is_empty() {
            if let Err(e) = storage::keep_in_saves(&old) {
                notice.set(Some(Notice {
                    kind: "error",
                    text: format!("Your previous game could not be kept: {e}"),
                }));
                return;
            }
        }
        match History::from_record(new_record(game, new.seats, &new.options)) {
            Ok(h) => history.set(h),
            Err(e) => {
                notice.set(Some(Notice {
                    kind: "error",
                    text: format!("The game could not be set up: {e}"),
                }));
                return;
            }
        }
        paused.set(false);
        dialog.set(Dialog::None);
    });

    let save_copy = move |_| {
        let record = history.with_untracked(|h| h.full_record().clone());
        let text = match storage::keep_in_saves(&record) {
            Ok(_) => Notice {
                kind: "info",
                text: "Saved a copy. Find it under Saves.".into(),
            },
            Err(e) => Notice {
                kind: "error",
                text: e,
            },
        };
        notice.set(Some(text));
    };

    view! {
        <div class="play">
            <div class="board-area">
                <BoardView history=history interactive=human_to_move on_move=on_move/>
            </div>
            <aside class="panel" aria-label="Game panel">
                <h1 class="game-title">{game.title()} <a class="rules-link" href=Route::Rules(game).href()>"Rules"</a> <a class="rules-link edit-link" href=Route::Edit(game).href()>"Edit position"</a></h1>
                <div class="panel-turn">
                {move || notice.get().map(|n| view! {
                    <p class=format!("notice {}", n.kind) role="alert">
                        {n.text}
                        <button class="link" on:click=move |_| notice.set(None) aria-label="Dismiss">"×"</button>
                    </p>
                })}
                <Status history=history thinking=ai.thinking.into() paused=paused on_stop=Callback::new(move |_| { ai.stop(); paused.set(true); })/>
                <div class="controls">
                    <button on:click=undo disabled=move || history.with(|h| h.cursor() == 0) title="Take back the last move (against the AI: back to your turn)">"↶ Undo"</button>
                    <button on:click=redo disabled=move || history.with(|h| !h.can_redo()) title="Replay the move taken back">"Redo ↷"</button>
                    <button class="primary" on:click=move |_| dialog.set(Dialog::NewGame)>"New game"</button>
                    <button on:click=save_copy>"Save a copy"</button>
                </div>
                </div>
                <div class="panel-more">
                <ReplayBar history=history ai=ai notice=notice/>
                <MoveList history=history/>
                <AnalysisPanel history=history/>
                <SharePanel history=history/>
                </div>
            </aside>
        </div>
        {move || match dialog.get() {
            Dialog::None => ().into_any(),
            Dialog::NewGame => view! {
                <NewGameDialog game=game on_start=start_new on_cancel=Callback::new(move |_| dialog.set(Dialog::None))/>
            }.into_any(),
            Dialog::OpenLink(q, ply) => link_dialog(*q, ply, history, notice, move || dialog.set(Dialog::None)).into_any(),
        }}
    }
}

fn is_ai_turn(h: &History) -> bool {
    match h.current().turn() {
        Turn::Player(p) => matches!(h.seats().get(p as usize), Some(Seat::Ai(_))),
        _ => false,
    }
}
