//! Every game's lessons, checked against the engine (the same checks as
//! `rosette lessons <game> --check`), and every rule clause of every rules document taught
//! by at least one lesson; a section listing no clause must be one each game's file lists
//! as not rules (it documents the app). One module per game: `cargo test --test lessons
//! pyrga::` runs one.

mod chirality;
mod chiron;
mod pyrga;
mod shifting_chess;

use rosette::ai::AiFailure;
use rosette::engine::{AnyMove, GameId, InAnyGame};
use rosette::i18n::Catalogue;
use rosette::learn::check::{check_game, coverage, sections_without_clauses};
use rosette::learn::play::{good_move, keeps_goal};
use rosette::learn::run::{verdict_after, LessonRun, Said, Verdict, Wrong};
use rosette::learn::Course;

/// Plays the learner's move `m` in lesson `id` of `game` as the app does: the page asks,
/// the worker answers from the question alone, the page takes the answer.
fn as_the_app(attempt: &mut LessonRun, game: GameId, id: &str, m: AnyMove) -> Verdict {
    let question = attempt.ask(m).expect("no move is being judged");
    assert!(
        attempt.judging() && attempt.ask(m).is_none(),
        "one question at a time"
    );
    let verdict = verdict_after(game, id, &question.before, &question.m);
    let verdict = attempt.answer(verdict);
    assert!(!attempt.judging());
    verdict
}

/// Plays the learner's `moves` (in notation) in lesson `id` of `game`, as the app does, and
/// returns the verdict on the last one (with the attempt, to look at the position).
fn played(game: GameId, id: &str, moves: &[&str]) -> (Verdict, LessonRun) {
    let mut attempt = LessonRun::new(game, id).expect("a lesson");
    let mut last = None;
    for text in moves {
        let m = attempt.now().parse_move(text).expect("a legal move");
        last = Some(as_the_app(&mut attempt, game, id, m));
    }
    (last.expect("a move"), attempt)
}

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

/// Prints each clause of `game`'s rules documents with the lessons that teach it, and fails
/// if a clause is taught by no lesson, a section lists no clause without being in
/// `not_rules` (with the reason it is no rule), or a section in `not_rules` lists clauses
/// or does not exist.
fn assert_clauses_taught(game: GameId, not_rules: &[(&str, &str)]) {
    let clauses = coverage(game).expect("the clauses read");
    assert!(!clauses.is_empty(), "{} lists no clause", game.as_str());
    let mut uncovered = Vec::new();
    for ((doc, section, clause), ids) in &clauses {
        let taught = if ids.is_empty() {
            uncovered.push(format!(
                "{doc} / {section}: {} ({})",
                clause.id, clause.text
            ));
            "UNTAUGHT".to_string()
        } else {
            ids.join(", ")
        };
        println!("{doc} / {section}: {} -> {taught}", clause.id);
    }
    let bare = sections_without_clauses(game).expect("the sections read");
    let mut unlisted = Vec::new();
    for (doc, section) in &bare {
        match not_rules.iter().find(|(s, _)| s == section) {
            Some((_, why)) => println!("{doc} / {section}: not rules: {why}"),
            None => unlisted.push(format!("{doc} / {section}")),
        }
    }
    for (listed, _) in not_rules {
        assert!(
            bare.iter().any(|(_, s)| s == listed),
            "'{listed}' is listed as not rules but is no section, or lists clauses"
        );
    }
    assert!(
        uncovered.is_empty(),
        "clauses no lesson teaches:\n{}",
        uncovered.join("\n")
    );
    assert!(
        unlisted.is_empty(),
        "sections listing no clause and not listed as not rules:\n{}",
        unlisted.join("\n")
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
    use rosette::learn::problem::LessonProblem;
    use rosette::learn::{Goal, Lesson, LessonText};
    let lesson = |id, position, goal, moves| Lesson::<Pyrga> {
        id,
        clauses: &["tower"],
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
        Lesson {
            clauses: &["tower", "no-such-clause"],
            ..lesson("unknown-clause", start, Goal::Moves(&["Sb2"]), 1)
        },
        Lesson {
            clauses: &[],
            ..lesson("no-clause", start, Goal::Moves(&["Sb2"]), 1)
        },
        lesson("quotes-notation", start, Goal::Moves(&["Sb2"]), 1),
        lesson("gives-it-away", start, Goal::Moves(&["Sb2"]), 1),
        lesson("empty-teach", start, Goal::Moves(&["Sb2"]), 1),
        lesson("no-words", start, Goal::Moves(&["Sb2"]), 1),
        lesson("fine", start, Goal::Moves(&["Sb2"]), 1),
        lesson("fine", start, Goal::Moves(&["Sb2"]), 1),
    ];
    // Every lesson's words, but for the three whose words are wrong and one without any.
    let mut words = String::new();
    for l in &lessons {
        let (teach, task, wrong) = match l.id {
            "quotes-notation" => ("t", "From w - - place a Square on b2.", "h"),
            "gives-it-away" => ("t", "p", "Play Sb2."),
            "empty-teach" => (" ", "p", "h"),
            "no-words" => continue,
            _ => ("t", "p", "h"),
        };
        let id = l.id.to_lowercase();
        words += &format!("{id}-title = t\n{id}-teach = {teach}\n{id}-task = {task}\n");
        words += &format!("{id}-why = w\n{id}-wrong = {wrong}\n");
    }
    let texts = Catalogue::parse(&words).0;
    let report = check_lessons(&lessons, &["tower".to_string()], &texts);
    let mut failed: Vec<&str> = report.problems.iter().map(|p| p.lesson.as_str()).collect();
    failed.dedup();
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
            "unknown-clause",
            "no-clause",
            "quotes-notation",
            "gives-it-away",
            "empty-teach",
            "no-words",
            "fine"
        ],
        "{:?}",
        report.problems
    );
    assert_eq!(report.checked, 15);
    let why = |id: &str| -> Vec<LessonProblem> {
        let found = report.problems.iter().filter(|p| p.lesson == id);
        found.map(|p| p.why.clone()).collect()
    };
    assert_eq!(why("no-win-in-one"), [LessonProblem::Unreachable(1)]);
    assert_eq!(why("no-moves"), [LessonProblem::NoMove]);
    assert_eq!(
        why("unknown-clause"),
        [LessonProblem::UnknownClause("no-such-clause")]
    );
    assert_eq!(
        why("gives-it-away"),
        [LessonProblem::GivesAnswerAway("Sb2".into())]
    );
    assert_eq!(
        why("empty-teach"),
        [LessonProblem::TextEmpty(LessonText::Teach)]
    );
    assert_eq!(why("fine"), [LessonProblem::IdRepeated]);
}

/// Plays every lesson of `G`: a move the checker refuses is refused with a reason and
/// changes nothing; good moves (and the replies), judged as the app has them judged, then
/// finish the lesson.
fn play_through<G: Course + InAnyGame>(game: GameId)
where
    AnyMove: From<G::Move>,
{
    for lesson in G::lessons() {
        let mut attempt = LessonRun::new(game, lesson.id).expect("a lesson");
        let start = G::from_position(lesson.position).expect("a position");
        let bad = start
            .legal_move_list()
            .into_iter()
            .find(|&m| !keeps_goal(&lesson, &start, &start, m, lesson.moves))
            .expect("a move that fails");
        let before = attempt.now().clone();
        assert!(
            matches!(
                attempt.try_move(bad.into()),
                Verdict::Wrong(Wrong::Missed(_))
            ),
            "{}: a bad move is refused as missing the goal",
            lesson.id
        );
        assert_eq!(attempt.now(), &before, "{}", lesson.id);
        assert!(
            matches!(attempt.said(), Some(Said::Wrong(_))),
            "{}",
            lesson.id
        );
        assert_eq!(
            attempt.history().len(),
            0,
            "{}: a refused move is not played",
            lesson.id
        );
        for _ in 0..lesson.moves {
            let now = G::from_any(attempt.now()).expect("this game").clone();
            let m = good_move(&lesson, &start, &now, attempt.moves_left()).expect("a good move");
            let plies = attempt.history().len();
            match as_the_app(&mut attempt, game, lesson.id, m.into()) {
                Verdict::Done => {
                    assert_eq!(attempt.said(), Some(&Said::Right));
                    assert_eq!(attempt.history().len(), plies + 1, "{}", lesson.id);
                    break;
                }
                Verdict::Continue(replies) => {
                    assert!(attempt.moves_left() > 0, "{}", lesson.id);
                    assert!(
                        matches!(attempt.said(), Some(Said::Going { .. })),
                        "{}",
                        lesson.id
                    );
                    // The board holds the move and every reply, in one copy of the game.
                    assert_eq!(
                        attempt.history().len(),
                        plies + 1 + replies.len(),
                        "{}",
                        lesson.id
                    );
                }
                Verdict::Wrong(w) => panic!("{}: a good move refused: {w:?}", lesson.id),
            }
        }
        assert_eq!(attempt.moves_left(), 0, "{}: not finished", lesson.id);
        assert!(attempt.solved(), "{}", lesson.id);
        assert!(
            matches!(attempt.try_move(bad.into()), Verdict::Wrong(Wrong::Over)),
            "{}: over",
            lesson.id
        );
        // Retry: back to the start, nothing said, every move to make again.
        attempt.retry();
        assert_eq!(
            (attempt.now(), attempt.history().len()),
            (&before, 0),
            "{}",
            lesson.id
        );
        assert_eq!(
            (attempt.said(), attempt.moves_left()),
            (None, lesson.moves),
            "{}",
            lesson.id
        );
    }
}

#[test]
fn every_lesson_plays_through_as_the_app_plays_it() {
    for game in GameId::ALL {
        rosette::with_game!(game, G, _E => play_through::<G>(game));
    }
}

#[test]
fn a_move_the_worker_could_not_judge_is_taken_back_and_said() {
    let lesson = rosette::learn::abouts(GameId::Pyrga)[0].id;
    let mut attempt = LessonRun::new(GameId::Pyrga, lesson).expect("a lesson");
    let before = attempt.now().clone();
    let m = attempt.now().legal_moves()[0];
    attempt.ask(m).expect("a question");
    attempt.unasked(AiFailure::Crashed);
    assert!(!attempt.judging(), "the board takes moves again");
    assert_eq!(
        attempt.said(),
        Some(&Said::Wrong(Wrong::Unjudged(AiFailure::Crashed)))
    );
    assert_eq!(attempt.now(), &before, "nothing was played");
    assert!(
        attempt.ask(m).is_some(),
        "the move may be asked about again"
    );
}
