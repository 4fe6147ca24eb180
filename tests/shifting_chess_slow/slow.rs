//! The slow generator: its own plain board (cells, tiles, limbo, cards) built from the
//! rules' start and changed only by its own [`Slow::play`] of moves, draws and
//! distortions; pseudo-moves, then a brute-force check of the king; moves are listed in
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

fn idx(f: i32, r: i32) -> Option<usize> {
    ((0..12).contains(&f) && (0..12).contains(&r)).then(|| (r * 12 + f) as usize)
}

fn name(i: usize) -> String {
    Square::from_index(i).unwrap().to_string()
}

fn own(c: Content, p: u8) -> bool {
    matches!(c, Content::Piece(x) if x.owner == p)
}

fn slot_cells(slot: usize) -> [usize; 4] {
    let (row, col) = (slot / 6, slot % 6);
    let bl = row * 2 * 12 + col * 2;
    [bl, bl + 1, bl + 12, bl + 13]
}

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
    fn distort(&mut self, parts: &[&str]) -> Vec<usize> {
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
    fn promote_all(cells: &mut [Content]) {
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

    fn promotes(cells: &[Content], i: usize, owner: u8) -> bool {
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

    fn move_tile(s: &mut Slow, from: usize, to: usize) {
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
