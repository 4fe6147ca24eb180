//! Sets `ROSETTE_BUILD_ID`: a hash of the sources, so that the page and its AI worker can
//! tell whether they come from the same build (see `ai::protocol::BUILD_ID`). Writes
//! `msg.rs`: a `Msg` constant for every id of the English catalogue (`i18n::Msg`), so an
//! unknown message id does not compile.

use std::collections::hash_map::DefaultHasher;
use std::hash::Hasher;
use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// The cargo features a section's heading asks for: it ends `(only: game-pages)` or
/// `(only: chirality, game-pages)`, and a build without them carries no English text for
/// its messages (only those pages show them).
fn features(heading: &str) -> Vec<String> {
    heading
        .rsplit_once("(only: ")
        .and_then(|(_, rest)| rest.strip_suffix(')'))
        .map(|list| list.split(", ").map(str::to_string).collect())
        .unwrap_or_default()
}

/// The English catalogue's messages: each id (a line `id = …` that starts unindented) with
/// its text, the indented lines (and a choice's closing `}`) that follow joined by newlines,
/// and the features its section asks for.
fn messages(ftl: &str) -> Vec<(String, String, Vec<String>)> {
    let mut out: Vec<(String, String, Vec<String>)> = Vec::new();
    let mut only = Vec::new();
    for line in ftl.lines().map(str::trim_end) {
        if let Some(heading) = line.strip_prefix("## ") {
            only = features(heading);
        } else if line.starts_with([' ', '}']) {
            if let Some((_, text, _)) = out.last_mut() {
                text.push('\n');
                text.push_str(line.trim_start());
            }
        } else if let Some((id, text)) = line.split_once('=').filter(|_| !line.starts_with('#')) {
            out.push((id.trim().to_string(), text.trim().to_string(), only.clone()));
        }
    }
    out
}

/// `nav-saves` → `NavSaves`.
fn variant(id: &str) -> String {
    id.split('-')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

fn write_messages() {
    let ftl = std::fs::read_to_string(ENGLISH).expect("the English catalogue");
    let ids = messages(&ftl);
    // Each message is a static of its own, so the linker keeps only the messages (and
    // their English texts) that a build's code names: the home page's build carries the
    // home page's words, not the catalogue.
    let mut out = String::from(
        "/// A message of the catalogues: one for every id of the English catalogue\n\
         /// (`public/i18n/en/ui.ftl`), written by build.rs. The constants are named like\n\
         /// enum variants (`Msg::NavSaves`).\n\
         #[derive(Clone, Copy)]\npub struct Msg(&'static MsgText);\n\n\
         /// What the catalogues know of a message.\n\
         pub struct MsgText {\n    id: &'static str,\n    key: u32,\n    english: &'static str,\n}\n\n",
    );
    let mut keys = std::collections::HashMap::new();
    for (id, text, only) in &ids {
        let key = id.bytes().fold(0x811c_9dc5u32, |h, b| {
            (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
        });
        if let Some(other) = keys.insert(key, id) {
            panic!("the ids {other} and {id} have the same key: rename one");
        }
        let english = if only.is_empty() {
            format!("{text:?}")
        } else {
            let all: Vec<String> = only.iter().map(|f| format!("feature = {f:?}")).collect();
            format!(
                "if cfg!(all({})) {{ {text:?} }} else {{ \"\" }}",
                all.join(", ")
            )
        };
        out += &format!(
            "static {}: MsgText = MsgText {{ id: {id:?}, key: {key:#010x}, english: {english} }};\n",
            static_name(id)
        );
    }
    out += "\n#[allow(non_upper_case_globals)]\nimpl Msg {\n";
    for (id, text, _) in &ids {
        // The English text, with what rustdoc would read as links or tags escaped.
        let doc = text
            .lines()
            .next()
            .unwrap_or_default()
            .replace('\\', "")
            .replace('[', "\\[")
            .replace(']', "\\]")
            .replace('<', "&lt;");
        out += &format!(
            "    /// `{id}`: {doc}\n    pub const {}: Msg = Msg(&{});\n",
            variant(id),
            static_name(id)
        );
    }
    out += "\n    /// Every message, in the English catalogue's order.\n";
    out += &format!("    pub const ALL: [Msg; {}] = [\n", ids.len());
    for (id, _, _) in &ids {
        out += &format!("        Msg::{},\n", variant(id));
    }
    out += "    ];\n}\n";
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("msg.rs");
    std::fs::write(dest, out).expect("msg.rs written");
}

/// `nav-saves` → `MSG_NAV_SAVES`: the name of the static that holds the message.
fn static_name(id: &str) -> String {
    format!("MSG_{}", id.replace('-', "_").to_ascii_uppercase())
}

const ENGLISH: &str = "public/i18n/en/ui.ftl";

fn main() {
    write_messages();
    let mut paths = vec![
        PathBuf::from("Cargo.toml"),
        PathBuf::from("Cargo.lock"),
        PathBuf::from(ENGLISH),
    ];
    files(Path::new("src"), &mut paths);
    paths.sort();
    let mut hasher = DefaultHasher::new();
    for path in &paths {
        hasher.write(path.to_string_lossy().as_bytes());
        hasher.write(&std::fs::read(path).unwrap_or_default());
    }
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=Cargo.toml");
    println!("cargo:rerun-if-changed=Cargo.lock");
    println!("cargo:rerun-if-changed={ENGLISH}");
    println!("cargo:rustc-env=ROSETTE_BUILD_ID={:016x}", hasher.finish());
}
