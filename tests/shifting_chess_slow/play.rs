//! The slow generator plays moves, draws and distortions on its own board, from the
//! rules' start.

use super::slow::{idx, name, slot_cells, Slow};
use rosette::engine::shifting_chess::{Card, Content, Phase, Piece, PieceKind, Square};

fn piece(kind: PieceKind, owner: u8) -> Content {
    Content::Piece(Piece {
        kind,
        owner,
        moved: false,
    })
}

/// A quarter turn of a slot's four squares (bottom-left, bottom-right, top-left,
/// top-right): clockwise, top-left → top-right → bottom-right → bottom-left.
fn turned(v: [Content; 4], cw: bool) -> [Content; 4] {
    if cw {
        [v[1], v[3], v[0], v[2]]
    } else {
        [v[2], v[0], v[3], v[1]]
    }
}

/// The slot one step from `slot` towards `d` (0 north, 1 east, 2 south, 3 west).
fn step(slot: usize, d: usize) -> Option<usize> {
    let (dr, dc) = [(1, 0), (0, 1), (-1, 0), (0, -1)][d];
    let (r, c) = ((slot / 6) as i32 + dr, (slot % 6) as i32 + dc);
    ((0..6).contains(&r) && (0..6).contains(&c)).then_some((r * 6 + c) as usize)
}

impl Slow {
    /// The start, from the rules: sixteen tiles A–P in the middle 4×4 slots, the usual
    /// armies on ranks 3–4 and 9–10 of files c–j, boulders on d6, i6, d7 and i7, and the
    /// twenty cards (6 Swap, 6 Rotate, 5 Slide, 3 Void).
    pub fn start() -> Slow {
        let mut cells = vec![Content::Gap; 144];
        let mut tiles = vec![None; 36];
        for (n, slot) in (1..5)
            .flat_map(|r| (1..5).map(move |c| r * 6 + c))
            .enumerate()
        {
            tiles[slot] = Some(((b'A' + n as u8) as char, false));
            for k in slot_cells(slot) {
                cells[k] = Content::Empty;
            }
        }
        use PieceKind::*;
        let back = [Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook];
        for (i, &k) in back.iter().enumerate() {
            cells[2 * 12 + 2 + i] = piece(k, 0);
            cells[3 * 12 + 2 + i] = piece(Pawn, 0);
            cells[8 * 12 + 2 + i] = piece(Pawn, 1);
            cells[9 * 12 + 2 + i] = piece(k, 1);
        }
        for s in ["d6", "i6", "d7", "i7"] {
            cells[Square::parse(s).unwrap().index()] = Content::Boulder;
        }
        Slow {
            cells,
            tiles,
            limbo: [Content::Empty; 4],
            side: 0,
            phase: Phase::Move,
            ep: None,
            pile: [6, 6, 5, 3],
            discard: [0; 4],
            turns: 0,
        }
    }

    fn slot_named(&self, name: &str) -> usize {
        let c = name.chars().next().expect("a tile name");
        (0..36)
            .find(|&s| self.tiles[s].is_some_and(|(n, _)| n == c))
            .unwrap_or_else(|| panic!("no tile {name}"))
    }

    /// Plays a move, draw or application given in notation (assumed legal).
    pub fn play(&mut self, text: &str) {
        let parts: Vec<&str> = text.split('-').collect();
        match (self.phase, &parts[..]) {
            (Phase::Draw, ["draw", card]) => {
                let card = *Card::ALL
                    .iter()
                    .find(|c| c.name() == *card)
                    .expect("a card");
                // The voided tile comes back first.
                if let Some(slot) = (0..36).find(|&s| matches!(self.tiles[s], Some((_, true)))) {
                    for (k, cell) in slot_cells(slot).into_iter().enumerate() {
                        self.cells[cell] = self.limbo[k];
                    }
                    self.limbo = [Content::Empty; 4];
                    self.tiles[slot] = self.tiles[slot].map(|(n, _)| (n, false));
                    Slow::promote_all(&mut self.cells);
                }
                self.pile[card as usize] -= 1;
                self.phase = Phase::Apply(card);
            }
            (Phase::Apply(card), _) => {
                let touched = self.distort(&parts);
                Slow::promote_all(&mut self.cells);
                if let Some((f, r)) = self.ep {
                    let pawn = (f, if self.side == 0 { r + 1 } else { r - 1 });
                    let slot_of = |(f, r): (i32, i32)| (r / 2 * 6 + f / 2) as usize;
                    if touched.contains(&slot_of((f, r))) || touched.contains(&slot_of(pawn)) {
                        self.ep = None;
                    }
                }
                self.discard[card as usize] += 1;
                if self.pile.iter().all(|&n| n == 0) {
                    self.pile = std::mem::take(&mut self.discard);
                }
                self.side = 1 - self.side;
                self.phase = Phase::Move;
            }
            (Phase::Move, _) => self.play_ordinary(text),
            _ => panic!("{text} in phase {:?}", self.phase),
        }
    }

    /// Makes an application on the board; returns the slots it changed.
    pub(super) fn distort(&mut self, parts: &[&str]) -> Vec<usize> {
        match parts {
            ["swap", a, b] => {
                let (x, y) = (self.slot_named(a), self.slot_named(b));
                let (cx, cy) = (slot_cells(x), slot_cells(y));
                for k in 0..4 {
                    self.cells.swap(cx[k], cy[k]);
                }
                self.tiles.swap(x, y);
                vec![x, y]
            }
            ["rotate", t, way] => {
                let slot = self.slot_named(t);
                let c = slot_cells(slot);
                let v = turned(c.map(|k| self.cells[k]), *way == "cw");
                for k in 0..4 {
                    self.cells[c[k]] = v[k];
                }
                vec![slot]
            }
            ["slide", t, d] => {
                let d = "nesw".find(d).expect("a direction");
                let mut chain = vec![self.slot_named(t)];
                while let Some(next) = step(*chain.last().unwrap(), d) {
                    chain.push(next);
                    if self.tiles[next].is_none() {
                        break;
                    }
                }
                for k in (0..chain.len() - 1).rev() {
                    Slow::move_tile(self, chain[k], chain[k + 1]);
                }
                chain
            }
            ["void", t] => {
                let slot = self.slot_named(t);
                for (k, cell) in slot_cells(slot).into_iter().enumerate() {
                    self.limbo[k] = self.cells[cell];
                    self.cells[cell] = Content::Gap;
                }
                self.tiles[slot] = self.tiles[slot].map(|(n, _)| (n, true));
                vec![slot]
            }
            ["no", "effect"] => Vec::new(),
            _ => panic!("not an application: {parts:?}"),
        }
    }

    /// Makes an ordinary move (`e4e6`, `e9e10q`): captures, en passant, castling as the
    /// king's two-square move, promotion; then the turn passes or the mover draws.
    fn play_ordinary(&mut self, text: &str) {
        let split = text[1..]
            .find(|c: char| c.is_ascii_alphabetic())
            .expect("two squares")
            + 1;
        let (from, rest) = text.split_at(split);
        let (to, promo) = match rest
            .char_indices()
            .skip(1)
            .find(|(_, c)| c.is_ascii_alphabetic())
        {
            Some((i, _)) => (&rest[..i], Some(&rest[i..])),
            None => (rest, None),
        };
        let (from, to) = (
            Square::parse(from).unwrap().index(),
            Square::parse(to).unwrap().index(),
        );
        let Content::Piece(p) = self.cells[from] else {
            panic!("no piece on {}", name(from));
        };
        let (f, r) = ((from % 12) as i32, (from / 12) as i32);
        let (tf, tr) = ((to % 12) as i32, (to / 12) as i32);
        self.cells[from] = Content::Empty;
        let mut ep = None;
        match p.kind {
            PieceKind::Pawn => {
                if self.ep == Some((tf, tr)) && tf != f && self.cells[to] == Content::Empty {
                    self.cells[idx(tf, r).unwrap()] = Content::Empty;
                }
                let passed = idx(f, (r + tr) / 2).unwrap();
                if (tr - r).abs() == 2 && promo.is_none() && self.cells[passed] == Content::Empty {
                    ep = Some((f, (r + tr) / 2));
                }
            }
            PieceKind::King if (tf - f).abs() == 2 || (tr - r).abs() == 2 => {
                let (df, dr) = ((tf - f).signum(), (tr - r).signum());
                let (mut x, mut y) = (f + df, r + dr);
                while idx(x, y)
                    .is_some_and(|j| matches!(self.cells[j], Content::Empty | Content::Gap))
                {
                    x += df;
                    y += dr;
                }
                self.cells[idx(x, y).unwrap()] = Content::Empty;
                self.cells[idx(f + df, r + dr).unwrap()] = Content::Piece(Piece {
                    kind: PieceKind::Rook,
                    owner: p.owner,
                    moved: true,
                });
            }
            _ => {}
        }
        let kind = match promo {
            Some("q") => PieceKind::Queen,
            Some("r") => PieceKind::Rook,
            Some("b") => PieceKind::Bishop,
            Some("n") => PieceKind::Knight,
            _ => p.kind,
        };
        let moved = if promo.is_some() {
            kind == PieceKind::Rook
        } else {
            matches!(p.kind, PieceKind::Pawn | PieceKind::Rook | PieceKind::King)
        };
        self.cells[to] = Content::Piece(Piece {
            kind,
            owner: p.owner,
            moved,
        });
        self.ep = ep;
        self.turns += 1;
        if self.turns.is_multiple_of(3) {
            self.phase = Phase::Draw;
        } else {
            self.side = 1 - self.side;
        }
    }

    /// Every pawn that meets the promotion condition becomes a queen.
    pub(super) fn promote_all(cells: &mut [Content]) {
        for i in 0..144 {
            if let Content::Piece(x) = cells[i] {
                if x.kind == PieceKind::Pawn && Slow::promotes(cells, i, x.owner) {
                    cells[i] = Content::Piece(Piece {
                        kind: PieceKind::Queen,
                        owner: x.owner,
                        moved: false,
                    });
                }
            }
        }
    }
}
