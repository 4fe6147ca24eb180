//! Chiron notation (described in the module doc of `chiron`): piece tokens, positions and
//! moves. Reading a position validates it and never panics.

use super::piece::{square_name, ChironMove, Piece, PieceType, POOL_KINDS};
use super::Illegal;
use super::{Chiron, Player};
use crate::engine::{Part, SetupError};

/// The token of a piece: optional `+`, letter, hand; upper case for White.
pub fn piece_token(p: Piece) -> String {
    let mut s = String::new();
    if p.kind().is_symmetric() && p.form() == super::Form::Flipped {
        s.push('+');
    }
    s.push(p.kind().letter());
    match p.hand() {
        Some(super::Hand::Left) => s.push('L'),
        Some(super::Hand::Right) => s.push('R'),
        None => {}
    }
    if p.owner() == 1 {
        s = s.to_ascii_lowercase();
    }
    s
}

/// Reads one piece token from the front of `chars`; `None` at the end of the text.
fn read_token(
    chars: &mut std::iter::Peekable<std::str::Chars<'_>>,
    what: Part,
) -> Result<Option<Piece>, SetupError> {
    let Some(first) = chars.next() else {
        return Ok(None);
    };
    let flipped = first == '+';
    let letter = if flipped {
        chars.next().ok_or_else(|| SetupError::syntax(what, "+"))?
    } else {
        first
    };
    let kind = PieceType::ALL
        .into_iter()
        .find(|k| k.letter() == letter.to_ascii_uppercase())
        .ok_or_else(|| SetupError::syntax(what, letter))?;
    let owner: Player = if letter.is_ascii_uppercase() { 0 } else { 1 };
    if flipped && !kind.is_symmetric() {
        return Err(SetupError::syntax(what, format!("+{letter}")));
    }
    let mut hand = super::Hand::Left;
    if !kind.is_symmetric() {
        let h = chars
            .next()
            .ok_or_else(|| SetupError::syntax(what, letter))?;
        let same_case = h.is_ascii_uppercase() == letter.is_ascii_uppercase();
        hand = match h.to_ascii_uppercase() {
            'L' if same_case => super::Hand::Left,
            'R' if same_case => super::Hand::Right,
            _ => return Err(SetupError::syntax(what, format!("{letter}{h}"))),
        };
    }
    let form = if flipped {
        super::Form::Flipped
    } else {
        super::Form::Normal
    };
    Ok(Some(Piece::new(owner, kind, hand, form)))
}

/// The position as one line.
pub fn position_text(g: &Chiron) -> String {
    let mut s = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match g.piece_at(rank * 8 + file) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        s.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    s.push_str(&piece_token(p));
                }
            }
        }
        if empty > 0 {
            s.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s.push_str(if g.side == 0 { " w " } else { " b " });
    let hands = "P".repeat(g.hands[0] as usize) + &"p".repeat(g.hands[1] as usize);
    s.push_str(if hands.is_empty() { "-" } else { &hands });
    s.push(' ');
    let pools: String = (0..2).flat_map(|o| g.pool(o)).map(piece_token).collect();
    s.push_str(if pools.is_empty() { "-" } else { &pools });
    s
}

fn parse_board(g: &mut Chiron, text: &str) -> Result<(), SetupError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(SetupError::syntax(Part::Board, text));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i;
        let mut file = 0usize;
        let mut chars = rank_text.chars().peekable();
        loop {
            if let Some(&c) = chars.peek() {
                if let Some(d) = c.to_digit(10) {
                    chars.next();
                    if !(1..=8).contains(&d) {
                        return Err(SetupError::syntax(Part::Board, *rank_text));
                    }
                    file += d as usize;
                    if file > 8 {
                        break;
                    }
                    continue;
                }
            }
            let Some(p) = read_token(&mut chars, Part::Board)? else {
                break;
            };
            if file >= 8 {
                file += 1;
                break;
            }
            g.board[rank * 8 + file] = p.0;
            file += 1;
        }
        if file != 8 {
            return Err(SetupError::syntax(Part::Board, *rank_text));
        }
    }
    Ok(())
}

fn parse_pools(g: &mut Chiron, text: &str) -> Result<(), SetupError> {
    if text == "-" {
        return Ok(());
    }
    let mut chars = text.chars().peekable();
    while let Some(p) = read_token(&mut chars, Part::Pools)? {
        let Some(i) = p.pool_index() else {
            return Err(Illegal::NotInPool(piece_token(p)).into());
        };
        let n = &mut g.pools[p.owner() as usize][i];
        *n = n.saturating_add(1);
    }
    Ok(())
}

/// Checks that each player's pieces are all accounted for.
fn check_material(g: &Chiron) -> Result<(), SetupError> {
    let mut kings = [0u32; 2];
    let mut phoenixes = g.hands[0] as u32 + g.hands[1] as u32;
    // By owner and pool index: board plus pool.
    let mut counts = [[0u32; POOL_KINDS]; 2];
    for &code in g.board.iter().filter(|&&c| c != 0) {
        let p = Piece(code);
        match p.kind() {
            PieceType::King => kings[p.owner() as usize] += 1,
            PieceType::Phoenix => phoenixes += 1,
            _ => counts[p.owner() as usize][p.pool_index().unwrap_or(0)] += 1,
        }
    }
    for o in 0..2 {
        for (i, n) in g.pools[o].iter().enumerate() {
            counts[o][i] += *n as u32;
        }
        let side = o as Player;
        if kings[o] > 1 {
            return Err(Illegal::Kings {
                side,
                kings: kings[o],
            }
            .into());
        }
        if kings[o] == 0 && g.side as usize != o {
            return Err(Illegal::NoKingAfterMoving(side).into());
        }
        let ants = counts[o][0] + counts[o][1];
        if ants != 8 {
            return Err(Illegal::Ants { side, ants }.into());
        }
        for (i, &n) in counts[o].iter().enumerate().skip(2) {
            if n != 1 {
                let t = piece_token(Piece::from_pool_index(o as u8, i));
                return Err(Illegal::NotOne {
                    side,
                    piece: t,
                    count: n,
                }
                .into());
            }
        }
    }
    if phoenixes != 2 {
        return Err(Illegal::Phoenixes(phoenixes).into());
    }
    Ok(())
}

/// Reads and validates a position.
pub fn parse_position(text: &str) -> Result<Chiron, SetupError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [board, side, hands, pools] = fields[..] else {
        return Err(SetupError::syntax(Part::Position, text));
    };
    let mut g = Chiron::empty();
    parse_board(&mut g, board)?;
    g.side = match side {
        "w" => 0,
        "b" => 1,
        _ => return Err(SetupError::syntax(Part::SideToMove, side)),
    };
    if hands != "-" {
        for c in hands.chars() {
            match c {
                'P' => g.hands[0] = g.hands[0].saturating_add(1),
                'p' => g.hands[1] = g.hands[1].saturating_add(1),
                _ => return Err(SetupError::syntax(Part::Hands, c)),
            }
        }
    }
    parse_pools(&mut g, pools)?;
    check_material(&g)?;
    g.refresh();
    Ok(g)
}

/// A move as text (see the module doc).
pub fn move_text(g: &Chiron, m: ChironMove) -> String {
    let to = square_name(m.to());
    let Some(from) = m.from() else {
        let letter = if m.drop_owner() == Some(0) { 'P' } else { 'p' };
        return format!("{letter}@{to}");
    };
    let letter = g.piece_at(from).map_or('?', |p| p.kind().letter());
    let sep = if g.piece_at(m.to()).is_some() {
        'x'
    } else {
        '-'
    };
    let mut s = format!("{letter}{}{sep}{to}", square_name(from));
    if m.promo == 1 {
        s.push('+');
        if m.final_square() != m.to() {
            s.push_str(&square_name(m.final_square()));
        }
    } else if let Some(i) = m.pool_choice() {
        s.push('=');
        s.push_str(&piece_token(Piece::from_pool_index(0, i)));
    }
    s
}
