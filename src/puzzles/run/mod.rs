//! A puzzle being solved, as a state machine: the position on the board, how far along the
//! solution the player is, whether the last move was wrong, the hint, and what to record
//! in the player's progress. The player plays every move of its side to the end of the
//! line; the opponent's replies, and any later move of the player's that is the only legal
//! one, are played for it. Pure; the Puzzles page sends it the player's actions and draws
//! what it holds (and makes the sentences). A move is judged by [`super::attempt::judge`],
//! which may search for a while: the page asks the AI worker ([`PuzzleRun::ask`], then
//! [`PuzzleRun::judged`]), so its own thread never waits.

use super::attempt::{Judgement, Refutation};
use super::progress::Solved;
use super::report::steps;
use super::Puzzle;
use crate::engine::{AnyMove, GameId, Turn};
use crate::persist::history::History;
use crate::persist::GameRecord;

/// Where the attempt stands.
#[derive(Clone, Debug, PartialEq)]
pub enum RunStatus {
    /// The player's move is awaited.
    Playing,
    /// The player's move (as shown) is on the board, its judgement awaited.
    Judging(String),
    /// The last move was wrong: the move (as shown) and why.
    Wrong(String, Refutation),
    /// Solved.
    Solved,
}

/// What a move means for the player's progress.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scored {
    /// Nothing yet: the puzzle goes on (or the move was not taken).
    Nothing,
    /// Solved, cleanly or with help.
    Solved(Solved),
    /// A wrong move: the streak ends.
    Missed,
}

/// A move to judge: the solution's moves already played and the player's move, in
/// notation (what [`super::attempt::judge`] takes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The solution's moves played before it.
    pub done: usize,
    /// The player's move.
    pub m: String,
}

/// A move played for the player after its right move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Auto {
    /// The opponent's reply (as shown).
    Reply(String),
    /// The player's only legal move (as shown).
    Forced(String),
    /// The card the player draws (as shown).
    Draw(String),
}

/// The player's last right move and what was played for it after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progressed {
    /// The player's move, as shown.
    pub played: String,
    /// The moves then played for the player, in order.
    pub then: Vec<Auto>,
}

/// A puzzle being solved (see the module's documentation).
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRun {
    game: GameId,
    puzzle: Puzzle,
    history: History,
    done: usize,
    status: RunStatus,
    clean: bool,
    hint: Option<Hint>,
    last: Option<Progressed>,
    /// The plies of the solution that are the player's moves.
    mine: Vec<usize>,
}

/// A hint being shown: the solution's next move, marked on the board either only where it
/// begins (the first time the player asks: the piece to move, or the square, cell or tile a
/// new piece goes to) or whole (the second time).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hint {
    /// The move to make.
    pub mv: AnyMove,
    /// Whether the whole move is shown, not only where it begins.
    pub whole: bool,
}

/// The puzzle's position after the first `done` moves of its solution.
fn history_after(game: GameId, puzzle: &Puzzle, done: usize) -> Option<History> {
    let mut record = GameRecord::new(game, &puzzle.options, format!("puzzle-{}", puzzle.id), 0.0);
    record.start = Some(puzzle.position.clone());
    let mut history = History::from_record(record).ok()?;
    for text in &puzzle.solution[..done] {
        history.play_text(text, 0.0).ok()?;
    }
    Some(history)
}

impl PuzzleRun {
    /// The start of `puzzle` of `game`, or `None` if its position cannot be read.
    pub fn new(game: GameId, puzzle: Puzzle) -> Option<PuzzleRun> {
        let history = history_after(game, &puzzle, 0)?;
        let mine = steps(game, &puzzle).ok()?.iter().map(|s| s.ply).collect();
        Some(PuzzleRun {
            mine,
            game,
            puzzle,
            history,
            done: 0,
            status: RunStatus::Playing,
            clean: true,
            hint: None,
            last: None,
        })
    }

    /// The game on the board.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// Where the attempt stands.
    pub fn status(&self) -> &RunStatus {
        &self.status
    }

    /// The player's last right move and what followed it (`None` before the first, and
    /// after a wrong move).
    pub fn last(&self) -> Option<&Progressed> {
        self.last.as_ref()
    }

    /// The moves the player still has to make (those that will be played for it
    /// included).
    pub fn moves_left(&self) -> u32 {
        if self.status == RunStatus::Solved {
            return 0;
        }
        self.mine.iter().filter(|&&ply| ply >= self.done).count() as u32
    }

    /// The hint, while it is shown.
    pub fn hint(&self) -> Option<Hint> {
        self.hint
    }

    /// Whether the player may move on the board: the puzzle is being played and it is the
    /// puzzle's side to move.
    pub fn may_move(&self) -> bool {
        self.status == RunStatus::Playing
            && self.history.current().turn() == Turn::Player(self.puzzle.side)
    }

    /// Plays the solution's next move for the player; it is shown as returned.
    fn play_next(&mut self) -> String {
        let text = &self.puzzle.solution[self.done];
        let now = self.history.current();
        let shown = now
            .parse_move(text)
            .map_or_else(|_| text.clone(), |m| now.move_display(m));
        let _ = self.history.play_text(text, 0.0);
        self.done += 1;
        shown
    }

    /// After a right move: plays the replies, and the player's moves that are the only
    /// legal ones, until the player has a choice or the puzzle is over.
    fn play_for_player(&mut self) -> Vec<Auto> {
        let mut then = Vec::new();
        while self.done < self.puzzle.solution.len() && self.history.current().outcome().is_none() {
            let now = self.history.current();
            if now.turn() == Turn::Chance {
                then.push(Auto::Draw(self.play_next()));
            } else if now.turn() != Turn::Player(self.puzzle.side) {
                then.push(Auto::Reply(self.play_next()));
            } else if now.legal_moves().len() == 1 {
                then.push(Auto::Forced(self.play_next()));
            } else {
                break;
            }
        }
        then
    }

    /// The player's move `m`: played on the board, and the question to judge it by; `None`
    /// (nothing played) when the player may not move or `m` is not legal. The answer goes
    /// to [`PuzzleRun::judged`].
    pub fn ask(&mut self, m: AnyMove) -> Option<Question> {
        if !self.may_move() || !self.history.current().legal_moves().contains(&m) {
            return None;
        }
        let now = self.history.current();
        let (text, shown) = (now.move_notation(m), now.move_display(m));
        self.history.play(m, 0.0).ok()?;
        self.hint = None;
        self.status = RunStatus::Judging(shown);
        Some(Question {
            done: self.done,
            m: text,
        })
    }

    /// The judgement on the move asked about: a right one is followed by the moves played
    /// for the player (or solves the puzzle), a wrong one by its refutation, played on the
    /// board. Ignored unless a move is being judged.
    pub fn judged(&mut self, judgement: Judgement) -> Scored {
        let RunStatus::Judging(shown) = &self.status else {
            return Scored::Nothing;
        };
        let shown = shown.clone();
        match judgement {
            Judgement::Right => {
                self.status = RunStatus::Playing;
                self.done += 1;
                let then = self.play_for_player();
                self.last = Some(Progressed {
                    played: shown,
                    then,
                });
                let over = self.history.current().outcome().is_some();
                if over || self.done >= self.puzzle.solution.len() {
                    self.status = RunStatus::Solved;
                    return Scored::Solved(if self.clean {
                        Solved::Clean
                    } else {
                        Solved::Helped
                    });
                }
                Scored::Nothing
            }
            Judgement::Wrong(refutation) => {
                if let Some(reply) = &refutation.reply {
                    let _ = self.history.play_text(&reply.notation, 0.0);
                }
                self.last = None;
                self.status = RunStatus::Wrong(shown, refutation);
                self.clean = false;
                Scored::Missed
            }
        }
    }

    /// The move being judged could not be (the worker failed): it is taken back, and the
    /// player may move again.
    pub fn unjudged(&mut self) {
        if !matches!(self.status, RunStatus::Judging(_)) {
            return;
        }
        if let Some(h) = history_after(self.game, &self.puzzle, self.done) {
            self.history = h;
        }
        self.status = RunStatus::Playing;
    }

    /// After a wrong move: back to the position before it.
    pub fn retry(&mut self) {
        if !matches!(self.status, RunStatus::Wrong(..)) {
            return;
        }
        if let Some(h) = history_after(self.game, &self.puzzle, self.done) {
            self.history = h;
        }
        self.status = RunStatus::Playing;
    }

    /// Marks where the move to make begins, or, asked again, the whole move. Either way the
    /// puzzle no longer counts as solved cleanly.
    pub fn show_hint(&mut self) {
        if self.status != RunStatus::Playing {
            return;
        }
        if let Some(hint) = &mut self.hint {
            hint.whole = true;
            return;
        }
        let text = self.puzzle.solution.get(self.done);
        self.hint = text
            .and_then(|t| self.history.current().parse_move(t).ok())
            .map(|mv| Hint { mv, whole: false });
        self.clean = false;
    }
}

#[cfg(test)]
mod tests;
