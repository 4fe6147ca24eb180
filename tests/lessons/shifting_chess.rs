//! ShiftingChess's lessons: the checker, and which sections of its rules are not rules.

use rosette::engine::shifting_chess::{Applied, ApplyError, Card, ShiftingMove, SlideDir};
use rosette::engine::{AnyMove, GameId, MoveError};
use rosette::learn::run::{LessonRun, Said, Verdict, Wrong};
use rosette::learn::{hidden, Happened, Hidden, Mover};

/// Sections that document the app, not the game's rules, with the reason.
const NOT_RULES: &[(&str, &str)] = &[
    (
        "Positions",
        "how positions are written in links and saved games",
    ),
    (
        "Options",
        "the deck's seed and cards=off, settings of saved games and the command line, not rules of play",
    ),
    (
        "AI levels",
        "how strong each AI level is and how that was measured",
    ),
];

#[test]
fn lessons_pass_the_checker() {
    super::assert_lessons_pass(GameId::ShiftingChess);
}

#[test]
fn every_clause_is_taught() {
    super::assert_clauses_taught(GameId::ShiftingChess, NOT_RULES);
}

/// Plays `moves` (the learner's, in notation) in lesson `id` and returns the last verdict.
fn verdict(id: &str, moves: &[&str]) -> Verdict {
    super::played(GameId::ShiftingChess, id, moves).0
}

/// What a wrong move did, as the lesson page is told it.
fn did(id: &str, moves: &[&str]) -> Vec<Happened> {
    match verdict(id, moves) {
        Verdict::Wrong(Wrong::Missed(did)) => did,
        other => panic!("{id} {moves:?}: {other:?}"),
    }
}

#[test]
fn wrong_moves_say_what_they_did() {
    let ended = |reason: &Happened| match reason {
        Happened::Ended { reason, draw: true } => reason.english(GameId::ShiftingChess),
        _ => String::new(),
    };
    // A stalemate is not mate.
    let stalemate = did("gap-mate", &["f11f8"]);
    assert_eq!(ended(stalemate.last().unwrap()), "stalemate");
    let turned = Applied::Turned {
        tile: 'N',
        clockwise: true,
    };
    assert_eq!(
        did("rotate-card", &["rotate-N-cw"]),
        [Happened::Applied(turned)]
    );
    assert_eq!(did("boulders", &["d3d5"]), [Happened::CapturedNothing]);
    // The hundredth quiet move draws.
    let fifty = did("fifty-moves", &["c3c4"]);
    assert_eq!(ended(fifty.last().unwrap()), "fifty-move rule");
    assert_eq!(verdict("fifty-moves", &["h3h7"]), Verdict::Done);
}

#[test]
fn a_two_move_lesson_draws_the_top_card_between_the_moves() {
    let Verdict::Continue(replies) = verdict("third-turn-slide", &["g9g10"]) else {
        panic!("the pawn's step is refused");
    };
    assert_eq!(replies.len(), 1, "only the card draw is played in between");
    let mut attempt = LessonRun::new(GameId::ShiftingChess, "third-turn-slide").expect("lesson");
    let m = attempt.now().parse_move("g9g10").expect("move");
    attempt.try_move(m);
    let drawn = Said::Going {
        replied: false,
        left: 1,
    };
    assert_eq!(attempt.said(), Some(&drawn));
    assert_eq!(
        verdict("third-turn-slide", &["g9g10", "slide-A-e"]),
        Verdict::Done,
        "sliding tile A away promotes the pawn"
    );
    let slid = did("third-turn-slide", &["g9g10", "slide-B-e"]);
    assert!(
        matches!(
            &slid[0],
            Happened::Applied(Applied::Slid {
                tile: 'B',
                dir: SlideDir::East,
                ..
            })
        ),
        "{slid:?}"
    );
}

#[test]
fn an_illegal_card_use_says_why_the_engine_refuses_it() {
    let mut attempt = LessonRun::new(GameId::ShiftingChess, "rotate-card").expect("lesson");
    let refused = Wrong::Refused(MoveError::CardRefused(ApplyError::NotTheDrawnCard(
        Card::Rotate,
    )));
    assert_eq!(
        attempt.try_move(AnyMove::from(ShiftingMove::Void(0))),
        Verdict::Wrong(refused)
    );
}

/// What a wrong move did is said only where it bears on the goal: a king left on the file
/// of the returning tile's rook hears that the tile came back and attacks it, and nothing
/// about captures (no good move captures there).
#[test]
fn a_wrong_move_says_only_what_bears_on_the_goal() {
    assert_eq!(
        did("void-returns", &["g3g4"]),
        [Happened::VoidReturnsWithCheck]
    );
}

/// The lesson page shows what the board does not: which pawns, rooks and kings have moved,
/// and the count toward the fifty-move rule, from the position as it is now.
#[test]
fn what_the_board_does_not_show_is_listed() {
    let listed = |id: &str| {
        let attempt = LessonRun::new(GameId::ShiftingChess, id).expect("lesson");
        hidden(attempt.now())
    };
    assert_eq!(
        listed("double-step-anywhere"),
        [Hidden::Moved(vec![(0, Mover::Pawn, "h5".to_string())])]
    );
    let fifty = listed("fifty-moves");
    assert_eq!(fifty[0], Hidden::QuietMoves(99));
    // After the pawn move the count is back to 0 and no longer listed.
    let mut attempt = LessonRun::new(GameId::ShiftingChess, "fifty-moves").expect("lesson");
    let m = attempt.now().parse_move("e4e5").expect("move");
    assert_eq!(attempt.try_move(m), Verdict::Done);
    assert!(hidden(attempt.now())
        .iter()
        .all(|h| !matches!(h, Hidden::QuietMoves(_))));
}
