//! Lessons: one short exercise per rule, played on the real board (issue 24 §1).
//!
//! A [`Lesson`] is data: a position in the game's own notation (the learner is the player
//! to move), a task in words, and a [`Goal`] that the engine decides. Between the learner's
//! moves the opponent replies with the AI at a fixed small level and seed ([`Course::reply`]),
//! so a lesson plays the same way every time. A move is accepted exactly when the goal can
//! still be reached within the lesson's moves ([`play::keeps_goal`]); [`check`] verifies every
//! lesson of a game natively, and [`run::LessonRun`] runs one lesson for the app.
//!
//! Pure: no web dependency. The lessons themselves are in one module per game.

pub mod check;
pub mod chirality;
pub mod chiron;
pub mod play;
pub mod progress;
pub mod pyrga;
pub mod run;
pub mod shifting_chess;

use crate::ai::eval::Evaluated;
use crate::ai::{choose_move, Budget, Level};
use crate::engine::chirality::Chirality;
use crate::engine::chiron::Chiron;
use crate::engine::pyrga::Pyrga;
use crate::engine::shifting_chess::ShiftingChess;
use crate::engine::{AnyGame, Game, GameId, InAnyGame, Player};

/// One lesson of game `G`. The page shows what it teaches, then the task; after a move
/// that misses the goal, what the move did and which rule it missed.
pub struct Lesson<G: Game> {
    /// Kebab-case, unique within the game; used in links (`#/learn/<game>/<id>`) and saved
    /// progress.
    pub id: &'static str,
    /// A short title.
    pub title: &'static str,
    /// What the lesson teaches, shown before the task: every rule and word the task needs
    /// that an earlier lesson has not taught.
    pub teach: &'static str,
    /// The task, in one or two sentences.
    pub task: &'static str,
    /// Shown when the goal is met: why it worked.
    pub why: &'static str,
    /// Shown after a move that misses the goal (after what the move did): the rule it
    /// missed, without giving the answer away.
    pub wrong: &'static str,
    /// The ids of the rule clauses it teaches (`docs/rules/<game>.md`, `crate::docs::clauses`).
    pub clauses: &'static [&'static str],
    /// The start, in the game's position notation, with the learner to move.
    pub position: &'static str,
    /// What the learner must achieve, decided by the engine.
    pub goal: Goal<G>,
    /// How many of the learner's moves the goal may take (usually 1).
    pub moves: usize,
}

/// What a lesson asks for.
pub enum Goal<G: Game> {
    /// One of these moves, in move notation (the learner's last move).
    Moves(&'static [&'static str]),
    /// The learner wins the game (the engine's outcome).
    Win,
    /// A test on (the lesson's start, the position after the learner's move), written with
    /// the engine's own queries.
    Reach(fn(&G, &G) -> bool),
}

/// A lesson's texts, the same for every game (for the app's lesson list).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct About {
    /// The lesson's id.
    pub id: &'static str,
    /// Its title.
    pub title: &'static str,
    /// What it teaches, shown before the task.
    pub teach: &'static str,
    /// Its task.
    pub task: &'static str,
    /// How many learner moves it takes.
    pub moves: usize,
}

impl<G: Game> Lesson<G> {
    /// The lesson's texts.
    pub fn about(&self) -> About {
        About {
            id: self.id,
            title: self.title,
            teach: self.teach,
            task: self.task,
            moves: self.moves,
        }
    }
}

/// A game with lessons: the lessons, the opponent's replies, and what a move did in words.
pub trait Course: Game + InAnyGame + Evaluated {
    /// The lessons, in teaching order.
    fn lessons() -> Vec<Lesson<Self>>;

    /// The opponent's reply in a lesson (a player other than the learner is to move):
    /// the AI at [`Level::Easy`] with the game's evaluator and a fixed seed, so that it
    /// never changes.
    fn reply(&self) -> Option<Self::Move> {
        let id = GameId::parse(Self::ID).ok()?;
        let strategy = Level::Easy.strategy(id);
        let evaluator = Self::Evaluator::default();
        choose_move(
            self,
            strategy,
            &evaluator,
            REPLY_SEED,
            &Budget::nodes(u64::MAX),
        )
        .map(|r| r.best)
    }

    /// What move `m` (legal here) did, in words, where the engine can say; shown before
    /// the lesson's `wrong` after a move that misses the goal. `capture_matters`: some move
    /// that meets the goal captures, so "it captured nothing" is worth saying.
    fn happened(&self, _m: Self::Move, _capture_matters: bool) -> Option<String> {
        None
    }

    /// What the position holds that the board does not draw and a player needs.
    fn hidden(&self) -> Vec<Hidden> {
        Vec::new()
    }
}

/// What a position holds that the board does not draw, which a lesson's player needs; the
/// lesson page shows it beside the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hidden {
    /// Ordinary moves since the last capture or pawn move (the fifty-move rule), when
    /// there are any.
    QuietMoves(u32),
    /// The pawns, rooks and kings that have moved by their own move (so a pawn may not
    /// double-step, a king or rook not castle): owner, kind and square name.
    Moved(Vec<(Player, Mover, String)>),
}

/// A kind of piece whose own moves are remembered (see [`Hidden::Moved`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// A pawn: once moved, no double step.
    Pawn,
    /// A rook: once moved, no castling with it.
    Rook,
    /// A king: once moved, no castling.
    King,
}

/// What `game` holds that its board does not draw (nothing in a build without the game).
pub fn hidden(game: &AnyGame) -> Vec<Hidden> {
    if !game.id().built() {
        return Vec::new();
    }
    crate::with_game!(game.id(), G, _E => G::from_any(game).map(Course::hidden).unwrap_or_default())
}

/// The seed of every opponent reply.
const REPLY_SEED: u64 = 24;

impl Course for Pyrga {
    fn lessons() -> Vec<Lesson<Self>> {
        pyrga::lessons()
    }
    fn happened(&self, m: Self::Move, _capture_matters: bool) -> Option<String> {
        Some(pyrga::happened(self, m))
    }
}

impl Course for Chirality {
    fn lessons() -> Vec<Lesson<Self>> {
        chirality::lessons()
    }
    fn happened(&self, m: Self::Move, capture_matters: bool) -> Option<String> {
        Some(chirality::happened(self, m, capture_matters))
    }
}

impl Course for Chiron {
    fn lessons() -> Vec<Lesson<Self>> {
        chiron::lessons()
    }
    fn happened(&self, m: Self::Move, capture_matters: bool) -> Option<String> {
        Some(chiron::happened(self, m, capture_matters))
    }
}

impl Course for ShiftingChess {
    fn lessons() -> Vec<Lesson<Self>> {
        shifting_chess::lessons()
    }
    fn happened(&self, m: Self::Move, capture_matters: bool) -> Option<String> {
        Some(shifting_chess::happened(self, m, capture_matters))
    }
    fn hidden(&self) -> Vec<Hidden> {
        shifting_chess::hidden(self)
    }
}

/// The texts of a game's lessons, in order (empty in a build without the game).
pub fn abouts(game: GameId) -> Vec<About> {
    if !game.built() {
        return Vec::new();
    }
    crate::with_game!(game, G, _E => G::lessons().iter().map(Lesson::about).collect())
}
