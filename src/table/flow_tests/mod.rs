//! The game flows of the play page, natively, through [`Table::apply`]: the AI's turn,
//! hints, new games and branches, other tabs and links.

mod ai;
mod games;
mod hint;

use super::*;
use crate::engine::{AnyMove, Turn};

thread_local! {
    static NOW: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) };
}

/// The tests' clock: a millisecond later at each reading.
fn clock() -> f64 {
    NOW.with(|now| {
        now.set(now.get() + 1.0);
        now.get()
    })
}

fn game(id: GameId, options: &str, seats: Vec<Seat>) -> History {
    let mut record = GameRecord::new(id, options, "t".into(), 0.0);
    record.seats = seats;
    History::from_record(record).unwrap()
}

/// Pyrga, a person against the AI at `level`.
fn vs(level: Level) -> History {
    game(GameId::Pyrga, "", vec![Seat::Human, Seat::Ai(level)])
}

/// Pyrga between two people.
fn people() -> History {
    game(GameId::Pyrga, "", vec![Seat::Human, Seat::Human])
}

/// A table for `h`, and the commands of its start.
fn table(h: History) -> (Table, Vec<Command>) {
    Table::start(h, 3, clock)
}

/// The AI question among `commands`.
fn ai_question(commands: &[Command]) -> Option<AiQuestion> {
    commands.iter().find_map(|c| match c {
        Command::AskAi(q) => Some(q.clone()),
        _ => None,
    })
}

/// The hint question among `commands`.
fn hint_question(commands: &[Command]) -> Option<AiQuestion> {
    commands.iter().find_map(|c| match c {
        Command::AskHint(q) => Some(q.clone()),
        _ => None,
    })
}

/// The notices among `commands`.
fn notices(commands: &[Command]) -> Vec<Notice> {
    commands
        .iter()
        .filter_map(|c| match c {
            Command::Notice(n) => Some(n.clone()),
            _ => None,
        })
        .collect()
}

/// The first legal move at the end of the game.
fn first_move(t: &Table) -> AnyMove {
    t.history().end().legal_moves()[0]
}

/// The first legal move at the end of the game, in notation (an answer of the worker).
fn first_text(t: &Table) -> String {
    t.history().end().move_notation(first_move(t))
}

/// A person's move, the first legal one.
fn person_moves(t: &mut Table) -> Vec<Command> {
    let m = first_move(t);
    t.apply(Event::PersonMoved(m))
}

/// Answers the pending AI question of `commands` with the first legal move.
fn ai_answers(t: &mut Table, commands: &[Command]) -> Vec<Command> {
    let q = ai_question(commands).expect("the AI was asked");
    let result = Ok(first_text(t));
    t.apply(Event::AiAnswered { job: q.job, result })
}

#[test]
fn a_game_against_the_ai_goes_move_by_move_with_sounds() {
    let (mut t, start) = table(vs(Level::Easy));
    assert_eq!(start, [], "the person moves first");
    let asked = person_moves(&mut t);
    assert!(asked.contains(&Command::Sound(Sound::Move)), "{asked:?}");
    let q = ai_question(&asked).expect("the AI's turn");
    assert_eq!((q.level, q.time_ms), (Level::Easy, 20_000.0));
    assert_eq!(&q.record, t.history().full_record());
    assert!(t.ai_thinking() && !t.person_may_move());
    let answered = ai_answers(&mut t, &asked);
    assert_eq!(answered, [Command::Sound(Sound::Move)]);
    assert_eq!(t.history().len(), 2);
    assert!(!t.ai_thinking() && t.person_may_move());
    // To the end: the last move chimes.
    let mut last = Vec::new();
    while t.history().end_turn() != Turn::Over {
        last = if t.ai_thinking() {
            let q = t.apply(Event::Pause);
            assert_eq!(q, [Command::StopAi]);
            let asked = t.apply(Event::Resume);
            ai_answers(&mut t, &asked)
        } else {
            person_moves(&mut t)
        };
    }
    assert!(last.contains(&Command::Sound(Sound::End)), "{last:?}");
}
