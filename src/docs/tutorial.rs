//! The Chirality capture tutorial: short set-ups on the R1 board where the learner (Blue)
//! makes one move. Which moves are legal and what they capture is decided by the engine
//! (`Chirality::explain_turn`); a step only names the move it teaches and what that move
//! should take, and native tests check both against the engine.

use crate::engine::chirality::{
    move_text, parse_move_text, CaptureReport, Chirality, ChiralityMove,
};
use crate::engine::{Game, SetupError};

/// One step of the tutorial.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// A short title.
    pub title: &'static str,
    /// What the learner is asked to do.
    pub prompt: &'static str,
    /// The set-up, in Chirality position notation (Blue to move).
    pub position: &'static str,
    /// The move taught, in move notation (any other move making exactly the same capture
    /// with no loss in reply is accepted too).
    pub answer: &'static str,
    /// The tiles whose pieces the answer captures (Blue's captures), in name order.
    pub taken: &'static [&'static str],
    /// Why the answer works (shown after it is played).
    pub why: &'static str,
    /// The nudge shown after any other move.
    pub hint: &'static str,
}

/// The steps, in order.
pub const STEPS: [Step; 5] = [
    Step {
        title: "A Thick piece takes a Thin piece",
        prompt: "Your blue piece on A2 stands on a Thin tile, so it may step to a Thick tile it touches. Move it so that it attacks the vermillion piece on A6.",
        position: "r1 - A2/A6,C24 15/14 0/0 1 - -",
        answer: "A2-A3",
        taken: &["A6"],
        why: "because a piece on a Thick tile attacks every Thin tile sharing a full edge with it, and one attacker is enough to take a Thin piece.",
        hint: "a Thin piece falls to a single Thick piece sharing a full edge with it. Find the Thick tile next to A6 that your piece can reach.",
    },
    Step {
        title: "Thin pieces take a Thick piece in pairs",
        prompt: "The vermillion piece on A3 stands on a Thick tile. Your piece on B2 already touches it. Add a second attacker.",
        position: "r1 - B2,B5/A3,C24 14/14 0/0 1 - -",
        answer: "B5-A7",
        taken: &["A3"],
        why: "because a Thin piece attacks every Thick tile it touches at an edge or a corner, and two enemy Thin attackers take a Thick piece.",
        hint: "a Thick piece needs two enemy Thin attackers. Step your Thick piece on B5 onto a Thin tile that touches A3.",
    },
    Step {
        title: "Initiative: you capture first",
        prompt: "Move your piece on A5 onto A6. Vermillion's Thick piece on A3 attacks A6, yet your piece will survive. Why?",
        position: "r1 - B2,A5/A3,C24 14/14 0/0 1 - -",
        answer: "A5-A6",
        taken: &["A3"],
        why: "because the player who moves resolves captures first: A6 and B2 together take A3, so it is gone before Vermillion could take A6 in reply.",
        hint: "land on A6, right next to the vermillion Thick piece: your captures come before Vermillion's reply.",
    },
    Step {
        title: "The Throne is exposed",
        prompt: "Vermillion has a piece on A1, a Throne tile. Attack it with a single piece.",
        position: "r1 - A3/A1,C24 15/14 0/0 1 - -",
        answer: "A3-A2",
        taken: &["A1"],
        why: "because a piece on a Throne tile needs only one attacker to fall, even though the Throne's tiles are Thick.",
        hint: "a piece on the Throne falls to one attacker. Move your piece onto a Thin tile that touches A1.",
    },
    Step {
        title: "A Garrison cannot be captured",
        prompt: "Vermillion's Thin pieces on A6 and A7 both touch your piece on A10. Save it without moving it.",
        position: "r1 - A10,A13,A14,A18,A19/A6,A7,C24 11/13 0/0 1 - -",
        answer: "A18-A20",
        taken: &[],
        why: "Your five pieces now hold a whole Star: a Garrison. Its pieces cannot be captured, so Vermillion's two attackers on A10 do nothing.",
        hint: "your pieces hold four of the five Thick tiles of a Star. Fill the fifth to form a Garrison.",
    },
];

/// What the learner is told after a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// The taught move: what it did and why.
    Right(String),
    /// Another move: what happened, and a hint.
    Wrong(String),
}

impl Step {
    /// The step's starting position.
    ///
    /// # Errors
    /// The position text is invalid (a bug in the step, caught by the tests).
    pub fn start(&self) -> Result<Chirality, SetupError> {
        Chirality::from_position(self.position)
    }

    /// The tiles the step is about, for a board to start framed on: the learner's pieces,
    /// the answer's tiles and the tiles it takes (empty if the step does not read).
    pub fn area(&self) -> Vec<usize> {
        let Ok(g) = self.start() else {
            return Vec::new();
        };
        let board = g.board();
        let mut tiles: Vec<usize> = (0..board.tiles().len())
            .filter(|&t| g.piece_at(t as _) == Some(0))
            .collect();
        if let Some(ChiralityMove::Step { from, to }) = parse_move_text(board, self.answer) {
            tiles.extend([usize::from(from), usize::from(to)]);
        }
        tiles.extend(self.taken.iter().filter_map(|n| board.tile_by_name(n)));
        tiles.sort_unstable();
        tiles.dedup();
        tiles
    }

    /// The feedback for move `m` played from `before` (the step's position).
    pub fn feedback(&self, before: &Chirality, m: ChiralityMove) -> Feedback {
        let report = before.explain_turn(m);
        let mut taken: Vec<String> = report
            .active
            .iter()
            .map(|e| before.board().tile(e.tile).name.clone())
            .collect();
        taken.sort();
        // Any move that makes exactly the taught capture, safely, teaches the same thing.
        let same_capture =
            !self.taken.is_empty() && taken == self.taken && report.response.is_empty();
        if same_capture || move_text(before.board(), m) == self.answer {
            let n = report.active.len();
            Feedback::Right(match n {
                0 => self.why.to_string(),
                1 => format!("That captured 1 piece {}", self.why),
                _ => format!("That captured {n} pieces {}", self.why),
            })
        } else {
            Feedback::Wrong(format!(
                "{} Try again: {}",
                happened(before, &report),
                self.hint
            ))
        }
    }
}

/// What a turn did, in words, from the report the engine gives.
fn happened(before: &Chirality, report: &CaptureReport) -> String {
    let names = |events: &[crate::engine::chirality::CaptureEvent]| {
        events
            .iter()
            .map(|e| before.board().tile(e.tile).name.clone())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = match report.active.len() {
        0 => "That move captured nothing.".to_string(),
        n => format!(
            "That move captured {n} piece{} ({}), but it is not the one this step teaches.",
            if n == 1 { "" } else { "s" },
            names(&report.active)
        ),
    };
    if !report.response.is_empty() {
        out.push_str(&format!(
            " Vermillion captured your piece on {} in reply.",
            names(&report.response)
        ));
    }
    out
}
