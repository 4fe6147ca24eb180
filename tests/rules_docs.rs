//! The rules documents' diagrams, checked against the engine: every diagram's position and
//! moves are read by the engine. (The Chirality lessons that replaced the capture tutorial
//! are checked in tests/lessons/.)

use rosette::docs::diagram::{self, Place};
use rosette::docs::markdown::{blocks, inline, Block, Fence, Span};
use rosette::docs::{fences, rules_text};
use rosette::engine::GameId;

/// Each game's rules page has at least this many diagrams.
const MIN_DIAGRAMS: usize = 4;

#[test]
fn every_diagram_in_the_rules_documents_is_a_real_position() {
    let mut problems = Vec::new();
    for game in GameId::ALL {
        let all = diagram::diagrams_in(rules_text(game));
        if all.len() < MIN_DIAGRAMS {
            problems.push(format!(
                "{}: {} diagrams, want at least {MIN_DIAGRAMS}",
                game.as_str(),
                all.len()
            ));
        }
        for (i, d) in all.into_iter().enumerate() {
            let at = format!("{} diagram {}", game.as_str(), i + 1);
            match d {
                Err(e) => problems.push(format!("{at}: {e}")),
                Ok(d) if d.game.id() != game => problems.push(format!("{at} shows another game")),
                Ok(d) if d.caption.is_empty() => problems.push(format!("{at} has no caption")),
                Ok(_) => {}
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_fence_in_the_rules_documents_is_closed_cleanly() {
    for game in GameId::ALL {
        for f in fences(rules_text(game)) {
            assert!(
                !f.body.iter().any(|l| l.trim_start().starts_with("```")),
                "{}: a fence after ```{} is not closed on a line of its own",
                game.as_str(),
                f.info
            );
        }
    }
}

#[test]
fn a_bad_diagram_is_an_error_naming_the_problem() {
    let body = |lines: &[&str]| lines.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let e = diagram::parse("diagram pyrga nonsense", &body(&["x"])).unwrap_err();
    assert!(e.0.contains("position is not valid"), "{e}");
    let e = diagram::parse("diagram go start", &body(&["x"])).unwrap_err();
    assert!(e.0.contains("unknown game"), "{e}");
    let e = diagram::parse("diagram pyrga start", &body(&["x", "highlight: e5"])).unwrap_err();
    assert!(e.0.contains("'e5' is not a place"), "{e}");
    let e = diagram::parse("diagram chiron start", &body(&["x", "play: Ae2-e5"])).unwrap_err();
    assert!(e.0.contains("Ae2-e5 cannot be played"), "{e}");
    let e = diagram::parse("diagram chirality start", &body(&["x", "show: clouds"])).unwrap_err();
    assert!(e.0.contains("unknown overlay"), "{e}");
}

#[test]
fn diagram_marks_and_moves_are_read_by_the_engine() {
    let lines: Vec<String> = [
        "Two pieces.",
        "play: Sb2 Sb3",
        "highlight: b2 b3",
        "arrow: b2-b3",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let d = diagram::parse("diagram pyrga start", &lines).unwrap();
    assert_eq!(d.caption, "Two pieces.");
    assert_eq!(d.highlight, vec![Place::Square(5), Place::Square(9)]);
    assert_eq!(d.arrows, vec![(Place::Square(5), Place::Square(9))]);
    assert_eq!(
        d.game.to_position(),
        ".,.,.,./.,s,.,./.,S,.,./.,.,.,. w Sb3 q"
    );
    // The engine's moves: an empty square is a dot, an occupied one a ring.
    let lines = vec!["An Ant's step.".to_string(), "moves: d4".to_string()];
    let ants = "3kp3/8/8/3A4/3A4/8/8/3PK3 w - AAAAAACLCRMLMRHLHRaaaaaaaaclcrmlmrhlhr";
    let d = diagram::parse(&format!("diagram chiron {ants}"), &lines).unwrap();
    assert_eq!((d.targets, d.rings), (vec![], vec![Place::Square(35)]));
    // A Shifting Chess megatile is found by its letter where it stands now.
    let lines: Vec<String> = ["F moves.", "highlight: F"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let d = diagram::parse("diagram shifting-chess start", &lines).unwrap();
    assert_eq!(d.highlight, vec![Place::Slot(14)]);
}

#[test]
fn fences_are_found_with_their_info_and_body() {
    let f = fences("a\n```diagram pyrga start\nCaption\n```\ntext\n```\ncode\n```\n");
    assert_eq!(f.len(), 2);
    assert_eq!(f[0].info, "diagram pyrga start");
    assert_eq!(f[0].body, vec!["Caption"]);
    assert_eq!(f[1].info, "");
}

#[test]
fn markdown_blocks_are_read_as_the_rules_pages_show_them() {
    let text = "# Title\n\nSome *words*\nwrapped.\n\n- one\n  more\n- two\n\n1. first\n2. second\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n\n```diagram pyrga start\nCaption\n```\n### Deep";
    let text_blocks: Vec<Block> = blocks(text)
        .into_iter()
        .filter(|b| *b != Block::Paragraph(String::new()))
        .collect();
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert_eq!(
        text_blocks,
        vec![
            Block::Heading(1, "Title".into()),
            Block::Paragraph("Some *words* wrapped.".into()),
            Block::Bullets(s(&["one more", "two"])),
            Block::Numbered(s(&["first", "second"])),
            Block::Table(vec![s(&["a", "b"]), s(&["1", "2"])]),
            Block::Fence(Fence {
                info: "diagram pyrga start".into(),
                body: s(&["Caption"]),
            }),
            Block::Heading(3, "Deep".into()),
        ]
    );
}

/// Items of a list separated by blank lines stay one list, so a numbered list keeps its
/// numbers (the Pyrga rulebook's rules 1 to 4).
#[test]
fn a_loose_list_stays_one_list() {
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let read: Vec<Block> = blocks("1. one\n\n2. two\n\ntext\n\n3. three\n- a\n\n- b\n")
        .into_iter()
        .filter(|b| *b != Block::Paragraph(String::new()))
        .collect();
    assert_eq!(
        read,
        vec![
            Block::Numbered(s(&["one", "two"])),
            Block::Paragraph("text".into()),
            Block::Numbered(s(&["three"])),
            Block::Bullets(s(&["a", "b"])),
        ]
    );
}

#[test]
fn inline_markdown_nests_and_leaves_an_unclosed_marker_as_text() {
    let t = |x: &str| Span::Text(x.into());
    assert_eq!(
        inline("a **b *c* d** `x*` [Rosette ruling] e*"),
        vec![
            t("a "),
            Span::Bold(vec![t("b "), Span::Emphasis(vec![t("c")]), t(" d")]),
            t(" "),
            Span::Code("x*".into()),
            t(" "),
            Span::Badge("Rosette ruling", "badge-ruling"),
            t(" e"),
            t("*"),
        ]
    );
}

#[test]
fn every_table_in_the_rules_documents_has_rows_as_wide_as_its_header() {
    for game in GameId::ALL {
        for b in blocks(rules_text(game)) {
            if let Block::Table(rows) = b {
                for row in &rows[1..] {
                    assert_eq!(
                        row.len(),
                        rows[0].len(),
                        "{}: a row of the table headed {:?}",
                        game.as_str(),
                        rows[0]
                    );
                }
            }
        }
    }
}

/// The developer words found in `text`: test and panic talk, error type names (`…Error`,
/// `KingExposed`), code paths and Rust syntax, build and script commands.
fn developer_words(text: &str) -> Vec<String> {
    const WORDS: [&str; 7] = [
        "test",
        "tests",
        "panic",
        "panics",
        "cargo",
        "KingExposed",
        "fn",
    ];
    const MARKS: [&str; 6] = ["src/", ".rs", "::", "()", "scripts/", "node "];
    let mut found: Vec<String> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| {
            WORDS.iter().any(|x| w.eq_ignore_ascii_case(x))
                || (w.len() > 5 && w.ends_with("Error") && w.starts_with(char::is_uppercase))
        })
        .map(str::to_string)
        .collect();
    found.extend(
        MARKS
            .iter()
            .filter(|m| text.contains(*m))
            .map(|m| m.to_string()),
    );
    found
}

/// Rules pages speak to players: no document in `docs/rules/` names tests, panics, error
/// types, source files or functions (those notes live in `docs/chirality-engine.md`).
#[test]
fn rules_documents_speak_to_players() {
    let mut docs: Vec<(&str, &str)> = GameId::ALL
        .into_iter()
        .map(|g| (g.as_str(), rules_text(g)))
        .collect();
    docs.push((
        "chirality-board",
        include_str!("../docs/rules/chirality-board.md"),
    ));
    let mut problems = Vec::new();
    for (doc, text) in docs {
        for (n, line) in text.lines().enumerate() {
            let words = developer_words(line);
            if !words.is_empty() {
                problems.push(format!("{doc}.md:{}: {words:?}: {line}", n + 1));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The check finds what the Chirality page used to say.
    assert_eq!(
        developer_words(
            "`Chirality::from_position` returns a `SetupError`. It never panics (a test mangles positions)."
        ),
        ["SetupError", "panics", "test", "::"]
    );
    assert!(
        developer_words("Tests: `tests/chirality_rules/`, `src/engine/` in state.rs").len() >= 3
    );
    assert!(developer_words("A Thick piece falls to two attackers; the latest Gate.").is_empty());
}
