use super::check::{catalogue, rules, CatalogueProblem};
use super::*;

#[test]
fn the_english_catalogue_reads_without_a_problem_and_is_the_built_in_text() {
    let file = std::fs::read_to_string("public/i18n/en/ui.ftl").unwrap();
    let (parsed, errors) = Catalogue::parse(&file);
    assert_eq!(errors, vec![]);
    assert_eq!(parsed, english_catalogue());
    for msg in Msg::ALL {
        let read = ftl::parse_message(msg.english()).map(|_| ());
        assert_eq!(read, Ok(()), "{}", msg.id());
    }
}

#[test]
fn a_message_falls_back_to_english_where_a_language_lacks_it() {
    let (german, _) = Catalogue::parse("nav-saves = Spielstände\n");
    let german = Some(&german);
    assert_eq!(
        text(Msg::NavSaves, &[], german, &PlainEnglish),
        "Spielstände"
    );
    assert_eq!(text(Msg::NavBoards, &[], german, &PlainEnglish), "Boards");
    let args = [("game", Arg::from("Pyrga"))];
    assert_eq!(
        text(Msg::GamePuzzles, &args, german, &PlainEnglish),
        "Pyrga puzzles"
    );
    assert_eq!(
        text(Msg::GamePuzzles, &args, None, &PlainEnglish),
        "Pyrga puzzles"
    );
}

#[test]
fn a_plain_english_message_is_shown_as_the_catalogue_reads_it() {
    let english = english_catalogue();
    let plain: Vec<Msg> = Msg::ALL
        .into_iter()
        .filter(|m| !m.english().contains('{'))
        .collect();
    assert!(plain.len() > 500, "{} plain messages", plain.len());
    for m in plain {
        let read = english.get_key(m.key()).expect("in the English catalogue");
        assert_eq!(
            text(m, &[], None, &PlainEnglish),
            ftl::format(read, &[], &PlainEnglish),
            "{}",
            m.id()
        );
    }
}

#[test]
fn the_browser_preferences_pick_the_first_language_spoken_here() {
    assert_eq!(Lang::pick(&["it-IT", "de-AT", "fr"]), Lang::De);
    assert_eq!(Lang::pick(&["HU"]), Lang::Hu);
    assert_eq!(Lang::pick(&["ja", "zh-Hans"]), Lang::En);
    assert_eq!(Lang::pick::<&str>(&[]), Lang::En);
}

#[test]
fn a_language_is_stored_as_its_code_and_an_unknown_code_is_refused() {
    for lang in Lang::ALL {
        let json = serde_json::to_string(&lang).unwrap();
        assert_eq!(json, format!("\"{}\"", lang.code()));
        assert_eq!(serde_json::from_str::<Lang>(&json).unwrap(), lang);
    }
    assert!(serde_json::from_str::<Lang>("\"xx\"").is_err());
}

#[test]
fn a_catalogue_check_finds_missing_extra_and_mismatched_messages() {
    let (en, _) = Catalogue::parse("a = A { $n }\nb = B\nc = { $n ->\n *[other] C\n}\n");
    let (xx, _) = Catalogue::parse("a = A { $m }\nc = { $n ->\n *[one] C\n}\nd = D\n");
    assert_eq!(
        catalogue(&en, &xx),
        vec![
            CatalogueProblem::Placeholders {
                id: "a".into(),
                english: vec!["n".into()],
                translated: vec!["m".into()]
            },
            CatalogueProblem::Missing("b".into()),
            CatalogueProblem::NoOther("c".into()),
            CatalogueProblem::Unused("d".into()),
        ]
    );
    assert_eq!(catalogue(&en, &en), vec![]);
}

#[test]
fn a_rules_check_holds_a_translation_to_the_english_outline() {
    let english = "# Title\n\nSay `Sb2` [Reconstruction].\n\n## Part\n\n```diagram pyrga start\nplay: Sb2\nA caption.\n```\n\n```clauses\nfirst: The text.\n```\n";
    let good = "# Titel\n\n[Reconstruction] Sag `Sb2`.\n\n## Teil\n\n```diagram pyrga start\nplay: Sb2\nEine Legende.\n```\n\n```clauses\nfirst: Der Text.\n```\n";
    assert_eq!(rules(english, good), Vec::<String>::new());
    let bad = "# Titel\n\n[Rekonstruktion] Sag `Sb3`.\n\n### Teil\n\n```diagram pyrga start\nplay: Sb2\n```\n\n```clauses\nerste: Der Text.\n```\n";
    let problems = rules(english, bad);
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems[0].starts_with("headings differ"));
    assert!(problems[1].starts_with("clause ids differ"));
    assert!(problems[2].starts_with("code spans differ"));
}

#[test]
fn the_shipped_rules_translations_keep_the_english_outline() {
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        for game in crate::engine::GameId::ALL {
            let path = format!("public/i18n/{}/rules/{}.md", lang.code(), game.as_str());
            let Ok(translated) = std::fs::read_to_string(&path) else {
                continue;
            };
            let problems = rules(crate::docs::rules_text(game), &translated);
            assert!(problems.is_empty(), "{path}: {problems:?}");
        }
    }
}

/// `build.rs` gives each message the key `ftl::key` gives its id, so the app finds every
/// message of a catalogue.
#[test]
fn every_message_key_is_its_ids_key() {
    for msg in Msg::ALL {
        assert_eq!(msg.key(), super::ftl::key(msg.id()), "{}", msg.id());
    }
}

/// The code each cargo feature alone brings in: the games' pages (app.rs shows them only where
/// `site::GAME_PAGES`), and each game's board and editor (shown only where the game is built).
fn code_of(feature: &str) -> &'static [&'static str] {
    match feature {
        "game-pages" => &[
            "src/ui/live/",
            "src/ui/editors/",
            "src/ui/widgets/",
            "src/ui/pages/play.rs",
            "src/ui/pages/play_link.rs",
            "src/ui/pages/rules.rs",
            "src/ui/pages/boards.rs",
            "src/ui/pages/learn/",
            "src/ui/pages/puzzles.rs",
            "src/ui/pages/puzzle_solve.rs",
            "src/ui/pages/puzzle_words.rs",
            "src/ui/words/live.rs",
            "src/ui/words/boards.rs",
            "src/ui/words/notice.rs",
            "src/ui/words/ai.rs",
            "src/ui/markdown.rs",
            "src/ui/boards/diagram.rs",
            "src/ui/words/positions/",
        ],
        "chirality" => &[
            "src/ui/boards/chirality/",
            "src/ui/editors/chirality.rs",
            "src/ui/pages/boards.rs",
            "src/ui/words/boards.rs",
            "src/ui/words/positions/chirality.rs",
        ],
        "chiron" => &[
            "src/ui/boards/chiron/",
            "src/ui/editors/chiron.rs",
            "src/ui/words/positions/chiron.rs",
        ],
        "pyrga" => &[
            "src/ui/boards/pyrga/",
            "src/ui/editors/pyrga.rs",
            "src/ui/widgets/proof_line.rs",
            "src/ui/words/positions/pyrga.rs",
        ],
        "shifting-chess" => &[
            "src/ui/boards/shifting/",
            "src/ui/editors/shifting.rs",
            "src/ui/words/positions/shifting.rs",
        ],
        other => panic!("no code listed for the feature {other}"),
    }
}

/// The Rust files under `dir`.
fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn a_message_of_a_sections_features_is_named_only_in_their_code() {
    // A build without a section's features carries no English text for its messages
    // (build.rs): one named elsewhere would show empty on a page of that build.
    let file = std::fs::read_to_string("public/i18n/en/ui.ftl").unwrap();
    let mut only: Vec<(String, Vec<String>)> = Vec::new();
    let mut features: Vec<String> = Vec::new();
    for line in file.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            features = heading
                .rsplit_once("(only: ")
                .and_then(|(_, rest)| rest.strip_suffix(')'))
                .map(|list| list.split(", ").map(str::to_string).collect())
                .unwrap_or_default();
        } else if let Some((id, _)) = line.split_once(" = ") {
            if !features.is_empty() && !line.starts_with([' ', '#', '}']) {
                only.push((id.to_string(), features.clone()));
            }
        }
    }
    assert!(only.len() > 400, "{} messages", only.len());
    let named: Vec<(Msg, &Vec<String>)> = Msg::ALL
        .into_iter()
        .filter_map(|m| {
            only.iter()
                .find(|(id, _)| id == m.id())
                .map(|(_, f)| (m, f))
        })
        .collect();
    assert!(named.iter().all(|(m, _)| !m.english().is_empty()));
    let mut files = Vec::new();
    rust_files(std::path::Path::new("src"), &mut files);
    let mut elsewhere = Vec::new();
    for path in files {
        let shown = path.to_string_lossy().replace('\\', "/");
        // The loading screen's words go into index.html, never into a web build.
        if shown == "src/i18n/boot.rs" {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (m, features) in &named {
            let inside = features
                .iter()
                .all(|f| code_of(f).iter().any(|p| shown.starts_with(p)));
            let name = format!("Msg::{m:?}");
            let whole = text.match_indices(&name).any(|(at, _)| {
                !text[at + name.len()..].starts_with(|c: char| c.is_ascii_alphanumeric())
            });
            if whole && !inside {
                elsewhere.push(format!(
                    "{shown}: {} (only: {})",
                    m.id(),
                    features.join(", ")
                ));
            }
        }
    }
    assert!(
        elsewhere.is_empty(),
        "named outside their code: {elsewhere:#?}"
    );
}
