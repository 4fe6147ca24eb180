//! `rosette i18n --check`: every language's catalogue against the English one, each
//! translated rules document against its English original, and every English message
//! against the sources that use it. One line per problem, then
//! `i18n: K keys, L languages, M missing, U unused, P placeholder mismatches`. Reads the
//! files from the working tree (`public/i18n/`, `src/`): run it from the repository's root.
//! `rosette i18n --boot-json` writes the loading screen's words for scripts/build-web.

use super::args::Args;
use super::{say, Failure, Outcome};
use rosette::docs::rules_text;
use rosette::engine::GameId;
use rosette::i18n::check::{self, CatalogueProblem};
use rosette::i18n::{
    english_catalogue, text as text_of, Catalogue, Lang, Msg, PlainEnglish, BOOT_WORDS,
};
use std::path::Path;

fn sources(dir: &Path, out: &mut String) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push_str(&std::fs::read_to_string(&path).unwrap_or_default());
        }
    }
}

/// Whether `code` names `Msg::<variant>` as a whole word.
fn names(code: &str, variant: &str) -> bool {
    let needle = format!("Msg::{variant}");
    code.match_indices(&needle).any(|(at, _)| {
        !code[at + needle.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}

/// The loading screen's words ([`BOOT_WORDS`]) in every language, as one JSON object:
/// `{"de":{"home-title":"…",…},…}`.
fn boot_json() -> Outcome {
    let mut all = serde_json::Map::new();
    for lang in Lang::ALL {
        let path = format!("public/i18n/{}/ui.ftl", lang.code());
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
        let catalogue = Catalogue::parse(&text).0;
        let words = BOOT_WORDS
            .iter()
            .map(|m| {
                let text = text_of(*m, &[], Some(&catalogue), &PlainEnglish);
                (m.id().to_string(), serde_json::Value::String(text))
            })
            .collect();
        all.insert(lang.code().to_string(), serde_json::Value::Object(words));
    }
    say!("{}", serde_json::Value::Object(all));
    Ok(())
}

/// `--check` checks the translations and fails (exit status 2) on any missing, unused or
/// mismatched one; `--boot-json` writes the loading screen's words.
pub fn i18n_cmd(args: &Args) -> Outcome {
    args.only("i18n", &["check", "boot-json"], &[])?;
    if args.flags.iter().any(|(k, _)| k == "boot-json") {
        return boot_json();
    }
    if !args.flags.iter().any(|(k, _)| k == "check") {
        return Err("i18n needs --check or --boot-json".into());
    }
    let (mut missing, mut unused, mut mismatched, mut other) = (0, 0, 0, 0);
    let mut code = String::new();
    sources(Path::new("src"), &mut code);
    for msg in Msg::ALL {
        if !names(&code, &format!("{msg:?}")) {
            say!("en {}: used nowhere in src/", msg.id());
            unused += 1;
        }
    }
    let english = english_catalogue();
    let languages: Vec<Lang> = Lang::ALL.into_iter().filter(|l| *l != Lang::En).collect();
    for lang in &languages {
        let code = lang.code();
        let path = format!("public/i18n/{code}/ui.ftl");
        let Ok(text) = std::fs::read_to_string(&path) else {
            say!("{code}: {path} is missing");
            missing += Msg::ALL.len();
            continue;
        };
        let (catalogue, errors) = Catalogue::parse(&text);
        for e in &errors {
            say!("{code} line {}: {:?}", e.line, e.problem);
            other += 1;
        }
        for problem in check::catalogue(&english, &catalogue) {
            match problem {
                CatalogueProblem::Missing(id) => {
                    say!("{code} {id}: missing");
                    missing += 1;
                }
                CatalogueProblem::Unused(id) => {
                    say!("{code} {id}: not an English message");
                    unused += 1;
                }
                CatalogueProblem::Placeholders {
                    id,
                    english,
                    translated,
                } => {
                    say!("{code} {id}: placeholders {translated:?}, English has {english:?}");
                    mismatched += 1;
                }
                CatalogueProblem::NoOther(id) => {
                    say!("{code} {id}: a choice without an [other] variant");
                    other += 1;
                }
            }
        }
        for game in GameId::ALL {
            let path = format!("public/i18n/{code}/rules/{}.md", game.as_str());
            match std::fs::read_to_string(&path) {
                Err(_) => {
                    say!("{path}: missing");
                    missing += 1;
                }
                Ok(text) => {
                    for problem in check::rules(rules_text(game), &text) {
                        say!("{path}: {problem}");
                        mismatched += 1;
                    }
                }
            }
        }
    }
    say!(
        "i18n: {} keys, {} languages, {missing} missing, {unused} unused, {mismatched} placeholder mismatches",
        Msg::ALL.len(),
        languages.len() + 1
    );
    if missing + unused + mismatched + other == 0 {
        Ok(())
    } else {
        Err(Failure::Bad(
            "the translations are not level with English".into(),
        ))
    }
}
