//! The reader of `tests/perft/*.perft` (see `tests/perft.rs` for the format).

use rosette::engine::{AnyGame, GameId};

/// One case of a `.perft` file.
#[derive(Debug)]
pub struct Case {
    /// Its `id` line.
    pub id: String,
    /// The position.
    pub game: AnyGame,
    /// `(depth, count)`, in file order.
    pub counts: Vec<(u32, u64)>,
}

/// Reads a `.perft` text; a malformed line panics naming `file` and the line.
pub fn read_cases(file: &str, text: &str) -> Vec<Case> {
    let mut out: Vec<Case> = Vec::new();
    let mut id = String::new();
    let mut game: Option<GameId> = None;
    for (n, line) in text.lines().enumerate() {
        let at = || format!("{file}:{}", n + 1);
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "id" => id = rest.to_string(),
            "game" => game = Some(GameId::parse(rest).unwrap_or_else(|e| panic!("{}: {e}", at()))),
            "start" | "position" => {
                let g = game.unwrap_or_else(|| panic!("{}: no game before the position", at()));
                let state = if key == "start" {
                    AnyGame::new_game(g, rest)
                } else {
                    AnyGame::from_position(g, rest)
                };
                let game = state.unwrap_or_else(|e| panic!("{}: {e}", at()));
                out.push(Case {
                    id: id.clone(),
                    game,
                    counts: Vec::new(),
                });
            }
            "perft" => {
                let nums: Vec<u64> = rest
                    .split_whitespace()
                    .map(|x| x.parse().unwrap_or_else(|e| panic!("{}: {e}", at())))
                    .collect();
                let [depth, count] = nums[..] else {
                    panic!("{}: want `perft <depth> <count>`", at());
                };
                let case = out
                    .last_mut()
                    .unwrap_or_else(|| panic!("{}: no position", at()));
                case.counts.push((depth as u32, count));
            }
            _ => panic!("{}: unknown line '{line}'", at()),
        }
    }
    out
}

fn dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft")
}

/// Every case of every `tests/perft/*.perft` file.
pub fn all_cases() -> Vec<Case> {
    let mut files: Vec<_> = std::fs::read_dir(dir())
        .expect("tests/perft")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "perft"))
        .collect();
    files.sort();
    files
        .iter()
        .flat_map(|p| {
            let text = std::fs::read_to_string(p).expect("a readable file");
            read_cases(&p.display().to_string(), &text)
        })
        .collect()
}

/// The case `id` of `tests/perft/<file>.perft`.
pub fn cases_of(file: &str, id: &str) -> Case {
    let path = dir().join(format!("{file}.perft"));
    let text = std::fs::read_to_string(&path).expect("a readable file");
    read_cases(&path.display().to_string(), &text)
        .into_iter()
        .find(|c| c.id == id)
        .unwrap_or_else(|| panic!("{} has no case {id}", path.display()))
}
