//! A puzzle being solved, as a state machine: the position on the board, how far along the
//! solution the player is, whether the last move was wrong, the hint, and what to record
//! in the player's progress. Pure; the Puzzles page sends it the player's actions and
//! draws what it holds.

use super::attempt::{answer, Answer};
use super::Puzzle;
use crate::engine::{AnyMove, GameId, Turn};
use crate::persist::history::History;
use crate::persist::GameRecord;

/// Where the attempt stands.
#[derive(Clone, Debug, PartialEq)]
pub enum RunStatus {
    /// The player's move is awaited.
    Playing,
    /// The last move was wrong: why.
    Wrong(String),
    /// Solved.
    Solved,
}

/// What a move means for the player's progress.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scored {
    /// Nothing yet: the puzzle goes on (or the move was not taken).
    Nothing,
    /// Solved; `clean` when with no hint and no wrong move.
    Solved {
        /// Solved at the first try, without a hint.
        clean: bool,
    },
    /// A wrong move: the streak ends.
    Missed,
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
    said: String,
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
        Some(PuzzleRun {
            game,
            puzzle,
            history,
            done: 0,
            status: RunStatus::Playing,
            clean: true,
            hint: None,
            said: String::new(),
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

    /// What the last right move and its reply were, in words (empty before the first).
    pub fn said(&self) -> &str {
        &self.said
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

    fn play_text(&mut self, text: &str) {
        let _ = self.history.play_text(text, 0.0);
    }

    /// The player's move `m`: a right one is answered by the reply (or solves the puzzle),
    /// a wrong one by its refutation. A move when the player may not move is ignored.
    pub fn play(&mut self, m: AnyMove) -> Scored {
        if !self.may_move() || !self.history.current().legal_moves().contains(&m) {
            return Scored::Nothing;
        }
        let now = self.history.current();
        let (text, shown) = (now.move_notation(m), now.move_display(m));
        self.hint = None;
        match answer(self.game, &self.puzzle, self.done, &text) {
            Answer::Reply(reply) => {
                self.play_text(&text);
                let now = self.history.current();
                let reply_shown = now
                    .parse_move(&reply)
                    .map(|r| now.move_display(r))
                    .unwrap_or(reply.clone());
                self.play_text(&reply);
                self.done += 2;
                self.said = format!("{shown} is right. The reply: {reply_shown}. Your move.");
                Scored::Nothing
            }
            Answer::Solved => {
                self.play_text(&text);
                self.done += 1;
                self.said = format!("{shown} — solved!");
                self.status = RunStatus::Solved;
                Scored::Solved { clean: self.clean }
            }
            Answer::Wrong { reply, why } => {
                self.play_text(&text);
                if let Some(reply) = reply {
                    self.play_text(&reply);
                }
                self.said.clear();
                self.status = RunStatus::Wrong(format!("{shown} is not it. {why}"));
                self.clean = false;
                Scored::Missed
            }
        }
    }

    /// After a wrong move: back to the position before it.
    pub fn retry(&mut self) {
        if !matches!(self.status, RunStatus::Wrong(_)) {
            return;
        }
        if let Some(h) = history_after(self.game, &self.puzzle, self.done) {
            self.history = h;
        }
        self.status = RunStatus::Playing;
        self.said.clear();
    }

    /// Marks where the move to make begins, or, asked again, the whole move (the puzzle
    /// then no longer counts as solved cleanly).
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
mod tests {
    use super::*;
    use crate::puzzles::{parse_file, shipped};

    /// A shipped Chiron puzzle whose solution has a reply in it, started.
    fn longer() -> PuzzleRun {
        let puzzles = parse_file(shipped(GameId::Chiron)).expect("reads");
        let p = puzzles.into_iter().find(|p| p.solution.len() >= 3);
        PuzzleRun::new(GameId::Chiron, p.expect("a longer puzzle")).expect("its position")
    }

    fn solution_move(run: &PuzzleRun) -> AnyMove {
        let text = &run.puzzle().solution[run.done];
        run.history().current().parse_move(text).expect("legal")
    }

    fn wrong_move(run: &PuzzleRun) -> AnyMove {
        let right = solution_move(run);
        let moves = run.history().current().legal_moves();
        moves
            .into_iter()
            .find(|&m| m != right)
            .expect("another move")
    }

    #[test]
    fn right_moves_are_answered_until_the_puzzle_is_solved_cleanly() {
        let mut run = longer();
        assert!(run.may_move());
        assert_eq!(run.play(solution_move(&run)), Scored::Nothing);
        assert!(
            run.said().contains("is right. The reply:"),
            "{}",
            run.said()
        );
        assert_eq!(run.history().full_record().moves.len(), 2);
        while run.status() == &RunStatus::Playing {
            let scored = run.play(solution_move(&run));
            if run.status() == &RunStatus::Solved {
                assert_eq!(scored, Scored::Solved { clean: true });
            }
        }
        assert!(!run.may_move(), "a solved puzzle takes no more moves");
        let moves = run.history().full_record().moves.clone();
        assert_eq!(moves, run.puzzle().solution);
    }

    #[test]
    fn a_wrong_move_is_refuted_and_retry_goes_back_to_before_it() {
        let mut run = longer();
        let before = run.history().clone();
        let wrong = wrong_move(&run);
        assert_eq!(run.play(wrong), Scored::Missed);
        let RunStatus::Wrong(why) = run.status().clone() else {
            panic!("a wrong move is taken as right");
        };
        assert!(why.contains("is not it."), "{why}");
        assert!(!run.may_move(), "no move until Retry");
        run.retry();
        assert_eq!(run.history(), &before);
        assert!(run.may_move());
        while run.status() == &RunStatus::Playing {
            run.play(solution_move(&run));
        }
        let solved = run.history().clone();
        assert_eq!(
            run.play(wrong),
            Scored::Nothing,
            "a solved puzzle takes no move"
        );
        assert_eq!(run.history(), &solved);
    }

    #[test]
    fn a_hint_marks_where_the_move_begins_then_all_of_it_and_the_solve_is_no_longer_clean() {
        let mut run = longer();
        run.show_hint();
        let mv = solution_move(&run);
        assert_eq!(run.hint(), Some(Hint { mv, whole: false }));
        run.show_hint();
        assert_eq!(run.hint(), Some(Hint { mv, whole: true }));
        run.show_hint();
        assert_eq!(
            run.hint(),
            Some(Hint { mv, whole: true }),
            "no further to go"
        );
        let mut scored = Scored::Nothing;
        while run.status() == &RunStatus::Playing {
            scored = run.play(solution_move(&run));
            assert_eq!(run.hint(), None, "a move takes the hint away");
            if run.status() == &RunStatus::Playing {
                run.show_hint();
                assert_eq!(
                    run.hint().map(|h| h.whole),
                    Some(false),
                    "each move's hint starts small"
                );
            }
        }
        assert_eq!(scored, Scored::Solved { clean: false });
    }
}
