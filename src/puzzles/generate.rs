//! Makes puzzles offline: plays games between AI levels from random openings, then looks
//! at the positions of each game for ones with a single winning move whose whole line to
//! the game's end has a single winning move at each of the winner's turns (proven as
//! [`super::verify`] re-verifies them) and, in Chirality, a capture whose gain no reply
//! takes back ([`super::capture`]). Each game gives at most `per_game` puzzles, their
//! positions at least [`MIN_GAP`] plies apart, so that no two are near-duplicates; the
//! wanted depth turns from game to game so that the set spreads from easy to hard, and no
//! difficulty band takes more than half of the set. Games take the option sets in turn.

use super::capture::best_capture;
use super::problem::{BadSettings, ProofFailure};
use super::report::{difficulty, steps_in, Unlisted};
use super::verify::{prove, prove_within, verify, winning_moves, Proven};
use super::{id_of, Difficulty, Goal, Puzzle};
use crate::ai::{self, arena, Budget, Evaluator, Level};
use crate::engine::chirality::Chirality;
use crate::engine::game::GameOptions;
use crate::engine::{Game, GameId, OptionMap, Player, Rng, Turn};
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
    /// The game's option sets as text (at least one); games take them in turn.
    pub options: Vec<String>,
    /// The most puzzles taken from one game.
    pub per_game: usize,
    /// Games are cut after this many plies.
    pub max_plies: u32,
    /// Positions before this ply are passed over (early positions are slow to prove).
    pub min_ply: usize,
    /// Wins shorter than this many plies are passed over (and captures, above 1): for a
    /// run that looks for hard puzzles only.
    pub min_depth: u32,
    /// Puzzles already made (an earlier run's, kept first): they count towards `count`
    /// and the bands' shares, and a position among them is not taken again.
    pub existing: Vec<Puzzle>,
}

/// Generates puzzles of game `id`; `note` hears one line per game played.
///
/// # Errors
/// Bad options, or an existing puzzle that does not replay.
pub fn generate(
    id: GameId,
    settings: &Settings,
    note: &mut dyn FnMut(&str),
) -> Result<Vec<Puzzle>, BadSettings> {
    with_game!(id, G, E => generate_in::<G, E>(id, settings, note))
}

fn generate_in<G: Game, E: Evaluator<G> + Default>(
    id: GameId,
    settings: &Settings,
    note: &mut dyn FnMut(&str),
) -> Result<Vec<Puzzle>, BadSettings> {
    let maps = settings
        .options
        .iter()
        .map(|text| {
            let map = OptionMap::parse(text).map_err(BadSettings::Options)?;
            G::Options::from_map(&map).map_err(BadSettings::Options)?;
            Ok(map)
        })
        .collect::<Result<Vec<OptionMap>, BadSettings>>()?;
    if maps.is_empty() {
        return Err(BadSettings::NoOptions);
    }
    let evaluator = E::default();
    let levels = &settings.levels;
    let mut puzzles: Vec<(Puzzle, Difficulty)> = Vec::new();
    for p in &settings.existing {
        let steps = steps_in::<G>(p).map_err(|why| {
            BadSettings::Existing(Unlisted {
                id: p.id.clone(),
                why,
            })
        })?;
        puzzles.push((p.clone(), difficulty(&steps)));
    }
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
        let start = start_of::<G>(&maps[i as usize % maps.len()], seed);
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
        let target = [1, 3, 5, 2, 4, 7, 9][i as usize % 7]
            .max(settings.min_depth)
            .min(settings.max_depth);
        let found = from_game(id, &positions, target, settings, &evaluator);
        let before = puzzles.len();
        for puzzle in found {
            let fresh = !puzzles.iter().any(|(p, _)| p.id == puzzle.id);
            let Ok(steps) = steps_in::<G>(&puzzle) else {
                continue;
            };
            let band = difficulty(&steps);
            let in_band = puzzles.iter().filter(|&&(_, b)| b == band).count();
            if fresh && puzzles.len() < settings.count && in_band < settings.count.div_ceil(2) {
                puzzles.push((puzzle, band));
            }
        }
        note(&format!(
            "game {} ({} v {}, {} plies, {}): {} puzzles, {} in all",
            i + 1,
            a.name(),
            b.name(),
            played.moves.len(),
            played
                .outcome
                .map_or("cut".into(), |o| o.reason.english_in::<G>()),
            puzzles.len() - before,
            puzzles.len()
        ));
    }
    Ok(puzzles.into_iter().map(|(p, _)| p).collect())
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

/// Up to `per_game` puzzles from one game's positions: wins found backwards from the end
/// (the wanted depth `target` first), then Chirality's captures.
fn from_game<G: Game, E: Evaluator<G>>(
    id: GameId,
    positions: &[G],
    target: u32,
    settings: &Settings,
    evaluator: &E,
) -> Vec<Puzzle> {
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
            break;
        }
        if far(&taken, ply) {
            let found = win_puzzle(id, &positions[ply], settings.max_depth, evaluator);
            if let Some(p) = found.filter(|p| p.depth >= settings.min_depth) {
                taken.push((ply, p));
            }
        }
    }
    if id == GameId::Chirality && settings.min_depth <= 1 {
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
    taken.into_iter().map(|(_, p)| p).collect()
}

/// A verified `win` puzzle at `game`, if its player to move wins within `max_depth`
/// plies with a single winning move, the line to the end has a single winning move at
/// each of its turns but a last one that ends the game, and the position offers enough
/// choice.
fn win_puzzle<G: Game, E: Evaluator<G>>(
    id: GameId,
    game: &G,
    max_depth: u32,
    evaluator: &E,
) -> Option<Puzzle> {
    let Turn::Player(side) = game.turn() else {
        return None;
    };
    let legal = game.legal_move_list().len();
    if legal < Difficulty::Easy.min_choices() {
        return None;
    }
    let depth = match prove_within(game, evaluator, max_depth, QUICK_NODES) {
        Ok(Proven::Win(depth)) if depth <= max_depth => depth,
        _ => win_through_draw(game, evaluator, side, max_depth)?,
    };
    let puzzle = Puzzle {
        id: id_of(&game.to_position()),
        goal: Goal::Win,
        depth,
        side,
        options: game.options().to_map().to_string(),
        position: game.to_position(),
        solution: win_line(game, evaluator, side, depth).ok()??,
    };
    verify(id, &puzzle).is_ok().then_some(puzzle)
}

/// Where the side's moves in `game` are followed by its own card draw (which the search
/// does not see through): the plies of the shortest win that holds whatever card comes,
/// if a single move gives it.
fn win_through_draw<G: Game, E: Evaluator<G>>(
    game: &G,
    evaluator: &E,
    side: Player,
    max_depth: u32,
) -> Option<u32> {
    let first = *game.legal_move_list().first()?;
    let mut next = game.clone();
    next.play_unchecked(first);
    if next.turn() != Turn::Chance {
        return None;
    }
    for depth in 3..=max_depth {
        match winning_moves(game, evaluator, side, depth).ok()?[..] {
            [] => {}
            [(_, true)] => return Some(depth),
            _ => return None,
        }
    }
    None
}

/// The solution of a win in `depth` plies for `side`, to the game's end: the side's only
/// winning moves (at the last, when it ends the game after the first, the first move that
/// wins at once), the opponent's longest defences and the cards the deck gives; `None`
/// when a turn of the side's before the end has more than one winning move.
fn win_line<G: Game, E: Evaluator<G>>(
    start: &G,
    evaluator: &E,
    side: Player,
    depth: u32,
) -> Result<Option<Vec<String>>, ProofFailure> {
    let mut game = start.clone();
    let mut line = Vec::new();
    let mut remaining = depth;
    while game.outcome().is_none() {
        if remaining == 0 {
            return Ok(None);
        }
        let moves = game.legal_move_list();
        let after = |m: G::Move| {
            let mut next = game.clone();
            next.play_unchecked(m);
            next
        };
        let m = match game.turn() {
            Turn::Player(p) if p == side && remaining == 1 && !line.is_empty() => moves
                .into_iter()
                .find(|&m| after(m).outcome().is_some_and(|o| o.winners == [side])),
            Turn::Player(p) if p == side => {
                match winning_moves(&game, evaluator, side, remaining)?[..] {
                    [(m, true)] => Some(m),
                    _ => None,
                }
            }
            Turn::Chance => Some(game.resolve_chance(&mut Rng::new(0))),
            Turn::Player(_) => moves.into_iter().find(|&r| {
                let next = after(r);
                match next.outcome() {
                    Some(o) => remaining == 1 && o.winners == [side],
                    None => {
                        next.turn() == Turn::Player(side)
                            && prove(&next, evaluator, remaining - 1)
                                == Ok(Proven::Win(remaining - 1))
                    }
                }
            }),
            Turn::Over => None,
        };
        let Some(m) = m else {
            return Ok(None);
        };
        line.push(game.move_notation(m));
        game.play_unchecked(m);
        remaining -= 1;
    }
    Ok(Some(line))
}

/// A `capture` puzzle at `game`, if one move keeps more material than every other and the
/// position offers a choice.
fn capture_puzzle(game: &Chirality) -> Option<Puzzle> {
    let Turn::Player(side) = game.turn() else {
        return None;
    };
    if game.legal_move_list().len() < Difficulty::Easy.min_choices() {
        return None;
    }
    let (m, _) = best_capture(game)?;
    Some(Puzzle {
        id: id_of(&game.to_position()),
        goal: Goal::Capture,
        depth: 2,
        side,
        options: game.options().to_map().to_string(),
        position: game.to_position(),
        solution: vec![game.move_notation(m)],
    })
}
