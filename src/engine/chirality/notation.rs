//! Chirality notation (see the module doc of [`super`] and docs/rules/chirality.md).
//!
//! - Moves use the board's tile names: `A12-B3` (a step), `+C7` (a Muster), `@A54` (a
//!   Setup C placement). Names are upper case; reading is case-insensitive.
//! - A position is eight space-separated fields:
//!   `board options pieces reserves captured turn eliminated result`.

use super::board::Board;
use super::options::{BoardChoice, ChiralityOptions, Setup};
use super::setup::setup_c_gates;
use super::state::{tables_of, Chirality, ChiralityMove, Ending, MAX_PLAYERS, PIECES};
use super::tables::TileSet;
use super::Illegal;
use crate::engine::game::GameOptions;
use crate::engine::{BadOption, OptionMap, Part, Player, SetupError};

/// A move as text: `A12-B3`, `+C7` or `@A54`.
pub fn move_text(board: &Board, m: ChiralityMove) -> String {
    let name = |t: u16| {
        board
            .tiles()
            .get(t as usize)
            .map_or_else(|| format!("#{t}"), |x| x.name.clone())
    };
    match m {
        ChiralityMove::Step { from, to } => format!("{}-{}", name(from), name(to)),
        ChiralityMove::Muster { to } => format!("+{}", name(to)),
        ChiralityMove::Place { to } => format!("@{}", name(to)),
    }
}

/// Reads a move's text on `board` without checking legality.
pub fn parse_move_text(board: &Board, text: &str) -> Option<ChiralityMove> {
    let text = text.trim();
    let tile = |s: &str| board.tile_by_name(s).map(|t| t as u16);
    if let Some(rest) = text.strip_prefix('+') {
        return Some(ChiralityMove::Muster { to: tile(rest)? });
    }
    if let Some(rest) = text.strip_prefix('@') {
        return Some(ChiralityMove::Place { to: tile(rest)? });
    }
    let (a, b) = text.split_once('-')?;
    Some(ChiralityMove::Step {
        from: tile(a)?,
        to: tile(b)?,
    })
}

fn list(values: impl Iterator<Item = String>, sep: &str) -> String {
    let v: Vec<String> = values.collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(sep)
    }
}

/// The position as one line.
pub fn position_text(game: &Chirality) -> String {
    let board = game.board();
    let n = game.players();
    let mut opts = game.options.to_map();
    opts = strip_board(&opts);
    let opts = opts.to_string();
    let pieces: Vec<String> = (0..n)
        .map(|p| list(game.occ[p].iter().map(|t| board.tile(t).name.clone()), ","))
        .collect();
    let nums = |v: &[u8]| {
        v[..n]
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join("/")
    };
    let turn = match (game.ending, game.placing) {
        (Some(_), _) => "-".to_string(),
        (None, true) => format!("@{}", game.to_move + 1),
        (None, false) => format!("{}", game.to_move + 1),
    };
    let eliminated = list(game.eliminated().iter().map(|p| (p + 1).to_string()), ",");
    let result = match game.ending {
        None => "-".to_string(),
        Some(Ending::Throne(p)) => format!("throne:{}", p + 1),
        Some(Ending::LastStanding(p)) => format!("last:{}", p + 1),
        Some(Ending::Shared(mask)) => format!(
            "shared:{}",
            list(
                (0..n)
                    .filter(|p| mask >> p & 1 != 0)
                    .map(|p| (p + 1).to_string()),
                ","
            )
        ),
    };
    format!(
        "{} {} {} {} {} {turn} {eliminated} {result}",
        game.options.board.as_str(),
        if opts.is_empty() { "-" } else { &opts },
        pieces.join("/"),
        nums(&game.reserve),
        nums(&game.captured),
    )
}

fn strip_board(map: &OptionMap) -> OptionMap {
    let mut out = OptionMap::default();
    for k in map.keys() {
        if k != "board" {
            out.push(k, map.get(k).flatten());
        }
    }
    out
}

fn illegal(why: Illegal) -> SetupError {
    why.into()
}

/// Reads a 1-based player number.
fn player_number(text: &str, n: usize, part: Part) -> Result<usize, SetupError> {
    match text.parse::<usize>() {
        Ok(k) if (1..=n).contains(&k) => Ok(k - 1),
        _ => Err(SetupError::syntax(part, text)),
    }
}

fn counts(text: &str, n: usize, part: Part) -> Result<Vec<u8>, SetupError> {
    let parts: Vec<&str> = text.split('/').collect();
    if parts.len() != n {
        return Err(SetupError::syntax(part, text));
    }
    parts
        .iter()
        .map(|s| match s.parse::<u8>() {
            Ok(v) if v <= PIECES => Ok(v),
            _ => Err(SetupError::syntax(part, *s)),
        })
        .collect()
}

/// Reads and validates a position.
pub fn parse_position(text: &str) -> Result<Chirality, SetupError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [board, opts, pieces, reserves, captured, turn, eliminated, result] = fields[..] else {
        return Err(SetupError::syntax(Part::Position, text));
    };
    let choice = BoardChoice::parse(board).ok_or_else(|| SetupError::syntax(Part::Board, board))?;
    let mut map = if opts == "-" {
        OptionMap::default()
    } else {
        OptionMap::parse(opts)?
    };
    if map.has("board") {
        return Err(BadOption::NoSuchOption("board".into()).into());
    }
    map.push("board", Some(choice.as_str()));
    let options = ChiralityOptions::from_map(&map)?;
    let n = options.players as usize;
    let t = tables_of(choice);
    let mut game = Chirality::empty(options);

    // Pieces.
    let groups: Vec<&str> = pieces.split('/').collect();
    if groups.len() != n {
        return Err(SetupError::syntax(Part::Pieces, pieces));
    }
    let mut seen = TileSet::EMPTY;
    for (p, group) in groups.iter().enumerate() {
        if *group == "-" {
            continue;
        }
        for name in group.split(',') {
            let tile = t
                .board
                .tile_by_name(name)
                .ok_or_else(|| SetupError::syntax(Part::Pieces, name))?;
            if seen.contains(tile) {
                return Err(illegal(Illegal::TileTwice(name.to_string())));
            }
            seen.insert(tile);
            game.occ[p].insert(tile);
        }
    }
    let reserve = counts(reserves, n, Part::Reserves)?;
    let lost = counts(captured, n, Part::Captured)?;
    for p in 0..n {
        game.reserve[p] = reserve[p];
        game.captured[p] = lost[p];
        let total = game.occ[p].len() + u32::from(reserve[p]) + u32::from(lost[p]);
        if total != u32::from(PIECES) {
            return Err(illegal(Illegal::PieceCount {
                player: p as Player,
                board: game.occ[p].len(),
                reserve: reserve[p],
                captured: lost[p],
            }));
        }
    }

    // Eliminated players.
    if eliminated != "-" {
        for s in eliminated.split(',') {
            let p = player_number(s, n, Part::Eliminated)?;
            if game.eliminated >> p & 1 != 0 {
                return Err(illegal(Illegal::EliminatedTwice(p as Player)));
            }
            if !game.occ[p].is_empty() {
                return Err(illegal(Illegal::EliminatedWithPieces(p as Player)));
            }
            game.eliminated |= 1 << p;
        }
    }
    game.ending = parse_result(&game, result, n)?;
    validate_turn(&mut game, turn, n)?;
    Ok(game)
}

fn parse_result(game: &Chirality, result: &str, n: usize) -> Result<Option<Ending>, SetupError> {
    if result == "-" {
        return Ok(None);
    }
    let (kind, who) = result
        .split_once(':')
        .ok_or_else(|| SetupError::syntax(Part::Result, result))?;
    let live: Vec<usize> = (0..n).filter(|&p| game.live(p)).collect();
    let t = game.tables();
    match kind {
        "throne" => {
            let p = player_number(who, n, Part::Result)?;
            if !t.throne.is_subset(&game.occ[p]) {
                return Err(illegal(Illegal::NotOnThrone(p as Player)));
            }
            Ok(Some(Ending::Throne(p as Player)))
        }
        "last" => {
            let p = player_number(who, n, Part::Result)?;
            if live != [p] {
                return Err(illegal(Illegal::NotLast(p as Player)));
            }
            Ok(Some(Ending::LastStanding(p as Player)))
        }
        "shared" => {
            let mut mask = 0u8;
            for s in who.split(',') {
                let p = player_number(s, n, Part::Result)?;
                if mask >> p & 1 != 0 {
                    return Err(illegal(Illegal::SharerTwice(p as Player)));
                }
                mask |= 1 << p;
            }
            if !live.is_empty() || game.eliminated & mask != mask {
                return Err(illegal(Illegal::SharedWhileLive));
            }
            if (0..n).any(|p| mask >> p & 1 != 0 && game.reserve[p] != 0) {
                return Err(illegal(Illegal::SharerHasReserves));
            }
            Ok(Some(Ending::Shared(mask)))
        }
        _ => Err(SetupError::syntax(Part::Result, result)),
    }
}

fn validate_turn(game: &mut Chirality, turn: &str, n: usize) -> Result<(), SetupError> {
    let t = game.tables();
    if game.ending.is_some() {
        if turn != "-" {
            return Err(SetupError::syntax(Part::Turn, turn));
        }
        return Ok(());
    }
    if turn == "-" {
        return Err(SetupError::syntax(Part::Turn, turn));
    }
    let (placing, number) = match turn.strip_prefix('@') {
        Some(rest) => (true, rest),
        None => (false, turn),
    };
    let p = player_number(number, n, Part::Turn)?;
    game.to_move = p as Player;
    game.placing = placing;
    if placing {
        if game.options.setup != Setup::C {
            return Err(illegal(Illegal::PlacementOutsideC));
        }
        let gates = setup_c_gates(&game.options);
        if gates.len() != n {
            return Err(illegal(Illegal::TooFewGatesForC));
        }
        for (q, &gate) in gates.iter().enumerate() {
            let placed = q < p;
            let on_gate = game.occ[q].is_subset(&t.gates[gate].tiles);
            let ok = game.captured[q] == 0
                && game.live(q)
                && on_gate
                && game.occ[q].len() == u32::from(placed)
                && game.reserve[q] == PIECES - u8::from(placed);
            if !ok {
                return Err(illegal(Illegal::Placement(q as Player)));
            }
        }
        return Ok(());
    }
    if !game.live(p) {
        return Err(illegal(Illegal::MoverEliminated(p as Player)));
    }
    let live = (0..n).filter(|&q| game.live(q)).count();
    if live < 2 {
        return Err(illegal(Illegal::OverWithoutResult));
    }
    for q in 0..n {
        if game.live(q) && game.occ[q].is_empty() && game.reserve[q] == 0 {
            return Err(illegal(Illegal::NotListedEliminated(q as Player)));
        }
        if !t.throne.is_empty() && t.throne.is_subset(&game.occ[q]) {
            return Err(illegal(Illegal::HoldsThrone(q as Player)));
        }
    }
    if !game.has_action(p) {
        return Err(illegal(Illegal::NoAction(p as Player)));
    }
    Ok(())
}

impl Chirality {
    /// An empty board with these options (no pieces, no reserves): the parser's blank.
    pub(super) fn empty(options: ChiralityOptions) -> Chirality {
        Chirality {
            options,
            occ: [TileSet::EMPTY; MAX_PLAYERS],
            reserve: [0; MAX_PLAYERS],
            captured: [0; MAX_PLAYERS],
            to_move: 0,
            placing: false,
            eliminated: 0,
            ending: None,
        }
    }
}
