//! The Shifting Chess AI converts won endgames: it mates a bare king with a queen or a
//! rook (with and without distortion cards), takes a mate at once, keeps enough material
//! to mate (never trading into king against king), and resets the fifty-move clock when
//! it can. Positions are in the engine's
//! notation on the start's land (c3–j10, boulders d6 d7 i6 i7); `off` in the deck field
//! means no cards, so nothing falls but the moves.

use rosette::ai::eval::ShiftingChessEvaluator;
use rosette::ai::{choose_move, Budget, Evaluator, Strategy};
use rosette::engine::shifting_chess::{End, ShiftingChess, ShiftingMove, Square};
use rosette::engine::{Game, Rng, Turn};

/// The start's sixteen megatiles, unturned.
const TILES: &str = "....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./......";
/// A seeded full deck: Swap, Rotate, sLide and Void cards, top first.
const DECK: &str = "5:0:srrslvvsslrslrlslrrv:";

/// A position from its board field (ranks 12 to 1), White to move at `halfmove` and
/// `turns`, with `deck` (`off` for no cards).
fn position(board: &str, halfmove: u32, turns: u32, deck: &str) -> ShiftingChess {
    let text = format!("{board} w m - {halfmove} {turns} {TILES} - {deck} *");
    ShiftingChess::from_position(&text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

/// White: Ke4 and `piece` on d3; Black: Kh8.
fn bare_king_against(piece: &str, deck: &str) -> ShiftingChess {
    let board = format!(
        "------------/------------/--8--/--8--/--5k'2--/--1*4*1--/--1*4*1--/--8--/\
         --2K'5--/--1{piece}6--/------------/------------"
    );
    position(&board, 0, 1, deck)
}

fn ab(depth: u32) -> Strategy {
    Strategy::AlphaBeta {
        depth,
        nodes: u64::MAX,
    }
}

/// The AI's move with `strategy`.
fn ai_move(game: &ShiftingChess, strategy: Strategy, seed: u64) -> ShiftingMove {
    choose_move(
        game,
        strategy,
        &ShiftingChessEvaluator,
        seed,
        &Budget::nodes(u64::MAX),
    )
    .expect("a move")
    .best
}

/// Plays White with `attacker` against Black with `defender` (cards drawn from the
/// deck's order) for at most `max_moves` White moves; the end, if any, and White's moves.
fn play_out(
    mut game: ShiftingChess,
    attacker: Strategy,
    defender: Strategy,
    seed: u64,
    max_moves: u32,
) -> (Option<End>, u32) {
    let mut rng = Rng::new(seed);
    let mut moves = 0;
    loop {
        match game.turn() {
            Turn::Over => return (game.end(), moves),
            Turn::Chance => {
                let draw = game.resolve_chance(&mut rng);
                game.play_unchecked(draw);
            }
            Turn::Player(p) => {
                if p == 0 && moves == max_moves {
                    return (None, moves);
                }
                moves += u32::from(p == 0);
                let strategy = if p == 0 { attacker } else { defender };
                let m = ai_move(&game, strategy, rng.next_u64());
                game.play_unchecked(m);
            }
        }
    }
}

fn assert_mates(game: &ShiftingChess, attacker: Strategy, defender: Strategy, seed: u64, n: u32) {
    let (end, moves) = play_out(game.clone(), attacker, defender, seed, n);
    assert_eq!(
        end,
        Some(End::Checkmate(0)),
        "{attacker} against {defender} (seed {seed}) after {moves} moves"
    );
}

#[test]
fn endgame_estimates_of_both_sides_sum_to_one() {
    let lone_knight = "------------/------------/--4k'3--/--8--/--8--/--1*4*1--/--1*4*1--/--8--/\
                       --K'7--/--1N6--/------------/------------";
    for (game, winning) in [
        (bare_king_against("Q", "off"), true),
        (bare_king_against("R'", DECK), true),
        (position(lone_knight, 60, 80, "off"), false),
    ] {
        let e = ShiftingChessEvaluator;
        let (white, black) = (e.evaluate(&game, 0), e.evaluate(&game, 1));
        assert!((white + black - 1.0).abs() < 1e-9, "{white} + {black}");
        assert_eq!(white > 0.9, winning, "White's estimate {white}");
    }
}

#[test]
fn king_and_queen_mate_a_bare_king() {
    let game = bare_king_against("Q", "off");
    assert_mates(&game, ab(3), ab(2), 0, 20);
    for seed in 1..=4 {
        assert_mates(&game, ab(3), Strategy::Random, seed, 25);
    }
}

#[test]
fn king_and_rook_mate_a_bare_king() {
    let game = bare_king_against("R'", "off");
    assert_mates(&game, ab(4), ab(2), 0, 25);
    for seed in 1..=4 {
        assert_mates(&game, ab(3), Strategy::Random, seed, 30);
    }
}

#[test]
fn the_queen_mates_while_cards_shift_the_land() {
    let game = bare_king_against("Q", DECK);
    assert_mates(&game, ab(4), ab(2), 0, 40);
    for seed in 1..=4 {
        assert_mates(&game, ab(4), Strategy::Random, seed, 40);
    }
}

#[test]
fn overwhelming_material_still_mates() {
    // White: Kd4, Qd3, Qe3, Rf3 against Black's Kh8. The estimate of such a lead is close
    // to a win, yet a real mate must outrank it.
    let board = "------------/------------/--8--/--8--/--5k'2--/--1*4*1--/--1*4*1--/--8--/\
                 --1K'6--/--1QQR'4--/------------/------------";
    let game = position(board, 0, 1, "off");
    assert_mates(&game, ab(3), ab(2), 0, 8);
}

#[test]
fn takes_the_mate_in_one() {
    // White: Kh9, Qi8; Black: Kj10 in the land's corner. Qi9 and Qi10 mate at once; the
    // search must prefer them to the slower mates it also sees.
    let board = "------------/------------/--7k'--/--5K'2--/--6Q1--/--1*4*1--/--1*4*1--/--8--/\
                 --8--/--8--/------------/------------";
    let game = position(board, 0, 1, "off");
    for depth in [2, 4] {
        let r = choose_move(
            &game,
            ab(depth),
            &ShiftingChessEvaluator,
            1,
            &Budget::nodes(u64::MAX),
        )
        .expect("a move");
        assert_eq!(game.preview(r.best).end(), Some(End::Checkmate(0)));
        assert!(r.value > 0.9999, "a mate at the first ply: {}", r.value);
    }
}

#[test]
fn keeps_the_rook_that_can_mate() {
    // White: Kc4, Nd3, Rc9; Black: Kg10, Rg9. Rc9xg9 Kxg9 would leave a lone knight, which
    // cannot mate: the rook steps off the rank instead (Black's rook attacks it there).
    let board = "------------/------------/--4k'3--/--R'3r'3--/--8--/--1*4*1--/--1*4*1--/--8--/\
                 --K'7--/--1N6--/------------/------------";
    let game = position(board, 0, 1, "off");
    let c9 = Square::parse("c9").unwrap();
    let rook_trade = ShiftingMove::Move {
        from: c9,
        to: Square::parse("g9").unwrap(),
        promotion: None,
    };
    for depth in [2, 3, 4] {
        let m = ai_move(&game, ab(depth), 1);
        assert_ne!(m, rook_trade, "depth {depth}");
        let ShiftingMove::Move { from, to, .. } = m else {
            panic!("an ordinary move")
        };
        let rook = if from == c9 { to } else { c9 };
        assert!(
            !game.preview(m).is_attacked(rook, 1),
            "depth {depth}: {m:?} leaves the rook to be taken"
        );
    }
}

#[test]
fn does_not_give_the_last_piece_for_a_draw_before_a_card() {
    // White: Kc3, Qe7; Black: Kg10, Rg9. Qxg9 Kxg9 leaves king against king (a draw), and
    // a card falls between the capture and the recapture: the search must look past it.
    let board = "------------/------------/--4k'3--/--4r'3--/--8--/--1*Q3*1--/--1*4*1--/--8--/\
                 --8--/--K'7--/------------/------------";
    let game = position(board, 0, 2, DECK);
    let queen_trade = ShiftingMove::Move {
        from: Square::parse("e7").unwrap(),
        to: Square::parse("g9").unwrap(),
        promotion: None,
    };
    for depth in [3, 4] {
        assert_ne!(ai_move(&game, ab(depth), 1), queen_trade, "depth {depth}");
    }
}

#[test]
fn resets_the_fifty_move_clock_when_ahead() {
    // White: Kf5, Qc3, Pd4 against Black's Kj10, 90 moves without a capture or a pawn move
    // and no mate in sight: the pawn steps on (with the clock at 10, the queen moves).
    let board = "------------/------------/--7k'--/--8--/--8--/--1*4*1--/--1*4*1--/--3K'4--/\
                 --1P'6--/--Q7--/------------/------------";
    let game = position(board, 90, 150, "off");
    for depth in [2, 4] {
        let m = ai_move(&game, ab(depth), 1);
        let ShiftingMove::Move { from, .. } = m else {
            panic!("an ordinary move")
        };
        assert_eq!(from, Square::parse("d4").unwrap(), "depth {depth}: {m:?}");
    }
}
