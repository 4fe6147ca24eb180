//! A text a page fetches from the site rather than carry in the wasm (a rules document, a
//! game's puzzles, its lessons' words): being fetched, there, or why not, with a button to
//! try again.

use crate::i18n::Msg;
use crate::ui::lang::{t, tf};
use leptos::prelude::*;
use std::cell::Cell;
use std::future::Future;
use std::rc::Rc;

/// Where a fetched text is.
#[derive(Clone)]
pub enum Fetched<T> {
    /// Being fetched.
    Loading,
    /// Fetched and read.
    Ready(T),
    /// It could not be fetched: why, in words.
    Failed(String),
}

/// A text fetched for a page by `load`, at once and again whenever a signal `load` reads
/// changes (the language shown) or [`Fetch::retry`] is pressed; a later fetch's answer
/// replaces an earlier one's, never the other way round. `load` gives no future while the
/// text cannot be asked for yet (the page's language is not settled).
pub struct Fetch<T: Send + Sync + 'static> {
    state: RwSignal<Fetched<T>>,
    attempt: RwSignal<u32>,
}

impl<T: Send + Sync + 'static> Clone for Fetch<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Send + Sync + 'static> Copy for Fetch<T> {}

impl<T: Clone + Send + Sync + 'static> Fetch<T> {
    /// Starts fetching with `load`.
    pub fn new<F>(load: impl Fn() -> Option<F> + 'static) -> Self
    where
        F: Future<Output = Result<T, String>> + 'static,
    {
        let fetch = Fetch {
            state: RwSignal::new(Fetched::Loading),
            attempt: RwSignal::new(0),
        };
        let latest = Rc::new(Cell::new(0u32));
        Effect::new(move |_| {
            fetch.attempt.track();
            let Some(future) = load() else {
                return;
            };
            let this = latest.get() + 1;
            latest.set(this);
            let latest = latest.clone();
            leptos::task::spawn_local(async move {
                let state = match future.await {
                    Ok(value) => Fetched::Ready(value),
                    Err(why) => Fetched::Failed(why),
                };
                if latest.get() == this && !fetch.state.is_disposed() {
                    fetch.state.set(state);
                }
            });
        });
        fetch
    }

    /// Where the text is now (a reactive read).
    pub fn get(&self) -> Fetched<T> {
        self.state.get()
    }

    /// `f` of the fetched value, or the default while there is none (a reactive read).
    pub fn with_ready<R: Default>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.state.with(|s| match s {
            Fetched::Ready(value) => f(value),
            _ => R::default(),
        })
    }

    /// Fetches again (after a failure), showing the loading state meanwhile.
    pub fn retry(&self) {
        self.state.set(Fetched::Loading);
        self.attempt.update(|n| *n += 1);
    }
}

/// The line a page shows while its text is fetched: `msg`.
pub fn loading_line(msg: Msg) -> impl IntoView {
    view! { <p class="fetch-loading" role="status">{move || t(msg)}</p> }
}

/// The notice a page shows when its text could not be fetched: `msg` with `why`, and a
/// button that fetches it again.
pub fn failed_notice<T: Clone + Send + Sync + 'static>(
    msg: Msg,
    why: String,
    fetch: Fetch<T>,
) -> impl IntoView {
    view! {
        <p class="notice error fetch-failed" role="alert">
            {move || tf(msg, &[("why", why.as_str().into())])} " "
            <button class="button" on:click=move |_| fetch.retry()>{move || t(Msg::FetchRetry)}</button>
        </p>
    }
}

/// Where a fetch is, without its value.
#[derive(Clone, PartialEq)]
enum Stage {
    Loading,
    Failed(String),
    Ready,
}

/// `view` once `fetch` has its text, else the loading line (`loading`) or the failure
/// notice (`failed`). The view is built once: it reads the text itself, reactively, so a
/// text fetched anew (in another language) does not build it again, and what the reader
/// did on it stays.
pub fn when_fetched<T, V>(
    fetch: Fetch<T>,
    loading: Msg,
    failed: Msg,
    view: impl Fn() -> V + Send + Sync + 'static,
) -> impl IntoView
where
    T: Clone + Send + Sync + 'static,
    V: IntoView + 'static,
{
    let stage = Memo::new(move |_| {
        fetch.state.with(|s| match s {
            Fetched::Loading => Stage::Loading,
            Fetched::Failed(why) => Stage::Failed(why.clone()),
            Fetched::Ready(_) => Stage::Ready,
        })
    });
    move || match stage.get() {
        Stage::Loading => loading_line(loading).into_any(),
        Stage::Failed(why) => failed_notice(failed, why, fetch).into_any(),
        Stage::Ready => view().into_any(),
    }
}
