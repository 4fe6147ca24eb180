//! Helpers shared by the integration test crates (each includes this file with
//! `mod common;`): legal moves in notation, random walks through a game, and a fuzzer for
//! position text and other decoders.

// Each test crate is compiled on its own and uses only some of these helpers.
#![allow(dead_code)]

pub mod perft_file;

use rosette::engine::{Game, Rng, Turn};

/// The legal moves of `g` in its notation, sorted.
pub fn legal_notation<G: Game>(g: &G) -> Vec<String> {
    let mut v: Vec<String> = g
        .legal_move_list()
        .into_iter()
        .map(|m| g.move_notation(m))
        .collect();
    v.sort();
    v
}

/// The positions of a random game from `start`: `start` itself and the position after
/// each move, for at most `plies` moves or until the game is over. Players' moves are
/// uniformly random; chance turns are resolved as in real play.
pub fn random_walk<G: Game>(start: G, rng: &mut Rng, plies: usize) -> Vec<G> {
    let mut buffer = Vec::new();
    let mut g = start;
    let mut out = vec![g.clone()];
    for _ in 0..plies {
        let m = match g.turn() {
            Turn::Over => break,
            Turn::Chance => g.resolve_chance(rng),
            Turn::Player(_) => g.random_move(rng, &mut buffer),
        };
        g.play_unchecked(m);
        out.push(g.clone());
    }
    out
}

/// `text` after one to `max_edits` random edits: each deletes, replaces or inserts one
/// character at a random place (inserted and replacing characters come from `alphabet`).
pub fn mutate(rng: &mut Rng, text: &str, alphabet: &[char], max_edits: usize) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(max_edits) {
        let at = rng.below(chars.len() + 1);
        match rng.below(3) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 if at < chars.len() => chars[at] = alphabet[rng.below(alphabet.len())],
            _ => chars.insert(at, alphabet[rng.below(alphabet.len())]),
        }
    }
    chars.into_iter().collect()
}

/// Random text of fewer than `max_len` characters from `alphabet`.
pub fn random_text(rng: &mut Rng, alphabet: &[char], max_len: usize) -> String {
    (0..rng.below(max_len))
        .map(|_| alphabet[rng.below(alphabet.len())])
        .collect()
}

/// Fuzzes `G::from_position`: `iterations` times, reads a mutation of a seed position
/// ([`mutate`], up to `max_edits` edits) and a random text of up to 80 characters from
/// `alphabet`. Reading must never panic, and whatever reads back must be a consistent
/// state: its position text reads back as the same state, and it has legal moves exactly
/// when the game is not over. Returns how many mutated texts were accepted, and asserts
/// that some were (or only the error paths would have been tried).
pub fn fuzz_position_text<G: Game>(
    seeds: &[String],
    alphabet: &str,
    max_edits: usize,
    iterations: usize,
    rng: &mut Rng,
) -> usize {
    let alphabet: Vec<char> = alphabet.chars().collect();
    let mut accepted = 0;
    for i in 0..iterations {
        let mutated = mutate(rng, &seeds[i % seeds.len()], &alphabet, max_edits);
        let random = random_text(rng, &alphabet, 80);
        for (text, is_mutated) in [(mutated, true), (random, false)] {
            if let Ok(g) = G::from_position(&text) {
                accepted += usize::from(is_mutated);
                let again = G::from_position(&g.to_position());
                assert_eq!(again.as_ref(), Ok(&g), "{text}");
                assert_eq!(
                    g.legal_move_list().is_empty(),
                    g.turn() == Turn::Over,
                    "{text}"
                );
            }
        }
    }
    assert!(accepted > 0, "no mutated position was accepted");
    accepted
}

/// A game record of `plies` uniformly random moves from the options' start (fewer if the
/// game ends); chance turns take what the game deals, as in real play.
pub fn random_record(
    game: rosette::engine::GameId,
    options: &str,
    seed: u64,
    plies: usize,
) -> rosette::persist::GameRecord {
    let mut rng = Rng::new(seed);
    let mut record = rosette::persist::GameRecord::new(game, options, format!("id{seed}"), 1.0e12);
    let mut state = record.start_state().expect("valid options");
    for _ in 0..plies {
        let moves = state.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = if state.turn() == Turn::Chance {
            state.resolve_chance(&mut rng)
        } else {
            moves[rng.below(moves.len())]
        };
        record.moves.push(state.move_notation(m));
        state.play(m).expect("a legal move");
    }
    record
}
