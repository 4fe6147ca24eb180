//! Connecting, moves both ways, lost moves, reconnections and refusals.

use super::*;

#[test]
fn moves_cross_both_ways_to_the_end_of_a_game() {
    let mut w = connected(GameId::Pyrga, "");
    let mut rng = Rng::new(5);
    let mut plies = 0;
    while w.a.h.end_turn() != Turn::Over {
        // Only the device whose seat is to move may move.
        let waiting = if w.to_move() == Side::A { &w.b } else { &w.a };
        assert!(!waiting.live.may_move(&waiting.h));
        w.play(rng.below(1000));
        w.deliver();
        assert!(w.same_game(), "after {plies} plies");
        plies += 1;
    }
    assert!(plies > 10 && w.b.h.outcome().is_some());
    assert!(w.a.notices.iter().all(|n| n.kind == NoticeKind::Info));
}

#[test]
fn shifting_chess_cards_come_from_each_devices_deck() {
    let mut w = connected(GameId::ShiftingChess, "seed=99");
    let mut rng = Rng::new(3);
    let mut sent = Vec::new();
    while w.a.h.len() < 60 && w.a.h.end_turn() != Turn::Over {
        w.play(rng.below(1000));
        sent.extend(w.a.inbox.iter().chain(&w.b.inbox).cloned());
        w.deliver();
        assert!(w.same_game());
    }
    let dealt =
        w.a.h
            .move_texts()
            .iter()
            .filter(|m| m.starts_with("draw-"))
            .count();
    assert!(dealt > 0, "some cards were drawn");
    // No draw ever crossed the wire: each device dealt the cards itself.
    assert!(sent.iter().all(|m| !m.contains("draw-")), "{sent:?}");
    // A device that claims another card for a draw is refused.
    let ply =
        w.a.h
            .move_texts()
            .iter()
            .position(|m| m.starts_with("draw-"))
            .unwrap();
    let held = w.b.h.move_texts()[ply].clone();
    let other = ["draw-swap", "draw-rotate", "draw-slide", "draw-void"]
        .into_iter()
        .find(|c| *c != held)
        .unwrap();
    let before = w.b.h.clone();
    let effects = w.b.live.receive(
        &mut w.b.h,
        &encode(&Message::Move {
            ply,
            text: other.into(),
        }),
        2.0,
    );
    assert_eq!(w.b.h, before);
    assert!(matches!(effects.send[..], [Message::Refused { .. }]));
    assert_eq!(
        said(&effects.notice.unwrap()),
        Some(&LiveSaid::RefusedTheirs {
            ply,
            text: other.into(),
            why: Refusal::Holds { held },
            error: None,
        })
    );
}

#[test]
fn a_lost_move_is_noticed_and_sent_again() {
    let mut w = connected(GameId::Pyrga, "");
    // A's first move is lost on the way.
    w.play(0);
    assert_eq!(w.b.inbox.len(), 1);
    w.b.inbox.clear();
    assert_eq!((w.a.h.len(), w.b.h.len()), (1, 0));
    // B's keep-alive counts no move; A sends the lost one again.
    let ping = w.b.live.ping(&w.b.h);
    w.a.inbox.push_back(encode(&ping));
    w.deliver();
    assert!(w.same_game() && w.b.h.len() == 1);
    w.play(0);
    w.deliver();
    // A move that arrives after a gap asks for the missing ones.
    let gap = Message::Move {
        ply: w.b.h.len() + 1,
        text: "Sb2".into(),
    };
    let effects = w.b.live.receive(&mut w.b.h, &encode(&gap), 1.0);
    assert_eq!(effects.send, [Message::Ping { plies: 2 }]);
    assert!(!effects.changed && effects.notice.is_none());
    // The same move twice is played once.
    let again = Message::Move {
        ply: 1,
        text: w.a.h.move_texts()[1].clone(),
    };
    assert_eq!(
        w.b.live.receive(&mut w.b.h, &encode(&again), 1.0),
        Effects::default()
    );
    assert_eq!(w.b.h.len(), 2);
}

#[test]
fn a_reconnection_resumes_from_the_longer_history() {
    let mut w = connected(GameId::Pyrga, "");
    w.play_delivered(6);
    // B's page reloads having stored only four moves; the connection drops.
    let mut stored = w.b.h.full_record().clone();
    stored.moves.truncate(4);
    w.a.live.disconnected();
    assert_eq!(w.a.live.status(), &Status::Reconnecting);
    // A moves while disconnected: the move is kept, and reaches B with the next hello.
    assert_eq!(w.to_move(), Side::A);
    w.play(2);
    assert_eq!((w.a.h.len(), w.b.inbox.len()), (7, 1));
    w.b.inbox.clear();
    w.b = Device::new(&stored, vec![1]);
    w.connect();
    assert!(
        w.same_game() && w.b.h.len() == 7,
        "B took A's longer history, with the move made while disconnected"
    );
    assert_eq!(w.b.live.status(), &Status::Connected);
    w.play(9);
    w.deliver();
    assert!(w.same_game());
}

#[test]
fn a_reconnection_after_histories_parted_keeps_the_longer_and_saves_the_other() {
    let mut w = connected(GameId::Pyrga, "");
    w.play_delivered(4);
    let mut shorter = w.b.h.full_record().clone();
    shorter.moves.truncate(3);
    let mut other = History::from_record(shorter).unwrap();
    let different = other.end().legal_moves()[5];
    assert_ne!(other.end().move_notation(different), w.a.h.move_texts()[3]);
    other.play(different, 1.0).unwrap();
    let first = other.end().legal_moves()[0];
    other.play(first, 1.0).unwrap();
    let kept = other.full_record().clone();
    w.a.live.disconnected();
    w.b = Device::new(&kept, vec![1]);
    w.connect();
    // B's five moves beat A's four; A keeps its own version among the saves.
    assert!(w.same_game());
    assert_eq!(w.a.h.full_record().moves, kept.moves);
    assert_eq!(w.a.kept.len(), 1);
    assert_eq!(
        w.a.last_said(),
        Some(&LiveSaid::Diverged {
            ply: 4,
            theirs_won: true
        })
    );
    assert!(w.b.kept.is_empty());
}

#[test]
fn an_illegal_move_from_the_other_device_is_refused() {
    let mut w = connected(GameId::Pyrga, "");
    w.play(0);
    w.deliver();
    let before = w.b.h.clone();
    // Not a move at all, a move not legal here, and a move out of turn.
    for text in ["Zz9", "Sb2"] {
        w.a.inbox.clear();
        let hostile = Message::Move {
            ply: 1,
            text: text.into(),
        };
        let effects = w.a.live.receive(&mut w.a.h, &encode(&hostile), 1.0);
        assert!(matches!(
            &effects.send[..],
            [Message::Refused { ply: 1, .. }]
        ));
        let notice = effects.notice.unwrap();
        assert_eq!(notice.kind, NoticeKind::Error);
        assert!(
            matches!(
                said(&notice),
                Some(LiveSaid::RefusedTheirs { ply: 1, why: Refusal::NotLegal, error: Some(_), text: t }) if t == text
            ),
            "{notice:?}"
        );
    }
    let legal = w.b.h.end().move_notation(w.b.h.end().legal_moves()[0]);
    let out_of_turn = Message::Move {
        ply: 1,
        text: legal,
    };
    let effects = w.b.live.receive(&mut w.b.h, &encode(&out_of_turn), 1.0);
    assert!(matches!(
        said(effects.notice.as_ref().unwrap()),
        Some(LiveSaid::RefusedTheirs {
            why: Refusal::NotYourTurn,
            ..
        })
    ));
    assert_eq!(w.b.h, before);
    // The refusal reaches the sender as a notice.
    w.send(Side::B, effects);
    assert_eq!(
        w.a.last_said(),
        Some(&LiveSaid::TheyRefused {
            ply: 1,
            why: Refusal::NotYourTurn
        })
    );
    // A damaged message is refused with a notice, never a panic.
    let effects = w.a.live.receive(&mut w.a.h, "{\"kind\":\"move\"", 1.0);
    assert_eq!(said(&effects.notice.unwrap()), Some(&LiveSaid::Damaged));
}

#[test]
fn a_device_claiming_the_others_seat_is_refused() {
    let r = record(GameId::Pyrga, "");
    let mut w = Wire {
        a: Device::new(&r, vec![0]),
        b: Device::new(&r, vec![0]),
    };
    w.connect();
    let expected = Status::Refused(Mismatch::ClaimsMySeat(0));
    assert_eq!(w.a.live.status(), &expected);
    assert_eq!(w.b.live.status(), &expected);
    assert_eq!(
        w.a.last_said(),
        Some(&LiveSaid::Mismatch(Mismatch::ClaimsMySeat(0)))
    );
    assert!(!w.a.live.may_move(&w.a.h));
    let m = w.a.h.end().legal_moves()[0];
    assert!(w.a.live.play(&mut w.a.h, m, 1.0).is_err());
}

#[test]
fn another_build_or_another_game_is_said_plainly() {
    let mut w = Wire::new(GameId::Pyrga, "");
    let hello = live::hello(w.b.h.full_record(), vec![1], false);
    let text = encode(&hello).replace(crate::BUILD_ID, "0badc0de0badc0de");
    let effects = w.a.live.receive(&mut w.a.h, &text, 1.0);
    let build = Mismatch::Build("0badc0de0badc0de".into());
    assert_eq!(
        said(&effects.notice.unwrap()),
        Some(&LiveSaid::Mismatch(build.clone()))
    );
    assert_eq!(w.a.live.status(), &Status::Refused(build));
    let future = encode(&hello).replace(&format!("\"version\":{LIVE_VERSION}"), "\"version\":9");
    let mut w = Wire::new(GameId::Pyrga, "");
    w.a.live.receive(&mut w.a.h, &future, 1.0);
    assert!(matches!(
        w.a.live.status(),
        Status::Refused(Mismatch::Version(9))
    ));
    // Another game under the same connection.
    let mut w = Wire::new(GameId::Pyrga, "");
    w.b = Device::new(
        &GameRecord::new(GameId::Pyrga, "", "other".into(), 0.0),
        vec![1],
    );
    w.connect();
    assert_eq!(w.a.live.status(), &Status::Refused(Mismatch::AnotherGame));
}

#[test]
fn no_path_is_said_within_the_limit_after_the_answer_and_only_then() {
    // The answer is given at 1 s; ticks follow every second.
    let mut w = Wire::new(GameId::Pyrga, "");
    w.a.live.invited(0.0);
    w.a.live.answer_given(1000.0);
    let tick = |w: &mut Wire, ms: f64| w.a.live.tick(&w.a.h, ms);
    assert_eq!(tick(&mut w, 1000.0 + NO_PATH_MS - 1.0), Effects::default());
    assert_eq!(w.a.live.status(), &Status::Waiting);
    tick(&mut w, 1000.0 + NO_PATH_MS);
    assert_eq!(w.a.live.status(), &Status::NoPath);
    assert!(w.a.live.status().stuck());
    // A connection that opens after all (a late answer) still plays.
    w.connect();
    assert_eq!(w.a.live.status(), &Status::Connected);
    assert_eq!(
        tick(&mut w, 1e9).send,
        [Message::Ping { plies: 0 }],
        "connected: a keep-alive, no verdict"
    );
}

#[test]
fn an_invitation_without_answer_expires_and_hangs_up() {
    let mut w = Wire::new(GameId::Pyrga, "");
    w.a.live.invited(0.0);
    assert!(!w.a.live.tick(&w.a.h, INVITATION_MS - 1.0).hangup);
    assert_eq!(w.a.live.status(), &Status::Waiting);
    assert!(w.a.live.tick(&w.a.h, INVITATION_MS).hangup);
    assert_eq!(w.a.live.status(), &Status::Expired);
    assert!(w.a.live.status().stuck());
}

#[test]
fn the_browser_giving_up_means_no_path_after_the_answer_and_lost_after_a_connection() {
    let mut w = Wire::new(GameId::Pyrga, "");
    w.a.live.invited(0.0);
    // An old connection given up while the invitation awaits its answer changes nothing.
    assert!(w.a.live.unreachable().hangup);
    assert_eq!(w.a.live.status(), &Status::Waiting);
    w.a.live.answer_given(1.0);
    w.a.live.unreachable();
    assert_eq!(w.a.live.status(), &Status::NoPath);
    // Connected, then the network goes: the game waits for a new connection.
    let mut w = connected(GameId::Pyrga, "");
    w.play_delivered(2);
    w.a.live.unreachable();
    assert_eq!(w.a.live.status(), &Status::Reconnecting);
    assert_eq!(w.a.h.len(), 2, "no move lost");
}

#[test]
fn a_move_made_while_the_connection_stalls_is_sent_when_it_is_back() {
    let mut w = connected(GameId::Pyrga, "");
    w.play_delivered(2);
    w.a.live.interrupted();
    w.b.live.interrupted();
    assert_eq!(w.a.live.status(), &Status::Interrupted);
    // Nothing asked meanwhile; A's move waits on the way (the channel is still open).
    assert!(w.a.live.offer_draw(&w.a.h).is_err());
    w.play(3);
    assert_eq!(w.b.h.len(), 2);
    w.a.live.restored();
    w.b.live.restored();
    w.deliver();
    assert!(w.same_game() && w.b.h.len() == 3);
    assert_eq!(w.b.live.status(), &Status::Connected);
}

#[test]
fn a_hello_lost_as_the_connection_opens_is_made_good_by_the_reply() {
    let mut w = Wire::new(GameId::Pyrga, "");
    // Only A's hello goes out (B's is lost): B answers it, and both are connected.
    let hello_a = w.a.live.connected(&w.a.h);
    w.apply(Side::A, hello_a);
    w.deliver();
    assert_eq!(w.a.live.status(), &Status::Connected);
    assert_eq!(w.b.live.status(), &Status::Connected);
    // A reply is not answered again: the wire falls quiet.
    assert!(w.a.inbox.is_empty() && w.b.inbox.is_empty());
}
