//! The loading screen in `index.html` (shown until the app's wasm mounts) speaks with the
//! app's own words: each game's title and line, and the home page's heading and lede.

use rosette::engine::GameId;

const INDEX: &str = include_str!("../index.html");
const HOME: &str = include_str!("../src/ui/pages/home.rs");

#[test]
fn each_game_loads_under_its_own_title_and_line() {
    for game in GameId::ALL {
        let entry = format!(
            "\"{}\": [\"{}\", \"{}\"]",
            game.as_str(),
            game.title(),
            game.tagline()
        );
        assert!(INDEX.contains(&entry), "index.html lacks {entry}");
    }
}

#[test]
fn the_home_page_loads_under_its_own_heading_and_lede() {
    for id in ["boot-title", "boot-lede"] {
        let start = INDEX.find(&format!("id=\"{id}\">")).expect(id) + id.len() + 6;
        let text = &INDEX[start..start + INDEX[start..].find('<').unwrap()];
        assert!(
            HOME.contains(&format!("\"{text}\"")),
            "the home page does not say '{text}'"
        );
    }
}
