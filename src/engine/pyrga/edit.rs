//! The Pyrga position editor's model: pieces per cell, the side to move and the piece
//! placed last (it directs the next placement). Hands follow from the board.

use super::notation::{cell_name, position_text};
use super::{Dir, Pyrga, PyrgaMove, Shape, PIECES_PER_SHAPE};
use crate::engine::edit::{count, finish};
use crate::engine::{Game, Player};

use crate::engine::SIDE_NAMES as NAMES;
const SHAPE_NAMES: [&str; 3] = ["Square", "Triangle", "Cylinder"];

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

    /// Every reason this arrangement is not a legal position, as sentences.
    pub fn problems(&self) -> Vec<String> {
        let mut out = Vec::new();
        for player in 0..2 {
            for shape in Shape::ALL {
                let n = self.on_board(player, shape);
                if n > PIECES_PER_SHAPE as usize {
                    out.push(format!(
                        "{} has {} on the board; the set holds {PIECES_PER_SHAPE}.",
                        NAMES[player as usize],
                        count(n, SHAPE_NAMES[shape as usize])
                    ));
                }
            }
        }
        for cell in 0..16 {
            if self.cells[cell][1].is_some() && !Pyrga::triangle_may_point(cell, self.dirs[cell]) {
                out.push(format!(
                    "The Triangle on {} points off the board.",
                    cell_name(cell)
                ));
            }
        }
        let placed = self.placed();
        if placed % 2 != self.to_move as usize {
            out.push(format!(
                "With {} placed it must be {}'s turn (White places first).",
                count(placed, "piece"),
                NAMES[placed % 2]
            ));
        }
        match self.last {
            None if placed > 0 => out
                .push("Mark the piece placed last: it tells the next player where to play.".into()),
            Some((cell, shape)) => match self.cells[cell][shape as usize] {
                None => out.push("The piece marked as placed last is not on the board.".into()),
                Some(o) if o == self.to_move => out.push(format!(
                    "The piece placed last must be {}'s, since {} is to move.",
                    NAMES[1 - self.to_move as usize],
                    NAMES[self.to_move as usize]
                )),
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
    pub fn build(&self) -> Result<Pyrga, Vec<String>> {
        finish(self.problems(), &self.position())
    }
}

impl Default for PyrgaSetup {
    fn default() -> Self {
        PyrgaSetup::of(&Pyrga::new_game(&Default::default()))
    }
}
