//! `rosette ladder`: a round robin among AI levels on varied games, with Elo ratings.

use super::args::Args;
use super::{note, say, start_seeded, Outcome};
use rosette::ai::arena::{fit_elo, play_game, score_interval, Pairing};
use rosette::ai::{self, Budget, Evaluator, Level, Strategy};
use rosette::engine::{Game, GameId, Rng};
use std::collections::HashSet;
use std::time::Instant;

/// What one level spent per move.
#[derive(Default)]
struct Effort {
    moves: u64,
    nodes: u64,
    seconds: f64,
    slowest: f64,
}

/// How many final plies [`game_key`] compares.
const SAME_ENDING: usize = 40;

/// A game as the ladder counts distinct games: the seat of the pairing's first level, the
/// game's length and its last [`SAME_ENDING`] plies. Different random openings can lead into
/// one game (in Chirality the same game, ending at the same ply), so different opening
/// plies alone do not make a game distinct.
fn game_key<M: Clone>(moves: &[M], seat: usize) -> (usize, usize, Vec<M>) {
    let ending = moves[moves.len().saturating_sub(SAME_ENDING)..].to_vec();
    (seat, moves.len(), ending)
}

/// Plays `--games` games per pairing (sides alternating; each pair of games shares a start:
/// its own deck or setup seed where the game has one, and `--openings` random plies), then
/// prints each pairing's score, each level's time per move, the Elo ratings (random = 0)
/// and last `ladder: <level>=<elo> …`. `--adjacent` plays neighbouring levels only. With
/// more than two players the stronger level of a pairing takes one seat (in turn) and the
/// other level every other seat; a line then gives its outright wins against the fair
/// share 1/n.
pub fn ladder_cmd<G: Game, E: Evaluator<G> + Default>(args: &Args) -> Outcome {
    let id = GameId::parse(G::ID).map_err(|e| e.to_string())?;
    let names: Vec<String> = match args.flag("levels") {
        Some(list) => list.split(',').map(str::to_string).collect(),
        None => std::iter::once("random")
            .chain(Level::ALL.map(Level::name))
            .map(str::to_string)
            .collect(),
    };
    let strategies = names
        .iter()
        .map(|n| Strategy::parse(n, id))
        .collect::<Result<Vec<_>, _>>()?;
    if names.len() < 2 {
        return Err("a ladder needs at least two levels".into());
    }
    let games = args.number("games", 10)?.max(1) as u32;
    let seed = args.number("seed", 1)?;
    let opening = args.number("openings", 2)? as u32;
    let max_plies = args.number("max-plies", 1000)? as u32;
    let adjacent = args.flags.iter().any(|(k, _)| k == "adjacent");
    let allowed = ["games", "levels", "openings", "max-plies", "adjacent"];
    // Checks the flags and the position once, before any game.
    start_seeded::<G>(args, "ladder", &allowed, Some(seed))?;
    let evaluator = E::default();
    let mut pairs: Vec<(usize, usize)> = (0..names.len())
        .flat_map(|a| (a + 1..names.len()).map(move |b| (b, a)))
        .filter(|(b, a)| !adjacent || b - a == 1)
        .collect();
    pairs.sort_by_key(|&(b, a)| (b - a, a));
    say!(
        "ladder of {}: {} levels, {games} games a pairing, {opening} random opening plies, seed {seed}",
        G::ID,
        names.len()
    );
    let mut effort: Vec<Effort> = names.iter().map(|_| Effort::default()).collect();
    let mut pairings = Vec::new();
    let mut distinct = HashSet::new();
    for &(a, b) in &pairs {
        let (mut score, mut capped, mut seen) = (0.0, 0, HashSet::new());
        let (mut wins, mut seats) = (0u32, 2);
        for k in 0..games {
            // Games 2t and 2t+1 share their start; `a` sits in seat k mod n.
            let game_seed =
                Rng::new(seed ^ u64::from(k / 2).wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64();
            let start = start_seeded::<G>(args, "ladder", &allowed, Some(game_seed))?;
            seats = start.num_players();
            let a_seat = (k as usize) % seats;
            let played = play_game(&start, opening, game_seed, max_plies, |g, earlier, p, s| {
                let who = if p as usize == a_seat { a } else { b };
                let clock = Instant::now();
                let budget = Budget::nodes(u64::MAX);
                let r =
                    ai::choose_move_in_game(g, earlier, strategies[who], &evaluator, s, &budget)?;
                let secs = clock.elapsed().as_secs_f64();
                let e = &mut effort[who];
                (e.moves, e.nodes, e.seconds) = (e.moves + 1, e.nodes + r.nodes, e.seconds + secs);
                e.slowest = e.slowest.max(secs);
                Some(r.best)
            });
            // A capped game is a draw: its score shared by every seat.
            let points = match &played.outcome {
                None => {
                    capped += 1;
                    1.0 / seats as f64
                }
                Some(o) => o.scores[a_seat],
            };
            score += points;
            wins += u32::from(points == 1.0);
            let key = game_key(&played.moves, a_seat);
            seen.insert(key.clone());
            distinct.insert(key);
            note!(
                "{} vs {} game {}/{games}: {} for {} in {} plies",
                names[a],
                names[b],
                k + 1,
                points,
                names[a],
                played.moves.len()
            );
        }
        let (lo, hi) = score_interval(score, games);
        say!(
            "{} vs {}: {}-{} ({:.0}%, 95% {:.0}%-{:.0}%) in {games} games, {} distinct, {capped} at the ply cap",
            names[a],
            names[b],
            // Thirds of a point (undecided games of three) print rounded.
            (score * 1000.0).round() / 1000.0,
            ((f64::from(games) - score) * 1000.0).round() / 1000.0,
            100.0 * score / f64::from(games),
            100.0 * lo,
            100.0 * hi,
            seen.len()
        );
        if seats > 2 {
            // One seat of `a` among seats of `b`: its share of outright wins against the
            // fair share 1/n.
            let (lo, hi) = score_interval(f64::from(wins), games);
            say!(
                "{} in one seat of {seats} against {}: won {wins} of {games} ({:.0}%, 95% {:.0}%-{:.0}%; a fair share is {:.0}%)",
                names[a],
                names[b],
                100.0 * f64::from(wins) / f64::from(games),
                100.0 * lo,
                100.0 * hi,
                100.0 / seats as f64
            );
        }
        pairings.push(Pairing { a, b, score, games });
    }
    for (name, e) in names.iter().zip(&effort) {
        let moves = e.moves.max(1) as f64;
        say!(
            "{name}: {:.1} ms a move on average, {:.0} ms at most, {:.0} nodes a move",
            1000.0 * e.seconds / moves,
            1000.0 * e.slowest,
            e.nodes as f64 / moves
        );
    }
    say!(
        "distinct games: {} of {}",
        distinct.len(),
        pairs.len() as u32 * games
    );
    let anchor = names.iter().position(|n| n == "random").unwrap_or_else(|| {
        note!("random is not in the ladder: {} is rated 0", names[0]);
        0
    });
    let elo = fit_elo(names.len(), &pairings, anchor);
    for (name, (rating, half)) in names.iter().zip(&elo) {
        say!(
            "elo {name}: {rating:.0} (95% {:.0} to {:.0})",
            rating - half,
            rating + half
        );
    }
    let last: Vec<String> = names
        .iter()
        .zip(&elo)
        .map(|(n, (r, _))| format!("{n}={r:.0}"))
        .collect();
    say!("ladder: {}", last.join(" "));
    Ok(())
}
