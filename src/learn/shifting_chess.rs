//! Shifting Chess's lessons: the land of megatiles, boulders and gaps, each piece's special
//! moves, castling across tiles, every card kind and when cards come, the end of the game
//! and the notation (docs/rules/shifting-chess.md).

use super::{Goal, Happened, Hidden, Lesson, Mover};
use crate::engine::shifting_chess::{PieceKind, ShiftingChess, ShiftingMove, Square};
use crate::engine::{Game, Player, Rng, Turn};

/// White, the learner in every lesson.
const WHITE: Player = 0;
/// Black, the opponent.
const BLACK: Player = 1;

/// How many pieces `owner` has on the board (limbo excluded), of `kind` or of any kind.
fn count(g: &ShiftingChess, owner: Player, kind: Option<PieceKind>) -> usize {
    (0..144)
        .filter_map(Square::from_index)
        .filter_map(|s| g.piece_at(s))
        .filter(|p| p.owner == owner && kind.is_none_or(|k| p.kind == k))
        .count()
}

/// Black has fewer pieces on the board than at the start: something was captured.
fn took_a_piece(start: &ShiftingChess, now: &ShiftingChess) -> bool {
    count(now, BLACK, None) < count(start, BLACK, None)
}

/// White has more queens than at the start: a pawn promoted.
fn made_a_queen(start: &ShiftingChess, now: &ShiftingChess) -> bool {
    let queens = |g| count(g, WHITE, Some(PieceKind::Queen));
    queens(now) > queens(start)
}

/// White has fewer pawns than at the start: one promoted (White's own move loses none).
fn promoted(start: &ShiftingChess, now: &ShiftingChess) -> bool {
    let pawns = |g| count(g, WHITE, Some(PieceKind::Pawn));
    pawns(now) < pawns(start)
}

/// After the card draw that follows this move, White's king is not attacked (the draw
/// brings the voided tile back).
fn safe_when_the_tile_returns(_: &ShiftingChess, now: &ShiftingChess) -> bool {
    if now.turn() != Turn::Chance {
        return false;
    }
    let mut next = now.clone();
    let draw = next.resolve_chance(&mut Rng::new(0));
    next.play_unchecked(draw);
    !next.is_check(WHITE)
}

/// The game has not ended and the fifty-move count is back to 0.
fn clock_reset(_: &ShiftingChess, now: &ShiftingChess) -> bool {
    now.outcome().is_none() && now.halfmove_clock() == 0
}

/// Black's king is in check.
fn gives_check(_: &ShiftingChess, now: &ShiftingChess) -> bool {
    now.is_check(BLACK)
}

/// What the learner's move `m` (legal in `before`) did, from the engine: what it
/// captured (or, when `capture_matters`, that it captured nothing) or what the card did; a
/// voided tile that came back at the card draw and left the mover's king attacked; a check
/// or the end of the game it brought.
pub fn happened(before: &ShiftingChess, m: ShiftingMove, capture_matters: bool) -> Vec<Happened> {
    let after = before.preview(m);
    let (me, them) = (before.side(), 1 - before.side());
    let mut out = Vec::new();
    match m {
        ShiftingMove::Move { .. } if count(&after, them, None) < count(before, them, None) => {
            out.push(Happened::CapturedPiece)
        }
        ShiftingMove::Move { .. } if capture_matters => out.push(Happened::CapturedNothing),
        _ => out.extend(before.application(m).map(Happened::Applied)),
    }
    if before.limbo().is_some() && after.turn() == Turn::Chance {
        let mut drawn = after.clone();
        let draw = drawn.resolve_chance(&mut Rng::new(0));
        drawn.play_unchecked(draw);
        if drawn.is_check(me) {
            out.push(Happened::VoidReturnsWithCheck);
        }
    }
    match after.outcome() {
        Some(end) => out.push(Happened::Ended {
            draw: end.is_draw(),
            reason: end.reason,
        }),
        None if after.is_check(them) => out.push(Happened::GivesCheck),
        None => {}
    }
    out
}

/// What the board does not draw: the ordinary moves toward the fifty-move rule, and which
/// pawns, rooks and kings have moved by their own move.
pub fn hidden(game: &ShiftingChess) -> Vec<Hidden> {
    let mut out = Vec::new();
    if game.halfmove_clock() > 0 {
        out.push(Hidden::QuietMoves(game.halfmove_clock()));
    }
    let moved: Vec<(Player, Mover, String)> = (0..144)
        .filter_map(Square::from_index)
        .filter_map(|sq| game.piece_at(sq).map(|p| (sq, p)))
        .filter(|(_, p)| p.moved)
        .filter_map(|(sq, p)| {
            let kind = match p.kind {
                PieceKind::Pawn => Mover::Pawn,
                PieceKind::Rook => Mover::Rook,
                PieceKind::King => Mover::King,
                _ => return None,
            };
            Some((p.owner, kind, sq.to_string()))
        })
        .collect();
    if !moved.is_empty() {
        out.push(Hidden::Moved(moved));
    }
    out
}

/// The lessons, in order.
pub fn lessons() -> Vec<Lesson<ShiftingChess>> {
    vec![
        Lesson {
            id: "boulders",
            clauses: &["land", "boulders"],
            position: "------------/------------/--7k--/--1r6--/--8--/--1*N3*1--/--1*4*1--/--8--/--8--/--1R'2K3--/------------/------------ w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(took_a_piece),
            moves: 1,
        },
        Lesson {
            id: "queen-over-gaps",
            clauses: &["gaps", "queen-gaps"],
            position: "------------/------------/--7k--/--8--/--2rb4--/--8--/4--4--/4--4--/--3R'4--/--K1Q5--/------------/------------ w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./F0E0.G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(took_a_piece),
            moves: 1,
        },
        Lesson {
            id: "double-step-anywhere",
            clauses: &["double-step"],
            position: "------------/------------/--3k4--/--8--/--8--/--2P5--/--8--/--5P'2--/--8--/--K7--/------------/------------ w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(gives_check),
            moves: 1,
        },
        Lesson {
            id: "en-passant",
            clauses: &["en-passant"],
            position: "------------/------------/--7k--/--8--/--8--/--2P'p'4--/--8--/--8--/--8--/--K7--/------------/------------ w m f8 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(took_a_piece),
            moves: 1,
        },
        Lesson {
            id: "promotion-at-the-edge",
            clauses: &["promotion"],
            position: "----2------/----2------/--7k--/--2P'1P'3--/--8--/--8--/--8--/--8--/----6--/----K5--/------------/------------ w m - 0 0 ..A0.../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./..B0C0D0./...... - off *",
            goal: Goal::Reach(promoted),
            moves: 1,
        },
        Lesson {
            id: "castling-on-a-file",
            clauses: &["castling"],
            position: "------------/------------/--k3r3--/--8--/--8--/--8--/--2R5--/--8--/--8--/--2K3R1--/------------/------------ w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Moves(&["e3e5"]),
            moves: 1,
        },
        Lesson {
            id: "gap-mate",
            clauses: &["mate"],
            position: "k1--2------/pp--R'Q------/------4--/------4--/--8--/--8--/--8--/--8--/--8--/--4K3--/------------/------------ w m - 0 0 M0.N0.../...O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "fifty-moves",
            clauses: &["fifty-moves", "draws"],
            position: "------------/------------/--7k'--/--8--/--8--/--5p'2--/--8--/--8--/--2P'5--/--K'4R'2--/------------/------------ w m - 99 150 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(clock_reset),
            moves: 1,
        },
        Lesson {
            id: "swap-card",
            clauses: &["cards-when", "swap", "apply-card"],
            position: "------------/------------/--5k2--/--8--/--4p3--/--3R'4--/--8--/--8--/--8--/--K7--/------------/------------ w swap - 0 3 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:sssssrrrrrrlllllvvv: *",
            goal: Goal::Reach(gives_check),
            moves: 1,
        },
        Lesson {
            id: "rotate-card",
            clauses: &["rotate", "mate"],
            position: "------------/------------/--k7--/--pp1R'4--/--8--/--8--/--8--/--8--/--8--/--4K3--/------------/------------ w rotate - 0 3 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:ssssssrrrrrlllllvvv: *",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "third-turn-slide",
            clauses: &["slide"],
            position: "------2----/------2----/--8--/--4P'2k--/--8--/--8--/--8--/--8--/----6--/----K5--/------------/------------ w m - 0 2 ...A0../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./..B0C0D0./...... - 0:0:lssssssrrrrrrllllvvv: *",
            goal: Goal::Reach(made_a_queen),
            moves: 2,
        },
        Lesson {
            id: "void-card",
            clauses: &["void"],
            position: "------------/------------/--k1n2Q2--/--pp6--/--8--/--8--/--8--/--8--/--8--/--4K3--/------------/------------ w void - 0 3 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:ssssssrrrrrrlllllvv: *",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "void-returns",
            clauses: &["void-returns", "no-self-check"],
            position: "------------/------------/--7k--/--p7--/--8--/--8--/--4--2--/--4--2--/--8--/--2N1K3--/------------/------------ w m - 0 2 ....../.M0N0O0P0./.I0J0K0L0./.E0F0g0H0./.A0B0C0D0./...... r... 0:0:ssssssrrrrrrlllllvv:v *",
            goal: Goal::Reach(safe_when_the_tile_returns),
            moves: 1,
        },
        Lesson {
            id: "card-notation",
            clauses: &["notation"],
            position: "------------/------------/--7k--/--p7--/--5N2--/--8--/--8--/--8--/--8--/--4K3--/------------/------------ w rotate - 0 3 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:ssssssrrrrrlllllvvv: *",
            goal: Goal::Moves(&["rotate-K-cw"]),
            moves: 1,
        },
    ]
}
