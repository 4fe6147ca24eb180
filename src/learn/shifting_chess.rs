//! Shifting Chess's lessons: the land of megatiles, boulders and gaps, each piece's special
//! moves, castling across tiles, every card kind and when cards come, the end of the game
//! and the notation (docs/rules/shifting-chess.md).

use super::{Goal, Hidden, Lesson, Mover};
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

/// What the learner's move `m` (legal in `before`) did, in the engine's words: what it
/// captured (or, when `capture_matters`, that it captured nothing) or what the card did; a
/// voided tile that came back at the card draw and left the mover's king attacked; a check
/// or the end of the game it brought.
pub fn happened(before: &ShiftingChess, m: ShiftingMove, capture_matters: bool) -> String {
    let after = before.preview(m);
    let (me, them) = (before.side(), 1 - before.side());
    let mut said = match m {
        ShiftingMove::Move { .. } if count(&after, them, None) < count(before, them, None) => {
            "That move captured a piece.".to_string()
        }
        ShiftingMove::Move { .. } if capture_matters => "That move captured nothing.".to_string(),
        ShiftingMove::Move { .. } => String::new(),
        _ => format!("That {}.", before.application_words(m)),
    };
    if before.limbo().is_some() && after.turn() == Turn::Chance {
        let mut drawn = after.clone();
        let draw = drawn.resolve_chance(&mut Rng::new(0));
        drawn.play_unchecked(draw);
        if drawn.is_check(me) {
            said.push_str(" At the card draw the voided tile came back, and it attacks your king.");
        }
    }
    match after.outcome() {
        Some(end) if end.is_draw() => {
            said.push_str(&format!(" It ends the game in a draw: {}.", end.reason))
        }
        Some(end) => said.push_str(&format!(" It ends the game: {}.", end.reason)),
        None if after.is_check(them) => said.push_str(" It gives check."),
        None => {}
    }
    said.trim_start().to_string()
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
            title: "Boulders",
            teach: "TODO",
            task: "The land is sixteen 2×2 megatiles in the middle of the blue board, with four boulders on it. Take the black rook on d9.",
            why: "A boulder blocks every piece like a friendly piece and can never be captured, so your rook on d3 cannot pass d6. The knight leaps over everything and lands on d9.",
            wrong: "the boulders on d6 and d7 stand between your rook and d9. Which piece jumps?",
            clauses: &[],
            position: "------------/------------/--7k--/--1r6--/--8--/--1*N3*1--/--1*4*1--/--8--/--8--/--1R'2K3--/------------/------------ w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(took_a_piece),
            moves: 1,
        },
        Lesson {
            id: "queen-over-gaps",
            title: "Queens cross gaps",
            teach: "TODO",
            task: "Tile F has been moved to the edge, leaving a hole of empty space on e5–f6. Win a black piece.",
            why: "Gaps stop rooks, bishops, kings and pawns, but a queen slides over empty space and lands beyond it: Qe3xe8.",
            wrong: "your rook stops at the gap on f5. Only one of your pieces can fly over the hole.",
            clauses: &[],
            position: "------------/------------/--7k--/--8--/--2rb4--/--8--/4--4--/4--4--/--3R'4--/--K1Q5--/------------/------------ w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./F0E0.G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(took_a_piece),
            moves: 1,
        },
        Lesson {
            id: "double-step-anywhere",
            title: "Pawns double-step anywhere",
            teach: "TODO",
            task: "The pawn on e7 was carried there by the tiles and has never moved by its own move. Check the black king with it.",
            why: "A pawn that has not moved by its own move may step two squares wherever it stands: e7e9 attacks f10. The pawn on h5 has moved (h5 is written P' in the position), so it may step only one.",
            wrong: "a single step to e8 attacks nothing. How far may an unmoved pawn go?",
            clauses: &[],
            position: "------------/------------/--3k4--/--8--/--8--/--2P5--/--8--/--5P'2--/--8--/--K7--/------------/------------ w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(gives_check),
            moves: 1,
        },
        Lesson {
            id: "en-passant",
            title: "En passant, anywhere",
            teach: "TODO",
            task: "Black's pawn has just stepped two squares, f9 to f7, and stands beside your pawn on e7. Take it.",
            why: "En passant works anywhere on the board, on the very next turn only, when the square passed over is land: your pawn goes to f8 and takes the pawn on f7.",
            wrong: "the black pawn is beside your pawn, not in front of it. Capture it as if it had stepped only to f8.",
            clauses: &[],
            position: "------------/------------/--7k--/--8--/--8--/--2P'p'4--/--8--/--8--/--8--/--K7--/------------/------------ w m f8 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(took_a_piece),
            moves: 1,
        },
        Lesson {
            id: "promotion-at-the-edge",
            title: "Promotion where the land ends",
            teach: "TODO",
            task: "Promote a pawn. Tile A now lies above the e-file, on e11–f12.",
            why: "A pawn promotes in its last three ranks (10 to 12 for White) only when no land lies further ahead in its file. On g10 the land ends, so the pawn promotes; on e10 tile A is still ahead, so it would not. In the app, a move to promotion asks which piece you want.",
            wrong: "the e-pawn would reach rank 10, but land lies beyond it on e11. Look for the file where the land ends.",
            clauses: &[],
            position: "----2------/----2------/--7k--/--2P'1P'3--/--8--/--8--/--8--/--8--/----6--/----K5--/------------/------------ w m - 0 0 ..A0.../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./..B0C0D0./...... - off *",
            goal: Goal::Reach(promoted),
            moves: 1,
        },
        Lesson {
            id: "castling-on-a-file",
            title: "Castling across tiles",
            teach: "TODO",
            task: "Castle. The black rook watches g3, so castle along the e-file with the rook on e6, on another tile.",
            why: "Castling works along a rank or a file, across tiles: king and rook unmoved, two or three empty squares between them, and the king's three squares land and not attacked. The king moves two squares toward the rook (e3e5, which is how castling is written) and the rook lands on e4.",
            wrong: "castling is the king's two-square move toward an unmoved rook, here up the e-file.",
            clauses: &[],
            position: "------------/------------/--k3r3--/--8--/--8--/--8--/--2R5--/--8--/--8--/--2K3R1--/------------/------------ w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Moves(&["e3e5"]),
            moves: 1,
        },
        Lesson {
            id: "gap-mate",
            title: "Mate on an island",
            teach: "TODO",
            task: "The black king sits on tile M, an island at the corner of the board. Checkmate it.",
            why: "Kings cannot step onto empty space and Black's own pawns fill a11 and b11, so the king on a12 has only b12. A queen on rank 12 slides over the gaps on c12 and d12 and covers a12 and b12: checkmate, and the game ends.",
            wrong: "your rook stops at the gap on d12, and a queen move that only covers b12 leaves Black no move: stalemate, a draw. Check the king across the empty space.",
            clauses: &[],
            position: "k1--2------/pp--R'Q------/------4--/------4--/--8--/--8--/--8--/--8--/--8--/--4K3--/------------/------------ w m - 0 0 M0.N0.../...O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "fifty-moves",
            title: "The fifty-move rule",
            teach: "TODO",
            task: "The position's halfmove field reads 99: ninety-nine ordinary moves without a capture or a pawn move. Keep the game going: set that count back to 0.",
            why: "A hundred ordinary moves (fifty each) with no capture and no pawn move end the game in a draw. A pawn move or a capture sets the count back to 0; card applications neither advance nor reset it.",
            wrong: "a king or rook move that takes nothing would be the hundredth move: a draw. Move a pawn or capture.",
            clauses: &[],
            position: "------------/------------/--7k'--/--8--/--8--/--5p'2--/--8--/--8--/--2P'5--/--K'4R'2--/------------/------------ w m - 99 150 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(clock_reset),
            moves: 1,
        },
        Lesson {
            id: "swap-card",
            title: "The Swap card",
            teach: "TODO",
            task: "You drew a Swap card: two tiles in neighbouring slots exchange places, with everything on them. Swap so that the black king is in check.",
            why: "Swapping J and K carries your rook from f7 to h7, onto the king's file. A tile holding the opponent's king can never be swapped, but your own king's tile can. In the app, click the two tiles, then Apply.",
            wrong: "the king's tile O cannot be swapped. Carry your rook onto the h-file instead.",
            clauses: &[],
            position: "------------/------------/--5k2--/--8--/--4p3--/--3R'4--/--8--/--8--/--8--/--K7--/------------/------------ w swap - 0 3 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:sssssrrrrrrlllllvvv: *",
            goal: Goal::Reach(gives_check),
            moves: 1,
        },
        Lesson {
            id: "rotate-card",
            title: "The Rotate card",
            teach: "TODO",
            task: "You drew a Rotate card: one tile turns a quarter turn, clockwise or counter-clockwise, with its pieces. Mate with it.",
            why: "Turning N counter-clockwise carries your rook from f9 to f10, where it checks the king along rank 10. The black pawns block its escape: a distortion may deliver mate.",
            wrong: "clockwise and counter-clockwise are different moves. Where does the corner f9 go each way?",
            clauses: &[],
            position: "------------/------------/--k7--/--pp1R'4--/--8--/--8--/--8--/--8--/--8--/--4K3--/------------/------------ w rotate - 0 3 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:ssssssrrrrrlllllvvv: *",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "third-turn-slide",
            title: "Every third turn: the Slide card",
            teach: "TODO",
            task: "This is the third turn: after your move you draw a card, and the top of the pile is a Slide. Make your move, then slide a tile so that your pawn promotes.",
            why: "After turns 3, 6, 9… the player who just moved draws a card and must apply it. A Slide moves one tile a slot and pushes up to two tiles ahead of it, never off the board. Once no land lies ahead of the pawn on g10, it promotes by the distortion, to a queen.",
            wrong: "first bring the pawn to rank 10. Then move tile A away from above it, or move the pawn's tile out from under A.",
            clauses: &[],
            position: "------2----/------2----/--8--/--4P'2k--/--8--/--8--/--8--/--8--/----6--/----K5--/------------/------------ w m - 0 2 ...A0../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./..B0C0D0./...... - 0:0:lssssssrrrrrrllllvvv: *",
            goal: Goal::Reach(made_a_queen),
            moves: 2,
        },
        Lesson {
            id: "void-card",
            title: "The Void card",
            teach: "TODO",
            task: "You drew a Void card: a tile without a king is lifted off with its contents until the next card is drawn. Mate with it.",
            why: "Voiding N lifts the knight on e10 into limbo: it can no longer move, capture or block. The spot is now empty space, and your queen slides over it to check the king on c10: mate.",
            wrong: "the knight on e10 shields the king. Make its square empty space: only a queen can attack across it.",
            clauses: &[],
            position: "------------/------------/--k1n2Q2--/--pp6--/--8--/--8--/--8--/--8--/--8--/--4K3--/------------/------------ w void - 0 3 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:ssssssrrrrrrlllllvv: *",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "void-returns",
            title: "The voided tile comes back",
            teach: "TODO",
            task: "Tile G was voided with a black rook on it (the dashed ghost). It returns, as it was, when the next card is drawn: right after your move, the third turn. Get your king out of the rook's way first.",
            why: "A voided tile comes back when the next card is drawn, before that card is applied, and the rook on g6 then attacks the whole g-file. Had your king stayed on it, you would have had to spend the card ending the attack, or lose the game.",
            wrong: "when tile G returns, its rook stands on g6 and attacks down the g-file. Leave the file, or put a piece in the way.",
            clauses: &[],
            position: "------------/------------/--7k--/--p7--/--8--/--8--/--4--2--/--4--2--/--8--/--2N1K3--/------------/------------ w m - 0 2 ....../.M0N0O0P0./.I0J0K0L0./.E0F0g0H0./.A0B0C0D0./...... r... 0:0:ssssssrrrrrrlllllvv:v *",
            goal: Goal::Reach(safe_when_the_tile_returns),
            moves: 1,
        },
        Lesson {
            id: "card-notation",
            title: "Cards in notation",
            teach: "TODO",
            task: "This position is written “… w rotate - 0 3 …”: White is to apply a Rotate card after turn 3. Apply it as written: rotate-K-cw.",
            why: "rotate-K-cw turns tile K a quarter turn clockwise: the knight on its top-right corner h8 moves to the bottom-right corner, h7. Cards are written swap-F-G, rotate-F-cw or rotate-F-ccw, slide-F-n (n e s w) and void-F.",
            wrong: "K is the tile g7–h8; cw means clockwise, seen with White at the bottom.",
            clauses: &[],
            position: "------------/------------/--7k--/--p7--/--5N2--/--8--/--8--/--8--/--8--/--4K3--/------------/------------ w rotate - 0 3 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:ssssssrrrrrlllllvvv: *",
            goal: Goal::Moves(&["rotate-K-cw"]),
            moves: 1,
        },
    ]
}
