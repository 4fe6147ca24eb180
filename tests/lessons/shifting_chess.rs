//! ShiftingChess's lessons: the checker, and which sections of its rules are not rules.

use rosette::engine::GameId;

/// Sections that document the app, not the game's rules, with the reason.
const NOT_RULES: &[(&str, &str)] = &[
    (
        "Options",
        "the deck's seed and cards=off, settings of the CLI and saved games (a test switch), not rules of play",
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
fn every_section_is_taught() {
    super::assert_sections_taught(GameId::ShiftingChess, NOT_RULES);
}
