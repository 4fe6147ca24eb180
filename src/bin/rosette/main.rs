//! `rosette`: the native command line (perft, moves, playouts, AI matches, analysis, the
//! level ladder, board export). Its commands and output lines are a contract:
//! ../shared/design/cli.md. The commands live in `cli/` beside this file. Native only: its
//! wasm32 build (which `cargo clippy --all-targets --target wasm32-unknown-unknown` makes)
//! is empty.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
use {
    cli::args::Args,
    cli::{analyse, duel, i18n, ladder, lessons, puzzles, rules, say, Failure},
    rosette::engine::GameId,
    rosette::with_game,
    std::process::ExitCode,
};

#[cfg(not(target_arch = "wasm32"))]
const USAGE: &str = "usage: rosette games | perft <game> <depth> | moves <game> [--moves \"m1 m2\"] | \
playout <game> --games N [--seed S] [--max-plies P] | match <game> --a AI --b AI --games N [--seed S] | \
analyse <game> [--moves \"…\"] (--level L | --ai SPEC) [--ms T] | \
ladder <game> --games N [--seed S] [--levels a,b,…] [--openings K] [--max-plies P] [--adjacent] | \
lessons <game> --check | i18n --check | \
puzzles <game> --check [--file F] | \
puzzles <game> --generate [--count N] [--seed S] [--levels a,b,…] [--games G] [--max-depth D] [--per-game K] [--max-plies P] [--options O] [--out F] | \
board <r1|r2> --json | site --json   (game options as --name value; --position <text> starts from a position)";

#[cfg(not(target_arch = "wasm32"))]
fn run(args: &Args) -> cli::Outcome {
    let command = args.words.first().map(String::as_str).ok_or(USAGE)?;
    if command == "games" {
        for g in GameId::ALL {
            say!("{}", g.as_str());
        }
        return Ok(());
    }
    if command == "site" {
        say!("{}", rosette::site::loader_table());
        return Ok(());
    }
    if command == "i18n" {
        return i18n::i18n_cmd(args);
    }
    if command == "board" {
        return rules::board_cmd(args);
    }
    let id = GameId::parse(args.words.get(1).ok_or(USAGE)?).map_err(|e| e.to_string())?;
    match command {
        "perft" => with_game!(id, G, E => rules::perft_cmd::<G>(args)),
        "moves" => with_game!(id, G, E => rules::moves_cmd::<G>(args)),
        "playout" => with_game!(id, G, E => rules::playout_cmd::<G>(args)),
        "match" => with_game!(id, G, E => duel::match_cmd::<G, E>(args)),
        "analyse" => with_game!(id, G, E => analyse::analyse_cmd::<G, E>(args)),
        "ladder" => with_game!(id, G, E => ladder::ladder_cmd::<G, E>(args)),
        "lessons" => lessons::lessons_cmd(id, args),
        "puzzles" => puzzles::puzzles_cmd(id, args),
        _ => Err(USAGE.into()),
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    let outcome = Args::parse(std::env::args().skip(1).collect())
        .map_err(Failure::Bad)
        .and_then(|args| run(&args));
    match outcome {
        Ok(()) | Err(Failure::ClosedPipe) => ExitCode::SUCCESS,
        Err(Failure::Bad(message)) => {
            cli::note!("rosette: {message}");
            ExitCode::from(2)
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
