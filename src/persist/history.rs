//! A game in progress: its record, every position along the game, a cursor for viewing
//! earlier positions, and the moves taken back (which can be put back until another move is
//! played). Pure data (the UI keeps one in a signal; tests run natively).

use super::{GameRecord, PersistError, Seat};
use crate::engine::{AnyGame, AnyMove, MoveError, Outcome, Player, Reason, Rng, Turn};

/// A game's moves, the position on view, and the moves taken back.
#[derive(Clone, Debug, PartialEq)]
pub struct History {
    record: GameRecord,
    /// `states[i]` is the position after `i` moves; one more than `moves`.
    states: Vec<AnyGame>,
    moves: Vec<AnyMove>,
    /// The position on view: `states[cursor]`.
    cursor: usize,
    /// Moves taken back, the most recent last, with their notation.
    taken_back: Vec<(AnyMove, String)>,
}

impl History {
    /// Replays a record; the cursor ends after its last move.
    ///
    /// # Errors
    /// The record's [`PersistError`] if it does not replay.
    pub fn from_record(record: GameRecord) -> Result<History, PersistError> {
        let replay = record.replay()?;
        let cursor = replay.moves.len();
        Ok(History {
            record,
            states: replay.states,
            moves: replay.moves,
            cursor,
            taken_back: Vec::new(),
        })
    }

    /// The position on the board (at the cursor).
    pub fn current(&self) -> &AnyGame {
        &self.states[self.cursor]
    }

    /// The position after `ply` moves of the game.
    pub fn state_at(&self, ply: usize) -> Option<&AnyGame> {
        self.states.get(ply)
    }

    /// The last position of the game (whatever the cursor shows).
    pub fn end(&self) -> &AnyGame {
        self.states.last().expect("a history holds its start")
    }

    /// How many moves lead to the position on view.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// How many moves the game has.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether no move has been played.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// Whether an earlier position than the game's last is on view.
    pub fn is_viewing_past(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Every move of the game in notation.
    pub fn move_texts(&self) -> &[String] {
        &self.record.moves
    }

    /// Move `index` of the game (counting from 0): the one played in `state_at(index)`.
    pub fn move_at(&self, index: usize) -> Option<AnyMove> {
        self.moves.get(index).copied()
    }

    /// The player who resigned at the game's end, if one did.
    pub fn resigned(&self) -> Option<Player> {
        self.record.resigned
    }

    /// Whether the players agreed a draw at the game's end.
    pub fn drawn(&self) -> bool {
        self.record.drawn
    }

    /// Whether the players ended the game before its rules did: a resignation or an
    /// agreed draw at its end.
    pub fn ended_early(&self) -> bool {
        self.resigned().is_some() || self.drawn()
    }

    /// Whose turn it is after `ply` moves: as the game's rules say, or over at the end of
    /// a game a player resigned or the players agreed to draw.
    pub fn turn_at(&self, ply: usize) -> Turn {
        match self.state_at(ply) {
            Some(_) if ply == self.len() && self.ended_early() => Turn::Over,
            Some(state) => state.turn(),
            None => Turn::Over,
        }
    }

    /// Whose turn it is in the position on view (see [`History::turn_at`]).
    pub fn turn(&self) -> Turn {
        self.turn_at(self.cursor)
    }

    /// Whose turn it is at the game's end (see [`History::turn_at`]).
    pub fn end_turn(&self) -> Turn {
        self.turn_at(self.len())
    }

    /// How the game on view ended: by its rules, or by a resignation or an agreed draw at
    /// its end.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.drawn() && !self.is_viewing_past() {
            return Some(Outcome::draw(self.end().num_players(), Reason::AgreedDraw));
        }
        match self.resigned() {
            Some(player) if !self.is_viewing_past() => {
                let game = self.end();
                Some(Outcome::resignation(
                    player,
                    game.num_players(),
                    Reason::Resigned(player),
                ))
            }
            _ => self.current().outcome(),
        }
    }

    /// `player` resigns at the end of the game, which ends there; the end is shown and the
    /// moves taken back can no longer be put back.
    ///
    /// # Errors
    /// The game is over already, or has no such player; nothing changes.
    pub fn resign(&mut self, player: Player, now: f64) -> Result<(), MoveError> {
        if self.end_turn() == Turn::Over {
            return Err(MoveError::GameOver);
        }
        if usize::from(player) >= self.end().num_players() {
            return Err(MoveError::NoSuchPlayer(u32::from(player) + 1));
        }
        self.record.resigned = Some(player);
        self.cursor = self.len();
        self.taken_back.clear();
        self.record.updated = now;
        Ok(())
    }

    /// The players agree a draw at the end of the game, which ends there; the end is shown
    /// and the moves taken back can no longer be put back.
    ///
    /// # Errors
    /// The game is over already; nothing changes.
    pub fn agree_draw(&mut self, now: f64) -> Result<(), MoveError> {
        if self.end_turn() == Turn::Over {
            return Err(MoveError::GameOver);
        }
        self.record.drawn = true;
        self.cursor = self.len();
        self.taken_back.clear();
        self.record.updated = now;
        Ok(())
    }

    /// Takes the resignation or the agreed draw back: the game goes on from its end.
    /// Returns whether there was one.
    pub fn withdraw_ending(&mut self) -> bool {
        let had = self.record.resigned.take().is_some() | std::mem::take(&mut self.record.drawn);
        if had {
            self.cursor = self.len();
        }
        had
    }

    /// The move that led to the position on view.
    pub fn last_move(&self) -> Option<AnyMove> {
        self.cursor.checked_sub(1).map(|i| self.moves[i])
    }

    /// Plays a move at the cursor: moves after the cursor leave the game, and the moves
    /// taken back can no longer be put back.
    ///
    /// # Errors
    /// The move is illegal here; nothing changes.
    pub fn play(&mut self, m: AnyMove, now: f64) -> Result<(), MoveError> {
        if self.turn() == Turn::Over {
            return Err(MoveError::GameOver);
        }
        let mut next = self.current().clone();
        next.play(m)?;
        let text = self.current().move_notation(m);
        self.truncate(self.cursor);
        self.push(m, text, next);
        self.taken_back.clear();
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
        if self.turn() != Turn::Chance {
            return false;
        }
        let m = self.current().resolve_chance(rng);
        self.play(m, now).is_ok()
    }

    /// Shows the position after `ply` moves (0 ..= the game's length). Returns whether the
    /// view moved. The game itself does not change.
    pub fn go_to(&mut self, ply: usize) -> bool {
        let ok = ply < self.states.len() && ply != self.cursor;
        if ok {
            self.cursor = ply;
        }
        ok
    }

    /// Takes the game's last move back (it leaves the game, and can be put back until
    /// another move is played); the new last position is shown. Returns whether there was a
    /// move to take back.
    pub fn take_back(&mut self) -> bool {
        let Some(&m) = self.moves.last() else {
            return false;
        };
        let text = self.record.moves.last().expect("one text a move").clone();
        self.truncate(self.moves.len() - 1);
        self.taken_back.push((m, text));
        self.cursor = self.moves.len();
        true
    }

    /// Puts the most recently taken back move back at the end of the game and shows it.
    /// Returns whether there was one.
    pub fn put_back(&mut self) -> bool {
        let Some((m, text)) = self.taken_back.pop() else {
            return false;
        };
        let mut next = self.end().clone();
        next.play(m)
            .expect("a move taken back fits where it was played");
        self.push(m, text, next);
        true
    }

    /// Whether a move taken back can be put back.
    pub fn can_put_back(&self) -> bool {
        !self.taken_back.is_empty()
    }

    /// Cuts the game to its first `len` moves; a resignation or draw after them goes too.
    fn truncate(&mut self, len: usize) {
        if len < self.moves.len() {
            self.record.resigned = None;
            self.record.drawn = false;
        }
        self.states.truncate(len + 1);
        self.moves.truncate(len);
        self.record.moves.truncate(len);
    }

    fn push(&mut self, m: AnyMove, text: String, next: AnyGame) {
        self.states.push(next);
        self.moves.push(m);
        self.record.moves.push(text);
        self.cursor = self.moves.len();
    }

    /// The record of the game up to the position on view.
    pub fn record(&self) -> GameRecord {
        let mut r = self.record.clone();
        if self.is_viewing_past() {
            r.resigned = None;
            r.drawn = false;
        }
        r.moves.truncate(self.cursor);
        r
    }

    /// The record of the whole game (what saves and links carry).
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

    /// A new game that continues from the cursor: the moves so far under a new `id` and
    /// `name` (the page's words for "… (from move N)"). The game itself is left as it was.
    pub fn branch(&self, id: String, name: String, now: f64) -> GameRecord {
        let mut r = self.record();
        r.name = name;
        r.id = id;
        r.created = now;
        r.updated = now;
        r
    }

    /// Counts a hint shown to a player (the game's record carries the count).
    pub fn count_hint(&mut self, now: f64) {
        self.record.hints += 1;
        self.record.updated = now;
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
    fn viewing_an_earlier_move_keeps_the_game() {
        let mut h = history();
        for m in ["Sb2", "Cb3", "Tb3w"] {
            h.play_text(m, 1.0).unwrap();
        }
        assert!(h.go_to(1));
        assert!(h.is_viewing_past());
        assert_eq!(h.record().moves, ["Sb2"]);
        assert_eq!(h.full_record().moves, ["Sb2", "Cb3", "Tb3w"]);
        assert_eq!(
            h.move_at(1),
            Some(h.state_at(1).unwrap().parse_move("Cb3").unwrap())
        );
        // A new move at an earlier point replaces the moves after it.
        h.play_text("Tb3e", 2.0).unwrap();
        assert_eq!(h.move_texts(), ["Sb2", "Tb3e"]);
        assert!(!h.is_viewing_past() && !h.can_put_back());
    }

    #[test]
    fn taken_back_moves_leave_the_game_until_put_back() {
        let mut h = history();
        for m in ["Sb2", "Cb3", "Tb3w"] {
            h.play_text(m, 1.0).unwrap();
        }
        let full = h.clone();
        assert!(h.take_back() && h.take_back());
        assert_eq!(h.full_record().moves, ["Sb2"]);
        assert_eq!((h.cursor(), h.len(), h.is_viewing_past()), (1, 1, false));
        assert!(h.put_back() && h.put_back() && !h.put_back());
        assert_eq!(h, full);
        // Another move ends the chance to put back.
        h.take_back();
        h.play_text("Tb3e", 2.0).unwrap();
        assert!(!h.can_put_back());
        assert_eq!(h.move_texts(), ["Sb2", "Cb3", "Tb3e"]);
        // The record carries no taken back move, so a reload shows the game as it was left.
        h.take_back();
        let back = History::from_record(h.full_record().clone()).unwrap();
        assert_eq!(back.move_texts(), ["Sb2", "Cb3"]);
    }

    #[test]
    fn a_branch_continues_from_the_cursor_and_leaves_the_line() {
        let mut h = history();
        for m in ["Sb2", "Cb3", "Tb3w"] {
            h.play_text(m, 1.0).unwrap();
        }
        h.go_to(2);
        let before = h.clone();
        let b = h.branch("new".into(), "Pyrga, move 2".into(), 5.0);
        assert_eq!(h, before);
        assert_eq!(b.moves, ["Sb2", "Cb3"]);
        assert_eq!((b.id.as_str(), b.name.as_str()), ("new", "Pyrga, move 2"));
        assert_eq!((b.created, b.updated), (5.0, 5.0));
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
