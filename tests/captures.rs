//! `is_capture` (which the app's sounds rely on) checked along random games of every game
//! against an independent witness: Chiron's notation (`x`), the piece letters of Shifting
//! Chess's position text, and Chirality's pieces on the board. Pyrga has no captures.

use rosette::engine::chirality::Chirality;
use rosette::engine::{AnyGame, AnyMove, GameId, InAnyGame, Rng, Turn};

/// Plays `games` random games of `id` (chance turns resolved as in real play) and calls
/// `check(before, move, after)` on every player move; returns how many moves captured.
fn playouts(
    id: GameId,
    games: u64,
    max_plies: usize,
    check: fn(&AnyGame, AnyMove, &AnyGame),
) -> usize {
    let mut captures = 0;
    for seed in 0..games {
        let mut rng = Rng::new(seed + 1);
        let mut game = AnyGame::new_game(id, "").expect("default options");
        for _ in 0..max_plies {
            let m = match game.turn() {
                Turn::Over => break,
                Turn::Chance => game.resolve_chance(&mut rng),
                Turn::Player(_) => {
                    let moves = game.legal_moves();
                    moves[rng.below(moves.len())]
                }
            };
            let before = game.clone();
            game.play(m).expect("a legal move");
            if before.turn() != Turn::Chance {
                check(&before, m, &game);
                captures += usize::from(before.is_capture(m));
            }
        }
    }
    captures
}

#[test]
fn pyrga_has_no_captures() {
    let n = playouts(GameId::Pyrga, 20, 200, |before, m, _| {
        assert!(!before.is_capture(m));
    });
    assert_eq!(n, 0);
}

#[test]
fn chiron_captures_are_the_moves_written_with_x() {
    let n = playouts(GameId::Chiron, 20, 300, |before, m, _| {
        let text = before.move_notation(m);
        assert_eq!(
            before.is_capture(m),
            text.contains('x'),
            "{text} in {}",
            before.to_position()
        );
    });
    assert!(n > 0, "random games capture");
}

/// The pieces of `owner` in a Shifting Chess position text (upper case White, lower Black).
fn shifting_pieces(game: &AnyGame, owner: u8) -> usize {
    let text = game.to_position();
    let board = text.split(' ').next().expect("a board field");
    board
        .chars()
        .filter(|c| c.is_ascii_alphabetic() && c.is_ascii_uppercase() == (owner == 0))
        .count()
}

#[test]
fn shifting_chess_captures_remove_an_opponent_piece() {
    let n = playouts(GameId::ShiftingChess, 12, 300, |before, m, after| {
        let Turn::Player(me) = before.turn() else {
            return;
        };
        let lost = shifting_pieces(before, 1 - me) > shifting_pieces(after, 1 - me);
        let text = before.move_notation(m);
        if text.contains('-') {
            // Card applications move tiles, never capture.
            assert!(!before.is_capture(m), "{text}");
        } else {
            assert_eq!(
                before.is_capture(m),
                lost,
                "{text} in {}",
                before.to_position()
            );
        }
    });
    assert!(n > 0, "random games capture");
}

fn on_board(game: &AnyGame) -> u32 {
    let g = Chirality::from_any(game).expect("a Chirality game");
    g.occupied().len()
}

#[test]
fn chirality_captures_take_pieces_off_the_board() {
    let n = playouts(GameId::Chirality, 40, 400, |before, m, after| {
        // A turn adds at most one piece; a capture takes at least one away.
        if before.is_capture(m) {
            assert!(on_board(after) <= on_board(before));
        } else {
            assert!(on_board(after) >= on_board(before));
        }
    });
    assert!(n > 0, "random games capture");
}
