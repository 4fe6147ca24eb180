//! The `rosette` command line's commands (contract: ../shared/design/cli.md), split by
//! kind: rules checks, AI games, analysis, the ladder and the lesson checker.

pub mod analyse;
pub mod args;
pub mod duel;
pub mod i18n;
pub mod ladder;
pub mod lessons;
pub mod puzzles;
pub mod rules;

use args::Args;
use rosette::engine::game::GameOptions;
use rosette::engine::{Game, OptionMap};
use std::fmt;
use std::io::{self, Write};

/// Why a command stopped early.
pub enum Failure {
    /// Bad arguments or bad input: a one-line message, exit status 2.
    Bad(String),
    /// The reader of standard output went away (`| head`): stop quietly.
    ClosedPipe,
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure::Bad(message)
    }
}

impl From<&str> for Failure {
    fn from(message: &str) -> Self {
        Failure::Bad(message.to_string())
    }
}

/// What every command returns.
pub type Outcome = Result<(), Failure>;

/// Writes one line to standard output; a closed pipe becomes [`Failure::ClosedPipe`].
pub fn write_line(args: fmt::Arguments) -> Outcome {
    let mut out = io::stdout().lock();
    out.write_fmt(args)
        .and_then(|()| out.write_all(b"\n"))
        .map_err(|e| match e.kind() {
            io::ErrorKind::BrokenPipe => Failure::ClosedPipe,
            _ => Failure::Bad(format!("cannot write the output: {e}")),
        })
}

/// `println!` that stops the command quietly when standard output is closed.
macro_rules! say {
    ($($t:tt)*) => {
        $crate::cli::write_line(format_args!($($t)*))?
    };
}
pub(crate) use say;

/// `eprintln!` for progress notes, which never fail the command.
macro_rules! note {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}
pub(crate) use note;

/// Flags that belong to the commands rather than to a game's options (`--seed` is both:
/// a game option where the game has one).
const POSITION_FLAGS: &[&str] = &["position", "moves", "seed"];

/// The game options given as flags (every flag that names one of the game's options,
/// except `skip`).
fn option_map<G: Game>(args: &Args, skip: &[&str]) -> OptionMap {
    let mut map = OptionMap::default();
    for (k, v) in &args.flags {
        if G::Options::KEYS.contains(&k.as_str()) && !skip.contains(&k.as_str()) {
            map.push(k, v.as_deref());
        }
    }
    map
}

/// The start: `--position` if given, else the start position of the options (with the
/// option `seed` replaced by `seed` when given and the game has one); then the `--moves`
/// played in order. Flags other than the game's options and `allowed` are refused.
pub fn start_seeded<G: Game>(
    args: &Args,
    command: &str,
    allowed: &[&str],
    seed: Option<u64>,
) -> Result<G, String> {
    start_in_game(args, command, allowed, seed).map(|(game, _)| game)
}

/// [`start_seeded`], with the positions the `--moves` passed through (oldest first), so
/// that the AI knows the game so far as it does in the browser.
pub fn start_in_game<G: Game>(
    args: &Args,
    command: &str,
    allowed: &[&str],
    seed: Option<u64>,
) -> Result<(G, Vec<G>), String> {
    let allowed: Vec<&str> = allowed.iter().chain(POSITION_FLAGS).copied().collect();
    args.only(command, &allowed, G::Options::KEYS)
        .map_err(|e| format!("{e} for {}", G::ID))?;
    let mut game = match (args.flag("position"), seed) {
        (Some(text), _) => G::from_position(text).map_err(|e| format!("bad position: {e}"))?,
        (None, seed) => {
            let mut map = option_map::<G>(args, &[]);
            if let Some(seed) = seed.filter(|_| G::Options::KEYS.contains(&"seed")) {
                map = option_map::<G>(args, &["seed"]);
                map.push("seed", Some(&seed.to_string()));
            }
            G::new_game(&G::Options::from_map(&map).map_err(|e| e.to_string())?)
        }
    };
    let mut earlier = Vec::new();
    for text in args.flag("moves").unwrap_or("").split_whitespace() {
        let m = game
            .parse_move(text)
            .map_err(|e| format!("move '{text}': {e}"))?;
        earlier.push(game.clone());
        game.play_unchecked(m);
    }
    Ok((game, earlier))
}

/// [`start_seeded`] with the options as given.
pub fn start<G: Game>(args: &Args, command: &str, allowed: &[&str]) -> Result<G, String> {
    start_seeded(args, command, allowed, None)
}
