//! Chiron's lessons: the checker, and which sections of its rules are not rules.

use rosette::engine::chiron::{square_name, Chiron, Form, Hand, Piece, PieceType};
use rosette::engine::{AnyMove, Game, GameId};
use rosette::learn::run::{LessonRun, Said, Verdict, Wrong};
use rosette::learn::{Course, Happened};

/// Sections that document the app, not the game's rules, with the reason.
const NOT_RULES: &[(&str, &str)] = &[
    (
        "What is reconstructed, and why [Reconstruction]",
        "which parts of the rules are Rosette's reconstruction; the rules themselves follow",
    ),
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

/// The feedback after a wrong move says what the move did: what it took (with its hand, or
/// as your own), nothing, a drop and whose Phoenix it was, and a King left where it can be
/// taken.
#[test]
fn a_wrong_move_is_described() {
    let said = |id: &str, text: &str| {
        let lesson = Chiron::lessons().into_iter().find(|l| l.id == id).unwrap();
        let start = Chiron::from_position(lesson.position).unwrap();
        let m = start.parse_move(text).unwrap();
        start.happened(m, true)
    };
    let took = |own: bool, owner: u8, kind: PieceType, square: &str| Happened::Took {
        own,
        piece: Piece::new(owner, kind, Hand::Left, Form::Normal),
        square: square.into(),
    };
    let hummingbird = took(false, 1, PieceType::Hummingbird, "a6");
    assert_eq!(said("take-the-king", "Mc5xa6"), [hummingbird]);
    assert_eq!(said("notation", "Pd1-d2"), [Happened::CapturedNothing]);
    assert_eq!(said("ant", "Ac4xc5"), [took(true, 0, PieceType::Ant, "c5")]);
    let dropped = |own: bool, square: &str| Happened::DroppedPhoenix {
        own,
        square: square.into(),
    };
    assert_eq!(
        said("phoenix-drop", "P@a1"),
        [dropped(true, "a1"), Happened::KingExposed]
    );
    assert_eq!(
        said("drop-for-black", "Ke4-c6"),
        [Happened::CapturedNothing, Happened::KingExposed]
    );
    assert_eq!(said("drop-for-black", "p@a8"), [dropped(false, "a8")]);
}

/// The two-move lesson played as the app plays it: a wrong first move is refused with what
/// it did, the right one is answered by the Black King's only kind of move (a leap into
/// attack), and taking the King ends the lesson.
#[test]
fn the_king_is_forced_into_attack() {
    let mut attempt = LessonRun::new(GameId::Chiron, "into-attack").unwrap();
    let play = |attempt: &mut LessonRun, text: &str| {
        let m = attempt.now().parse_move(text).unwrap();
        attempt.try_move(m)
    };
    assert_eq!(
        play(&mut attempt, "Cc2-b3"),
        Verdict::Wrong(Wrong::Missed(vec![])),
        "b3 leaves the Crab to the King"
    );
    let Verdict::Continue(replies) = play(&mut attempt, "Cc2-a3") else {
        panic!("a3 covers the whole rank");
    };
    assert_eq!(replies.len(), 1);
    let going = Said::Going {
        replied: true,
        left: 1,
    };
    assert_eq!(attempt.said(), Some(&going));
    let Some(AnyMove::Chiron(leap)) = attempt.history().last_move() else {
        panic!("a Chiron move");
    };
    assert_eq!(attempt.history().move_texts().last(), Some(&replies[0]));
    let landing = square_name(leap.to());
    assert!(
        ["b3", "c3", "d3", "e3", "f3"].contains(&landing.as_str()),
        "{landing}"
    );
    let take = format!("Ca3x{landing}");
    assert_eq!(play(&mut attempt, &take), Verdict::Done, "{take}");
    assert_eq!(attempt.moves_left(), 0);
}

/// The leaps and the flipped pieces' moves the new lessons teach are the engine's: the
/// capture-only leap takes the distractor and is refused with what it took; the flipped
/// Phoenix cannot take behind it, the flipped Ant not in front.
#[test]
fn leaps_and_flipped_pieces_move_as_taught() {
    let verdict = |id: &str, text: &str| super::played(GameId::Chiron, id, &[text]).0;
    // Refused, saying first that it took a Black Ant there.
    let took_ant = |id: &str, text: &str, square: &str| match verdict(id, text) {
        Verdict::Wrong(Wrong::Missed(did)) => matches!(&did[0],
            Happened::Took { own: false, piece, square: s }
                if piece.kind() == PieceType::Ant && s == square),
        _ => false,
    };
    assert_eq!(verdict("crab-leaps", "Cd4xg3"), Verdict::Done);
    assert!(took_ant("crab-leaps", "Cd4xa3", "a3"));
    assert_eq!(verdict("moth-leaps", "Md4xf3"), Verdict::Done);
    assert!(took_ant("moth-leaps", "Md4xb5", "b5"));
    assert_eq!(verdict("flipped-phoenix", "Pd4xh7"), Verdict::Done);
    assert_eq!(verdict("flipped-ant", "Ad5xd4"), Verdict::Done);
    for (id, square) in [("flipped-phoenix", "h2"), ("flipped-ant", "d6")] {
        let lesson = Chiron::lessons().into_iter().find(|l| l.id == id).unwrap();
        let start = Chiron::from_position(lesson.position).unwrap();
        assert!(
            start
                .legal_move_list()
                .into_iter()
                .all(|m| square_name(m.to()) != square || !start.is_capture(m)),
            "{id}: nothing takes on {square}"
        );
    }
}
