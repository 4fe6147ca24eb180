//! One lesson: what it teaches, then its task, whose turn it is (and what the board does
//! not show), the game's real board, a feedback line, Retry and Next. The lesson is a
//! [`LessonRun`], which plays the learner's move (and the opponent's replies) or says why
//! not; this page sends it the player's actions, has the AI worker judge each move, and
//! draws it.

use super::said::said_text;
use super::texts::LessonTexts;
use super::{finish_lesson, load_progress};
use crate::engine::{AnyGame, AnyMove, GameId, Turn};
use crate::i18n::Msg;
use crate::learn::run::{LessonRun, Said, Verdict};
use crate::learn::{abouts, hidden, About, Hidden, LessonText, Mover};
use crate::persist::history::History;
use crate::ui::boards::chirality::penrose::frame::FrameTiles;
use crate::ui::boards::chirality::penrose::tags::NamedTiles;
use crate::ui::boards::BoardView;
use crate::ui::coach_client::CoachClient;
use crate::ui::fetched::Fetch;
use crate::ui::lang::{t, tf, tr};
use crate::ui::route::Route;
use crate::ui::widgets::turn_text;
use crate::ui::words;
use crate::worker::coach::LessonMove;
use crate::worker::protocol::{Reply, Request};
use leptos::prelude::*;

/// The tiles a Chirality board starts framed on (on a narrow screen); none for the other
/// games.
fn focus(start: &AnyGame) -> Vec<usize> {
    match start {
        AnyGame::Chirality(g) => crate::learn::chirality::focus(g),
        _ => Vec::new(),
    }
}

/// What the board does not show, in words.
fn hidden_text(game: GameId, fact: Hidden) -> String {
    match fact {
        Hidden::QuietMoves(n) => tf(Msg::LessonQuietMoves, &[("count", n.into())]),
        Hidden::Moved(pieces) => {
            let named: Vec<String> = pieces
                .into_iter()
                .map(|(owner, kind, square)| {
                    let kind = t(match kind {
                        Mover::Pawn => Msg::PiecePawn,
                        Mover::Rook => Msg::PieceRook,
                        Mover::King => Msg::PieceKing,
                    });
                    let args = [
                        ("seat", words::seat(game, owner).into()),
                        ("piece", kind.into()),
                        ("square", square.to_string().into()),
                    ];
                    tf(Msg::LessonMovedPiece, &args)
                })
                .collect();
            tf(Msg::LessonMoved, &[("pieces", named.join(", ").into())])
        }
    }
}

/// The learner's side and whose turn it is now, from the board's game.
fn turn_line(learner: Option<String>, h: &History) -> String {
    let now = turn_text(h);
    let stop = if now.ends_with(['.', '…']) { "" } else { "." };
    match learner {
        Some(you) => tf(
            Msg::LessonYouPlay,
            &[("seat", you.into()), ("now", format!("{now}{stop}").into())],
        ),
        None => format!("{now}{stop}"),
    }
}

/// Lesson `id` of `game`, played, with the lessons' words (`texts`).
#[component]
pub fn LessonPlay(game: GameId, id: String, texts: Fetch<LessonTexts>) -> impl IntoView {
    let lessons = abouts(game);
    let Some(index) = lessons.iter().position(|a| a.id == id) else {
        let why = tf(
            Msg::LessonMissing,
            &[("game", game.title().into()), ("id", id.as_str().into())],
        );
        return missing(game, &why);
    };
    let Ok(first) = LessonRun::new(game, &id) else {
        return missing(game, &t(Msg::LessonUnplayable));
    };
    let next = lessons.get(index + 1).cloned();
    let total = lessons.len();
    let run = RwSignal::new(first);
    let history = Memo::new(move |_| run.with(|r| r.history().clone()));
    let said = Memo::new(move |_| run.with(|r| r.said().cloned()));
    let solved = Memo::new(move |_| run.with(LessonRun::solved));
    let done = RwSignal::new(load_progress().is_done(game.as_str(), &id));
    let text = {
        let id = id.clone();
        move |part: LessonText| texts.with_ready(|t| t.get(&id, part))
    };
    let said_words = {
        let id = id.clone();
        move || {
            let said = said.get()?;
            Some(texts.with_ready(|t| said_text(game, t, &id, &said)))
        }
    };
    // A Chirality board tags the tiles the lesson's words and its feedback speak of.
    provide_context(NamedTiles(Signal::derive({
        let (text, said_words) = (text.clone(), said_words.clone());
        move || {
            let said = said_words().unwrap_or_default();
            format!(
                "{} {} {said}",
                text(LessonText::Teach),
                text(LessonText::Task)
            )
        }
    })));
    let learner = history.with_untracked(|h| match h.turn() {
        Turn::Player(p) => Some(p),
        _ => None,
    });
    let facts = move || {
        let facts = history.with(|h| hidden(h.current()));
        (!facts.is_empty()).then(|| {
            view! {
                <ul class="lesson-facts" aria-label=tr(Msg::LessonNotShown)>
                    {facts.into_iter().map(|f| view! { <li>{hidden_text(game, f)}</li> }).collect_view()}
                </ul>
            }
        })
    };
    provide_context(FrameTiles(Signal::derive({
        let tiles = focus(history.with_untracked(|h| h.current().clone()).in_build());
        move || tiles.clone()
    })));

    let lesson = id.clone();
    let coach = CoachClient::new(
        move |reply| {
            let Reply::Lesson(answer) = reply else {
                return;
            };
            if let Some(Verdict::Done) = run.try_update(|r| r.answer(answer.verdict)) {
                finish_lesson(game, &lesson);
                done.set(true);
            }
        },
        move |why| run.update(|r| r.unasked(why)),
    );
    let retry = move |_| run.update(LessonRun::retry);
    let on_move = Callback::new(move |m: AnyMove| {
        let Some(question) = run.try_update(|r| r.ask(m)).flatten() else {
            return;
        };
        let lesson = id.clone();
        coach.ask(move |job| {
            Request::Lesson(LessonMove {
                job,
                game,
                lesson,
                before: question.before,
                m: question.m,
            })
        });
    });
    let judging = Memo::new(move |_| run.with(LessonRun::judging));
    let interactive = Signal::derive(move || !solved.get() && !judging.get());
    view! {
        <section class="learn-lesson" aria-labelledby="lesson-title">
            <header class="lesson-head">
                <p class="lesson-crumbs">
                    <a href=Route::Learn(game, None).href()>{move || tf(Msg::LessonBack, &[("game", game.title().into())])}</a>
                    <span class="lesson-count">{move || tf(Msg::LessonCount, &[("number", (index + 1).into()), ("total", total.into())])}</span>
                </p>
                <h1 id="lesson-title">
                    {let text = text.clone(); move || text(LessonText::Title)}
                    {move || done.get().then(|| view! { <span class="lesson-tick" title=tr(Msg::FinishedTitle)>" ✓"<span class="visually-hidden">" "{tr(Msg::Finished)}</span></span> })}
                </h1>
                {move || texts.with_ready(LessonTexts::problem).map(|why| view! { <p class="notice error" role="alert">{why}</p> })}
                <p class="lesson-teach">{let text = text.clone(); move || text(LessonText::Teach)}</p>
                <p class="lesson-task"><strong>{tr(Msg::LessonTask)}" "</strong>{move || text(LessonText::Task)}</p>
                <p class="lesson-turn" aria-live="polite">{move || history.with(|h| turn_line(learner.map(|p| words::seat(game, p)), h))}</p>
                {facts}
            </header>
            <div class="lesson-board">
                <BoardView history=history interactive=interactive on_move=on_move/>
            </div>
            <div class="lesson-foot">
                <div class="lesson-feedback" role="status" aria-live="polite">
                    {move || judging.get().then(|| view! { <p class="lesson-judging">{tr(Msg::LessonChecking)}</p> })}
                    {move || (!judging.get()).then(|| said.get()).flatten().map(|s| {
                        let class = match s {
                            Said::Right => "lesson-right",
                            Said::Wrong(_) => "lesson-wrong",
                            Said::Going { .. } => "lesson-going",
                        };
                        view! { <p class=class>{said_words.clone()}</p> }
                    })}
                </div>
                <div class="controls lesson-controls">
                    <button class="lesson-retry" on:click=retry>{tr(Msg::LessonRetry)}</button>
                    {next_link(game, next, solved)}
                </div>
            </div>
        </section>
    }
    .into_any()
}

/// Next: the next lesson (primary once this one is solved), or after the last one the
/// way back to the list and to a game.
fn next_link(game: GameId, next: Option<About>, solved: Memo<bool>) -> impl IntoView {
    match next {
        Some(a) => view! {
            <a class="button lesson-next" class:primary=move || solved.get() href=Route::Learn(game, Some(a.id.to_string())).href()>
                {tr(Msg::LessonNext)}
            </a>
        }
        .into_any(),
        None => view! {
            <a class="button lesson-next" class:primary=move || solved.get() href=Route::Play(game).href()>
                {move || tf(Msg::RulesPlay, &[("game", game.title().into())])}
            </a>
        }
        .into_any(),
    }
}

/// A lesson that cannot be shown, with the way back to the list.
fn missing(game: GameId, why: &str) -> AnyView {
    view! {
        <section class="learn">
            <h1>{tr(Msg::LessonNotFound)}</h1>
            <p>{why.to_string()} " " <a href=Route::Learn(game, None).href()>{move || tf(Msg::LessonAll, &[("game", game.title().into())])}</a></p>
        </section>
    }
    .into_any()
}
