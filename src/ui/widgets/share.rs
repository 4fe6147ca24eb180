//! Sharing: a link to the whole game (optionally opening at the move on the board), a link
//! to the position on the board, "Send move" for
//! play by link (correspondence without a server), and a QR code of the last link made.

use super::PanelHistory;
use crate::i18n::Msg;
use crate::persist::history::History;
use crate::persist::link;
use crate::persist::qr::QrMatrix;
use crate::table;
use crate::ui::lang::{t, tf, tr};
use crate::ui::words;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

fn page_url(link: &str, game: &str) -> String {
    let location = window().location();
    let base = format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    );
    format!("{base}?g={link}#/play/{game}")
}

fn copy(text: &str) {
    if let Some(w) = web_sys::window() {
        // The promise's outcome does not matter: the link is also shown in the field.
        let _ = w.navigator().clipboard().write_text(text);
    }
}

thread_local! {
    /// Swallows the rejection of a share sheet the player closed without sending.
    static IGNORE: Closure<dyn FnMut(JsValue)> = Closure::new(|_| {});
}

/// Offers `url` through the system share sheet where there is one (phones), else copies
/// it. Returns whether the share sheet was used.
fn share_or_copy(url: &str) -> bool {
    let navigator = window().navigator();
    let share = js_sys::Reflect::get(&navigator, &JsValue::from_str("share"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(share) = share else {
        copy(url);
        return false;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"title".into(), &t(Msg::ShareTitle).into());
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    match share.call1(&navigator, &data) {
        Ok(promise) => {
            if let Ok(promise) = promise.dyn_into::<js_sys::Promise>() {
                IGNORE.with(|ignore| {
                    let _ = promise.catch(ignore);
                });
            }
            true
        }
        Err(_) => {
            copy(url);
            false
        }
    }
}

/// A link made in the panel.
#[derive(Clone, Debug, PartialEq)]
struct Made {
    url: String,
    note: Msg,
}

/// The share section.
#[component]
pub fn SharePanel(history: PanelHistory) -> impl IntoView {
    // The last link made, with the game it was made for: it is shown while the game is
    // that one (a move makes it stale at once).
    let made = RwSignal::new(None::<(History, Result<Made, String>)>);
    let shown = Memo::new(move |_| {
        made.with(|m| {
            let (from, link) = m.as_ref()?;
            history.with(|h| h == from).then(|| link.clone())
        })
    });
    let keep = move |link: Result<Made, String>| {
        made.set(Some((history.with_untracked(History::clone), link)));
    };
    let qr_open = RwSignal::new(false);
    let at_move = RwSignal::new(false);
    // A game link keeps the seats; a sent move leaves them to the device that opens it.
    let game_url = move |sent_move: bool| {
        let (record, id, ply) = history.with_untracked(|h| {
            let record = if sent_move {
                table::sent_move_record(h)
            } else {
                table::game_link_record(h)
            };
            (record, h.current().id(), h.cursor())
        });
        link::encode_game(&record)
            .map(|text| {
                let text = if at_move.get_untracked() {
                    format!("{text}&ply={ply}")
                } else {
                    text
                };
                page_url(&text, id.as_str())
            })
            .map_err(|e| {
                tf(
                    Msg::ShareNoLink,
                    &[("why", words::persist_error(&e).into())],
                )
            })
    };
    let game_link = move |_| {
        keep(game_url(false).map(|url| {
            copy(&url);
            Made {
                url,
                note: Msg::ShareGameCopied,
            }
        }));
    };
    let position_link = move |_| {
        let (text, id) =
            history.with_untracked(|h| (link::encode_position(h.current()), h.current().id()));
        let url = page_url(&text, id.as_str());
        copy(&url);
        keep(Ok(Made {
            url,
            note: Msg::SharePositionCopied,
        }));
    };
    let send_move = move |_| {
        keep(game_url(true).map(|url| {
            let note = if share_or_copy(&url) {
                Msg::ShareMoveSent
            } else {
                Msg::ShareMoveCopied
            };
            Made { url, note }
        }));
        qr_open.set(true);
    };
    let show_qr = move |_| {
        if shown.with_untracked(Option::is_none) {
            keep(game_url(false).map(|url| Made {
                url,
                note: Msg::ShareGameLink,
            }));
        }
        qr_open.update(|open| *open = !*open);
    };
    let send_move_offered = move || history.with(|h| h.cursor() > 0 && table::people_play(h));
    let deals_cards = move || history.with(|h| h.current().deals_cards());
    view! {
        <section class="share" aria-label=tr(Msg::Share)>
            <h2>{tr(Msg::Share)}</h2>
            <Show when=send_move_offered>
                <div class="send-move">
                    <button class="primary" on:click=send_move>{tr(Msg::ShareSendMove)}</button>
                    <span class="muted">{tr(Msg::ShareSendMoveHint)}</span>
                </div>
            </Show>
            <Show when=deals_cards>
                <details class="muted deck-note">
                    <summary>{tr(Msg::ShareDeckKnown)}</summary>
                    <p>{tr(Msg::ShareDeckNote)}</p>
                </details>
            </Show>
            <div class="controls">
                <button on:click=game_link>{tr(Msg::ShareCopyGame)}</button>
                <button on:click=position_link>{tr(Msg::ShareCopyPosition)}</button>
                <button on:click=show_qr aria-pressed=move || qr_open.get().to_string()>{tr(Msg::ShareQr)}</button>
            </div>
            <label class="check" title=tr(Msg::ShareAtMoveTitle)>
                <input type="checkbox" prop:checked=at_move on:change=move |e| at_move.set(event_target_checked(&e))/>
                " "{tr(Msg::ShareAtMove)}
            </label>
            {move || shown.get().map(|m| match m {
                Err(e) => view! { <p class="notice error">{e}</p> }.into_any(),
                Ok(Made { url, note }) => view! {
                    <input class="share-url" readonly aria-label=tr(Msg::ShareLink) prop:value=url.clone()
                        on:focus=move |e| { event_target::<web_sys::HtmlInputElement>(&e).select() }/>
                    <p class="muted">{tr(note)}</p>
                    <Show when=move || qr_open.get()>
                        <QrFigure url=url.clone()/>
                    </Show>
                }.into_any(),
            })}
        </section>
    }
}

/// A QR code of `url` with the URL written below it.
#[component]
pub fn QrFigure(url: String) -> impl IntoView {
    match QrMatrix::encode(&url) {
        Ok(qr) => view! {
            <figure class="qr">
                <div class="qr-code-box" inner_html=qr.to_svg(&t(Msg::QrLabel))></div>
                <figcaption class="qr-url">{url}</figcaption>
            </figure>
        }
        .into_any(),
        Err(e) => view! { <p class="notice error">{tf(Msg::QrTooLong, &[("why", e.to_string().into())])}</p> }
            .into_any(),
    }
}
