//! The page's language: which one is shown, its catalogue (English built in, another
//! fetched from `i18n/<code>/ui-<build>.ftl` when chosen: the messages this build shows), and [`t`], which every view calls for
//! its words. Reading a message inside a reactive closure re-renders it when the language
//! changes, so the whole page changes at once, without a reload.

use crate::engine::GameId;
use crate::i18n::{self, Arg, Catalogue, Lang, Locale, Msg};
use leptos::prelude::*;
use std::collections::HashMap;
use std::sync::Arc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The language shown and its catalogue (`None` for English, built in).
#[derive(Clone)]
struct Shown {
    lang: Lang,
    catalogue: Option<Arc<Catalogue>>,
}

thread_local! {
    static SHOWN: ArcRwSignal<Shown> = ArcRwSignal::new(Shown { lang: Lang::En, catalogue: None });
    /// The language last asked for: a slow fetch of an earlier choice must not win.
    static WANTED: std::cell::Cell<Lang> = const { std::cell::Cell::new(Lang::En) };
    /// Whether the page's first language is shown (or could not be fetched).
    static SETTLED: ArcRwSignal<bool> = ArcRwSignal::new(false);
    /// The catalogues fetched so far, so a language chosen again is not fetched again.
    static FETCHED: std::cell::RefCell<HashMap<Lang, Arc<Catalogue>>> = Default::default();
    /// Each language's plural rules, made once, when first needed.
    static PLURALS: std::cell::RefCell<HashMap<Lang, js_sys::Intl::PluralRules>> =
        Default::default();
    /// Each language's number style, made once, when first needed (its first use in a page
    /// costs tens of milliseconds).
    static NUMBERS: std::cell::RefCell<HashMap<Lang, js_sys::Function>> = Default::default();
}

/// A language's plural rules and numbers, from the browser's `Intl` (no locale data in the
/// wasm).
struct BrowserLocale(Lang);

impl BrowserLocale {
    /// The browser's arguments for the language: its code, and no options.
    fn locales(&self) -> (js_sys::Array, js_sys::Object) {
        (
            js_sys::Array::of1(&self.0.code().into()),
            js_sys::Object::new(),
        )
    }
}

impl Locale for BrowserLocale {
    fn plural(&self, n: i64) -> String {
        PLURALS.with_borrow_mut(|plurals| {
            let rules = plurals.entry(self.0).or_insert_with(|| {
                let (locales, options) = self.locales();
                js_sys::Intl::PluralRules::new(&locales, &options)
            });
            rules.select(n as f64).into()
        })
    }

    fn number(&self, n: i64) -> String {
        // Below a thousand, each of Rosette's languages writes a count in plain digits; the
        // browser's number format is made only for larger ones (its first use in a page
        // costs tens of milliseconds while the page opens).
        if (0..1000).contains(&n) {
            return n.to_string();
        }
        let n = n as f64;
        NUMBERS
            .with_borrow_mut(|numbers| {
                let format = numbers.entry(self.0).or_insert_with(|| {
                    let (locales, options) = self.locales();
                    js_sys::Intl::NumberFormat::new(&locales, &options).format()
                });
                format.call1(&wasm_bindgen::JsValue::NULL, &n.into())
            })
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_else(|| (n as i64).to_string())
    }
}

/// A size in bytes as the page's language writes it ("812 bytes", "3.4 kB", "3,4 ko"),
/// tenths at most, as the browser's `Intl.NumberFormat` writes sizes (a browser test
/// compares them) but without it: its first use in a page costs tens of milliseconds.
/// Inside a reactive closure it follows the language.
pub fn size(bytes: usize) -> String {
    let tenths = |unit: usize| (bytes as f64 * 10.0 / unit as f64).round() as u64;
    let (msg, tenths) = match bytes {
        b if b < 1000 => return tf(Msg::SizeBytes, &[("count", b.into())]),
        _ if tenths(1000) < 10_000 => (Msg::SizeKilobytes, tenths(1000)),
        _ => (Msg::SizeMegabytes, tenths(1_000_000)),
    };
    let (whole, tenth) = (tenths / 10, tenths % 10);
    let value = match tenth {
        0 => whole.to_string(),
        _ => format!("{whole}{}{tenth}", shown().decimal_separator()),
    };
    tf(msg, &[("size", value.into())])
}

/// A message in the page's language. Inside a reactive closure it follows the language.
pub fn t(msg: Msg) -> String {
    tf(msg, &[])
}

/// A message that follows the language, for a view's text or an attribute
/// (`{tr(Msg::Done)}`, `aria-label=tr(Msg::Settings)`). Every message gets the same
/// closure type, so the views share one copy of the code that keeps it up to date.
pub fn tr(msg: Msg) -> impl Fn() -> String + Copy + Send + Sync + 'static {
    move || t(msg)
}

/// A message with its named placeables filled in.
pub fn tf(msg: Msg, args: &[(&str, Arg)]) -> String {
    SHOWN.with(|shown| {
        shown.with(|s| i18n::text(msg, args, s.catalogue.as_deref(), &BrowserLocale(s.lang)))
    })
}

/// A message split around one placeable, for a sentence with a link or a button inside:
/// the text before it and after it.
pub fn around(msg: Msg, var: &str, args: &[(&str, Arg)]) -> (String, String) {
    const MARK: &str = "\u{1}";
    let mut all = args.to_vec();
    all.push((var, Arg::from(MARK)));
    let text = tf(msg, &all);
    let (before, after) = text.split_once(MARK).unwrap_or((&text, ""));
    (before.to_string(), after.to_string())
}

/// The language shown now (English until a chosen one's catalogue has arrived).
pub fn shown() -> Lang {
    SHOWN.with(|s| s.with(|s| s.lang))
}

/// The language the browser prefers among Rosette's (`navigator.languages`).
pub fn browser_lang() -> Lang {
    let languages: Vec<String> = window()
        .navigator()
        .languages()
        .iter()
        .filter_map(|l| l.as_string())
        .collect();
    Lang::pick(&languages)
}

/// Why a file of the site could not be fetched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FetchFailure {
    /// No answer: the device is offline and has no copy, or the site is down.
    Unreachable,
    /// The site answered with this HTTP status.
    Status(u16),
    /// The answer could not be read as text.
    Unreadable,
}

impl FetchFailure {
    /// Why, in the page's language.
    pub fn words(self) -> String {
        match self {
            FetchFailure::Unreachable => t(Msg::FetchUnreachable),
            FetchFailure::Status(status) => tf(Msg::FetchStatus, &[("status", status.into())]),
            FetchFailure::Unreadable => t(Msg::FetchUnreadable),
        }
    }
}

/// Fetches a file of the site as text; why not when it cannot. A file that
/// index.html began to fetch with the page (`window.rosetteEarly`, by path) is taken from
/// there, once; if that fetch failed, it is fetched again, for the reason.
pub async fn fetch_text(path: &str) -> Result<String, FetchFailure> {
    if let Some(early) = fetched_early(path) {
        if let Some(text) = JsFuture::from(early).await.ok().and_then(|t| t.as_string()) {
            return Ok(text);
        }
    }
    let response = JsFuture::from(window().fetch_with_str(path))
        .await
        .ok()
        .and_then(|r| r.dyn_into::<web_sys::Response>().ok())
        .ok_or(FetchFailure::Unreachable)?;
    if !response.ok() {
        return Err(FetchFailure::Status(response.status()));
    }
    let text = response.text().map_err(|_| FetchFailure::Unreadable)?;
    JsFuture::from(text)
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or(FetchFailure::Unreadable)
}

/// The promise of `path`'s text that index.html began with the page, taken out so that a
/// later fetch of the file (after a language change, say) asks again.
fn fetched_early(path: &str) -> Option<js_sys::Promise> {
    let early = js_sys::Reflect::get(&window(), &"rosetteEarly".into()).ok()?;
    let key = wasm_bindgen::JsValue::from_str(path);
    let text = js_sys::Reflect::get(&early, &key).ok()?.dyn_into().ok()?;
    let _ = js_sys::Reflect::delete_property(early.unchecked_ref::<js_sys::Object>(), &key);
    Some(text)
}

/// The language shown, once the page's first language is (or could not be fetched), `None`
/// before (a reactive read): a text fetched in the page's language waits for it, so a page
/// opened in another language does not fetch its text in English first.
pub fn settled_shown() -> Option<Lang> {
    SETTLED.with(|s| s.get()).then(shown)
}

/// The page's first language is shown, or could not be fetched: see [`when_settled`].
pub fn settled() {
    SETTLED.with(|s| s.set(true));
}

/// Runs `f` once the page's first language is shown (or could not be fetched), so that
/// words made once, such as a notice about a link opened with the page, are in it.
pub fn when_settled(f: impl FnOnce() + 'static) {
    let settled = SETTLED.with(|s| s.clone());
    let mut f = Some(f);
    Effect::new(move |_| {
        if settled.get() {
            if let Some(f) = f.take() {
                f();
            }
        }
    });
}

/// The language last asked for with [`show`].
pub fn wanted() -> Lang {
    WANTED.get()
}

/// This build's part of a language's catalogue (scripts/split-catalogues.mjs, named as
/// index.html's early fetch names it): one game's pages, the saves page's, the home page's,
/// or the whole catalogue for the whole app (which only a development build runs).
fn catalogue_file() -> String {
    let games: Vec<GameId> = GameId::ALL.into_iter().filter(|g| g.built()).collect();
    match (cfg!(feature = "game-pages"), games.as_slice()) {
        (true, [game]) => format!("ui-{}.ftl", game.as_str()),
        (false, []) => "ui-home.ftl".into(),
        (false, _) => "ui-saves.ftl".into(),
        (true, _) => "ui.ftl".into(),
    }
}

/// Where a language's file of texts is, beside the page.
pub fn file_of(lang: Lang, name: &str) -> String {
    format!("i18n/{}/{name}", lang.code())
}

/// Shows `lang`: at once if it is English or already fetched, else once its catalogue has
/// arrived (the page stays in its current language meanwhile); why not if it cannot be
/// fetched.
pub async fn show(lang: Lang) -> Result<(), FetchFailure> {
    WANTED.set(lang);
    // Already shown (English as the app starts): nothing to redraw.
    if SHOWN.with(|s| s.with_untracked(|s| s.lang)) == lang {
        return Ok(());
    }
    let catalogue = match lang {
        Lang::En => None,
        _ => match FETCHED.with_borrow(|f| f.get(&lang).cloned()) {
            Some(c) => Some(c),
            None => {
                let text = fetch_text(&file_of(lang, &catalogue_file())).await?;
                let catalogue = Arc::new(Catalogue::parse(&text).0);
                FETCHED.with_borrow_mut(|f| f.insert(lang, catalogue.clone()));
                Some(catalogue)
            }
        },
    };
    if WANTED.get() != lang {
        return Ok(());
    }
    SHOWN.with(|s| s.set(Shown { lang, catalogue }));
    let root = document().document_element();
    if let Some(root) = root {
        let _ = root.set_attribute("lang", lang.code());
    }
    document().set_title(&t(Msg::SiteTitle));
    Ok(())
}
