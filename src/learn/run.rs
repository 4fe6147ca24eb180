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
use super::{Course, Lesson};
use crate::engine::{AnyGame, AnyMove, GameId, InAnyGame, MoveError, Turn};
use crate::persist::history::History;
use crate::persist::GameRecord;
use serde::{Deserialize, Serialize};

/// What the app is told after a learner's move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Verdict {
    /// The goal is met: the lesson's `why`.
    Done(String),
    /// A good move, the goal not met yet: the replies to play on the board (the opponent's
    /// moves and chance outcomes, in notation, each read in the position it is played in),
    /// then the learner moves again.
    Continue(Vec<String>),
    /// Not accepted (the board is left as it was): why, in words.
    Wrong(String),
}

/// What the page says after the learner's last move.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// The goal is met: why it worked.
    Right(String),
    /// The move was refused: why.
    Wrong(String),
    /// A good move; the lesson goes on (who replied, how many moves are left).
    Going(String),
}

impl Said {
    /// The words said.
    pub fn text(&self) -> &str {
        match self {
            Said::Right(t) | Said::Wrong(t) | Said::Going(t) => t,
        }
    }
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

/// The board's game at the lesson's start.
fn start_history(game: GameId, start: &AnyGame) -> Result<History, String> {
    let mut record = GameRecord::new(game, "", "lesson".into(), 0.0);
    record.start = Some(start.to_position());
    History::from_record(record).map_err(|e| e.to_string())
}

impl LessonRun {
    /// Starts lesson `id` of `game`.
    ///
    /// # Errors
    /// No lesson has that id, or its position does not read (caught by the checker).
    pub fn new(game: GameId, id: &str) -> Result<LessonRun, String> {
        if !game.built() {
            return Err(format!("{} is not in this build", game.title()));
        }
        let found = crate::with_game!(game, G, _E => G::lessons()
            .iter()
            .position(|l| l.id == id)
            .map(|i| (i, G::lessons()[i].position, G::lessons()[i].moves)));
        let (index, position, left) =
            found.ok_or_else(|| format!("{} has no lesson '{id}'", game.title()))?;
        let start = AnyGame::from_position(game, position).map_err(|e| e.to_string())?;
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
        matches!(self.said, Some(Said::Right(_)))
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

    /// What the page says after a good move that does not yet meet the goal: who replied
    /// (the opponent, or only the deck's draw) and how many moves are left.
    pub fn going_on(&self) -> String {
        let left = self.left;
        let replied = if self.opponent_replied {
            "The opponent replied"
        } else {
            "A card was drawn"
        };
        let plural = if left == 1 { "" } else { "s" };
        format!("Good. {replied}; {left} more move{plural} to go.")
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
    pub fn unasked(&mut self, why: String) {
        self.asked = None;
        self.said = Some(Said::Wrong(why));
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
            Verdict::Done(why) => match self.history.play(m, 0.0) {
                Ok(()) => {
                    self.left = 0;
                    Verdict::Done(why)
                }
                Err(e) => Verdict::Wrong(format!("That move is not possible: {e}.")),
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
                Err(e) => Verdict::Wrong(format!("That move is not possible: {e}.")),
            },
            wrong => wrong,
        };
        self.said = Some(match &verdict {
            Verdict::Done(why) => Said::Right(why.clone()),
            Verdict::Continue(_) => Said::Going(self.going_on()),
            Verdict::Wrong(why) => Said::Wrong(why.clone()),
        });
        verdict
    }

    /// The verdict on `m` here, nothing played.
    fn judge(&self, m: AnyMove) -> Verdict {
        if self.left == 0 {
            return Verdict::Wrong("This lesson is over: press Retry to play it again.".into());
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
    let mut run = match LessonRun::new(game, lesson) {
        Ok(run) => run,
        Err(why) => return Verdict::Wrong(why),
    };
    for text in before {
        let replayed = match run.now().parse_move(text) {
            Ok(earlier) => run.try_move(earlier),
            Err(e) => Verdict::Wrong(e.to_string()),
        };
        if !matches!(replayed, Verdict::Continue(_)) {
            return Verdict::Wrong(format!("The lesson's earlier move {text} does not replay."));
        }
    }
    match run.now().parse_move(m) {
        Ok(m) => run.judge(m),
        Err(e) => Verdict::Wrong(format!("That move is not possible: {e}.")),
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
        return Verdict::Wrong("a position of another game".into());
    };
    let Some(m) = now
        .legal_move_list()
        .into_iter()
        .find(|&x| AnyMove::from(x) == m)
    else {
        // Not in the legal list: the engine's own refusal says why.
        let why = match any_now.clone().play(m) {
            Err(MoveError::Illegal(why)) => format!("That move is not legal here: {why}."),
            Err(other) => format!("That move is not possible: {other}."),
            Ok(()) => "That move is not legal here.".into(),
        };
        return Verdict::Wrong(why);
    };
    if !keeps_goal(lesson, start, now, m, left) {
        return Verdict::Wrong(missed(lesson, start, now, m, left));
    }
    match step(lesson, start, now, m, left) {
        Step::Met => Verdict::Done(lesson.why.to_string()),
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

/// What the page says after move `m` that misses the goal: what it did, where the engine
/// can say, then the rule it missed.
fn missed<G: Course>(lesson: &Lesson<G>, start: &G, now: &G, m: G::Move, left: usize) -> String {
    let capture_matters = now
        .legal_move_list()
        .into_iter()
        .any(|x| now.is_capture(x) && keeps_goal(lesson, start, now, x, left));
    let said = now
        .happened(m, capture_matters)
        .filter(|s| !s.is_empty())
        .map(|s| s + " ")
        .unwrap_or_default();
    format!("{said}{} Try again.", lesson.wrong)
}
