//! Chirality's lessons: the checker, and which sections of its rules are not rules.

use rosette::engine::chirality::board::TileKind;
use rosette::engine::chirality::Chirality;
use rosette::engine::{AnyGame, Game, GameId};
use rosette::learn::chirality::focus;
use rosette::learn::run::{LessonRun, Verdict, Wrong};
use rosette::learn::Happened;

/// Sections that document the app, not the game's rules, with the reason.
const NOT_RULES: &[(&str, &str)] = &[
    (
        "Position notation",
        "how positions are written in links and saved games",
    ),
    ("Counting moves", "how many games of a few moves there are"),
    (
        "How a turn is resolved (summary)",
        "the rules above in the order they apply; their clauses are listed there",
    ),
    (
        "Rulings made by Rosette",
        "rare cases the texts leave open, and resigning; the rules they settle are listed above",
    ),
    ("AI levels", "how strong the app's AI levels are"),
    (
        "How the AI makes games end",
        "the AI's own play (subsection of AI levels)",
    ),
    (
        "Measured strength",
        "AI ladder results (subsection of AI levels)",
    ),
    (
        "More than two players",
        "the AI with more players (subsection of AI levels; the rule has the lesson three-players)",
    ),
    (
        "How the levels came to be",
        "AI tuning history (subsection of AI levels)",
    ),
];

#[test]
fn lessons_pass_the_checker() {
    super::assert_lessons_pass(GameId::Chirality);
}

#[test]
fn every_clause_is_taught() {
    super::assert_clauses_taught(GameId::Chirality, NOT_RULES);
}

/// Plays `text` in lesson `id` and returns the verdict.
fn try_move(id: &str, text: &str) -> Verdict {
    super::played(GameId::Chirality, id, &[text]).0
}

/// After a wrong move the page says what it captured (and "nothing" only where a
/// capture is what the lesson asks for), what was captured in reply, then the rule.
#[test]
fn a_wrong_move_says_what_it_captured_then_the_rule() {
    assert_eq!(
        try_move("thick-takes-thin", "A2-E3"),
        Verdict::Wrong(Wrong::Missed(vec![Happened::CapturedNothing]))
    );
    // Another move making the same capture teaches the same thing.
    assert_eq!(try_move("thick-takes-thin", "A2-A5"), Verdict::Done);
    assert_eq!(
        try_move("garrison", "A13-A8"),
        Verdict::Wrong(Wrong::Missed(vec![Happened::LostInReply(vec![
            "A10".into()
        ])]))
    );
    // Where no capture is asked for, a step is not said to capture nothing.
    assert_eq!(
        try_move("remote-muster", "A10-A8"),
        Verdict::Wrong(Wrong::Missed(vec![]))
    );
}

/// What the texts say about the board is what the engine's board holds.
#[test]
fn the_lessons_describe_the_board_as_it_is() {
    let g = Chirality::from_position("r1 - A2/C24 15/15 0/0 1 - -").expect("a position");
    let b = g.board();
    let tile = |n: &str| b.tile_by_name(n).expect("a tile");
    let names = |tiles: Vec<usize>| {
        let mut out: Vec<&str> = tiles.into_iter().map(|t| b.tile(t).name.as_str()).collect();
        out.sort_unstable();
        out
    };
    let a2 = b.tile(tile("A2"));
    assert_eq!(
        names(g.destinations(tile("A2"))).len(),
        7,
        "seven tiles from A2"
    );
    let corner_only: Vec<usize> = g
        .destinations(tile("A2"))
        .into_iter()
        .filter(|t| !a2.edge_neighbours.contains(t))
        .collect();
    assert_eq!(names(corner_only), ["A4", "A5", "E3"]);
    for (thin, thick) in [("B2", "A3"), ("A7", "A3")] {
        let t = b.tile(tile(thin));
        assert!(
            t.vertex_neighbours.contains(&tile(thick)) && !t.edge_neighbours.contains(&tile(thick)),
            "{thin} touches {thick} at a corner"
        );
    }
    let a3 = b.tile(tile("A3"));
    let thin: Vec<usize> = a3
        .edge_neighbours
        .iter()
        .copied()
        .filter(|&t| b.tile(t).kind == TileKind::Thin)
        .collect();
    assert_eq!(names(thin), ["A2", "A6"], "A3's Thin neighbours");
}

/// A player is out when it can neither move nor Muster, reserve or not: the lessons that
/// say so end that way in the engine.
#[test]
fn a_player_without_a_move_is_out_whatever_its_reserve() {
    let played = |id: &str, text: &str| {
        let (verdict, attempt) = super::played(GameId::Chirality, id, &[text]);
        assert_eq!(verdict, Verdict::Done, "{id} {text}");
        attempt.now().clone()
    };
    let won = played("no-move-is-out", "A2-A3");
    let outcome = won.outcome().expect("the game is over");
    assert_eq!(outcome.winners, [0]);
    let AnyGame::Chirality(g) = won else {
        panic!("a Chirality game")
    };
    assert_eq!(g.reserve(1), 14, "Vermillion is out with its reserve");
    let three = played("three-players", "A5-A6");
    let AnyGame::Chirality(g) = three else {
        panic!("a Chirality game")
    };
    assert!(g.is_eliminated(1), "Vermillion is out at its turn");
    assert_eq!(g.reserve(1), 15);
}

#[test]
fn a_refused_move_leaves_the_lesson_as_it_was() {
    let mut attempt = LessonRun::new(GameId::Chirality, "initiative").expect("a lesson");
    let before = attempt.now().clone();
    let wrong = before.parse_move("B2-B1").expect("legal");
    assert!(matches!(
        attempt.try_move(wrong),
        Verdict::Wrong(Wrong::Missed(_))
    ));
    assert_eq!(attempt.now(), &before);
    let right = before.parse_move("A5-A6").expect("legal");
    assert_eq!(attempt.try_move(right), Verdict::Done);
    assert_eq!(attempt.moves_left(), 0);
    assert_eq!(attempt.try_move(right), Verdict::Wrong(Wrong::Over));
    assert_eq!(
        LessonRun::new(GameId::Chirality, "no-such-lesson").err(),
        Some(rosette::learn::run::Unplayable::NoSuchLesson)
    );
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
