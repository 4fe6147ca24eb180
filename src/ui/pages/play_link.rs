//! Opening a shared link on the play page. The decision (is this one of my games, and is
//! the link newer, older or contradicting?) is `persist::correspondence`, and keeping the
//! game a link replaces is the table's ([`Event::LinkOpened`], as for a new game); this
//! file only reads the stored games, carries the decisions out, and asks when it must.

use crate::engine::{AnyGame, GameId};
use crate::i18n::Msg;
use crate::persist::correspondence::{self, LinkPlan, Place, Relation};
use crate::persist::history::History;
use crate::persist::link::{self, Link};
use crate::persist::{GameRecord, PersistError, Seat};
use crate::table::{previous_to_keep, Event, Notice, Words};
use crate::ui::lang::{t, tf, tr};
use crate::ui::pending_link::PendingLink;
use crate::ui::play_table::{new_record, PlayTable};
use crate::ui::storage::{self, StorageError};
use crate::ui::words;
use leptos::prelude::*;

/// What the player is asked about a link.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkQuestion {
    /// The link holds a game this device does not have, and a game is in progress.
    Unrelated(GameRecord),
    /// The link has the id of a stored game but contradicts it from move `ply` on.
    Diverges {
        /// The game in the link.
        link: GameRecord,
        /// The stored game it contradicts.
        original: GameRecord,
        /// The first move that differs, 1-based.
        ply: usize,
    },
}

fn now() -> f64 {
    js_sys::Date::now()
}

fn info(play: PlayTable, say: impl Fn() -> String + Send + Sync + 'static) {
    play.notice.set(Some(Notice::info(say)));
}

fn error(play: PlayTable, say: impl Fn() -> String + Send + Sync + 'static) {
    play.notice.set(Some(Notice::error(say)));
}

/// The named saves of one game kind, newest first, with their keys.
fn named_saves(game: GameId) -> Vec<(String, GameRecord)> {
    storage::list_saves()
        .into_iter()
        .filter(|e| !storage::is_autosave(&e.key))
        .filter_map(|e| Some((e.key, e.record.ok()?)))
        .filter(|(_, r)| r.game == game)
        .collect()
}

/// Makes `record` the game on the board.
fn show(record: GameRecord, play: PlayTable) -> Result<(), PersistError> {
    let history = History::from_record(record)?;
    play.send(Event::LinkOpened(history));
    Ok(())
}

/// `record` with the seats its link keeps, or people in every seat for a sent move.
fn with_people(mut record: GameRecord) -> GameRecord {
    let players = record.start_state().map_or(2, |s| s.num_players());
    record.seats = crate::table::seats_on_opening(&record, players);
    record
}

/// Why a link's game is not on the board, or not stored as the current game.
enum NotOpened {
    /// Why, to be said.
    Why(PersistError),
    /// The table kept the current game on the board and has said why.
    Told,
    /// The game is on the board, but the current slot could not take it, so it also stays
    /// in the named save it came from; why.
    StaysSaved(StorageError),
}

impl From<PersistError> for NotOpened {
    fn from(why: PersistError) -> NotOpened {
        NotOpened::Why(why)
    }
}

/// Puts `record` on the board in place of the current game, which the table keeps in the
/// saves unless it is empty or is `record` itself (and keeps on the board if that fails).
/// A game taken from the named save `from_save` then moves out of it into the current
/// slot, so that it is stored once, and never lost. Returns whether the previous game was
/// kept in the saves.
fn replace_current(
    record: GameRecord,
    play: PlayTable,
    from_save: Option<&str>,
) -> Result<bool, NotOpened> {
    let kept = play
        .history
        .with_untracked(|h| previous_to_keep(h.full_record(), &record))
        .is_some();
    let id = record.id.clone();
    show(record.clone(), play)?;
    if play.history.with_untracked(|h| h.full_record().id != id) {
        return Err(NotOpened::Told);
    }
    if let Some(key) = from_save {
        // The save goes only once the slot has been read back holding the game.
        storage::move_save_to_current(key, &record).map_err(NotOpened::StaysSaved)?;
    }
    Ok(kept)
}

/// The current game is the link's: a named save of it left by an earlier opening whose
/// slot write failed (same id, name and moves: a copy has its own name) now moves into
/// the slot, so that the game is stored once. Nothing is lost if that fails again: the
/// save stays.
fn take_leftover_save(current: &GameRecord, saves: &[(String, GameRecord)]) {
    let leftover =
        |r: &GameRecord| r.id == current.id && r.name == current.name && r.line() == current.line();
    for (key, _) in saves.iter().filter(|(_, r)| leftover(r)) {
        let _ = storage::move_save_to_current(key, current);
    }
}

/// The words `say` makes, and the note that the previous game went to the saves when it
/// did.
fn with_kept_note(say: impl Fn() -> String + Send + Sync + 'static, kept: bool) -> Words {
    Words::new(move || {
        if kept {
            format!("{} {}", say(), t(Msg::LinkKeptNote))
        } else {
            say()
        }
    })
}

/// Opens a link waiting for this game. A game link with the id of a stored game (the
/// current one or a named save) continues, opens or branches that game; any other link
/// opens directly when nothing is in progress, and otherwise asks first via `ask`.
pub fn open_pending_link(game: GameId, play: PlayTable, ask: impl Fn(LinkQuestion, Option<usize>)) {
    let Some(PendingLink(pending, pending_ply)) = use_context::<PendingLink>() else {
        return;
    };
    let Some(text) = pending.get_untracked() else {
        return;
    };
    pending.set(None);
    let ply = pending_ply.get_untracked();
    pending_ply.set(None);
    let record = match link::decode(&text) {
        Ok(Link::Game(record)) => record,
        Ok(Link::Position(state)) => position_record(game, &state),
        Err(e) => {
            error(play, move || not_opened(&words::persist_error(&e)));
            return;
        }
    };
    if record.game != game {
        return;
    }
    let current = play.history.with_untracked(|h| h.full_record().clone());
    let saves = named_saves(game);
    let (place, relation) = match correspondence::plan(&record, Some(&current), &saves) {
        LinkPlan::New if previous_to_keep(&current, &record).is_none() => {
            return match show(fresh(record), play) {
                Ok(()) => {
                    show_ply(play, ply);
                    info(play, || t(Msg::LinkOpened))
                }
                Err(e) => error(play, move || {
                    tf(
                        Msg::LinkCannotOpen,
                        &[("why", words::persist_error(&e).into())],
                    )
                }),
            };
        }
        LinkPlan::New => return ask(LinkQuestion::Unrelated(record), ply),
        LinkPlan::Found { place, relation } => (place, relation),
    };
    let stored = match &place {
        Place::Current => {
            take_leftover_save(&current, &saves);
            current
        }
        Place::Save(key) => saves
            .into_iter()
            .find_map(|(k, r)| (&k == key).then_some(r))
            .expect("the plan names a listed save"),
    };
    let outcome = match relation {
        Relation::Same => {
            open_stored(place, stored, play).map(|kept| with_kept_note(|| t(Msg::LinkSame), kept))
        }
        Relation::Older { behind } => open_stored(place, stored, play).map(|kept| {
            with_kept_note(
                move || tf(Msg::LinkOlder, &[("behind", behind.into())]),
                kept,
            )
        }),
        Relation::Extends { new } => {
            // A resignation or an agreed draw is the last event of the line, not a move.
            let ending = if record.resigned.is_some() && stored.resigned.is_none() {
                Some(Msg::LinkContinuedResignation)
            } else if record.drawn && !stored.drawn {
                Some(Msg::LinkContinuedDraw)
            } else {
                None
            };
            let moves = new - usize::from(ending.is_some());
            let say = move || {
                let mut what = Vec::new();
                if moves > 0 || ending.is_none() {
                    what.push(tf(Msg::LinkContinuedMoves, &[("count", moves.into())]));
                }
                what.extend(ending.map(t));
                tf(
                    Msg::LinkContinued,
                    &[("what", words::and_list(&what).into())],
                )
            };
            continue_stored(place, stored, record, play).map(|kept| with_kept_note(say, kept))
        }
        Relation::Diverges { ply } => {
            return ask(
                LinkQuestion::Diverges {
                    link: record,
                    original: stored,
                    ply,
                },
                None,
            )
        }
    };
    match outcome {
        Ok(words) => {
            show_ply(play, ply);
            info(play, move || words.text())
        }
        Err(NotOpened::Why(e)) => error(play, move || not_opened(&words::persist_error(&e))),
        Err(NotOpened::Told) => {}
        Err(NotOpened::StaysSaved(e)) => error(play, move || stays_saved(&e)),
    }
}

/// The notice for a link's game on the board that the current slot could not take.
fn stays_saved(why: &StorageError) -> String {
    tf(
        Msg::LinkStaysSaved,
        &[("why", words::storage_error(why).into())],
    )
}

/// The notice for a link that could not be opened, nothing changed.
fn not_opened(why: &str) -> String {
    tf(Msg::LinkNotOpened, &[("why", why.into())])
}

/// Shows move `ply` of the game on the board, if the link named one (the last move if the
/// game is shorter).
fn show_ply(play: PlayTable, ply: Option<usize>) {
    if let Some(ply) = ply {
        play.send(Event::ViewPly(ply));
    }
}

/// A game new to this device: its own dates, people in every seat.
fn fresh(mut record: GameRecord) -> GameRecord {
    record.created = now();
    record.updated = now();
    with_people(record)
}

/// Shows a stored game that the link matches or is older than. Returns whether the
/// previous game was kept in the saves.
fn open_stored(
    place: Place<String>,
    stored: GameRecord,
    play: PlayTable,
) -> Result<bool, NotOpened> {
    match place {
        Place::Current => Ok(false),
        Place::Save(key) => replace_current(stored, play, Some(&key)),
    }
}

/// Continues a stored game with the link's further moves ([`correspondence::continued`]),
/// now the current game, people on both sides for a sent move. Returns whether the
/// previous game was kept in the saves.
fn continue_stored(
    place: Place<String>,
    stored: GameRecord,
    link: GameRecord,
    play: PlayTable,
) -> Result<bool, NotOpened> {
    let updated = with_people(correspondence::continued(stored, link, now()));
    match place {
        Place::Current => Ok(show(updated, play).map(|()| false)?),
        Place::Save(key) => replace_current(updated, play, Some(&key)),
    }
}

fn position_record(game: GameId, state: &AnyGame) -> GameRecord {
    let mut record = new_record(game, vec![Seat::Human; state.num_players()], "");
    record.start = Some(state.to_position());
    record
}

/// The dialog for a [`LinkQuestion`]; `close` dismisses it.
pub fn link_dialog(
    question: LinkQuestion,
    ply: Option<usize>,
    play: PlayTable,
    close: impl Fn() + Copy + 'static,
) -> impl IntoView {
    let (title, text, open_label, record) = match question {
        LinkQuestion::Unrelated(record) => (
            t(Msg::LinkUnrelatedTitle),
            tf(Msg::LinkUnrelated, &[("moves", record.moves.len().into())]),
            t(Msg::LinkUnrelatedOpen),
            fresh(record),
        ),
        LinkQuestion::Diverges {
            link,
            original,
            ply,
        } => (
            t(Msg::LinkDivergesTitle),
            tf(
                Msg::LinkDiverges,
                &[
                    ("move", ply.into()),
                    ("theirs", link.moves.len().into()),
                    ("yours", original.moves.len().into()),
                ],
            ),
            t(Msg::LinkDivergesOpen),
            fresh(correspondence::branch(
                &link,
                storage::new_record_id(),
                words::link_branch_name(&original, ply),
            )),
        ),
    };
    // Escape keeps the player's game, as "Keep my game" does.
    let dialog = NodeRef::<leptos::html::Div>::new();
    crate::ui::widgets::modal(dialog, close);
    let name = record.name.clone();
    let open = move |_| {
        let opened = replace_current(record.clone(), play, None);
        if opened.is_ok() {
            show_ply(play, ply);
        }
        match opened {
            Ok(_) if name.is_empty() => info(play, || t(Msg::LinkOpenedLinked)),
            Ok(_) => {
                let name = name.clone();
                info(play, move || {
                    tf(Msg::LinkOpenedAs, &[("name", name.as_str().into())])
                })
            }
            Err(NotOpened::Why(e)) => error(play, move || {
                tf(
                    Msg::LinkNotOpenedBecause,
                    &[("why", words::persist_error(&e).into())],
                )
            }),
            Err(NotOpened::Told) => {}
            Err(NotOpened::StaysSaved(e)) => error(play, move || stays_saved(&e)),
        }
        close();
    };
    view! {
        <div class="modal-backdrop">
            <div class="modal" node_ref=dialog role="dialog" aria-modal="true" aria-labelledby="link-title">
                <h2 id="link-title">{title}</h2>
                <p>{text}</p>
                <div class="controls">
                    <button class="primary" on:click=open>{open_label}</button>
                    <button on:click=move |_| close()>{tr(Msg::LinkKeepMine)}</button>
                </div>
            </div>
        </div>
    }
}
