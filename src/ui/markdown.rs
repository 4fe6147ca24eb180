//! A small Markdown renderer for the rules documents: headings, paragraphs, bullet and
//! numbered lists, tables, fenced code, `**bold**`, `*emphasis*`, `` `code` ``, and the
//! badges `[Reconstruction]` and `[Rosette ruling]`. Two fenced blocks are special:
//! ```` ```diagram <game> <position> ```` draws a board diagram
//! (`crate::docs::diagram`) and ```` ```tutorial chirality ```` places the Chirality
//! capture tutorial.

use crate::docs::diagram;
use crate::ui::boards::diagram::figure;
use leptos::prelude::*;

/// Badges marking what a passage is: written as `[Reconstruction]` or `[Rosette ruling]`.
const BADGES: [(&str, &str); 2] = [
    ("[Reconstruction]", "badge-recon"),
    ("[Rosette ruling]", "badge-ruling"),
];

/// Inline Markdown: bold, emphasis, code and badges.
pub fn inline(text: &str) -> Vec<AnyView> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        // The earliest marker; at the same place the longer one (`**` before `*`).
        let next = ["**", "`", "*", BADGES[0].0, BADGES[1].0]
            .iter()
            .filter_map(|m| rest.find(m).map(|i| (i, *m)))
            .min_by_key(|&(i, m)| (i, std::cmp::Reverse(m.len())));
        let Some((start, marker)) = next else {
            out.push(rest.to_string().into_any());
            break;
        };
        out.push(rest[..start].to_string().into_any());
        let after = &rest[start + marker.len()..];
        if let Some((word, class)) = BADGES.iter().find(|(b, _)| *b == marker) {
            let word = &word[1..word.len() - 1];
            out.push(
                view! { <span class=format!("badge-inline {class}")>{word}</span> }.into_any(),
            );
            rest = after;
            continue;
        }
        let Some(end) = after.find(marker) else {
            out.push(rest[start..].to_string().into_any());
            break;
        };
        let inner = &after[..end];
        out.push(match marker {
            "**" => view! { <strong>{inline(inner)}</strong> }.into_any(),
            "`" => view! { <code>{inner.to_string()}</code> }.into_any(),
            _ => view! { <em>{inline(inner)}</em> }.into_any(),
        });
        rest = &after[end + marker.len()..];
    }
    out
}

enum Block {
    Heading(usize, String),
    Paragraph(String),
    Bullets(Vec<String>),
    Numbered(Vec<String>),
    Table(Vec<Vec<String>>),
    Fence(String, Vec<String>),
}

fn table_row(line: &str) -> Vec<String> {
    line.trim()
        .trim_matches('|')
        .split('|')
        .map(|c| c.trim().to_string())
        .collect()
}

fn blocks(text: &str) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    let mut fence: Option<(String, Vec<String>)> = None;
    for line in text.lines() {
        let trimmed = line.trim();
        if let Some((info, body)) = &mut fence {
            if trimmed == "```" {
                out.push(Block::Fence(std::mem::take(info), std::mem::take(body)));
                fence = None;
            } else {
                body.push(line.to_string());
            }
            continue;
        }
        let numbered = trimmed
            .split_once(". ")
            .filter(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
        if let Some(info) = trimmed.strip_prefix("```") {
            fence = Some((info.trim().to_string(), Vec::new()));
        } else if trimmed.is_empty() {
            out.push(Block::Paragraph(String::new()));
        } else if let Some(h) = trimmed.strip_prefix('#') {
            let level = 1 + h.chars().take_while(|&c| c == '#').count();
            out.push(Block::Heading(
                level.min(4),
                h.trim_start_matches('#').trim().to_string(),
            ));
        } else if trimmed.starts_with('|') {
            let row = table_row(trimmed);
            let rule = row
                .iter()
                .all(|c| !c.is_empty() && c.chars().all(|ch| matches!(ch, '-' | ':')));
            match out.last_mut() {
                Some(Block::Table(_)) if rule => {}
                Some(Block::Table(rows)) => rows.push(row),
                _ => out.push(Block::Table(vec![row])),
            }
        } else if let Some(item) = trimmed
            .strip_prefix("- ")
            .or_else(|| trimmed.strip_prefix("• "))
        {
            match out.last_mut() {
                Some(Block::Bullets(items)) => items.push(item.to_string()),
                _ => out.push(Block::Bullets(vec![item.to_string()])),
            }
        } else if let Some((_, item)) = numbered {
            match out.last_mut() {
                Some(Block::Numbered(items)) => items.push(item.to_string()),
                _ => out.push(Block::Numbered(vec![item.to_string()])),
            }
        } else {
            match out.last_mut() {
                Some(Block::Paragraph(p)) if !p.is_empty() => {
                    p.push(' ');
                    p.push_str(trimmed);
                }
                Some(Block::Bullets(items)) | Some(Block::Numbered(items))
                    if line.starts_with("  ") =>
                {
                    let last = items.last_mut().expect("a list has an item");
                    last.push(' ');
                    last.push_str(trimmed);
                }
                _ => out.push(Block::Paragraph(trimmed.to_string())),
            }
        }
    }
    if let Some((info, body)) = fence {
        out.push(Block::Fence(info, body));
    }
    out
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

fn fenced(info: String, body: Vec<String>) -> AnyView {
    if info.starts_with("diagram") {
        let source = format!("```{info}\n{}\n```", body.join("\n"));
        figure(diagram::parse(&info, &body), source)
    } else if info == "tutorial chirality" {
        view! { <crate::ui::pages::Tutorial/> }.into_any()
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
            Block::Fence(info, body) => fenced(info, body),
        })
        .collect_view()
}
