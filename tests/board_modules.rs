//! The files of `src/ui/boards` depend on each other without a circle (issue 32), and no
//! board tracks a signal without reading it (a memo that was never read has no sources, so
//! `.track()` on it subscribes to nothing).
//!
//! A file depends on another when it names an item of it: `use super::x::…`,
//! `use crate::ui::boards::…`, a child module's `x::item`, a parent's `super::Item`, or a
//! name brought in by one of those `use`s. `src/ui` is built for wasm32 only, so the files
//! are read as text.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The boards' module inside the crate.
const ROOT: [&str; 3] = ["crate", "ui", "boards"];

/// The source without comments, strings and character literals (each replaced by a space),
/// so that only code is searched.
fn code_only(src: &str) -> String {
    let b: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let at = |i: usize, k: usize| b.get(i + k).copied();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            '/' if at(i, 1) == Some('/') => {
                while i < b.len() && b[i] != '\n' {
                    i += 1;
                }
            }
            '/' if at(i, 1) == Some('*') => {
                i += 2;
                while i < b.len() && !(b[i] == '*' && at(i, 1) == Some('/')) {
                    i += 1;
                }
                i += 2;
            }
            'r' if (at(i, 1) == Some('"') || at(i, 1) == Some('#'))
                && (i == 0 || !(b[i - 1].is_alphanumeric() || b[i - 1] == '_')) =>
            {
                let hashes = (1..).take_while(|&k| at(i, k) == Some('#')).count();
                if at(i, 1 + hashes) != Some('"') {
                    out.push('r');
                    i += 1;
                    continue;
                }
                i += 2 + hashes;
                let end: String = std::iter::once('"')
                    .chain("#".repeat(hashes).chars())
                    .collect();
                while i < b.len() && !b[i..].iter().take(end.len()).copied().eq(end.chars()) {
                    i += 1;
                }
                i += end.len();
                out.push(' ');
            }
            '"' => {
                i += 1;
                while i < b.len() && b[i] != '"' {
                    i += if b[i] == '\\' { 2 } else { 1 };
                }
                i += 1;
                out.push(' ');
            }
            // A character literal ('x', '\n', '\u{2192}'); a lifetime is left alone.
            '\'' if at(i, 1) == Some('\\') || at(i, 2) == Some('\'') => {
                i += 1;
                while i < b.len() && b[i] != '\'' {
                    i += if b[i] == '\\' { 2 } else { 1 };
                }
                i += 1;
                out.push(' ');
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// A module's path inside the boards' module, from its file's path below `src/ui/boards`
/// (`chiron/pick.rs` → `chiron::pick`, `chiron/mod.rs` → `chiron`).
fn module_of(file: &str) -> Vec<String> {
    let mut parts: Vec<String> = file
        .trim_end_matches(".rs")
        .split('/')
        .map(String::from)
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The paths a `use` tree names, each with the name it binds (`None` for a glob).
fn expand_use(tree: &str) -> Vec<(Vec<String>, Option<String>)> {
    fn split_top(s: &str) -> Vec<&str> {
        let (mut depth, mut start, mut out) = (0, 0, Vec::new());
        for (i, c) in s.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    out.push(&s[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        out.push(&s[start..]);
        out.into_iter()
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .collect()
    }
    fn walk(prefix: &[String], tree: &str, out: &mut Vec<(Vec<String>, Option<String>)>) {
        let tree = tree.trim().trim_start_matches("::");
        if let Some(open) = tree.find('{') {
            let mut base = prefix.to_vec();
            base.extend(
                tree[..open]
                    .split("::")
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(String::from),
            );
            let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
            for part in split_top(inner) {
                walk(&base, part, out);
            }
            return;
        }
        let (path, alias) = match tree.split_once(" as ") {
            Some((p, a)) => (p, Some(a.trim().to_string())),
            None => (tree, None),
        };
        let mut full = prefix.to_vec();
        full.extend(
            path.split("::")
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(String::from),
        );
        match full.last().map(String::as_str) {
            Some("*") => {
                full.pop();
                out.push((full, None));
            }
            Some("self") => {
                full.pop();
                let name = alias.or_else(|| full.last().cloned());
                out.push((full, name));
            }
            Some(last) => {
                let name = alias.unwrap_or_else(|| last.to_string());
                out.push((full, Some(name)));
            }
            None => {}
        }
    }
    let mut out = Vec::new();
    walk(&[], tree, &mut out);
    out
}

/// Whether `word` ends at `i` in `s` and starts a keyword or path there.
fn word_at(s: &str, i: usize, word: &str) -> bool {
    let before = s[..i].chars().next_back();
    let after = s[i + word.len()..].chars().next();
    s[i..].starts_with(word)
        && !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
        && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
}

/// Every file of the boards named by the file `file` (its path below `src/ui/boards`)
/// whose source is `src`, among the boards' `modules`.
fn references(file: &str, src: &str, modules: &BTreeSet<Vec<String>>) -> BTreeSet<Vec<String>> {
    let code = code_only(src);
    let here = module_of(file);
    let absolute = |m: &[String]| -> Vec<String> {
        ROOT.iter()
            .map(|s| s.to_string())
            .chain(m.iter().cloned())
            .collect()
    };
    let children: BTreeSet<String> = code
        .match_indices("mod ")
        .filter(|(i, _)| word_at(&code, *i, "mod"))
        .filter_map(|(i, _)| {
            let rest = code[i + 4..].trim_start();
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            rest[name.len()..]
                .trim_start()
                .starts_with(';')
                .then_some(name)
        })
        .collect();
    // The `use` statements, cut out of the code; the rest is searched for paths.
    let (mut uses, mut rest, mut from) = (Vec::new(), String::new(), 0);
    for (i, _) in code.match_indices("use ") {
        if i < from || !word_at(&code, i, "use") {
            continue;
        }
        let end = i + code[i..].find(';').unwrap_or(code.len() - i);
        rest.push_str(&code[from..i]);
        uses.push(code[i + 4..end].to_string());
        from = end;
    }
    rest.push_str(&code[from..]);
    // A path as written here, made absolute (`None`: outside the crate, or a local name).
    let resolve = |path: &[String], names: &BTreeMap<String, Vec<String>>| -> Option<Vec<String>> {
        let (first, tail) = path.split_first()?;
        let mut base = match first.as_str() {
            "crate" => vec!["crate".to_string()],
            "self" => absolute(&here),
            "super" => {
                // Each leading `super` climbs one module up.
                let ups = path.iter().take_while(|s| *s == "super").count();
                let mut m = absolute(&here);
                m.truncate(m.len().checked_sub(ups)?);
                m.extend(path[ups..].iter().cloned());
                return Some(m);
            }
            name if names.contains_key(name) => names[name].clone(),
            name if children.contains(name) => {
                absolute(&[here.clone(), vec![name.to_string()]].concat())
            }
            _ => return None,
        };
        base.extend(tail.iter().cloned());
        Some(base)
    };
    let mut names = BTreeMap::new();
    let mut named = Vec::new();
    for u in &uses {
        for (path, name) in expand_use(u) {
            if let Some(full) = resolve(&path, &names) {
                if let Some(name) = name {
                    names.insert(name, full.clone());
                }
                named.push(full);
            }
        }
    }
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    let chars: Vec<(usize, char)> = rest.char_indices().collect();
    while i < chars.len() {
        let c = chars[i].1;
        if !(c.is_alphabetic() || c == '_') || (i > 0 && ident(chars[i - 1].1)) {
            i += 1;
            continue;
        }
        let mut segments = Vec::new();
        let mut j = i;
        loop {
            let seg: String = chars[j..]
                .iter()
                .map(|x| x.1)
                .take_while(|&c| ident(c))
                .collect();
            if seg.is_empty() {
                break;
            }
            segments.push(seg.clone());
            j += seg.chars().count();
            let more = rest[chars.get(j).map_or(rest.len(), |x| x.0)..].starts_with("::");
            if !more {
                break;
            }
            j += 2;
        }
        if segments.len() > 1 {
            named.extend(resolve(&segments, &names));
        }
        i = j.max(i + 1);
    }
    named
        .into_iter()
        .filter(|full| full.len() >= ROOT.len() && full[..ROOT.len()] == ROOT)
        .filter_map(|full| {
            // The deepest module of the boards the path goes through.
            let inner = &full[ROOT.len()..];
            (0..=inner.len())
                .rev()
                .map(|k| inner[..k].to_vec())
                .find(|m| modules.contains(m))
        })
        .filter(|m| *m != here)
        .collect()
}

/// The file dependency graph of `files` (path below `src/ui/boards`, source), by module.
fn graph(files: &[(String, String)]) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let modules: BTreeSet<Vec<String>> = files.iter().map(|(f, _)| module_of(f)).collect();
    files
        .iter()
        .map(|(f, src)| (module_of(f), references(f, src, &modules)))
        .collect()
}

/// A circle of the graph, if there is one, as the modules along it (the first again at
/// the end).
fn cycle(graph: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Option<Vec<Vec<String>>> {
    // Depth-first search: 0 unseen, 1 on the current path, 2 done.
    fn visit<'a>(
        m: &'a Vec<String>,
        graph: &'a BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        state: &mut BTreeMap<&'a Vec<String>, u8>,
        path: &mut Vec<&'a Vec<String>>,
    ) -> Option<Vec<Vec<String>>> {
        state.insert(m, 1);
        path.push(m);
        for next in graph.get(m).into_iter().flatten() {
            match state.get(next).copied().unwrap_or(0) {
                1 => {
                    let at = path.iter().position(|p| *p == next).unwrap_or(0);
                    let mut c: Vec<Vec<String>> = path[at..].iter().map(|p| (*p).clone()).collect();
                    c.push(next.clone());
                    return Some(c);
                }
                0 => {
                    if let Some(c) = visit(next, graph, state, path) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        path.pop();
        state.insert(m, 2);
        None
    }
    let mut state = BTreeMap::new();
    graph.keys().find_map(|m| {
        if state.contains_key(m) {
            return None;
        }
        visit(m, graph, &mut state, &mut Vec::new())
    })
}

/// A module's name as a reader sees it (`boards::chiron::pick`).
fn shown(m: &[String]) -> String {
    std::iter::once("boards")
        .chain(m.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join("::")
}

/// Every `.rs` file below `dir`, by its path below `base`, with its source.
fn read_all(base: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("read src/ui/boards")
        .flatten()
        .collect();
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let path = e.path();
        if path.is_dir() {
            read_all(base, &path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            let rel = path
                .strip_prefix(base)
                .expect("below base")
                .to_string_lossy()
                .replace('\\', "/");
            out.push((
                rel,
                std::fs::read_to_string(&path).expect("read a board file"),
            ));
        }
    }
}

fn boards() -> Vec<(String, String)> {
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui/boards");
    let mut files = Vec::new();
    read_all(&base, &base, &mut files);
    files
}

#[test]
fn the_boards_files_depend_on_each_other_without_a_circle() {
    let files = boards();
    let g = graph(&files);
    let edges: usize = g.values().map(BTreeSet::len).sum();
    if let Some(c) = cycle(&g) {
        let names: Vec<String> = c.iter().map(|m| shown(m)).collect();
        panic!("a circle between the boards' files: {}", names.join(" → "));
    }
    println!(
        "src/ui/boards: {} files, {edges} dependencies between them, no circle",
        files.len()
    );
    // Each game's board is in a folder of its own.
    for game in ["chirality", "chiron", "pyrga", "shifting"] {
        assert!(g.contains_key(&vec![game.to_string()]), "no boards/{game}/");
    }
    let flat: Vec<&String> = files
        .iter()
        .map(|(f, _)| f)
        .filter(|f| !f.contains('/') && !["mod.rs", "diagram.rs"].contains(&f.as_str()))
        .collect();
    assert!(
        flat.is_empty(),
        "files beside mod.rs and diagram.rs: {flat:?}"
    );
}

#[test]
fn no_board_tracks_a_signal_without_reading_it() {
    for (file, src) in boards() {
        let code = code_only(&src);
        for (n, line) in code.lines().enumerate() {
            assert!(
                !line.contains(".track()"),
                "src/ui/boards/{file}:{}: `.track()`: read the value instead (a memo never read has no sources)",
                n + 1
            );
        }
    }
}

/// The checker on files written here: it finds the circles a reader would.
#[test]
fn the_checker_finds_circles_through_uses_paths_and_parents() {
    let files = |list: &[(&str, &str)]| -> Vec<(String, String)> {
        list.iter()
            .map(|(f, s)| (f.to_string(), s.to_string()))
            .collect()
    };
    let found = |list: &[(&str, &str)]| {
        cycle(&graph(&files(list)))
            .map(|c| c.iter().map(|m| shown(m)).collect::<Vec<_>>().join(" → "))
    };
    // Through `use super::…` between two files of a folder.
    let a = found(&[
        ("g/mod.rs", "mod a; mod b;"),
        ("g/a.rs", "use super::b::B; pub struct A;"),
        ("g/b.rs", "use super::{a::{self, A}}; pub struct B;"),
    ]);
    assert_eq!(
        a.as_deref(),
        Some("boards::g::a → boards::g::b → boards::g::a")
    );
    // A child naming its parent's item, the parent its child's by a bare path.
    let b = found(&[
        ("g/mod.rs", "mod a; pub const K: u8 = 1; fn f() { a::go() }"),
        ("g/a.rs", "pub fn go() { let _ = super::K; }"),
    ]);
    assert_eq!(b.as_deref(), Some("boards::g → boards::g::a → boards::g"));
    // Through an alias and an absolute path; comments and strings do not count.
    let c = found(&[
        (
            "x.rs",
            "use crate::ui::boards::y as other; fn f() { other::go() }",
        ),
        (
            "y.rs",
            "// use crate::ui::boards::x;\nfn go() { let _ = \"crate::ui::boards::x::f\"; }",
        ),
    ]);
    assert_eq!(c, None);
    let d = found(&[
        (
            "x.rs",
            "use crate::ui::boards::y as other; fn f() { other::go() }",
        ),
        ("y.rs", "fn go() { crate::ui::boards::x::f() }"),
    ]);
    assert_eq!(d.as_deref(), Some("boards::x → boards::y → boards::x"));
}
