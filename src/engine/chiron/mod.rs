//! Chiron: a drawless chess variant with drops, left- and right-handed pieces and a
//! Phoenix that captures everything behind it (../shared/rules/chiron.txt and
//! chiron-rulings.md; the rulings win). The project's own rules page, with every extra
//! ruling, is `docs/rules/chiron.md`.
//!
//! # Representation
//! A mailbox (`[u8; 64]` of piece codes, see [`Piece`]) plus occupancy bitboards per
//! owner and for Phoenixes and Ants. Every piece's leaps and rays, for each owner, hand,
//! form and square, are precomputed at compile time, so move generation is a few bit
//! operations per piece and never allocates (the caller's buffer is reused).
//!
//! Besides the board, a state holds the side to move, the Phoenixes in each player's
//! hand (by owner) and each player's captured pool (counts of Ant, flipped Ant and the
//! six handed pieces). When an Ant promotes from the pool, it goes into the pool in
//! exchange, so board + pool always hold each player's 15 non-Phoenix pieces.
//!
//! # Notation
//! Squares `a1`..`h8`. A piece token is an optional `+` (flipped), the type letter
//! `K P A C M H` (King, Phoenix, Ant, Crab, Moth, Hummingbird), then for a Crab, Moth or
//! Hummingbird its hand `L` or `R`; the whole token is upper case for White, lower case
//! for Black (`+A`, `CL`, `mr`, `+k`).
//!
//! **Position**: four fields separated by spaces:
//! 1. the board, ranks 8 to 1 separated by `/`, files a to h, digits for runs of empty
//!    squares;
//! 2. the side to move, `w` or `b`;
//! 3. Phoenixes in hand: `P` per White-owned, `p` per Black-owned, or `-`;
//! 4. the captured pools: one token per piece, White's upper case, Black's lower case,
//!    or `-`.
//!
//! The opening: `hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLPKMRCRHR w - -`.
//!
//! **Move**: the type letter, origin, `-` (or `x` for a capture), arrival square, then a
//! promotion choice: `+` (flip and stay), `+d4` (flip and relocate to d4) or `=T` (an
//! Ant becomes the pool piece with token `T`, e.g. `=CL`, `=+A`). A drop is `P@d1` (a
//! White-owned Phoenix onto d1) or `p@e8` (a Black-owned one). Examples: `Ae2-e3`,
//! `Cb1xc2`, `Ke5-e7+c5`, `Ad7xd8=MR`.
//!
//! A move is identified by its effect: a flip after a non-capturing arrival that
//! relocates to a square also reachable from an earlier arrival square (in board order)
//! is listed once, under that earlier arrival square; becoming a normal Ant from the pool
//! is declining. [`Chiron::choices`] maps a UI's (from, to) pick to those legal moves, and
//! [`Chiron::landings`] lists every legal move under each square a hand may land it on.
//!
//! # UI queries
//! [`Chiron::piece_at`], [`Chiron::hand`], [`Chiron::pool`], [`Chiron::targets`]
//! (ordinary and capture-only squares), [`Chiron::drop_targets`],
//! [`Chiron::moves_from`], [`Chiron::choices`], [`Chiron::landings`], [`Chiron::move_kind`],
//! [`Chiron::captured_by`],//! [`Chiron::king_threatened`] and [`Piece::diagram`].

mod api;
mod edit;
mod illegal;
mod movegen;
mod notation;
mod piece;
mod tables;

pub use api::{squares_of, Landing, MoveDiagram, MoveKind, Targets};
pub use edit::{palette, ChironProblem, ChironSetup};
pub use illegal::Illegal;
pub use piece::{
    parse_square, square, square_name, ChironMove, Form, Hand, Piece, PieceType, Promotion, Square,
    POOL_KINDS,
};

use super::game::GameOptions;
use super::{Game, OptionMap, Outcome, Player, Reason, SetupError, Turn};

/// Chiron has no options; the type exists so it fits the trait.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChironOptions;

impl GameOptions for ChironOptions {
    const KEYS: &'static [&'static str] = &[];

    fn from_map(map: &OptionMap) -> Result<Self, SetupError> {
        map.only(Self::KEYS)?;
        Ok(ChironOptions)
    }
    fn to_map(&self) -> OptionMap {
        OptionMap::default()
    }
}

/// `winner` while the game goes on.
pub(super) const NO_WINNER: u8 = 2;

/// The opening position (reconstructed; see the rulings).
pub const OPENING: &str = "hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLPKMRCRHR w - -";

/// A Chiron position. The derived `Eq` and `Hash` cover the whole state (the bitboards
/// and the winner are functions of the rest).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chiron {
    /// Piece codes by square, 0 for empty.
    board: [u8; 64],
    /// The player to move.
    side: u8,
    /// Phoenixes in hand, by owner.
    hands: [u8; 2],
    /// Captured pools, by owner and pool index.
    pools: [[u8; POOL_KINDS]; 2],
    /// Squares occupied by each owner.
    occ: [u64; 2],
    /// Squares holding a Phoenix.
    phoenixes: u64,
    /// Squares holding an Ant.
    ants: u64,
    /// The winner once the game is over, else [`NO_WINNER`].
    winner: u8,
}

impl Chiron {
    /// An empty board, White to move, nothing in hand or in the pools.
    fn empty() -> Self {
        Chiron {
            board: [0; 64],
            side: 0,
            hands: [0; 2],
            pools: [[0; POOL_KINDS]; 2],
            occ: [0; 2],
            phoenixes: 0,
            ants: 0,
            winner: NO_WINNER,
        }
    }

    /// The player to move (also once the game is over: then the loser).
    pub fn side_to_move(&self) -> Player {
        self.side
    }

    /// The piece on a square.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let code = *self.board.get(sq as usize)?;
        (code != 0).then_some(Piece(code))
    }

    /// The number of Phoenixes in hand that `owner` owns (either player may drop them).
    pub fn hand(&self, owner: Player) -> u8 {
        self.hands[(owner & 1) as usize]
    }

    /// How many of `piece` are in its owner's captured pool (0 for a King or Phoenix).
    pub fn pool_count(&self, piece: Piece) -> u8 {
        piece
            .pool_index()
            .map_or(0, |i| self.pools[piece.owner() as usize][i])
    }

    /// `owner`'s captured pool, one entry per piece, in pool order.
    pub fn pool(&self, owner: Player) -> Vec<Piece> {
        let o = owner & 1;
        (0..POOL_KINDS)
            .flat_map(|i| {
                std::iter::repeat_n(
                    Piece::from_pool_index(o, i),
                    self.pools[o as usize][i] as usize,
                )
            })
            .collect()
    }

    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<Player> {
        (self.winner != NO_WINNER).then_some(self.winner)
    }

    /// Recomputes the bitboards and the end of the game from the board, hands and side.
    fn refresh(&mut self) {
        let board = self.board;
        let (side, hands, pools) = (self.side, self.hands, self.pools);
        *self = Chiron::empty();
        self.side = side;
        self.hands = hands;
        self.pools = pools;
        for (sq, &code) in board.iter().enumerate() {
            if code != 0 {
                self.put_piece(sq, code);
            }
        }
        let kings = [0usize, 1].map(|o| self.king_square(o).is_some());
        self.winner = if !kings[0] {
            1
        } else if !kings[1] {
            0
        } else if !self.has_any_move() {
            side ^ 1
        } else {
            NO_WINNER
        };
    }
}

impl Game for Chiron {
    type Move = ChironMove;
    type Options = ChironOptions;
    const ID: &'static str = "chiron";
    const HAS_DRAWS: bool = false;

    fn new_game(_: &ChironOptions) -> Self {
        // Not `expect`: its Debug of the error would weigh on every web build.
        notation::parse_position(OPENING).unwrap_or_else(|_| panic!("the opening parses"))
    }

    fn options(&self) -> ChironOptions {
        ChironOptions
    }

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        if self.winner == NO_WINNER {
            Turn::Player(self.side)
        } else {
            Turn::Over
        }
    }

    fn legal_moves(&self, out: &mut Vec<ChironMove>) {
        self.generate(out);
    }

    fn play_unchecked(&mut self, m: ChironMove) {
        self.apply(m);
    }

    fn outcome(&self) -> Option<Outcome> {
        let w = self.winner()?;
        let loser = w ^ 1;
        let reason = if self.king_square(loser as usize).is_some() {
            Reason::NoLegalMove(loser)
        } else {
            Reason::KingCaptured(w)
        };
        Some(Outcome::win(w, 2, reason))
    }

    fn is_capture(&self, m: ChironMove) -> bool {
        self.captured_by(m).is_some()
    }

    fn move_notation(&self, m: ChironMove) -> String {
        notation::move_text(self, m)
    }

    fn to_position(&self) -> String {
        notation::position_text(self)
    }

    fn from_position(text: &str) -> Result<Self, SetupError> {
        notation::parse_position(text)
    }
}
