//! Shifting Chess rules: one scenario per sentence of the fragment and per ruling, perft
//! (orthodox geometry and the real start), and a slow independent generator.

mod common;

use rosette::engine::perft::perft;
use rosette::engine::shifting_chess::{
    Card, Content, End, Phase, PieceKind, ShiftingChess, ShiftingOptions, Square,
};
use rosette::engine::{Game, Turn};

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

// ---- Movement: boulders, gaps, pawns ----

const OFF: &str = "- off *";
/// Tile F moved to the corner slot: e5, f5, e6, f6 are a gap inside the land.
const F_IN_CORNER: &str = "....../.M0N0O0P0./.I0J0K0L0./.E0.G0H0./.A0B0C0D0./F0.....";

#[test]
fn boulder_stops_rook_and_queen_but_not_knight() {
    let g = build(
        "Kc3 kj10 R'd4 *d6 Qf4 *f6 Nh5 *h6 *g5 *g6 *i7",
        CENTRAL_TILES,
        "w m - 0 0",
        OFF,
    );
    assert!(has(&g, "d4d5") && !has(&g, "d4d6") && !has(&g, "d4d7"));
    assert!(has(&g, "f4f5") && !has(&g, "f4f6") && !has(&g, "f4f7"));
    // The knight leaps the ring of boulders but never lands on one.
    assert!(has(&g, "h5g7") && has(&g, "h5j6") && !has(&g, "h5i7"));
}

#[test]
fn queen_crosses_a_gap_that_stops_bishop_and_rook() {
    let g = build("Kj3 kc10 Bd4 R'e4", F_IN_CORNER, "w m - 0 0", OFF);
    assert!(!has(&g, "d4e5") && !has(&g, "d4f6") && !has(&g, "d4g7"));
    assert!(!has(&g, "e4e5") && !has(&g, "e4e7") && has(&g, "e4e3"));
    let g = build("Kj3 kc10 Qd4 Qe4", F_IN_CORNER, "w m - 0 0", OFF);
    assert!(has(&g, "d4g7") && has(&g, "d4h8") && has(&g, "e4e7") && has(&g, "e4e10"));
    assert!(!has(&g, "d4e5") && !has(&g, "d4f6") && !has(&g, "e4e5") && !has(&g, "e4e6"));
}

#[test]
fn knight_leaps_gaps_king_and_pawns_are_stopped() {
    let g = build("Kd5 kc10 Nd6 P'e4 Pf4", F_IN_CORNER, "w m - 0 0", OFF);
    assert!(has(&g, "d6f7") && has(&g, "d6c4") && has(&g, "d6e8") && !has(&g, "d6f5"));
    assert!(!has(&g, "d5e5") && !has(&g, "d5e6") && has(&g, "d5c5"));
    assert!(g.moves_from(sq("e4")).is_empty() && g.moves_from(sq("f4")).is_empty());
}

#[test]
fn pawn_double_step_never_passes_a_lone_gap_on_aligned_tiles() {
    // Tiles sit in 2×2 slots, so the square a double step passes shares a slot with its
    // start or its end: "may cross a gap square" never arises (it is implemented all
    // the same). Likewise the en passant square is always land.
    for r in 0..10 {
        assert!((r + 1) / 2 == r / 2 || (r + 1) / 2 == (r + 2) / 2);
    }
}

#[test]
fn unmoved_pawn_double_steps_after_a_swap() {
    let g = build(
        "Kc3 kj10 Pe4 P'f4",
        CENTRAL_TILES,
        "w swap - 0 3",
        &format!("- {} *", deck_without('s')),
    );
    let g = play(&g, "swap-B-F j10i10");
    assert_eq!(g.piece_at(sq("e6")).map(|p| p.moved), Some(false));
    assert!(has(&g, "e6e8") && has(&g, "e6e7"));
    assert!(has(&g, "f6f7") && !has(&g, "f6f8"));
}

#[test]
fn en_passant_only_on_the_very_next_turn() {
    let g = build("Kc3 kj10 P'f7 pg9", CENTRAL_TILES, "b m - 0 0", OFF);
    let g = play(&g, "g9g7");
    assert_eq!(g.en_passant(), Some(sq("g8")));
    assert!(has(&g, "f7g8"));
    let taken = play(&g, "f7g8");
    assert_eq!(taken.content(sq("g7")), Content::Empty);
    let later = play(&g, "c3c4 j10i10");
    assert!(!has(&later, "f7g8"));
}

#[test]
fn en_passant_survives_a_distortion_that_leaves_both_squares_alone() {
    let g = build(
        "Kc3 kj10 P'f7 pg9",
        CENTRAL_TILES,
        "b m - 0 2",
        &format!("- 0:0:{FULL_DECK}: *"),
    );
    let g = play(&g, "g9g7");
    assert_eq!(g.turn(), Turn::Chance);
    let kept = play(&g, "draw-rotate rotate-D-cw");
    assert!(has(&kept, "f7g8"));
    let moved = play(&g, "draw-rotate rotate-K-ccw");
    assert_eq!(moved.en_passant(), None);
    assert!(!has(&moved, "f7g8"));
}

// ---- Promotion ----

#[test]
fn promotion_by_own_move_offers_four_pieces_only_at_the_edge_of_land() {
    let g = build("Kc3 kj9 P'e9", CENTRAL_TILES, "w m - 0 0", OFF);
    for p in ["q", "r", "b", "n"] {
        assert!(has(&g, &format!("e9e10{p}")));
    }
    assert!(!has(&g, "e9e10"));
    let r = play(&g, "e9e10r");
    assert_eq!(r.piece_at(sq("e10")).map(|p| p.kind), Some(PieceKind::Rook));
    // Land ends on rank 8 in file e (tile N is away): no promotion outside ranks 10-12.
    let no_n = "....../.M0.O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./N0.....";
    let g = build("Kc3 kj10 P'e7", no_n, "w m - 0 0", OFF);
    assert!(has(&g, "e7e8") && !has(&g, "e7e8q"));
    let g = play(&g, "e7e8 j10i10");
    assert!(g.moves_from(sq("e8")).is_empty());
    assert_eq!(g.piece_at(sq("e8")).map(|p| p.kind), Some(PieceKind::Pawn));
}

/// Tile A above tile N (e11–f12), so pawns on e10/f10 have land ahead.
const A_ABOVE_N: &str = "..A0.../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./..B0C0D0./......";

#[test]
fn a_slide_promotes_two_pawns_at_once() {
    let g = build(
        "Ke3 kj8 P'e10 P'f10",
        A_ABOVE_N,
        "w slide - 0 3",
        &format!("- {} *", deck_without('l')),
    );
    assert_eq!(g.piece_at(sq("e10")).map(|p| p.kind), Some(PieceKind::Pawn));
    let g = play(&g, "slide-A-e");
    for s in ["e10", "f10"] {
        let p = g.piece_at(sq(s)).unwrap();
        assert_eq!((p.kind, p.owner), (PieceKind::Queen, 0), "{s}");
    }
}

#[test]
fn a_distortion_promotes_enemy_pawns_too() {
    let g = build(
        "Ke3 kj8 P'e10 P'f10",
        A_ABOVE_N,
        "b slide - 0 3",
        &format!("- {} *", deck_without('l')),
    );
    let g = play(&g, "slide-A-e");
    assert_eq!(
        g.piece_at(sq("f10")).map(|p| p.kind),
        Some(PieceKind::Queen)
    );
    assert_eq!(g.turn(), Turn::Player(0));
}

#[test]
fn a_rotation_promotes_on_rank_12_but_never_on_rank_11() {
    let g = build(
        "Ke3 kj8 P'e11",
        A_ABOVE_N,
        "w rotate - 0 3",
        &format!("- {} *", deck_without('r')),
    );
    let cw = play(&g, "rotate-A-cw");
    assert_eq!(
        cw.piece_at(sq("e12")).map(|p| p.kind),
        Some(PieceKind::Queen)
    );
    // Counter-clockwise the pawn goes to f11, with f12 (the same tile) ahead: no promotion.
    let ccw = play(&g, "rotate-A-ccw");
    assert_eq!(
        ccw.piece_at(sq("f11")).map(|p| p.kind),
        Some(PieceKind::Pawn)
    );
}

// ---- Castling ----

#[test]
fn vertical_castling_after_a_rotation() {
    let tail = format!("- {} *", deck_without('r'));
    let g = build("Ke3 kj10 Rf6", CENTRAL_TILES, "w rotate - 0 3", &tail);
    let g = play(&g, "rotate-F-ccw j10i10");
    assert!(has(&g, "e3e5"), "{:?}", names(&g));
    let castled = play(&g, "e3e5");
    assert_eq!(
        castled.piece_at(sq("e5")).map(|p| p.kind),
        Some(PieceKind::King)
    );
    assert_eq!(
        castled.piece_at(sq("e4")).map(|p| p.kind),
        Some(PieceKind::Rook)
    );
    // A rook that moved by itself may not castle.
    let g = build("Ke3 kj10 R'f6", CENTRAL_TILES, "w rotate - 0 3", &tail);
    assert!(!has(&play(&g, "rotate-F-ccw j10i10"), "e3e5"));
}

#[test]
fn castling_along_a_rank_needs_two_or_three_between_and_no_attacked_square() {
    let g = build("Ke3 kj10 Ri3 Rc3", CENTRAL_TILES, "w m - 0 0", OFF);
    assert!(has(&g, "e3g3") && !has(&g, "e3c3"));
    let castled = play(&g, "e3g3");
    assert_eq!(
        castled.piece_at(sq("f3")).map(|p| p.kind),
        Some(PieceKind::Rook)
    );
    let g = build("Ke3 kj10 Ri3 r'f10", CENTRAL_TILES, "w m - 0 0", OFF);
    assert!(!has(&g, "e3g3"));
}

// ---- Distortion events ----

#[test]
fn a_card_is_drawn_after_every_third_turn_by_the_mover() {
    let mut g = ShiftingChess::new_game(&ShiftingOptions::default());
    let mut drawers = Vec::new();
    while drawers.len() < 3 {
        match g.turn() {
            Turn::Chance => {
                drawers.push((g.turns(), g.side()));
                let total: f64 = g.chance_outcomes().iter().map(|(_, p)| p).sum();
                assert!((total - 1.0).abs() < 1e-12);
                let m = g.resolve_chance(&mut rosette::engine::Rng::new(0));
                g.play_unchecked(m);
                assert!(g.drawn_card().is_some());
            }
            _ => {
                let m = g.legal_move_list()[0];
                g.play_unchecked(m);
            }
        }
    }
    assert_eq!(drawers, vec![(3, 0), (6, 1), (9, 0)]);
}

#[test]
fn the_deck_is_twenty_cards_drawn_by_kind_and_reshuffled() {
    let g = ShiftingChess::new_game(&ShiftingOptions {
        seed: 5,
        cards: true,
    });
    assert_eq!((g.pile_size(), g.pile_counts()), (20, [6, 6, 5, 3]));
    assert_eq!(g.turns_until_card(), Some(3));
    let g = play(&g, "e4e5 e9e8 f4f5");
    let probs: Vec<f64> = g.chance_outcomes().iter().map(|(_, p)| *p).collect();
    assert_eq!(probs, vec![0.3, 0.3, 0.25, 0.15]);
    // Any kind may be drawn (the AI samples kinds); one card of it leaves the pile.
    let v = play(&g, "draw-void");
    assert_eq!(
        (v.pile_counts(), v.drawn_card()),
        ([6, 6, 5, 2], Some(Card::Void))
    );
    // Real play takes the top card of the seeded order, the same every time.
    let top = g.resolve_chance(&mut rosette::engine::Rng::new(1));
    assert_eq!(top, g.resolve_chance(&mut rosette::engine::Rng::new(2)));
    // The last card applied: the discard is reshuffled into a full pile.
    let g = build(
        "Ke3 kj10",
        CENTRAL_TILES,
        "w rotate - 0 3",
        "- 0:0::ssssssrrrrrlllllvvv *",
    );
    let g = play(&g, "rotate-A-cw");
    assert_eq!((g.pile_size(), g.discard_counts()), (20, [0; 4]));
}

#[test]
fn swap_refuses_the_opponents_king_tile() {
    let tail = format!("- {} *", deck_without('s'));
    let g = build("Ke3 kj10", CENTRAL_TILES, "w swap - 0 3", &tail);
    assert!(!has(&g, "swap-L-P") && !has(&g, "swap-O-P"));
    assert!(has(&g, "swap-B-F") && has(&g, "swap-A-B") && has(&g, "swap-K-O"));
    let swapped = play(&g, "swap-B-F");
    assert_eq!(swapped.king_square(0), sq("e5"));
    assert_eq!(swapped.tile(8).map(|t| t.name), Some('F'));
}

#[test]
fn rotate_turns_any_tile_either_way_as_two_moves() {
    let tail = format!("- {} *", deck_without('r'));
    let g = build("Ke3 kj10", CENTRAL_TILES, "w rotate - 0 3", &tail);
    assert_eq!(g.legal_move_list().len(), 32);
    let (cw, ccw) = (play(&g, "rotate-G-cw"), play(&g, "rotate-G-ccw"));
    assert_ne!(cw, ccw);
    assert_eq!(cw.tile(15).map(|t| (t.name, t.orientation)), Some(('G', 1)));
    assert_eq!(
        ccw.tile(15).map(|t| (t.name, t.orientation)),
        Some(('G', 3))
    );
}

#[test]
fn slide_pushes_at_most_two_and_stays_on_the_board() {
    let tail = format!("- {} *", deck_without('l'));
    let g = build("Ke3 kj10", CENTRAL_TILES, "w slide - 0 3", &tail);
    assert!(!has(&g, "slide-A-e"), "pushing three is illegal");
    assert!(has(&g, "slide-B-e") && has(&g, "slide-D-e") && has(&g, "slide-A-s"));
    let pushed = play(&g, "slide-B-e");
    assert_eq!(pushed.tile(11).map(|t| t.name), Some('D'));
    assert!(!pushed.is_land(sq("e3")) && pushed.is_land(sq("k3")));
    let g = build("Kc3 kj10", F_IN_CORNER, "w slide - 0 3", &tail);
    assert!(!has(&g, "slide-F-s") && !has(&g, "slide-F-w") && has(&g, "slide-F-n"));
}

#[test]
fn void_refuses_king_tiles_and_returns_at_the_next_draw() {
    let tail = format!("- {} *", deck_without('v'));
    let g = build("Ke3 kj10 Nc3 r'd4", CENTRAL_TILES, "w void - 0 3", &tail);
    assert!(!has(&g, "void-B") && !has(&g, "void-P") && has(&g, "void-A"));
    let g = play(&g, "void-A");
    assert_eq!(g.content(sq("c3")), Content::Gap);
    let (slot, limbo) = g.limbo().unwrap();
    assert_eq!(slot, 7);
    assert!(matches!(limbo[0], Content::Piece(p) if p.kind == PieceKind::Knight));
    assert!(matches!(limbo[3], Content::Piece(p) if p.kind == PieceKind::Rook));
    // The rook in limbo attacks nothing: the king may step next to its square.
    let g = play(&g, "j10i10");
    assert!(has(&g, "e3e4"));
    let g = play(&g, "e3e4 i10j10");
    assert_eq!(g.turn(), Turn::Chance);
    let g = play(&g, "draw-swap");
    assert!(g.limbo().is_none());
    assert!(matches!(g.content(sq("c3")), Content::Piece(p) if p.kind == PieceKind::Knight));
    assert!(matches!(g.content(sq("d4")), Content::Piece(p) if p.kind == PieceKind::Rook));
}

#[test]
fn an_application_may_not_leave_the_drawers_king_attacked() {
    let tail = format!("- {} *", deck_without('r'));
    let g = build("Ke3 kc10 Ne6 qe10", CENTRAL_TILES, "w rotate - 0 3", &tail);
    assert!(!has(&g, "rotate-F-cw") && has(&g, "rotate-F-ccw"));
    let tail = format!("- {} *", deck_without('v'));
    let g = build("Ke3 kc10 Ne6 qe10", CENTRAL_TILES, "w void - 0 3", &tail);
    assert!(!has(&g, "void-F"), "the queen crosses the gap");
    let tail = format!("- {} *", deck_without('s'));
    let g = build("Ke3 kc10 Ne6 qe10", CENTRAL_TILES, "w swap - 0 3", &tail);
    assert!(!has(&g, "swap-F-G") && has(&g, "swap-F-J"));
}

#[test]
fn an_application_may_not_promote_an_enemy_pawn_into_check() {
    let a_low = "....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./..B0C0D0./...A0..";
    let tail = format!("- {} *", deck_without('l'));
    let g = build("Ke3 kc10 p'g3", a_low, "w slide - 0 3", &tail);
    assert!(!has(&g, "slide-A-e") && !has(&g, "slide-A-w") && has(&g, "slide-D-e"));
    // The same slide is fine for Black, who gains the queen.
    let g = build("Ke3 kc10 p'g3", a_low, "b slide - 0 3", &tail);
    let g = play(&g, "slide-A-e");
    assert_eq!(g.piece_at(sq("g3")).map(|p| p.kind), Some(PieceKind::Queen));
    assert!(g.in_check());
}

#[test]
fn a_distortion_may_check_and_mate() {
    let tail = format!("- {} *", deck_without('r'));
    let g = build(
        "Kc3 kj10 bi10 p'i9 r'j9 Ni7",
        CENTRAL_TILES,
        "w rotate - 0 3",
        &tail,
    );
    let g = play(&g, "rotate-L-cw");
    assert_eq!(g.end(), Some(End::Checkmate(0)));
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!(g.outcome().unwrap().winners, vec![0]);
}

/// Sixteen tiles on a checkerboard of slots (no two adjacent, so no Swap is possible):
/// A on the top row, …, N O P on the bottom row (N at a1–b2, O at e1–f2). `voided` is
/// written in lower case.
fn checkerboard(voided: Option<char>) -> String {
    let mut rows = Vec::new();
    let mut name = b'A';
    for row in (0..6).rev() {
        let mut s = String::new();
        for col in 0..6 {
            if (row + col) % 2 == 0 && !(row == 5 && col >= 3) {
                let c = name as char;
                s.push(if voided == Some(c) {
                    c.to_ascii_lowercase()
                } else {
                    c
                });
                s.push('0');
                name += 1;
            } else {
                s.push('.');
            }
        }
        rows.push(s);
    }
    rows.join("/")
}

#[test]
fn a_king_left_attacked_by_a_returning_tile_loses_without_a_cover() {
    // A black queen waits in limbo on tile O (its bottom-left, e1); when White draws, O
    // returns and the queen attacks a1 across the gap. A Swap cannot cover: White loses.
    let g = build(
        "Ka1 kj10",
        &checkerboard(Some('O')),
        "w draw - 0 3",
        &format!("..q. 0:0:{FULL_DECK}: *"),
    );
    assert!(!g.is_check(0));
    let g = play(&g, "draw-swap");
    assert!(g.is_check(0) && g.limbo().is_none());
    assert_eq!(names(&g), vec!["no-effect"]);
    let g = play(&g, "no-effect");
    assert_eq!(g.end(), Some(End::KingExposed(1)));
    assert_eq!(g.outcome().unwrap().winners, vec![1]);
    // With a Void card White may lift the queen's tile off again instead.
    let g = build(
        "Ka1 kj10",
        &checkerboard(Some('O')),
        "w draw - 0 3",
        &format!("..q. 0:0:{FULL_DECK}: *"),
    );
    assert_eq!(names(&play(&g, "draw-void")), vec!["void-O"]);
}

#[test]
fn no_effect_only_when_no_application_is_legal() {
    let tiles = checkerboard(None);
    let g = build(
        "Ka1 kj10",
        &tiles,
        "w swap - 0 3",
        &format!("- {} *", deck_without('s')),
    );
    assert_eq!(names(&g), vec!["no-effect"]);
    let after = play(&g, "no-effect");
    assert_eq!(after.turn(), Turn::Player(1));
    let g = build(
        "Ka1 kj10",
        &tiles,
        "w rotate - 0 3",
        &format!("- {} *", deck_without('r')),
    );
    assert!(!has(&g, "no-effect"));
}

// ---- The end ----

#[test]
fn a_mating_move_on_turn_three_ends_the_game_before_the_draw() {
    let g = build(
        "Kc3 kj10 p'i9 p'j9 R'c5",
        CENTRAL_TILES,
        "w m - 0 2",
        &format!("- 0:0:{FULL_DECK}: *"),
    );
    let g = play(&g, "c5c10");
    assert_eq!((g.turn(), g.end()), (Turn::Over, Some(End::Checkmate(0))));
    assert!(g.legal_move_list().is_empty());
}

#[test]
fn threefold_repetition_fifty_moves_and_bare_kings_draw() {
    let g = ShiftingChess::new_game(&ShiftingOptions {
        seed: 0,
        cards: false,
    });
    let twice = play(&g, "d3c5 d10c8 c5d3 c8d10 d3c5 d10c8 c5d3");
    assert_eq!(twice.end(), None);
    let thrice = play(&twice, "c8d10");
    assert_eq!(thrice.end(), Some(End::Repetition));
    let g = build("Kc3 kj10 R'd5", CENTRAL_TILES, "w m - 99 99", OFF);
    assert_eq!(play(&g, "d5d6").end(), Some(End::FiftyMoves));
    let g = build("Kc3 kj10 nd4", CENTRAL_TILES, "w m - 0 9", OFF);
    assert_eq!(play(&g, "c3d4").end(), Some(End::BareKings));
    let g = build("Kj10 kh10 Qi8", CENTRAL_TILES, "b m - 0 9", OFF);
    assert_eq!(g.end(), None);
}

// ---- Notation ----

#[test]
fn positions_round_trip_and_bad_text_gives_precise_errors() {
    use rosette::engine::SetupError;
    let g = ShiftingChess::new_game(&ShiftingOptions {
        seed: 99,
        cards: true,
    });
    let text = g.to_position();
    assert_eq!(ShiftingChess::from_position(&text), Ok(g.clone()));
    let k = orthodox(KIWIPETE, "off", 0);
    assert_eq!(ShiftingChess::from_position(&k.to_position()), Ok(k));
    assert!(matches!(
        ShiftingChess::from_position("x y"),
        Err(SetupError::Syntax {
            what: "position",
            ..
        })
    ));
    let no_king = text.replacen('K', "Q", 1);
    assert!(matches!(
        ShiftingChess::from_position(&no_king),
        Err(SetupError::Illegal(_))
    ));
    let unpromoted = build("Kc3 kj9 P'e8", CENTRAL_TILES, "w m - 0 0", OFF).to_position();
    let bad = unpromoted
        .replacen("P'", "1", 1)
        .replacen("--8--", "--2P'5--", 1);
    assert!(ShiftingChess::from_position(&bad).is_err());
    let gap_piece = text.replacen("------------", "N-----------", 1);
    assert!(matches!(
        ShiftingChess::from_position(&gap_piece),
        Err(SetupError::Illegal(_))
    ));
}

#[test]
fn from_position_never_panics_on_random_or_mutated_text() {
    let mut rng = rosette::engine::Rng::new(77);
    let seeds = [
        ShiftingChess::new_game(&ShiftingOptions::default()).to_position(),
        orthodox(KIWIPETE, "off", 0).to_position(),
    ];
    let alphabet = "pnbrqkPNBRQK*-'./0123456789 :abcdefghijklmswrv=#+";
    common::fuzz_position_text::<ShiftingChess>(&seeds, alphabet, 4, 20_000, &mut rng);
}

#[test]
fn move_notation_names_each_kind_of_move() {
    let g = ShiftingChess::new_game(&ShiftingOptions::default());
    assert!(has(&g, "e4e6") && has(&g, "d3c5"));
    let g = play(&g, "e4e6 e9e7 d3c5");
    assert_eq!(
        names(&g),
        vec!["draw-swap", "draw-rotate", "draw-slide", "draw-void"]
    );
    let g = play(&g, "draw-slide");
    assert_eq!(g.phase(), Phase::Apply(Card::Slide));
    assert!(has(&g, "slide-M-n") && has(&g, "slide-B-s"));
}

#[test]
fn the_drawer_is_asked_to_apply_the_card() {
    let g = ShiftingChess::new_game(&ShiftingOptions::default());
    assert_eq!(g.turn_prompt(), "to move");
    let g = play(&g, "e4e6 e9e7 d3c5 draw-void");
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(g.turn_prompt(), "to apply the void card");
}

#[test]
fn kiwipete_in_position_notation() {
    let text = "------------/------------/--r3k2r--/--p1ppqpb1--/--bn2p'np'1--/--3P'N3--/\
                --1p'2P'3--/--2N2Q1p'--/--PPPBBPPP--/--R3K2R--/------------/------------ \
                w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *";
    assert_eq!(orthodox(KIWIPETE, "off", 0).to_position(), text);
    let g = ShiftingChess::from_position(text).unwrap();
    assert_eq!(perft(&g, 1), 48);
}

#[test]
fn a_double_step_that_promotes_leaves_no_en_passant() {
    // Black's unmoved pawn on c5 double-steps to c3, the edge of land in Black's last
    // three ranks: it promotes by its own move, and there is no pawn to take en passant.
    let g = build("Kj3 kj10 pc5 Pd3", CENTRAL_TILES, "b m - 0 0", OFF);
    assert!(has(&g, "c5c3q") && has(&g, "c5c3n") && !has(&g, "c5c3"));
    let g = play(&g, "c5c3n");
    assert_eq!(g.en_passant(), None);
    assert_eq!(
        g.piece_at(sq("c3")).map(|p| p.kind),
        Some(PieceKind::Knight)
    );
}
