//! The puzzles pages: `#/puzzles/<game>` lists a game's puzzles from easy to hard (solved
//! ones ticked, with the streak), and `#/puzzles/<game>/<id>` opens one
//! ([`super::puzzle_solve`]). The puzzles and the verdicts on moves are
//! `crate::puzzles`'; progress is kept in the browser's storage.

use super::puzzle_solve::PuzzleSolve;
use crate::engine::GameId;
use crate::puzzles::progress::Progress;
use crate::puzzles::{parse_file, shipped, Puzzle};
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

/// A game's puzzles, easy first (by depth, then in file order).
fn sorted_puzzles(game: GameId) -> Result<Vec<Puzzle>, String> {
    let mut puzzles = parse_file(shipped(game)).map_err(|e| e.to_string())?;
    puzzles.sort_by_key(|p| p.depth);
    Ok(puzzles)
}

/// What a puzzle asks, e.g. "White to play and win".
pub(super) fn prompt(seat: &str, puzzle: &Puzzle) -> String {
    let goal = match puzzle.goal {
        crate::puzzles::Goal::Win => "win",
        crate::puzzles::Goal::Capture => "capture the most",
    };
    format!("{seat} to play and {goal}")
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
        Some(id) => match puzzles.iter().position(|p| p.id == id) {
            Some(i) => {
                let next = puzzles.get(i + 1).map(|p| p.id.clone());
                let puzzle = puzzles[i].clone();
                view! { <PuzzleSolve game=game puzzle=puzzle number=i + 1 next=next/> }.into_any()
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

/// The list of puzzles, easy to hard, with the solved ones ticked.
#[component]
fn PuzzleList(game: GameId, puzzles: Vec<Puzzle>) -> impl IntoView {
    let progress = load_progress(game);
    let solved = progress.solved.len();
    let total = puzzles.len();
    let items = puzzles
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let done = progress.solved.contains(&p.id);
            let href = Route::Puzzles(game, Some(p.id.clone())).href();
            let label = format!(
                "Puzzle {} · {} · {}{}",
                i + 1,
                p.difficulty().name(),
                p.depth_words(),
                if done { " · solved" } else { "" }
            );
            view! {
                <li class:solved=done>
                    <a href=href aria-label=label>
                        <span class="puzzle-tick" aria-hidden="true">{if done { "✓" } else { "" }}</span>
                        <span class="puzzle-number">{i + 1}</span>
                        <span class=format!("puzzle-level {}", p.difficulty().name())>{p.difficulty().name()}</span>
                    </a>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="puzzles">
            <h1>{format!("{} puzzles", game.title())}</h1>
            <p class="lede">"Each puzzle has one move that wins, proven by Rosette's engine. Easy first."</p>
            <p class="puzzle-score">
                {format!("Solved {solved} of {total}")} " · " <span class="puzzle-streak">{format!("Streak {}", progress.streak)}</span>
                " · " <a href=Route::Play(game).href()>"Play"</a> " · " <a href=Route::Rules(game).href()>"Rules"</a>
            </p>
            <ol class="puzzle-list">{items}</ol>
        </section>
    }
}
