//! The Chiron position editor's model. The captured pools are not edited piece by piece:
//! board plus pool must hold each player's whole set, so each pool holds exactly what
//! the board lacks (only how many of its Ants are flipped is a choice).

use super::notation::position_text;
use super::{Chiron, Form, Hand, Piece, PieceType, Square};
use crate::engine::edit::{count, finish, SetupProblem};
use crate::engine::{Game, Player};
use std::fmt;

use crate::engine::SIDE_NAMES as NAMES;
const HANDED: [PieceType; 3] = [PieceType::Crab, PieceType::Moth, PieceType::Hummingbird];

/// An arrangement of a Chiron position, legal or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChironSetup {
    /// The piece on each square (`rank * 8 + file`).
    pub board: [Option<Piece>; 64],
    /// The player to move.
    pub side: Player,
    /// Phoenixes in hand, by owner.
    pub hands: [u8; 2],
    /// How many Ants in each player's pool are flipped (at most the Ants there).
    pub flipped_ants: [u8; 2],
}

/// Every piece one can place for `owner`: the symmetric types in both forms and the
/// handed types in both hands.
pub fn palette(owner: Player) -> Vec<Piece> {
    PieceType::ALL
        .into_iter()
        .flat_map(|k| {
            if k.is_symmetric() {
                [Form::Normal, Form::Flipped].map(|f| Piece::new(owner, k, Hand::Left, f))
            } else {
                [Hand::Left, Hand::Right].map(|h| Piece::new(owner, k, h, Form::Normal))
            }
        })
        .collect()
}

fn handed_name(p: Piece) -> String {
    let hand = if p.hand() == Some(Hand::Left) {
        "left-handed"
    } else {
        "right-handed"
    };
    format!("{hand} {:?}", p.kind())
}

/// What makes a Chiron arrangement illegal; `Display` gives the sentence the editor shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChironProblem {
    /// A player has more than one King.
    TooManyKings {
        /// The owner of the Kings.
        player: Player,
        /// How many stand on the board.
        kings: usize,
    },
    /// A player has more Ants on the board than the set's 8.
    TooManyAnts {
        /// The owner of the Ants.
        player: Player,
        /// How many stand on the board.
        on_board: usize,
    },
    /// A handed piece stands on the board more than once; the set holds one of each hand.
    HandedRepeated {
        /// The piece (owner, type and hand).
        piece: Piece,
        /// How many stand on the board.
        on_board: usize,
    },
    /// Neither player has a King.
    NoKings,
    /// The player who has just moved has no King (a side without its King has lost).
    MovedWithoutKing {
        /// The player not to move.
        player: Player,
    },
    /// The board and the hands do not hold exactly 2 Phoenixes.
    PhoenixCount {
        /// How many they hold.
        phoenixes: usize,
    },
}

impl fmt::Display for ChironProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ChironProblem::TooManyKings { player, kings } => {
                write!(f, "{} has {kings} Kings.", NAMES[player as usize])
            }
            ChironProblem::TooManyAnts { player, on_board } => write!(
                f,
                "{} has {} on the board; the set holds 8.",
                NAMES[player as usize],
                count(on_board, "Ant")
            ),
            ChironProblem::HandedRepeated { piece, on_board } => write!(
                f,
                "{} has {on_board} {}s on the board; the set holds one.",
                NAMES[piece.owner() as usize],
                handed_name(piece)
            ),
            ChironProblem::NoKings => f.write_str("Neither player has a King."),
            ChironProblem::MovedWithoutKing { player } => {
                let name = NAMES[player as usize];
                write!(
                    f,
                    "{name} has no King, yet {name} has just moved (a side without its King has lost)."
                )
            }
            ChironProblem::PhoenixCount { phoenixes } => write!(
                f,
                "The board and the hands hold {}; the game has exactly 2.",
                count(phoenixes, "Phoenix").replace("Phoenixs", "Phoenixes")
            ),
        }
    }
}

impl ChironSetup {
    /// The arrangement of a game's position.
    pub fn of(g: &Chiron) -> ChironSetup {
        let flipped_ants = [0u8, 1].map(|o| {
            g.pool(o)
                .iter()
                .filter(|p| p.kind() == PieceType::Ant && p.form() == Form::Flipped)
                .count() as u8
        });
        ChironSetup {
            board: std::array::from_fn(|sq| g.piece_at(sq as Square)),
            side: g.side_to_move(),
            hands: [g.hand(0), g.hand(1)],
            flipped_ants,
        }
    }

    fn on_board(&self, owner: Player, f: impl Fn(Piece) -> bool) -> usize {
        self.board
            .iter()
            .flatten()
            .filter(|p| p.owner() == owner && f(**p))
            .count()
    }

    /// `owner`'s captured pool: the Ants and handed pieces the board lacks.
    pub fn pool(&self, owner: Player) -> Vec<Piece> {
        let mut pool = Vec::new();
        let ants = 8usize.saturating_sub(self.on_board(owner, |p| p.kind() == PieceType::Ant));
        let flipped = usize::from(self.flipped_ants[owner as usize]).min(ants);
        let ant = |form| Piece::new(owner, PieceType::Ant, Hand::Left, form);
        pool.extend(std::iter::repeat_n(ant(Form::Normal), ants - flipped));
        pool.extend(std::iter::repeat_n(ant(Form::Flipped), flipped));
        for k in HANDED {
            for h in [Hand::Left, Hand::Right] {
                let p = Piece::new(owner, k, h, Form::Normal);
                if self.on_board(owner, |q| q == p) == 0 {
                    pool.push(p);
                }
            }
        }
        pool
    }

    /// Every reason this arrangement is not a legal position.
    pub fn problems(&self) -> Vec<ChironProblem> {
        let mut out = Vec::new();
        let mut kings = [0usize; 2];
        for player in 0..2u8 {
            kings[player as usize] = self.on_board(player, |p| p.kind() == PieceType::King);
            if kings[player as usize] > 1 {
                out.push(ChironProblem::TooManyKings {
                    player,
                    kings: kings[player as usize],
                });
            }
            let ants = self.on_board(player, |p| p.kind() == PieceType::Ant);
            if ants > 8 {
                out.push(ChironProblem::TooManyAnts {
                    player,
                    on_board: ants,
                });
            }
            for k in HANDED {
                for h in [Hand::Left, Hand::Right] {
                    let piece = Piece::new(player, k, h, Form::Normal);
                    let on_board = self.on_board(player, |q| q == piece);
                    if on_board > 1 {
                        out.push(ChironProblem::HandedRepeated { piece, on_board });
                    }
                }
            }
        }
        if kings == [0, 0] {
            out.push(ChironProblem::NoKings);
        } else {
            let mover = self.side as usize & 1;
            if kings[1 - mover] == 0 {
                out.push(ChironProblem::MovedWithoutKing {
                    player: 1 - mover as Player,
                });
            }
        }
        let phoenixes = usize::from(self.hands[0]) + usize::from(self.hands[1]);
        let phoenixes = phoenixes
            + self
                .board
                .iter()
                .flatten()
                .filter(|p| p.kind() == PieceType::Phoenix)
                .count();
        if phoenixes != 2 {
            out.push(ChironProblem::PhoenixCount { phoenixes });
        }
        out
    }

    /// The position notation; the pools are filled with what the board lacks.
    pub fn position(&self) -> String {
        let mut g = Chiron::empty();
        for (sq, p) in self.board.iter().enumerate() {
            g.board[sq] = p.map_or(0, |p| p.0);
        }
        g.side = self.side & 1;
        g.hands = self.hands;
        for o in 0..2u8 {
            for p in self.pool(o) {
                if let Some(i) = p.pool_index() {
                    g.pools[o as usize][i] += 1;
                }
            }
        }
        position_text(&g)
    }

    /// The game, or every reason there is none.
    ///
    /// # Errors
    /// The reasons the arrangement is illegal.
    pub fn build(&self) -> Result<Chiron, Vec<SetupProblem>> {
        finish(self.problems(), &self.position())
    }
}

impl Default for ChironSetup {
    fn default() -> Self {
        ChironSetup::of(&Chiron::new_game(&Default::default()))
    }
}
