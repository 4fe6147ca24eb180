//! One puzzle on the real board: the player moves, a right move is answered by the
//! opponent's best reply until the puzzle ends, a wrong one by its refutation (on the board
//! and in words) with a Retry; Hint marks the move to make; Next opens the next puzzle.

use super::puzzles::{load_progress, prompt, save_progress};
use crate::engine::{AnyMove, GameId, Turn};
use crate::persist::history::History;
use crate::persist::GameRecord;
use crate::puzzles::attempt::{answer, Answer};
use crate::puzzles::Puzzle;
use crate::ui::boards::BoardView;
use crate::ui::route::Route;
use leptos::prelude::*;

/// Where the attempt stands.
#[derive(Clone, Debug, PartialEq)]
enum Status {
    /// The player's move is awaited.
    Playing,
    /// The last move was wrong: why.
    Wrong(String),
    /// Solved.
    Solved,
}

/// The puzzle's position after the first `done` moves of its solution.
fn history_after(game: GameId, puzzle: &Puzzle, done: usize) -> Option<History> {
    let mut record = GameRecord::new(game, &puzzle.options, format!("puzzle-{}", puzzle.id), 0.0);
    record.start = Some(puzzle.position.clone());
    let mut history = History::from_record(record).ok()?;
    for text in &puzzle.solution[..done] {
        history.play_text(text, 0.0).ok()?;
    }
    Some(history)
}

/// One puzzle: prompt, board, what happened, and Hint / Retry / Next.
#[component]
pub fn PuzzleSolve(
    game: GameId,
    puzzle: Puzzle,
    number: usize,
    next: Option<String>,
) -> impl IntoView {
    let Some(start) = history_after(game, &puzzle, 0) else {
        return view! { <section class="puzzles"><p class="error">"This puzzle's position cannot be read."</p></section> }.into_any();
    };
    let seat = start.current().seat_name(puzzle.side);
    let ask = prompt(&seat, &puzzle);
    let puzzle = StoredValue::new(puzzle);
    let history = RwSignal::new(start);
    let done = RwSignal::new(0usize);
    let status = RwSignal::new(Status::Playing);
    let clean = RwSignal::new(true);
    let hint = RwSignal::new(None::<AnyMove>);
    let said = RwSignal::new(String::new());
    let play = move |text: &str| {
        history.update(|h| {
            let _ = h.play_text(text, 0.0);
        })
    };
    let on_move = Callback::new(move |m: AnyMove| {
        if status.get_untracked() != Status::Playing {
            return;
        }
        let text = history.with_untracked(|h| h.current().move_notation(m));
        let shown = history.with_untracked(|h| h.current().move_display(m));
        let step = done.get_untracked();
        hint.set(None);
        match puzzle.with_value(|p| answer(game, p, step, &text)) {
            Answer::Reply(reply) => {
                play(&text);
                let reply_shown = history.with_untracked(|h| {
                    h.current()
                        .parse_move(&reply)
                        .map(|r| h.current().move_display(r))
                        .unwrap_or(reply.clone())
                });
                play(&reply);
                done.set(step + 2);
                said.set(format!(
                    "{shown} is right. The reply: {reply_shown}. Your move."
                ));
            }
            Answer::Solved => {
                play(&text);
                done.set(step + 1);
                said.set(format!("{shown} — solved!"));
                status.set(Status::Solved);
                let mut progress = load_progress(game);
                puzzle.with_value(|p| progress.solve(&p.id, clean.get_untracked()));
                save_progress(game, &progress);
            }
            Answer::Wrong { reply, why } => {
                play(&text);
                if let Some(reply) = reply {
                    play(&reply);
                }
                said.set(String::new());
                status.set(Status::Wrong(format!("{shown} is not it. {why}")));
                clean.set(false);
                let mut progress = load_progress(game);
                progress.miss();
                save_progress(game, &progress);
            }
        }
    });
    let retry = move |_| {
        if let Some(h) = puzzle.with_value(|p| history_after(game, p, done.get_untracked())) {
            history.set(h);
        }
        status.set(Status::Playing);
        said.set(String::new());
    };
    let show_hint = move |_| {
        let step = done.get_untracked();
        let m = puzzle.with_value(|p| p.solution.get(step).cloned());
        let m = m.and_then(|t| history.with_untracked(|h| h.current().parse_move(&t).ok()));
        hint.set(m);
        clean.set(false);
    };
    let side = puzzle.with_value(|p| p.side);
    let interactive = Signal::derive(move || {
        status.get() == Status::Playing
            && history.with(|h| h.current().turn() == Turn::Player(side))
    });
    let depth = puzzle.with_value(Puzzle::depth_words);
    let level = puzzle.with_value(|p| p.difficulty().name());
    let next_href = next.map(|id| Route::Puzzles(game, Some(id)).href());
    let streak = move || {
        status.get();
        load_progress(game).streak
    };
    view! {
        <section class="puzzles puzzle-page">
            <h1>
                <a class="rules-link" href=Route::Puzzles(game, None).href()>{format!("{} puzzles", game.title())}</a>
                " " <span class="puzzle-title">{format!("Puzzle {number}")}</span>
            </h1>
            <p class="puzzle-prompt">{ask}</p>
            <p class="puzzle-meta">{format!("{level} · proven {depth} deep")} " · " <span class="puzzle-streak">{move || format!("Streak {}", streak())}</span></p>
            <div class="puzzle-board">
                <BoardView history=history interactive=interactive on_move=on_move hint=hint/>
            </div>
            <div class="puzzle-feedback" role="status" aria-live="polite">
                {move || (!said.get().is_empty()).then(|| view! { <p class=move || if status.get() == Status::Solved { "puzzle-right" } else { "puzzle-info" }>{said.get()}</p> })}
                {move || match status.get() {
                    Status::Wrong(why) => Some(view! { <p class="puzzle-wrong">{why}</p> }),
                    _ => None,
                }}
            </div>
            <div class="controls puzzle-controls">
                <button class="puzzle-hint" disabled=move || status.get() != Status::Playing on:click=show_hint>"Hint"</button>
                <button class="puzzle-retry" disabled=move || !matches!(status.get(), Status::Wrong(_)) on:click=retry>"Retry"</button>
                {match next_href {
                    Some(href) => view! { <a class="button primary puzzle-next" href=href>"Next"</a> }.into_any(),
                    None => view! { <a class="button primary puzzle-next" href=Route::Puzzles(game, None).href()>"All puzzles"</a> }.into_any(),
                }}
            </div>
        </section>
    }
    .into_any()
}
