//! A game's rules: the project's rules document (source text, rulings, reconstructions),
//! with its board diagrams, and links to its lessons and its play page. In another
//! language than English the page shows that language's translation, fetched when the
//! language is shown, and English until it has arrived (or if it cannot be fetched).

use crate::docs::rules_text;
use crate::engine::GameId;
use crate::i18n::{Lang, Msg};
use crate::ui::lang::{around, fetch_text, file_of, shown, t, tf, tr};
use crate::ui::markdown::render;
use crate::ui::route::Route;
use leptos::prelude::*;
use std::sync::Arc;

/// The rules document shown: English, or a translation.
#[derive(Clone, PartialEq)]
enum Text {
    English,
    Translated(Arc<str>),
    /// The translation could not be fetched: English, and why.
    EnglishInstead(Lang, String),
}

/// The rules page of one game.
#[component]
pub fn RulesPage(game: GameId) -> impl IntoView {
    let text = RwSignal::new(Text::English);
    Effect::new(move |_| {
        let lang = shown();
        if lang == Lang::En {
            text.set(Text::English);
            return;
        }
        let path = file_of(lang, &format!("rules/{}.md", game.as_str()));
        leptos::task::spawn_local(async move {
            let fetched = fetch_text(&path).await;
            // The language may have changed again meanwhile.
            if shown() != lang || text.is_disposed() {
                return;
            }
            text.set(match fetched {
                Ok(markdown) => Text::Translated(markdown.into()),
                Err(why) => Text::EnglishInstead(lang, why),
            });
        });
    });
    let title = game.title();
    let args = move || [("game", title.into())];
    let (boards_before, boards_after) = (
        move || around(Msg::RulesBoards, "link", &[]).0,
        move || around(Msg::RulesBoards, "link", &[]).1,
    );
    view! {
        <article class="rules">
            <p class="rules-learn"><a href=Route::Learn(game, None).href()>{move || tf(Msg::RulesLearn, &args())}</a></p>
            {move || match text.get() {
                Text::English => render(rules_text(game)).into_any(),
                Text::Translated(markdown) => view! {
                    <p class="notice rules-translated">{t(Msg::RulesTranslated)}</p>
                    {render(&markdown)}
                }.into_any(),
                Text::EnglishInstead(lang, why) => view! {
                    <p class="notice error" role="alert">
                        {tf(Msg::RulesEnglishShown, &[("language", lang.native_name().into()), ("why", why.into())])}
                    </p>
                    {render(rules_text(game))}
                }.into_any(),
            }}
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
