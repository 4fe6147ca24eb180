//! `rosette match`: one AI against another, sides alternating.

use super::args::Args;
use super::{note, say, start_in_game, Outcome};
use rosette::ai::{self, Budget, Evaluator, Level, Strategy};
use rosette::engine::{Game, GameId, Rng, Turn};
use std::time::Instant;

/// Plays `--games` games of `--a` against `--b`; last line `a: <wins> b: <wins> draws: <n>`.
pub fn match_cmd<G: Game, E: Evaluator<G> + Default>(args: &Args) -> Outcome {
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
    let (start_state, start_earlier) =
        start_in_game::<G>(args, "match", &["a", "b", "games"], None)?;
    let evaluator = E::default();
    let n = start_state.num_players();
    let (mut a_wins, mut b_wins, mut draws) = (0.0, 0.0, 0u64);
    let mut rng = Rng::new(seed);
    let clock = Instant::now();
    for i in 0..games {
        // `a` sits in seat i mod n; `b` takes every other seat.
        let a_seat = (i as usize) % n;
        let mut game = start_state.clone();
        // The positions so far, for the repetition rule where the game may cycle.
        let mut earlier = start_earlier.clone();
        loop {
            let m = match game.turn() {
                Turn::Over => break,
                Turn::Chance => game.resolve_chance(&mut rng),
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
                    let seed = rng.next_u64();
                    ai::choose_move_in_game(&game, &earlier, strategy, &evaluator, seed, &budget)
                        .ok_or("the AI found no move")?
                        .best
                }
            };
            if G::MAY_CYCLE {
                earlier.push(game.clone());
            }
            game.play_unchecked(m);
        }
        let outcome = game.outcome().expect("the loop ends when the game is over");
        let side = if outcome.is_draw() {
            draws += 1;
            "draw"
        } else if outcome.winners.contains(&(a_seat as u8)) {
            a_wins += 1.0;
            "a"
        } else {
            b_wins += 1.0;
            "b"
        };
        note!(
            "game {}: {} ({side})",
            i + 1,
            outcome.reason.english_in::<G>()
        );
    }
    say!(
        "{} games of {} in {:.1} s: a = {a}, b = {b}",
        games,
        G::ID,
        clock.elapsed().as_secs_f64()
    );
    say!("a: {a_wins} b: {b_wins} draws: {draws}");
    Ok(())
}
