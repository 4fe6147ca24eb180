//! The [`Game`] implementation for Chirality: the state (`state.rs`) tied to its setups
//! (`setup.rs`) and its notation (`notation.rs`), which both build on the state.

use super::options::ChiralityOptions;
use super::state::{Chirality, ChiralityMove, Ending};
use super::{notation, setup};
use crate::engine::{Game, Outcome, Player, Reason, Rng, SetupError, Turn};

impl Chirality {
    /// A new game, or the reason the options do not make one.
    ///
    /// # Errors
    /// [`SetupError::BadOption`] for options that [`ChiralityOptions::validate`] rejects.
    pub fn try_new(options: &ChiralityOptions) -> Result<Chirality, SetupError> {
        options.validate()?;
        setup::start(options)
    }
}

impl Game for Chirality {
    type Move = ChiralityMove;
    type Options = ChiralityOptions;
    const ID: &'static str = "chirality";
    const HAS_DRAWS: bool = false;
    /// No repetition rule: pieces can shuffle back and forth for ever.
    const MAY_CYCLE: bool = true;

    /// The start position.
    ///
    /// # Panics
    /// Panics if the options are invalid ([`ChiralityOptions::validate`]); use
    /// [`Chirality::try_new`] for options from an untrusted source.
    fn new_game(options: &ChiralityOptions) -> Self {
        match Chirality::try_new(options) {
            Ok(game) => game,
            Err(_) => panic!("invalid Chirality options: {options:?}"),
        }
    }

    fn options(&self) -> ChiralityOptions {
        self.options
    }

    fn num_players(&self) -> usize {
        self.players()
    }

    fn turn(&self) -> Turn {
        if self.ending.is_some() {
            Turn::Over
        } else {
            Turn::Player(self.to_move)
        }
    }

    fn legal_moves(&self, out: &mut Vec<ChiralityMove>) {
        self.generate(out);
    }

    fn play_unchecked(&mut self, m: ChiralityMove) {
        self.apply(m, None);
    }

    /// True when any piece falls during the turn (in the active phase or the response).
    fn is_capture(&self, m: ChiralityMove) -> bool {
        let lost = |g: &Chirality| {
            (0..g.players() as Player)
                .map(|p| g.captured(p) as usize)
                .sum::<usize>()
        };
        let mut next = self.clone();
        next.play_unchecked(m);
        lost(&next) > lost(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        let n = self.players();
        self.ending.map(|e| match e {
            Ending::Throne(p) => Outcome::win(p, n, Reason::Throne(p)),
            Ending::LastStanding(p) => Outcome::win(p, n, Reason::LastLeft(p)),
            Ending::Shared(mask) => {
                let k = mask.count_ones() as f64;
                let scores = (0..n)
                    .map(|p| if mask >> p & 1 != 0 { 1.0 / k } else { 0.0 })
                    .collect();
                Outcome {
                    winners: Vec::new(),
                    scores,
                    reason: Reason::EliminatedTogether,
                }
            }
        })
    }

    /// Uniform over the legal moves like the default, but counts them per piece instead
    /// of listing them.
    fn random_move(&self, rng: &mut Rng, buffer: &mut Vec<ChiralityMove>) -> ChiralityMove {
        if self.placing || self.ending.is_some() {
            self.generate(buffer);
            return buffer[rng.below(buffer.len())];
        }
        self.random_action(rng)
    }

    fn move_notation(&self, m: ChiralityMove) -> String {
        notation::move_text(self.board(), m)
    }

    fn to_position(&self) -> String {
        notation::position_text(self)
    }

    fn from_position(text: &str) -> Result<Self, SetupError> {
        notation::parse_position(text)
    }
}
