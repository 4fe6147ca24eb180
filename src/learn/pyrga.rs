//! Pyrga's lessons, White (the learner) to move. Goals are tests on the engine's towers,
//! its outcome and the moves it allows the opponent next.

use super::{Goal, Lesson};
use crate::engine::pyrga::{Pyrga, Shape};
use crate::engine::Game;

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

/// The lessons, in order.
pub fn lessons() -> Vec<Lesson<Pyrga>> {
    vec![
        Lesson {
            id: "cylinder-keeps",
            title: "A Cylinder keeps the next piece on its cell",
            prompt: "Each player has five Squares, five Triangles and five Cylinders. White places the first piece anywhere. Place a piece so that Black must play on b2 too.",
            why: "After a Cylinder, the next piece goes on the same cell: Black must add a Square or a Triangle to b2.",
            hint: "only one shape keeps your opponent on the cell you play: the Cylinder (C). Put it on b2.",
            sections: &["The rulebook", "Components", "How to Play", "The rules in diagrams"],
            position: ".,.,.,./.,.,.,./.,.,.,./.,.,.,. w - -",
            goal: Goal::Reach(|_, n| next_cells(n) == ["b2"]),
            moves: 1,
        },
        Lesson {
            id: "square-next-door",
            title: "A Square sends the next piece next to it",
            prompt: "After a Square, the next piece goes on a cell sharing a side with it. Place a Square where Black will have only two cells to choose from.",
            why: "A Square sends the next piece to the up to four cells beside it; in a corner there are only two.",
            hint: "a corner cell has only two neighbours. Pick the Square (S) and place it in a corner.",
            sections: &["How to Play", "The rules in diagrams"],
            position: ".,.,.,./.,.,.,./.,.,.,./.,.,.,. w - -",
            goal: Goal::Reach(|_, n| last_shape(n, Shape::Square) && next_cells(n).len() == 2),
            moves: 1,
        },
        Lesson {
            id: "triangle-points",
            title: "A Triangle points along a line",
            prompt: "After a Triangle, the next piece goes on a cell along the line it points to, at any distance. Place a Triangle on a1 so that Black may play on b1, c1 or d1.",
            why: "A Triangle sends the next piece anywhere on the line it points along. You choose its direction when you place it, and it may never point straight at the board's edge.",
            hint: "place the Triangle (T) on a1 and point it east, along rank 1.",
            sections: &["How to Play", "Rulings (these win where the rulebook is unclear)"],
            position: ".,.,.,./.,.,.,./.,.,.,./.,.,.,. w - -",
            goal: Goal::Reach(|_, n| next_cells(n) == ["b1", "c1", "d1"]),
            moves: 1,
        },
        Lesson {
            id: "no-second-square",
            title: "After an opening Square",
            prompt: "You opened with a Square on b2, so your second piece may not be a Square. Black's Cylinder on c2 keeps you on c2: place a Triangle there so that Black must then play on c3 or c4.",
            why: "A Triangle pointing north from c2 sends Black to c3 or c4. And a White opening Square forbids a second Square, even when White must fall back to an empty cell.",
            hint: "point the Triangle on c2 north, towards rank 4.",
            sections: &["Rulings (these win where the rulebook is unclear)", "How Rosette plays it"],
            position: ".,.,.,./.,.,.,./.,S,c,./.,.,.,. w Cc2 q",
            goal: Goal::Reach(|_, n| next_cells(n) == ["c3", "c4"]),
            moves: 1,
        },
        Lesson {
            id: "complete-a-tower",
            title: "Towers and who controls them",
            prompt: "A tower is one Square, one Triangle and one Cylinder on a cell, of any colours. Black's Square on c2 sends you next to it. Complete a tower that you control.",
            why: "The player owning two or three of a completed tower's pieces controls it for the rest of the game: b2 now holds two of yours.",
            hint: "completing d2 would give Black the tower (two of its three pieces are Black). Complete b2, where your Triangle already stands.",
            sections: &["How to Play", "Rulings (these win where the rulebook is unclear)", "The rules in diagrams"],
            position: "S,.,.,C/.,.,.,./.,Tec,s,stn/C,.,.,. w Sc2 -",
            goal: Goal::Reach(|s, n| white_towers(n) > white_towers(s)),
            moves: 1,
        },
        Lesson {
            id: "fall-back",
            title: "When the rule sends you nowhere",
            prompt: "Black's Cylinder completed the tower on b2, so you should play on b2, but it is full. Then you may place on any empty cell: place a piece in a corner.",
            why: "When no placement follows the rule, you must place on an empty cell, anywhere on the board; if there is none, the game ends.",
            hint: "any empty corner will do: a1, d1 or a4 (d4 is not empty).",
            sections: &["How to Play", "Rulings (these win where the rulebook is unclear)"],
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
            prompt: "Black's Square on c2 sends you next to it. You control the towers on a1 and b1: complete a third tower of yours.",
            why: "The first player to control three completed towers wins at once.",
            hint: "a Cylinder on c1 completes the tower there with two of your pieces out of three.",
            sections: &["End of the Game", "The rules in diagrams"],
            position: "stsc,.,.,./.,.,.,./.,.,s,./STeC,StnC,Stw,. w Sc2 -",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "forced-reply",
            title: "Make your opponent build for you",
            prompt: "Win in two moves. You control the tower on a1; c1 and b1 each need one more piece. Black's Triangle on c4 sends you down the c file. Remember what a Cylinder makes your opponent do.",
            why: "Your Cylinder on c1 forced Black onto c1, where only a Square fitted: it completed a tower with two of your pieces. Black's Square then sent you next door to b1, your third tower.",
            hint: "a Cylinder on c1 leaves Black just one move: the Square that completes c1 as your tower.",
            sections: &["How to Play", "End of the Game"],
            position: ".,.,ts,./.,.,Tn,./ts,.,.,./STec,twC,Tw,s w Tc4s -",
            goal: Goal::Win,
            moves: 2,
        },
        Lesson {
            id: "counting-towers",
            title: "When nobody gets three towers",
            prompt: "The board is nearly full. When a player cannot place at all, the game ends and the towers are counted. End the game now, with the count in your favour.",
            why: "With no three towers, the most completed towers wins; here that is tied (1 each), so the most unfinished towers holding two of your pieces decides, then those holding one; a full tie is a draw.",
            hint: "a Cylinder on b3 forces Black onto b3, where it has no piece that fits and no empty cell to fall back on; count the towers holding two of your pieces.",
            sections: &["End of the Game", "Rulings (these win where the rulebook is unclear)"],
            position: "ts,Tec,s,ts/s,Tn,Ts,Sc/stsC,Tw,sC,s/STnC,tn,S,Stw w Sa3 -",
            goal: Goal::Win,
            moves: 1,
        },
        Lesson {
            id: "notation",
            title: "Writing moves",
            prompt: "A move is written as the shape's letter (S, T, C), the cell, and for a Triangle the way it points (n, e, s, w): Sb2, Cc3, Ta1n. Play Td3w.",
            why: "Td3w is a Triangle on d3 pointing west: Black must now play on c3, b3 or a3.",
            hint: "T is the Triangle, d3 the cell on file d, rank 3, and w means it points west.",
            sections: &["How Rosette plays it"],
            position: ".,.,.,./.,.,.,./.,.,.,./.,.,.,. w - -",
            goal: Goal::Moves(&["Td3w"]),
            moves: 1,
        },
    ]
}
