//! Hints: a person asks the AI which move it would play in the position on view. The
//! table decides when a hint may be asked, builds the worker's question (the level of the
//! game's AI, a fresh seed, the level's time), checks that the answer still belongs to the
//! position on view, counts every hint shown in the game's record, and forgets the hint as
//! soon as the position on view changes (a move played, taken back or put back, another
//! move viewed). The hint is only shown: nothing is played.

use super::{person_may_move, think_time_ms, AiQuestion, Command, Notice, Said, Table};
use crate::ai::{AiFailure, Level};
use crate::engine::{AnyMove, Turn};
use crate::persist::history::History;

/// The level a hint is asked at: the strongest AI seat of the game (the opponent the
/// person faces), or Medium when people play every seat.
pub fn hint_level(h: &History) -> Level {
    let rank = |l: &Level| Level::ALL.iter().position(|x| x == l);
    h.seats()
        .iter()
        .filter_map(|s| s.level())
        .max_by_key(rank)
        .unwrap_or(Level::Medium)
}

/// Whether a hint may be asked now: a person may move in the position on view (a
/// player's turn, not a chance turn or the end) and the AI is not thinking about its own
/// move (`ai_thinking`).
pub fn may_ask_hint(h: &History, ai_thinking: bool) -> bool {
    !ai_thinking && matches!(h.turn(), Turn::Player(_)) && person_may_move(h)
}

/// Where a hint belongs: the game, the moves leading to the position on view, and
/// whether the players ended the game (a resignation or an agreed draw).
#[derive(Clone, Debug, PartialEq)]
pub struct Spot {
    id: String,
    line: Vec<String>,
    ended: bool,
}

impl Spot {
    fn of(h: &History) -> Spot {
        Spot {
            id: h.full_record().id.clone(),
            line: h.move_texts()[..h.cursor()].to_vec(),
            ended: h.ended_early(),
        }
    }
}

/// The hint of the position on view.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Hint {
    /// No hint asked, or it no longer applies.
    #[default]
    None,
    /// The AI is searching for a hint in this spot, as the worker's job with this id.
    Asking(Spot, u32),
    /// The suggested move, shown on the board and in words.
    Shown {
        /// Where it applies.
        spot: Spot,
        /// The move the AI would play.
        suggestion: AnyMove,
        /// The move as players read it.
        words: String,
    },
}

impl Hint {
    /// Whether a hint search is running.
    pub fn is_asking(&self) -> bool {
        matches!(self, Hint::Asking(..))
    }

    /// The suggested move on view, if any.
    pub fn suggestion(&self) -> Option<AnyMove> {
        match self {
            Hint::Shown { suggestion, .. } => Some(*suggestion),
            _ => None,
        }
    }

    /// The suggested move as players read it, if any.
    pub fn words(&self) -> Option<&str> {
        match self {
            Hint::Shown { words, .. } => Some(words),
            _ => None,
        }
    }

    /// Whether the hint (asked or shown) belongs to a position no longer on view, so it
    /// should be forgotten (its search stopped).
    pub fn is_stale(&self, h: &History) -> bool {
        match self {
            Hint::None => false,
            Hint::Asking(spot, _) | Hint::Shown { spot, .. } => *spot != Spot::of(h),
        }
    }

    /// Takes the worker's answer (`Ok(move text)` or why it has none): shown, and counted
    /// in the game's record, if it was asked in the position still on view and is legal
    /// there. An answer to a hint no longer asked is ignored (`Ok`, nothing changes).
    ///
    /// # Errors
    /// The notice to show when the AI found no move or its move does not fit (the hint
    /// is dropped, nothing is counted).
    pub fn take_answer(
        &mut self,
        h: &mut History,
        answer: Result<String, AiFailure>,
        now: f64,
    ) -> Result<(), Notice> {
        let Hint::Asking(spot, _) = self else {
            return Ok(());
        };
        if *spot != Spot::of(h) {
            *self = Hint::None;
            return Ok(());
        }
        let spot = spot.clone();
        *self = Hint::None;
        let text = answer.map_err(|e| Notice::error_of(Said::NoHint(e)))?;
        let suggestion = h
            .current()
            .parse_move(&text)
            .ok()
            .filter(|&m| h.current().legal_moves().contains(&m))
            .ok_or(Notice::error_of(Said::HintStale))?;
        let words = h.current().move_display(suggestion);
        h.count_hint(now);
        *self = Hint::Shown {
            spot,
            suggestion,
            words,
        };
        Ok(())
    }
}

impl Table {
    /// Asks for a hint in the position on view: the worker's question (the game up to
    /// that position, [`hint_level`], a fresh seed, the level's time), with the hint
    /// waiting for its answer. Nothing when a hint may not be asked now
    /// ([`Table::may_ask_hint`]).
    pub(super) fn ask_hint(&mut self, out: &mut Vec<Command>) {
        if !self.may_ask_hint() {
            return;
        }
        let job = self.next_job();
        self.hint = Hint::Asking(Spot::of(&self.history), job);
        let level = hint_level(&self.history);
        out.push(Command::AskHint(AiQuestion {
            job,
            record: self.history.record(),
            level,
            seed: self.next_seed(),
            time_ms: think_time_ms(level),
        }));
    }

    /// Takes the worker's answer to the hint question `job` (see [`Hint::take_answer`]);
    /// an answer to another question is ignored.
    pub(super) fn take_hint_answer(
        &mut self,
        job: u32,
        answer: Result<String, AiFailure>,
        now: f64,
    ) -> Result<(), Notice> {
        if !matches!(self.hint, Hint::Asking(_, asked) if asked == job) {
            return Ok(());
        }
        self.hint.take_answer(&mut self.history, answer, now)
    }
}
