//! Chirality's lessons, on the small R1 board with Blue (player 1) to move. Goals are
//! tests written with the engine's queries: which tiles hold whose pieces, and how many
//! pieces each player has lost.

use super::{Goal, Lesson};
use crate::engine::chirality::board::TileId;
use crate::engine::chirality::{CaptureEvent, Chirality, ChiralityMove};
use crate::engine::{Game, Player};

/// The learner's seat in every lesson: Blue.
const BLUE: Player = 0;

/// Whether the piece on tile `name` is `player`'s in `game` (false for a name not on the
/// board).
fn holds(game: &Chirality, name: &str, player: Player) -> bool {
    game.board()
        .tile_by_name(name)
        .is_some_and(|t| game.piece_at(t) == Some(player))
}

/// Whether the enemy piece on tile `name` at the start is gone now.
fn taken(start: &Chirality, now: &Chirality, name: &str) -> bool {
    let tile = start.board().tile_by_name(name);
    tile.is_some_and(|t| {
        start.piece_at(t).is_some_and(|p| p != BLUE) && now.piece_at(t).is_none_or(|p| p == BLUE)
    })
}

/// Whether Blue has lost no piece since the start.
fn safe(start: &Chirality, now: &Chirality) -> bool {
    now.captured(BLUE) == start.captured(BLUE)
}

/// The lessons, in order.
pub fn lessons() -> Vec<Lesson<Chirality>> {
    vec![
        Lesson {
            id: "thick-piece-steps",
            title: "A Thick piece steps to a Thin tile",
            prompt: "Your blue piece on A3 stands on a Thick tile (the wider rhombs). It may step only to an empty Thin tile sharing a full edge with it. Step it onto A6, away from the Throne.",
            why: "A Thick piece moves to an empty Thin tile sharing a full edge with it: from A3 that is A2 or A6.",
            hint: "click your piece on A3, then the lit Thin tile A6 (the one farther from the middle).",
            sections: &["The rules in brief"],
            position: "r1 - A3/C24 15/15 0/0 1 - -",
            goal: Goal::Moves(&["A3-A6"]),
            moves: 1,
        },
        Lesson {
            id: "thin-piece-steps",
            title: "A Thin piece steps to a Thick tile",
            prompt: "Your piece on A2 stands on a Thin tile, so it may step to any empty Thick tile it touches, at an edge or only at a corner. Tiles are named by a sector letter (A to E) and a number counting outward: A1 to E1 are the five Throne tiles. Step onto E1.",
            why: "A Thin piece moves to any empty Thick tile it touches, even at a single corner: from A2 that is seven tiles, two of them on the Throne (A1 and E1).",
            hint: "E1 is the Throne tile in sector E, next to A1, at the very middle of the board.",
            sections: &["The rules in brief", "Tile names", "Features"],
            position: "r1 - A2/C24 15/15 0/0 1 - -",
            goal: Goal::Moves(&["A2-E1"]),
            moves: 1,
        },
        Lesson {
            id: "muster",
            title: "Muster onto a Gate",
            prompt: "Your piece on A24 stands on a Gate, one of the runs of tiles on the rim where new pieces enter. Instead of moving, bring a piece from your reserve onto that Gate.",
            why: "Muster: with a piece on any tile of a Gate, you may put a reserve piece on any empty tile of that Gate instead of moving.",
            hint: "click an empty tile of the Gate your piece stands on (A22, B21 or B23) to Muster there.",
            sections: &["The rules in brief", "Features"],
            position: "r1 - A24/C24 15/15 0/0 1 - -",
            goal: Goal::Reach(|s, n| n.reserve(BLUE) < s.reserve(BLUE)),
            moves: 1,
        },
        Lesson {
            id: "muster-on-r2",
            title: "The big board R2",
            prompt: "This is R2, the default board: 300 tiles, ten Gates, two rings of Stars around the Throne. You start with four pieces on each of two Gates and eight in reserve. Muster a reserve piece.",
            why: "On R2 the Gates have five tiles; your pieces stand on two of them, and a Muster fills an empty tile of a Gate you occupy.",
            hint: "the two empty tiles of your Gates (A57 and A58) are lit: click one to Muster.",
            sections: &["The two boards", "Features"],
            position: "r2 - A51,A52,A53,A54,A55,A56,A59,A60/D51,C52,D53,C54,D55,C56,D59,C60 8/8 0/0 1 - -",
            goal: Goal::Reach(|s, n| n.reserve(BLUE) < s.reserve(BLUE)),
            moves: 1,
        },
        Lesson {
            id: "move-notation",
            title: "Writing moves",
            prompt: "A step is written FROM-TO (A24-A22) and a Muster as + and its tile (+B23). Play +B23.",
            why: "+B23 is a Muster onto B23: a Muster is named by its tile alone.",
            hint: "+B23 is not a step: it brings a reserve piece onto the Gate tile B23.",
            sections: &["Move notation"],
            position: "r1 - A24/C24 15/15 0/0 1 - -",
            goal: Goal::Moves(&["+B23"]),
            moves: 1,
        },
        Lesson {
            id: "thick-takes-thin",
            title: "A Thick piece takes a Thin piece",
            prompt: "Your blue piece on A2 stands on a Thin tile, so it may step to a Thick tile it touches. Move it so that it attacks the vermillion piece on A6.",
            why: "A piece on a Thick tile attacks every Thin tile sharing a full edge with it, and one attacker is enough to take a Thin piece.",
            hint: "a Thin piece falls to a single Thick piece sharing a full edge with it. Find the Thick tile next to A6 that your piece can reach.",
            sections: &["The rules in brief"],
            position: "r1 - A2/A6,C24 15/14 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A6") && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "thin-pair-takes-thick",
            title: "Thin pieces take a Thick piece in pairs",
            prompt: "The vermillion piece on A3 stands on a Thick tile. Your piece on B2 already touches it. Add a second attacker.",
            why: "A Thin piece attacks every Thick tile it touches at an edge or a corner, and two enemy Thin attackers take a Thick piece.",
            hint: "a Thick piece needs two enemy Thin attackers. Step your Thick piece on B5 onto a Thin tile that touches A3.",
            sections: &["The rules in brief"],
            position: "r1 - B2,B5/A3,C24 14/14 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A3") && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "initiative",
            title: "Initiative: you capture first",
            prompt: "Move your piece on A5 onto A6. Vermillion's Thick piece on A3 attacks A6, yet your piece will survive. Why?",
            why: "The player who moves resolves captures first: A6 and B2 together take A3, so it is gone before Vermillion could take A6 in reply.",
            hint: "land on A6, right next to the vermillion Thick piece: your captures come before Vermillion's reply.",
            sections: &["The rules in brief", "How a turn is resolved (summary)"],
            position: "r1 - B2,A5/A3,C24 14/14 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A3") && holds(n, "A6", BLUE) && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "throne-exposed",
            title: "The Throne is exposed",
            prompt: "Vermillion has a piece on A1, a Throne tile. Attack it with a single piece.",
            why: "A piece on a Throne tile needs only one attacker to fall, even though the Throne's tiles are Thick.",
            hint: "a piece on the Throne falls to one attacker. Move your piece onto a Thin tile that touches A1.",
            sections: &["The rules in brief"],
            position: "r1 - A3/A1,C24 15/14 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A1") && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "garrison",
            title: "A Garrison cannot be captured",
            prompt: "Vermillion's Thin pieces on A6 and A7 both touch your piece on A10. Save it without moving it.",
            why: "Your five pieces now hold a whole Star: a Garrison. Its pieces cannot be captured, so Vermillion's two attackers on A10 do nothing.",
            hint: "your pieces hold four of the five Thick tiles of a Star. Fill the fifth to form a Garrison.",
            sections: &["The rules in brief", "Features"],
            position: "r1 - A10,A13,A14,A18,A19/A6,A7,C24 11/13 0/0 1 - -",
            goal: Goal::Reach(|s, n| {
                holds(n, "A10", BLUE) && safe(s, n) && n.garrisons().iter().any(|g| g.owner == BLUE)
            }),
            moves: 1,
        },
        Lesson {
            id: "deep-moat",
            title: "A Garrison attacks its Moat",
            prompt: "This game uses Deep Moats: a Garrison attacks every Thin tile touching its Star. Form the Garrison and take both vermillion pieces on A6 and A7.",
            why: "A Garrison attacks its whole Moat (here the Deep Moat, which holds A6 and A7), and one attacker takes a Thin piece.",
            hint: "fill the fifth Thick tile of your Star, A20, from A18.",
            sections: &["The rules in brief", "Features"],
            position: "r1 deep-moats A10,A13,A14,A18,A19/A6,A7,C24 11/13 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A6") && taken(s, n, "A7") && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "remote-muster",
            title: "Remote Muster from an Inner Garrison",
            prompt: "Your five pieces hold a whole Star next to the Throne: an Inner Garrison. None of them stands on a Gate, yet you may Muster. Bring a reserve piece onto the board.",
            why: "An Inner Garrison lets you Muster onto the Thick tiles of Gates on its half of the board that hold no enemy piece (Remote Muster, on R1 as on R2).",
            hint: "the lit Gate tiles on the rim (A23, A24, B23, E24) are open to Remote Muster.",
            sections: &["The rules in brief", "Rulings made by Rosette"],
            position: "r1 - A10,A13,A14,A19,A20/C10,C13,C14,C19,C20 11/11 0/0 1 - -",
            goal: Goal::Reach(|s, n| n.reserve(BLUE) < s.reserve(BLUE)),
            moves: 1,
        },
        Lesson {
            id: "take-the-throne",
            title: "Win on the Throne",
            prompt: "You hold four of the five Throne tiles. Take the fifth.",
            why: "Holding all five Throne tiles after your move wins at once, before any capture is resolved.",
            hint: "the missing Throne tile is E1; your piece on E2 touches it.",
            sections: &["The rules in brief", "How a turn is resolved (summary)"],
            position: "r1 - A1,B1,C1,D1,E2/C24 11/15 0/0 1 - -",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "last-piece",
            title: "Reading a position; the last player wins",
            prompt: "This position is written r1 - A2/A6 15/0 0/15 1 - -: board R1; Blue's pieces, then Vermillion's (A6); reserves 15 and 0; captured 0 and 15; Blue (1) to move. Vermillion has one piece left and none in reserve: take it.",
            why: "A player with no piece on the board and none in reserve is out, and the last player left wins.",
            hint: "a Thin piece falls to one Thick attacker sharing an edge with it: step to a Thick tile next to A6.",
            sections: &["Position notation", "The rules in brief", "How a turn is resolved (summary)"],
            position: "r1 - A2/A6 15/0 0/15 1 - -",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "three-players",
            title: "More than two players",
            prompt: "Three play here: Blue, Vermillion and Green. Vermillion's Thick piece on A3 is touched by your Thin piece on B2 and by Green's on A7, yet it stands. Take it.",
            why: "Attacks of different players never add up: Green's A7 does not count for you. Your own second Thin attacker on A6 takes A3.",
            hint: "A3 needs two Thin attackers of yours. Step A5 onto the Thin tile A6.",
            sections: &["How a turn is resolved (summary)", "Rulings made by Rosette"],
            position: "r1 players=3 B2,A5/A3/A7 14/15/15 0/0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A3") && safe(s, n)),
            moves: 1,
        },
    ]
}

/// What Blue's move `m` (legal in `before`) captured, and what was captured in reply, in
/// words, from the engine's capture report.
pub fn happened(before: &Chirality, m: ChiralityMove) -> String {
    let report = before.explain_turn(m);
    let names = |events: &[CaptureEvent]| {
        events
            .iter()
            .map(|e| before.board().tile(e.tile).name.clone())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = match report.active.len() {
        0 => "That move captured nothing.".to_string(),
        n => format!(
            "That move captured {n} piece{} ({}), but not what this lesson asks.",
            if n == 1 { "" } else { "s" },
            names(&report.active)
        ),
    };
    if !report.response.is_empty() {
        out.push_str(&format!(
            " Your piece on {} was captured in reply.",
            names(&report.response)
        ));
    }
    out
}

/// The tiles a lesson is about, for a narrow screen's board to start framed on: the
/// mover's pieces, every tile its legal moves start from or go to, and every piece a legal
/// move captures (all from the engine's moves and capture reports).
pub fn focus(game: &Chirality) -> Vec<TileId> {
    let Some(mover) = super::play::learner(game) else {
        return Vec::new();
    };
    let mut tiles: Vec<TileId> = (0..game.board().tiles().len())
        .filter(|&t| game.piece_at(t) == Some(mover))
        .collect();
    for m in game.legal_move_list() {
        tiles.extend(m.from());
        tiles.push(m.to());
        tiles.extend(game.explain_turn(m).active.iter().map(|e| e.tile));
    }
    tiles.sort_unstable();
    tiles.dedup();
    tiles
}
