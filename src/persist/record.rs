//! The versioned game record behind saves and links.

use crate::ai::Level;
use crate::engine::{AnyGame, AnyMove, GameId, MoveError, Player, SetupError, Turn};
use crate::persist::json::{self, Document};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The current save format version. Older versions are migrated by [`GameRecord::from_json`].
pub const SAVE_VERSION: u32 = 1;

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "kind", content = "level")]
pub enum Seat {
    /// A person at this device.
    Human,
    /// The AI at a level (written by its name, e.g. `"medium"`).
    Ai(Level),
}

impl Seat {
    /// Whether a person plays this seat.
    pub fn is_human(&self) -> bool {
        *self == Seat::Human
    }

    /// The AI's level, for an AI seat.
    pub fn level(&self) -> Option<Level> {
        match self {
            Seat::Human => None,
            Seat::Ai(level) => Some(*level),
        }
    }
}

/// Games are written by their id (`"pyrga"`, …).
impl Serialize for GameId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<GameId, D::Error> {
        let text = String::deserialize(d)?;
        // Worded here, not by `SetupError`'s Display: that would bring every game's reasons
        // into every web build.
        GameId::parse(&text)
            .map_err(|_| serde::de::Error::custom(format_args!("unknown game '{text}'")))
    }
}

/// Levels are written by their name (`"medium"`, …).
impl Serialize for Level {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Level {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Level, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A game as saved or shared: enough to rebuild every position exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Format version ([`SAVE_VERSION`] when written by this build).
    pub version: u32,
    /// A random id that follows the game through saves and play-by-link.
    pub id: String,
    /// The game (written as its id, `"pyrga"`, …).
    pub game: GameId,
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
    /// The player (0-based) who resigned after the last move: the game ended there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resigned: Option<Player>,
    /// Whether the players agreed a draw after the last move (live play): the game ended
    /// there. Left out of the JSON when not.
    #[serde(default, skip_serializing_if = "is_false")]
    pub drawn: bool,
    /// A name the player gave the save.
    #[serde(default)]
    pub name: String,
    /// Milliseconds since 1970 when the game started and was last changed.
    #[serde(default)]
    pub created: f64,
    /// See `created`.
    #[serde(default)]
    pub updated: f64,
    /// How many hints the players were shown (left out of the JSON when none).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hints: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A replayed record: `states[i]` is the position after `i` moves, so there is one more
/// state than moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    /// Every position from the start to the end.
    pub states: Vec<AnyGame>,
    /// The moves, `moves[i]` leading from `states[i]` to `states[i + 1]`.
    pub moves: Vec<AnyMove>,
}

impl Replay {
    /// The start position.
    pub fn start(&self) -> &AnyGame {
        &self.states[0]
    }

    /// The position after the last move.
    pub fn end(&self) -> &AnyGame {
        self.states.last().expect("a replay holds its start")
    }

    /// Takes the position after the last move.
    pub fn into_end(mut self) -> AnyGame {
        self.states.pop().expect("a replay holds its start")
    }
}

/// Why a save or link could not be used. Nothing is changed when this is returned.
#[derive(Clone, Debug, PartialEq)]
pub enum PersistError {
    /// The text is not a record at all, or not one Rosette could have written.
    Malformed(NotARecord),
    /// Written by a newer version of Rosette.
    FutureVersion(u32),
    /// A link that is not one Rosette wrote, or lost part of its text on the way.
    Link(LinkDamage),
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
            PersistError::Link(damage) => write!(f, "{damage}"),
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

/// Why a text is not a game record Rosette could have written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotARecord {
    /// Not JSON, or JSON of another shape: the JSON reader's own reason (the browser's or
    /// serde's words, not Rosette's).
    Json(String),
    /// It names no format version.
    NoVersion,
    /// A format version Rosette never wrote (older than the first).
    UnknownVersion(u32),
    /// A resignation by a seat the game does not have.
    ResignedNoSeat(Player),
    /// A resignation after the game had ended.
    ResignedFinished(Player),
    /// A draw agreed after the game had ended or been resigned.
    DrawnFinished,
}

impl fmt::Display for NotARecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotARecord::Json(why) => f.write_str(why),
            NotARecord::NoVersion => f.write_str("no version"),
            NotARecord::UnknownVersion(v) => write!(f, "unknown format version {v}"),
            NotARecord::ResignedNoSeat(p) => {
                write!(f, "player {} cannot resign a game without that seat", p + 1)
            }
            NotARecord::ResignedFinished(p) => {
                write!(f, "player {} cannot resign a finished game", p + 1)
            }
            NotARecord::DrawnFinished => f.write_str("a draw cannot be agreed in a finished game"),
        }
    }
}

/// A JSON reader's reason as a [`PersistError`].
pub(crate) fn not_json(why: String) -> PersistError {
    PersistError::Malformed(NotARecord::Json(why))
}

/// What is wrong with a link's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkDamage {
    /// Longer than any link Rosette writes.
    TooLong,
    /// Not a link of Rosette's (another kind of link, or none).
    NotRosette,
    /// Fewer parts than a link has: it was cut short on the way.
    CutShort,
    /// This part of it is damaged.
    Damaged(LinkPart),
    /// It reads, but is not written the way Rosette writes it (every link has one spelling).
    NotCanonical,
    /// The game's options or id hold characters a link cannot carry (when writing one).
    CannotCarry,
}

/// A part of a link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkPart {
    /// A position link's position.
    Position,
    /// The game's id.
    GameId,
    /// Who plays each seat.
    Seats,
    /// The start position.
    Start,
    /// The moves.
    Moves,
    /// The resignation or agreed draw after the moves.
    Ending,
    /// The count of hints used.
    Hints,
}

impl fmt::Display for LinkDamage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkDamage::TooLong => write!(f, "the link is too long"),
            LinkDamage::NotRosette => write!(f, "this is not a Rosette link"),
            LinkDamage::CutShort => write!(f, "the link is cut short"),
            LinkDamage::Damaged(part) => f.write_str(match part {
                LinkPart::Position => "the position is damaged",
                LinkPart::GameId => "the game id is damaged",
                LinkPart::Seats => "the seats are damaged",
                LinkPart::Start => "the start position is damaged",
                LinkPart::Moves => "the move list is damaged",
                LinkPart::Ending => "the resignation is damaged",
                LinkPart::Hints => "the hint count is damaged",
            }),
            LinkDamage::NotCanonical => {
                write!(f, "the link is not written the way Rosette writes it")
            }
            LinkDamage::CannotCarry => {
                write!(f, "options or id hold characters a link cannot carry")
            }
        }
    }
}

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
            game,
            options: options.to_string(),
            start: None,
            moves: Vec::new(),
            seats: Vec::new(),
            resigned: None,
            drawn: false,
            name: String::new(),
            created: now,
            updated: now,
            hints: 0,
        }
    }

    /// The start state: the options' start, or the recorded start position.
    ///
    /// # Errors
    /// Unknown game, bad options or an invalid start position.
    pub fn start_state(&self) -> Result<AnyGame, PersistError> {
        Ok(match &self.start {
            Some(position) => AnyGame::from_position(self.game, position)?,
            None => AnyGame::new_game(self.game, &self.options)?,
        })
    }

    /// Replays the record: every state it passes through and the parsed moves.
    ///
    /// # Errors
    /// The first thing that fails, with the ply of a bad move.
    pub fn replay(&self) -> Result<Replay, PersistError> {
        let mut states = Vec::with_capacity(self.moves.len() + 1);
        states.push(self.start_state()?);
        let mut moves = Vec::with_capacity(self.moves.len());
        for (i, text) in self.moves.iter().enumerate() {
            let bad = |error| PersistError::Move {
                ply: i + 1,
                text: text.clone(),
                error,
            };
            let mut game = states.last().expect("the start is there").clone();
            let m = game.parse_move(text).map_err(bad)?;
            super::dealt::check_dealt(&game, m).map_err(bad)?;
            game.play(m).map_err(bad)?;
            moves.push(m);
            states.push(game);
        }
        if let Some(player) = self.resigned {
            let end = states.last().expect("the start is there");
            if end.turn() == Turn::Over {
                return Err(PersistError::Malformed(NotARecord::ResignedFinished(
                    player,
                )));
            }
            if usize::from(player) >= end.num_players() {
                return Err(PersistError::Malformed(NotARecord::ResignedNoSeat(player)));
            }
        }
        let end = states.last().expect("the start is there");
        if self.drawn && (self.resigned.is_some() || end.turn() == Turn::Over) {
            return Err(PersistError::Malformed(NotARecord::DrawnFinished));
        }
        Ok(Replay { states, moves })
    }

    /// The game as a line of events: its moves, then the resignation or agreed draw if
    /// there was one (so a game ended so extends the same game before its end).
    pub fn line(&self) -> Vec<String> {
        let mut line = self.moves.clone();
        if let Some(player) = self.resigned {
            line.push(format!("player {} resigns", u32::from(player) + 1));
        }
        if self.drawn {
            line.push("draw agreed".into());
        }
        line
    }

    /// The record as JSON.
    pub fn to_json(&self) -> String {
        json::to_string(self).expect("a record always serialises")
    }

    /// Reads a record from JSON, migrating older versions, and checks that it replays.
    ///
    /// # Errors
    /// Malformed JSON, a future version, or a record that does not replay.
    pub fn from_json(text: &str) -> Result<GameRecord, PersistError> {
        GameRecord::from_document(Document::parse(text).map_err(not_json)?)
    }

    /// Reads a record from parsed JSON (a stored game without its revision, one save of
    /// an export file), as [`GameRecord::from_json`].
    ///
    /// # Errors
    /// As [`GameRecord::from_json`].
    pub fn from_document(document: Document) -> Result<GameRecord, PersistError> {
        let version = document
            .get("version")
            .and_then(|v| v.as_u64())
            .ok_or(PersistError::Malformed(NotARecord::NoVersion))?;
        if version > u64::from(SAVE_VERSION) {
            return Err(PersistError::FutureVersion(version as u32));
        }
        let record: GameRecord = migrate(document, version as u32)?
            .decode()
            .map_err(not_json)?;
        record.replay()?;
        Ok(record)
    }
}

/// Upgrades a record one version at a time to [`SAVE_VERSION`]. Version 1 is the first
/// format, so there is nothing to upgrade yet; a future version 2 adds its step here.
fn migrate(document: Document, version: u32) -> Result<Document, PersistError> {
    match version {
        SAVE_VERSION => Ok(document),
        v => Err(PersistError::Malformed(NotARecord::UnknownVersion(v))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A save written by the version before typed records (game, seats and levels as
    /// text): it must still load, and be written back the same.
    const SAVE_BEFORE_TYPED_RECORDS: &str = r#"{"version":1,"id":"k3x9","game":"pyrga","options":"","start":null,"moves":["Sb2","Cb3"],"seats":[{"kind":"human"},{"kind":"ai","level":"medium"}],"name":"","created":1700000000000.0,"updated":1700000050000.0}"#;

    #[test]
    fn a_save_written_before_typed_records_still_loads() {
        let record = GameRecord::from_json(SAVE_BEFORE_TYPED_RECORDS).unwrap();
        assert_eq!(record.game, GameId::Pyrga);
        assert_eq!(record.seats, [Seat::Human, Seat::Ai(Level::Medium)]);
        assert_eq!(record.moves, ["Sb2", "Cb3"]);
        assert_eq!(record.to_json(), SAVE_BEFORE_TYPED_RECORDS);
    }

    #[test]
    fn hints_are_saved_only_when_some_were_shown() {
        let mut record = GameRecord::from_json(SAVE_BEFORE_TYPED_RECORDS).unwrap();
        assert_eq!(record.hints, 0, "an older save had none");
        record.hints = 3;
        let text = record.to_json();
        assert!(text.ends_with(r#","hints":3}"#), "{text}");
        assert_eq!(GameRecord::from_json(&text).unwrap(), record);
    }

    #[test]
    fn unknown_games_and_levels_are_refused_with_their_names() {
        let game = SAVE_BEFORE_TYPED_RECORDS.replace("\"pyrga\"", "\"chess\"");
        let e = GameRecord::from_json(&game).unwrap_err().to_string();
        assert!(e.contains("unknown game 'chess'"), "{e}");
        let level = SAVE_BEFORE_TYPED_RECORDS.replace("\"medium\"", "\"grandmaster\"");
        let e = GameRecord::from_json(&level).unwrap_err().to_string();
        assert!(e.contains("unknown level 'grandmaster'"), "{e}");
    }

    #[test]
    fn replay_returns_every_state_it_passed_through() {
        let record = GameRecord::from_json(SAVE_BEFORE_TYPED_RECORDS).unwrap();
        let replay = record.replay().unwrap();
        assert_eq!((replay.states.len(), replay.moves.len()), (3, 2));
        for (i, m) in replay.moves.iter().enumerate() {
            let mut next = replay.states[i].clone();
            next.play(*m).unwrap();
            assert_eq!(next, replay.states[i + 1]);
            assert_eq!(replay.states[i].move_notation(*m), record.moves[i]);
        }
        assert_eq!(replay.start(), &record.start_state().unwrap());
    }
}
