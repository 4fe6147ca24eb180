//! Rule clauses: the facts a player must know, listed in the rules documents so that each
//! can be mapped to the lesson that teaches it (`crate::learn::check`).
//!
//! A section lists its clauses in a fenced block:
//!
//! ````text
//! ```clauses
//! cylinder: After a Cylinder, the next piece goes on the same cell.
//! square: After a Square, the next piece goes on a cell sharing a side
//!   with it (a line starting with spaces continues the clause above).
//! ```
//! ````
//!
//! The rules page shows the sentences as a list (the ids are anchors, never shown).

use super::markdown::{blocks, Block};

/// The info string of a clause block.
pub const CLAUSES: &str = "clauses";

/// One clause: its id (kebab-case, unique in the game's documents) and its sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clause {
    /// The id lessons name.
    pub id: String,
    /// What the player must know, in a sentence or two.
    pub text: String,
}

/// A section of a rules document: its heading and the clauses it lists itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// The heading's level (2 for `##`).
    pub level: usize,
    /// The heading, without `#`.
    pub title: String,
    /// The clauses listed directly in this section.
    pub clauses: Vec<Clause>,
}

/// The clauses of a clause block's lines.
///
/// # Errors
/// A line that is neither `id: sentence` nor a continuation, an id that is not kebab-case,
/// or a clause without a sentence.
pub fn parse_block(lines: &[String]) -> Result<Vec<Clause>, String> {
    let mut out: Vec<Clause> = Vec::new();
    for line in lines.iter().filter(|l| !l.trim().is_empty()) {
        if line.starts_with(' ') {
            let last = out
                .last_mut()
                .ok_or_else(|| format!("'{}' continues no clause", line.trim()))?;
            last.text.push(' ');
            last.text.push_str(line.trim());
            continue;
        }
        let (id, text) = line
            .split_once(": ")
            .ok_or_else(|| format!("'{line}' is not 'id: sentence'"))?;
        if !is_kebab(id) {
            return Err(format!("clause id '{id}' is not kebab-case"));
        }
        out.push(Clause {
            id: id.to_string(),
            text: text.trim().to_string(),
        });
    }
    match out.iter().find(|c| c.text.is_empty()) {
        Some(c) => Err(format!("clause '{}' has no sentence", c.id)),
        None => Ok(out),
    }
}

/// The sections (level 2 and below) of a rules document with their clauses, in order.
///
/// # Errors
/// A clause block that does not read ([`parse_block`]) or stands before any section.
pub fn outline(text: &str) -> Result<Vec<Section>, String> {
    let mut out: Vec<Section> = Vec::new();
    for block in blocks(text) {
        match block {
            Block::Heading(level, title) if level >= 2 => out.push(Section {
                level,
                title,
                clauses: Vec::new(),
            }),
            Block::Fence(f) if f.info == CLAUSES => {
                let section = out
                    .last_mut()
                    .ok_or("a clause block stands before any section")?;
                let listed = parse_block(&f.body).map_err(|e| format!("{}: {e}", section.title))?;
                section.clauses.extend(listed);
            }
            _ => {}
        }
    }
    Ok(out)
}

/// Whether the section at `index` of `outline` lists clauses itself or in a subsection.
pub fn has_clauses(outline: &[Section], index: usize) -> bool {
    let Some(section) = outline.get(index) else {
        return false;
    };
    std::iter::once(section)
        .chain(
            outline[index + 1..]
                .iter()
                .take_while(|s| s.level > section.level),
        )
        .any(|s| !s.clauses.is_empty())
}

/// Whether `id` is kebab-case: lowercase letters and digits in words joined by `-`.
pub fn is_kebab(id: &str) -> bool {
    !id.is_empty()
        && id.split('-').all(|w| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clause_blocks_are_read_per_section_with_continuations() {
        let text = "# T\n## A\n```clauses\nx-1: One\n  more.\ny: Two.\n```\n### A.1\n## B\ntext\n";
        let o = outline(text).unwrap();
        assert_eq!(o.len(), 3);
        assert_eq!(
            o[0].clauses,
            [
                Clause {
                    id: "x-1".into(),
                    text: "One more.".into()
                },
                Clause {
                    id: "y".into(),
                    text: "Two.".into()
                }
            ]
        );
        assert!(has_clauses(&o, 0) && !has_clauses(&o, 1) && !has_clauses(&o, 2));
        let nested = outline("## A\n### B\n```clauses\nz: Z.\n```\n").unwrap();
        assert!(has_clauses(&nested, 0));
    }

    #[test]
    fn a_bad_clause_block_names_the_problem() {
        let bad = |body: &str| outline(&format!("## S\n```clauses\n{body}\n```\n")).unwrap_err();
        assert!(bad("no colon here").contains("not 'id: sentence'"));
        assert!(bad("Bad_Id: text").contains("not kebab-case"));
        assert!(bad("  dangling").contains("continues no clause"));
        assert!(bad("empty: ").contains("no sentence"));
        assert!(outline("```clauses\na: A.\n```\n")
            .unwrap_err()
            .contains("before any section"));
    }
}
