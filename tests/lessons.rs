//! Every game's lessons, checked against the engine (the same checks as
//! `rosette lessons <game> --check`), and every section of every rules document taught by
//! at least one lesson, but for the sections each game's file lists as not rules (they
//! document the app). One module per game: `cargo test --test lessons pyrga::` runs one.

#[path = "lessons/chirality.rs"]
mod chirality;
#[path = "lessons/chiron.rs"]
mod chiron;
#[path = "lessons/pyrga.rs"]
mod pyrga;
#[path = "lessons/shifting_chess.rs"]
mod shifting_chess;

use rosette::engine::GameId;
use rosette::learn::check::{check_game, coverage};

/// Fails with every problem the checker finds in `game`'s lessons.
fn assert_lessons_pass(game: GameId) {
    let report = check_game(game);
    let problems: Vec<String> = report
        .problems
        .iter()
        .map(|p| format!("{}: {}", p.lesson, p.why))
        .collect();
    assert!(report.checked > 0, "{} has no lessons", game.as_str());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Prints each section of `game`'s rules documents with the lessons that teach it (or why
/// it is not a rule: `not_rules` lists such sections with a reason) and fails if a section
/// is neither taught nor listed, or a listed section does not exist.
fn assert_sections_taught(game: GameId, not_rules: &[(&str, &str)]) {
    let sections = coverage(game);
    let mut uncovered = Vec::new();
    for (doc, section, ids) in &sections {
        let exempt = not_rules.iter().find(|(s, _)| s == section);
        let taught = match (exempt, ids.is_empty()) {
            (Some((_, why)), _) => format!("not a rule: {why}"),
            (None, true) => {
                uncovered.push(format!("{doc}: {section}"));
                "UNCOVERED".into()
            }
            (None, false) => ids.join(", "),
        };
        println!("{doc}: {section} -> {taught}");
    }
    for (listed, _) in not_rules {
        assert!(
            sections.iter().any(|(_, s, _)| s == listed),
            "'{listed}' is listed as not a rule but is no heading"
        );
    }
    assert!(
        uncovered.is_empty(),
        "sections no lesson teaches:\n{}",
        uncovered.join("\n")
    );
}
