//! The puzzles pages: `#/puzzles/<game>` lists a game's puzzles from easy to hard (solved
//! ones ticked, with the streak), and `#/puzzles/<game>/<id>` opens one
//! ([`super::puzzle_solve`]). The puzzles and the verdicts on moves are
//! `crate::puzzles`'; progress is kept in the browser's storage.

use super::puzzle_solve::PuzzleSolve;
use super::puzzle_words::moves_word;
use crate::engine::GameId;
use crate::i18n::Msg;
use crate::puzzles::parse_file;
use crate::puzzles::progress::{Progress, Solved};
use crate::puzzles::report::{listed, Listed};
use crate::puzzles::Difficulty;
use crate::ui::fetched::{when_fetched, Fetch, Waiting};
use crate::ui::lang::{fetch_text, t, tf, tr, FetchFailure};
use crate::ui::route::Route;
use crate::ui::storage;
use leptos::prelude::*;
use std::sync::Arc;

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

/// Where a game's puzzle file is damaged (which `rosette puzzles --check` prevents).
#[derive(Clone, Debug, PartialEq)]
enum Damage {
    /// This line does not read.
    Line(usize),
    /// The puzzle of this id cannot be set up or played.
    Puzzle(String),
}

impl Damage {
    /// Where, in the page's language.
    fn words(&self) -> String {
        match self {
            Damage::Line(line) => tf(Msg::PuzzleDataLine, &[("line", (*line).into())]),
            Damage::Puzzle(id) => tf(Msg::PuzzleDataPuzzle, &[("id", id.as_str().into())]),
        }
    }
}

/// A game's puzzles, easy first, read from its data file (`text`); else where the data is
/// damaged.
fn sorted_puzzles(game: GameId, text: &str) -> Result<Vec<Listed>, Damage> {
    let puzzles = parse_file(text).map_err(|e| Damage::Line(e.line))?;
    listed(game, puzzles).map_err(|e| Damage::Puzzle(e.id))
}

/// A game's puzzles, fetched from the site (`puzzles/<game>.txt`, a copy of
/// `src/puzzles/data/<game>.txt`, which index.html begins to fetch with a puzzles page):
/// the list, or where its data is damaged; why not if it cannot be fetched.
async fn fetch_puzzles(game: GameId) -> Result<Arc<Result<Vec<Listed>, Damage>>, FetchFailure> {
    let text = fetch_text(&format!("puzzles/{}.txt", game.as_str())).await?;
    Ok(Arc::new(sorted_puzzles(game, &text)))
}

/// "Pyrga puzzles".
pub(super) fn puzzles_title(game: GameId) -> String {
    tf(Msg::PuzzlesTitle, &[("game", game.title().into())])
}

/// A difficulty band's name.
pub(super) fn difficulty(d: Difficulty) -> String {
    t(match d {
        Difficulty::Easy => Msg::DifficultyEasy,
        Difficulty::Medium => Msg::DifficultyMedium,
        Difficulty::Hard => Msg::DifficultyHard,
    })
}

/// A game's puzzles page: the list, or the puzzle `id`, once the puzzles are fetched.
#[component]
pub fn PuzzlesPage(game: GameId, id: Option<String>) -> impl IntoView {
    let puzzles = Fetch::new(move || Some(fetch_puzzles(game)));
    let waiting = Waiting {
        class: "puzzles",
        heading: move || puzzles_title(game),
        loading: Msg::PuzzlesLoading,
        failed: Msg::PuzzlesUnavailable,
    };
    let page = move || {
        puzzles.with_ready(|l| Some(l.clone())).map(|listed| match listed.as_ref() {
            Ok(list) => puzzle_or_list(game, id.clone(), list),
            Err(e) => {
                let e = e.clone();
                view! {
                    <section class="puzzles">
                        <h1>{move || puzzles_title(game)}</h1>
                        <p class="error">{move || tf(Msg::PuzzleDataUnreadable, &[("why", e.words().into())])}</p>
                    </section>
                }
                .into_any()
            }
        })
    };
    when_fetched(puzzles, waiting, page)
}

/// One puzzle on the game's board: a chunk of its own in a split build, so that the list of
/// puzzles does not download the board.
#[cfg_attr(all(feature = "split", feature = "game-pages"), leptos::lazy)]
async fn puzzle_page(game: GameId, listed: Listed, number: usize, next: Option<String>) -> AnyView {
    view! { <PuzzleSolve game=game listed=listed number=number next=next/> }.into_any()
}

/// Downloads a puzzle's chunk in a split build: a first visit to a puzzle fetches it beside
/// the Puzzles page's.
#[cfg(all(feature = "split", feature = "game-pages"))]
pub(super) async fn preload_puzzle() {
    __preload_puzzle_page().await;
}

/// The list of `puzzles`, or the puzzle `id` among them.
fn puzzle_or_list(game: GameId, id: Option<String>, puzzles: &[Listed]) -> AnyView {
    match id {
        None => view! { <PuzzleList game=game puzzles=puzzles.to_vec()/> }.into_any(),
        Some(id) => match puzzles.iter().position(|l| l.puzzle.id == id) {
            Some(i) => {
                let next = puzzles.get(i + 1).map(|l| l.puzzle.id.clone());
                let listed = puzzles[i].clone();
                super::on_demand::when_loaded(puzzle_page(game, listed, i + 1, next))
            }
            None => view! {
                <section class="puzzles">
                    <h1>{move || puzzles_title(game)}</h1>
                    <p>{move || tf(Msg::PuzzleMissing, &[("id", id.as_str().into())])} " " <a href=Route::Puzzles(game, None).href()>{tr(Msg::AllPuzzles)}</a></p>
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
            let (p, band) = (&l.puzzle, l.difficulty);
            let how = progress.solved(&p.id);
            let href = Route::Puzzles(game, Some(p.id.clone())).href();
            let (tick, said) = match how {
                Some(Solved::Clean) => ("✓", Msg::PuzzleLabelSolved),
                Some(Solved::Helped) => ("✓", Msg::PuzzleLabelHelped),
                None => ("", Msg::PuzzleLabel),
            };
            let (goal, moves) = (p.goal, l.moves);
            let label = move || {
                let goal = match goal {
                    crate::puzzles::Goal::Win => tf(Msg::PuzzleGoalWin, &[("moves", moves_word(moves).into())]),
                    crate::puzzles::Goal::Capture => t(Msg::PuzzleGoalCapture),
                };
                let args = [("number", (i + 1).into()), ("level", difficulty(band).into()), ("goal", goal.into())];
                tf(said, &args)
            };
            view! {
                <li class:solved=how == Some(Solved::Clean) class:helped=how == Some(Solved::Helped)>
                    <a href=href aria-label=label>
                        <span class="puzzle-tick" aria-hidden="true">{tick}</span>
                        <span class="puzzle-number">{i + 1}</span>
                        <span class=format!("puzzle-level {}", band.name())>{move || difficulty(band)}</span>
                    </a>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="puzzles">
            <h1>{move || puzzles_title(game)}</h1>
            <p class="lede">{tr(Msg::PuzzlesLede)}</p>
            <p class="puzzle-score">
                {move || tf(Msg::PuzzlesSolved, &[("solved", solved.into()), ("total", total.into())])} " · " <span class="puzzle-streak">{let streak = progress.streak; move || tf(Msg::Streak, &[("count", streak.into())])}</span>
                " · " <a href=Route::Play(game).href()>{tr(Msg::ActionPlay)}</a> " · " <a href=Route::Rules(game).href()>{tr(Msg::ActionRules)}</a>
            </p>
            <ol class="puzzle-list">{items}</ol>
        </section>
    }
}
