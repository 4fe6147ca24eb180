//! What every position editor shares: its starting position (the game in progress), the
//! page layout (board, then a panel with the palette, side settings, the list of reasons
//! and the actions), the reasons list, a count stepper and the palette buttons.

use super::problems::{left_out, problem, refused};
use crate::engine::edit::SetupProblem;
use crate::engine::{AnyGame, Game, GameId, InAnyGame, Turn};
use crate::i18n::Msg;
use crate::persist::edit_start::{edit_start, LeftOut};
use crate::persist::history::History;
use crate::persist::link;
use crate::ui::lang::{t, tf, tr};
use crate::ui::pending_link::PendingLink;
use crate::ui::route::Route;
use crate::ui::storage::{self, Loaded};
use crate::ui::words;
use leptos::prelude::*;

/// What an editor's arrangement amounts to: a game, or every reason it is illegal.
pub type Verdict = Result<AnyGame, Vec<SetupProblem>>;

/// The position the editor opens: the game in progress of this kind at its current move
/// (or the last position before an unfinished step, as the engine decides, with a notice
/// saying so), else the start position.
pub fn start_position<G: InAnyGame + Game + Clone>(game: GameId) -> (G, Option<LeftOut>) {
    let start = match storage::load_current(game) {
        Loaded::Record(record) => History::from_record(record).ok().map(|h| edit_start(&h)),
        _ => None,
    };
    start
        .and_then(|s| Some((G::from_any(&s.game)?.clone(), s.notice)))
        .unwrap_or_else(|| (G::new_game(&Default::default()), None))
}

fn page_url(game: GameId, link: &str) -> String {
    let location = window().location();
    format!(
        "{}{}?g={link}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default(),
        Route::Play(game).href()
    )
}

/// The reasons list: "Legal position." or each reason the position is illegal.
#[component]
pub fn Reasons(verdict: Signal<Verdict>) -> impl IntoView {
    move || {
        match verdict.get() {
        Ok(g) if g.turn() == Turn::Over => view! {
            <p class="notice info verdict-ok" role="status">{tf(Msg::EditOver, &[("reason", g.outcome().map(|o| crate::ui::words::reason(g.id(), &o.reason)).unwrap_or_default().into())])}</p>
        }
        .into_any(),
        Ok(_) => view! { <p class="notice info verdict-ok" role="status">{t(Msg::EditLegal)}</p> }.into_any(),
        Err(reasons) => view! {
            <div class="notice error verdict-bad" role="status">
                <p>{tf(Msg::EditNotLegal, &[("count", reasons.len().into())])}</p>
                <ul class="reasons">{reasons.into_iter().map(|r| view! { <li>{problem(&r)}</li> }).collect_view()}</ul>
            </div>
        }
        .into_any(),
    }
    }
}

/// "Play from here" (through the position-link path, so the game in progress is never
/// replaced silently), "Copy position link", the pasted-position loader and the way back.
#[component]
pub fn Actions(
    game: GameId,
    verdict: Signal<Verdict>,
    /// The position notation of the arrangement (shown, and copyable by hand).
    text: Signal<String>,
    /// Loads a pasted position into the editor.
    on_load: Callback<AnyGame>,
) -> impl IntoView {
    let shown_link = RwSignal::new(String::new());
    let typed = RwSignal::new(String::new());
    let load_error = RwSignal::new(None::<String>);
    let illegal = move || verdict.with(Result::is_err);
    let play = move |_| {
        if let Ok(g) = verdict.get_untracked() {
            if let Some(PendingLink(p, _)) = use_context::<PendingLink>() {
                p.set(Some(link::encode_position(&g)));
            }
            let _ = window().location().set_hash(&Route::Play(game).href());
        }
    };
    let share = move |_| {
        if let Ok(g) = verdict.get_untracked() {
            let url = page_url(game, &link::encode_position(&g));
            let _ = window().navigator().clipboard().write_text(&url);
            shown_link.set(url);
        }
    };
    view! {
        <div class="controls">
            <button class="primary" disabled=illegal on:click=play>{tr(Msg::EditPlay)}</button>
            <button disabled=illegal on:click=share>{tr(Msg::EditCopyLink)}</button>
        </div>
        <Show when=move || !shown_link.get().is_empty()>
            <input class="share-url" readonly aria-label=tr(Msg::EditPositionLink) prop:value=move || shown_link.get()/>
        </Show>
        <details class="editor-text">
            <summary>{tr(Msg::EditPositionText)}</summary>
            <code class="position-text">{move || text.get()}</code>
            <form class="load-position" on:submit=move |e| {
                e.prevent_default();
                match AnyGame::from_position(game, typed.get_untracked().trim()) {
                    Ok(g) => { on_load.run(g); load_error.set(None); }
                    Err(e) => load_error.set(Some(refused(&e))),
                }
            }>
                <input aria-label=tr(Msg::EditLoadLabel) placeholder=tr(Msg::EditLoadPlaceholder) prop:value=move || typed.get()
                    on:input=move |e| typed.set(event_target_value(&e))/>
                <button type="submit">{tr(Msg::EditLoad)}</button>
            </form>
            {move || load_error.get().map(|e| view! { <p class="notice error">{e}</p> })}
        </details>
        <p><a href=Route::Play(game).href()>{tr(Msg::EditBack)}</a></p>
    }
}

/// The editor page: the board on one side, the panel (title, `children`, reasons and
/// actions) on the other.
#[component]
pub fn EditorShell(
    game: GameId,
    /// The board being edited.
    board: AnyView,
    verdict: Signal<Verdict>,
    text: Signal<String>,
    on_load: Callback<AnyGame>,
    /// Why the editor opened another position than the game's current one, if it did.
    notice: Option<LeftOut>,
    /// Palette, side settings and the like.
    children: Children,
) -> impl IntoView {
    view! {
        <div class=format!("play editor editor-{}", game.as_str())>
            <div class="board-area">{board}</div>
            <aside class="panel" aria-label=tr(Msg::EditSetup)>
                <h1 class="game-title">{move || tf(Msg::EditTitle, &[("game", game.title().into())])} <a class="rules-link" href=Route::Rules(game).href()>{tr(Msg::EditRules)}</a></h1>
                {notice.map(|n| view! { <p class="notice info editor-notice" role="note">{move || left_out(&n)}</p> })}
                {children()}
                <Reasons verdict=verdict/>
                <Actions game=game verdict=verdict text=text on_load=on_load/>
            </aside>
        </div>
    }
}

/// A count with − and + buttons (named by `label`, which follows the language); `set`
/// receives the step (−1 or +1).
pub fn stepper(
    label: Signal<String>,
    value: Signal<String>,
    set: impl Fn(i32) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <span class="stepper">
            <span>{label}</span>
            <button aria-label=move || tf(Msg::EditFewer, &[("what", label.get().into())]) on:click=move |_| set(-1)>"−"</button>
            <output>{move || value.get()}</output>
            <button aria-label=move || tf(Msg::EditMore, &[("what", label.get().into())]) on:click=move |_| set(1)>"+"</button>
        </span>
    }
}

/// One palette button choosing `value` as the tool.
pub fn tool_button<T: Copy + PartialEq + Send + Sync + 'static>(
    tool: RwSignal<T>,
    value: T,
    title: String,
    icon: AnyView,
) -> impl IntoView {
    view! {
        <button class="palette-piece" title=title.clone() aria-label=title
            aria-pressed=move || (tool.get() == value).to_string()
            on:click=move |_| tool.set(value)>{icon}</button>
    }
}

/// The side-to-move radio buttons for the two seats of `game`.
pub fn side_choice(
    game: GameId,
    side: Signal<u8>,
    set: impl Fn(u8) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <fieldset class="side">
            <legend>{tr(Msg::EditSide)}</legend>
            <label><input type="radio" name="side" prop:checked=move || side.get() == 0 on:change=move |_| set(0)/> {move || words::seat(game, 0)}</label>
            <label><input type="radio" name="side" prop:checked=move || side.get() == 1 on:change=move |_| set(1)/> {move || words::seat(game, 1)}</label>
        </fieldset>
    }
}

/// Whether a key press activates a board cell (Enter or Space); stops the page scrolling.
pub fn activates(e: &leptos::ev::KeyboardEvent) -> bool {
    let hit = matches!(e.key().as_str(), "Enter" | " ");
    if hit {
        e.prevent_default();
    }
    hit
}
