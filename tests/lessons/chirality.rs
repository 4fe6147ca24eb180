//! Chirality's lessons: the checker, and which sections of its rules are not rules.

use rosette::engine::chirality::Chirality;
use rosette::engine::{Game, GameId};
use rosette::learn::attempt::{Attempt, Verdict};
use rosette::learn::chirality::focus;

/// Sections that document the app, not the game's rules, with the reason.
const NOT_RULES: &[(&str, &str)] = &[
    ("The engine", "where the code and tests are"),
    ("Options", "the option names of the app's new-game dialog and CLI (the boards, Muster, Deep Moats and more players have lessons)"),
    ("Perft", "move-generator counts of the engine"),
    ("Random play", "statistics of random games"),
    ("AI evaluator", "how the app's AI judges a position"),
    ("Queries for a UI (`Chirality`)", "the engine's API for the board view"),
    ("AI levels", "how strong the app's AI levels are"),
    ("How the AI makes games end", "the AI's own play (subsection of AI levels)"),
    ("Measured strength", "AI ladder results (subsection of AI levels)"),
    ("More than two players", "the AI with more players (subsection of AI levels; the rule has the lesson three-players)"),
    ("How the levels came to be", "AI tuning history (subsection of AI levels)"),
    ("Legal boards", "what makes a custom board legal (the board editor); games use R1 and R2"),
    ("Choosing Gates for more players (rules §6)", "how the app seats players on Gates at the start; nothing a player chooses or plays"),
    ("For developers", "the board generator's code"),
];

#[test]
fn lessons_pass_the_checker() {
    super::assert_lessons_pass(GameId::Chirality);
}

#[test]
fn every_section_is_taught() {
    super::assert_sections_taught(GameId::Chirality, NOT_RULES);
}

/// Plays `text` in lesson `id` and returns the verdict.
fn try_move(id: &str, text: &str) -> Verdict {
    let mut attempt = Attempt::new(GameId::Chirality, id).expect("a lesson");
    let m = attempt.now().parse_move(text).expect("a legal move");
    attempt.try_move(m)
}

#[test]
fn a_wrong_move_says_what_it_captured_and_gives_the_hint() {
    let Verdict::Wrong(text) = try_move("thick-takes-thin", "A2-E3") else {
        panic!("A2-E3 accepted")
    };
    assert!(
        text.starts_with("That move captured nothing. Try again: a Thin piece falls"),
        "{text}"
    );
    // Another move making the same capture teaches the same thing.
    assert!(matches!(
        try_move("thick-takes-thin", "A2-A5"),
        Verdict::Done(_)
    ));
    let Verdict::Wrong(text) = try_move("garrison", "A13-A8") else {
        panic!("A13-A8 accepted")
    };
    assert!(
        text.contains("Your piece on A10 was captured in reply"),
        "{text}"
    );
}

#[test]
fn a_refused_move_leaves_the_lesson_as_it_was() {
    let mut attempt = Attempt::new(GameId::Chirality, "initiative").expect("a lesson");
    let before = attempt.now().clone();
    let wrong = before.parse_move("B2-B1").expect("legal");
    assert!(matches!(attempt.try_move(wrong), Verdict::Wrong(_)));
    assert_eq!(attempt.now(), &before);
    let right = before.parse_move("A5-A6").expect("legal");
    assert!(matches!(attempt.try_move(right), Verdict::Done(_)));
    assert_eq!(attempt.moves_left(), 0);
    assert!(matches!(attempt.try_move(right), Verdict::Wrong(_)));
    assert!(matches!(
        Attempt::new(GameId::Chirality, "no-such-lesson"),
        Err(e) if e.contains("no-such-lesson")
    ));
}

#[test]
fn a_lesson_board_frames_the_pieces_moves_and_captures() {
    let g = Chirality::from_position("r1 - A2/A6,C24 15/14 0/0 1 - -").expect("a position");
    let names: Vec<&str> = focus(&g)
        .into_iter()
        .map(|t| g.board().tile(t).name.as_str())
        .collect();
    for tile in ["A2", "A3", "A5", "A6", "E1"] {
        assert!(names.contains(&tile), "{tile} in {names:?}");
    }
    // Vermillion's far piece (kept so the game goes on) is not part of the lesson.
    assert!(!names.contains(&"C24"), "{names:?}");
}
