//! The search is checked, not trusted: alpha-beta (with its move ordering and quiescence)
//! gives the same value as a plain minimax written here, to depths 1–3 on random positions
//! of every game; expectimax at Shifting Chess card draws equals the average over the
//! cards of the draw pile, read from the position text.

mod common;

use common::random_walk;
use rosette::ai::eval::{
    ChiralityEvaluator, ChironEvaluator, PyrgaEvaluator, ShiftingChessEvaluator,
};
use rosette::ai::{alpha_beta_value, Evaluator};
use rosette::engine::chirality::Chirality;
use rosette::engine::chiron::Chiron;
use rosette::engine::pyrga::Pyrga;
use rosette::engine::shifting_chess::ShiftingChess;
use rosette::engine::{Game, Player, Rng, Turn};

/// The most plies of captures played past the depth (the search's rule).
const QUIESCENCE_PLIES: u32 = 8;

/// A plain minimax with the search's definitions of a leaf: a finished game scores its
/// outcome moved towards ½ by 10⁻⁴ a ply; past the depth the player to move may stand on
/// the estimate (squeezed into [0.01, 0.99]) or play a noisy move; chance takes the
/// probability-weighted mean. The root player maximises, every other player minimises.
/// `None` once more than `budget` nodes were needed.
struct Minimax<'a, E> {
    evaluator: &'a E,
    root: Player,
    budget: u64,
}

impl<E> Minimax<'_, E> {
    fn value<G: Game>(&mut self, g: &G, depth: u32, ply: u32) -> Option<f64>
    where
        E: Evaluator<G>,
    {
        self.budget = self.budget.checked_sub(1)?;
        if let Some(o) = g.outcome() {
            return Some(
                0.5 + (o.scores[self.root as usize] - 0.5) * (1.0 - f64::from(ply) * 1e-4),
            );
        }
        if depth == 0 {
            return self.quiesce(g, ply, QUIESCENCE_PLIES);
        }
        match g.turn() {
            Turn::Chance => {
                let mut sum = 0.0;
                for (m, p) in g.chance_outcomes() {
                    sum += p * self.value(&played(g, m), depth - 1, ply + 1)?;
                }
                Some(sum)
            }
            Turn::Player(p) => {
                let mut values = Vec::new();
                for m in g.legal_move_list() {
                    values.push(self.value(&played(g, m), depth - 1, ply + 1)?);
                }
                Some(best(p == self.root, values))
            }
            Turn::Over => unreachable!("the outcome is checked first"),
        }
    }

    fn quiesce<G: Game>(&mut self, g: &G, ply: u32, left: u32) -> Option<f64>
    where
        E: Evaluator<G>,
    {
        let stand = 0.5 + (self.evaluator.evaluate(g, self.root) - 0.5) * 0.98;
        let Turn::Player(p) = g.turn() else {
            return Some(stand);
        };
        if left == 0 {
            return Some(stand);
        }
        let mut noisy = Vec::new();
        self.evaluator.noisy_moves(g, &mut noisy);
        let mut values = vec![stand];
        for m in noisy {
            self.budget = self.budget.checked_sub(1)?;
            let child = played(g, m);
            values.push(match child.outcome() {
                Some(o) => {
                    0.5 + (o.scores[self.root as usize] - 0.5) * (1.0 - f64::from(ply + 1) * 1e-4)
                }
                None => self.quiesce(&child, ply + 1, left - 1)?,
            });
        }
        Some(best(p == self.root, values))
    }

    /// The root's value: the best child at `depth`.
    fn root<G: Game>(&mut self, g: &G, depth: u32) -> Option<f64>
    where
        E: Evaluator<G>,
    {
        let mut values = Vec::new();
        for m in g.legal_move_list() {
            values.push(self.value(&played(g, m), depth - 1, 1)?);
        }
        Some(best(true, values))
    }
}

fn played<G: Game>(g: &G, m: G::Move) -> G {
    let mut child = g.clone();
    child.play_unchecked(m);
    child
}

fn best(maximise: bool, values: Vec<f64>) -> f64 {
    let fold = if maximise { f64::max } else { f64::min };
    let start = if maximise {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    values.into_iter().fold(start, fold)
}

/// Compares the search with minimax on positions of random games from `starts`, at
/// depths 1 to 3; returns how many comparisons were made per depth (positions whose
/// minimax needs more than `budget` nodes are skipped).
fn compare<G: Game, E: Evaluator<G> + Default>(
    starts: &[G],
    walks: usize,
    budget: u64,
) -> [usize; 3] {
    let evaluator = E::default();
    let mut rng = Rng::new(0x5EA2C4);
    let mut compared = [0; 3];
    for start in starts {
        for _ in 0..walks {
            let walk = random_walk(start.clone(), &mut rng, 120);
            let g = &walk[rng.below(walk.len())];
            let Turn::Player(root) = g.turn() else {
                continue;
            };
            for depth in 1..=3 {
                let mut reference = Minimax {
                    evaluator: &evaluator,
                    root,
                    budget,
                };
                let Some(expected) = reference.root(g, depth) else {
                    break;
                };
                let got = alpha_beta_value(g, &evaluator, depth).expect("a player is to move");
                assert!(
                    (got - expected).abs() < 1e-12,
                    "{}: depth {depth}: alpha-beta {got} but minimax {expected} at\n{}",
                    G::ID,
                    g.to_position()
                );
                compared[depth as usize - 1] += 1;
            }
        }
    }
    compared
}

fn assert_compared(game: &str, compared: [usize; 3], at_least: [usize; 3]) {
    eprintln!("{game}: compared at depths 1, 2, 3: {compared:?}");
    for d in 0..3 {
        assert!(
            compared[d] >= at_least[d],
            "{game}: too few positions at depth {}: {compared:?}",
            d + 1
        );
    }
}

#[test]
fn alpha_beta_equals_minimax_in_pyrga() {
    let starts = [Pyrga::new_game(&Default::default())];
    assert_compared(
        "pyrga",
        compare::<Pyrga, PyrgaEvaluator>(&starts, 40, 2_000_000),
        [30, 30, 30],
    );
}

#[test]
fn alpha_beta_equals_minimax_in_chiron() {
    let starts = [Chiron::new_game(&Default::default())];
    assert_compared(
        "chiron",
        compare::<Chiron, ChironEvaluator>(&starts, 40, 2_000_000),
        [30, 30, 20],
    );
}

#[test]
fn alpha_beta_equals_minimax_in_shifting_chess() {
    let starts: Vec<ShiftingChess> = (1..=4)
        .map(|seed| ShiftingChess::from_position(&seeded_start(seed)).expect("a start position"))
        .collect();
    assert_compared(
        "shifting-chess",
        compare::<ShiftingChess, ShiftingChessEvaluator>(&starts, 10, 2_000_000),
        [25, 25, 25],
    );
}

#[test]
fn alpha_beta_equals_minimax_in_chirality() {
    let starts: Vec<Chirality> = ["", "board=r1", "board=r1,players=3"]
        .iter()
        .map(|o| {
            let map = rosette::engine::OptionMap::parse(o).expect("options");
            let options = rosette::engine::game::GameOptions::from_map(&map).expect("options");
            Chirality::new_game(&options)
        })
        .collect();
    assert_compared(
        "chirality",
        compare::<Chirality, ChiralityEvaluator>(&starts, 10, 300_000),
        [25, 25, 20],
    );
}

/// The start position of Shifting Chess with the deck shuffled by `seed`.
fn seeded_start(seed: u64) -> String {
    let map = rosette::engine::OptionMap::parse(&format!("seed={seed}")).expect("options");
    let options = rosette::engine::game::GameOptions::from_map(&map).expect("options");
    ShiftingChess::new_game(&options).to_position()
}

/// Expectimax at card draws: at a position where every move ends the third turn (so a
/// card is drawn next), the search's value equals the best move's average, over every
/// card of the draw pile as the position text lists it, of the minimax value once that
/// card is drawn.
#[test]
fn expectimax_at_card_draws_is_the_pile_average() {
    let evaluator = ShiftingChessEvaluator;
    let mut rng = Rng::new(77);
    let mut checked = 0;
    for seed in 1..=6 {
        let start = ShiftingChess::from_position(&seeded_start(seed)).expect("start");
        for g in random_walk(start, &mut rng, 40) {
            let text = g.to_position();
            let fields: Vec<&str> = text.split_whitespace().collect();
            let turns: u32 = fields[5].parse().expect("turn count");
            if fields[2] != "m" || turns % 3 != 2 || g.turn() == Turn::Over {
                continue;
            }
            let Turn::Player(root) = g.turn() else {
                continue;
            };
            for depth in 2..=3 {
                let mut best_move = f64::NEG_INFINITY;
                for m in g.legal_move_list() {
                    let drawn = played(&g, m);
                    if drawn.turn() != Turn::Chance {
                        // The move ended the game: no card is drawn.
                        let mut reference = Minimax {
                            evaluator: &evaluator,
                            root,
                            budget: u64::MAX,
                        };
                        best_move = best_move
                            .max(reference.value(&drawn, depth - 1, 1).expect("no budget"));
                        continue;
                    }
                    let pile = pile_cards(&drawn.to_position());
                    let mut sum = 0.0;
                    for card in &pile {
                        let after = drawn
                            .chance_outcomes()
                            .into_iter()
                            .map(|(c, _)| played(&drawn, c))
                            .find(|a| {
                                a.to_position().split_whitespace().nth(2) == Some(card.as_str())
                            })
                            .unwrap_or_else(|| panic!("no chance outcome draws {card}"));
                        let mut reference = Minimax {
                            evaluator: &evaluator,
                            root,
                            budget: u64::MAX,
                        };
                        sum += reference.value(&after, depth - 2, 2).expect("no budget");
                    }
                    best_move = best_move.max(sum / pile.len() as f64);
                }
                let got = alpha_beta_value(&g, &evaluator, depth).expect("a player is to move");
                assert!(
                    (got - best_move).abs() < 1e-9,
                    "depth {depth}: expectimax {got}, brute force {best_move} at\n{text}"
                );
                checked += 1;
            }
            break;
        }
    }
    assert!(checked >= 10, "only {checked} positions checked");
}

/// The cards of the draw pile in a position's deck field (`seed:shuffles:pile:discard`),
/// by name, one entry per card.
fn pile_cards(position: &str) -> Vec<String> {
    let deck = position.split_whitespace().nth(8).expect("deck field");
    let pile = deck.split(':').nth(2).expect("pile");
    pile.chars()
        .map(|c| match c {
            's' => "swap",
            'r' => "rotate",
            'l' => "slide",
            'v' => "void",
            other => panic!("unknown card letter {other}"),
        })
        .map(str::to_string)
        .collect()
}
