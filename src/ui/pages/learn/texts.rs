//! A game's lesson words in the page's language. English is built in
//! (`crate::learn::english_texts`); another language's are fetched from
//! `i18n/<code>/learn/<game>.ftl` when it is shown, English meanwhile, and English instead,
//! saying why, when they cannot be fetched.

use crate::engine::GameId;
use crate::i18n::ftl::format;
use crate::i18n::{Catalogue, Lang, Msg, PlainEnglish};
use crate::learn::{english_texts, LessonText};
use crate::ui::lang::{fetch_text, file_of, shown, tf};
use leptos::prelude::*;
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
    /// Why English is shown instead of the page's language (in the page's words).
    pub problem: Option<String>,
}

impl LessonTexts {
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

/// `game`'s lesson words, following the page's language.
pub fn lesson_texts(game: GameId) -> ReadSignal<LessonTexts> {
    let english = Arc::new(Catalogue::parse(english_texts(game)).0);
    let texts = RwSignal::new(LessonTexts {
        english: english.clone(),
        shown: None,
        problem: None,
    });
    Effect::new(move |_| {
        let lang = shown();
        let english = english.clone();
        let set = move |shown: Option<Arc<Catalogue>>, problem: Option<String>| {
            let english = english.clone();
            if !texts.is_disposed() {
                texts.set(LessonTexts {
                    english,
                    shown,
                    problem,
                });
            }
        };
        if lang == Lang::En {
            return set(None, None);
        }
        if let Some(c) = FETCHED.with_borrow(|f| f.get(&(lang, game)).cloned()) {
            return set(Some(c), None);
        }
        let path = file_of(lang, &format!("learn/{}.ftl", game.as_str()));
        leptos::task::spawn_local(async move {
            let fetched = fetch_text(&path).await;
            // The language may have changed again meanwhile.
            if shown() != lang {
                return;
            }
            match fetched {
                Ok(text) => {
                    let c = Arc::new(Catalogue::parse(&text).0);
                    FETCHED.with_borrow_mut(|f| f.insert((lang, game), c.clone()));
                    set(Some(c), None);
                }
                Err(why) => {
                    let args = [("language", lang.native_name().into()), ("why", why.into())];
                    set(None, Some(tf(Msg::LessonTextsEnglish, &args)));
                }
            }
        });
    });
    texts.read_only()
}
