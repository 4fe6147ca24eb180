//! A text a page fetches from the site rather than carry in the wasm (a rules document, a
//! game's puzzles): being fetched, there, or why not, with a button to try again.

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
/// changes (the language shown) or [`retry`] is pressed; a later fetch's answer replaces an
/// earlier one's, never the other way round.
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
    pub fn new<F>(load: impl Fn() -> F + 'static) -> Self
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
            let future = load();
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
