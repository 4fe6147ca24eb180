//! Chirality's lessons: the checker, and which sections of its rules are not rules.

use rosette::engine::GameId;

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
