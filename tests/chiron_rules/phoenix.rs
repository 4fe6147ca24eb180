//! The Phoenix: immunity to capture-only moves, changing owner, drops.

use super::*;

#[test]
fn phoenix_is_immune_to_capture_only_moves_but_not_to_ordinary_ones() {
    let pieces = [
        ("h1", "K"),
        ("a8", "k"),
        ("d4", "CL"),
        ("b4", "p"),
        ("c5", "p"),
    ];
    let g = setup_with(&pieces, 'w', Some("-"));
    let t = g.targets(parse_square("d4").unwrap());
    assert_eq!(names(t.capture_only), Vec::<String>::new());
    assert!(names(t.ordinary).contains(&"c5".to_string()));
    // Nor does a Phoenix's rear capture take a Phoenix.
    let pieces = [("h1", "K"), ("a8", "k"), ("d6", "P"), ("b4", "p")];
    let g = setup_with(&pieces, 'w', Some("-"));
    assert_eq!(g.targets(parse_square("d6").unwrap()).capture_only, 0);
}

/// White's Crab has just taken Black's Phoenix (White's own is on the board): Black to move.
fn black_phoenix_taken() -> Chiron {
    let pieces = [
        ("h1", "K"),
        ("a8", "k"),
        ("d4", "CL"),
        ("c5", "p"),
        ("e2", "P"),
    ];
    play(&setup_with(&pieces, 'w', Some("-")), "Cd4xc5")
}

#[test]
fn a_captured_phoenix_goes_to_the_captors_hand_and_changes_owner() {
    let g = black_phoenix_taken();
    assert_eq!((g.hand(0), g.hand(1)), (1, 0));
    assert_eq!(g.to_position().split(' ').nth(2), Some("P"));
}

#[test]
fn either_player_may_drop_a_held_phoenix_on_its_owners_first_rank() {
    let g = black_phoenix_taken();
    // Black may drop White's Phoenix, onto White's first rank, as a White piece.
    let drops: Vec<String> = legal(&g).into_iter().filter(|m| m.contains('@')).collect();
    assert_eq!(
        drops,
        ["P@a1", "P@b1", "P@c1", "P@d1", "P@e1", "P@f1", "P@g1"]
    );
    assert_eq!(names(g.drop_targets(0)).len(), 7);
    let after = play(&g, "P@c1");
    let p = after.piece_at(parse_square("c1").unwrap()).unwrap();
    assert_eq!(
        (p.owner(), p.kind(), p.form()),
        (0, PieceType::Phoenix, Form::Normal)
    );
    assert_eq!(after.hand(0), 0);
    // The drop was Black's whole turn.
    assert_eq!(after.side_to_move(), 0);
    // White may drop it too.
    let g2 = play(&play(&g, "Ka8-b6"), "P@d1");
    assert_eq!(
        g2.piece_at(parse_square("d1").unwrap()).map(|p| p.owner()),
        Some(0)
    );
}

#[test]
fn a_player_may_hold_two_phoenixes() {
    let pieces = [
        ("h1", "K"),
        ("a8", "k"),
        ("d4", "CL"),
        ("c5", "p"),
        ("e6", "a"),
    ];
    let g = setup_with(&pieces, 'w', Some("P"));
    let g = play(&g, "Cd4xc5");
    assert_eq!(g.hand(0), 2);
    let drops = legal(&g).into_iter().filter(|m| m.contains('@')).count();
    assert_eq!(drops, 7, "one move per square, however many are held");
}

#[test]
fn a_flipped_phoenix_is_dropped_in_normal_form_after_capture() {
    let pieces = [
        ("h1", "K"),
        ("a8", "k"),
        ("d4", "CL"),
        ("c5", "+p"),
        ("e2", "P"),
    ];
    let g = setup_with(&pieces, 'w', Some("-"));
    let g = play(&play(&g, "Cd4xc5"), "P@a1");
    assert_eq!(
        g.piece_at(parse_square("a1").unwrap()).unwrap().form(),
        Form::Normal
    );
}
