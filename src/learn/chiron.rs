//! Chiron's lessons, White to move in each. Positions are small: every piece that is not
//! on the board sits in its owner's captured pool, as the notation requires. Goals are
//! tests written with the engine's queries (what stands on a square, Phoenixes in hand,
//! whether a King could be taken by the next move), a win, or a move written out.

use super::{Goal, Happened, Lesson};
use crate::engine::chiron::{
    parse_square, square_name, Chiron, ChironMove, Form, Piece, PieceType, Square,
};
use crate::engine::{Game, Player};

/// The learner's side in every lesson.
const WHITE: Player = 0;

/// The piece on the square named `name` (none for a name that is not a square).
fn at(game: &Chiron, name: &str) -> Option<Piece> {
    parse_square(name).and_then(|sq| game.piece_at(sq))
}

/// Whether a White piece of `kind` stands on the square named `name`.
fn white_on(game: &Chiron, name: &str, kind: PieceType) -> bool {
    at(game, name).is_some_and(|p| p.owner() == WHITE && p.kind() == kind)
}

/// Whether the Black piece on `name` at the start has been taken (every capture replaces:
/// a White piece stands there now).
fn taken(start: &Chiron, now: &Chiron, name: &str) -> bool {
    at(start, name).is_some_and(|p| p.owner() != WHITE)
        && at(now, name).is_some_and(|p| p.owner() == WHITE)
}

/// White's King and its square, if it is on the board.
fn white_king(game: &Chiron) -> Option<(Square, Piece)> {
    (0..64).find_map(|sq| {
        game.piece_at(sq)
            .filter(|p| p.owner() == WHITE && p.kind() == PieceType::King)
            .map(|p| (sq, p))
    })
}

/// Whether White has moved since the start and its King cannot be taken by Black's next
/// move.
fn king_safe_after_move(start: &Chiron, now: &Chiron) -> bool {
    now.side_to_move() != start.side_to_move() && !now.king_threatened(WHITE)
}

/// What a move did, for the feedback after a move that misses the goal: what it
/// captured or dropped ("nothing" only when `capture_matters`), and whether the mover's
/// King can now be taken.
pub fn happened(before: &Chiron, m: ChironMove, capture_matters: bool) -> Vec<Happened> {
    let square = square_name(m.to());
    let me = before.side_to_move();
    let mut out = Vec::new();
    match (m.drop_owner(), before.captured_by(m)) {
        (Some(owner), _) => out.push(Happened::DroppedPhoenix {
            own: owner == me,
            square,
        }),
        (None, Some(piece)) => out.push(Happened::Took {
            own: piece.owner() == me,
            piece,
            square,
        }),
        (None, None) if capture_matters => out.push(Happened::CapturedNothing),
        (None, None) => {}
    }
    let mut after = before.clone();
    after.play_unchecked(m);
    if after.king_threatened(me) {
        out.push(Happened::KingExposed);
    }
    out
}

/// The lessons, in order.
pub fn lessons() -> Vec<Lesson<Chiron>> {
    let mut all = pieces();
    all.extend(phoenix());
    all.extend(promotion_and_end());
    all
}

/// The board, the opening and how each piece moves.
fn pieces() -> Vec<Lesson<Chiron>> {
    vec![
        Lesson {
            id: "opening",
            clauses: &["forces", "leaps-and-rays", "king"],
            position: "hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLPKMRCRHR w - -",
            goal: Goal::Reach(|_, now| white_king(now).is_some_and(|(sq, _)| sq / 8 == 2)),
            moves: 1,
        },
        Lesson {
            id: "ant",
            clauses: &["ant"],
            position: "3kp3/8/8/2A5/2A5/8/8/3PK3 w - AAAAAACLCRMLMRHLHRaaaaaaaaclcrmlmrhlhr",
            goal: Goal::Reach(|_, now| {
                at(now, "c4").is_none() && white_on(now, "c5", PieceType::Ant)
            }),
            moves: 1,
        },
        Lesson {
            id: "crab-hands",
            clauses: &["hands", "crab-slide"],
            position: "3kp3/8/4CR3/8/3CL4/8/8/3PK3 w - AAAAAAAAMLMRHLHRaaaaaaaaclcrmlmrhlhr",
            goal: Goal::Reach(|_, now| {
                ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"]
                    .iter()
                    .any(|sq| white_on(now, sq, PieceType::Crab))
            }),
            moves: 1,
        },
        Lesson {
            id: "crab-leaps",
            clauses: &["crab-leaps"],
            position: "3kp3/8/8/8/3CL4/a5hl1/8/3PK3 w - AAAAAAAACRMLMRHLHRaaaaaaaclcrmlmrhr",
            goal: Goal::Reach(|start, now| taken(start, now, "g3")),
            moves: 1,
        },
        Lesson {
            id: "moth",
            clauses: &["moth-slide"],
            position: "4p2k/8/2a5/3a4/3ML4/8/8/hr2PK3 w - AAAAAAAACLCRMRHLHRaaaaaaclcrmlmrhl",
            goal: Goal::Reach(|start, now| taken(start, now, "a1")),
            moves: 1,
        },
        Lesson {
            id: "moth-leaps",
            clauses: &["moth-leaps"],
            position: "3kp3/8/8/1a6/3ML4/5cl2/8/3PK3 w - AAAAAAAACLCRMRHLHRaaaaaaacrmlmrhlhr",
            goal: Goal::Reach(|start, now| taken(start, now, "f3")),
            moves: 1,
        },
        Lesson {
            id: "hummingbird",
            clauses: &["hummingbird"],
            position: "3cl2pk/8/8/3HL4/1a6/8/8/3PK3 w - AAAAAAAACLCRMLMRHRaaaaaaacrmlmrhlhr",
            goal: Goal::Reach(|start, now| taken(start, now, "d8")),
            moves: 1,
        },
    ]
}

/// The Phoenix: its capture, being captured, drops by either player.
fn phoenix() -> Vec<Lesson<Chiron>> {
    vec![
        Lesson {
            id: "phoenix-looks-back",
            clauses: &["phoenix-moves"],
            position: "k7/8/3a4/3P4/8/8/7ml/1p2K3 w - AAAAAAAACLCRMLMRHLHRaaaaaaaclcrmrhlhr",
            goal: Goal::Reach(|start, now| taken(start, now, "h2")),
            moves: 1,
        },
        Lesson {
            id: "take-the-phoenix",
            clauses: &["phoenix-captured", "phoenix-hand"],
            position: "3k4/8/8/8/1p1CL4/8/1HL6/3PK3 w - AAAAAAAACRMLMRHRaaaaaaaaclcrmlmrhlhr",
            goal: Goal::Reach(|start, now| now.hand(WHITE) > start.hand(WHITE)),
            moves: 1,
        },
        Lesson {
            id: "phoenix-drop",
            clauses: &["drop"],
            position: "3kp3/8/8/8/8/cl7/8/4K2cr w P AAAAAAAACLCRMLMRHLHRaaaaaaaamlmrhlhr",
            goal: Goal::Reach(king_safe_after_move),
            moves: 1,
        },
        Lesson {
            id: "drop-for-black",
            clauses: &["drop-either"],
            position: "7k/8/cl7/8/4K3/8/8/8 w pp AAAAAAAACLCRMLMRHLHRaaaaaaaacrmlmrhlhr",
            goal: Goal::Reach(king_safe_after_move),
            moves: 1,
        },
    ]
}

/// Promotion and flipped pieces, the end of the game and the notation.
fn promotion_and_end() -> Vec<Lesson<Chiron>> {
    vec![
        Lesson {
            id: "king-flip",
            clauses: &["flip", "relocate", "flipped-king"],
            position: "4hl1pk/cl7/8/4K3/8/8/8/3P4 w - AAAAAAAACLCRMLMRHLHRaaaaaaaacrmlmrhr",
            goal: Goal::Reach(|start, now| {
                white_king(now).is_some_and(|(_, k)| k.form() == Form::Flipped)
                    && king_safe_after_move(start, now)
            }),
            moves: 1,
        },
        Lesson {
            id: "flipped-ant",
            clauses: &["flipped-ant"],
            position: "3kp3/8/3a4/3+A4/3cl4/8/8/3PK3 w - AAAAAAACLCRMLMRHLHRaaaaaaacrmlmrhlhr",
            goal: Goal::Reach(|start, now| taken(start, now, "d4")),
            moves: 1,
        },
        Lesson {
            id: "flipped-phoenix",
            clauses: &["flipped-phoenix"],
            position: "4p3/7hl/8/8/3+P4/8/1k5ml/4K3 w - AAAAAAAACLCRMLMRHLHRaaaaaaaaclcrmrhr",
            goal: Goal::Reach(|start, now| taken(start, now, "h7")),
            moves: 1,
        },
        Lesson {
            id: "pool-promotion",
            clauses: &["pool-promotion"],
            position: "4p3/8/3A4/2k5/8/8/8/6PK w - AAAAAAACLCRMLMRHLHRaaaaaaaaclcrmlmrhlhr",
            goal: Goal::Reach(|_, now| now.king_threatened(1 - WHITE)),
            moves: 1,
        },
        Lesson {
            id: "take-the-king",
            clauses: &["take-the-king"],
            position: "4p3/8/hl7/2MR5/8/8/5k2/3PK3 w - AAAAAAAACLCRMLHLHRaaaaaaaaclcrmlmrhr",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "into-attack",
            clauses: &["into-attack"],
            position: "8/8/8/3k4/8/8/2CL5/PP5K w - AAAAAAAACRMLMRHLHRaaaaaaaaclcrmlmrhlhr",
            goal: Goal::Win,
            moves: 2,
        },
        Lesson {
            id: "no-move-loses",
            clauses: &["no-action-loses"],
            position: "8/8/8/6a1/4ML3/8/1k6/3PP2K w - AAAAAAAACLCRMRHLHRaaaaaaaclcrmlmrhlhr",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "notation",
            clauses: &["notation"],
            position: "k2cl3p/3A4/8/8/8/8/8/3PK3 w - AAAAAAACLCRMLMRHLHRaaaaaaaacrmlmrhlhr",
            goal: Goal::Moves(&["Ad7xd8=MR"]),
            moves: 1,
        },
    ]
}
