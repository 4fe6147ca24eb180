//! Chiron's lessons: the checker, and which sections of its rules are not rules.

use rosette::engine::GameId;

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
fn every_section_is_taught() {
    super::assert_sections_taught(GameId::Chiron, NOT_RULES);
}
