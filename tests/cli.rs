//! The `rosette` command line against its contract (../shared/design/cli.md): run the
//! built binary and read what it prints and its exit status.
#![cfg(not(target_arch = "wasm32"))]

use rosette::engine::chirality::board::{board_json, Board};
use serde_json::Value;
use std::process::{Command, Output};

fn rosette(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rosette"))
        .args(args)
        .output()
        .expect("the rosette binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("UTF-8 output")
}

/// Runs a command that must fail with status 2 and a one-line message.
fn fails(args: &[&str]) -> String {
    let out = rosette(args);
    assert_eq!(out.status.code(), Some(2), "{args:?} exits with 2");
    let err = String::from_utf8(out.stderr).expect("UTF-8 message");
    assert_eq!(
        err.trim_end().lines().count(),
        1,
        "{args:?}: one line: {err}"
    );
    assert!(out.stdout.is_empty(), "{args:?} prints nothing on stdout");
    err
}

/// The mean of a Star's five tiles' centres: the Star's centre (it is five-fold symmetric).
fn star_centre(json: &Value, star: &Value) -> [f64; 2] {
    let mut sum = [0.0, 0.0];
    let ids = star["tiles"].as_array().expect("star tiles");
    for id in ids {
        let tile = &json["tiles"][id.as_u64().expect("tile id") as usize];
        for v in tile["vertices"].as_array().expect("vertices") {
            sum[0] += v[0].as_f64().expect("x") / 20.0;
            sum[1] += v[1].as_f64().expect("y") / 20.0;
        }
    }
    sum
}

fn check_board(arg: &str, board: &Board, tiles: usize, thin: usize) {
    let out = rosette(&["board", arg, "--json"]);
    assert!(out.status.success(), "board {arg} --json succeeds");
    let text = stdout(&out);
    assert_eq!(text.trim_end(), board_json(board), "exactly board_json");
    let json: Value = serde_json::from_str(&text).expect("valid JSON");
    assert_eq!(json["name"], arg.to_uppercase());
    let list = json["tiles"].as_array().expect("tiles");
    assert_eq!(list.len(), tiles);
    for (i, t) in list.iter().enumerate() {
        assert_eq!(t["id"], i);
        assert_eq!(t["vertices"].as_array().map(Vec::len), Some(4));
    }
    let thins = list.iter().filter(|t| t["kind"] == "thin").count();
    assert_eq!(thins, thin, "Thin tiles");
    assert_eq!(
        list.iter().filter(|t| t["kind"] == "thick").count(),
        tiles - thin
    );
    let stars = json["stars"].as_array().expect("stars");
    assert_eq!(stars[0]["ring"], 0, "the Throne first");
    let c = star_centre(&json, &stars[0]);
    assert!(c[0].hypot(c[1]) < 1e-5, "the Throne at the origin: {c:?}");
    let north = stars.iter().filter(|s| s["ring"] == 1).any(|s| {
        let [x, y] = star_centre(&json, s);
        x.abs() < 1e-5 && (y - 4.236_068).abs() < 1e-4
    });
    assert!(north, "a ring-1 Star at 90°, φ³ from the centre");
    let gates = json["gates"].as_array().expect("gates");
    assert!(gates.len() >= 2);
    assert!(gates.iter().all(|g| g["angle"].as_f64().is_some()));
}

#[test]
fn board_r1_json() {
    check_board("r1", Board::r1(), 160, 60);
}

#[test]
fn board_r2_json() {
    check_board("r2", Board::r2(), 300, 120);
}

#[test]
fn board_bad_arguments_exit_2() {
    assert!(fails(&["board", "r3", "--json"]).contains("r3"));
    fails(&["board"]);
    fails(&["board", "r1"]);
    fails(&["board", "r1", "--json", "--seed", "3"]);
    fails(&["board", "r1", "extra", "--json"]);
}

#[test]
fn games_lists_the_ids() {
    let out = rosette(&["games"]);
    assert!(out.status.success());
    let ids: Vec<String> = stdout(&out).lines().map(str::to_string).collect();
    for id in ["pyrga", "chirality", "chiron", "shifting-chess"] {
        assert!(ids.iter().any(|l| l == id), "{id} in {ids:?}");
    }
    assert_eq!(ids.len(), 4);
}

#[test]
fn perft_pyrga_1_is_80() {
    let out = rosette(&["perft", "pyrga", "1"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out).lines().last(), Some("80"));
}

#[test]
fn bad_input_exits_2() {
    fails(&["moves", "pyrga", "--moves", "not-a-move"]);
    fails(&["perft", "pyrga", "deep"]);
    fails(&["perft", "no-such-game", "1"]);
    fails(&["frobnicate"]);
}
