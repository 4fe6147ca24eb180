//! The Boards page (`#/boards`): R1, R2 and custom discs with a legend, the legality check
//! and overlays a player can toggle, so a new player can learn the Chirality board.

use crate::engine::chirality::board::{
    Board, LegalityFailure, TileId, Tiling, MAX_RADIUS, MIN_RADIUS,
};
use crate::ui::boards::chirality::penrose::layers::{
    corner_only_neighbours, features, kind_name, star_names, star_title,
};
use crate::ui::boards::chirality::penrose::overlays::Overlays;
use crate::ui::boards::chirality::penrose::PenroseBoard;
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
fn clause(f: &LegalityFailure) -> &'static str {
    match f {
        LegalityFailure::NoThrone => "Clause 1 (a central Star)",
        LegalityFailure::IncompleteRing { .. } | LegalityFailure::ExtraRing { .. } => {
            "Clause 2 (exactly two full rings)"
        }
        LegalityFailure::NoOpposingGates { .. } => "Clause 3 (two opposing Gates)",
        _ => "Clause 4 (one connected, uncut piece)",
    }
}

/// Reads the radius box: a number in range, or the message to show.
fn parse_radius(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|r| r.is_finite())
        .ok_or_else(|| {
            format!(
                "The radius must be a number from {MIN_RADIUS} to {MAX_RADIUS}, not '{}'.",
                text.trim()
            )
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
            timed(|| Board::disc(t, parse_radius(&text)?).map_err(|e| format!("No board: {e}.")))
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
            let label = format!("Chirality board {}: {} tiles", b.name(), b.tiles().len());
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
                {match c { Choice::R1 => "R1 (compact)", Choice::R2 => "R2 (default)", Choice::Custom => "Custom disc" }}
            </button>
        }
    };
    let toggle = |label: &'static str, sig: RwSignal<bool>, class: &'static str| {
        view! {
            <label class=format!("toggle {class}")>
                <input type="checkbox" prop:checked=move || sig.get() on:change=move |e| sig.set(event_target_checked(&e))/>
                <span>{label}</span>
            </label>
        }
    };

    view! {
        <section class="play boards-page">
            <div class="board-area">{picture}</div>
            <aside class="panel">
                <h1>"Chirality boards"</h1>
                <p class="muted">"Chirality is played on a disc of Penrose rhombs. Pick a board, turn the overlays on, and click a tile to see its neighbours."</p>
                <div class="board-choices" role="group" aria-label="Board">
                    {choose(Choice::R1)}{choose(Choice::R2)}{choose(Choice::Custom)}
                </div>
                <Show when=move || choice.get() == Choice::Custom>
                    <CustomControls tiling=tiling radius_text=radius_text players=players/>
                </Show>
                {move || built.get().board.ok().map(|b| view! { <Legality board=b players=players custom=choice.get() == Choice::Custom/> })}
                <fieldset class="overlay-toggles">
                    <legend>"Overlays"</legend>
                    {toggle("Moats", moats, "t-moat")}
                    {toggle("Deep Moats", deep, "t-deep")}
                    {toggle("Rings", rings, "t-ring")}
                    {toggle("Gates", gates, "t-gate")}
                    {toggle("Tile names", names, "t-name")}
                    {toggle("Neighbours of the selected tile", neighbours, "t-nb")}
                    <div class="toggle-row">
                        {toggle("Halves of", halves, "t-half")}
                        <select aria-label="Star whose half is shown" on:change=move |e| {
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
                    first_ms.with(|v| v.iter().map(|(n, ms)| format!("{n} built in {ms:.1} ms")).collect::<Vec<_>>().join(" · "))
                }}" (in this browser, first build). "<a href="#/rules/chirality">"Chirality rules"</a></p>
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
            <legend>"Custom disc"</legend>
            <label>"Tiling "
                <select aria-label="Tiling" on:change=move |e| tiling.set(event_target_value(&e).parse().unwrap_or(Tiling::TenThin))>
                    <option value="ten-thin" selected=move || tiling.get() == Tiling::TenThin>"ten-thin (like R2)"</option>
                    <option value="five-thin" selected=move || tiling.get() == Tiling::FiveThin>"five-thin (like R1)"</option>
                </select>
            </label>
            <label class="radius">"Radius "
                <input type="range" aria-label="Radius slider" min=MIN_RADIUS max=MAX_RADIUS step="0.02"
                    prop:value=slider on:input=move |e| radius_text.set(event_target_value(&e))/>
                <input type="number" class="radius-input" aria-label="Radius" step="0.01"
                    prop:value=move || radius_text.get() on:change=move |e| radius_text.set(event_target_value(&e))/>
            </label>
            <p class="muted hint-left">{format!("Tiles whose centre lies within the radius (in edge lengths, {MIN_RADIUS}–{MAX_RADIUS}). Legal discs: about 8.58–11.84 (ten-thin) or 8.68–9.30 (five-thin).")}</p>
            <label>"Players "
                <input type="number" class="players-input" aria-label="Players" min="2" max="12"
                    prop:value=move || players.get().to_string()
                    on:change=move |e| players.set(event_target_value(&e).parse().unwrap_or(2))/>
            </label>
        </fieldset>
    }
}

/// The legality check: each failing clause with its message, and P-player legality.
#[component]
fn Legality(board: Arc<Board>, players: RwSignal<usize>, custom: bool) -> impl IntoView {
    let (thick, thin) = board
        .tiles()
        .iter()
        .fold((0, 0), |(a, b), t| match kind_name(t.kind) {
            "Thick" => (a + 1, b),
            _ => (a, b + 1),
        });
    let stats = format!(
        "{}: {} tiles ({thick} Thick, {thin} Thin), {} Stars, {} Gates, tiling {}.",
        board.name(),
        board.tiles().len(),
        board.stars().len(),
        board.gates().len(),
        board.tiling()
    );
    let legal = board.check_legal();
    let verdict = match &legal {
        Ok(()) => view! { <p class="legal ok">"✓ A legal Chirality board."</p> }.into_any(),
        Err(fails) => view! {
            <div class="notice error legality" role="alert">
                <div>
                    <strong>"Not a legal Chirality board:"</strong>
                    <ul class="legality-failures">
                        {fails.iter().map(|f| view! { <li><strong>{clause(f)}</strong>": "{f.to_string()}</li> }).collect_view()}
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
            Ok(()) => view! { <p class="legal ok players-legal">{format!("✓ Legal for {p} players.")}</p> }.into_any(),
            Err(e) => view! { <p class="legal bad players-legal">{format!("✗ Not for {p} players: {e}.")}</p> }.into_any(),
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
            return view! { <p class="tile-info muted">"Select a tile (click it, or Tab into the board, move with the arrow keys and press Enter)."</p> }.into_any();
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
                <h2>{format!("{} — {}", t.name, kind_name(t.kind))}</h2>
                {(!feats.is_empty()).then(|| view! { <p>{feats.join(" · ")}</p> })}
                <p><span class="key nb-edge-key"></span>{format!("{} edge neighbours: {}", t.edge_neighbours.len(), list(&t.edge_neighbours))}</p>
                <p><span class="key nb-vertex-key"></span>{format!("{} more corner neighbours ({} in all): {}", vertex_only.len(), t.vertex_neighbours.len(), list(&vertex_only))}</p>
            </div>
        }
        .into_any()
    }
}

/// What the colours and marks mean.
#[component]
fn Legend() -> impl IntoView {
    let item = |class: &'static str, text: &'static str| {
        view! {
            <li><svg viewBox="0 0 24 16" class="legend-swatch" aria-hidden="true"><polygon class=class points="2,8 12,1 22,8 12,15"></polygon></svg>{text}</li>
        }
    };
    view! {
        <details class="legend" open>
            <summary>"Legend"</summary>
            <ul>
                {item("lg thick", "Thick tile (72°/108°)")}
                {item("lg thin", "Thin tile (36°/144°)")}
                {item("lg throne", "Throne: the central Star")}
                {item("lg star", "Star: five Thick tiles meeting at a point")}
                {item("lg moat", "Moat: Thin tiles edge-to-edge with a Star")}
                {item("lg gate", "Gate: a run of rim tiles where pieces Muster")}
                {item("lg nb-edge", "Edge neighbour of the selected tile")}
                {item("lg nb-vertex", "Corner-only neighbour of the selected tile")}
            </ul>
            <p class="muted">"Zoom with the wheel, a pinch, or + and −; drag or Shift+arrows to pan; 0 shows the whole board. In the board, the arrow keys move between tiles."</p>
        </details>
    }
}
