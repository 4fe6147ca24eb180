//! Pyrga: 4×4 tower building with Squares, Triangles and Cylinders
//! (../shared/rules/pyrga.txt and pyrga-rulings.md; the rulings win).
//!
//! Cells are `a1..d4`, index `rank * 4 + file`. Each shape's occupancy is a 16-bit board,
//! so move generation is a few bit operations.

mod edit;
mod illegal;
mod notation;
mod outcome;

pub use edit::{PyrgaProblem, PyrgaSetup};
pub use illegal::Illegal;

use super::game::GameOptions;
use super::{Game, OptionMap, Outcome, Player, Rng, SetupError, Turn};

/// The three piece shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Sends the next piece to an orthogonally adjacent cell.
    Square = 0,
    /// Sends the next piece along the ray it points to.
    Triangle = 1,
    /// Sends the next piece to the same cell.
    Cylinder = 2,
}

impl Shape {
    /// All shapes, in notation order.
    pub const ALL: [Shape; 3] = [Shape::Square, Shape::Triangle, Shape::Cylinder];

    fn from_index(i: u8) -> Shape {
        Shape::ALL[i as usize % 3]
    }
}

/// A Triangle's orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Towards rank 4.
    North = 0,
    /// Towards file d.
    East = 1,
    /// Towards rank 1.
    South = 2,
    /// Towards file a.
    West = 3,
}

impl Dir {
    /// All directions, clockwise from north.
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];
}

/// Number of pieces of each shape per player.
pub const PIECES_PER_SHAPE: u32 = 5;
const ALL_CELLS: u16 = 0xFFFF;

/// A placement: a shape on a cell, with an orientation for Triangles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PyrgaMove(u8);

impl PyrgaMove {
    /// The placement of `shape` on `cell` (0..16); `dir` matters for Triangles only.
    pub fn new(shape: Shape, cell: usize, dir: Dir) -> Self {
        let dir = if shape == Shape::Triangle {
            dir as u8
        } else {
            0
        };
        PyrgaMove((shape as u8) << 6 | dir << 4 | cell as u8)
    }
    /// The shape placed.
    pub fn shape(self) -> Shape {
        Shape::from_index(self.0 >> 6)
    }
    /// The cell, `rank * 4 + file`.
    pub fn cell(self) -> usize {
        (self.0 & 15) as usize
    }
    /// The Triangle's orientation (north for other shapes).
    pub fn dir(self) -> Dir {
        Dir::ALL[(self.0 >> 4 & 3) as usize]
    }
}

/// Pyrga has no options; the type exists so it fits the trait.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PyrgaOptions;

impl GameOptions for PyrgaOptions {
    const KEYS: &'static [&'static str] = &[];

    fn from_map(map: &OptionMap) -> Result<Self, SetupError> {
        map.only(Self::KEYS)?;
        Ok(PyrgaOptions)
    }
    fn to_map(&self) -> OptionMap {
        OptionMap::default()
    }
}

/// A Pyrga position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pyrga {
    /// Per shape: which cells hold that shape.
    occupied: [u16; 3],
    /// Per shape: which of those pieces are White's.
    white: [u16; 3],
    /// Two bits per cell: the Triangle's orientation there.
    triangle_dirs: u32,
    to_move: Player,
    last: Option<PyrgaMove>,
    /// Rule 5: White opened with a Square and has not yet placed a second piece, which
    /// may not be a Square. Cleared once it no longer binds, so equal positions compare equal.
    opened_with_square: bool,
    over: bool,
    /// Per shape, where the player to move may place it (derived, cached after each move).
    legal: [u16; 3],
}

/// What a cell holds: for each shape, `None` or the owner (0 White, 1 Black).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tower {
    /// Owner of the Square, Triangle and Cylinder, in that order.
    pub pieces: [Option<Player>; 3],
    /// The Triangle's orientation, if there is one.
    pub triangle: Option<Dir>,
}

impl Tower {
    /// The number of pieces in the tower.
    pub fn height(&self) -> usize {
        self.pieces.iter().flatten().count()
    }
    /// The controlling player of a completed tower (2 or 3 of its pieces).
    pub fn controller(&self) -> Option<Player> {
        if self.height() < 3 {
            return None;
        }
        let white = self.pieces.iter().filter(|p| **p == Some(0)).count();
        Some(if white >= 2 { 0 } else { 1 })
    }
}

/// Cells orthogonally adjacent to each cell.
const fn orthogonal_masks() -> [u16; 16] {
    let mut out = [0u16; 16];
    let mut c = 0;
    while c < 16 {
        let (f, r) = (c % 4, c / 4);
        let mut m = 0u16;
        if r < 3 {
            m |= 1 << (c + 4);
        }
        if r > 0 {
            m |= 1 << (c - 4);
        }
        if f < 3 {
            m |= 1 << (c + 1);
        }
        if f > 0 {
            m |= 1 << (c - 1);
        }
        out[c] = m;
        c += 1;
    }
    out
}

/// Cells on the ray from each cell in each direction (not the cell itself).
const fn ray_masks() -> [[u16; 4]; 16] {
    let mut out = [[0u16; 4]; 16];
    let mut c = 0;
    while c < 16 {
        let (f, r) = ((c % 4) as i32, (c / 4) as i32);
        let steps = [(0, 1), (1, 0), (0, -1), (-1, 0)];
        let mut d = 0;
        while d < 4 {
            let (mut x, mut y) = (f + steps[d].0, r + steps[d].1);
            let mut m = 0u16;
            while x >= 0 && x < 4 && y >= 0 && y < 4 {
                m |= 1 << (y * 4 + x);
                x += steps[d].0;
                y += steps[d].1;
            }
            out[c][d] = m;
            d += 1;
        }
        c += 1;
    }
    out
}

const ORTHOGONAL: [u16; 16] = orthogonal_masks();
const CORNERS: u16 = 0x9009;
const CENTRE: u16 = 0x0660;
const EDGES: u16 = !(CORNERS | CENTRE);
const RAYS: [[u16; 4]; 16] = ray_masks();

impl Pyrga {
    /// The contents of a cell (`rank * 4 + file`).
    pub fn tower(&self, cell: usize) -> Tower {
        let bit = 1u16 << cell;
        let mut t = Tower::default();
        for s in 0..3 {
            if self.occupied[s] & bit != 0 {
                t.pieces[s] = Some(if self.white[s] & bit != 0 { 0 } else { 1 });
            }
        }
        if t.pieces[1].is_some() {
            t.triangle = Some(self.triangle_dir(cell));
        }
        t
    }

    fn triangle_dir(&self, cell: usize) -> Dir {
        Dir::ALL[(self.triangle_dirs >> (2 * cell) & 3) as usize]
    }

    /// Pieces of `shape` that `player` still holds.
    pub fn in_hand(&self, player: Player, shape: Shape) -> u32 {
        let s = shape as usize;
        let mine = if player == 0 {
            self.white[s]
        } else {
            self.occupied[s] & !self.white[s]
        };
        PIECES_PER_SHAPE - mine.count_ones()
    }

    /// The last placement, which constrains the next one.
    pub fn last_move(&self) -> Option<PyrgaMove> {
        self.last
    }

    /// Whether `dir` is a legal orientation on `cell` (it must not point at the edge).
    pub fn triangle_may_point(cell: usize, dir: Dir) -> bool {
        RAYS[cell][dir as usize] != 0
    }

    /// The cells the last piece sends the next placement to (all cells at the start).
    pub fn directed_cells(&self) -> u16 {
        match self.last {
            None => ALL_CELLS,
            Some(m) => match m.shape() {
                Shape::Square => ORTHOGONAL[m.cell()],
                Shape::Triangle => RAYS[m.cell()][m.dir() as usize],
                Shape::Cylinder => 1 << m.cell(),
            },
        }
    }

    /// The cells holding no piece.
    pub fn empty_cells(&self) -> u16 {
        !(self.occupied[0] | self.occupied[1] | self.occupied[2])
    }

    /// Whether the fallback rule (any empty cell) applies to the player to move.
    pub fn fallback_applies(&self) -> bool {
        !self.over && self.placeable(self.directed_cells()) == [0; 3]
    }

    /// Per shape, the cells of `targets` where the player to move may place it.
    fn placeable(&self, targets: u16) -> [u16; 3] {
        let mut out = [0u16; 3];
        for (s, cells) in out.iter_mut().enumerate() {
            let shape = Shape::ALL[s];
            if self.in_hand(self.to_move, shape) == 0
                || (shape == Shape::Square && self.square_banned())
            {
                continue;
            }
            *cells = targets & !self.occupied[s];
        }
        out
    }

    /// Per shape, the cells where the player to move may legally place it.
    pub fn legal_cells(&self) -> [u16; 3] {
        self.legal
    }

    fn compute_legal_cells(&self) -> [u16; 3] {
        if self.over {
            return [0; 3];
        }
        let directed = self.placeable(self.directed_cells());
        if directed != [0; 3] {
            directed
        } else {
            self.placeable(self.empty_cells())
        }
    }

    /// Whether ruling 5 (an opening Square bars a second one) forbids the player to move a
    /// Square now.
    pub fn square_banned(&self) -> bool {
        self.opened_with_square && self.to_move == 0
    }

    /// The board as bit masks (bit `cell`): per shape, the cells holding that shape, and
    /// the cells where that piece is White's. For solvers that index positions.
    pub fn masks(&self) -> ([u16; 3], [u16; 3]) {
        (self.occupied, self.white)
    }

    /// Towers controlled (complete, majority) by each player.
    pub fn controlled(&self) -> [u32; 2] {
        let full = self.occupied[0] & self.occupied[1] & self.occupied[2];
        let [a, b, c] = self.white;
        let white_majority = (a & b) | (a & c) | (b & c);
        let w = (full & white_majority).count_ones();
        [w, full.count_ones() - w]
    }

    fn refreshed(mut self) -> Self {
        self.refresh();
        self
    }

    /// Refreshes the derived fields: whether the game is over, and the legal cells.
    pub(super) fn refresh(&mut self) {
        self.over = false;
        self.over = self.controlled().iter().any(|&n| n >= 3);
        self.legal = self.compute_legal_cells();
        self.over |= self.legal == [0; 3];
    }
}

impl Game for Pyrga {
    type Move = PyrgaMove;
    type Options = PyrgaOptions;
    const ID: &'static str = "pyrga";
    const HAS_DRAWS: bool = true;

    fn new_game(_: &PyrgaOptions) -> Self {
        Pyrga {
            occupied: [0; 3],
            white: [0; 3],
            triangle_dirs: 0,
            to_move: 0,
            last: None,
            opened_with_square: false,
            over: false,
            legal: [0; 3],
        }
        .refreshed()
    }

    fn options(&self) -> PyrgaOptions {
        PyrgaOptions
    }

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        if self.over {
            Turn::Over
        } else {
            Turn::Player(self.to_move)
        }
    }

    fn legal_moves(&self, out: &mut Vec<PyrgaMove>) {
        out.clear();
        let cells = self.legal_cells();
        for shape in Shape::ALL {
            let mut bits = cells[shape as usize];
            while bits != 0 {
                let cell = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if shape == Shape::Triangle {
                    for dir in Dir::ALL {
                        if RAYS[cell][dir as usize] != 0 {
                            out.push(PyrgaMove::new(shape, cell, dir));
                        }
                    }
                } else {
                    out.push(PyrgaMove::new(shape, cell, Dir::North));
                }
            }
        }
    }

    fn random_move(&self, rng: &mut Rng, _: &mut Vec<PyrgaMove>) -> PyrgaMove {
        // Count the moves per shape instead of listing them, then walk to the chosen one.
        let cells = self.legal;
        let triangles = |bits: u16| {
            (bits & CORNERS).count_ones() * 2
                + (bits & EDGES).count_ones() * 3
                + (bits & CENTRE).count_ones() * 4
        };
        let counts = [
            cells[0].count_ones(),
            triangles(cells[1]),
            cells[2].count_ones(),
        ];
        let mut pick = rng.below((counts[0] + counts[1] + counts[2]) as usize) as u32;
        let shape = if pick < counts[0] {
            Shape::Square
        } else if pick < counts[0] + counts[1] {
            pick -= counts[0];
            Shape::Triangle
        } else {
            pick -= counts[0] + counts[1];
            Shape::Cylinder
        };
        let mut bits = cells[shape as usize];
        loop {
            let cell = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if shape != Shape::Triangle {
                if pick == 0 {
                    return PyrgaMove::new(shape, cell, Dir::North);
                }
                pick -= 1;
                continue;
            }
            for dir in Dir::ALL {
                if RAYS[cell][dir as usize] != 0 {
                    if pick == 0 {
                        return PyrgaMove::new(shape, cell, dir);
                    }
                    pick -= 1;
                }
            }
        }
    }

    fn play_unchecked(&mut self, m: PyrgaMove) {
        let (s, cell) = (m.shape() as usize, m.cell());
        let bit = 1u16 << cell;
        self.occupied[s] |= bit;
        if self.to_move == 0 {
            self.white[s] |= bit;
        }
        if m.shape() == Shape::Triangle {
            self.triangle_dirs =
                self.triangle_dirs & !(3 << (2 * cell)) | (m.dir() as u32) << (2 * cell);
        }
        // Rule 5 binds from White's Square opening until White's second piece.
        self.opened_with_square = self.last.is_none() && m.shape() == Shape::Square
            || (self.opened_with_square && self.to_move == 1);
        self.last = Some(m);
        self.to_move ^= 1;
        self.refresh();
    }

    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| outcome::decide(self))
    }

    fn move_notation(&self, m: PyrgaMove) -> String {
        notation::move_text(m)
    }

    fn to_position(&self) -> String {
        notation::position_text(self)
    }

    fn from_position(text: &str) -> Result<Self, SetupError> {
        notation::parse_position(text)
    }
}
