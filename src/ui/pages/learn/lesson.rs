//! One lesson: what it teaches, then its task, whose turn it is (and what the board does
//! not show), the game's real board, a feedback line, Retry and Next. The learner's move
//! goes to `crate::learn::attempt::Attempt`, which accepts it (and gives the opponent's
//! replies to play) or says why not; a refused move is not played.

use super::{finish_lesson, load_progress};
use crate::engine::{AnyGame, AnyMove, GameId, Turn};
use crate::learn::attempt::{Attempt, Verdict};
use crate::learn::{abouts, hidden, About, Hidden, Mover};
use crate::persist::history::History;
use crate::persist::GameRecord;
use crate::ui::boards::penrose::frame::FrameTiles;
use crate::ui::boards::penrose::tags::NamedTiles;
use crate::ui::boards::BoardView;
use crate::ui::route::Route;
use crate::ui::widgets::turn_text;
use leptos::prelude::*;

/// What the feedback line says.
#[derive(Clone, Debug, PartialEq)]
enum Said {
    /// The goal is met: why it worked.
    Right(String),
    /// The move was refused: why.
    Wrong(String),
    /// A good move; the lesson goes on.
    Going(String),
}

impl Said {
    /// The words said.
    fn text(&self) -> String {
        match self {
            Said::Right(t) | Said::Wrong(t) | Said::Going(t) => t.clone(),
        }
    }
}

/// The board's game at the lesson's start.
fn start_history(game: GameId, position: &str) -> Option<History> {
    let mut record = GameRecord::new(game, "", "lesson".into(), 0.0);
    record.start = Some(position.to_string());
    History::from_record(record).ok()
}

/// The tiles a Chirality board starts framed on (on a narrow screen); none for the other
/// games.
fn focus(start: &AnyGame) -> Vec<usize> {
    match start {
        AnyGame::Chirality(g) => crate::learn::chirality::focus(g),
        _ => Vec::new(),
    }
}

/// What the board does not show, in words.
fn hidden_text(game: GameId, fact: Hidden) -> String {
    match fact {
        Hidden::QuietMoves(n) => {
            format!("Moves without a capture or a pawn move: {n} (at 100 the game is drawn).")
        }
        Hidden::Moved(pieces) => {
            let named: Vec<String> = pieces
                .into_iter()
                .map(|(owner, kind, square)| {
                    let kind = match kind {
                        Mover::Pawn => "pawn",
                        Mover::Rook => "rook",
                        Mover::King => "king",
                    };
                    format!("{}'s {kind} on {square}", game.seat_name(owner))
                })
                .collect();
            format!(
                "Moved by their own moves (no double step, no castling): {}.",
                named.join(", ")
            )
        }
    }
}

/// The learner's side and whose turn it is now, from the board's game.
fn turn_line(learner: Option<String>, h: &History) -> String {
    let now = turn_text(h);
    let stop = if now.ends_with(['.', '…']) { "" } else { "." };
    match learner {
        Some(you) => format!("You play {you}. {now}{stop}"),
        None => format!("{now}{stop}"),
    }
}

/// Lesson `id` of `game`, played.
#[component]
pub fn LessonPlay(game: GameId, id: String) -> impl IntoView {
    let lessons = abouts(game);
    let Some(index) = lessons.iter().position(|a| a.id == id) else {
        return missing(
            game,
            &format!("{} has no lesson called '{id}'.", game.title()),
        );
    };
    let Ok(first) = Attempt::new(game, &id) else {
        return missing(game, "This lesson could not be set up.");
    };
    let position = first.position();
    let Some(history) = start_history(game, &position) else {
        return missing(game, "This lesson's position could not be read.");
    };
    let about = lessons[index].clone();
    let next = lessons.get(index + 1).cloned();
    let total = lessons.len();
    let attempt = StoredValue::new(first);
    let history = RwSignal::new(history);
    let said = RwSignal::new(None::<Said>);
    let done = RwSignal::new(load_progress().is_done(game.as_str(), &id));
    let solved = RwSignal::new(false);
    // A Chirality board tags the tiles the lesson's words and its feedback speak of.
    let (teach, task) = (about.teach, about.task);
    provide_context(NamedTiles(Signal::derive(move || {
        let said = said.with(|s| s.as_ref().map(Said::text).unwrap_or_default());
        format!("{teach} {task} {said}")
    })));
    let learner = history.with_untracked(|h| match h.turn() {
        Turn::Player(p) => Some(game.seat_name(p)),
        _ => None,
    });
    let facts = move || {
        let facts = history.with(|h| hidden(h.current()));
        (!facts.is_empty()).then(|| {
            view! {
                <ul class="lesson-facts" aria-label="Not shown on the board">
                    {facts.into_iter().map(|f| view! { <li>{hidden_text(game, f)}</li> }).collect_view()}
                </ul>
            }
        })
    };
    provide_context(FrameTiles(Signal::derive({
        let tiles = focus(history.with_untracked(|h| h.current().clone()).in_build());
        move || tiles.clone()
    })));

    let retry = {
        let (id, position) = (id.clone(), position.clone());
        move |_| {
            if let (Ok(a), Some(h)) = (Attempt::new(game, &id), start_history(game, &position)) {
                attempt.set_value(a);
                history.set(h);
                said.set(None);
                solved.set(false);
            }
        }
    };
    let on_move = {
        let id = id.clone();
        Callback::new(move |m: AnyMove| {
            let verdict = attempt
                .try_update_value(|a| a.try_move(m))
                .unwrap_or_else(|| Verdict::Wrong("The lesson is not ready.".into()));
            match verdict {
                Verdict::Done(why) => {
                    history.update(|h| {
                        let _ = h.play(m, 0.0);
                    });
                    finish_lesson(game, &id);
                    done.set(true);
                    solved.set(true);
                    said.set(Some(Said::Right(why)));
                }
                Verdict::Continue(replies) => {
                    history.update(|h| {
                        for r in std::iter::once(m).chain(replies) {
                            let _ = h.play(r, 0.0);
                        }
                    });
                    let words = attempt.with_value(Attempt::going_on);
                    said.set(Some(Said::Going(words)));
                }
                Verdict::Wrong(why) => said.set(Some(Said::Wrong(why))),
            }
        })
    };
    let interactive = Signal::derive(move || !solved.get());
    view! {
        <section class="learn-lesson" aria-labelledby="lesson-title">
            <header class="lesson-head">
                <p class="lesson-crumbs">
                    <a href=Route::Learn(game, None).href()>{format!("← Learn {}", game.title())}</a>
                    <span class="lesson-count">{format!("Lesson {} of {total}", index + 1)}</span>
                </p>
                <h1 id="lesson-title">
                    {about.title}
                    {move || done.get().then(|| view! { <span class="lesson-tick" title="Finished">" ✓"<span class="visually-hidden">" (finished)"</span></span> })}
                </h1>
                <p class="lesson-teach">{about.teach}</p>
                <p class="lesson-task"><strong>"Your task: "</strong>{about.task}</p>
                <p class="lesson-turn" aria-live="polite">{move || history.with(|h| turn_line(learner.clone(), h))}</p>
                {facts}
            </header>
            <div class="lesson-board">
                <BoardView history=history interactive=interactive on_move=on_move/>
            </div>
            <div class="lesson-foot">
                <div class="lesson-feedback" role="status" aria-live="polite">
                    {move || said.get().map(|s| match s {
                        Said::Right(t) => view! { <p class="lesson-right">{t}</p> }.into_any(),
                        Said::Wrong(t) => view! { <p class="lesson-wrong">{t}</p> }.into_any(),
                        Said::Going(t) => view! { <p class="lesson-going">{t}</p> }.into_any(),
                    })}
                </div>
                <div class="controls lesson-controls">
                    <button class="lesson-retry" on:click=retry>"Retry"</button>
                    {next_link(game, next, solved)}
                </div>
            </div>
        </section>
    }
    .into_any()
}

/// Next: the next lesson (primary once this one is solved), or after the last one the
/// way back to the list and to a game.
fn next_link(game: GameId, next: Option<About>, solved: RwSignal<bool>) -> impl IntoView {
    match next {
        Some(a) => view! {
            <a class="button lesson-next" class:primary=move || solved.get() href=Route::Learn(game, Some(a.id.to_string())).href()>
                "Next lesson"
            </a>
        }
        .into_any(),
        None => view! {
            <a class="button lesson-next" class:primary=move || solved.get() href=Route::Play(game).href()>
                {format!("Play {}", game.title())}
            </a>
        }
        .into_any(),
    }
}

/// A lesson that cannot be shown, with the way back to the list.
fn missing(game: GameId, why: &str) -> AnyView {
    view! {
        <section class="learn">
            <h1>"Lesson not found"</h1>
            <p>{why.to_string()} " " <a href=Route::Learn(game, None).href()>{format!("All {} lessons", game.title())}</a></p>
        </section>
    }
    .into_any()
}
