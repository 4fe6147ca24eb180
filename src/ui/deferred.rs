//! Work a player need not wait for, kept out of the task that answers a click (issue 15: a
//! move paints its board within 100 ms on a slow phone).

use leptos::prelude::{request_animation_frame, set_timeout};
use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;

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
pub fn in_turn(f: impl FnOnce() + 'static) {
    QUEUE.with(|q| q.borrow_mut().push_back(Box::new(f)));
    if !PUMPING.replace(true) {
        soon(run_next);
    }
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
