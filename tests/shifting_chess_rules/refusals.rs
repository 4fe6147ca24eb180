//! Why an application is refused (`why_illegal`, `tile_choice`), and what an application
//! did (`application`, `square_after`): the answers the card panel shows.

use super::*;
use rosette::engine::shifting_chess::ShiftingOptions;
use rosette::engine::shifting_chess::{Applied, ApplyError, ShiftingMove, SlideDir};
use rosette::engine::{MoveError, Rng};

/// Slots of the central tiles: A–D on row 1, E–H row 2, I–L row 3, M–P row 4.
fn slot(tile: char) -> u8 {
    let i = tile as u8 - b'A';
    7 + (i / 4) * 6 + i % 4
}

fn why(g: &ShiftingChess, m: &str) -> Option<ApplyError> {
    let m = match m.split('-').collect::<Vec<_>>()[..] {
        ["swap", a, b] => {
            ShiftingMove::Swap(slot(a.as_bytes()[0] as char), slot(b.as_bytes()[0] as char))
        }
        ["rotate", t, way] => ShiftingMove::Rotate {
            slot: slot(t.as_bytes()[0] as char),
            clockwise: way == "cw",
        },
        ["slide", t, d] => ShiftingMove::Slide {
            slot: slot(t.as_bytes()[0] as char),
            dir: SlideDir::ALL["nesw".find(d).expect("a direction")],
        },
        ["void", t] => ShiftingMove::Void(slot(t.as_bytes()[0] as char)),
        _ => panic!("{m}"),
    };
    g.why_illegal(m)
}

fn at(card: char, phase: &str, pieces: &str, tiles: &str) -> ShiftingChess {
    build(
        pieces,
        tiles,
        &format!("w {phase} - 0 3"),
        &format!("- {} *", deck_without(card)),
    )
}

#[test]
fn each_refused_application_says_why() {
    let g = at('s', "swap", "Ke3 kj10", CENTRAL_TILES);
    assert_eq!(why(&g, "swap-L-P"), Some(ApplyError::TheirKing));
    assert_eq!(why(&g, "swap-A-C"), Some(ApplyError::NotAdjacent));
    assert_eq!(
        why(&g, "swap-D-E"),
        Some(ApplyError::NotAdjacent),
        "D and E are not neighbours across a row end"
    );
    assert_eq!(why(&g, "swap-B-F"), None);
    assert_eq!(why(&g, "swap-F-B"), None, "either order");
    assert_eq!(
        g.why_illegal(ShiftingMove::Swap(0, 1)),
        Some(ApplyError::NoTile)
    );
    assert_eq!(
        g.why_illegal(ShiftingMove::Void(7)),
        Some(ApplyError::NotTheDrawnCard(Card::Swap))
    );
    assert_eq!(
        g.why_illegal(ShiftingMove::NoEffect),
        Some(ApplyError::HasEffect)
    );
    let g = at('l', "slide", "Ke3 kj10", CENTRAL_TILES);
    assert_eq!(why(&g, "slide-A-e"), Some(ApplyError::TooManyTiles));
    assert_eq!(why(&g, "slide-B-e"), None);
    // F in the corner (slot 0) cannot leave the board southwards.
    let g = at('l', "slide", "Kc3 kj10", F_IN_CORNER);
    let slide = |dir| ShiftingMove::Slide { slot: 0, dir };
    assert_eq!(
        g.why_illegal(slide(SlideDir::South)),
        Some(ApplyError::OffBoard)
    );
    assert_eq!(
        g.why_illegal(slide(SlideDir::West)),
        Some(ApplyError::OffBoard)
    );
    assert_eq!(g.why_illegal(slide(SlideDir::North)), None);
    let g = at('v', "void", "Ke3 kj10 Nc3 r'd4", CENTRAL_TILES);
    assert_eq!(why(&g, "void-B"), Some(ApplyError::HoldsKing));
    assert_eq!(why(&g, "void-P"), Some(ApplyError::HoldsKing));
    assert_eq!(why(&g, "void-A"), None);
    let g = at('r', "rotate", "Ke3 kc10 Ne6 qe10", CENTRAL_TILES);
    assert_eq!(why(&g, "rotate-F-cw"), Some(ApplyError::ExposesKing));
    assert_eq!(why(&g, "rotate-F-ccw"), None);
    assert_eq!(
        g.why_illegal(ShiftingMove::Rotate {
            slot: 0,
            clockwise: true
        }),
        Some(ApplyError::NoTile)
    );
    let moved = play(&g, "rotate-F-ccw");
    assert_eq!(
        moved.why_illegal(ShiftingMove::NoEffect),
        Some(ApplyError::NoCardDrawn)
    );
    assert_eq!(
        ApplyError::ExposesKing.to_string(),
        "it would expose your King"
    );
    assert_eq!(
        ApplyError::NotAdjacent.to_string(),
        "the tiles are not adjacent"
    );
}

#[test]
fn a_tile_is_offered_when_some_use_of_it_is_legal_and_else_says_why() {
    let g = at('s', "swap", "Ke3 kj10", CENTRAL_TILES);
    assert_eq!(g.tile_choice(slot('P')), Err(ApplyError::TheirKing));
    assert_eq!(g.tile_choice(slot('L')), Ok(()), "L swaps with K or H");
    assert_eq!(g.tile_choice(0), Err(ApplyError::NoTile));
    let g = at('v', "void", "Ke3 kj10", CENTRAL_TILES);
    assert_eq!(g.tile_choice(slot('B')), Err(ApplyError::HoldsKing));
    assert_eq!(g.tile_choice(slot('C')), Ok(()));
    let g = at('l', "slide", "Kc3 kj10", F_IN_CORNER);
    assert_eq!(
        g.tile_choice(0),
        Ok(()),
        "F in the corner (slot 0) slides north"
    );
    let g = at('r', "rotate", "Ke3 kc10 Ne6 qe10", CENTRAL_TILES);
    assert_eq!(g.tile_choice(slot('F')), Ok(()));
    // Sliding A: north and south blocked differently from east and west.
    let g = at('l', "slide", "Ke3 kj10", CENTRAL_TILES);
    let uses = g.tile_uses(slot('A'));
    assert_eq!(uses.len(), 4);
    assert!(
        uses.iter().any(|(_, r)| r.is_none()),
        "A slides west or south: {uses:?}"
    );
}

/// Every application-shaped move of a position: rotations, slides, voids and canonical
/// swaps of every slot, and "no effect".
fn every_application(card: Card) -> Vec<ShiftingMove> {
    let mut out = vec![ShiftingMove::NoEffect];
    for s in 0..36u8 {
        match card {
            Card::Rotate => out
                .extend([true, false].map(|clockwise| ShiftingMove::Rotate { slot: s, clockwise })),
            Card::Slide => {
                out.extend(SlideDir::ALL.map(|dir| ShiftingMove::Slide { slot: s, dir }))
            }
            Card::Void => out.push(ShiftingMove::Void(s)),
            Card::Swap => out.extend(
                [s + 1, s + 6]
                    .into_iter()
                    .filter(|&o| o < 36)
                    .map(|o| ShiftingMove::Swap(s, o)),
            ),
        }
    }
    out
}

#[test]
fn why_illegal_agrees_with_the_legal_list_along_random_games() {
    let mut checked = 0;
    for seed in 0..60u64 {
        let mut g = ShiftingChess::new_game(&ShiftingOptions { seed, cards: true });
        let mut rng = Rng::new(seed);
        for _ in 0..200 {
            let legal = g.legal_move_list();
            if let Some(card) = g.drawn_card().filter(|_| g.turn() != Turn::Over) {
                for m in every_application(card) {
                    let said = g.why_illegal(m);
                    assert_eq!(
                        said.is_none(),
                        legal.contains(&m),
                        "{m:?} ({said:?}) at {}",
                        g.to_position()
                    );
                    checked += 1;
                }
                for s in 0..36u8 {
                    let used = legal.iter().any(|&m| match m {
                        ShiftingMove::Swap(x, y) => x == s || y == s,
                        ShiftingMove::Rotate { slot, .. }
                        | ShiftingMove::Slide { slot, .. }
                        | ShiftingMove::Void(slot) => slot == s,
                        _ => false,
                    });
                    assert_eq!(
                        g.tile_choice(s).is_ok(),
                        used,
                        "slot {s} at {}",
                        g.to_position()
                    );
                }
            }
            let m = match g.turn() {
                Turn::Over => break,
                Turn::Chance => g.chance_outcomes()[rng.below(g.chance_outcomes().len())].0,
                Turn::Player(_) => legal[rng.below(legal.len())],
            };
            g.play_unchecked(m);
        }
    }
    assert!(checked > 20_000, "{checked} applications checked");
}

#[test]
fn an_application_says_what_it_did() {
    let g = at('r', "rotate", "Ke3 kj10", CENTRAL_TILES);
    let m = g.parse_move("rotate-N-ccw").unwrap();
    let turned = Applied::Turned {
        tile: 'N',
        clockwise: false,
    };
    assert_eq!(g.application(m), Some(turned));
    let g = at('l', "slide", "Ke3 kj10", CENTRAL_TILES);
    assert_eq!(
        g.application(g.parse_move("slide-B-e").unwrap()),
        Some(Applied::Slid {
            tile: 'B',
            dir: SlideDir::East,
            pushed: vec!['C', 'D']
        })
    );
    assert_eq!(
        g.application(g.parse_move("slide-D-e").unwrap()),
        Some(Applied::Slid {
            tile: 'D',
            dir: SlideDir::East,
            pushed: vec![]
        })
    );
    let g = at('s', "swap", "Ke3 kj10", CENTRAL_TILES);
    assert_eq!(
        g.application(g.parse_move("swap-B-F").unwrap()),
        Some(Applied::Swapped('B', 'F'))
    );
    let g = at('v', "void", "Ke3 kj10", CENTRAL_TILES);
    assert_eq!(
        g.application(g.parse_move("void-A").unwrap()),
        Some(Applied::Voided('A'))
    );
}

#[test]
fn square_after_follows_each_square_with_its_tile() {
    let mut moved = 0;
    for seed in 0..40u64 {
        let mut g = ShiftingChess::new_game(&ShiftingOptions { seed, cards: true });
        let mut rng = Rng::new(seed + 100);
        for _ in 0..150 {
            let legal = g.legal_move_list();
            if g.drawn_card().is_some() && g.turn() != Turn::Over {
                for &m in &legal {
                    let next = g.clone().play(m).unwrap_or_else(|(_, e)| panic!("{e}"));
                    // Land moves with its tile (gaps are no contents).
                    for sq in (0..144)
                        .filter_map(Square::from_index)
                        .filter(|&s| g.is_land(s))
                    {
                        let before = g.content(sq);
                        match g.square_after(m, sq) {
                            Some(to) => {
                                let after = next.content(to);
                                // A pawn may promote after a distortion: compare owners.
                                let same = match (before, after) {
                                    (Content::Piece(a), Content::Piece(b))
                                        if a.kind == PieceKind::Pawn =>
                                    {
                                        a.owner == b.owner
                                    }
                                    (a, b) => a == b,
                                };
                                assert!(same, "{m:?}: {sq} {before:?} went to {to} {after:?}");
                                moved += usize::from(to != sq);
                            }
                            None => {
                                assert_eq!(next.content(sq), Content::Gap, "{m:?}: {sq} voided")
                            }
                        }
                    }
                }
            }
            let m = match g.turn() {
                Turn::Over => break,
                Turn::Chance => g.chance_outcomes()[0].0,
                Turn::Player(_) => legal[rng.below(legal.len())],
            };
            g.play_unchecked(m);
        }
    }
    assert!(moved > 1000, "{moved} squares moved");
}

#[test]
fn play_refuses_an_illegal_move_with_the_reason_not_its_debug_text() {
    let g = at('s', "swap", "Ke3 kj10", CENTRAL_TILES);
    let refusal = |g: &ShiftingChess, m| match g.clone().play(m) {
        Err((_, e)) => e,
        Ok(_) => panic!("{m:?} was played"),
    };
    assert_eq!(
        refusal(&g, ShiftingMove::Swap(slot('L'), slot('P'))),
        MoveError::CardRefused(ApplyError::TheirKing)
    );
    assert_eq!(
        refusal(&g, ShiftingMove::Void(7)),
        MoveError::CardRefused(ApplyError::NotTheDrawnCard(Card::Swap))
    );
    // A piece's move out of turn: simply not legal, with no card's reason.
    let mut moved = ShiftingChess::new_game(&ShiftingOptions::default());
    let first = moved.legal_move_list()[0];
    moved = moved.play(first).expect("a legal first move");
    assert_eq!(refusal(&moved, first), MoveError::Illegal);
}
