//! `rosette lessons <game> --check`: checks every lesson of a game against the engine
//! (`rosette::learn::check`), one line per problem, then `lessons: N checked, F failed`.

use super::args::Args;
use super::{say, Failure, Outcome};
use rosette::engine::GameId;
use rosette::learn::check::check_game;

/// Checks `game`'s lessons; fails (exit status 2) when any lesson fails.
pub fn lessons_cmd(game: GameId, args: &Args) -> Outcome {
    args.only("lessons", &["check"], &[])?;
    if !args.flags.iter().any(|(k, _)| k == "check") {
        return Err("lessons needs --check".into());
    }
    let report = check_game(game);
    for p in &report.problems {
        say!("{} {}: {}", game.as_str(), p.lesson, p.why);
    }
    let failed = report.failed();
    say!("lessons: {} checked, {failed} failed", report.checked);
    if failed == 0 {
        Ok(())
    } else {
        Err(Failure::Bad(format!("{failed} lesson(s) failed")))
    }
}
