//! The saves page: every autosave and named save with its game, players, date, size and a
//! picture of the position; open, rename, delete, export to a file and import from one. A
//! damaged save is shown as such and can be exported or deleted, never silently dropped.
//! The space panel says what the saves take and offers the oldest kept games for deletion
//! (`persist::space` decides which).

use crate::i18n::Msg;
use crate::persist::export;
use crate::persist::slot::already_kept;
use crate::persist::space::{self, EntryKind, KEEP_UNNAMED};
use crate::persist::{GameRecord, Seat, StorageError};
use crate::table::Words;
use crate::ui::boards::position_thumbnail;
use crate::ui::lang::{self, size, t, tf, tr};
use crate::ui::route::Route;
use crate::ui::storage::{self, SaveEntry};
use crate::ui::words;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A date and time as the page's language writes them (a reactive read of the language).
fn date_text(ms: f64) -> String {
    let d = js_sys::Date::new(&JsValue::from_f64(ms));
    String::from(d.to_locale_string(lang::shown().code(), &JsValue::UNDEFINED))
}

/// The name of a copy kept by "Save a copy", so that it is told apart from the game it
/// was copied from: "Pyrga game, copy at move 12 (3/12/2026, 05:43:10)".
pub(crate) fn copy_name(record: &GameRecord, now: f64) -> String {
    let game = record.game.title();
    let name = if record.name.is_empty() {
        tf(Msg::SavesGame, &[("game", game.into())])
    } else {
        record.name.clone()
    };
    let args = [
        ("name", name.into()),
        ("moves", record.moves.len().into()),
        ("date", date_text(now).into()),
    ];
    tf(Msg::SavesCopyName, &args)
}

fn players_text(record: &GameRecord) -> String {
    record
        .seats
        .iter()
        .map(|s| match s {
            Seat::Human => t(Msg::SavesHuman),
            Seat::Ai(level) => tf(Msg::SavesAi, &[("level", words::level(*level).into())]),
        })
        .reduce(|first, second| {
            tf(
                Msg::SavesVersus,
                &[("first", first.into()), ("second", second.into())],
            )
        })
        .unwrap_or_default()
}

/// A line above the list, an error or not, worded each time it is shown (so that it
/// follows a change of language).
#[derive(Clone)]
struct Message {
    error: bool,
    words: Words,
}

impl Message {
    fn error(say: impl Fn() -> String + Send + Sync + 'static) -> Message {
        let words = Words::new(say);
        Message { error: true, words }
    }

    fn info(say: impl Fn() -> String + Send + Sync + 'static) -> Message {
        let words = Words::new(say);
        Message {
            error: false,
            words,
        }
    }

    /// Why a write to the storage failed.
    fn not_stored(why: StorageError) -> Message {
        Message::error(move || {
            tf(
                Msg::SavesNotStored,
                &[("why", words::storage_error(&why).into())],
            )
        })
    }
}

/// Offers `text` as a file download; what went wrong if it cannot be.
fn download(name: &str, text: &str) -> Result<(), Msg> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| Msg::SavesNoFile)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| Msg::SavesNoFile)?;
    let a: web_sys::HtmlAnchorElement = document()
        .create_element("a")
        .map_err(|_| Msg::SavesNoLink)?
        .unchecked_into();
    a.set_href(&url);
    a.set_download(name);
    a.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Stores imported records one by one, skipping those already saved here, and says exactly
/// which were stored (and which one failed, if one did).
fn store_imported(records: &[GameRecord]) -> Message {
    let saved: Vec<GameRecord> = storage::list_saves()
        .into_iter()
        .filter(|e| !storage::is_autosave(&e.key))
        .filter_map(|e| e.record.ok())
        .collect();
    let mut stored = Vec::new();
    let mut already = 0;
    for (i, record) in records.iter().enumerate() {
        if already_kept(record, &saved) {
            already += 1;
            continue;
        }
        if let Err(why) = storage::keep_in_saves(record) {
            let (failed, not_tried) = (record.clone(), records.len() - i - 1);
            return Message::error(move || {
                let titles: Vec<String> = stored.iter().map(storage::title).collect();
                let (failed, why) = (storage::title(&failed), words::storage_error(&why));
                words::import_report(&titles, &failed, &why, not_tried)
            });
        }
        stored.push(record.clone());
    }
    let count = stored.len();
    Message::info(move || {
        let text = tf(Msg::SavesImported, &[("count", count.into())]);
        if already == 0 {
            return text;
        }
        format!(
            "{text} {}",
            tf(Msg::SavesAlready, &[("count", already.into())])
        )
    })
}

/// Makes `record` the current game of its kind, keeping the game it replaces.
fn open_save(record: &GameRecord) -> Result<(), Message> {
    if let storage::Loaded::Record(current) = storage::load_current(record.game) {
        if let Some(current) = crate::table::previous_to_keep(&current, record) {
            storage::keep_in_saves(&current).map_err(Message::not_stored)?;
        }
    }
    storage::save_current(record).map_err(Message::not_stored)?;
    window()
        .location()
        .set_hash(&Route::Play(record.game).href())
        .map_err(|_| Message::error(|| t(Msg::SavesCannotOpen)))
}

/// The saves page.
#[component]
pub fn SavesPage() -> impl IntoView {
    let entries = RwSignal::new(storage::list_saves());
    let message = RwSignal::new(None::<Message>);
    let refresh = move || entries.set(storage::list_saves());
    // Other tabs save too: keep the list current.
    let listener = window_event_listener(leptos::ev::storage, move |_| refresh());
    on_cleanup(move || listener.remove());
    let report = move |r: Result<(), Msg>, ok: Msg| match r {
        Ok(()) => message.set(Some(Message::info(move || t(ok)))),
        Err(failed) => message.set(Some(Message::error(move || t(failed)))),
    };
    let export_all = move |_| {
        let records: Vec<GameRecord> =
            entries.with_untracked(|e| e.iter().filter_map(|x| x.record.clone().ok()).collect());
        report(
            download("rosette-saves.json", &export::to_text(&records)),
            Msg::SavesExported,
        );
    };
    let import = move |e: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&e);
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        let Ok(reader) = web_sys::FileReader::new() else {
            return;
        };
        let reader2 = reader.clone();
        let on_load = Closure::<dyn FnMut()>::new(move || {
            let text = reader2
                .result()
                .ok()
                .and_then(|v| v.as_string())
                .unwrap_or_default();
            match export::parse(&text) {
                Ok(records) => message.set(Some(store_imported(&records))),
                Err(e) => message.set(Some(Message::error(move || {
                    let why = words::export_error(&e);
                    tf(Msg::SavesNothingImported, &[("why", why.into())])
                }))),
            }
            refresh();
        });
        reader.set_onload(Some(on_load.as_ref().unchecked_ref()));
        on_load.forget();
        let _ = reader.read_as_text(&file);
        input.set_value("");
    };
    view! {
        <section class="saves">
            <h1>{tr(Msg::SavesTitle)}</h1>
            <p class="muted">{tr(Msg::SavesLede)}</p>
            <div class="controls">
                <button on:click=export_all>{tr(Msg::SavesExportAll)}</button>
                <label class="button">{tr(Msg::SavesImport)}" " <input type="file" accept=".json,application/json" class="visually-hidden" on:change=import/></label>
            </div>
            {move || message.get().map(|m| view! { <p class=if m.error { "notice error" } else { "notice info" } role="alert">{move || m.words.text()}</p> })}
            <Show when=move || !entries.with(Vec::is_empty) || storage::save_problem().get().is_some()>
                <SpacePanel entries=entries message=message/>
            </Show>
            <ul class="save-list">
                {move || {
                    let offered = offered(&entries.get());
                    entries.get().into_iter().map(|e| {
                        let old = offered.contains(&e.key);
                        save_row(e, old, entries, message)
                    }).collect_view()
                }}
            </ul>
            <Show when=move || entries.with(Vec::is_empty)>
                <p class="muted">{tr(Msg::SavesNone)}</p>
            </Show>
        </section>
    }
}

/// The keys of the kept games offered for deletion: those beyond the newest
/// [`KEEP_UNNAMED`], or every one of them while games cannot be saved for lack of space.
fn offered(entries: &[SaveEntry]) -> Vec<String> {
    let keep = if storage::save_problem().get().is_some() {
        0
    } else {
        KEEP_UNNAMED
    };
    let spaces: Vec<_> = entries.iter().map(SaveEntry::space).collect();
    space::tidy_candidates(&spaces, keep)
}

/// What the saves take, and the offer to free space; shown once there are saves, or when
/// games cannot be saved.
#[component]
fn SpacePanel(
    entries: RwSignal<Vec<SaveEntry>>,
    message: RwSignal<Option<Message>>,
) -> impl IntoView {
    let summary = move || {
        let spaces: Vec<_> = entries.with(|e| e.iter().map(SaveEntry::space).collect());
        let total: usize = spaces.iter().map(|e| e.bytes).sum();
        let part = |kind| size(space::bytes_of(&spaces, kind));
        let args = [
            ("total", size(total).into()),
            ("current", part(EntryKind::Current).into()),
            ("named", part(EntryKind::Named).into()),
            ("unnamed", part(EntryKind::Unnamed).into()),
            ("damaged", part(EntryKind::Damaged).into()),
            ("keep", KEEP_UNNAMED.into()),
        ];
        tf(Msg::SavesSpace, &args)
    };
    let free = move |_| {
        let keys = offered(&entries.get_untracked());
        let question = tf(Msg::SavesFreeConfirm, &[("count", keys.len().into())]);
        if window().confirm_with_message(&question).unwrap_or(false) {
            for key in &keys {
                storage::delete_save(key);
            }
            entries.set(storage::list_saves());
            let count = keys.len();
            message.set(Some(Message::info(move || {
                tf(Msg::SavesDeleted, &[("count", count.into())])
            })));
        }
    };
    let offer = move || {
        let keys = entries.with(|e| offered(e));
        let bytes: usize = entries.with(|e| {
            e.iter()
                .filter(|x| keys.contains(&x.key))
                .map(|x| x.space().bytes)
                .sum()
        });
        (!keys.is_empty()).then(|| view! {
            <button class="free-space" on:click=free>
                {tf(Msg::SavesFree, &[("size", size(bytes).into()), ("count", keys.len().into())])}
            </button>
        })
    };
    view! {
        <div class="space-panel" aria-label=tr(Msg::SavesStorage)>
            {move || storage::save_problem().get().map(|p| view! {
                <p class="notice error">{tf(Msg::SavesNotSaving, &[("why", words::storage_error(&p).trim_end_matches('.').into())])}</p>
            })}
            // Nothing stored yet: no sizes to tell (the page says there are no saves).
            {move || (!entries.with(Vec::is_empty)).then(|| view! { <p class="muted space-summary">{summary}</p> })}
            {offer}
        </div>
    }
}

fn save_row(
    entry: SaveEntry,
    offered: bool,
    entries: RwSignal<Vec<SaveEntry>>,
    message: RwSignal<Option<Message>>,
) -> impl IntoView {
    let size = size(entry.space().bytes);
    let old_badge =
        offered.then(|| view! { <span class="badge old">{tr(Msg::SavesOffered)}</span> });
    let SaveEntry { key, record, raw } = entry;
    let delete = {
        let key = key.clone();
        move |_| {
            if window()
                .confirm_with_message(&t(Msg::SavesDeleteConfirm))
                .unwrap_or(false)
            {
                storage::delete_save(&key);
                entries.set(storage::list_saves());
            }
        }
    };
    match record {
        Err(why) => {
            let export = move |_| {
                if let Err(failed) = download("rosette-damaged-save.json", &raw) {
                    message.set(Some(Message::error(move || t(failed))));
                }
            };
            view! {
                <li class="save damaged">
                    <div class="save-info">
                        <strong>{tr(Msg::SavesDamaged)}</strong>
                        <span class="muted">{tf(Msg::SavesDamagedWhy, &[("why", why.to_string().into()), ("size", size.into())])}</span>
                        {old_badge}
                    </div>
                    <div class="controls"><button on:click=export>{tr(Msg::SavesExport)}</button><button on:click=delete>{tr(Msg::SavesDelete)}</button></div>
                </li>
            }
            .into_any()
        }
        Ok(record) => {
            let game = record.game;
            let title = if record.name.is_empty() {
                tf(Msg::SavesGame, &[("game", game.title().into())])
            } else {
                record.name.clone()
            };
            let autosave = storage::is_autosave(&key);
            let thumb = record
                .replay()
                .ok()
                .map(|replay| position_thumbnail(replay.end()));
            let name = RwSignal::new(record.name.clone());
            let rename = {
                let (key, record) = (key.clone(), record.clone());
                move |_| {
                    let mut r = record.clone();
                    r.name = name.get_untracked();
                    match storage::update_save(&key, &r) {
                        Ok(()) => entries.set(storage::list_saves()),
                        Err(e) => message.set(Some(Message::not_stored(e))),
                    }
                }
            };
            let open = {
                let record = record.clone();
                move |_| {
                    if let Err(m) = open_save(&record) {
                        message.set(Some(m));
                    }
                }
            };
            let export = {
                let record = record.clone();
                move |_| {
                    if let Err(e) = download(
                        "rosette-game.json",
                        &export::to_text(std::slice::from_ref(&record)),
                    ) {
                        message.set(Some(Message::error(move || t(e))));
                    }
                }
            };
            view! {
                <li class="save">
                    <div class="save-thumb" aria-hidden="true">{thumb}</div>
                    <div class="save-info">
                        <strong class="save-title">{title}</strong>
                        <span class="muted">{tf(Msg::SavesDetails, &[("game", game.title().into()), ("moves", record.moves.len().into()), ("players", players_text(&record).into()), ("date", date_text(record.updated).into()), ("size", size.into())])}</span>
                        {(record.hints > 0).then(|| view! { <span class="hints-used muted">{tf(Msg::SavesHints, &[("count", record.hints.into())])}</span> })}
                        {autosave.then(|| view! { <span class="badge">{tr(Msg::SavesCurrent)}</span> })}
                        {old_badge}
                        {(!autosave).then(|| view! {
                            <span class="rename">
                                <input aria-label=tr(Msg::SavesName) placeholder=tr(Msg::SavesNamePlaceholder) prop:value=move || name.get() on:input=move |e| name.set(event_target_value(&e))/>
                                <button on:click=rename.clone()>{tr(Msg::SavesRename)}</button>
                            </span>
                        })}
                    </div>
                    <div class="controls">
                        <button class="primary" on:click=open>{tr(Msg::SavesOpen)}</button>
                        <button on:click=export>{tr(Msg::SavesExport)}</button>
                        {(!autosave).then(|| view! { <button on:click=delete.clone()>{tr(Msg::SavesDelete)}</button> })}
                    </div>
                </li>
            }
            .into_any()
        }
    }
}
