//! A game played live between two devices: which seats this device plays, the state of
//! the connection, and what each message does to the game. Pure: the page forwards the
//! data channel's events and its player's actions here, sends the [`Effects`]' messages
//! and draws the result; tests drive two of these through a fake transport.
//!
//! Every move from the other device is checked by this device's engine before it is
//! played. Moves carry their ply, so a lost one is noticed (a later ply, or a
//! [`Message::Ping`] that counts more moves) and sent again. Chance turns (Shifting Chess
//! card draws) are never sent: each device deals them from the deck the game's seed
//! shuffled, so neither side chooses a card. On every connection both devices say
//! [`Message::Hello`] and the game resumes from the longer history when one extends the
//! other (as two tabs do, `persist::slot`).

mod event;
mod joining;
mod receive;
mod said;
mod session;
mod status;
mod table;

pub use event::{LiveAction, LiveCommand, LiveEvent};
pub use joining::{join, live_seats, Joining};
pub use said::{LiveSaid, Mismatch};
pub use session::Session;
pub use status::{Question, Status, INVITATION_MS, NO_PATH_MS};

use super::Notice;
use crate::engine::{AnyMove, Player, Rng, Turn};
use crate::persist::history::History;
use crate::persist::live::{self, Message};
use crate::persist::GameRecord;

/// What a message or an action leads to.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Effects {
    /// Messages for the other device, in order.
    pub send: Vec<Message>,
    /// What to tell the player.
    pub notice: Option<Notice>,
    /// Whether the game changed (redraw and store it).
    pub changed: bool,
    /// A version of the game this device held that gave way to the other's: keep it in the
    /// saves.
    pub keep: Option<GameRecord>,
    /// A new game both devices agreed to play: start it (this device's seats are set).
    pub rematch: Option<GameRecord>,
    /// The connection is of no more use: close it.
    pub hangup: bool,
}

impl Effects {
    fn send(message: Message) -> Effects {
        Effects {
            send: vec![message],
            ..Effects::default()
        }
    }

    fn notice(notice: Notice) -> Effects {
        Effects {
            notice: Some(notice),
            ..Effects::default()
        }
    }
}

/// One device's side of a live game.
#[derive(Clone, Debug, PartialEq)]
pub struct Live {
    mine: Vec<Player>,
    theirs: Vec<Player>,
    status: Status,
    /// What this device asked, awaiting the answer.
    asked: Option<Question>,
    /// What the other device asked, awaiting this player's answer.
    asked_here: Option<Question>,
    /// When this device's invitation went out, while it awaits the answer.
    invited_at: Option<f64>,
    /// When the answer was given (taken here, or made here), until connected.
    answered_at: Option<f64>,
}

impl Live {
    /// This device plays `mine`; the other device the rest of the game's `players`.
    pub fn new(mine: Vec<Player>, players: usize) -> Live {
        let theirs = (0..players as Player)
            .filter(|p| !mine.contains(p))
            .collect();
        Live {
            mine,
            theirs,
            status: Status::Waiting,
            asked: None,
            asked_here: None,
            invited_at: None,
            answered_at: None,
        }
    }

    /// A live game this page played before a reload: the connection is gone.
    pub fn resumed(mine: Vec<Player>, players: usize) -> Live {
        Live {
            status: Status::Reconnecting,
            ..Live::new(mine, players)
        }
    }

    /// This device's invitation went out at `now`: the game waits for the answer.
    pub fn invited(&mut self, now: f64) {
        self.status = Status::Waiting;
        self.invited_at = Some(now);
        self.answered_at = None;
    }

    /// The answer was given at `now` (taken here, or made here for the friend): the two
    /// devices now look for a path to each other.
    pub fn answer_given(&mut self, now: f64) {
        self.answered_at = Some(now);
    }

    /// A second has passed: a keep-alive while connected, and the verdict when no path
    /// was found in time ([`NO_PATH_MS`]) or the invitation had no answer
    /// ([`INVITATION_MS`]).
    pub fn tick(&mut self, h: &History, now: f64) -> Effects {
        if self.status == Status::Connected {
            return Effects::send(self.ping(h));
        }
        let open = matches!(self.status, Status::Waiting | Status::Reconnecting);
        if let Some(at) = self.answered_at.filter(|_| open) {
            if now - at >= NO_PATH_MS {
                self.status = Status::NoPath;
                self.answered_at = None;
                self.invited_at = None;
            }
        } else if let Some(at) = self.invited_at.filter(|_| open) {
            if now - at >= INVITATION_MS {
                self.status = Status::Expired;
                self.invited_at = None;
                return Effects {
                    hangup: true,
                    ..Effects::default()
                };
            }
        }
        Effects::default()
    }

    /// The connection stalled but may come back by itself.
    pub fn interrupted(&mut self) {
        if self.status == Status::Connected {
            self.status = Status::Interrupted;
        }
    }

    /// A stalled connection came back.
    pub fn restored(&mut self) {
        if self.status == Status::Interrupted {
            self.status = Status::Connected;
        }
    }

    /// The seats this device plays.
    pub fn mine(&self) -> &[Player] {
        &self.mine
    }

    /// The state of the connection.
    pub fn status(&self) -> &Status {
        &self.status
    }

    /// What the other device asked that this player should answer.
    pub fn question(&self) -> Option<&Question> {
        self.asked_here.as_ref()
    }

    /// What this device asked and awaits.
    pub fn waiting_for(&self) -> Option<&Question> {
        self.asked.as_ref()
    }

    /// The connection opened: say hello with this device's game and seats (the status
    /// changes when the friend's hello arrives).
    pub fn connected(&self, h: &History) -> Effects {
        Effects::send(live::hello(h.full_record(), self.mine.clone(), false))
    }

    /// The connection dropped: questions lapse, the game waits for a new connection.
    pub fn disconnected(&mut self) {
        if matches!(self.status, Status::Connected | Status::Interrupted) {
            self.status = Status::Reconnecting;
        }
        self.asked = None;
        self.asked_here = None;
    }

    /// The browser gave up reaching the other device: a connection that was open is gone
    /// (the game waits for a new one); one tried since the answer was given has no path.
    pub fn unreachable(&mut self) -> Effects {
        if matches!(self.status, Status::Connected | Status::Interrupted) {
            self.disconnected();
        } else if self.answered_at.is_some() {
            self.status = Status::NoPath;
            self.answered_at = None;
            self.invited_at = None;
        }
        Effects {
            hangup: true,
            ..Effects::default()
        }
    }

    /// A keep-alive that also lets the other device notice a lost move.
    pub fn ping(&self, h: &History) -> Message {
        Message::Ping { plies: h.len() }
    }

    /// Whether this device's player may move now: one of this device's seats to move, no
    /// take-back asked, and the other device not refused. A move made while the devices are
    /// not connected is kept, and reaches the friend with the next connection's hello.
    pub fn may_move(&self, h: &History) -> bool {
        !matches!(self.status, Status::Refused(_))
            && !matches!(self.asked, Some(Question::Undo { .. }))
            && matches!(h.end_turn(), Turn::Player(p) if self.mine.contains(&p))
    }

    /// Plays this device's move at the game's end and sends it.
    ///
    /// # Errors
    /// A notice when it is not this device's turn or the move is illegal.
    pub fn play(&mut self, h: &mut History, m: AnyMove, now: f64) -> Result<Effects, Notice> {
        if !self.may_move(h) {
            return Err(Notice::live_error(match self.status {
                Status::Refused(_) => LiveSaid::CannotPlay,
                _ => LiveSaid::FriendsTurn,
            }));
        }
        h.go_to(h.len());
        let ply = h.len();
        h.play(m, now)
            .map_err(|e| Notice::live_error(LiveSaid::MoveImpossible(e)))?;
        let text = h.move_texts()[ply].clone();
        deal(h, now);
        Ok(Effects {
            send: vec![Message::Move { ply, text }],
            changed: true,
            ..Effects::default()
        })
    }

    /// Asks to take back this device's last move (and the replies after it).
    ///
    /// # Errors
    /// A notice when there is nothing of this device's to take back.
    pub fn ask_undo(&mut self, h: &History) -> Result<Effects, Notice> {
        self.ready()?;
        let from = h.len();
        let to = (0..from)
            .rev()
            .find(|&ply| matches!(h.turn_at(ply), Turn::Player(p) if self.mine.contains(&p)))
            .filter(|_| !h.ended_early())
            .ok_or_else(|| Notice::live_error(LiveSaid::NothingToTakeBack))?;
        self.asked = Some(Question::Undo { from, to });
        Ok(Effects::send(Message::UndoRequest { from, to }))
    }

    /// Resigns for this device's seat (the one to move, else its first).
    ///
    /// # Errors
    /// A notice when the game is over.
    pub fn resign(&mut self, h: &mut History, now: f64) -> Result<Effects, Notice> {
        self.ready()?;
        let player = match h.end_turn() {
            Turn::Player(p) if self.mine.contains(&p) => p,
            _ => self.mine[0],
        };
        h.resign(player, now)
            .map_err(|e| Notice::live_error(LiveSaid::CannotResign(e)))?;
        Ok(Effects {
            send: vec![Message::Resign {
                player,
                plies: h.len(),
            }],
            changed: true,
            ..Effects::default()
        })
    }

    /// Offers a draw.
    ///
    /// # Errors
    /// A notice when the game has no draws or is over.
    pub fn offer_draw(&mut self, h: &History) -> Result<Effects, Notice> {
        self.ready()?;
        if !h.end().id().has_draws() || h.end_turn() == Turn::Over {
            return Err(Notice::live_error(LiveSaid::NoDraw));
        }
        let plies = h.len();
        self.asked = Some(Question::Draw { plies });
        Ok(Effects::send(Message::DrawOffer { plies }))
    }

    /// Offers another game of the same kind and options (a fresh deck shuffled from
    /// `seed` where the game has one) under `id`, each device taking the other's seats;
    /// when the friend has offered one already, accepts theirs instead.
    ///
    /// # Errors
    /// A notice when the game is not over yet.
    pub fn offer_rematch(
        &mut self,
        h: &mut History,
        id: String,
        seed: u64,
        now: f64,
    ) -> Result<Effects, Notice> {
        self.ready()?;
        if matches!(self.asked_here, Some(Question::Rematch { .. })) {
            return self.answer(h, true, now);
        }
        if h.end_turn() != Turn::Over {
            return Err(Notice::live_error(LiveSaid::FinishFirst));
        }
        let options = h.end().id().reseeded(&h.full_record().options, seed);
        self.asked = Some(Question::Rematch {
            id: id.clone(),
            options: options.clone(),
        });
        Ok(Effects::send(Message::Rematch { id, options }))
    }

    /// Answers the other device's question; an accepted one takes effect here at once.
    ///
    /// # Errors
    /// A notice when nothing was asked (or it no longer fits the game).
    pub fn answer(&mut self, h: &mut History, accept: bool, now: f64) -> Result<Effects, Notice> {
        let question = self
            .asked_here
            .take()
            .ok_or_else(|| Notice::live_error(LiveSaid::NothingAsked))?;
        let mut effects = Effects::default();
        let message = match question {
            Question::Undo { from, to } => {
                let accept = accept && take_back_to(h, from, to);
                effects.changed = accept;
                Message::UndoAnswer { from, accept }
            }
            Question::Draw { plies } => {
                let accept = accept && plies == h.len() && h.agree_draw(now).is_ok();
                effects.changed = accept;
                Message::DrawAnswer { plies, accept }
            }
            Question::Rematch { id, options } => {
                if accept {
                    effects.rematch = Some(self.start_rematch(h, &id, &options, now)?);
                }
                Message::RematchAnswer { id, accept }
            }
        };
        effects.send.push(message);
        Ok(effects)
    }

    fn ready(&self) -> Result<(), Notice> {
        match self.status {
            Status::Connected => Ok(()),
            _ => Err(Notice::live_error(LiveSaid::NotConnected)),
        }
    }

    /// The rematch's record; this device now plays the seats the other one played.
    fn start_rematch(
        &mut self,
        h: &History,
        id: &str,
        options: &str,
        now: f64,
    ) -> Result<GameRecord, Notice> {
        let record = GameRecord::new(h.end().id(), options, id.to_string(), now);
        let mut record = History::from_record(record)
            .map_err(|e| Notice::live_error(LiveSaid::RematchFailed(e)))?
            .full_record()
            .clone();
        record.seats = h.full_record().seats.clone();
        std::mem::swap(&mut self.mine, &mut self.theirs);
        self.asked = None;
        Ok(record)
    }
}

/// Deals every chance turn at the game's end from the game's own deck (the generator is
/// never consulted by a seeded deck, so both devices deal the same cards).
fn deal(h: &mut History, now: f64) {
    while h.resolve_chance(&mut Rng::new(0), now) {}
}

/// Takes the game back from `from` moves to `to` if it still has `from` moves.
fn take_back_to(h: &mut History, from: usize, to: usize) -> bool {
    if h.len() != from || to >= from || h.ended_early() {
        return false;
    }
    while h.len() > to {
        h.take_back();
    }
    true
}

#[cfg(test)]
mod tests;
