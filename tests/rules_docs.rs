//! The rules documents' diagrams and the Chirality capture tutorial, checked against the
//! engine: every diagram's position and moves are read by the engine, and every tutorial
//! step's taught move is legal and captures exactly what the step says.

use rosette::docs::diagram::{self, Place};
use rosette::docs::markdown::{blocks, inline, Block, Fence, Span};
use rosette::docs::tutorial::{Feedback, STEPS};
use rosette::docs::{fences, rules_text};
use rosette::engine::chirality::parse_move_text;
use rosette::engine::{Game, GameId};

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

#[test]
fn every_tutorial_step_teaches_the_capture_it_names() {
    for step in STEPS {
        let g = step
            .start()
            .unwrap_or_else(|e| panic!("{}: {e}", step.title));
        let board = g.board();
        let m = parse_move_text(board, step.answer)
            .unwrap_or_else(|| panic!("{}: cannot read {}", step.title, step.answer));
        assert!(
            g.is_legal(m),
            "{}: {} is not legal",
            step.title,
            step.answer
        );
        let report = g.explain_turn(m);
        let mut taken: Vec<String> = report
            .active
            .iter()
            .map(|e| board.tile(e.tile).name.clone())
            .collect();
        taken.sort();
        assert_eq!(taken, step.taken, "{}: captures", step.title);
        assert!(
            report.response.is_empty(),
            "{}: Blue loses a piece in reply",
            step.title
        );
        assert!(
            matches!(step.feedback(&g, m), Feedback::Right(_)),
            "{}",
            step.title
        );
        // Some other move is answered with "Try again".
        let wrong = g
            .legal_move_list()
            .into_iter()
            .find_map(|o| match step.feedback(&g, o) {
                Feedback::Wrong(text) => Some(text),
                Feedback::Right(_) => None,
            })
            .unwrap_or_else(|| panic!("{}: every move is right", step.title));
        assert!(wrong.contains("Try again"), "{wrong}");
    }
}

#[test]
fn the_feedback_says_how_many_pieces_fell_and_why() {
    let step = STEPS[0];
    let g = step.start().unwrap();
    let m = parse_move_text(g.board(), step.answer).unwrap();
    let Feedback::Right(text) = step.feedback(&g, m) else {
        panic!("not right")
    };
    assert!(text.starts_with("That captured 1 piece because"), "{text}");
    // A5 is also a Thick tile sharing an edge with A6: the same capture, also right.
    let also = parse_move_text(g.board(), "A2-A5").unwrap();
    assert!(g.is_legal(also));
    assert!(matches!(step.feedback(&g, also), Feedback::Right(_)));
    // The browser test's wrong try: A2 to E3 captures nothing.
    let wrong = parse_move_text(g.board(), "A2-E3").unwrap();
    assert!(g.is_legal(wrong));
    let Feedback::Wrong(text) = step.feedback(&g, wrong) else {
        panic!("praised")
    };
    assert!(
        text.starts_with("That move captured nothing. Try again: "),
        "{text}"
    );
}

#[test]
fn the_garrison_step_loses_the_piece_without_the_garrison() {
    // Any other move leaves A10 to Vermillion's two Thin attackers.
    let step = STEPS[4];
    let g = step.start().unwrap();
    let m = parse_move_text(g.board(), "A13-A8").unwrap();
    assert!(g.is_legal(m));
    let Feedback::Wrong(text) = step.feedback(&g, m) else {
        panic!("praised")
    };
    assert!(
        text.contains("Vermillion captured your piece on A10"),
        "{text}"
    );
}

#[test]
fn every_tutorial_step_frames_its_pieces_answer_and_captures() {
    for step in STEPS {
        let g = step.start().expect("a good step");
        let board = g.board();
        let area = step.area();
        let names: Vec<&str> = area.iter().map(|&t| board.tile(t).name.as_str()).collect();
        for tile in step.answer.split('-').chain(step.taken.iter().copied()) {
            assert!(names.contains(&tile), "{}: {tile} in {names:?}", step.title);
        }
        for &t in &area {
            let blue = g.piece_at(t as _) == Some(0);
            let named = step.answer.split('-').chain(step.taken.iter().copied());
            assert!(
                blue || named.clone().any(|n| n == board.tile(t).name),
                "{}: {}",
                step.title,
                board.tile(t).name
            );
        }
        // Vermillion's far piece (kept so the game goes on) is not part of the lesson.
        assert!(!names.contains(&"C24"), "{}: {names:?}", step.title);
    }
}
