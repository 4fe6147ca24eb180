//! Chirality's options: board, setup, players, the Deep Moats variant and the seed that
//! draws Setup C's first-turn Gate.

use crate::engine::game::GameOptions;
use crate::engine::{BadOption, OptionMap, SetupError};

/// The built-in boards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BoardChoice {
    /// Penrose R1, the compact 160-tile board.
    R1,
    /// Penrose R2, the default 300-tile board.
    #[default]
    R2,
}

impl BoardChoice {
    /// `"r1"` or `"r2"`.
    pub fn as_str(self) -> &'static str {
        match self {
            BoardChoice::R1 => "r1",
            BoardChoice::R2 => "r2",
        }
    }

    /// `"R1"` or `"R2"`: the board's name as the rules write it.
    pub fn name(self) -> &'static str {
        match self {
            BoardChoice::R1 => "R1",
            BoardChoice::R2 => "R2",
        }
    }

    /// Reads `r1` / `r2` (any case).
    pub fn parse(text: &str) -> Option<BoardChoice> {
        match text.to_ascii_lowercase().as_str() {
            "r1" => Some(BoardChoice::R1),
            "r2" => Some(BoardChoice::R2),
            _ => None,
        }
    }

    /// The setup used when none is given: A on R2, B on R1.
    pub fn default_setup(self) -> Setup {
        match self {
            BoardChoice::R1 => Setup::B,
            BoardChoice::R2 => Setup::A,
        }
    }

    /// The most players the board seats (one Gate each in Setup C).
    pub fn max_players(self) -> usize {
        match self {
            BoardChoice::R1 => 5,
            BoardChoice::R2 => 6,
        }
    }
}

/// The rules' three setup formats (§5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Setup {
    /// Standard: two players on R2, 4 pieces on each of two Gates, 8 in reserve.
    A,
    /// Quick: each player fills an Inner Star (a Garrison from the start), 11 in reserve.
    B,
    /// Long / multiplayer: one Gate each; each player places one piece on it before the
    /// first turn, 15 in reserve.
    C,
}

impl Setup {
    /// `"a"`, `"b"` or `"c"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Setup::A => "a",
            Setup::B => "b",
            Setup::C => "c",
        }
    }

    /// Reads `a` / `b` / `c` (any case).
    pub fn parse(text: &str) -> Option<Setup> {
        match text.to_ascii_lowercase().as_str() {
            "a" => Some(Setup::A),
            "b" => Some(Setup::B),
            "c" => Some(Setup::C),
            _ => None,
        }
    }
}

/// Chirality's options. The default is R2, Setup A, two players, no Deep Moats, seed 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChiralityOptions {
    /// The board.
    pub board: BoardChoice,
    /// The setup format.
    pub setup: Setup,
    /// Seats at the table (2–6 on R2, 2–5 on R1).
    pub players: u8,
    /// The Deep Moats variant.
    pub deep_moats: bool,
    /// Draws Setup C's first-turn Gate (ignored by other setups, but kept).
    pub seed: u64,
}

impl Default for ChiralityOptions {
    fn default() -> Self {
        ChiralityOptions {
            board: BoardChoice::R2,
            setup: Setup::A,
            players: 2,
            deep_moats: false,
            seed: 0,
        }
    }
}

impl ChiralityOptions {
    /// Checks that the board, setup and player count go together.
    ///
    /// # Errors
    /// The [`BadOption`] saying which combination is not allowed.
    pub fn validate(&self) -> Result<(), BadOption> {
        let p = self.players as usize;
        let max = self.board.max_players();
        if p < 2 || p > max {
            return Err(BadOption::Players {
                players: p,
                board: self.board.name(),
                max,
            });
        }
        match self.setup {
            Setup::A if self.board != BoardChoice::R2 || p != 2 => {
                Err(BadOption::SetupAIsForTwoOnR2)
            }
            Setup::B if p > 5 => Err(BadOption::SetupBSeatsFive),
            _ => Ok(()),
        }
    }
}

impl GameOptions for ChiralityOptions {
    const KEYS: &'static [&'static str] = &["board", "setup", "players", "deep-moats", "seed"];

    fn from_map(map: &OptionMap) -> Result<Self, SetupError> {
        map.only(Self::KEYS)?;
        let bad = |option: &'static str, value: &str| BadOption::BadValue {
            option,
            value: value.to_string(),
        };
        let value = |key: &str| -> Result<Option<&str>, SetupError> {
            match map.get(key) {
                None => Ok(None),
                Some(Some(v)) => Ok(Some(v)),
                Some(None) => Err(BadOption::NeedsValue(key.to_string()).into()),
            }
        };
        let board = match value("board")? {
            None => BoardChoice::R2,
            Some(v) => BoardChoice::parse(v).ok_or_else(|| bad("board", v))?,
        };
        let setup = match value("setup")? {
            None => board.default_setup(),
            Some(v) => Setup::parse(v).ok_or_else(|| bad("setup", v))?,
        };
        let players = match value("players")? {
            None => 2,
            Some(v) => v.parse::<u8>().map_err(|_| bad("players", v))?,
        };
        let deep_moats = match map.get("deep-moats") {
            None => false,
            Some(None | Some("true" | "1" | "yes")) => true,
            Some(Some("false" | "0" | "no")) => false,
            Some(Some(v)) => return Err(bad("deep-moats", v).into()),
        };
        let seed = match value("seed")? {
            None => 0,
            Some(v) => v.parse::<u64>().map_err(|_| bad("seed", v))?,
        };
        let options = ChiralityOptions {
            board,
            setup,
            players,
            deep_moats,
            seed,
        };
        options.validate()?;
        Ok(options)
    }

    /// Setup C draws its first-turn Gate from the seed; the other setups use none.
    fn reseeded(&self, seed: u64) -> Self {
        match self.setup {
            Setup::C => ChiralityOptions { seed, ..*self },
            Setup::A | Setup::B => *self,
        }
    }

    fn to_map(&self) -> OptionMap {
        let mut map = OptionMap::default();
        if self.board != BoardChoice::R2 {
            map.push("board", Some(self.board.as_str()));
        }
        if self.setup != self.board.default_setup() {
            map.push("setup", Some(self.setup.as_str()));
        }
        if self.players != 2 {
            map.push("players", Some(&self.players.to_string()));
        }
        if self.deep_moats {
            map.push("deep-moats", None);
        }
        if self.seed != 0 {
            map.push("seed", Some(&self.seed.to_string()));
        }
        map
    }
}
