//! The AI's turn: when it is asked, when its answer is played, and when its search stops.

use super::*;

#[test]
fn no_move_is_taken_while_the_ai_thinks() {
    let (mut t, _) = table(vs(Level::Easy));
    let asked = person_moves(&mut t);
    assert!(t.ai_thinking());
    let before = t.history().clone();
    let m = t.history().end().legal_moves()[0];
    assert_eq!(t.apply(Event::PersonMoved(m)), [], "quietly ignored");
    assert_eq!(t.history(), &before);
    ai_answers(&mut t, &asked);
    assert_eq!(t.history().len(), 2);
}

#[test]
fn an_answer_to_another_job_is_ignored_and_the_right_one_played() {
    let (mut t, _) = table(vs(Level::Easy));
    let q = ai_question(&person_moves(&mut t)).unwrap();
    let result = Ok(first_text(&t));
    let stale = Event::AiAnswered {
        job: q.job + 1,
        result: result.clone(),
    };
    assert_eq!(t.apply(stale), []);
    assert_eq!((t.history().len(), t.ai_thinking()), (1, true));
    t.apply(Event::AiAnswered { job: q.job, result });
    assert_eq!((t.history().len(), t.ai_thinking()), (2, false));
    // A second answer to the same job comes too late.
    let late = Event::AiAnswered {
        job: q.job,
        result: Ok(first_text(&t)),
    };
    assert_eq!(t.apply(late), []);
    assert_eq!(t.history().len(), 2);
}

#[test]
fn viewing_an_earlier_move_stops_the_search_and_the_end_asks_again() {
    let (mut t, _) = table(vs(Level::Easy));
    let first = ai_question(&person_moves(&mut t)).unwrap();
    assert_eq!(t.apply(Event::ViewPly(0)), [Command::StopAi]);
    assert!(
        !t.ai_thinking() && t.person_may_move(),
        "a move there replaces the rest"
    );
    let answer = Event::AiAnswered {
        job: first.job,
        result: Ok(first_text(&t)),
    };
    assert_eq!(
        t.apply(answer.clone()),
        [],
        "the old search's answer is dropped"
    );
    let again = ai_question(&t.apply(Event::ViewPly(1))).expect("asked again");
    assert_ne!((again.job, again.seed), (first.job, first.seed));
    assert!(again.seed < 1 << 53, "exact as a JavaScript number");
    assert_eq!(t.apply(answer), [], "still the old job");
    assert_eq!(t.history().len(), 1);
}

#[test]
fn pause_stops_the_ai_and_resume_asks_it_again() {
    let (mut t, _) = table(vs(Level::Strongest));
    let q = ai_question(&person_moves(&mut t)).unwrap();
    assert_eq!(q.time_ms, think_time_ms(Level::Strongest));
    assert_eq!(t.apply(Event::Pause), [Command::StopAi]);
    assert!(t.paused() && !t.ai_thinking());
    assert_eq!(
        t.apply(Event::ViewPly(1)),
        [],
        "nothing is asked while paused"
    );
    let resumed = t.apply(Event::Resume);
    assert!(!t.paused());
    assert_eq!(ai_question(&resumed).unwrap().record, q.record);
}

#[test]
fn answers_that_do_not_fit_or_failures_leave_a_notice() {
    let (mut t, _) = table(vs(Level::Easy));
    let q = ai_question(&person_moves(&mut t)).unwrap();
    let before = t.history().clone();
    let out = t.apply(Event::AiAnswered {
        job: q.job,
        result: Ok("Zz9".into()),
    });
    assert_eq!(notices(&out)[0].said, Said::AiMoveStale, "{out:?}");
    // The AI is still to move, so it is asked again.
    let q = ai_question(&out).expect("asked again");
    let out = t.apply(Event::AiAnswered {
        job: q.job,
        result: Err(AiFailure::NoMove),
    });
    assert_eq!(notices(&out)[0].said, Said::AiFailed(AiFailure::NoMove));
    let out = t.apply(Event::AiFailed(AiFailure::Crashed));
    assert_eq!(notices(&out)[0].kind, NoticeKind::Error);
    assert_eq!(notices(&out)[0].said, Said::AiFailed(AiFailure::Crashed));
    assert_eq!(ai_question(&out), None, "not asked again at once");
    assert!(!t.ai_thinking() && !t.paused());
    assert_eq!(t.history(), &before);
    assert_eq!(t.apply(Event::ViewPly(1)), [], "nor for the same game");
    let asked = t.apply(Event::ViewPly(0));
    assert_eq!(ai_question(&asked), None, "an earlier move on view");
    let asked = t.apply(Event::ViewPly(1));
    assert!(
        ai_question(&asked).is_some(),
        "the game changed: asked again"
    );
}

#[test]
fn another_tabs_move_changes_the_question_and_a_rename_does_not() {
    let (mut t, _) = table(vs(Level::Easy));
    let q = ai_question(&person_moves(&mut t)).unwrap();
    let mut renamed = t.history().clone();
    renamed.set_name("Evening game".into());
    assert_eq!(
        t.apply(Event::ExternalChange(renamed)),
        [],
        "the search goes on"
    );
    // The other tab took the move back and played another.
    let mut other = t.history().clone();
    other.take_back();
    let m = other.end().legal_moves()[3];
    other.play(m, 2.0).unwrap();
    let out = t.apply(Event::ExternalChange(other.clone()));
    assert_eq!(out[0], Command::StopAi);
    let again = ai_question(&out).expect("asked about the other tab's game");
    assert_eq!(&again.record, other.full_record());
    let stale = Event::AiAnswered {
        job: q.job,
        result: Ok(first_text(&t)),
    };
    assert_eq!(t.apply(stale), []);
}

#[test]
fn undo_while_the_ai_thinks_stops_it_and_takes_back_to_the_person() {
    let (mut t, _) = table(vs(Level::Easy));
    person_moves(&mut t);
    assert_eq!(t.apply(Event::Undo), [Command::StopAi]);
    assert!(t.history().is_empty() && t.person_may_move());
    let redo = t.apply(Event::Redo);
    assert!(ai_question(&redo).is_some(), "the AI is to move again");
    assert!(
        !redo.iter().any(|c| matches!(c, Command::Sound(_))),
        "redo is silent"
    );
}

#[test]
fn the_ai_playing_every_seat_is_asked_after_each_answer() {
    let seats = vec![Seat::Ai(Level::Beginner), Seat::Ai(Level::Easy)];
    let (mut t, start) = table(game(GameId::Pyrga, "", seats));
    let mut asked = start;
    for ply in 0..4 {
        let q = ai_question(&asked).expect("the next AI is asked");
        assert_eq!(q.record.moves.len(), ply);
        asked = ai_answers(&mut t, &asked);
    }
}

#[test]
fn cards_are_drawn_at_once_but_not_while_an_earlier_move_is_on_view() {
    let (mut t, _) = table(game(GameId::ShiftingChess, "seed=5", vec![Seat::Human; 2]));
    while !t
        .history()
        .move_texts()
        .iter()
        .any(|m| m.starts_with("draw"))
    {
        person_moves(&mut t);
        assert_ne!(
            t.history().end_turn(),
            Turn::Chance,
            "drawn in the same step"
        );
    }
    // A chance turn at the end while an earlier move is on view waits for the end.
    let mut h = game(GameId::ShiftingChess, "seed=5", vec![Seat::Human; 2]);
    while h.end_turn() != Turn::Chance {
        let m = h.end().legal_moves()[0];
        h.play(m, 1.0).unwrap();
    }
    let len = h.len();
    h.go_to(len - 1);
    let (mut t, _) = table(h);
    assert_eq!(t.history().end_turn(), Turn::Chance, "not drawn yet");
    t.apply(Event::ViewPly(len));
    assert_ne!(t.history().end_turn(), Turn::Chance);
    assert!(t.history().move_texts()[len].starts_with("draw"));
}
