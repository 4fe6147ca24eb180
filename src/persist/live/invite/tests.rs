use super::*;
use crate::engine::GameId;
use crate::persist::live::sdp::minimise;

const CHROME_OFFER: &str = crate::persist::live::sdp::tests::CHROME_OFFER;

/// A game of `moves` from the start of `options`.
fn game(id: GameId, options: &str, moves: &[&str]) -> GameRecord {
    let mut record = GameRecord::new(id, options, "Xb3kQ9zT1aP".into(), 0.0);
    record.moves = moves.iter().map(|m| m.to_string()).collect();
    record.replay().unwrap();
    record
}

fn invitation(record: GameRecord) -> Invitation {
    Invitation {
        record,
        seats: vec![0],
        servers: Vec::new(),
        offer: minimise(CHROME_OFFER).unwrap(),
    }
}

#[test]
fn an_invitation_reads_back() {
    let inv = invitation(game(GameId::ShiftingChess, "seed=123456789", &["c4c5"]));
    let text = encode_invitation(&inv).unwrap();
    let url = url("https://example.org/rosette/", GameId::ShiftingChess, &text);
    assert!(url.starts_with("https://example.org/rosette/#/play/shifting-chess/live/i2!0!!"));
    assert_eq!(decode(&url), Ok(Payload::Invitation(inv.clone())));
    assert_eq!(decode(&text), Ok(Payload::Invitation(inv)));
}

#[test]
fn an_answer_reads_back() {
    let answer = Answer {
        id: "Xb3kQ9zT1aP".into(),
        offer: minimise(&CHROME_OFFER.replace("actpass", "active")).unwrap(),
    };
    let text = encode_answer(&answer);
    assert_eq!(decode(&text), Ok(Payload::Answer(answer)));
}

#[test]
fn damaged_links_are_refused_with_a_reason() {
    let text = encode_invitation(&invitation(game(GameId::Pyrga, "", &["Sb2", "Cb3"]))).unwrap();
    let offer = minimise(CHROME_OFFER).unwrap().to_text();
    type Expected = fn(&InviteError) -> bool;
    let cases: [(String, Expected); 9] = [
        ("hello".to_string(), |e| *e == InviteError::NotLive),
        (text.replacen("i2!0!", "i2!01!", 1), |e| {
            *e == InviteError::SeatsDamaged
        }),
        (text.replacen("i2!0!", "i2!2!", 1), |e| {
            *e == InviteError::SeatsDamaged
        }),
        (text.replacen("i2!0!", "i2!!", 1), |e| {
            *e == InviteError::SeatsDamaged
        }),
        (text.replacen("i2!", "i1!", 1), |e| {
            *e == InviteError::OtherVersion
        }),
        (text.replacen("i2!0!!", "i2!0!turn:x!", 1), |e| {
            matches!(e, InviteError::Servers(_))
        }),
        (text.replacen(".pyrga.", ".chess.", 1), |e| {
            matches!(e, InviteError::Game(_))
        }),
        (format!("a1!!{offer}"), |e| {
            *e == InviteError::AnswerNamesNoGame
        }),
        (format!("a1!x y!{offer}"), |e| {
            *e == InviteError::AnswerNamesNoGame
        }),
    ];
    for (bad, expected) in cases {
        let err = decode(&bad).unwrap_err();
        assert!(expected(&err), "{bad}: {err:?}");
    }
}
