//! Renders the rules documents as read by [`crate::docs::markdown`] (the one Markdown
//! reader, checked natively): each block and inline span becomes its HTML element. A
//! fenced block ```` ```diagram <game> <position> ```` draws a board diagram
//! (`crate::docs::diagram`), and ```` ```clauses ```` lists the points to remember.

use crate::docs::clauses::{parse_block, CLAUSES};
use crate::docs::diagram;
use crate::docs::markdown::{blocks, Block, Fence, Span};
use crate::i18n::Msg;
use crate::ui::boards::diagram::figure;
use crate::ui::lang::{t, tr};
use leptos::prelude::*;

fn spans(spans: Vec<Span>) -> Vec<AnyView> {
    spans
        .into_iter()
        .map(|s| match s {
            Span::Text(t) => t.into_any(),
            Span::Bold(inner) => view! { <strong>{self::spans(inner)}</strong> }.into_any(),
            Span::Emphasis(inner) => view! { <em>{self::spans(inner)}</em> }.into_any(),
            Span::Code(t) => view! { <code>{t}</code> }.into_any(),
            Span::Badge(word, class) => {
                let word = badge_word(word);
                view! { <span class=format!("badge-inline {class}")>{move || word.map_or_else(String::new, t)}</span> }.into_any()
            }
        })
        .collect()
}

/// A badge's word in the page's language (the documents write it in English, in every
/// language: `[Reconstruction]`).
fn badge_word(english: &str) -> Option<Msg> {
    match english {
        "Reconstruction" => Some(Msg::BadgeReconstruction),
        "Rosette ruling" => Some(Msg::BadgeRuling),
        _ => None,
    }
}

/// Inline Markdown (bold, emphasis, code and badges) as HTML elements.
pub fn inline(text: &str) -> Vec<AnyView> {
    spans(crate::docs::markdown::inline(text))
}

fn table(rows: Vec<Vec<String>>) -> AnyView {
    let mut rows = rows.into_iter();
    let head = rows.next().unwrap_or_default();
    view! {
        <div class="table-wrap" tabindex="0">
            <table>
                <thead><tr>{head.iter().map(|c| view! { <th>{inline(c)}</th> }).collect_view()}</tr></thead>
                <tbody>{rows.map(|r| view! {
                    <tr>{r.iter().map(|c| view! { <td>{inline(c)}</td> }).collect_view()}</tr>
                }).collect_view()}</tbody>
            </table>
        </div>
    }
    .into_any()
}

/// A clause block ([`crate::docs::clauses`]): the points to remember, one per line, each
/// with its id as the anchor (a block that does not read is shown as it is written).
fn clause_list(body: &[String]) -> Option<AnyView> {
    let clauses = parse_block(body).ok()?;
    Some(
        view! {
            <div class="rule-clauses">
                <p class="rule-clauses-head">{tr(Msg::RulesClausesHead)}</p>
                <ul>
                    {clauses.into_iter().map(|c| view! { <li id=format!("rule-{}", c.id)>{inline(&c.text)}</li> }).collect_view()}
                </ul>
            </div>
        }
        .into_any(),
    )
}

fn fenced(Fence { info, body }: Fence) -> AnyView {
    if info == CLAUSES {
        if let Some(list) = clause_list(&body) {
            return list;
        }
    }
    if info.starts_with("diagram") {
        let source = format!("```{info}\n{}\n```", body.join("\n"));
        figure(diagram::parse(&info, &body), source)
    } else {
        view! { <pre tabindex="0"><code>{body.join("\n")}</code></pre> }.into_any()
    }
}

/// Renders Markdown text as HTML elements.
pub fn render(text: &str) -> impl IntoView {
    blocks(text)
        .into_iter()
        .map(|b| match b {
            Block::Heading(1, t) => view! { <h1>{inline(&t)}</h1> }.into_any(),
            Block::Heading(2, t) => view! { <h2>{inline(&t)}</h2> }.into_any(),
            Block::Heading(_, t) => view! { <h3>{inline(&t)}</h3> }.into_any(),
            Block::Paragraph(p) if p.is_empty() => ().into_any(),
            Block::Paragraph(p) => view! { <p>{inline(&p)}</p> }.into_any(),
            Block::Bullets(items) => view! { <ul>{items.iter().map(|i| view! { <li>{inline(i)}</li> }).collect_view()}</ul> }.into_any(),
            Block::Numbered(items) => view! { <ol>{items.iter().map(|i| view! { <li>{inline(i)}</li> }).collect_view()}</ol> }.into_any(),
            Block::Table(rows) => table(rows),
            Block::Fence(f) => fenced(f),
        })
        .collect_view()
}
