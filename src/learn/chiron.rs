//! Chiron's lessons, White to move in each. Positions are small: every piece that is not
//! on the board sits in its owner's captured pool, as the notation requires. Goals are
//! tests written with the engine's queries (what stands on a square, Phoenixes in hand,
//! whether a King could be taken by the next move), a win, or a move written out.

use super::{Goal, Lesson};
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

/// What a move did, in words, for the feedback after a move that misses the goal: what it
/// captured or dropped ("nothing" only when `capture_matters`), and whether the mover's
/// King can now be taken.
pub fn happened(before: &Chiron, m: ChironMove, capture_matters: bool) -> String {
    let to = square_name(m.to());
    let mut out = match (m.drop_owner(), before.captured_by(m)) {
        (Some(owner), _) if owner == before.side_to_move() => {
            format!("That dropped your Phoenix on {to}.")
        }
        (Some(_), _) => format!("That dropped your opponent's Phoenix on {to}."),
        (None, Some(p)) if p.owner() == before.side_to_move() => {
            format!("That took your own {} on {to}.", p.name())
        }
        (None, Some(p)) => format!("That took the {} on {to}.", p.name()),
        (None, None) if capture_matters => "That move captured nothing.".to_string(),
        (None, None) => String::new(),
    };
    let mut after = before.clone();
    after.play_unchecked(m);
    if after.king_threatened(before.side_to_move()) {
        out.push_str(" Now your King can be taken.");
    }
    out.trim_start().to_string()
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
            title: "The opening: a King that leaps",
            teach: "TODO",
            task: "This is the opening: each side has a King, a Phoenix, 8 Ants, and a left- and a right-handed Crab, Moth and Hummingbird. White moves first: leap your King over your Ants onto the third rank.",
            why: "The King leaps to any of the five squares two ranks ahead, over whatever stands between. It never steps sideways or back. The opening squares are Rosette's reconstruction: the designer's figure is lost, so the setup editor lets you arrange another one.",
            wrong: "the King on e1 jumps two ranks forward, up to two files left or right, over the row of Ants.",
            clauses: &[],
            position: "hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLPKMRCRHR w - -",
            goal: Goal::Reach(|_, now| white_king(now).is_some_and(|(sq, _)| sq / 8 == 2)),
            moves: 1,
        },
        Lesson {
            id: "ant",
            title: "The Ant: one step, even onto a friend",
            teach: "TODO",
            task: "An Ant steps one square straight forward. Your Ant on c4 has your own Ant in front of it: move the c4 Ant anyway.",
            why: "An Ant (normal or flipped) may take one of your own Ants on its step; no other piece ever takes a friendly piece. The Ant you took goes into your captured pool.",
            wrong: "it must be the Ant on c4 that moves, and its only square is c5, where your other Ant stands.",
            clauses: &[],
            position: "3kp3/8/8/2A5/2A5/8/8/3PK3 w - AAAAAACLCRMLMRHLHRaaaaaaaaclcrmlmrhlhr",
            goal: Goal::Reach(|_, now| at(now, "c4").is_none() && white_on(now, "c5", PieceType::Ant)),
            moves: 1,
        },
        Lesson {
            id: "crab-hands",
            title: "Left and right hands: the Crab",
            teach: "TODO",
            task: "A left-handed Crab (d4) slides freely to its right along the rank; the right-handed one (e6) is its mirror image. Bring a Crab to the a-file.",
            why: "A Crab, Moth or Hummingbird moves freely to one side only; towards the other side it only captures, so the left-handed Crab may slide left only onto an enemy. The right-handed Crab is its mirror image: its free slide goes left, to a6.",
            wrong: "the left-handed Crab on d4 may slide left only to capture. Look at the right-handed Crab on e6.",
            clauses: &[],
            position: "3kp3/8/4CR3/8/3CL4/8/8/3PK3 w - AAAAAAAAMLMRHLHRaaaaaaaaclcrmlmrhlhr",
            goal: Goal::Reach(|_, now| {
                ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"]
                    .iter()
                    .any(|sq| white_on(now, sq, PieceType::Crab))
            }),
            moves: 1,
        },
        Lesson {
            id: "moth",
            title: "The Moth",
            teach: "TODO",
            task: "Your left-handed Moth on d4 leaps like a wide knight and slides diagonally backwards. Take the Black Hummingbird in the a1 corner.",
            why: "The Moth's backward slide to its left is a capture-only move: it may only end on an enemy, like the Hummingbird on a1. Its leaps forward are the same on both sides; its leaps two files to the left only capture.",
            wrong: "the Ants in front of the Moth are not the target. Slide diagonally backwards to the left, all the way.",
            clauses: &[],
            position: "4p2k/8/2a5/3a4/3ML4/8/8/hr2PK3 w - AAAAAAAACLCRMRHLHRaaaaaaclcrmlmrhl",
            goal: Goal::Reach(|start, now| taken(start, now, "a1")),
            moves: 1,
        },
        Lesson {
            id: "hummingbird",
            title: "The Hummingbird",
            teach: "TODO",
            task: "Your left-handed Hummingbird on d5 flies straight forward any distance and leaps back like a knight. Take the Black Crab on d8.",
            why: "The Hummingbird's forward flight is a slide: it stops at the first piece in its way and may take it if it is an enemy. Its knight leaps back to the left only capture, like the one that could have taken the Ant on b4.",
            wrong: "the Ant on b4 is a distraction. Fly straight up the d-file.",
            clauses: &[],
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
            title: "The Phoenix strikes behind",
            teach: "TODO",
            task: "Your Phoenix on d5 steps one square forward, and it may take any enemy except a Phoenix on any rank behind it. Take the Black Moth on h2.",
            why: "The Phoenix's capture reaches every square on every rank strictly behind it, whatever stands between, but it never takes a Phoenix (the one on b1 is safe from it).",
            wrong: "the Ant in front is not the target. Look behind your Phoenix: ranks 1 to 4.",
            clauses: &[],
            position: "k7/8/3a4/3P4/8/8/7ml/1p2K3 w - AAAAAAAACLCRMLMRHLHRaaaaaaaclcrmrhlhr",
            goal: Goal::Reach(|start, now| taken(start, now, "h2")),
            moves: 1,
        },
        Lesson {
            id: "take-the-phoenix",
            title: "Capturing a Phoenix",
            teach: "TODO",
            task: "Take the Black Phoenix on b4 into your hand.",
            why: "A Phoenix can be taken only by an ordinary move, never by a capture-only one: the Crab's slide to its left only captures, so it could not take it. The Hummingbird's forward flight is ordinary. A captured Phoenix goes to your hand and is yours.",
            wrong: "the Crab on d4 may slide left only to capture, and capture-only moves never take a Phoenix. Which piece reaches b4 with an ordinary move?",
            clauses: &[],
            position: "3k4/8/8/8/1p1CL4/8/1HL6/3PK3 w - AAAAAAAACRMLMRHRaaaaaaaaclcrmlmrhlhr",
            goal: Goal::Reach(|start, now| now.hand(WHITE) > start.hand(WHITE)),
            moves: 1,
        },
        Lesson {
            id: "phoenix-drop",
            title: "Dropping a Phoenix",
            teach: "TODO",
            task: "You hold a Phoenix (below the board), and the Black Crab on h1 attacks your King along the first rank. Drop your Phoenix so that your King is safe.",
            why: "A Phoenix in hand is dropped on an empty square of its holder's first rank, and the drop is the whole turn. On f1 or g1 it blocks the Crab's slide, and the Crab cannot take it: that slide only captures, and a Phoenix falls only to ordinary moves.",
            wrong: "your King's leaps land on the third rank, where the Crab on a3 is waiting. Put the Phoenix between the Crab on h1 and your King.",
            clauses: &[],
            position: "3kp3/8/8/8/8/cl7/8/4K2cr w P AAAAAAAACLCRMLMRHLHRaaaaaaaamlmrhlhr",
            goal: Goal::Reach(king_safe_after_move),
            moves: 1,
        },
        Lesson {
            id: "drop-for-black",
            title: "Dropping your opponent's Phoenix",
            teach: "TODO",
            task: "Black holds both Phoenixes, and every leap of your King lands where Black can take it. Find a move that leaves your King safe.",
            why: "Either player may drop any Phoenix from either hand onto the first rank of the player who holds it. Dropping one of Black's Phoenixes on rank 8 gives it to Black, but it uses your turn without moving your King into danger.",
            wrong: "your King need not move: a drop is a whole turn, and you may drop a Phoenix that Black holds, on Black's first rank.",
            clauses: &[],
            position: "7k/8/cl7/8/4K3/8/8/8 w pp AAAAAAAACLCRMLMRHLHRaaaaaaaacrmlmrhlhr",
            goal: Goal::Reach(king_safe_after_move),
            moves: 1,
        },
    ]
}

/// Promotion, the end of the game and the notation.
fn promotion_and_end() -> Vec<Lesson<Chiron>> {
    vec![
        Lesson {
            id: "king-flip",
            title: "Flip and relocate",
            teach: "TODO",
            task: "Your King on e5 is attacked down the e-file, and the Crab on a7 guards the seventh rank. Leap into the promotion zone, flip your King and bring it back to a safe square in the same turn.",
            why: "A King, Phoenix or Ant arriving on your 7th or 8th rank may flip to its reflected form and then relocate through empty squares with the flipped form's moves. A flipped King leaps two ranks back, as often as you like in that one turn.",
            wrong: "choose to flip after the leap, then pick a relocation square that neither the Crab's rank nor the Hummingbird's file reaches.",
            clauses: &[],
            position: "4hl1pk/cl7/8/4K3/8/8/8/3P4 w - AAAAAAAACLCRMLMRHLHRaaaaaaaacrmlmrhr",
            goal: Goal::Reach(|start, now| {
                white_king(now).is_some_and(|(_, k)| k.form() == Form::Flipped)
                    && king_safe_after_move(start, now)
            }),
            moves: 1,
        },
        Lesson {
            id: "pool-promotion",
            title: "An Ant becomes a captured piece",
            teach: "TODO",
            task: "Step your Ant onto the seventh rank and turn it into a piece from your captured pool that attacks the Black King on c5.",
            why: "An Ant in normal form arriving on your 7th or 8th rank may become any piece in your captured pool, in the form it had when captured; the Ant takes its place in the pool. From d7 only a Hummingbird's knight leap back reaches c5.",
            wrong: "after the step choose a pool piece: a Crab, a Moth or a Hummingbird. Which one's moves from d7 reach c5?",
            clauses: &[],
            position: "4p3/8/3A4/2k5/8/8/8/6PK w - AAAAAAACLCRMLMRHLHRaaaaaaaaclcrmlmrhlhr",
            goal: Goal::Reach(|_, now| now.king_threatened(1 - WHITE)),
            moves: 1,
        },
        Lesson {
            id: "take-the-king",
            title: "Take the King",
            teach: "TODO",
            task: "There is no check in Chiron: capturing the enemy King wins at once. Win in one move.",
            why: "The right-handed Moth's diagonal slide back to its right only captures, and here it captures the King. Nobody warned Black: a King may stand where it can be taken, and often must.",
            wrong: "the Hummingbird on a6 is bait. Look for the Black King along your Moth's diagonals.",
            clauses: &[],
            position: "4p3/8/hl7/2MR5/8/8/5k2/3PK3 w - AAAAAAAACLCRMLHLHRaaaaaaaaclcrmlmrhr",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "into-attack",
            title: "No check: the King must move anyway",
            teach: "TODO",
            task: "Black has only its King, which leaps two ranks towards your side. Cover every square it can land on, then take it: win in two moves.",
            why: "A King may move into attack, and must when that is its only move: nothing protects it from having to. From a3 your Crab slides along the whole third rank, where each of the King's leaps lands.",
            wrong: "the Black King on d5 can only land on b3, c3, d3, e3 or f3. One piece on the edge of that rank can guard all of them.",
            clauses: &[],
            position: "8/8/8/3k4/8/8/2CL5/PP5K w - AAAAAAAACRMLMRHLHRaaaaaaaaclcrmlmrhlhr",
            goal: Goal::Win,
            moves: 2,
        },
        Lesson {
            id: "no-move-loses",
            title: "No move, no game",
            teach: "TODO",
            task: "Black's King on b2 cannot leap any further (it would leave the board). Win in one move.",
            why: "A player with no legal action at all, no move and no Phoenix to drop, loses. Play can never cycle, so every game ends with a winner: Chiron has no draws.",
            wrong: "which Black piece can still move? Take it.",
            clauses: &[],
            position: "8/8/8/6a1/4ML3/8/1k6/3PP2K w - AAAAAAAACLCRMRHLHRaaaaaaaclcrmlmrhlhr",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "notation",
            title: "Reading a move",
            teach: "TODO",
            task: "Play the move written Ad7xd8=MR.",
            why: "A, the piece (an Ant); d7, where it starts; x, a capture (- for a plain move); d8, where it arrives; =MR, the Ant becomes the right-handed Moth from your pool. A flip is written + (and the relocation square), a drop P@d1.",
            wrong: "the Ant on d7 takes on d8, then becomes the right-handed Moth (MR) from your captured pool.",
            clauses: &[],
            position: "k2cl3p/3A4/8/8/8/8/8/3PK3 w - AAAAAAACLCRMLMRHLHRaaaaaaaacrmlmrhlhr",
            goal: Goal::Moves(&["Ad7xd8=MR"]),
            moves: 1,
        },
    ]
}
