//! The catalogues' format: a subset of Project Fluent's syntax (`.ftl`), the ecosystem's
//! standard, read by a small parser of our own instead of the `fluent` crates (docs/i18n.md
//! says why). A message is `id = text`; text may go on over indented lines, holds named
//! placeables `{ $name }`, and may choose among variants by a number's plural category
//! (`{ $count -> [one] … *[other] … }`, one variant a line, `*` marking the default) or
//! by an exact value (`[0]`, `[white]`); the choice's `}` closes it on a line of its own.
//! `#` starts a comment line.

/// One piece of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Part {
    /// Literal text.
    Text(String),
    /// A named placeable: `{ $name }`.
    Var(String),
    /// A choice among variants by the value of `var`.
    Select {
        /// The placeable the choice reads.
        var: String,
        /// Each variant's key (`one`, `other`, `0`, `white`) and its pattern.
        variants: Vec<(String, Vec<Part>)>,
        /// The index of the default variant (the one marked `*`).
        default: usize,
    },
}

/// A message's text, ready to fill in.
pub type Pattern = Vec<Part>;

/// A value given to a placeable.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text, shown as it is and matched against variant keys as it is.
    Str(String),
    /// A count: written in the language's number style, chosen by plural category. Whole
    /// numbers only, so that no float formatting is built into the app.
    Num(i64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}

macro_rules! numeric_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as i64)
            }
        }
    )*};
}
numeric_arg!(u8, u16, u32, u64, usize, i32, i64);

/// What formatting needs from a language: its plural categories and its numbers.
pub trait Locale {
    /// The plural category of `n` (`zero`, `one`, `two`, `few`, `many` or `other`).
    fn plural(&self, n: i64) -> String;
    /// `n` written as the language writes numbers.
    fn number(&self, n: i64) -> String;
}

/// A language's messages, in the order its file gives them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Catalogue {
    /// Every message with its id.
    pub messages: Vec<(String, Pattern)>,
    /// Each message's [`key`], in the same order.
    keys: Vec<u32>,
}

/// An id's key: its 32-bit FNV-1a hash. `build.rs` gives every English id's key to
/// [`crate::i18n::Msg::key`], so the app finds a message without holding the ids' text.
pub fn key(id: &str) -> u32 {
    id.bytes().fold(0x811c_9dc5, |h: u32, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

impl Catalogue {
    /// A catalogue of these messages.
    pub fn new(messages: Vec<(String, Pattern)>) -> Catalogue {
        let keys = messages.iter().map(|(id, _)| key(id)).collect();
        Catalogue { messages, keys }
    }

    /// The message with id `id`.
    pub fn get(&self, id: &str) -> Option<&Pattern> {
        self.messages.iter().find(|(i, _)| i == id).map(|(_, p)| p)
    }

    /// The message whose id has key `k` ([`key`]).
    pub fn get_key(&self, k: u32) -> Option<&Pattern> {
        let at = self.keys.iter().position(|&x| x == k)?;
        self.messages.get(at).map(|(_, p)| p)
    }
}

/// A line of a catalogue that could not be read.
#[derive(Clone, Debug, PartialEq)]
pub struct SyntaxError {
    /// The line's number, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub problem: SyntaxProblem,
}

/// What is wrong with a catalogue's line.
#[derive(Clone, Debug, PartialEq)]
pub enum SyntaxProblem {
    /// Neither a comment, a message, nor the continuation of one.
    NotAMessage,
    /// An id given twice.
    Duplicate(String),
    /// A `{` without its `}`, or a placeable that is not `$name` or a choice.
    BadPlaceable,
    /// A choice without a default (`*[…]`) variant, or with a malformed variant line.
    BadChoice,
}

fn is_id(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

impl Catalogue {
    /// Reads a catalogue; every line that cannot be read is reported and skipped.
    pub fn parse(text: &str) -> (Catalogue, Vec<SyntaxError>) {
        let mut catalogue = Catalogue::default();
        let mut errors = Vec::new();
        // The message being read: its line number, id and lines so far.
        let mut open: Option<(usize, &str, Vec<&str>)> = None;
        let mut close = |open: &mut Option<(usize, &str, Vec<&str>)>, errors: &mut Vec<_>| {
            let Some((line, id, lines)) = open.take() else {
                return;
            };
            let start = lines
                .iter()
                .position(|l| !l.is_empty())
                .unwrap_or(lines.len());
            let problem = match parse_lines(&lines[start..]) {
                Ok(_) if catalogue.get(id).is_some() => SyntaxProblem::Duplicate(id.to_string()),
                Ok(pattern) => {
                    catalogue.keys.push(key(id));
                    return catalogue.messages.push((id.to_string(), pattern));
                }
                Err(problem) => problem,
            };
            errors.push(SyntaxError { line, problem });
        };
        for (i, line) in text.lines().enumerate() {
            let line = line.trim_end();
            // An indented line, or a choice's closing brace, goes on with the message.
            if line.starts_with(' ') || line.starts_with('}') {
                if let Some((_, _, lines)) = open.as_mut() {
                    lines.push(line.trim_start());
                    continue;
                }
            } else if line.is_empty() || line.starts_with('#') {
                continue;
            }
            close(&mut open, &mut errors);
            match line.split_once('=') {
                Some((id, value)) if is_id(id.trim()) => {
                    open = Some((i + 1, id.trim(), vec![value.trim()]));
                }
                _ => errors.push(SyntaxError {
                    line: i + 1,
                    problem: SyntaxProblem::NotAMessage,
                }),
            }
        }
        close(&mut open, &mut errors);
        (catalogue, errors)
    }
}

/// One message's text (its lines after `id =`, joined by newlines) read as a pattern.
pub fn parse_message(text: &str) -> Result<Pattern, SyntaxProblem> {
    let lines: Vec<&str> = text.lines().collect();
    parse_lines(&lines)
}

/// A message's lines: text lines joined by newlines, and choices spread over lines.
fn parse_lines(lines: &[&str]) -> Result<Pattern, SyntaxProblem> {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if i > 0 {
            push_text(&mut parts, "\n");
        }
        let line = lines[i];
        // A choice opens on this line (`{ $n ->`) and runs to its `}` line.
        if let Some(open) = line
            .find('{')
            .filter(|&at| line[at..].trim_end().ends_with("->"))
        {
            parts.extend(parse_inline(&line[..open])?);
            let var = line[open + 1..]
                .trim_end()
                .trim_end_matches("->")
                .trim()
                .strip_prefix('$')
                .filter(|v| is_id(v))
                .ok_or(SyntaxProblem::BadChoice)?
                .to_string();
            let mut variants = Vec::new();
            let mut default = None;
            i += 1;
            loop {
                let line = *lines.get(i).ok_or(SyntaxProblem::BadChoice)?;
                if let Some(rest) = line.strip_prefix('}') {
                    parts.push(Part::Select {
                        var,
                        variants,
                        default: default.ok_or(SyntaxProblem::BadChoice)?,
                    });
                    parts.extend(parse_inline(rest)?);
                    break;
                }
                let (star, body) = match line.strip_prefix('*') {
                    Some(body) => (true, body),
                    None => (false, line),
                };
                let (key, text) = body
                    .strip_prefix('[')
                    .and_then(|b| b.split_once(']'))
                    .ok_or(SyntaxProblem::BadChoice)?;
                if star {
                    default = Some(variants.len());
                }
                variants.push((key.trim().to_string(), parse_inline(text.trim_start())?));
                i += 1;
            }
        } else {
            parts.extend(parse_inline(line)?);
        }
        i += 1;
    }
    Ok(parts)
}

fn push_text(parts: &mut Vec<Part>, text: &str) {
    if text.is_empty() {
        return;
    }
    match parts.last_mut() {
        Some(Part::Text(t)) => t.push_str(text),
        _ => parts.push(Part::Text(text.to_string())),
    }
}

/// One line's text and placeables (`{ $name }`, or a quoted literal `{ "{" }`).
fn parse_inline(mut s: &str) -> Result<Pattern, SyntaxProblem> {
    let mut parts = Vec::new();
    while let Some(open) = s.find('{') {
        push_text(&mut parts, &s[..open]);
        let close = s[open..].find('}').ok_or(SyntaxProblem::BadPlaceable)? + open;
        let inner = s[open + 1..close].trim();
        if let Some(name) = inner.strip_prefix('$').filter(|n| is_id(n)) {
            parts.push(Part::Var(name.to_string()));
        } else if let Some(literal) = inner.strip_prefix('"').and_then(|l| l.strip_suffix('"')) {
            push_text(&mut parts, literal);
        } else {
            return Err(SyntaxProblem::BadPlaceable);
        }
        s = &s[close + 1..];
    }
    if s.contains('}') {
        return Err(SyntaxProblem::BadPlaceable);
    }
    push_text(&mut parts, s);
    Ok(parts)
}

/// Fills in a pattern: each placeable from `args` (a missing one is written `{name}`, so it
/// shows instead of vanishing), each choice by exact key, then by plural category.
pub fn format(pattern: &[Part], args: &[(&str, Arg)], locale: &dyn Locale) -> String {
    let mut out = String::new();
    write_parts(&mut out, pattern, args, locale);
    out
}

fn write_parts(out: &mut String, parts: &[Part], args: &[(&str, Arg)], locale: &dyn Locale) {
    let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, a)| a);
    for part in parts {
        match part {
            Part::Text(text) => out.push_str(text),
            Part::Var(name) => match arg(name) {
                Some(Arg::Str(s)) => out.push_str(s),
                Some(Arg::Num(n)) => out.push_str(&locale.number(*n)),
                None => out.push_str(&format!("{{{name}}}")),
            },
            Part::Select {
                var,
                variants,
                default,
            } => {
                let key = match arg(var) {
                    Some(Arg::Str(s)) => vec![s.clone()],
                    Some(Arg::Num(n)) => vec![n.to_string(), locale.plural(*n)],
                    None => Vec::new(),
                };
                let chosen = key
                    .iter()
                    .find_map(|k| variants.iter().position(|(v, _)| v == k))
                    .unwrap_or(*default);
                write_parts(out, &variants[chosen].1, args, locale);
            }
        }
    }
}

/// The placeables a pattern names, in order of first use, each once.
pub fn placeables(pattern: &[Part]) -> Vec<String> {
    let mut names = Vec::new();
    fn walk(parts: &[Part], names: &mut Vec<String>) {
        for part in parts {
            match part {
                Part::Text(_) => {}
                Part::Var(name) => {
                    if !names.contains(name) {
                        names.push(name.clone());
                    }
                }
                Part::Select { var, variants, .. } => {
                    if !names.contains(var) {
                        names.push(var.clone());
                    }
                    for (_, p) in variants {
                        walk(p, names);
                    }
                }
            }
        }
    }
    walk(pattern, &mut names);
    names
}

#[cfg(test)]
mod tests;
