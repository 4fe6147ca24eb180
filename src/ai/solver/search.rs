//! The solver's search: fail-soft negamax with alpha-beta, values counted from the root
//! (`WIN - n` for a win `n` plies below it), a symmetry-folded transposition table, and
//! move ordering by the table's move, tower completions, and a history of cutoffs.

use super::symmetry::{canonical, from_key_frame, to_key_frame};
use super::table::{Bound, Entry, Table};
use super::WIN;
use crate::engine::pyrga::{Pyrga, PyrgaMove, Shape};
use crate::engine::{Game, Player, Turn};

/// Every piece of both players: no game lasts longer.
const ALL_PIECES: u32 = 30;

/// The seat whose turn it is (or would be, once over): one piece per turn, White first.
pub(super) fn mover(game: &Pyrga) -> Player {
    (placed(game) % 2) as Player
}

fn placed(game: &Pyrga) -> u32 {
    game.masks().0.iter().map(|m| m.count_ones()).sum()
}

/// Placements left before every piece is on the board.
pub(super) fn pieces_left(game: &Pyrga) -> u32 {
    ALL_PIECES - placed(game)
}

/// A value relative to the root (`ply` plies down), as stored: relative to the position.
fn to_table(v: i32, ply: u32) -> i8 {
    (v + v.signum() * ply as i32) as i8
}

/// A stored value, back relative to the root.
fn from_table(v: i8, ply: u32) -> i32 {
    let v = i32::from(v);
    v - v.signum() * ply as i32
}

/// A move's slot in the history table.
fn history_slot(m: PyrgaMove) -> usize {
    let dir = if m.shape() == Shape::Triangle {
        m.dir() as usize
    } else {
        0
    };
    (m.shape() as usize * 4 + dir) * 16 + m.cell()
}

/// What a search from the root found.
pub(super) struct RootResult {
    /// The root's value (fail-soft, for the window searched).
    pub value: i32,
    /// The move that gave it.
    pub best: PyrgaMove,
}

/// One proof's search state; the table is kept between the searches of one proof.
pub(super) struct Search<'a> {
    table: Table,
    nodes: u64,
    limit: u64,
    stop: &'a dyn Fn() -> bool,
    aborted: bool,
    /// One move list per ply, reused.
    buffers: Vec<Vec<PyrgaMove>>,
    /// Per move, how often it cut off a search (weighted by the subtree's size).
    history: [u32; 192],
    root_best: Option<PyrgaMove>,
}

impl<'a> Search<'a> {
    /// A search that may visit `nodes` nodes, polling `stop` now and then.
    pub fn new(nodes: u64, stop: &'a dyn Fn() -> bool) -> Search<'a> {
        Search {
            table: Table::new(table_bits(nodes)),
            nodes: 0,
            limit: nodes,
            stop,
            aborted: false,
            buffers: Vec::new(),
            history: [0; 192],
            root_best: None,
        }
    }

    /// Nodes visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Searches `game` (not over) with the window `(alpha, beta)`; `None` once the budget
    /// has run out.
    pub fn root(&mut self, game: &Pyrga, alpha: i32, beta: i32) -> Option<RootResult> {
        self.root_best = None;
        let value = self.negamax(game, 0, alpha, beta);
        if self.aborted {
            return None;
        }
        Some(RootResult {
            value,
            best: self.root_best?,
        })
    }

    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes >= self.limit || (self.nodes.is_multiple_of(128) && (self.stop)()) {
            self.aborted = true;
        }
    }

    /// The value of `game` for its mover, `ply` plies below the root. Fail-soft: a value
    /// at most `alpha` is an upper bound, at least `beta` a lower bound.
    fn negamax(&mut self, game: &Pyrga, ply: u32, mut alpha: i32, mut beta: i32) -> i32 {
        self.count_node();
        if self.aborted {
            return 0;
        }
        let Turn::Player(me) = game.turn() else {
            let score = WIN - ply as i32;
            return match game.winner() {
                None => 0,
                Some(w) if w == mover(game) => score,
                Some(_) => -score,
            };
        };
        // No result can come sooner than the next placement.
        let soonest = WIN - ply as i32 - 1;
        if ply > 0 && wins_now(game, me) {
            return soonest;
        }
        alpha = alpha.max(-soonest);
        beta = beta.min(soonest);
        if alpha >= beta {
            return alpha;
        }
        let position = canonical(game);
        let mut hint = None;
        if let Some(e) = self.table.get(position.key) {
            let v = from_table(e.value, ply);
            let cut = match e.bound {
                Bound::Exact => true,
                Bound::Lower => v >= beta,
                Bound::Upper => v <= alpha,
            };
            if cut && ply > 0 {
                return v;
            }
            hint = e.best.map(|m| from_key_frame(position.symmetry, m));
        }
        let mut moves = self.take_buffer(ply);
        game.legal_moves(&mut moves);
        self.order(game, me, &mut moves, hint);
        let alpha_in = alpha;
        let (mut best, mut best_move) = (-WIN - 1, moves[0]);
        for &m in &moves {
            let mut child = game.clone();
            child.play_unchecked(m);
            let v = -self.negamax(&child, ply + 1, -beta, -alpha);
            if self.aborted {
                break;
            }
            if v > best {
                (best, best_move) = (v, m);
                alpha = alpha.max(v);
                if alpha >= beta {
                    let left = pieces_left(game);
                    self.history[history_slot(m)] += left * left;
                    break;
                }
            }
        }
        self.buffers[ply as usize] = moves;
        if self.aborted {
            return 0;
        }
        let bound = if best <= alpha_in {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let entry = Entry {
            value: to_table(best, ply),
            bound,
            best: Some(to_key_frame(position.symmetry, best_move)),
        };
        self.table.put(position.key, pieces_left(game) as u8, entry);
        if ply == 0 {
            self.root_best = Some(best_move);
        }
        best
    }

    fn take_buffer(&mut self, ply: u32) -> Vec<PyrgaMove> {
        let i = ply as usize;
        if self.buffers.len() <= i {
            self.buffers.resize_with(i + 1, Vec::new);
        }
        std::mem::take(&mut self.buffers[i])
    }

    /// Puts the table's move first, then moves completing a tower the mover will control,
    /// then the rest, and last moves completing a tower for the opponent; within each group
    /// the moves that cut off most often first.
    fn order(&self, game: &Pyrga, me: Player, moves: &mut [PyrgaMove], hint: Option<PyrgaMove>) {
        let (two_high, mine) = completions(game, me);
        moves.sort_unstable_by_key(|&m| {
            let bit = 1u16 << m.cell();
            let group = if Some(m) == hint {
                0
            } else if mine & bit != 0 {
                1
            } else if two_high & bit == 0 {
                2
            } else {
                3
            };
            (group, u32::MAX - self.history[history_slot(m)])
        });
    }
}

/// Table size for a proof within `nodes`: about one bucket per node, between 2^12 and 2^20
/// buckets (64 MiB at most).
fn table_bits(nodes: u64) -> u32 {
    (64 - nodes.max(1).leading_zeros()).clamp(12, 20)
}

/// The towers holding two pieces, and those of them where `me` holds at least one (so a
/// third piece from `me` wins control).
fn completions(game: &Pyrga, me: Player) -> (u16, u16) {
    let (occupied, white) = game.masks();
    let [a, b, c] = occupied;
    let two_high = ((a & b) | (a & c) | (b & c)) & !(a & b & c);
    let mine = [0, 1, 2].map(|s| {
        if me == 0 {
            white[s]
        } else {
            occupied[s] & !white[s]
        }
    });
    (two_high, (mine[0] | mine[1] | mine[2]) & two_high)
}

/// Whether `me` (to move) holds two towers and may complete a third this turn.
fn wins_now(game: &Pyrga, me: Player) -> bool {
    if game.controlled()[usize::from(me)] < 2 {
        return false;
    }
    let (_, mine) = completions(game, me);
    let legal = game.legal_cells();
    mine & (legal[0] | legal[1] | legal[2]) != 0
}
