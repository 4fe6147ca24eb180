//! A game's play screen: board, players and turn, move list, controls, autosave, and
//! shared links. Game flow is the table's ([`crate::table::Table`]) and rules are the
//! engine's; this page forwards the player's events to the table through [`PlayTable`]
//! and draws what it holds.

use super::on_demand::when_loaded;
use super::play_link::{link_dialog, open_pending_link, LinkQuestion};
use crate::engine::GameId;
use crate::i18n::Msg;
use crate::persist::history::History;
use crate::persist::GameRecord;
use crate::table::{self, Event, NewGame, Notice};
use crate::ui::boards::BoardView;
use crate::ui::lang::{t, tf, tr};
use crate::ui::live::{LiveLine, LivePanel, LiveTable};
use crate::ui::play_table::{new_record, PlayTable};
use crate::ui::route::Route;
use crate::ui::storage;
use crate::ui::widgets::{
    AnalysisPanel, HintBar, MoveList, NewGameDialog, PanelHistory, ProofLine, ReplayBar,
    ResignButton, SharePanel, Status,
};
use crate::ui::words;
use leptos::prelude::*;

/// What the page asks the player about.
#[derive(Clone, Debug, PartialEq)]
enum Dialog {
    None,
    NewGame,
    /// A link needs the player's decision (and may name a move to show).
    OpenLink(Box<LinkQuestion>, Option<usize>),
}

/// The panels beside the board below its controls: live play, the replay bar, the moves,
/// analysis and sharing. A chunk of their own in a split build, loaded once the page has
/// painted.
#[cfg_attr(all(feature = "split", feature = "game-pages"), leptos::lazy)]
async fn more_panels(
    live: LiveTable,
    history: Signal<History>,
    panel: PanelHistory,
    on_branch: Callback<()>,
) -> AnyView {
    view! {
        <LivePanel table=live history=history/>
        <ReplayBar history=panel on_branch=on_branch/>
        <MoveList history=panel/>
        <AnalysisPanel history=panel/>
        <SharePanel history=panel/>
    }
    .into_any()
}

/// The new-game dialog: a chunk of its own in a split build, loaded when it opens.
#[cfg_attr(all(feature = "split", feature = "game-pages"), leptos::lazy)]
async fn new_game_dialog(
    game: GameId,
    current: GameRecord,
    on_start: Callback<NewGame>,
    on_cancel: Callback<()>,
) -> AnyView {
    view! { <NewGameDialog game=game current=current on_start=on_start on_cancel=on_cancel/> }
        .into_any()
}

/// The play page of one game.
#[component]
pub fn PlayPage(game: GameId) -> impl IntoView {
    view! { <GameScreen game=game/> }
}

#[component]
fn GameScreen(game: GameId) -> impl IntoView {
    let play = PlayTable::open(game);
    let (history, notice) = (play.history, play.notice);
    let dialog = RwSignal::new(Dialog::None);
    // The board follows the table at once; the panel after the board has painted.
    let panel = PanelHistory::follow(history.into(), play.on(Event::ViewPly));

    crate::ui::lang::when_settled(move || {
        open_pending_link(game, play, move |q, ply| {
            dialog.set(Dialog::OpenLink(Box::new(q), ply))
        })
    });
    // Autosave on every change; follow other tabs playing the same slot.
    crate::ui::tab_sync::keep_in_step(
        game,
        history.into(),
        move |h| play.send(Event::ExternalChange(h)),
        move |n| {
            let _ = notice.try_set(Some(n));
        },
    );

    // Live play with a friend's device, a mode of the table: the live side carries the
    // connection and hands the table its news.
    let live = LiveTable::new(game, play);
    let interactive = Signal::derive(move || play.with(|t| t.person_may_move()));
    let on_move = play.on(Event::PersonMoved);

    let start_new = Callback::new(move |new: NewGame| {
        // The dialog closes even when the game does not start (the previous one could not
        // be kept): the notice beside the board says why, and that game is back on it.
        play.send(Event::NewGame(new_record(game, new.seats, &new.options)));
        dialog.set(Dialog::None);
    });
    let on_branch = Callback::new(move |()| {
        let name = history.with_untracked(|h| words::branch_name(h.full_record(), h.cursor()));
        play.send(Event::Branch {
            id: storage::new_record_id(),
            name,
        })
    });
    let save_copy = move |_| {
        let mut record = history.with_untracked(|h| h.full_record().clone());
        record.name = super::saves::copy_name(&record, js_sys::Date::now());
        notice.set(Some(match storage::keep_in_saves(&record) {
            Ok(_) => Notice::info(|| t(Msg::SavedCopy)),
            Err(e) => Notice::error(move || {
                tf(
                    Msg::SavedCopyFailed,
                    &[("why", words::storage_error(&e).into())],
                )
            }),
        }));
    };
    let thinking = Signal::derive(move || play.with(|t| t.ai_thinking()));
    // The panels below the controls are built once the page has painted, not in the task
    // that opens it: they show a frame later. (The live side, which carries the table's
    // live commands out, is there from the start: only its panel waits.)
    let more = RwSignal::new(false);
    crate::ui::soon(move || {
        let _ = more.try_set(true);
    });

    view! {
        <div class="play">
            <div class="board-area">
                <BoardView history=history interactive=interactive on_move=on_move hint=Signal::derive(move || play.with(|t| t.hint().suggestion()))/>
            </div>
            <aside class="panel" aria-label=tr(Msg::GamePanel)>
                <h1 class="game-title">{game.title()} <a class="rules-link" href=Route::Rules(game).href()>{tr(Msg::LinkRules)}</a> <a class="rules-link learn-link" href=Route::Learn(game, None).href()>{tr(Msg::LinkLearn)}</a> <a class="rules-link puzzles-link" href=Route::Puzzles(game, None).href()>{tr(Msg::LinkPuzzles)}</a> <a class="rules-link edit-link" href=Route::Edit(game).href()>{tr(Msg::LinkEdit)}</a></h1>
                <div class="panel-turn">
                {move || notice.get().map(|n| view! {
                    <p class=format!("notice {}", n.kind.class()) role="alert">
                        {let n = n.clone(); move || words::notice(game, &n)}
                        <button class="link" on:click=move |_| notice.set(None) aria-label=tr(Msg::Dismiss)>"×"</button>
                    </p>
                })}
                <Status history=panel thinking=thinking paused=Signal::derive(move || play.with(|t| t.paused())) on_stop=play.on(|()| Event::Pause) on_resume=play.on(|()| Event::Resume)/>
                <LiveLine table=live/>
                <ProofLine history=panel/>
                <Show when=move || !live.active()>
                <div class="controls">
                    <HintBar play=play/>
                    <button on:click=move |_| play.send(Event::Undo) disabled=move || !panel.with(table::can_undo) title=tr(Msg::UndoTitle)>{tr(Msg::Undo)}</button>
                    <button on:click=move |_| play.send(Event::Redo) disabled=move || !panel.with(table::can_redo) title=tr(Msg::RedoTitle)>{tr(Msg::Redo)}</button>
                    <button class="primary" on:click=move |_| dialog.set(Dialog::NewGame)>{tr(Msg::NewGame)}</button>
                    <button on:click=save_copy>{tr(Msg::SaveCopy)}</button>
                    <ResignButton history=panel on_resign=play.on(|()| Event::Resign)/>
                </div>
                </Show>
                </div>
                // Panels that carry the table's commands out add themselves here.
                <div class="panel-more">
                {move || more.get().then(|| when_loaded(more_panels(live, history.into(), panel, on_branch)))}
                </div>
            </aside>
        </div>
        {move || match dialog.get() {
            Dialog::None => ().into_any(),
            Dialog::NewGame => {
                let current = history.with_untracked(|h| h.full_record().clone());
                let cancel = Callback::new(move |_| dialog.set(Dialog::None));
                when_loaded(new_game_dialog(game, current, start_new, cancel))
            }
            Dialog::OpenLink(q, ply) => link_dialog(*q, ply, play, move || dialog.set(Dialog::None)).into_any(),
        }}
    }
}
