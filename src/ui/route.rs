//! Pages are addressed by the URL's fragment (`#/play/pyrga`), so the static server needs
//! no rewrites; a shared game travels in the query (`?g=…`).

use crate::engine::GameId;

/// A page of the app.
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
    /// Anything else.
    NotFound(String),
}

impl Route {
    /// Reads a location fragment such as `#/rules/pyrga`.
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_matches('/');
        let parts: Vec<&str> = path.split('/').collect();
        match parts[..] {
            [""] => Route::Home,
            ["saves"] => Route::Saves,
            ["boards"] => Route::Boards,
            ["play", game] => GameId::parse(game).map_or(Route::NotFound(path.into()), Route::Play),
            ["rules", game] => {
                GameId::parse(game).map_or(Route::NotFound(path.into()), Route::Rules)
            }
            ["edit", game] => GameId::parse(game).map_or(Route::NotFound(path.into()), Route::Edit),
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
            Route::NotFound(p) => format!("#/{p}"),
        }
    }
}
