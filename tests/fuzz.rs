//! Every decoder of untrusted text, fed at least 10^5 inputs each (mutations of good texts,
//! and random text): links and saves of all four games, Pyrga position text, the player's
//! settings, every game's options, the worker protocol, and live play's messages (also
//! handed to a connected device) and links. Panics are caught and counted — none is
//! allowed — and whatever a decoder accepts must read back the same after writing it out;
//! an accepted link must be written back exactly as it came (one spelling per game).
//! `cargo test --test fuzz -- --nocapture` prints the counts.

mod common;

use rosette::ai::Level;
use rosette::engine::{AnyGame, GameId, Rng, Turn};
use rosette::learn::run::Verdict;
use rosette::persist::history::History;
use rosette::persist::link::{self, Link};
use rosette::persist::live::invite::{self as live_invite, Payload};
use rosette::persist::live::{self, Message as LiveMessage, Refusal};
use rosette::persist::live::{ice, sdp};
use rosette::persist::settings::Settings;
use rosette::persist::{GameRecord, Seat};
use rosette::table::live::{Live, Status};
use rosette::worker::coach::{self, LessonMove, PuzzleMove};
use rosette::worker::evaluation::EvalRequest;
use rosette::worker::protocol::{MoveRequest, Request};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Inputs per decoder.
const INPUTS: usize = 100_000;

/// What one decoder did with its inputs.
struct Tally {
    inputs: usize,
    accepted: usize,
    panics: Vec<String>,
}

/// Feeds `INPUTS` texts to `decode` (which returns whether it accepted the text and asserts
/// whatever must hold for an accepted one): three in four are one to `max_edits` random
/// edits of a seed text, the rest random text. Prints and checks the tally.
fn fuzz(
    name: &str,
    seeds: &[String],
    alphabet: &str,
    max_edits: usize,
    decode: impl Fn(&str) -> bool,
) -> Tally {
    let alphabet: Vec<char> = alphabet.chars().collect();
    let mut rng = Rng::new(name.len() as u64 * 7919 + 12);
    let mut tally = Tally {
        inputs: 0,
        accepted: 0,
        panics: Vec::new(),
    };
    for i in 0..INPUTS {
        let text = if i % 4 == 3 {
            common::random_text(&mut rng, &alphabet, 80)
        } else {
            common::mutate(&mut rng, &seeds[i % seeds.len()], &alphabet, max_edits)
        };
        tally.inputs += 1;
        match catch_unwind(AssertUnwindSafe(|| decode(&text))) {
            Ok(accepted) => tally.accepted += usize::from(accepted),
            Err(_) => tally.panics.push(text),
        }
    }
    println!(
        "{name}: {} inputs, {} accepted, {} panics",
        tally.inputs,
        tally.accepted,
        tally.panics.len()
    );
    assert!(
        tally.panics.is_empty(),
        "{name}: {} panics, first inputs: {:?}",
        tally.panics.len(),
        &tally.panics[..tally.panics.len().min(5)]
    );
    assert!(
        tally.accepted > 0,
        "{name}: nothing accepted, so only errors were tried"
    );
    tally
}

fn random_record(game: GameId, options: &str, seed: u64, plies: usize) -> GameRecord {
    common::random_record(game, options, seed, plies)
}

/// The state at the end of a record.
fn end_state(record: &GameRecord) -> AnyGame {
    record.replay().unwrap().into_end()
}

/// Short and long games of `game` (short ones keep the fuzzing fast: a link replays).
fn sample_records(game: GameId, options: &str) -> Vec<GameRecord> {
    let mut records: Vec<GameRecord> = [0, 3, 8, 20]
        .into_iter()
        .enumerate()
        .map(|(i, plies)| random_record(game, options, i as u64 + 1, plies))
        .collect();
    // A game from a set-up position.
    let mut from_position = random_record(game, options, 9, 0);
    from_position.start = Some(end_state(&random_record(game, options, 5, 6)).to_position());
    let state = from_position.start_state().unwrap();
    if let Some(&m) = state.legal_moves().first() {
        let m = if state.turn() == Turn::Chance {
            state.resolve_chance(&mut Rng::new(1))
        } else {
            m
        };
        from_position.moves.push(state.move_notation(m));
    }
    records.push(from_position);
    records
}

const GAMES: [(GameId, &str); 4] = [
    (GameId::Pyrga, ""),
    (GameId::Chiron, ""),
    (GameId::ShiftingChess, "seed=42"),
    (GameId::Chirality, "board=r1"),
];

fn fuzz_links(game: GameId, options: &str) {
    let records = sample_records(game, options);
    let mut seeds: Vec<String> = records
        .iter()
        .map(|r| link::encode_game(r).unwrap())
        .collect();
    seeds.push(link::encode_position(&end_state(&records[2])));
    // A link that keeps its seats (a person and the AI).
    let mut seated = records[2].clone();
    seated.seats = vec![Seat::Human, Seat::Ai(Level::Medium)];
    seeds.push(link::encode_game(&seated).unwrap());
    let decode = |text: &str| match link::decode(text) {
        Ok(decoded) => {
            // decode → encode gives the very text, and decoding that gives the same again.
            let again = match &decoded {
                Link::Game(record) => link::encode_game(record).unwrap(),
                Link::Position(state) => link::encode_position(state),
            };
            assert_eq!(again, text.trim(), "{text}");
            assert_eq!(link::decode(&again).as_ref(), Ok(&decoded), "{text}");
            true
        }
        Err(e) => {
            assert!(!e.to_string().is_empty());
            false
        }
    };
    fuzz(
        &format!("{} links", game.as_str()),
        &seeds,
        "gp1.-_=+,AZaz09kQ ",
        3,
        decode,
    );
}

#[test]
fn pyrga_links() {
    fuzz_links(GAMES[0].0, GAMES[0].1);
}

#[test]
fn chiron_links() {
    fuzz_links(GAMES[1].0, GAMES[1].1);
}

#[test]
fn shifting_chess_links() {
    fuzz_links(GAMES[2].0, GAMES[2].1);
}

#[test]
fn chirality_links() {
    fuzz_links(GAMES[3].0, GAMES[3].1);
}

#[test]
fn saves_of_every_game() {
    let seeds: Vec<String> = GAMES
        .iter()
        .flat_map(|&(game, options)| sample_records(game, options))
        .map(|r| r.to_json())
        .collect();
    fuzz(
        "saves",
        &seeds,
        "{}[]\":,.01-9aez \\",
        3,
        |text| match GameRecord::from_json(text) {
            Ok(record) => {
                assert_eq!(GameRecord::from_json(&record.to_json()), Ok(record));
                true
            }
            Err(e) => {
                assert!(!e.to_string().is_empty());
                false
            }
        },
    );
}

#[test]
fn pyrga_position_text() {
    let seeds: Vec<String> = (0..6)
        .map(|i| end_state(&random_record(GameId::Pyrga, "", i, 2 * i as usize)).to_position())
        .collect();
    fuzz(
        "pyrga positions",
        &seeds,
        "SCTsct.,/ wb-123456789abcd",
        3,
        |text| match AnyGame::from_position(GameId::Pyrga, text) {
            Ok(state) => {
                let again = AnyGame::from_position(GameId::Pyrga, &state.to_position());
                assert_eq!(again.as_ref(), Ok(&state), "{text}");
                assert_eq!(state.legal_moves().is_empty(), state.turn() == Turn::Over);
                true
            }
            Err(_) => false,
        },
    );
}

#[test]
fn settings() {
    let seeds = vec![
        Settings::default().to_json(),
        r#"{"version":1,"theme":"dark","sounds":false,"volume":7,"motion":"reduce","hints":false,"coordinates":false}"#.to_string(),
    ];
    fuzz("settings", &seeds, "{}\":,01vtruefalsdkmcyh", 3, |text| {
        let (settings, why) = Settings::from_json(text);
        assert!(settings.volume <= 100);
        if why.is_none() {
            assert_eq!(Settings::from_json(&settings.to_json()), (settings, None));
        }
        why.is_none()
    });
}

#[test]
fn game_options() {
    let seeds: Vec<String> = [
        "",
        "board=r1,setup=b,players=3,deep-moats,seed=12",
        "board=r2,setup=c,players=6",
        "seed=5,cards=off",
        "seed=18446744073709551615",
    ]
    .map(String::from)
    .to_vec();
    fuzz(
        "game options",
        &seeds,
        "=,-abcdeoprsty0123456789+ ",
        3,
        |text| {
            let mut accepted = false;
            for game in GameId::ALL {
                if let Ok(state) = AnyGame::new_game(game, text) {
                    // The options written back mean the same game, and are written the same.
                    let canonical = state.options_text();
                    let again = AnyGame::new_game(game, &canonical).unwrap();
                    assert_eq!(again, state, "{game:?} {text}");
                    assert_eq!(again.options_text(), canonical);
                    accepted = true;
                }
            }
            accepted
        },
    );
}

#[test]
fn worker_protocol() {
    let mut seeds = Vec::new();
    for &(game, options) in &GAMES {
        let record = random_record(game, options, 3, 6);
        let requests = [
            Request::Move(MoveRequest {
                job: 3,
                record: record.clone(),
                level: Level::Easy,
                seed: 9,
                time_ms: 500.0,
            }),
            Request::Evaluate(EvalRequest {
                job: 4,
                record,
                ply: 2,
                nodes: 100,
                time_ms: 50.0,
            }),
            Request::Bench { game, games: 10 },
        ];
        seeds.extend(requests.iter().map(|r| serde_json::to_string(r).unwrap()));
    }
    let puzzle = rosette::puzzles::parse_file(rosette::puzzles::shipped(GameId::Pyrga)).unwrap();
    let questions = [
        Request::Lesson(LessonMove {
            job: 5,
            game: GameId::Pyrga,
            lesson: "counting-towers".into(),
            before: Vec::new(),
            m: "Cb3".into(),
        }),
        Request::Puzzle(PuzzleMove {
            job: 6,
            game: GameId::Pyrga,
            puzzle: puzzle[0].to_line(),
            done: 1,
            m: puzzle[0].solution[0].clone(),
        }),
    ];
    seeds.extend(questions.iter().map(|r| serde_json::to_string(r).unwrap()));
    // What the worker reads before it works: the request (through the same serde derive it
    // reads from JavaScript values) and the game it replays.
    fuzz(
        "worker protocol",
        &seeds,
        "{}[]\":,.0159aejklrvy ",
        3,
        |text| match serde_json::from_str::<Request>(text) {
            Ok(Request::Move(request)) => request.record.replay().is_ok(),
            Ok(Request::Evaluate(request)) => request.record.replay().is_ok(),
            Ok(Request::Prove(request)) => request.record.replay().is_ok(),
            Ok(Request::Bench { .. } | Request::SolverBench { .. }) => true,
            // A lesson's question is answered here (the lesson replays from its start); a
            // puzzle's only read, as its refutation's search may take seconds.
            Ok(Request::Lesson(question)) => {
                !matches!(coach::lesson(&question).verdict, Verdict::Wrong(_))
            }
            Ok(Request::Puzzle(question)) => {
                rosette::puzzles::Puzzle::from_line(&question.puzzle).is_ok()
            }
            Err(_) => false,
        },
    );
}

/// Sample messages of the live protocol for `record` (a game of the seats' two devices).
fn live_messages(record: &GameRecord) -> Vec<LiveMessage> {
    let next = record.moves.len();
    vec![
        live::hello(record, vec![1], false),
        LiveMessage::Move {
            ply: next,
            text: record.moves.first().cloned().unwrap_or_else(|| "a1".into()),
        },
        LiveMessage::Ping { plies: next },
        LiveMessage::UndoRequest { from: next, to: 0 },
        LiveMessage::UndoAnswer {
            from: next,
            accept: true,
        },
        LiveMessage::Resign {
            player: 0,
            plies: next,
        },
        LiveMessage::DrawOffer { plies: next },
        LiveMessage::DrawAnswer {
            plies: next,
            accept: false,
        },
        LiveMessage::Rematch {
            id: "r2".into(),
            options: record.options.clone(),
        },
        LiveMessage::RematchAnswer {
            id: "r2".into(),
            accept: true,
        },
        LiveMessage::Refused {
            ply: next,
            why: Refusal::NotYourTurn,
        },
    ]
}

/// A device of a live game of `record` connected to its friend's (who plays seat 1).
fn connected_device(record: &GameRecord) -> (Live, History) {
    let h = History::from_record(record.clone()).unwrap();
    let mut device = Live::new(vec![0], h.end().num_players());
    device.connected(&h);
    let mut seats: Vec<u8> = (1..h.end().num_players() as u8).collect();
    seats.truncate(7);
    let mut h2 = h.clone();
    device.receive(
        &mut h2,
        &live::encode(&live::hello(record, seats, false)),
        1.0,
    );
    assert_eq!(device.status(), &Status::Connected);
    (device, h2)
}

#[test]
fn live_protocol() {
    let records: Vec<GameRecord> = GAMES
        .iter()
        .map(|&(game, options)| random_record(game, options, 4, 6))
        .collect();
    let seeds: Vec<String> = records
        .iter()
        .flat_map(live_messages)
        .map(|m| live::encode(&m))
        .collect();
    let devices: Vec<(Live, History)> = records.iter().map(connected_device).collect();
    fuzz(
        "live protocol",
        &seeds,
        "{}[]\":,.0159aehklmnoprsuvy_ ",
        3,
        |text| match live::decode(text) {
            Ok(message) => {
                assert_eq!(live::decode(&live::encode(&message)), Ok(message));
                // Whatever it says, a connected device takes it without a panic, and its
                // game still replays.
                for (device, h) in &devices {
                    let (mut device, mut h) = (device.clone(), h.clone());
                    device.receive(&mut h, text, 2.0);
                    assert!(History::from_record(h.full_record().clone()).is_ok());
                }
                true
            }
            Err(e) => {
                assert!(!e.to_string().is_empty());
                false
            }
        },
    );
}

#[test]
fn live_links() {
    let offer = sdp::minimise(include_str!("live/chrome-offer.sdp")).unwrap();
    let mut seeds: Vec<String> = GAMES
        .iter()
        .map(|&(game, options)| {
            live_invite::encode_invitation(&live_invite::Invitation {
                record: random_record(game, options, 2, 5),
                seats: vec![1],
                servers: vec![
                    ice::IceServer::open("stun:stun.example.org:3478"),
                    ice::IceServer {
                        urls: vec!["turn:198.51.100.1:3478?transport=udp".into()],
                        username: Some("lab".into()),
                        credential: Some("p%w".into()),
                    },
                ],
                offer: offer.clone(),
            })
            .unwrap()
        })
        .collect();
    seeds.push(live_invite::encode_answer(&live_invite::Answer {
        id: "Xb3kQ9zT1aP".into(),
        offer,
    }));
    fuzz(
        "live links",
        &seeds,
        "ia12!.-_xAZaz09gp~:,@%",
        3,
        |text| match live_invite::decode(text) {
            Ok(payload) => {
                let again = match &payload {
                    Payload::Invitation(i) => live_invite::encode_invitation(i).unwrap(),
                    Payload::Answer(a) => live_invite::encode_answer(a),
                };
                assert_eq!(again, text.trim(), "{text}");
                true
            }
            Err(_) => false,
        },
    );
}
