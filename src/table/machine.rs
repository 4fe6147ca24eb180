//! The table as a state machine: it owns the game ([`History`]), the AI's pending
//! question and the hint's, whether the AI is paused, and where chance draws and AI seeds
//! come from. [`Table::apply`] takes each [`Event`] and returns the [`Command`]s the page
//! carries out; the page draws what the table holds.

use super::hint::Hint;
use super::live::Live;
use super::sound::{self, Mark};
use super::{
    ai_to_move, person_may_move, start_new, think_time_ms, AiQuestion, Command, Event, Notice,
    NoticeKind, Said, Undone,
};
use crate::engine::Rng;
use crate::persist::history::History;
use crate::persist::{GameRecord, StorageError};

/// What a failed [`Command::KeepInSaves`] undoes, and how it is told: the game replaced
/// and whether the AI was paused in it.
#[derive(Clone, Debug)]
enum Keeping {
    /// A new game replaced this one.
    NewGame(History, bool),
    /// "Play from here" replaced this one.
    Branch(History, bool),
    /// A friend's invitation replaced this one (live play as it was before).
    Joined(History, Option<Live>),
    /// A link's game replaced this one.
    Link(History, bool),
}

/// A game in progress and everything that decides what happens next.
#[derive(Clone, Debug)]
pub struct Table {
    pub(super) history: History,
    pub(super) rng: Rng,
    clock: fn() -> f64,
    paused: bool,
    last_job: u32,
    ai: Option<AiQuestion>,
    /// Whether the AI's worker failed: not asked again until the game changes.
    ai_failed: bool,
    pub(super) hint: Hint,
    keeping: Option<Keeping>,
    /// Live play with a friend's device, while it is on.
    pub(super) live: Option<Live>,
}

impl Table {
    fn new(history: History, seed: u64, clock: fn() -> f64) -> Table {
        Table {
            history,
            rng: Rng::new(seed),
            clock,
            paused: false,
            last_job: 0,
            ai: None,
            ai_failed: false,
            hint: Hint::None,
            keeping: None,
            live: None,
        }
    }

    /// A table starting the game `history`: a chance turn at the end is drawn, and an AI
    /// to move is asked (the commands to carry out come with it). Its draws and seeds
    /// follow from `seed` ([`random_seed`] in play, fixed in tests), its times come from
    /// `clock` (milliseconds).
    ///
    /// [`random_seed`]: super::random_seed
    pub fn start(history: History, seed: u64, clock: fn() -> f64) -> (Table, Vec<Command>) {
        let mut table = Table::new(history, seed, clock);
        let mut out = Vec::new();
        table.settle(&mut out);
        (table, out)
    }

    /// The game.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The hint of the position on view.
    pub fn hint(&self) -> &Hint {
        &self.hint
    }

    /// Whether the AI is searching for its move.
    pub fn ai_thinking(&self) -> bool {
        self.ai.is_some()
    }

    /// Whether the AI waits because the player stopped it.
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// Whether the board takes a person's move now (not while the AI thinks; in a live
    /// game, at this device's turn at the game's end).
    pub fn person_may_move(&self) -> bool {
        match &self.live {
            Some(live) => !self.history.is_viewing_past() && live.may_move(&self.history),
            None => !self.ai_thinking() && person_may_move(&self.history),
        }
    }

    /// Whether a hint may be asked now.
    pub fn may_ask_hint(&self) -> bool {
        !self.hint.is_asking() && super::may_ask_hint(&self.history, self.ai_thinking())
    }

    /// A fresh job id for a worker question.
    pub(super) fn next_job(&mut self) -> u32 {
        self.last_job = self.last_job.wrapping_add(1);
        self.last_job
    }

    /// A fresh seed for a search.
    pub(super) fn next_seed(&mut self) -> u64 {
        self.rng.next_u64() >> 11
    }

    /// Takes `event` and returns what the page is to do, in order.
    pub fn apply(&mut self, event: Event) -> Vec<Command> {
        let was = Mark::of(&self.history);
        let mut out = Vec::new();
        let now = (self.clock)();
        if !matches!(event, Event::KeepFailed(_)) {
            self.keeping = None;
        }
        let mut tell = |notice: Notice| out.push(Command::Notice(notice));
        match event {
            Event::PersonMoved(m) if self.live.is_some() => self.live_move(m, now, &mut out),
            Event::Resign if self.live.is_some() => self.live_resign(now, &mut out),
            Event::Live(event) => self.apply_live(event, now, &mut out),
            Event::PersonMoved(m) => {
                if !self.ai_thinking() {
                    if let Err(n) = super::play(&mut self.history, m, now) {
                        tell(n);
                    }
                }
            }
            Event::AiAnswered { job, result } => self.take_ai_answer(job, result, now, tell),
            Event::AiFailed(why) => {
                self.ai = None;
                self.ai_failed = true;
                tell(Notice::error_of(Said::AiFailed(why)));
            }
            Event::HintAsked => self.ask_hint(&mut out),
            Event::HintAnswered { job, result } => {
                if let Err(n) = self.take_hint_answer(job, result, now) {
                    tell(n);
                }
            }
            Event::HintFailed(why) => {
                self.hint = Hint::None;
                tell(Notice::error_of(Said::NoHint(why)));
            }
            Event::Undo => {
                super::undo(&mut self.history);
            }
            Event::Redo => {
                super::redo(&mut self.history);
            }
            Event::Resign => {
                if let Err(n) = super::resign(&mut self.history, now) {
                    tell(n);
                }
            }
            Event::Pause => self.paused = true,
            Event::Resume => {
                self.paused = false;
                self.ai_failed = false;
            }
            Event::NewGame(record) => self.start_new(record, &mut out),
            Event::Branch { id, name } => self.branch(id, name, now, &mut out),
            Event::KeepFailed(why) => self.restore(why, &mut out),
            Event::ViewPly(ply) => {
                let last = self.history.len();
                self.history.go_to(ply.min(last));
            }
            Event::ExternalChange(history) => self.history = history,
            Event::LinkOpened(history) => self.open_link(history, &mut out),
        }
        if Mark::of(&self.history) != was {
            self.ai_failed = false;
        }
        self.settle(&mut out);
        out.extend(
            sound::sounds(&self.history, &was)
                .into_iter()
                .map(Command::Sound),
        );
        out
    }

    /// Plays the AI's answer to `job` if it is the question pending and still fits.
    fn take_ai_answer(
        &mut self,
        job: u32,
        result: Result<String, crate::ai::AiFailure>,
        now: f64,
        mut tell: impl FnMut(Notice),
    ) {
        if self.ai.as_ref().is_none_or(|q| q.job != job) {
            return;
        }
        self.ai = None;
        if let Err(n) = super::play_ai(&mut self.history, result, now) {
            tell(n);
        }
    }

    fn start_new(&mut self, record: GameRecord, out: &mut Vec<Command>) {
        match start_new(&self.history, record) {
            Ok(new) => {
                let old = std::mem::replace(&mut self.history, new.history);
                self.keeping = Some(Keeping::NewGame(old, self.paused));
                self.paused = false;
                out.extend(new.keep.map(Command::KeepInSaves));
            }
            Err(n) => out.push(Command::Notice(n)),
        }
    }

    fn branch(&mut self, id: String, name: String, now: f64, out: &mut Vec<Command>) {
        let line = self.history.full_record().clone();
        match History::from_record(self.history.branch(id, name, now)) {
            Ok(branch) => {
                let ply = branch.cursor();
                let old = std::mem::replace(&mut self.history, branch);
                self.keeping = Some(Keeping::Branch(old, self.paused));
                out.push(Command::KeepInSaves(line));
                out.push(Command::Notice(Notice {
                    kind: NoticeKind::Info,
                    said: Said::Branched(ply),
                }));
            }
            // The game's own record replays, so this does not happen; said plainly if it did.
            Err(e) => out.push(Command::Notice(Notice::error_of(Said::SetupFailed(e)))),
        }
    }

    /// A link's game takes the board; the game it replaces is kept where
    /// [`previous_to_keep`] says.
    ///
    /// [`previous_to_keep`]: super::previous_to_keep
    fn open_link(&mut self, history: History, out: &mut Vec<Command>) {
        let keep = super::previous_to_keep(self.history.full_record(), history.full_record());
        let old = std::mem::replace(&mut self.history, history);
        if let Some(record) = keep {
            self.keeping = Some(Keeping::Link(old, self.paused));
            out.push(Command::KeepInSaves(record));
        }
    }

    /// `old` gave way to a friend's invitation: kept in the saves when `keep` says (and put
    /// back, with live play as it was, if that fails).
    pub(super) fn keep_while_joining(
        &mut self,
        old: History,
        keep: Option<GameRecord>,
        out: &mut Vec<Command>,
    ) {
        if let Some(record) = keep {
            self.keeping = Some(Keeping::Joined(old, self.live.clone()));
            out.push(Command::KeepInSaves(record));
        }
    }

    /// Puts back the game a failed keep was to replace, and says why.
    fn restore(&mut self, why: StorageError, out: &mut Vec<Command>) {
        let undone = match self.keeping.take() {
            Some(Keeping::NewGame(old, paused)) => {
                self.history = old;
                self.paused = paused;
                Undone::NewGame
            }
            Some(Keeping::Branch(old, paused)) => {
                self.history = old;
                self.paused = paused;
                Undone::Branch
            }
            Some(Keeping::Joined(old, live)) => {
                self.history = old;
                self.live = live;
                Undone::Invitation
            }
            Some(Keeping::Link(old, paused)) => {
                self.history = old;
                self.paused = paused;
                Undone::Link
            }
            None => Undone::Nothing,
        };
        let said = Said::NotKept(undone, why);
        out.push(Command::Notice(Notice::error_of(said)));
    }

    /// After every event: a hint that no longer applies is forgotten; chance turns at
    /// the end are drawn; a search that no longer fits the game is stopped; and the AI is
    /// asked when it is to move (unless paused or an earlier position is on view).
    fn settle(&mut self, out: &mut Vec<Command>) {
        if self.hint.is_stale(&self.history) {
            if self.hint.is_asking() {
                out.push(Command::StopHint);
            }
            self.hint = Hint::None;
        }
        let waits = self.paused || self.history.is_viewing_past();
        if !waits {
            let now = (self.clock)();
            while self.history.resolve_chance(&mut self.rng, now) {}
        }
        let level = ai_to_move(&self.history).filter(|_| !waits && !self.ai_failed);
        if let Some(asked) = &self.ai {
            if level == Some(asked.level) && same_play(&asked.record, self.history.full_record()) {
                return;
            }
            out.push(Command::StopAi);
            self.ai = None;
        }
        if let Some(level) = level {
            let question = AiQuestion {
                job: self.next_job(),
                record: self.history.full_record().clone(),
                level,
                seed: self.next_seed(),
                time_ms: think_time_ms(level),
            };
            self.ai = Some(question.clone());
            out.push(Command::AskAi(question));
        }
    }
}

/// Whether two records hold the same play: options, start and moves (a rename, a hint
/// counted or the time of the last change make no difference to the AI).
fn same_play(a: &GameRecord, b: &GameRecord) -> bool {
    a.game == b.game && a.options == b.options && a.start == b.start && a.moves == b.moves
}
