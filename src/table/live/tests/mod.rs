//! Two devices joined by a fake transport: messages queue up and are delivered (or lost)
//! when a test says so.

mod connection;
mod questions;
mod table;

use super::*;
use crate::engine::GameId;
use crate::persist::live::{encode, Message, Refusal, LIVE_VERSION};
use crate::table::NoticeKind;
use std::collections::VecDeque;

/// One device: its side of the live game, its game, what it told its player.
pub(super) struct Device {
    live: Live,
    h: History,
    notices: Vec<Notice>,
    kept: Vec<GameRecord>,
    rematches: Vec<GameRecord>,
    /// Messages on their way to this device.
    inbox: VecDeque<String>,
}

impl Device {
    fn new(record: &GameRecord, mine: Vec<Player>) -> Device {
        let h = History::from_record(record.clone()).unwrap();
        Device {
            live: Live::new(mine, h.end().num_players()),
            h,
            notices: Vec::new(),
            kept: Vec::new(),
            rematches: Vec::new(),
            inbox: VecDeque::new(),
        }
    }

    fn last_said(&self) -> Option<&LiveSaid> {
        self.notices.last().and_then(|n| said(n))
    }
}

/// What a live notice says.
fn said(n: &Notice) -> Option<&LiveSaid> {
    match &n.said {
        crate::table::Said::Live(said) => Some(said),
        _ => None,
    }
}

/// Devices A (seat 0) and B (seat 1) of the same game.
pub(super) struct Wire {
    a: Device,
    b: Device,
}

/// Which device.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Side {
    A,
    B,
}

fn record(game: GameId, options: &str) -> GameRecord {
    GameRecord::new(game, options, "live1".into(), 0.0)
}

impl Wire {
    fn new(game: GameId, options: &str) -> Wire {
        let r = record(game, options);
        Wire {
            a: Device::new(&r, vec![0]),
            b: Device::new(&r, vec![1]),
        }
    }

    fn device(&mut self, side: Side) -> (&mut Device, &mut Device) {
        match side {
            Side::A => (&mut self.a, &mut self.b),
            Side::B => (&mut self.b, &mut self.a),
        }
    }

    /// Applies `effects` at `side`: its messages go on the way to the other device.
    fn apply(&mut self, side: Side, effects: Effects) {
        let (me, other) = self.device(side);
        other.inbox.extend(effects.send.iter().map(encode));
        me.notices.extend(effects.notice);
        me.kept.extend(effects.keep);
        me.rematches.extend(effects.rematch);
    }

    /// Applies `effects` at `side` and delivers everything.
    fn send(&mut self, side: Side, effects: Effects) {
        self.apply(side, effects);
        self.deliver();
    }

    /// Plays `n` moves, each delivered before the next (the `i`-th choice for move `i`).
    fn play_delivered(&mut self, n: usize) {
        for i in 0..n {
            self.play(i);
            self.deliver();
        }
    }

    /// Both devices open a connection and say hello; everything is delivered.
    fn connect(&mut self) {
        let hello_a = self.a.live.connected(&self.a.h);
        let hello_b = self.b.live.connected(&self.b.h);
        self.apply(Side::A, hello_a);
        self.apply(Side::B, hello_b);
        self.deliver();
    }

    /// Delivers one message to `side`; returns whether there was one.
    fn deliver_one(&mut self, side: Side) -> bool {
        let (me, _) = self.device(side);
        let Some(text) = me.inbox.pop_front() else {
            return false;
        };
        let effects = me.live.receive(&mut me.h, &text, 1.0);
        self.apply(side, effects);
        true
    }

    /// Delivers messages both ways until none is left.
    fn deliver(&mut self) {
        while self.deliver_one(Side::A) | self.deliver_one(Side::B) {}
    }

    /// The device whose seat is to move.
    fn to_move(&self) -> Side {
        match self.a.h.end_turn() {
            Turn::Player(p) if self.a.live.mine().contains(&p) => Side::A,
            _ => Side::B,
        }
    }

    /// The device to move plays its `choice`-th legal move (modulo their number).
    fn play(&mut self, choice: usize) {
        let side = self.to_move();
        let (me, _) = self.device(side);
        let legal = me.h.end().legal_moves();
        let m = legal[choice % legal.len()];
        let effects = me.live.play(&mut me.h, m, 1.0).unwrap();
        self.apply(side, effects);
    }

    fn same_game(&self) -> bool {
        self.a.h.full_record().moves == self.b.h.full_record().moves
            && self.a.h.resigned() == self.b.h.resigned()
            && self.a.h.drawn() == self.b.h.drawn()
    }
}

fn connected(game: GameId, options: &str) -> Wire {
    let mut w = Wire::new(game, options);
    assert_eq!(w.a.live.status(), &Status::Waiting);
    w.connect();
    assert_eq!(w.a.live.status(), &Status::Connected);
    assert_eq!(w.b.live.status(), &Status::Connected);
    assert_eq!(w.b.last_said(), Some(&LiveSaid::Connected));
    w
}
