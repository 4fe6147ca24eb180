//! Queries for the UI: move targets split by kind, drop targets, promotion choices for a
//! two-step interaction, the courtesy "check" warning, and move diagrams for a legend.

use super::movegen::may_flip;
use super::piece::{ChironMove, Piece, PieceType, Promotion, Square};
use super::tables::{orient, FIRST_RANK, MOVE_SETS, ZONE};
use super::{Chiron, Game, Player};

/// Where a piece may go, split by kind of move (bit `sq` set for square `sq`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Targets {
    /// Squares reached by ordinary moves: empty, or holding a piece it may capture.
    pub ordinary: u64,
    /// Squares reached by capture-only moves (each holds a capturable enemy).
    pub capture_only: u64,
}

/// A legal move as a hand makes it: the square the piece is put down on (a drop's
/// square), then the move as the engine writes it, which may name another arrival square
/// with the same effect (see [`Chiron::choices`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Landing {
    /// The square the piece is put down on.
    pub square: Square,
    /// The legal move it leads to.
    pub mv: ChironMove,
}

impl Landing {
    /// Where a flip then relocates, away from the landing square (`None`: no flip, or a
    /// flip that stays).
    pub fn relocation(self) -> Option<Square> {
        let to = self.mv.final_square();
        (self.mv.promotion(0) == Promotion::Flip && to != self.square).then_some(to)
    }
}

/// How a move is made, for display.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A Phoenix dropped from a hand.
    Drop,
    /// An ordinary move to an empty square.
    Quiet,
    /// An ordinary move that captures.
    Capture,
    /// A capture-only move (the Phoenix's rank capture included).
    CaptureOnly,
}

/// A piece's moves as seen on the board (dy > 0 towards rank 8, dx > 0 towards file h),
/// for a legend.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveDiagram {
    /// Ordinary leaps and steps (jumping over anything).
    pub ordinary_leaps: Vec<(i8, i8)>,
    /// Ordinary rays (sliding to the first occupied square).
    pub ordinary_rays: Vec<(i8, i8)>,
    /// Capture-only leaps.
    pub capture_leaps: Vec<(i8, i8)>,
    /// Capture-only rays.
    pub capture_rays: Vec<(i8, i8)>,
    /// For a Phoenix: the direction (`-1` towards rank 1, `+1` towards rank 8) of the ranks
    /// on which it captures any enemy except a Phoenix.
    pub rank_capture: Option<i8>,
    /// An Ant may also take a friendly Ant on its step.
    pub takes_friendly_ants: bool,
}

impl Piece {
    /// This piece's move diagram, oriented for its owner, hand and form.
    pub fn diagram(self) -> MoveDiagram {
        let (owner, kind) = (self.owner(), self.kind_index());
        let set = &MOVE_SETS[(kind >> 1) as usize];
        let turn = |v: &[(i8, i8)]| v.iter().map(|&d| orient(owner, kind, d)).collect();
        MoveDiagram {
            ordinary_leaps: turn(set.ord_leaps),
            ordinary_rays: turn(set.ord_rays),
            capture_leaps: turn(set.cap_leaps),
            capture_rays: turn(set.cap_rays),
            rank_capture: (self.kind() == PieceType::Phoenix)
                .then(|| orient(owner, kind, (0, -1)).1),
            takes_friendly_ants: self.kind() == PieceType::Ant,
        }
    }
}

/// The squares set in a bitboard, in increasing order.
pub fn squares_of(mut bits: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let sq = bits.trailing_zeros() as Square;
            bits &= bits - 1;
            sq
        })
    })
}

impl Chiron {
    /// Where the piece on `sq` could move if its owner were to move (empty if `sq` is
    /// empty). Promotion choices and relocations are not included: see
    /// [`Chiron::choices`].
    pub fn targets(&self, sq: Square) -> Targets {
        match self.piece_at(sq) {
            None => Targets::default(),
            Some(p) => {
                let (ordinary, capture_only) = self.target_masks(sq as usize, p.0);
                Targets {
                    ordinary,
                    capture_only,
                }
            }
        }
    }

    /// The squares where a Phoenix that `owner` owns could be dropped now (empty if none
    /// is in hand or the game is over).
    pub fn drop_targets(&self, owner: Player) -> u64 {
        let o = (owner & 1) as usize;
        if self.hands[o] == 0 || self.winner().is_some() {
            return 0;
        }
        FIRST_RANK[o] & !(self.occ[0] | self.occ[1])
    }

    /// The legal moves of the piece on `from` (all choices included).
    pub fn moves_from(&self, from: Square) -> Vec<ChironMove> {
        let mut out = self.legal_move_list();
        out.retain(|m| m.from() == Some(from));
        out
    }

    /// The legal moves from `from` to `to`: one when the arrival offers no choice, else
    /// declining, each flip-and-relocation square, and each pool piece. A UI shows the
    /// choices (and the relocation squares, [`ChironMove::final_square`]) as a second
    /// step.
    ///
    /// A flip after a non-capturing arrival that ends on a square also reachable from an
    /// earlier arrival square is the same move (same effect): the legal move returned for
    /// it then names that arrival square in [`ChironMove::to`].
    pub fn choices(&self, from: Square, to: Square) -> Vec<ChironMove> {
        self.choices_among(&self.moves_from(from), from, to)
    }

    /// Every legal move, once for each square a hand may put its piece down on: a drop's
    /// square, else each arrival square whose [`Chiron::choices`] hold the move.
    pub fn landings(&self) -> Vec<Landing> {
        let legal = self.legal_move_list();
        let mut pairs: Vec<(Option<Square>, Square)> =
            legal.iter().map(|m| (m.from(), m.to())).collect();
        pairs.sort_unstable();
        pairs.dedup();
        let mut out = Vec::with_capacity(legal.len());
        for (from, to) in pairs {
            let moves = match from {
                Some(f) => self.choices_among(&legal, f, to),
                None => legal
                    .iter()
                    .copied()
                    .filter(|m| m.from().is_none() && m.to() == to)
                    .collect(),
            };
            out.extend(moves.into_iter().map(|mv| Landing { square: to, mv }));
        }
        out
    }

    /// [`Chiron::choices`], among the `legal` moves (those of the position, or only those
    /// from `from`).
    fn choices_among(&self, legal: &[ChironMove], from: Square, to: Square) -> Vec<ChironMove> {
        let ours = |m: &&ChironMove| m.from() == Some(from);
        let mut out: Vec<ChironMove> = legal
            .iter()
            .filter(ours)
            .copied()
            .filter(|m| m.to() == to)
            .collect();
        let Some(p) = self.piece_at(from) else {
            return out;
        };
        let (f, t) = (from as usize, to as usize);
        let c = p.owner() as usize;
        if out.is_empty() || !may_flip(p.0) || ZONE[c] >> t & 1 == 0 || self.board[t] != 0 {
            return out;
        }
        // Flips from this arrival listed under an earlier arrival square: find them.
        let mut raw = Vec::new();
        let mut none = 0;
        self.push_promotions(f, t, p.0, self.occ[0] | self.occ[1], &mut none, &mut raw);
        let is_flip = |m: &ChironMove| m.promotion(0) == Promotion::Flip;
        for m in raw.into_iter().filter(is_flip) {
            let listed = |x: &&ChironMove| is_flip(x) && x.final_square() == m.final_square();
            if out.iter().any(|x| listed(&x)) {
                continue;
            }
            let same = legal
                .iter()
                .filter(ours)
                .filter(listed)
                .find(|x| self.board[x.to() as usize] == 0);
            out.extend(same);
        }
        out
    }

    /// How the move `m` (legal here) is made.
    pub fn move_kind(&self, m: ChironMove) -> MoveKind {
        let Some(from) = m.from() else {
            return MoveKind::Drop;
        };
        let t = self.targets(from);
        let bit = 1u64 << m.to();
        if t.ordinary & bit == 0 && t.capture_only & bit != 0 {
            MoveKind::CaptureOnly
        } else if self.piece_at(m.to()).is_some() {
            MoveKind::Capture
        } else {
            MoveKind::Quiet
        }
    }

    /// The piece a move captures, if any.
    pub fn captured_by(&self, m: ChironMove) -> Option<Piece> {
        m.from().and(self.piece_at(m.to()))
    }

    /// Whether any piece of `by` could move onto `sq` (capturing what stands there).
    pub fn attacks(&self, by: Player, sq: Square) -> bool {
        let bit = 1u64 << (sq & 63);
        squares_of(self.occ[(by & 1) as usize]).any(|s| {
            let (ord, cap) = self.target_masks(s as usize, self.board[s as usize]);
            (ord | cap) & bit != 0
        })
    }

    /// The courtesy "check": whether `player`'s King could be captured by the opponent's
    /// next move.
    pub fn king_threatened(&self, player: Player) -> bool {
        let p = (player & 1) as usize;
        match self.king_square(p) {
            Some(sq) => self.attacks(player ^ 1, sq as Square),
            None => false,
        }
    }
}
