//! Pyrga's lessons, White (the learner) to move. Goals are tests on the engine's towers,
//! its outcome and the moves it allows the opponent next; after a wrong move the page
//! says where it sends the opponent ([`happened`]). Their words are in
//! `public/i18n/<lang>/learn/pyrga.ftl`.

use super::{Goal, Happened, Lesson};
use crate::engine::pyrga::{Pyrga, PyrgaMove, Shape};
use crate::engine::{Game, Turn};

/// The cells the player to move may place on (from the engine's legal moves; a move's
/// notation is its shape letter, then its cell), sorted.
fn next_cells(game: &Pyrga) -> Vec<String> {
    let mut cells: Vec<String> = game
        .legal_move_list()
        .into_iter()
        .filter_map(|m| game.move_notation(m).get(1..3).map(str::to_string))
        .collect();
    cells.sort();
    cells.dedup();
    cells
}

/// Whether the last piece placed in `game` has this shape.
fn last_shape(game: &Pyrga, shape: Shape) -> bool {
    game.last_move().is_some_and(|m| m.shape() == shape)
}

/// How many completed towers White controls.
fn white_towers(game: &Pyrga) -> usize {
    (0..16)
        .filter(|&c| game.tower(c).controller() == Some(0))
        .count()
}

/// What move `m` (legal in `before`) did: the tower it completed and for whom, then how
/// the game ended or where the opponent must place next.
pub fn happened(before: &Pyrga, m: PyrgaMove) -> Vec<Happened> {
    let mut after = before.clone();
    after.play_unchecked(m);
    let cell = before.move_notation(m).get(1..3).unwrap_or("").to_string();
    let mut out = Vec::new();
    if let Some(owner) = after.tower(m.cell()).controller() {
        out.push(Happened::CompletedTower { cell, owner });
    }
    out.push(match (after.turn(), after.outcome()) {
        (_, Some(end)) => Happened::Ended {
            draw: end.is_draw(),
            reason: end.reason,
        },
        (Turn::Player(p), None) if after.fallback_applies() => Happened::AnyEmptyCell(p),
        (Turn::Player(p), None) => Happened::SentTo {
            player: p,
            cells: next_cells(&after),
        },
        _ => return out,
    });
    out
}

/// The lessons, in order.
pub fn lessons() -> Vec<Lesson<Pyrga>> {
    vec![
        Lesson {
            id: "cylinder-keeps",
            clauses: &["pieces", "first-piece", "cylinder"],
            position: ".,.,.,./.,.,.,./.,.,.,./.,.,.,. w - -",
            goal: Goal::Reach(|_, n| next_cells(n) == ["b2"]),
            moves: 1,
        },
        Lesson {
            id: "square-next-door",
            clauses: &["square"],
            position: ".,.,.,./.,.,.,./.,.,.,./.,.,.,. w - -",
            goal: Goal::Reach(|_, n| last_shape(n, Shape::Square) && next_cells(n).len() == 2),
            moves: 1,
        },
        Lesson {
            id: "triangle-points",
            clauses: &["triangle", "triangle-direction"],
            position: ".,.,.,./.,.,.,./.,.,.,./.,.,.,. w - -",
            goal: Goal::Reach(|_, n| next_cells(n) == ["b1", "c1", "d1"]),
            moves: 1,
        },
        Lesson {
            id: "no-second-square",
            clauses: &["opening-square"],
            position: ".,.,.,./.,.,.,./.,S,c,./.,.,.,. w Cc2 q",
            goal: Goal::Reach(|_, n| next_cells(n) == ["c3", "c4"]),
            moves: 1,
        },
        Lesson {
            id: "complete-a-tower",
            clauses: &["tower", "control"],
            position: "S,.,.,C/.,.,.,./.,Tec,s,stn/C,.,.,. w Sc2 -",
            goal: Goal::Reach(|s, n| white_towers(n) > white_towers(s)),
            moves: 1,
        },
        Lesson {
            id: "fall-back",
            clauses: &["fallback"],
            position: ".,.,.,s/.,.,.,./.,STnc,.,./.,.,.,. w Cb2 -",
            goal: Goal::Reach(|_, n| {
                n.last_move()
                    .is_some_and(|m| [0, 3, 12, 15].contains(&m.cell()))
            }),
            moves: 1,
        },
        Lesson {
            id: "three-towers",
            clauses: &["three-towers"],
            position: "stsc,.,.,./.,.,.,./.,.,s,./STeC,StnC,Stw,. w Sc2 -",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "forced-reply",
            clauses: &["cylinder", "tower", "three-towers"],
            position: ".,.,ts,./.,.,Tn,./ts,.,.,./STec,twC,Tw,s w Tc4s -",
            goal: Goal::Win,
            moves: 2,
        },
        Lesson {
            id: "counting-towers",
            clauses: &["game-ends", "most-towers", "tie-break"],
            position: "ts,Tec,s,ts/s,Tn,Ts,Sc/stsC,Tw,sC,s/STnC,tn,S,Stw w Sa3 -",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "notation",
            clauses: &["notation"],
            position: ".,.,.,./.,.,.,./.,.,.,./.,.,.,. w - -",
            goal: Goal::Moves(&["Td3w"]),
            moves: 1,
        },
    ]
}
