//! Puzzles: positions with one clearly best move, generated offline by the project's own
//! AI and solver ([`generate`]) and re-verified with the engine ([`verify`]), which say
//! why one is refused with a [`problem`] value; the verdict on a player's move
//! ([`attempt`]), a puzzle being solved ([`run`]) and the player's progress
//! ([`progress`]). What a puzzle proves: docs/puzzles.md.
//!
//! # Data format
//! One file per game, `src/puzzles/data/<game>.txt`: one puzzle per line, seven fields
//! separated by tabs; blank lines and lines starting with `#` are ignored:
//!
//! `id  goal  depth  side  options  position  solution`
//!
//! - id: a short name, unique in the file (letters, digits and `-`), used in links
//!   (`#/puzzles/<game>/<id>`);
//! - goal: `win` (the side to move forces a win) or `capture` (Chirality: a capture whose
//!   gain no reply takes back and that no other move matches);
//! - depth: the plies the proof looked ahead: for `win`, the length of the solution (it
//!   goes to the game's end); for `capture`, 2 (the capture and every reply);
//! - side: the seat to move, from 1;
//! - options: the game's options as text (`-` for the defaults);
//! - position: the position in the game's notation;
//! - solution: the moves in the game's notation, separated by spaces, the solver's moves
//!   and the opponent's best replies in turn (`win`: to the end of the game; `capture`:
//!   the one capture).

pub mod attempt;
pub mod capture;
pub mod generate;
pub mod problem;
pub mod progress;
pub mod report;
pub mod run;
pub mod verify;

use crate::engine::GameId;
use problem::LineProblem;
use std::fmt;

/// What the side to move must achieve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Force a win (Pyrga: proven by the exact solver; the other games: a win found by
    /// alpha-beta within the stated depth).
    Win,
    /// Win material that no reply takes back, more than any other move keeps (Chirality).
    Capture,
}

impl Goal {
    /// The word used in the data files.
    pub fn as_str(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Capture => "capture",
        }
    }

    fn parse(text: &str) -> Option<Goal> {
        [Goal::Win, Goal::Capture]
            .into_iter()
            .find(|g| g.as_str() == text)
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its name in links, unique within its game.
    pub id: String,
    /// What to achieve.
    pub goal: Goal,
    /// How many plies the proof looked ahead (a win's: the solution's length).
    pub depth: u32,
    /// The seat to move (0 is the first player).
    pub side: u8,
    /// The game's options as text (empty for the defaults).
    pub options: String,
    /// The position in the game's notation.
    pub position: String,
    /// The solution line in move notation: the solver's moves and the best replies.
    pub solution: Vec<String>,
}

/// How hard a puzzle is, from the moves the player has to find (the moves played for the
/// player, a single legal one, do not count).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    /// One move to find.
    Easy,
    /// Two.
    Medium,
    /// Three or more.
    Hard,
}

impl Difficulty {
    /// The band of a puzzle with `decisions` moves to find.
    pub fn of(decisions: usize) -> Difficulty {
        match decisions {
            0 | 1 => Difficulty::Easy,
            2 => Difficulty::Medium,
            _ => Difficulty::Hard,
        }
    }

    /// The word shown to players.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    /// The fewest legal moves the puzzle's first position must offer: 2 for an easy
    /// puzzle, 3 for a medium or hard one (a single legal move is no puzzle).
    pub fn min_choices(self) -> usize {
        match self {
            Difficulty::Easy => 2,
            Difficulty::Medium | Difficulty::Hard => 3,
        }
    }
}

impl Puzzle {
    /// The line of a data file holding this puzzle.
    pub fn to_line(&self) -> String {
        let options = if self.options.is_empty() {
            "-"
        } else {
            &self.options
        };
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}",
            self.id,
            self.goal.as_str(),
            self.depth,
            self.side + 1,
            options,
            self.position,
            self.solution.join(" ")
        )
    }

    /// Reads one line of a data file.
    ///
    /// # Errors
    /// The field that could not be read.
    pub fn from_line(line: &str) -> Result<Puzzle, LineProblem> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, goal, depth, side, options, position, solution] = fields[..] else {
            return Err(LineProblem::FieldCount(fields.len()));
        };
        let id_ok = !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
        if !id_ok {
            return Err(LineProblem::BadId(id.to_string()));
        }
        let goal = Goal::parse(goal).ok_or_else(|| LineProblem::UnknownGoal {
            id: id.to_string(),
            goal: goal.to_string(),
        })?;
        let depth = depth.parse().map_err(|_| LineProblem::BadDepth {
            id: id.to_string(),
            depth: depth.to_string(),
        })?;
        let side = match side.parse::<u8>() {
            Ok(s @ 1..=8) => s - 1,
            _ => {
                return Err(LineProblem::BadSide {
                    id: id.to_string(),
                    side: side.to_string(),
                })
            }
        };
        let solution: Vec<String> = solution.split_whitespace().map(String::from).collect();
        if position.trim().is_empty() || solution.is_empty() {
            return Err(LineProblem::Empty(id.to_string()));
        }
        Ok(Puzzle {
            id: id.to_string(),
            goal,
            depth,
            side,
            options: if options == "-" { "" } else { options }.to_string(),
            position: position.to_string(),
            solution,
        })
    }
}

/// A line of a data file that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLine {
    /// Its line number, from 1.
    pub line: usize,
    /// What is wrong.
    pub why: LineProblem,
}

impl fmt::Display for BadLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.why)
    }
}

/// Reads a data file: its puzzles, in file order.
///
/// # Errors
/// The first line that cannot be read, or a repeated id.
pub fn parse_file(text: &str) -> Result<Vec<Puzzle>, BadLine> {
    let mut puzzles: Vec<Puzzle> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let bad = |why| BadLine { line: i + 1, why };
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let puzzle = Puzzle::from_line(line).map_err(bad)?;
        if puzzles.iter().any(|p| p.id == puzzle.id) {
            return Err(bad(LineProblem::RepeatedId(puzzle.id)));
        }
        puzzles.push(puzzle);
    }
    Ok(puzzles)
}

/// The shipped data file of a game, for the CLI and the checks (empty in a build without
/// the game). The web app's puzzles pages fetch a copy (`puzzles/<game>.txt`), so the wasm
/// need not hold it.
pub fn shipped(game: GameId) -> &'static str {
    match game {
        _ if !game.built() => "",
        GameId::Chirality => include_str!("data/chirality.txt"),
        GameId::Chiron => include_str!("data/chiron.txt"),
        GameId::Pyrga => include_str!("data/pyrga.txt"),
        GameId::ShiftingChess => include_str!("data/shifting-chess.txt"),
    }
}

/// The id a generated puzzle gets: seven hex digits of a hash of its position, so a
/// regenerated set keeps the ids of the positions it keeps and never gives a removed
/// puzzle's id to another position (stored progress then stays true).
pub fn id_of(position: &str) -> String {
    // FNV-1a, 64 bits.
    let hash = position.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{:07x}", hash >> 36)
}

/// The heading line of a data file.
pub fn file_header(game: GameId) -> String {
    format!(
        "# Rosette puzzles for {} (format: src/puzzles/mod.rs; made by `rosette puzzles {} --generate`)",
        game.title(),
        game.as_str()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Puzzle {
        Puzzle {
            id: "p-7".into(),
            goal: Goal::Win,
            depth: 3,
            side: 1,
            options: String::new(),
            position: "a b c".into(),
            solution: vec!["Sb2".into(), "Cb3".into(), "Ta1".into()],
        }
    }

    #[test]
    fn a_puzzle_survives_its_line() {
        let p = sample();
        let line = p.to_line();
        assert_eq!(line, "p-7\twin\t3\t2\t-\ta b c\tSb2 Cb3 Ta1");
        assert_eq!(Puzzle::from_line(&line), Ok(p.clone()));
        let file = format!("# heading\n\n{line}\n");
        assert_eq!(parse_file(&file), Ok(vec![p]));
        let bands = [0, 1, 2, 3, 7].map(Difficulty::of);
        assert_eq!(bands.map(Difficulty::min_choices), [2, 2, 3, 3, 3]);
        assert_eq!(bands[2..4], [Difficulty::Medium, Difficulty::Hard]);
    }

    #[test]
    fn ids_come_from_the_position() {
        let id = id_of("a b c");
        assert_eq!(id.len(), 7);
        assert!(id.chars().all(|c| c.is_ascii_hexdigit()), "{id}");
        assert_eq!(id, id_of("a b c"));
        assert_ne!(id, id_of("a b d"));
        assert!(Puzzle::from_line(&Puzzle { id, ..sample() }.to_line()).is_ok());
    }

    #[test]
    fn bad_lines_are_named() {
        let err = parse_file("# h\np-1\twin\t3\n").unwrap_err();
        assert_eq!(err.line, 2);
        assert_eq!(err.why, LineProblem::FieldCount(3));
        let line = sample().to_line();
        let err = parse_file(&format!("{line}\n{line}")).unwrap_err();
        assert_eq!(
            err,
            BadLine {
                line: 2,
                why: LineProblem::RepeatedId("p-7".into())
            }
        );
        assert_eq!(err.to_string(), "line 2: repeated id 'p-7'");
        let bad_goal = line.replace("\twin\t", "\tdraw\t");
        assert!(matches!(
            Puzzle::from_line(&bad_goal),
            Err(LineProblem::UnknownGoal { goal, .. }) if goal == "draw"
        ));
        let bad_side = line.replace("\t2\t", "\t0\t");
        assert!(matches!(
            Puzzle::from_line(&bad_side),
            Err(LineProblem::BadSide { side, .. }) if side == "0"
        ));
    }
}
