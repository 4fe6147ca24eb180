//! Sounds, synthesized with the Web Audio API (no audio files): a short click for a move,
//! a heavier thud for a capture, and a rising chime when a game ends. Which change of
//! the game makes which [`Sound`] is the table's decision (a move added, never undo, redo
//! or replay).
//!
//! Browsers only let audio start after a user gesture, so the `AudioContext` is created on
//! the first pointer or key press while sounds are on. Audio work waits until the screen
//! has shown the press's effect ([`after_paint`]): creating a context can take tens of
//! milliseconds, and a tone 20 ms later is not heard as late.

use super::after_paint;
use crate::persist::settings::Settings;
pub use crate::table::Sound;
use leptos::prelude::*;
use std::cell::RefCell;
use web_sys::{AudioContext, AudioContextState, OscillatorType};

thread_local! {
    static AUDIO: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
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

/// The tones of a sound, `delay` seconds from now.
fn tones(sound: Sound, delay: f64, level: f32) -> Vec<Tone> {
    let t = |kind, from, to, at: f64, peak: f32, length| Tone {
        kind,
        from,
        to,
        delay: delay + at,
        peak: peak * level,
        length,
    };
    match sound {
        Sound::Move => vec![t(OscillatorType::Triangle, 880.0, 520.0, 0.0, 0.7, 0.07)],
        Sound::Capture => vec![
            t(OscillatorType::Triangle, 240.0, 70.0, 0.0, 1.0, 0.18),
            t(OscillatorType::Square, 120.0, 50.0, 0.0, 0.25, 0.14),
            t(OscillatorType::Triangle, 1400.0, 700.0, 0.0, 0.35, 0.03),
        ],
        Sound::End => [523.25, 659.25, 783.99]
            .into_iter()
            .enumerate()
            .map(|(i, f)| t(OscillatorType::Sine, f, f, 0.13 * i as f64, 0.5, 0.9))
            .collect(),
    }
}

/// Plays sounds one after another at `volume` (0–100), once the screen has painted. Silent
/// until audio is unlocked.
pub fn play(sounds: &[Sound], volume: u8) {
    let level = (f32::from(volume.min(100)) / 100.0).powi(2) * 0.6;
    if level <= 0.0 {
        return;
    }
    let sounds = sounds.to_vec();
    after_paint(move || {
        AUDIO.with(|audio| {
            let Some(ctx) = audio.borrow().clone() else {
                return;
            };
            for (i, &sound) in sounds.iter().enumerate() {
                for t in tones(sound, 0.16 * i as f64, level) {
                    let _ = tone(&ctx, &t);
                }
            }
        });
    });
}

/// Plays `sounds` (the table's, for one change of the game) if the player's `settings`
/// have sounds on.
pub fn play_if_on(settings: RwSignal<Settings>, sounds: &[Sound]) {
    let Some((on, volume)) = settings.try_with_untracked(|s| (s.sounds, s.volume)) else {
        return;
    };
    if on && !sounds.is_empty() {
        play(sounds, volume);
    }
}
