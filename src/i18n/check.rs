//! Keeps translations level with English: a catalogue against the English one (every id
//! present, none extra, the same named placeables), and a translated rules document
//! against its English original (the same headings, diagrams, clauses and notation).

use super::ftl::{placeables, Catalogue, Part};
use crate::docs::clauses::parse_block;
use crate::docs::diagram::instruction_key;
use crate::docs::markdown::{blocks, inline, Block, Span};

/// A problem of a translated catalogue.
#[derive(Clone, Debug, PartialEq)]
pub enum CatalogueProblem {
    /// An English message the translation lacks.
    Missing(String),
    /// A message the translation has and English does not.
    Unused(String),
    /// A message whose named placeables differ from English's.
    Placeholders {
        /// The message.
        id: String,
        /// English's placeables.
        english: Vec<String>,
        /// The translation's.
        translated: Vec<String>,
    },
    /// A choice without an `other` variant (every language has that category).
    NoOther(String),
}

fn has_other(parts: &[Part]) -> bool {
    parts.iter().all(|p| match p {
        Part::Select { variants, .. } => {
            variants.iter().any(|(k, _)| k == "other") && variants.iter().all(|(_, v)| has_other(v))
        }
        _ => true,
    })
}

fn sorted(mut names: Vec<String>) -> Vec<String> {
    names.sort();
    names
}

/// Every problem of `translated` against `english`, in English's order, then the
/// translation's extra messages.
pub fn catalogue(english: &Catalogue, translated: &Catalogue) -> Vec<CatalogueProblem> {
    let mut problems = Vec::new();
    for (id, pattern) in &english.messages {
        let Some(theirs) = translated.get(id) else {
            problems.push(CatalogueProblem::Missing(id.clone()));
            continue;
        };
        let (ours, theirs_names) = (sorted(placeables(pattern)), sorted(placeables(theirs)));
        if ours != theirs_names {
            problems.push(CatalogueProblem::Placeholders {
                id: id.clone(),
                english: ours,
                translated: theirs_names,
            });
        }
        if !has_other(theirs) {
            problems.push(CatalogueProblem::NoOther(id.clone()));
        }
    }
    for (id, _) in &translated.messages {
        if english.get(id).is_none() {
            problems.push(CatalogueProblem::Unused(id.clone()));
        }
    }
    problems
}

/// What a rules document must keep in any language: its outline and everything that is
/// not prose.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RulesSkeleton {
    /// Each heading's level, in order.
    pub heading_levels: Vec<usize>,
    /// Each fenced block's first line (`diagram pyrga start`, `clauses`), in order.
    pub fences: Vec<String>,
    /// Each clause's id, in order.
    pub clause_ids: Vec<String>,
    /// Each diagram's instruction lines (`play: Sb2`), in order.
    pub diagram_lines: Vec<String>,
    /// Every code span (`Sb2`, commands) and badge (`[Reconstruction]`), sorted: a
    /// translation may reorder a sentence.
    pub code: Vec<String>,
}

fn code_spans(spans: &[Span], out: &mut Vec<String>) {
    for span in spans {
        match span {
            Span::Code(c) => out.push(c.clone()),
            Span::Bold(inner) | Span::Emphasis(inner) => code_spans(inner, out),
            Span::Badge(word, _) => out.push(format!("[{word}]")),
            Span::Text(_) => {}
        }
    }
}

/// A rules document's skeleton.
pub fn skeleton(markdown: &str) -> RulesSkeleton {
    let mut s = RulesSkeleton::default();
    let prose = |text: &str, s: &mut RulesSkeleton| code_spans(&inline(text), &mut s.code);
    for block in blocks(markdown) {
        match block {
            Block::Heading(level, text) => {
                s.heading_levels.push(level);
                prose(&text, &mut s);
            }
            Block::Paragraph(text) => prose(&text, &mut s),
            Block::Bullets(items) | Block::Numbered(items) => {
                items.iter().for_each(|i| prose(i, &mut s))
            }
            Block::Table(rows) => rows.iter().flatten().for_each(|c| prose(c, &mut s)),
            Block::Fence(fence) => {
                s.fences.push(fence.info.clone());
                for line in &fence.body {
                    if fence.info.starts_with("diagram") && instruction_key(line).is_some() {
                        s.diagram_lines.push(line.trim().to_string());
                    }
                }
                if fence.info == "clauses" {
                    match parse_block(&fence.body) {
                        Ok(clauses) => s.clause_ids.extend(clauses.into_iter().map(|c| c.id)),
                        Err(why) => s.clause_ids.push(format!("(unreadable: {why})")),
                    }
                }
            }
        }
    }
    s.code.sort();
    s
}

/// Where a translated rules document departs from its English original, one line each.
pub fn rules(english: &str, translated: &str) -> Vec<String> {
    let (en, tr) = (skeleton(english), skeleton(translated));
    let mut problems = Vec::new();
    let mut compare = |what: &str, a: &Vec<String>, b: &Vec<String>| {
        if a != b {
            let at = a.iter().zip(b).position(|(x, y)| x != y);
            let detail = match at {
                Some(i) => format!("first difference at #{}: '{}' / '{}'", i + 1, a[i], b[i]),
                None => format!("{} in English, {} translated", a.len(), b.len()),
            };
            problems.push(format!("{what} differ: {detail}"));
        }
    };
    let levels = |s: &RulesSkeleton| s.heading_levels.iter().map(|l| "#".repeat(*l)).collect();
    compare("headings", &levels(&en), &levels(&tr));
    compare("diagrams and clause blocks", &en.fences, &tr.fences);
    compare("clause ids", &en.clause_ids, &tr.clause_ids);
    compare("diagram instructions", &en.diagram_lines, &tr.diagram_lines);
    compare("code spans", &en.code, &tr.code);
    problems
}
