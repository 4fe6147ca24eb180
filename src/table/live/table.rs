//! Live play as a mode of the [`Table`]: while it is on, the table's game is played with a
//! friend's device, and every live event goes through [`Table::apply`] like any other.
//! This file decides what each [`LiveEvent`] does to the table's game and its live side,
//! and turns the outcome into commands for the page.

use super::{
    join, live_seats, Effects, Live, LiveAction, LiveCommand, LiveEvent, LiveSaid, Session,
};
use crate::engine::AnyMove;
use crate::persist::history::History;
use crate::persist::live::invite::Invitation;
use crate::table::{Command, Notice, Table};

impl Table {
    /// The live game with a friend's device, while live play is on.
    pub fn live(&self) -> Option<&Live> {
        self.live.as_ref()
    }

    /// The session text that lets this live game survive a reload.
    fn session(&self, live: &Live) -> Option<String> {
        Some(
            Session {
                id: self.history.full_record().id.clone(),
                seats: live.mine().to_vec(),
            }
            .to_text(),
        )
    }

    /// Carries out a live event (`now` in milliseconds).
    pub(in crate::table) fn apply_live(
        &mut self,
        event: LiveEvent,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        match event {
            LiveEvent::Invite => self.invite(now, out),
            LiveEvent::Join(invitation) => self.join(invitation, out),
            LiveEvent::Resume(text) => self.resume(&text),
            LiveEvent::Leave | LiveEvent::ContinueByLink => {
                if self.live.take().is_some() {
                    out.push(Command::Live(LiveCommand::Hangup));
                    out.push(Command::Live(LiveCommand::Remember(None)));
                    if event == LiveEvent::ContinueByLink {
                        out.push(Command::Notice(Notice::live_info(LiveSaid::ByLink)));
                    }
                }
            }
            event => self.with_live(out, |live, h| match event {
                LiveEvent::AnswerGiven => {
                    live.answer_given(now);
                    Effects::default()
                }
                LiveEvent::Opened => live.connected(h),
                LiveEvent::Message(text) => live.receive(h, &text, now),
                LiveEvent::Interrupted => {
                    live.interrupted();
                    Effects::default()
                }
                LiveEvent::Restored => {
                    live.restored();
                    Effects::default()
                }
                LiveEvent::Closed => {
                    live.disconnected();
                    Effects {
                        hangup: true,
                        ..Effects::default()
                    }
                }
                LiveEvent::Unreachable => live.unreachable(),
                LiveEvent::Tick => live.tick(h, now),
                LiveEvent::Act(action) => refused_as_notice(match action {
                    LiveAction::AskUndo => live.ask_undo(h),
                    LiveAction::OfferDraw => live.offer_draw(h),
                    LiveAction::Rematch { id, seed } => live.offer_rematch(h, id, seed, now),
                    LiveAction::Answer(accept) => live.answer(h, accept, now),
                }),
                _ => unreachable!("handled above"),
            }),
        }
    }

    /// This device's player moves in the live game.
    pub(in crate::table) fn live_move(&mut self, m: AnyMove, now: f64, out: &mut Vec<Command>) {
        self.with_live(out, |live, h| refused_as_notice(live.play(h, m, now)));
    }

    /// This device's player resigns the live game.
    pub(in crate::table) fn live_resign(&mut self, now: f64, out: &mut Vec<Command>) {
        self.with_live(out, |live, h| refused_as_notice(live.resign(h, now)));
    }

    /// Runs `f` on the live side and the game, and turns its effects into commands.
    fn with_live(
        &mut self,
        out: &mut Vec<Command>,
        f: impl FnOnce(&mut Live, &mut History) -> Effects,
    ) {
        let Some(mut live) = self.live.take() else {
            return;
        };
        let effects = f(&mut live, &mut self.history);
        out.extend(
            effects
                .send
                .into_iter()
                .map(|m| Command::Live(LiveCommand::Send(m))),
        );
        out.extend(effects.notice.map(Command::Notice));
        out.extend(effects.keep.map(Command::KeepInSaves));
        if effects.hangup {
            out.push(Command::Live(LiveCommand::Hangup));
        }
        if let Some(record) = effects.rematch {
            match History::from_record(record) {
                Ok(h) => {
                    self.history = h;
                    out.push(Command::Live(LiveCommand::Remember(self.session(&live))));
                }
                Err(e) => out.push(Command::Notice(Notice::live_error(
                    LiveSaid::RematchFailed(e),
                ))),
            }
        }
        self.live = Some(live);
    }

    /// Starts (or starts again) live play with an invitation to the game on the board: this
    /// device keeps the seats it played (the first seat to begin with), and people sit in
    /// every seat.
    fn invite(&mut self, now: f64, out: &mut Vec<Command>) {
        let players = self.history.end().num_players();
        let mine = self
            .live
            .as_ref()
            .map_or_else(|| vec![0], |l| l.mine().to_vec());
        let people = live_seats(players);
        if self.history.seats() != people {
            self.history.set_seats(people);
        }
        let mut live = Live::new(mine.clone(), players);
        live.invited(now);
        out.push(Command::Live(LiveCommand::Remember(self.session(&live))));
        out.push(Command::Live(LiveCommand::Invite {
            record: self.history.full_record().clone(),
            seats: mine,
        }));
        self.live = Some(live);
    }

    /// Joins a friend's invitation: its game takes the board unless it is the game held
    /// (which is kept in the saves if it has moves), and this device plays the seats left
    /// free.
    fn join(&mut self, invitation: Box<Invitation>, out: &mut Vec<Command>) {
        if invitation.record.game != self.history.end().id() {
            out.push(Command::Notice(Notice::live_error(
                LiveSaid::OtherGameInvitation,
            )));
            return;
        }
        let joining = join(self.history.full_record(), &invitation);
        if let Some(record) = joining.board {
            match History::from_record(record) {
                Ok(h) => {
                    let old = std::mem::replace(&mut self.history, h);
                    self.keep_while_joining(old, joining.keep, out);
                }
                Err(e) => {
                    out.push(Command::Notice(Notice::live_error(
                        LiveSaid::InvitationUnplayable(e),
                    )));
                    return;
                }
            }
        }
        let live = Live::new(joining.mine, joining.players);
        out.push(Command::Live(LiveCommand::Remember(self.session(&live))));
        out.push(Command::Live(LiveCommand::Answer(invitation)));
        self.live = Some(live);
    }

    /// A live game this page played before a reload comes back, waiting for a new
    /// connection, if `text` names the game on the board.
    fn resume(&mut self, text: &str) {
        let Some(session) = Session::from_text(text) else {
            return;
        };
        if session.id == self.history.full_record().id {
            let players = self.history.end().num_players();
            self.live = Some(Live::resumed(session.seats, players));
        }
    }
}

/// A refused action's notice, as its effects.
fn refused_as_notice(result: Result<Effects, Notice>) -> Effects {
    result.unwrap_or_else(|n| Effects {
        notice: Some(n),
        ..Effects::default()
    })
}
