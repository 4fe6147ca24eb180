//! Live play between two devices over a WebRTC data channel, with no server: the messages
//! the two devices exchange ([`Message`], typed, versioned, carrying the build id), the
//! decoder that checks every message it is given ([`decode`]), the connection offer cut
//! down from the browser's SDP ([`sdp`]) and the invitation and answer links that carry it
//! ([`invite`]). Pure: the connection model is `table::live`, the browser side `ui`.

pub mod ice;
pub mod invite;
pub mod sdp;

use crate::engine::{GameId, Player};
use crate::persist::json;
use crate::BUILD_ID;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The version of the live protocol; a device refuses messages of another version.
pub const LIVE_VERSION: u32 = 3;

/// The longest message a device reads, in bytes (a long game's history fits many times).
pub const MAX_MESSAGE: usize = 256 * 1024;

/// The most moves a [`Hello`] may carry.
pub const MAX_MOVES: usize = 5000;

/// The longest move text, options text or id a message may carry.
const MAX_TEXT: usize = 200;

/// The most players a game may have.
const MAX_SEATS: usize = 8;

/// What a device says first on every connection: the game it holds and the seats it plays.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hello {
    /// The protocol version ([`LIVE_VERSION`]).
    pub version: u32,
    /// The sender's build id ([`crate::BUILD_ID`]).
    pub build: String,
    /// The game.
    pub game: GameId,
    /// The game record's id (both devices hold the same game under it).
    pub id: String,
    /// The options text.
    pub options: String,
    /// The start position, when the game began from a set-up one.
    #[serde(default)]
    pub start: Option<String>,
    /// The seats the sender plays (0-based players).
    pub seats: Vec<Player>,
    /// Every move of the sender's copy of the game, in notation.
    pub moves: Vec<String>,
    /// The player who resigned at the end of the sender's copy, if one did.
    #[serde(default)]
    pub resigned: Option<Player>,
    /// Whether the players agreed a draw at the end of the sender's copy.
    #[serde(default)]
    pub drawn: bool,
    /// Whether it answers the other device's hello (which is answered so, once, so that
    /// a hello lost as a connection opens is made good).
    #[serde(default)]
    pub reply: bool,
}

/// A message between the two devices. In JSON the variant's name holds its fields
/// (`{"move": {"ply": 3, "text": "Sb2"}}`, serde's external tagging, whose decoder is the
/// smallest in the wasm builds); version 1 named it in a `"kind"` field instead.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Message {
    /// The game and seats (first on every connection).
    Hello(Hello),
    /// A move of the sender's seats, played after `ply` moves of the game.
    Move {
        /// How many moves (chance draws included) came before it.
        ply: usize,
        /// The move in notation.
        text: String,
    },
    /// The sender holds `plies` moves: the receiver sends what follows, if it has more
    /// (also a keep-alive).
    Ping {
        /// How many moves the sender holds.
        plies: usize,
    },
    /// The sender asks to take the game back from `from` moves to `to` moves.
    UndoRequest {
        /// The game's length when asked.
        from: usize,
        /// The length it returns to.
        to: usize,
    },
    /// The answer to the take-back asked at `from` moves.
    UndoAnswer {
        /// The game's length when asked.
        from: usize,
        /// Whether the take-back is accepted.
        accept: bool,
    },
    /// The sender resigns for `player` after `plies` moves.
    Resign {
        /// The player who resigns.
        player: Player,
        /// The game's length.
        plies: usize,
    },
    /// The sender offers a draw after `plies` moves.
    DrawOffer {
        /// The game's length.
        plies: usize,
    },
    /// The answer to the draw offered after `plies` moves.
    DrawAnswer {
        /// The game's length when offered.
        plies: usize,
        /// Whether the draw is agreed.
        accept: bool,
    },
    /// The sender offers another game: the same game with `options`, under the new `id`,
    /// each device playing the seats the other played.
    Rematch {
        /// The new game's record id.
        id: String,
        /// Its options (a fresh seed where the game shuffles).
        options: String,
    },
    /// The answer to the rematch offered under `id`.
    RematchAnswer {
        /// The offered game's id.
        id: String,
        /// Whether it is accepted.
        accept: bool,
    },
    /// The sender refused the move the receiver sent at `ply`, saying why with a code
    /// (each device puts it in its own player's words).
    Refused {
        /// The refused move's ply.
        ply: usize,
        /// Why.
        why: Refusal,
    },
}

/// Why a device refused a move the other one sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// This device already holds another move (`held`, in notation) at that ply.
    Holds {
        /// The move this device holds there.
        held: String,
    },
    /// It is not the sender's turn on this device.
    NotYourTurn,
    /// The move is not legal in this device's position.
    NotLegal,
}

/// Why a message was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveError {
    /// Not a message of this protocol (or damaged).
    Malformed(Damage),
    /// A message of another protocol version.
    Version(u32),
    /// A message from another build of Rosette.
    Build(String),
}

impl fmt::Display for LiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LiveError::Malformed(why) => write!(f, "a damaged message from your friend's device ({why})"),
            LiveError::Version(v) => write!(
                f,
                "your friend's device speaks version {v} of the live protocol and this one version {LIVE_VERSION}: reload both pages so that they run the same Rosette"
            ),
            LiveError::Build(build) => write!(
                f,
                "your friend's device runs another build of Rosette ({build}, this one is {BUILD_ID}): reload both pages so that they run the same version"
            ),
        }
    }
}

impl std::error::Error for LiveError {}

/// What is wrong with a damaged message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// Longer than any message this protocol sends.
    TooLong,
    /// Not JSON, or JSON of another shape: the JSON reader's own reason.
    NotJson(String),
    /// A move that is not one line of printable text.
    Move,
    /// A rematch offer's id or options.
    Rematch,
    /// A rematch answer's id.
    RematchAnswer,
    /// A refusal's reason.
    Refusal,
    /// A take-back request that takes nothing back.
    TakeBack,
    /// A hello's build id.
    BuildId,
    /// A hello's game id or options.
    Game,
    /// A hello's start position.
    Start,
    /// A hello's seats.
    Seats,
    /// A hello's moves.
    Moves,
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Damage::TooLong => "it is too long",
            Damage::NotJson(why) => why,
            Damage::Move => "the move is not a move",
            Damage::Rematch => "the rematch is damaged",
            Damage::RematchAnswer => "the rematch answer is damaged",
            Damage::Refusal => "the refusal is damaged",
            Damage::TakeBack => "the take-back goes nowhere",
            Damage::BuildId => "the build id is damaged",
            Damage::Game => "the game's id or options are damaged",
            Damage::Start => "the start position is too long",
            Damage::Seats => "the seats are damaged",
            Damage::Moves => "the moves are damaged",
        })
    }
}

fn malformed(damage: Damage) -> LiveError {
    LiveError::Malformed(damage)
}

/// A [`Hello`] of this build for the game described; `reply` when it answers a hello.
pub fn hello(record: &crate::persist::GameRecord, seats: Vec<Player>, reply: bool) -> Message {
    Message::Hello(Hello {
        version: LIVE_VERSION,
        build: BUILD_ID.to_string(),
        game: record.game,
        id: record.id.clone(),
        options: record.options.clone(),
        start: record.start.clone(),
        seats,
        moves: record.moves.clone(),
        resigned: record.resigned,
        drawn: record.drawn,
        reply,
    })
}

/// The message as the text sent over the data channel (JSON).
pub fn encode(message: &Message) -> String {
    json::to_string(message).expect("a message always serialises")
}

/// What a hello that does not read as this version's says of itself, for a clear error:
/// `{"hello": {"version": …}}`, or version 1's `{"kind": "hello", "version": …}`.
#[derive(Deserialize)]
struct Probe {
    hello: Option<ProbeVersion>,
    kind: Option<String>,
    version: Option<u32>,
}

/// The version a [`Probe`] finds inside a hello.
#[derive(Deserialize)]
struct ProbeVersion {
    version: Option<u32>,
}

impl Probe {
    /// The version the text's hello says it speaks, if it is a hello that says one.
    fn version(self) -> Option<u32> {
        match self {
            Probe { hello: Some(h), .. } => h.version,
            Probe {
                kind: Some(k),
                version,
                ..
            } if k == "hello" => version,
            _ => None,
        }
    }
}

/// Reads a message and checks its fields' sizes; a [`Hello`] must come from this protocol
/// version and this build. Whether the message fits the game is for the connection model.
///
/// # Errors
/// A [`LiveError`] that says what is wrong.
pub fn decode(text: &str) -> Result<Message, LiveError> {
    if text.len() > MAX_MESSAGE {
        return Err(malformed(Damage::TooLong));
    }
    let message: Message = match json::from_str(text) {
        Ok(m) => m,
        Err(e) => {
            let said = json::from_str::<Probe>(text).ok().and_then(Probe::version);
            return Err(match said {
                Some(v) if v != LIVE_VERSION => LiveError::Version(v),
                _ => malformed(Damage::NotJson(e)),
            });
        }
    };
    check(&message)?;
    Ok(message)
}

/// Whether `text` is a short line of printable characters.
fn plain(text: &str) -> bool {
    !text.is_empty() && text.len() <= MAX_TEXT && text.chars().all(|c| c.is_ascii_graphic())
}

fn check(message: &Message) -> Result<(), LiveError> {
    match message {
        Message::Hello(h) => check_hello(h),
        Message::Move { text, .. } if !plain(text) => Err(malformed(Damage::Move)),
        Message::Rematch { id, options } if !plain(id) || options.len() > MAX_TEXT => {
            Err(malformed(Damage::Rematch))
        }
        Message::RematchAnswer { id, .. } if !plain(id) => Err(malformed(Damage::RematchAnswer)),
        Message::Refused {
            why: Refusal::Holds { held },
            ..
        } if !plain(held) => Err(malformed(Damage::Refusal)),
        Message::UndoRequest { from, to } if to >= from => Err(malformed(Damage::TakeBack)),
        _ => Ok(()),
    }
}

fn check_hello(h: &Hello) -> Result<(), LiveError> {
    if h.version != LIVE_VERSION {
        return Err(LiveError::Version(h.version));
    }
    if h.build != BUILD_ID {
        if !plain(&h.build) {
            return Err(malformed(Damage::BuildId));
        }
        return Err(LiveError::Build(h.build.clone()));
    }
    if !plain(&h.id) || h.options.len() > MAX_TEXT {
        return Err(malformed(Damage::Game));
    }
    if h.start.as_ref().is_some_and(|s| s.len() > 4 * MAX_TEXT) {
        return Err(malformed(Damage::Start));
    }
    let distinct = h
        .seats
        .iter()
        .enumerate()
        .all(|(i, s)| !h.seats[..i].contains(s));
    if h.seats.is_empty() || h.seats.len() > MAX_SEATS || !distinct {
        return Err(malformed(Damage::Seats));
    }
    if h.moves.len() > MAX_MOVES || !h.moves.iter().all(|m| plain(m)) {
        return Err(malformed(Damage::Moves));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
