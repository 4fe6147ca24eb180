//! Pyrga's lessons: the checker, and which sections of its rules are not rules.

use rosette::engine::{GameId, Reason, TowerStage};
use rosette::learn::run::{Verdict, Wrong};
use rosette::learn::Happened;

/// Sections that document the app, not the game's rules, with the reason.
const NOT_RULES: &[(&str, &str)] = &[
    (
        "The rules in diagrams",
        "pictures of the rulebook's rules, whose clauses it lists",
    ),
    (
        "Rulings (these win where the rulebook is unclear)",
        "the rulebook's rules stated precisely; their clauses are listed with the rulebook",
    ),
    ("Numbers", "counts of moves and random games"),
    ("AI levels", "how strong the app's AI levels are"),
];

#[test]
fn lessons_pass_the_checker() {
    super::assert_lessons_pass(GameId::Pyrga);
}

#[test]
fn every_clause_is_taught() {
    super::assert_clauses_taught(GameId::Pyrga, NOT_RULES);
}

/// Plays `text` in lesson `id` and returns the verdict.
fn try_move(id: &str, text: &str) -> Verdict {
    super::played(GameId::Pyrga, id, &[text]).0
}

/// After a wrong move the page says where it sends Black (or which tower it completed for
/// whom), then the rule the move missed, without naming the answer.
#[test]
fn a_wrong_move_says_where_it_sends_the_opponent() {
    let missed = |did: Vec<Happened>| Verdict::Wrong(Wrong::Missed(did));
    let cells = |c: &[&str]| c.iter().map(|c| c.to_string()).collect();
    assert_eq!(
        try_move("cylinder-keeps", "Sb2"),
        missed(vec![Happened::SentTo {
            player: 1,
            cells: cells(&["a2", "b1", "b3", "c2"])
        }])
    );
    assert_eq!(
        try_move("complete-a-tower", "Cd2"),
        missed(vec![
            Happened::CompletedTower {
                cell: "d2".into(),
                owner: 1
            },
            Happened::AnyEmptyCell(1)
        ])
    );
    assert!(matches!(
        try_move("counting-towers", "Sb3"),
        Verdict::Wrong(Wrong::Missed(did)) if matches!(did[..], [Happened::SentTo { player: 1, .. }])
    ));
}

/// The tie-break lesson ends the game on the tie-break the lesson teaches.
#[test]
fn the_count_lesson_is_won_on_the_tie_break() {
    let (Verdict::Done, attempt) = super::played(GameId::Pyrga, "counting-towers", &["Cb3"]) else {
        panic!("Cb3 does not end the game in White's favour");
    };
    let reason = attempt.now().outcome().expect("over").reason;
    assert_eq!(
        reason,
        Reason::MoreTowers {
            winner: 0,
            decided: (TowerStage::HoldingTwo, [1, 0]),
            tied: vec![(TowerStage::Completed, [1, 1])],
        }
    );
    assert_eq!(
        reason.english(GameId::Pyrga),
        "tied on completed towers (1–1); White controls more towers holding two of their pieces (1–0)"
    );
}
