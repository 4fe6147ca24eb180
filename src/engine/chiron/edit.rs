//! The Chiron position editor's model. The captured pools are not edited piece by piece:
//! board plus pool must hold each player's whole set, so each pool holds exactly what
//! the board lacks (only how many of its Ants are flipped is a choice).

use super::notation::position_text;
use super::{Chiron, Form, Hand, Piece, PieceType, Square};
use crate::engine::edit::{count, finish};
use crate::engine::{Game, Player};

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

    /// Every reason this arrangement is not a legal position, as sentences.
    pub fn problems(&self) -> Vec<String> {
        let mut out = Vec::new();
        let mut kings = [0usize; 2];
        for o in 0..2u8 {
            let name = NAMES[o as usize];
            kings[o as usize] = self.on_board(o, |p| p.kind() == PieceType::King);
            if kings[o as usize] > 1 {
                out.push(format!("{name} has {} Kings.", kings[o as usize]));
            }
            let ants = self.on_board(o, |p| p.kind() == PieceType::Ant);
            if ants > 8 {
                out.push(format!(
                    "{name} has {} on the board; the set holds 8.",
                    count(ants, "Ant")
                ));
            }
            for k in HANDED {
                for h in [Hand::Left, Hand::Right] {
                    let p = Piece::new(o, k, h, Form::Normal);
                    let n = self.on_board(o, |q| q == p);
                    if n > 1 {
                        out.push(format!(
                            "{name} has {n} {}s on the board; the set holds one.",
                            handed_name(p)
                        ));
                    }
                }
            }
        }
        if kings == [0, 0] {
            out.push("Neither player has a King.".into());
        } else {
            let mover = self.side as usize & 1;
            if kings[1 - mover] == 0 {
                out.push(format!(
                    "{} has no King, yet {} has just moved (a side without its King has lost).",
                    NAMES[1 - mover],
                    NAMES[1 - mover]
                ));
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
            out.push(format!(
                "The board and the hands hold {}; the game has exactly 2.",
                count(phoenixes, "Phoenix").replace("Phoenixs", "Phoenixes")
            ));
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
    pub fn build(&self) -> Result<Chiron, Vec<String>> {
        finish(self.problems(), &self.position())
    }
}

impl Default for ChironSetup {
    fn default() -> Self {
        ChironSetup::of(&Chiron::new_game(&Default::default()))
    }
}
