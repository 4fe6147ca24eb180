//! What a message from the other device does: every one is checked against this device's
//! game and refused (with a notice, or a [`Message::Refused`]) when it does not fit.

use super::{deal, take_back_to, Effects, Live, LiveSaid, Mismatch, Question, Status};
use crate::engine::{MoveError, Player, Turn};
use crate::persist::correspondence::{compare, Relation};
use crate::persist::history::History;
use crate::persist::link::canonical_setup;
use crate::persist::live::{self, Hello, LiveError, Message, Refusal};
use crate::persist::GameRecord;
use crate::table::Notice;

fn info(said: LiveSaid) -> Effects {
    Effects::notice(Notice::live_info(said))
}

fn error(said: LiveSaid) -> Effects {
    Effects::notice(Notice::live_error(said))
}

impl Live {
    /// Reads and carries out a message from the other device (`text` as it arrived).
    pub fn receive(&mut self, h: &mut History, text: &str, now: f64) -> Effects {
        let message = match live::decode(text) {
            Ok(m) => m,
            Err(LiveError::Version(v)) => return self.refuse(Mismatch::Version(v)),
            Err(LiveError::Build(b)) => return self.refuse(Mismatch::Build(b)),
            Err(LiveError::Malformed(_)) => return error(LiveSaid::Damaged),
        };
        if let Message::Hello(hello) = message {
            return self.hello(h, hello, now);
        }
        if self.status != Status::Connected {
            return error(LiveSaid::BeforeHello);
        }
        // Chance turns are dealt here, never taken from the other device.
        deal(h, now);
        h.go_to(h.len());
        match message {
            Message::Hello(_) => unreachable!("handled above"),
            Message::Move { ply, text } => self.moved(h, ply, &text, now),
            Message::Ping { plies } => resend(h, plies),
            Message::UndoRequest { from, to } => {
                let theirs = matches!(h.turn_at(to), Turn::Player(p) if self.theirs.contains(&p));
                if from == h.len() && theirs && !h.ended_early() {
                    self.asked_of_me(Question::Undo { from, to })
                } else {
                    Effects::send(Message::UndoAnswer {
                        from,
                        accept: false,
                    })
                }
            }
            Message::UndoAnswer { from, accept } => match self.asked.take() {
                Some(Question::Undo { from: f, to }) if f == from => {
                    if accept && take_back_to(h, from, to) {
                        Effects {
                            changed: true,
                            ..info(LiveSaid::UndoAgreed)
                        }
                    } else {
                        info(LiveSaid::UndoDeclined)
                    }
                }
                other => self.ignore(other),
            },
            Message::Resign { player, plies } => self.resigned(h, player, plies, now),
            Message::DrawOffer { plies } => {
                let open = h.end_turn() != Turn::Over;
                if h.end().id().has_draws() && plies == h.len() && open {
                    self.asked_of_me(Question::Draw { plies })
                } else {
                    Effects::send(Message::DrawAnswer {
                        plies,
                        accept: false,
                    })
                }
            }
            Message::DrawAnswer { plies, accept } => match self.asked.take() {
                Some(Question::Draw { plies: p }) if p == plies => {
                    if accept && plies == h.len() && h.agree_draw(now).is_ok() {
                        Effects {
                            changed: true,
                            ..info(LiveSaid::DrawAgreed)
                        }
                    } else {
                        info(LiveSaid::DrawDeclined)
                    }
                }
                other => self.ignore(other),
            },
            Message::Rematch { id, options } => self.rematch_offered(h, id, options, now),
            Message::RematchAnswer { id, accept } => match self.asked.take() {
                Some(Question::Rematch { id: i, options }) if i == id => {
                    if !accept {
                        return info(LiveSaid::RematchDeclined);
                    }
                    match self.start_rematch(h, &id, &options, now) {
                        Ok(record) => Effects {
                            rematch: Some(record),
                            ..info(LiveSaid::RematchAgreed)
                        },
                        Err(notice) => Effects::notice(notice),
                    }
                }
                other => self.ignore(other),
            },
            Message::Refused { ply, why } => error(LiveSaid::TheyRefused { ply, why }),
        }
    }

    /// The other device asks `question` of this player, who is told.
    fn asked_of_me(&mut self, question: Question) -> Effects {
        let effects = info(LiveSaid::Asked(question.clone()));
        self.asked_here = Some(question);
        effects
    }

    /// An answer to nothing this device asked: the question asked (if any) stays.
    fn ignore(&mut self, asked: Option<Question>) -> Effects {
        self.asked = asked;
        Effects::default()
    }

    /// The other device cannot play with this one: say why and stop.
    fn refuse(&mut self, why: Mismatch) -> Effects {
        self.status = Status::Refused(why.clone());
        error(LiveSaid::Mismatch(why))
    }

    fn hello(&mut self, h: &mut History, hello: Hello, now: f64) -> Effects {
        let mine = h.full_record().clone();
        let theirs = GameRecord {
            game: hello.game,
            id: hello.id,
            options: hello.options,
            start: hello.start,
            moves: hello.moves,
            resigned: hello.resigned,
            drawn: hello.drawn,
            ..mine.clone()
        };
        let same_setup = canonical_setup(&mine).ok() == canonical_setup(&theirs).ok();
        if theirs.id != mine.id || theirs.game != mine.game || !same_setup {
            return self.refuse(Mismatch::AnotherGame);
        }
        let players = h.end().num_players() as Player;
        if let Some(&seat) = hello.seats.iter().find(|s| self.mine.contains(s)) {
            return self.refuse(Mismatch::ClaimsMySeat(seat));
        }
        if let Some(seat) =
            (0..players).find(|p| !self.mine.contains(p) && !hello.seats.contains(p))
        {
            return self.refuse(Mismatch::NobodyPlays(seat));
        }
        if hello.seats.iter().any(|&s| s >= players) {
            return self.refuse(Mismatch::NoSuchSeat);
        }
        self.theirs = hello.seats.clone();
        let mut effects = Effects::default();
        let relation = compare(&mine.line(), &theirs.line());
        let adopt = match relation {
            Relation::Same | Relation::Older { .. } => false,
            Relation::Extends { .. } => true,
            Relation::Diverges { ply } => {
                // Both devices reach the same verdict: the longer history, or on a tie the
                // one of the device that plays the first seat.
                let (a, b) = (mine.line().len(), theirs.line().len());
                let theirs_wins =
                    b > a || (a == b && hello.seats.iter().min() < self.mine.iter().min());
                effects.notice = Some(Notice::live_info(LiveSaid::Diverged {
                    ply,
                    theirs_won: theirs_wins,
                }));
                if theirs_wins {
                    effects.keep = Some(mine.clone());
                }
                theirs_wins
            }
        };
        if adopt {
            match History::from_record(theirs) {
                Ok(new) => *h = new,
                Err(e) => return self.refuse(Mismatch::DoesNotReplay(Box::new(e))),
            }
            deal(h, now);
            effects.changed = true;
        }
        let was_connected = self.status == Status::Connected;
        self.status = Status::Connected;
        self.invited_at = None;
        self.answered_at = None;
        if !hello.reply {
            effects
                .send
                .push(live::hello(h.full_record(), self.mine.clone(), true));
        }
        if !was_connected {
            effects
                .notice
                .get_or_insert_with(|| Notice::live_info(LiveSaid::Connected));
        }
        effects
    }

    fn moved(&mut self, h: &mut History, ply: usize, text: &str, now: f64) -> Effects {
        let len = h.len();
        if ply > len {
            // A move was lost on the way: ask for what follows the moves held here.
            return Effects::send(Message::Ping { plies: len });
        }
        if ply < len {
            let held = &h.move_texts()[ply];
            if held == text {
                return Effects::default();
            }
            let held = held.clone();
            return self.refuse_move(ply, text, Refusal::Holds { held }, None);
        }
        let theirs = matches!(h.end_turn(), Turn::Player(p) if self.theirs.contains(&p));
        if !theirs {
            return self.refuse_move(ply, text, Refusal::NotYourTurn, None);
        }
        if let Err(e) = h.play_text(text, now) {
            return self.refuse_move(ply, text, Refusal::NotLegal, Some(e));
        }
        deal(h, now);
        if matches!(self.asked, Some(Question::Draw { .. })) {
            self.asked = None;
        }
        Effects {
            changed: true,
            ..Effects::default()
        }
    }

    /// The other device offers another game: asked of this player, or, when this device
    /// offered one too at the same moment, begun at once (see below); refused while this
    /// game goes on.
    fn rematch_offered(&mut self, h: &History, id: String, options: String, now: f64) -> Effects {
        let record = GameRecord::new(h.end().id(), &options, id.clone(), now);
        if h.end_turn() != Turn::Over || History::from_record(record).is_err() {
            return Effects::send(Message::RematchAnswer { id, accept: false });
        }
        let Some(Question::Rematch {
            id: mine,
            options: my_options,
        }) = &self.asked
        else {
            return self.asked_of_me(Question::Rematch { id, options });
        };
        // Both devices offered at once: each receives the other's offer and both begin the
        // one with the smaller id, with no answer sent.
        let (id, options) = if *mine < id {
            (mine.clone(), my_options.clone())
        } else {
            (id, options)
        };
        match self.start_rematch(h, &id, &options, now) {
            Ok(record) => Effects {
                rematch: Some(record),
                ..info(LiveSaid::BothRematch)
            },
            Err(notice) => Effects::notice(notice),
        }
    }

    /// Refuses the other device's move `text` at `ply`; `error` is the engine's reason.
    fn refuse_move(
        &mut self,
        ply: usize,
        text: &str,
        why: Refusal,
        error: Option<MoveError>,
    ) -> Effects {
        Effects {
            notice: Some(Notice::live_error(LiveSaid::RefusedTheirs {
                ply,
                text: text.to_string(),
                why: why.clone(),
                error,
            })),
            send: vec![Message::Refused { ply, why }],
            ..Effects::default()
        }
    }

    fn resigned(&mut self, h: &mut History, player: Player, plies: usize, now: f64) -> Effects {
        if plies > h.len() {
            return Effects::send(Message::Ping { plies: h.len() });
        }
        let open = h.end_turn() != Turn::Over;
        if plies != h.len()
            || !self.theirs.contains(&player)
            || !open
            || h.resign(player, now).is_err()
        {
            return error(LiveSaid::BadResignation);
        }
        Effects {
            changed: true,
            ..info(LiveSaid::Resigned)
        }
    }
}

/// The moves after the other device's `plies`, sent again; or, if it holds more, a
/// [`Message::Ping`] that asks for them.
fn resend(h: &History, plies: usize) -> Effects {
    let len = h.len();
    let send = if plies < len {
        h.move_texts()[plies..]
            .iter()
            .enumerate()
            .map(|(i, text)| Message::Move {
                ply: plies + i,
                text: text.clone(),
            })
            .collect()
    } else if plies > len {
        vec![Message::Ping { plies: len }]
    } else {
        Vec::new()
    };
    Effects {
        send,
        ..Effects::default()
    }
}
