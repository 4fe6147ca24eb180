//! Chiron rules, one test per clause of the rulings (../shared/rules/chiron-rulings.md),
//! named after it; perft and random positions checked against an independent, slow
//! generator (module `model`).

mod cross_check;
mod end_of_game;
mod landing;
mod model;
mod moves;
mod notation;
mod phoenix;
mod promotion;

#[path = "../common/mod.rs"]
mod common;

use common::legal_notation as legal;

use rosette::engine::chiron::Illegal;
use rosette::engine::chiron::{
    parse_square, square_name, Chiron, ChironMove, Form, Hand, Piece, PieceType, Promotion, OPENING,
};
use rosette::engine::{Game, GameId, Part, Reason, Rng, SetupError, Turn};
use std::collections::HashSet;

/// Tokens whose pieces each player always owns one of.
const HANDED: [&str; 6] = ["CL", "CR", "ML", "MR", "HL", "HR"];

/// A position from `(square, token)` pairs and the side to move. Pieces not placed go to
/// their owner's captured pool; a player with no Phoenix on the board gets one in hand
/// unless `hands` says otherwise.
fn setup_with(pieces: &[(&str, &str)], side: char, hands: Option<&str>) -> Chiron {
    let mut board = vec![String::new(); 64];
    let mut ants = [8i32; 2];
    let mut handed: Vec<Vec<&str>> = vec![HANDED.to_vec(), HANDED.to_vec()];
    let mut phoenix = [false; 2];
    for &(sq, token) in pieces {
        let s = parse_square(sq).unwrap() as usize;
        assert!(board[s].is_empty(), "{sq} twice");
        board[s] = token.to_string();
        let bare = token.trim_start_matches('+');
        let owner = usize::from(bare.chars().next().unwrap().is_ascii_lowercase());
        let upper = bare.to_ascii_uppercase();
        match upper.as_str() {
            "A" => ants[owner] -= 1,
            "P" => phoenix[owner] = true,
            "K" => {}
            t => handed[owner].retain(|h| *h != t),
        }
    }
    let mut text = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            let t = &board[rank * 8 + file];
            if t.is_empty() {
                empty += 1;
            } else {
                if empty > 0 {
                    text += &empty.to_string();
                    empty = 0;
                }
                text += t;
            }
        }
        if empty > 0 {
            text += &empty.to_string();
        }
        if rank > 0 {
            text.push('/');
        }
    }
    let hands = hands.map(str::to_string).unwrap_or_else(|| {
        let h = format!(
            "{}{}",
            if phoenix[0] { "" } else { "P" },
            if phoenix[1] { "" } else { "p" }
        );
        if h.is_empty() {
            "-".into()
        } else {
            h
        }
    });
    let mut pools = String::new();
    for o in 0..2 {
        let mut part = "A".repeat(ants[o].max(0) as usize);
        for h in &handed[o] {
            part += h;
        }
        pools += &if o == 1 {
            part.to_ascii_lowercase()
        } else {
            part
        };
    }
    if pools.is_empty() {
        pools = "-".into();
    }
    let text = format!("{text} {side} {hands} {pools}");
    Chiron::from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn setup(pieces: &[(&str, &str)], side: char) -> Chiron {
    setup_with(pieces, side, None)
}

fn names(bits: u64) -> Vec<String> {
    let mut v: Vec<String> = (0..64u8)
        .filter(|s| bits >> s & 1 == 1)
        .map(square_name)
        .collect();
    v.sort();
    v
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// The legal moves from one square, in notation, sorted.
fn legal_from(g: &Chiron, sq: &str) -> Vec<String> {
    let mut v: Vec<String> = g
        .moves_from(parse_square(sq).unwrap())
        .into_iter()
        .map(|m| g.move_notation(m))
        .collect();
    v.sort();
    v
}

fn play(g: &Chiron, text: &str) -> Chiron {
    let m = g
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e} in {:?}", legal(g)));
    g.clone().play(m).unwrap()
}

fn start() -> Chiron {
    Chiron::new_game(&Default::default())
}
