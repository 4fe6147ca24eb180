//! The players' languages: which ones Rosette speaks, their catalogues of messages, and
//! the checks that keep translations level with English. Pure (no web): `ui::lang` fetches
//! a chosen language's files and formats messages with the browser's plural rules and
//! number style; the command line's `rosette i18n --check` reads the files from disk.
//!
//! English is built in (`public/i18n/en/ui.ftl`): every message there becomes a [`Msg`]
//! constant with its English text, so an unknown id does not compile, and a build carries
//! only the English texts its code names. Other languages are
//! fetched when chosen.

mod boot;
pub mod check;
pub mod ftl;

pub use boot::BOOT_WORDS;
pub use ftl::{Arg, Catalogue, Locale, Pattern};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

include!(concat!(env!("OUT_DIR"), "/msg.rs"));

impl Msg {
    /// The message's id in the catalogues.
    pub fn id(self) -> &'static str {
        self.0.id
    }

    /// The key of the message's id (`ftl::key`): how the app finds it in a catalogue.
    pub fn key(self) -> u32 {
        self.0.key
    }

    /// The message's English text, as the catalogue writes it (empty in a build without
    /// the features its section asks for).
    pub fn english(self) -> &'static str {
        self.0.english
    }
}

// Ids have distinct keys (build.rs refuses two with one key): a message is its key.
impl PartialEq for Msg {
    fn eq(&self, other: &Msg) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Msg {}

impl std::hash::Hash for Msg {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

/// The constant's name, as the code writes it (`nav-saves` → `NavSaves`).
impl std::fmt::Debug for Msg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for word in self.id().split('-') {
            let mut letters = word.chars();
            if let Some(first) = letters.next() {
                write!(f, "{}{}", first.to_ascii_uppercase(), letters.as_str())?;
            }
        }
        Ok(())
    }
}

/// A language Rosette speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, built in.
    En,
    /// Hungarian.
    Hu,
    /// German.
    De,
    /// French.
    Fr,
    /// Spanish.
    Es,
}

impl Lang {
    /// Every language, in the order the language menu lists them (by their own names).
    pub const ALL: [Lang; 5] = [Lang::De, Lang::En, Lang::Es, Lang::Fr, Lang::Hu];

    /// The language's BCP 47 code, as in `<html lang>` and the catalogues' folder names.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Hu => "hu",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es",
        }
    }

    /// The language's name in itself, as the menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Hu => "Magyar",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Es => "Español",
        }
    }

    /// What the language writes between a number's whole part and its tenths.
    pub fn decimal_separator(self) -> char {
        match self {
            Lang::En => '.',
            Lang::Hu | Lang::De | Lang::Fr | Lang::Es => ',',
        }
    }

    /// The language of a tag such as `de-AT` or `fr`, by its primary subtag.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's preferred languages that Rosette speaks; English if none.
    pub fn pick<S: AsRef<str>>(preferred: &[S]) -> Lang {
        preferred
            .iter()
            .find_map(|tag| Lang::from_tag(tag.as_ref()))
            .unwrap_or(Lang::En)
    }
}

impl Serialize for Lang {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Lang {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Lang, D::Error> {
        let code = String::deserialize(deserializer)?;
        Lang::from_tag(&code)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown language '{code}'")))
    }
}

/// The English catalogue, from the built-in texts (for the checks; the app reads one
/// message at a time).
pub fn english_catalogue() -> Catalogue {
    let messages = Msg::ALL
        .iter()
        .map(|m| (m.id().to_string(), english(*m)))
        .collect();
    Catalogue::new(messages)
}

/// A message's English pattern (a text that does not read shows as it is written).
fn english(msg: Msg) -> Pattern {
    ftl::parse_message(msg.english())
        .unwrap_or_else(|_| vec![ftl::Part::Text(msg.english().to_string())])
}

/// English's plural rule and plain numbers: what the command line and native tests format
/// with (the browser uses `Intl` for every language).
pub struct PlainEnglish;

impl Locale for PlainEnglish {
    fn plural(&self, n: i64) -> String {
        if n == 1 { "one" } else { "other" }.to_string()
    }

    fn number(&self, n: i64) -> String {
        n.to_string()
    }
}

/// A message in `catalogue` (`None`: English), or in English where `catalogue` lacks it,
/// with `args` filled in.
pub fn text(
    msg: Msg,
    args: &[(&str, Arg)],
    catalogue: Option<&Catalogue>,
    locale: &dyn Locale,
) -> String {
    match catalogue.and_then(|c| c.get_key(msg.key())) {
        Some(pattern) => ftl::format(pattern, args, locale),
        // Most English messages are plain text, shown as written: nothing to read.
        None if !msg.english().contains('{') => msg.english().to_string(),
        None => ftl::format(&english(msg), args, locale),
    }
}

#[cfg(test)]
mod tests;
