//! Perft counts from data: every `tests/perft/*.perft` file is read by one runner (the
//! format of shakmaty's `tests/*.perft`). Each file holds cases:
//!
//! ```text
//! # a comment
//! id <name>
//! game <game id>
//! start [options]          (or: position <the game's position text>)
//! perft <depth> <count>
//! ```
//!
//! The counts are checked against the engine here, and against each game's independent
//! slow generator in its own test (Pyrga's below; `chiron_rules`, `shifting_chess_slow`;
//! `chirality_rules` compares its slow implementation with the engine node by node). The
//! reader is `common/perft_file.rs`.

mod common;

use common::perft_file::{all_cases, cases_of, read_cases};
use rosette::engine::perft::perft;
use rosette::engine::pyrga::Pyrga;
use rosette::engine::{AnyGame, Game, GameId, InAnyGame};

fn perft_any(game: &AnyGame, depth: u32) -> u64 {
    rosette::with_game!(game.id(), G, E => perft(G::from_any(game).expect("its own game"), depth))
}

#[test]
fn every_perft_file_count_matches_the_engine() {
    let cases = all_cases();
    for id in GameId::ALL {
        assert!(
            cases.iter().any(|c| c.game.id() == id),
            "no perft case for {}",
            id.as_str()
        );
    }
    for case in &cases {
        assert!(!case.counts.is_empty(), "{}: no counts", case.id);
        for &(depth, count) in &case.counts {
            assert_eq!(
                perft_any(&case.game, depth),
                count,
                "{} perft {depth}",
                case.id
            );
        }
    }
    println!("{} cases", cases.len());
}

#[test]
fn a_malformed_perft_line_is_named() {
    let e =
        std::panic::catch_unwind(|| read_cases("x.perft", "id a\ngame pyrga\nstart\nperft one 80"));
    assert!(e.is_err());
    let cases = read_cases(
        "x.perft",
        "# c\nid a\ngame pyrga\nstart\nperft 1 80\nperft 2 792\n",
    );
    assert_eq!(cases[0].counts, vec![(1, 80), (2, 792)]);
}

/// Pyrga from scratch: cells hold per-shape `(owner, direction)`.
mod slow_pyrga {
    pub const SQUARE: usize = 0;
    pub const TRIANGLE: usize = 1;
    const STEPS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

    #[derive(Clone)]
    pub struct State {
        cells: [[Option<(usize, usize)>; 3]; 16],
        hands: [[u32; 3]; 2],
        to_move: usize,
        last: Option<(usize, usize, usize)>,
        white_first: Option<usize>,
        white_placed: u32,
    }

    pub fn start() -> State {
        State {
            cells: [[None; 3]; 16],
            hands: [[5; 3]; 2],
            to_move: 0,
            last: None,
            white_first: None,
            white_placed: 0,
        }
    }

    fn inside(f: i32, r: i32) -> bool {
        (0..4).contains(&f) && (0..4).contains(&r)
    }

    fn controlled(s: &State, p: usize) -> usize {
        s.cells
            .iter()
            .filter(|c| c.iter().all(Option::is_some))
            .filter(|c| c.iter().filter(|x| x.map(|(o, _)| o) == Some(p)).count() >= 2)
            .count()
    }

    fn placements(s: &State, cells: &[usize]) -> Vec<(usize, usize, usize)> {
        let p = s.to_move;
        let mut out = Vec::new();
        for &cell in cells {
            for shape in 0..3 {
                let banned = p == 0
                    && s.white_placed == 1
                    && s.white_first == Some(SQUARE)
                    && shape == SQUARE;
                if s.hands[p][shape] == 0 || s.cells[cell][shape].is_some() || banned {
                    continue;
                }
                if shape == TRIANGLE {
                    for (d, (dx, dy)) in STEPS.iter().enumerate() {
                        if inside((cell % 4) as i32 + dx, (cell / 4) as i32 + dy) {
                            out.push((shape, cell, d));
                        }
                    }
                } else {
                    out.push((shape, cell, 0));
                }
            }
        }
        out
    }

    pub fn moves(s: &State) -> Vec<(usize, usize, usize)> {
        if controlled(s, 0) >= 3 || controlled(s, 1) >= 3 {
            return Vec::new();
        }
        let directed: Vec<usize> = match s.last {
            None => (0..16).collect(),
            Some((shape, cell, d)) => {
                let (f, r) = ((cell % 4) as i32, (cell / 4) as i32);
                let mut v = Vec::new();
                match shape {
                    SQUARE => {
                        for (dx, dy) in STEPS {
                            if inside(f + dx, r + dy) {
                                v.push(((r + dy) * 4 + f + dx) as usize);
                            }
                        }
                    }
                    TRIANGLE => {
                        let (dx, dy) = STEPS[d];
                        let (mut x, mut y) = (f + dx, r + dy);
                        while inside(x, y) {
                            v.push((y * 4 + x) as usize);
                            x += dx;
                            y += dy;
                        }
                    }
                    _ => v.push(cell),
                }
                v
            }
        };
        let found = placements(s, &directed);
        if !found.is_empty() {
            return found;
        }
        let empty: Vec<usize> = (0..16)
            .filter(|&c| s.cells[c].iter().all(Option::is_none))
            .collect();
        placements(s, &empty)
    }

    pub fn play(s: &State, (shape, cell, d): (usize, usize, usize)) -> State {
        let mut n = s.clone();
        let p = s.to_move;
        n.cells[cell][shape] = Some((p, d));
        n.hands[p][shape] -= 1;
        if p == 0 {
            n.white_placed += 1;
            n.white_first.get_or_insert(shape);
        }
        n.last = Some((shape, cell, d));
        n.to_move = 1 - p;
        n
    }

    pub fn perft(s: &State, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        moves(s)
            .into_iter()
            .map(|m| perft(&play(s, m), depth - 1))
            .sum()
    }
}

#[test]
fn pyrga_perft_file_counts_match_the_slow_generator() {
    let start = cases_of("pyrga", "pyrga-start");
    assert_eq!(
        start.game,
        AnyGame::Pyrga(Pyrga::new_game(&Default::default()))
    );
    let slow = slow_pyrga::start();
    for (depth, expected) in start.counts {
        assert_eq!(
            slow_pyrga::perft(&slow, depth),
            expected,
            "slow perft {depth}"
        );
    }
}

#[test]
fn pyrga_perft_agrees_with_the_slow_generator_along_random_games() {
    let mut rng = rosette::engine::Rng::new(5);
    for _ in 0..40 {
        let (mut fast, mut slow) = (Pyrga::new_game(&Default::default()), slow_pyrga::start());
        while fast.turn() != rosette::engine::Turn::Over {
            assert_eq!(
                perft(&fast, 3),
                slow_pyrga::perft(&slow, 3),
                "{}",
                fast.to_position()
            );
            let moves = slow_pyrga::moves(&slow);
            let (shape, cell, d) = moves[rng.below(moves.len())];
            let dir = rosette::engine::pyrga::Dir::ALL[d];
            let m = rosette::engine::pyrga::PyrgaMove::new(
                rosette::engine::pyrga::Shape::ALL[shape],
                cell,
                dir,
            );
            fast = fast.play(m).expect("the slow generator's move is legal");
            slow = slow_pyrga::play(&slow, (shape, cell, d));
        }
        assert!(slow_pyrga::moves(&slow).is_empty());
    }
}
