//! Runtime dispatch over the games: [`GameId`] names them, [`AnyGame`] holds one.

use super::chirality::{Chirality, ChiralityMove};
use super::chiron::{Chiron, ChironMove};
use super::game::GameOptions;
use super::pyrga::{Pyrga, PyrgaMove};
use super::shifting_chess::{ShiftingChess, ShiftingMove};
use super::{
    BadOption, Game, MoveError, OptionMap, Outcome, Player, Prompt, Rng, SetupError, Turn,
};

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
    /// The name of a seat as players know it ("White", "Blue", "Player 7", …).
    pub fn seat_name(self, seat: Player) -> String {
        match self {
            GameId::Pyrga | GameId::Chiron | GameId::ShiftingChess => {
                SIDE_NAMES[seat as usize % 2].to_string()
            }
            GameId::Chirality => CHIRALITY_SEATS
                .get(seat as usize)
                .map_or_else(|| format!("Player {}", seat + 1), |s| s.to_string()),
        }
    }
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

    /// Whether this build holds the game: every build does but the web app's one-game
    /// builds (cargo features, scripts/build-web). A build never makes a game it does not
    /// hold, so the compiler drops that game's code.
    pub const fn built(self) -> bool {
        match self {
            GameId::Chirality => cfg!(feature = "chirality"),
            GameId::Chiron => cfg!(feature = "chiron"),
            GameId::Pyrga => cfg!(feature = "pyrga"),
            GameId::ShiftingChess => cfg!(feature = "shifting-chess"),
        }
    }

    /// Whether this build holds every game (the whole app, the CLI and the tests).
    pub const ALL_BUILT: bool = cfg!(all(
        feature = "chirality",
        feature = "chiron",
        feature = "pyrga",
        feature = "shifting-chess"
    ));

    /// Looks up a game by id.
    ///
    /// # Errors
    /// A message listing the known ids.
    pub fn parse(text: &str) -> Result<GameId, SetupError> {
        GameId::ALL
            .into_iter()
            .find(|g| g.as_str() == text)
            .ok_or_else(|| BadOption::UnknownGame(text.to_string()).into())
    }
}

/// Declares [`GameId::ALL`], [`AnyGame`] and [`AnyMove`] and their dispatch from one list
/// of the engines, in menu order: `Variant(GameId, state type, move type)`. The matches it
/// generates over [`GameId`] have no catch-all arm, so a [`GameId`] variant left out of the
/// list (or a line whose id has no variant) does not compile; README.md ("Adding a game")
/// lists the other places the compiler then points to.
macro_rules! any_game {
    ($($variant:ident($id:ident, $state:ty, $mv:ty)),+ $(,)?) => {
        impl GameId {
            /// Every game, in menu order.
            pub const ALL: [GameId; [$(GameId::$id),+].len()] = [$(GameId::$id),+];
        }

        /// A state of any game. (Variants differ in size; states are few and short-lived
        /// outside search, which uses the concrete types, so they are not boxed.)
        #[allow(clippy::large_enum_variant)]
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub enum AnyGame {
            $(
                #[doc = concat!("A ", stringify!($variant), " game.")]
                $variant($state),
            )+
        }

        /// A move of any game.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum AnyMove {
            $(
                #[doc = concat!("A ", stringify!($variant), " move.")]
                $variant($mv),
            )+
        }

        $(
            impl InAnyGame for $state {
                fn from_any(game: &AnyGame) -> Option<&Self> {
                    match game {
                        AnyGame::$variant(g) => Some(g),
                        _ => None,
                    }
                }
            }

            impl From<$mv> for AnyMove {
                fn from(m: $mv) -> Self {
                    AnyMove::$variant(m)
                }
            }
        )+

        /// Forwards a call to the game inside.
        macro_rules! dispatch {
            ($self_:expr, $g:ident => $body:expr) => {
                match $self_ {
                    $(AnyGame::$variant($g) => {
                        // A build without the game never makes one, and drops its code here.
                        if !GameId::$id.built() {
                            unreachable!("a game this build does not hold");
                        }
                        $body
                    })+
                }
            };
        }

        /// Forwards a call that takes a move; a move of another game is refused.
        macro_rules! dispatch_move {
            ($self_:expr, $m_:expr, $g:ident, $m:ident => $body:expr, $mismatch:expr) => {
                match ($self_, $m_) {
                    $((AnyGame::$variant($g), AnyMove::$variant($m)) => {
                        if !GameId::$id.built() {
                            unreachable!("a game this build does not hold");
                        }
                        $body
                    })+
                    // A move of another game (not a game left out: the pairs are generated).
                    _ => $mismatch,
                }
            };
        }

        impl GameId {
            /// Whether this game can end in a draw ([`Game::HAS_DRAWS`]).
            pub fn has_draws(self) -> bool {
                match self {
                    $(GameId::$id => <$state as Game>::HAS_DRAWS,)+
                }
            }

            /// The options text `options` with `seed` for what chance draws from, where
            /// this game draws from one ([`GameOptions::reseeded`]: Shifting Chess's deck,
            /// Chirality's Setup C Gate); options that do not read are returned as they are.
            pub fn reseeded(self, options: &str, seed: u64) -> String {
                match self {
                    $(GameId::$id => reseed::<<$state as Game>::Options>(options, seed),)+
                }
            }
        }

        impl AnyGame {
            /// Which game this is.
            pub fn id(&self) -> GameId {
                match self {
                    $(AnyGame::$variant(_) => GameId::$id,)+
                }
            }

            /// A new game from options text.
            ///
            /// # Errors
            /// Unknown or bad options.
            pub fn new_game(id: GameId, options: &str) -> Result<AnyGame, SetupError> {
                let map = OptionMap::parse(options)?;
                match id {
                    _ if !id.built() => Err(SetupError::NotBuilt(id)),
                    $(GameId::$id => Ok(AnyGame::$variant(<$state>::new_game(&GameOptions::from_map(&map)?))),)+
                }
            }

            /// A game from a position in that game's notation.
            ///
            /// # Errors
            /// The position's [`SetupError`].
            pub fn from_position(id: GameId, text: &str) -> Result<AnyGame, SetupError> {
                match id {
                    _ if !id.built() => Err(SetupError::NotBuilt(id)),
                    $(GameId::$id => Ok(AnyGame::$variant(<$state>::from_position(text)?)),)+
                }
            }

            /// The legal moves (chance outcomes at a chance turn).
            pub fn legal_moves(&self) -> Vec<AnyMove> {
                dispatch!(self, g => g.legal_move_list().into_iter().map(AnyMove::from).collect())
            }

            /// The outcome of a chance turn in real play (seeded decks decide it).
            pub fn resolve_chance(&self, rng: &mut Rng) -> AnyMove {
                dispatch!(self, g => AnyMove::from(g.resolve_chance(rng)))
            }
        }
    };
}

any_game! {
    Chirality(Chirality, Chirality, ChiralityMove),
    Chiron(Chiron, Chiron, ChironMove),
    Pyrga(Pyrga, Pyrga, PyrgaMove),
    ShiftingChess(ShiftingChess, ShiftingChess, ShiftingMove),
}

/// `options` read as `O`, reseeded with `seed` and written back; as they are if they do
/// not read.
fn reseed<O: GameOptions>(options: &str, seed: u64) -> String {
    match OptionMap::parse(options).and_then(|map| O::from_map(&map)) {
        Ok(read) => read.reseeded(seed).to_map().to_string(),
        Err(_) => options.to_string(),
    }
}

/// A game type that [`AnyGame`] can hold.
pub trait InAnyGame: Game {
    /// The game inside, if `game` holds this kind.
    fn from_any(game: &AnyGame) -> Option<&Self>;
}

/// The seat names of the two-sided games (Chiron, Pyrga, Shifting Chess), by seat.
pub const SIDE_NAMES: [&str; 2] = ["White", "Black"];

/// Chirality's seat names, after the Okabe–Ito colours its pieces wear.
pub const CHIRALITY_SEATS: [&str; 6] = ["Blue", "Vermillion", "Green", "Purple", "Orange", "Sky"];

/// The trait's methods, dispatched at runtime. Moves of another game are refused.
impl AnyGame {
    /// This game, checked to be one this build holds ([`GameId::built`]): in a one-game
    /// build, a `match` on it lets the compiler drop the other games' arms and their code.
    #[inline(always)]
    pub fn in_build(&self) -> &AnyGame {
        if !self.id().built() {
            unreachable!("a game this build does not hold");
        }
        self
    }
    /// The options as text.
    pub fn options_text(&self) -> String {
        dispatch!(self, g => g.options().to_map().to_string())
    }
    /// Whether chance deals cards in this game ([`GameOptions::deals_cards`]).
    pub fn deals_cards(&self) -> bool {
        dispatch!(self, g => g.options().deals_cards())
    }
    /// The number of seats.
    pub fn num_players(&self) -> usize {
        dispatch!(self, g => g.num_players())
    }
    /// Who acts next.
    pub fn turn(&self) -> Turn {
        dispatch!(self, g => g.turn())
    }
    /// Plays a move after checking it.
    ///
    /// # Errors
    /// The reason, leaving the game unchanged.
    pub fn play(&mut self, m: AnyMove) -> Result<(), MoveError> {
        dispatch_move!(self, m, g, m => play_checked(g, m), Err(MoveError::WrongGame))
    }
    /// The result, once over.
    pub fn outcome(&self) -> Option<Outcome> {
        dispatch!(self, g => g.outcome())
    }
    /// What the player to move is asked to do ("to move", "to apply the slide card").
    pub fn turn_prompt(&self) -> Prompt {
        dispatch!(self, g => g.turn_prompt())
    }
    /// Whether a move captures (false for a move of another game).
    pub fn is_capture(&self, m: AnyMove) -> bool {
        dispatch_move!(self, m, g, m => g.is_capture(m), false)
    }
    /// A move's notation (`?` for a move of another game).
    pub fn move_notation(&self, m: AnyMove) -> String {
        dispatch_move!(self, m, g, m => g.move_notation(m), "?".into())
    }
    /// A move as players read it in a move list (`?` for a move of another game).
    pub fn move_display(&self, m: AnyMove) -> String {
        dispatch_move!(self, m, g, m => g.move_display(m), "?".into())
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
        self.id().seat_name(seat)
    }
    /// The position notation.
    pub fn to_position(&self) -> String {
        dispatch!(self, g => g.to_position())
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
