//! The play page's handle on its [`Table`]: events go to the table, and its commands are
//! carried out here — questions to the AI's and the hint's workers, notices, sounds, games
//! kept in the saves. Nothing is decided here; the widgets draw what the table holds.

use crate::engine::GameId;
use crate::persist::history::History;
use crate::persist::settings::Settings;
use crate::persist::{GameRecord, Seat};
use crate::table::live::LiveCommand;
use crate::table::{self, AiQuestion, Command, Event, NewGame, Notice, Table};
use crate::ui::settings::use_settings;
use crate::ui::sounds;
use crate::ui::storage::{self, Loaded};
use crate::ui::worker_client::WorkerClient;
use crate::worker::protocol::{MoveRequest, Reply, Request};
use leptos::prelude::*;

/// A handle on the table of the play page; cheap to copy.
#[derive(Clone, Copy)]
pub struct PlayTable {
    table: RwSignal<Table>,
    /// The game, as the board draws it (it changes only when the game does).
    pub history: Memo<History>,
    /// The notice shown above the board.
    pub notice: RwSignal<Option<Notice>>,
    ai: StoredValue<Option<WorkerClient>, LocalStorage>,
    hint: StoredValue<Option<WorkerClient>, LocalStorage>,
    settings: Option<RwSignal<Settings>>,
    /// Carries out live play's commands (`ui::live`), once the page has a live side.
    live: StoredValue<Option<Callback<LiveCommand>>>,
}

/// A record of a new game of `game` with a fresh id (and, without options, the game's
/// defaults with a fresh seed).
pub fn new_record(game: GameId, seats: Vec<Seat>, options: &str) -> GameRecord {
    let new = NewGame {
        seats,
        options: options.to_string(),
    };
    let id = storage::new_record_id();
    table::new_record(game, new, id, js_sys::Date::now(), table::random_seed())
}

/// The game to start with: the autosave, else a new game; and what to tell of a damaged
/// autosave, once the page's language is shown.
fn initial_history(game: GameId) -> (History, Option<Loaded>) {
    let fresh = || new_record(game, table::default_seats(2), "");
    let (record, damaged) = match storage::load_current(game) {
        Loaded::Record(r) => (r, None),
        Loaded::Empty => (fresh(), None),
        damaged => (fresh(), Some(damaged)),
    };
    (
        // `load_current` replays what it returns; no `expect`, whose Debug of the error
        // would bring every game's reasons into the build.
        History::from_record(record).unwrap_or_else(|_| panic!("loaded records replay")),
        damaged,
    )
}

/// The worker's request for the table's question.
fn move_request(q: AiQuestion) -> Request {
    Request::Move(MoveRequest {
        job: q.job,
        record: q.record,
        level: q.level,
        seed: q.seed,
        time_ms: q.time_ms,
    })
}

impl PlayTable {
    /// The table of the game `history`, its AI's worker started once the board has painted
    /// (so the first question need not wait for it), and the commands of its start carried
    /// out.
    pub fn new(history: History) -> PlayTable {
        let now: fn() -> f64 = js_sys::Date::now;
        let (table, start) = Table::start(history, table::random_seed(), now);
        let table = RwSignal::new(table);
        let play = PlayTable {
            table,
            history: Memo::new(move |_| table.with(|t| t.history().clone())),
            notice: RwSignal::new(None),
            ai: StoredValue::new_local(None),
            hint: StoredValue::new_local(None),
            settings: use_settings().map(|ctx| ctx.settings),
            live: StoredValue::new(None),
        };
        let ai = WorkerClient::new(
            move |reply| match reply {
                Reply::Move(r) => play.send(Event::AiAnswered {
                    job: r.job,
                    result: r.result,
                }),
                Reply::Refused(why) => play.send(Event::AiFailed(why)),
                _ => {}
            },
            move |why| play.send(Event::AiFailed(why)),
        );
        let hint = WorkerClient::new(
            move |reply| match reply {
                Reply::Move(r) => play.send(Event::HintAnswered {
                    job: r.job,
                    result: r.result,
                }),
                Reply::Refused(why) => play.send(Event::HintFailed(why)),
                _ => {}
            },
            move |why| play.send(Event::HintFailed(why)),
        );
        // Started once the board has painted, so the first question need not wait for it.
        crate::ui::soon(move || ai.warm());
        play.ai.set_value(Some(ai));
        play.hint.set_value(Some(hint));
        play.carry(start);
        play
    }

    /// The table of `game`'s current game (see [`initial_history`]).
    pub fn open(game: GameId) -> PlayTable {
        let (history, damaged) = initial_history(game);
        let play = PlayTable::new(history);
        if let Some(Loaded::Damaged { why, kept_as }) = damaged {
            crate::ui::lang::when_settled(move || {
                play.notice.set(Some(Notice::error(move || {
                    storage::damaged_notice(&why, kept_as.as_deref())
                })));
            });
        }
        play
    }

    /// Gives `event` to the table and carries out what it asks.
    pub fn send(self, event: Event) {
        if let Some(commands) = self.table.try_update(|t| t.apply(event)) {
            self.carry(commands);
        }
    }

    /// A callback that gives the table the event `make` builds from its argument.
    pub fn on<T: 'static>(self, make: impl Fn(T) -> Event + Send + Sync + 'static) -> Callback<T> {
        Callback::new(move |x| self.send(make(x)))
    }

    /// Live play's commands go to `carry` from now on.
    pub fn carry_live_with(self, carry: Callback<LiveCommand>) {
        self.live.set_value(Some(carry));
    }

    /// Reads the table, tracking it.
    pub fn with<R>(&self, f: impl FnOnce(&Table) -> R) -> R {
        self.table.with(f)
    }

    fn carry(self, commands: Vec<Command>) {
        let mut sounds = Vec::new();
        for command in commands {
            match command {
                Command::AskAi(q) => self.worker(self.ai, |w| w.send_soon(move_request(q))),
                Command::StopAi => self.worker(self.ai, WorkerClient::restart),
                Command::AskHint(q) => self.worker(self.hint, |w| w.send_soon(move_request(q))),
                Command::StopHint => self.worker(self.hint, WorkerClient::stop),
                Command::Notice(n) => {
                    let _ = self.notice.try_set(Some(n));
                }
                Command::Sound(s) => sounds.push(s),
                Command::Live(c) => {
                    if let Some(Some(carry)) = self.live.try_get_value() {
                        carry.run(c);
                    }
                }
                Command::KeepInSaves(record) => {
                    if let Err(why) = storage::keep_in_saves(&record) {
                        // The table puts the game back; what followed no longer applies.
                        return self.send(Event::KeepFailed(why));
                    }
                }
            }
        }
        if let Some(settings) = self.settings {
            sounds::play_if_on(settings, &sounds);
        }
    }

    fn worker(
        self,
        worker: StoredValue<Option<WorkerClient>, LocalStorage>,
        f: impl FnOnce(WorkerClient),
    ) {
        if let Some(Some(w)) = worker.try_get_value() {
            f(w);
        }
    }
}
