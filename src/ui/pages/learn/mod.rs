//! The Learn pages: a game's lessons (`#/learn/<game>`, [`list`]) and one lesson played on
//! the real board (`#/learn/<game>/<id>`, [`lesson`]). The lessons, what a move achieves
//! and why a move is refused are `crate::learn`'s; these pages draw them and keep the
//! learner's progress in localStorage. Shown by the whole-app build only (`Route::shown`).

mod lesson;
mod list;
mod said;
mod texts;

use crate::engine::GameId;
use crate::i18n::Msg;
use crate::learn::progress::Progress;
use crate::ui::fetched::{when_fetched, Fetch, Waiting};
use crate::ui::lang::tf;
use crate::ui::storage;
use leptos::prelude::*;

/// The localStorage key of the learner's progress.
const PROGRESS_KEY: &str = "rosette.learn";

/// The stored progress (damaged or missing: none).
fn load_progress() -> Progress {
    Progress::read(storage::get(PROGRESS_KEY).as_deref())
}

/// Marks a lesson finished and stores the progress; a refused write only loses the tick.
fn finish_lesson(game: GameId, id: &str) {
    let mut progress = load_progress();
    progress.finish(game.as_str(), id);
    let _ = storage::set(PROGRESS_KEY, &progress.to_text());
}

/// One lesson on the game's board: a chunk of its own in a split build, so that the list of
/// lessons does not download the board.
#[cfg_attr(all(feature = "split", feature = "game-pages"), leptos::lazy)]
async fn lesson_page(game: GameId, id: String, texts: Fetch<texts::LessonTexts>) -> AnyView {
    view! { <lesson::LessonPlay game=game id=id texts=texts/> }.into_any()
}

/// Downloads a lesson's chunk in a split build: a first visit to a lesson fetches it beside
/// the Learn page's.
#[cfg(all(feature = "split", feature = "game-pages"))]
pub(in crate::ui::pages) async fn preload_lesson() {
    __preload_lesson_page().await;
}

/// A game's Learn page: its lessons, or lesson `lesson`, once their words are fetched.
#[component]
pub fn LearnPage(game: GameId, lesson: Option<String>) -> impl IntoView {
    let texts = texts::lesson_texts(game);
    let page = move || match lesson.clone() {
        None => view! { <list::LessonList game=game texts=texts/> }.into_any(),
        Some(id) => super::on_demand::when_loaded(lesson_page(game, id, texts)),
    };
    let waiting = Waiting {
        class: "learn",
        heading: move || tf(Msg::LearnTitle, &[("game", game.title().into())]),
        loading: Msg::LessonsLoading,
        failed: Msg::LessonsUnavailable,
    };
    when_fetched(texts, waiting, page)
}
