//! The loading screen in `index.html` (shown until the app's wasm mounts) speaks with the
//! app's own words, in the page's language: every word it names is one of
//! `i18n::BOOT_WORDS`, which scripts/build-web fills in from the catalogues.

use rosette::i18n::{Msg, BOOT_WORDS};

const INDEX: &str = include_str!("../index.html");
const BUILD_WEB: &str = include_str!("../scripts/build-web");

/// Every message id index.html asks for by name: `data-msg="…"` and `words["…"]`.
fn named_ids() -> Vec<String> {
    let mut ids = Vec::new();
    for (open, close) in [("data-msg=\"", '"'), ("[\"", '"')] {
        for (at, _) in INDEX.match_indices(open) {
            let rest = &INDEX[at + open.len()..];
            ids.push(rest[..rest.find(close).unwrap()].to_string());
        }
    }
    // `words["tagline-" + game]` is checked on its own.
    ids.retain(|id| id.chars().all(|c| c.is_ascii_lowercase() || c == '-') && !id.ends_with('-'));
    ids
}

#[test]
fn the_loading_screen_names_only_boot_words() {
    let boot: Vec<&str> = BOOT_WORDS.iter().map(|m| m.id()).collect();
    let ids = named_ids();
    assert!(ids.len() >= 5, "{ids:?}");
    for id in ids {
        assert!(
            boot.contains(&id.as_str()),
            "index.html names '{id}', not a boot word"
        );
    }
    // Each game's line is looked up by the game's name.
    assert!(INDEX.contains("words[\"tagline-\" + m[2]]"));
    assert!(boot.contains(&Msg::TaglinePyrga.id()));
}

#[test]
fn the_release_fills_in_the_words_of_every_language() {
    assert!(INDEX.contains("window.rosetteWords = {/*BOOT_WORDS*/};"));
    assert!(BUILD_WEB.contains("rosette i18n --boot-json"));
}

#[test]
fn the_english_loading_screen_says_what_the_home_page_says() {
    for (id, msg) in [("boot-title", Msg::HomeTitle), ("boot-lede", Msg::HomeLede)] {
        let start = INDEX
            .find(&format!("id=\"{id}\" data-msg=\"{}\">", msg.id()))
            .expect(id);
        let start = start + INDEX[start..].find('>').unwrap() + 1;
        let text = &INDEX[start..start + INDEX[start..].find('<').unwrap()];
        let english = rosette::i18n::text(msg, &[], None, &rosette::i18n::PlainEnglish);
        assert_eq!(text, english);
    }
}
