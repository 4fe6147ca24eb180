//! Shifting Chess heuristic: material (pieces in limbo count, since they return), king
//! safety (shelter on land, exposure to open lines and to gaps a slide can open), a cheap
//! mobility count (empty land reached by each piece's first steps, by the engine's step
//! tables) and the endgame terms of [`shifting_endgame`], squashed into an expected score.
//! Reads the position only through the engine's public API.

use super::shifting_endgame::{self, Forces};
use super::{logistic, Evaluator};
use crate::engine::shifting_chess::{
    Content, PieceKind, ShiftingChess, ShiftingMove, Square, KING_STEPS,
};
use crate::engine::{Game, Player};

/// Material, king safety and mobility.
#[derive(Clone, Copy, Debug, Default)]
pub struct ShiftingChessEvaluator;

fn value(kind: PieceKind) -> f64 {
    match kind {
        PieceKind::Pawn => 1.0,
        PieceKind::Knight => 3.0,
        PieceKind::Bishop => 3.2,
        PieceKind::Rook => 5.0,
        PieceKind::Queen => 9.0,
        PieceKind::King => 0.0,
    }
}

/// What `square` holds; off the blue board counts as a gap.
fn at(game: &ShiftingChess, square: Option<Square>) -> Content {
    square.map_or(Content::Gap, |s| game.content(s))
}

/// Empty or enemy land squares a piece reaches in one move by the engine's steps (rays
/// stop at anything, gaps included), capped per ray so long lines do not dominate.
fn mobility(game: &ShiftingChess, sq: Square, kind: PieceKind, owner: Player) -> f64 {
    let reach = |c: Content| match c {
        Content::Empty => 1.0,
        Content::Piece(p) if p.owner != owner => 1.5,
        _ => 0.0,
    };
    if kind == PieceKind::King {
        return 0.0;
    }
    let (steps, slides) = kind.steps();
    let reach_of_ray = if slides { 4 } else { 1 };
    let mut total = 0.0;
    for &step in steps {
        let mut cur = Some(sq);
        for _ in 0..reach_of_ray {
            cur = cur.and_then(|s| s.step(step));
            let c = at(game, cur);
            total += reach(c);
            if c != Content::Empty {
                break;
            }
        }
    }
    if kind == PieceKind::Queen {
        total * 0.5
    } else {
        total
    }
}

/// King safety for `owner`'s king: friendly pieces around it are shelter; empty squares
/// and gaps around it are exposure (gaps mean the king's tile can be pushed about), which
/// matters as much as the enemy has pieces to attack with (`threat`, 0 to 1). Check is bad
/// whatever attacks.
fn king_safety(game: &ShiftingChess, owner: Player, threat: f64) -> f64 {
    let k = game.king_square(owner);
    let mut score = 0.0;
    for &step in &KING_STEPS {
        match at(game, k.step(step)) {
            Content::Piece(p) if p.owner == owner => score += 0.15,
            Content::Piece(_) => score -= 0.2,
            Content::Boulder => score += 0.05,
            Content::Empty => score -= 0.03,
            Content::Gap => score -= 0.08,
        }
    }
    score *= threat;
    if game.is_check(owner) {
        score -= 0.5;
    }
    score
}

/// How much a king's surroundings matter against these enemy forces: fully with a
/// queen and a rook or more, less as the attackers go.
fn threat(enemy: &Forces) -> f64 {
    (enemy.non_pawn() / 14.0).min(1.0)
}

/// A move's order among captures: what it takes (or promotes to), in hundredths of a
/// pawn, less a hundredth of what the mover is worth; 0 for a quiet move.
fn gain(game: &ShiftingChess, m: ShiftingMove) -> i32 {
    let ShiftingMove::Move {
        from,
        to,
        promotion,
    } = m
    else {
        return 0;
    };
    let worth = |sq: Square| game.piece_at(sq).map_or(0.0, |p| value(p.kind));
    let taken = worth(to) + promotion.map_or(0.0, value);
    if taken == 0.0 {
        return 0;
    }
    (taken * 100.0 - worth(from)).round() as i32
}

impl Evaluator<ShiftingChess> for ShiftingChessEvaluator {
    fn evaluate(&self, game: &ShiftingChess, player: Player) -> f64 {
        let mut material = [0.0f64; 2];
        let mut mobile = [0.0f64; 2];
        let mut forces = [Forces::default(); 2];
        for i in 0..144 {
            let sq = Square::from_index(i).expect("on the board");
            if let Content::Piece(p) = game.content(sq) {
                let o = p.owner as usize & 1;
                material[o] += value(p.kind);
                forces[o].add(p.kind, value(p.kind));
                if p.kind == PieceKind::Pawn {
                    // Advancement towards the far side.
                    let adv = if o == 0 { sq.rank() } else { 11 - sq.rank() } as f64;
                    material[o] += (adv - 3.0).max(0.0) * 0.08;
                } else {
                    mobile[o] += mobility(game, sq, p.kind, p.owner);
                }
            }
        }
        if let Some((_, limbo)) = game.limbo() {
            for c in limbo {
                if let Content::Piece(p) = c {
                    material[p.owner as usize & 1] += value(p.kind) * 0.9;
                    forces[p.owner as usize & 1].add(p.kind, value(p.kind));
                }
            }
        }
        let (p, o) = (player as usize & 1, 1 - (player as usize & 1));
        let diff = (material[p] - material[o])
            + (mobile[p] - mobile[o]) * 0.04
            + king_safety(game, p as Player, threat(&forces[o]))
            - king_safety(game, o as Player, threat(&forces[p]));
        logistic(shifting_endgame::adjust(game, player, &forces, diff) * 0.6)
    }

    /// Captures and promotions, ordered as by [`Evaluator::order_moves`].
    fn noisy_moves(&self, game: &ShiftingChess, out: &mut Vec<ShiftingMove>) {
        game.legal_moves(out);
        out.retain(|&m| gain(game, m) > 0);
        self.order_moves(game, out);
    }

    /// The most valuable victim (or promotion) first, then the least valuable attacker;
    /// quiet moves after them in the generator's order.
    fn order_moves(&self, game: &ShiftingChess, moves: &mut [ShiftingMove]) {
        moves.sort_by_cached_key(|&m| std::cmp::Reverse(gain(game, m)));
    }
}
