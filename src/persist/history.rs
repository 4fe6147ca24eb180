//! A game in progress: its record, every position along the line, and an undo/redo cursor.
//! Pure data (the UI keeps one in a signal; tests run natively).

use super::{GameRecord, PersistError, Seat};
use crate::engine::{AnyGame, AnyMove, MoveError, Rng, Turn};

/// A game's line of play with undo and redo.
#[derive(Clone, Debug, PartialEq)]
pub struct History {
    record: GameRecord,
    /// `states[i]` is the position after `i` moves; one more than `moves`.
    states: Vec<AnyGame>,
    moves: Vec<AnyMove>,
    cursor: usize,
}

impl History {
    /// Replays a record; the cursor ends after its last move.
    ///
    /// # Errors
    /// The record's [`PersistError`] if it does not replay.
    pub fn from_record(record: GameRecord) -> Result<History, PersistError> {
        let (start, moves) = record.replay()?;
        let mut states = Vec::with_capacity(moves.len() + 1);
        states.push(start);
        for &m in &moves {
            let mut next = states.last().expect("non-empty").clone();
            next.play(m).expect("replayed moves are legal");
            states.push(next);
        }
        let cursor = moves.len();
        Ok(History {
            record,
            states,
            moves,
            cursor,
        })
    }

    /// The position on the board (at the cursor).
    pub fn current(&self) -> &AnyGame {
        &self.states[self.cursor]
    }

    /// The position after `ply` moves of the whole line.
    pub fn state_at(&self, ply: usize) -> Option<&AnyGame> {
        self.states.get(ply)
    }

    /// How many moves lead to the current position.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Every move of the line in notation, including moves undone but not yet replaced.
    pub fn move_texts(&self) -> &[String] {
        &self.record.moves
    }

    /// The move that led to the current position.
    pub fn last_move(&self) -> Option<AnyMove> {
        self.cursor.checked_sub(1).map(|i| self.moves[i])
    }

    /// The move played at `ply` of the whole line (from the position `state_at(ply)`).
    pub fn move_at(&self, ply: usize) -> Option<AnyMove> {
        self.moves.get(ply).copied()
    }

    /// Plays a move at the cursor; moves after the cursor are dropped.
    ///
    /// # Errors
    /// The move is illegal here; nothing changes.
    pub fn play(&mut self, m: AnyMove, now: f64) -> Result<(), MoveError> {
        let mut next = self.current().clone();
        next.play(m)?;
        let text = self.current().move_notation(m);
        self.states.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.record.moves.truncate(self.cursor);
        self.states.push(next);
        self.moves.push(m);
        self.record.moves.push(text);
        self.cursor += 1;
        self.record.updated = now;
        Ok(())
    }

    /// Plays the move written `text`.
    ///
    /// # Errors
    /// Not a legal move here; nothing changes.
    pub fn play_text(&mut self, text: &str, now: f64) -> Result<(), MoveError> {
        let m = self.current().parse_move(text)?;
        self.play(m, now)
    }

    /// At a chance turn, draws the outcome as the game decides it (its seeded deck) and
    /// plays it. Returns whether a chance move was played.
    pub fn resolve_chance(&mut self, rng: &mut Rng, now: f64) -> bool {
        if self.current().turn() != Turn::Chance {
            return false;
        }
        let m = self.current().resolve_chance(rng);
        self.play(m, now).is_ok()
    }

    /// Moves the cursor to `ply` (0 ..= the line's length). Returns whether it moved.
    pub fn go_to(&mut self, ply: usize) -> bool {
        let ok = ply < self.states.len() && ply != self.cursor;
        if ok {
            self.cursor = ply;
        }
        ok
    }

    /// Steps back one move.
    pub fn undo(&mut self) -> bool {
        self.cursor > 0 && self.go_to(self.cursor - 1)
    }

    /// Steps forward one move along the line.
    pub fn redo(&mut self) -> bool {
        self.go_to(self.cursor + 1)
    }

    /// Whether there are moves after the cursor.
    pub fn can_redo(&self) -> bool {
        self.cursor + 1 < self.states.len()
    }

    /// The record of the game as it stands at the cursor (what saves and links carry).
    pub fn record(&self) -> GameRecord {
        let mut r = self.record.clone();
        r.moves.truncate(self.cursor);
        r
    }

    /// The record with every move of the line.
    pub fn full_record(&self) -> &GameRecord {
        &self.record
    }

    /// Who plays each seat.
    pub fn seats(&self) -> &[Seat] {
        &self.record.seats
    }

    /// Sets who plays each seat.
    pub fn set_seats(&mut self, seats: Vec<Seat>) {
        self.record.seats = seats;
    }

    /// A new game that continues from the cursor: the moves so far under a new `id`,
    /// named "… (from move N)". The line itself is left as it was.
    pub fn branch(&self, id: String, now: f64) -> GameRecord {
        let mut r = self.record();
        let base = if r.name.is_empty() {
            r.game_id()
                .map_or_else(|_| r.game.clone(), |g| g.title().to_string())
        } else {
            r.name.clone()
        };
        r.name = format!("{base} (from move {})", self.cursor);
        r.id = id;
        r.created = now;
        r.updated = now;
        r
    }

    /// Renames the game.
    pub fn set_name(&mut self, name: String) {
        self.record.name = name;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;

    fn history() -> History {
        History::from_record(GameRecord::new(GameId::Pyrga, "", "h".into(), 0.0)).unwrap()
    }

    #[test]
    fn undo_redo_and_branching() {
        let mut h = history();
        for m in ["Sb2", "Cb3", "Tb3w"] {
            h.play_text(m, 1.0).unwrap();
        }
        assert!(h.undo() && h.undo());
        assert_eq!(h.cursor(), 1);
        assert_eq!(h.record().moves, ["Sb2"]);
        assert!(h.can_redo() && h.redo());
        assert_eq!(h.current().to_position(), {
            let mut g = h.state_at(1).unwrap().clone();
            g.play(g.parse_move("Cb3").unwrap()).unwrap();
            g.to_position()
        });
        // A new move after undo drops the old continuation.
        h.undo();
        h.play_text("Tb3e", 2.0).unwrap();
        assert_eq!(h.move_texts(), ["Sb2", "Tb3e"]);
        assert!(!h.can_redo());
    }

    #[test]
    fn a_branch_continues_from_the_cursor_and_leaves_the_line() {
        let mut h = history();
        for m in ["Sb2", "Cb3", "Tb3w"] {
            h.play_text(m, 1.0).unwrap();
        }
        h.go_to(2);
        let before = h.clone();
        let b = h.branch("new".into(), 5.0);
        assert_eq!(h, before);
        assert_eq!(b.moves, ["Sb2", "Cb3"]);
        assert_eq!(
            (b.id.as_str(), b.name.as_str()),
            ("new", "Pyrga (from move 2)")
        );
        assert_eq!((b.created, b.updated), (5.0, 5.0));
        let mut named = History::from_record(b).unwrap();
        named.go_to(1);
        assert_eq!(
            named.branch("x".into(), 6.0).name,
            "Pyrga (from move 2) (from move 1)"
        );
    }

    #[test]
    fn illegal_moves_change_nothing() {
        let mut h = history();
        h.play_text("Sb2", 1.0).unwrap();
        let before = h.clone();
        assert!(h.play_text("Sd4", 2.0).is_err());
        assert_eq!(h, before);
    }

    #[test]
    fn round_trips_through_its_record() {
        let mut h = history();
        for m in ["Cc3", "Sc3", "Tc2n"] {
            h.play_text(m, 1.0).unwrap();
        }
        let back = History::from_record(h.record()).unwrap();
        assert_eq!(back.current(), h.current());
    }
}
