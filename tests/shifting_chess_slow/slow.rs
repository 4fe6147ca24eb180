//! The slow generator: its own plain board (cells, tiles, limbo, cards) built from the
//! rules' start and changed only by its own play of moves, draws and distortions
//! (`play.rs`); pseudo-moves, then a brute-force check of the king; moves are listed in
//! the engine's notation, sorted. Nothing of the engine is used but the plain types that
//! name squares and contents.

use rosette::engine::shifting_chess::{Card, Content, Phase, Piece, PieceKind, Square};

/// A position on a plain board.
#[derive(Clone, Debug, PartialEq)]
pub struct Slow {
    /// By square index (`rank * 12 + file`).
    pub cells: Vec<Content>,
    /// Per slot: tile name and whether voided.
    pub tiles: Vec<Option<(char, bool)>>,
    /// The voided tile's squares (bottom-left, bottom-right, top-left, top-right).
    pub limbo: [Content; 4],
    pub side: u8,
    pub phase: Phase,
    /// The land square a pawn just passed over by a double step.
    pub ep: Option<(i32, i32)>,
    /// Cards of each kind in the draw pile and in the discard.
    pub pile: [u8; 4],
    pub discard: [u8; 4],
    /// Ordinary moves made.
    pub turns: u32,
}

const ORTH: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

pub(super) fn idx(f: i32, r: i32) -> Option<usize> {
    ((0..12).contains(&f) && (0..12).contains(&r)).then(|| (r * 12 + f) as usize)
}

pub(super) fn name(i: usize) -> String {
    Square::from_index(i).unwrap().to_string()
}

fn own(c: Content, p: u8) -> bool {
    matches!(c, Content::Piece(x) if x.owner == p)
}

pub(super) fn slot_cells(slot: usize) -> [usize; 4] {
    let (row, col) = (slot / 6, slot % 6);
    let bl = row * 2 * 12 + col * 2;
    [bl, bl + 1, bl + 12, bl + 13]
}

impl Slow {
    /// Land squares the piece on `i` attacks (empty ones included).
    fn attacks(cells: &[Content], i: usize) -> Vec<usize> {
        let Content::Piece(p) = cells[i] else {
            return Vec::new();
        };
        let (f, r) = ((i % 12) as i32, (i / 12) as i32);
        let mut out = Vec::new();
        let ray = |dirs: &[(i32, i32)], over_gaps: bool, out: &mut Vec<usize>| {
            for &(df, dr) in dirs {
                let (mut x, mut y) = (f + df, r + dr);
                while let Some(j) = idx(x, y) {
                    match cells[j] {
                        Content::Gap if !over_gaps => break,
                        Content::Gap => {}
                        Content::Empty => out.push(j),
                        _ => {
                            out.push(j);
                            break;
                        }
                    }
                    x += df;
                    y += dr;
                }
            }
        };
        match p.kind {
            PieceKind::Pawn => {
                let dr = if p.owner == 0 { 1 } else { -1 };
                out.extend([-1, 1].iter().filter_map(|df| idx(f + df, r + dr)));
            }
            PieceKind::Knight => out.extend(KNIGHT.iter().filter_map(|(a, b)| idx(f + a, r + b))),
            PieceKind::King => out.extend(
                ORTH.iter()
                    .chain(&DIAG)
                    .filter_map(|(a, b)| idx(f + a, r + b)),
            ),
            PieceKind::Rook => ray(&ORTH, false, &mut out),
            PieceKind::Bishop => ray(&DIAG, false, &mut out),
            PieceKind::Queen => ray(&[ORTH, DIAG].concat(), true, &mut out),
        }
        out
    }

    fn attacked(cells: &[Content], target: usize, by: u8) -> bool {
        (0..144).any(|i| own(cells[i], by) && Slow::attacks(cells, i).contains(&target))
    }

    fn in_check(cells: &[Content], p: u8) -> bool {
        let king = (0..144)
            .find(|&i| matches!(cells[i], Content::Piece(x) if x.owner == p && x.kind == PieceKind::King))
            .expect("a king");
        Slow::attacked(cells, king, 1 - p)
    }

    pub(super) fn promotes(cells: &[Content], i: usize, owner: u8) -> bool {
        let (f, r) = ((i % 12) as i32, (i / 12) as i32);
        let dr = if owner == 0 { 1 } else { -1 };
        let last_three = if owner == 0 { r >= 9 } else { r <= 2 };
        let mut y = r + dr;
        while let Some(j) = idx(f, y) {
            if cells[j] != Content::Gap {
                return false;
            }
            y += dr;
        }
        last_three
    }

    fn ordinary(&self) -> Vec<String> {
        let p = self.side;
        let c = &self.cells;
        let mut out = Vec::new();
        let mut add = |from: usize, to: usize, after: Vec<Content>, promo: bool| {
            if promo {
                for (k, l) in [
                    (PieceKind::Queen, "q"),
                    (PieceKind::Rook, "r"),
                    (PieceKind::Bishop, "b"),
                    (PieceKind::Knight, "n"),
                ] {
                    let mut a = after.clone();
                    a[to] = Content::Piece(Piece {
                        kind: k,
                        owner: p,
                        moved: k == PieceKind::Rook,
                    });
                    if !Slow::in_check(&a, p) {
                        out.push(format!("{}{}{l}", name(from), name(to)));
                    }
                }
            } else if !Slow::in_check(&after, p) {
                out.push(format!("{}{}", name(from), name(to)));
            }
        };
        for i in 0..144 {
            let Content::Piece(piece) = c[i] else {
                continue;
            };
            if piece.owner != p {
                continue;
            }
            let (f, r) = ((i % 12) as i32, (i / 12) as i32);
            let mv = |to: usize| {
                let mut a = c.clone();
                a[i] = Content::Empty;
                let moved = matches!(
                    piece.kind,
                    PieceKind::Pawn | PieceKind::Rook | PieceKind::King
                );
                a[to] = Content::Piece(Piece { moved, ..piece });
                a
            };
            let enemy_or_empty = |j: usize| c[j] == Content::Empty || own(c[j], 1 - p);
            match piece.kind {
                PieceKind::Pawn => {
                    let dr = if p == 0 { 1 } else { -1 };
                    if let Some(one) = idx(f, r + dr) {
                        if c[one] == Content::Empty {
                            add(i, one, mv(one), Slow::promotes(c, one, p));
                        }
                        if !piece.moved && matches!(c[one], Content::Empty | Content::Gap) {
                            if let Some(two) = idx(f, r + 2 * dr) {
                                if c[two] == Content::Empty {
                                    add(i, two, mv(two), Slow::promotes(c, two, p));
                                }
                            }
                        }
                    }
                    for df in [-1, 1] {
                        let Some(t) = idx(f + df, r + dr) else {
                            continue;
                        };
                        if own(c[t], 1 - p) {
                            add(i, t, mv(t), Slow::promotes(c, t, p));
                        } else if self.ep == Some((f + df, r + dr)) && c[t] == Content::Empty {
                            let victim = idx(f + df, r).unwrap();
                            if matches!(c[victim], Content::Piece(x) if x.owner != p && x.kind == PieceKind::Pawn)
                            {
                                let mut a = mv(t);
                                a[victim] = Content::Empty;
                                add(i, t, a, Slow::promotes(c, t, p));
                            }
                        }
                    }
                }
                PieceKind::King => {
                    for t in Slow::attacks(c, i) {
                        if enemy_or_empty(t) {
                            add(i, t, mv(t), false);
                        }
                    }
                    if piece.moved || Slow::in_check(c, p) {
                        continue;
                    }
                    for (df, dr) in ORTH {
                        let (mut x, mut y, mut between) = (f + df, r + dr, 0);
                        while idx(x, y)
                            .is_some_and(|j| matches!(c[j], Content::Empty | Content::Gap))
                        {
                            between += 1;
                            x += df;
                            y += dr;
                        }
                        let Some(rook) = idx(x, y) else { continue };
                        let ok_rook = matches!(c[rook], Content::Piece(x) if x.owner == p && x.kind == PieceKind::Rook && !x.moved);
                        if !ok_rook || !(2..=3).contains(&between) {
                            continue;
                        }
                        let cross = idx(f + df, r + dr).unwrap();
                        let dest = idx(f + 2 * df, r + 2 * dr).unwrap();
                        if c[cross] != Content::Empty || c[dest] != Content::Empty {
                            continue;
                        }
                        if Slow::attacked(c, cross, 1 - p) || Slow::attacked(c, dest, 1 - p) {
                            continue;
                        }
                        let mut a = mv(dest);
                        a[rook] = Content::Empty;
                        a[cross] = Content::Piece(Piece {
                            kind: PieceKind::Rook,
                            owner: p,
                            moved: true,
                        });
                        add(i, dest, a, false);
                    }
                }
                _ => {
                    for t in Slow::attacks(c, i) {
                        if enemy_or_empty(t) {
                            add(i, t, mv(t), false);
                        }
                    }
                }
            }
        }
        out
    }

    fn king_slot(&self, p: u8) -> usize {
        let i = (0..144)
            .find(|&i| matches!(self.cells[i], Content::Piece(x) if x.owner == p && x.kind == PieceKind::King))
            .unwrap();
        (i / 24) * 6 + (i % 12) / 2
    }

    fn present(&self, slot: usize) -> bool {
        matches!(self.tiles[slot], Some((_, false)))
    }

    /// The application named `label` if it leaves the drawer's king unattacked (after
    /// the promotions it triggers).
    fn try_app(&self, label: String) -> Option<String> {
        let mut s = self.clone();
        s.distort(&label.split('-').collect::<Vec<_>>());
        Slow::promote_all(&mut s.cells);
        (!Slow::in_check(&s.cells, self.side)).then_some(label)
    }

    pub(super) fn move_tile(s: &mut Slow, from: usize, to: usize) {
        let (a, b) = (slot_cells(from), slot_cells(to));
        for k in 0..4 {
            s.cells[b[k]] = s.cells[a[k]];
            s.cells[a[k]] = Content::Gap;
        }
        s.tiles[to] = s.tiles[from];
        s.tiles[from] = None;
    }

    fn applications(&self, card: Card) -> Vec<String> {
        let mut out = Vec::new();
        let theirs = self.king_slot(1 - self.side);
        let mine = self.king_slot(self.side);
        let tname = |s: usize| self.tiles[s].unwrap().0;
        for slot in (0..36).filter(|&s| self.present(s)) {
            let (row, col) = ((slot / 6) as i32, (slot % 6) as i32);
            match card {
                Card::Swap => {
                    for (dr, dc) in [(0, 1), (1, 0)] {
                        let (r2, c2) = (row + dr, col + dc);
                        if r2 > 5 || c2 > 5 {
                            continue;
                        }
                        let other = (r2 * 6 + c2) as usize;
                        if !self.present(other) || slot == theirs || other == theirs {
                            continue;
                        }
                        let (mut a, mut b) = (tname(slot), tname(other));
                        if a > b {
                            std::mem::swap(&mut a, &mut b);
                        }
                        out.extend(self.try_app(format!("swap-{a}-{b}")));
                    }
                }
                Card::Rotate => {
                    for way in ["cw", "ccw"] {
                        out.extend(self.try_app(format!("rotate-{}-{way}", tname(slot))));
                    }
                }
                Card::Slide => {
                    for (d, (dr, dc)) in [(1, 0), (0, 1), (-1, 0), (0, -1)].into_iter().enumerate()
                    {
                        let mut chain = vec![slot];
                        let (mut r2, mut c2) = (row + dr, col + dc);
                        let mut ok = false;
                        while (0..6).contains(&r2) && (0..6).contains(&c2) {
                            let s2 = (r2 * 6 + c2) as usize;
                            if self.tiles[s2].is_none() {
                                ok = chain.len() <= 3;
                                chain.push(s2);
                                break;
                            }
                            if !self.present(s2) {
                                break;
                            }
                            chain.push(s2);
                            r2 += dr;
                            c2 += dc;
                        }
                        if !ok {
                            continue;
                        }
                        let dir = ['n', 'e', 's', 'w'][d];
                        out.extend(self.try_app(format!("slide-{}-{dir}", tname(slot))));
                    }
                }
                Card::Void => {
                    if slot != theirs && slot != mine {
                        out.extend(self.try_app(format!("void-{}", tname(slot))));
                    }
                }
            }
        }
        if out.is_empty() {
            out.push("no-effect".into());
        }
        out
    }

    /// The legal moves, card draws or card applications in the engine's notation, sorted.
    pub fn moves(&self) -> Vec<String> {
        let mut v = match self.phase {
            Phase::Move => self.ordinary(),
            Phase::Draw => Card::ALL
                .iter()
                .filter(|c| self.pile[**c as usize] > 0)
                .map(|c| format!("draw-{}", c.name()))
                .collect(),
            Phase::Apply(card) => self.applications(card),
        };
        v.sort();
        v
    }
}
