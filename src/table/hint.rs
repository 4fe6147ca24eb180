//! Hints: a person asks the AI which move it would play in the position on view. The
//! table decides when a hint may be asked, builds the worker's question (the level of the
//! game's AI, a fresh seed, the level's time), checks that the answer still belongs to the
//! position on view, counts every hint shown in the game's record, and forgets the hint as
//! soon as the position on view changes (a move played, taken back or put back, another
//! move viewed). The hint is only shown: nothing is played.

use super::{person_may_move, think_time_ms, AiQuestion, Notice, Table};
use crate::ai::Level;
use crate::engine::{AnyMove, Player, Turn};
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
/// whether someone resigned there.
#[derive(Clone, Debug, PartialEq)]
pub struct Spot {
    id: String,
    line: Vec<String>,
    resigned: Option<Player>,
}

impl Spot {
    fn of(h: &History) -> Spot {
        Spot {
            id: h.full_record().id.clone(),
            line: h.move_texts()[..h.cursor()].to_vec(),
            resigned: h.resigned(),
        }
    }
}

/// The hint of the position on view.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Hint {
    /// No hint asked, or it no longer applies.
    #[default]
    None,
    /// The AI is searching for a hint in this spot.
    Asking(Spot),
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
        matches!(self, Hint::Asking(_))
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
            Hint::Asking(spot) | Hint::Shown { spot, .. } => *spot != Spot::of(h),
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
        answer: Result<String, String>,
        now: f64,
    ) -> Result<(), Notice> {
        let Hint::Asking(spot) = self else {
            return Ok(());
        };
        if *spot != Spot::of(h) {
            *self = Hint::None;
            return Ok(());
        }
        let spot = spot.clone();
        *self = Hint::None;
        let text = answer.map_err(|e| Notice::error(format!("No hint: {e}")))?;
        let suggestion = h
            .current()
            .parse_move(&text)
            .ok()
            .filter(|&m| h.current().legal_moves().contains(&m))
            .ok_or_else(|| Notice::error("The hint no longer fits the board; it was ignored."))?;
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
    /// that position, [`hint_level`], a fresh seed, the level's time), with `hint` waiting
    /// for its answer. `None` (and `hint` unchanged) when a hint may not be asked now
    /// ([`may_ask_hint`]) or one is already being searched.
    pub fn ask_hint(
        &mut self,
        hint: &mut Hint,
        h: &History,
        ai_thinking: bool,
    ) -> Option<AiQuestion> {
        if hint.is_asking() || !may_ask_hint(h, ai_thinking) {
            return None;
        }
        *hint = Hint::Asking(Spot::of(h));
        let level = hint_level(h);
        Some(AiQuestion {
            record: h.record(),
            level,
            seed: self.rng.next_u64() >> 11,
            time_ms: think_time_ms(level),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;
    use crate::persist::{GameRecord, Seat};

    fn game(id: GameId, options: &str, seats: Vec<Seat>) -> History {
        let mut record = GameRecord::new(id, options, "t".into(), 0.0);
        record.seats = seats;
        History::from_record(record).unwrap()
    }

    fn vs(level: Level) -> History {
        game(GameId::Pyrga, "", vec![Seat::Human, Seat::Ai(level)])
    }

    /// Plays the first legal move at the end of the game (a person's, or the AI's answer).
    fn play_first(h: &mut History) {
        let m = h.end().legal_moves()[0];
        h.play(m, 1.0).unwrap();
    }

    /// Asks for a hint and answers it with the first legal move (in notation).
    fn ask_and_answer(table: &mut Table, hint: &mut Hint, h: &mut History) {
        let q = table.ask_hint(hint, h, false).expect("a hint may be asked");
        let text = h.current().move_notation(h.current().legal_moves()[0]);
        assert_eq!(q.record, h.record());
        hint.take_answer(h, Ok(text), 2.0).unwrap();
    }

    #[test]
    fn hints_are_asked_at_the_level_of_the_ai_the_person_faces() {
        assert_eq!(hint_level(&vs(Level::Easy)), Level::Easy);
        assert_eq!(hint_level(&vs(Level::Strongest)), Level::Strongest);
        let people = game(GameId::Pyrga, "", vec![Seat::Human, Seat::Human]);
        assert_eq!(hint_level(&people), Level::Medium);
        let unseated = game(GameId::Pyrga, "", Vec::new());
        assert_eq!(hint_level(&unseated), Level::Medium);
        let three = vec![Seat::Ai(Level::Hard), Seat::Human, Seat::Ai(Level::Easy)];
        let h = game(GameId::Chirality, "board=r1,setup=b,players=3", three);
        assert_eq!(hint_level(&h), Level::Hard, "the strongest AI seat");
    }

    #[test]
    fn a_hint_question_is_the_position_on_view_at_the_hint_level() {
        let mut h = vs(Level::Hard);
        let mut table = Table::new(3);
        let mut hint = Hint::None;
        let q = table.ask_hint(&mut hint, &h, false).unwrap();
        assert_eq!(q.record, *h.full_record());
        assert_eq!(q.level, Level::Hard);
        assert_eq!(q.time_ms, think_time_ms(Level::Hard));
        assert!(hint.is_asking());
        assert_eq!(
            table.ask_hint(&mut hint, &h, false),
            None,
            "not twice at once"
        );
        // Each question has its own seed.
        let mut other = Hint::None;
        let again = table.ask_hint(&mut other, &h, false).unwrap();
        assert_ne!(again.seed, q.seed);
        // An earlier position on view: the question stops there.
        for _ in 0..4 {
            play_first(&mut h);
        }
        h.go_to(2);
        let mut hint = Hint::None;
        let q = table.ask_hint(&mut hint, &h, false).unwrap();
        assert_eq!(q.record.moves, h.move_texts()[..2]);
    }

    #[test]
    fn no_hint_for_the_ai_or_while_it_thinks_or_at_a_chance_turn_or_the_end() {
        let mut table = Table::new(3);
        let mut h = vs(Level::Easy);
        let mut hint = Hint::None;
        assert!(may_ask_hint(&h, false));
        assert!(!may_ask_hint(&h, true), "the AI is thinking");
        assert_eq!(table.ask_hint(&mut hint, &h, true), None);
        play_first(&mut h);
        assert!(!may_ask_hint(&h, false), "the AI's turn");
        assert_eq!(
            (table.ask_hint(&mut hint, &h, false), hint.clone()),
            (None, Hint::None)
        );
        // A chance turn: Shifting Chess draws a card after some moves.
        let mut chess = game(GameId::ShiftingChess, "seed=5", vec![Seat::Human; 2]);
        while chess.end().turn() != Turn::Chance {
            play_first(&mut chess);
        }
        assert!(!may_ask_hint(&chess, false));
        // A resigned game.
        let mut resigned = vs(Level::Easy);
        let mut shown = Hint::None;
        ask_and_answer(&mut table, &mut shown, &mut resigned);
        resigned.resign(0, 3.0).unwrap();
        assert!(shown.is_stale(&resigned), "a resignation ends the hint");
        assert!(!may_ask_hint(&resigned, false));
        // The end of a game.
        let mut over = game(GameId::Pyrga, "", vec![Seat::Human; 2]);
        while over.end().turn() != Turn::Over {
            play_first(&mut over);
        }
        assert!(!may_ask_hint(&over, false));
    }

    #[test]
    fn an_answer_is_shown_and_counted_and_nothing_is_played() {
        let mut h = vs(Level::Easy);
        let mut table = Table::new(3);
        let mut hint = Hint::None;
        table.ask_hint(&mut hint, &h, false).unwrap();
        let before = h.clone();
        let m = h.current().legal_moves()[5];
        let text = h.current().move_notation(m);
        hint.take_answer(&mut h, Ok(text), 9.0).unwrap();
        assert_eq!(hint.suggestion(), Some(m));
        assert_eq!(hint.words(), Some(h.current().move_display(m).as_str()));
        assert_eq!(h.current(), before.current(), "the board is unchanged");
        assert_eq!(h.move_texts(), before.move_texts());
        assert_eq!((h.full_record().hints, h.full_record().updated), (1, 9.0));
        assert!(!hint.is_stale(&h));
        // A second hint in the same position counts again.
        ask_and_answer(&mut table, &mut hint, &mut h);
        assert_eq!(h.full_record().hints, 2);
        // The count survives the save format.
        let back = GameRecord::from_json(&h.full_record().to_json()).unwrap();
        assert_eq!(back.hints, 2);
    }

    #[test]
    fn a_hint_is_forgotten_when_the_position_on_view_changes() {
        let mut table = Table::new(3);
        let mut h = game(GameId::Chiron, "", vec![Seat::Human; 2]);
        let mut hint = Hint::None;
        ask_and_answer(&mut table, &mut hint, &mut h);
        play_first(&mut h);
        assert!(hint.is_stale(&h), "a move played");
        let mut hint = Hint::None;
        ask_and_answer(&mut table, &mut hint, &mut h);
        assert!(h.take_back());
        assert!(hint.is_stale(&h), "a move taken back");
        let mut hint = Hint::None;
        ask_and_answer(&mut table, &mut hint, &mut h);
        assert!(h.put_back());
        assert!(hint.is_stale(&h), "a move put back");
        let mut hint = Hint::None;
        ask_and_answer(&mut table, &mut hint, &mut h);
        h.go_to(0);
        assert!(hint.is_stale(&h), "another move viewed");
        // A search under way is forgotten the same way.
        let mut asking = Hint::None;
        table.ask_hint(&mut asking, &h, false).unwrap();
        h.go_to(1);
        assert!(asking.is_stale(&h));
    }

    #[test]
    fn answers_for_another_position_or_without_a_legal_move_are_not_shown() {
        let mut table = Table::new(3);
        let mut h = game(GameId::Pyrga, "", vec![Seat::Human; 2]);
        let mut hint = Hint::None;
        table.ask_hint(&mut hint, &h, false).unwrap();
        let text = h.current().move_notation(h.current().legal_moves()[0]);
        play_first(&mut h);
        assert!(hint.is_stale(&h));
        assert_eq!(hint.take_answer(&mut h, Ok(text), 2.0), Ok(()));
        assert_eq!((hint.clone(), h.full_record().hints), (Hint::None, 0));
        // No hint asked: an answer is ignored.
        assert_eq!(hint.take_answer(&mut h, Ok("Sa1".into()), 2.0), Ok(()));
        assert_eq!(h.full_record().hints, 0);
        // A move that is not legal here, or no move at all.
        table.ask_hint(&mut hint, &h, false).unwrap();
        let e = hint
            .take_answer(&mut h, Ok("nonsense".into()), 2.0)
            .unwrap_err();
        assert!(e.text.contains("no longer fits"), "{}", e.text);
        table.ask_hint(&mut hint, &h, false).unwrap();
        let e = hint
            .take_answer(&mut h, Err("no moves".into()), 2.0)
            .unwrap_err();
        assert_eq!(e.text, "No hint: no moves");
        assert_eq!((hint, h.full_record().hints), (Hint::None, 0));
    }
}
