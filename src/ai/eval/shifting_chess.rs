//! Shifting Chess heuristic: material (pieces in limbo count, since they return), king
//! safety (shelter on land, exposure to open lines and to gaps a slide can open), and a
//! cheap mobility count (empty land reached by each piece's first steps), squashed into an
//! expected score. Reads the position only through the engine's public API.

use super::{logistic, Evaluator};
use crate::engine::shifting_chess::{Content, PieceKind, ShiftingChess, Square};
use crate::engine::Player;

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

const KING_STEPS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
const ORTHOGONALS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONALS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

fn at(game: &ShiftingChess, file: i8, rank: i8) -> Content {
    if (0..12).contains(&file) && (0..12).contains(&rank) {
        game.content(Square::new(file as u8, rank as u8))
    } else {
        Content::Gap
    }
}

/// Empty or enemy land squares a piece reaches in one move (rays stop at anything, gaps
/// included), capped per ray so long lines do not dominate.
fn mobility(game: &ShiftingChess, sq: Square, kind: PieceKind, owner: Player) -> f64 {
    let (f, r) = (sq.file() as i8, sq.rank() as i8);
    let reach = |c: Content| match c {
        Content::Empty => 1.0,
        Content::Piece(p) if p.owner != owner => 1.5,
        _ => 0.0,
    };
    let rays = |dirs: &[(i8, i8)]| -> f64 {
        let mut total = 0.0;
        for &(df, dr) in dirs {
            for step in 1..=4 {
                let c = at(game, f + df * step, r + dr * step);
                total += reach(c);
                if c != Content::Empty {
                    break;
                }
            }
        }
        total
    };
    match kind {
        PieceKind::Knight => KNIGHT_STEPS
            .iter()
            .map(|&(df, dr)| reach(at(game, f + df, r + dr)))
            .sum(),
        PieceKind::Bishop => rays(&DIAGONALS),
        PieceKind::Rook => rays(&ORTHOGONALS),
        PieceKind::Queen => rays(&KING_STEPS) * 0.5,
        _ => 0.0,
    }
}

/// King safety for `owner`'s king: friendly pieces around it are shelter; empty squares
/// and gaps around it are exposure (gaps mean the king's tile can be pushed about).
fn king_safety(game: &ShiftingChess, owner: Player) -> f64 {
    let k = game.king_square(owner);
    let (f, r) = (k.file() as i8, k.rank() as i8);
    let mut score = 0.0;
    for &(df, dr) in &KING_STEPS {
        match at(game, f + df, r + dr) {
            Content::Piece(p) if p.owner == owner => score += 0.15,
            Content::Piece(_) => score -= 0.2,
            Content::Boulder => score += 0.05,
            Content::Empty => score -= 0.03,
            Content::Gap => score -= 0.08,
        }
    }
    if game.is_check(owner) {
        score -= 0.5;
    }
    score
}

impl Evaluator<ShiftingChess> for ShiftingChessEvaluator {
    fn evaluate(&self, game: &ShiftingChess, player: Player) -> f64 {
        let mut material = [0.0f64; 2];
        let mut mobile = [0.0f64; 2];
        for i in 0..144 {
            let sq = Square::from_index(i).expect("on the board");
            if let Content::Piece(p) = game.content(sq) {
                let o = p.owner as usize & 1;
                material[o] += value(p.kind);
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
                }
            }
        }
        let (p, o) = (player as usize & 1, 1 - (player as usize & 1));
        // With a clear lead, drive the weaker king into a corner and bring the kings close.
        let lead = material[p] - material[o];
        let drive = if lead.abs() > 2.5 {
            let weak = if lead > 0.0 { o } else { p };
            let sign = if lead > 0.0 { 1.0 } else { -1.0 };
            let (wk, sk) = (
                game.king_square(weak as Player),
                game.king_square(1 - weak as Player),
            );
            let room = KING_STEPS
                .iter()
                .filter(|&&(df, dr)| {
                    at(game, wk.file() as i8 + df, wk.rank() as i8 + dr) == Content::Empty
                })
                .count() as f64;
            let dist = f64::from(
                wk.file()
                    .abs_diff(sk.file())
                    .max(wk.rank().abs_diff(sk.rank())),
            );
            sign * ((8.0 - room) * 0.12 + (11.0 - dist) * 0.04)
        } else {
            0.0
        };
        let diff = drive
            + (material[p] - material[o])
            + (mobile[p] - mobile[o]) * 0.04
            + (king_safety(game, p as Player) - king_safety(game, o as Player));
        logistic(diff * 0.6)
    }
}
