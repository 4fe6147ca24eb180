//! Lessons: one short exercise per rule, played on the real board (issue 24 §1).
//!
//! A [`Lesson`] is data: a position in the game's own notation (the learner is the player
//! to move) and a [`Goal`] that the engine decides. Its words (title, what it teaches, the
//! task, why the goal was met, the rule a wrong move missed) are in the game's lesson
//! catalogue, `public/i18n/<lang>/learn/<game>.ftl`, under `<lesson id>-<part>`
//! ([`LessonText`]); English is built in ([`Course::ENGLISH`]). Between the learner's
//! moves the opponent replies with the AI at a fixed small level and seed ([`Course::reply`]),
//! so a lesson plays the same way every time. A move is accepted exactly when the goal can
//! still be reached within the lesson's moves ([`play::keeps_goal`]); [`check`] verifies every
//! lesson of a game natively, and [`run::LessonRun`] runs one lesson for the app.
//!
//! Pure: no web dependency. The lessons themselves are in one module per game.

pub mod check;
pub mod chirality;
pub mod chiron;
pub mod happened;
pub mod play;
pub mod problem;
pub mod progress;
pub mod pyrga;
pub mod run;
pub mod shifting_chess;

pub use happened::Happened;

use crate::ai::eval::Evaluated;
use crate::ai::{choose_move, Budget, Level};
use crate::engine::chirality::Chirality;
use crate::engine::chiron::Chiron;
use crate::engine::pyrga::Pyrga;
use crate::engine::shifting_chess::ShiftingChess;
use crate::engine::{AnyGame, Game, GameId, InAnyGame, Player};

/// One lesson of game `G`. The page shows what it teaches, then the task; after a move
/// that misses the goal, what the move did and which rule it missed (its words:
/// [`LessonText`]).
pub struct Lesson<G: Game> {
    /// Kebab-case, unique within the game; used in links (`#/learn/<game>/<id>`) and saved
    /// progress.
    pub id: &'static str,
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

/// One of a lesson's words in its game's lesson catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonText {
    /// A short title.
    Title,
    /// What the lesson teaches, shown before the task: every rule and word the task needs
    /// that an earlier lesson has not taught.
    Teach,
    /// The task, in one or two sentences.
    Task,
    /// Shown when the goal is met: why it worked.
    Why,
    /// Shown after a move that misses the goal (after what the move did): the rule it
    /// missed, without giving the answer away.
    Wrong,
}

impl LessonText {
    /// Every part, in the catalogues' order.
    pub const ALL: [LessonText; 5] = [
        LessonText::Title,
        LessonText::Teach,
        LessonText::Task,
        LessonText::Why,
        LessonText::Wrong,
    ];

    /// The part's name, as the catalogues' ids end.
    pub fn name(self) -> &'static str {
        match self {
            LessonText::Title => "title",
            LessonText::Teach => "teach",
            LessonText::Task => "task",
            LessonText::Why => "why",
            LessonText::Wrong => "wrong",
        }
    }

    /// The id of lesson `lesson`'s text in its game's lesson catalogue: `cylinder-keeps-title`.
    pub fn id(self, lesson: &str) -> String {
        format!("{lesson}-{}", self.name())
    }
}

/// A lesson, the same for every game (for the app's lesson list): its id and how many
/// learner moves it takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct About {
    /// The lesson's id.
    pub id: &'static str,
    /// How many learner moves it takes.
    pub moves: usize,
}

impl<G: Game> Lesson<G> {
    /// The lesson's id and length.
    pub fn about(&self) -> About {
        About {
            id: self.id,
            moves: self.moves,
        }
    }
}

/// A game with lessons: the lessons, the opponent's replies, and what a move did in words.
pub trait Course: Game + InAnyGame + Evaluated {
    /// The lessons, in teaching order.
    fn lessons() -> Vec<Lesson<Self>>;

    /// The lessons' words in English (`public/i18n/en/learn/<game>.ftl`).
    const ENGLISH: &'static str;

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

    /// What move `m` (legal here) did, where the engine can say; the page says it before
    /// the lesson's `wrong` after a move that misses the goal. `capture_matters`: some move
    /// that meets the goal captures, so "it captured nothing" is worth saying.
    fn happened(&self, _m: Self::Move, _capture_matters: bool) -> Vec<Happened> {
        Vec::new()
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
    const ENGLISH: &'static str = include_str!("../../public/i18n/en/learn/pyrga.ftl");
    fn happened(&self, m: Self::Move, _capture_matters: bool) -> Vec<Happened> {
        pyrga::happened(self, m)
    }
}

impl Course for Chirality {
    fn lessons() -> Vec<Lesson<Self>> {
        chirality::lessons()
    }
    const ENGLISH: &'static str = include_str!("../../public/i18n/en/learn/chirality.ftl");
    fn happened(&self, m: Self::Move, capture_matters: bool) -> Vec<Happened> {
        chirality::happened(self, m, capture_matters)
    }
}

impl Course for Chiron {
    fn lessons() -> Vec<Lesson<Self>> {
        chiron::lessons()
    }
    const ENGLISH: &'static str = include_str!("../../public/i18n/en/learn/chiron.ftl");
    fn happened(&self, m: Self::Move, capture_matters: bool) -> Vec<Happened> {
        chiron::happened(self, m, capture_matters)
    }
}

impl Course for ShiftingChess {
    fn lessons() -> Vec<Lesson<Self>> {
        shifting_chess::lessons()
    }
    const ENGLISH: &'static str = include_str!("../../public/i18n/en/learn/shifting-chess.ftl");
    fn happened(&self, m: Self::Move, capture_matters: bool) -> Vec<Happened> {
        shifting_chess::happened(self, m, capture_matters)
    }
    fn hidden(&self) -> Vec<Hidden> {
        shifting_chess::hidden(self)
    }
}

/// A game's lessons, in order (empty in a build without the game).
pub fn abouts(game: GameId) -> Vec<About> {
    if !game.built() {
        return Vec::new();
    }
    crate::with_game!(game, G, _E => G::lessons().iter().map(Lesson::about).collect())
}

/// A game's lesson words in English ([`Course::ENGLISH`]; empty in a build without the
/// game), for the CLI and the checks: the web app's learn pages fetch them
/// (`i18n/en/learn/<game>.ftl`), so the wasm need not hold them.
pub fn english_texts(game: GameId) -> &'static str {
    if !game.built() {
        return "";
    }
    crate::with_game!(game, G, _E => G::ENGLISH)
}
