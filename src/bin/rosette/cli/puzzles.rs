//! `rosette puzzles <game> --check | --generate`: re-verifies the shipped puzzles, or
//! makes new ones (docs/puzzles.md).

use super::args::Args;
use super::{note, say, Failure, Outcome};
use rosette::ai::Level;
use rosette::engine::GameId;
use rosette::puzzles::generate::{generate, Settings};
use rosette::puzzles::verify::verify;
use rosette::puzzles::{file_header, parse_file, shipped};
use std::time::Instant;

/// The flags of `--generate`.
const GENERATE_FLAGS: &[&str] = &[
    "generate",
    "count",
    "seed",
    "levels",
    "games",
    "max-depth",
    "per-game",
    "max-plies",
    "min-ply",
    "options",
    "out",
];

/// Runs `--check` or `--generate` for game `id`.
pub fn puzzles_cmd(id: GameId, args: &Args) -> Outcome {
    let has = |name: &str| args.flags.iter().any(|(k, _)| k == name);
    if has("check") {
        args.only("puzzles --check", &["check", "file"], &[])?;
        return check(id, args.flag("file"));
    }
    if has("generate") {
        args.only("puzzles --generate", GENERATE_FLAGS, &[])?;
        return generate_cmd(id, args);
    }
    Err("puzzles needs --check or --generate".into())
}

/// Verifies every puzzle of the shipped data (or of `--file`): one line per failure, then
/// `puzzles: <N> verified, <F> failed`; fails when any did.
fn check(id: GameId, file: Option<&str>) -> Outcome {
    let text = match file {
        Some(path) => {
            std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?
        }
        None => shipped(id).to_string(),
    };
    let puzzles = parse_file(&text).map_err(|e| format!("bad puzzle data: {e}"))?;
    let started = Instant::now();
    let mut failed = 0;
    for p in &puzzles {
        if let Err(why) = verify(id, p) {
            failed += 1;
            say!("{}: {why}", p.id);
        }
    }
    note!("checked in {:.1} s", started.elapsed().as_secs_f64());
    say!(
        "puzzles: {} verified, {failed} failed",
        puzzles.len() - failed
    );
    if failed > 0 {
        return Err(Failure::Bad(format!("{failed} puzzles failed")));
    }
    Ok(())
}

/// Generates puzzles and writes them to `--out` (else standard output), then prints
/// `generated: <N>` last.
fn generate_cmd(id: GameId, args: &Args) -> Outcome {
    let levels = match args.flag("levels") {
        Some(list) => list
            .split(',')
            .map(str::parse)
            .collect::<Result<Vec<Level>, _>>()?,
        None => Level::ALL.to_vec(),
    };
    if levels.is_empty() {
        return Err("--levels needs at least one level".into());
    }
    let settings = Settings {
        count: args.number("count", 60)? as usize,
        seed: args.number("seed", 1)?,
        levels,
        games: args.number("games", 200)? as u32,
        max_depth: args.number("max-depth", 5)? as u32,
        options: args.flag("options").unwrap_or("").to_string(),
        per_game: args.number("per-game", 1)?.max(1) as usize,
        max_plies: args.number("max-plies", 400)? as u32,
        min_ply: args.number("min-ply", 0)? as usize,
    };
    let started = Instant::now();
    let puzzles = generate(id, &settings, &mut |line| note!("{line}"))?;
    let mut text = file_header(id) + "\n";
    for p in &puzzles {
        text += &p.to_line();
        text.push('\n');
    }
    match args.flag("out") {
        Some(path) => {
            std::fs::write(path, text).map_err(|e| format!("cannot write {path}: {e}"))?
        }
        None => print!("{text}"),
    }
    let seconds = started.elapsed().as_secs_f64();
    note!("{} puzzles in {seconds:.0} s", puzzles.len());
    // The contract's last line (../shared/design/cli.md), after the puzzles themselves.
    say!("generated: {}", puzzles.len());
    Ok(())
}
