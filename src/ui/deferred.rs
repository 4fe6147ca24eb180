//! Work a player need not wait for, kept out of the task that answers a click (issue 15: a
//! move paints its board within 100 ms on a slow phone).

use leptos::html::ElementType;
use leptos::prelude::*;
use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{IntersectionObserver, IntersectionObserverEntry, IntersectionObserverInit};

/// Runs `f` after the browser has painted the next frame (a timeout set from an animation
/// frame).
pub fn after_paint(f: impl FnOnce() + 'static) {
    request_animation_frame(move || set_timeout(f, Duration::ZERO));
}

/// A tab in the background paints nothing: deferred work runs after this long there.
const HIDDEN_TAB_WAIT: Duration = Duration::from_millis(250);

/// Runs `f` once, after the next paint or, in a tab that paints nothing, after
/// `HIDDEN_TAB_WAIT`.
pub fn soon(f: impl FnOnce() + 'static) {
    let painted = Rc::new(Cell::new(Some(f)));
    let hidden = painted.clone();
    after_paint(move || painted.take().map_or((), |f| f()));
    set_timeout(move || hidden.take().map_or((), |f| f()), HIDDEN_TAB_WAIT);
}

/// Work run once after the next paint, however often it was asked for before then (and
/// within `HIDDEN_TAB_WAIT` in a tab that paints nothing), or at once by [`Deferred::flush`].
#[derive(Clone)]
pub struct Deferred {
    waiting: Rc<Cell<bool>>,
    work: Rc<dyn Fn()>,
}

impl Deferred {
    /// Work to run when asked.
    pub fn new(work: impl Fn() + 'static) -> Deferred {
        Deferred {
            waiting: Rc::new(Cell::new(false)),
            work: Rc::new(work),
        }
    }

    /// Runs the work after the next paint, unless it is already waiting for it.
    pub fn ask(&self) {
        if self.waiting.replace(true) {
            return;
        }
        let this = self.clone();
        soon(move || this.flush());
    }

    /// Runs the work now if it is waiting.
    pub fn flush(&self) {
        if self.waiting.replace(false) {
            (self.work)();
        }
    }
}

thread_local! {
    /// The work [`in_turn`] has queued, first asked first run.
    static QUEUE: std::cell::RefCell<std::collections::VecDeque<Box<dyn FnOnce()>>> =
        Default::default();
    /// Whether a task to run the queue is waiting.
    static PUMPING: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f` after the next paint, in a task of its own: work queued this way runs one
/// piece per task, in the order asked, so a page with many pictures (a rules page's
/// diagrams) paints its text first and never blocks the page for long (issue 33).
fn in_turn(f: impl FnOnce() + 'static) {
    QUEUE.with(|q| q.borrow_mut().push_back(Box::new(f)));
    if !PUMPING.replace(true) {
        soon(run_next);
    }
}

/// Runs `f` once, in a task of its own ([`in_turn`]), when the element `node` refers to comes
/// within a screen's height of the part of the page in view: a long page's pictures below
/// the fold are drawn as the reader scrolls towards them, not while the page opens
/// (issue 33). Without an `IntersectionObserver` the work is queued at once; before the
/// page is printed it is done at once, so a printed page has every picture.
pub fn in_turn_when_near<E>(node: NodeRef<E>, f: impl FnOnce() + 'static)
where
    E: ElementType + 'static,
    E::Output: JsCast + Clone + 'static,
{
    let work = Rc::new(Cell::new(Some(f)));
    let printing = window_event_listener_untyped("beforeprint", {
        let work = work.clone();
        move |_| work.take().map_or((), |f| f())
    });
    on_cleanup(move || printing.remove());
    let start = move || work.take().map_or((), in_turn);
    let seen = Closure::<dyn Fn(js_sys::Array, IntersectionObserver)>::new({
        let start = start.clone();
        move |entries: js_sys::Array, observer: IntersectionObserver| {
            let near = entries.iter().any(|e| {
                e.unchecked_into::<IntersectionObserverEntry>()
                    .is_intersecting()
            });
            if near {
                observer.disconnect();
                start();
            }
        }
    });
    let margin = IntersectionObserverInit::new();
    margin.set_root_margin("100% 0px");
    let Ok(observer) =
        IntersectionObserver::new_with_options(seen.as_ref().unchecked_ref(), &margin)
    else {
        start();
        return;
    };
    // Both live as long as the view that asked.
    let kept = StoredValue::new_local((observer, seen));
    Effect::new(move |_| {
        if let Some(element) = node.get() {
            kept.with_value(|(observer, _)| observer.observe(element.unchecked_ref()));
        }
    });
    on_cleanup(move || {
        kept.try_with_value(|(observer, _)| observer.disconnect());
    });
}

/// Runs the first queued piece of work, then leaves the rest to the next task.
fn run_next() {
    match QUEUE.with(|q| q.borrow_mut().pop_front()) {
        Some(f) => {
            f();
            set_timeout(run_next, Duration::ZERO);
        }
        None => PUMPING.set(false),
    }
}
