//! Perft counts from data, each checked against an independent, slow, obviously-correct
//! generator written straight from the rulings (no bitboards, no shared code).

use rosette::engine::perft::perft;
use rosette::engine::pyrga::Pyrga;
use rosette::engine::Game;

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

/// Expected Pyrga perft counts from the start, depths 1..=5 (`rosette perft pyrga N`).
const PYRGA_PERFT: [u64; 5] = [80, 792, 7_000, 59_872, 514_776];

#[test]
fn pyrga_perft_matches_the_table_and_the_slow_generator() {
    let fast = Pyrga::new_game(&Default::default());
    let slow = slow_pyrga::start();
    for (i, &expected) in PYRGA_PERFT.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(perft(&fast, depth), expected, "fast perft {depth}");
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
