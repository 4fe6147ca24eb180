//! The settings entry of the top bar: a gear button opening a modal `<dialog>` (focus moves
//! into it, Escape closes it and focus returns to the gear) with the language, theme,
//! sounds, motion and board choices. Every change applies at once and is saved.

use super::lang::{t, tr};
use super::settings::use_settings;
use super::sounds::{self, Sound};
use crate::i18n::{Lang, Msg};
use crate::persist::settings::{Motion, Settings, Theme};
use leptos::html::Dialog;
use leptos::prelude::*;

/// One radio button of a group that sets one field of the settings.
fn choice<T: Copy + PartialEq + Send + Sync + 'static>(
    settings: RwSignal<Settings>,
    group: &'static str,
    value: T,
    label: Msg,
    field: fn(&mut Settings) -> &mut T,
) -> impl IntoView {
    let checked = move || *field(&mut settings.get()) == value;
    view! {
        <label class="choice-row">
            <input type="radio" name=group prop:checked=checked
                on:change=move |_| settings.update(|s| *field(s) = value)/>
            {move || t(label)}
        </label>
    }
}

/// One choice of the language menu: the browser's preference, or a language named in
/// itself (and marked as that language, for screen readers).
fn language_choice(settings: RwSignal<Settings>, value: Option<Lang>) -> impl IntoView {
    let checked = move || settings.with(|s| s.language) == value;
    view! {
        <label class="choice-row" lang=value.map(Lang::code)>
            <input type="radio" name="language" prop:checked=checked
                on:change=move |_| settings.update(|s| s.language = value)/>
            {move || value.map_or_else(|| t(Msg::SettingsLanguageBrowser), |l| l.native_name().to_string())}
        </label>
    }
}

fn theme_label(theme: Theme) -> Msg {
    match theme {
        Theme::System => Msg::ThemeSystem,
        Theme::Light => Msg::ThemeLight,
        Theme::Dark => Msg::ThemeDark,
        Theme::Contrast => Msg::ThemeContrast,
    }
}

fn motion_label(motion: Motion) -> Msg {
    match motion {
        Motion::System => Msg::MotionSystem,
        Motion::Reduce => Msg::MotionReduce,
        Motion::Full => Msg::MotionFull,
    }
}

/// A checkbox that sets one switch of the settings; `then` runs after a change.
fn toggle(
    settings: RwSignal<Settings>,
    label: Msg,
    field: fn(&mut Settings) -> &mut bool,
    then: fn(bool),
) -> impl IntoView {
    view! {
        <label class="choice-row">
            <input type="checkbox" prop:checked=move || *field(&mut settings.get())
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    settings.update(|s| *field(s) = on);
                    then(on);
                }/>
            {move || t(label)}
        </label>
    }
}

/// A gear drawn in code (eight teeth around a ring).
fn gear() -> impl IntoView {
    view! {
        <svg class="gear" viewBox="-12 -12 24 24" aria-hidden="true">
            {(0..8)
                .map(|i| view! { <rect x="-2.2" y="-11" width="4.4" height="6" rx="1" transform=format!("rotate({})", i * 45)></rect> })
                .collect_view()}
            <circle r="7.6"></circle>
            <circle class="gear-hole" r="3.2"></circle>
        </svg>
    }
}

/// The top bar's settings button and its dialog.
#[component]
pub fn SettingsButton() -> impl IntoView {
    let Some(ctx) = use_settings() else {
        return ().into_any();
    };
    let settings = ctx.settings;
    let dialog = NodeRef::<Dialog>::new();
    // The dialog's choices are made once the page has painted (or when first opened), not
    // in the task that opens the page.
    let made = RwSignal::new(false);
    super::soon(move || made.set(true));
    let open = move |_| {
        made.set(true);
        if let Some(d) = dialog.get() {
            let _ = d.show_modal();
        }
    };
    let close = move || {
        if let Some(d) = dialog.get() {
            d.close();
        }
    };
    // A click on the backdrop (the dialog element itself, outside its content) closes it.
    let backdrop_click = move |ev: leptos::ev::MouseEvent| {
        let on_dialog = ev
            .target()
            .zip(dialog.get())
            .is_some_and(|(t, d)| AsRef::<web_sys::EventTarget>::as_ref(&d) == &t);
        if on_dialog {
            close();
        }
    };
    let sounds_off = move || settings.with(|s| !s.sounds);
    let try_sounds = move |_| {
        sounds::unlock();
        sounds::play(
            &[Sound::Move, Sound::Capture, Sound::End],
            settings.with_untracked(|s| s.volume),
        );
    };
    view! {
        <button class="settings-button" aria-label=tr(Msg::Settings) aria-haspopup="dialog" title=tr(Msg::Settings) on:click=open>
            {gear()}
        </button>
        <dialog class="settings-dialog" node_ref=dialog aria-labelledby="settings-title" on:click=backdrop_click>
            {move || made.get().then(|| view! {
            <div class="settings-body">
                <h2 id="settings-title">{tr(Msg::Settings)}</h2>
                {move || ctx.problem.get().map(|p| view! { <p class="notice error" role="alert">{p.words()}</p> })}
                <fieldset class="language-menu">
                    <legend>{tr(Msg::SettingsLanguage)}</legend>
                    {language_choice(settings, None)}
                    {Lang::ALL.map(|l| language_choice(settings, Some(l))).collect_view()}
                </fieldset>
                <fieldset>
                    <legend>{tr(Msg::SettingsTheme)}</legend>
                    {Theme::ALL.map(|th| choice(settings, "theme", th, theme_label(th), |s| &mut s.theme)).collect_view()}
                </fieldset>
                <fieldset>
                    <legend>{tr(Msg::SettingsSound)}</legend>
                    {toggle(settings, Msg::SettingsSounds, |s| &mut s.sounds, |on| if on { sounds::unlock() })}
                    <div class="volume-row">
                        <label for="settings-volume">{tr(Msg::SettingsVolume)}</label>
                        <input id="settings-volume" type="range" min="0" max="100" step="5"
                            prop:value=move || settings.with(|s| s.volume.to_string())
                            disabled=sounds_off
                            on:input=move |ev| {
                                if let Ok(v) = event_target_value(&ev).parse::<u8>() {
                                    settings.update(|s| s.volume = v.min(100));
                                }
                            }/>
                        <output for="settings-volume">{move || settings.with(|s| format!("{}%", s.volume))}</output>
                        <button on:click=try_sounds disabled=sounds_off>{tr(Msg::SettingsTry)}</button>
                    </div>
                </fieldset>
                <fieldset>
                    <legend>{tr(Msg::SettingsMotion)}</legend>
                    {Motion::ALL.map(|m| choice(settings, "motion", m, motion_label(m), |s| &mut s.motion)).collect_view()}
                </fieldset>
                <fieldset>
                    <legend>{tr(Msg::SettingsBoards)}</legend>
                    {toggle(settings, Msg::SettingsHints, |s| &mut s.hints, |_| {})}
                    {toggle(settings, Msg::SettingsCoordinates, |s| &mut s.coordinates, |_| {})}
                </fieldset>
                <div class="controls">
                    <button class="primary" on:click=move |_| close()>{tr(Msg::Done)}</button>
                </div>
            </div>
            })}
        </dialog>
    }
    .into_any()
}
