//! Commands that exercise the rules: `perft`, `moves`, `playout` and `board`.

use super::args::Args;
use super::{note, say, start, Outcome};
use rosette::engine::chirality::board::{board_json, Board};
use rosette::engine::perft::{perft, random_playout};
use rosette::engine::{Game, Rng};
use std::time::Instant;

/// `rosette perft <game> <depth>`: leaf count, alone on the last line.
pub fn perft_cmd<G: Game>(args: &Args) -> Outcome {
    let depth: u32 = args
        .words
        .get(2)
        .and_then(|d| d.parse().ok())
        .ok_or("perft needs a depth (a whole number)")?;
    let game = start::<G>(args, "perft", &[])?;
    let clock = Instant::now();
    let leaves = perft(&game, depth);
    let secs = clock.elapsed().as_secs_f64();
    note!(
        "perft {depth}: {leaves} leaves in {secs:.3} s ({:.0} leaves/s)",
        leaves as f64 / secs.max(1e-9)
    );
    say!("{leaves}");
    Ok(())
}

/// `rosette moves <game> [--moves …]`: the legal moves, one per line.
pub fn moves_cmd<G: Game>(args: &Args) -> Outcome {
    let game = start::<G>(args, "moves", &[])?;
    for m in game.legal_move_list() {
        say!("{}", game.move_notation(m));
    }
    Ok(())
}

/// `rosette playout <game> --games N`: random games and their speed.
pub fn playout_cmd<G: Game>(args: &Args) -> Outcome {
    let games = args.number("games", 1000)?;
    let max_plies = args.number("max-plies", 2000)? as u32;
    let mut rng = Rng::new(args.number("seed", 1)?);
    let game = start::<G>(args, "playout", &["games", "max-plies"])?;
    let n = game.num_players();
    let (mut wins, mut draws, mut capped, mut plies) = (vec![0u64; n], 0u64, 0u64, 0u64);
    let mut buffer = Vec::new();
    let clock = Instant::now();
    for _ in 0..games {
        let result = random_playout(game.clone(), &mut rng, max_plies, &mut buffer);
        plies += u64::from(result.plies);
        match result.scores {
            None => capped += 1,
            Some(scores) if scores.contains(&1.0) => {
                wins[scores.iter().position(|&s| s == 1.0).unwrap_or(0)] += 1;
            }
            Some(_) => draws += 1,
        }
    }
    let secs = clock.elapsed().as_secs_f64();
    for (p, w) in wins.iter().enumerate() {
        say!("player {}: {w} wins", p + 1);
    }
    say!("draws: {draws}");
    say!("stopped at the cap: {capped}");
    say!("mean plies: {:.2}", plies as f64 / games.max(1) as f64);
    say!("playouts/s: {:.0}", games as f64 / secs.max(1e-9));
    Ok(())
}

/// `rosette board r1|r2 --json`: the built-in Chirality board in the export format.
pub fn board_cmd(args: &Args) -> Outcome {
    const BOARD_USAGE: &str = "usage: rosette board <r1|r2> --json";
    let board = match args.words.get(1).map(|w| w.to_ascii_lowercase()).as_deref() {
        Some("r1") => Board::r1(),
        Some("r2") => Board::r2(),
        Some(other) => return Err(format!("unknown board '{other}' (r1 or r2)").into()),
        None => return Err(BOARD_USAGE.into()),
    };
    if args.words.len() > 2 {
        return Err(format!("unexpected '{}'; {BOARD_USAGE}", args.words[2]).into());
    }
    if let Some((name, _)) = args.flags.iter().find(|(k, _)| k != "json") {
        return Err(format!("board has no option --{name}; {BOARD_USAGE}").into());
    }
    match args.flags.iter().find(|(k, _)| k == "json") {
        None => Err(format!("board needs --json (the only output format); {BOARD_USAGE}").into()),
        Some((_, Some(v))) => Err(format!("--json takes no value, not '{v}'").into()),
        Some((_, None)) => {
            say!("{}", board_json(board));
            Ok(())
        }
    }
}
