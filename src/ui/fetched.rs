//! A text a page fetches from the site rather than carry in the wasm (a rules document, a
//! game's puzzles, its lessons' words): being fetched, there, or why not, with a button to
//! try again.

use crate::i18n::Msg;
use crate::ui::lang::{t, tf, FetchFailure};
use leptos::prelude::*;
use std::cell::Cell;
use std::future::Future;
use std::rc::Rc;

/// Where a fetched text is.
#[derive(Clone)]
enum Fetched<T> {
    /// Being fetched.
    Loading,
    /// Fetched and read.
    Ready(T),
    /// It could not be fetched, and why.
    Failed(FetchFailure),
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
        F: Future<Output = Result<T, FetchFailure>> + 'static,
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

/// What a page shows until its text is there: a section of class `class` with the page's
/// heading, and the line `loading` while the text is fetched, or the notice `failed` (with
/// why, and a button that fetches it again) when it could not be.
pub struct Waiting<H> {
    /// The section's class (the page's own, so it is laid out as the page will be).
    pub class: &'static str,
    /// The page's heading, in the language of the moment.
    pub heading: H,
    /// Said while the text is fetched.
    pub loading: Msg,
    /// Said, with `why`, when it could not be fetched.
    pub failed: Msg,
}

/// Where a fetch is, without its value.
#[derive(Clone, PartialEq)]
enum Stage {
    Loading,
    Failed(FetchFailure),
    Ready,
}

/// `view` once `fetch` has its text, else what the page shows while `waiting`. The view is
/// built once: it reads the text itself, reactively, so a text fetched anew (in another
/// language) does not build it again, and what the reader did on it stays.
pub fn when_fetched<T, H, V>(
    fetch: Fetch<T>,
    waiting: Waiting<H>,
    view: impl Fn() -> V + Send + Sync + 'static,
) -> impl IntoView
where
    T: Clone + Send + Sync + 'static,
    H: Fn() -> String + Copy + Send + Sync + 'static,
    V: IntoView + 'static,
{
    let stage = Memo::new(move |_| {
        fetch.state.with(|s| match s {
            Fetched::Loading => Stage::Loading,
            Fetched::Failed(why) => Stage::Failed(*why),
            Fetched::Ready(_) => Stage::Ready,
        })
    });
    let Waiting {
        class,
        heading,
        loading,
        failed,
    } = waiting;
    move || {
        let said = match stage.get() {
            Stage::Ready => return view().into_any(),
            Stage::Loading => {
                view! { <p class="fetch-loading" role="status">{move || t(loading)}</p> }
                    .into_any()
            }
            Stage::Failed(why) => view! {
                <p class="notice error fetch-failed" role="alert">
                    {move || tf(failed, &[("why", why.words().into())])} " "
                    <button class="button" on:click=move |_| fetch.retry()>{move || t(Msg::FetchRetry)}</button>
                </p>
            }
            .into_any(),
        };
        view! { <section class=class><h1>{heading}</h1>{said}</section> }.into_any()
    }
}
