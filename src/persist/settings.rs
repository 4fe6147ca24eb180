//! The player's settings: language, theme, sounds, motion, move hints and board coordinates. Stored
//! as versioned JSON (the UI keeps it in localStorage under [`SETTINGS_KEY`]); text that
//! cannot be read gives the defaults, never an error, so a damaged value costs nothing
//! but the choices it held.

use crate::i18n::Lang;
use crate::persist::json;
use serde::{Deserialize, Serialize};

/// The localStorage key of the settings.
pub const SETTINGS_KEY: &str = "rosette.v1.settings";

/// The settings format this build writes.
pub const SETTINGS_VERSION: u32 = 1;

/// The page's colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Light or dark as the system prefers (high contrast if it asks for more contrast).
    #[default]
    System,
    /// Light.
    Light,
    /// Dark.
    Dark,
    /// Black and white with thick outlines.
    Contrast,
}

impl Theme {
    /// Every theme, in the order the settings list them.
    pub const ALL: [Theme; 4] = [Theme::System, Theme::Light, Theme::Dark, Theme::Contrast];

    /// The name used in the stored text and in the page's `data-theme` attribute.
    pub fn as_str(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
            Theme::Contrast => "contrast",
        }
    }

    /// The theme actually shown, given what the system prefers.
    pub fn resolve(self, system_dark: bool, system_more_contrast: bool) -> Theme {
        match self {
            Theme::System if system_more_contrast => Theme::Contrast,
            Theme::System if system_dark => Theme::Dark,
            Theme::System => Theme::Light,
            chosen => chosen,
        }
    }

    /// The browser's colour for its own bar (`<meta name="theme-color">`) in a resolved
    /// theme: the top bar's `--surface`, so the bar and the page's top meet without a seam.
    /// index.html's first-paint script holds the same table.
    pub fn chrome_colour(self) -> &'static str {
        match self {
            Theme::Dark => "#1f2227",
            Theme::System | Theme::Light | Theme::Contrast => "#ffffff",
        }
    }
}

/// Whether animations play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Motion {
    /// As the system's reduced-motion preference says.
    #[default]
    System,
    /// Always reduce motion (no animations).
    Reduce,
    /// Always animate.
    Full,
}

impl Motion {
    /// Every choice, in the order the settings list them.
    pub const ALL: [Motion; 3] = [Motion::System, Motion::Reduce, Motion::Full];

    /// The name used in the stored text.
    pub fn as_str(self) -> &'static str {
        match self {
            Motion::System => "system",
            Motion::Reduce => "reduce",
            Motion::Full => "full",
        }
    }

    /// Whether motion is reduced, given the system's preference.
    pub fn reduced(self, system_reduce: bool) -> bool {
        match self {
            Motion::System => system_reduce,
            Motion::Reduce => true,
            Motion::Full => false,
        }
    }
}

/// Everything the player can set. Missing fields take their defaults, so older settings
/// texts still read.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The format version ([`SETTINGS_VERSION`]).
    pub version: u32,
    /// The colour theme.
    pub theme: Theme,
    /// Whether moves, captures and the end of a game make a sound.
    pub sounds: bool,
    /// Sound volume, 0–100.
    pub volume: u8,
    /// Whether animations play.
    pub motion: Motion,
    /// Whether the boards mark the legal moves of a picked piece.
    pub hints: bool,
    /// Whether the boards show their coordinates.
    pub coordinates: bool,
    /// The language chosen in the settings; `None` follows the browser's preferences. A
    /// language this build does not know reads as `None`, not as unreadable settings.
    #[serde(
        deserialize_with = "known_language",
        skip_serializing_if = "Option::is_none"
    )]
    pub language: Option<Lang>,
}

fn known_language<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
    let code = Option::<String>::deserialize(d)?;
    Ok(code.as_deref().and_then(Lang::from_tag))
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: SETTINGS_VERSION,
            theme: Theme::System,
            sounds: true,
            volume: 60,
            motion: Motion::System,
            hints: true,
            coordinates: true,
            language: None,
        }
    }
}

impl Settings {
    /// Reads stored settings; anything unreadable (bad JSON, an unknown value, another
    /// version) gives the defaults, with the reason.
    pub fn from_json(text: &str) -> (Settings, Option<String>) {
        match json::from_str::<Settings>(text) {
            Ok(s) if s.version == SETTINGS_VERSION => (
                Settings {
                    volume: s.volume.min(100),
                    ..s
                },
                None,
            ),
            Ok(s) => (
                Settings::default(),
                Some(format!("settings version {} is not known", s.version)),
            ),
            Err(e) => (Settings::default(), Some(e)),
        }
    }

    /// The settings as stored.
    pub fn to_json(&self) -> String {
        json::to_string(self).expect("settings always serialize")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chrome_colours_match_the_surface_and_the_first_paint_script() {
        let themes = include_str!("../../style/themes.css");
        let dark = themes
            .split(":root[data-theme=\"dark\"]")
            .nth(1)
            .expect("a dark theme");
        let contrast = themes
            .split(":root[data-theme=\"contrast\"]")
            .nth(1)
            .expect("a contrast theme");
        let main = include_str!("../../style/main.css");
        for (theme, css) in [
            (Theme::Light, main),
            (Theme::Dark, dark),
            (Theme::Contrast, contrast),
        ] {
            let surface = format!("--surface: {};", theme.chrome_colour());
            assert!(css.contains(&surface), "{theme:?}: {surface}");
            let script = format!("{}: \"{}\"", theme.as_str(), theme.chrome_colour());
            assert!(
                include_str!("../../index.html").contains(&script),
                "{script}"
            );
        }
    }

    #[test]
    fn defaults_follow_the_system_with_sound_and_hints_on() {
        let s = Settings::default();
        assert_eq!(s.theme, Theme::System);
        assert_eq!(s.motion, Motion::System);
        assert!(s.sounds && s.hints && s.coordinates);
        assert_eq!(s.volume, 60);
    }

    #[test]
    fn settings_round_trip() {
        let s = Settings {
            theme: Theme::Contrast,
            sounds: false,
            volume: 15,
            motion: Motion::Reduce,
            hints: false,
            coordinates: false,
            language: Some(Lang::Hu),
            ..Settings::default()
        };
        let text = s.to_json();
        assert!(text.contains(r#""theme":"contrast""#), "{text}");
        assert!(text.contains(r#""language":"hu""#), "{text}");
        assert_eq!(Settings::from_json(&text), (s, None));
    }

    #[test]
    fn damaged_text_gives_the_defaults_with_a_reason() {
        for bad in [
            "",
            "not json",
            "[1,2]",
            r#"{"version":1,"theme":"purple"}"#,
            r#"{"version":1,"sounds":"yes"}"#,
            r#"{"version":1,"volume":-3}"#,
            r#"{"version":2,"theme":"dark"}"#,
        ] {
            let (s, why) = Settings::from_json(bad);
            assert_eq!(s, Settings::default(), "{bad}");
            assert!(why.is_some(), "{bad}");
        }
    }

    #[test]
    fn missing_fields_take_defaults_and_volume_is_capped() {
        let (s, why) = Settings::from_json(r#"{"version":1,"theme":"dark","volume":250}"#);
        assert_eq!(why, None);
        assert_eq!(s.theme, Theme::Dark);
        assert_eq!(s.volume, 100);
        assert!(s.sounds);
    }

    #[test]
    fn a_language_this_build_does_not_know_follows_the_browser_and_keeps_the_rest() {
        let text = r#"{"version":1,"theme":"dark","language":"tlh"}"#;
        let (s, why) = Settings::from_json(text);
        assert_eq!(why, None);
        assert_eq!((s.theme, s.language), (Theme::Dark, None));
        let (s, _) = Settings::from_json(r#"{"version":1,"language":"de-CH"}"#);
        assert_eq!(s.language, Some(Lang::De));
    }

    #[test]
    fn system_theme_resolves_from_the_system_preferences() {
        assert_eq!(Theme::System.resolve(false, false), Theme::Light);
        assert_eq!(Theme::System.resolve(true, false), Theme::Dark);
        assert_eq!(Theme::System.resolve(true, true), Theme::Contrast);
        assert_eq!(Theme::Light.resolve(true, true), Theme::Light);
        assert_eq!(Theme::Dark.resolve(false, false), Theme::Dark);
        assert!(Motion::System.reduced(true) && !Motion::System.reduced(false));
        assert!(Motion::Reduce.reduced(false) && !Motion::Full.reduced(true));
    }
}
