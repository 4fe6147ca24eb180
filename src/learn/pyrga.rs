//! Pyrga's lessons, White (the learner) to move. Goals are tests on the engine's towers,
//! its outcome and the moves it allows the opponent next; after a wrong move the page
//! says where it sends the opponent ([`happened`]).

use super::{Goal, Lesson};
use crate::engine::pyrga::{Pyrga, PyrgaMove, Shape};
use crate::engine::{Game, GameId, Turn, SIDE_NAMES};

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

/// What move `m` (legal in `before`) did, in words: the tower it completed and for whom,
/// then how the game ended or where the opponent must place next.
pub fn happened(before: &Pyrga, m: PyrgaMove) -> String {
    let mut after = before.clone();
    after.play_unchecked(m);
    let cell = before.move_notation(m).get(1..3).unwrap_or("").to_string();
    let completed = match after.tower(m.cell()).controller() {
        Some(p) => format!(
            "completed the tower on {cell} for {} and ",
            SIDE_NAMES[p as usize]
        ),
        None => String::new(),
    };
    let then = match (after.turn(), after.outcome()) {
        (_, Some(end)) => format!("ended the game: {}", end.reason.english(GameId::Pyrga)),
        (Turn::Player(p), None) if after.fallback_applies() => {
            format!("let {} place on any empty cell", SIDE_NAMES[p as usize])
        }
        (Turn::Player(p), None) => format!(
            "sent {} to {}",
            SIDE_NAMES[p as usize],
            or_list(&next_cells(&after))
        ),
        _ => return String::new(),
    };
    format!("That {completed}{then}.")
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// The lessons, in order.
pub fn lessons() -> Vec<Lesson<Pyrga>> {
    vec![
        Lesson {
            id: "cylinder-keeps",
            title: "A Cylinder keeps the next piece on its cell",
            teach: "Pyrga is played on 16 cells, a1 to d4. Each player has 15 pieces, shown in the tray under the board: five Squares, five Triangles and five Cylinders. White places the first piece, of any shape, on any cell; then the players take turns, one piece each. Where you may place depends on the piece your opponent has just placed. After a Cylinder, the next piece goes on the same cell.",
            task: "You are White. Place your first piece so that Black must place on b2 too.",
            why: "After a Cylinder the next piece goes on the same cell, so Black must add a Square or a Triangle to b2.",
            wrong: "Only a Cylinder keeps the next piece on its own cell; the other shapes send it elsewhere.",
            clauses: &["pieces", "first-piece", "cylinder"],
            position: ".,.,.,./.,.,.,./.,.,.,./.,.,.,. w - -",
            goal: Goal::Reach(|_, n| next_cells(n) == ["b2"]),
            moves: 1,
        },
        Lesson {
            id: "square-next-door",
            title: "A Square sends the next piece next to it",
            teach: "After a Square, the next piece goes on a cell sharing a side with it: four cells in the middle of the board, fewer at its edge.",
            task: "Place a Square so that Black has only two cells to choose from.",
            why: "A Square in a corner has only two neighbours, so Black has two cells to choose from.",
            wrong: "A Square sends the next piece to every cell sharing a side with it: four in the middle, three along an edge.",
            clauses: &["square"],
            position: ".,.,.,./.,.,.,./.,.,.,./.,.,.,. w - -",
            goal: Goal::Reach(|_, n| last_shape(n, Shape::Square) && next_cells(n).len() == 2),
            moves: 1,
        },
        Lesson {
            id: "triangle-points",
            title: "A Triangle points along a line",
            teach: "After a Triangle, the next piece goes on a cell along the line the Triangle points to, at any distance. Whoever places a Triangle chooses where it points: pick the Triangle in the tray, click a cell, then click an arrow. It may not point straight at the board's edge, and it never turns afterwards.",
            task: "Place a Triangle on a1 so that Black may place on b1, c1 or d1.",
            why: "Pointing east, along rank 1, the Triangle sends Black to b1, c1 or d1, at any distance.",
            wrong: "The next piece goes only on the cells in the direction the Triangle points, starting beside it.",
            clauses: &["triangle", "triangle-direction"],
            position: ".,.,.,./.,.,.,./.,.,.,./.,.,.,. w - -",
            goal: Goal::Reach(|_, n| next_cells(n) == ["b1", "c1", "d1"]),
            moves: 1,
        },
        Lesson {
            id: "no-second-square",
            title: "After an opening Square",
            teach: "If White's first piece is a Square, White's second piece may not be a Square: the tray greys the Squares out. This holds even when White has to fall back on an empty cell.",
            task: "You opened with a Square on b2, and Black's Cylinder keeps you on c2. Place your second piece there so that Black must then place on c3 or c4.",
            why: "A Square was not allowed and a Cylinder would have kept Black on c2; your Triangle points north and sends Black to c3 or c4.",
            wrong: "The cells Black may use next are set by the piece you place: beside a Square, on a Cylinder's own cell, along a Triangle's line.",
            clauses: &["opening-square"],
            position: ".,.,.,./.,.,.,./.,S,c,./.,.,.,. w Cc2 q",
            goal: Goal::Reach(|_, n| next_cells(n) == ["c3", "c4"]),
            moves: 1,
        },
        Lesson {
            id: "complete-a-tower",
            title: "Towers and who controls them",
            teach: "A cell holds at most one Square, one Triangle and one Cylinder, of any colours, placed in any order. The third piece completes the cell's tower, and the player owning two or three of its pieces controls it for the rest of the game, whoever placed the last piece.",
            task: "Black's Square on c2 sends you next to it. Complete a tower that you control.",
            why: "b2 now holds your Square and your Triangle with Black's Cylinder: two of its three pieces are yours, so the tower is yours for the rest of the game.",
            wrong: "A completed tower belongs to whoever owns two of its three pieces, not to whoever completed it.",
            clauses: &["tower", "control"],
            position: "S,.,.,C/.,.,.,./.,Tec,s,stn/C,.,.,. w Sc2 -",
            goal: Goal::Reach(|s, n| white_towers(n) > white_towers(s)),
            moves: 1,
        },
        Lesson {
            id: "fall-back",
            title: "When the rule sends you nowhere",
            teach: "When none of your pieces fits where the last piece sends you, you place on any empty cell instead: a cell holding no piece at all. If no cell is empty either, the game ends.",
            task: "Black's Cylinder completed the tower on b2, which would keep you on b2, but it is full. Place a piece in a corner of the board.",
            why: "No piece fitted on b2, so any empty cell was allowed, and three of the corners were empty.",
            wrong: "The corners are the cells at both ends of ranks 1 and 4, and when you fall back only an empty cell will do.",
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
            title: "Three towers win",
            teach: "The first player to control three completed towers wins at once.",
            task: "Black's Square on c2 sends you next to it. You control the towers on a1 and b1: win.",
            why: "Your Cylinder completed c1 with two of your pieces out of three: your third tower, and the game is yours at once.",
            wrong: "A tower counts only once it is complete, and only for the player owning two of its three pieces.",
            clauses: &["three-towers"],
            position: "stsc,.,.,./.,.,.,./.,.,s,./STeC,StnC,Stw,. w Sc2 -",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "forced-reply",
            title: "Make your opponent build for you",
            teach: "Every piece you place decides where your opponent places next. After your Cylinder they must place on the same cell, and if only one of their shapes still fits there, you know exactly what they will add.",
            task: "Win in two moves. You control the tower on a1; b1 needs one more piece, and c1 holds only your Triangle. Black's Triangle on c4 points south, so you must place on the c-file.",
            why: "Your Cylinder on c1 kept Black on c1, where only a Square fitted: it completed c1 with two of your pieces. Black's Square then sent you beside it, to b1, and your third tower.",
            wrong: "Count the pieces each cell still needs, and where your piece sends Black: Black completes a tower for you only when nothing else fits.",
            clauses: &["cylinder", "tower", "three-towers"],
            position: ".,.,ts,./.,.,Tn,./ts,.,.,./STec,twC,Tw,s w Tc4s -",
            goal: Goal::Win,
            moves: 2,
        },
        Lesson {
            id: "counting-towers",
            title: "When nobody gets three towers",
            teach: "If nobody controls three towers, the game ends when the player to move cannot place: nothing of theirs fits where the last piece sends them and no cell is empty, or they have no piece left. Then whoever controls more completed towers wins. If that is tied, whoever has more unfinished towers holding two of their own pieces wins; if that is tied too, more unfinished towers holding one of their pieces; if everything is tied, nobody wins.",
            task: "The board is nearly full and you each control one completed tower. End the game now, with the count in your favour.",
            why: "Black could place nowhere, so the game ended. Completed towers were tied at one each, and you had more unfinished towers holding two of your pieces.",
            wrong: "The game ends only when Black can place nowhere; until then Black still changes the count.",
            clauses: &["game-ends", "most-towers", "tie-break"],
            position: "ts,Tec,s,ts/s,Tn,Ts,Sc/stsC,Tw,sC,s/STnC,tn,S,Stw w Sa3 -",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "notation",
            title: "Writing moves",
            teach: "The move list writes each move as the shape's letter (S, T or C), then the cell, then for a Triangle the way it points (n, e, s or w): Sb2 is a Square on b2, Ta1n a Triangle on a1 pointing north.",
            task: "Play Td3w.",
            why: "Td3w is a Triangle on d3 pointing west: Black must now place on c3, b3 or a3.",
            wrong: "T is the Triangle, d3 the cell on file d and rank 3, and w means that it points west.",
            clauses: &["notation"],
            position: ".,.,.,./.,.,.,./.,.,.,./.,.,.,. w - -",
            goal: Goal::Moves(&["Td3w"]),
            moves: 1,
        },
    ]
}
