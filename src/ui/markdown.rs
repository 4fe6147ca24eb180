//! A small Markdown renderer for the rules documents: headings, paragraphs, bullet and
//! numbered lists, `**bold**`, `*emphasis*` and `` `code` ``. Enough for our own docs.

use leptos::prelude::*;

fn inline(text: &str) -> Vec<AnyView> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let next = ["**", "`", "*"]
            .iter()
            .filter_map(|m| rest.find(m).map(|i| (i, *m)))
            .min();
        let Some((start, marker)) = next else {
            out.push(rest.to_string().into_any());
            break;
        };
        let after = &rest[start + marker.len()..];
        let Some(end) = after.find(marker) else {
            out.push(rest.to_string().into_any());
            break;
        };
        out.push(rest[..start].to_string().into_any());
        let inner = after[..end].to_string();
        out.push(match marker {
            "**" => view! { <strong>{inner}</strong> }.into_any(),
            "`" => view! { <code>{inner}</code> }.into_any(),
            _ => view! { <em>{inner}</em> }.into_any(),
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
}

fn blocks(text: &str) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim();
        let numbered = trimmed
            .split_once(". ")
            .filter(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
        if trimmed.is_empty() {
            out.push(Block::Paragraph(String::new()));
        } else if let Some(h) = trimmed.strip_prefix('#') {
            let level = 1 + h.chars().take_while(|&c| c == '#').count();
            out.push(Block::Heading(
                level.min(4),
                h.trim_start_matches('#').trim().to_string(),
            ));
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
    out
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
        })
        .collect_view()
}
