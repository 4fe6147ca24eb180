//! Shifting Chess's lessons: the land of megatiles, boulders and gaps, each piece's special
//! moves, castling across tiles, every card kind and when cards come, the end of the game
//! and the notation (docs/rules/shifting-chess.md).

use super::{Goal, Hidden, Lesson, Mover};
use crate::engine::shifting_chess::{PieceKind, ShiftingChess, ShiftingMove, Square};
use crate::engine::{Game, GameId, Player, Rng, Turn};

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
        Some(end) if end.is_draw() => said.push_str(&format!(
            " It ends the game in a draw: {}.",
            end.reason.english(GameId::ShiftingChess)
        )),
        Some(end) => said.push_str(&format!(
            " It ends the game: {}.",
            end.reason.english(GameId::ShiftingChess)
        )),
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
            teach: "The board is a 12×12 blue board. The land is sixteen 2×2 islands called megatiles, lettered A to P, which start as an 8×8 board in the middle; squares no megatile covers are empty space. Pieces start and move as in chess, except as these lessons show. Four neutral boulders stand on the land: a boulder blocks every piece as if it were one of its own, can never be captured, and a knight leaps over it.",
            task: "You are White. Take the black rook on d9.",
            why: "Your rook on d3 cannot pass the boulders on d6 and d7; the knight leaps over anything and lands on d9.",
            wrong: "A boulder stops a sliding piece as one of its own pieces would; only a piece that leaps gets past it.",
            clauses: &["land", "boulders"],
            position: "------------/------------/--7k--/--1r6--/--8--/--1*N3*1--/--1*4*1--/--8--/--8--/--1R'2K3--/------------/------------ w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(took_a_piece),
            moves: 1,
        },
        Lesson {
            id: "queen-over-gaps",
            title: "Queens cross gaps",
            teach: "When tiles move, holes of empty space open in the land. Empty space stops rooks, bishops, kings and pawns; a knight leaps over it but never lands on it. A queen slides over empty space and lands beyond it, still blocked by pieces and boulders.",
            task: "Tile F has been moved to the edge, leaving a hole on e5–f6. Win a black piece.",
            why: "Your queen slid over the hole and took on e8: of all the pieces, only a queen crosses empty space.",
            wrong: "Empty space stops every sliding piece but the queen.",
            clauses: &["gaps", "queen-gaps"],
            position: "------------/------------/--7k--/--8--/--2rb4--/--8--/4--4--/4--4--/--3R'4--/--K1Q5--/------------/------------ w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./F0E0.G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(took_a_piece),
            moves: 1,
        },
        Lesson {
            id: "double-step-anywhere",
            title: "Pawns double-step anywhere",
            teach: "A pawn that has not yet moved by its own move may step two squares, wherever it stands: being carried by a tile does not count as moving. The list beside the board names the pawns that have moved.",
            task: "Your pawn on e7 was carried there by the tiles and has never moved by itself. Give check with a pawn.",
            why: "e7e9, a double step, attacks the king on f10. The pawn on h5 has moved already, so it may step only one square.",
            wrong: "A single step reaches no square beside the king, and a pawn that has never moved by itself may go further.",
            clauses: &["double-step"],
            position: "------------/------------/--3k4--/--8--/--8--/--2P5--/--8--/--5P'2--/--8--/--K7--/------------/------------ w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(gives_check),
            moves: 1,
        },
        Lesson {
            id: "en-passant",
            title: "En passant, anywhere",
            teach: "En passant works anywhere on the board: when an enemy pawn has just stepped two squares and passed the square your pawn attacks, your pawn may take it as if it had stepped one, on the very next turn only.",
            task: "Black's pawn has just stepped from f9 to f7, beside your pawn on e7. Take it.",
            why: "Your pawn went to f8, the square the black pawn passed over, and took it on f7.",
            wrong: "The black pawn passed over f8, and en passant takes it as if it had stopped there.",
            clauses: &["en-passant"],
            position: "------------/------------/--7k--/--8--/--8--/--2P'p'4--/--8--/--8--/--8--/--K7--/------------/------------ w m f8 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(took_a_piece),
            moves: 1,
        },
        Lesson {
            id: "promotion-at-the-edge",
            title: "Promotion where the land ends",
            teach: "A pawn promotes when it stands in one of its last three ranks of the blue board (10 to 12 for White) and no land lies further ahead in its file. By its own move it becomes the piece its owner chooses (the board asks which); carried there by a card, it becomes a queen.",
            task: "Tile A now lies above the e-file, on e11–f12. Promote a pawn.",
            why: "On g10 the land ends, so the pawn promoted; on e10 tile A would still have been ahead of it.",
            wrong: "A pawn promotes only where no land lies further ahead in its file, and tile A lies ahead on the e-file.",
            clauses: &["promotion"],
            position: "----2------/----2------/--7k--/--2P'1P'3--/--8--/--8--/--8--/--8--/----6--/----K5--/------------/------------ w m - 0 0 ..A0.../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./..B0C0D0./...... - off *",
            goal: Goal::Reach(promoted),
            moves: 1,
        },
        Lesson {
            id: "castling-on-a-file",
            title: "Castling across tiles",
            teach: "Castling works along a rank or a file, across tiles. King and rook must not have moved by their own moves (the list beside the board would name any that had), with two or three empty squares between them, and the king's start, the square it crosses and its destination must be land and not attacked. The king moves two squares toward the rook, and the rook lands on the square the king crossed.",
            task: "Castle. The black rook watches g3, so castle along a file instead of the rank.",
            why: "The king went two squares up the e-file and the rook from e6 landed on e4, the square the king crossed.",
            wrong: "Castling is the king's two-square move toward an unmoved rook, and the king may not cross an attacked square.",
            clauses: &["castling"],
            position: "------------/------------/--k3r3--/--8--/--8--/--8--/--2R5--/--8--/--8--/--2K3R1--/------------/------------ w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Moves(&["e3e5"]),
            moves: 1,
        },
        Lesson {
            id: "gap-mate",
            title: "Mate on an island",
            teach: "Checkmate wins and stalemate is a draw, as in chess. A king cannot step onto empty space, so an island can become its prison.",
            task: "The black king sits on tile M, an island in the corner of the board. Checkmate it.",
            why: "Kings cannot step onto empty space and Black's own pawns fill a11 and b11, so the king on a12 had only b12. A queen on rank 12 slides over the gaps and covers both: checkmate.",
            wrong: "A mate must give check: leaving the king no move without checking it is stalemate, a draw.",
            clauses: &["mate"],
            position: "k1--2------/pp--R'Q------/------4--/------4--/--8--/--8--/--8--/--8--/--8--/--4K3--/------------/------------ w m - 0 0 M0.N0.../...O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "fifty-moves",
            title: "The fifty-move rule",
            teach: "A hundred ordinary moves in a row (fifty each) with no capture and no pawn move end the game in a draw; so do a position seen for the third time and king against king. The count of such moves is shown beside the board; a capture or a pawn move sets it back to 0, and cards neither count nor reset it.",
            task: "Ninety-nine moves have gone by without a capture or a pawn move. Keep the game going.",
            why: "A pawn move or a capture set the count back to 0, and the game goes on.",
            wrong: "Only a capture or a pawn move sets the count back; any other move is the hundredth.",
            clauses: &["fifty-moves", "draws"],
            position: "------------/------------/--7k'--/--8--/--8--/--5p'2--/--8--/--8--/--2P'5--/--K'4R'2--/------------/------------ w m - 99 150 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *",
            goal: Goal::Reach(clock_reset),
            moves: 1,
        },
        Lesson {
            id: "swap-card",
            title: "The Swap card",
            teach: "After every third turn (turns 3, 6, 9 and so on) the player who has just moved draws a card from a deck of 20, and must apply it if it can. A Swap card exchanges two tiles in neighbouring slots, with everything on them; a tile holding the opponent's king cannot be swapped. To apply a card, click a tile (and a second tile for a Swap), then Apply.",
            task: "You drew a Swap card. Swap two tiles so that the black king is in check.",
            why: "Swapping J and K carried your rook from f7 to h7, onto the king's file. The king's own tile could not be swapped, but yours could.",
            wrong: "The tile holding the black king cannot be swapped, but your rook's tile can.",
            clauses: &["cards-when", "swap", "apply-card"],
            position: "------------/------------/--5k2--/--8--/--4p3--/--3R'4--/--8--/--8--/--8--/--K7--/------------/------------ w swap - 0 3 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:sssssrrrrrrlllllvvv: *",
            goal: Goal::Reach(gives_check),
            moves: 1,
        },
        Lesson {
            id: "rotate-card",
            title: "The Rotate card",
            teach: "A Rotate card turns one tile a quarter turn, clockwise or counter-clockwise, with the pieces on it. Choose the tile, then the direction. A card may give check, and even mate.",
            task: "You drew a Rotate card. Mate with it.",
            why: "Turning N counter-clockwise carried your rook from f9 to f10, where it checks the king along rank 10, and the black pawns block its escape.",
            wrong: "Clockwise and counter-clockwise take a tile's corners to different places.",
            clauses: &["rotate", "mate"],
            position: "------------/------------/--k7--/--pp1R'4--/--8--/--8--/--8--/--8--/--8--/--4K3--/------------/------------ w rotate - 0 3 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:ssssssrrrrrlllllvvv: *",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "third-turn-slide",
            title: "Every third turn: the Slide card",
            teach: "A Slide card moves one tile one slot north, east, south or west, pushing up to two tiles ahead of it; no tile may leave the blue board. Promotion is checked after cards too, for both sides: a pawn that a card leaves in its last three ranks with no land ahead becomes a queen.",
            task: "This is your third move, so after it you draw a card, and the top card is a Slide. Make your move, then slide a tile so that your pawn promotes.",
            why: "After turns 3, 6, 9… the player who just moved draws a card. The Slide left no land ahead of the pawn on g10, so it promoted by the card, to a queen.",
            wrong: "The pawn promotes only in its last three ranks, and only once no land lies ahead of it in its file.",
            clauses: &["slide"],
            position: "------2----/------2----/--8--/--4P'2k--/--8--/--8--/--8--/--8--/----6--/----K5--/------------/------------ w m - 0 2 ...A0../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./..B0C0D0./...... - 0:0:lssssssrrrrrrllllvvv: *",
            goal: Goal::Reach(made_a_queen),
            moves: 2,
        },
        Lesson {
            id: "void-card",
            title: "The Void card",
            teach: "A Void card lifts a tile without a king off the board, with everything on it, until the next card is drawn. Its pieces cannot move, capture, be captured or give check, and its spot is empty space.",
            task: "You drew a Void card. Mate with it.",
            why: "Voiding N lifted the knight on e10 into limbo: its spot became empty space, and your queen checks the king across it: mate.",
            wrong: "A voided tile's pieces no longer block anything, and only a queen attacks across empty space.",
            clauses: &["void"],
            position: "------------/------------/--k1n2Q2--/--pp6--/--8--/--8--/--8--/--8--/--8--/--4K3--/------------/------------ w void - 0 3 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:ssssssrrrrrrlllllvv: *",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "void-returns",
            title: "The voided tile comes back",
            teach: "A voided tile comes back, as it was, when the next card is drawn, before that card is applied. No card may be applied so as to leave your own king attacked: if the returning tile attacks your king, the card must end the attack, and if none can, you lose.",
            task: "Tile G was voided with a black rook on it (the dashed ghost). After this move, your third, a card is drawn and G comes back. Keep your king safe from it.",
            why: "When tile G returned, its rook on g6 attacked the whole g-file, and your king had left it.",
            wrong: "When tile G returns, its rook attacks along the g-file, and nothing stands in its way.",
            clauses: &["void-returns", "no-self-check"],
            position: "------------/------------/--7k--/--p7--/--8--/--8--/--4--2--/--4--2--/--8--/--2N1K3--/------------/------------ w m - 0 2 ....../.M0N0O0P0./.I0J0K0L0./.E0F0g0H0./.A0B0C0D0./...... r... 0:0:ssssssrrrrrrlllllvv:v *",
            goal: Goal::Reach(safe_when_the_tile_returns),
            moves: 1,
        },
        Lesson {
            id: "card-notation",
            title: "Cards in notation",
            teach: "The move list writes an ordinary move with its two squares, e4e6, and a card's use with its kind, the tile and the way: swap-F-G, rotate-F-cw (clockwise) or rotate-F-ccw, slide-F-n (n, e, s or w) and void-F.",
            task: "You drew a Rotate card. Apply it as written: rotate-K-cw.",
            why: "rotate-K-cw turned tile K a quarter turn clockwise: the knight on its top-right corner, h8, moved to the bottom-right corner, h7.",
            wrong: "K is the tile on g7–h8, and cw means clockwise, seen with White at the bottom.",
            clauses: &["notation"],
            position: "------------/------------/--7k--/--p7--/--5N2--/--8--/--8--/--8--/--8--/--4K3--/------------/------------ w rotate - 0 3 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:ssssssrrrrrlllllvvv: *",
            goal: Goal::Moves(&["rotate-K-cw"]),
            moves: 1,
        },
    ]
}
