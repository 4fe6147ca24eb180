//! The ICE servers (STUN, TURN) that help two devices on different networks find each
//! other; none is needed on one network. They come from three places:
//!
//! - the site's `live.json` ([`parse_config`]): `{"iceServers": [...]}` in the browser's
//!   own `RTCConfiguration` shape, several public STUN servers by default, replaceable by
//!   whoever hosts the site;
//! - the player's own entry ([`parse`]): `stun:host[:port]`, or
//!   `turn:user:password@host[:port]` with the TURN server's login before the host;
//! - an invitation, which carries the STUN servers the inviting device uses beyond the
//!   site's (and its TURN logins only if the player says so) as [`to_text`] writes them:
//!   the friend's page, opened from the same site, reads the same `live.json`.
//!
//! [`chosen`] decides which of them a connection uses.

use crate::persist::json;
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;

/// A server for the browser's ICE configuration (an `RTCIceServer`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IceServer {
    /// The addresses as the browser takes them (`stun:…`, `turn:…`).
    #[serde(deserialize_with = "one_or_many")]
    pub urls: Vec<String>,
    /// A TURN server's user name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
    /// A TURN server's password.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub credential: Option<String>,
}

/// `urls` may be one string or a list, as in the browser's own configuration.
fn one_or_many<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Urls {
        One(String),
        Many(Vec<String>),
    }
    Ok(match Urls::deserialize(d)? {
        Urls::One(url) => vec![url],
        Urls::Many(urls) => urls,
    })
}

/// The site's `live.json`.
#[derive(Deserialize)]
struct Config {
    #[serde(rename = "iceServers")]
    ice_servers: Vec<IceServer>,
}

/// Why a server list or address cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IceError {
    /// `live.json` is not `{"iceServers": [...]}` (serde's reason).
    NotConfig(String),
    /// An address that is not `stun:`, `stuns:`, `turn:` or `turns:`.
    Scheme(String),
    /// A host name with characters no host name has.
    Host(String),
    /// A TURN server without a user name and password.
    NeedsLogin(String),
    /// A login written without its password.
    Login,
    /// An invitation's server written otherwise than [`to_text`] writes it.
    Damaged(String),
}

impl fmt::Display for IceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IceError::NotConfig(why) => write!(f, "it is not {{\"iceServers\": [...]}} ({why})"),
            IceError::Scheme(url) => write!(f, "{url} must start with stun: or turn:"),
            IceError::Host(url) => write!(f, "the host name of {url} is not valid"),
            IceError::NeedsLogin(url) => {
                write!(
                    f,
                    "{url} is a TURN server and needs a login: turn:user:password@host"
                )
            }
            IceError::Login => write!(f, "write a TURN login as turn:user:password@host"),
            IceError::Damaged(text) => write!(f, "{text} is damaged"),
        }
    }
}

impl std::error::Error for IceError {}

/// Whether `url` is a TURN address (which needs a login).
fn is_turn(url: &str) -> bool {
    url.starts_with("turn:") || url.starts_with("turns:")
}

/// Checks one address: its scheme and host.
fn check_url(url: &str) -> Result<(), IceError> {
    let (scheme, host) = url
        .split_once(':')
        .ok_or_else(|| IceError::Scheme(url.into()))?;
    if !matches!(scheme, "stun" | "stuns" | "turn" | "turns") {
        return Err(IceError::Scheme(url.into()));
    }
    let plain =
        |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']' | '?' | '=');
    if host.is_empty() || !host.chars().all(plain) {
        return Err(IceError::Host(url.into()));
    }
    Ok(())
}

impl IceServer {
    /// A server without login at `url`.
    pub fn open(url: &str) -> IceServer {
        IceServer {
            urls: vec![url.to_string()],
            username: None,
            credential: None,
        }
    }

    /// Whether it names a TURN server (a relay, with a login).
    pub fn is_turn(&self) -> bool {
        self.urls.iter().any(|u| is_turn(u))
    }

    fn check(&self) -> Result<(), IceError> {
        for url in &self.urls {
            check_url(url)?;
            if is_turn(url) && (self.username.is_none() || self.credential.is_none()) {
                return Err(IceError::NeedsLogin(url.clone()));
            }
        }
        Ok(())
    }
}

/// Reads the site's `live.json`, checking every address.
///
/// # Errors
/// What is wrong with it.
pub fn parse_config(text: &str) -> Result<Vec<IceServer>, IceError> {
    let config: Config = json::from_str(text).map_err(IceError::NotConfig)?;
    for server in &config.ice_servers {
        server.check()?;
    }
    Ok(config.ice_servers)
}

/// Reads what the player wrote; empty text means no server.
///
/// # Errors
/// What is wrong, for the player to act on.
pub fn parse(text: &str) -> Result<Option<IceServer>, IceError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let (scheme, rest) = text
        .split_once(':')
        .ok_or_else(|| IceError::Scheme(text.into()))?;
    let server = match rest.rsplit_once('@') {
        Some((login, host)) => {
            let (user, password) = login.split_once(':').ok_or(IceError::Login)?;
            IceServer {
                urls: vec![format!("{scheme}:{host}")],
                username: Some(user.to_string()),
                credential: Some(password.to_string()),
            }
        }
        None => IceServer::open(text),
    };
    server.check()?;
    Ok(Some(server))
}

/// What this device's connections use.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    /// The site's servers (`live.json`).
    pub site: Vec<IceServer>,
    /// The player's own server, if they gave one.
    pub own: Option<IceServer>,
    /// "Only on this network": no server at all.
    pub local_only: bool,
}

/// The most servers a connection is given (browsers slow down past a handful).
const MAX_SERVERS: usize = 6;

/// The servers a connection uses: none "only on this network"; otherwise the player's
/// own first, then those of the invitation being answered (`invited`), then the site's,
/// each once.
pub fn chosen(choice: &Choice, invited: &[IceServer]) -> Vec<IceServer> {
    if choice.local_only {
        return Vec::new();
    }
    let mut out: Vec<IceServer> = Vec::new();
    for server in choice.own.iter().chain(invited).chain(&choice.site) {
        if !out.contains(server) && out.len() < MAX_SERVERS {
            out.push(server.clone());
        }
    }
    out
}

/// Each server with one address.
fn single(servers: &[IceServer]) -> impl Iterator<Item = IceServer> + '_ {
    servers.iter().flat_map(|s| {
        s.urls.iter().map(|url| IceServer {
            urls: vec![url.clone()],
            ..s.clone()
        })
    })
}

/// The servers an invitation carries, one address each: those the inviting device uses
/// beyond the site's (`site`, which the friend's page, opened from the same site, reads
/// too), STUN servers always and TURN servers with their logins only when `with_turn` (the
/// player said so).
pub fn for_invitation(used: &[IceServer], site: &[IceServer], with_turn: bool) -> Vec<IceServer> {
    let site: Vec<IceServer> = single(site).collect();
    single(used)
        .filter(|s| (with_turn || !s.is_turn()) && !site.contains(s))
        .collect()
}

/// Escapes the characters an invitation uses as separators.
fn escape(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '%' | '!' | ',' | '@' | '~' | '#' | '&' | ' ' => format!("%{:02X}", c as u32),
            c => c.to_string(),
        })
        .collect()
}

fn unescape(text: &str) -> Option<String> {
    let mut out = Vec::new();
    let mut bytes = text.bytes();
    while let Some(b) = bytes.next() {
        if b == b'%' {
            let hex = [bytes.next()?, bytes.next()?];
            out.push(u8::from_str_radix(std::str::from_utf8(&hex).ok()?, 16).ok()?);
        } else {
            out.push(b);
        }
    }
    String::from_utf8(out).ok()
}

/// The servers as an invitation writes them: one address each, `,` between them; a STUN
/// address without its `stun:`, a TURN address with its login as `turn:user@password~host`.
pub fn to_text(servers: &[IceServer]) -> String {
    let mut out = Vec::new();
    for s in servers {
        for url in &s.urls {
            let text = match (&s.username, &s.credential) {
                (Some(user), Some(password)) if is_turn(url) => {
                    let (scheme, host) = url.split_once(':').unwrap_or((url, ""));
                    format!("{scheme}:{}@{}~{host}", escape(user), escape(password))
                }
                _ => escape(url.strip_prefix("stun:").unwrap_or(url)),
            };
            out.push(text);
        }
    }
    out.join(",")
}

/// Reads the servers [`to_text`] wrote.
///
/// # Errors
/// What is wrong with them.
pub fn from_text(text: &str) -> Result<Vec<IceServer>, IceError> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|item| {
            let server = match item.split_once('~') {
                Some((login, host)) => {
                    let (head, password) = login.split_once('@').ok_or(IceError::Login)?;
                    let (scheme, user) = head.split_once(':').ok_or(IceError::Login)?;
                    IceServer {
                        urls: vec![format!("{scheme}:{host}")],
                        username: Some(unescape(user).ok_or(IceError::Login)?),
                        credential: Some(unescape(password).ok_or(IceError::Login)?),
                    }
                }
                None => {
                    let url = unescape(item).ok_or_else(|| IceError::Host(item.into()))?;
                    let has_scheme = ["stun:", "stuns:", "turn:", "turns:"]
                        .iter()
                        .any(|s| url.starts_with(s));
                    IceServer::open(&if has_scheme {
                        url
                    } else {
                        format!("stun:{url}")
                    })
                }
            };
            server.check()?;
            // One spelling each, so that a link means one thing.
            if to_text(std::slice::from_ref(&server)) != item {
                return Err(IceError::Damaged(item.into()));
            }
            Ok(server)
        })
        .collect()
}

#[cfg(test)]
mod tests;
