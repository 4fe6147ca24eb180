//! Promotion: declining, flipping and relocating, taking a pool piece.

use super::*;

#[test]
fn an_ant_arriving_on_rank_7_may_decline_flip_and_relocate_or_take_a_pool_piece() {
    let g = setup(&[("h1", "K"), ("a8", "k"), ("d6", "A"), ("d3", "CL")], 'w');
    let want = [
        "Ad6-d7",
        "Ad6-d7+",
        "Ad6-d7+d6",
        "Ad6-d7+d5",
        "Ad6-d7+d4",
        "Ad6-d7=CR",
        "Ad6-d7=ML",
        "Ad6-d7=MR",
        "Ad6-d7=HL",
        "Ad6-d7=HR",
    ];
    assert_eq!(legal_from(&g, "d6"), sorted(&want));
    // The relocation square the piece came from counts as empty (d6 above).
    let after = play(&g, "Ad6-d7+d5");
    let p = after.piece_at(parse_square("d5").unwrap()).unwrap();
    assert_eq!((p.kind(), p.form()), (PieceType::Ant, Form::Flipped));
    assert!(after.piece_at(parse_square("d7").unwrap()).is_none());
}

#[test]
fn promotion_moves_carry_their_choice_for_a_two_step_ui() {
    let g = setup(&[("h1", "K"), ("a8", "k"), ("d6", "A"), ("d3", "CL")], 'w');
    let (d6, d7) = (parse_square("d6").unwrap(), parse_square("d7").unwrap());
    let choices = g.choices(d6, d7);
    assert_eq!(choices.len(), 10);
    let flips: Vec<String> = choices
        .iter()
        .filter(|m| m.promotion(0) == Promotion::Flip)
        .map(|m| square_name(m.final_square()))
        .collect();
    assert_eq!(flips, ["d4", "d5", "d6", "d7"]);
    let pools: Vec<Piece> = choices
        .iter()
        .filter_map(|m| match m.promotion(0) {
            Promotion::Pool(p) => Some(p),
            _ => None,
        })
        .collect();
    assert_eq!(pools.len(), 5);
    assert!(pools
        .iter()
        .all(|p| p.owner() == 0 && p.kind() != PieceType::Ant));
    assert!(choices.iter().all(|m| m.from() == Some(d6) && m.to() == d7));
}

#[test]
fn a_king_that_flips_relocates_by_flipped_leaps_through_empty_squares() {
    let g = setup(&[("e5", "K"), ("a8", "k"), ("d5", "CL"), ("f3", "a")], 'w');
    let sq = |s: &str| parse_square(s).unwrap();
    // The choices after arriving on e7, as a UI's second step shows them.
    let choices = g.choices(sq("e5"), sq("e7"));
    let finals: Vec<String> = choices
        .iter()
        .filter(|m| m.promotion(0) == Promotion::Flip)
        .map(|m| square_name(m.final_square()))
        .collect();
    // Stay on e7; c5 e5 f5 g5 (d5 is occupied); a3..h3 but f3 (occupied: relocation
    // never captures); all of rank 1.
    assert_eq!(finals.len(), 1 + 4 + 7 + 8, "{finals:?}");
    for s in ["e7", "e5", "f5", "a3", "h3", "a1"] {
        assert!(finals.contains(&s.to_string()), "{s}");
    }
    for s in ["d5", "f3", "e3x"] {
        assert!(!finals.contains(&s.to_string()), "{s}");
    }
    // The same final square reached from another arrival square is the same move: the
    // legal list holds it once, under the first arrival square (c7 for a3).
    let a3: Vec<String> = choices
        .iter()
        .filter(|m| square_name(m.final_square()) == "a3")
        .map(|&m| g.move_notation(m))
        .collect();
    assert_eq!(a3, ["Ke5-c7+a3"]);
    let moves = legal_from(&g, "e5");
    assert_eq!(
        moves.len(),
        5 + 5 + 7 + 7 + 8,
        "5 plain, 5 stays, rank 5, 3 and 1"
    );
    assert!(moves.contains(&"Ke5-e7+".to_string()));
    assert!(moves.contains(&"Ke5-c7+e5".to_string()));
    assert!(!moves.contains(&"Ke5-e7+e5".to_string()));
    // A King has no pool choice.
    assert!(moves.iter().all(|m| !m.contains('=')));
}

#[test]
fn a_phoenix_arriving_by_its_rear_capture_may_flip() {
    let g = setup(
        &[
            ("h1", "K"),
            ("a8", "k"),
            ("d8", "P"),
            ("c7", "a"),
            ("c4", "A"),
        ],
        'w',
    );
    let moves: Vec<String> = legal_from(&g, "d8")
        .into_iter()
        .filter(|m| m.starts_with("Pd8xc7"))
        .collect();
    assert_eq!(
        moves,
        sorted(&["Pd8xc7", "Pd8xc7+", "Pd8xc7+c6", "Pd8xc7+c5"])
    );
}

#[test]
fn a_flipped_piece_is_never_offered_a_promotion_again() {
    let g = setup(
        &[
            ("h1", "K"),
            ("a8", "k"),
            ("d8", "+A"),
            ("e8", "+P"),
            ("b8", "CL"),
        ],
        'w',
    );
    assert_eq!(legal_from(&g, "d8"), ["Ad8-d7"]);
    assert_eq!(legal_from(&g, "e8"), ["Pe8-e7"]);
}

#[test]
fn crabs_moths_and_hummingbirds_never_promote() {
    let g = setup(&[("h1", "K"), ("a8", "k"), ("d5", "HL")], 'w');
    assert_eq!(
        legal_from(&g, "d5"),
        ["Hd5-d6", "Hd5-d7", "Hd5-d8", "Hd5-e3", "Hd5-f4"]
    );
}

#[test]
fn an_ant_promotes_from_the_pool_in_the_form_the_piece_had_when_captured() {
    let text = "k7/8/3A4/8/8/8/8/7K w Pp AAAAAA+ACLCRMLMRHLHRaaaaaaaaclcrmlmrhlhr";
    let g = Chiron::from_position(text).unwrap();
    assert!(legal_from(&g, "d6").contains(&"Ad6-d7=+A".to_string()));
    let after = play(&g, "Ad6-d7=+A");
    let p = after.piece_at(parse_square("d7").unwrap()).unwrap();
    assert_eq!((p.kind(), p.form()), (PieceType::Ant, Form::Flipped));
    // The Ant goes into the pool in exchange (pieces are conserved).
    let flipped_ant = Piece::new(0, PieceType::Ant, Hand::Left, Form::Flipped);
    let ant = Piece::new(0, PieceType::Ant, Hand::Left, Form::Normal);
    assert_eq!(
        (after.pool_count(flipped_ant), after.pool_count(ant)),
        (0, 7)
    );
    // Becoming a Crab from the pool.
    let after = play(&g, "Ad6-d7=CR");
    let p = after.piece_at(parse_square("d7").unwrap()).unwrap();
    assert_eq!((p.kind(), p.hand()), (PieceType::Crab, Some(Hand::Right)));
}

#[test]
fn the_pool_holds_own_pieces_only_never_a_king_or_phoenix() {
    // Black's pool holds Black's Crab but White's Ant can only take White's pool.
    let g = setup(
        &[
            ("h1", "K"),
            ("a8", "k"),
            ("d6", "A"),
            ("e6", "A"),
            ("f6", "A"),
            ("g6", "A"),
            ("h6", "A"),
            ("a6", "A"),
            ("b6", "A"),
            ("c6", "A"),
            ("a3", "CL"),
            ("b3", "CR"),
            ("c3", "ML"),
            ("d3", "MR"),
            ("e3", "HL"),
            ("f3", "HR"),
        ],
        'w',
    );
    assert!(g.pool(0).is_empty());
    assert_eq!(g.pool(1).len(), 14);
    let moves = legal_from(&g, "d6");
    assert_eq!(
        moves.iter().filter(|m| m.contains('=')).count(),
        0,
        "{moves:?}"
    );
}

#[test]
fn an_ant_taking_its_own_ant_may_promote_into_it() {
    let text = "k7/3+A4/3A4/8/8/8/8/7K w Pp AAAAAACLCRMLMRHLHRaaaaaaaaclcrmlmrhlhr";
    let g = Chiron::from_position(text).unwrap();
    let moves = legal_from(&g, "d6");
    assert!(moves.contains(&"Ad6xd7=+A".to_string()), "{moves:?}");
    let after = play(&g, "Ad6xd7");
    let flipped_ant = Piece::new(0, PieceType::Ant, Hand::Left, Form::Flipped);
    assert_eq!(
        after.pool_count(flipped_ant),
        1,
        "own Ants taken go to the own pool"
    );
}
