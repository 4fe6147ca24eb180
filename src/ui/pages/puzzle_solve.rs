//! One puzzle on the real board: the player plays every move of its side to the end of the
//! line; a right move is followed by the opponent's replies (and any only legal move of the
//! player's), played on the board, a wrong one by its refutation (the reply on the board,
//! why in words) with a Retry; Hint marks where the move to make begins, and asked again
//! the whole move; Next opens the next puzzle.
//! The attempt is a [`PuzzleRun`]; this page sends it the player's actions, has the AI
//! worker judge each move, and draws it, with the sentences of [`super::puzzle_words`].

use super::puzzle_words::{prompt, right_words, wrong_words};
use super::puzzles::{difficulty, load_progress, puzzles_title, save_progress};
use crate::ai::AiFailure;
use crate::engine::{AnyMove, GameId};
use crate::i18n::Msg;
use crate::puzzles::report::Listed;
use crate::puzzles::run::{PuzzleRun, RunStatus, Scored};
use crate::ui::boards::chirality::penrose::tags::NamedTiles;
use crate::ui::boards::BoardView;
use crate::ui::coach_client::CoachClient;
use crate::ui::lang::{t, tf, tr};
use crate::ui::route::Route;
use crate::ui::words;
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
        return view! { <section class="puzzles"><p class="error">{tr(Msg::PuzzleUnreadable)}</p></section> }.into_any();
    };
    let now = start.history().current();
    let (side, other) = (puzzle.side, if puzzle.side == 0 { 1 } else { 0 });
    let (id, moves) = (now.id(), listed.moves);
    let opponent = move || words::seat(id, other);
    let ask = {
        let puzzle = puzzle.clone();
        move || prompt(&words::seat(id, side), &puzzle, moves)
    };
    let run = RwSignal::new(start);
    let history = Memo::new(move |_| run.with(|r| r.history().clone()));
    let status = Memo::new(move |_| run.with(|r| r.status().clone()));
    let said = Memo::new(move |_| {
        run.with(|r| {
            let solved = r.status() == &RunStatus::Solved;
            let judging = matches!(r.status(), RunStatus::Judging(_));
            r.last()
                .filter(|_| !judging)
                .map(|last| right_words(last, &opponent(), solved, r.moves_left()))
        })
    });
    let hint = Signal::derive(move || run.with(|r| r.hint().map(|h| h.mv)));
    let start_only = Signal::derive(move || run.with(|r| r.hint().is_some_and(|h| !h.whole)));
    // A Chirality board tags the tiles the prompt and the feedback speak of.
    provide_context(NamedTiles(Signal::derive({
        let ask = ask.clone();
        move || {
            let wrong = match status.get() {
                RunStatus::Wrong(shown, refutation) => {
                    wrong_words(game, &shown, &refutation, &opponent())
                }
                _ => String::new(),
            };
            format!("{} {} {wrong}", ask(), said.get().unwrap_or_default())
        }
    })));
    let hint_said = match game {
        GameId::Pyrga => Msg::PuzzleHintSaidCell,
        GameId::Chirality => Msg::PuzzleHintSaidTile,
        GameId::Chiron | GameId::ShiftingChess => Msg::PuzzleHintSaidSquare,
    };
    let failure = RwSignal::new(None::<AiFailure>);
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
    let level = listed.difficulty;
    let next_href = next.map(|id| Route::Puzzles(game, Some(id)).href());
    let streak = move || {
        status.get();
        load_progress(game).streak
    };
    view! {
        <section class="puzzles puzzle-page">
            <h1>
                <a class="rules-link" href=Route::Puzzles(game, None).href()>{move || puzzles_title(game)}</a>
                " " <span class="puzzle-title">{move || tf(Msg::PuzzleTitle, &[("number", number.into())])}</span>
            </h1>
            <p class="puzzle-prompt">{ask}</p>
            <p class="puzzle-meta">{move || difficulty(level)} " · " <span class="puzzle-streak">{move || tf(Msg::Streak, &[("count", streak().into())])}</span></p>
            <div class="puzzle-board" data-moves=move || history.with(|h| h.move_texts().join(" "))>
                <BoardView history=history interactive=interactive on_move=on_move hint=hint hint_start_only=start_only/>
            </div>
            <div class="puzzle-foot">
            <div class="puzzle-feedback" role="status" aria-live="polite">
                {move || start_only.get().then(|| view! {
                    <p class="puzzle-info puzzle-hint-said">{tr(hint_said)}</p>
                })}
                {move || matches!(status.get(), RunStatus::Judging(_)).then(|| view! { <p class="puzzle-info puzzle-judging">{tr(Msg::PuzzleChecking)}</p> })}
                {move || failure.get().map(|why| view! { <p class="puzzle-wrong puzzle-failure">{words::ai_failed(Msg::CoachUnjudged, why)}</p> })}
                {move || said.get().map(|words| view! { <p class=move || if status.get() == RunStatus::Solved { "puzzle-right" } else { "puzzle-info" }>{words}</p> })}
                {move || match status.get() {
                    RunStatus::Wrong(shown, refutation) => Some(view! { <p class="puzzle-wrong">{move || wrong_words(game, &shown, &refutation, &opponent())}</p> }),
                    _ => None,
                }}
            </div>
            <div class="controls puzzle-controls">
                <button class="puzzle-hint" disabled=move || status.get() != RunStatus::Playing || (hint.get().is_some() && !start_only.get()) on:click=show_hint>
                    {move || t(if start_only.get() { Msg::PuzzleShowMove } else { Msg::Hint })}
                </button>
                <button class="puzzle-retry" disabled=move || !matches!(status.get(), RunStatus::Wrong(..)) on:click=retry>{tr(Msg::PuzzleRetry)}</button>
                {match next_href {
                    Some(href) => view! { <a class="button primary puzzle-next" href=href>{tr(Msg::PuzzleNext)}</a> }.into_any(),
                    None => view! { <a class="button primary puzzle-next" href=Route::Puzzles(game, None).href()>{tr(Msg::AllPuzzles)}</a> }.into_any(),
                }}
            </div>
            </div>
        </section>
    }
    .into_any()
}
