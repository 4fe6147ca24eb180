//! Games between AIs and what their results say: one game with its own seeds (and a few
//! random opening plies, so that deterministic searches still meet varied positions), and
//! Elo ratings fitted to a round robin's scores.

use crate::engine::{Game, Outcome, Player, Rng, Turn};

/// A finished (or capped) game between AIs.
#[derive(Clone, Debug)]
pub struct Played<M> {
    /// Every move made, chance outcomes and opening plies included.
    pub moves: Vec<M>,
    /// How it ended, or `None` when it reached the ply cap.
    pub outcome: Option<Outcome>,
}

/// Plays one game from `start`: first `opening` uniformly random plies, then `choose`
/// (given the position, the positions before it — kept only for games that may cycle, see
/// [`Game::MAY_CYCLE`] — the seat to move and a fresh search seed) for every player turn,
/// until the end, `max_plies` plies, or `choose` finding no move. Chance turns are resolved
/// by the game (a Shifting Chess deck deals its next card). `seed` drives the opening,
/// chance and the search seeds.
pub fn play_game<G: Game>(
    start: &G,
    opening: u32,
    seed: u64,
    max_plies: u32,
    mut choose: impl FnMut(&G, &[G], Player, u64) -> Option<G::Move>,
) -> Played<G::Move> {
    let mut rng = Rng::new(seed);
    let mut game = start.clone();
    let mut moves = Vec::new();
    let mut buffer = Vec::new();
    let mut earlier = Vec::new();
    while moves.len() < max_plies as usize {
        let m = match game.turn() {
            Turn::Over => break,
            Turn::Chance => game.resolve_chance(&mut rng),
            Turn::Player(_) if moves.len() < opening as usize => {
                game.random_move(&mut rng, &mut buffer)
            }
            Turn::Player(p) => match choose(&game, &earlier, p, rng.next_u64()) {
                Some(m) => m,
                None => break,
            },
        };
        if G::MAY_CYCLE {
            earlier.push(game.clone());
        }
        game.play_unchecked(m);
        moves.push(m);
    }
    Played {
        moves,
        outcome: game.outcome(),
    }
}

/// The total score of player `a` against player `b` over `games` games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pairing {
    /// One side.
    pub a: usize,
    /// The other side.
    pub b: usize,
    /// `a`'s points: 1 a win, ½ a draw (or a game stopped at the cap).
    pub score: f64,
    /// Games played.
    pub games: u32,
}

/// Elo per 1 logit: 400 / ln 10.
const ELO_PER_LOGIT: f64 = 173.717_792_761_245_6;

/// Fits Bradley–Terry ratings to the pairings by maximum likelihood (draws count half a
/// win) and returns, per player, its Elo and the half-width of its 95% interval, with
/// `anchor` fixed at 0. Each pairing gets one extra drawn game as a prior, so that a
/// perfect score gives a large but finite rating. A player that met nobody gets NaN.
pub fn fit_elo(players: usize, pairings: &[Pairing], anchor: usize) -> Vec<(f64, f64)> {
    let mut theta = vec![0.0f64; players];
    let free: Vec<usize> = (0..players).filter(|&i| i != anchor).collect();
    let mut hessian = vec![vec![0.0; free.len()]; free.len()];
    for _ in 0..100 {
        // Gradient and negative Hessian of the log-likelihood over the free players.
        let mut grad = vec![0.0; players];
        let mut info = vec![vec![0.0; players]; players];
        for p in pairings {
            let (n, s) = (f64::from(p.games) + 1.0, p.score + 0.5);
            let q = 1.0 / (1.0 + (theta[p.b] - theta[p.a]).exp());
            grad[p.a] += s - n * q;
            grad[p.b] -= s - n * q;
            let w = n * q * (1.0 - q);
            info[p.a][p.a] += w;
            info[p.b][p.b] += w;
            info[p.a][p.b] -= w;
            info[p.b][p.a] -= w;
        }
        hessian = free
            .iter()
            .map(|&i| free.iter().map(|&j| info[i][j]).collect())
            .collect();
        let g: Vec<f64> = free.iter().map(|&i| grad[i]).collect();
        let Some(step) = solve(&hessian, &g) else {
            break;
        };
        let mut largest = 0.0f64;
        for (k, &i) in free.iter().enumerate() {
            theta[i] += step[k].clamp(-2.0, 2.0);
            largest = largest.max(step[k].abs());
        }
        if largest < 1e-9 {
            break;
        }
    }
    let mut out = vec![(f64::NAN, f64::NAN); players];
    out[anchor] = (0.0, 0.0);
    for (k, &i) in free.iter().enumerate() {
        let mut unit = vec![0.0; free.len()];
        unit[k] = 1.0;
        if let Some(column) = solve(&hessian, &unit) {
            let sd = column[k].max(0.0).sqrt();
            out[i] = (theta[i] * ELO_PER_LOGIT, 1.96 * sd * ELO_PER_LOGIT);
        }
    }
    out
}

/// Solves `m x = v` by Gaussian elimination with partial pivoting; `None` if singular.
fn solve(m: &[Vec<f64>], v: &[f64]) -> Option<Vec<f64>> {
    let n = v.len();
    let mut a: Vec<Vec<f64>> = m
        .iter()
        .zip(v)
        .map(|(row, &x)| row.iter().copied().chain([x]).collect())
        .collect();
    for c in 0..n {
        let pivot = (c..n).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))?;
        if a[pivot][c].abs() < 1e-12 {
            return None;
        }
        a.swap(c, pivot);
        let row = a[c].clone();
        for other in a
            .iter_mut()
            .enumerate()
            .filter(|(r, _)| *r != c)
            .map(|(_, x)| x)
        {
            let f = other[c] / row[c];
            for (x, y) in other.iter_mut().zip(&row).skip(c) {
                *x -= f * y;
            }
        }
    }
    Some((0..n).map(|i| a[i][n] / a[i][i]).collect())
}

/// The Wilson 95% interval of a score fraction over `games` games.
pub fn score_interval(score: f64, games: u32) -> (f64, f64) {
    let n = f64::from(games.max(1));
    let p = score / n;
    let z2 = 1.96f64 * 1.96;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = 1.96 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_a_75_percent_score_is_about_190() {
        // 75% against the anchor over many games: 400·log10(3) ≈ 191 Elo.
        let r = fit_elo(
            2,
            &[Pairing {
                a: 1,
                b: 0,
                score: 7500.0,
                games: 10_000,
            }],
            0,
        );
        assert!((r[1].0 - 190.8).abs() < 1.0, "{r:?}");
        assert!(r[1].1 > 5.0 && r[1].1 < 20.0, "interval {r:?}");
        assert_eq!(r[0], (0.0, 0.0));
    }

    #[test]
    fn elo_chains_through_a_middle_player() {
        let p = |a, b, score| Pairing {
            a,
            b,
            score,
            games: 1000,
        };
        let r = fit_elo(3, &[p(1, 0, 750.0), p(2, 1, 750.0)], 0);
        assert!((r[2].0 - 2.0 * r[1].0).abs() < 2.0, "{r:?}");
        assert!(r[2].1 > r[1].1, "farther from the anchor, wider: {r:?}");
        let perfect = fit_elo(
            2,
            &[Pairing {
                a: 1,
                b: 0,
                score: 10.0,
                games: 10,
            }],
            0,
        );
        assert!(
            perfect[1].0.is_finite() && perfect[1].0 > 300.0,
            "{perfect:?}"
        );
    }

    #[test]
    fn wilson_interval_brackets_the_score() {
        let (lo, hi) = score_interval(14.0, 20);
        assert!(lo > 0.45 && lo < 0.5 && hi > 0.85 && hi < 0.9, "{lo} {hi}");
        assert_eq!(score_interval(0.0, 10).0, 0.0);
    }
}
