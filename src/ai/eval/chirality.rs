//! Chirality heuristic: material, Garrisons, Throne pressure and mobility, turned into
//! each player's expected score by a softmax over the players still in (for two players
//! a logistic of the difference, so the two estimates sum to 1).

use super::chirality_geometry::{
    ahead, geometry, throne_plan, MAX_WALK, RESERVE_COST, THRONE_PIECES,
};
use super::Evaluator;
use crate::engine::chirality::{tables_of, Chirality, ChiralityMove, Tables};
use crate::engine::{Game, Player};
use std::cell::RefCell;

/// Weights of the heuristic's terms, in logits (one unit ≈ a 73% / 27% split between
/// two players).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChiralityWeights {
    /// Per piece still in play (on the board or in reserve).
    pub material: f64,
    /// Per piece on the board (deployed pieces act; reserves wait).
    pub deployed: f64,
    /// Per active Garrison.
    pub garrison: f64,
    /// Extra per Inner Garrison (Remote Muster).
    pub inner_garrison: f64,
    /// Per Throne tile held.
    pub throne: f64,
    /// Per Throne tile held, times the number held (the last tiles matter most).
    pub throne_square: f64,
    /// Per piece on a Thin tile touching the Throne (one step from a Throne tile).
    pub throne_reach: f64,
    /// Per piece, times its closeness to the centre (1 at the centre, 0 at the rim).
    pub closeness: f64,
    /// Per empty tile a piece of the player could step to.
    pub mobility: f64,
    /// Having reserves and a way to Muster them.
    pub can_muster: f64,
    /// Per move of the cheapest plan to fill the Throne (each missing Throne tile
    /// matched greedily with the nearest free piece, counted in moves).
    pub throne_plan: f64,
    /// While hunting (see [`ChiralityEvaluator::hunts`]): per piece, per move between it
    /// and the nearest enemy piece.
    pub pursuit: f64,
    /// While hunting: per empty tile an enemy piece could step to.
    pub confinement: f64,
    /// While hunting: per tile an enemy piece reaches sooner than any of the hunter's
    /// (on the empty board): the room it has to run.
    pub territory: f64,
    /// Once the game has gone [`STALL_PLIES`] without a capture: per piece, per move
    /// between it and the nearest enemy piece (every player closes in, so that a stand-off
    /// turns into exchanges).
    pub engage: f64,
}

/// Plies without a capture after which the players engage (see [`ChiralityWeights::engage`]).
pub const STALL_PLIES: usize = 60;

impl Default for ChiralityWeights {
    fn default() -> Self {
        ChiralityWeights {
            material: 0.3,
            deployed: 0.03,
            garrison: 0.4,
            inner_garrison: 0.2,
            throne: 0.25,
            throne_square: 0.05,
            throne_reach: 0.05,
            closeness: 0.1,
            mobility: 0.005,
            can_muster: 0.2,
            throne_plan: 0.08,
            pursuit: 0.05,
            confinement: 0.1,
            territory: 0.02,
            engage: 0.05,
        }
    }
}

thread_local! {
    /// The last position evaluated on this thread, with the weights and the logits.
    #[allow(clippy::type_complexity)]
    static LAST: RefCell<Option<(ChiralityEvaluator, Chirality, Vec<Option<f64>>)>> =
        const { RefCell::new(None) };
}

/// The Chirality evaluator (see the module doc).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ChiralityEvaluator {
    /// The weights used.
    pub weights: ChiralityWeights,
    /// Whether the game has gone [`STALL_PLIES`] without a capture.
    pub stalled: bool,
}

impl ChiralityEvaluator {
    /// The number of moves `player` needs to fill the Throne by the heuristic's plan.
    pub fn throne_plan_cost(&self, game: &Chirality, player: Player) -> u32 {
        let board = game.options().board;
        let t = tables_of(board);
        let empty = t.all.minus(game.occupied());
        let reserve = u32::from(game.reserve(player));
        throne_plan(geometry(board), t, game.pieces(player), empty, reserve)
    }

    /// Whether `player` hunts: every other player still in has too few pieces left (on
    /// the board and in reserve) to fill the Throne, and fewer than `player`. Such a game
    /// ends only by elimination, so the hunter closes in on the enemy pieces and takes
    /// away their moves.
    pub fn hunts(&self, game: &Chirality, player: Player) -> bool {
        let total = |p: Player| game.pieces(p).len() + u32::from(game.reserve(p));
        let mine = total(player);
        (0..game.num_players() as Player)
            .filter(|&q| q != player && !game.is_eliminated(q))
            .all(|q| total(q) < THRONE_PIECES && total(q) < mine)
    }

    /// Each player's heuristic score in logits (eliminated players: `None`).
    pub fn logits(&self, game: &Chirality) -> Vec<Option<f64>> {
        let w = &self.weights;
        let o = game.options();
        let t: &Tables = tables_of(o.board);
        let geo = geometry(o.board);
        let empty = t.all.minus(game.occupied());
        let n = game.num_players();
        let mut garrisons = vec![(0u32, 0u32); n];
        for g in game.garrisons() {
            let e = &mut garrisons[g.owner as usize];
            e.0 += 1;
            e.1 += u32::from(g.inner);
        }
        (0..n)
            .map(|p| {
                let p8 = p as Player;
                if game.is_eliminated(p8) {
                    return None;
                }
                let mine = game.pieces(p8);
                let on_board = f64::from(mine.len());
                let reserve = f64::from(game.reserve(p8));
                let mut close = 0.0;
                let mut mobility = 0u32;
                for tile in mine.iter() {
                    close += geo.closeness[tile];
                    mobility += t.reach[tile].and(empty).len();
                }
                let muster =
                    reserve > 0.0 && (mine.intersects(&t.gate_tiles) || garrisons[p].1 > 0);
                let (g, inner) = garrisons[p];
                let mut score = w.material * (on_board + reserve)
                    + w.deployed * on_board
                    + w.garrison * f64::from(g)
                    + w.inner_garrison * f64::from(inner)
                    + w.closeness * close
                    + w.mobility * f64::from(mobility.min(60))
                    + if muster { w.can_muster } else { 0.0 };
                let hunting = self.hunts(game, p8);
                // A hunter that cannot Muster counts only its pieces on the board: with
                // fewer than five it would hold Throne tiles it cannot fill, not hunt.
                let pieces = if hunting && !muster {
                    mine.len()
                } else {
                    mine.len() + u32::from(game.reserve(p8))
                };
                if pieces >= THRONE_PIECES {
                    let held = f64::from(mine.and(t.throne).len());
                    let plan = throne_plan(geo, t, mine, empty, u32::from(game.reserve(p8)));
                    score += w.throne * held
                        + w.throne_square * held * held
                        + w.throne_reach * f64::from(mine.and(geo.throne_ring).len())
                        - w.throne_plan * f64::from(plan);
                } else {
                    // The Throne is out of reach: a fixed plan, with no pull towards it.
                    let missing = THRONE_PIECES - pieces;
                    let plan = missing * 2 * RESERVE_COST + pieces * MAX_WALK;
                    score -= w.throne_plan * f64::from(plan);
                }
                let enemies = game.occupied().minus(mine);
                let chase = || -> u32 {
                    mine.iter()
                        .map(|x| {
                            let row = &geo.between[x];
                            enemies.iter().map(|y| u32::from(row[y])).min().unwrap_or(0)
                        })
                        .sum()
                };
                if hunting {
                    let chase = chase();
                    let room: u32 = enemies.iter().map(|y| t.reach[y].and(empty).len()).sum();
                    let theirs = ahead(&geo.between, enemies, mine);
                    score -= w.pursuit * f64::from(chase)
                        + w.confinement * f64::from(room)
                        + w.territory * theirs as f64;
                } else if self.stalled {
                    score -= w.engage * f64::from(chase());
                }
                Some(score)
            })
            .collect()
    }
}

/// How much `m` by the player to move changes the fight, for move ordering: 2 for a move
/// that completes the Throne, 1 for a move into contact with an enemy piece (a piece
/// entering a tile attacks exactly the tiles it could move to, so contact means a capture
/// made or offered: every capture but a new Garrison's through its Moat), 0 otherwise.
fn tension(game: &Chirality, mover: Player, m: ChiralityMove) -> u8 {
    let t = tables_of(game.options().board);
    let to = m.to();
    let mut mine = game.pieces(mover);
    if let Some(from) = m.from() {
        mine.remove(from);
    }
    mine.insert(to);
    if t.throne.is_subset(&mine) {
        return 2;
    }
    let enemies = game.occupied().minus(game.pieces(mover));
    u8::from(t.reach[to].intersects(&enemies))
}

impl Evaluator<Chirality> for ChiralityEvaluator {
    /// Random Chirality play says little in 60 plies and costs most of an iteration: short
    /// playouts give about three times the iterations, and at equal time won 6 of 7 games
    /// against a one-ply search that 60-ply playouts mostly could not beat before the cap.
    fn playout_plies(&self) -> u32 {
        8
    }

    /// Throne completions first, then moves into contact, then the rest (each group in
    /// the generator's order).
    fn order_moves(&self, game: &Chirality, moves: &mut [ChiralityMove]) {
        if let Some(mover) = crate::ai::mover(game) {
            moves.sort_by_cached_key(|&m| std::cmp::Reverse(tension(game, mover, m)));
        }
    }

    /// Stalled once the last [`STALL_PLIES`] plies captured nothing.
    fn in_game(&self, game: &Chirality, earlier: &[Chirality]) -> Option<Self> {
        let lost = |g: &Chirality| -> u32 {
            (0..g.num_players() as Player)
                .map(|p| u32::from(g.captured(p)))
                .sum()
        };
        let now = lost(game);
        let quiet = earlier.iter().rev().take_while(|g| lost(g) == now).count();
        let stalled = quiet >= STALL_PLIES;
        (stalled != self.stalled).then_some(ChiralityEvaluator { stalled, ..*self })
    }

    fn evaluate(&self, game: &Chirality, player: Player) -> f64 {
        if let Some(o) = game.outcome() {
            return o.scores.get(player as usize).copied().unwrap_or(0.0);
        }
        // MCTS asks for every player in turn about the same position: remember the
        // last one (per thread) so the logits are computed once.
        LAST.with(|last| {
            let mut last = last.borrow_mut();
            let hit = matches!(&*last, Some((e, g, _)) if e == self && g == game);
            if !hit {
                *last = Some((*self, game.clone(), self.logits(game)));
            }
            let logits = &last.as_ref().expect("just filled").2;
            let Some(mine) = logits.get(player as usize).copied().flatten() else {
                return 0.0;
            };
            // Softmax over the players still in, relative to this player (stable).
            let total: f64 = logits.iter().flatten().map(|&x| (x - mine).exp()).sum();
            1.0 / total
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::chirality::{ChiralityOptions, Ending};
    use crate::engine::game::GameOptions;
    use crate::engine::{OptionMap, Rng, Turn};

    #[test]
    fn estimates_are_probabilities_and_two_player_estimates_sum_to_one() {
        let e = ChiralityEvaluator::default();
        for opts in ["", "board=r1", "setup=c,players=4"] {
            let o = ChiralityOptions::from_map(&OptionMap::parse(opts).unwrap()).unwrap();
            let mut g = Chirality::new_game(&o);
            let mut rng = Rng::new(3);
            for _ in 0..200 {
                if g.turn() == Turn::Over {
                    break;
                }
                let v: Vec<f64> = (0..g.num_players() as Player)
                    .map(|p| e.evaluate(&g, p))
                    .collect();
                assert!(v.iter().all(|x| (0.0..=1.0).contains(x)));
                assert!((v.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{v:?}");
                let moves = g.legal_move_list();
                g.play_unchecked(moves[rng.below(moves.len())]);
            }
        }
    }

    #[test]
    fn the_start_is_about_even_and_the_throne_is_good() {
        // Setup A's two armies are not congruent (the board has no half turn), so the
        // start is only roughly even.
        let e = ChiralityEvaluator::default();
        let g = Chirality::new_game(&Default::default());
        assert!((e.evaluate(&g, 0) - 0.5).abs() < 0.1);
        let near =
            Chirality::from_position("r2 - A1,B1,C1,D1,A51/D51,C52 11/14 0/0 2 - -").unwrap();
        assert!(e.evaluate(&near, 0) > 0.9);
    }

    #[test]
    fn throne_completions_then_captures_are_searched_first() {
        let e = ChiralityEvaluator::default();
        // Blue holds four Throne tiles: E2-E1 completes the Throne.
        let g = Chirality::from_position("r1 - A1,B1,C1,D1,E2/C24 11/15 0/0 1 - -").unwrap();
        let mut moves = g.legal_move_list();
        e.order_moves(&g, &mut moves);
        let mut won = g.clone();
        won.play_unchecked(moves[0]);
        assert_eq!(won.ending(), Some(Ending::Throne(0)));
        // Along random games on both boards, every move that captures or wins (found by
        // playing it; here none captures by completing a Garrison) is in the front group,
        // and the order never rises in tension.
        for opts in ["", "board=r1", "setup=c,players=3"] {
            let o = ChiralityOptions::from_map(&OptionMap::parse(opts).unwrap()).unwrap();
            let mut g = Chirality::new_game(&o);
            let mut rng = Rng::new(11);
            let enemy_losses = |g: &Chirality, p: Player| -> u32 {
                (0..g.num_players() as Player)
                    .filter(|&q| q != p)
                    .map(|q| u32::from(g.captured(q)))
                    .sum()
            };
            let mut captures = 0;
            for _ in 0..300 {
                let Turn::Player(p) = g.turn() else { break };
                let mut moves = g.legal_move_list();
                e.order_moves(&g, &mut moves);
                let scores: Vec<u8> = moves.iter().map(|&m| tension(&g, p, m)).collect();
                assert!(scores.windows(2).all(|w| w[0] >= w[1]));
                for (&m, &score) in moves.iter().zip(&scores) {
                    let mut next = g.clone();
                    next.play_unchecked(m);
                    if next.ending() == Some(Ending::Throne(p)) {
                        assert_eq!(score, 2, "{}", g.to_position());
                    } else if enemy_losses(&next, p) > enemy_losses(&g, p) {
                        captures += 1;
                        assert!(score >= 1, "{} {m:?}", g.to_position());
                    }
                }
                // Random moves, and now and then the first in order (so pieces meet).
                let pick = if rng.below(4) == 0 {
                    0
                } else {
                    rng.below(moves.len())
                };
                g.play_unchecked(moves[pick]);
            }
            assert!(captures > 0, "{opts}: no capture was tried");
        }
    }

    #[test]
    fn the_throne_plan_has_a_gradient_everywhere() {
        // From the start and from random positions, some move of the mover shortens
        // its plan by one, so a shallow search always sees progress.
        let e = ChiralityEvaluator::default();
        let mut g = Chirality::new_game(&Default::default());
        let mut rng = Rng::new(9);
        for _ in 0..60 {
            let Turn::Player(p) = g.turn() else { break };
            let before = e.throne_plan_cost(&g, p);
            let best = g
                .legal_move_list()
                .into_iter()
                .map(|m| {
                    let mut next = g.clone();
                    next.play_unchecked(m);
                    e.throne_plan_cost(&next, p)
                })
                .min()
                .unwrap();
            assert!(best < before, "{}: {before} -> {best}", g.to_position());
            let moves = g.legal_move_list();
            g.play_unchecked(moves[rng.below(moves.len())]);
        }
        let full = Chirality::from_position("r2 - A1,B1,C1,D1,E1/D51 11/15 0/0 - - throne:1");
        assert_eq!(e.throne_plan_cost(&full.unwrap(), 0), 0);
    }

    /// The moves between Blue's pieces and the nearest Vermillion piece, summed.
    fn spread(g: &Chirality) -> u32 {
        let geo = geometry(g.options().board);
        let enemies = g.pieces(1);
        g.pieces(0)
            .iter()
            .map(|x| {
                enemies
                    .iter()
                    .map(|y| u32::from(geo.between[x][y]))
                    .min()
                    .unwrap()
            })
            .sum()
    }

    /// The positions after each of the mover's moves that do not end the game.
    fn unfinished_after(g: &Chirality) -> Vec<Chirality> {
        g.legal_move_list()
            .into_iter()
            .map(|m| {
                let mut next = g.clone();
                next.play_unchecked(m);
                next
            })
            .filter(|n| n.outcome().is_none())
            .collect()
    }

    #[test]
    fn players_engage_once_the_game_has_gone_quiet() {
        let e = ChiralityEvaluator::default();
        let start = Chirality::new_game(&Default::default());
        // Stalled after STALL_PLIES plies without a capture, not before; a capture since
        // the earlier positions ends the stall.
        let quiet = vec![start.clone(); STALL_PLIES];
        assert_eq!(e.in_game(&start, &quiet[1..]), None);
        let stalled = e.in_game(&start, &quiet).expect("stalled");
        assert!(stalled.stalled);
        let before = Chirality::from_position("r1 - A1,C1,D2,E2,B5/D8,C24 11/14 0/0 1 - -");
        let after = Chirality::from_position("r1 - A1,C1,D2,E2/D8,C24 11/14 1/0 1 - -");
        let (before, after) = (before.unwrap(), after.unwrap());
        let mut earlier = vec![before; STALL_PLIES];
        earlier.push(after.clone());
        assert_eq!(
            stalled.in_game(&after, &earlier).map(|e| e.stalled),
            Some(false)
        );
        // Stalled, Blue gains more by closing in on Vermillion than it does otherwise.
        let g = Chirality::from_position("r1 - A1,C1,D2,E2/D8,C24 12/14 0/0 1 - -").unwrap();
        let after: Vec<Chirality> = unfinished_after(&g)
            .into_iter()
            .filter(|n| n.pieces(1).len() == 2)
            .collect();
        let nearest = after.iter().min_by_key(|n| spread(n)).unwrap();
        let farthest = after.iter().max_by_key(|n| spread(n)).unwrap();
        assert!(spread(nearest) < spread(farthest));
        let gain = |e: &ChiralityEvaluator| e.evaluate(nearest, 0) - e.evaluate(farthest, 0);
        assert!(gain(&stalled) > gain(&e), "{} {}", gain(&stalled), gain(&e));
    }

    #[test]
    fn a_player_hunts_once_no_enemy_can_fill_the_throne() {
        let e = ChiralityEvaluator::default();
        let start = Chirality::new_game(&Default::default());
        assert!(!e.hunts(&start, 0) && !e.hunts(&start, 1));
        // Four Blue pieces against Vermillion's last: only elimination can end the game.
        let four = Chirality::from_position("r1 - A1,C1,D2,E2/D8 0/0 12/15 1 - -").unwrap();
        assert!(e.hunts(&four, 0) && !e.hunts(&four, 1));
        // The hunter gains by closing in: of Blue's moves, the one that leaves its pieces
        // nearest the prey scores better than the one that leaves them farthest.
        let after = unfinished_after(&four);
        let nearest = after.iter().min_by_key(|g| spread(g)).unwrap();
        let farthest = after.iter().max_by_key(|g| spread(g)).unwrap();
        assert!(spread(nearest) < spread(farthest));
        assert!(e.evaluate(nearest, 0) > e.evaluate(farthest, 0));
    }

    #[test]
    fn a_hunter_that_cannot_muster_hunts_rather_than_hold_the_throne() {
        // From an R2 game between the top levels: Blue holds three Throne tiles with four
        // pieces; its reserve piece cannot be Mustered (no Gate held, no Garrison), so it
        // cannot fill the Throne. Its best move closes in on Vermillion's last two pieces
        // rather than taking a fourth Throne tile (such games reached the ply cap).
        let e = ChiralityEvaluator::default();
        let g = Chirality::from_position("r2 - A1,B1,C1,D3/E20,B23 1/1 11/13 1 - -").unwrap();
        assert!(e.hunts(&g, 0) && g.why_no_muster().is_some());
        let after = unfinished_after(&g);
        let best = after
            .iter()
            .max_by(|a, b| e.evaluate(a, 0).total_cmp(&e.evaluate(b, 0)))
            .unwrap();
        assert!(spread(best) < spread(&g), "{}", best.to_position());
    }
}
