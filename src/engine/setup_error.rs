//! Why a position or an option string was refused: values that name the part of the
//! notation, the rule or the option, never sentences. The web pages word them in the player's
//! language (`ui::words`); the English `Display` here is the command line's.

use super::{chirality, chiron, pyrga, shifting_chess, GameId};
use std::fmt;

/// Why a position, an option string or a saved setup was rejected.
#[derive(Clone, Debug, PartialEq)]
pub enum SetupError {
    /// The text does not follow the notation.
    Syntax {
        /// The part of the notation that could not be read.
        part: Part,
        /// The text found there (the player's own characters, not a sentence).
        found: String,
    },
    /// The text reads, but the position breaks a rule of its game.
    Illegal(Illegal),
    /// An option name the game does not know, or a value it does not take.
    BadOption(BadOption),
    /// A game this build does not hold (a web page that loads one game only).
    NotBuilt(GameId),
}

impl SetupError {
    /// The `part` of the notation could not be read; `found` is the text there.
    pub fn syntax(part: Part, found: impl Into<String>) -> Self {
        SetupError::Syntax {
            part,
            found: found.into(),
        }
    }
}

/// A part of a position's notation (or of an option string).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The whole position: its fields.
    Position,
    /// The board field.
    Board,
    /// Whose turn it is.
    SideToMove,
    /// Chiron's Phoenixes in hand.
    Hands,
    /// Chiron's captured pools.
    Pools,
    /// Pyrga's last move.
    LastMove,
    /// Pyrga's Square-opening flag.
    OpeningFlag,
    /// The options field or string.
    Options,
    /// Chirality's pieces on the board.
    Pieces,
    /// Chirality's reserves.
    Reserves,
    /// Chirality's captured counts.
    Captured,
    /// Chirality's eliminated players.
    Eliminated,
    /// How the game ended.
    Result,
    /// Chirality's turn field.
    Turn,
    /// Shifting Chess's megatiles.
    Tiles,
    /// Shifting Chess's voided tile.
    Limbo,
    /// Shifting Chess's deck.
    Deck,
    /// Shifting Chess's phase (a move, a draw, a card to apply).
    Phase,
    /// The en passant square.
    EnPassant,
    /// Shifting Chess's halfmove clock.
    HalfmoveClock,
    /// Shifting Chess's turn count.
    TurnCount,
}

impl Part {
    /// The part's key (the catalogue's selector and the command line's words, with `-`).
    pub fn key(self) -> &'static str {
        match self {
            Part::Position => "position",
            Part::Board => "board",
            Part::SideToMove => "side-to-move",
            Part::Hands => "hands",
            Part::Pools => "pools",
            Part::LastMove => "last-move",
            Part::OpeningFlag => "opening-flag",
            Part::Options => "options",
            Part::Pieces => "pieces",
            Part::Reserves => "reserves",
            Part::Captured => "captured",
            Part::Eliminated => "eliminated",
            Part::Result => "result",
            Part::Turn => "turn",
            Part::Tiles => "tiles",
            Part::Limbo => "limbo",
            Part::Deck => "deck",
            Part::Phase => "phase",
            Part::EnPassant => "en-passant",
            Part::HalfmoveClock => "halfmove-clock",
            Part::TurnCount => "turn-count",
        }
    }
}

/// The rule a position breaks, by game.
#[derive(Clone, Debug, PartialEq)]
pub enum Illegal {
    /// A Chiron position.
    Chiron(chiron::Illegal),
    /// A Pyrga position.
    Pyrga(pyrga::Illegal),
    /// A Shifting Chess position.
    ShiftingChess(shifting_chess::Illegal),
    /// A Chirality position or start.
    Chirality(chirality::Illegal),
}

macro_rules! illegal_from {
    ($($game:ident => $variant:ident),*) => {$(
        impl From<$game::Illegal> for SetupError {
            fn from(why: $game::Illegal) -> Self {
                SetupError::Illegal(Illegal::$variant(why))
            }
        }
    )*};
}
illegal_from!(chiron => Chiron, pyrga => Pyrga, shifting_chess => ShiftingChess, chirality => Chirality);

/// Why an option string or a combination of options cannot be played.
#[derive(Clone, Debug, PartialEq)]
pub enum BadOption {
    /// No game has this id (the text given).
    UnknownGame(String),
    /// An option name that is not a plain word (the text given).
    BadName(String),
    /// The game has no option of this name.
    NoSuchOption(String),
    /// The option needs a value (`name=value`).
    NeedsValue(String),
    /// The option does not take this value.
    BadValue {
        /// The option's name.
        option: &'static str,
        /// The value given.
        value: String,
    },
    /// Chirality: this many players cannot play on the board; `max` can.
    Players {
        /// The players asked for.
        players: usize,
        /// The board's name (R1, R2).
        board: &'static str,
        /// The most players the board seats.
        max: usize,
    },
    /// Chirality: setup A is for two players on R2.
    SetupAIsForTwoOnR2,
    /// Chirality: setup B seats at most 5 players (one per Inner Star).
    SetupBSeatsFive,
    /// Chirality: the board's options describe no legal board.
    Board(chirality::board::BoardError),
}

impl From<BadOption> for SetupError {
    fn from(why: BadOption) -> Self {
        SetupError::BadOption(why)
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Syntax { part, found } => {
                write!(
                    f,
                    "cannot read the {}: '{found}'",
                    part.key().replace('-', " ")
                )
            }
            SetupError::Illegal(why) => write!(f, "illegal position: {why}"),
            SetupError::BadOption(why) => write!(f, "bad option: {why}"),
            SetupError::NotBuilt(id) => write!(f, "{} is not part of this page", id.title()),
        }
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::Chiron(why) => why.fmt(f),
            Illegal::Pyrga(why) => why.fmt(f),
            Illegal::ShiftingChess(why) => why.fmt(f),
            Illegal::Chirality(why) => why.fmt(f),
        }
    }
}

impl fmt::Display for BadOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadOption::UnknownGame(game) => write!(f, "unknown game '{game}'"),
            BadOption::BadName(name) => write!(f, "bad option name '{name}'"),
            BadOption::NoSuchOption(name) => write!(f, "no option '{name}'"),
            BadOption::NeedsValue(name) => write!(f, "option '{name}' needs a value"),
            BadOption::BadValue { option, value } => write!(f, "{option} cannot be '{value}'"),
            BadOption::Players {
                players,
                board,
                max,
            } => write!(f, "{players} players on {board}: 2 to {max} can play"),
            BadOption::SetupAIsForTwoOnR2 => write!(f, "setup A is for two players on R2"),
            BadOption::SetupBSeatsFive => {
                write!(f, "setup B seats at most 5 players (one per Inner Star)")
            }
            BadOption::Board(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SetupError {}
