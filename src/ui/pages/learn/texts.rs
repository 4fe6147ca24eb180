//! A game's lesson words in the page's language, fetched from
//! `i18n/<code>/learn/<game>.ftl` (English too: no wasm holds them; index.html begins the
//! fetch with a learn page): English where a translation lacks a message, and English
//! instead, saying why, when a translation cannot be fetched.

use crate::engine::GameId;
use crate::i18n::ftl::format;
use crate::i18n::{Catalogue, Lang, Msg, PlainEnglish};
use crate::learn::LessonText;
use crate::ui::fetched::Fetch;
use crate::ui::lang::{fetch_text, file_of, settled_shown, tf, FetchFailure};
use std::collections::HashMap;
use std::sync::Arc;

thread_local! {
    /// The lesson words fetched so far, by language and game.
    static FETCHED: std::cell::RefCell<HashMap<(Lang, GameId), Arc<Catalogue>>> = Default::default();
}

/// A game's lesson words in one language.
#[derive(Clone)]
pub struct LessonTexts {
    english: Arc<Catalogue>,
    shown: Option<Arc<Catalogue>>,
    /// The page's language, and why its words could not be fetched, when English is shown
    /// instead.
    english_instead: Option<(Lang, FetchFailure)>,
}

impl LessonTexts {
    /// Why English is shown instead of the page's language, in the page's words.
    pub fn problem(&self) -> Option<String> {
        self.english_instead.map(|(lang, why)| {
            let args = [
                ("language", lang.native_name().into()),
                ("why", why.words().into()),
            ];
            tf(Msg::LessonTextsEnglish, &args)
        })
    }

    /// Lesson `lesson`'s text `part` (English where the language lacks it).
    pub fn get(&self, lesson: &str, part: LessonText) -> String {
        let id = part.id(lesson);
        self.shown
            .as_ref()
            .and_then(|c| c.get(&id))
            .or_else(|| self.english.get(&id))
            .map(|p| format(p, &[], &PlainEnglish))
            .unwrap_or_default()
    }
}

/// `game`'s lesson words in `lang`, fetched once per page.
async fn catalogue(lang: Lang, game: GameId) -> Result<Arc<Catalogue>, FetchFailure> {
    if let Some(c) = FETCHED.with_borrow(|f| f.get(&(lang, game)).cloned()) {
        return Ok(c);
    }
    let text = fetch_text(&file_of(lang, &format!("learn/{}.ftl", game.as_str()))).await?;
    let c = Arc::new(Catalogue::parse(&text).0);
    FETCHED.with_borrow_mut(|f| f.insert((lang, game), c.clone()));
    Ok(c)
}

/// `game`'s lesson words for a page in `lang`; why not if not even the English ones can be
/// fetched.
async fn texts_in(game: GameId, lang: Lang) -> Result<LessonTexts, FetchFailure> {
    let english = catalogue(Lang::En, game).await?;
    let (shown, english_instead) = match lang {
        Lang::En => (None, None),
        _ => match catalogue(lang, game).await {
            Ok(c) => (Some(c), None),
            Err(why) => (None, Some((lang, why))),
        },
    };
    Ok(LessonTexts {
        english,
        shown,
        english_instead,
    })
}

/// `game`'s lesson words, following the page's language.
pub fn lesson_texts(game: GameId) -> Fetch<LessonTexts> {
    Fetch::new(move || settled_shown().map(|lang| texts_in(game, lang)))
}
