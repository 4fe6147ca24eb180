//! Shifting Chess notation: moves and one-line positions (described in the module doc
//! of `shifting_chess` and in docs/rules/shifting-chess.md). Reading is in `setup`.

use super::board::{mailbox, BLACK, BOULDER, EMPTY, GAP, KIND, MOVED};
use super::types::{Content, End, Phase, Piece, PieceKind, ShiftingMove};
use super::ShiftingChess;

pub(super) const CARD_LETTERS: [char; 4] = ['s', 'r', 'l', 'v'];

/// What a mailbox value shows.
pub(super) fn content_of(v: u8) -> Content {
    if v == GAP || v & 0x40 != 0 {
        return Content::Gap;
    }
    match v & KIND {
        0 => Content::Empty,
        BOULDER => Content::Boulder,
        k => Content::Piece(Piece {
            kind: PieceKind::from_code(k).unwrap_or(PieceKind::Pawn),
            owner: (v & BLACK) >> 3,
            moved: v & MOVED != 0,
        }),
    }
}

/// A move as text.
pub(super) fn move_text(g: &ShiftingChess, m: ShiftingMove) -> String {
    match m {
        ShiftingMove::Move {
            from,
            to,
            promotion,
        } => {
            let p = promotion.map_or(String::new(), |k| {
                k.letter().to_ascii_lowercase().to_string()
            });
            format!("{from}{to}{p}")
        }
        ShiftingMove::Draw(c) => format!("draw-{}", c.name()),
        ShiftingMove::Swap(x, y) => {
            let (a, b) = g.swap_names(x, y);
            format!("swap-{a}-{b}")
        }
        ShiftingMove::Rotate { slot, clockwise } => {
            let way = if clockwise { "cw" } else { "ccw" };
            format!("rotate-{}-{way}", g.tile_name(slot))
        }
        ShiftingMove::Slide { slot, dir } => {
            format!("slide-{}-{}", g.tile_name(slot), dir.letter())
        }
        ShiftingMove::Void(slot) => format!("void-{}", g.tile_name(slot)),
        ShiftingMove::NoEffect => "no-effect".to_string(),
    }
}

fn piece_text(v: u8, out: &mut String) {
    match content_of(v) {
        Content::Boulder => out.push('*'),
        Content::Piece(p) => {
            let c = p.kind.letter();
            out.push(if p.owner == 0 {
                c
            } else {
                c.to_ascii_lowercase()
            });
            if p.moved {
                out.push('\'');
            }
        }
        Content::Empty | Content::Gap => out.push('.'),
    }
}

/// The position as one line.
pub(super) fn position_text(g: &ShiftingChess) -> String {
    let b = &g.board;
    let mut s = String::with_capacity(200);
    for rank in (0..12).rev() {
        let mut run = 0;
        for file in 0..12 {
            let v = b.sq[mailbox(rank * 12 + file)];
            if v == EMPTY {
                run += 1;
                continue;
            }
            if run > 0 {
                s.push_str(&run.to_string());
                run = 0;
            }
            if v == GAP {
                s.push('-');
            } else {
                piece_text(v, &mut s);
            }
        }
        if run > 0 {
            s.push_str(&run.to_string());
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s.push_str(if g.side == 0 { " w " } else { " b " });
    s.push_str(match g.phase {
        Phase::Move => "m",
        Phase::Draw => "draw",
        Phase::Apply(c) => c.name(),
    });
    let ep = g.en_passant().map_or("-".to_string(), |e| e.to_string());
    s.push_str(&format!(" {ep} {} {} ", g.halfmove, g.turns));
    for row in (0..6).rev() {
        for col in 0..6 {
            match g.tile(row * 6 + col) {
                None => s.push('.'),
                Some(t) => {
                    let c = if t.voided {
                        t.name.to_ascii_lowercase()
                    } else {
                        t.name
                    };
                    s.push(c);
                    s.push((b'0' + t.orientation) as char);
                }
            }
        }
        if row > 0 {
            s.push('/');
        }
    }
    s.push(' ');
    if b.voided_slot().is_some() {
        for i in [2, 3, 0, 1] {
            piece_text(b.limbo[i], &mut s);
        }
    } else {
        s.push('-');
    }
    s.push(' ');
    let d = &g.deck;
    if d.on {
        s.push_str(&format!("{}:{}:", d.seed, d.shuffles));
        for &k in &d.pile[..d.len as usize] {
            s.push(CARD_LETTERS[k as usize & 3]);
        }
        s.push(':');
        for (k, &n) in d.discard.iter().enumerate() {
            for _ in 0..n {
                s.push(CARD_LETTERS[k]);
            }
        }
    } else {
        s.push_str("off");
    }
    s.push(' ');
    s.push_str(match g.result {
        None => "*",
        Some(End::Checkmate(0)) => "w#",
        Some(End::Checkmate(_)) => "b#",
        Some(End::KingExposed(0)) => "w+",
        Some(End::KingExposed(_)) => "b+",
        Some(End::Stalemate) => "=stalemate",
        Some(End::Repetition) => "=repetition",
        Some(End::FiftyMoves) => "=fifty",
        Some(End::BareKings) => "=bare",
    });
    s
}
