//! Shifting Chess rules: one scenario per sentence of the fragment and per ruling (perft
//! counts are data in tests/perft/shifting-chess.perft); the scenarios are grouped in the
//! modules under `shifting_chess_rules/` (the slow independent generator is
//! `shifting_chess_slow`).

mod distortions;
mod end_of_game;
mod movement;
mod notation;
mod refusals;

#[path = "../common/mod.rs"]
mod common;

use rosette::engine::perft::perft;
use rosette::engine::shifting_chess::{
    Card, Content, End, Phase, PieceKind, ShiftingChess, ShiftingOptions, Square,
};
use rosette::engine::{Game, Prompt, Turn};

const CENTRAL_TILES: &str = "....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./......";
const FULL_DECK: &str = "ssssssrrrrrrlllllvvv";

/// Land squares (by index) of a tiles field.
fn land_of(tiles: &str) -> [bool; 144] {
    let mut land = [false; 144];
    for (i, row) in tiles.split('/').enumerate() {
        let r = 5 - i;
        let mut col = 0;
        let mut chars = row.chars();
        while let Some(c) = chars.next() {
            if c != '.' {
                chars.next();
                if c.is_ascii_uppercase() {
                    for (dr, df) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                        land[(2 * r + dr) * 12 + 2 * col + df] = true;
                    }
                }
            }
            col += 1;
        }
    }
    land
}

/// A board field: `pieces` such as `Ke3 k'j10 *d6 P'e9` on the land of `tiles`.
fn board_text(tiles: &str, pieces: &str) -> String {
    let land = land_of(tiles);
    let mut grid: Vec<String> = (0..144)
        .map(|i| if land[i] { "." } else { "-" }.to_string())
        .collect();
    for tok in pieces.split_whitespace() {
        let (piece, sq) = if tok.as_bytes().get(1) == Some(&b'\'') {
            tok.split_at(2)
        } else {
            tok.split_at(1)
        };
        let sq = Square::parse(sq).unwrap_or_else(|| panic!("square in {tok}"));
        grid[sq.index()] = piece.to_string();
    }
    let mut ranks = Vec::new();
    for rank in (0..12).rev() {
        let mut out = String::new();
        let mut run = 0;
        for file in 0..12 {
            let cell = &grid[rank * 12 + file];
            if cell == "." {
                run += 1;
                continue;
            }
            if run > 0 {
                out.push_str(&run.to_string());
                run = 0;
            }
            out.push_str(cell);
        }
        if run > 0 {
            out.push_str(&run.to_string());
        }
        ranks.push(out);
    }
    ranks.join("/")
}

/// A position from pieces, tiles, `head` (side phase ep halfmove turns) and `tail`
/// (limbo deck result).
fn build(pieces: &str, tiles: &str, head: &str, tail: &str) -> ShiftingChess {
    let text = format!("{} {head} {tiles} {tail}", board_text(tiles, pieces));
    ShiftingChess::from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The deck field with one card of kind `c` drawn (held for application).
fn deck_without(c: char) -> String {
    let i = FULL_DECK.find(c).expect("a card letter");
    format!("0:0:{}{}:", &FULL_DECK[..i], &FULL_DECK[i + 1..])
}

/// The legal moves' notations.
fn names(g: &ShiftingChess) -> Vec<String> {
    g.legal_move_list()
        .into_iter()
        .map(|m| g.move_notation(m))
        .collect()
}

fn has(g: &ShiftingChess, m: &str) -> bool {
    names(g).iter().any(|n| n == m)
}

/// Plays moves given in notation.
fn play(g: &ShiftingChess, moves: &str) -> ShiftingChess {
    let mut g = g.clone();
    for m in moves.split_whitespace() {
        let mv = g
            .parse_move(m)
            .unwrap_or_else(|e| panic!("{m} in {}: {e}; legal {:?}", g.to_position(), names(&g)));
        g = g.play(mv).unwrap_or_else(|(_, e)| panic!("{e}"));
    }
    g
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// An orthodox FEN (board, side, castling, en passant) placed on the central land, with
/// no boulders; `deck` is `off` or a deck field; `turns` the turn count.
fn orthodox(fen: &str, deck: &str, turns: u32) -> ShiftingChess {
    let f: Vec<&str> = fen.split_whitespace().collect();
    let castling = f.get(2).copied().unwrap_or("-");
    let mut ranks = vec!["------------".to_string(); 2];
    for (i, row) in f[0].split('/').enumerate() {
        let rank = 8 - i; // orthodox rank
        let mut out = String::from("--");
        let mut file = 0;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                out.push_str(&d.to_string());
                file += d;
                continue;
            }
            out.push(c);
            let moved = match c {
                'P' => rank != 2,
                'p' => rank != 7,
                'K' => {
                    !(rank == 1 && file == 4 && (castling.contains('K') || castling.contains('Q')))
                }
                'k' => {
                    !(rank == 8 && file == 4 && (castling.contains('k') || castling.contains('q')))
                }
                'R' => {
                    !(rank == 1
                        && ((file == 0 && castling.contains('Q'))
                            || (file == 7 && castling.contains('K'))))
                }
                'r' => {
                    !(rank == 8
                        && ((file == 0 && castling.contains('q'))
                            || (file == 7 && castling.contains('k'))))
                }
                _ => false,
            };
            if moved {
                out.push('\'');
            }
            file += 1;
        }
        out.push_str("--");
        ranks.push(out);
    }
    ranks.push("------------".into());
    ranks.push("------------".into());
    // Merge adjacent digits such as "--3" + digits: fine, runs never touch across '--'.
    let ep = match f.get(3) {
        Some(&"-") | None => "-".to_string(),
        Some(e) => {
            let b = e.as_bytes();
            format!("{}{}", (b[0] + 2) as char, (b[1] - b'0') + 2)
        }
    };
    let text = format!(
        "{} {} m {ep} 0 {turns} {CENTRAL_TILES} - {deck} *",
        ranks.join("/"),
        f[1]
    );
    ShiftingChess::from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";

/// The real start's counts are in tests/perft/shifting-chess.perft; here the rule behind
/// them: the fourth ply is a draw, and any of the four kinds may come.
#[test]
fn the_fourth_ply_from_the_start_is_a_draw_of_any_of_four_kinds() {
    let g = ShiftingChess::new_game(&ShiftingOptions::default());
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(perft(&g, 4), 4 * perft(&g, 3));
}

/// A position tail (limbo, deck, result) with the cards off.
const OFF: &str = "- off *";
/// Tile F moved to the corner slot: e5, f5, e6, f6 are a gap inside the land.
const F_IN_CORNER: &str = "....../.M0N0O0P0./.I0J0K0L0./.E0.G0H0./.A0B0C0D0./F0.....";
