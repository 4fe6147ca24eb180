//! Chiron's lessons: the checker, and which sections of its rules are not rules.

use rosette::engine::chiron::{square_name, Chiron};
use rosette::engine::{AnyMove, Game, GameId};
use rosette::learn::attempt::{Attempt, Verdict};
use rosette::learn::Course;

/// Sections that document the app, not the game's rules, with the reason.
const NOT_RULES: &[(&str, &str)] = &[
    (
        "Counting moves (perft)",
        "how the app counts moves for testing; the choices it counts are taught under Promotion and The Phoenix",
    ),
    (
        "AI levels",
        "the strength and budgets of the app's computer opponents",
    ),
];

#[test]
fn lessons_pass_the_checker() {
    super::assert_lessons_pass(GameId::Chiron);
}

#[test]
fn every_clause_is_taught() {
    super::assert_clauses_taught(GameId::Chiron, NOT_RULES);
}

/// The feedback after a wrong move says what the move did: what it took (named with its
/// hand, or as your own), nothing, a drop and whose Phoenix it was, and a King left where
/// it can be taken.
#[test]
fn a_wrong_move_is_described() {
    let said = |id: &str, text: &str| {
        let lesson = Chiron::lessons().into_iter().find(|l| l.id == id).unwrap();
        let start = Chiron::from_position(lesson.position).unwrap();
        let m = start.parse_move(text).unwrap();
        start.happened(m, true).unwrap()
    };
    assert_eq!(
        said("take-the-king", "Mc5xa6"),
        "That took the left-handed Hummingbird on a6."
    );
    assert_eq!(said("notation", "Pd1-d2"), "That move captured nothing.");
    assert_eq!(said("ant", "Ac4xc5"), "That took your own Ant on c5.");
    assert_eq!(
        said("phoenix-drop", "P@a1"),
        "That dropped your Phoenix on a1. Now your King can be taken."
    );
    assert_eq!(
        said("drop-for-black", "Ke4-c6"),
        "That move captured nothing. Now your King can be taken."
    );
    assert_eq!(
        said("drop-for-black", "p@a8"),
        "That dropped your opponent's Phoenix on a8."
    );
}

/// The two-move lesson played as the app plays it: a wrong first move is refused with what
/// it did, the right one is answered by the Black King's only kind of move (a leap into
/// attack), and taking the King ends the lesson.
#[test]
fn the_king_is_forced_into_attack() {
    let mut attempt = Attempt::new(GameId::Chiron, "into-attack").unwrap();
    let play = |attempt: &mut Attempt, text: &str| {
        let m = attempt.now().parse_move(text).unwrap();
        attempt.try_move(m)
    };
    let Verdict::Wrong(why) = play(&mut attempt, "Cc2-b3") else {
        panic!("b3 leaves the Crab to the King");
    };
    assert!(
        why.starts_with("That move captured nothing. Try again: "),
        "{why}"
    );
    let Verdict::Continue(replies) = play(&mut attempt, "Cc2-a3") else {
        panic!("a3 covers the whole rank");
    };
    assert_eq!(replies.len(), 1);
    assert_eq!(
        attempt.going_on(),
        "Good. The opponent replied; 1 more move to go."
    );
    let AnyMove::Chiron(leap) = replies[0] else {
        panic!("a Chiron move");
    };
    let landing = square_name(leap.to());
    assert!(
        ["b3", "c3", "d3", "e3", "f3"].contains(&landing.as_str()),
        "{landing}"
    );
    let take = format!("Ca3x{landing}");
    assert!(
        matches!(play(&mut attempt, &take), Verdict::Done(_)),
        "{take}"
    );
    assert_eq!(attempt.moves_left(), 0);
}
