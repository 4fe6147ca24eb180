//! The web app's pages and which of its builds shows each: the one list that both the app
//! (`Route::shown`) and the loader in index.html read. scripts/build-web writes
//! [`loader_table`] (from `rosette site --json`) into index.html, so the loader picks a
//! page's build before any wasm has arrived, and builds one app per game from the same
//! game list ([`GameId::ALL`]).

use crate::engine::GameId;

/// A page of the app, addressed by the URL's fragment (`#/play/pyrga`), so that a static
/// host needs no rewrites; a shared game travels in the query (`?g=…`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The game list.
    Home,
    /// A game's play screen.
    Play(GameId),
    /// A game's rules.
    Rules(GameId),
    /// The saved games.
    Saves,
    /// A game's position editor.
    Edit(GameId),
    /// The Chirality boards: R1, R2 and custom discs, with overlays.
    Boards,
    /// A game's lessons: the list, or one lesson by id.
    Learn(GameId, Option<String>),
    /// A game's puzzles: the list, or one puzzle by id.
    Puzzles(GameId, Option<String>),
    /// Anything else.
    NotFound(String),
}

/// Whether this build holds the games' own pages (play, rules, learn, puzzles, editor and
/// the boards): every build but the saves page's.
pub const GAME_PAGES: bool = cfg!(feature = "game-pages");

/// Which build of the web app a page needs (scripts/build-web builds each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Build {
    /// The home page's build, with no game; every build shows the home page.
    Home,
    /// One game's build: its play, rules, learn, puzzles and editor pages.
    Game(GameId),
    /// The saves page's build: every game, to draw its positions, and none of their pages.
    Saves,
}

/// What a page's first path segment asks of the builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Needs {
    /// The build of the game named next (`#/play/<game>`).
    TheGame,
    /// This game's build (a page of one game that does not name it).
    Game(GameId),
    /// The saves page's build.
    Saves,
}

/// Every page but the home page, by its first path segment, and the build it needs.
const PAGES: &[(&str, Needs)] = &[
    // A game's pages are in its build, so that going from a lesson to the board or the
    // rules does not reload into another build.
    ("play", Needs::TheGame),
    ("rules", Needs::TheGame),
    ("learn", Needs::TheGame),
    ("puzzles", Needs::TheGame),
    ("edit", Needs::TheGame),
    // The boards gallery shows Chirality's boards only.
    ("boards", Needs::Game(GameId::Chirality)),
    // The saves show every game's positions, in a build of their own.
    ("saves", Needs::Saves),
];

impl Route {
    /// Reads a location fragment such as `#/rules/pyrga`.
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_matches('/');
        let parts: Vec<&str> = path.split('/').collect();
        let game = |id: &str, page: &dyn Fn(GameId) -> Route| {
            GameId::parse(id).map_or(Route::NotFound(path.into()), page)
        };
        match parts[..] {
            [""] => Route::Home,
            ["saves"] => Route::Saves,
            ["boards"] => Route::Boards,
            // A live invitation or answer opens on the game's play page, which reads it.
            ["play", id] | ["play", id, "live", _] => game(id, &Route::Play),
            ["rules", id] => game(id, &Route::Rules),
            ["edit", id] => game(id, &Route::Edit),
            ["learn", id] => game(id, &|g| Route::Learn(g, None)),
            ["learn", id, lesson] if !lesson.is_empty() => {
                game(id, &|g| Route::Learn(g, Some(lesson.to_string())))
            }
            ["puzzles", id] => game(id, &|g| Route::Puzzles(g, None)),
            ["puzzles", id, puzzle] if !puzzle.is_empty() => {
                game(id, &|g| Route::Puzzles(g, Some(puzzle.to_string())))
            }
            _ => Route::NotFound(path.into()),
        }
    }

    /// The fragment that leads here.
    pub fn href(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::Saves => "#/saves".into(),
            Route::Play(g) => format!("#/play/{}", g.as_str()),
            Route::Rules(g) => format!("#/rules/{}", g.as_str()),
            Route::Edit(g) => format!("#/edit/{}", g.as_str()),
            Route::Boards => "#/boards".into(),
            Route::Learn(g, None) => format!("#/learn/{}", g.as_str()),
            Route::Learn(g, Some(id)) => format!("#/learn/{}/{id}", g.as_str()),
            Route::Puzzles(g, None) => format!("#/puzzles/{}", g.as_str()),
            Route::Puzzles(g, Some(id)) => format!("#/puzzles/{}/{id}", g.as_str()),
            Route::NotFound(p) => format!("#/{p}"),
        }
    }

    /// The game this page belongs to: its play, rules, learn, puzzles or editor page (the
    /// top bar marks that game's entry).
    pub fn game(&self) -> Option<GameId> {
        match self {
            Route::Play(g) | Route::Rules(g) | Route::Edit(g) => Some(*g),
            Route::Learn(g, _) | Route::Puzzles(g, _) => Some(*g),
            Route::Home | Route::Saves | Route::Boards | Route::NotFound(_) => None,
        }
    }

    /// The smallest build that shows this page, from the table of pages that the loader
    /// reads too ([`loader_table`]).
    pub fn build(&self) -> Build {
        let href = self.href();
        let mut parts = href.trim_start_matches("#/").split('/');
        let first = parts.next().unwrap_or_default();
        match PAGES.iter().find(|(page, _)| *page == first) {
            Some((_, Needs::Saves)) => Build::Saves,
            Some((_, Needs::Game(game))) => Build::Game(*game),
            Some((_, Needs::TheGame)) => parts
                .next()
                .and_then(|id| GameId::parse(id).ok())
                .map_or(Build::Home, Build::Game),
            None => Build::Home,
        }
    }

    /// Whether this build of the app shows the page: every build shows the home page (and
    /// "not found"), a game's build also that game's pages, the saves page's build the
    /// saves, and the whole app (a development build) every page. index.html's loader picks
    /// the build for the address and reloads the tab when the player goes to a page the
    /// running build lacks; the app leaves such a `hashchange` to it.
    pub fn shown(&self) -> bool {
        match self.build() {
            Build::Home => true,
            Build::Game(g) => g.built() && GAME_PAGES,
            Build::Saves => GameId::ALL_BUILT,
        }
    }
}

/// The games and pages as the loader in index.html reads them (JSON): the game ids, and
/// each page's first path segment with `"game"` (the build of the game named next), a game's
/// id (that game's build) or `"app"` (the whole app).
pub fn loader_table() -> String {
    let games: Vec<String> = GameId::ALL
        .iter()
        .map(|g| format!("\"{}\"", g.as_str()))
        .collect();
    let pages: Vec<String> = PAGES
        .iter()
        .map(|(page, needs)| {
            let build = match needs {
                Needs::TheGame => "game",
                Needs::Game(game) => game.as_str(),
                Needs::Saves => "saves",
            };
            format!("\"{page}\": \"{build}\"")
        })
        .collect();
    format!(
        "{{\"games\": [{}], \"pages\": {{{}}}}}",
        games.join(", "),
        pages.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_reads_back_from_its_address() {
        let mut routes = vec![Route::Home, Route::Saves, Route::Boards];
        for g in GameId::ALL {
            routes.extend([Route::Play(g), Route::Rules(g), Route::Edit(g)]);
            routes.extend([Route::Learn(g, None), Route::Learn(g, Some("first".into()))]);
            routes.extend([
                Route::Puzzles(g, None),
                Route::Puzzles(g, Some("p1".into())),
            ]);
        }
        for route in routes {
            assert_eq!(Route::parse(&route.href()), route);
            let named = route
                .href()
                .split('/')
                .nth(2)
                .map(|g| GameId::parse(g).unwrap());
            assert_eq!(route.game(), named, "{route:?}");
        }
        assert_eq!(
            Route::parse("#/play/chess"),
            Route::NotFound("play/chess".into())
        );
    }

    #[test]
    fn each_page_names_the_build_that_shows_it() {
        assert_eq!(Route::Home.build(), Build::Home);
        assert_eq!(Route::NotFound("x/y".into()).build(), Build::Home);
        assert_eq!(
            Route::Play(GameId::Pyrga).build(),
            Build::Game(GameId::Pyrga)
        );
        let chiron = Build::Game(GameId::Chiron);
        assert_eq!(Route::Rules(GameId::Chiron).build(), chiron);
        assert_eq!(Route::Edit(GameId::Chiron).build(), chiron);
        assert_eq!(Route::Learn(GameId::Chiron, None).build(), chiron);
        assert_eq!(
            Route::Learn(GameId::Chiron, Some("x".into())).build(),
            chiron
        );
        assert_eq!(Route::Puzzles(GameId::Chiron, None).build(), chiron);
        assert_eq!(
            Route::Puzzles(GameId::Chiron, Some("p".into())).build(),
            chiron
        );
        assert_eq!(Route::Saves.build(), Build::Saves);
        assert_eq!(Route::Boards.build(), Build::Game(GameId::Chirality));
        assert!(Route::Saves.shown(), "the tests hold every game");
    }

    #[test]
    fn the_loader_table_is_json_with_every_game_and_page() {
        let table: serde_json::Value = serde_json::from_str(&loader_table()).unwrap();
        let games: Vec<&str> = table["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g.as_str().unwrap())
            .collect();
        let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
        assert_eq!(games, ids);
        assert_eq!(table["pages"]["play"], "game");
        assert_eq!(table["pages"]["saves"], "saves");
        assert_eq!(table["pages"]["boards"], "chirality");
        assert_eq!(table["pages"].as_object().unwrap().len(), PAGES.len());
    }

    /// The cargo features that choose a build's games (Cargo.toml) are the game ids.
    #[test]
    fn every_game_has_its_cargo_feature() {
        let manifest = include_str!("../Cargo.toml");
        let features = manifest
            .split("[features]")
            .nth(1)
            .and_then(|rest| rest.split("\n[").next())
            .expect("Cargo.toml has a [features] table");
        let mut names: Vec<&str> = features
            .lines()
            .filter_map(|line| line.split_once(" = []"))
            .map(|(name, _)| name.trim())
            .filter(|&name| name != "game-pages" && name != "split")
            .collect();
        names.sort_unstable();
        let mut ids: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
        ids.sort_unstable();
        assert_eq!(names, ids);
        let default = features.lines().find(|l| l.starts_with("default")).unwrap();
        assert!(ids.iter().all(|id| default.contains(&format!("\"{id}\""))));
    }
}
