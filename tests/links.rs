//! Round trips of every saved or shared format, and decoders fuzzed with random and
//! mutated input (never a panic; always a message).

mod common;

use rosette::ai::Level;
use rosette::engine::{AnyGame, GameId, Part, Rng, SetupError, Turn};
use rosette::persist::link::{self, base64url, from_base64url, Link};
use rosette::persist::live::invite::{self, Answer, Invitation};
use rosette::persist::live::sdp;
use rosette::persist::qr::QrMatrix;
use rosette::persist::{
    GameRecord, LinkDamage, LinkPart, NotARecord, PersistError, Seat, SAVE_VERSION,
};

fn random_record(game: GameId, seed: u64, plies: usize) -> GameRecord {
    common::random_record(game, "", seed, plies)
}

/// A check of why a link was refused.
type Check = fn(&PersistError) -> bool;

/// Why `text` is refused as a link.
fn refusal(text: &str) -> PersistError {
    link::decode(text).map(|_| ()).unwrap_err()
}

/// A link refused because `part` of it is damaged.
fn damaged(part: LinkPart) -> PersistError {
    PersistError::Link(LinkDamage::Damaged(part))
}

#[test]
fn base64url_round_trips_every_length() {
    for n in 0..40u8 {
        let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(97).wrapping_add(n)).collect();
        assert_eq!(
            from_base64url(&base64url(&bytes)).as_deref(),
            Some(&bytes[..])
        );
    }
    assert_eq!(from_base64url("A"), None);
    assert_eq!(from_base64url("A*"), None);
}

#[test]
fn save_json_round_trips() {
    let mut record = random_record(GameId::Pyrga, 3, 20);
    record.seats = vec![Seat::Human, Seat::Ai(Level::Medium)];
    record.name = "Friday game".into();
    let back = GameRecord::from_json(&record.to_json()).unwrap();
    assert_eq!(back, record);
}

#[test]
fn save_json_refuses_future_versions_and_bad_moves() {
    let mut record = random_record(GameId::Pyrga, 4, 10);
    record.version = SAVE_VERSION + 1;
    assert_eq!(
        GameRecord::from_json(&record.to_json()),
        Err(PersistError::FutureVersion(SAVE_VERSION + 1))
    );
    let mut record = random_record(GameId::Pyrga, 4, 10);
    record.moves[5] = "Zz9".into();
    match GameRecord::from_json(&record.to_json()) {
        Err(PersistError::Move { ply: 6, .. }) => {}
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        GameRecord::from_json("{\"version\":1}"),
        Err(PersistError::Malformed(NotARecord::Json(_)))
    ));
    assert!(matches!(
        GameRecord::from_json("not json"),
        Err(PersistError::Malformed(NotARecord::Json(_)))
    ));
    assert_eq!(
        GameRecord::from_json("{\"version\":0}"),
        Err(PersistError::Malformed(NotARecord::UnknownVersion(0)))
    );
    assert_eq!(
        GameRecord::from_json("{\"game\":\"pyrga\"}"),
        Err(PersistError::Malformed(NotARecord::NoVersion))
    );
}

#[test]
fn game_links_round_trip_and_stay_short() {
    for seed in 0..50 {
        let record = random_record(GameId::Pyrga, seed, 60);
        let text = link::encode_game(&record).unwrap();
        assert!(text.len() < 200, "{} characters: {text}", text.len());
        match link::decode(&text).unwrap() {
            Link::Game(back) => {
                assert_eq!(back.moves, record.moves);
                assert_eq!(back.id, record.id);
                assert_eq!(back.game, record.game);
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn every_game_round_trips_through_links_and_saves() {
    for game in [GameId::Pyrga, GameId::Chiron, GameId::ShiftingChess] {
        for seed in 0..10 {
            let record = random_record(game, seed, 60);
            let text = link::encode_game(&record).unwrap();
            if game == GameId::Chiron {
                assert!(
                    text.len() < 200,
                    "{} characters for 60 Chiron moves: {text}",
                    text.len()
                );
            }
            match link::decode(&text).unwrap() {
                Link::Game(back) => assert_eq!(back.moves, record.moves, "{game:?}"),
                other => panic!("{other:?}"),
            }
            assert_eq!(GameRecord::from_json(&record.to_json()).unwrap(), record);
        }
    }
}

#[test]
fn position_links_round_trip() {
    let record = random_record(GameId::Pyrga, 9, 12);
    let game: AnyGame = record.replay().unwrap().into_end();
    let text = link::encode_position(&game);
    assert_eq!(link::decode(&text).unwrap(), Link::Position(Box::new(game)));
}

#[test]
fn games_from_a_set_up_position_carry_it() {
    let mut record = random_record(GameId::Pyrga, 2, 0);
    record.start = Some(".,.,.,./.,.,.,./.,Sc,.,./.,.,.,. w Cb2 -".into());
    let state = record.start_state().unwrap();
    let m = state.legal_moves()[0];
    record.moves.push(state.move_notation(m));
    let text = link::encode_game(&record).unwrap();
    match link::decode(&text).unwrap() {
        Link::Game(back) => assert_eq!((back.start, back.moves), (record.start, record.moves)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn bad_links_get_clear_messages() {
    let cases: [(&str, Check); 9] = [
        ("", |e| *e == PersistError::Link(LinkDamage::NotRosette)),
        ("x1.pyrga", |e| {
            *e == PersistError::Link(LinkDamage::NotRosette)
        }),
        ("g9.pyrga...", |e| *e == PersistError::FutureVersion(9)),
        ("g1.chess...", |e| matches!(e, PersistError::Setup(_))),
        ("g1.pyrga..id.@@", |e| *e == damaged(LinkPart::Moves)),
        ("g1.pyrga..id.z", |e| {
            *e == PersistError::Link(LinkDamage::CutShort)
        }),
        ("g1.pyrga.colour=red.id.", |e| {
            matches!(e, PersistError::Setup(_))
        }),
        ("p1.pyrga.AAAA", |e| matches!(e, PersistError::Setup(_))),
        (
            "g1.pyrga..id.Af",
            |e| matches!(e, PersistError::Move { ply: 2, text, .. } if text == "#31"),
        ),
    ];
    for (text, expected) in cases {
        let e = refusal(text);
        assert!(expected(&e), "{text:?} gave {e:?}");
    }
}

#[test]
fn decoders_never_panic_on_random_or_mutated_input() {
    let mut rng = Rng::new(77);
    let good = link::encode_game(&random_record(GameId::Pyrga, 1, 30)).unwrap();
    let json = random_record(GameId::Pyrga, 1, 30).to_json();
    let chars: Vec<char> = "g1p.pyrga-_=,~AZaz09{}\":[]#%é".chars().collect();
    for _ in 0..20_000 {
        let seed = if rng.below(2) == 0 { &good } else { &json };
        let text = common::mutate(&mut rng, seed, &chars, 4);
        let _ = link::decode(&text);
        let _ = GameRecord::from_json(&text);
        let random = common::random_text(&mut rng, &chars, 40);
        if let Err(e) = link::decode(&random) {
            assert!(!e.to_string().is_empty());
        }
    }
}

#[test]
fn a_sixty_move_game_link_fits_a_phone_readable_qr_code() {
    // The whole URL as the Share panel makes it, on a plausible long host and path.
    let base = "https://rosette-games.example.github.io/rosette/?g=";
    for game in [
        GameId::Pyrga,
        GameId::Chiron,
        GameId::ShiftingChess,
        GameId::Chirality,
    ] {
        for seed in 0..3 {
            let record = random_record(game, seed, 60);
            let url = format!(
                "{base}{}#/play/{}",
                link::encode_game(&record).unwrap(),
                game.as_str()
            );
            let qr = QrMatrix::encode(&url).unwrap();
            // Version 10 is 57 modules a side: at 300 px, over 4.5 px a module.
            assert!(
                qr.version() <= 10,
                "{game:?}: version {} for {} characters",
                qr.version(),
                url.len()
            );
        }
    }
}

/// `text` with the move digit at byte `at` replaced by `digit`.
fn with_digit(text: &str, at: usize, digit: char) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    chars[at] = digit;
    chars.into_iter().collect()
}

#[test]
fn a_link_has_exactly_one_spelling() {
    let record = random_record(GameId::Pyrga, 5, 10);
    let good = link::encode_game(&record).unwrap();
    assert!(link::decode(&good).is_ok());
    // The same game written another way is refused, each with a reason.
    let not_canonical = PersistError::Link(LinkDamage::NotCanonical);
    let refused: [(String, PersistError); 11] = [
        (
            good.replacen("g1", "g01", 1),
            PersistError::Link(LinkDamage::NotRosette),
        ),
        (
            good.replacen("g1", "g+1", 1),
            PersistError::Link(LinkDamage::NotRosette),
        ),
        (format!("{good}!"), damaged(LinkPart::Moves)),
        (
            format!("{good}."),
            PersistError::Setup(SetupError::Syntax {
                part: Part::Position,
                found: String::new(),
            }),
        ),
        (good.replacen(".id5.", "..", 1), damaged(LinkPart::GameId)),
        ("g1.pyrga..id.gA".to_string(), damaged(LinkPart::Moves)),
        (
            "g1.shifting-chess.seed=+5.id.".to_string(),
            not_canonical.clone(),
        ),
        (
            "g1.shifting-chess.seed=05.id.".to_string(),
            not_canonical.clone(),
        ),
        (
            "g1.chirality.players=2.id.".to_string(),
            not_canonical.clone(),
        ),
        (
            "g1.chirality.players=3,board=r1.id.".to_string(),
            not_canonical.clone(),
        ),
        (
            "g1.chirality.board=r1,setup=b.id.".to_string(),
            not_canonical.clone(),
        ),
    ];
    for (text, why) in refused {
        assert_eq!(refusal(&text), why, "{text:?}");
    }
    assert!(
        link::decode("g1.pyrga..id.A").is_ok(),
        "index 0 in one digit"
    );
    assert!(link::decode("g1.shifting-chess.seed=5.id.").is_ok());
    assert!(link::decode("g1.chirality.board=r1,players=3.id.").is_ok());
}

#[test]
fn options_are_checked_even_with_a_start_position() {
    let mut record = random_record(GameId::Pyrga, 2, 0);
    record.start = Some(".,.,.,./.,.,.,./.,Sc,.,./.,.,.,. w Cb2 -".into());
    let good = link::encode_game(&record).unwrap();
    let start = good.rsplit('.').next().unwrap();
    let bad = format!("g1.pyrga.colour=red.id2..{start}");
    let message = link::decode(&bad).map(|_| ()).unwrap_err().to_string();
    assert!(message.contains("not written the way"), "{message}");
    // Shifting Chess: the deck seed of a set-up game is the position's, and only it is accepted.
    let mut sc = random_record(GameId::ShiftingChess, 3, 0);
    sc.options = "seed=11".into();
    sc.start = Some(
        AnyGame::new_game(GameId::ShiftingChess, "seed=99")
            .unwrap()
            .to_position(),
    );
    let text = link::encode_game(&sc).unwrap();
    assert!(text.contains(".seed=99."), "{text}");
    let Link::Game(back) = link::decode(&text).unwrap() else {
        panic!("a game link")
    };
    assert_eq!(back.options, "seed=99");
    let other = text.replace(".seed=99.", ".seed=11.");
    assert!(link::decode(&other).is_err(), "{other}");
    // Base64 with stray bits in its last character decodes to the same bytes: refused.
    let last = start.chars().last().unwrap();
    let twins: Vec<String> = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
        .chars()
        .filter(|&c| c != last)
        .map(|c| format!("{}{c}", &good[..good.len() - 1]))
        .filter(|t| from_base64url(t.rsplit('.').next().unwrap()) == from_base64url(start))
        .collect();
    for twin in &twins {
        assert!(link::decode(twin).is_err(), "{twin}");
    }
}

/// A Shifting Chess record played up to its first draw, the card the deck deals there, and
/// another card still in the pile.
fn at_first_draw() -> (GameRecord, AnyGame, String, String) {
    let mut record = GameRecord::new(GameId::ShiftingChess, "seed=7", "sc".into(), 0.0);
    let mut state = record.start_state().unwrap();
    while state.turn() != Turn::Chance {
        let m = state.legal_moves()[0];
        record.moves.push(state.move_notation(m));
        state.play(m).unwrap();
    }
    let dealt = state.resolve_chance(&mut Rng::new(1));
    let other = state
        .legal_moves()
        .into_iter()
        .find(|&m| m != dealt)
        .expect("several kinds of card in a fresh deck");
    let (dealt, other) = (state.move_notation(dealt), state.move_notation(other));
    (record, state, dealt, other)
}

#[test]
fn shifting_chess_replays_only_the_card_the_deck_deals() {
    let (record, _, dealt, other) = at_first_draw();
    let ply = record.moves.len() + 1;
    let mut honest = record.clone();
    honest.moves.push(dealt.clone());
    assert!(GameRecord::from_json(&honest.to_json()).is_ok());
    let mut chosen = record.clone();
    chosen.moves.push(other.clone());
    match GameRecord::from_json(&chosen.to_json()) {
        Err(PersistError::Move {
            ply: p,
            text,
            error,
        }) => {
            assert_eq!((p, text), (ply, other.clone()));
            assert_eq!(
                error,
                rosette::engine::MoveError::NotDealt {
                    dealt: dealt.clone(),
                    played: other.clone()
                }
            );
        }
        result => panic!("a chosen card was accepted: {result:?}"),
    }
    // In a link the card is an index among the kinds left: pointing at another is refused.
    let text = link::encode_game(&honest).unwrap();
    let at = text.len() - 1;
    let refusals = "ABCD"
        .chars()
        .map(|digit| with_digit(&text, at, digit))
        .filter(|t| *t != text)
        .map(|t| link::decode(&t).map(|_| ()).unwrap_err().to_string())
        .collect::<Vec<_>>();
    assert_eq!(refusals.len(), 3);
    assert!(
        refusals
            .iter()
            .all(|m| m.contains(&format!("deals {dealt} next")) || m.contains("in that position")),
        "{refusals:?}"
    );
    assert!(refusals
        .iter()
        .any(|m| m.contains(&format!("deals {dealt} next"))));
}

/// A game link keeps who plays each seat (AI seats stay AI, at their level), with or
/// without a set-up start; a link without seats (Send move) carries none, and links made
/// before seats travelled still open.
#[test]
fn game_links_keep_their_seats() {
    let mut record = random_record(GameId::Pyrga, 4, 6);
    let no_seats = link::encode_game(&record).unwrap();
    assert_eq!(no_seats.split('.').count(), 5, "{no_seats}");
    for seats in [
        vec![Seat::Human, Seat::Ai(Level::Strongest)],
        vec![Seat::Ai(Level::Beginner), Seat::Human],
        vec![Seat::Human, Seat::Human],
    ] {
        record.seats = seats.clone();
        let text = link::encode_game(&record).unwrap();
        let Link::Game(back) = link::decode(&text).unwrap() else {
            panic!("a game link")
        };
        assert_eq!(
            (back.seats, back.moves.clone()),
            (seats, record.moves.clone())
        );
        assert_eq!(
            link::encode_game(&GameRecord {
                seats: record.seats.clone(),
                ..back
            })
            .unwrap(),
            text
        );
    }
    let mut from_position = random_record(GameId::Pyrga, 2, 0);
    from_position.start = Some(".,.,.,./.,.,.,./.,Sc,.,./.,.,.,. w Cb2 -".into());
    from_position.seats = vec![Seat::Ai(Level::Hard), Seat::Human];
    let Link::Game(back) = link::decode(&link::encode_game(&from_position).unwrap()).unwrap()
    else {
        panic!("a game link")
    };
    assert_eq!(
        (back.start, back.seats),
        (from_position.start, from_position.seats)
    );
    let Link::Game(old) = link::decode(&no_seats).unwrap() else {
        panic!("a game link")
    };
    assert!(old.seats.is_empty());
    for bad in [format!("{no_seats}..pz"), format!("{no_seats}..ppp")] {
        assert_eq!(refusal(&bad), damaged(LinkPart::Seats), "{bad}");
    }
    assert!(
        link::decode(&format!("{no_seats}.")).is_err(),
        "an empty start alone is refused"
    );
}

/// The count of hints shown travels in saves and game links, with or without seats and a
/// set-up start; a game without hints is written as before, and a count written another
/// way is refused.
#[test]
fn hint_counts_travel_in_saves_and_links() {
    let plain = random_record(GameId::Chiron, 6, 8);
    let plain_link = link::encode_game(&plain).unwrap();
    assert!(!plain_link.contains('~') && !plain.to_json().contains("hints"));
    // With a resignation, even one before any move (its moves field starts `~r`).
    let mut resigned = random_record(GameId::Pyrga, 7, 0);
    resigned.resigned = Some(0);
    let mut with_start = random_record(GameId::Pyrga, 2, 0);
    with_start.start = Some(".,.,.,./.,.,.,./.,Sc,.,./.,.,.,. w Cb2 -".into());
    for (mut record, seats) in [
        (plain.clone(), vec![]),
        (plain.clone(), vec![Seat::Human, Seat::Ai(Level::Easy)]),
        (with_start.clone(), vec![]),
        (with_start, vec![Seat::Human, Seat::Human]),
        (random_record(GameId::ShiftingChess, 3, 30), vec![]),
        (resigned.clone(), vec![]),
        (resigned, vec![Seat::Ai(Level::Easy), Seat::Human]),
    ] {
        record.seats = seats;
        for hints in [1, 2, 17, u32::MAX] {
            record.hints = hints;
            let text = link::encode_game(&record).unwrap();
            assert!(text.ends_with(&format!(".~h{hints}")), "{text}");
            let Link::Game(back) = link::decode(&text).unwrap() else {
                panic!("a game link")
            };
            assert_eq!(
                (
                    back.hints,
                    &back.seats,
                    &back.moves,
                    &back.start,
                    back.resigned
                ),
                (
                    hints,
                    &record.seats,
                    &record.moves,
                    &record.start,
                    record.resigned
                )
            );
            assert_eq!(link::encode_game(&back).unwrap(), text, "one spelling");
            let saved = GameRecord::from_json(&record.to_json()).unwrap();
            assert_eq!(saved, record);
        }
    }
    let hints = damaged(LinkPart::Hints);
    for (bad, why) in [
        (format!("{plain_link}.~h0"), hints.clone()),
        (format!("{plain_link}.~h02"), hints.clone()),
        (format!("{plain_link}.~h"), hints.clone()),
        (format!("{plain_link}.~h2x"), hints.clone()),
        (format!("{plain_link}.~h-2"), hints.clone()),
        (format!("{plain_link}.~h4294967296"), hints.clone()),
        (format!("{plain_link}.~h2.~h2"), damaged(LinkPart::Start)),
        (
            "~h2".to_string(),
            PersistError::Link(LinkDamage::NotRosette),
        ),
        ("p1.pyrga.AAAA.~h2".to_string(), hints.clone()),
    ] {
        assert_eq!(refusal(&bad), why, "{bad}");
    }
}

#[test]
fn a_resignation_travels_in_saves_and_links_with_one_spelling() {
    let mut record = random_record(GameId::Chiron, 9, 12);
    record.seats = vec![Seat::Human, Seat::Ai(Level::Hard)];
    record.resigned = Some(1);
    let back = GameRecord::from_json(&record.to_json()).unwrap();
    assert_eq!(back, record);
    let text = link::encode_game(&record).unwrap();
    assert!(text.contains("~r2."), "{text}");
    let Link::Game(decoded) = link::decode(&text).unwrap() else {
        panic!("a game link opens a game")
    };
    assert_eq!(
        (decoded.resigned, decoded.moves),
        (Some(1), record.moves.clone())
    );
    let ending = PersistError::Link(LinkDamage::Damaged(LinkPart::Ending));
    for (bad, why) in [
        (text.replace("~r2.", "~r02."), ending.clone()),
        (text.replace("~r2.", "~r0."), ending.clone()),
        (text.replace("~r2.", "~x2."), ending),
        (
            text.replace("~r2.", "~r3."),
            PersistError::Malformed(NotARecord::ResignedNoSeat(2)),
        ),
    ] {
        let error = link::decode(&bad).map(|_| ()).unwrap_err();
        assert_eq!(error, why, "{bad:?}");
    }
}

#[test]
fn an_agreed_draw_travels_in_saves_and_links_with_one_spelling() {
    let mut record = random_record(GameId::Pyrga, 3, 6);
    record.drawn = true;
    let json = record.to_json();
    assert!(json.contains(r#""drawn":true"#), "{json}");
    assert_eq!(GameRecord::from_json(&json).unwrap(), record);
    let text = link::encode_game(&record).unwrap();
    assert!(text.ends_with("~d"), "{text}");
    let Link::Game(decoded) = link::decode(&text).unwrap() else {
        panic!("a game link opens a game")
    };
    assert_eq!(
        (decoded.drawn, decoded.resigned, &decoded.moves),
        (true, None, &record.moves)
    );
    assert_eq!(link::encode_game(&decoded).unwrap(), text, "one spelling");
    // A game cannot end both ways.
    record.resigned = Some(0);
    assert_eq!(
        GameRecord::from_json(&record.to_json()),
        Err(PersistError::Malformed(NotARecord::DrawnFinished))
    );
    // A game without a draw says nothing of one.
    (record.resigned, record.drawn) = (None, false);
    assert!(!record.to_json().contains("drawn"));
    for bad in [text.replace("~d", "~dd"), text.replace("~d", "~D")] {
        let error = link::decode(&bad).map(|_| ()).unwrap_err();
        assert_eq!(
            error,
            PersistError::Link(LinkDamage::Damaged(LinkPart::Ending)),
            "{bad:?}"
        );
    }
}

#[test]
fn a_finished_game_cannot_also_be_resigned() {
    let mut rng = Rng::new(4);
    let mut state = AnyGame::new_game(GameId::Pyrga, "").unwrap();
    let mut record = GameRecord::new(GameId::Pyrga, "", "done".into(), 0.0);
    while state.turn() != Turn::Over {
        let legal = state.legal_moves();
        let m = legal[rng.below(legal.len())];
        record.moves.push(state.move_notation(m));
        state.play(m).unwrap();
    }
    record.resigned = Some(0);
    assert_eq!(
        GameRecord::from_json(&record.to_json()),
        Err(PersistError::Malformed(NotARecord::ResignedFinished(0)))
    );
    // Nor can a draw be agreed in it.
    record.resigned = None;
    record.drawn = true;
    assert_eq!(
        GameRecord::from_json(&record.to_json()),
        Err(PersistError::Malformed(NotARecord::DrawnFinished))
    );
}

/// Prints the sizes of a live invitation and answer (characters, QR version and modules) and
/// checks that they stay within what a phone's camera reads from a screen.
#[test]
fn a_live_invitation_fits_a_qr_code_a_phone_reads() {
    let offer = sdp::minimise(include_str!("live/chrome-offer.sdp")).unwrap();
    let base = "https://rosette.example.org/";
    for (game, options, plies) in [
        (GameId::Pyrga, "", 0),
        (GameId::ShiftingChess, "seed=1234567890123", 0),
        (GameId::ShiftingChess, "seed=1234567890123", 40),
    ] {
        let mut record = common::random_record(game, options, 7, plies);
        record.id = "Xb3kQ9zT1aP".into();
        let payload = invite::encode_invitation(&Invitation {
            record,
            seats: vec![0],
            // The site's own servers (live.json) do not travel: the friend's page reads them.
            servers: Vec::new(),
            offer: offer.clone(),
        })
        .unwrap();
        let address = invite::url(base, game, &payload);
        let qr = QrMatrix::encode(&address).unwrap();
        println!(
            "{} invitation after {plies} plies: payload {} characters, address {} characters, QR version {} ({}x{} modules)",
            game.as_str(),
            payload.len(),
            address.len(),
            qr.version(),
            qr.width(),
            qr.width()
        );
        assert!(
            qr.version() <= 12,
            "version {} is too dense for a phone",
            qr.version()
        );
    }
    let payload = invite::encode_answer(&Answer {
        id: "Xb3kQ9zT1aP".into(),
        offer,
    });
    let address = invite::url(base, GameId::ShiftingChess, &payload);
    let qr = QrMatrix::encode(&address).unwrap();
    println!(
        "answer: payload {} characters, address {} characters, QR version {} ({}x{} modules)",
        payload.len(),
        address.len(),
        qr.version(),
        qr.width(),
        qr.width()
    );
    assert!(qr.version() <= 10, "version {}", qr.version());
}
