//! `rosette puzzles <game> --check | --report | --json | --generate`: re-verifies the
//! shipped puzzles, prints the legal moves at each of the player's turns, lists them for
//! tools, or makes new ones (docs/puzzles.md).

use super::args::Args;
use super::{note, say, Failure, Outcome};
use rosette::ai::Level;
use rosette::engine::GameId;
use rosette::puzzles::generate::{generate, Settings};
use rosette::puzzles::report::{listed, Listed, Step};
use rosette::puzzles::verify::verify;
use rosette::puzzles::{file_header, parse_file, shipped, Difficulty, Puzzle};
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
    "min-depth",
    "options",
    "out",
    "append",
];

/// Runs `--check`, `--report`, `--json` or `--generate` for game `id`.
pub fn puzzles_cmd(id: GameId, args: &Args) -> Outcome {
    let has = |name: &str| args.flags.iter().any(|(k, _)| k == name);
    for (mode, run) in [
        ("check", check as fn(GameId, &[Puzzle]) -> Outcome),
        ("report", report),
        ("json", json),
    ] {
        if has(mode) {
            args.only(&format!("puzzles --{mode}"), &[mode, "file"], &[])?;
            return run(id, &read(id, args.flag("file"))?);
        }
    }
    if has("generate") {
        args.only("puzzles --generate", GENERATE_FLAGS, &[])?;
        return generate_cmd(id, args);
    }
    Err("puzzles needs --check, --report, --json or --generate".into())
}

/// The puzzles of the shipped data, or of `file`.
fn read(id: GameId, file: Option<&str>) -> Result<Vec<Puzzle>, Failure> {
    let text = match file {
        Some(path) => {
            std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?
        }
        None => shipped(id).to_string(),
    };
    Ok(parse_file(&text).map_err(|e| format!("bad puzzle data: {e}"))?)
}

/// Verifies every puzzle: one line per failure, then `puzzles: <N> verified, <F> failed`;
/// fails when any did.
fn check(id: GameId, puzzles: &[Puzzle]) -> Outcome {
    let started = Instant::now();
    let mut failed = 0;
    for p in puzzles {
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
    let options: Vec<String> = args
        .flags
        .iter()
        .filter(|(k, _)| k == "options")
        .filter_map(|(_, v)| v.clone())
        .collect();
    let settings = Settings {
        count: args.number("count", 60)? as usize,
        seed: args.number("seed", 1)?,
        levels,
        games: args.number("games", 200)? as u32,
        max_depth: args.number("max-depth", 5)? as u32,
        options: if options.is_empty() {
            vec![String::new()]
        } else {
            options
        },
        per_game: args.number("per-game", 1)?.max(1) as usize,
        max_plies: args.number("max-plies", 400)? as u32,
        min_ply: args.number("min-ply", 0)? as usize,
        min_depth: args.number("min-depth", 1)? as u32,
        existing: match (
            args.flags.iter().any(|(k, _)| k == "append"),
            args.flag("out"),
        ) {
            (false, _) => Vec::new(),
            (true, Some(path)) => read(id, Some(path))?,
            (true, None) => return Err("--append needs --out".into()),
        },
    };
    let started = Instant::now();
    let puzzles =
        generate(id, &settings, &mut |line| note!("{line}")).map_err(|e| e.to_string())?;
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

/// The legal moves at each of the player's turns, `*` marking one played for the player.
fn step_words(steps: &[Step]) -> String {
    let words: Vec<String> = steps
        .iter()
        .map(|s| format!("{}{}", s.legal, if s.auto { "*" } else { "" }))
        .collect();
    words.join(", ")
}

/// The puzzles as the page lists them.
fn in_order(id: GameId, puzzles: &[Puzzle]) -> Result<Vec<Listed>, Failure> {
    listed(id, puzzles.to_vec()).map_err(|e| e.to_string().into())
}

/// Prints a Markdown table of the puzzles in the order the page lists them: number, id,
/// goal, difficulty, the player's moves, and the legal moves at each of the player's turns
/// (`*`: a single legal move, played for the player); then, last,
/// `puzzles: <N> (<E> easy, <M> medium, <H> hard)`.
fn report(id: GameId, puzzles: &[Puzzle]) -> Outcome {
    say!("| # | id | goal | difficulty | moves | legal moves at each of the player's turns |");
    say!("| --- | --- | --- | --- | --- | --- |");
    let ordered = in_order(id, puzzles)?;
    for (i, l) in ordered.iter().enumerate() {
        say!(
            "| {} | {} | {} | {} | {} | {} |",
            i + 1,
            l.puzzle.id,
            l.puzzle.goal.as_str(),
            l.difficulty.name(),
            l.moves,
            step_words(&l.steps)
        );
    }
    let count = |band| ordered.iter().filter(|l| l.difficulty == band).count();
    say!("");
    say!(
        "puzzles: {} ({} easy, {} medium, {} hard)",
        ordered.len(),
        count(Difficulty::Easy),
        count(Difficulty::Medium),
        count(Difficulty::Hard)
    );
    Ok(())
}

/// Prints the puzzles as one JSON array in the order the page lists them, for tools and
/// the browser tests: `number` (from 1), `id`, `goal`, `difficulty`, `moves`, `side` (from
/// 0), `position`, `solution` and `steps` (`move`, `legal`, `auto`).
fn json(id: GameId, puzzles: &[Puzzle]) -> Outcome {
    let list: Vec<serde_json::Value> = in_order(id, puzzles)?
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let p = &l.puzzle;
            serde_json::json!({
                "number": i + 1,
                "id": p.id,
                "goal": p.goal.as_str(),
                "difficulty": l.difficulty.name(),
                "moves": l.moves,
                "side": p.side,
                "position": p.position,
                "solution": p.solution,
                "steps": l.steps.iter().map(|s| serde_json::json!({
                    "move": s.mv, "legal": s.legal, "auto": s.auto,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    say!("{}", serde_json::Value::Array(list));
    Ok(())
}
