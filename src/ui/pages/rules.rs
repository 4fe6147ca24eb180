//! A game's rules: the project's rules document (source text, rulings, reconstructions),
//! with its board diagrams, and links to its lessons and its play page. The document is
//! not in the wasm: it is fetched in the language shown (`i18n/<code>/rules/<game>.md`,
//! English from `docs/rules`), which index.html begins with the page; the English one if
//! a translation cannot be fetched.

use crate::engine::GameId;
use crate::i18n::{Lang, Msg};
use crate::ui::fetched::{when_fetched, Fetch, Waiting};
use crate::ui::lang::{around, fetch_text, file_of, settled_shown, t, tf, tr, FetchFailure};
use crate::ui::markdown::render;
use crate::ui::route::Route;
use leptos::prelude::*;
use std::sync::Arc;

/// The rules document shown.
#[derive(Clone)]
enum Text {
    /// The document in the language shown.
    Shown(Lang, Arc<str>),
    /// A translation could not be fetched: why, and the English document instead.
    EnglishInstead(Lang, FetchFailure, Arc<str>),
}

/// The rules document of `game` in `lang`: the translation, else the English one; why not
/// when neither can be fetched.
async fn document(game: GameId, lang: Lang) -> Result<Text, FetchFailure> {
    let path = |lang| file_of(lang, &format!("rules/{}.md", game.as_str()));
    match fetch_text(&path(lang)).await {
        Ok(markdown) => Ok(Text::Shown(lang, markdown.into())),
        Err(why) if lang == Lang::En => Err(why),
        Err(why) => {
            let english = fetch_text(&path(Lang::En)).await?;
            Ok(Text::EnglishInstead(lang, why, english.into()))
        }
    }
}

/// The rules page of one game.
#[component]
pub fn RulesPage(game: GameId) -> impl IntoView {
    let text = Fetch::new(move || settled_shown().map(|lang| document(game, lang)));
    let title = game.title();
    let waiting = Waiting {
        class: "rules-waiting",
        heading: move || title.to_string(),
        loading: Msg::RulesLoading,
        failed: Msg::RulesUnavailable,
    };
    let document_view = move || {
        text.with_ready(|t| Some(t.clone())).map(|text| match text {
            Text::Shown(Lang::En, markdown) => render(&markdown).into_any(),
            Text::Shown(_, markdown) => view! {
                <p class="notice rules-translated">{t(Msg::RulesTranslated)}</p>
                {render(&markdown)}
            }
            .into_any(),
            Text::EnglishInstead(lang, why, markdown) => view! {
                <p class="notice error" role="alert">
                    {tf(Msg::RulesEnglishShown, &[("language", lang.native_name().into()), ("why", why.words().into())])}
                </p>
                {render(&markdown)}
            }
            .into_any(),
        })
    };
    let args = move || [("game", title.into())];
    let (boards_before, boards_after) = (
        move || around(Msg::RulesBoards, "link", &[]).0,
        move || around(Msg::RulesBoards, "link", &[]).1,
    );
    view! {
        <article class="rules">
            <p class="rules-learn"><a href=Route::Learn(game, None).href()>{move || tf(Msg::RulesLearn, &args())}</a></p>
            {when_fetched(text, waiting, document_view)}
            {(game == GameId::Chirality).then(|| view! {
                <p>{boards_before} <a href=Route::Boards.href()>{tr(Msg::RulesBoardsLink)}</a> {boards_after}</p>
            })}
            <p class="rules-actions">
                <a class="button primary" href=Route::Play(game).href()>{move || tf(Msg::RulesPlay, &args())}</a>
                " "
                <a class="button" href=Route::Learn(game, None).href()>{move || tf(Msg::RulesLearnButton, &args())}</a>
            </p>
        </article>
    }
}
