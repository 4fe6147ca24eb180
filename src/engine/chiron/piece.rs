//! Pieces, squares and moves: small `Copy` values.

use crate::engine::Player;

/// A square, `rank * 8 + file` (a1 = 0, h1 = 7, a8 = 56, h8 = 63).
pub type Square = u8;

/// The square on `file` (0 = a) and `rank` (0 = rank 1), if both are in 0..8.
pub fn square(file: u8, rank: u8) -> Option<Square> {
    (file < 8 && rank < 8).then_some(rank * 8 + file)
}

/// The name of a square, `a1`..`h8`.
pub fn square_name(sq: Square) -> String {
    format!("{}{}", (b'a' + sq % 8) as char, sq / 8 + 1)
}

/// Reads `a1`..`h8`.
pub fn parse_square(text: &str) -> Option<Square> {
    let b = text.as_bytes();
    if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
        return None;
    }
    Some((b[1] - b'1') * 8 + (b[0] - b'a'))
}

/// The six piece types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PieceType {
    /// Leaps to the five squares two ranks ahead; its capture ends the game.
    King = 0,
    /// Steps forward; captures anything behind it; is dropped after capture.
    Phoenix = 1,
    /// Steps forward; may take a friendly Ant.
    Ant = 2,
    /// Diagonal steps, wide knight forward, a ray to one side, a wide camel back.
    Crab = 3,
    /// Wide and long knight leaps, a bishop retreat to one side.
    Moth = 4,
    /// A rook forward, a knight retreat to one side.
    Hummingbird = 5,
}

impl PieceType {
    /// All types, in notation order.
    pub const ALL: [PieceType; 6] = [
        PieceType::King,
        PieceType::Phoenix,
        PieceType::Ant,
        PieceType::Crab,
        PieceType::Moth,
        PieceType::Hummingbird,
    ];

    /// Whether the type is one of the three symmetric pieces (King, Phoenix, Ant), which
    /// have a form (normal or flipped) rather than a hand.
    pub fn is_symmetric(self) -> bool {
        (self as u8) < 3
    }

    /// The notation letter (upper case).
    pub fn letter(self) -> char {
        ['K', 'P', 'A', 'C', 'M', 'H'][self as usize]
    }

    /// The type's name: "King", "Hummingbird".
    pub fn name(self) -> &'static str {
        ["King", "Phoenix", "Ant", "Crab", "Moth", "Hummingbird"][self as usize]
    }
}

/// The hand of a Crab, Moth or Hummingbird. A left-handed piece's one-sided moves point
/// to its owner's right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hand {
    /// Left-handed (the form the source depicts).
    Left,
    /// Right-handed: the left-right mirror.
    Right,
}

/// The form of a King, Phoenix or Ant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// As set up.
    Normal,
    /// Promoted: the vertical reflection (every move's forward/backward reversed).
    Flipped,
}

/// A piece: owner, type, and hand (Crab, Moth, Hummingbird) or form (King, Phoenix,
/// Ant). Internally the code `1 + owner * 12 + type * 2 + variant`.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Piece(pub(super) u8);

impl Piece {
    /// A piece. `hand` is ignored for symmetric types, `form` for handed ones.
    pub fn new(owner: Player, kind: PieceType, hand: Hand, form: Form) -> Piece {
        let variant = if kind.is_symmetric() {
            form == Form::Flipped
        } else {
            hand == Hand::Right
        };
        Piece(1 + (owner & 1) * 12 + (kind as u8) * 2 + variant as u8)
    }

    /// From an internal kind (0..12) and owner.
    pub(super) fn from_kind(owner: u8, kind: u8) -> Piece {
        Piece(1 + owner * 12 + kind)
    }

    /// The owner (0 White, 1 Black).
    pub fn owner(self) -> Player {
        (self.0 - 1) / 12
    }

    /// Type and variant, 0..12.
    pub(super) fn kind_index(self) -> u8 {
        (self.0 - 1) % 12
    }

    /// The piece type.
    pub fn kind(self) -> PieceType {
        PieceType::ALL[(self.kind_index() >> 1) as usize]
    }

    /// The piece in words, without its owner: "left-handed Crab", "flipped Ant", "King".
    pub fn name(self) -> String {
        let qualifier = match (self.hand(), self.form()) {
            (Some(Hand::Left), _) => "left-handed ",
            (Some(Hand::Right), _) => "right-handed ",
            (None, Form::Flipped) => "flipped ",
            (None, Form::Normal) => "",
        };
        format!("{qualifier}{}", self.kind().name())
    }

    /// The hand, for a Crab, Moth or Hummingbird.
    pub fn hand(self) -> Option<Hand> {
        if self.kind().is_symmetric() {
            None
        } else if self.kind_index() & 1 == 1 {
            Some(Hand::Right)
        } else {
            Some(Hand::Left)
        }
    }

    /// The form (always normal for a Crab, Moth or Hummingbird).
    pub fn form(self) -> Form {
        if self.kind().is_symmetric() && self.kind_index() & 1 == 1 {
            Form::Flipped
        } else {
            Form::Normal
        }
    }

    /// The same piece in its flipped form (a symmetric piece only).
    /// Codes of normal symmetric pieces are `1 + owner * 12 + even`, so the flip adds one.
    pub(super) fn flipped(self) -> Piece {
        Piece(self.0 + 1)
    }

    /// The index of this piece in a captured pool (Ant, flipped Ant, then left and right
    /// Crab, Moth and Hummingbird), if it can be in one.
    pub fn pool_index(self) -> Option<usize> {
        let k = self.kind_index();
        (k >= 4).then(|| (k - 4) as usize)
    }

    /// The piece of `owner` at a pool index (0..8).
    pub fn from_pool_index(owner: Player, index: usize) -> Piece {
        Piece::from_kind(owner & 1, 4 + (index as u8 % 8))
    }
}

/// The number of kinds of piece a captured pool can hold.
pub const POOL_KINDS: usize = 8;

/// What a move does besides moving, when it arrives in the promotion zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Promotion {
    /// No promotion (or none declined to).
    None,
    /// The piece flips, then relocates to [`ChironMove::final_square`] (possibly
    /// staying put).
    Flip,
    /// The Ant becomes this piece from its owner's captured pool.
    Pool(Piece),
}

/// A move: a piece moving (with its promotion choice) or a Phoenix drop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChironMove {
    /// The origin square, or `DROP + owner` for a drop.
    pub(super) from: u8,
    /// The arrival square (for a drop: the square dropped on).
    pub(super) to: u8,
    /// 0 none, 1 flip, 2 + pool index.
    pub(super) promo: u8,
    /// The final square (differs from `to` only after a flip and relocation).
    pub(super) dest: u8,
}

/// `from` of a drop of a White-owned Phoenix (`+ 1` for a Black-owned one).
pub(super) const DROP: u8 = 64;

impl ChironMove {
    pub(super) fn step(from: usize, to: usize) -> Self {
        ChironMove {
            from: from as u8,
            to: to as u8,
            promo: 0,
            dest: to as u8,
        }
    }

    pub(super) fn drop(owner: usize, to: usize) -> Self {
        ChironMove {
            from: DROP + owner as u8,
            to: to as u8,
            promo: 0,
            dest: to as u8,
        }
    }

    /// A move from `from` to `to` that flips and relocates to `dest`.
    pub(super) fn flip(from: usize, to: usize, dest: usize) -> Self {
        ChironMove {
            from: from as u8,
            to: to as u8,
            promo: 1,
            dest: dest as u8,
        }
    }

    pub(super) fn pool(from: usize, to: usize, index: usize) -> Self {
        ChironMove {
            from: from as u8,
            to: to as u8,
            promo: 2 + index as u8,
            dest: to as u8,
        }
    }

    /// The square moved from; `None` for a drop.
    pub fn from(self) -> Option<Square> {
        (self.from < DROP).then_some(self.from)
    }

    /// The square moved to (where a capture happens), or dropped on.
    pub fn to(self) -> Square {
        self.to
    }

    /// Where the piece ends the turn: [`ChironMove::to`], or the relocation square.
    pub fn final_square(self) -> Square {
        self.dest
    }

    /// For a drop, the owner of the dropped Phoenix.
    pub fn drop_owner(self) -> Option<Player> {
        (self.from >= DROP).then(|| self.from - DROP)
    }

    /// The promotion choice; a pool piece is given with the mover as owner.
    pub fn promotion(self, mover: Player) -> Promotion {
        match self.promo {
            0 => Promotion::None,
            1 => Promotion::Flip,
            p => Promotion::Pool(Piece::from_pool_index(mover, (p - 2) as usize)),
        }
    }

    /// The pool index chosen, if any.
    pub(super) fn pool_choice(self) -> Option<usize> {
        (self.promo >= 2).then(|| (self.promo - 2) as usize)
    }
}
