//! Distortion events: drawing cards, the four kinds of card, and what an application
//! may not do.

use super::*;

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

/// A square's colour belongs to its tile: a card that swaps, rotates or slides tiles (or
/// voids one and brings it back) carries every piece with the colour of the square it
/// stands on, so a bishop never changes colour; at the start the board is coloured as a
/// chessboard (a1 dark). Checked over every card applied in random games.
#[test]
fn a_piece_keeps_its_square_colour_through_every_card() {
    use rosette::engine::shifting_chess::{square_is_dark, ShiftingMove};
    use rosette::engine::Rng;
    let start = ShiftingChess::new_game(&ShiftingOptions::default());
    let a1 = Square::parse("c3").expect("a square");
    assert_eq!(start.is_dark(a1), Some(square_is_dark(a1, 0)));
    assert_eq!(
        start.is_dark(a1),
        Some(true),
        "c3 is dark, as on a chessboard"
    );
    let (mut rng, mut moves, mut cards) = (Rng::new(11), Vec::new(), 0);
    for seed in 0..30 {
        let mut g = ShiftingChess::new_game(&ShiftingOptions { seed, cards: true });
        for _ in 0..400 {
            let m = match g.turn() {
                Turn::Over => break,
                Turn::Chance => g.resolve_chance(&mut rng),
                Turn::Player(_) => {
                    g.legal_moves(&mut moves);
                    moves[rng.below(moves.len())]
                }
            };
            let before = g.clone();
            g.play_unchecked(m);
            if matches!(m, ShiftingMove::Move { .. } | ShiftingMove::NoEffect) {
                continue;
            }
            cards += 1;
            // Each piece, by where it stood and where it stands now: the same colour.
            for (from, to) in piece_paths(&before, &g) {
                // (A pawn a card carries to its last rank is promoted there.)
                let owner = |g: &ShiftingChess, sq| g.piece_at(sq).map(|p| p.owner);
                assert_eq!(owner(&before, from), owner(&g, to), "{m:?}: {from} to {to}");
                assert_eq!(
                    before.is_dark(from),
                    g.is_dark(to),
                    "{m:?} carried the piece on {from} to {to} with another colour"
                );
            }
        }
    }
    assert!(cards > 100, "only {cards} cards applied");
}

/// Where each piece on the land went: found by following its tile's letter and the
/// square's place on the tile, turned with it.
fn piece_paths(before: &ShiftingChess, after: &ShiftingChess) -> Vec<(Square, Square)> {
    // A square's place on its tile, in the tile's own frame (undoing its orientation).
    let place = |g: &ShiftingChess, sq: Square| {
        let t = g.tile(sq.slot())?;
        let (mut x, mut y) = (sq.file() % 2, sq.rank() % 2);
        for _ in 0..t.orientation {
            // Undo a clockwise quarter turn: (x, y) -> (1 - y, x).
            (x, y) = (1 - y, x);
        }
        Some((t.name, x, y))
    };
    let all = || (0..144).filter_map(Square::from_index);
    all()
        .filter(|&sq| {
            before.piece_at(sq).is_some() && !before.tile(sq.slot()).is_some_and(|t| t.voided)
        })
        .filter_map(|from| {
            let here = place(before, from)?;
            let to = all().find(|&sq| {
                after.tile(sq.slot()).is_some_and(|t| !t.voided) && place(after, sq) == Some(here)
            })?;
            Some((from, to))
        })
        .collect()
}
