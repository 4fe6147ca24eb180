//! Alpha-beta with iterative deepening. Values are the root player's expected score in
//! `[0, 1]`: the root player maximises, every other player minimises it (the paranoid
//! reduction, exact for two players), and chance nodes take the probability-weighted mean
//! (expectimax).
//!
//! A finished game scores its outcome, moved towards a draw by a tiny amount per ply (so a
//! quicker win and a slower loss score better); the evaluator's estimates are squeezed into
//! `[0.01, 0.99]`, so that a win found within 200 plies beats any estimate, however
//! lopsided, and a loss is worse than any. Past the depth, the evaluator's noisy moves
//! (captures) are played out before an estimate is taken (quiescence); moves are tried in
//! the evaluator's order. Without chance, the search stops deepening once it finds a win.

use super::{Analysis, Evaluator, SearchResult};
use crate::engine::{Game, Player, Turn};

/// The most noisy moves (captures) played past the depth in one line.
const QUIESCENCE_PLIES: u32 = 8;

/// The share of `[0, 1]` that the evaluator's estimates are squeezed into, about 0.5.
const ESTIMATE_SPAN: f64 = 0.98;

struct Context<'a, E, M> {
    root: Player,
    evaluator: &'a E,
    nodes: u64,
    limit: u64,
    stop: &'a dyn Fn() -> bool,
    aborted: bool,
    /// Whether a chance turn was met (so that a value can mix wins and estimates).
    chance: bool,
    /// Per ply, the best line found below the node being searched at that ply.
    lines: Vec<Vec<M>>,
}

impl<E, M: Copy> Context<'_, E, M> {
    /// Forgets the line below the node at `ply`.
    fn clear_line(&mut self, ply: u32) {
        let ply = ply as usize;
        if self.lines.len() <= ply + 1 {
            self.lines.resize_with(ply + 2, Vec::new);
        }
        self.lines[ply].clear();
    }

    /// The line at `ply` becomes `m` followed by the line at `ply + 1`.
    fn extend_line(&mut self, ply: u32, m: M) {
        let ply = ply as usize;
        let (here, below) = self.lines.split_at_mut(ply + 1);
        here[ply].clear();
        here[ply].push(m);
        here[ply].extend_from_slice(&below[0]);
    }
}

/// Deepens one ply at a time up to `max_depth` over the root `moves` (not empty), keeping
/// the best move of the last finished iteration (the first iteration always finishes).
pub(super) fn iterative_deepening<G: Game, E: Evaluator<G>>(
    game: &G,
    root: Player,
    mut moves: Vec<G::Move>,
    evaluator: &E,
    max_depth: u32,
    limit: u64,
    stop: &dyn Fn() -> bool,
) -> Analysis<G::Move> {
    let mut ctx = Context {
        root,
        evaluator,
        nodes: 0,
        limit,
        stop,
        aborted: false,
        chance: false,
        lines: Vec::new(),
    };
    evaluator.order_moves(game, &mut moves);
    let mut best = Analysis {
        result: SearchResult {
            best: moves[0],
            value: 0.0,
            nodes: 0,
        },
        depth: Some(1),
        line: vec![moves[0]],
        exact_plies: None,
        proven_draw: false,
    };
    for depth in 1..=max_depth.max(1) {
        let mut alpha = f64::NEG_INFINITY;
        let mut line = Vec::new();
        for &m in &moves {
            let mut child = game.clone();
            child.play_unchecked(m);
            let v = value(&child, depth - 1, 1, alpha, f64::INFINITY, &mut ctx);
            if ctx.aborted && depth > 1 {
                break;
            }
            if v > alpha {
                alpha = v;
                line.clear();
                line.push(m);
                line.extend_from_slice(ctx.lines.get(1).map_or(&[][..], Vec::as_slice));
            }
        }
        if ctx.aborted && depth > 1 {
            break;
        }
        let iteration_best = line[0];
        best = Analysis {
            result: SearchResult {
                best: iteration_best,
                value: alpha,
                nodes: ctx.nodes,
            },
            depth: Some(depth),
            line,
            exact_plies: None,
            proven_draw: false,
        };
        // Search the best move first next time.
        let i = moves.iter().position(|&m| m == iteration_best).unwrap_or(0);
        moves[..=i].rotate_right(1);
        // Without chance, a value beyond every estimate is a win found: no deeper search
        // finds a quicker one.
        let proven = !ctx.chance && alpha > 0.5 + 0.5 * ESTIMATE_SPAN;
        if ctx.aborted || proven {
            break;
        }
    }
    best.result.nodes = ctx.nodes;
    best.exact_plies = exact_plies(best.result.value, ctx.chance);
    best
}

/// The plies to the end when `value` is a finished game's (and no chance was met).
fn exact_plies(value: f64, chance: bool) -> Option<u32> {
    if chance || (value - 0.5).abs() <= 0.5 * ESTIMATE_SPAN {
        return None;
    }
    let score = if value > 0.5 { 1.0 } else { 0.0 };
    let plies = (1.0 - (value - 0.5) / (score - 0.5)) / 1e-4;
    Some(plies.round() as u32)
}

/// The running best of a player's node and its alpha-beta window.
struct Node {
    maximise: bool,
    best: f64,
    alpha: f64,
    beta: f64,
}

impl Node {
    fn new(maximise: bool, alpha: f64, beta: f64) -> Node {
        let best = if maximise {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        Node {
            maximise,
            best,
            alpha,
            beta,
        }
    }

    /// Takes one child's value; whether the remaining children can be skipped.
    fn take(&mut self, v: f64) -> bool {
        if self.maximise {
            self.best = self.best.max(v);
            self.alpha = self.alpha.max(v);
        } else {
            self.best = self.best.min(v);
            self.beta = self.beta.min(v);
        }
        self.alpha >= self.beta
    }
}

/// Counts a node (and notices the budget or the deadline running out); the score of a
/// finished game.
fn visit<G: Game, E>(game: &G, ply: u32, ctx: &mut Context<E, G::Move>) -> Option<f64> {
    ctx.nodes += 1;
    if ctx.nodes >= ctx.limit || (ctx.nodes.is_multiple_of(1024) && (ctx.stop)()) {
        ctx.aborted = true;
    }
    let outcome = game.outcome()?;
    Some(outcome_value(outcome.scores[ctx.root as usize], ply))
}

/// The value of a finished game scoring `score` for the root player `ply` plies below the
/// root: moved towards a draw by a tiny amount per ply, so that a quick win and a slow loss
/// score better.
pub(super) fn outcome_value(score: f64, ply: u32) -> f64 {
    0.5 + (score - 0.5) * (1.0 - f64::from(ply) * 1e-4)
}

/// The evaluator's estimate, squeezed towards a draw by [`ESTIMATE_SPAN`].
fn estimate<G: Game, E: Evaluator<G>>(game: &G, ctx: &Context<E, G::Move>) -> f64 {
    0.5 + (ctx.evaluator.evaluate(game, ctx.root) - 0.5) * ESTIMATE_SPAN
}

fn value<G: Game, E: Evaluator<G>>(
    game: &G,
    depth: u32,
    ply: u32,
    alpha: f64,
    beta: f64,
    ctx: &mut Context<E, G::Move>,
) -> f64 {
    ctx.clear_line(ply);
    if let Some(v) = visit(game, ply, ctx) {
        return v;
    }
    if ctx.aborted {
        return estimate(game, ctx);
    }
    if depth == 0 {
        return quiesce(game, ply, QUIESCENCE_PLIES, alpha, beta, ctx);
    }
    match game.turn() {
        Turn::Chance => {
            ctx.chance = true;
            game.chance_outcomes()
                .into_iter()
                .map(|(m, p)| {
                    let mut child = game.clone();
                    child.play_unchecked(m);
                    p * value(
                        &child,
                        depth - 1,
                        ply + 1,
                        f64::NEG_INFINITY,
                        f64::INFINITY,
                        ctx,
                    )
                })
                .sum()
        }
        Turn::Player(p) => {
            let mut node = Node::new(p == ctx.root, alpha, beta);
            let mut moves = game.legal_move_list();
            ctx.evaluator.order_moves(game, &mut moves);
            for m in moves {
                let mut child = game.clone();
                child.play_unchecked(m);
                let before = node.best;
                let v = value(&child, depth - 1, ply + 1, node.alpha, node.beta, ctx);
                let cut = node.take(v);
                if node.best != before {
                    ctx.extend_line(ply, m);
                }
                if cut {
                    break;
                }
            }
            node.best
        }
        Turn::Over => unreachable!("handled by the outcome check"),
    }
}

/// Past the depth: the player to move may take the estimate as it stands or play one of
/// the evaluator's noisy moves (captures), so that no estimate is taken halfway through
/// an exchange. Chance turns take the estimate.
fn quiesce<G: Game, E: Evaluator<G>>(
    game: &G,
    ply: u32,
    plies_left: u32,
    alpha: f64,
    beta: f64,
    ctx: &mut Context<E, G::Move>,
) -> f64 {
    let stand = estimate(game, ctx);
    let Turn::Player(p) = game.turn() else {
        return stand;
    };
    let mut node = Node::new(p == ctx.root, alpha, beta);
    if node.take(stand) || plies_left == 0 {
        return stand;
    }
    let mut noisy = Vec::new();
    ctx.evaluator.noisy_moves(game, &mut noisy);
    for m in noisy {
        if ctx.aborted {
            break;
        }
        let mut child = game.clone();
        child.play_unchecked(m);
        let v = match visit(&child, ply + 1, ctx) {
            Some(v) => v,
            None => quiesce(&child, ply + 1, plies_left - 1, node.alpha, node.beta, ctx),
        };
        if node.take(v) {
            break;
        }
    }
    node.best
}
