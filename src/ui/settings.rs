//! The player's settings in the app: read once at startup, shared as a context signal,
//! applied to the page as `data-*` attributes on `<html>` (which style/themes.css reads),
//! and saved whenever they change. index.html applies the same attributes before the
//! first paint, so a chosen theme never flashes the other one. The language chosen (or the
//! browser's) is shown through `ui::lang`.

use super::lang::{self, tf, FetchFailure};
use super::sounds;
use super::storage::{self, StorageError};
use crate::i18n::{Lang, Msg};
use crate::persist::settings::{Settings, SETTINGS_KEY};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

/// The settings, shared with every page through Leptos context.
#[derive(Clone, Copy)]
pub struct SettingsContext {
    /// The current settings; writing them applies and saves them.
    pub settings: RwSignal<Settings>,
    /// A problem to show in the settings dialog.
    pub problem: RwSignal<Option<Problem>>,
}

/// Something about the settings that went wrong, with the reason it was given.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// The stored settings could not be read; the defaults are in use.
    Unreadable(String),
    /// The settings could not be stored.
    NotSaved(StorageError),
    /// A chosen language's texts could not be fetched.
    LanguageFailed(Lang, FetchFailure),
}

impl Problem {
    /// The problem in words, in the page's language.
    pub fn words(&self) -> String {
        match self {
            Problem::Unreadable(why) => {
                tf(Msg::SettingsUnreadable, &[("why", why.as_str().into())])
            }
            Problem::NotSaved(why) => {
                let why = super::words::storage_error(why);
                tf(Msg::SettingsNotSaved, &[("why", why.into())])
            }
            Problem::LanguageFailed(lang, why) => tf(
                Msg::SettingsLanguageFailed,
                &[
                    ("language", lang.native_name().into()),
                    ("why", why.words().into()),
                ],
            ),
        }
    }
}

/// What the system prefers, kept up to date by media-query listeners.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct SystemPrefs {
    dark: bool,
    more_contrast: bool,
    reduce_motion: bool,
}

const DARK: &str = "(prefers-color-scheme: dark)";
const MORE_CONTRAST: &str = "(prefers-contrast: more)";
const REDUCE_MOTION: &str = "(prefers-reduced-motion: reduce)";

fn media_matches(query: &str) -> bool {
    window()
        .match_media(query)
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

impl SystemPrefs {
    fn now() -> SystemPrefs {
        SystemPrefs {
            dark: media_matches(DARK),
            more_contrast: media_matches(MORE_CONTRAST),
            reduce_motion: media_matches(REDUCE_MOTION),
        }
    }

    /// A signal that follows the system's preferences as they change.
    fn watch() -> RwSignal<SystemPrefs> {
        let prefs = RwSignal::new(SystemPrefs::now());
        // One listener per query for the app's lifetime.
        let on_change = Closure::<dyn Fn()>::new(move || prefs.set(SystemPrefs::now()));
        for query in [DARK, MORE_CONTRAST, REDUCE_MOTION] {
            if let Ok(Some(list)) = window().match_media(query) {
                let _ = list
                    .add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
            }
        }
        on_change.forget();
        prefs
    }
}

/// Sets the page's `data-theme`, `data-motion`, `data-hints` and `data-coords`, and the
/// browser's bar colour (`<meta name="theme-color">`).
fn apply(s: &Settings, system: SystemPrefs) {
    let Some(root) = document().document_element() else {
        return;
    };
    let on_off = |on: bool| if on { "on" } else { "off" };
    let theme = s.theme.resolve(system.dark, system.more_contrast);
    let motion = if s.motion.reduced(system.reduce_motion) {
        "reduce"
    } else {
        "full"
    };
    for (name, value) in [
        ("data-theme", theme.as_str()),
        ("data-motion", motion),
        ("data-hints", on_off(s.hints)),
        ("data-coords", on_off(s.coordinates)),
    ] {
        let _ = root.set_attribute(name, value);
    }
    if let Ok(Some(meta)) = document().query_selector("meta[name=theme-color]") {
        let _ = meta.set_attribute("content", theme.chrome_colour());
    }
}

/// Loads the settings, provides them as context, and keeps the page and the stored copy in
/// step with them. Called once by the app shell.
pub fn provide_settings() {
    let (loaded, why) = storage::get(SETTINGS_KEY).map_or((Settings::default(), None), |text| {
        Settings::from_json(&text)
    });
    let settings = RwSignal::new(loaded);
    let problem = RwSignal::new(why.map(Problem::Unreadable));
    provide_context(SettingsContext { settings, problem });

    let system = SystemPrefs::watch();
    Effect::new(move |_| settings.with(|s| apply(s, system.get())));
    // Saved on change only: an unreadable stored value stays until the player sets something.
    Effect::new(move |first: Option<()>| {
        let text = settings.with(Settings::to_json);
        if first.is_some() {
            match storage::set(SETTINGS_KEY, &text) {
                Ok(()) => problem.set(None),
                Err(e) => problem.set(Some(Problem::NotSaved(e))),
            }
        }
    });
    sounds::unlock_on_gesture(settings);
    Effect::new(move |_| {
        let lang = settings
            .with(|s| s.language)
            .unwrap_or_else(lang::browser_lang);
        leptos::task::spawn_local(async move {
            let shown = lang::show(lang).await;
            lang::settled();
            match shown {
                Err(why) if lang::wanted() == lang => {
                    problem.set(Some(Problem::LanguageFailed(lang, why)))
                }
                _ => problem.update(|p| {
                    if matches!(p, Some(Problem::LanguageFailed(..))) {
                        *p = None;
                    }
                }),
            }
        });
    });
}

/// The settings context (present everywhere inside the app).
pub fn use_settings() -> Option<SettingsContext> {
    use_context::<SettingsContext>()
}
