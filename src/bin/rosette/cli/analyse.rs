//! `rosette analyse`: the AI's view of one position.

use super::args::Args;
use super::{say, start_in_game, Outcome};
use rosette::ai::{self, Budget, Evaluator, Level, Strategy};
use rosette::engine::{Game, GameId, Turn};
use std::time::Instant;

/// The strategy named by `--level L` or `--ai SPEC` (exactly one of them).
pub fn strategy_of(args: &Args, id: GameId) -> Result<Strategy, String> {
    match (args.flag("level"), args.flag("ai")) {
        (Some(level), None) => Ok(level.parse::<Level>()?.strategy(id)),
        (None, Some(spec)) => Strategy::parse(spec, id),
        _ => Err("analyse needs either --level L or --ai SPEC".into()),
    }
}

/// Searches the position, knowing the game so far (`--moves`), and prints the score, depth
/// or iterations, nodes, the expected line, `solved: …` when the result is exact, and last
/// `bestmove: <move>`.
pub fn analyse_cmd<G: Game, E: Evaluator<G> + Default>(args: &Args) -> Outcome {
    let id = GameId::parse(G::ID).map_err(|e| e.to_string())?;
    let strategy = strategy_of(args, id)?;
    let ms = args.flag("ms").map(|_| args.number("ms", 0)).transpose()?;
    let (game, earlier) = start_in_game::<G>(args, "analyse", &["level", "ai", "ms"], None)?;
    let mover = match game.turn() {
        Turn::Player(p) => p,
        Turn::Over => return Err("the game is over: there is no move to find".into()),
        Turn::Chance => return Err("a card is drawn next: chance moves, not the AI".into()),
    };
    let clock = Instant::now();
    let stop = || ms.is_some_and(|t| clock.elapsed().as_secs_f64() * 1000.0 >= t as f64);
    let budget = Budget {
        nodes: u64::MAX,
        stop: &stop,
    };
    // The game so far counts as in the browser: the repetition rule, and what the
    // evaluator reads from it (Chirality's engagement).
    let found = ai::analyse_in_game(&game, &earlier, strategy, &E::default(), 1, &budget)
        .ok_or("the AI found no move")?;
    let secs = clock.elapsed().as_secs_f64();
    let r = &found.result;
    say!("strategy: {strategy}");
    say!(
        "score: {:.4} (player {}'s expected score, 0 to 1)",
        r.value,
        mover + 1
    );
    let proven = found.proven_draw || found.exact_plies.is_some();
    match (strategy, found.depth) {
        (Strategy::Solve { .. }, _) if proven => say!("proof: the exact solver"),
        (Strategy::Mcts { .. } | Strategy::Solve { .. }, _) => say!("iterations: {}", r.nodes),
        (_, Some(depth)) => say!("depth: {depth}"),
        _ => {}
    }
    say!(
        "nodes: {} in {:.3} s ({:.0} nodes/s)",
        r.nodes,
        secs,
        r.nodes as f64 / secs.max(1e-9)
    );
    say!("line: {}", line_text(&game, &found.line));
    if let Some(solved) = solved(&found) {
        say!("solved: {solved}");
    }
    say!("bestmove: {}", game.move_notation(r.best));
    Ok(())
}

/// The moves of `line`, each in its position's notation.
fn line_text<G: Game>(game: &G, line: &[G::Move]) -> String {
    let mut at = game.clone();
    let mut words = Vec::new();
    for &m in line {
        words.push(at.move_notation(m));
        at.play_unchecked(m);
    }
    words.join(" ")
}

/// `win in N` / `loss in N` (N in the mover's own moves) or `draw` when the search proved it.
fn solved<M>(found: &ai::Analysis<M>) -> Option<String> {
    if found.proven_draw {
        return Some("draw".into());
    }
    let plies = found.exact_plies?;
    let own = plies.div_ceil(2);
    Some(if found.result.value > 0.5 {
        format!("win in {own}")
    } else {
        format!("loss in {own}")
    })
}
