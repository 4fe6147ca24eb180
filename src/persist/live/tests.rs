use super::*;
use crate::persist::GameRecord;

fn pyrga_hello() -> Message {
    let mut record = GameRecord::new(GameId::Pyrga, "", "g7".into(), 0.0);
    record.moves = vec!["Sb2".into(), "Cb3".into()];
    hello(&record, vec![1], false)
}

#[test]
fn every_message_reads_back() {
    let messages = [
        pyrga_hello(),
        Message::Move {
            ply: 2,
            text: "Tb3w".into(),
        },
        Message::Ping { plies: 3 },
        Message::UndoRequest { from: 3, to: 1 },
        Message::UndoAnswer {
            from: 3,
            accept: true,
        },
        Message::Resign {
            player: 1,
            plies: 3,
        },
        Message::DrawOffer { plies: 3 },
        Message::DrawAnswer {
            plies: 3,
            accept: false,
        },
        Message::Rematch {
            id: "h8".into(),
            options: "seed=4".into(),
        },
        Message::RematchAnswer {
            id: "h8".into(),
            accept: true,
        },
        Message::Refused {
            ply: 2,
            why: Refusal::NotLegal,
        },
        Message::Refused {
            ply: 3,
            why: Refusal::Holds { held: "Sb2".into() },
        },
    ];
    for m in messages {
        let text = encode(&m);
        assert_eq!(decode(&text), Ok(m), "{text}");
    }
}

#[test]
fn the_wire_names_the_variant() {
    assert_eq!(
        encode(&Message::Ping { plies: 4 }),
        r#"{"ping":{"plies":4}}"#
    );
}

#[test]
fn another_build_or_version_is_said_plainly() {
    let Message::Hello(mut h) = pyrga_hello() else {
        unreachable!()
    };
    h.build = "0123456789abcdef".into();
    let err = decode(&encode(&Message::Hello(h.clone()))).unwrap_err();
    assert_eq!(err, LiveError::Build("0123456789abcdef".into()));
    assert!(
        err.to_string().contains("another build of Rosette"),
        "{err}"
    );
    h.build = BUILD_ID.into();
    h.version = LIVE_VERSION + 1;
    let err = decode(&encode(&Message::Hello(h))).unwrap_err();
    assert_eq!(err, LiveError::Version(LIVE_VERSION + 1));
    // A future hello whose fields this version cannot read still says its version, and so
    // does version 1's hello, which named its kind in a field.
    let err = decode(r#"{"hello":{"version":9,"table":[]}}"#).unwrap_err();
    assert_eq!(err, LiveError::Version(9));
    let err = decode(r#"{"kind":"hello","version":1,"build":"x"}"#).unwrap_err();
    assert_eq!(err, LiveError::Version(1));
}

#[test]
fn a_refusal_is_a_code_not_words() {
    let refused = Message::Refused {
        ply: 3,
        why: Refusal::Holds { held: "Sb2".into() },
    };
    assert_eq!(
        encode(&refused),
        r#"{"refused":{"ply":3,"why":{"holds":{"held":"Sb2"}}}}"#
    );
    let prose = r#"{"refused":{"ply":3,"why":"it is not legal here"}}"#;
    assert!(decode(prose).is_err());
    let damaged = r#"{"refused":{"ply":3,"why":{"holds":{"held":"a\nb"}}}}"#;
    assert!(decode(damaged).is_err());
}

#[test]
fn hostile_messages_are_refused() {
    let long_move = format!(r#"{{"move":{{"ply":1,"text":"{}"}}}}"#, "a".repeat(500));
    // `None`: the JSON reader refuses it, in its own words.
    for (text, damage) in [
        ("", None),
        ("null", None),
        ("{}", None),
        (r#"{"teleport":{}}"#, None),
        (r#"{"kind":"ping","plies":4}"#, None),
        (r#"{"move":{"ply":-1,"text":"Sb2"}}"#, None),
        (r#"{"move":{"ply":1,"text":""}}"#, Some(Damage::Move)),
        (r#"{"move":{"ply":1,"text":"S b2"}}"#, Some(Damage::Move)),
        (
            r#"{"undo_request":{"from":2,"to":2}}"#,
            Some(Damage::TakeBack),
        ),
        (r#"{"resign":{"player":300,"plies":1}}"#, None),
        (long_move.as_str(), Some(Damage::Move)),
    ] {
        let err = decode(text).unwrap_err();
        match damage {
            Some(damage) => assert_eq!(err, LiveError::Malformed(damage), "{text}"),
            None => assert!(
                matches!(err, LiveError::Malformed(Damage::NotJson(_))),
                "{text}: {err:?}"
            ),
        }
        assert!(err.to_string().starts_with("a damaged message"), "{err}");
    }
    let Message::Hello(mut h) = pyrga_hello() else {
        unreachable!()
    };
    let refused = |h: &Hello| decode(&encode(&Message::Hello(h.clone()))).unwrap_err();
    h.seats = vec![0, 0];
    assert_eq!(refused(&h), LiveError::Malformed(Damage::Seats));
    h.seats = vec![];
    assert_eq!(refused(&h), LiveError::Malformed(Damage::Seats));
    h.seats = vec![1];
    h.moves = vec!["Sb2".into(); MAX_MOVES + 1];
    assert_eq!(refused(&h), LiveError::Malformed(Damage::Moves));
    h.moves = vec![];
    h.start = Some("x".repeat(4 * MAX_TEXT + 1));
    assert_eq!(refused(&h), LiveError::Malformed(Damage::Start));
    h.start = None;
    h.id = "a b".into();
    assert_eq!(refused(&h), LiveError::Malformed(Damage::Game));
    assert_eq!(
        decode(&"x".repeat(MAX_MESSAGE + 1)),
        Err(LiveError::Malformed(Damage::TooLong))
    );
}
