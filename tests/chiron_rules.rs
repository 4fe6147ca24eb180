//! Chiron rules, one test per clause of the rulings (../shared/rules/chiron-rulings.md),
//! named after it; perft and random positions checked against an independent, slow
//! generator (module `model` at the end of this file).

use rosette::engine::chiron::{
    parse_square, square_name, Chiron, ChironMove, Form, Hand, Piece, PieceType, Promotion, OPENING,
};
use rosette::engine::{Game, Rng, SetupError, Turn};
use std::collections::HashSet;

/// Tokens whose pieces each player always owns one of.
const HANDED: [&str; 6] = ["CL", "CR", "ML", "MR", "HL", "HR"];

/// A position from `(square, token)` pairs and the side to move. Pieces not placed go to
/// their owner's captured pool; a player with no Phoenix on the board gets one in hand
/// unless `hands` says otherwise.
fn setup_with(pieces: &[(&str, &str)], side: char, hands: Option<&str>) -> Chiron {
    let mut board = vec![String::new(); 64];
    let mut ants = [8i32; 2];
    let mut handed: Vec<Vec<&str>> = vec![HANDED.to_vec(), HANDED.to_vec()];
    let mut phoenix = [false; 2];
    for &(sq, token) in pieces {
        let s = parse_square(sq).unwrap() as usize;
        assert!(board[s].is_empty(), "{sq} twice");
        board[s] = token.to_string();
        let bare = token.trim_start_matches('+');
        let owner = usize::from(bare.chars().next().unwrap().is_ascii_lowercase());
        let upper = bare.to_ascii_uppercase();
        match upper.as_str() {
            "A" => ants[owner] -= 1,
            "P" => phoenix[owner] = true,
            "K" => {}
            t => handed[owner].retain(|h| *h != t),
        }
    }
    let mut text = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            let t = &board[rank * 8 + file];
            if t.is_empty() {
                empty += 1;
            } else {
                if empty > 0 {
                    text += &empty.to_string();
                    empty = 0;
                }
                text += t;
            }
        }
        if empty > 0 {
            text += &empty.to_string();
        }
        if rank > 0 {
            text.push('/');
        }
    }
    let hands = hands.map(str::to_string).unwrap_or_else(|| {
        let h = format!(
            "{}{}",
            if phoenix[0] { "" } else { "P" },
            if phoenix[1] { "" } else { "p" }
        );
        if h.is_empty() {
            "-".into()
        } else {
            h
        }
    });
    let mut pools = String::new();
    for o in 0..2 {
        let mut part = "A".repeat(ants[o].max(0) as usize);
        for h in &handed[o] {
            part += h;
        }
        pools += &if o == 1 {
            part.to_ascii_lowercase()
        } else {
            part
        };
    }
    if pools.is_empty() {
        pools = "-".into();
    }
    let text = format!("{text} {side} {hands} {pools}");
    Chiron::from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn setup(pieces: &[(&str, &str)], side: char) -> Chiron {
    setup_with(pieces, side, None)
}

fn names(bits: u64) -> Vec<String> {
    let mut v: Vec<String> = (0..64u8)
        .filter(|s| bits >> s & 1 == 1)
        .map(square_name)
        .collect();
    v.sort();
    v
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// The legal moves in notation, sorted.
fn legal(g: &Chiron) -> Vec<String> {
    let mut v: Vec<String> = g
        .legal_move_list()
        .into_iter()
        .map(|m| g.move_notation(m))
        .collect();
    v.sort();
    v
}

/// The legal moves from one square, in notation, sorted.
fn legal_from(g: &Chiron, sq: &str) -> Vec<String> {
    let mut v: Vec<String> = g
        .moves_from(parse_square(sq).unwrap())
        .into_iter()
        .map(|m| g.move_notation(m))
        .collect();
    v.sort();
    v
}

fn play(g: &Chiron, text: &str) -> Chiron {
    let m = g
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e} in {:?}", legal(g)));
    g.clone().play(m).unwrap()
}

/// The four symmetric images of a scenario: as written (White, left hand), mirrored
/// left-right (hands swapped), turned 180° (colours swapped), and both.
#[derive(Clone, Copy, Debug)]
enum Image {
    AsWritten,
    Mirrored,
    Turned,
    MirroredTurned,
}

impl Image {
    const ALL: [Image; 4] = [
        Image::AsWritten,
        Image::Mirrored,
        Image::Turned,
        Image::MirroredTurned,
    ];

    fn mirrors(self) -> bool {
        matches!(self, Image::Mirrored | Image::MirroredTurned)
    }

    fn turns(self) -> bool {
        matches!(self, Image::Turned | Image::MirroredTurned)
    }

    fn square(self, sq: &str) -> String {
        let s = parse_square(sq).unwrap();
        let (mut f, mut r) = (s % 8, s / 8);
        if self.mirrors() {
            f = 7 - f;
        }
        if self.turns() {
            f = 7 - f;
            r = 7 - r;
        }
        square_name(r * 8 + f)
    }

    fn token(self, t: &str) -> String {
        let mut t = t.to_string();
        if self.mirrors() {
            t = t
                .chars()
                .map(|c| match c {
                    'L' => 'R',
                    'R' => 'L',
                    'l' => 'r',
                    'r' => 'l',
                    c => c,
                })
                .collect();
        }
        if self.turns() {
            t = t
                .chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect();
        }
        t
    }
}

/// Checks the targets of the piece on `at` in all four images of the position.
fn check_targets(pieces: &[(&str, &str)], at: &str, ordinary: &[&str], capture_only: &[&str]) {
    for image in Image::ALL {
        let placed: Vec<(String, String)> = pieces
            .iter()
            .map(|(s, t)| (image.square(s), image.token(t)))
            .collect();
        let refs: Vec<(&str, &str)> = placed
            .iter()
            .map(|(s, t)| (s.as_str(), t.as_str()))
            .collect();
        let side = if image.turns() { 'b' } else { 'w' };
        let g = setup(&refs, side);
        let sq = parse_square(&image.square(at)).unwrap();
        let t = g.targets(sq);
        let want = |v: &[&str]| {
            let mut v: Vec<String> = v.iter().map(|s| image.square(s)).collect();
            v.sort();
            v
        };
        assert_eq!(
            names(t.ordinary),
            want(ordinary),
            "ordinary, {image:?}: {}",
            g.to_position()
        );
        assert_eq!(
            names(t.capture_only),
            want(capture_only),
            "capture-only, {image:?}: {}",
            g.to_position()
        );
        // The legal moves from the square are exactly these targets.
        let mut to: Vec<String> = g
            .moves_from(sq)
            .iter()
            .map(|m| square_name(m.to()))
            .collect();
        to.dedup();
        let mut all = want(ordinary);
        all.extend(want(capture_only));
        all.sort();
        to.sort();
        to.dedup();
        assert_eq!(to, all, "legal moves, {image:?}");
    }
}

/// The two Kings out of the way of a piece on d4.
const KINGS: [(&str, &str); 2] = [("h1", "K"), ("a8", "k")];

fn with_kings<'a>(v: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut out = KINGS.to_vec();
    out.extend_from_slice(v);
    out
}

fn start() -> Chiron {
    Chiron::new_game(&Default::default())
}

#[test]
fn perft_matches_the_independent_generator() {
    let g = start();
    let m = model::Model::of(&g);
    let expected = [17, 289, 4_811, 80_094];
    for d in 1..=4 {
        let fast = rosette::engine::perft::perft(&g, d);
        let slow = m.perft(d);
        println!("perft({d}) = {fast}");
        assert_eq!(fast, slow, "depth {d}");
        assert_eq!(fast, expected[d as usize - 1], "depth {d}");
    }
}

#[test]
fn perft_of_a_promotion_and_drop_endgame_matches_the_independent_generator() {
    // Kings, Ants and a Phoenix close to promotion, full pools, Phoenixes in hand.
    let g = endgame();
    let m = model::Model::of(&g);
    for d in 1..=3 {
        let fast = rosette::engine::perft::perft(&g, d);
        println!("endgame perft({d}) = {fast}");
        assert_eq!(fast, m.perft(d), "depth {d}");
        assert_eq!(fast, [58, 3_294, 132_841][d as usize - 1], "depth {d}");
    }
}

fn endgame() -> Chiron {
    setup(
        &[
            ("e5", "K"),
            ("d4", "k"),
            ("c6", "A"),
            ("c5", "A"),
            ("g6", "+A"),
            ("g5", "A"),
            ("b6", "P"),
            ("f3", "a"),
            ("f2", "a"),
            ("b3", "+a"),
            ("h5", "mr"),
            ("a5", "CR"),
        ],
        'w',
    )
}

#[test]
fn random_positions_match_the_independent_generator() {
    let mut buf = Vec::new();
    let mut checked = 0;
    // The opening, and endgames where Kings, Phoenixes and Ants near the zone promote
    // often, with full pools, Phoenixes in hand and friendly Ants in line.
    let endgame = setup(
        &[
            ("e3", "K"),
            ("d6", "k"),
            ("c5", "A"),
            ("c4", "A"),
            ("g6", "+A"),
            ("g5", "A"),
            ("b6", "P"),
            ("f3", "a"),
            ("f4", "a"),
            ("b3", "+a"),
            ("h5", "mr"),
            ("a5", "CR"),
        ],
        'w',
    );
    let starts = [start(), endgame];
    let mut kinds = [0usize; 4];
    for seed in 0..240 {
        let mut rng = Rng::new(seed);
        let mut g = starts[seed as usize % 2].clone();
        while g.turn() != Turn::Over {
            let m = model::Model::of(&g);
            assert_eq!(
                model::engine_moves(&g),
                model::model_moves(&m),
                "{}",
                g.to_position()
            );
            checked += 1;
            g.legal_moves(&mut buf);
            for &mv in &buf {
                kinds[match mv.promotion(g.side_to_move()) {
                    Promotion::None if mv.drop_owner().is_some() => 1,
                    Promotion::None => 0,
                    Promotion::Flip => 2,
                    Promotion::Pool(_) => 3,
                }] += 1;
            }
            let mv = buf[rng.below(buf.len())];
            let mut next_model = m.clone();
            next_model.play(model::describe(&g, mv));
            g.play_unchecked(mv);
            assert_eq!(model::Model::of(&g), next_model, "after {mv:?}");
        }
    }
    println!("{checked} positions checked; moves (plain, drop, flip, pool): {kinds:?}");
    assert!(
        kinds.iter().all(|&k| k > 1000),
        "every kind of move is exercised"
    );
}

mod model {
    /// An independent, slow, obviously-correct Chiron move generator for checking the
    /// engine: it tries every (from, to) pair against a direct reading of the rulings' table,
    /// and plays moves on its own plain board.
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
                    t.owner() == p.owner()
                        && t.kind() == PieceType::Ant
                        && p.kind() == PieceType::Ant
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
            // A move is identified by its effect: keep the first of moves that leave the
            // same position (becoming a normal Ant from the pool is declining; a flip
            // relocated to the same square from two arrival squares is one move).
            let mut seen = HashSet::new();
            out.retain(|&d| {
                let mut next = self.clone();
                next.apply(d);
                seen.insert((next.board, next.hands, next.pools, next.over))
            });
            out
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
}

/// Prints the random-playout rate: `cargo test --release --test chiron_rules --
/// --ignored playout_rate --nocapture`.
#[test]
#[ignore]
fn playout_rate() {
    let g = start();
    let mut rng = Rng::new(1);
    let mut buf = Vec::new();
    let n = 200_000;
    let t = std::time::Instant::now();
    let mut plies = 0u64;
    for _ in 0..n {
        plies += rosette::engine::perft::random_playout(g.clone(), &mut rng, 2000, &mut buf).plies
            as u64;
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{n} playouts in {secs:.2} s: {:.0} playouts/s, mean {:.1} plies",
        n as f64 / secs,
        plies as f64 / n as f64
    );
}

/// Statistics of random play, to see that the cross-checks reach every kind of move.
#[test]
#[ignore]
fn random_play_statistics() {
    let mut buf = Vec::new();
    let (mut drops, mut flips, mut relocs, mut pools, mut friendly, mut capped) =
        (0, 0, 0, 0, 0, 0);
    let mut lens = Vec::new();
    let mut reasons = std::collections::BTreeMap::new();
    for seed in 0..2000 {
        let mut rng = Rng::new(seed);
        let mut g = start();
        let mut n = 0;
        while g.turn() != Turn::Over && n < 2000 {
            g.legal_moves(&mut buf);
            let m = buf[rng.below(buf.len())];
            match m.promotion(g.side_to_move()) {
                rosette::engine::chiron::Promotion::Flip => {
                    flips += 1;
                    relocs += usize::from(m.final_square() != m.to());
                }
                rosette::engine::chiron::Promotion::Pool(_) => pools += 1,
                _ => {}
            }
            drops += usize::from(m.drop_owner().is_some());
            if let (Some(c), Some(_)) = (g.captured_by(m), m.from()) {
                friendly += usize::from(c.owner() == g.side_to_move());
            }
            g.play_unchecked(m);
            n += 1;
        }
        capped += usize::from(g.turn() != Turn::Over);
        if let Some(o) = g.outcome() {
            *reasons.entry(o.reason).or_insert(0) += 1;
        }
        lens.push(n);
    }
    lens.sort();
    println!("drops {drops} flips {flips} relocations {relocs} pool {pools} friendly {friendly} capped {capped}");
    println!(
        "length median {} max {}",
        lens[lens.len() / 2],
        lens[lens.len() - 1]
    );
    println!("{reasons:?}");
}

// ---- Moves of each piece, in each hand, colour and form (rulings: "Moves") ----

#[test]
fn king_leaps_to_the_five_squares_two_ranks_ahead() {
    let pieces = [
        ("d4", "K"),
        ("a8", "k"),
        ("d5", "A"),
        ("c6", "A"),
        ("e6", "a"),
    ];
    check_targets(&pieces, "d4", &["b6", "d6", "e6", "f6"], &[]);
}

#[test]
fn flipped_king_leaps_to_the_five_squares_two_ranks_behind() {
    let pieces = [("d4", "+K"), ("a8", "k"), ("c2", "a"), ("d3", "A")];
    check_targets(&pieces, "d4", &["b2", "c2", "d2", "e2", "f2"], &[]);
}

#[test]
fn phoenix_steps_forward_and_captures_any_non_phoenix_enemy_on_a_rank_behind() {
    let pieces = [
        ("d4", "P"),
        ("h1", "K"),
        ("a8", "k"),
        ("a1", "a"),
        ("h3", "a"),
        ("d3", "a"),
        ("c4", "a"),
        ("e6", "a"),
        ("g2", "p"),
        ("b2", "A"),
    ];
    check_targets(&pieces, "d4", &["d5"], &["a1", "d3", "h3"]);
}

#[test]
fn flipped_phoenix_steps_backward_and_captures_any_non_phoenix_enemy_on_a_rank_ahead() {
    let pieces = [
        ("d4", "+P"),
        ("h1", "K"),
        ("a2", "k"),
        ("a8", "a"),
        ("h6", "a"),
        ("d5", "a"),
        ("c4", "a"),
        ("e3", "a"),
        ("g7", "p"),
        ("b6", "A"),
    ];
    check_targets(&pieces, "d4", &["d3"], &["a8", "d5", "h6"]);
}

#[test]
fn ant_steps_forward() {
    check_targets(&with_kings(&[("d4", "A")]), "d4", &["d5"], &[]);
    check_targets(&with_kings(&[("d4", "A"), ("d5", "a")]), "d4", &["d5"], &[]);
    check_targets(&with_kings(&[("d4", "A"), ("d5", "CL")]), "d4", &[], &[]);
}

#[test]
fn ant_may_capture_a_friendly_ant() {
    check_targets(&with_kings(&[("d4", "A"), ("d5", "A")]), "d4", &["d5"], &[]);
    check_targets(
        &with_kings(&[("d4", "A"), ("d5", "+A")]),
        "d4",
        &["d5"],
        &[],
    );
    check_targets(
        &with_kings(&[("d4", "+A"), ("d3", "A")]),
        "d4",
        &["d3"],
        &[],
    );
    // Only Ants take friendly pieces, and only friendly Ants.
    check_targets(
        &with_kings(&[("d4", "CL"), ("c5", "A")]),
        "d4",
        &["b5", "e4", "e5", "f4", "f5", "g3", "g4", "h4"],
        &[],
    );
}

#[test]
fn flipped_ant_steps_backward() {
    check_targets(&with_kings(&[("d4", "+A")]), "d4", &["d3"], &[]);
}

#[test]
fn crab_moves_diagonally_forward_wide_knight_forward_ray_right_wide_camel_back_right() {
    let ordinary = ["c5", "e5", "b5", "f5", "e4", "f4", "g4", "h4", "g3"];
    check_targets(&with_kings(&[("d4", "CL")]), "d4", &ordinary, &[]);
}

#[test]
fn crab_captures_only_by_ray_left_and_wide_camel_back_left() {
    let pieces = with_kings(&[
        ("d4", "CL"),
        ("b4", "a"),
        ("a4", "a"),
        ("a3", "a"),
        ("g4", "a"),
        ("c5", "A"),
        ("b5", "a"),
    ]);
    let ordinary = ["e5", "b5", "f5", "e4", "f4", "g4", "g3"];
    check_targets(&pieces, "d4", &ordinary, &["b4", "a3"]);
}

#[test]
fn moth_moves_wide_knight_right_long_knight_both_sides_bishop_back_right() {
    let ordinary = ["f5", "f3", "e6", "c6", "e3", "f2", "g1"];
    check_targets(&with_kings(&[("d4", "ML")]), "d4", &ordinary, &[]);
}

#[test]
fn moth_captures_only_by_wide_knight_left_and_bishop_back_left() {
    let pieces = with_kings(&[
        ("d4", "ML"),
        ("b5", "a"),
        ("b3", "a"),
        ("b2", "a"),
        ("a1", "a"),
        ("f2", "a"),
    ]);
    let ordinary = ["f5", "f3", "e6", "c6", "e3", "f2"];
    check_targets(&pieces, "d4", &ordinary, &["b5", "b3", "b2"]);
}

#[test]
fn hummingbird_moves_as_a_rook_forward_and_knight_back_right() {
    let ordinary = ["d5", "d6", "d7", "d8", "e2", "f3"];
    check_targets(&with_kings(&[("d4", "HL")]), "d4", &ordinary, &[]);
}

#[test]
fn hummingbird_captures_only_by_knight_back_left() {
    let pieces = with_kings(&[("d4", "HL"), ("c2", "a"), ("b3", "a"), ("d6", "A")]);
    check_targets(&pieces, "d4", &["d5", "e2", "f3"], &["c2", "b3"]);
}

#[test]
fn rays_stop_at_the_first_occupied_square_and_leaps_jump() {
    // The Hummingbird's forward ray stops at its own Ant; its leap jumps the Ants.
    let pieces = with_kings(&[("d4", "HL"), ("d5", "A"), ("e3", "A"), ("e2", "a")]);
    check_targets(&pieces, "d4", &["e2", "f3"], &[]);
    // The Crab's capture-only ray is blocked by a friendly piece before the enemy.
    let pieces = with_kings(&[("d4", "CL"), ("c4", "A"), ("b4", "a"), ("e4", "A")]);
    check_targets(&pieces, "d4", &["b5", "c5", "e5", "f5", "g3"], &[]);
}

#[test]
fn capture_only_moves_never_go_to_empty_or_friendly_squares() {
    let pieces = with_kings(&[("d4", "ML"), ("b5", "A"), ("b3", "A")]);
    check_targets(
        &pieces,
        "d4",
        &["f5", "f3", "e6", "c6", "e3", "f2", "g1"],
        &[],
    );
}

// ---- The Phoenix ----

#[test]
fn phoenix_is_immune_to_capture_only_moves_but_not_to_ordinary_ones() {
    let pieces = [
        ("h1", "K"),
        ("a8", "k"),
        ("d4", "CL"),
        ("b4", "p"),
        ("c5", "p"),
    ];
    let g = setup_with(&pieces, 'w', Some("-"));
    let t = g.targets(parse_square("d4").unwrap());
    assert_eq!(names(t.capture_only), Vec::<String>::new());
    assert!(names(t.ordinary).contains(&"c5".to_string()));
    // Nor does a Phoenix's rear capture take a Phoenix.
    let pieces = [("h1", "K"), ("a8", "k"), ("d6", "P"), ("b4", "p")];
    let g = setup_with(&pieces, 'w', Some("-"));
    assert_eq!(g.targets(parse_square("d6").unwrap()).capture_only, 0);
}

#[test]
fn a_captured_phoenix_goes_to_the_captors_hand_and_changes_owner() {
    let pieces = [
        ("h1", "K"),
        ("a8", "k"),
        ("d4", "CL"),
        ("c5", "p"),
        ("e2", "P"),
    ];
    let g = setup_with(&pieces, 'w', Some("-"));
    let g = play(&g, "Cd4xc5");
    assert_eq!((g.hand(0), g.hand(1)), (1, 0));
    assert_eq!(g.to_position().split(' ').nth(2), Some("P"));
}

#[test]
fn either_player_may_drop_a_held_phoenix_on_its_owners_first_rank() {
    let pieces = [
        ("h1", "K"),
        ("a8", "k"),
        ("d4", "CL"),
        ("c5", "p"),
        ("e2", "P"),
    ];
    let g = setup_with(&pieces, 'w', Some("-"));
    let g = play(&g, "Cd4xc5");
    // Black may drop White's Phoenix, onto White's first rank, as a White piece.
    let drops: Vec<String> = legal(&g).into_iter().filter(|m| m.contains('@')).collect();
    assert_eq!(
        drops,
        ["P@a1", "P@b1", "P@c1", "P@d1", "P@e1", "P@f1", "P@g1"]
    );
    assert_eq!(names(g.drop_targets(0)).len(), 7);
    let after = play(&g, "P@c1");
    let p = after.piece_at(parse_square("c1").unwrap()).unwrap();
    assert_eq!(
        (p.owner(), p.kind(), p.form()),
        (0, PieceType::Phoenix, Form::Normal)
    );
    assert_eq!(after.hand(0), 0);
    // The drop was Black's whole turn.
    assert_eq!(after.side_to_move(), 0);
    // White may drop it too.
    let g2 = play(&play(&g, "Ka8-b6"), "P@d1");
    assert_eq!(
        g2.piece_at(parse_square("d1").unwrap()).map(|p| p.owner()),
        Some(0)
    );
}

#[test]
fn a_player_may_hold_two_phoenixes() {
    let pieces = [
        ("h1", "K"),
        ("a8", "k"),
        ("d4", "CL"),
        ("c5", "p"),
        ("e6", "a"),
    ];
    let g = setup_with(&pieces, 'w', Some("P"));
    let g = play(&g, "Cd4xc5");
    assert_eq!(g.hand(0), 2);
    let drops = legal(&g).into_iter().filter(|m| m.contains('@')).count();
    assert_eq!(drops, 7, "one move per square, however many are held");
}

#[test]
fn a_flipped_phoenix_is_dropped_in_normal_form_after_capture() {
    let pieces = [
        ("h1", "K"),
        ("a8", "k"),
        ("d4", "CL"),
        ("c5", "+p"),
        ("e2", "P"),
    ];
    let g = setup_with(&pieces, 'w', Some("-"));
    let g = play(&play(&g, "Cd4xc5"), "P@a1");
    assert_eq!(
        g.piece_at(parse_square("a1").unwrap()).unwrap().form(),
        Form::Normal
    );
}

// ---- Promotion ----

fn sorted_strings(v: &[&str]) -> Vec<String> {
    sorted(v)
}

#[test]
fn an_ant_arriving_on_rank_7_may_decline_flip_and_relocate_or_take_a_pool_piece() {
    let g = setup(&[("h1", "K"), ("a8", "k"), ("d6", "A"), ("d3", "CL")], 'w');
    let want = [
        "Ad6-d7",
        "Ad6-d7+",
        "Ad6-d7+d6",
        "Ad6-d7+d5",
        "Ad6-d7+d4",
        "Ad6-d7=CR",
        "Ad6-d7=ML",
        "Ad6-d7=MR",
        "Ad6-d7=HL",
        "Ad6-d7=HR",
    ];
    assert_eq!(legal_from(&g, "d6"), sorted_strings(&want));
    // The relocation square the piece came from counts as empty (d6 above).
    let after = play(&g, "Ad6-d7+d5");
    let p = after.piece_at(parse_square("d5").unwrap()).unwrap();
    assert_eq!((p.kind(), p.form()), (PieceType::Ant, Form::Flipped));
    assert!(after.piece_at(parse_square("d7").unwrap()).is_none());
}

#[test]
fn promotion_moves_carry_their_choice_for_a_two_step_ui() {
    let g = setup(&[("h1", "K"), ("a8", "k"), ("d6", "A"), ("d3", "CL")], 'w');
    let (d6, d7) = (parse_square("d6").unwrap(), parse_square("d7").unwrap());
    let choices = g.choices(d6, d7);
    assert_eq!(choices.len(), 10);
    let flips: Vec<String> = choices
        .iter()
        .filter(|m| m.promotion(0) == Promotion::Flip)
        .map(|m| square_name(m.final_square()))
        .collect();
    assert_eq!(flips, ["d4", "d5", "d6", "d7"]);
    let pools: Vec<Piece> = choices
        .iter()
        .filter_map(|m| match m.promotion(0) {
            Promotion::Pool(p) => Some(p),
            _ => None,
        })
        .collect();
    assert_eq!(pools.len(), 5);
    assert!(pools
        .iter()
        .all(|p| p.owner() == 0 && p.kind() != PieceType::Ant));
    assert!(choices.iter().all(|m| m.from() == Some(d6) && m.to() == d7));
}

#[test]
fn a_king_that_flips_relocates_by_flipped_leaps_through_empty_squares() {
    let g = setup(&[("e5", "K"), ("a8", "k"), ("d5", "CL"), ("f3", "a")], 'w');
    let sq = |s: &str| parse_square(s).unwrap();
    // The choices after arriving on e7, as a UI's second step shows them.
    let choices = g.choices(sq("e5"), sq("e7"));
    let finals: Vec<String> = choices
        .iter()
        .filter(|m| m.promotion(0) == Promotion::Flip)
        .map(|m| square_name(m.final_square()))
        .collect();
    // Stay on e7; c5 e5 f5 g5 (d5 is occupied); a3..h3 but f3 (occupied: relocation
    // never captures); all of rank 1.
    assert_eq!(finals.len(), 1 + 4 + 7 + 8, "{finals:?}");
    for s in ["e7", "e5", "f5", "a3", "h3", "a1"] {
        assert!(finals.contains(&s.to_string()), "{s}");
    }
    for s in ["d5", "f3", "e3x"] {
        assert!(!finals.contains(&s.to_string()), "{s}");
    }
    // The same final square reached from another arrival square is the same move: the
    // legal list holds it once, under the first arrival square (c7 for a3).
    let a3: Vec<String> = choices
        .iter()
        .filter(|m| square_name(m.final_square()) == "a3")
        .map(|&m| g.move_notation(m))
        .collect();
    assert_eq!(a3, ["Ke5-c7+a3"]);
    let moves = legal_from(&g, "e5");
    assert_eq!(
        moves.len(),
        5 + 5 + 7 + 7 + 8,
        "5 plain, 5 stays, rank 5, 3 and 1"
    );
    assert!(moves.contains(&"Ke5-e7+".to_string()));
    assert!(moves.contains(&"Ke5-c7+e5".to_string()));
    assert!(!moves.contains(&"Ke5-e7+e5".to_string()));
    // A King has no pool choice.
    assert!(moves.iter().all(|m| !m.contains('=')));
}

#[test]
fn a_phoenix_arriving_by_its_rear_capture_may_flip() {
    let g = setup(
        &[
            ("h1", "K"),
            ("a8", "k"),
            ("d8", "P"),
            ("c7", "a"),
            ("c4", "A"),
        ],
        'w',
    );
    let moves: Vec<String> = legal_from(&g, "d8")
        .into_iter()
        .filter(|m| m.starts_with("Pd8xc7"))
        .collect();
    assert_eq!(
        moves,
        sorted(&["Pd8xc7", "Pd8xc7+", "Pd8xc7+c6", "Pd8xc7+c5"])
    );
}

#[test]
fn a_flipped_piece_is_never_offered_a_promotion_again() {
    let g = setup(
        &[
            ("h1", "K"),
            ("a8", "k"),
            ("d8", "+A"),
            ("e8", "+P"),
            ("b8", "CL"),
        ],
        'w',
    );
    assert_eq!(legal_from(&g, "d8"), ["Ad8-d7"]);
    assert_eq!(legal_from(&g, "e8"), ["Pe8-e7"]);
}

#[test]
fn crabs_moths_and_hummingbirds_never_promote() {
    let g = setup(&[("h1", "K"), ("a8", "k"), ("d5", "HL")], 'w');
    assert_eq!(
        legal_from(&g, "d5"),
        ["Hd5-d6", "Hd5-d7", "Hd5-d8", "Hd5-e3", "Hd5-f4"]
    );
}

#[test]
fn an_ant_promotes_from_the_pool_in_the_form_the_piece_had_when_captured() {
    let text = "k7/8/3A4/8/8/8/8/7K w Pp AAAAAA+ACLCRMLMRHLHRaaaaaaaaclcrmlmrhlhr";
    let g = Chiron::from_position(text).unwrap();
    assert!(legal_from(&g, "d6").contains(&"Ad6-d7=+A".to_string()));
    let after = play(&g, "Ad6-d7=+A");
    let p = after.piece_at(parse_square("d7").unwrap()).unwrap();
    assert_eq!((p.kind(), p.form()), (PieceType::Ant, Form::Flipped));
    // The Ant goes into the pool in exchange (pieces are conserved).
    let flipped_ant = Piece::new(0, PieceType::Ant, Hand::Left, Form::Flipped);
    let ant = Piece::new(0, PieceType::Ant, Hand::Left, Form::Normal);
    assert_eq!(
        (after.pool_count(flipped_ant), after.pool_count(ant)),
        (0, 7)
    );
    // Becoming a Crab from the pool.
    let after = play(&g, "Ad6-d7=CR");
    let p = after.piece_at(parse_square("d7").unwrap()).unwrap();
    assert_eq!((p.kind(), p.hand()), (PieceType::Crab, Some(Hand::Right)));
}

#[test]
fn the_pool_holds_own_pieces_only_never_a_king_or_phoenix() {
    // Black's pool holds Black's Crab but White's Ant can only take White's pool.
    let g = setup(
        &[
            ("h1", "K"),
            ("a8", "k"),
            ("d6", "A"),
            ("e6", "A"),
            ("f6", "A"),
            ("g6", "A"),
            ("h6", "A"),
            ("a6", "A"),
            ("b6", "A"),
            ("c6", "A"),
            ("a3", "CL"),
            ("b3", "CR"),
            ("c3", "ML"),
            ("d3", "MR"),
            ("e3", "HL"),
            ("f3", "HR"),
        ],
        'w',
    );
    assert!(g.pool(0).is_empty());
    assert_eq!(g.pool(1).len(), 14);
    let moves = legal_from(&g, "d6");
    assert_eq!(
        moves.iter().filter(|m| m.contains('=')).count(),
        0,
        "{moves:?}"
    );
}

#[test]
fn an_ant_taking_its_own_ant_may_promote_into_it() {
    let text = "k7/3+A4/3A4/8/8/8/8/7K w Pp AAAAAACLCRMLMRHLHRaaaaaaaaclcrmlmrhlhr";
    let g = Chiron::from_position(text).unwrap();
    let moves = legal_from(&g, "d6");
    assert!(moves.contains(&"Ad6xd7=+A".to_string()), "{moves:?}");
    let after = play(&g, "Ad6xd7");
    let flipped_ant = Piece::new(0, PieceType::Ant, Hand::Left, Form::Flipped);
    assert_eq!(
        after.pool_count(flipped_ant),
        1,
        "own Ants taken go to the own pool"
    );
}

// ---- End of the game ----

#[test]
fn capturing_the_king_ends_the_game_at_once_without_promotion() {
    for king in ["k", "+k"] {
        let g = setup(&[("h1", "K"), ("d8", king), ("d7", "A")], 'w');
        assert_eq!(legal_from(&g, "d7"), ["Ad7xd8"]);
        let after = play(&g, "Ad7xd8");
        assert_eq!(after.turn(), Turn::Over);
        assert_eq!(after.winner(), Some(0));
        let o = after.outcome().unwrap();
        assert_eq!(o.winners, [0]);
        assert!(o.reason.contains("King"), "{}", o.reason);
        assert!(after.legal_move_list().is_empty());
    }
    // A capture-only move takes the King too.
    let g = setup(&[("h1", "K"), ("d2", "k"), ("d5", "P")], 'w');
    assert_eq!(play(&g, "Pd5xd2").winner(), Some(0));
}

#[test]
fn a_player_with_no_legal_action_loses() {
    let pieces = [("a8", "K"), ("h8", "P"), ("d8", "k"), ("e8", "p")];
    let g = setup_with(&pieces, 'b', Some("-"));
    assert_eq!(g.turn(), Turn::Player(1));
    let after = play(&g, "Pe8-e7");
    assert_eq!(after.turn(), Turn::Over);
    assert_eq!(after.winner(), Some(1));
    assert!(after.outcome().unwrap().reason.contains("no legal move"));
    // Read from text, the same position is already over.
    let again = Chiron::from_position(&after.to_position()).unwrap();
    assert_eq!(again, after);
}

#[test]
fn a_king_may_move_into_attack_and_the_threat_can_be_announced() {
    let pieces = [("a8", "K"), ("h8", "P"), ("d8", "k"), ("e8", "p")];
    let g = setup_with(&pieces, 'b', Some("-"));
    assert!(!g.king_threatened(1));
    let after = play(&g, "Kd8-d6");
    assert!(
        after.king_threatened(1),
        "the Phoenix on h8 takes anything behind it"
    );
    assert!(!after.king_threatened(0));
    assert_eq!(play(&after, "Ph8xd6").winner(), Some(0));
}

#[test]
fn play_never_cycles() {
    let mut buf = Vec::new();
    let mut plies = 0;
    for seed in 0..300 {
        let mut rng = Rng::new(seed);
        let mut g = start();
        let mut seen = HashSet::new();
        while g.turn() != Turn::Over {
            assert!(seen.insert(g.clone()), "repeated {}", g.to_position());
            g.legal_moves(&mut buf);
            g.play_unchecked(buf[rng.below(buf.len())]);
            plies += 1;
        }
    }
    println!("{plies} plies without a repetition");
}

#[test]
fn move_diagrams_are_oriented_for_owner_hand_and_form() {
    let crab = Piece::new(0, PieceType::Crab, Hand::Left, Form::Normal);
    let d = crab.diagram();
    assert_eq!(d.ordinary_rays, [(1, 0)]);
    assert_eq!(d.capture_rays, [(-1, 0)]);
    assert!(d.capture_leaps.contains(&(-3, -1)));
    let black_right = Piece::new(1, PieceType::Crab, Hand::Right, Form::Normal);
    assert_eq!(black_right.diagram().ordinary_rays, [(1, 0)]);
    assert_eq!(black_right.diagram().ordinary_leaps[4], (3, 1));
    let p = Piece::new(0, PieceType::Phoenix, Hand::Left, Form::Flipped);
    assert_eq!(p.diagram().rank_capture, Some(1));
    assert_eq!(p.diagram().ordinary_leaps, [(0, -1)]);
    let p = Piece::new(1, PieceType::Phoenix, Hand::Left, Form::Normal);
    assert_eq!(p.diagram().rank_capture, Some(1));
}

// ---- Notation ----

#[test]
fn the_opening_is_the_reconstructed_setup() {
    let g = start();
    assert_eq!(g.to_position(), OPENING);
    assert_eq!(Chiron::from_position(OPENING).unwrap(), g);
    let at = |s: &str| g.piece_at(parse_square(s).unwrap()).unwrap();
    assert_eq!(
        (at("a1").kind(), at("a1").hand()),
        (PieceType::Hummingbird, Some(Hand::Left))
    );
    assert_eq!(
        (at("g8").kind(), at("g8").hand(), at("g8").owner()),
        (PieceType::Crab, Some(Hand::Left), 1)
    );
    assert_eq!(at("d8").kind(), PieceType::King);
    assert_eq!(at("e8").kind(), PieceType::Phoenix);
    assert_eq!(
        legal(&g),
        sorted(&[
            "Aa2-a3", "Ab2-b3", "Ac2-c3", "Ad2-d3", "Ae2-e3", "Af2-f3", "Ag2-g3", "Ah2-h3",
            "Ke1-c3", "Ke1-d3", "Ke1-e3", "Ke1-f3", "Ke1-g3", "Mc1-b3", "Mc1-d3", "Mf1-e3",
            "Mf1-g3",
        ])
    );
}

#[test]
fn positions_round_trip_along_random_games() {
    let mut buf = Vec::new();
    for seed in 0..100 {
        let mut rng = Rng::new(seed);
        let mut g = start();
        loop {
            let text = g.to_position();
            let back = Chiron::from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(back, g, "{text}");
            assert_eq!(back.to_position(), text);
            if g.turn() == Turn::Over {
                break;
            }
            g.legal_moves(&mut buf);
            let names: HashSet<String> = buf.iter().map(|&m| g.move_notation(m)).collect();
            assert_eq!(names.len(), buf.len(), "move notation is unique");
            g.play_unchecked(buf[rng.below(buf.len())]);
        }
    }
}

fn syntax_part(text: &str) -> Option<&'static str> {
    match Chiron::from_position(text) {
        Err(SetupError::Syntax { what, .. }) => Some(what),
        _ => None,
    }
}

fn illegal(text: &str) -> String {
    match Chiron::from_position(text) {
        Err(SetupError::Illegal(why)) => why,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn from_position_reports_precise_errors() {
    let board = "hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLPKMRCRHR";
    assert_eq!(syntax_part(""), Some("position"));
    assert_eq!(syntax_part(&format!("{board} w -")), Some("position"));
    assert_eq!(syntax_part("8/8/8/8/8/8/8 w - -"), Some("board"));
    assert_eq!(syntax_part(&format!("{board}/8 w - -")), Some("board"));
    assert_eq!(
        syntax_part("hrcrmrkpmlclhl/aaaaaaaa/9/8/8/8/AAAAAAAA/HLCLMLPKMRCRHR w - -"),
        Some("board")
    );
    assert_eq!(
        syntax_part("hrcrmrkpmlclhl/aaaaaaaa/7/8/8/8/AAAAAAAA/HLCLMLPKMRCRHR w - -"),
        Some("board")
    );
    assert_eq!(
        syntax_part("hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLPKMRCRHRA w - -"),
        Some("board")
    );
    assert_eq!(
        syntax_part("hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCMLPKMRCRHR w - -"),
        Some("board")
    );
    assert_eq!(
        syntax_part("hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HlCLMLPKMRCRHR w - -"),
        Some("board")
    );
    assert_eq!(
        syntax_part("hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/H+LCLMLPKMRCRHR w - -"),
        Some("board")
    );
    assert_eq!(
        syntax_part("hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/+HLCLMLPKMRCRHR w - -"),
        Some("board")
    );
    assert_eq!(
        syntax_part("hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAB/HLCLMLPKMRCRHR w - -"),
        Some("board")
    );
    assert_eq!(syntax_part(&format!("{board} x - -")), Some("side to move"));
    assert_eq!(syntax_part(&format!("{board} w K -")), Some("hands"));
    assert_eq!(
        syntax_part(&format!("{board} w - Z")),
        Some("captured pools")
    );
    assert!(illegal(&format!("{board} w P -")).contains("Phoenixes"));
    assert!(illegal(&format!("{board} w - A")).contains("Ants"));
    assert!(illegal(&format!("{board} w - K")).contains("pool"));
    assert!(illegal(&format!("{board} w - CL")).contains("CL"));
    assert!(
        illegal("hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLPAMRCRHR w - K").contains("pool")
    );
    // A missing King is only possible for the side to move (it was just captured).
    let no_white_king = "hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLP1MRCRHR";
    assert!(illegal(&format!("{no_white_king} b - -")).contains("no King"));
    let over = Chiron::from_position(&format!("{no_white_king} w - -")).unwrap();
    assert_eq!(over.winner(), Some(1));
    assert!(
        illegal("hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLKKMRCRHR w P -").contains("Kings")
    );
}

#[test]
fn from_position_never_panics_on_random_or_mutated_text() {
    let alphabet: Vec<char> = "KPACMHLRkpacmhlr+12345678/ wb-@x9 0é".chars().collect();
    let mut rng = Rng::new(99);
    let mut seeds = vec![OPENING.to_string()];
    let mut buf = Vec::new();
    let mut g = start();
    for _ in 0..60 {
        if g.turn() == Turn::Over {
            break;
        }
        g.legal_moves(&mut buf);
        g.play_unchecked(buf[rng.below(buf.len())]);
        seeds.push(g.to_position());
    }
    let mut accepted = 0;
    for i in 0..40_000 {
        let text: String = if i % 4 == 0 {
            (0..rng.below(80))
                .map(|_| alphabet[rng.below(alphabet.len())])
                .collect()
        } else {
            let mut chars: Vec<char> = seeds[rng.below(seeds.len())].chars().collect();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(chars.len() + 1);
                match rng.below(3) {
                    0 if at < chars.len() => {
                        chars.remove(at);
                    }
                    1 if at < chars.len() => chars[at] = alphabet[rng.below(alphabet.len())],
                    _ => chars.insert(at, alphabet[rng.below(alphabet.len())]),
                }
            }
            chars.into_iter().collect()
        };
        if let Ok(g) = Chiron::from_position(&text) {
            accepted += 1;
            let again = Chiron::from_position(&g.to_position()).unwrap();
            assert_eq!(again, g, "{text}");
        }
    }
    println!("{accepted} mutated positions accepted");
}

#[test]
fn move_notation_examples() {
    let g = start();
    let m: ChironMove = g.parse_move("Ke1-e3").unwrap();
    assert_eq!(m.from(), parse_square("e1"));
    assert_eq!(square_name(m.to()), "e3");
    assert!(g.parse_move("Ke1-e4").is_err());
}

#[test]
fn playing_a_move_from_another_position_never_panics() {
    let mut rng = Rng::new(5);
    let mut buf = Vec::new();
    let mut positions = vec![start()];
    let mut g = start();
    while g.turn() != Turn::Over {
        g.legal_moves(&mut buf);
        g.play_unchecked(buf[rng.below(buf.len())]);
        positions.push(g.clone());
    }
    for a in &positions {
        let moves = a.legal_move_list();
        for b in positions.iter().step_by(7) {
            for &m in &moves {
                let mut c = b.clone();
                c.play_unchecked(m);
                let _ = (c.to_position(), c.legal_move_list(), c.outcome());
            }
        }
    }
}

#[test]
fn moves_tell_a_ui_how_they_are_made() {
    use rosette::engine::chiron::MoveKind;
    let pieces = [
        ("h1", "K"),
        ("a8", "k"),
        ("d4", "CL"),
        ("b4", "a"),
        ("c5", "a"),
    ];
    let g = setup(&pieces, 'w');
    let kind = |text: &str| g.move_kind(g.parse_move(text).unwrap());
    assert_eq!(kind("Cd4xb4"), MoveKind::CaptureOnly);
    assert_eq!(kind("Cd4xc5"), MoveKind::Capture);
    assert_eq!(kind("Cd4-e4"), MoveKind::Quiet);
    assert_eq!(kind("P@a1"), MoveKind::Drop);
    let m = g.parse_move("Cd4xb4").unwrap();
    assert_eq!(g.captured_by(m).map(|p| p.kind()), Some(PieceType::Ant));
}
