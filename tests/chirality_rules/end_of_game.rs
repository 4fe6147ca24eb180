//! Elimination and the end of the game (§15).

use super::*;

#[test]
fn capturing_the_last_piece_with_no_reserve_wins_two_player_games() {
    let b = Board::r2();
    let (x, s1, s2, y) = thick_target(b);
    let g = position("", &[&[y, s1], &[x]], &[5, 0], 0);
    let after = play(&g, step(&g, y, s2));
    assert_eq!(after.ending(), Some(Ending::LastStanding(0)));
    assert_eq!(after.outcome().unwrap().scores, vec![1.0, 0.0]);
    assert_eq!(after.eliminated(), vec![1]);
}

#[test]
fn eliminated_player_leaves_and_play_goes_on() {
    let b = Board::r2();
    let (x, s1, s2, y) = thick_target(b);
    let gate = &b.gates()[5];
    let g = position(
        "setup=c,players=3",
        &[&[y, s1], &[x], &[gate.tiles[0]]],
        &[5, 0, 5],
        0,
    );
    let report = g.explain_turn(step(&g, y, s2));
    let after = play(&g, step(&g, y, s2));
    assert_eq!(after.eliminated(), vec![1]);
    assert_eq!(report.eliminated, vec![1]);
    assert_eq!(after.turn(), Turn::Player(2), "player 2 is skipped");
    let text = after.to_position();
    assert!(text.ends_with(" 3 2 -"), "{text}");
}

#[test]
fn no_legal_action_at_the_start_of_the_turn_eliminates() {
    // Player 2's only piece is taken while it still has reserves: with no piece on a
    // Gate it can neither move nor Muster, so it is out (rulings).
    let b = Board::r2();
    let (x, s1, s2, y) = thick_target(b);
    let g = position("", &[&[y, s1], &[x]], &[5, 6], 0);
    let after = play(&g, step(&g, y, s2));
    assert_eq!(after.ending(), Some(Ending::LastStanding(0)));
    assert_eq!(after.reserve(1), 6);
    assert_eq!(after.captured(1), 10);
    // With three players the game goes on without it; its pieces leave the board.
    let gate = &b.gates()[5];
    let far = position(
        "setup=c,players=3",
        &[&[y, s1], &[x], &[gate.tiles[0]]],
        &[5, 6, 5],
        0,
    );
    let after = play(&far, step(&far, y, s2));
    assert_eq!(after.eliminated(), vec![1]);
    assert_eq!(after.turn(), Turn::Player(2));
}

#[test]
fn stuck_pieces_on_the_board_leave_when_their_owner_is_eliminated() {
    // Player 2 (three players) has one Thin piece whose Thick neighbours are all taken
    // and no reserve: at the start of its turn it has no legal action.
    let b = Board::r2();
    let s = (0..300)
        .find(|&t| !thick(b, t) && plain(b, t, 3.0, 6.5))
        .unwrap();
    let blockers: Vec<TileId> = attacks(b, s);
    // Player 3 fills the Thick tiles around s (they are Thick: one Thin source each
    // does not capture them), player 1 moves quietly.
    let (qf, qt) = quiet(b, &blockers);
    let g = position(
        "setup=c,players=3",
        &[&[qf], &[s], &blockers],
        &[5, 0, 16 - blockers.len() as u8],
        0,
    );
    let after = play(&g, step(&g, qf, qt));
    assert_eq!(after.eliminated(), vec![1]);
    assert_eq!(after.piece_at(s), None, "its piece leaves the board");
    assert_eq!(after.captured(1), 16);
    assert_eq!(after.turn(), Turn::Player(2));
}
