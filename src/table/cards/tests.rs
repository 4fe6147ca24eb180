//! The card picker, click by click, on the start position with each card drawn.

use super::*;
use crate::engine::Game;

const TILES: &str = "....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./......";

/// The start position with `card` (`swap`, `rotate`, `slide`, `void`) drawn by White.
fn drawn(card: &str) -> ShiftingChess {
    let pile = match card {
        "swap" => "lrsrlsrlsrvlsrvsrlv",
        "rotate" => "lssrlsrlsrvlsrvsrlv",
        "slide" => "srsrlsrlsrvlsrvsrlv",
        _ => "lsrsrlsrlsrlsrvsrlv",
    };
    let text = format!(
        "------------/------------/--rnbqkbnr--/--pppppppp--/--8--/--1*4*1--/--1*4*1--/--8--/\
         --PPPPPPPP--/--RNBQKBNR--/------------/------------ w {card} - 0 3 {TILES} - 0:0:{pile}: *"
    );
    ShiftingChess::from_position(&text).expect("a position")
}

/// Slots: A (c3–d4) 7, B 8, D 10, E 13, F (e5–f6) 14, G 15, J 20, O (Black's king) 27.
const A: u8 = 7;
const B: u8 = 8;
const D: u8 = 10;
const F: u8 = 14;
const O: u8 = 27;

#[test]
fn a_swap_picks_a_tile_previews_with_a_neighbour_and_plays_on_the_second_click() {
    let g = drawn("swap");
    let mut p = CardPicker::default();
    assert_eq!(p.click(&g, F), None);
    assert_eq!(p.picked(), Some(F));
    // A tile that is no neighbour is refused by the engine; nothing is previewed.
    assert_eq!(p.click(&g, A), None);
    assert_eq!(p.refused(), Some(CardRefusal::Use(ApplyError::NotAdjacent)));
    assert_eq!(p.pending(), None);
    // A neighbour previews the swap; clicking it again plays it.
    assert_eq!(p.click(&g, B), None);
    assert_eq!(p.pending(), Some(ShiftingMove::Swap(B, F)));
    assert_eq!(p.refused(), None);
    assert_eq!(p.click(&g, B), Some(ShiftingMove::Swap(B, F)));
    // The chosen tile again drops the choice.
    let mut q = CardPicker::default();
    q.click(&g, F);
    q.click(&g, F);
    assert_eq!(q, CardPicker::default());
}

#[test]
fn a_swap_refuses_the_tile_of_the_opponents_king_and_says_why() {
    let g = drawn("swap");
    let mut p = CardPicker::default();
    assert_eq!(p.click(&g, O), None);
    assert_eq!(p.picked(), None);
    assert_eq!(
        p.refused(),
        Some(CardRefusal::Tile(O, ApplyError::TheirKing))
    );
    // A gap has no tile.
    assert_eq!(p.click(&g, 0), None);
    assert_eq!(p.refused(), Some(CardRefusal::Tile(0, ApplyError::NoTile)));
}

#[test]
fn a_rotation_previews_the_first_way_a_button_the_other_and_the_tile_again_plays_it() {
    let g = drawn("rotate");
    let mut p = CardPicker::default();
    assert_eq!(p.click(&g, F), None);
    let first = p.pending().expect("a rotation previewed");
    assert!(matches!(first, ShiftingMove::Rotate { slot: F, .. }));
    let other = ShiftingMove::Rotate {
        slot: F,
        clockwise: !matches!(
            first,
            ShiftingMove::Rotate {
                clockwise: true,
                ..
            }
        ),
    };
    p.choose(&g, other);
    assert_eq!(p.pending(), Some(other));
    assert_eq!(p.click(&g, F), Some(other));
}

#[test]
fn a_slide_takes_its_direction_from_a_neighbouring_slot_or_a_button() {
    let g = drawn("slide");
    let mut p = CardPicker::default();
    // A (c3–d4) slides south into the empty row; B is east of it.
    p.click(&g, A);
    assert_eq!(p.picked(), Some(A));
    assert_eq!(p.pending(), None, "a slide waits for its direction");
    assert_eq!(p.click(&g, A - 6), None);
    let south = ShiftingMove::Slide {
        slot: A,
        dir: SlideDir::South,
    };
    assert_eq!(p.pending(), Some(south));
    assert_eq!(p.click(&g, A - 6), Some(south));
    // A direction the engine refuses is explained and previews nothing: D (i3–j4) sliding
    // west would push C, B and A.
    let mut q = CardPicker::default();
    q.click(&g, D);
    q.choose(
        &g,
        ShiftingMove::Slide {
            slot: D,
            dir: SlideDir::West,
        },
    );
    assert_eq!(q.pending(), None);
    assert_eq!(
        q.refused(),
        Some(CardRefusal::Use(ApplyError::TooManyTiles))
    );
    // A slot two away is no direction: the tile there is chosen instead.
    let mut r = CardPicker::default();
    r.click(&g, A);
    r.click(&g, A + 2);
    assert_eq!(r.picked(), Some(A + 2));
}

#[test]
fn a_void_previews_on_the_first_click_and_plays_on_the_second() {
    let g = drawn("void");
    let mut p = CardPicker::default();
    assert_eq!(p.click(&g, F), None);
    assert_eq!(p.pending(), Some(ShiftingMove::Void(F)));
    assert_eq!(p.click(&g, F), Some(ShiftingMove::Void(F)));
    // A tile holding a king cannot be voided.
    let mut q = CardPicker::default();
    q.click(&g, O);
    assert_eq!(
        q.refused(),
        Some(CardRefusal::Tile(O, ApplyError::HoldsKing))
    );
    assert!(g.legal_move_list().contains(&ShiftingMove::Void(F)));
}

#[test]
fn no_card_drawn_no_choice() {
    let g = ShiftingChess::new_game(&Default::default());
    let mut p = CardPicker::default();
    assert_eq!(p.click(&g, F), None);
    assert_eq!(p, CardPicker::default());
}
