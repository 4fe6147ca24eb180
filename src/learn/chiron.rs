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
            teach: "Chiron is played on an 8×8 board. Each side has a King, a Phoenix, 8 Ants, and a left- and a right-handed Crab, Moth and Hummingbird; White moves first. (The opening arrangement is Rosette's reconstruction: the designer's figure is lost.) Some moves are leaps, which jump over anything; others are slides, which stop at the first piece in their way. A move goes to an empty square, or captures an enemy by taking its place. The King leaps to any of the five squares two ranks ahead, never sideways or back.",
            task: "You are White. Move your King.",
            why: "Your King leapt two ranks forward, over the Ants in its way. It can never come back: every piece's own moves make progress, so no position ever repeats.",
            wrong: "This lesson is about the King, the piece marked K.",
            clauses: &["forces", "leaps-and-rays", "king"],
            position: "hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLPKMRCRHR w - -",
            goal: Goal::Reach(|_, now| white_king(now).is_some_and(|(sq, _)| sq / 8 == 2)),
            moves: 1,
        },
        Lesson {
            id: "ant",
            title: "The Ant: one step, even onto a friend",
            teach: "An Ant steps one square straight forward, and captures the same way. It may even take one of your own Ants on that square, to clear the way; no other piece ever takes a friendly piece.",
            task: "Move your Ant on c4, although your own Ant stands in front of it.",
            why: "Your Ant took your own Ant on c5; the Ant you took goes into your captured pool.",
            wrong: "The Ant asked for is the one on c4, behind your other Ant.",
            clauses: &["ant"],
            position: "3kp3/8/8/2A5/2A5/8/8/3PK3 w - AAAAAACLCRMLMRHLHRaaaaaaaaclcrmlmrhlhr",
            goal: Goal::Reach(|_, now| at(now, "c4").is_none() && white_on(now, "c5", PieceType::Ant)),
            moves: 1,
        },
        Lesson {
            id: "crab-hands",
            title: "Left and right hands: the Crab",
            teach: "The Crab, the Moth and the Hummingbird come in a left- and a right-handed form (a small L or R on the piece). Each moves freely towards one side only; towards the other side its moves only capture: they are capture-only moves, which must take an enemy. The left-handed Crab slides any distance to its right along the rank, and to its left only to capture. A right-handed piece is the mirror image of a left-handed one.",
            task: "Bring one of your Crabs to the a-file, the left edge of the board.",
            why: "The right-handed Crab slides freely to its left, so it reached the a-file. The left-handed Crab on d4 could slide left only to take an enemy, and none stood there.",
            wrong: "A Crab slides freely only towards its free side: right for the left-handed Crab, left for the right-handed one.",
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
            title: "The Crab's leaps",
            teach: "The Crab also steps one square diagonally forward, and leaps: two files to either side and one rank forward, or three files to its right and one rank back. That backward leap to its left only captures. Leaps jump over anything in between.",
            task: "Take the Black Hummingbird on g3 with your left-handed Crab.",
            why: "Three files to the right and one rank back from d4 is g3: the Crab's backward leap, free to its right. The Ant on a3 could be taken only by the mirror leap, a capture-only one.",
            wrong: "Only one of the Crab's leaps lands on g3: count the files and ranks from d4.",
            clauses: &["crab-leaps"],
            position: "3kp3/8/8/8/3CL4/a5hl1/8/3PK3 w - AAAAAAAACRMLMRHLHRaaaaaaaclcrmlmrhr",
            goal: Goal::Reach(|start, now| taken(start, now, "g3")),
            moves: 1,
        },
        Lesson {
            id: "moth",
            title: "The Moth's slide",
            teach: "The left-handed Moth slides diagonally backwards to its right, any distance. To its left that slide only captures.",
            task: "Take the Black Hummingbird in the a1 corner with your Moth.",
            why: "The slide back to the left is capture-only: it may end only on an enemy, like the Hummingbird on a1.",
            wrong: "A Moth slides only diagonally backwards; towards its left it may do so only to capture.",
            clauses: &["moth-slide"],
            position: "4p2k/8/2a5/3a4/3ML4/8/8/hr2PK3 w - AAAAAAAACLCRMRHLHRaaaaaaclcrmlmrhl",
            goal: Goal::Reach(|start, now| taken(start, now, "a1")),
            moves: 1,
        },
        Lesson {
            id: "moth-leaps",
            title: "The Moth's leaps",
            teach: "The Moth also leaps: one file to either side and two ranks forward, like a knight, and two files to its right and one rank forward or back. Those two sideways leaps to its left only capture.",
            task: "Take the Black Crab on f3 with your Moth.",
            why: "Two files to the right and one rank back: the Moth's sideways leap to its free side lands on f3. The Ant on b5 could be taken only by a capture-only leap to the left.",
            wrong: "Only one of the Moth's leaps lands on f3: count the files and ranks from d4.",
            clauses: &["moth-leaps"],
            position: "3kp3/8/8/1a6/3ML4/5cl2/8/3PK3 w - AAAAAAAACLCRMRHLHRaaaaaaacrmlmrhlhr",
            goal: Goal::Reach(|start, now| taken(start, now, "f3")),
            moves: 1,
        },
        Lesson {
            id: "hummingbird",
            title: "The Hummingbird",
            teach: "The Hummingbird slides straight forward any distance, and leaps back like a knight to its right. Its knight leaps back to its left only capture.",
            task: "Take the Black Crab on d8 with your Hummingbird.",
            why: "The forward flight is a slide: it stops at the first piece in its way and may take it if it is an enemy. A knight leap back to the left could only have taken the Ant on b4.",
            wrong: "The Hummingbird's knight leaps go backwards; forwards it only slides, straight up its file.",
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
            title: "The Phoenix strikes behind",
            teach: "The Phoenix steps one square forward. It captures differently: any enemy except a Phoenix standing on any rank behind it, over anything in between.",
            task: "Take the Black Moth on h2 with your Phoenix.",
            why: "The Phoenix's capture reaches every square of every rank behind it, whatever stands between, but never a Phoenix: the one on b1 is safe from it.",
            wrong: "The Phoenix's step goes forward, but its capture reaches only the ranks behind it.",
            clauses: &["phoenix-moves"],
            position: "k7/8/3a4/3P4/8/8/7ml/1p2K3 w - AAAAAAAACLCRMLMRHLHRaaaaaaaclcrmrhlhr",
            goal: Goal::Reach(|start, now| taken(start, now, "h2")),
            moves: 1,
        },
        Lesson {
            id: "take-the-phoenix",
            title: "Capturing a Phoenix",
            teach: "A Phoenix can be captured only by an ordinary move, never by a capture-only one. A captured Phoenix goes into its captor's hand, shown below the board, and now belongs to the captor.",
            task: "Take the Black Phoenix on b4.",
            why: "The Hummingbird's forward flight is an ordinary move, so it could take the Phoenix; the Crab's slide to its left only captures, so it could not. The Phoenix is in your hand now, and it is yours.",
            wrong: "A capture-only move never takes a Phoenix; only an ordinary move does.",
            clauses: &["phoenix-captured", "phoenix-hand"],
            position: "3k4/8/8/8/1p1CL4/8/1HL6/3PK3 w - AAAAAAAACRMLMRHRaaaaaaaaclcrmlmrhlhr",
            goal: Goal::Reach(|start, now| now.hand(WHITE) > start.hand(WHITE)),
            moves: 1,
        },
        Lesson {
            id: "phoenix-drop",
            title: "Dropping a Phoenix",
            teach: "Instead of moving, you may drop a Phoenix from your hand on any empty square of your first rank. The drop is your whole turn.",
            task: "The Black Crab on h1 can slide along your first rank and take your King. Drop your Phoenix so that your King is safe.",
            why: "On f1 or g1 the Phoenix blocks the Crab's slide, and the Crab cannot take it: that slide only captures, and a Phoenix falls only to ordinary moves.",
            wrong: "A Phoenix stops a slide only where it stands between the slider and its target.",
            clauses: &["drop"],
            position: "3kp3/8/8/8/8/cl7/8/4K2cr w P AAAAAAAACLCRMLMRHLHRaaaaaaaamlmrhlhr",
            goal: Goal::Reach(king_safe_after_move),
            moves: 1,
        },
        Lesson {
            id: "drop-for-black",
            title: "Dropping your opponent's Phoenix",
            teach: "Either player may drop any Phoenix from either hand, onto the first rank of the player who holds it: dropping your opponent's Phoenix puts it on their first rank, as their piece, and spends your turn.",
            task: "Black holds both Phoenixes, and wherever your King leaps, Black can take it. Find a move that leaves your King safe.",
            why: "Dropping one of Black's Phoenixes on rank 8 gives it to Black, but it uses your turn without moving your King into danger.",
            wrong: "Every leap of your King lands where Black can take it, and a turn need not move a piece.",
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
            title: "Flip and relocate",
            teach: "A King, Phoenix or Ant in normal form arriving on your 7th or 8th rank may flip to its reflected form, whose moves point the other way: a flipped King leaps to the five squares two ranks back. In the same turn a piece that flips may move on through empty squares by any number of its flipped form's ordinary moves, without capturing (the board offers the squares after the flip). Flipping is optional, and a flipped piece never promotes again.",
            task: "Your King on e5 is attacked down the e-file, and the Crab on a7 guards the seventh rank. Leap into the promotion zone, flip your King and bring it back to a safe square, all in this turn.",
            why: "Your King flipped on arrival and moved back by leaps of two ranks, to a square that neither the Crab's rank nor the Hummingbird's file reaches.",
            wrong: "A flipped King relocates by leaps two ranks back, and the square it ends on must be out of reach of the Crab's rank and the Hummingbird's file.",
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
            title: "A flipped Ant",
            teach: "A flipped Ant steps one square back, towards your own side, and captures there.",
            task: "Your flipped Ant stands on d5. Take a Black piece with it.",
            why: "Flipped, the Ant steps back: it took the Crab on d4. The Ant on d6, in front of it, was out of its reach.",
            wrong: "A flipped Ant's step points back, towards your own side.",
            clauses: &["flipped-ant"],
            position: "3kp3/8/3a4/3+A4/3cl4/8/8/3PK3 w - AAAAAAACLCRMLMRHLHRaaaaaaacrmlmrhlhr",
            goal: Goal::Reach(|start, now| taken(start, now, "d4")),
            moves: 1,
        },
        Lesson {
            id: "flipped-phoenix",
            title: "A flipped Phoenix",
            teach: "A flipped Phoenix steps one square back, and captures any enemy except a Phoenix on any rank in front of it.",
            task: "Your flipped Phoenix stands on d4. Take a Black piece with it.",
            why: "Flipped, the Phoenix captures forwards: it took the Hummingbird on h7. The Moth on h2, behind it, is out of its reach now.",
            wrong: "A flipped Phoenix captures on the ranks in front of it, no longer behind.",
            clauses: &["flipped-phoenix"],
            position: "4p3/7hl/8/8/3+P4/8/1k5ml/4K3 w - AAAAAAAACLCRMLMRHLHRaaaaaaaaclcrmrhr",
            goal: Goal::Reach(|start, now| taken(start, now, "h7")),
            moves: 1,
        },
        Lesson {
            id: "pool-promotion",
            title: "An Ant becomes a captured piece",
            teach: "An Ant in normal form arriving on your 7th or 8th rank may instead become a piece from your captured pool (your pieces the opponent has taken, shown beside the board), in the form it had; the Ant takes its place in the pool.",
            task: "Step your Ant onto the seventh rank and turn it into a piece from your pool that attacks the Black King on c5.",
            why: "From d7 only a Hummingbird's knight leap back reaches c5. The Ant went into the pool in its place.",
            wrong: "After the step, choose a piece from your pool whose moves from d7 reach c5.",
            clauses: &["pool-promotion"],
            position: "4p3/8/3A4/2k5/8/8/8/6PK w - AAAAAAACLCRMLMRHLHRaaaaaaaaclcrmlmrhlhr",
            goal: Goal::Reach(|_, now| now.king_threatened(1 - WHITE)),
            moves: 1,
        },
        Lesson {
            id: "take-the-king",
            title: "Take the King",
            teach: "Capturing the enemy King wins at once. There is no check: nobody has to warn a player whose King can be taken.",
            task: "Win in one move.",
            why: "The right-handed Moth's diagonal slide back to its right only captures, and here it captured the King.",
            wrong: "Only taking the King wins.",
            clauses: &["take-the-king"],
            position: "4p3/8/hl7/2MR5/8/8/5k2/3PK3 w - AAAAAAAACLCRMLHLHRaaaaaaaaclcrmlmrhr",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "into-attack",
            title: "No check: the King must move anyway",
            teach: "A King may move to a square where it can be taken, and must when it has no other move.",
            task: "Black has only its King, which leaps two ranks towards your side. Cover every square it can land on, then take it: win in two moves.",
            why: "From a3 your Crab slides along the whole third rank, where every leap of the King lands: the King had to move into attack.",
            wrong: "The Black King on d5 can land only on the five squares two ranks below it, and one piece must reach them all.",
            clauses: &["into-attack"],
            position: "8/8/8/3k4/8/8/2CL5/PP5K w - AAAAAAAACRMLMRHLHRaaaaaaaaclcrmlmrhlhr",
            goal: Goal::Win,
            moves: 2,
        },
        Lesson {
            id: "no-move-loses",
            title: "No move, no game",
            teach: "A player with no legal action at all, no move and no Phoenix to drop, loses. Chiron has no draws.",
            task: "Black's King on b2 cannot leap any further: it would leave the board. Win in one move.",
            why: "With its only other piece gone, Black had no move and no drop: Black loses.",
            wrong: "Black loses only when it has no move at all, and one Black piece can still move.",
            clauses: &["no-action-loses"],
            position: "8/8/8/6a1/4ML3/8/1k6/3PP2K w - AAAAAAAACLCRMRHLHRaaaaaaaclcrmlmrhlhr",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "notation",
            title: "Reading a move",
            teach: "The move list writes a move as the piece's letter, its square, - for a move or x for a capture, and the arrival square, then any promotion: =MR for becoming the right-handed Moth, + for a flip. A drop is written P@d1.",
            task: "Play Ad7xd8=MR.",
            why: "A, the piece (an Ant); d7, where it starts; x, a capture; d8, where it arrives; =MR, the Ant becomes the right-handed Moth from your pool.",
            wrong: "The Ant on d7 captures on d8, then becomes the piece named after the = sign.",
            clauses: &["notation"],
            position: "k2cl3p/3A4/8/8/8/8/8/3PK3 w - AAAAAAACLCRMLMRHLHRaaaaaaaacrmlmrhlhr",
            goal: Goal::Moves(&["Ad7xd8=MR"]),
            moves: 1,
        },
    ]
}
