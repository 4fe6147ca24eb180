//! Chirality's lessons, on the small R1 board with Blue (player 1) to move. Goals are
//! tests written with the engine's queries: which tiles hold whose pieces, and how many
//! pieces each player has lost.

use super::{Goal, Lesson};
use crate::engine::chirality::{CaptureEvent, Chirality, ChiralityMove};
use crate::engine::Player;

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
            sections: &["The rules in brief"],
            position: "r1 - A10,A13,A14,A18,A19/A6,A7,C24 11/13 0/0 1 - -",
            goal: Goal::Reach(|s, n| {
                holds(n, "A10", BLUE) && safe(s, n) && n.garrisons().iter().any(|g| g.owner == BLUE)
            }),
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
