//! Pyrga notation.
//!
//! - Move: shape letter and cell, plus a Triangle's direction: `Sb2`, `Cc3`, `Ta1n`
//!   (`n`, `e`, `s`, `w`).
//! - Position: ranks 4 to 1 separated by `/`, cells within a rank by `,`; a cell lists its
//!   pieces (`S`, `T` + direction, `C`; upper case White, lower case Black) or `.` when
//!   empty; then the side to move (`w`/`b`), the last move or `-`, and `q` when White opened
//!   with a Square and may not place a Square as its second piece (else `-`).
//!   The start: `.,.,.,./.,.,.,./.,.,.,./.,.,.,. w - -`.

use super::Illegal;
use super::{Dir, Game, Pyrga, PyrgaMove, Shape, PIECES_PER_SHAPE};
use crate::engine::{Part, SetupError};

const SHAPE_LETTERS: [char; 3] = ['S', 'T', 'C'];
const DIR_LETTERS: [char; 4] = ['n', 'e', 's', 'w'];

/// The name of a cell, `a1`..`d4`.
pub fn cell_name(cell: usize) -> String {
    format!("{}{}", (b'a' + (cell % 4) as u8) as char, cell / 4 + 1)
}

/// A move as text.
pub fn move_text(m: PyrgaMove) -> String {
    let mut s = format!(
        "{}{}",
        SHAPE_LETTERS[m.shape() as usize],
        cell_name(m.cell())
    );
    if m.shape() == Shape::Triangle {
        s.push(DIR_LETTERS[m.dir() as usize]);
    }
    s
}

fn parse_cell(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    if b.len() != 2 || !(b'a'..=b'd').contains(&b[0]) || !(b'1'..=b'4').contains(&b[1]) {
        return None;
    }
    Some(((b[1] - b'1') * 4 + (b[0] - b'a')) as usize)
}

/// Reads a move's text without checking legality.
pub fn parse_move_text(text: &str) -> Option<PyrgaMove> {
    let mut chars = text.chars();
    let letter = chars.next()?;
    let shape = Shape::ALL[SHAPE_LETTERS.iter().position(|&c| c == letter)?];
    let rest = chars.as_str();
    let (cell_text, dir) = match shape {
        Shape::Triangle if rest.len() == 3 => {
            let d = DIR_LETTERS.iter().position(|&c| rest.ends_with(c))?;
            (&rest[..2], Dir::ALL[d])
        }
        Shape::Triangle => return None,
        _ => (rest, Dir::North),
    };
    Some(PyrgaMove::new(shape, parse_cell(cell_text)?, dir))
}

/// The position as one line.
pub fn position_text(game: &Pyrga) -> String {
    let mut ranks = Vec::new();
    for rank in (0..4).rev() {
        let cells: Vec<String> = (0..4)
            .map(|file| {
                let t = game.tower(rank * 4 + file);
                let mut s = String::new();
                for (i, owner) in t.pieces.iter().enumerate() {
                    if let Some(o) = owner {
                        let c = SHAPE_LETTERS[i];
                        s.push(if *o == 0 { c } else { c.to_ascii_lowercase() });
                        if i == 1 {
                            s.push(DIR_LETTERS[t.triangle.unwrap_or(Dir::North) as usize]);
                        }
                    }
                }
                if s.is_empty() {
                    s.push('.');
                }
                s
            })
            .collect();
        ranks.push(cells.join(","));
    }
    let side = if game.to_move == 0 { 'w' } else { 'b' };
    let last = game.last.map_or("-".to_string(), move_text);
    let flag = if game.opened_with_square { "q" } else { "-" };
    format!("{} {side} {last} {flag}", ranks.join("/"))
}

fn parse_cell_contents(game: &mut Pyrga, cell: usize, text: &str) -> Result<(), SetupError> {
    if text == "." {
        return Ok(());
    }
    let bad = || SetupError::syntax(Part::Board, text);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let s = SHAPE_LETTERS
            .iter()
            .position(|&l| l == c.to_ascii_uppercase())
            .ok_or_else(bad)?;
        let bit = 1u16 << cell;
        if game.occupied[s] & bit != 0 {
            return Err(Illegal::TwoOfAShape(cell_name(cell)).into());
        }
        game.occupied[s] |= bit;
        if c.is_ascii_uppercase() {
            game.white[s] |= bit;
        }
        if s == 1 {
            let d = chars
                .next()
                .and_then(|d| DIR_LETTERS.iter().position(|&l| l == d));
            let dir = Dir::ALL[d.ok_or_else(bad)?];
            if !Pyrga::triangle_may_point(cell, dir) {
                return Err(Illegal::TriangleAtEdge(cell_name(cell)).into());
            }
            game.triangle_dirs |= (dir as u32) << (2 * cell);
        }
    }
    Ok(())
}

/// Reads and validates a position.
pub fn parse_position(text: &str) -> Result<Pyrga, SetupError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [board, side, last, flag] = fields[..] else {
        return Err(SetupError::syntax(Part::Position, text));
    };
    let mut game = Pyrga::new_game(&Default::default());
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 4 {
        return Err(SetupError::syntax(Part::Board, board));
    }
    for (r, rank_text) in ranks.iter().enumerate() {
        let cells: Vec<&str> = rank_text.split(',').collect();
        if cells.len() != 4 {
            return Err(SetupError::syntax(Part::Board, *rank_text));
        }
        for (file, cell_text) in cells.iter().enumerate() {
            parse_cell_contents(&mut game, (3 - r) * 4 + file, cell_text)?;
        }
    }
    let count: u32 = game.occupied.iter().map(|b| b.count_ones()).sum();
    for player in 0..2 {
        for shape in Shape::ALL {
            let placed = (0..16)
                .filter(|&c| game.tower(c).pieces[shape as usize] == Some(player))
                .count() as u32;
            if placed > PIECES_PER_SHAPE {
                return Err(Illegal::TooMany {
                    side: player,
                    shape,
                }
                .into());
            }
        }
    }
    game.to_move = match side {
        "w" => 0,
        "b" => 1,
        _ => return Err(SetupError::syntax(Part::SideToMove, side)),
    };
    if game.to_move as u32 != count % 2 {
        return Err(Illegal::SideToMove.into());
    }
    game.last = match last {
        "-" => None,
        m => Some(parse_move_text(m).ok_or_else(|| SetupError::syntax(Part::LastMove, m))?),
    };
    match game.last {
        None if count > 0 => return Err(Illegal::NoLastMove.into()),
        Some(m) => {
            let t = game.tower(m.cell());
            let owner = t.pieces[m.shape() as usize];
            if owner != Some(1 - game.to_move)
                || (m.shape() == Shape::Triangle && t.triangle != Some(m.dir()))
            {
                return Err(Illegal::LastMoveNotTheirs(move_text(m)).into());
            }
        }
        None => {}
    }
    game.opened_with_square = match flag {
        "-" => false,
        "q" if (count == 1 || count == 2) && game.tower_has_white_square_only_opening() => true,
        "q" => return Err(Illegal::OpeningFlag.into()),
        _ => return Err(SetupError::syntax(Part::OpeningFlag, flag)),
    };
    game.refresh();
    Ok(game)
}

impl Pyrga {
    /// Whether White has exactly one piece on the board and it is a Square.
    pub(super) fn tower_has_white_square_only_opening(&self) -> bool {
        let white: u32 = self.white.iter().map(|b| b.count_ones()).sum();
        white == 1 && self.white[0] != 0
    }
}
