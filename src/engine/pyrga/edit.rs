//! The Pyrga position editor's model: pieces per cell, the side to move and the piece
//! placed last (it directs the next placement). Hands follow from the board.

use super::notation::{cell_name, position_text};
use super::{Dir, Pyrga, PyrgaMove, Shape, PIECES_PER_SHAPE};
use crate::engine::edit::{count, finish, SetupProblem};
use crate::engine::{Game, Player};
use std::fmt;

use crate::engine::SIDE_NAMES as NAMES;
const SHAPE_NAMES: [&str; 3] = ["Square", "Triangle", "Cylinder"];

/// What makes a Pyrga arrangement illegal; `Display` gives the sentence the editor shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PyrgaProblem {
    /// A player has more of a shape on the board than the set holds.
    TooMany {
        /// The owner of the pieces.
        player: Player,
        /// Their shape.
        shape: Shape,
        /// How many stand on the board.
        on_board: usize,
    },
    /// A Triangle points off the board.
    TriangleOffBoard {
        /// The Triangle's cell.
        cell: usize,
    },
    /// The side to move does not follow from the pieces placed (White places first).
    WrongTurn {
        /// Pieces on the board.
        placed: usize,
    },
    /// Pieces are placed, but none is marked as placed last.
    LastNotMarked,
    /// The piece marked as placed last is not on the board.
    LastNotOnBoard {
        /// The marked cell.
        cell: usize,
        /// The marked shape.
        shape: Shape,
    },
    /// The piece placed last belongs to the player to move.
    LastBySideToMove {
        /// The player to move.
        to_move: Player,
    },
}

impl fmt::Display for PyrgaProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PyrgaProblem::TooMany {
                player,
                shape,
                on_board,
            } => write!(
                f,
                "{} has {} on the board; the set holds {PIECES_PER_SHAPE}.",
                NAMES[player as usize],
                count(on_board, SHAPE_NAMES[shape as usize])
            ),
            PyrgaProblem::TriangleOffBoard { cell } => write!(
                f,
                "The Triangle on {} points off the board.",
                cell_name(cell)
            ),
            PyrgaProblem::WrongTurn { placed } => write!(
                f,
                "With {} placed it must be {}'s turn (White places first).",
                count(placed, "piece"),
                NAMES[placed % 2]
            ),
            PyrgaProblem::LastNotMarked => {
                f.write_str("Mark the piece placed last: it tells the next player where to play.")
            }
            PyrgaProblem::LastNotOnBoard { .. } => {
                f.write_str("The piece marked as placed last is not on the board.")
            }
            PyrgaProblem::LastBySideToMove { to_move } => write!(
                f,
                "The piece placed last must be {}'s, since {} is to move.",
                NAMES[1 - to_move as usize],
                NAMES[to_move as usize]
            ),
        }
    }
}

/// An arrangement of a Pyrga position, legal or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PyrgaSetup {
    /// Per cell (`rank * 4 + file`): the owners of its Square, Triangle and Cylinder.
    pub cells: [[Option<Player>; 3]; 16],
    /// Per cell: where its Triangle points (read only where a Triangle stands).
    pub dirs: [Dir; 16],
    /// The player to place next.
    pub to_move: Player,
    /// The piece placed last (cell and shape), which directs the next placement.
    pub last: Option<(usize, Shape)>,
}

impl PyrgaSetup {
    /// The arrangement of a game's position.
    pub fn of(g: &Pyrga) -> PyrgaSetup {
        let mut s = PyrgaSetup {
            cells: [[None; 3]; 16],
            dirs: [Dir::North; 16],
            to_move: g.to_move,
            last: g.last.map(|m| (m.cell(), m.shape())),
        };
        for cell in 0..16 {
            let t = g.tower(cell);
            s.cells[cell] = t.pieces;
            s.dirs[cell] = t.triangle.unwrap_or(Dir::North);
        }
        s
    }

    /// Puts `owner`'s `shape` on `cell`, or takes it off if that very piece is there. A
    /// piece put down becomes the last placed, with the other player to move; a Triangle
    /// points at the first direction the cell allows.
    pub fn toggle(&mut self, cell: usize, shape: Shape, owner: Player) {
        let slot = &mut self.cells[cell][shape as usize];
        if *slot == Some(owner) {
            *slot = None;
            if self.last == Some((cell, shape)) {
                self.last = None;
            }
            return;
        }
        *slot = Some(owner);
        if shape == Shape::Triangle && !Pyrga::triangle_may_point(cell, self.dirs[cell]) {
            self.turn_triangle(cell);
        }
        self.last = Some((cell, shape));
        self.to_move = 1 - owner;
    }

    /// Turns the Triangle on `cell` clockwise to the next direction the cell allows.
    pub fn turn_triangle(&mut self, cell: usize) {
        let mut d = self.dirs[cell] as usize;
        for _ in 0..4 {
            d = (d + 1) % 4;
            if Pyrga::triangle_may_point(cell, Dir::ALL[d]) {
                break;
            }
        }
        self.dirs[cell] = Dir::ALL[d];
    }

    /// How many of `shape` `player` still holds (negative when the board has too many).
    pub fn in_hand(&self, player: Player, shape: Shape) -> i32 {
        PIECES_PER_SHAPE as i32 - self.on_board(player, shape) as i32
    }

    fn on_board(&self, player: Player, shape: Shape) -> usize {
        self.cells
            .iter()
            .filter(|c| c[shape as usize] == Some(player))
            .count()
    }

    fn placed(&self) -> usize {
        self.cells.iter().flatten().flatten().count()
    }

    /// Every reason this arrangement is not a legal position.
    pub fn problems(&self) -> Vec<PyrgaProblem> {
        let mut out = Vec::new();
        for player in 0..2 {
            for shape in Shape::ALL {
                let on_board = self.on_board(player, shape);
                if on_board > PIECES_PER_SHAPE as usize {
                    out.push(PyrgaProblem::TooMany {
                        player,
                        shape,
                        on_board,
                    });
                }
            }
        }
        for cell in 0..16 {
            if self.cells[cell][1].is_some() && !Pyrga::triangle_may_point(cell, self.dirs[cell]) {
                out.push(PyrgaProblem::TriangleOffBoard { cell });
            }
        }
        let placed = self.placed();
        if placed % 2 != self.to_move as usize {
            out.push(PyrgaProblem::WrongTurn { placed });
        }
        match self.last {
            None if placed > 0 => out.push(PyrgaProblem::LastNotMarked),
            Some((cell, shape)) => match self.cells[cell][shape as usize] {
                None => out.push(PyrgaProblem::LastNotOnBoard { cell, shape }),
                Some(o) if o == self.to_move => out.push(PyrgaProblem::LastBySideToMove {
                    to_move: self.to_move,
                }),
                Some(_) => {}
            },
            None => {}
        }
        out
    }

    /// The position notation of this arrangement.
    pub fn position(&self) -> String {
        let mut g = Pyrga::new_game(&Default::default());
        for (cell, pieces) in self.cells.iter().enumerate() {
            for (shape, owner) in pieces.iter().enumerate() {
                if let Some(o) = owner {
                    g.occupied[shape] |= 1 << cell;
                    if *o == 0 {
                        g.white[shape] |= 1 << cell;
                    }
                }
            }
            if pieces[1].is_some() {
                g.triangle_dirs |= (self.dirs[cell] as u32) << (2 * cell);
            }
        }
        g.to_move = self.to_move;
        g.last = self
            .last
            .map(|(cell, shape)| PyrgaMove::new(shape, cell, self.dirs[cell]));
        // Rule 5's flag: White's only piece is a Square, before White's second placement.
        let placed = self.placed();
        g.opened_with_square =
            (placed == 1 || placed == 2) && g.tower_has_white_square_only_opening();
        position_text(&g)
    }

    /// The game, or every reason there is none.
    ///
    /// # Errors
    /// The reasons the arrangement is illegal.
    pub fn build(&self) -> Result<Pyrga, Vec<SetupProblem>> {
        finish(self.problems(), &self.position())
    }
}

impl Default for PyrgaSetup {
    fn default() -> Self {
        PyrgaSetup::of(&Pyrga::new_game(&Default::default()))
    }
}
