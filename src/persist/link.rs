//! Compact, versioned, URL-safe links for games and positions.
//!
//! - A whole game: `g1.<game>.<options>.<record id>.<moves>[.<start>]`, where each move is
//!   its index among the legal moves sorted by notation, written as a base64url varint
//!   (5 bits a character, the sixth bit says "more follows"): one character for the first
//!   32 choices, so a 60-move Pyrga game takes about 70 characters.
//! - A position: `p1.<game>.<position>`, the position notation in base64url.
//!
//! A game that ended by resignation writes `~r<player>` (1-based) after its moves, one that
//! ended in an agreed draw `~d`.
//! `<start>` (base64url position notation) appears when the game began from a set-up
//! position. A game link that keeps its seats ends with `.<start or nothing>.<seats>`, one
//! letter a seat: `p` a person, or the AI's level (`b`eginner, `e`asy, `m`edium, `h`ard,
//! `s`trongest). A link without seats ("Send move") is played by people where it opens.
//! A game in which hints were shown ends with `.~h<count>` (decimal, never 0). Decoding
//! replays every move, so a link either opens exactly or is refused with a clear
//! [`PersistError`].

use super::{GameRecord, LinkDamage, LinkPart, PersistError, Seat, SAVE_VERSION};
use crate::ai::Level;
use crate::engine::{AnyGame, GameId};

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// What a link opens.
#[derive(Clone, Debug, PartialEq)]
pub enum Link {
    /// A whole game with its history and, if the link keeps them, its seats (the record's
    /// `name` is not carried).
    Game(GameRecord),
    /// A single position to play from.
    Position(Box<AnyGame>),
}

fn sextet(c: u8) -> Option<u32> {
    ALPHABET.iter().position(|&a| a == c).map(|i| i as u32)
}

/// Bytes as unpadded base64url.
pub fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 2);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// Reads unpadded base64url.
pub fn from_base64url(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.as_bytes().chunks(4) {
        if chunk.len() == 1 {
            return None;
        }
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= sextet(c)? << (18 - 6 * i);
        }
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
}

/// A seat's letter in a link.
fn seat_letter(seat: &Seat) -> char {
    match seat {
        Seat::Human => 'p',
        Seat::Ai(Level::Beginner) => 'b',
        Seat::Ai(Level::Easy) => 'e',
        Seat::Ai(Level::Medium) => 'm',
        Seat::Ai(Level::Hard) => 'h',
        Seat::Ai(Level::Strongest) => 's',
    }
}

fn seat_of_letter(letter: char) -> Option<Seat> {
    Some(match letter {
        'p' => Seat::Human,
        'b' => Seat::Ai(Level::Beginner),
        'e' => Seat::Ai(Level::Easy),
        'm' => Seat::Ai(Level::Medium),
        'h' => Seat::Ai(Level::Hard),
        's' => Seat::Ai(Level::Strongest),
        _ => return None,
    })
}

fn valid_field(text: &str, extra: &[char]) -> bool {
    text.chars()
        .all(|c| c.is_ascii_alphanumeric() || extra.contains(&c))
}

/// Whether a record id can travel in a link: non-empty base64url characters.
fn valid_id(id: &str) -> bool {
    !id.is_empty() && valid_field(id, &['-', '_'])
}

/// A record's options and start position as a link writes them: the options of its start
/// state in the engine's own words (defaults left out, a fixed order; with a start
/// position, the options that position carries) and the start position as the engine
/// writes it. Records that mean the same game give the same text, so a link has exactly
/// one spelling.
///
/// # Errors
/// Unknown game, bad options or an invalid start position.
pub fn canonical_setup(record: &GameRecord) -> Result<(String, Option<String>), PersistError> {
    let start = record.start_state()?;
    let position = record.start.as_ref().map(|_| start.to_position());
    Ok((start.options_text(), position))
}

/// The link text of a whole game, with the record's seats if it names any.
///
/// # Errors
/// A record that does not replay, or an id that cannot travel in a link.
pub fn encode_game(record: &GameRecord) -> Result<String, PersistError> {
    let replay = record.replay()?;
    let (options, position) = canonical_setup(record)?;
    if !valid_field(&options, &['=', ',', '-']) || !valid_id(&record.id) {
        return Err(PersistError::Link(LinkDamage::CannotCarry));
    }
    let mut encoded = String::new();
    for (game, m) in replay.states.iter().zip(replay.moves) {
        let legal = sorted_legal(game);
        let mut index = legal
            .iter()
            .position(|(_, x)| *x == m)
            .expect("replayed moves are legal");
        loop {
            let more = index >= 32;
            encoded.push(ALPHABET[(index & 31) | if more { 32 } else { 0 }] as char);
            index >>= 5;
            if !more {
                break;
            }
        }
    }
    if let Some(player) = record.resigned {
        encoded.push_str(&format!("~r{}", u32::from(player) + 1));
    } else if record.drawn {
        encoded.push_str("~d");
    }
    let mut link = format!(
        "g{SAVE_VERSION}.{}.{options}.{}.{encoded}",
        record.game.as_str(),
        record.id
    );
    if position.is_some() || !record.seats.is_empty() {
        link.push('.');
        if let Some(position) = &position {
            link.push_str(&base64url(position.as_bytes()));
        }
    }
    if !record.seats.is_empty() {
        link.push('.');
        link.extend(record.seats.iter().map(seat_letter));
    }
    if record.hints > 0 {
        link.push_str(&format!(".{HINTS_MARK}{}", record.hints));
    }
    Ok(link)
}

/// The link text of a single position.
pub fn encode_position(game: &AnyGame) -> String {
    format!(
        "p{SAVE_VERSION}.{}.{}",
        game.id().as_str(),
        base64url(game.to_position().as_bytes())
    )
}

fn sorted_legal(game: &AnyGame) -> Vec<(String, crate::engine::AnyMove)> {
    let mut legal: Vec<_> = game
        .legal_moves()
        .into_iter()
        .map(|m| (game.move_notation(m), m))
        .collect();
    legal.sort_by(|a, b| a.0.cmp(&b.0));
    legal
}

/// Reads a link (game or position), replaying and validating everything. Only links
/// written exactly as [`encode_game`] or [`encode_position`] would write them are accepted
/// (surrounding white space aside), so every link means one game and has one spelling.
///
/// # Errors
/// A [`PersistError`] that says what is wrong; nothing is changed.
pub fn decode(text: &str) -> Result<Link, PersistError> {
    let text = text.trim();
    if text.len() > 20_000 {
        return Err(damage(LinkDamage::TooLong));
    }
    let mut fields: Vec<&str> = text.split('.').collect();
    let hints = match fields.last().and_then(|f| f.strip_prefix(HINTS_MARK)) {
        Some(count) => {
            fields.pop();
            read_hints(count)?
        }
        None => 0,
    };
    let kind = read_head(fields.first().copied().unwrap_or_default())?;
    let name = fields.get(1).ok_or(damage(LinkDamage::CutShort))?;
    let game = GameId::parse(name)?;
    match (kind, fields.len()) {
        ('p', _) if hints > 0 => Err(damaged(LinkPart::Hints)),
        ('p', 3) => {
            let position = read_text(fields[2], LinkPart::Position)?;
            let state = AnyGame::from_position(game, &position)?;
            if state.to_position() != position {
                return Err(damage(LinkDamage::NotCanonical));
            }
            Ok(Link::Position(Box::new(state)))
        }
        ('g', 5..=7) => decode_game(game, &fields, hints),
        ('p', ..3) | ('g', ..5) => Err(damage(LinkDamage::CutShort)),
        _ => Err(damage(LinkDamage::NotRosette)),
    }
}

/// What starts a game link's hint count: no other field starts so (a moves field that
/// holds only a resignation starts `~r`, only an agreed draw `~d`).
const HINTS_MARK: &str = "~h";

/// Reads a hint count written as [`encode_game`] writes it: decimal digits, no leading
/// zero, not 0.
fn read_hints(count: &str) -> Result<u32, PersistError> {
    let plain = count.bytes().all(|b| b.is_ascii_digit()) && !count.starts_with('0');
    count
        .parse()
        .ok()
        .filter(|_| plain)
        .ok_or(damaged(LinkPart::Hints))
}

fn damage(damage: LinkDamage) -> PersistError {
    PersistError::Link(damage)
}

fn damaged(part: LinkPart) -> PersistError {
    damage(LinkDamage::Damaged(part))
}

/// Reads `g1` or `p1` (the kind, and the version written without sign or leading zeros);
/// returns the kind.
fn read_head(head: &str) -> Result<char, PersistError> {
    let mut chars = head.chars();
    let kind = chars.next().ok_or(damage(LinkDamage::NotRosette))?;
    let digits = chars.as_str();
    if !matches!(kind, 'g' | 'p') {
        return Err(damage(LinkDamage::NotRosette));
    }
    let plain = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && !digits.starts_with('0');
    let version: u32 = digits
        .parse()
        .ok()
        .filter(|_| plain)
        .ok_or(damage(LinkDamage::NotRosette))?;
    if version > SAVE_VERSION {
        return Err(PersistError::FutureVersion(version));
    }
    Ok(kind)
}

/// Reads base64url text written the way [`base64url`] writes it (no stray bits).
fn read_text(field: &str, part: LinkPart) -> Result<String, PersistError> {
    let bytes = from_base64url(field)
        .filter(|b| base64url(b) == field)
        .ok_or(damaged(part))?;
    String::from_utf8(bytes).map_err(|_| damaged(part))
}

/// Reads the resignation written after the moves: `r` and the 1-based player, without
/// leading zeros.
fn read_resigned(extra: &str) -> Result<crate::engine::Player, PersistError> {
    let bad = || damaged(LinkPart::Ending);
    let digits = extra.strip_prefix('r').ok_or_else(bad)?;
    if digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let player: u8 = digits.parse().map_err(|_| bad())?;
    player.checked_sub(1).ok_or_else(bad)
}

/// Reads one move index: base64url digits of 5 bits, low first, the sixth bit saying "more
/// follows". An index written longer than needed (a last digit of 0) is refused.
fn read_index(digits: &mut impl Iterator<Item = u8>) -> Result<usize, PersistError> {
    let mut index = 0usize;
    let mut shift = 0;
    loop {
        let c = digits.next().ok_or(damage(LinkDamage::CutShort))?;
        let v = sextet(c).ok_or(damaged(LinkPart::Moves))? as usize;
        if shift > 20 || (shift > 0 && v == 0) {
            return Err(damaged(LinkPart::Moves));
        }
        index |= (v & 31) << shift;
        shift += 5;
        if v & 32 == 0 {
            return Ok(index);
        }
    }
}

fn decode_game(game: GameId, fields: &[&str], hints: u32) -> Result<Link, PersistError> {
    let mut record = GameRecord::new(game, fields[2], fields[3].to_string(), 0.0);
    record.hints = hints;
    if !valid_id(&record.id) {
        return Err(damaged(LinkPart::GameId));
    }
    if let Some(seats) = fields.get(6) {
        record.seats = seats
            .chars()
            .map(seat_of_letter)
            .collect::<Option<_>>()
            .filter(|s: &Vec<Seat>| !s.is_empty())
            .ok_or(damaged(LinkPart::Seats))?;
    }
    // With seats, an empty start field means the options' start.
    if let Some(start) = fields.get(5).filter(|s| fields.len() == 6 || !s.is_empty()) {
        record.start = Some(read_text(start, LinkPart::Start)?);
    }
    let (options, position) = canonical_setup(&record)?;
    if options != record.options || position != record.start {
        return Err(damage(LinkDamage::NotCanonical));
    }
    let mut state = record.start_state()?;
    let (moves, ending) = match fields[4].split_once('~') {
        Some((moves, "d")) => (moves, (None, true)),
        Some((moves, extra)) => (moves, (Some(read_resigned(extra)?), false)),
        None => (fields[4], (None, false)),
    };
    let mut digits = moves.bytes().peekable();
    while digits.peek().is_some() {
        let index = read_index(&mut digits)?;
        let legal = sorted_legal(&state);
        let ply = record.moves.len() + 1;
        let (text, m) = legal
            .into_iter()
            .nth(index)
            .ok_or_else(|| PersistError::Move {
                ply,
                text: format!("#{index}"),
                error: crate::engine::MoveError::NoSuchMove(index),
            })?;
        let bad = |error| PersistError::Move {
            ply,
            text: text.clone(),
            error,
        };
        super::dealt::check_dealt(&state, m).map_err(bad)?;
        state.play(m).map_err(bad)?;
        record.moves.push(text);
    }
    if !record.seats.is_empty() && record.seats.len() != state.num_players() {
        return Err(damaged(LinkPart::Seats));
    }
    (record.resigned, record.drawn) = ending;
    record.replay()?;
    Ok(Link::Game(record))
}
