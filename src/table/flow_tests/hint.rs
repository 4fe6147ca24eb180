//! Hints: when one may be asked, what the worker is asked, and which answers are shown.

use super::*;

/// Asks for a hint and answers it with the first legal move; the commands of the answer.
fn hint_answered(t: &mut Table) -> Vec<Command> {
    let q = hint_question(&t.apply(Event::HintAsked)).expect("a hint may be asked");
    let result = Ok(t
        .history()
        .current()
        .move_notation(t.history().current().legal_moves()[0]));
    t.apply(Event::HintAnswered { job: q.job, result })
}

#[test]
fn hints_are_asked_at_the_level_of_the_ai_the_person_faces() {
    assert_eq!(hint_level(&vs(Level::Easy)), Level::Easy);
    assert_eq!(hint_level(&vs(Level::Strongest)), Level::Strongest);
    assert_eq!(hint_level(&people()), Level::Medium);
    let unseated = game(GameId::Pyrga, "", Vec::new());
    assert_eq!(hint_level(&unseated), Level::Medium);
    let three = vec![Seat::Ai(Level::Hard), Seat::Human, Seat::Ai(Level::Easy)];
    let h = game(GameId::Chirality, "board=r1,setup=b,players=3", three);
    assert_eq!(hint_level(&h), Level::Hard, "the strongest AI seat");
}

#[test]
fn a_hint_question_is_the_position_on_view_at_the_hint_level() {
    let (mut t, _) = table(vs(Level::Hard));
    let q = hint_question(&t.apply(Event::HintAsked)).unwrap();
    assert_eq!(
        (&q.record, q.level),
        (t.history().full_record(), Level::Hard)
    );
    assert_eq!(q.time_ms, think_time_ms(Level::Hard));
    assert!(t.hint().is_asking() && !t.may_ask_hint());
    assert_eq!(t.apply(Event::HintAsked), [], "not twice at once");
    // An earlier position on view: the question stops there, with its own job and seed.
    let (mut t, _) = table(people());
    for _ in 0..4 {
        person_moves(&mut t);
    }
    let q = hint_question(&t.apply(Event::HintAsked)).unwrap();
    assert_eq!(t.apply(Event::ViewPly(2)), [Command::StopHint]);
    let again = hint_question(&t.apply(Event::HintAsked)).unwrap();
    assert_eq!(again.record.moves, t.history().move_texts()[..2]);
    assert_ne!((again.job, again.seed), (q.job, q.seed));
}

#[test]
fn no_hint_for_the_ai_or_while_it_thinks_or_at_the_end() {
    let (mut t, _) = table(vs(Level::Easy));
    assert!(t.may_ask_hint());
    person_moves(&mut t);
    assert!(!t.may_ask_hint(), "the AI's turn, while it thinks");
    assert_eq!(t.apply(Event::HintAsked), []);
    assert_eq!(t.hint(), &Hint::None);
    // A resignation ends a hint shown, and no hint comes after it.
    let (mut t, _) = table(people());
    hint_answered(&mut t);
    assert!(t.hint().suggestion().is_some());
    t.apply(Event::Resign);
    assert_eq!(t.hint(), &Hint::None);
    assert!(!t.may_ask_hint());
    // A chance turn is not a person's (a card is drawn at once at the table).
    let mut chess = game(GameId::ShiftingChess, "seed=5", vec![Seat::Human; 2]);
    while chess.end().turn() != Turn::Chance {
        let m = chess.end().legal_moves()[0];
        chess.play(m, 1.0).unwrap();
    }
    assert!(!may_ask_hint(&chess, false));
}

#[test]
fn an_answer_is_shown_and_counted_and_nothing_is_played() {
    let (mut t, _) = table(vs(Level::Easy));
    let q = hint_question(&t.apply(Event::HintAsked)).unwrap();
    let before = t.history().clone();
    let m = before.current().legal_moves()[5];
    let result = Ok(before.current().move_notation(m));
    assert_eq!(t.apply(Event::HintAnswered { job: q.job, result }), []);
    assert_eq!(t.hint().suggestion(), Some(m));
    assert_eq!(
        t.hint().words(),
        Some(before.current().move_display(m).as_str())
    );
    assert_eq!(
        t.history().move_texts(),
        before.move_texts(),
        "nothing played"
    );
    let record = t.history().full_record();
    assert_eq!(record.hints, 1);
    assert!(
        record.updated > before.full_record().updated,
        "a change to save"
    );
    // A second hint in the same position counts again; the count is saved.
    hint_answered(&mut t);
    let back = GameRecord::from_json(&t.history().full_record().to_json()).unwrap();
    assert_eq!(back.hints, 2);
}

#[test]
fn a_hint_is_forgotten_when_the_position_on_view_changes() {
    let (mut t, _) = table(people());
    hint_answered(&mut t);
    assert_eq!(
        person_moves(&mut t).len(),
        1,
        "a move sound, nothing to stop"
    );
    assert_eq!(t.hint(), &Hint::None, "a move played");
    hint_answered(&mut t);
    t.apply(Event::Undo);
    assert_eq!(t.hint(), &Hint::None, "a move taken back");
    hint_answered(&mut t);
    t.apply(Event::Redo);
    assert_eq!(t.hint(), &Hint::None, "a move put back");
    hint_answered(&mut t);
    t.apply(Event::ViewPly(0));
    assert_eq!(t.hint(), &Hint::None, "another move viewed");
    // A search under way is stopped.
    let counted = t.history().full_record().hints;
    let q = hint_question(&t.apply(Event::HintAsked)).unwrap();
    assert_eq!(t.apply(Event::ViewPly(1)), [Command::StopHint]);
    let late = Event::HintAnswered {
        job: q.job,
        result: Ok(first_text(&t)),
    };
    assert_eq!(t.apply(late), [], "its answer is ignored");
    assert_eq!(
        (t.hint(), t.history().full_record().hints),
        (&Hint::None, counted)
    );
}

#[test]
fn answers_without_a_legal_move_or_failures_are_not_shown() {
    let (mut t, _) = table(people());
    let q = hint_question(&t.apply(Event::HintAsked)).unwrap();
    let out = t.apply(Event::HintAnswered {
        job: q.job,
        result: Ok("nonsense".into()),
    });
    assert_eq!(notices(&out)[0].said, Said::HintStale, "{out:?}");
    let q = hint_question(&t.apply(Event::HintAsked)).unwrap();
    let out = t.apply(Event::HintAnswered {
        job: q.job,
        result: Err(AiFailure::NoMove),
    });
    assert_eq!(notices(&out)[0].said, Said::NoHint(AiFailure::NoMove));
    t.apply(Event::HintAsked);
    let out = t.apply(Event::HintFailed(AiFailure::CannotStart));
    assert_eq!(notices(&out)[0].said, Said::NoHint(AiFailure::CannotStart));
    assert_eq!(
        (t.hint(), t.history().full_record().hints),
        (&Hint::None, 0)
    );
    assert!(t.may_ask_hint());
}
