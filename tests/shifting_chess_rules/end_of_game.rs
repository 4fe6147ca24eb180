//! The end: mate before the draw, repetition, the fifty-move rule and bare kings.

use super::*;

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
