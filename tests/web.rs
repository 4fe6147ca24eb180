//! Tests that run inside headless Chromium (`cargo test --target wasm32-unknown-unknown`):
//! the engine and AI behave the same in wasm, and the app mounts into a real DOM.
#![cfg(target_arch = "wasm32")]

use rosette::engine::{perft::perft, pyrga::Pyrga, Game};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn perft_is_the_same_in_wasm() {
    assert_eq!(perft(&Pyrga::new_game(&Default::default()), 4), 59_872);
}

/// The worker's messages travel as JavaScript objects (serde-wasm-bindgen), each named by
/// its variant (`{move: {…}}`).
#[wasm_bindgen_test]
fn the_ai_protocol_answers_in_wasm() {
    use rosette::worker::protocol::{handle, Reply, Request};
    let request = js_sys::JSON::parse(
        r#"{"move":{"job":3,"record":{"version":1,"id":"w","game":"pyrga","moves":["Sb2"]},"level":"easy","seed":9,"time_ms":5000}}"#,
    )
    .unwrap();
    let request: Request = serde_wasm_bindgen::from_value(request).unwrap();
    let reply = serde_wasm_bindgen::to_value(&handle(request, &js_sys::Date::now)).unwrap();
    let keys = js_sys::Object::keys(wasm_bindgen::JsCast::unchecked_ref::<js_sys::Object>(
        &reply,
    ));
    assert_eq!(keys.to_vec(), vec![wasm_bindgen::JsValue::from("move")]);
    let Reply::Move(answer) = serde_wasm_bindgen::from_value(reply).unwrap() else {
        panic!("a move reply")
    };
    assert_eq!(answer.job, 3);
    assert!(answer.result.is_ok(), "{answer:?}");
}

#[wasm_bindgen_test]
fn the_app_mounts_and_lists_the_games() {
    let window = web_sys::window().unwrap();
    window.location().set_hash("/").unwrap();
    leptos::mount::mount_to_body(rosette::ui::App);
    let document = window.document().unwrap();
    let cards = document.query_selector_all(".game-card").unwrap();
    let body = document.body().unwrap().inner_html();
    assert_eq!(cards.length(), 4, "{}", &body[..body.len().min(2000)]);
}

// What is stored and sent goes through the browser's own JSON in wasm (persist::json,
// issue 33) and through serde_json natively: what serde_json wrote must read here, and
// what is written here must read the same.

/// A save as serde_json wrote it before typed records (whole times with their `.0`).
const OLD_SAVE: &str = r#"{"version":1,"id":"k3x9","game":"pyrga","options":"","start":null,"moves":["Sb2","Cb3"],"seats":[{"kind":"human"},{"kind":"ai","level":"medium"}],"name":"","created":1700000000000.0,"updated":1700000050000.0}"#;

#[wasm_bindgen_test]
fn a_record_reads_and_writes_as_serde_json_does() {
    use rosette::ai::Level;
    use rosette::persist::{GameRecord, Seat};
    let record = GameRecord::from_json(OLD_SAVE).unwrap();
    assert_eq!(record.seats, [Seat::Human, Seat::Ai(Level::Medium)]);
    assert_eq!((record.created, record.updated), (1.7e12, 1.70000005e12));
    // The same text but the `.0`s: `None` as null, no hints, resignation or draw written.
    let plain = OLD_SAVE.replace(".0,", ",").replace(".0}", "}");
    assert_eq!(record.to_json(), plain);
    let mut more = record.clone();
    (more.hints, more.resigned, more.name) = (3, Some(1), "é \" \\ ✓".into());
    more.start = None;
    more.created = 1_700_000_000_000.5;
    let text = more.to_json();
    assert!(
        text.contains(r#""resigned":1,"#) && text.ends_with(r#","hints":3}"#),
        "{text}"
    );
    assert_eq!(GameRecord::from_json(&text), Ok(more));
}

#[wasm_bindgen_test]
fn a_slot_keeps_its_revision_and_the_saves_file_reads_back() {
    use rosette::persist::{export, slot, GameRecord};
    let record = GameRecord::from_json(OLD_SAVE).unwrap();
    // The largest revision a JavaScript number holds exactly.
    let rev = (1 << 53) - 1;
    assert_eq!(
        slot::read_stored(&slot::stored_text(&record, rev)),
        Ok((rev, record.clone()))
    );
    let sorted = r#"{"created":1700000000000.0,"game":"pyrga","id":"k3x9","moves":["Sb2"],"name":"","options":"","rev":3,"seats":[],"start":null,"updated":1700000000000.0,"version":1}"#;
    assert_eq!(slot::read_stored(sorted).map(|(rev, _)| rev), Ok(3));
    let file = export::to_text(std::slice::from_ref(&record));
    assert_eq!(export::parse(&file), Ok(vec![record.clone()]));
    assert_eq!(export::parse(OLD_SAVE), Ok(vec![record]));
    let old_file = format!(r#"{{"format":"rosette-saves","saves":[{OLD_SAVE}],"version":1}}"#);
    assert_eq!(export::parse(&old_file).map(|s| s.len()), Ok(1));
    let e = export::parse("nonsense").unwrap_err();
    assert!(
        matches!(&e, export::ExportError::NotJson(why) if !why.is_empty()),
        "{e:?}"
    );
}

#[wasm_bindgen_test]
fn integers_beyond_2_53_are_refused_not_rounded() {
    use rosette::persist::json;
    let max = (1u64 << 53) - 1;
    assert_eq!(json::to_string(&max).as_deref(), Ok("9007199254740991"));
    assert_eq!(json::from_str::<u64>("9007199254740991"), Ok(max));
    assert!(json::to_string(&(max + 2)).is_err());
    assert!(json::to_string(&u64::MAX).is_err());
    assert!(json::from_str::<u64>("9007199254740993").is_err());
    let doc = json::Document::parse(r#"{"rev":9007199254740993,"n":1.5}"#).unwrap();
    assert_eq!(doc.get("rev").and_then(|r| r.as_u64()), None);
    assert_eq!(doc.get("n").and_then(|n| n.as_u64()), None);
}

#[wasm_bindgen_test]
fn settings_and_progress_read_and_write_as_serde_json_does() {
    use rosette::learn::progress::Progress;
    use rosette::persist::settings::{Motion, Settings, Theme};
    let s = Settings {
        theme: Theme::Contrast,
        volume: 15,
        motion: Motion::Reduce,
        hints: false,
        ..Settings::default()
    };
    let text = s.to_json();
    assert_eq!(
        text,
        r#"{"version":1,"theme":"contrast","sounds":true,"volume":15,"motion":"reduce","hints":false,"coordinates":true}"#
    );
    assert_eq!(Settings::from_json(&text), (s, None));
    let german = Settings {
        language: Some(rosette::i18n::Lang::De),
        ..s
    };
    assert!(german
        .to_json()
        .ends_with(r#""coordinates":true,"language":"de"}"#));
    assert_eq!(Settings::from_json(&german.to_json()), (german, None));
    let (read, why) = Settings::from_json(r#"{"version":1,"theme":"dark","volume":250}"#);
    assert_eq!(
        (read.theme, read.volume, read.sounds, why),
        (Theme::Dark, 100, true, None)
    );
    for bad in [
        "",
        "not json",
        r#"{"version":1,"theme":"purple"}"#,
        r#"{"version":1,"volume":-3}"#,
        r#"{"version":2}"#,
    ] {
        let (read, why) = Settings::from_json(bad);
        assert_eq!(read, Settings::default(), "{bad}");
        assert!(why.is_some_and(|w| !w.is_empty()), "{bad}");
    }
    // An array is an object to the browser: settings with every field missing, so the
    // defaults, as serde_json's refusal gives.
    assert_eq!(Settings::from_json("[1,2]").0, Settings::default());
    // A map is an object, as serde_json writes it.
    let mut p = Progress::default();
    p.finish("pyrga", "a");
    p.finish("chiron", "x");
    assert_eq!(p.to_text(), r#"{"done":{"chiron":["x"],"pyrga":["a"]}}"#);
    assert_eq!(Progress::read(Some(&p.to_text())), p);
    assert_eq!(
        Progress::read(Some(r#"{"done":{"pyrga":7}}"#)),
        Progress::default()
    );
}

#[wasm_bindgen_test]
fn live_messages_read_and_write_as_serde_json_does() {
    use rosette::persist::live::{decode, encode, hello, ice, LiveError, Message};
    use rosette::persist::GameRecord;
    assert_eq!(
        encode(&Message::Ping { plies: 4 }),
        r#"{"ping":{"plies":4}}"#
    );
    let record = GameRecord::from_json(OLD_SAVE).unwrap();
    for m in [
        hello(&record, vec![1], true),
        Message::Move {
            ply: 2,
            text: "Tb3w".into(),
        },
        Message::Resign {
            player: 1,
            plies: 3,
        },
        Message::Rematch {
            id: "h8".into(),
            options: "seed=4".into(),
        },
    ] {
        assert_eq!(decode(&encode(&m)), Ok(m));
    }
    // A hello this version cannot read still says its version (the probe), as does
    // version 1's, which named its kind in a field.
    assert_eq!(
        decode(r#"{"hello":{"version":4,"table":[]}}"#),
        Err(LiveError::Version(4))
    );
    assert_eq!(
        decode(r#"{"kind":"hello","version":1,"build":"x"}"#),
        Err(LiveError::Version(1))
    );
    for text in [
        "",
        "null",
        "{}",
        r#"{"kind":"ping","plies":4}"#,
        r#"{"move":{"ply":-1,"text":"Sb2"}}"#,
        r#"{"resign":{"player":300,"plies":1}}"#,
        r#"{"ping":{"plies":1},"move":{"ply":1,"text":"a"}}"#,
    ] {
        assert!(
            matches!(decode(text), Err(LiveError::Malformed(_))),
            "{text}"
        );
    }
    let servers = ice::parse_config(
        r#"{"iceServers":[{"urls":"stun:a.example"},{"urls":["turn:b.example"],"username":"u","credential":"p"}]}"#,
    )
    .unwrap();
    assert_eq!(servers[0].urls, ["stun:a.example"]);
    assert_eq!(servers[1].username.as_deref(), Some("u"));
    assert!(matches!(
        ice::parse_config("{"),
        Err(ice::IceError::NotConfig(_))
    ));
}

#[wasm_bindgen_test]
fn damaged_text_is_an_error_never_a_crash() {
    use rosette::learn::progress::Progress;
    use rosette::persist::live::{decode, ice};
    use rosette::persist::settings::Settings;
    use rosette::persist::{export, slot, GameRecord};
    let deep = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
    // Deep enough to exhaust the stack if decoding recursed into it (a seat's level, read
    // before its kind, is buffered).
    let deep_seat = format!(
        r#"{{"version":1,"id":"x","game":"pyrga","moves":[],"seats":[{{"level":{},"kind":"ai"}}]}}"#,
        deep(100_000)
    );
    let e = GameRecord::from_json(&deep_seat).unwrap_err().to_string();
    assert!(e.contains("nested"), "{e}");
    let bad = [
        String::new(),
        "{".into(),
        "null".into(),
        "\"text\"".into(),
        "[1,2]".into(),
        "1e400".into(),
        deep(200),
        deep_seat,
        r#"{"version":"1"}"#.into(),
        r#"{"version":1.5,"id":"x","game":"pyrga","moves":[]}"#.into(),
        r#"{"version":1,"id":"x","game":"pyrga","moves":"Sb2"}"#.into(),
        r#"{"version":1,"id":"x","game":"pyrga","moves":[],"created":null}"#.into(),
        r#"{"version":1,"id":"x","game":"pyrga","moves":["Zz9"]}"#.into(),
        r#"{"__proto__":{"version":1},"id":"x"}"#.into(),
        r#"{"format":"rosette-saves","version":1,"saves":{"0":1}}"#.into(),
    ];
    for text in &bad {
        assert!(GameRecord::from_json(text).is_err(), "{text:.80}");
        assert!(slot::read_stored(text).is_err(), "{text:.80}");
        assert!(export::parse(text).is_err(), "{text:.80}");
        assert!(decode(text).is_err(), "{text:.80}");
        assert!(ice::parse_config(text).is_err(), "{text:.80}");
        assert_eq!(
            Settings::from_json(text).0,
            Settings::default(),
            "{text:.80}"
        );
        assert_eq!(
            Progress::read(Some(text)),
            Progress::default(),
            "{text:.80}"
        );
    }
    // A lone surrogate is not refused by the browser: it reads, whatever it becomes.
    let _ = GameRecord::from_json(&OLD_SAVE.replace(r#""name":"""#, r#""name":"\ud800""#));
}
