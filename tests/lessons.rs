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

use rosette::engine::{AnyMove, GameId, InAnyGame};
use rosette::learn::attempt::{Attempt, Verdict};
use rosette::learn::check::{check_game, coverage};
use rosette::learn::play::{good_move, keeps_goal};
use rosette::learn::Course;

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

/// `rosette lessons <game> --check` prints the count last and exits 0 when every lesson
/// passes; a missing `--check` or an unknown game is refused with status 2.
#[test]
fn cli_checks_a_games_lessons() {
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_rosette"))
            .args(args)
            .output()
            .expect("the rosette binary runs")
    };
    for game in [GameId::Pyrga, GameId::Chirality] {
        let out = run(&["lessons", game.as_str(), "--check"]);
        let text = String::from_utf8_lossy(&out.stdout);
        let want = format!("lessons: {} checked, 0 failed", check_game(game).checked);
        assert_eq!(text.lines().last(), Some(want.as_str()), "{text}");
        assert!(out.status.success());
    }
    for bad in [&["lessons", "pyrga"][..], &["lessons", "go", "--check"]] {
        let out = run(bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert!(!out.stderr.is_empty());
    }
}

/// The checker finds each kind of broken lesson.
#[test]
fn the_checker_refuses_broken_lessons() {
    use rosette::engine::pyrga::Pyrga;
    use rosette::learn::check::check_lessons;
    use rosette::learn::{Goal, Lesson};
    let lesson = |id, position, goal, moves| Lesson::<Pyrga> {
        id,
        title: "t",
        prompt: "p",
        why: "w",
        hint: "h",
        sections: &["Components"],
        position,
        goal,
        moves,
    };
    let start = ".,.,.,./.,.,.,./.,.,.,./.,.,.,. w - -";
    let lessons = [
        lesson("Bad_Id", start, Goal::Moves(&["Sb2"]), 1),
        lesson("no-such-move", start, Goal::Moves(&["Sz9"]), 1),
        lesson("unreadable", "nonsense", Goal::Win, 1),
        lesson("no-win-in-one", start, Goal::Win, 1),
        lesson(
            "anything-goes",
            start,
            Goal::Reach(|_, n| n.last_move().is_some()),
            1,
        ),
        lesson("already-met", start, Goal::Reach(|_, _| true), 1),
        lesson("no-moves", start, Goal::Moves(&["Sb2"]), 0),
        lesson("fine", start, Goal::Moves(&["Sb2"]), 1),
        lesson("fine", start, Goal::Moves(&["Sb2"]), 1),
    ];
    let report = check_lessons(&lessons, &["Components".to_string()]);
    let failed: Vec<&str> = report.problems.iter().map(|p| p.lesson.as_str()).collect();
    assert_eq!(
        failed,
        [
            "Bad_Id",
            "no-such-move",
            "unreadable",
            "no-win-in-one",
            "anything-goes",
            "already-met",
            "no-moves",
            "fine"
        ],
        "{:?}",
        report.problems
    );
    assert_eq!(report.checked, 9);
}

/// Plays every lesson of `G` as the app does: a move the checker refuses is refused with a
/// reason and changes nothing; good moves (and the replies) then finish the lesson.
fn play_through<G: Course + InAnyGame>(game: GameId)
where
    AnyMove: From<G::Move>,
{
    for lesson in G::lessons() {
        let mut attempt = Attempt::new(game, lesson.id).expect("a lesson");
        let start = G::from_position(lesson.position).expect("a position");
        let bad = start
            .legal_move_list()
            .into_iter()
            .find(|&m| !keeps_goal(&lesson, &start, &start, m, lesson.moves))
            .expect("a move that fails");
        let before = attempt.now().clone();
        assert!(
            matches!(attempt.try_move(bad.into()), Verdict::Wrong(w) if w.contains(lesson.hint)),
            "{}: a bad move is refused with the hint",
            lesson.id
        );
        assert_eq!(attempt.now(), &before, "{}", lesson.id);
        for _ in 0..lesson.moves {
            let now = G::from_any(attempt.now()).expect("this game").clone();
            let m = good_move(&lesson, &start, &now, attempt.moves_left()).expect("a good move");
            match attempt.try_move(m.into()) {
                Verdict::Done(why) => {
                    assert_eq!(why, lesson.why);
                    break;
                }
                Verdict::Continue(_) => assert!(attempt.moves_left() > 0, "{}", lesson.id),
                Verdict::Wrong(w) => panic!("{}: a good move refused: {w}", lesson.id),
            }
        }
        assert_eq!(attempt.moves_left(), 0, "{}: not finished", lesson.id);
    }
}

#[test]
fn every_lesson_plays_through_as_the_app_plays_it() {
    for game in GameId::ALL {
        rosette::with_course!(game, G => play_through::<G>(game));
    }
}
