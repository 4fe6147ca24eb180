//! The setups (§5) and the player counts of each board.

use super::*;

#[test]
fn setup_a_puts_four_pieces_on_each_of_two_opposing_gates() {
    let b = Board::r2();
    let g = Chirality::new_game(&Default::default());
    assert_eq!(g.turn(), Turn::Player(0));
    for p in 0..2u8 {
        assert_eq!(g.pieces(p).len(), 8);
        assert_eq!(g.reserve(p), 8);
        assert_eq!(g.captured(p), 0);
    }
    let gate_at = |angle: f64| {
        b.gates()
            .iter()
            .find(|x| (x.angle - angle).abs() < 0.2)
            .unwrap()
    };
    for (p, angles) in [(0u8, [74.8, 105.2]), (1, [249.2, 290.8])] {
        for a in angles {
            let gate = gate_at(a);
            let held: Vec<bool> = gate
                .tiles
                .iter()
                .map(|&t| g.piece_at(t) == Some(p))
                .collect();
            assert_eq!(held, [true, true, false, true, true], "{a}°");
        }
    }
    assert!(b.opposing(gate_at(74.8).id, gate_at(249.2).id));
    let text = g.to_position();
    assert_eq!(
        text,
        "r2 - A51,A52,A53,A54,A55,A56,A59,A60/D51,C52,D53,C54,D55,C56,D59,C60 8/8 0/0 1 - -"
    );
}

#[test]
fn setup_b_fills_an_inner_star_each() {
    let b = Board::r1();
    let g = Chirality::new_game(&options("board=r1"));
    assert_eq!(g.options().setup, Setup::B);
    let stars: Vec<_> = b.ring(1).collect();
    for (p, s) in [(0u8, 0usize), (1, 2)] {
        assert_eq!(g.reserve(p), 11);
        assert!(stars[s].tiles.iter().all(|&t| g.piece_at(t) == Some(p)));
        assert_eq!(g.pieces(p).len(), 5);
    }
    assert_eq!(stars[0].angle.round(), 90.0);
    assert_eq!(stars[2].angle.round(), 306.0);
    let garrisons = g.garrisons();
    assert_eq!(garrisons.len(), 2);
    assert!(garrisons.iter().all(|x| x.inner));
    // Setup B also works on R2 and for more players.
    let g = Chirality::new_game(&options("setup=b,players=4"));
    assert_eq!(g.garrisons().len(), 4);
    assert!(Chirality::try_new(&ChiralityOptions {
        players: 6,
        setup: Setup::B,
        ..Default::default()
    })
    .is_err());
}

#[test]
fn setup_c_places_one_piece_each_in_turn_order_before_the_first_turn() {
    let b = Board::r2();
    let o = options("setup=c,players=3,seed=5");
    let mut g = Chirality::new_game(&o);
    let gates = assign_c(&o);
    for p in 0..3u8 {
        assert!(g.is_placing());
        assert_eq!(g.turn(), Turn::Player(p));
        let moves = g.legal_move_list();
        let mut want = b.gates()[gates[p as usize]].tiles.clone();
        want.sort();
        let got: Vec<TileId> = moves.iter().map(|m| m.to()).collect();
        assert_eq!(got, want);
        assert!(moves
            .iter()
            .all(|m| matches!(m, ChiralityMove::Place { .. })));
        assert!(g.move_notation(moves[0]).starts_with('@'));
        g = play(&g, moves[2]);
    }
    assert!(!g.is_placing());
    assert_eq!(g.turn(), Turn::Player(0));
    for p in 0..3u8 {
        assert_eq!((g.pieces(p).len(), g.reserve(p)), (1, 15));
    }
    // Turn order runs clockwise from the first-turn Gate: Gate numbers grow clockwise.
    let first = rosette::engine::chirality::board::first_gate_from_seed(5, 10);
    assert_eq!(gates[0], first);
    let gaps: Vec<usize> = (0..3)
        .map(|i| (gates[(i + 1) % 3] + 10 - gates[i]) % 10)
        .collect();
    assert_eq!(gaps.iter().sum::<usize>(), 10, "{gates:?}");
    // A different seed can draw a different first Gate; the same seed replays.
    assert_eq!(Chirality::new_game(&o), Chirality::new_game(&o));
}

#[test]
fn player_counts_per_board() {
    for (board, max) in [("r1", 5u8), ("r2", 6)] {
        for p in 1..=8u8 {
            let text = format!("board={board},setup=c,players={p}");
            let ok = ChiralityOptions::from_map(&OptionMap::parse(&text).unwrap()).is_ok();
            assert_eq!(ok, (2..=max).contains(&p), "{text}");
            if ok {
                let g = Chirality::new_game(&options(&text));
                assert_eq!(g.num_players(), p as usize);
            }
        }
    }
    assert!(ChiralityOptions::from_map(&OptionMap::parse("board=r1,setup=a").unwrap()).is_err());
    assert!(ChiralityOptions::from_map(&OptionMap::parse("players=3").unwrap()).is_err());
}
