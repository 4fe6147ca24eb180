//! The one Markdown reader of the rules documents (pure, so native tests check what the
//! rules pages show): headings, paragraphs, bullet and numbered lists, tables, fenced
//! blocks, and inline `**bold**`, `*emphasis*`, `` `code` `` and the badges
//! `[Reconstruction]` and `[Rosette ruling]`. The app renders its [`Block`]s and [`Span`]s
//! (`ui::markdown`); one fenced block is special there: ```` ```diagram <game> <position> ````
//! ([`super::diagram`]).

/// A block of a Markdown text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// A heading: its level (1–4) and text.
    Heading(usize, String),
    /// A paragraph (empty for a blank line).
    Paragraph(String),
    /// A bullet list's items.
    Bullets(Vec<String>),
    /// A numbered list's items.
    Numbered(Vec<String>),
    /// A table's rows, the header first (the `---` rule left out).
    Table(Vec<Vec<String>>),
    /// A fenced block (an unclosed fence runs to the end).
    Fence(Fence),
}

/// A fenced block: its info string (after the opening backticks) and its body lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fence {
    /// The text after the opening backticks (`diagram pyrga …`, or empty).
    pub info: String,
    /// The lines between the fences.
    pub body: Vec<String>,
}

/// A piece of inline text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Span {
    /// Plain text.
    Text(String),
    /// `**bold**`.
    Bold(Vec<Span>),
    /// `*emphasis*`.
    Emphasis(Vec<Span>),
    /// `` `code` ``.
    Code(String),
    /// A badge: its word and its CSS class.
    Badge(&'static str, &'static str),
}

/// Badges marking what a passage is: written as `[Reconstruction]` or `[Rosette ruling]`,
/// with their CSS class.
const BADGES: [(&str, &str); 2] = [
    ("[Reconstruction]", "badge-recon"),
    ("[Rosette ruling]", "badge-ruling"),
];

/// Inline Markdown: bold, emphasis, code and badges (an unclosed marker stays text).
pub fn inline(text: &str) -> Vec<Span> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        // The earliest marker; at the same place the longer one (`**` before `*`).
        let next = ["**", "`", "*", BADGES[0].0, BADGES[1].0]
            .iter()
            .filter_map(|m| rest.find(m).map(|i| (i, *m)))
            .min_by_key(|&(i, m)| (i, std::cmp::Reverse(m.len())));
        let Some((start, marker)) = next else {
            out.push(Span::Text(rest.to_string()));
            break;
        };
        if start > 0 {
            out.push(Span::Text(rest[..start].to_string()));
        }
        let after = &rest[start + marker.len()..];
        if let Some((word, class)) = BADGES.iter().find(|(b, _)| *b == marker) {
            out.push(Span::Badge(&word[1..word.len() - 1], class));
            rest = after;
            continue;
        }
        let Some(end) = after.find(marker) else {
            out.push(Span::Text(rest[start..].to_string()));
            break;
        };
        let inner = &after[..end];
        out.push(match marker {
            "**" => Span::Bold(inline(inner)),
            "`" => Span::Code(inner.to_string()),
            _ => Span::Emphasis(inline(inner)),
        });
        rest = &after[end + marker.len()..];
    }
    out
}

fn table_row(line: &str) -> Vec<String> {
    line.trim()
        .trim_matches('|')
        .split('|')
        .map(|c| c.trim().to_string())
        .collect()
}

/// Drops the blank lines after a list of the kind `same` tells, so that an item after them
/// continues that list (a loose list: its items keep their numbers).
fn rejoin_list(out: &mut Vec<Block>, same: impl Fn(&Block) -> bool) {
    let blanks = out
        .iter()
        .rev()
        .take_while(|b| **b == Block::Paragraph(String::new()))
        .count();
    if blanks > 0 && out.len() > blanks && same(&out[out.len() - 1 - blanks]) {
        out.truncate(out.len() - blanks);
    }
}

/// The blocks of a Markdown text, in order.
pub fn blocks(text: &str) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    let mut fence: Option<Fence> = None;
    for line in text.lines() {
        let trimmed = line.trim();
        if let Some(f) = &mut fence {
            if trimmed == "```" {
                out.extend(fence.take().map(Block::Fence));
            } else {
                f.body.push(line.to_string());
            }
            continue;
        }
        let numbered = trimmed
            .split_once(". ")
            .filter(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
        if let Some(info) = trimmed.strip_prefix("```") {
            fence = Some(Fence {
                info: info.trim().to_string(),
                body: Vec::new(),
            });
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
            rejoin_list(&mut out, |b| matches!(b, Block::Bullets(_)));
            match out.last_mut() {
                Some(Block::Bullets(items)) => items.push(item.to_string()),
                _ => out.push(Block::Bullets(vec![item.to_string()])),
            }
        } else if let Some((_, item)) = numbered {
            rejoin_list(&mut out, |b| matches!(b, Block::Numbered(_)));
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
    out.extend(fence.map(Block::Fence));
    out
}

/// Every fenced block of `text`, in order, as [`blocks`] reads them.
pub fn fences(text: &str) -> Vec<Fence> {
    blocks(text)
        .into_iter()
        .filter_map(|b| match b {
            Block::Fence(f) => Some(f),
            _ => None,
        })
        .collect()
}
