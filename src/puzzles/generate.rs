//! Makes puzzles offline: plays games between AI levels from random openings, then looks
//! at the positions of each game for ones with a single winning move (proven as
//! [`super::verify`] re-verifies them) and, in Chirality, a capture no other move achieves.
//! Each game gives at most `per_game` puzzles, their positions at least
//! [`MIN_GAP`] plies apart, so that no two are near-duplicates; the wanted depth turns
//! from game to game so that the set spreads from easy to hard.

use super::verify::{best_capture, prove, prove_within, verify, winning_moves, Proven};
use super::{Goal, Puzzle};
use crate::ai::{self, arena, Budget, Evaluator, Level};
use crate::engine::chirality::Chirality;
use crate::engine::game::GameOptions;
use crate::engine::{Game, GameId, OptionMap, Player, Turn};
use crate::with_game;

/// The fewest plies between two puzzles taken from one game.
pub const MIN_GAP: usize = 6;

/// The nodes a candidate position's first proof may take: a position that needs more is
/// passed over (its children's proofs would take as long).
const QUICK_NODES: u64 = 3_000_000;

/// What to generate.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Stop once this many puzzles are found.
    pub count: usize,
    /// Seeds the openings, the chance turns and the searches.
    pub seed: u64,
    /// The AI levels that play each other (every ordered pair in turn).
    pub levels: Vec<Level>,
    /// The most games to play.
    pub games: u32,
    /// The deepest win to look for, in plies.
    pub max_depth: u32,
    /// The game's options as text.
    pub options: String,
    /// The most puzzles taken from one game.
    pub per_game: usize,
    /// Games are cut after this many plies.
    pub max_plies: u32,
    /// Positions before this ply are passed over (early positions are slow to prove).
    pub min_ply: usize,
}

/// Generates puzzles of game `id`; `note` hears one line per game played.
///
/// # Errors
/// Bad options.
pub fn generate(
    id: GameId,
    settings: &Settings,
    note: &mut dyn FnMut(&str),
) -> Result<Vec<Puzzle>, String> {
    with_game!(id, G, E => generate_in::<G, E>(id, settings, note))
}

fn generate_in<G: Game, E: Evaluator<G> + Default>(
    id: GameId,
    settings: &Settings,
    note: &mut dyn FnMut(&str),
) -> Result<Vec<Puzzle>, String> {
    let map = OptionMap::parse(&settings.options).map_err(|e| e.to_string())?;
    G::Options::from_map(&map).map_err(|e| e.to_string())?;
    let evaluator = E::default();
    let levels = &settings.levels;
    let mut puzzles: Vec<Puzzle> = Vec::new();
    for i in 0..settings.games {
        if puzzles.len() >= settings.count {
            break;
        }
        let n = levels.len().max(1) as u32;
        let (a, b) = (levels[(i % n) as usize], levels[(i / n % n) as usize]);
        let opening = 2 + i % 5;
        let seed = settings
            .seed
            .wrapping_mul(1_000_003)
            .wrapping_add(u64::from(i));
        let start = start_of::<G>(&map, seed);
        let played = arena::play_game(
            &start,
            opening,
            seed,
            settings.max_plies,
            |g, earlier, p, s| {
                let strategy = [a, b][p as usize % 2].strategy(id);
                ai::choose_move_in_game(
                    g,
                    earlier,
                    strategy,
                    &evaluator,
                    s,
                    &Budget::nodes(u64::MAX),
                )
                .map(|r| r.best)
            },
        );
        let mut positions = vec![start.clone()];
        for &m in &played.moves {
            let mut next = positions.last().expect("the start").clone();
            next.play_unchecked(m);
            positions.push(next);
        }
        let target = [1, 3, 5, 2, 4, 7, 9][i as usize % 7].min(settings.max_depth);
        let found = from_game(id, &positions, target, settings, &evaluator);
        let before = puzzles.len();
        for (ply, mut puzzle) in found {
            let fresh = !puzzles.iter().any(|p| p.position == puzzle.position);
            if fresh && puzzles.len() < settings.count {
                puzzle.id = format!("{}-{}", i + 1, ply);
                puzzles.push(puzzle);
            }
        }
        note(&format!(
            "game {} ({} v {}, {} plies, {}): {} puzzles, {} in all",
            i + 1,
            a.name(),
            b.name(),
            played.moves.len(),
            played.outcome.map_or("cut".into(), |o| o.reason),
            puzzles.len() - before,
            puzzles.len()
        ));
    }
    Ok(puzzles)
}

/// The start of a game with options `map`, whose seed option (a deck's or a setup's order,
/// where the game has one) is `seed` unless the options give it.
fn start_of<G: Game>(map: &OptionMap, seed: u64) -> G {
    let mut map = map.clone();
    if G::Options::KEYS.contains(&"seed") && !map.has("seed") {
        map.push("seed", Some(&seed.to_string()));
    }
    G::new_game(&G::Options::from_map(&map).unwrap_or_default())
}

/// Up to `per_game` puzzles from one game's positions, with the ply each comes from: wins
/// found backwards from the end (the wanted depth `target` first), then Chirality's
/// captures.
fn from_game<G: Game, E: Evaluator<G>>(
    id: GameId,
    positions: &[G],
    target: u32,
    settings: &Settings,
    evaluator: &E,
) -> Vec<(usize, Puzzle)> {
    let mut taken: Vec<(usize, Puzzle)> = Vec::new();
    let last = positions.len() - 1;
    let far = |taken: &[(usize, Puzzle)], ply: usize| {
        taken.iter().all(|&(t, _)| t.abs_diff(ply) >= MIN_GAP)
    };
    // Back from the end: the wanted depth's position first, then the others.
    let mut plies: Vec<usize> = (1..=last.min(settings.max_depth as usize + 4))
        .map(|back| last - back)
        .filter(|&ply| ply >= settings.min_ply)
        .collect();
    plies.sort_by_key(|&p| (last - p).abs_diff(target as usize));
    for ply in plies {
        if taken.len() >= settings.per_game {
            return taken;
        }
        if !far(&taken, ply) {
            continue;
        }
        if let Some(p) = win_puzzle(id, &positions[ply], settings.max_depth, evaluator) {
            taken.push((ply, p));
        }
    }
    if id == GameId::Chirality {
        for ply in (settings.min_ply..last).rev() {
            if taken.len() >= settings.per_game {
                break;
            }
            let Ok(game) = Chirality::from_position(&positions[ply].to_position()) else {
                break;
            };
            if far(&taken, ply) {
                if let Some(p) = capture_puzzle(&game) {
                    taken.push((ply, p));
                }
            }
        }
    }
    taken
}

/// A verified `win` puzzle at `game`, if its player to move wins within `max_depth`
/// plies with a single winning move.
fn win_puzzle<G: Game, E: Evaluator<G>>(
    id: GameId,
    game: &G,
    max_depth: u32,
    evaluator: &E,
) -> Option<Puzzle> {
    let Turn::Player(side) = game.turn() else {
        return None;
    };
    let depth = match prove_within(game, evaluator, max_depth, QUICK_NODES) {
        Ok(Proven::Win(depth)) if depth <= max_depth => depth,
        _ => return None,
    };
    let solution = win_line(game, evaluator, side, depth).ok()??;
    let puzzle = Puzzle {
        id: String::new(),
        goal: Goal::Win,
        depth,
        side,
        options: game.options().to_map().to_string(),
        position: game.to_position(),
        solution,
    };
    verify(id, &puzzle).is_ok().then_some(puzzle)
}

/// The solution of a win in `depth` plies for `side`: its only winning moves and the
/// opponent's longest defences, until the game ends or ending on the winner's last move
/// before one where more than one move wins.
fn win_line<G: Game, E: Evaluator<G>>(
    start: &G,
    evaluator: &E,
    side: Player,
    depth: u32,
) -> Result<Option<Vec<String>>, String> {
    let mut game = start.clone();
    let mut line = Vec::new();
    let mut remaining = depth;
    while game.outcome().is_none() && remaining > 0 {
        let m = match game.turn() {
            Turn::Player(p) if p == side => {
                match winning_moves(&game, evaluator, side, remaining)?[..] {
                    [(m, true)] => m,
                    _ if line.is_empty() => return Ok(None),
                    _ => {
                        // End on the winner's last forced move.
                        line.pop();
                        break;
                    }
                }
            }
            Turn::Player(_) => {
                let best = game.legal_move_list().into_iter().find(|&r| {
                    let mut next = game.clone();
                    next.play_unchecked(r);
                    next.turn() == Turn::Player(side)
                        && prove(&next, evaluator, remaining - 1) == Ok(Proven::Win(remaining - 1))
                });
                match best {
                    Some(r) => r,
                    None => return Ok(None),
                }
            }
            _ => return Ok(None),
        };
        line.push(game.move_notation(m));
        game.play_unchecked(m);
        remaining -= 1;
    }
    Ok(Some(line))
}

/// A `capture` puzzle at `game`, if one move captures more than every other.
fn capture_puzzle(game: &Chirality) -> Option<Puzzle> {
    let Turn::Player(side) = game.turn() else {
        return None;
    };
    let m = best_capture(game)?;
    Some(Puzzle {
        id: String::new(),
        goal: Goal::Capture,
        depth: 1,
        side,
        options: game.options().to_map().to_string(),
        position: game.to_position(),
        solution: vec![game.move_notation(m)],
    })
}
