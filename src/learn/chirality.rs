//! Chirality's lessons, on the small R1 board with Blue (player 1) to move. Goals are
//! tests written with the engine's queries: which tiles hold whose pieces, and how many
//! pieces each player has lost.

use super::{Goal, Lesson};
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
            title: "A Thick piece steps to a Thin tile",
            teach: "The board is made of two kinds of tiles: wide Thick rhombs and narrow Thin ones. All pieces are alike; a piece on a Thick tile is a Thick piece, on a Thin tile a Thin piece. On your turn you move one of your pieces (or bring one in, as a later lesson shows); you may not pass. A Thick piece moves to an empty Thin tile sharing a full edge with it. Every tile has a name: a sector letter, A to E clockwise from the top, and a number counting outward from the middle.",
            task: "You are Blue. Step your piece on A3 onto A6, the Thin tile farther from the middle.",
            why: "From the Thick tile A3 your piece could step to the two Thin tiles sharing a full edge with it, A2 and A6; on A6 it is now a Thin piece.",
            wrong: "Tile numbers grow outward from the middle, so the higher number is the tile farther out.",
            clauses: &["thick-thin", "turn", "thick-step", "tile-names"],
            position: "r1 - A3/C24 15/15 0/0 1 - -",
            goal: Goal::Moves(&["A3-A6"]),
            moves: 1,
        },
        Lesson {
            id: "thin-piece-steps",
            title: "A Thin piece steps to a Thick tile",
            teach: "A Thin piece moves to an empty Thick tile it touches, along a full edge or only at a corner, so it has more choices than a Thick piece.",
            task: "Step your Thin piece on A2 onto a Thick tile that it touches only at a corner.",
            why: "A Thin piece moves to any empty Thick tile it touches, even at a single corner: from A2 that is seven tiles, three of them (A4, A5 and E3) touching it only at a corner.",
            wrong: "That tile shares a whole edge with A2; this lesson asks for one that meets it at a single point.",
            clauses: &["thin-step"],
            position: "r1 - A2/C24 15/15 0/0 1 - -",
            goal: Goal::Moves(&["A2-A4", "A2-A5", "A2-E3"]),
            moves: 1,
        },
        Lesson {
            id: "muster",
            title: "Muster onto a Gate",
            teach: "Gates are runs of tiles on the rim of the board, where new pieces enter. If one of your pieces stands on any tile of a Gate, you may Muster instead of moving: put a piece from your reserve on any empty tile of that Gate.",
            task: "Your piece on A24 stands on a Gate. Bring a reserve piece onto the board.",
            why: "Muster: with a piece on a Gate, you may put a reserve piece on any empty tile of that Gate instead of moving.",
            wrong: "A step moves a piece that is already on the board; a Muster puts a new one on an empty tile of the Gate you stand on.",
            clauses: &["gate", "muster"],
            position: "r1 - A24/C24 15/15 0/0 1 - -",
            goal: Goal::Reach(|s, n| n.reserve(BLUE) < s.reserve(BLUE)),
            moves: 1,
        },
        Lesson {
            id: "muster-on-r2",
            title: "The big board R2",
            teach: "There are two boards: R1, the compact one you have played on so far (160 tiles), and R2, the default (300 tiles, with ten Gates). A standard game on R2 uses Setup A: each player starts with 4 pieces on each of two Gates, and 8 in reserve.",
            task: "This is R2 with Setup A. Muster a reserve piece.",
            why: "On R2 each Gate has five tiles; your pieces stand on four of each, and a Muster fills an empty tile of a Gate you occupy.",
            wrong: "A Muster goes onto an empty tile of a Gate where you already have a piece; each of your Gates still has one.",
            clauses: &["boards", "setup-a"],
            position: "r2 - A51,A52,A53,A54,A55,A56,A59,A60/D51,C52,D53,C54,D55,C56,D59,C60 8/8 0/0 1 - -",
            goal: Goal::Reach(|s, n| n.reserve(BLUE) < s.reserve(BLUE)),
            moves: 1,
        },
        Lesson {
            id: "move-notation",
            title: "Writing moves",
            teach: "The move list writes a step with its two tiles, A24-A22, and a Muster with + and the tile it fills, +B23.",
            task: "Play +B23.",
            why: "+B23 is a Muster onto B23: a Muster is named by its tile alone.",
            wrong: "The + means a new piece from your reserve, not a step of a piece already on the board.",
            clauses: &["move-notation"],
            position: "r1 - A24/C24 15/15 0/0 1 - -",
            goal: Goal::Moves(&["+B23"]),
            moves: 1,
        },
        Lesson {
            id: "setup-c",
            title: "Setup C: place your first piece",
            teach: "In Setup C, the long game for more players, each player has one Gate and 16 pieces in reserve. Before the first turn each places one piece on any tile of its Gate, Blue first; then Blue takes the first turn.",
            task: "Place your starting piece on a Thick tile of your Gate.",
            why: "Your first piece stands on a Thick tile of your Gate; from there you Muster the other 15 while it stays on the Gate.",
            wrong: "A Gate holds Thick tiles (the wide rhombs) and Thin ones (the narrow rhombs at its ends).",
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
            title: "A Thick piece takes a Thin piece",
            teach: "After every move or Muster, captures happen by themselves. A Thick piece attacks the Thin tiles sharing a full edge with it, and a Thin piece falls to a single enemy attacker.",
            task: "Capture the vermillion piece on A6 with your piece on A2.",
            why: "Your piece now stands on a Thick tile sharing a full edge with A6: one attacker is enough to take a Thin piece.",
            wrong: "To attack a Thin piece, yours must stand on a Thick tile sharing a full edge with it.",
            clauses: &["thick-attack", "thin-falls"],
            position: "r1 - A2/A6,C24 15/14 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A6") && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "thin-pair-takes-thick",
            title: "Thin pieces take a Thick piece in pairs",
            teach: "A Thin piece attacks the Thick tiles it touches, at an edge or only at a corner. A Thick piece falls to two different enemy Thin attackers; one is not enough.",
            task: "Vermillion's piece on A3 stands on a Thick tile, and your Thin piece on B2 already touches it at a corner. Capture it.",
            why: "Your second Thin piece touches A3 too, at a corner like B2: two Thin attackers take a Thick piece.",
            wrong: "A Thick piece falls only to two enemy Thin pieces touching it, and a piece of yours on a Thick tile does not attack it.",
            clauses: &["thin-attack", "thick-falls"],
            position: "r1 - B2,B5/A3,C24 14/14 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A3") && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "initiative",
            title: "Initiative: you capture first",
            teach: "You may move onto a tile the enemy attacks. After your move your captures are removed first; only then does the enemy capture, with the pieces it has left.",
            task: "Vermillion's Thick piece on A3 attacks the Thin tile A6. Capture it without losing a piece.",
            why: "Your piece on A6 and your piece on B2 took A3 before Vermillion could take A6 in reply: the player who moves captures first.",
            wrong: "Only two Thin attackers take a Thick piece; your captures come before the enemy's, so a tile it attacks is safe once the attacker is gone.",
            clauses: &["initiative"],
            position: "r1 - B2,A5/A3,C24 14/14 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A3") && holds(n, "A6", BLUE) && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "throne-exposed",
            title: "The Throne is exposed",
            teach: "The five Thick tiles meeting at the very middle of the board, A1 to E1, form the Throne. A piece on a Throne tile is exposed: it falls to a single attacker.",
            task: "Vermillion has a piece on the Throne tile A1. Capture it.",
            why: "One Thin attacker was enough: a piece on a Throne tile is exposed.",
            wrong: "A Thick tile, even on the Throne, is attacked only by Thin pieces touching it.",
            clauses: &["throne", "throne-falls"],
            position: "r1 - A3/A1,C24 15/14 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A1") && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "garrison",
            title: "A Garrison cannot be captured",
            teach: "Five Thick tiles meeting at a point form a Star (the pale gold Stars around the Throne), and the Thin tiles sharing an edge with it are its Moat. When your pieces stand on all five tiles of a Star other than the Throne, they form a Garrison: none of them can be captured. It lasts until one of them moves away.",
            task: "Vermillion's Thin pieces on A6 and A7 both touch your Thick piece on A10, and two Thin attackers take a Thick piece. Save it without moving it.",
            why: "Your five pieces now hold a whole Star: a Garrison. Its pieces cannot be captured, so Vermillion's two attackers on A10 do nothing.",
            wrong: "Only a Garrison's pieces cannot be captured, and a Garrison needs all five tiles of a Star.",
            clauses: &["star", "garrison"],
            position: "r1 - A10,A13,A14,A18,A19/A6,A7,C24 11/13 0/0 1 - -",
            goal: Goal::Reach(|s, n| {
                holds(n, "A10", BLUE) && safe(s, n) && n.garrisons().iter().any(|g| g.owner == BLUE)
            }),
            moves: 1,
        },
        Lesson {
            id: "deep-moat",
            title: "A Garrison attacks its Moat",
            teach: "A Garrison attacks every tile of its Moat, and one attacker takes a Thin piece. A new game may use Deep Moats: then a Star's Moat also holds every Thin tile sharing a full edge with one of its Moat tiles, so a Garrison reaches further.",
            task: "This game uses Deep Moats. Take both vermillion pieces, on A6 and A7, in one move.",
            why: "Completing the Star formed a Garrison, and its Deep Moat holds A6 and A7: one attacker each was enough.",
            wrong: "A single piece attacks a Thin tile only from a Thick tile sharing its edge; a Garrison attacks its whole Moat at once.",
            clauses: &["garrison-attacks", "deep-moat"],
            position: "r1 deep-moats A10,A13,A14,A18,A19/A6,A7,C24 11/13 0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A6") && taken(s, n, "A7") && safe(s, n)),
            moves: 1,
        },
        Lesson {
            id: "remote-muster",
            title: "Remote Muster from an Inner Garrison",
            teach: "A Garrison on one of the five Stars next to the Throne is an Inner Garrison. It lets you Muster without a piece on the Gate: onto an empty Thick tile of a Gate on its half of the board that holds no enemy piece. Setup B, R1's quick start, gives each player an Inner Garrison and 11 pieces in reserve.",
            task: "This is Setup B. None of your pieces stands on a Gate: bring a reserve piece onto the board.",
            why: "Your Inner Garrison let you Muster onto a Thick tile of a Gate on its half of the board (Remote Muster).",
            wrong: "Without a piece on a Gate, only an Inner Garrison lets you Muster, onto the Thick tiles of Gates on its half of the board.",
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
            title: "Win on the Throne",
            teach: "You win at once when your pieces stand on all five Throne tiles after your move, before any capture is made.",
            task: "You hold four of the five Throne tiles. Win.",
            why: "All five Throne tiles hold your pieces: you win at once, before any capture.",
            wrong: "The Throne is the five tiles numbered 1, and it wins only when all five hold your pieces.",
            clauses: &["throne-wins"],
            position: "r1 - A1,B1,C1,D1,E2/C24 11/15 0/0 1 - -",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "last-piece",
            title: "The last player left wins",
            teach: "A player with no piece on the board and none in reserve is out, and the last player left in wins.",
            task: "Vermillion has one piece left on the board and none in reserve. Win.",
            why: "Vermillion's last piece is gone and it has none in reserve: it is out, and you are the last player left.",
            wrong: "Vermillion is out only once its last piece is captured, and a Thin piece falls to one Thick piece sharing a full edge with it.",
            clauses: &["out-no-pieces", "last-wins"],
            position: "r1 - A2/A6 15/0 0/15 1 - -",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "no-move-is-out",
            title: "No move, no Muster: out",
            teach: "A player who can neither move nor Muster when its turn comes is out too, even with pieces in reserve, and its pieces leave the board. A reserve piece can only enter by a Muster, so a player with no piece on a Gate and no Inner Garrison cannot bring one in.",
            task: "Vermillion has one piece on the board and 14 in reserve, but no piece on a Gate. Win.",
            why: "With no piece on the board, Vermillion could neither move nor Muster at its turn: it is out, reserve and all, and you are the last player left.",
            wrong: "Vermillion can still move while its piece is on the board; it is out only when it can neither move nor Muster.",
            clauses: &["out-no-move"],
            position: "r1 - A2/A6 15/14 0/1 1 - -",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "three-players",
            title: "More than two players",
            teach: "Up to six can play (five on R1); turns go round in order: Blue, Vermillion, Green and so on. Each player captures with its own pieces only: attacks of different players never add up.",
            task: "Three play here. Vermillion's Thick piece on A3 is touched by your Thin piece on B2 and by Green's on A7, yet it stands. Capture it.",
            why: "Green's A7 did not count for you; your own second Thin attacker took A3. Vermillion, with no piece left on the board and none on a Gate, is out at its turn.",
            wrong: "Green's piece never counts for you: a Thick piece falls to two Thin attackers of the same player.",
            clauses: &["more-players"],
            position: "r1 players=3 B2,A5/A3/A7 14/15/15 0/0/0 1 - -",
            goal: Goal::Reach(|s, n| taken(s, n, "A3") && safe(s, n)),
            moves: 1,
        },
    ]
}

/// What Blue's move `m` (legal in `before`) captured, and what was captured in reply, in
/// words, from the engine's capture report ("nothing" only when `capture_matters`).
pub fn happened(before: &Chirality, m: ChiralityMove, capture_matters: bool) -> String {
    let report = before.explain_turn(m);
    let names = |events: &[CaptureEvent]| {
        events
            .iter()
            .map(|e| before.board().tile(e.tile).name.clone())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = match report.active.len() {
        0 if capture_matters => "That move captured nothing.".to_string(),
        0 => String::new(),
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
    out.trim_start().to_string()
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
