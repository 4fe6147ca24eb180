//! The position editors' engine side: one scenario per reason a position is illegal, for
//! each game, and the round trip of every accepted arrangement through notation and link.

mod common;

use rosette::engine::chirality::{BoardChoice, Chirality, ChiralityProblem, ChiralitySetup};
use rosette::engine::chiron::{
    parse_square, Chiron, ChironProblem, ChironSetup, Form, Hand, Piece, PieceType,
};
use rosette::engine::edit::SetupProblem;
use rosette::engine::pyrga::{Dir, Pyrga, PyrgaProblem, PyrgaSetup, Shape};
use rosette::engine::shifting_chess::{
    Content, Phase, PieceKind, ShiftingChess, ShiftingProblem, ShiftingSetup, Square,
};
use rosette::engine::{AnyGame, BadOption, Game, Rng, SetupError, Turn};
use rosette::persist::link::{self, Link};

/// Asserts that each problem reads as its sentence (the one the editor shows).
fn reads<P: std::fmt::Display>(cases: &[(P, &str)]) {
    for (problem, sentence) in cases {
        assert_eq!(problem.to_string(), *sentence);
    }
}

/// The game survives its position link.
fn survives_link(game: AnyGame) {
    match link::decode(&link::encode_position(&game)) {
        Ok(Link::Position(back)) => assert_eq!(*back, game),
        other => panic!("the link did not come back: {other:?}"),
    }
}

/// States reached by random play from the start (at most 60 plies), at an ordinary turn.
fn random_states<G: Game>(start: G, seed: u64, keep: impl Fn(&G) -> bool) -> Vec<G> {
    common::random_walk(start, &mut Rng::new(seed), 60)
        .into_iter()
        .filter(|g| matches!(g.turn(), Turn::Player(_)) && keep(g))
        .collect()
}

#[test]
fn pyrga_reasons() {
    let mut s = PyrgaSetup::default();
    for cell in 0..6 {
        s.cells[cell][0] = Some(0);
    }
    assert_eq!(
        s.problems(),
        vec![
            PyrgaProblem::TooMany {
                player: 0,
                shape: Shape::Square,
                on_board: 6
            },
            PyrgaProblem::LastNotMarked,
        ]
    );

    let mut s = PyrgaSetup::default();
    s.toggle(0, Shape::Triangle, 0);
    assert!(s.problems().is_empty(), "{:?}", s.problems());
    s.dirs[0] = Dir::South;
    assert_eq!(
        s.problems(),
        vec![PyrgaProblem::TriangleOffBoard { cell: 0 }]
    );

    let mut s = PyrgaSetup::default();
    s.toggle(5, Shape::Cylinder, 0);
    s.to_move = 0;
    assert_eq!(
        s.problems(),
        vec![
            PyrgaProblem::WrongTurn { placed: 1 },
            PyrgaProblem::LastBySideToMove { to_move: 0 },
        ]
    );

    let mut s = PyrgaSetup::default();
    s.toggle(5, Shape::Cylinder, 0);
    s.last = None;
    assert_eq!(s.problems(), vec![PyrgaProblem::LastNotMarked]);

    let mut s = PyrgaSetup::default();
    s.toggle(5, Shape::Cylinder, 0);
    s.last = Some((6, Shape::Square));
    assert_eq!(
        s.problems(),
        vec![PyrgaProblem::LastNotOnBoard {
            cell: 6,
            shape: Shape::Square
        }]
    );

    let mut s = PyrgaSetup::default();
    s.toggle(5, Shape::Cylinder, 0);
    s.toggle(6, Shape::Square, 1);
    s.last = Some((5, Shape::Cylinder));
    assert_eq!(
        s.problems(),
        vec![PyrgaProblem::LastBySideToMove { to_move: 0 }]
    );
}

#[test]
fn pyrga_problems_read_as_before() {
    reads(&[
        (
            PyrgaProblem::TooMany {
                player: 0,
                shape: Shape::Square,
                on_board: 6,
            },
            "White has 6 Squares on the board; the set holds 5.",
        ),
        (
            PyrgaProblem::TriangleOffBoard { cell: 0 },
            "The Triangle on a1 points off the board.",
        ),
        (
            PyrgaProblem::WrongTurn { placed: 1 },
            "With 1 piece placed it must be Black's turn (White places first).",
        ),
        (
            PyrgaProblem::LastNotMarked,
            "Mark the piece placed last: it tells the next player where to play.",
        ),
        (
            PyrgaProblem::LastNotOnBoard {
                cell: 6,
                shape: Shape::Square,
            },
            "The piece marked as placed last is not on the board.",
        ),
        (
            PyrgaProblem::LastBySideToMove { to_move: 0 },
            "The piece placed last must be Black's, since White is to move.",
        ),
    ]);
}

#[test]
fn pyrga_toggle_and_hands_follow_the_board() {
    let mut s = PyrgaSetup::default();
    s.toggle(3, Shape::Triangle, 1);
    assert!(Pyrga::triangle_may_point(3, s.dirs[3]));
    assert_eq!(s.in_hand(1, Shape::Triangle), 4);
    assert_eq!(s.to_move, 0);
    s.toggle(3, Shape::Triangle, 1);
    assert_eq!(s.cells[3][1], None);
    assert_eq!(s.last, None);
}

#[test]
fn pyrga_round_trip() {
    for seed in 0..4 {
        for g in random_states(Pyrga::new_game(&Default::default()), seed, |_| true) {
            let built = PyrgaSetup::of(&g)
                .build()
                .expect("a reached position is legal");
            assert_eq!(built, g);
            survives_link(AnyGame::Pyrga(built));
        }
    }
}

fn chiron_piece(owner: u8, kind: PieceType) -> Piece {
    Piece::new(owner, kind, Hand::Left, Form::Normal)
}

#[test]
fn chiron_reasons() {
    let sq = |s: &str| parse_square(s).unwrap() as usize;
    let mut s = ChironSetup::default();
    s.board[sq("d4")] = Some(chiron_piece(0, PieceType::King));
    assert_eq!(
        s.problems(),
        vec![ChironProblem::TooManyKings {
            player: 0,
            kings: 2
        }]
    );

    let mut s = ChironSetup::default();
    s.board[sq("d4")] = Some(chiron_piece(1, PieceType::Ant));
    assert_eq!(
        s.problems(),
        vec![ChironProblem::TooManyAnts {
            player: 1,
            on_board: 9
        }]
    );

    let mut s = ChironSetup::default();
    s.board[sq("d4")] = Some(chiron_piece(0, PieceType::Crab));
    assert_eq!(
        s.problems(),
        vec![ChironProblem::HandedRepeated {
            piece: chiron_piece(0, PieceType::Crab),
            on_board: 2
        }]
    );

    let s = ChironSetup {
        board: [None; 64],
        ..Default::default()
    };
    assert_eq!(
        s.problems(),
        vec![
            ChironProblem::NoKings,
            ChironProblem::PhoenixCount { phoenixes: 0 },
        ]
    );

    let mut s = ChironSetup::default();
    for p in s.board.iter_mut() {
        if *p == Some(chiron_piece(1, PieceType::King)) {
            *p = None;
        }
    }
    assert_eq!(
        s.problems(),
        vec![ChironProblem::MovedWithoutKing { player: 1 }]
    );

    let s = ChironSetup {
        hands: [1, 0],
        ..Default::default()
    };
    assert_eq!(
        s.problems(),
        vec![ChironProblem::PhoenixCount { phoenixes: 3 }]
    );
}

#[test]
fn chiron_problems_read_as_before() {
    let right_moth = Piece::new(1, PieceType::Moth, Hand::Right, Form::Normal);
    reads(&[
        (
            ChironProblem::TooManyKings {
                player: 0,
                kings: 2,
            },
            "White has 2 Kings.",
        ),
        (
            ChironProblem::TooManyAnts {
                player: 1,
                on_board: 9,
            },
            "Black has 9 Ants on the board; the set holds 8.",
        ),
        (
            ChironProblem::HandedRepeated {
                piece: chiron_piece(0, PieceType::Crab),
                on_board: 2,
            },
            "White has 2 left-handed Crabs on the board; the set holds one.",
        ),
        (
            ChironProblem::HandedRepeated {
                piece: right_moth,
                on_board: 3,
            },
            "Black has 3 right-handed Moths on the board; the set holds one.",
        ),
        (ChironProblem::NoKings, "Neither player has a King."),
        (
            ChironProblem::MovedWithoutKing { player: 1 },
            "Black has no King, yet Black has just moved (a side without its King has lost).",
        ),
        (
            ChironProblem::PhoenixCount { phoenixes: 3 },
            "The board and the hands hold 3 Phoenixes; the game has exactly 2.",
        ),
        (
            ChironProblem::PhoenixCount { phoenixes: 1 },
            "The board and the hands hold 1 Phoenix; the game has exactly 2.",
        ),
    ]);
}

#[test]
fn chiron_round_trip() {
    for seed in 0..4 {
        for g in random_states(Chiron::new_game(&Default::default()), seed, |_| true) {
            let built = ChironSetup::of(&g)
                .build()
                .expect("a reached position is legal");
            assert_eq!(built, g);
            survives_link(AnyGame::Chiron(built));
        }
    }
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn chess(kind: PieceKind, owner: u8) -> Content {
    Content::Piece(rosette::engine::shifting_chess::Piece {
        kind,
        owner,
        moved: false,
    })
}

#[test]
fn shifting_reasons() {
    let mut s = ShiftingSetup::default();
    assert!(s.problems().is_empty(), "{:?}", s.problems());
    assert!(s.set(sq("e6"), chess(PieceKind::King, 0)));
    assert_eq!(
        s.problems(),
        vec![ShiftingProblem::TooManyKings {
            player: 0,
            kings: 2
        }]
    );
    assert!(s.set(sq("g10"), Content::Empty));
    assert_eq!(
        s.problems(),
        vec![
            ShiftingProblem::TooManyKings {
                player: 0,
                kings: 2
            },
            ShiftingProblem::NoKing { player: 1 },
        ]
    );
    assert!(
        !s.set(sq("a1"), chess(PieceKind::Queen, 0)),
        "a gap takes no piece"
    );

    let mut s = ShiftingSetup::default();
    let king_slot = sq("g3").slot();
    s.toggle_void(king_slot);
    assert_eq!(
        s.problems(),
        vec![
            ShiftingProblem::NoKing { player: 0 },
            ShiftingProblem::KingVoided { slot: king_slot },
        ]
    );
    s.toggle_void(king_slot);
    assert!(s.problems().is_empty());

    let mut s = ShiftingSetup::default();
    s.set(sq("c10"), chess(PieceKind::Pawn, 0));
    assert_eq!(
        s.problems(),
        vec![ShiftingProblem::UnpromotedPawn { square: sq("c10") }]
    );

    let mut s = ShiftingSetup::default();
    s.halfmove = 3;
    assert_eq!(
        s.problems(),
        vec![ShiftingProblem::HalfmoveExceedsTurns {
            halfmove: 3,
            turns: 0
        }]
    );

    let mut s = ShiftingSetup::default();
    s.en_passant = Some(sq("e9"));
    assert_eq!(
        s.problems(),
        vec![ShiftingProblem::EnPassantNotEmpty { square: sq("e9") }]
    );
    s.en_passant = Some(sq("e8"));
    assert_eq!(
        s.problems(),
        vec![ShiftingProblem::EnPassantNoPawn {
            square: sq("e8"),
            player: 1
        }]
    );

    let mut s = ShiftingSetup::default();
    s.set(sq("g9"), chess(PieceKind::Queen, 0));
    assert_eq!(
        s.problems(),
        vec![ShiftingProblem::NotToMoveInCheck { player: 1 }]
    );
}

#[test]
fn shifting_problems_read_as_before() {
    reads(&[
        (ShiftingProblem::NoKing { player: 1 }, "Black has no King."),
        (
            ShiftingProblem::TooManyKings {
                player: 0,
                kings: 2,
            },
            "White has 2 Kings.",
        ),
        (
            ShiftingProblem::KingVoided {
                slot: sq("g3").slot(),
            },
            "A King stands on the voided tile; a King cannot be voided.",
        ),
        (
            ShiftingProblem::UnpromotedPawn { square: sq("c10") },
            "The pawn on c10 has reached its promotion zone and should have promoted.",
        ),
        (
            ShiftingProblem::HalfmoveExceedsTurns {
                halfmove: 3,
                turns: 0,
            },
            "The moves since a capture or pawn move exceed the moves made.",
        ),
        (
            ShiftingProblem::EnPassantNotEmpty { square: sq("e9") },
            "The en passant square e9 is not empty land.",
        ),
        (
            ShiftingProblem::EnPassantNoPawn {
                square: sq("e8"),
                player: 1,
            },
            "No Black pawn marked as moved stands just beyond the en passant square e8.",
        ),
        (
            ShiftingProblem::NotToMoveInCheck { player: 1 },
            "Black, the side not to move, is in check.",
        ),
    ]);
}

#[test]
fn shifting_tiles_carry_their_squares() {
    let mut s = ShiftingSetup::default();
    let slot = sq("g3").slot();
    s.move_tile(slot, 0);
    assert!(matches!(s.content(sq("a1")), Content::Piece(p) if p.kind == PieceKind::King));
    assert!(matches!(s.content(sq("a2")), Content::Piece(p) if p.kind == PieceKind::Pawn));
    assert_eq!(s.content(sq("g3")), Content::Gap);
    s.rotate(0);
    assert_eq!(s.tiles()[0].map(|t| t.orientation), Some(1));
    assert!(s.toggle_moved(sq("b1")), "the rotated king stands on b1");
    let g = s.build().expect("a moved king tile is legal");
    survives_link(AnyGame::ShiftingChess(g));
}

#[test]
fn shifting_round_trip() {
    for seed in 0..3 {
        let start = ShiftingChess::new_game(&Default::default());
        for g in random_states(start, seed, |g| g.phase() == Phase::Move) {
            let built = ShiftingSetup::of(&g)
                .build()
                .expect("a reached position is legal");
            assert_eq!(built.to_position(), g.to_position());
            survives_link(AnyGame::ShiftingChess(built));
        }
    }
}

#[test]
fn chirality_reasons() {
    let base = Default::default();
    let mut s = ChiralitySetup::default();
    assert!(s.problems().is_empty(), "{:?}", s.problems());
    s.reserve[0] = 16;
    assert_eq!(
        s.problems(),
        vec![ChiralityProblem::TooManyPieces {
            player: 0,
            on_board: 8,
            reserve: 16
        }]
    );

    let mut s = ChiralitySetup::default();
    for o in s.owner.iter_mut() {
        if *o == Some(1) {
            *o = None;
        }
    }
    s.reserve[1] = 0;
    assert_eq!(s.problems(), vec![ChiralityProblem::FewerThanTwoLeft]);

    let mut s = ChiralitySetup::start(BoardChoice::R2, 3, base).unwrap();
    assert_eq!(s.options().players, 3);
    s.reserve[2] = 0;
    s.owner
        .iter_mut()
        .filter(|o| **o == Some(2))
        .for_each(|o| *o = None);
    s.to_move = 2;
    assert_eq!(
        s.problems(),
        vec![ChiralityProblem::ToMoveHasNoPieces { player: 2 }]
    );

    let mut s = ChiralitySetup::default();
    let throne = rosette::engine::chirality::tables_of(BoardChoice::R2).throne;
    for t in throne.iter() {
        s.owner[t] = Some(0);
    }
    assert_eq!(
        s.problems(),
        vec![
            ChiralityProblem::TooManyPieces {
                player: 0,
                on_board: 13,
                reserve: 8
            },
            ChiralityProblem::HoldsThrone { player: 0 },
        ]
    );

    let mut s = ChiralitySetup::default();
    let free = s.owner.iter().position(Option::is_none).unwrap();
    s.owner[free] = Some(4);
    assert_eq!(
        s.problems(),
        vec![ChiralityProblem::NotPlaying { player: 4 }]
    );
}

#[test]
fn chirality_problems_read_as_before() {
    reads(&[
        (
            ChiralityProblem::TooManyPieces {
                player: 0,
                on_board: 8,
                reserve: 16,
            },
            "Blue (player 1) has more pieces than the set holds: 8 on the board and 16 in reserve, of 16.",
        ),
        (
            ChiralityProblem::NotPlaying { player: 4 },
            "Orange (player 5) has pieces on the board but is not playing.",
        ),
        (
            ChiralityProblem::FewerThanTwoLeft,
            "Fewer than two players have pieces left, so the game would be over.",
        ),
        (
            ChiralityProblem::ToMoveHasNoPieces { player: 2 },
            "It is Green (player 3)'s turn, but Green has no pieces left.",
        ),
        (
            ChiralityProblem::HoldsThrone { player: 0 },
            "Blue (player 1) holds the whole Throne, so the game would be over.",
        ),
    ]);
}

#[test]
fn chirality_boards_and_player_counts() {
    let base = Default::default();
    for board in [BoardChoice::R1, BoardChoice::R2] {
        for players in 2..=board.max_players() as u8 {
            let s = ChiralitySetup::start(board, players, base).unwrap();
            let g = s.build().expect("a start position is legal");
            assert_eq!(g.num_players(), players as usize);
            survives_link(AnyGame::Chirality(g));
        }
    }
    assert_eq!(
        ChiralitySetup::start(BoardChoice::R1, 6, base),
        Err(SetupError::BadOption(BadOption::Players {
            players: 6,
            board: "R1",
            max: 5
        }))
    );
}

#[test]
fn chirality_round_trip() {
    for seed in 0..3 {
        let start = Chirality::new_game(&Default::default());
        for g in random_states(start, seed, |g| !g.is_placing()) {
            let built = ChiralitySetup::of(&g)
                .build()
                .expect("a reached position is legal");
            assert_eq!(built, g);
            survives_link(AnyGame::Chirality(built));
        }
    }
}

#[test]
fn build_reports_each_games_problems() {
    let mut s = PyrgaSetup::default();
    s.toggle(5, Shape::Cylinder, 0);
    s.last = None;
    assert_eq!(
        s.build(),
        Err(vec![SetupProblem::Pyrga(PyrgaProblem::LastNotMarked)])
    );

    let s = ChironSetup {
        hands: [1, 0],
        ..Default::default()
    };
    assert_eq!(
        s.build(),
        Err(vec![SetupProblem::Chiron(ChironProblem::PhoenixCount {
            phoenixes: 3
        })])
    );

    let mut s = ChiralitySetup::default();
    let free = s.owner.iter().position(Option::is_none).unwrap();
    s.owner[free] = Some(4);
    assert_eq!(
        s.build(),
        Err(vec![SetupProblem::Chirality(
            ChiralityProblem::NotPlaying { player: 4 }
        )])
    );

    let mut s = ShiftingSetup::default();
    s.halfmove = 3;
    assert_eq!(
        s.build(),
        Err(vec![SetupProblem::ShiftingChess(
            ShiftingProblem::HalfmoveExceedsTurns {
                halfmove: 3,
                turns: 0
            }
        )])
    );
}

/// Random edits: every arrangement the editor accepts survives notation and link, and
/// reads back as the same arrangement.
#[test]
fn accepted_random_edits_survive_the_link() {
    let mut rng = Rng::new(7);
    let mut accepted = [0usize; 4];
    for _ in 0..300 {
        let mut s = PyrgaSetup::default();
        for _ in 0..rng.below(8) {
            let shape = Shape::ALL[rng.below(3)];
            s.toggle(rng.below(16), shape, rng.below(2) as u8);
        }
        if let Ok(g) = s.build() {
            accepted[0] += 1;
            assert_eq!(PyrgaSetup::of(&g).build(), Ok(g.clone()));
            survives_link(AnyGame::Pyrga(g));
        }

        let mut s = ChironSetup::default();
        let pieces = rosette::engine::chiron::palette(rng.below(2) as u8);
        for _ in 0..rng.below(4) {
            let p = pieces[rng.below(pieces.len())];
            s.board[rng.below(64)] = if rng.below(3) == 0 { None } else { Some(p) };
        }
        s.side = rng.below(2) as u8;
        if let Ok(g) = s.build() {
            accepted[1] += 1;
            assert_eq!(ChironSetup::of(&g).build(), Ok(g.clone()));
            survives_link(AnyGame::Chiron(g));
        }

        let mut s = ShiftingSetup::default();
        for _ in 0..rng.below(4) {
            let square = Square::from_index(rng.below(144)).unwrap();
            match rng.below(5) {
                0 => s.move_tile(square.slot(), rng.below(36)),
                1 => s.rotate(square.slot()),
                2 => s.toggle_void(square.slot()),
                3 => {
                    s.set(square, Content::Empty);
                }
                _ => {
                    s.toggle_moved(square);
                }
            }
        }
        if let Ok(g) = s.build() {
            accepted[2] += 1;
            assert_eq!(ShiftingSetup::of(&g).position(), g.to_position());
            survives_link(AnyGame::ShiftingChess(g));
        }

        let mut s = ChiralitySetup::default();
        for _ in 0..rng.below(6) {
            let t = rng.below(s.owner.len());
            s.owner[t] = [None, Some(0), Some(1)][rng.below(3)];
        }
        s.reserve[rng.below(2)] = rng.below(17) as u8;
        if let Ok(g) = s.build() {
            accepted[3] += 1;
            assert_eq!(ChiralitySetup::of(&g).build(), Ok(g.clone()));
            survives_link(AnyGame::Chirality(g));
        }
    }
    assert!(
        accepted.iter().all(|&n| n > 10),
        "too few accepted: {accepted:?}"
    );
}
