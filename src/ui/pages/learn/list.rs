//! A game's lesson list: every lesson with a tick once finished, and a button that
//! continues at the first lesson not finished yet.

use super::load_progress;
use super::texts::LessonTexts;
use crate::engine::GameId;
use crate::i18n::Msg;
use crate::learn::{abouts, LessonText};
use crate::ui::fetched::Fetch;
use crate::ui::lang::{tf, tr};
use crate::ui::route::Route;
use leptos::prelude::*;

/// The lessons of `game`, in order, with their words (`texts`).
#[component]
pub fn LessonList(game: GameId, texts: Fetch<LessonTexts>) -> impl IntoView {
    let lessons = abouts(game);
    let progress = load_progress();
    let ids: Vec<&str> = lessons.iter().map(|a| a.id).collect();
    let finished = ids
        .iter()
        .filter(|id| progress.is_done(game.as_str(), id))
        .count();
    let next = progress.next_lesson(game.as_str(), &ids);
    let total = lessons.len();
    let title = move |id: &str| texts.with_ready(|t| t.get(id, LessonText::Title));
    let cont = next.map(|id| {
        let label = if finished == 0 { Msg::LearnStart } else { Msg::LearnContinue };
        view! {
            <a class="button primary learn-continue" href=Route::Learn(game, Some(id.to_string())).href()>
                {move || tf(label, &[("lesson", title(id).into())])}
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
                            <span class="lesson-title">{move || title(a.id)}</span>
                            {done.then(|| view! { <span class="visually-hidden">" "{tr(Msg::Finished)}</span> })}
                        </span>
                    </a>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="learn">
            <h1>{move || tf(Msg::LearnTitle, &[("game", game.title().into())])}</h1>
            <p class="lede">
                {move || tf(Msg::LearnLede, &[("total", total.into())])} " "
                <span class="learn-count">{move || tf(Msg::LearnFinished, &[("finished", finished.into()), ("total", total.into())])}</span>
            </p>
            <p class="learn-actions">
                {cont}
                {next.is_none().then(|| view! {
                    <a class="button primary" href=Route::Play(game).href()>{move || tf(Msg::LearnAllDone, &[("game", game.title().into())])}</a>
                })}
                <a class="button" href=Route::Puzzles(game, None).href()>{tr(Msg::LinkPuzzles)}</a>
                <a class="button" href=Route::Rules(game).href()>{tr(Msg::LinkRules)}</a>
            </p>
            {move || texts.with_ready(LessonTexts::problem).map(|why| view! { <p class="notice error" role="alert">{why}</p> })}
            <ol class="lesson-list">{items}</ol>
        </section>
    }
}
