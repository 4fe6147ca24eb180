//! Shifting Chess playouts: `play_random` picks uniformly among the legal moves (ordinary
//! moves, promotions and card applications), checked by a chi-square bound with fixed
//! seeds on hand-made positions (a pin, a promotion, king steps into attacked squares) and
//! on positions met in random games (check, en passant, castling, applications).

use rosette::engine::shifting_chess::{
    Phase, PieceKind, ShiftingChess, ShiftingMove, ShiftingOptions,
};
use rosette::engine::{Game, Rng, Turn};

/// A position on the sixteen central tiles (files c–j, ranks 3–10) with `pieces` such as
/// `K'e4 r'e9`, `head` (side phase ep halfmove turns) and no deck.
fn central(pieces: &str, head: &str) -> ShiftingChess {
    let mut grid = [['-'; 12]; 12];
    for row in grid.iter_mut().take(10).skip(2) {
        row[2..10].fill('.');
    }
    let mut marks = [[false; 12]; 12];
    for tok in pieces.split_whitespace() {
        let moved = tok.as_bytes()[1] == b'\'';
        let (piece, square) = tok.split_at(if moved { 2 } else { 1 });
        let file = (square.as_bytes()[0] - b'a') as usize;
        let rank: usize = square[1..].parse().expect("rank");
        grid[rank - 1][file] = piece.as_bytes()[0] as char;
        marks[rank - 1][file] = moved;
    }
    let mut ranks = Vec::new();
    for rank in (0..12).rev() {
        let (mut out, mut run) = (String::new(), 0);
        for file in 0..12 {
            let c = grid[rank][file];
            if c == '.' {
                run += 1;
                continue;
            }
            if run > 0 {
                out += &run.to_string();
                run = 0;
            }
            out.push(c);
            if marks[rank][file] {
                out.push('\'');
            }
        }
        if run > 0 {
            out += &run.to_string();
        }
        ranks.push(out);
    }
    let tiles = "....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./......";
    let text = format!("{} {head} {tiles} - off *", ranks.join("/"));
    ShiftingChess::from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Draws `per_move` times the number of legal moves with `play_random` from `g` and
/// asserts every draw is a legal move's result and the counts fit a uniform choice
/// (moves with equal results counted together): a chi-square statistic within six
/// standard deviations of its mean.
fn assert_uniform(g: &ShiftingChess, label: &str, seed: u64, per_move: usize) {
    let mut moves: Vec<ShiftingMove> = Vec::new();
    g.legal_moves(&mut moves);
    assert!(!moves.is_empty(), "{label}: no legal move");
    let after: Vec<ShiftingChess> = moves
        .iter()
        .map(|&m| {
            let mut next = g.clone();
            next.play_unchecked(m);
            next
        })
        .collect();
    // Each result's first move index, and how many moves lead there.
    let group: Vec<usize> = (0..moves.len())
        .map(|i| after.iter().position(|a| *a == after[i]).unwrap_or(i))
        .collect();
    let mut weight = vec![0usize; moves.len()];
    for &j in &group {
        weight[j] += 1;
    }
    let mut counts = vec![0usize; moves.len()];
    let (mut rng, mut buffer) = (Rng::new(seed), Vec::new());
    for _ in 0..per_move * moves.len() {
        let mut next = g.clone();
        next.play_random(&mut rng, &mut buffer);
        let i = after.iter().position(|a| *a == next).unwrap_or_else(|| {
            panic!(
                "{label}: play_random reached {} (no legal move)",
                next.to_position()
            )
        });
        counts[group[i]] += 1;
    }
    let mut chi2 = 0.0;
    let mut cells = 0;
    for (j, &w) in weight.iter().enumerate() {
        if w == 0 {
            continue;
        }
        let expected = (w * per_move) as f64;
        assert!(counts[j] > 0, "{label}: {:?} never drawn", moves[j]);
        chi2 += (counts[j] as f64 - expected).powi(2) / expected;
        cells += 1;
    }
    let df = (cells - 1) as f64;
    let bound = df + 6.0 * (2.0 * df).sqrt() + 6.0;
    assert!(
        chi2 <= bound,
        "{label}: chi-square {chi2:.1} over {cells} outcomes exceeds {bound:.1}"
    );
}

#[test]
fn quiet_moves_promotions_and_rejected_king_steps_are_uniform() {
    // White's king may not step to d5, e5 or f5 (the queen's rank); the pawn promotes.
    let g = central("K'e4 R'e6 Nc3 P'f9 k'h10 qj5 p'c8", "w m - 0 20");
    assert_uniform(&g, "quiet", 1, 3000);
}

#[test]
fn a_pinned_piece_keeps_the_choice_uniform() {
    // The rook on e6 is pinned by the rook on e9: only its moves along the file are legal.
    let g = central("K'e4 R'e6 Nc3 P'f9 k'h10 qj5 r'e9", "w m - 0 20");
    assert_uniform(&g, "pinned", 2, 3000);
}

#[test]
fn positions_from_random_games_are_uniform() {
    // Up to two positions of each kind met in random games with cards.
    let kinds = ["check", "en passant", "castling", "application", "plain"];
    let mut found: Vec<Vec<ShiftingChess>> = vec![Vec::new(); kinds.len()];
    let (mut rng, mut buffer, mut moves) = (Rng::new(7), Vec::new(), Vec::new());
    for seed in 0..40 {
        let mut g = ShiftingChess::new_game(&ShiftingOptions { seed, cards: true });
        for ply in 0..600 {
            match g.turn() {
                Turn::Over => break,
                Turn::Chance => {
                    let m = g.resolve_chance(&mut rng);
                    g.play_unchecked(m);
                    continue;
                }
                Turn::Player(_) => {}
            }
            g.legal_moves(&mut moves);
            let castling = moves.iter().any(|m| match *m {
                ShiftingMove::Move { from, to, .. } => {
                    g.piece_at(from).is_some_and(|p| p.kind == PieceKind::King)
                        && (from.file().abs_diff(to.file()) == 2
                            || from.rank().abs_diff(to.rank()) == 2)
                }
                _ => false,
            });
            let kind = if matches!(g.phase(), Phase::Apply(_)) {
                3
            } else if g.in_check() {
                0
            } else if g.en_passant().is_some() {
                1
            } else if castling {
                2
            } else if ply % 97 == 50 {
                4
            } else {
                usize::MAX
            };
            if kind < kinds.len() && found[kind].len() < 2 && moves.len() <= 60 {
                found[kind].push(g.clone());
            }
            g.play_random(&mut rng, &mut buffer);
        }
    }
    for (kind, positions) in kinds.iter().zip(&found) {
        assert!(!positions.is_empty(), "no {kind} position met");
        for (i, g) in positions.iter().enumerate() {
            assert_uniform(
                g,
                &format!("{kind} {}", g.to_position()),
                10 + i as u64,
                300,
            );
        }
    }
}
