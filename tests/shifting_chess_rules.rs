//! Shifting Chess rules: one scenario per sentence of the fragment and per ruling, perft
//! (orthodox geometry and the real start), and a slow independent generator.

use rosette::engine::perft::perft;
use rosette::engine::shifting_chess::{ShiftingChess, ShiftingOptions};
use rosette::engine::{Game, Turn};

const CENTRAL_TILES: &str = "....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./......";

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
const ORTHODOX: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";

#[test]
fn perft_orthodox_start() {
    let g = orthodox(ORTHODOX, "off", 0);
    assert_eq!(perft(&g, 1), 20);
    assert_eq!(perft(&g, 2), 400);
    assert_eq!(perft(&g, 3), 8902);
    assert_eq!(perft(&g, 4), 197_281);
}

#[test]
fn perft_kiwipete() {
    let g = orthodox(KIWIPETE, "off", 0);
    assert_eq!(perft(&g, 1), 48);
    assert_eq!(perft(&g, 2), 2039);
    assert_eq!(perft(&g, 3), 97_862);
}

#[test]
fn perft_real_start() {
    let g = ShiftingChess::new_game(&ShiftingOptions::default());
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(perft(&g, 1), 18);
    assert_eq!(perft(&g, 2), 324);
    let p3 = perft(&g, 3);
    assert_eq!(perft(&g, 4), 4 * p3);
    println!("perft 3 = {p3}");
}

#[test]
fn perft_deeper_cards_off() {
    let g = orthodox(KIWIPETE, "off", 0);
    assert_eq!(perft(&g, 4), 4_085_603);
}

#[test]
fn kiwipete_with_cards_on_before_a_draw() {
    // Turn 3 is the third ply; the card would be the fourth, so depth 3 is orthodox.
    let deck = ShiftingChess::new_game(&ShiftingOptions::default())
        .to_position()
        .split_whitespace()
        .nth(8)
        .unwrap()
        .to_string();
    let g = orthodox(KIWIPETE, &deck, 3);
    assert_eq!(perft(&g, 1), 48);
    assert_eq!(perft(&g, 2), 2039);
    assert_eq!(perft(&g, 3), 97_862);
}
