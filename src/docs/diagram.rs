//! Board diagrams in the rules documents: a fenced block
//!
//! ````text
//! ```diagram <game> <position in the game's notation, or `start` and options>
//! Caption text (any lines that are not marks).
//! play: moves to make first (the diagram shows the position after them)
//! highlight: squares or tiles to tint
//! target: squares or tiles to mark with a dot (where a piece may go)
//! capture: squares or tiles to mark with a cross (pieces taken)
//! moves: a piece's square or tile: the engine's legal moves for it, as dots (rings
//!   where a piece stands; Chiron's
//!   capture-only moves as crosses); `all` for Pyrga's legal cells, `muster` for
//!   Chirality's Muster tiles
//! arrow: from-to pairs, e.g. a1-a3
//! show: Chirality overlays (moats, deep-moats, rings, gates, names)
//! focus: Chirality tiles to frame (the picture is cropped around them)
//! ```
//! ````
//!
//! The position and the moves are read by the engine, so a diagram always shows a real
//! position; any mistake is a [`DiagramError`] naming the line.

use crate::engine::chiron::{self, squares_of};
use crate::engine::shifting_chess::{Content, ShiftingChess, ShiftingMove, Square};
use crate::engine::{AnyGame, Game, GameId};
use std::fmt;

/// A place a mark refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A square, cell or tile by the game's own index (Pyrga `rank * 4 + file`, Chiron and
    /// Shifting Chess squares, Chirality tile ids).
    Square(usize),
    /// A Shifting Chess megatile, by the slot it stands in.
    Slot(usize),
}

/// A Chirality teaching overlay a diagram may show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    /// Every Moat outlined.
    Moats,
    /// Deep Moat tiles outlined.
    DeepMoats,
    /// The rings of Stars.
    Rings,
    /// The Gates, numbered.
    Gates,
    /// Every tile's name.
    Names,
}

/// A parsed diagram: the position to draw and its marks.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagram {
    /// The position shown (after any `play:` moves).
    pub game: AnyGame,
    /// The caption.
    pub caption: String,
    /// Tinted places.
    pub highlight: Vec<Place>,
    /// Places marked with a dot.
    pub targets: Vec<Place>,
    /// Places marked with a ring: a move onto an occupied place (a capture, or a Pyrga
    /// tower that takes another piece).
    pub rings: Vec<Place>,
    /// Places marked with a cross.
    pub captures: Vec<Place>,
    /// Arrows from one place to another.
    pub arrows: Vec<(Place, Place)>,
    /// Chirality overlays.
    pub show: Vec<Overlay>,
    /// Chirality tiles to frame.
    pub focus: Vec<Place>,
}

/// Why a diagram block could not be drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramError(pub String);

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DiagramError {}

fn err<T>(text: impl Into<String>) -> Result<T, DiagramError> {
    Err(DiagramError(text.into()))
}

/// Reads a diagram from its fence's info string (`diagram <game> <position>`) and body.
///
/// # Errors
/// An unknown game, a position or move the engine refuses, or an unknown place name.
pub fn parse(info: &str, body: &[String]) -> Result<Diagram, DiagramError> {
    let rest = info.strip_prefix("diagram").map(str::trim_start);
    let Some((game, position)) = rest.and_then(|r| r.split_once(' ')) else {
        return err("a diagram starts with ```diagram <game> <position>");
    };
    let id = GameId::parse(game).or_else(|_| err(format!("unknown game '{game}'")))?;
    let position = position.trim();
    let start = match position.strip_prefix("start") {
        Some(options) if options.is_empty() || options.starts_with(' ') => {
            AnyGame::new_game(id, options.trim())
        }
        _ => AnyGame::from_position(id, position),
    };
    let mut game = start.or_else(|e| err(invalid(&e)))?;
    let mut d = Diagram {
        game: game.clone(),
        caption: String::new(),
        highlight: Vec::new(),
        targets: Vec::new(),
        rings: Vec::new(),
        captures: Vec::new(),
        arrows: Vec::new(),
        show: Vec::new(),
        focus: Vec::new(),
    };
    let mut marks: Vec<(&str, &str)> = Vec::new();
    for line in body.iter().map(|l| l.trim()).filter(|l| !l.is_empty()) {
        match line.split_once(':') {
            Some((key, value)) if instruction_key(line).is_some() => {
                marks.push((key, value.trim()))
            }
            _ => {
                if !d.caption.is_empty() {
                    d.caption.push(' ');
                }
                d.caption.push_str(line);
            }
        }
    }
    // Moves first: the marks refer to the position they lead to.
    for &(_, value) in marks.iter().filter(|(k, _)| *k == "play") {
        for text in value.split_whitespace() {
            let m = game
                .parse_move(text)
                .or_else(|e| err(format!("play: {text} cannot be played: {e}")))?;
            game.play(m)
                .or_else(|e| err(format!("play: {text} cannot be played: {e}")))?;
        }
    }
    for (key, value) in marks {
        let words = value.split_whitespace();
        match key {
            "highlight" => d.highlight = places(&game, words)?,
            "target" => d.targets = places(&game, words)?,
            "capture" => d.captures = places(&game, words)?,
            "focus" => d.focus = places(&game, words)?,
            "moves" => {
                let (dots, crosses) = moves_of(&game, value)?;
                let (rings, dots): (Vec<Place>, Vec<Place>) =
                    dots.into_iter().partition(|&p| occupied(&game, p));
                d.targets.extend(dots);
                d.rings.extend(rings);
                d.captures.extend(crosses);
            }
            "arrow" => {
                for pair in words {
                    let Some((a, b)) = pair.split_once('-') else {
                        return err(format!("arrow: '{pair}' is not from-to"));
                    };
                    d.arrows.push((place(&game, a)?, place(&game, b)?));
                }
            }
            "show" => {
                for w in words {
                    d.show.push(match w {
                        "moats" => Overlay::Moats,
                        "deep-moats" => Overlay::DeepMoats,
                        "rings" => Overlay::Rings,
                        "gates" => Overlay::Gates,
                        "names" => Overlay::Names,
                        _ => {
                            return err(format!(
                            "show: unknown overlay '{w}' (moats, deep-moats, rings, gates, names)"
                        ))
                        }
                    });
                }
            }
            _ => {}
        }
    }
    if !d.focus.is_empty() && id != GameId::Chirality {
        return err("focus: only Chirality diagrams are cropped");
    }
    if !d.show.is_empty() && id != GameId::Chirality {
        return err("show: only Chirality diagrams have overlays");
    }
    d.game = game;
    Ok(d)
}

/// The instruction a diagram's line gives (`play` in `play: Sb2`); `None` for a caption line.
pub fn instruction_key(line: &str) -> Option<&str> {
    let key = line.trim().split_once(':')?.0;
    KEYS.contains(&key).then_some(key)
}

const KEYS: [&str; 8] = [
    "play",
    "moves",
    "highlight",
    "target",
    "capture",
    "arrow",
    "show",
    "focus",
];

fn places<'a>(
    game: &AnyGame,
    words: impl Iterator<Item = &'a str>,
) -> Result<Vec<Place>, DiagramError> {
    words.map(|w| place(game, w)).collect()
}

/// The place a name refers to in `game`: a Pyrga cell or a Chiron or Shifting Chess
/// square (`b3`), a Shifting Chess megatile (`F`), or a Chirality tile (`A38`).
///
/// # Errors
/// A name that is no place of this game's board.
pub fn place(game: &AnyGame, name: &str) -> Result<Place, DiagramError> {
    let found = match game.in_build() {
        AnyGame::Pyrga(_) => (0..16)
            .find(|c| format!("{}{}", (b'a' + (c % 4) as u8) as char, c / 4 + 1) == name)
            .map(Place::Square),
        AnyGame::Chiron(_) => chiron::parse_square(name).map(|s| Place::Square(s.into())),
        AnyGame::ShiftingChess(g) => shifting_place(g, name),
        AnyGame::Chirality(g) => g.board().tile_by_name(name).map(Place::Square),
    };
    found.map_or_else(
        || {
            err(format!(
                "'{name}' is not a place on the {} board",
                game.id().title()
            ))
        },
        Ok,
    )
}

/// The places the engine lets a piece (or, for Pyrga, the player) move to: dots, and
/// Chiron's capture-only squares as crosses.
fn moves_of(game: &AnyGame, what: &str) -> Result<(Vec<Place>, Vec<Place>), DiagramError> {
    let at = || place(game, what);
    let (dots, crosses): (Vec<usize>, Vec<usize>) = match game.in_build() {
        AnyGame::Pyrga(g) if what == "all" => {
            let mut cells: Vec<usize> = g.legal_move_list().iter().map(|m| m.cell()).collect();
            cells.sort_unstable();
            cells.dedup();
            (cells, Vec::new())
        }
        AnyGame::Pyrga(_) => return err("moves: Pyrga diagrams take `moves: all`"),
        AnyGame::Chiron(g) => {
            let Place::Square(sq) = at()? else {
                unreachable!("Chiron places are squares")
            };
            let t = g.targets(sq as chiron::Square);
            let bits = |b: u64| squares_of(b).map(usize::from).collect();
            (bits(t.ordinary), bits(t.capture_only))
        }
        AnyGame::ShiftingChess(g) => {
            let Place::Square(sq) = at()? else {
                return err("moves: give a square, not a megatile");
            };
            let to = g.legal_move_list().into_iter().filter_map(|m| match m {
                ShiftingMove::Move { from, to, .. } if from.index() == sq => Some(to.index()),
                _ => None,
            });
            let mut to: Vec<usize> = to.collect();
            to.sort_unstable();
            to.dedup();
            (to, Vec::new())
        }
        AnyGame::Chirality(g) if what == "muster" => (
            g.muster_targets().iter().map(|t| t.tile).collect(),
            Vec::new(),
        ),
        AnyGame::Chirality(g) => {
            let Place::Square(tile) = at()? else {
                unreachable!("Chirality places are tiles")
            };
            (g.destinations(tile), Vec::new())
        }
    };
    if dots.is_empty() && crosses.is_empty() {
        return err(format!("moves: {what} has no legal moves here"));
    }
    let squares = |v: Vec<usize>| v.into_iter().map(Place::Square).collect();
    Ok((squares(dots), squares(crosses)))
}

/// Whether a piece stands on a place.
fn occupied(game: &AnyGame, p: Place) -> bool {
    let Place::Square(i) = p else { return false };
    match game.in_build() {
        AnyGame::Pyrga(g) => g.tower(i).pieces.iter().any(Option::is_some),
        AnyGame::Chiron(g) => g.piece_at(i as chiron::Square).is_some(),
        AnyGame::ShiftingChess(g) => {
            Square::from_index(i).is_some_and(|sq| matches!(g.content(sq), Content::Piece(_)))
        }
        AnyGame::Chirality(g) => g.piece_at(i).is_some(),
    }
}

fn shifting_place(g: &ShiftingChess, name: &str) -> Option<Place> {
    if let [letter @ b'A'..=b'P'] = name.as_bytes() {
        let letter = char::from(*letter);
        return (0..36)
            .find(|&s| g.tile(s).is_some_and(|t| t.name == letter))
            .map(Place::Slot);
    }
    Square::parse(name).map(|s| Place::Square(s.index()))
}

/// Every diagram block of a Markdown text, parsed, in order.
pub fn diagrams_in(text: &str) -> Vec<Result<Diagram, DiagramError>> {
    super::fences(text)
        .into_iter()
        .filter(|f| f.info.starts_with("diagram"))
        .map(|f| parse(&f.info, &f.body))
        .collect()
}

/// Why a diagram's position is refused, for the author of the document (the tests check the
/// shipped ones natively, with the reason).
#[cfg(not(target_arch = "wasm32"))]
fn invalid(e: &crate::engine::SetupError) -> String {
    format!("the position is not valid: {e}")
}

/// Why a diagram's position is refused: on a page, without the engine's English reasons
/// (they would weigh on every build).
#[cfg(target_arch = "wasm32")]
fn invalid(_: &crate::engine::SetupError) -> String {
    "the position is not valid".into()
}
