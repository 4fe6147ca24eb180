//! `rosette`: the native command line (perft, moves, playouts, AI matches, board export).
//! Its commands and output lines are a contract: ../shared/design/cli.md.

use rosette::ai::{self, Budget, Evaluator, Level, Strategy};
use rosette::engine::chirality::board::{board_json, Board};
use rosette::engine::game::GameOptions;
use rosette::engine::perft::{perft, random_playout};
use rosette::engine::{Game, GameId, OptionMap, Rng, Turn};
use rosette::with_game;
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage: rosette games | perft <game> <depth> | moves <game> [--moves \"m1 m2\"] | \
playout <game> --games N [--seed S] [--max-plies P] | match <game> --a AI --b AI --games N [--seed S] | \
board <r1|r2> --json   (game options as --name value; --position <text> starts from a position)";

/// The command line split into a command, positional words and `--name [value]` flags.
struct Args {
    words: Vec<String>,
    flags: Vec<(String, Option<String>)>,
}

impl Args {
    fn parse(raw: Vec<String>) -> Args {
        let (mut words, mut flags) = (Vec::new(), Vec::new());
        let mut it = raw.into_iter().peekable();
        while let Some(a) = it.next() {
            if let Some(name) = a.strip_prefix("--") {
                let value = it.next_if(|v| !v.starts_with("--"));
                flags.push((name.to_string(), value));
            } else {
                words.push(a);
            }
        }
        Args { words, flags }
    }

    fn flag(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .and_then(|(_, v)| v.as_deref())
    }

    fn number(&self, name: &str, default: u64) -> Result<u64, String> {
        match self.flag(name) {
            None if !self.flags.iter().any(|(k, _)| k == name) => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| format!("--{name} needs a whole number, not '{v}'")),
            None => Err(format!("--{name} needs a value")),
        }
    }
}

/// Flags that belong to the CLI rather than to a game's options.
const CLI_FLAGS: &[&str] = &[
    "moves",
    "games",
    "max-plies",
    "a",
    "b",
    "position",
    "json",
    "seed",
];

fn start<G: Game>(args: &Args) -> Result<G, String> {
    let mut map = OptionMap::default();
    for (k, v) in &args.flags {
        let known = G::Options::KEYS.contains(&k.as_str());
        if known {
            map.push(k, v.as_deref());
        } else if !CLI_FLAGS.contains(&k.as_str()) {
            return Err(format!("{} has no option --{k}", G::ID));
        }
    }
    if let Some(text) = args.flag("position") {
        return G::from_position(text).map_err(|e| e.to_string());
    }
    let options = G::Options::from_map(&map).map_err(|e| e.to_string())?;
    Ok(G::new_game(&options))
}

fn perft_cmd<G: Game>(args: &Args) -> Result<(), String> {
    let depth: u32 = args
        .words
        .get(2)
        .and_then(|d| d.parse().ok())
        .ok_or("perft needs a depth (a whole number)")?;
    let game = start::<G>(args)?;
    let clock = Instant::now();
    let leaves = perft(&game, depth);
    let secs = clock.elapsed().as_secs_f64();
    eprintln!(
        "perft {depth}: {leaves} leaves in {secs:.3} s ({:.0} leaves/s)",
        leaves as f64 / secs.max(1e-9)
    );
    println!("{leaves}");
    Ok(())
}

fn moves_cmd<G: Game>(args: &Args) -> Result<(), String> {
    let mut game = start::<G>(args)?;
    for text in args.flag("moves").unwrap_or("").split_whitespace() {
        let m = game.parse_move(text).map_err(|e| e.to_string())?;
        game.play_unchecked(m);
    }
    for m in game.legal_move_list() {
        println!("{}", game.move_notation(m));
    }
    Ok(())
}

fn seat_name(p: usize) -> String {
    format!("player {}", p + 1)
}

fn playout_cmd<G: Game>(args: &Args) -> Result<(), String> {
    let games = args.number("games", 1000)?;
    let max_plies = args.number("max-plies", 2000)? as u32;
    let mut rng = Rng::new(args.number("seed", 1)?);
    let game = start::<G>(args)?;
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
        println!("{}: {w} wins", seat_name(p));
    }
    println!("draws: {draws}");
    println!("stopped at the cap: {capped}");
    println!("mean plies: {:.2}", plies as f64 / games.max(1) as f64);
    println!("playouts/s: {:.0}", games as f64 / secs.max(1e-9));
    Ok(())
}

fn match_cmd<G: Game, E: Evaluator<G> + Default>(args: &Args) -> Result<(), String> {
    let id = GameId::parse(G::ID).map_err(|e| e.to_string())?;
    let a_text = args.flag("a").ok_or("match needs --a")?;
    let b_text = args.flag("b").ok_or("match needs --b")?;
    let a = Strategy::parse(a_text, id)?;
    let b = Strategy::parse(b_text, id)?;
    // Levels with a deadline think for one second a move, as in the browser.
    let deadline = |text: &str| {
        text.parse::<Level>()
            .is_ok_and(Level::uses_deadline)
            .then_some(1.0)
    };
    let (a_time, b_time) = (deadline(a_text), deadline(b_text));
    let games = args.number("games", 10)?;
    let seed = args.number("seed", 1)?;
    let start_state = start::<G>(args)?;
    let evaluator = E::default();
    let n = start_state.num_players();
    let (mut a_wins, mut b_wins, mut draws) = (0.0, 0.0, 0u64);
    let mut rng = Rng::new(seed);
    let clock = Instant::now();
    for i in 0..games {
        // `a` sits in seat i mod n; `b` takes every other seat.
        let a_seat = (i as usize) % n;
        let mut game = start_state.clone();
        while let Some(()) = match game.turn() {
            Turn::Over => None,
            Turn::Chance => {
                let m = game.resolve_chance(&mut rng);
                game.play_unchecked(m);
                Some(())
            }
            Turn::Player(p) => {
                let (strategy, seconds) = if p as usize == a_seat {
                    (a, a_time)
                } else {
                    (b, b_time)
                };
                let started = Instant::now();
                let stop = || seconds.is_some_and(|s| started.elapsed().as_secs_f64() >= s);
                let budget = Budget {
                    nodes: u64::MAX,
                    stop: &stop,
                };
                let r = ai::choose_move(&game, strategy, &evaluator, rng.next_u64(), &budget)
                    .ok_or("the AI found no move")?;
                game.play_unchecked(r.best);
                Some(())
            }
        } {}
        let outcome = game.outcome().expect("the loop ends when the game is over");
        if outcome.is_draw() {
            draws += 1;
        } else if outcome.winners.contains(&(a_seat as u8)) {
            a_wins += 1.0;
        } else {
            b_wins += 1.0;
        }
        eprintln!(
            "game {}: {} ({})",
            i + 1,
            outcome.reason,
            if outcome.winners.contains(&(a_seat as u8)) {
                "a"
            } else if outcome.is_draw() {
                "draw"
            } else {
                "b"
            }
        );
    }
    println!(
        "{} games of {} in {:.1} s: a = {a}, b = {b}",
        games,
        G::ID,
        clock.elapsed().as_secs_f64()
    );
    println!("a: {a_wins} b: {b_wins} draws: {draws}");
    Ok(())
}

/// `rosette board r1|r2 --json`: the built-in Chirality board in the export format.
fn board_cmd(args: &Args) -> Result<(), String> {
    const BOARD_USAGE: &str = "usage: rosette board <r1|r2> --json";
    let board = match args.words.get(1).map(|w| w.to_ascii_lowercase()).as_deref() {
        Some("r1") => Board::r1(),
        Some("r2") => Board::r2(),
        Some(other) => return Err(format!("unknown board '{other}' (r1 or r2)")),
        None => return Err(BOARD_USAGE.into()),
    };
    if args.words.len() > 2 {
        return Err(format!("unexpected '{}'; {BOARD_USAGE}", args.words[2]));
    }
    if let Some((name, _)) = args.flags.iter().find(|(k, _)| k != "json") {
        return Err(format!("board has no option --{name}; {BOARD_USAGE}"));
    }
    match args.flags.iter().find(|(k, _)| k == "json") {
        None => Err(format!(
            "board needs --json (the only output format); {BOARD_USAGE}"
        )),
        Some((_, Some(v))) => Err(format!("--json takes no value, not '{v}'")),
        Some((_, None)) => {
            println!("{}", board_json(board));
            Ok(())
        }
    }
}

fn run(args: &Args) -> Result<(), String> {
    let command = args.words.first().map(String::as_str).ok_or(USAGE)?;
    if command == "games" {
        for g in GameId::ALL {
            println!("{}", g.as_str());
        }
        return Ok(());
    }
    if command == "board" {
        return board_cmd(args);
    }
    let id = GameId::parse(args.words.get(1).ok_or(USAGE)?).map_err(|e| e.to_string())?;
    match command {
        "perft" => with_game!(id, G, E => perft_cmd::<G>(args)),
        "moves" => with_game!(id, G, E => moves_cmd::<G>(args)),
        "playout" => with_game!(id, G, E => playout_cmd::<G>(args)),
        "match" => with_game!(id, G, E => match_cmd::<G, E>(args)),
        _ => Err(USAGE.to_string()),
    }
}

fn main() -> ExitCode {
    let args = Args::parse(std::env::args().skip(1).collect());
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("rosette: {message}");
            ExitCode::from(2)
        }
    }
}
