//! An independent, slow, obviously-correct Chiron move generator for checking the
//! engine: it tries every (from, to) pair against a direct reading of the rulings' table,
//! and plays moves on its own plain board.

use rosette::engine::chiron::{Chiron, Form, Hand, Piece, PieceType};
use rosette::engine::Game;
use std::collections::HashSet;

/// How a move entry goes.
#[derive(Clone, Copy, PartialEq)]
enum Way {
    Leap,
    Ray,
    CaptureLeap,
    CaptureRay,
}
use Way::*;

/// The rulings' table for a White left-handed piece in normal form.
fn table(kind: PieceType) -> Vec<(i8, i8, Way)> {
    match kind {
        PieceType::King => (-2..=2).map(|dx| (dx, 2, Leap)).collect(),
        PieceType::Phoenix | PieceType::Ant => vec![(0, 1, Leap)],
        PieceType::Crab => vec![
            (1, 1, Leap),
            (-1, 1, Leap),
            (2, 1, Leap),
            (-2, 1, Leap),
            (1, 0, Ray),
            (3, -1, Leap),
            (-1, 0, CaptureRay),
            (-3, -1, CaptureLeap),
        ],
        PieceType::Moth => vec![
            (2, 1, Leap),
            (2, -1, Leap),
            (1, 2, Leap),
            (-1, 2, Leap),
            (1, -1, Ray),
            (-2, 1, CaptureLeap),
            (-2, -1, CaptureLeap),
            (-1, -1, CaptureRay),
        ],
        PieceType::Hummingbird => vec![
            (0, 1, Ray),
            (1, -2, Leap),
            (2, -1, Leap),
            (-1, -2, CaptureLeap),
            (-2, -1, CaptureLeap),
        ],
    }
}

/// Turns an offset for the piece's hand, form and owner.
fn turn(p: Piece, (dx, dy): (i8, i8)) -> (i8, i8) {
    let dx = if p.hand() == Some(Hand::Right) {
        -dx
    } else {
        dx
    };
    let dy = if p.form() == Form::Flipped { -dy } else { dy };
    if p.owner() == 1 {
        (-dx, -dy)
    } else {
        (dx, dy)
    }
}

/// A pool index: A, +A, CL, CR, ML, MR, HL, HR.
pub fn pool_index(p: Piece) -> Option<usize> {
    let h = usize::from(p.hand() == Some(Hand::Right));
    match p.kind() {
        PieceType::Ant => Some(usize::from(p.form() == Form::Flipped)),
        PieceType::Crab => Some(2 + h),
        PieceType::Moth => Some(4 + h),
        PieceType::Hummingbird => Some(6 + h),
        _ => None,
    }
}

fn pool_piece(owner: u8, i: usize) -> Piece {
    let (kind, hand, form) = match i {
        0 => (PieceType::Ant, Hand::Left, Form::Normal),
        1 => (PieceType::Ant, Hand::Left, Form::Flipped),
        _ => (
            [PieceType::Crab, PieceType::Moth, PieceType::Hummingbird][(i - 2) / 2],
            if i.is_multiple_of(2) {
                Hand::Left
            } else {
                Hand::Right
            },
            Form::Normal,
        ),
    };
    Piece::new(owner, kind, hand, form)
}

/// A promotion choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Choice {
    Plain,
    Flip(u8),
    Pool(usize),
}

/// A move described by its effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Desc {
    pub from: Option<u8>,
    pub drop_owner: Option<u8>,
    pub to: u8,
    pub choice: Choice,
}

/// The engine's move as a description.
pub fn describe(g: &Chiron, m: rosette::engine::chiron::ChironMove) -> Desc {
    use rosette::engine::chiron::Promotion;
    let choice = match m.promotion(g.side_to_move()) {
        Promotion::None => Choice::Plain,
        Promotion::Flip => Choice::Flip(m.final_square()),
        Promotion::Pool(p) => Choice::Pool(pool_index(p).unwrap()),
    };
    Desc {
        from: m.from(),
        drop_owner: m.drop_owner(),
        to: m.to(),
        choice,
    }
}

/// A plain position.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    pub board: [Option<Piece>; 64],
    pub side: u8,
    pub hands: [u8; 2],
    pub pools: [[u8; 8]; 2],
    pub over: bool,
}

fn xy(sq: u8) -> (i8, i8) {
    ((sq % 8) as i8, (sq / 8) as i8)
}

fn at(x: i8, y: i8) -> Option<u8> {
    ((0..8).contains(&x) && (0..8).contains(&y)).then(|| (y * 8 + x) as u8)
}

/// The owner's rank number 1..8 of a square.
fn own_rank(owner: u8, sq: u8) -> u8 {
    if owner == 0 {
        sq / 8 + 1
    } else {
        8 - sq / 8
    }
}

impl Model {
    /// Reads the engine's state through its public API.
    pub fn of(g: &Chiron) -> Model {
        let mut pools = [[0u8; 8]; 2];
        for (o, pool) in pools.iter_mut().enumerate() {
            for (i, n) in pool.iter_mut().enumerate() {
                *n = g.pool_count(pool_piece(o as u8, i));
            }
        }
        Model {
            board: std::array::from_fn(|sq| g.piece_at(sq as u8)),
            side: g.side_to_move(),
            hands: [g.hand(0), g.hand(1)],
            pools,
            over: g.winner().is_some(),
        }
    }

    /// Whether the piece `p` on `from` may go to `to` by the table (ignoring what is on
    /// `to`): (by an ordinary move, by a capture-only move).
    fn reaches(&self, p: Piece, from: u8, to: u8) -> (bool, bool) {
        let ((fx, fy), (tx, ty)) = (xy(from), xy(to));
        let (ddx, ddy) = (tx - fx, ty - fy);
        let (mut ord, mut cap) = (false, false);
        for (dx, dy, way) in table(p.kind()) {
            let (dx, dy) = turn(p, (dx, dy));
            let hit = match way {
                Leap | CaptureLeap => (ddx, ddy) == (dx, dy),
                Ray | CaptureRay => (1..8).any(|k| {
                    (k * dx, k * dy) == (ddx, ddy)
                        && (1..k).all(|j| {
                            let s = at(fx + j * dx, fy + j * dy).unwrap();
                            self.board[s as usize].is_none()
                        })
                }),
            };
            if hit {
                match way {
                    Leap | Ray => ord = true,
                    _ => cap = true,
                }
            }
        }
        (ord, cap)
    }

    fn may_move(&self, p: Piece, from: u8, to: u8) -> bool {
        let target = self.board[to as usize];
        let enemy = target.is_some_and(|t| t.owner() != p.owner());
        let enemy_non_phoenix = enemy && target.unwrap().kind() != PieceType::Phoenix;
        let (ord, cap) = self.reaches(p, from, to);
        if ord {
            let friendly_ant = target.is_some_and(|t| {
                t.owner() == p.owner() && t.kind() == PieceType::Ant && p.kind() == PieceType::Ant
            });
            if target.is_none() || enemy || friendly_ant {
                return true;
            }
        }
        if cap && enemy_non_phoenix {
            return true;
        }
        if p.kind() == PieceType::Phoenix && enemy_non_phoenix {
            // "Behind": towards the owner's first rank (its last when flipped).
            let forward = turn(p, (0, 1)).1;
            let dy = xy(to).1 - xy(from).1;
            return dy * forward < 0;
        }
        false
    }

    /// The squares a flipped piece reaches from `start` by ordinary non-capturing moves
    /// through empty squares (with `from` vacated), `start` included.
    fn relocations(&self, p: Piece, from: u8, start: u8) -> Vec<u8> {
        let mut board = self.board;
        board[from as usize] = None;
        board[start as usize] = Some(p);
        let mut reached = vec![start];
        let mut i = 0;
        while i < reached.len() {
            let s = reached[i];
            for (dx, dy, way) in table(p.kind()) {
                assert!(way == Leap || way == CaptureLeap, "no flipped rays");
                if way != Leap {
                    continue;
                }
                let (dx, dy) = turn(p, (dx, dy));
                let (x, y) = xy(s);
                if let Some(t) = at(x + dx, y + dy) {
                    if board[t as usize].is_none() && !reached.contains(&t) {
                        reached.push(t);
                    }
                }
            }
            i += 1;
        }
        reached
    }

    /// Every legal move.
    pub fn moves(&self) -> Vec<Desc> {
        let mut out = self.hand_moves();
        // A move is identified by its effect: keep the first of moves that leave the
        // same position (becoming a normal Ant from the pool is declining; a flip
        // relocated to the same square from two arrival squares is one move).
        let mut seen = HashSet::new();
        out.retain(|&d| {
            let next = self.effect(d);
            seen.insert((next.board, next.hands, next.pools, next.over))
        });
        out
    }

    /// Every way a hand may make a legal move: each arrival square with each choice the
    /// rules allow there (several may have one effect).
    pub fn hand_moves(&self) -> Vec<Desc> {
        let mut out = Vec::new();
        if self.over {
            return out;
        }
        for owner in 0..2u8 {
            if self.hands[owner as usize] == 0 {
                continue;
            }
            for sq in 0..64u8 {
                if own_rank(owner, sq) == 1 && self.board[sq as usize].is_none() {
                    out.push(Desc {
                        from: None,
                        drop_owner: Some(owner),
                        to: sq,
                        choice: Choice::Plain,
                    });
                }
            }
        }
        for from in 0..64u8 {
            let Some(p) = self.board[from as usize] else {
                continue;
            };
            if p.owner() != self.side {
                continue;
            }
            for to in 0..64u8 {
                if to == from || !self.may_move(p, from, to) {
                    continue;
                }
                let mut push = |choice| {
                    out.push(Desc {
                        from: Some(from),
                        drop_owner: None,
                        to,
                        choice,
                    })
                };
                push(Choice::Plain);
                let target = self.board[to as usize];
                let takes_king = target.is_some_and(|t| t.kind() == PieceType::King);
                let promotable = p.kind().is_symmetric() && p.form() == Form::Normal;
                if !promotable || own_rank(p.owner(), to) < 7 || takes_king {
                    continue;
                }
                let flipped = Piece::new(p.owner(), p.kind(), Hand::Left, Form::Flipped);
                for s in self.relocations(flipped, from, to) {
                    push(Choice::Flip(s));
                }
                if p.kind() == PieceType::Ant {
                    let mut pool = self.pools[p.owner() as usize];
                    if let Some(t) = target.filter(|t| t.owner() == p.owner()) {
                        pool[pool_index(t).unwrap()] += 1;
                    }
                    for (i, &n) in pool.iter().enumerate() {
                        if n > 0 {
                            push(Choice::Pool(i));
                        }
                    }
                }
            }
        }
        out
    }

    /// The position after `d`, the next player's moves not yet looked at.
    pub fn effect(&self, d: Desc) -> Model {
        let mut next = self.clone();
        next.apply(d);
        next
    }

    /// Plays a legal move.
    pub fn play(&mut self, d: Desc) {
        self.apply(d);
        if !self.over && self.moves().is_empty() {
            self.over = true;
        }
    }

    /// Plays a move without deciding whether the next player can move.
    fn apply(&mut self, d: Desc) {
        let side = self.side;
        if let Some(o) = d.drop_owner {
            self.hands[o as usize] -= 1;
            self.board[d.to as usize] =
                Some(Piece::new(o, PieceType::Phoenix, Hand::Left, Form::Normal));
        } else {
            let p = self.board[d.from.unwrap() as usize].take().unwrap();
            if let Some(t) = self.board[d.to as usize].take() {
                match t.kind() {
                    PieceType::King => self.over = true,
                    PieceType::Phoenix => self.hands[side as usize] += 1,
                    _ => self.pools[t.owner() as usize][pool_index(t).unwrap()] += 1,
                }
            }
            match d.choice {
                Choice::Plain => self.board[d.to as usize] = Some(p),
                Choice::Flip(s) => {
                    self.board[s as usize] =
                        Some(Piece::new(side, p.kind(), Hand::Left, Form::Flipped))
                }
                Choice::Pool(i) => {
                    self.pools[side as usize][i] -= 1;
                    self.pools[side as usize][0] += 1;
                    self.board[d.to as usize] = Some(pool_piece(side, i));
                }
            }
        }
        self.side ^= 1;
    }

    /// Leaf count `depth` plies down.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|d| {
                let mut next = self.clone();
                next.play(d);
                next.perft(depth - 1)
            })
            .sum()
    }
}

/// The engine's legal moves as sorted descriptions.
pub fn engine_moves(g: &Chiron) -> Vec<Desc> {
    let mut v: Vec<Desc> = g
        .legal_move_list()
        .into_iter()
        .map(|m| describe(g, m))
        .collect();
    v.sort();
    v
}

/// The model's legal moves, sorted.
pub fn model_moves(m: &Model) -> Vec<Desc> {
    let mut v = m.moves();
    v.sort();
    v
}
