//! The Chirality capture tutorial, placed in the Chirality rules page: a few set-ups on
//! the real board, each asking for one move. The engine decides which moves are legal and
//! what they capture; the steps and their feedback are `crate::docs::tutorial`.

use crate::docs::tutorial::{Feedback, STEPS};
use crate::engine::chirality::Chirality;
use crate::engine::{AnyMove, GameId, InAnyGame};
use crate::persist::history::History;
use crate::persist::GameRecord;
use crate::ui::boards::penrose::frame::FrameTiles;
use crate::ui::boards::BoardView;
use leptos::prelude::*;

/// The game of step `i`, ready to play.
fn step_history(i: usize) -> History {
    let mut record = GameRecord::new(GameId::Chirality, "", "tutorial".into(), 0.0);
    record.start = Some(STEPS[i].position.to_string());
    History::from_record(record).expect("tutorial positions are checked by tests/rules_docs.rs")
}

/// The tutorial: prompt, board, feedback, Reset and Next.
#[component]
pub fn Tutorial() -> impl IntoView {
    let index = RwSignal::new(0usize);
    let history = RwSignal::new(step_history(0));
    let feedback = RwSignal::new(None::<Feedback>);
    let go = move |i: usize| {
        index.set(i);
        history.set(step_history(i));
        feedback.set(None);
    };
    let on_move = Callback::new(move |m: AnyMove| {
        let AnyMove::Chirality(cm) = m else { return };
        let Some(before) = history.with_untracked(|h| Chirality::from_any(h.current()).cloned())
        else {
            return;
        };
        let said = STEPS[index.get_untracked()].feedback(&before, cm);
        history.update(|h| {
            let _ = h.play(m, 0.0);
        });
        feedback.set(Some(said));
    });
    let interactive = Signal::derive(move || feedback.with(Option::is_none));
    let step = move || STEPS[index.get()];
    let solved = move || feedback.with(|f| matches!(f, Some(Feedback::Right(_))));
    let last = STEPS.len() - 1;
    // On a narrow screen the board starts zoomed on the lesson's tiles.
    provide_context(FrameTiles(Signal::derive(move || {
        STEPS[index.get()].area()
    })));
    view! {
        <section class="tutorial" aria-labelledby="tutorial-title">
            <h3 id="tutorial-title">
                <span class="tutorial-count">{move || format!("Step {} of {}", index.get() + 1, STEPS.len())}</span>
                " " {move || step().title}
            </h3>
            <p class="tutorial-prompt">{move || step().prompt}</p>
            <div class="tutorial-board">
                <BoardView history=history interactive=interactive on_move=on_move/>
            </div>
            <div class="tutorial-feedback" role="status" aria-live="polite">
                {move || feedback.get().map(|f| match f {
                    Feedback::Right(text) => view! { <p class="tutorial-right">{text}</p> }.into_any(),
                    Feedback::Wrong(text) => view! { <p class="tutorial-wrong">{text}</p> }.into_any(),
                })}
                {move || (index.get() == last && solved()).then(|| view! {
                    <p class="tutorial-done">"You have seen every kind of capture. Play a game to try them for real."</p>
                })}
            </div>
            <div class="controls tutorial-controls">
                <button class="tutorial-back" disabled=move || index.get() == 0 on:click=move |_| go(index.get_untracked() - 1)>"Back"</button>
                <button class="tutorial-reset" on:click=move |_| go(index.get_untracked())>"Reset"</button>
                <button class="primary tutorial-next" disabled=move || !solved() || index.get() == last
                    on:click=move |_| go(index.get_untracked() + 1)>"Next"</button>
            </div>
        </section>
    }
}
