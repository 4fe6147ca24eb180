//! The puzzles pages: `#/puzzles/<game>` lists a game's puzzles from easy to hard (solved
//! ones ticked, with the streak), and `#/puzzles/<game>/<id>` opens one
//! ([`super::puzzle_solve`]). The puzzles and the verdicts on moves are
//! `crate::puzzles`'; progress is kept in the browser's storage.

use super::puzzle_solve::PuzzleSolve;
use super::puzzle_words::moves_word;
use crate::engine::GameId;
use crate::puzzles::parse_file;
use crate::puzzles::progress::{Progress, Solved};
use crate::puzzles::report::{listed, Listed};
use crate::puzzles::shipped;
use crate::ui::route::Route;
use crate::ui::storage;
use leptos::prelude::*;

/// The storage key of a game's puzzle progress.
fn progress_key(game: GameId) -> String {
    format!("rosette.v1.puzzles.{}", game.as_str())
}

/// The stored progress (none if missing or corrupt).
pub(super) fn load_progress(game: GameId) -> Progress {
    storage::get(&progress_key(game)).map_or_else(Progress::default, |t| Progress::parse(&t))
}

/// Stores the progress; a refused write is only lost progress, so it is not reported.
pub(super) fn save_progress(game: GameId, progress: &Progress) {
    let _ = storage::set(&progress_key(game), &progress.to_text());
}

/// A game's puzzles, easy first.
fn sorted_puzzles(game: GameId) -> Result<Vec<Listed>, String> {
    listed(game, parse_file(shipped(game)).map_err(|e| e.to_string())?)
}

/// A game's puzzles page: the list, or the puzzle `id`.
#[component]
pub fn PuzzlesPage(game: GameId, id: Option<String>) -> impl IntoView {
    let puzzles = match sorted_puzzles(game) {
        Ok(p) => p,
        Err(e) => {
            return view! { <section class="puzzles"><h1>{format!("{} puzzles", game.title())}</h1><p class="error">{format!("The puzzle data cannot be read: {e}")}</p></section> }.into_any();
        }
    };
    match id {
        None => view! { <PuzzleList game=game puzzles=puzzles/> }.into_any(),
        Some(id) => match puzzles.iter().position(|l| l.puzzle.id == id) {
            Some(i) => {
                let next = puzzles.get(i + 1).map(|l| l.puzzle.id.clone());
                let listed = puzzles[i].clone();
                view! { <PuzzleSolve game=game listed=listed number=i + 1 next=next/> }.into_any()
            }
            None => view! {
                <section class="puzzles">
                    <h1>{format!("{} puzzles", game.title())}</h1>
                    <p>{format!("There is no puzzle '{id}'.")} " " <a href=Route::Puzzles(game, None).href()>"All puzzles"</a></p>
                </section>
            }
            .into_any(),
        },
    }
}

/// The list of puzzles, easy to hard, with the solved ones ticked (cleanly: a tick; with a
/// hint or after a wrong move: a hollow tick).
#[component]
fn PuzzleList(game: GameId, puzzles: Vec<Listed>) -> impl IntoView {
    let progress = load_progress(game);
    let solved = progress.count(puzzles.iter().map(|l| l.puzzle.id.as_str()));
    let total = puzzles.len();
    let items = puzzles
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let (p, band) = (&l.puzzle, l.difficulty.name());
            let how = progress.solved(&p.id);
            let href = Route::Puzzles(game, Some(p.id.clone())).href();
            let (tick, said) = match how {
                Some(Solved::Clean) => ("✓", " · solved"),
                Some(Solved::Helped) => ("✓", " · solved with help"),
                None => ("", ""),
            };
            let goal = match p.goal {
                crate::puzzles::Goal::Win => format!("win in {}", moves_word(l.moves)),
                crate::puzzles::Goal::Capture => "win material".into(),
            };
            let label = format!("Puzzle {} · {band} · {goal}{said}", i + 1);
            view! {
                <li class:solved=how == Some(Solved::Clean) class:helped=how == Some(Solved::Helped)>
                    <a href=href aria-label=label>
                        <span class="puzzle-tick" aria-hidden="true">{tick}</span>
                        <span class="puzzle-number">{i + 1}</span>
                        <span class=format!("puzzle-level {band}")>{band}</span>
                    </a>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="puzzles">
            <h1>{format!("{} puzzles", game.title())}</h1>
            <p class="lede">"Each puzzle has one way to win, proven by Rosette's engine: play your side's moves to the end of the game; the replies are played for you. Easy first."</p>
            <p class="puzzle-score">
                {format!("Solved {solved} of {total}")} " · " <span class="puzzle-streak">{format!("Streak {}", progress.streak)}</span>
                " · " <a href=Route::Play(game).href()>"Play"</a> " · " <a href=Route::Rules(game).href()>"Rules"</a>
            </p>
            <ol class="puzzle-list">{items}</ol>
        </section>
    }
}
