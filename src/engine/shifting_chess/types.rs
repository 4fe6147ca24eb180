//! The public value types of Shifting Chess: squares, pieces, cards, moves, options.

use super::board::{
    mailbox, BISHOP, DIRS, KING, KNIGHT, KNIGHT_STEPS, PAWN, QUEEN, ROOK, SQUARE_OF,
};
use crate::engine::game::GameOptions;
use crate::engine::{BadOption, OptionMap, Player, SetupError};
use std::fmt;

/// A square of the 12×12 blue board: `rank * 12 + file`, files a–l, ranks 1–12.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub(super) u8);

impl Square {
    /// The square on `file` (0 = a … 11 = l) and `rank` (0 = rank 1 … 11 = rank 12).
    ///
    /// # Panics
    /// If either coordinate is 12 or more.
    pub fn new(file: u8, rank: u8) -> Square {
        assert!(file < 12 && rank < 12, "square off the blue board");
        Square(rank * 12 + file)
    }
    /// The square with index `rank * 12 + file`, if below 144.
    pub fn from_index(index: usize) -> Option<Square> {
        (index < 144).then_some(Square(index as u8))
    }
    /// The index `rank * 12 + file`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// The file, 0 (a) to 11 (l).
    pub fn file(self) -> u8 {
        self.0 % 12
    }
    /// The rank, 0 (rank 1) to 11 (rank 12).
    pub fn rank(self) -> u8 {
        self.0 / 12
    }
    /// The megatile slot holding this square: `row * 6 + column`, row 0 at ranks 1–2.
    pub fn slot(self) -> usize {
        (self.rank() as usize / 2) * 6 + self.file() as usize / 2
    }
    /// Reads a name such as `e4` or `l12`.
    pub fn parse(text: &str) -> Option<Square> {
        let b = text.as_bytes();
        if b.len() < 2 || b.len() > 3 || !(b'a'..=b'l').contains(&b[0]) {
            return None;
        }
        if b[1] == b'0' || !text[1..].bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let rank: u8 = text[1..].parse().ok()?;
        (1..=12)
            .contains(&rank)
            .then(|| Square::new(b[0] - b'a', rank - 1))
    }
}

/// One step of a piece's move as the engine's move generator takes it: an orthogonal or
/// diagonal step, or a knight's leap (applied with [`Square::step`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step(i16);

const fn steps(table: [i16; 8]) -> [Step; 8] {
    let mut out = [Step(0); 8];
    let mut i = 0;
    while i < 8 {
        out[i] = Step(table[i]);
        i += 1;
    }
    out
}

/// The engine's eight one-square steps: north, east, south, west, then the diagonals NE,
/// SE, SW, NW (so `[..4]` are the rook's, `[4..]` the bishop's).
pub const KING_STEPS: [Step; 8] = steps(DIRS);
/// The engine's eight knight leaps.
pub const KNIGHT_LEAPS: [Step; 8] = steps(KNIGHT_STEPS);

impl Square {
    /// The square one `step` away, if it is on the blue board (land or not).
    pub fn step(self, step: Step) -> Option<Square> {
        let to = SQUARE_OF[(mailbox(self.index()) as i16 + step.0) as usize];
        (to != 255).then_some(Square(to))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// The kinds of chess piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceKind {
    /// Pawn.
    Pawn,
    /// Knight.
    Knight,
    /// Bishop.
    Bishop,
    /// Rook.
    Rook,
    /// Queen.
    Queen,
    /// King.
    King,
}

impl PieceKind {
    pub(super) fn code(self) -> u8 {
        match self {
            PieceKind::Pawn => PAWN,
            PieceKind::Knight => KNIGHT,
            PieceKind::Bishop => BISHOP,
            PieceKind::Rook => ROOK,
            PieceKind::Queen => QUEEN,
            PieceKind::King => KING,
        }
    }
    pub(super) fn from_code(code: u8) -> Option<PieceKind> {
        Some(match code {
            PAWN => PieceKind::Pawn,
            KNIGHT => PieceKind::Knight,
            BISHOP => PieceKind::Bishop,
            ROOK => PieceKind::Rook,
            QUEEN => PieceKind::Queen,
            KING => PieceKind::King,
            _ => return None,
        })
    }
    /// How the piece moves, from the engine's step tables: its steps and whether it
    /// repeats them along a line (a slider). Pawns, whose steps depend on their owner
    /// and history, have none here.
    pub fn steps(self) -> (&'static [Step], bool) {
        match self {
            PieceKind::Pawn => (&[], false),
            PieceKind::Knight => (&KNIGHT_LEAPS, false),
            PieceKind::Bishop => (KING_STEPS.split_at(4).1, true),
            PieceKind::Rook => (KING_STEPS.split_at(4).0, true),
            PieceKind::Queen => (&KING_STEPS, true),
            PieceKind::King => (&KING_STEPS, false),
        }
    }
    /// The upper-case letter (`P N B R Q K`).
    pub fn letter(self) -> char {
        b" PNBRQK"[self.code() as usize] as char
    }
}

/// A player's piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// What it is.
    pub kind: PieceKind,
    /// 0 White, 1 Black.
    pub owner: Player,
    /// Whether this pawn, rook or king has moved by its own move (always false for others).
    pub moved: bool,
}

/// What a square holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Content {
    /// Empty space (no present megatile covers it).
    Gap,
    /// Empty land.
    Empty,
    /// A neutral boulder.
    Boulder,
    /// A piece.
    Piece(Piece),
}

/// The four kinds of distortion card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Card {
    /// Two adjacent megatiles exchange slots.
    Swap = 0,
    /// A megatile turns a quarter.
    Rotate = 1,
    /// A megatile moves one slot, pushing up to two.
    Slide = 2,
    /// A megatile without a king leaves the board until the next draw.
    Void = 3,
}

impl Card {
    /// Every card kind, in notation order.
    pub const ALL: [Card; 4] = [Card::Swap, Card::Rotate, Card::Slide, Card::Void];
    /// The lower-case name used in notation.
    pub fn name(self) -> &'static str {
        ["swap", "rotate", "slide", "void"][self as usize]
    }
}

/// A direction on the board (north is towards rank 12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum SlideDir {
    /// Towards rank 12.
    North = 0,
    /// Towards file l.
    East = 1,
    /// Towards rank 1.
    South = 2,
    /// Towards file a.
    West = 3,
}

impl SlideDir {
    /// All four, clockwise from north.
    pub const ALL: [SlideDir; 4] = [
        SlideDir::North,
        SlideDir::East,
        SlideDir::South,
        SlideDir::West,
    ];
    /// The letter used in notation (`n e s w`).
    pub fn letter(self) -> char {
        ['n', 'e', 's', 'w'][self as usize]
    }

    /// The direction from slot `from` to its neighbouring slot `to` (slots are
    /// `row * 6 + column`, row 0 at ranks 1–2), if they are orthogonal neighbours.
    pub fn towards(from: u8, to: u8) -> Option<SlideDir> {
        SlideDir::ALL.into_iter().find(|&d| {
            super::board::Board::slot_step(usize::from(from), d as u8) == Some(usize::from(to))
        })
    }
}

/// A move: an ordinary chess move, a card draw (a chance outcome), or an application of
/// the drawn card. Slots are `row * 6 + column` (row 0 at ranks 1–2, column 0 at files a–b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShiftingMove {
    /// A piece moves (castling is the king's two-square move; en passant the pawn's).
    Move {
        /// Where the piece stands.
        from: Square,
        /// Where it goes.
        to: Square,
        /// The piece a pawn promotes to by this move.
        promotion: Option<PieceKind>,
    },
    /// A card of this kind is drawn (the chance turn).
    Draw(Card),
    /// The tiles on two adjacent slots (lower slot first) exchange places.
    Swap(u8, u8),
    /// The tile on `slot` turns a quarter.
    Rotate {
        /// The tile's slot.
        slot: u8,
        /// Clockwise (seen with White at the bottom) or counter-clockwise.
        clockwise: bool,
    },
    /// The tile on `slot` moves one slot towards `dir`, pushing up to two tiles.
    Slide {
        /// The tile's slot.
        slot: u8,
        /// The direction.
        dir: SlideDir,
    },
    /// The tile on this slot is voided.
    Void(u8),
    /// The drawn card has no legal application.
    NoEffect,
}

/// Shifting Chess options: the deck's seed, and (for orthodox tests) no cards at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShiftingOptions {
    /// The seed the deck is shuffled from (`seed=S`).
    pub seed: u64,
    /// Whether distortion cards are drawn (`cards=off` turns them off; for tests).
    pub cards: bool,
}

impl Default for ShiftingOptions {
    fn default() -> Self {
        ShiftingOptions {
            seed: 0,
            cards: true,
        }
    }
}

impl GameOptions for ShiftingOptions {
    const KEYS: &'static [&'static str] = &["seed", "cards"];

    fn from_map(map: &OptionMap) -> Result<Self, SetupError> {
        map.only(Self::KEYS)?;
        let mut o = ShiftingOptions::default();
        if let Some(v) = map.get("seed") {
            o.seed = v
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| BadOption::BadValue {
                    option: "seed",
                    value: v.unwrap_or_default().to_string(),
                })?;
        }
        if let Some(v) = map.get("cards") {
            o.cards = match v {
                Some("on") => true,
                Some("off") => false,
                _ => {
                    return Err(BadOption::BadValue {
                        option: "cards",
                        value: v.unwrap_or_default().to_string(),
                    }
                    .into())
                }
            };
        }
        Ok(o)
    }

    fn to_map(&self) -> OptionMap {
        let mut m = OptionMap::default();
        if self.seed != 0 {
            m.push("seed", Some(&self.seed.to_string()));
        }
        if !self.cards {
            m.push("cards", Some("off"));
        }
        m
    }

    fn deals_cards(&self) -> bool {
        self.cards
    }

    /// The deck is shuffled from the seed.
    fn reseeded(&self, seed: u64) -> Self {
        ShiftingOptions { seed, ..*self }
    }
}

/// How a game of Shifting Chess ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// This player checkmated the other.
    Checkmate(Player),
    /// The player to move has no legal move and is not in check.
    Stalemate,
    /// The same position arose a third time.
    Repetition,
    /// Fifty moves by each side without a capture or a pawn move.
    FiftyMoves,
    /// Only the two kings remain.
    BareKings,
    /// This player wins: the other's king was left attacked by a returning voided tile
    /// and no application of the drawn card could cover it.
    KingExposed(Player),
}

/// Where in a turn the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The player makes an ordinary move.
    Move,
    /// The player who just moved draws a card (a chance turn).
    Draw,
    /// The drawer chooses how to apply this card.
    Apply(Card),
}

/// A megatile as it lies in a slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileInfo {
    /// `A`–`P`.
    pub name: char,
    /// Quarter turns clockwise from its starting orientation (0–3).
    pub orientation: u8,
    /// Whether it is voided (lifted off; its spot reserved).
    pub voided: bool,
}
