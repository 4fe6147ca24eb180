//! UCT Monte Carlo tree search with a reward per player (max-n selection), chance nodes
//! sampled by their probabilities, and playouts cut off after the evaluator's number of
//! plies, where the evaluator estimates the result.

use super::{mover, Analysis, Evaluator, SearchResult};
use crate::engine::{Game, Player, Rng, Turn};

/// The UCB1 exploration constant.
const EXPLORATION: f64 = 1.0;

struct Node<M> {
    mv: Option<M>,
    parent: usize,
    children: Vec<usize>,
    untried: Vec<M>,
    /// At a chance node, each child's probability (same order as `children`).
    odds: Vec<f64>,
    mover: Option<Player>,
    visits: u32,
    /// Summed reward per player.
    reward: Vec<f64>,
}

fn new_node<G: Game>(game: &G, mv: Option<G::Move>, parent: usize) -> Node<G::Move> {
    let untried = match game.turn() {
        Turn::Player(_) => game.legal_move_list(),
        _ => Vec::new(),
    };
    Node {
        mv,
        parent,
        children: Vec::new(),
        untried,
        odds: Vec::new(),
        mover: mover(game),
        visits: 0,
        reward: vec![0.0; game.num_players()],
    }
}

/// Runs `iterations` of UCT (or until `stop`) from `root`, trying only `root_moves` (not
/// empty) there, and returns the most visited move and the most visited line below it.
pub(super) fn search<G: Game, E: Evaluator<G>>(
    root: &G,
    root_moves: Vec<G::Move>,
    evaluator: &E,
    rng: &mut Rng,
    iterations: u64,
    stop: &dyn Fn() -> bool,
) -> Analysis<G::Move> {
    let mut nodes = vec![new_node(root, None, usize::MAX)];
    nodes[0].untried = root_moves;
    let mut buffer = Vec::new();
    let mut done = 0;
    while done < iterations.max(1) {
        if done % 64 == 63 && stop() {
            break;
        }
        done += 1;
        let mut game = root.clone();
        let mut at = 0;
        // Selection and expansion.
        loop {
            match game.turn() {
                Turn::Over => break,
                Turn::Chance => {
                    if nodes[at].children.is_empty() {
                        for (m, p) in game.chance_outcomes() {
                            let mut child = game.clone();
                            child.play_unchecked(m);
                            let id = nodes.len();
                            nodes.push(new_node(&child, Some(m), at));
                            nodes[at].children.push(id);
                            nodes[at].odds.push(p);
                        }
                    }
                    let pick = rng.weighted(nodes[at].odds.iter().copied());
                    at = nodes[at].children[pick];
                    game.play_unchecked(nodes[at].mv.expect("child move"));
                }
                Turn::Player(_) if !nodes[at].untried.is_empty() => {
                    let i = rng.below(nodes[at].untried.len());
                    let m = nodes[at].untried.swap_remove(i);
                    game.play_unchecked(m);
                    let id = nodes.len();
                    nodes.push(new_node(&game, Some(m), at));
                    nodes[at].children.push(id);
                    at = id;
                    break;
                }
                Turn::Player(p) => {
                    at = select_child(&nodes, at, p);
                    game.play_unchecked(nodes[at].mv.expect("child move"));
                }
            }
        }
        let rewards = playout(game, evaluator, rng, &mut buffer);
        // Backpropagation.
        loop {
            let node = &mut nodes[at];
            node.visits += 1;
            for (r, x) in node.reward.iter_mut().zip(&rewards) {
                *r += x;
            }
            if at == 0 {
                break;
            }
            at = node.parent;
        }
    }
    let root_mover = nodes[0].mover.unwrap_or(0) as usize;
    let most_visited = |at: usize| {
        nodes[at]
            .children
            .iter()
            .copied()
            .max_by_key(|&c| nodes[c].visits)
    };
    let best = most_visited(0).expect("at least one iteration expands a child");
    let node = &nodes[best];
    // The expected line: the most visited child, down to a chance turn or a leaf.
    let mut line = vec![node.mv.expect("child move")];
    let mut at = best;
    while let (Some(_), Some(next)) = (nodes[at].mover, most_visited(at)) {
        if nodes[next].visits < 2 {
            break;
        }
        line.push(nodes[next].mv.expect("child move"));
        at = next;
    }
    Analysis {
        result: SearchResult {
            best: node.mv.expect("child move"),
            value: node.reward[root_mover] / f64::from(node.visits.max(1)),
            nodes: done,
        },
        depth: None,
        line,
        exact_plies: None,
        proven_draw: false,
    }
}

fn select_child<M>(nodes: &[Node<M>], at: usize, player: Player) -> usize {
    let parent_log = f64::from(nodes[at].visits.max(1)).ln();
    let score = |c: usize| {
        let n = &nodes[c];
        let visits = f64::from(n.visits.max(1));
        n.reward[player as usize] / visits + EXPLORATION * (parent_log / visits).sqrt()
    };
    nodes[at]
        .children
        .iter()
        .copied()
        .max_by(|&a, &b| score(a).total_cmp(&score(b)))
        .expect("a fully expanded node has children")
}

/// Random play (chance by probability, never by a hidden deck) until the end or the cap.
fn playout<G: Game, E: Evaluator<G>>(
    mut game: G,
    evaluator: &E,
    rng: &mut Rng,
    buffer: &mut Vec<G::Move>,
) -> Vec<f64> {
    for _ in 0..evaluator.playout_plies() {
        match game.turn() {
            Turn::Over => break,
            Turn::Chance => {
                let outcomes = game.chance_outcomes();
                game.play_unchecked(outcomes[rng.weighted(outcomes.iter().map(|(_, p)| *p))].0);
            }
            Turn::Player(_) => game.play_random(rng, buffer),
        }
    }
    match game.outcome() {
        Some(o) => o.scores,
        None => (0..game.num_players())
            .map(|p| evaluator.evaluate(&game, p as Player))
            .collect(),
    }
}
