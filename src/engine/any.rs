//! Runtime dispatch over the games: [`GameId`] names them, [`AnyGame`] holds one.

use super::game::GameOptions;
use super::pyrga::{Pyrga, PyrgaMove};
use super::{Game, MoveError, OptionMap, Outcome, Player, Rng, SetupError, Turn};

/// The games Rosette knows, in menu order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameId {
    /// Original Penrose-board game.
    Chirality,
    /// Drawless chess variant with drops.
    Chiron,
    /// 4×4 tower building.
    Pyrga,
    /// Chess on moving megatiles.
    ShiftingChess,
}

impl GameId {
    /// Every game, in menu order.
    pub const ALL: [GameId; 4] = [
        GameId::Chirality,
        GameId::Chiron,
        GameId::Pyrga,
        GameId::ShiftingChess,
    ];

    /// The id used by the CLI, saves and links.
    pub fn as_str(self) -> &'static str {
        match self {
            GameId::Chirality => "chirality",
            GameId::Chiron => "chiron",
            GameId::Pyrga => "pyrga",
            GameId::ShiftingChess => "shifting-chess",
        }
    }

    /// The display name.
    pub fn title(self) -> &'static str {
        match self {
            GameId::Chirality => "Chirality",
            GameId::Chiron => "Chiron",
            GameId::Pyrga => "Pyrga",
            GameId::ShiftingChess => "Shifting Chess",
        }
    }

    /// A one-line description for menus.
    pub fn tagline(self) -> &'static str {
        match self {
            GameId::Chirality => "Armies on a Penrose board; captures happen by geometry.",
            GameId::Chiron => {
                "A drawless chess variant with drops and left- and right-handed pieces."
            }
            GameId::Pyrga => {
                "Build towers on a 4×4 board; each piece tells your opponent where to play."
            }
            GameId::ShiftingChess => "Chess on megatiles that cards swap, rotate, slide and void.",
        }
    }

    /// Whether the game is playable yet.
    pub fn is_available(self) -> bool {
        matches!(self, GameId::Pyrga)
    }

    /// Looks up a game by id.
    ///
    /// # Errors
    /// A message listing the known ids.
    pub fn parse(text: &str) -> Result<GameId, SetupError> {
        GameId::ALL
            .into_iter()
            .find(|g| g.as_str() == text)
            .ok_or_else(|| {
                SetupError::BadOption(format!(
                    "unknown game '{text}' (known: chirality, chiron, pyrga, shifting-chess)"
                ))
            })
    }
}

/// A state of any game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyGame {
    /// A Pyrga game.
    Pyrga(Pyrga),
}

/// A move of any game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyMove {
    /// A Pyrga placement.
    Pyrga(PyrgaMove),
}

fn not_available(id: GameId) -> SetupError {
    SetupError::BadOption(format!("{} is not playable yet", id.title()))
}

impl AnyGame {
    /// Which game this is.
    pub fn id(&self) -> GameId {
        match self {
            AnyGame::Pyrga(_) => GameId::Pyrga,
        }
    }

    /// A new game from options text.
    ///
    /// # Errors
    /// Unknown or bad options, or a game not yet playable.
    pub fn new_game(id: GameId, options: &str) -> Result<AnyGame, SetupError> {
        let map = OptionMap::parse(options)?;
        match id {
            GameId::Pyrga => Ok(AnyGame::Pyrga(Pyrga::new_game(&GameOptions::from_map(
                &map,
            )?))),
            other => Err(not_available(other)),
        }
    }

    /// A game from a position in that game's notation.
    ///
    /// # Errors
    /// The position's [`SetupError`], or a game not yet playable.
    pub fn from_position(id: GameId, text: &str) -> Result<AnyGame, SetupError> {
        match id {
            GameId::Pyrga => Ok(AnyGame::Pyrga(Pyrga::from_position(text)?)),
            other => Err(not_available(other)),
        }
    }

    /// The options as text.
    pub fn options_text(&self) -> String {
        match self {
            AnyGame::Pyrga(g) => g.options().to_map().to_string(),
        }
    }
}

/// Forwards a call to the game inside.
macro_rules! dispatch {
    ($self:expr, $g:ident => $body:expr) => {
        match $self {
            AnyGame::Pyrga($g) => $body,
        }
    };
}

/// The trait's methods, dispatched at runtime. Moves of another game are refused.
impl AnyGame {
    /// The number of seats.
    pub fn num_players(&self) -> usize {
        dispatch!(self, g => g.num_players())
    }
    /// Who acts next.
    pub fn turn(&self) -> Turn {
        dispatch!(self, g => g.turn())
    }
    /// The legal moves (chance outcomes at a chance turn).
    pub fn legal_moves(&self) -> Vec<AnyMove> {
        match self {
            AnyGame::Pyrga(g) => g
                .legal_move_list()
                .into_iter()
                .map(AnyMove::Pyrga)
                .collect(),
        }
    }
    /// Plays a move after checking it.
    ///
    /// # Errors
    /// The reason, leaving the game unchanged.
    pub fn play(&mut self, m: AnyMove) -> Result<(), MoveError> {
        match (self, m) {
            (AnyGame::Pyrga(g), AnyMove::Pyrga(m)) => play_checked(g, m),
        }
    }
    /// The result, once over.
    pub fn outcome(&self) -> Option<Outcome> {
        dispatch!(self, g => g.outcome())
    }
    /// The outcome of a chance turn in real play (seeded decks decide it).
    pub fn resolve_chance(&self, rng: &mut Rng) -> AnyMove {
        match self {
            AnyGame::Pyrga(g) => AnyMove::Pyrga(g.resolve_chance(rng)),
        }
    }
    /// A move's notation.
    pub fn move_notation(&self, m: AnyMove) -> String {
        match (self, m) {
            (AnyGame::Pyrga(g), AnyMove::Pyrga(m)) => g.move_notation(m),
        }
    }
    /// Finds the legal move with this notation.
    ///
    /// # Errors
    /// [`MoveError`] if none matches.
    pub fn parse_move(&self, text: &str) -> Result<AnyMove, MoveError> {
        dispatch!(self, g => g.parse_move(text).map(AnyMove::from))
    }
    /// The name of a seat as players know it ("White", "Player 3", …).
    pub fn seat_name(&self, seat: Player) -> String {
        match self {
            AnyGame::Pyrga(_) => ["White", "Black"][seat as usize % 2].to_string(),
        }
    }

    /// The position notation.
    pub fn to_position(&self) -> String {
        dispatch!(self, g => g.to_position())
    }
}

impl From<PyrgaMove> for AnyMove {
    fn from(m: PyrgaMove) -> Self {
        AnyMove::Pyrga(m)
    }
}

fn play_checked<G: Game>(game: &mut G, m: G::Move) -> Result<(), MoveError> {
    match game.clone().play(m) {
        Ok(next) => {
            *game = next;
            Ok(())
        }
        Err((_, e)) => Err(e),
    }
}
