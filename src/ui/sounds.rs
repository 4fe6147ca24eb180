//! Sounds, synthesized with the Web Audio API (no audio files): a short click for a move,
//! a heavier thud for a capture, and a rising chime when a game ends. They play when a
//! move is added to the game (by a player or the AI), never on undo, redo or replay.
//! Whether a move captured is the engine's answer ([`AnyGame::is_capture`]).
//!
//! Browsers only let audio start after a user gesture, so the `AudioContext` is created on
//! the first pointer or key press while sounds are on. Audio work waits until the screen
//! has shown the press's effect ([`after_paint`]): creating a context can take tens of
//! milliseconds, and a tone 20 ms later is not heard as late.
//!
//! [`AnyGame::is_capture`]: crate::engine::AnyGame::is_capture

use super::after_paint;
use super::settings::use_settings;
use crate::engine::Turn;
use crate::persist::history::History;
use crate::persist::settings::Settings;
use leptos::prelude::*;
use std::cell::RefCell;
use web_sys::{AudioContext, AudioContextState, OscillatorType};

thread_local! {
    static AUDIO: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// A sound the app can make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A move without capture.
    Move,
    /// A move that captured.
    Capture,
    /// The game is over.
    End,
}

/// Creates the audio context (or wakes it) — call only inside a user gesture.
pub fn unlock() {
    AUDIO.with(|audio| {
        let mut audio = audio.borrow_mut();
        if audio.is_none() {
            *audio = AudioContext::new().ok();
        }
        if let Some(ctx) = audio.as_ref() {
            if ctx.state() == AudioContextState::Suspended {
                let _ = ctx.resume();
            }
        }
    });
}

/// Unlocks audio on the page's pointer and key presses while sounds are on. The listeners
/// catch a press on its way down (capture phase): a board that keeps a press to itself (a
/// piece lifted for dragging) still unlocks audio, after the press's paint and before the
/// move that follows, not in the task after the move while the AI thinks.
pub fn unlock_on_gesture(settings: RwSignal<Settings>) {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let on_gesture = Closure::<dyn Fn()>::new(move || {
        if settings.try_with_untracked(|s| s.sounds) == Some(true) {
            after_paint(unlock);
        }
    });
    let window = leptos::prelude::window();
    for event in ["pointerdown", "keydown"] {
        let _ = window.add_event_listener_with_callback_and_bool(
            event,
            on_gesture.as_ref().unchecked_ref(),
            true,
        );
    }
    // The listeners live as long as the app.
    on_gesture.forget();
}

/// One tone: `kind` gliding from `from` Hz to `to` Hz, starting `delay` seconds from now,
/// rising to `peak` gain in 5 ms and fading out over `length` seconds.
struct Tone {
    kind: OscillatorType,
    from: f32,
    to: f32,
    delay: f64,
    peak: f32,
    length: f64,
}

fn tone(ctx: &AudioContext, t: &Tone) -> Result<(), wasm_bindgen::JsValue> {
    let start = ctx.current_time() + t.delay;
    let end = start + t.length;
    let osc = ctx.create_oscillator()?;
    osc.set_type(t.kind);
    let freq = osc.frequency();
    freq.set_value_at_time(t.from, start)?;
    freq.exponential_ramp_to_value_at_time(t.to, end)?;
    let gain = ctx.create_gain()?;
    let g = gain.gain();
    g.set_value_at_time(0.0, start)?;
    g.linear_ramp_to_value_at_time(t.peak, start + 0.005)?;
    g.exponential_ramp_to_value_at_time(0.0001, end)?;
    osc.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&ctx.destination())?;
    osc.start_with_when(start)?;
    osc.stop_with_when(end + 0.02)
}

/// The tones of a cue, `delay` seconds from now.
fn tones(cue: Cue, delay: f64, level: f32) -> Vec<Tone> {
    let t = |kind, from, to, at: f64, peak: f32, length| Tone {
        kind,
        from,
        to,
        delay: delay + at,
        peak: peak * level,
        length,
    };
    match cue {
        Cue::Move => vec![t(OscillatorType::Triangle, 880.0, 520.0, 0.0, 0.7, 0.07)],
        Cue::Capture => vec![
            t(OscillatorType::Triangle, 240.0, 70.0, 0.0, 1.0, 0.18),
            t(OscillatorType::Square, 120.0, 50.0, 0.0, 0.25, 0.14),
            t(OscillatorType::Triangle, 1400.0, 700.0, 0.0, 0.35, 0.03),
        ],
        Cue::End => [523.25, 659.25, 783.99]
            .into_iter()
            .enumerate()
            .map(|(i, f)| t(OscillatorType::Sine, f, f, 0.13 * i as f64, 0.5, 0.9))
            .collect(),
    }
}

/// Plays cues one after another at `volume` (0–100), once the screen has painted. Silent
/// until audio is unlocked.
pub fn play(cues: &[Cue], volume: u8) {
    let level = (f32::from(volume.min(100)) / 100.0).powi(2) * 0.6;
    if level <= 0.0 {
        return;
    }
    let cues = cues.to_vec();
    after_paint(move || {
        AUDIO.with(|audio| {
            let Some(ctx) = audio.borrow().clone() else {
                return;
            };
            for (i, &cue) in cues.iter().enumerate() {
                for t in tones(cue, 0.16 * i as f64, level) {
                    let _ = tone(&ctx, &t);
                }
            }
        });
    });
}

/// Where a line of play stood, to tell a move just added from undo, redo or replay.
#[derive(Clone, Debug, PartialEq)]
struct Mark {
    id: String,
    cursor: usize,
    length: usize,
    updated: f64,
}

impl Mark {
    fn of(h: &History) -> Mark {
        let r = h.full_record();
        Mark {
            id: r.id.clone(),
            cursor: h.cursor(),
            length: r.moves.len(),
            updated: r.updated,
        }
    }
}

/// The cues for going from `was` to the line `h` now holds: moves added at the end of the
/// same game (a new `updated` time: redo and replay keep it) sound as a capture if any
/// player's move among them captured, else as a move; a game just ended adds the chime.
fn cues(h: &History, was: &Mark) -> Vec<Cue> {
    let now = Mark::of(h);
    let added = now.id == was.id
        && now.updated != was.updated
        && now.cursor > was.cursor
        && now.cursor == now.length;
    if !added {
        return Vec::new();
    }
    let mut out = Vec::new();
    let (mut moved, mut captured) = (false, false);
    for ply in was.cursor..now.cursor {
        let Some(before) = h.state_at(ply) else {
            continue;
        };
        if let Turn::Player(_) = before.turn() {
            moved = true;
            captured |= h.move_at(ply).is_some_and(|m| before.is_capture(m));
        }
    }
    if moved {
        out.push(if captured { Cue::Capture } else { Cue::Move });
    }
    let ended = h.turn() == Turn::Over;
    if ended
        && h.state_at(was.cursor)
            .is_some_and(|s| s.turn() != Turn::Over)
    {
        out.push(Cue::End);
    }
    out
}

/// Plays the sounds for moves added to `history`, as the settings allow. The play page
/// calls this once.
pub fn on_history_change(history: RwSignal<History>) {
    let Some(ctx) = use_settings() else {
        return;
    };
    Effect::new(move |was: Option<Mark>| {
        history.with(|h| {
            if let Some(was) = was {
                let (on, volume) = ctx.settings.with_untracked(|s| (s.sounds, s.volume));
                let cues = cues(h, &was);
                if on && !cues.is_empty() {
                    play(&cues, volume);
                }
            }
            Mark::of(h)
        })
    });
}
