//! Take-backs, draws, resignations and rematches asked of the other device.

use super::*;
use crate::engine::Reason;

#[test]
fn a_take_back_is_asked_and_answered() {
    let mut w = connected(GameId::Pyrga, "");
    w.play_delivered(3);
    // A moved last but one (plies 0 and 2): A asks to take back its move and B's reply.
    assert_eq!(w.to_move(), Side::B);
    let ask = w.a.live.ask_undo(&w.a.h).unwrap();
    assert_eq!(ask.send, [Message::UndoRequest { from: 3, to: 2 }]);
    w.send(Side::A, ask);
    assert_eq!(
        w.b.live.question(),
        Some(&Question::Undo { from: 3, to: 2 })
    );
    let no = w.b.live.answer(&mut w.b.h, false, 1.0).unwrap();
    w.send(Side::B, no);
    assert_eq!(
        (w.a.h.len(), w.a.last_said()),
        (3, Some(&LiveSaid::UndoDeclined))
    );
    let ask = w.b.live.ask_undo(&w.b.h).unwrap();
    assert_eq!(ask.send, [Message::UndoRequest { from: 3, to: 1 }]);
    w.send(Side::B, ask);
    let yes = w.a.live.answer(&mut w.a.h, true, 1.0).unwrap();
    w.send(Side::A, yes);
    assert!(w.same_game() && w.a.h.len() == 1 && w.to_move() == Side::B);
    assert!(
        w.b.live.answer(&mut w.b.h, true, 1.0).is_err(),
        "nothing is asked now"
    );
}

#[test]
fn resignation_draw_and_rematch() {
    let mut w = connected(GameId::Pyrga, "");
    w.play(0);
    w.deliver();
    // A draw offer declined, then one agreed.
    let offer = w.a.live.offer_draw(&w.a.h).unwrap();
    w.send(Side::A, offer);
    let no = w.b.live.answer(&mut w.b.h, false, 1.0).unwrap();
    w.send(Side::B, no);
    assert!(!w.a.h.drawn() && w.a.last_said() == Some(&LiveSaid::DrawDeclined));
    let offer = w.b.live.offer_draw(&w.b.h).unwrap();
    w.send(Side::B, offer);
    let yes = w.a.live.answer(&mut w.a.h, true, 1.0).unwrap();
    w.send(Side::A, yes);
    assert!(w.a.h.drawn() && w.b.h.drawn() && !w.b.live.may_move(&w.b.h));
    // The draw is in both devices' records: it survives a reload and says how it ended.
    for h in [&w.a.h, &w.b.h] {
        let saved = GameRecord::from_json(&h.full_record().to_json()).unwrap();
        let reloaded = History::from_record(saved).unwrap();
        assert!(reloaded.drawn() && reloaded.end_turn() == Turn::Over);
        let outcome = reloaded.outcome().unwrap();
        assert!(
            outcome.is_draw() && outcome.reason == Reason::AgreedDraw,
            "{outcome:?}"
        );
    }
    assert!(w.same_game());
    // A rematch: the same game under a new id, each device taking the other's seat.
    let offer =
        w.a.live
            .offer_rematch(&mut w.a.h, "live2".into(), 4, 2.0)
            .unwrap();
    w.send(Side::A, offer);
    let yes = w.b.live.answer(&mut w.b.h, true, 2.0).unwrap();
    w.send(Side::B, yes);
    let (ra, rb) = (w.a.rematches[0].clone(), w.b.rematches[0].clone());
    assert_eq!((ra.id.as_str(), rb.id.as_str()), ("live2", "live2"));
    assert_eq!((w.a.live.mine(), w.b.live.mine()), (&[1][..], &[0][..]));
    w.a.h = History::from_record(ra).unwrap();
    w.b.h = History::from_record(rb).unwrap();
    assert!(!w.a.h.drawn());
    // B now plays White and moves first; then A resigns.
    assert_eq!(w.to_move(), Side::B);
    w.play(0);
    w.deliver();
    let resign = w.a.live.resign(&mut w.a.h, 3.0).unwrap();
    w.send(Side::A, resign);
    assert!(w.same_game() && w.b.h.resigned() == Some(1));
    assert_eq!(w.b.last_said(), Some(&LiveSaid::Resigned));
}

#[test]
fn draws_are_offered_only_where_the_game_has_them() {
    let mut w = connected(GameId::Chiron, "");
    assert!(w.a.live.offer_draw(&w.a.h).is_err());
    // An offer the game cannot take is declined at once.
    let effects =
        w.b.live
            .receive(&mut w.b.h, &encode(&Message::DrawOffer { plies: 0 }), 1.0);
    assert_eq!(
        effects.send,
        [Message::DrawAnswer {
            plies: 0,
            accept: false
        }]
    );
    assert!(w.b.live.question().is_none());
}

#[test]
fn an_agreed_draw_whose_answer_was_lost_arrives_with_the_next_hello() {
    let mut w = connected(GameId::Pyrga, "");
    w.play_delivered(2);
    let offer = w.a.live.offer_draw(&w.a.h).unwrap();
    w.send(Side::A, offer);
    // B agrees, but the answer never reaches A and the connection drops.
    let yes = w.b.live.answer(&mut w.b.h, true, 1.0).unwrap();
    assert!(yes.changed && w.b.h.drawn());
    assert!(!w.a.h.drawn());
    w.a.live.disconnected();
    w.b.live.disconnected();
    w.connect();
    assert!(
        w.same_game() && w.a.h.drawn(),
        "A took B's game, which ends in the draw"
    );
    assert!(w.a.live.offer_draw(&w.a.h).is_err() && !w.a.live.may_move(&w.a.h));
    // The game is over: another game may be offered.
    assert!(w
        .a
        .live
        .offer_rematch(&mut w.a.h, "live2".into(), 1, 2.0)
        .is_ok());
}

#[test]
fn a_resignation_lost_on_the_way_arrives_with_the_next_hello() {
    let mut w = connected(GameId::Pyrga, "");
    w.play_delivered(3);
    // A resigns, but the message never reaches B and the connection drops.
    let resign = w.a.live.resign(&mut w.a.h, 2.0).unwrap();
    assert!(resign.changed && w.a.h.resigned() == Some(0));
    w.a.live.disconnected();
    w.b.live.disconnected();
    w.connect();
    assert!(w.same_game() && w.b.h.resigned() == Some(0));
    assert_eq!(w.b.h.end_turn(), Turn::Over);
}

#[test]
fn another_game_offered_by_both_at_once_begins_once_on_both() {
    let mut w = connected(GameId::Pyrga, "");
    w.play_delivered(1);
    let resign = w.b.live.resign(&mut w.b.h, 2.0).unwrap();
    w.send(Side::B, resign);
    // Both offer before either offer arrives.
    let from_a =
        w.a.live
            .offer_rematch(&mut w.a.h, "zz".into(), 1, 3.0)
            .unwrap();
    let from_b =
        w.b.live
            .offer_rematch(&mut w.b.h, "aa".into(), 2, 3.0)
            .unwrap();
    w.apply(Side::A, from_a);
    w.apply(Side::B, from_b);
    w.deliver();
    assert_eq!((w.a.rematches.len(), w.b.rematches.len()), (1, 1));
    let (ra, rb) = (&w.a.rematches[0], &w.b.rematches[0]);
    assert_eq!(
        (ra.id.as_str(), &ra.options),
        ("aa", &rb.options),
        "the smaller id's game"
    );
    assert_eq!(rb.id, "aa");
    assert_eq!((w.a.live.mine(), w.b.live.mine()), (&[1][..], &[0][..]));
    assert!(w.a.live.question().is_none() && w.a.live.waiting_for().is_none());
    assert_eq!(w.a.last_said(), Some(&LiveSaid::BothRematch));
}

#[test]
fn offering_another_game_when_the_friend_has_offered_one_accepts_theirs() {
    let mut w = connected(GameId::Pyrga, "");
    w.play_delivered(1);
    let resign = w.a.live.resign(&mut w.a.h, 2.0).unwrap();
    w.send(Side::A, resign);
    let offer =
        w.a.live
            .offer_rematch(&mut w.a.h, "live2".into(), 1, 3.0)
            .unwrap();
    w.send(Side::A, offer);
    assert!(w.b.live.question().is_some());
    let accept =
        w.b.live
            .offer_rematch(&mut w.b.h, "other".into(), 2, 3.0)
            .unwrap();
    assert!(matches!(
        accept.send.as_slice(),
        [Message::RematchAnswer { accept: true, .. }]
    ));
    w.send(Side::B, accept);
    assert_eq!(
        (w.a.rematches[0].id.as_str(), w.b.rematches[0].id.as_str()),
        ("live2", "live2")
    );
}
