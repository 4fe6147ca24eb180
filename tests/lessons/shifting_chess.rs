//! ShiftingChess's lessons: the checker, and which sections of its rules are not rules.

use rosette::engine::shifting_chess::ShiftingMove;
use rosette::engine::{AnyMove, GameId};
use rosette::learn::run::{LessonRun, Verdict};
use rosette::learn::{hidden, Hidden, Mover};

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

#[test]
fn wrong_moves_say_what_they_did() {
    let Verdict::Wrong(why) = verdict("gap-mate", &["f11f8"]) else {
        panic!("a stalemate is accepted as mate");
    };
    assert!(why.contains("draw: stalemate"), "{why}");
    let Verdict::Wrong(why) = verdict("rotate-card", &["rotate-N-cw"]) else {
        panic!("the wrong turn is accepted");
    };
    assert!(why.starts_with("That turned N clockwise."), "{why}");
    let Verdict::Wrong(why) = verdict("boulders", &["d3d5"]) else {
        panic!("a rook move is accepted");
    };
    assert!(why.starts_with("That move captured nothing."), "{why}");
    let Verdict::Wrong(why) = verdict("fifty-moves", &["c3c4"]) else {
        panic!("the hundredth quiet move is accepted");
    };
    assert!(why.contains("draw: fifty-move rule"), "{why}");
    let Verdict::Done(_) = verdict("fifty-moves", &["h3h7"]) else {
        panic!("a capture does not reset the count");
    };
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
    assert_eq!(
        attempt.going_on(),
        "Good. A card was drawn; 1 more move to go."
    );
    let Verdict::Done(_) = verdict("third-turn-slide", &["g9g10", "slide-A-e"]) else {
        panic!("sliding tile A away does not promote the pawn");
    };
    let Verdict::Wrong(why) = verdict("third-turn-slide", &["g9g10", "slide-B-e"]) else {
        panic!("a slide elsewhere is accepted");
    };
    assert!(why.starts_with("That slid B east"), "{why}");
}

#[test]
fn an_illegal_card_use_says_why_the_engine_refuses_it() {
    let mut attempt = LessonRun::new(GameId::ShiftingChess, "rotate-card").expect("lesson");
    let Verdict::Wrong(why) = attempt.try_move(AnyMove::from(ShiftingMove::Void(0))) else {
        panic!("voiding a tile is accepted while the card drawn is Rotate");
    };
    assert_eq!(
        why,
        "That move is not legal here: the card to apply is rotate."
    );
}

/// What a wrong move did is said only where it bears on the goal: a king left on the file
/// of the returning tile's rook hears that the tile came back and attacks it, and nothing
/// about captures (no good move captures there).
#[test]
fn a_wrong_move_says_only_what_bears_on_the_goal() {
    let Verdict::Wrong(why) = verdict("void-returns", &["g3g4"]) else {
        panic!("the king stays on the g-file and is accepted");
    };
    assert_eq!(
        why,
        "At the card draw the voided tile came back, and it attacks your king. When tile G returns, its rook attacks along the g-file, and nothing stands in its way. Try again."
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
    assert!(matches!(attempt.try_move(m), Verdict::Done(_)));
    assert!(hidden(attempt.now())
        .iter()
        .all(|h| !matches!(h, Hidden::QuietMoves(_))));
}
