//! A game's lesson list: every lesson with a tick once finished, and a button that
//! continues at the first lesson not finished yet.

use super::load_progress;
use crate::engine::GameId;
use crate::learn::abouts;
use crate::ui::route::Route;
use leptos::prelude::*;

/// The lessons of `game`, in order.
#[component]
pub fn LessonList(game: GameId) -> impl IntoView {
    let lessons = abouts(game);
    let progress = load_progress();
    let ids: Vec<&str> = lessons.iter().map(|a| a.id).collect();
    let finished = ids
        .iter()
        .filter(|id| progress.is_done(game.as_str(), id))
        .count();
    let next = progress.next_lesson(game.as_str(), &ids);
    let total = lessons.len();
    let cont = next.map(|id| {
        let label = if finished == 0 { "Start" } else { "Continue" };
        let title = lessons.iter().find(|a| a.id == id).map_or("", |a| a.title);
        view! {
            <a class="button primary learn-continue" href=Route::Learn(game, Some(id.to_string())).href()>
                {format!("{label}: {title}")}
            </a>
        }
    });
    let items = lessons
        .into_iter()
        .enumerate()
        .map(|(i, a)| {
            let done = progress.is_done(game.as_str(), a.id);
            view! {
                <li class="lesson-item" class:done=done>
                    <a href=Route::Learn(game, Some(a.id.to_string())).href()>
                        <span class="lesson-no" aria-hidden="true">{if done { "✓".to_string() } else { (i + 1).to_string() }}</span>
                        <span class="lesson-text">
                            <span class="lesson-title">{a.title}</span>
                            {done.then(|| view! { <span class="visually-hidden">" (finished)"</span> })}
                        </span>
                    </a>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="learn">
            <h1>{format!("Learn {}", game.title())}</h1>
            <p class="lede">
                {format!("{total} short lessons, one rule each, played on the real board. ")}
                <span class="learn-count">{format!("{finished} of {total} finished.")}</span>
            </p>
            <p class="learn-actions">
                {cont}
                {next.is_none().then(|| view! {
                    <a class="button primary" href=Route::Play(game).href()>{format!("Every lesson done: play {}", game.title())}</a>
                })}
                <a class="button" href=Route::Puzzles(game, None).href()>"Puzzles"</a>
                <a class="button" href=Route::Rules(game).href()>"Rules"</a>
            </p>
            <ol class="lesson-list">{items}</ol>
        </section>
    }
}
