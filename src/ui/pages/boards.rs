//! The Boards page (`#/boards`): R1, R2 and custom discs with a legend, the legality check
//! and overlays a player can toggle, so a new player can learn the Chirality board.

use crate::engine::chirality::board::{
    Board, LegalityFailure, TileId, TileKind, Tiling, MAX_RADIUS, MIN_RADIUS,
};
use crate::i18n::Msg;
use crate::ui::boards::chirality::penrose::layers::{
    corner_only_neighbours, features, kind_word, star_names, star_title,
};
use crate::ui::boards::chirality::penrose::overlays::Overlays;
use crate::ui::boards::chirality::penrose::PenroseBoard;
use crate::ui::lang::{t, tf, tr};
use crate::ui::words;
use leptos::prelude::*;
use std::sync::Arc;

/// Which board the page shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    R1,
    R2,
    Custom,
}

/// A board (or why there is none) and how long it took to build, in milliseconds.
#[derive(Clone)]
struct Built {
    board: Result<Arc<Board>, String>,
    ms: f64,
}

impl PartialEq for Built {
    fn eq(&self, other: &Built) -> bool {
        match (&self.board, &other.board) {
            (Ok(a), Ok(b)) => Arc::ptr_eq(a, b),
            (Err(a), Err(b)) => a == b,
            _ => false,
        }
    }
}

fn now() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// Builds a board and times it (the first `Board::r1()`/`r2()` builds; later ones are
/// cached and cost a copy).
fn timed(build: impl FnOnce() -> Result<Board, String>) -> Built {
    let t0 = now();
    let board = build().map(Arc::new);
    let ms = now() - t0;
    if let Ok(b) = &board {
        leptos::logging::log!(
            "rosette: built board {} ({} tiles) in {ms:.1} ms",
            b.name(),
            b.tiles().len()
        );
    }
    Built { board, ms }
}

/// The rules' clause a legality failure belongs to.
fn clause(f: &LegalityFailure) -> String {
    t(match f {
        LegalityFailure::NoThrone => Msg::BoardsClause1,
        LegalityFailure::IncompleteRing { .. } | LegalityFailure::ExtraRing { .. } => {
            Msg::BoardsClause2
        }
        LegalityFailure::NoOpposingGates { .. } => Msg::BoardsClause3,
        _ => Msg::BoardsClause4,
    })
}

/// Reads the radius box: a number in range, or the message to show.
fn parse_radius(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|r| r.is_finite())
        .ok_or_else(|| {
            let args = [
                ("min", MIN_RADIUS.to_string().into()),
                ("max", MAX_RADIUS.to_string().into()),
                ("text", text.trim().into()),
            ];
            tf(Msg::BoardsBadRadius, &args)
        })
}

/// The Boards page.
#[component]
pub fn BoardsPage() -> impl IntoView {
    let choice = RwSignal::new(Choice::R2);
    let tiling = RwSignal::new(Tiling::TenThin);
    let radius_text = RwSignal::new("9.5".to_string());
    let players = RwSignal::new(2usize);
    let selected = RwSignal::new(None::<TileId>);
    let (moats, deep, rings, gates, names, neighbours) = (
        RwSignal::new(false),
        RwSignal::new(false),
        RwSignal::new(false),
        RwSignal::new(true),
        RwSignal::new(false),
        RwSignal::new(true),
    );
    let halves = RwSignal::new(false);
    let half_star = RwSignal::new(0usize);

    let built = Memo::new(move |_| match choice.get() {
        Choice::R1 => timed(|| Ok(Board::r1().clone())),
        Choice::R2 => timed(|| Ok(Board::r2().clone())),
        Choice::Custom => {
            let (t, text) = (tiling.get(), radius_text.get());
            timed(|| {
                Board::disc(t, parse_radius(&text)?).map_err(|e| {
                    tf(
                        Msg::BoardsNoBoard,
                        &[("why", words::board_error(&e).into())],
                    )
                })
            })
        }
    });
    // The first build of each board, for the small print (later visits are cached).
    let first_ms = RwSignal::new(Vec::<(String, f64)>::new());
    Effect::new(move |_| {
        built.with(|b| {
            if let Ok(board) = &b.board {
                if !first_ms.with_untracked(|v| v.iter().any(|(n, _)| n == board.name())) {
                    first_ms.update(|v| v.push((board.name().to_string(), b.ms)));
                }
            }
        });
    });
    Effect::new(move |_| {
        built.track();
        selected.set(None);
    });
    let board = move || built.with(|b| b.board.clone().ok());
    let ring1 = move || {
        board().map_or_else(Vec::new, |b| {
            let names = star_names(&b);
            b.ring(1)
                .map(|s| (s.id, star_title(&names, s.id)))
                .collect::<Vec<_>>()
        })
    };
    let overlays = Signal::derive(move || Overlays {
        moats: moats.get(),
        deep_moats: deep.get(),
        rings: rings.get(),
        halves: if halves.get() {
            ring1().get(half_star.get()).map(|s| s.0)
        } else {
            None
        },
        gates: gates.get(),
        names: names.get(),
        neighbours: neighbours.get(),
    });

    let picture = move || match built.get().board {
        Ok(b) => {
            let args = [
                ("board", b.name().into()),
                ("tiles", b.tiles().len().into()),
            ];
            let label = tf(Msg::BoardsBoardLabel, &args);
            view! { <PenroseBoard board=b overlays=overlays selected=selected label=label
            on_activate=Callback::new(move |t| selected.set(Some(t)))/> }
            .into_any()
        }
        Err(message) => view! {
            <div class="board-missing">
                <p class="notice error board-error" role="alert">{message}</p>
            </div>
        }
        .into_any(),
    };

    let choose = move |c: Choice| {
        view! {
            <button type="button" class="board-choice" aria-pressed=move || (choice.get() == c).to_string()
                on:click=move |_| choice.set(c)>
                {tr(match c { Choice::R1 => Msg::BoardsR1, Choice::R2 => Msg::BoardsR2, Choice::Custom => Msg::BoardsCustom })}
            </button>
        }
    };
    let toggle = |label: Msg, sig: RwSignal<bool>, class: &'static str| {
        view! {
            <label class=format!("toggle {class}")>
                <input type="checkbox" prop:checked=move || sig.get() on:change=move |e| sig.set(event_target_checked(&e))/>
                <span>{tr(label)}</span>
            </label>
        }
    };

    view! {
        <section class="play boards-page">
            <div class="board-area">{picture}</div>
            <aside class="panel">
                <h1>{tr(Msg::BoardsTitle)}</h1>
                <p class="muted">{tr(Msg::BoardsLede)}</p>
                <div class="board-choices" role="group" aria-label=tr(Msg::BoardsBoard)>
                    {choose(Choice::R1)}{choose(Choice::R2)}{choose(Choice::Custom)}
                </div>
                <Show when=move || choice.get() == Choice::Custom>
                    <CustomControls tiling=tiling radius_text=radius_text players=players/>
                </Show>
                {move || built.get().board.ok().map(|b| view! { <Legality board=b players=players custom=choice.get() == Choice::Custom/> })}
                <fieldset class="overlay-toggles">
                    <legend>{tr(Msg::BoardsOverlays)}</legend>
                    {toggle(Msg::BoardsMoats, moats, "t-moat")}
                    {toggle(Msg::BoardsDeepMoats, deep, "t-deep")}
                    {toggle(Msg::BoardsRings, rings, "t-ring")}
                    {toggle(Msg::BoardsGates, gates, "t-gate")}
                    {toggle(Msg::BoardsTileNames, names, "t-name")}
                    {toggle(Msg::BoardsNeighbours, neighbours, "t-nb")}
                    <div class="toggle-row">
                        {toggle(Msg::BoardsHalves, halves, "t-half")}
                        <select aria-label=tr(Msg::BoardsHalfStar) on:change=move |e| {
                            half_star.set(event_target_value(&e).parse().unwrap_or(0));
                            halves.set(true);
                        }>
                            {move || ring1().into_iter().enumerate().map(|(i, (_, name))| view! {
                                <option value=i.to_string() selected=half_star.get_untracked() == i>{name}</option>
                            }).collect_view()}
                        </select>
                    </div>
                </fieldset>
                {move || board().map(|b| view! { <TileInfo board=b selected=selected/> })}
                <Legend/>
                <p class="small-print">{move || {
                    first_ms.with(|v| v.iter().map(|(n, ms)| tf(Msg::BoardsBuilt, &[("board", n.into()), ("ms", format!("{ms:.1}").into())])).collect::<Vec<_>>().join(" · "))
                }}" "{tr(Msg::BoardsFirstBuild)}" "<a href="#/rules/chirality">{tr(Msg::BoardsRules)}</a></p>
            </aside>
        </section>
    }
}

/// Tiling, radius and player count of a custom disc.
#[component]
fn CustomControls(
    tiling: RwSignal<Tiling>,
    radius_text: RwSignal<String>,
    players: RwSignal<usize>,
) -> impl IntoView {
    let slider = move || {
        radius_text
            .get()
            .trim()
            .parse::<f64>()
            .unwrap_or(9.5)
            .to_string()
    };
    view! {
        <fieldset class="custom">
            <legend>{tr(Msg::BoardsCustom)}</legend>
            <label>{tr(Msg::BoardsTiling)}" "
                <select aria-label=tr(Msg::BoardsTiling) on:change=move |e| tiling.set(event_target_value(&e).parse().unwrap_or(Tiling::TenThin))>
                    <option value="ten-thin" selected=move || tiling.get() == Tiling::TenThin>{tr(Msg::BoardsTenThin)}</option>
                    <option value="five-thin" selected=move || tiling.get() == Tiling::FiveThin>{tr(Msg::BoardsFiveThin)}</option>
                </select>
            </label>
            <label class="radius">{tr(Msg::BoardsRadius)}" "
                <input type="range" aria-label=tr(Msg::BoardsRadiusSlider) min=MIN_RADIUS max=MAX_RADIUS step="0.02"
                    prop:value=slider on:input=move |e| radius_text.set(event_target_value(&e))/>
                <input type="number" class="radius-input" aria-label=tr(Msg::BoardsRadius) step="0.01"
                    prop:value=move || radius_text.get() on:change=move |e| radius_text.set(event_target_value(&e))/>
            </label>
            <p class="muted hint-left">{move || tf(Msg::BoardsRadiusHint, &[("min", MIN_RADIUS.to_string().into()), ("max", MAX_RADIUS.to_string().into())])}</p>
            <label>{tr(Msg::BoardsPlayers)}" "
                <input type="number" class="players-input" aria-label=tr(Msg::BoardsPlayers) min="2" max="12"
                    prop:value=move || players.get().to_string()
                    on:change=move |e| players.set(event_target_value(&e).parse().unwrap_or(2))/>
            </label>
        </fieldset>
    }
}

/// The legality check: each failing clause with its message, and P-player legality.
#[component]
fn Legality(board: Arc<Board>, players: RwSignal<usize>, custom: bool) -> impl IntoView {
    let (thick, thin) = board.tiles().iter().fold((0, 0), |(a, b), t| match t.kind {
        TileKind::Thick => (a + 1, b),
        TileKind::Thin => (a, b + 1),
    });
    let b = board.clone();
    let stats = move || {
        let tiling = t(match b.tiling() {
            Tiling::TenThin => Msg::BoardsTenThin,
            Tiling::FiveThin => Msg::BoardsFiveThin,
        });
        let args = [
            ("board", b.name().into()),
            ("tiles", b.tiles().len().into()),
            ("thick", thick.into()),
            ("thin", thin.into()),
            ("stars", b.stars().len().into()),
            ("gates", b.gates().len().into()),
            ("tiling", tiling.into()),
        ];
        tf(Msg::BoardsStats, &args)
    };
    let legal = board.check_legal();
    let verdict = match &legal {
        Ok(()) => view! { <p class="legal ok">{tr(Msg::BoardsLegal)}</p> }.into_any(),
        Err(fails) => view! {
            <div class="notice error legality" role="alert">
                <div>
                    <strong>{tr(Msg::BoardsNotLegal)}</strong>
                    <ul class="legality-failures">
                        {fails.iter().map(|f| { let f = f.clone(); view! { <li><strong>{let c = f.clone(); move || clause(&c)}</strong>": "{let c = f.clone(); move || words::legality_failure(&c)}</li> } }).collect_view()}
                    </ul>
                </div>
            </div>
        }
        .into_any(),
    };
    let b = board.clone();
    let for_players = move || {
        let p = players.get();
        match b.check_players(p) {
            Ok(()) => view! { <p class="legal ok players-legal">{tf(Msg::BoardsLegalFor, &[("count", p.into())])}</p> }.into_any(),
            Err(e) => view! { <p class="legal bad players-legal">{tf(Msg::BoardsNotFor, &[("count", p.into()), ("why", words::board_error(&e).into())])}</p> }.into_any(),
        }
    };
    view! {
        <div class="board-facts">
            <p class="muted">{stats}</p>
            {verdict}
            {(custom || legal.is_ok()).then_some(for_players)}
        </div>
    }
}

/// The selected tile: its name, kind, features and neighbours.
#[component]
fn TileInfo(board: Arc<Board>, selected: RwSignal<Option<TileId>>) -> impl IntoView {
    let names = star_names(&board);
    move || {
        let Some(id) = selected.get().filter(|&i| i < board.tiles().len()) else {
            return view! { <p class="tile-info muted">{t(Msg::BoardsSelectTile)}</p> }.into_any();
        };
        let t = board.tile(id);
        let list = |ids: &[TileId]| {
            ids.iter()
                .map(|&n| board.tile(n).name.clone())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let vertex_only = corner_only_neighbours(&board, id);
        let feats = features(&board, &names, id);
        view! {
            <div class="tile-info" aria-live="polite">
                <h2>{format!("{} — {}", t.name, kind_word(t.kind))}</h2>
                {(!feats.is_empty()).then(|| view! { <p>{feats.join(" · ")}</p> })}
                <p><span class="key nb-edge-key"></span>{tf(Msg::BoardsEdgeNeighbours, &[("count", t.edge_neighbours.len().into()), ("tiles", list(&t.edge_neighbours).into())])}</p>
                <p><span class="key nb-vertex-key"></span>{tf(Msg::BoardsCornerNeighbours, &[("count", vertex_only.len().into()), ("all", t.vertex_neighbours.len().into()), ("tiles", list(&vertex_only).into())])}</p>
            </div>
        }
        .into_any()
    }
}

/// What the colours and marks mean.
#[component]
fn Legend() -> impl IntoView {
    let item = |class: &'static str, text: Msg| {
        view! {
            <li><svg viewBox="0 0 24 16" class="legend-swatch" aria-hidden="true"><polygon class=class points="2,8 12,1 22,8 12,15"></polygon></svg>{tr(text)}</li>
        }
    };
    view! {
        <details class="legend" open>
            <summary>{tr(Msg::BoardsLegend)}</summary>
            <ul>
                {item("lg thick", Msg::BoardsLegendThick)}
                {item("lg thin", Msg::BoardsLegendThin)}
                {item("lg throne", Msg::BoardsLegendThrone)}
                {item("lg star", Msg::BoardsLegendStar)}
                {item("lg moat", Msg::BoardsLegendMoat)}
                {item("lg gate", Msg::BoardsLegendGate)}
                {item("lg nb-edge", Msg::BoardsLegendEdge)}
                {item("lg nb-vertex", Msg::BoardsLegendCorner)}
            </ul>
            <p class="muted">{tr(Msg::BoardsZoomHint)}</p>
        </details>
    }
}
