//! A game in progress at the table: the game itself (a [`History`]), who sits in each
//! seat, take-backs that return to the last position a person was to move, chance turns,
//! when the AI moves and what it is asked (level, deadline, seed), hints, starting a new
//! game, and the notices the player reads. Pure: [`Table`] is a state machine that takes
//! the player's, the worker's and other tabs' [`Event`]s and returns the [`Command`]s the
//! play page carries out; the page only draws what the table holds.

pub mod cards;
pub mod choices;
mod event;
mod hint;
pub mod live;
mod machine;
pub mod picker;
pub mod said;
mod seed;
mod sound;

pub use event::{Command, Event};
pub use hint::{hint_level, may_ask_hint, Hint};
pub use machine::Table;
pub use said::{Said, Undone, Words};
pub use seed::random_seed;
pub use sound::Sound;

use crate::ai::{AiFailure, Level};
use crate::engine::{AnyGame, AnyMove, GameId, Player, Turn};
use crate::persist::history::History;
use crate::persist::{GameRecord, Seat};
use live::LiveSaid;

/// What kind of message a notice is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// Something went wrong or was refused.
    Error,
    /// Something the player should know.
    Info,
}

impl NoticeKind {
    /// The CSS class that styles it.
    pub fn class(self) -> &'static str {
        match self {
            NoticeKind::Error => "error",
            NoticeKind::Info => "info",
        }
    }
}

/// A message shown above the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    /// Error or information.
    pub kind: NoticeKind,
    /// What it says.
    pub said: Said,
}

impl Notice {
    /// An error notice in the words `say` makes (each time it is shown).
    pub fn error(say: impl Fn() -> String + Send + Sync + 'static) -> Notice {
        Notice::error_of(Said::Words(Words::new(say)))
    }

    /// An information notice in the words `say` makes (each time it is shown).
    pub fn info(say: impl Fn() -> String + Send + Sync + 'static) -> Notice {
        Notice {
            kind: NoticeKind::Info,
            said: Said::Words(Words::new(say)),
        }
    }

    /// An error notice.
    pub fn error_of(said: Said) -> Notice {
        Notice {
            kind: NoticeKind::Error,
            said,
        }
    }

    /// An error notice of live play.
    pub fn live_error(said: LiveSaid) -> Notice {
        Notice::error_of(Said::Live(said))
    }

    /// An information notice of live play.
    pub fn live_info(said: LiveSaid) -> Notice {
        Notice {
            kind: NoticeKind::Info,
            said: Said::Live(said),
        }
    }
}

/// How the next game is to be played.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    /// Who plays each seat.
    pub seats: Vec<Seat>,
    /// The options text (empty: the game's defaults).
    pub options: String,
}

/// A question for the AI worker: choose a move for the game `record` at `level`.
#[derive(Clone, Debug, PartialEq)]
pub struct AiQuestion {
    /// The job id the answer must carry to be taken.
    pub job: u32,
    /// The game so far.
    pub record: GameRecord,
    /// The AI's level.
    pub level: Level,
    /// The search's seed.
    pub seed: u64,
    /// Milliseconds the search may take.
    pub time_ms: f64,
}

/// Milliseconds the worker may think at `level`: a second for the level that searches
/// until a deadline, else a generous bound its node budget stays well within.
fn think_time_ms(level: Level) -> f64 {
    if level.uses_deadline() {
        1000.0
    } else {
        20_000.0
    }
}

/// Who plays the seat of `player` (a seat the record does not name is a person's).
fn seat_of(h: &History, player: u8) -> Seat {
    h.seats()
        .get(player as usize)
        .cloned()
        .unwrap_or(Seat::Human)
}

/// Whether a take-back may stop at `state`: a person is to move there (or, when the AI
/// plays every seat, anyone is).
fn is_stop(h: &History, state: &AnyGame) -> bool {
    let all_ai = h.seats().len() >= state.num_players() && h.seats().iter().all(|s| !s.is_human());
    match state.turn() {
        Turn::Player(p) => all_ai || seat_of(h, p).is_human(),
        Turn::Chance | Turn::Over => false,
    }
}

/// Whether the board takes a person's move: at a player's turn that a person plays, or at
/// any player's turn of an earlier position on view (a move there replaces the rest).
fn person_may_move(h: &History) -> bool {
    match h.turn() {
        Turn::Player(p) => h.is_viewing_past() || seat_of(h, p).is_human(),
        Turn::Chance | Turn::Over => false,
    }
}

/// The AI level to move at the end of the game, if an AI is to move.
fn ai_to_move(h: &History) -> Option<Level> {
    match h.end_turn() {
        Turn::Player(p) => seat_of(h, p).level(),
        Turn::Chance | Turn::Over => None,
    }
}

/// Plays a person's move.
///
/// # Errors
/// The notice to show when the move is refused (nothing changes then).
fn play(h: &mut History, m: AnyMove, now: f64) -> Result<(), Notice> {
    if !person_may_move(h) {
        return Err(Notice::error_of(Said::WaitForTheAi));
    }
    h.play(m, now)
        .map_err(|e| Notice::error_of(Said::MoveRefused(e)))
}

/// Plays the AI's answer (`Ok(move text)` or why it has none) if it still fits the board.
///
/// # Errors
/// The notice to show when there is no move or it no longer fits (nothing changes then).
fn play_ai(h: &mut History, answer: Result<String, AiFailure>, now: f64) -> Result<(), Notice> {
    let text = answer.map_err(|e| Notice::error_of(Said::AiFailed(e)))?;
    if ai_to_move(h).is_none() || h.is_viewing_past() {
        return Err(Notice::error_of(Said::AiMoveStale));
    }
    h.play_text(&text, now)
        .map_err(|_| Notice::error_of(Said::AiMoveStale))
}

/// The position a take-back returns to: the last one before the game's end where a person
/// was to move.
fn undo_target(h: &History) -> Option<usize> {
    (0..h.len())
        .rev()
        .find(|&ply| is_stop(h, h.state_at(ply).expect("ply within the game")))
}

/// Whether Undo can take anything back ([`Event::Undo`]).
pub fn can_undo(h: &History) -> bool {
    h.ended_early() || undo_target(h).is_some()
}

/// Takes back moves up to the last position where a person was to move (against the AI,
/// the AI's reply and the person's move; never stopping at a chance turn). The moves leave
/// the game and can be put back by [`redo`]. After a resignation (or an agreed draw), only
/// that is taken back. Returns whether anything was taken back.
fn undo(h: &mut History) -> bool {
    if h.withdraw_ending() {
        return true;
    }
    let Some(target) = undo_target(h) else {
        return false;
    };
    while h.len() > target {
        h.take_back();
    }
    true
}

/// Whether Redo can put anything back ([`Event::Redo`]).
pub fn can_redo(h: &History) -> bool {
    h.can_put_back()
}

/// Puts back what the last [`undo`] took, up to the next position where a person is to
/// move: recorded chance outcomes and AI replies come back as they were, never drawn or
/// searched again. Returns whether anything was put back.
fn redo(h: &mut History) -> bool {
    if !h.put_back() {
        return false;
    }
    while !is_stop(h, h.end()) && h.put_back() {}
    true
}

/// The player a resignation from this screen speaks for: the person to move or, while
/// the AI (or a card draw) is to move, the person who moved last (the only person, when one
/// plays). `None` when the game is over or nobody at this device plays.
pub fn resigning_player(h: &History) -> Option<Player> {
    let person = |p: Player| seat_of(h, p).is_human();
    match h.end_turn() {
        Turn::Over => None,
        Turn::Player(p) if person(p) => Some(p),
        Turn::Player(_) | Turn::Chance => (0..h.len())
            .rev()
            .find_map(|ply| match h.turn_at(ply) {
                Turn::Player(p) if person(p) => Some(p),
                _ => None,
            })
            .or_else(|| {
                let players = h.end().num_players() as Player;
                let mut people = (0..players).filter(|&p| person(p));
                people.next().filter(|_| people.next().is_none())
            }),
    }
}

/// Resigns the game for [`resigning_player`]: the game ends and the others win.
///
/// # Errors
/// The notice to show when nobody can resign (nothing changes then).
fn resign(h: &mut History, now: f64) -> Result<Player, Notice> {
    let player = resigning_player(h).ok_or(Notice::error_of(Said::NothingToResign))?;
    h.resign(player, now)
        .map_err(|e| Notice::error_of(Said::CannotResign(e)))?;
    Ok(player)
}

/// The seats of a new game of `players`: a person first, the AI at Medium in the others.
pub fn default_seats(players: usize) -> Vec<Seat> {
    (0..players.max(1))
        .map(|i| {
            if i == 0 {
                Seat::Human
            } else {
                Seat::Ai(Level::Medium)
            }
        })
        .collect()
}

/// A record of a new game: `options` (or the defaults, shuffled by `seed`), the seats
/// given (or the defaults), a fresh `id`, started `now`.
pub fn new_record(game: GameId, new: NewGame, id: String, now: f64, seed: u64) -> GameRecord {
    // No options chosen: the defaults, with a fresh seed where the game draws from one
    // (Shifting Chess's deck), kept in the options so that saves and links carry it.
    let options = if new.options.is_empty() {
        game.reseeded("", seed)
    } else {
        new.options
    };
    let mut record = GameRecord::new(game, &options, id, now);
    record.seats = new.seats;
    record
}

/// A new game set up: its history, and the game it replaces if that one should be kept in
/// the saves (it has moves).
#[derive(Clone, Debug, PartialEq)]
pub struct NewTable {
    /// The new game.
    pub history: History,
    /// The previous game, to keep.
    pub keep: Option<GameRecord>,
}

/// Sets up the game `record` in place of `old`.
///
/// # Errors
/// A notice when the game cannot be set up (the old game stays).
fn start_new(old: &History, record: GameRecord) -> Result<NewTable, Notice> {
    let history =
        History::from_record(record).map_err(|e| Notice::error_of(Said::SetupFailed(e)))?;
    let keep = previous_to_keep(old.full_record(), history.full_record());
    Ok(NewTable { history, keep })
}

/// The game to keep in the saves when `record` replaces `old` on the board: `old`, unless
/// it has no moves or `record` holds all of it (the same game, its line of play the same or
/// continued: a link with a friend's next move continues the game in place).
pub fn previous_to_keep(old: &GameRecord, record: &GameRecord) -> Option<GameRecord> {
    let held = old.id == record.id && record.line().starts_with(&old.line());
    (!old.moves.is_empty() && !held).then(|| old.clone())
}

/// Whether at least two people play: a game for "Send move" (play by link).
pub fn people_play(h: &History) -> bool {
    let players = h.end().num_players() as u8;
    (0..players).filter(|&p| seat_of(h, p).is_human()).count() >= 2
}

/// The record a game link carries: the whole game, and its seats as they are.
pub fn game_link_record(h: &History) -> GameRecord {
    let mut record = h.full_record().clone();
    record.seats = (0..h.end().num_players() as u8)
        .map(|p| seat_of(h, p))
        .collect();
    record
}

/// The record "Send move" carries: the whole game without seats, so that the device
/// that opens it seats people (see [`seats_on_opening`]).
pub fn sent_move_record(h: &History) -> GameRecord {
    GameRecord {
        seats: Vec::new(),
        ..h.full_record().clone()
    }
}

/// The seats of a game opened from a link: the link's, or people in every seat when it
/// carries none (a move sent for play by link).
pub fn seats_on_opening(record: &GameRecord, players: usize) -> Vec<Seat> {
    if record.seats.is_empty() {
        vec![Seat::Human; players]
    } else {
        record.seats.clone()
    }
}

#[cfg(test)]
mod flow_tests;
#[cfg(test)]
mod resign_tests;
#[cfg(test)]
mod tests;
