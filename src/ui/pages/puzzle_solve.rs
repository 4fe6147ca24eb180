//! One puzzle on the real board: the player plays every move of its side to the end of the
//! line; a right move is followed by the opponent's replies (and any only legal move of the
//! player's), played on the board, a wrong one by its refutation (the reply on the board,
//! why in words) with a Retry; Hint marks where the move to make begins, and asked again
//! the whole move; Next opens the next puzzle.
//! The attempt is a [`PuzzleRun`]; this page sends it the player's actions, has the AI
//! worker judge each move, and draws it, with the sentences of [`super::puzzle_words`].

use super::puzzle_words::{prompt, right_words, wrong_words};
use super::puzzles::{load_progress, save_progress};
use crate::engine::{AnyMove, GameId};
use crate::puzzles::report::Listed;
use crate::puzzles::run::{PuzzleRun, RunStatus, Scored};
use crate::ui::boards::chirality::penrose::tags::NamedTiles;
use crate::ui::boards::BoardView;
use crate::ui::coach_client::CoachClient;
use crate::ui::route::Route;
use crate::worker::coach::PuzzleMove;
use crate::worker::protocol::{Reply, Request};
use leptos::prelude::*;

/// One puzzle: prompt, board, what happened, and Hint / Retry / Next.
#[component]
pub fn PuzzleSolve(
    game: GameId,
    listed: Listed,
    number: usize,
    next: Option<String>,
) -> impl IntoView {
    let puzzle = listed.puzzle.clone();
    let Some(start) = PuzzleRun::new(game, puzzle.clone()) else {
        return view! { <section class="puzzles"><p class="error">"This puzzle's position cannot be read."</p></section> }.into_any();
    };
    let now = start.history().current();
    let (seat, opponent) = (
        now.seat_name(puzzle.side),
        now.seat_name(if puzzle.side == 0 { 1 } else { 0 }),
    );
    let ask = prompt(&seat, &puzzle, listed.moves);
    let replier = opponent.clone();
    let run = RwSignal::new(start);
    let history = Memo::new(move |_| run.with(|r| r.history().clone()));
    let status = Memo::new(move |_| run.with(|r| r.status().clone()));
    let said = Memo::new(move |_| {
        run.with(|r| {
            let solved = r.status() == &RunStatus::Solved;
            let judging = matches!(r.status(), RunStatus::Judging(_));
            r.last()
                .filter(|_| !judging)
                .map(|last| right_words(last, &replier, solved, r.moves_left()))
        })
    });
    let hint = Signal::derive(move || run.with(|r| r.hint().map(|h| h.mv)));
    let start_only = Signal::derive(move || run.with(|r| r.hint().is_some_and(|h| !h.whole)));
    // A Chirality board tags the tiles the prompt and the feedback speak of.
    provide_context(NamedTiles(Signal::derive({
        let (ask, opponent) = (ask.clone(), opponent.clone());
        move || {
            let wrong = match status.get() {
                RunStatus::Wrong(shown, refutation) => {
                    wrong_words(game, &shown, &refutation, &opponent)
                }
                _ => String::new(),
            };
            format!("{ask} {} {wrong}", said.get().unwrap_or_default())
        }
    })));
    let place = match game {
        GameId::Pyrga => "cell",
        GameId::Chirality => "tile",
        GameId::Chiron | GameId::ShiftingChess => "square",
    };
    let failure = RwSignal::new(None::<String>);
    let coach = CoachClient::new(
        move |reply| {
            let Reply::Puzzle(answer) = reply else {
                return;
            };
            let scored = run
                .try_update(|r| r.judged(answer.judgement))
                .unwrap_or(Scored::Nothing);
            let mut progress = load_progress(game);
            match scored {
                Scored::Nothing => return,
                Scored::Solved(how) => progress.solve(&puzzle.id, how),
                Scored::Missed => progress.miss(),
            }
            save_progress(game, &progress);
        },
        move |why| {
            run.update(PuzzleRun::unjudged);
            failure.set(Some(why));
        },
    );
    let line = listed.puzzle.to_line();
    let on_move = Callback::new(move |m: AnyMove| {
        let Some(question) = run.try_update(|r| r.ask(m)).flatten() else {
            return;
        };
        failure.set(None);
        let puzzle = line.clone();
        coach.ask(move |job| {
            Request::Puzzle(PuzzleMove {
                job,
                game,
                puzzle,
                done: question.done,
                m: question.m,
            })
        });
    });
    let retry = move |_| run.update(PuzzleRun::retry);
    let show_hint = move |_| run.update(PuzzleRun::show_hint);
    let interactive = Signal::derive(move || run.with(PuzzleRun::may_move));
    let level = listed.difficulty.name();
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
            <p class="puzzle-meta">{level} " · " <span class="puzzle-streak">{move || format!("Streak {}", streak())}</span></p>
            <div class="puzzle-board" data-moves=move || history.with(|h| h.move_texts().join(" "))>
                <BoardView history=history interactive=interactive on_move=on_move hint=hint hint_start_only=start_only/>
            </div>
            <div class="puzzle-foot">
            <div class="puzzle-feedback" role="status" aria-live="polite">
                {move || start_only.get().then(|| view! {
                    <p class="puzzle-info puzzle-hint-said">{format!("Hint: the move begins on the marked {place}. Show the move to see all of it.")}</p>
                })}
                {move || matches!(status.get(), RunStatus::Judging(_)).then(|| view! { <p class="puzzle-info puzzle-judging">"Checking your move…"</p> })}
                {move || failure.get().map(|why| view! { <p class="puzzle-wrong puzzle-failure">{why}</p> })}
                {move || said.get().map(|words| view! { <p class=move || if status.get() == RunStatus::Solved { "puzzle-right" } else { "puzzle-info" }>{words}</p> })}
                {move || match status.get() {
                    RunStatus::Wrong(shown, refutation) => Some(view! { <p class="puzzle-wrong">{wrong_words(game, &shown, &refutation, &opponent)}</p> }),
                    _ => None,
                }}
            </div>
            <div class="controls puzzle-controls">
                <button class="puzzle-hint" disabled=move || status.get() != RunStatus::Playing || (hint.get().is_some() && !start_only.get()) on:click=show_hint>
                    {move || if start_only.get() { "Show the move" } else { "Hint" }}
                </button>
                <button class="puzzle-retry" disabled=move || !matches!(status.get(), RunStatus::Wrong(..)) on:click=retry>"Retry"</button>
                {match next_href {
                    Some(href) => view! { <a class="button primary puzzle-next" href=href>"Next"</a> }.into_any(),
                    None => view! { <a class="button primary puzzle-next" href=Route::Puzzles(game, None).href()>"All puzzles"</a> }.into_any(),
                }}
            </div>
            </div>
        </section>
    }
    .into_any()
}
