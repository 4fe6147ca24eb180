//! Live play through the table's one `apply`: two tables joined by a fake wire carry the
//! whole story, from the invitation to a reconnection.

use super::*;
use crate::persist::live::invite::Invitation;
use crate::persist::live::sdp::{minimise, tests::CHROME_OFFER};
use crate::persist::{Seat, StorageError};
use crate::table::{people_play, Command, Event, Table};
use std::cell::Cell;

thread_local! {
    static NOW: Cell<f64> = const { Cell::new(0.0) };
}

fn clock() -> f64 {
    NOW.with(Cell::get)
}

fn set_clock(ms: f64) {
    NOW.with(|n| n.set(ms));
}

/// A table holding `record` (people in every seat unless the record says otherwise).
fn table(record: GameRecord) -> Table {
    Table::start(History::from_record(record).unwrap(), 1, clock).0
}

/// The messages among `commands`, as they travel.
fn sent(commands: &[Command]) -> Vec<String> {
    commands
        .iter()
        .filter_map(|c| match c {
            Command::Live(LiveCommand::Send(m)) => Some(encode(m)),
            _ => None,
        })
        .collect()
}

/// Gives each message of `commands` to `to`; returns what `to` sent back.
fn carry(commands: &[Command], to: &mut Table) -> Vec<Command> {
    sent(commands)
        .into_iter()
        .flat_map(|m| to.apply(Event::Live(LiveEvent::Message(m))))
        .collect()
}

/// Both connections open: the hellos cross until nothing is left to send.
fn open(a: &mut Table, b: &mut Table) {
    let mut from_a = a.apply(Event::Live(LiveEvent::Opened));
    let mut from_b = b.apply(Event::Live(LiveEvent::Opened));
    while !sent(&from_a).is_empty() || !sent(&from_b).is_empty() {
        let back_to_a = carry(&from_a, b);
        from_a = carry(&from_b, a);
        from_b = back_to_a;
    }
}

/// A invites; B, holding `held`, joins; the answer is given.
fn invited_and_joined(held: GameRecord) -> (Table, Table, Vec<Command>) {
    let mut a = table(GameRecord::new(GameId::Pyrga, "", "live1".into(), 0.0));
    let out = a.apply(Event::Live(LiveEvent::Invite));
    let Some(Command::Live(LiveCommand::Invite { record, seats })) = out.last().cloned() else {
        panic!("no invitation: {out:?}")
    };
    assert_eq!(seats, [0]);
    let mut b = table(held);
    let joined = b.apply(Event::Live(LiveEvent::Join(Box::new(Invitation {
        record,
        seats,
        servers: Vec::new(),
        offer: minimise(CHROME_OFFER).unwrap(),
    }))));
    a.apply(Event::Live(LiveEvent::AnswerGiven));
    (a, b, joined)
}

#[test]
fn an_invitation_seats_people_and_is_remembered_for_a_reload() {
    let mut record = GameRecord::new(GameId::Pyrga, "", "live1".into(), 0.0);
    record.seats = vec![Seat::Human, Seat::Ai(crate::ai::Level::Easy)];
    let mut a = table(record);
    let out = a.apply(Event::Live(LiveEvent::Invite));
    assert_eq!(
        out[0],
        Command::Live(LiveCommand::Remember(Some("live1|0".into())))
    );
    assert!(people_play(a.history()), "no AI plays a live game");
    assert_eq!(a.live().unwrap().status(), &Status::Waiting);
    // The reloaded page resumes it, waiting for a new connection; another game's session
    // or a damaged one is not taken.
    for (text, resumed) in [("live1|0", true), ("other|0", false), ("live1|", false)] {
        let mut again = table(a.history().full_record().clone());
        again.apply(Event::Live(LiveEvent::Resume(text.into())));
        assert_eq!(again.live().is_some(), resumed, "{text}");
    }
}

#[test]
fn joining_keeps_the_game_held_and_puts_it_back_if_that_fails() {
    let mut held = GameRecord::new(GameId::Pyrga, "", "mine".into(), 0.0);
    let mut h = History::from_record(held.clone()).unwrap();
    let m = h.end().legal_moves()[0];
    h.play(m, 0.0).unwrap();
    held = h.full_record().clone();
    let (_, mut b, joined) = invited_and_joined(held.clone());
    assert_eq!(joined[0], Command::KeepInSaves(held.clone()));
    assert!(matches!(
        joined.last(),
        Some(Command::Live(LiveCommand::Answer(_)))
    ));
    assert_eq!(b.history().full_record().id, "live1");
    assert_eq!(b.live().unwrap().mine(), [1]);
    b.apply(Event::KeepFailed(StorageError::Unavailable));
    assert_eq!(b.history().full_record(), &held);
    assert!(b.live().is_none());
}

#[test]
fn a_game_through_the_tables_with_a_move_made_while_disconnected() {
    let (mut a, mut b, _) = invited_and_joined(GameRecord::new(GameId::Pyrga, "", "x".into(), 0.0));
    open(&mut a, &mut b);
    assert_eq!(a.live().unwrap().status(), &Status::Connected);
    assert!(a.person_may_move() && !b.person_may_move());
    let m = a.history().end().legal_moves()[0];
    let out = a.apply(Event::PersonMoved(m));
    carry(&out, &mut b);
    assert_eq!(b.history().len(), 1);
    // The connection goes; B moves meanwhile, and the move is kept.
    a.apply(Event::Live(LiveEvent::Closed));
    b.apply(Event::Live(LiveEvent::Closed));
    assert!(b.live().unwrap().status().stuck() && b.person_may_move());
    let m = b.history().end().legal_moves()[3];
    let lost = b.apply(Event::PersonMoved(m));
    assert_eq!(b.history().len(), 2);
    drop(lost);
    // One tap: B invites again, A answers, the game resumes with B's move.
    b.apply(Event::Live(LiveEvent::Invite));
    assert_eq!(b.live().unwrap().mine(), [1], "B keeps its seat");
    open(&mut a, &mut b);
    assert_eq!(
        a.history().full_record().moves,
        b.history().full_record().moves
    );
    assert_eq!(a.history().len(), 2);
    assert_eq!(b.live().unwrap().status(), &Status::Connected);
}

#[test]
fn no_path_in_time_then_continue_by_link_keeps_the_game() {
    set_clock(0.0);
    let (mut a, _, _) = invited_and_joined(GameRecord::new(GameId::Pyrga, "", "x".into(), 0.0));
    set_clock(NO_PATH_MS - 1.0);
    a.apply(Event::Live(LiveEvent::Tick));
    assert_eq!(a.live().unwrap().status(), &Status::Waiting);
    set_clock(NO_PATH_MS);
    a.apply(Event::Live(LiveEvent::Tick));
    assert_eq!(a.live().unwrap().status(), &Status::NoPath);
    let before = a.history().clone();
    let out = a.apply(Event::Live(LiveEvent::ContinueByLink));
    assert!(out.contains(&Command::Live(LiveCommand::Hangup)));
    assert!(out.contains(&Command::Live(LiveCommand::Remember(None))));
    assert!(a.live().is_none() && people_play(a.history()));
    assert_eq!(a.history(), &before, "the same game goes on by link");
    assert!(a.person_may_move());
    set_clock(0.0);
}
