//! Resigning: who resigns from this screen, the game ending for everyone, and taking a
//! resignation back.

use super::*;
use crate::engine::Reason;

fn game(id: GameId, options: &str, seats: Vec<Seat>) -> History {
    let new = NewGame {
        seats,
        options: options.into(),
    };
    History::from_record(new_record(id, new, "t".into(), 0.0, 7)).unwrap()
}

/// Plays the first legal move for whoever is to move.
fn play_first(h: &mut History) {
    let m = h.end().legal_moves()[0];
    h.play(m, 1.0).unwrap();
}

#[test]
fn a_person_resigning_against_the_ai_ends_the_game_and_the_ai_wins() {
    let mut h = game(GameId::Pyrga, "", vec![Seat::Human, Seat::Ai(Level::Easy)]);
    play_first(&mut h);
    play_first(&mut h);
    assert_eq!(resigning_player(&h), Some(0), "the person to move");
    assert_eq!(resign(&mut h, 5.0), Ok(0));
    assert_eq!(h.end_turn(), Turn::Over);
    let outcome = h.outcome().expect("a resigned game has an outcome");
    assert_eq!(outcome.winners, vec![1]);
    assert_eq!(outcome.scores, vec![0.0, 1.0]);
    assert_eq!(outcome.reason, Reason::Resigned(0));
    assert_eq!(h.len(), 2, "no move is added");
    assert_eq!(h.full_record().updated, 5.0);
    // The game is over for everyone: no move, no AI question, no second resignation.
    assert!(!person_may_move(&h));
    assert_eq!(ai_to_move(&h), None);
    assert_eq!(Table::start(h.clone(), 1, || 0.0).1, []);
    let m = h.state_at(2).unwrap().legal_moves()[0];
    assert!(play(&mut h, m, 6.0).is_err());
    assert_eq!(resigning_player(&h), None);
    assert!(resign(&mut h, 6.0).is_err());
    assert_eq!(h.full_record().resigned, Some(0));
}

#[test]
fn while_the_ai_is_to_move_the_person_who_moved_last_resigns() {
    let mut h = game(GameId::Chiron, "", vec![Seat::Ai(Level::Easy), Seat::Human]);
    assert_eq!(
        resigning_player(&h),
        Some(1),
        "before any move: the only person"
    );
    play_first(&mut h);
    play_first(&mut h);
    assert!(ai_to_move(&h).is_some());
    assert_eq!(resigning_player(&h), Some(1));
    resign(&mut h, 1.0).unwrap();
    assert_eq!(h.outcome().unwrap().winners, vec![0]);
}

#[test]
fn between_two_people_the_one_to_move_resigns() {
    let mut h = game(GameId::Pyrga, "", vec![Seat::Human, Seat::Human]);
    play_first(&mut h);
    assert_eq!(resign(&mut h, 1.0), Ok(1));
    assert_eq!(h.outcome().unwrap().reason, Reason::Resigned(1));
}

#[test]
fn nobody_resigns_for_the_ai() {
    let h = game(
        GameId::Pyrga,
        "",
        vec![Seat::Ai(Level::Easy), Seat::Ai(Level::Medium)],
    );
    assert_eq!(resigning_player(&h), None);
    assert!(resign(&mut h.clone(), 1.0).is_err());
}

#[test]
fn a_take_back_after_resigning_takes_back_only_the_resignation() {
    let mut h = game(GameId::Pyrga, "", vec![Seat::Human, Seat::Ai(Level::Easy)]);
    play_first(&mut h);
    play_first(&mut h);
    resign(&mut h, 1.0).unwrap();
    assert!(can_undo(&h));
    assert!(undo(&mut h));
    assert_eq!(h.full_record().resigned, None);
    assert_eq!(h.len(), 2, "the moves stay");
    assert!(person_may_move(&h) && h.outcome().is_none());
    // The next take-back is an ordinary one.
    assert!(undo(&mut h) && h.is_empty());
}

#[test]
fn a_move_from_an_earlier_position_replaces_the_resignation_with_the_rest() {
    let mut h = game(GameId::Pyrga, "", vec![Seat::Human, Seat::Human]);
    play_first(&mut h);
    play_first(&mut h);
    resign(&mut h, 1.0).unwrap();
    assert!(h.go_to(1));
    assert_eq!(h.outcome(), None, "the earlier position is not over");
    assert_eq!(h.record().resigned, None, "nor is the game up to it");
    let m = h.current().legal_moves()[1];
    play(&mut h, m, 2.0).unwrap();
    assert_eq!((h.len(), h.full_record().resigned), (2, None));
}

#[test]
fn in_a_game_of_three_the_others_share_the_win() {
    let options = "board=r2,setup=c,players=3";
    let mut h = game(GameId::Chirality, options, default_seats(3));
    assert_eq!(resign(&mut h, 1.0), Ok(0));
    let outcome = h.outcome().unwrap();
    assert_eq!(outcome.winners, vec![1, 2]);
    assert_eq!(outcome.scores, vec![0.0, 0.5, 0.5]);
    assert_eq!(Table::start(h.clone(), 2, || 0.0).1, []);
}

#[test]
fn a_resigned_game_reloads_resigned() {
    let mut h = game(GameId::Pyrga, "", vec![Seat::Human, Seat::Ai(Level::Hard)]);
    play_first(&mut h);
    resign(&mut h, 1.0).unwrap();
    let json = h.full_record().to_json();
    assert!(json.contains(r#""resigned":0"#), "{json}");
    let back = History::from_record(GameRecord::from_json(&json).unwrap()).unwrap();
    assert_eq!(back.outcome(), h.outcome());
    assert_eq!(back.end_turn(), Turn::Over);
}

#[test]
fn an_agreed_draw_ends_the_game_and_a_take_back_withdraws_only_it() {
    let mut h = game(GameId::Pyrga, "", vec![Seat::Human, Seat::Human]);
    play_first(&mut h);
    play_first(&mut h);
    h.agree_draw(3.0).unwrap();
    assert_eq!(h.end_turn(), Turn::Over);
    let outcome = h.outcome().expect("a drawn game has an outcome");
    assert!(outcome.is_draw() && outcome.reason == Reason::AgreedDraw);
    assert_eq!(outcome.scores, vec![0.5, 0.5]);
    assert!(!person_may_move(&h) && resigning_player(&h).is_none());
    assert!(h.agree_draw(4.0).is_err(), "once");
    // Viewing an earlier move shows that position, not the end.
    h.go_to(1);
    assert!(h.outcome().is_none() && !h.record().drawn);
    h.go_to(2);
    assert!(can_undo(&h) && undo(&mut h));
    assert!(!h.drawn() && h.len() == 2, "only the draw is taken back");
    assert!(person_may_move(&h));
}
