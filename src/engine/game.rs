//! The one trait every game implements, modelled on OpenSpiel's `State` and shakmaty's
//! `Position`: whose turn it is (a player, chance, or over), legal moves, play, outcome,
//! chance outcomes, and text notations for moves, positions and options.

use super::{MoveError, OptionMap, Rng, SetupError};
use std::fmt::Debug;
use std::hash::Hash;

/// A seat at the table, numbered from 0 in turn order (player 1 is `0`).
pub type Player = u8;

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// This player chooses a move.
    Player(Player),
    /// A chance event (a card draw): its moves come from [`Game::chance_outcomes`].
    Chance,
    /// The game has ended; see [`Game::outcome`].
    Over,
}

use super::{Prompt, Reason};

/// How a finished game ended, for any number of players.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// The winners (one, or several sharing a win); empty for a draw.
    pub winners: Vec<Player>,
    /// Each player's score: 1 for a win, 0 for a loss, `1/n` shared in a draw of n.
    pub scores: Vec<f64>,
    /// Why the game ended and, where a tie-break decided it, which one.
    pub reason: Reason,
}

impl Outcome {
    /// `winner` wins among `players`.
    pub fn win(winner: Player, players: usize, reason: Reason) -> Self {
        let mut scores = vec![0.0; players];
        scores[winner as usize] = 1.0;
        Outcome {
            winners: vec![winner],
            scores,
            reason,
        }
    }

    /// Nobody wins: the score is shared.
    pub fn draw(players: usize, reason: Reason) -> Self {
        Outcome {
            winners: Vec::new(),
            scores: vec![1.0 / players as f64; players],
            reason,
        }
    }

    /// `player` resigned among `players`: the others win, sharing the win when there are
    /// several (a ruling of ours: a resignation ends the game for everyone).
    pub fn resignation(player: Player, players: usize, reason: Reason) -> Self {
        let winners: Vec<Player> = (0..players as Player).filter(|&p| p != player).collect();
        let share = 1.0 / winners.len().max(1) as f64;
        let scores = (0..players as Player)
            .map(|p| if p == player { 0.0 } else { share })
            .collect();
        Outcome {
            winners,
            scores,
            reason,
        }
    }

    /// Whether nobody won.
    pub fn is_draw(&self) -> bool {
        self.winners.is_empty()
    }
}

/// Options that choose a game's variant (board, setup, players, seed…), written as an
/// [`OptionMap`] so that saves, links and the CLI share one text form.
pub trait GameOptions: Clone + Default + Debug + PartialEq + Send + 'static {
    /// The option names this game accepts (so the CLI can route `--name value` flags).
    const KEYS: &'static [&'static str];

    /// Reads options, rejecting unknown names and bad values.
    ///
    /// # Errors
    /// [`SetupError::BadOption`] with the reason.
    fn from_map(map: &OptionMap) -> Result<Self, SetupError>;

    /// The options as text; the default options give the empty map.
    fn to_map(&self) -> OptionMap;

    /// Whether chance deals cards in a game with these options (none but Shifting
    /// Chess's with its cards on).
    fn deals_cards(&self) -> bool {
        false
    }

    /// These options with `seed` for what chance draws from, where they use one (a deck's
    /// order, a first-turn Gate); by default there is nothing to seed.
    fn reseeded(&self, _seed: u64) -> Self {
        self.clone()
    }
}

/// One game's rules. The state is plain data; search clones it freely.
///
/// ```
/// use rosette::engine::{Game, Turn, pyrga::Pyrga};
/// let game = Pyrga::new_game(&Default::default());
/// assert_eq!(game.turn(), Turn::Player(0));
/// let first = game.parse_move("Sb2").unwrap();
/// let game = game.play(first).unwrap();
/// assert_eq!(game.turn(), Turn::Player(1));
/// ```
pub trait Game: Clone + Eq + Hash + Debug + Send + 'static {
    /// A move (or a chance outcome): small and `Copy`.
    type Move: Copy + Eq + Hash + Debug + Send + 'static;
    /// The options a new game is made from.
    type Options: GameOptions;

    /// The game's id, as used by the CLI, saves and links (e.g. `"pyrga"`).
    const ID: &'static str;

    /// Whether a game can end in a draw (a result that no player wins); such games take
    /// draw offers in live play.
    const HAS_DRAWS: bool;

    /// Whether play can return to an earlier position with no rule that ends the game for
    /// it (no draw by repetition): the AI then steers clear of positions the game has
    /// already passed through, so that it makes progress instead of shuffling.
    const MAY_CYCLE: bool = false;

    /// The start position for these options.
    fn new_game(options: &Self::Options) -> Self;

    /// The options this game was made with (for positions read from text: the defaults,
    /// or whatever the position notation carries).
    fn options(&self) -> Self::Options;

    /// The number of seats (including players already eliminated).
    fn num_players(&self) -> usize;

    /// Who acts next.
    fn turn(&self) -> Turn;

    /// Clears `out` and fills it with the legal moves (at a chance turn: the possible
    /// outcomes). Empty exactly when the game is over.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// Plays a move already known to be legal (the fast path for search). An illegal move
    /// gives an unspecified but memory-safe state.
    fn play_unchecked(&mut self, m: Self::Move);

    /// The result once the game is over, else `None`.
    fn outcome(&self) -> Option<Outcome>;

    /// At a chance turn, each outcome with its probability (summing to 1); else empty.
    fn chance_outcomes(&self) -> Vec<(Self::Move, f64)> {
        Vec::new()
    }

    /// The outcome of a chance turn in real play. Games whose chance is fixed by a stored
    /// seed (a shuffled deck) override this; the AI never calls it.
    fn resolve_chance(&self, rng: &mut Rng) -> Self::Move {
        let outcomes = self.chance_outcomes();
        let i = rng.weighted(outcomes.iter().map(|(_, p)| *p));
        outcomes[i].0
    }

    /// A uniformly random legal move at a player's turn (`buffer` is scratch space). Games
    /// may override this with a faster equivalent; random playouts call it.
    ///
    /// # Panics
    /// Panics if there is no legal move.
    fn random_move(&self, rng: &mut Rng, buffer: &mut Vec<Self::Move>) -> Self::Move {
        self.legal_moves(buffer);
        buffer[rng.below(buffer.len())]
    }

    /// What the player to move is asked to do: to move, unless the game has turns of
    /// another kind (a card to apply).
    fn turn_prompt(&self) -> Prompt {
        Prompt::Move
    }

    /// Whether `m` (legal here) removes a piece from the board by capture, so that the app
    /// can answer it with its own sound. Games without captures keep the default.
    fn is_capture(&self, _m: Self::Move) -> bool {
        false
    }

    /// Plays [`Game::random_move`] (at a player's turn). Games may override this to reuse
    /// work done while choosing the move; random playouts call it.
    fn play_random(&mut self, rng: &mut Rng, buffer: &mut Vec<Self::Move>) {
        let m = self.random_move(rng, buffer);
        self.play_unchecked(m);
    }

    /// The move in this game's notation (unique among the legal moves of this position).
    fn move_notation(&self, m: Self::Move) -> String;

    /// The move as players read it in a move list (`m` legal here). Games whose notation
    /// differs from the usual way of writing moves override this (short chess notation);
    /// the notation stays the one that is read back.
    fn move_display(&self, m: Self::Move) -> String {
        self.move_notation(m)
    }

    /// The whole position as one line of text, readable by [`Game::from_position`].
    fn to_position(&self) -> String;

    /// Reads and validates a position.
    ///
    /// # Errors
    /// A [`SetupError`] saying what could not be read or which rule it breaks.
    fn from_position(text: &str) -> Result<Self, SetupError>;

    /// The legal moves as a new vector.
    fn legal_move_list(&self) -> Vec<Self::Move> {
        let mut out = Vec::new();
        self.legal_moves(&mut out);
        out
    }

    /// Why the illegal move `m` is refused, where the game can say more than that it is not
    /// legal (Shifting Chess: why a card cannot be used so).
    fn illegal_reason(&self, _m: Self::Move) -> Option<MoveError> {
        None
    }

    /// Whether `m` is legal here.
    fn is_legal(&self, m: Self::Move) -> bool {
        self.legal_move_list().contains(&m)
    }

    /// Plays a move after checking it.
    ///
    /// # Errors
    /// The unchanged state and the reason, if the move is illegal or the game is over.
    fn play(mut self, m: Self::Move) -> Result<Self, (Self, MoveError)> {
        if self.turn() == Turn::Over {
            return Err((self, MoveError::GameOver));
        }
        if !self.is_legal(m) {
            let why = self.illegal_reason(m).unwrap_or(MoveError::Illegal);
            return Err((self, why));
        }
        self.play_unchecked(m);
        Ok(self)
    }

    /// Finds the legal move whose notation is `text` (surrounding spaces ignored).
    ///
    /// # Errors
    /// [`MoveError::GameOver`] or [`MoveError::Unparsable`].
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError> {
        let text = text.trim();
        let moves = self.legal_move_list();
        if moves.is_empty() {
            return Err(MoveError::GameOver);
        }
        moves
            .into_iter()
            .find(|&m| self.move_notation(m) == text)
            .ok_or_else(|| MoveError::Unparsable(text.to_string()))
    }
}
