//! The versioned game record behind saves and links.

use crate::engine::{AnyGame, AnyMove, GameId, MoveError, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The current save format version. Older versions are migrated by [`GameRecord::from_json`].
pub const SAVE_VERSION: u32 = 1;

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "kind", content = "level")]
pub enum Seat {
    /// A person at this device.
    Human,
    /// The AI at a level (its name, e.g. `"medium"`).
    Ai(String),
}

/// A game as saved or shared: enough to rebuild every position exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Format version ([`SAVE_VERSION`] when written by this build).
    pub version: u32,
    /// A random id that follows the game through saves and play-by-link.
    pub id: String,
    /// The game's id (`"pyrga"`, …).
    pub game: String,
    /// The options text (see `engine::options`).
    #[serde(default)]
    pub options: String,
    /// The start position when the game did not start from the options' start.
    #[serde(default)]
    pub start: Option<String>,
    /// Every move (chance outcomes included) in the game's notation.
    pub moves: Vec<String>,
    /// Who plays each seat.
    #[serde(default)]
    pub seats: Vec<Seat>,
    /// A name the player gave the save.
    #[serde(default)]
    pub name: String,
    /// Milliseconds since 1970 when the game started and was last changed.
    #[serde(default)]
    pub created: f64,
    /// See `created`.
    #[serde(default)]
    pub updated: f64,
}

/// Why a save or link could not be used. Nothing is changed when this is returned.
#[derive(Clone, Debug, PartialEq)]
pub enum PersistError {
    /// The text is not a record at all.
    Malformed(String),
    /// Written by a newer version of Rosette.
    FutureVersion(u32),
    /// The game is unknown or its options or start position are invalid.
    Setup(SetupError),
    /// Move `ply` (counting from 1) is not legal there.
    Move {
        /// The 1-based ply.
        ply: usize,
        /// The move's text.
        text: String,
        /// Why it was refused.
        error: MoveError,
    },
}

impl fmt::Display for PersistError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PersistError::Malformed(why) => write!(f, "this is not a Rosette game: {why}"),
            PersistError::FutureVersion(v) => write!(
                f,
                "this game was saved by a newer version of Rosette (format {v}); reload the page to update"
            ),
            PersistError::Setup(e) => write!(f, "the game cannot be set up: {e}"),
            PersistError::Move { ply, text, error } => write!(f, "move {ply} ({text}) cannot be played: {error}"),
        }
    }
}

impl std::error::Error for PersistError {}

impl From<SetupError> for PersistError {
    fn from(e: SetupError) -> Self {
        PersistError::Setup(e)
    }
}

impl GameRecord {
    /// A record of a new game.
    pub fn new(game: GameId, options: &str, id: String, now: f64) -> Self {
        GameRecord {
            version: SAVE_VERSION,
            id,
            game: game.as_str().to_string(),
            options: options.to_string(),
            start: None,
            moves: Vec::new(),
            seats: Vec::new(),
            name: String::new(),
            created: now,
            updated: now,
        }
    }

    /// The game's id.
    ///
    /// # Errors
    /// An unknown game.
    pub fn game_id(&self) -> Result<GameId, PersistError> {
        Ok(GameId::parse(&self.game)?)
    }

    /// The start state: the options' start, or the recorded start position.
    ///
    /// # Errors
    /// Unknown game, bad options or an invalid start position.
    pub fn start_state(&self) -> Result<AnyGame, PersistError> {
        let id = self.game_id()?;
        Ok(match &self.start {
            Some(position) => AnyGame::from_position(id, position)?,
            None => AnyGame::new_game(id, &self.options)?,
        })
    }

    /// Replays the record: the start state and the parsed moves.
    ///
    /// # Errors
    /// The first thing that fails, with the ply of a bad move.
    pub fn replay(&self) -> Result<(AnyGame, Vec<AnyMove>), PersistError> {
        let start = self.start_state()?;
        let mut game = start.clone();
        let mut moves = Vec::with_capacity(self.moves.len());
        for (i, text) in self.moves.iter().enumerate() {
            let bad = |error| PersistError::Move {
                ply: i + 1,
                text: text.clone(),
                error,
            };
            let m = game.parse_move(text).map_err(bad)?;
            super::dealt::check_dealt(&game, m).map_err(bad)?;
            game.play(m).map_err(bad)?;
            moves.push(m);
        }
        Ok((start, moves))
    }

    /// The record as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a record always serialises")
    }

    /// Reads a record from JSON, migrating older versions, and checks that it replays.
    ///
    /// # Errors
    /// Malformed JSON, a future version, or a record that does not replay.
    pub fn from_json(text: &str) -> Result<GameRecord, PersistError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| PersistError::Malformed(e.to_string()))?;
        let version = value
            .get("version")
            .and_then(serde_json::Value::as_u64)
            .ok_or_else(|| PersistError::Malformed("no version".into()))?;
        if version > u64::from(SAVE_VERSION) {
            return Err(PersistError::FutureVersion(version as u32));
        }
        let value = migrate(value, version as u32)?;
        let record: GameRecord =
            serde_json::from_value(value).map_err(|e| PersistError::Malformed(e.to_string()))?;
        record.replay()?;
        Ok(record)
    }
}

/// Upgrades a record one version at a time to [`SAVE_VERSION`]. Version 1 is the first
/// format, so there is nothing to upgrade yet; a future version 2 adds its step here.
fn migrate(value: serde_json::Value, version: u32) -> Result<serde_json::Value, PersistError> {
    match version {
        SAVE_VERSION => Ok(value),
        v => Err(PersistError::Malformed(format!(
            "unknown format version {v}"
        ))),
    }
}
