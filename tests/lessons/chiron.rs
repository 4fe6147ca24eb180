//! Chiron's lessons: the checker, and which sections of its rules are not rules.

use rosette::engine::GameId;

/// Sections that document the app, not the game's rules, with the reason.
const NOT_RULES: &[(&str, &str)] = &[];

#[test]
fn lessons_pass_the_checker() {
    super::assert_lessons_pass(GameId::Chiron);
}

#[test]
fn every_section_is_taught() {
    super::assert_sections_taught(GameId::Chiron, NOT_RULES);
}
