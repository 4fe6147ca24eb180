//! `rosette i18n --check`: every language's catalogue against the English one, its lesson
//! words against the English ones and the lessons, each translated rules document against
//! its English original, and every English message
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
use rosette::learn::check::check_translation;
use rosette::learn::english_texts;
use rosette::learn::problem::LessonProblem;
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
                // A heading that names its game keeps a slot for it: `{game}`.
                let slot = [("game", "{game}".into())];
                let text = text_of(*m, &slot, Some(&catalogue), &PlainEnglish);
                (m.id().to_string(), serde_json::Value::String(text))
            })
            .collect();
        all.insert(lang.code().to_string(), serde_json::Value::Object(words));
    }
    say!("{}", serde_json::Value::Object(all));
    Ok(())
}

/// The problems found so far, by kind.
#[derive(Default)]
struct Tally {
    missing: usize,
    unused: usize,
    mismatched: usize,
    /// Syntax errors and choices without an `[other]` variant.
    other: usize,
}

impl Tally {
    /// Reads the translation at `path` against `english`, one line per problem; the
    /// translation as read (`None` when the file is missing).
    fn compare(&mut self, path: &str, english: &Catalogue) -> Result<Option<Catalogue>, Failure> {
        let Ok(text) = std::fs::read_to_string(path) else {
            say!("{path}: missing");
            self.missing += english.messages.len();
            return Ok(None);
        };
        let (translated, errors) = Catalogue::parse(&text);
        for e in &errors {
            say!("{path} line {}: {:?}", e.line, e.problem);
            self.other += 1;
        }
        for problem in check::catalogue(english, &translated) {
            match problem {
                CatalogueProblem::Missing(id) => {
                    say!("{path} {id}: missing");
                    self.missing += 1;
                }
                CatalogueProblem::Unused(id) => {
                    say!("{path} {id}: not an English message");
                    self.unused += 1;
                }
                CatalogueProblem::Placeholders {
                    id,
                    english,
                    translated,
                } => {
                    say!("{path} {id}: placeholders {translated:?}, English has {english:?}");
                    self.mismatched += 1;
                }
                CatalogueProblem::NoOther(id) => {
                    say!("{path} {id}: a choice without an [other] variant");
                    self.other += 1;
                }
            }
        }
        Ok(Some(translated))
    }

    /// `lang`'s lesson words for `game` (`public/i18n/<code>/learn/<game>.ftl`) against the
    /// English ones, and against the lessons as the lesson checker checks English (no
    /// position notation quoted, no wrong-move text naming an answer).
    fn lesson_words(&mut self, lang: Lang, game: GameId) -> Result<(), Failure> {
        let english = Catalogue::parse(english_texts(game)).0;
        let path = format!("public/i18n/{}/learn/{}.ftl", lang.code(), game.as_str());
        let Some(translated) = self.compare(&path, &english)? else {
            return Ok(());
        };
        for p in check_translation(game, &translated) {
            // A missing text is counted above.
            if !matches!(p.why, LessonProblem::TextMissing(_)) {
                say!("{path} {}: {}", p.lesson, p.why);
                self.mismatched += 1;
            }
        }
        Ok(())
    }

    /// `lang`'s rules document of `game` against the English one.
    fn rules(&mut self, lang: Lang, game: GameId) -> Result<(), Failure> {
        let path = format!("public/i18n/{}/rules/{}.md", lang.code(), game.as_str());
        match std::fs::read_to_string(&path) {
            Err(_) => {
                say!("{path}: missing");
                self.missing += 1;
            }
            Ok(text) => {
                for problem in check::rules(rules_text(game), &text) {
                    say!("{path}: {problem}");
                    self.mismatched += 1;
                }
            }
        }
        Ok(())
    }
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
    let mut tally = Tally::default();
    let mut code = String::new();
    sources(Path::new("src"), &mut code);
    for msg in Msg::ALL {
        if !names(&code, &format!("{msg:?}")) {
            say!("en {}: used nowhere in src/", msg.id());
            tally.unused += 1;
        }
    }
    let english = english_catalogue();
    let languages: Vec<Lang> = Lang::ALL.into_iter().filter(|l| *l != Lang::En).collect();
    for lang in &languages {
        tally.compare(&format!("public/i18n/{}/ui.ftl", lang.code()), &english)?;
        for game in GameId::ALL {
            tally.lesson_words(*lang, game)?;
            tally.rules(*lang, game)?;
        }
    }
    let lesson_keys: usize = GameId::ALL
        .iter()
        .map(|g| Catalogue::parse(english_texts(*g)).0.messages.len())
        .sum();
    let Tally {
        missing,
        unused,
        mismatched,
        other,
    } = tally;
    say!(
        "i18n: {} keys, {} languages, {missing} missing, {unused} unused, {mismatched} placeholder mismatches",
        Msg::ALL.len() + lesson_keys,
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
