//! The end of the game: the King captured, no legal action, no cycles; move diagrams.

use super::*;

#[test]
fn capturing_the_king_ends_the_game_at_once_without_promotion() {
    for king in ["k", "+k"] {
        let g = setup(&[("h1", "K"), ("d8", king), ("d7", "A")], 'w');
        assert_eq!(legal_from(&g, "d7"), ["Ad7xd8"]);
        let after = play(&g, "Ad7xd8");
        assert_eq!(after.turn(), Turn::Over);
        assert_eq!(after.winner(), Some(0));
        let o = after.outcome().unwrap();
        assert_eq!(o.winners, [0]);
        assert_eq!(o.reason, Reason::KingCaptured(0));
        assert!(after.legal_move_list().is_empty());
    }
    // A capture-only move takes the King too.
    let g = setup(&[("h1", "K"), ("d2", "k"), ("d5", "P")], 'w');
    assert_eq!(play(&g, "Pd5xd2").winner(), Some(0));
}

#[test]
fn a_player_with_no_legal_action_loses() {
    let pieces = [("a8", "K"), ("h8", "P"), ("d8", "k"), ("e8", "p")];
    let g = setup_with(&pieces, 'b', Some("-"));
    assert_eq!(g.turn(), Turn::Player(1));
    let after = play(&g, "Pe8-e7");
    assert_eq!(after.turn(), Turn::Over);
    assert_eq!(after.winner(), Some(1));
    assert_eq!(after.outcome().unwrap().reason, Reason::NoLegalMove(0));
    // Read from text, the same position is already over.
    let again = Chiron::from_position(&after.to_position()).unwrap();
    assert_eq!(again, after);
}

#[test]
fn a_king_may_move_into_attack_and_the_threat_can_be_announced() {
    let pieces = [("a8", "K"), ("h8", "P"), ("d8", "k"), ("e8", "p")];
    let g = setup_with(&pieces, 'b', Some("-"));
    assert!(!g.king_threatened(1));
    let after = play(&g, "Kd8-d6");
    assert!(
        after.king_threatened(1),
        "the Phoenix on h8 takes anything behind it"
    );
    assert!(!after.king_threatened(0));
    assert_eq!(play(&after, "Ph8xd6").winner(), Some(0));
}

#[test]
fn play_never_cycles() {
    let mut plies = 0;
    for seed in 0..300 {
        let game = common::random_walk(start(), &mut Rng::new(seed), usize::MAX);
        assert_eq!(game.last().unwrap().turn(), Turn::Over);
        let mut seen = HashSet::new();
        for g in game {
            assert!(seen.insert(g.to_position()), "repeated {}", g.to_position());
            plies += 1;
        }
    }
    println!("{plies} positions without a repetition");
}

#[test]
fn move_diagrams_are_oriented_for_owner_hand_and_form() {
    let crab = Piece::new(0, PieceType::Crab, Hand::Left, Form::Normal);
    let d = crab.diagram();
    assert_eq!(d.ordinary_rays, [(1, 0)]);
    assert_eq!(d.capture_rays, [(-1, 0)]);
    assert!(d.capture_leaps.contains(&(-3, -1)));
    let black_right = Piece::new(1, PieceType::Crab, Hand::Right, Form::Normal);
    assert_eq!(black_right.diagram().ordinary_rays, [(1, 0)]);
    assert_eq!(black_right.diagram().ordinary_leaps[4], (3, 1));
    let p = Piece::new(0, PieceType::Phoenix, Hand::Left, Form::Flipped);
    assert_eq!(p.diagram().rank_capture, Some(1));
    assert_eq!(p.diagram().ordinary_leaps, [(0, -1)]);
    let p = Piece::new(1, PieceType::Phoenix, Hand::Left, Form::Normal);
    assert_eq!(p.diagram().rank_capture, Some(1));
}
