//! The invitation and the answer that set up a live game, as link fragments short enough
//! for a QR code:
//!
//! - invitation: `i2!<seats>!<servers>!<offer>!<game link>`: the seats the inviting device
//!   plays (0-based digits), the ICE servers it uses that its friend should use too
//!   ([`ice::to_text`]: STUN servers, TURN logins only if the player said so), its
//!   connection offer ([`Offer::to_text`]) and the game as a game link without seats
//!   (`link::encode_game`, replayed and checked on opening);
//! - answer: `a1!<game id>!<offer>`: the game it answers and the other device's offer.
//!
//! Both travel in the page's address after `#/play/<game>/live/`: a fragment never
//! reaches a server.

use super::ice::{self, IceError, IceServer};
use super::sdp::{Offer, OfferError};
use crate::engine::{GameId, Player};
use crate::persist::link::{self, Link};
use crate::persist::{GameRecord, PersistError};

/// What precedes a live link's payload in the page's address.
pub const ROUTE: &str = "/live/";

/// What one device asks of another: play this game, these seats are mine, reach me so.
#[derive(Clone, Debug, PartialEq)]
pub struct Invitation {
    /// The game so far (its seats are not carried).
    pub record: GameRecord,
    /// The seats the inviting device plays.
    pub seats: Vec<Player>,
    /// The ICE servers the invited device should use too.
    pub servers: Vec<IceServer>,
    /// The inviting device's connection offer.
    pub offer: Offer,
}

/// The invited device's reply.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// The id of the game it answers.
    pub id: String,
    /// The invited device's connection offer.
    pub offer: Offer,
}

/// A live link's payload.
#[derive(Clone, Debug, PartialEq)]
pub enum Payload {
    /// An invitation.
    Invitation(Invitation),
    /// An answer.
    Answer(Answer),
}

/// Why a live link cannot be used.
#[derive(Clone, Debug, PartialEq)]
pub enum InviteError {
    /// The link is longer than any invitation.
    TooLong,
    /// Neither an invitation nor an answer.
    NotLive,
    /// An invitation or answer of another version, or one cut short.
    OtherVersion,
    /// An answer naming no game.
    AnswerNamesNoGame,
    /// The invitation's game cannot be read or set up.
    Game(PersistError),
    /// The invitation carries no game (a position, or a game with seats).
    NoGame,
    /// The invitation's seats are damaged.
    SeatsDamaged,
    /// The invitation's servers are damaged.
    Servers(IceError),
    /// The connection offer is damaged.
    Offer(OfferError),
}

/// The invitation's payload.
///
/// # Errors
/// The game does not fit in a link (see `link::encode_game`).
pub fn encode_invitation(invitation: &Invitation) -> Result<String, PersistError> {
    let record = GameRecord {
        seats: Vec::new(),
        ..invitation.record.clone()
    };
    let game = link::encode_game(&record)?;
    let seats: String = invitation.seats.iter().map(|s| s.to_string()).collect();
    Ok(format!(
        "i2!{seats}!{}!{}!{game}",
        ice::to_text(&invitation.servers),
        invitation.offer.to_text()
    ))
}

/// The answer's payload.
pub fn encode_answer(answer: &Answer) -> String {
    format!("a1!{}!{}", answer.id, answer.offer.to_text())
}

/// The page address that opens `payload` on `game`'s play page: `base` is the site's
/// address without fragment.
pub fn url(base: &str, game: GameId, payload: &str) -> String {
    format!("{base}#/play/{}{ROUTE}{payload}", game.as_str())
}

/// Reads an invitation or an answer, checking everything (the game is replayed).
///
/// # Errors
/// What is wrong with it.
pub fn decode(text: &str) -> Result<Payload, InviteError> {
    let text = text.trim();
    let text = text.rsplit_once(ROUTE).map_or(text, |(_, payload)| payload);
    if text.len() > 8000 {
        return Err(InviteError::TooLong);
    }
    let fields: Vec<&str> = text.split('!').collect();
    match fields[..] {
        ["i2", seats, servers, offer, game] => decode_invitation(seats, servers, offer, game),
        ["a1", id, offer] => {
            if id.is_empty()
                || !id
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
            {
                return Err(InviteError::AnswerNamesNoGame);
            }
            Ok(Payload::Answer(Answer {
                id: id.to_string(),
                offer: Offer::from_text(offer).map_err(InviteError::Offer)?,
            }))
        }
        [head, ..] if head.starts_with('i') || head.starts_with('a') => {
            Err(InviteError::OtherVersion)
        }
        _ => Err(InviteError::NotLive),
    }
}

fn decode_invitation(
    seats: &str,
    servers: &str,
    offer: &str,
    game: &str,
) -> Result<Payload, InviteError> {
    let record = match link::decode(game).map_err(InviteError::Game)? {
        Link::Game(record) if record.seats.is_empty() => record,
        _ => return Err(InviteError::NoGame),
    };
    let players = record
        .start_state()
        .map_err(InviteError::Game)?
        .num_players();
    let seats: Vec<Player> = seats
        .chars()
        .map(|c| c.to_digit(10).map(|d| d as Player))
        .collect::<Option<_>>()
        .unwrap_or_default();
    let distinct = seats
        .iter()
        .enumerate()
        .all(|(i, s)| !seats[..i].contains(s));
    let fits = seats.iter().all(|&s| usize::from(s) < players);
    if seats.is_empty() || seats.len() >= players || !distinct || !fits {
        return Err(InviteError::SeatsDamaged);
    }
    let servers = ice::from_text(servers).map_err(InviteError::Servers)?;
    Ok(Payload::Invitation(Invitation {
        record,
        seats,
        servers,
        offer: Offer::from_text(offer).map_err(InviteError::Offer)?,
    }))
}

#[cfg(test)]
mod tests;
