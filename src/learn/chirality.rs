//! Chirality's lessons, on the small R1 board with Blue (player 1) to move. Goals are
//! tests written with the engine's queries: which tiles hold whose pieces, and how many
//! pieces each player has lost.

use super::{Goal, Happened, Lesson};
use crate::engine::chirality::board::{TileId, TileKind};
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

/// Whether the last piece Blue placed stands on a Thick tile (a Setup C placement).
fn placed_on_thick(_: &Chirality, now: &Chirality) -> bool {
    let board = now.board();
    (0..board.tiles().len())
        .any(|t| now.piece_at(t) == Some(BLUE) && board.tile(t).kind == TileKind::Thick)
}

/// The lessons, in order.
pub fn lessons() -> Vec<Lesson<Chirality>> {
    let mut all = moving();
    all.extend(capturing());
    all.extend(winning());
    all
}

/// The board, steps, Musters and the notation.
fn moving() -> Vec<Lesson<Chirality>> {
    vec![
        Lesson {
            id: "thick-piece-steps",
            clauses: &["thick-thin", "turn", "thick-step", "tile-names"],
            position: "r1 - A3/C24 15/15 0/0 1 - -",
            goal: Goal::Moves(&["A3-A6"]),
            moves: 1,
        },
        Lesson {
            id: "thin-piece-steps",
            clauses: &["thin-step"],
            position: "r1 - A2/C24 15/15 0/0 1 - -",
            goal: Goal::Moves(&["A2-A4", "A2-A5", "A2-E3"]),
            moves: 1,
        },
        Lesson {
            id: "muster",
            clauses: &["gate", "muster"],
            position: "r1 - A24/C24 15/15 0/0 1 - -",
            goal: Goal::Reach(|s, n| n.reserve(BLUE) < s.reserve(BLUE)),
            moves: 1,
        },
        Lesson {
            id: "muster-on-r2",
            clauses: &["boards", "setup-a"],
            position:
                "r2 - A51,A52,A53,A54,A55,A56,A59,A60/D51,C52,D53,C54,D55,C56,D59,C60 8/8 0/0 1 - -",
            goal: Goal::Reach(|s, n| n.reserve(BLUE) < s.reserve(BLUE)),
            moves: 1,
        },
        Lesson {
            id: "move-notation",
            clauses: &["move-notation"],
            position: "r1 - A24/C24 15/15 0/0 1 - -",
            goal: Goal::Moves(&["+B23"]),
            moves: 1,
        },
        Lesson {
            id: "setup-c",
            clauses: &["setup-c"],
            position: "r1 setup=c -/- 16/16 0/0 @1 - -",
            goal: Goal::Reach(placed_on_thick),
            moves: 1,
        },
    ]
}

/// Attacks and captures, Garrisons and Remote Muster.
fn capturing() -> Vec<Lesson<Chirality>> {
    vec![
        Lesson {
            id: "thick-takes-thin",
            clauses: &["thick-attack", "thin-falls"],
            position: "r1 - A2/A6,C24 15/14 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A6") && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "thin-pair-takes-thick",
            clauses: &["thin-attack", "thick-falls"],
            position: "r1 - B2,B5/A3,C24 14/14 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A3") && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "initiative",
            clauses: &["initiative"],
            position: "r1 - B2,A5/A3,C24 14/14 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A3") && holds(n, "A6", BLUE) && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "throne-exposed",
            clauses: &["throne", "throne-falls"],
            position: "r1 - A3/A1,C24 15/14 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A1") && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "garrison",
            clauses: &["star", "garrison"],
            position: "r1 - A10,A13,A14,A18,A19/A6,A7,C24 11/13 0/0 1 - -",
            goal: Goal::Reach(|s, n| {
                holds(n, "A10", BLUE) && safe(s, n) && n.garrisons().iter().any(|g| g.owner == BLUE)
            }),
            moves: 1,
        },
        Lesson {
            id: "deep-moat",
            clauses: &["garrison-attacks", "deep-moat"],
            position: "r1 deep-moats A10,A13,A14,A18,A19/A6,A7,C24 11/13 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A6") && taken(s, n, "A7") && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "remote-muster",
            clauses: &["remote-muster", "setup-b"],
            position: "r1 - A10,A13,A14,A19,A20/C10,C13,C14,C19,C20 11/11 0/0 1 - -",
            goal: Goal::Reach(|s, n| n.reserve(BLUE) < s.reserve(BLUE)),
            moves: 1,
        },
    ]
}

/// Winning: the Throne, and being the last player in.
fn winning() -> Vec<Lesson<Chirality>> {
    vec![
        Lesson {
            id: "take-the-throne",
            clauses: &["throne-wins"],
            position: "r1 - A1,B1,C1,D1,E2/C24 11/15 0/0 1 - -",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "last-piece",
            clauses: &["out-no-pieces", "last-wins"],
            position: "r1 - A2/A6 15/0 0/15 1 - -",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "no-move-is-out",
            clauses: &["out-no-move"],
            position: "r1 - A2/A6 15/14 0/1 1 - -",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "three-players",
            clauses: &["more-players"],
            position: "r1 players=3 B2,A5/A3/A7 14/15/15 0/0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A3") && safe(s, n)),
            moves: 1,
        },
    ]
}

/// What Blue's move `m` (legal in `before`) captured, and what was captured in reply,
/// from the engine's capture report ("nothing" only when `capture_matters`).
pub fn happened(before: &Chirality, m: ChiralityMove, capture_matters: bool) -> Vec<Happened> {
    let report = before.explain_turn(m);
    let names = |events: &[CaptureEvent]| {
        events
            .iter()
            .map(|e| before.board().tile(e.tile).name.clone())
            .collect::<Vec<_>>()
    };
    let mut out = Vec::new();
    if !report.active.is_empty() {
        out.push(Happened::CapturedOthers(names(&report.active)));
    } else if capture_matters {
        out.push(Happened::CapturedNothing);
    }
    if !report.response.is_empty() {
        out.push(Happened::LostInReply(names(&report.response)));
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
