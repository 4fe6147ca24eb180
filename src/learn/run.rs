//! One lesson being played, as a state machine the Learn page draws: the board's game (a
//! [`History`] from the lesson's position, the one copy of it), the learner's moves, each
//! answered with a [`Verdict`] (the goal met, the opponent's replies played, or the reason
//! the move is wrong), what the page says, and Retry. Pure, like
//! [`crate::puzzles::run::PuzzleRun`].
//!
//! A verdict may take a search (whether the goal can still be reached, the opponent's
//! reply): the page asks the AI worker ([`LessonRun::ask`], the worker's [`verdict_after`],
//! then [`LessonRun::answer`]), so its own thread never waits; [`LessonRun::try_move`] does
//! all three at once, for the worker and the tests.

use super::play::{keeps_goal, step, Step};
use super::{Course, Happened, Lesson};
use crate::ai::AiFailure;
use crate::engine::{AnyGame, AnyMove, GameId, InAnyGame, MoveError, SetupError, Turn};
use crate::persist::history::History;
use crate::persist::{GameRecord, PersistError};
use serde::{Deserialize, Serialize};

/// What the app is told after a learner's move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Verdict {
    /// The goal is met (the page says the lesson's `why`).
    Done,
    /// A good move, the goal not met yet: the replies to play on the board (the opponent's
    /// moves and chance outcomes, in notation, each read in the position it is played in),
    /// then the learner moves again.
    Continue(Vec<String>),
    /// Not accepted (the board is left as it was): why.
    Wrong(Wrong),
}

/// Why a learner's move was not accepted.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Wrong {
    /// It misses the goal: what it did (the page then says the lesson's `wrong`).
    Missed(Vec<Happened>),
    /// The engine refuses it.
    Refused(MoveError),
    /// The lesson is over (Retry plays it again).
    Over,
    /// A move the lesson accepted earlier (in notation) does not replay: the page and the
    /// worker disagree about the lesson.
    EarlierMove(String),
    /// The lesson cannot be played here.
    Unplayable,
    /// The move could not be judged, and why.
    Unjudged(AiFailure),
}

/// What the page says after the learner's last move.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// The goal is met (the lesson's `why`).
    Right,
    /// The move was refused: why.
    Wrong(Wrong),
    /// A good move; the lesson goes on.
    Going {
        /// Whether the opponent replied (else only a card was drawn).
        replied: bool,
        /// Learner moves left.
        left: usize,
    },
}

/// A lesson in progress.
#[derive(Clone, Debug)]
pub struct LessonRun {
    game: GameId,
    index: usize,
    start: AnyGame,
    history: History,
    left: usize,
    opponent_replied: bool,
    said: Option<Said>,
    /// The learner's moves the lesson accepted, in notation.
    accepted: Vec<String>,
    /// The learner's move being judged.
    asked: Option<AnyMove>,
}

/// A learner's move to judge, as the worker takes it: the moves accepted before it and the
/// move, in notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The learner's moves accepted before it.
    pub before: Vec<String>,
    /// The move.
    pub m: String,
}

/// Why a lesson cannot start (`rosette lessons --check` catches the last two).
#[derive(Clone, Debug, PartialEq)]
pub enum Unplayable {
    /// The game is not in this build.
    NotBuilt,
    /// The game has no lesson of that id.
    NoSuchLesson,
    /// The lesson's position does not read.
    Position(SetupError),
    /// The lesson's position does not start a game.
    Start(PersistError),
}

/// The board's game at the lesson's start.
fn start_history(game: GameId, start: &AnyGame) -> Result<History, Unplayable> {
    let mut record = GameRecord::new(game, "", "lesson".into(), 0.0);
    record.start = Some(start.to_position());
    History::from_record(record).map_err(Unplayable::Start)
}

impl LessonRun {
    /// Starts lesson `id` of `game`.
    ///
    /// # Errors
    /// Why the lesson cannot start.
    pub fn new(game: GameId, id: &str) -> Result<LessonRun, Unplayable> {
        if !game.built() {
            return Err(Unplayable::NotBuilt);
        }
        let found = crate::with_game!(game, G, _E => G::lessons()
            .iter()
            .position(|l| l.id == id)
            .map(|i| (i, G::lessons()[i].position, G::lessons()[i].moves)));
        let (index, position, left) = found.ok_or(Unplayable::NoSuchLesson)?;
        let start = AnyGame::from_position(game, position).map_err(Unplayable::Position)?;
        Ok(LessonRun {
            game,
            index,
            history: start_history(game, &start)?,
            start,
            left,
            opponent_replied: false,
            said: None,
            accepted: Vec::new(),
            asked: None,
        })
    }

    /// Back to the lesson's start, with nothing said.
    pub fn retry(&mut self) {
        let left = crate::with_game!(self.game, G, _E => G::lessons()[self.index].moves);
        if let Ok(history) = start_history(self.game, &self.start) {
            self.history = history;
            self.left = left;
            self.opponent_replied = false;
            self.said = None;
            self.accepted.clear();
            self.asked = None;
        }
    }

    /// The board's game.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// What the page says after the last move.
    pub fn said(&self) -> Option<&Said> {
        self.said.as_ref()
    }

    /// Whether a move is being judged (the board takes no move meanwhile).
    pub fn judging(&self) -> bool {
        self.asked.is_some()
    }

    /// Whether the goal is met (the board then takes no more moves).
    pub fn solved(&self) -> bool {
        matches!(self.said, Some(Said::Right))
    }

    /// The lesson's position in the game's notation (what the board starts from).
    pub fn position(&self) -> String {
        self.start.to_position()
    }

    /// The position now.
    pub fn now(&self) -> &AnyGame {
        self.history.current()
    }

    /// The lesson's place in its game's list, from 0.
    pub fn index(&self) -> usize {
        self.index
    }

    /// Learner moves left.
    pub fn moves_left(&self) -> usize {
        self.left
    }

    /// Plays the learner's move `m` if it keeps the goal reachable, then the replies; else
    /// leaves the position unchanged and says why. The verdict is also what the page says.
    pub fn try_move(&mut self, m: AnyMove) -> Verdict {
        let verdict = self.judge(m);
        self.asked = Some(m);
        self.answer(verdict)
    }

    /// The question that judges the learner's move `m`, the board unchanged meanwhile;
    /// `None` while another move is being judged. The answer goes to [`LessonRun::answer`].
    pub fn ask(&mut self, m: AnyMove) -> Option<Question> {
        if self.asked.is_some() {
            return None;
        }
        self.asked = Some(m);
        Some(Question {
            before: self.accepted.clone(),
            m: self.now().move_notation(m),
        })
    }

    /// The move could not be judged (the worker failed): the board takes moves again, and
    /// the page says `why`.
    pub fn unasked(&mut self, why: AiFailure) {
        self.asked = None;
        self.said = Some(Said::Wrong(Wrong::Unjudged(why)));
    }

    /// The verdict on the move asked about: plays it and the replies when it is good, and
    /// says what the verdict says. Ignored (and returned as it came) when no move was asked
    /// about.
    pub fn answer(&mut self, verdict: Verdict) -> Verdict {
        let Some(m) = self.asked.take() else {
            return verdict;
        };
        let text = self.now().move_notation(m);
        let verdict = match verdict {
            Verdict::Done => match self.history.play(m, 0.0) {
                Ok(()) => {
                    self.left = 0;
                    Verdict::Done
                }
                Err(e) => Verdict::Wrong(Wrong::Refused(e)),
            },
            Verdict::Continue(replies) => match self.history.play(m, 0.0) {
                Ok(()) => {
                    self.accepted.push(text);
                    self.opponent_replied = false;
                    for r in &replies {
                        self.opponent_replied |= matches!(self.now().turn(), Turn::Player(_));
                        if self.history.play_text(r, 0.0).is_err() {
                            break;
                        }
                    }
                    self.left -= 1;
                    Verdict::Continue(replies)
                }
                Err(e) => Verdict::Wrong(Wrong::Refused(e)),
            },
            wrong => wrong,
        };
        self.said = Some(match &verdict {
            Verdict::Done => Said::Right,
            Verdict::Continue(_) => Said::Going {
                replied: self.opponent_replied,
                left: self.left,
            },
            Verdict::Wrong(why) => Said::Wrong(why.clone()),
        });
        verdict
    }

    /// The verdict on `m` here, nothing played.
    fn judge(&self, m: AnyMove) -> Verdict {
        if self.left == 0 {
            return Verdict::Wrong(Wrong::Over);
        }
        crate::with_game!(self.game, G, _E => {
            let lesson = &G::lessons()[self.index];
            judge::<G>(lesson, &self.start, self.now(), m, self.left)
        })
    }
}

/// The verdict on the learner's move `m` (notation) in lesson `lesson` of `game`, after
/// the moves `before` it accepted: what the worker answers to a [`Question`]. The lesson is
/// replayed from its start, so the answer depends on nothing but the question.
pub fn verdict_after(game: GameId, lesson: &str, before: &[String], m: &str) -> Verdict {
    let Ok(mut run) = LessonRun::new(game, lesson) else {
        return Verdict::Wrong(Wrong::Unplayable);
    };
    for text in before {
        let replayed = run
            .now()
            .parse_move(text)
            .map(|earlier| run.try_move(earlier));
        if !matches!(replayed, Ok(Verdict::Continue(_))) {
            return Verdict::Wrong(Wrong::EarlierMove(text.clone()));
        }
    }
    match run.now().parse_move(m) {
        Ok(m) => run.judge(m),
        Err(e) => Verdict::Wrong(Wrong::Refused(e)),
    }
}

/// The verdict on move `m` in `now` (states of game `G`, held as [`AnyGame`]s).
fn judge<G: Course + InAnyGame>(
    lesson: &Lesson<G>,
    start: &AnyGame,
    now: &AnyGame,
    m: AnyMove,
    left: usize,
) -> Verdict
where
    AnyMove: From<G::Move>,
{
    let any_now = now;
    let (Some(start), Some(now)) = (G::from_any(start), G::from_any(now)) else {
        return Verdict::Wrong(Wrong::Unplayable);
    };
    let Some(m) = now
        .legal_move_list()
        .into_iter()
        .find(|&x| AnyMove::from(x) == m)
    else {
        // Not in the legal list: the engine's own refusal says why.
        return Verdict::Wrong(match any_now.clone().play(m) {
            Err(e) => Wrong::Refused(e),
            // Played, yet not in the legal list: the engine disagrees with itself.
            Ok(()) => Wrong::Unplayable,
        });
    };
    if !keeps_goal(lesson, start, now, m, left) {
        return Verdict::Wrong(missed(lesson, start, now, m, left));
    }
    match step(lesson, start, now, m, left) {
        Step::Met => Verdict::Done,
        Step::Next(_, replies) => {
            let mut after = now.clone();
            after.play_unchecked(m);
            let texts = replies
                .into_iter()
                .map(|r| {
                    let text = after.move_notation(r);
                    after.play_unchecked(r);
                    text
                })
                .collect();
            Verdict::Continue(texts)
        }
        Step::Failed => Verdict::Wrong(missed(lesson, start, now, m, left)),
    }
}

/// What move `m`, which misses the goal, did, where the engine can say (the page then
/// says the rule it missed).
fn missed<G: Course>(lesson: &Lesson<G>, start: &G, now: &G, m: G::Move, left: usize) -> Wrong {
    let capture_matters = now
        .legal_move_list()
        .into_iter()
        .any(|x| now.is_capture(x) && keeps_goal(lesson, start, now, x, left));
    Wrong::Missed(now.happened(m, capture_matters))
}
