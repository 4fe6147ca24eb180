//! Movement (boulders, gaps, pawns), promotion and castling.

use super::*;

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
