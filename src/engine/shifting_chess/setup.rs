//! Reading a position: untrusted text → fields → a validated state, with a precise
//! [`SetupError`] for the first problem found; never a panic.

use super::board::{
    mailbox, slot_squares, Board, BLACK, BOULDER, EMPTY, GAP, KIND, KING, MOVED, NO_TILE, PAWN,
    ROOK, VOIDED,
};
use super::distort::{Deck, DECK_COUNTS, DECK_SIZE};
use super::notation::CARD_LETTERS;
use super::repetition::History;
use super::types::{Card, End, Phase};
use super::Illegal;
use super::ShiftingChess;
use crate::engine::{Part, SetupError};

fn syntax(part: Part, found: impl Into<String>) -> SetupError {
    SetupError::syntax(part, found)
}

fn illegal(why: Illegal) -> SetupError {
    why.into()
}

/// Reads one piece (with an optional moved mark) from `chars`.
fn read_piece(
    c: char,
    chars: &mut std::iter::Peekable<std::str::Chars>,
    what: Part,
) -> Result<u8, SetupError> {
    if c == '*' {
        return Ok(BOULDER);
    }
    let kind = match c.to_ascii_uppercase() {
        'P' => PAWN,
        'N' => 2,
        'B' => 3,
        'R' => ROOK,
        'Q' => 5,
        'K' => KING,
        _ => return Err(syntax(what, c)),
    };
    let mut v = kind | if c.is_ascii_lowercase() { BLACK } else { 0 };
    if chars.peek() == Some(&'\'') {
        chars.next();
        if !matches!(kind, PAWN | ROOK | KING) {
            return Err(syntax(what, format!("{c}'")));
        }
        v |= MOVED;
    }
    Ok(v)
}

fn parse_board(text: &str) -> Result<[u8; 144], SetupError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 12 {
        return Err(syntax(Part::Board, text));
    }
    let mut out = [EMPTY; 144];
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 11 - i;
        let mut file = 0usize;
        let mut chars = rank_text.chars().peekable();
        let mut put = |v: u8, file: &mut usize| -> Result<(), SetupError> {
            if *file >= 12 {
                return Err(syntax(Part::Board, *rank_text));
            }
            out[rank * 12 + *file] = v;
            *file += 1;
            Ok(())
        };
        while let Some(c) = chars.next() {
            if let Some(d) = c.to_digit(10) {
                let mut n = d as usize;
                while let Some(e) = chars.peek().and_then(|e| e.to_digit(10)) {
                    chars.next();
                    n = n * 10 + e as usize;
                    if n > 12 {
                        break;
                    }
                }
                if n == 0 || n > 12 {
                    return Err(syntax(Part::Board, *rank_text));
                }
                for _ in 0..n {
                    put(EMPTY, &mut file)?;
                }
            } else if c == '-' {
                put(GAP, &mut file)?;
            } else {
                let v = read_piece(c, &mut chars, Part::Board)?;
                put(v, &mut file)?;
            }
        }
        if file != 12 {
            return Err(syntax(Part::Board, *rank_text));
        }
    }
    Ok(out)
}

fn parse_tiles(text: &str) -> Result<[u8; 36], SetupError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != 6 {
        return Err(syntax(Part::Tiles, text));
    }
    let mut slots = [NO_TILE; 36];
    let mut seen = [false; 16];
    let mut voids = 0;
    for (i, row_text) in rows.iter().enumerate() {
        let row = 5 - i;
        let mut col = 0;
        let mut chars = row_text.chars();
        while let Some(c) = chars.next() {
            if col >= 6 {
                return Err(syntax(Part::Tiles, *row_text));
            }
            if c != '.' {
                let up = c.to_ascii_uppercase();
                if !('A'..='P').contains(&up) {
                    return Err(syntax(Part::Tiles, c));
                }
                let id = up as u8 - b'A';
                let o = chars
                    .next()
                    .and_then(|d| d.to_digit(4))
                    .ok_or_else(|| syntax(Part::Tiles, *row_text))?;
                if seen[id as usize] {
                    return Err(illegal(Illegal::TileTwice(up)));
                }
                seen[id as usize] = true;
                let mut t = id | (o as u8) << 4;
                if c.is_ascii_lowercase() {
                    t |= VOIDED;
                    voids += 1;
                }
                slots[row * 6 + col] = t;
            }
            col += 1;
        }
        if col != 6 {
            return Err(syntax(Part::Tiles, *row_text));
        }
    }
    if let Some(t) = seen.iter().position(|s| !s) {
        return Err(illegal(Illegal::TileMissing((b'A' + t as u8) as char)));
    }
    if voids > 1 {
        return Err(illegal(Illegal::TwoVoided));
    }
    Ok(slots)
}

fn parse_limbo(text: &str) -> Result<Option<[u8; 4]>, SetupError> {
    if text == "-" {
        return Ok(None);
    }
    let mut vals = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        vals.push(if c == '.' {
            EMPTY
        } else {
            read_piece(c, &mut chars, Part::Limbo)?
        });
    }
    let [tl, tr, bl, br] = vals[..] else {
        return Err(syntax(Part::Limbo, text));
    };
    if [tl, tr, bl, br].iter().any(|v| v & KIND == KING) {
        return Err(illegal(Illegal::KingVoided));
    }
    Ok(Some([bl, br, tl, tr]))
}

fn parse_deck(text: &str) -> Result<Deck, SetupError> {
    if text == "off" {
        return Ok(Deck::new(0, false));
    }
    let parts: Vec<&str> = text.split(':').collect();
    let [seed, shuffles, pile, discard] = parts[..] else {
        return Err(syntax(Part::Deck, text));
    };
    let mut d = Deck::new(0, true);
    d.seed = seed.parse().map_err(|_| syntax(Part::Deck, seed))?;
    d.shuffles = shuffles.parse().map_err(|_| syntax(Part::Deck, shuffles))?;
    let card = |c: char| {
        CARD_LETTERS
            .iter()
            .position(|&l| l == c)
            .ok_or_else(|| syntax(Part::Deck, c))
    };
    d.pile = [0; DECK_SIZE];
    d.len = 0;
    for c in pile.chars() {
        if d.len as usize == DECK_SIZE {
            return Err(illegal(Illegal::PileTooBig));
        }
        d.pile[d.len as usize] = card(c)? as u8;
        d.len += 1;
    }
    d.discard = [0; 4];
    for c in discard.chars() {
        let k = card(c)?;
        d.discard[k] = d.discard[k].saturating_add(1);
    }
    Ok(d)
}

fn parse_result(text: &str) -> Result<Option<End>, SetupError> {
    Ok(Some(match text {
        "*" => return Ok(None),
        "w#" => End::Checkmate(0),
        "b#" => End::Checkmate(1),
        "w+" => End::KingExposed(0),
        "b+" => End::KingExposed(1),
        "=stalemate" => End::Stalemate,
        "=repetition" => End::Repetition,
        "=fifty" => End::FiftyMoves,
        "=bare" => End::BareKings,
        _ => return Err(syntax(Part::Result, text)),
    }))
}

/// Reads and validates a position.
/// Refuses armies that no game can reach: each side starts with 8 pawns and 2 knights,
/// 2 bishops, 2 rooks and 1 queen, and only a pawn's promotion adds a piece. Pieces in
/// limbo count.
fn check_armies(b: &Board) -> Result<(), SetupError> {
    let mut count = [[0u32; 7]; 2];
    let contents = (0..144).map(|s| b.sq[mailbox(s)]).chain(b.limbo);
    for v in contents.filter(|&v| v != GAP && (1..=6).contains(&(v & KIND))) {
        count[usize::from(v & BLACK != 0)][usize::from(v & KIND)] += 1;
    }
    for (side, c) in (0..).zip(count) {
        if c[1] > 8 {
            return Err(illegal(Illegal::Pawns { side, pawns: c[1] }));
        }
        // Knights, bishops, rooks beyond two and queens beyond one are promoted pawns.
        let promoted: u32 = [(2, 2), (3, 2), (4, 2), (5, 1)]
            .iter()
            .map(|&(kind, start)| c[kind].saturating_sub(start))
            .sum();
        if promoted + c[1] > 8 {
            return Err(illegal(Illegal::Promoted {
                side,
                promoted,
                gone: 8 - c[1],
            }));
        }
    }
    Ok(())
}

pub(super) fn parse_position(text: &str) -> Result<ShiftingChess, SetupError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [board, side, phase, ep, halfmove, turns, tiles, limbo, deck, result] = fields[..] else {
        return Err(syntax(Part::Position, text));
    };
    let squares = parse_board(board)?;
    let side = match side {
        "w" => 0,
        "b" => 1,
        _ => return Err(syntax(Part::SideToMove, side)),
    };
    let phase = match phase {
        "m" => Phase::Move,
        "draw" => Phase::Draw,
        _ => match Card::ALL.into_iter().find(|c| c.name() == phase) {
            Some(c) => Phase::Apply(c),
            None => return Err(syntax(Part::Phase, phase)),
        },
    };
    let ep_square = match ep {
        "-" => None,
        _ => Some(super::Square::parse(ep).ok_or_else(|| syntax(Part::EnPassant, ep))?),
    };
    let halfmove: u16 = halfmove
        .parse()
        .map_err(|_| syntax(Part::HalfmoveClock, halfmove))?;
    let turns: u32 = turns.parse().map_err(|_| syntax(Part::TurnCount, turns))?;
    if halfmove as u32 > turns {
        return Err(illegal(Illegal::HalfmoveClock));
    }
    let slots = parse_tiles(tiles)?;
    let limbo = parse_limbo(limbo)?;
    let deck = parse_deck(deck)?;
    let result = parse_result(result)?;

    let mut b = Board::blank();
    b.slots = slots;
    for (slot, &t) in slots.iter().enumerate() {
        let present = t != NO_TILE && t & VOIDED == 0;
        for s in slot_squares(slot) {
            let sq = super::board::SQUARE_OF[s] as usize;
            let v = squares[sq];
            let name = super::Square(sq as u8);
            if present && v == GAP {
                return Err(illegal(Illegal::GapCovered(name.to_string())));
            }
            if !present && v != GAP {
                return Err(illegal(Illegal::LandUncovered(name.to_string())));
            }
            b.sq[s] = v;
        }
    }
    match (b.voided_slot(), limbo) {
        (Some(_), Some(l)) => b.limbo = l,
        (None, None) => {}
        (Some(_), None) => return Err(illegal(Illegal::NoLimbo)),
        (None, Some(_)) => return Err(illegal(Illegal::NoVoidedTile)),
    }
    if matches!(phase, Phase::Apply(_)) && b.voided_slot().is_some() {
        return Err(illegal(Illegal::VoidedWhileApplying));
    }
    let mut kings = [0usize; 2];
    for s in 0..144 {
        let v = b.sq[mailbox(s)];
        if v & KIND == KING {
            let p = ((v & BLACK) >> 3) as usize;
            kings[p] += 1;
            b.kings[p] = mailbox(s) as u8;
        }
        if v & KIND == PAWN && b.promotes_at(mailbox(s), v & BLACK) {
            return Err(illegal(Illegal::Unpromoted(
                super::Square(s as u8).to_string(),
            )));
        }
    }
    b.recount();
    if kings != [1, 1] {
        return Err(illegal(Illegal::Kings {
            white: kings[0],
            black: kings[1],
        }));
    }
    check_armies(&b)?;

    // The deck.
    if deck.on {
        let counts = deck.pile_counts();
        for k in 0..4 {
            let held = u8::from(phase == Phase::Apply(Card::ALL[k]));
            if counts[k] as u32 + deck.discard[k] as u32 + held as u32 != DECK_COUNTS[k] as u32 {
                return Err(illegal(Illegal::DeckCount {
                    card: Card::ALL[k],
                    count: DECK_COUNTS[k],
                }));
            }
        }
        if deck.len == 0 && !matches!(phase, Phase::Apply(_)) {
            return Err(illegal(Illegal::EmptyPile));
        }
    }
    if phase != Phase::Move && (!deck.on || turns == 0 || !turns.is_multiple_of(3)) {
        return Err(illegal(Illegal::CardOffTurn));
    }

    let mut g = ShiftingChess {
        board: b,
        side,
        phase,
        ep: 0,
        halfmove,
        turns,
        deck,
        result: None,
        check: false,
        history: History::default(),
    };

    // En passant: the land just passed over, with the double-stepper beyond it.
    if let Some(e) = ep_square {
        let stepper = if phase == Phase::Move { 1 - side } else { side };
        let s = mailbox(e.index());
        let pawn = if stepper == 0 { s + 16 } else { s - 16 };
        if g.board.sq[s] != EMPTY {
            return Err(illegal(Illegal::EnPassantOccupied(e.to_string())));
        }
        if g.board.sq[pawn] != PAWN | MOVED | if stepper == 1 { BLACK } else { 0 } {
            return Err(illegal(Illegal::EnPassantNoPawn(e.to_string())));
        }
        g.ep = s as u8;
    }

    // Check and the result.
    match phase {
        Phase::Move => {
            let (natural, check) = g.natural_end(side, true);
            g.check = check;
            match result {
                None | Some(End::Repetition) => {
                    if let Some(end) = natural {
                        return Err(illegal(Illegal::Over(end)));
                    }
                    if g.board.king_attacked(1 - side) {
                        return Err(illegal(Illegal::NotToMoveInCheck));
                    }
                }
                Some(End::KingExposed(w)) => {
                    if w != side || !g.board.king_attacked(1 - side) {
                        return Err(illegal(Illegal::NotExposed));
                    }
                }
                Some(end) => {
                    if natural != Some(end) {
                        return Err(illegal(Illegal::WrongResult(end)));
                    }
                }
            }
        }
        Phase::Draw | Phase::Apply(_) => {
            if result.is_some() {
                return Err(illegal(Illegal::CardAfterEnd));
            }
            if phase == Phase::Draw {
                if g.board.king_attacked(side) {
                    return Err(illegal(Illegal::DrawerInCheck));
                }
                if g.natural_end(1 - side, true).0.is_some() {
                    return Err(illegal(Illegal::DrawAfterEnd));
                }
            }
        }
    }
    g.result = result;
    if phase == Phase::Move {
        g.record_position();
    }
    Ok(g)
}
