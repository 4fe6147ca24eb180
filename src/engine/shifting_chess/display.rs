//! Moves as players read them in a move list: the usual short chess notation (`Nf3`,
//! `exd5`, `O-O`, `e12=Q`, `+` for check, `#` for mate) and cards in words (`Rotate`,
//! `F ↺`). Reading a move is still done with the full notation (`notation.rs`).

use super::types::{PieceKind, ShiftingMove, SlideDir, Square};
use super::{Card, End, ShiftingChess};
use crate::engine::Game;

/// The card's name as players say it.
fn card_word(c: Card) -> &'static str {
    match c {
        Card::Swap => "Swap",
        Card::Rotate => "Rotate",
        Card::Slide => "Slide",
        Card::Void => "Void",
    }
}

fn arrow(dir: SlideDir) -> char {
    match dir {
        SlideDir::North => '↑',
        SlideDir::East => '→',
        SlideDir::South => '↓',
        SlideDir::West => '←',
    }
}

/// `m` (legal in `g`) for display.
pub(super) fn move_display(g: &ShiftingChess, m: ShiftingMove) -> String {
    match m {
        ShiftingMove::Move {
            from,
            to,
            promotion,
        } => short_move(g, m, from, to, promotion),
        ShiftingMove::Draw(c) => card_word(c).to_string(),
        ShiftingMove::Swap(x, y) => {
            let (a, b) = g.swap_names(x, y);
            format!("{a}⇄{b}")
        }
        ShiftingMove::Rotate { slot, clockwise } => {
            format!(
                "{} {}",
                g.tile_name(slot),
                if clockwise { '↻' } else { '↺' }
            )
        }
        ShiftingMove::Slide { slot, dir } => format!("{} {}", g.tile_name(slot), arrow(dir)),
        ShiftingMove::Void(slot) => format!("{} void", g.tile_name(slot)),
        ShiftingMove::NoEffect => "no effect".to_string(),
    }
}

/// Short notation of an ordinary move: piece letter (none for a pawn), the file, rank or
/// square that tells it from a twin, `x` on a capture, the promotion, and the check.
fn short_move(
    g: &ShiftingChess,
    m: ShiftingMove,
    from: Square,
    to: Square,
    promotion: Option<PieceKind>,
) -> String {
    let Some(piece) = g.piece_at(from) else {
        return format!("{from}{to}");
    };
    let capture = g.is_capture(m);
    let mut text = if piece.kind == PieceKind::King && castling(from, to) {
        castling_text(g, from, to)
    } else if piece.kind == PieceKind::Pawn {
        let mut t = String::new();
        if capture {
            t.push(file_letter(from));
            t.push('x');
        }
        t.push_str(&to.to_string());
        if let Some(k) = promotion {
            t.push('=');
            t.push(k.letter());
        }
        t
    } else {
        let mut t = piece.kind.letter().to_string();
        t.push_str(&disambiguation(g, piece.kind, from, to));
        if capture {
            t.push('x');
        }
        t.push_str(&to.to_string());
        t
    };
    let mut next = g.clone();
    next.play_unchecked(m);
    let them = 1 - g.side();
    if matches!(next.end(), Some(End::Checkmate(_))) {
        text.push('#');
    } else if next.is_check(them) {
        text.push('+');
    }
    text
}

fn file_letter(s: Square) -> char {
    (b'a' + s.file()) as char
}

/// A king's two-square move along a rank or a file is castling.
fn castling(from: Square, to: Square) -> bool {
    let (df, dr) = (
        i16::from(to.file()) - i16::from(from.file()),
        i16::from(to.rank()) - i16::from(from.rank()),
    );
    (df.abs() == 2 && dr == 0) || (dr.abs() == 2 && df == 0)
}

/// `O-O` when the rook the king castles with stood three squares away (the short side),
/// `O-O-O` otherwise; tiles can turn, so the side is read from the board.
fn castling_text(g: &ShiftingChess, from: Square, to: Square) -> String {
    let step = (
        (i16::from(to.file()) - i16::from(from.file())).signum(),
        (i16::from(to.rank()) - i16::from(from.rank())).signum(),
    );
    let mut at = (i16::from(from.file()), i16::from(from.rank()));
    let mut distance = 0;
    loop {
        at = (at.0 + step.0, at.1 + step.1);
        distance += 1;
        if !(0..12).contains(&at.0) || !(0..12).contains(&at.1) {
            break;
        }
        let square = Square::new(at.0 as u8, at.1 as u8);
        if g.piece_at(square)
            .is_some_and(|p| p.kind == PieceKind::Rook)
        {
            break;
        }
    }
    if distance <= 3 { "O-O" } else { "O-O-O" }.to_string()
}

/// What tells the move apart from another piece of the same kind reaching `to`: the
/// file if that is enough, else the rank, else the whole square.
fn disambiguation(g: &ShiftingChess, kind: PieceKind, from: Square, to: Square) -> String {
    let twins: Vec<Square> = g
        .moves_to(to)
        .into_iter()
        .filter_map(|m| match m {
            ShiftingMove::Move { from: f, .. } if f != from => Some(f),
            _ => None,
        })
        .filter(|&f| g.piece_at(f).is_some_and(|p| p.kind == kind))
        .collect();
    if twins.is_empty() {
        String::new()
    } else if twins.iter().all(|f| f.file() != from.file()) {
        file_letter(from).to_string()
    } else if twins.iter().all(|f| f.rank() != from.rank()) {
        (from.rank() + 1).to_string()
    } else {
        from.to_string()
    }
}
