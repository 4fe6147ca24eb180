//! The game-flow scenarios the play page relies on, natively.

use super::*;
use crate::engine::Turn;

fn game(id: GameId, options: &str, seats: Vec<Seat>) -> History {
    let new = NewGame {
        seats,
        options: options.into(),
    };
    History::from_record(new_record(id, new, "t".into(), 0.0, 7)).unwrap()
}

fn vs_ai() -> History {
    game(GameId::Pyrga, "", vec![Seat::Human, Seat::Ai(Level::Easy)])
}

fn people(id: GameId, options: &str) -> History {
    game(id, options, vec![Seat::Human, Seat::Human])
}

/// Plays the first legal move, for whoever is to move (the AI's through [`play_ai`]).
fn play_any(h: &mut History) {
    let state = h.end();
    let m = state.legal_moves()[0];
    if ai_to_move(h).is_some() {
        let text = state.move_notation(m);
        play_ai(h, Ok(text), 1.0).unwrap();
    } else {
        play(h, m, 1.0).unwrap();
    }
}

#[test]
fn undo_against_the_ai_takes_back_to_the_persons_turn_and_redo_puts_it_back() {
    let mut h = vs_ai();
    for _ in 0..4 {
        play_any(&mut h);
    }
    let played = h.clone();
    assert!(undo(&mut h));
    assert_eq!(
        h.len(),
        2,
        "the person's move and the AI's reply are taken back"
    );
    assert!(!h.is_viewing_past(), "a take-back is not a replay view");
    assert_eq!(h.full_record().moves, played.move_texts()[..2]);
    assert_eq!(ai_to_move(&h), None);
    assert!(undo(&mut h) && h.is_empty());
    assert!(!can_undo(&h) && !undo(&mut h));
    assert!(
        redo(&mut h) && h.len() == 2,
        "the reply comes back with the move"
    );
    assert!(redo(&mut h) && !can_redo(&h));
    assert_eq!(h.full_record(), played.full_record());
    // Another move ends the chance to put back.
    undo(&mut h);
    let other = h.end().legal_moves()[1];
    play(&mut h, other, 2.0).unwrap();
    assert!(!can_redo(&h) && !redo(&mut h));
}

#[test]
fn undo_is_impossible_before_a_persons_first_move() {
    let mut h = game(GameId::Pyrga, "", vec![Seat::Ai(Level::Easy), Seat::Human]);
    assert!(!can_undo(&h));
    play_any(&mut h);
    assert!(
        !can_undo(&h),
        "the AI's opening is not the person's to take back"
    );
    play_any(&mut h);
    play_any(&mut h);
    assert!(undo(&mut h));
    assert_eq!(
        h.len(),
        1,
        "back to the person's first turn, after the AI's opening"
    );
}

/// Shifting Chess: a card draw is a chance turn after some moves; a take-back never stops
/// there, and a redo replays the same draw.
#[test]
fn undo_and_redo_step_over_chance_turns() {
    let mut h = people(GameId::ShiftingChess, "seed=5");
    let mut rng = crate::engine::Rng::new(1);
    while !h.move_texts().iter().any(|t| t.starts_with("draw")) {
        play_any(&mut h);
        assert_eq!(ai_to_move(&h), None);
        while h.resolve_chance(&mut rng, 1.0) {}
    }
    let drawn = h.clone();
    let draw_at = h.len() - 1;
    assert_eq!(h.state_at(draw_at).unwrap().turn(), Turn::Chance);
    assert!(undo(&mut h));
    assert_eq!(
        h.len(),
        draw_at - 1,
        "back before the move that led to the draw"
    );
    assert_ne!(h.end().turn(), Turn::Chance);
    assert!(redo(&mut h));
    assert_eq!(
        h.full_record(),
        drawn.full_record(),
        "the same card, not a new draw"
    );
    assert_ne!(h.end_turn(), Turn::Chance);
}

#[test]
fn a_refused_move_keeps_its_notice_and_changes_nothing() {
    let mut h = vs_ai();
    play_any(&mut h);
    let before = h.clone();
    // The AI's turn: the board refuses a person's move.
    let m = h.end().legal_moves()[0];
    let notice = play(&mut h, m, 2.0).unwrap_err();
    assert_eq!(notice.kind, NoticeKind::Error);
    assert_eq!(notice.said, Said::WaitForTheAi);
    assert_eq!(h, before);
    // An illegal move at the person's turn says why.
    play_any(&mut h);
    let before = h.clone();
    let legal_now = before.end().legal_moves();
    let illegal = (before.state_at(0).unwrap().legal_moves().into_iter())
        .find(|m| !legal_now.contains(m))
        .expect("a placement the moves so far have ruled out");
    let notice = play(&mut h, illegal, 3.0).unwrap_err();
    assert_eq!(notice.kind, NoticeKind::Error);
    assert!(matches!(notice.said, Said::MoveRefused(_)), "{notice:?}");
    assert_eq!(h, before);
}

#[test]
fn ai_answers_that_do_not_fit_leave_a_notice() {
    let mut h = vs_ai();
    play_any(&mut h);
    let before = h.clone();
    let e = play_ai(&mut h, Ok("Zz9".into()), 2.0).unwrap_err();
    assert_eq!(e.said, Said::AiMoveStale);
    let e = play_ai(&mut h, Err(AiFailure::NoMove), 2.0).unwrap_err();
    assert_eq!(e.said, Said::AiFailed(AiFailure::NoMove));
    assert_eq!(h, before);
}

#[test]
fn a_new_game_keeps_the_old_one_when_it_has_moves() {
    let mut old = vs_ai();
    let fresh = |seats| {
        let new = NewGame {
            seats,
            options: String::new(),
        };
        new_record(GameId::ShiftingChess, new, "n".into(), 5.0, 42)
    };
    let table = start_new(&old, fresh(vec![Seat::Human, Seat::Human])).unwrap();
    assert_eq!(table.keep, None, "an empty game is not kept");
    play_any(&mut old);
    let table = start_new(&old, fresh(default_seats(2))).unwrap();
    assert_eq!(table.keep.as_ref(), Some(old.full_record()));
    let record = table.history.full_record();
    assert_eq!(
        record.options, "seed=42",
        "the deck's seed travels in the options"
    );
    assert_eq!(record.seats, [Seat::Human, Seat::Ai(Level::Medium)]);
    assert_eq!((record.id.as_str(), record.created), ("n", 5.0));
    let mut bad = fresh(Vec::new());
    bad.options = "seed=x".into();
    let e = start_new(&old, bad).unwrap_err();
    assert!(matches!(e.said, Said::SetupFailed(_)), "{e:?}");
}

/// Chirality with 2 to 6 players, one person and the AI in every other seat: the AI is
/// asked for exactly its seats, and a take-back returns to the person's last turn.
#[test]
fn seats_of_two_to_six_players() {
    for players in 2..=6 {
        let options = format!("board=r2,setup=c,players={players}");
        let mut h = game(GameId::Chirality, &options, default_seats(players));
        assert_eq!(h.end().num_players(), players);
        let mut asked = Vec::new();
        for _ in 0..players * 2 {
            if let Turn::Player(p) = h.end().turn() {
                assert_eq!(
                    ai_to_move(&h).is_some(),
                    p != 0,
                    "{players} players, seat {p}"
                );
                asked.push(p);
            }
            play_any(&mut h);
        }
        assert!(
            asked.contains(&(players as u8 - 1)),
            "every seat moved: {asked:?}"
        );
        let len = h.len();
        assert!(undo(&mut h));
        assert_eq!(h.end().turn(), Turn::Player(0), "back to the person");
        assert!(len - h.len() >= 1);
        assert!(redo(&mut h));
        assert_eq!(h.len(), len);
    }
}
