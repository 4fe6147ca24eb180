//! The connection offer cut down to what a browser needs to reach the other device, and
//! grown back into an SDP it accepts. A data channel's SDP holds a page of lines; only the
//! ICE credentials, the DTLS fingerprint and role, and the addresses (UDP candidates)
//! differ between connections. [`minimise`] keeps those, [`Offer::to_text`] writes them
//! compactly for a link, and [`expand`] writes the standard lines around them again.

use crate::persist::link::{base64url, from_base64url};
use std::net::{Ipv4Addr, Ipv6Addr};

/// The DTLS role of a description.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    /// Either (an offer).
    ActPass,
    /// Starts the handshake.
    Active,
    /// Waits for it.
    Passive,
}

const SETUPS: [(Setup, &str, char); 3] = [
    (Setup::ActPass, "actpass", 'x'),
    (Setup::Active, "active", 'a'),
    (Setup::Passive, "passive", 'p'),
];

/// How an address was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// On this device.
    Host,
    /// Seen by a STUN server.
    Srflx,
    /// Seen by the peer.
    Prflx,
    /// A TURN relay.
    Relay,
}

const KINDS: [(Kind, &str, u32); 4] = [
    (Kind::Host, "host", 126),
    (Kind::Srflx, "srflx", 100),
    (Kind::Prflx, "prflx", 110),
    (Kind::Relay, "relay", 0),
];

/// A candidate's address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    /// IPv4.
    V4(Ipv4Addr),
    /// IPv6.
    V6(Ipv6Addr),
    /// A browser's private mDNS name (`<uuid>.local`), kept as the UUID's 16 bytes.
    Mdns([u8; 16]),
}

/// One UDP address the other device may try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// How it was found.
    pub kind: Kind,
    /// The address.
    pub address: Address,
    /// The port.
    pub port: u16,
}

/// The hashes a DTLS fingerprint may use, with their lengths in bytes.
const HASHES: [(&str, usize); 5] = [
    ("sha-1", 20),
    ("sha-224", 28),
    ("sha-256", 32),
    ("sha-384", 48),
    ("sha-512", 64),
];

/// The most candidates an offer keeps.
const MAX_CANDIDATES: usize = 12;

/// What one side of a connection must tell the other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    /// The DTLS role.
    pub setup: Setup,
    /// The ICE user fragment.
    pub ufrag: String,
    /// The ICE password.
    pub pwd: String,
    /// Index in [`HASHES`] of the fingerprint's hash.
    hash: usize,
    /// The certificate's fingerprint.
    pub fingerprint: Vec<u8>,
    /// The addresses.
    pub candidates: Vec<Candidate>,
}

/// Whether `text` is an ICE credential of `min` to 256 ice-chars (letters, digits, `+`, `/`).
fn ice_chars(text: &str, min: usize) -> bool {
    (min..=256).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
}

/// An ice-char string in the base64url alphabet, and back (the two have 64 characters).
fn swap_ice(text: &str, from: [char; 2], to: [char; 2]) -> String {
    text.chars()
        .map(|c| match c {
            c if c == from[0] => to[0],
            c if c == from[1] => to[1],
            c => c,
        })
        .collect()
}

fn parse_address(text: &str) -> Option<Address> {
    if let Some(name) = text.strip_suffix(".local") {
        let hex: String = name.split('-').collect();
        let groups: Vec<usize> = name.split('-').map(str::len).collect();
        if groups != [8, 4, 4, 4, 12] {
            return None;
        }
        let mut bytes = [0u8; 16];
        for (i, b) in bytes.iter_mut().enumerate() {
            let pair = hex.get(2 * i..2 * i + 2)?;
            if !pair
                .bytes()
                .all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(&c))
            {
                return None;
            }
            *b = u8::from_str_radix(pair, 16).ok()?;
        }
        return Some(Address::Mdns(bytes));
    }
    text.parse()
        .map(Address::V4)
        .or_else(|_| text.parse().map(Address::V6))
        .ok()
}

fn write_address(address: &Address) -> String {
    match address {
        Address::V4(a) => a.to_string(),
        Address::V6(a) => a.to_string(),
        Address::Mdns(b) => {
            let hex: String = b.iter().map(|x| format!("{x:02x}")).collect();
            format!(
                "{}-{}-{}-{}-{}.local",
                &hex[..8],
                &hex[8..12],
                &hex[12..16],
                &hex[16..20],
                &hex[20..]
            )
        }
    }
}

/// Reads an `a=candidate:` line's value: component 1 over UDP, else `None`.
fn parse_candidate(value: &str) -> Option<Candidate> {
    let fields: Vec<&str> = value.split_whitespace().collect();
    if fields.len() < 8 || fields[1] != "1" || !fields[2].eq_ignore_ascii_case("udp") {
        return None;
    }
    if fields[6] != "typ" {
        return None;
    }
    let kind = KINDS.iter().find(|k| k.1 == fields[7])?.0;
    Some(Candidate {
        kind,
        address: parse_address(fields[4])?,
        port: fields[5].parse().ok()?,
    })
}

/// Why a connection offer cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OfferError {
    /// The browser found no network address to offer.
    NoAddress,
    /// The browser's offer lacks this part.
    Missing(&'static str),
    /// An offer's text is damaged in this part.
    Damaged(&'static str),
}

/// Keeps what a connection needs from a browser's SDP (offer or answer) with one data
/// channel: credentials, fingerprint, role and UDP candidates (at most 12).
///
/// # Errors
/// What is missing.
pub fn minimise(sdp: &str) -> Result<Offer, OfferError> {
    let mut setup = None;
    let (mut ufrag, mut pwd, mut fingerprint) = (None, None, None);
    let mut candidates = Vec::new();
    for line in sdp.lines().map(str::trim) {
        let Some(attribute) = line.strip_prefix("a=") else {
            continue;
        };
        let (name, value) = attribute.split_once(':').unwrap_or((attribute, ""));
        match name {
            "ice-ufrag" if ice_chars(value, 4) => ufrag = Some(value.to_string()),
            "ice-pwd" if ice_chars(value, 22) => pwd = Some(value.to_string()),
            "setup" => setup = SETUPS.iter().find(|s| s.1 == value).map(|s| s.0),
            "fingerprint" => fingerprint = parse_fingerprint(value),
            "candidate" => candidates.extend(parse_candidate(value)),
            _ => {}
        }
    }
    candidates.dedup();
    candidates.truncate(MAX_CANDIDATES);
    let (hash, fingerprint) = fingerprint.ok_or(OfferError::Missing("fingerprint"))?;
    if candidates.is_empty() {
        return Err(OfferError::NoAddress);
    }
    Ok(Offer {
        setup: setup.ok_or(OfferError::Missing("DTLS role"))?,
        ufrag: ufrag.ok_or(OfferError::Missing("ICE user name"))?,
        pwd: pwd.ok_or(OfferError::Missing("ICE password"))?,
        hash,
        fingerprint,
        candidates,
    })
}

fn parse_fingerprint(value: &str) -> Option<(usize, Vec<u8>)> {
    let (name, hex) = value.split_once(' ')?;
    let hash = HASHES.iter().position(|h| h.0.eq_ignore_ascii_case(name))?;
    let bytes = hex
        .trim()
        .split(':')
        .map(|pair| {
            (pair.len() == 2)
                .then(|| u8::from_str_radix(pair, 16).ok())
                .flatten()
        })
        .collect::<Option<Vec<u8>>>()?;
    (bytes.len() == HASHES[hash].1).then_some((hash, bytes))
}

/// The SDP a browser accepts as the remote description for `offer`.
pub fn expand(offer: &Offer) -> String {
    let mut lines = vec![
        "v=0".to_string(),
        "o=- 0 2 IN IP4 127.0.0.1".into(),
        "s=-".into(),
        "t=0 0".into(),
        "a=group:BUNDLE 0".into(),
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel".into(),
        "c=IN IP4 0.0.0.0".into(),
    ];
    for (i, c) in offer.candidates.iter().enumerate() {
        let (_, name, preference) = KINDS.iter().find(|k| k.0 == c.kind).expect("every kind");
        let priority = (preference << 24) + ((65535 - i as u32) << 8) + 255;
        let mut line = format!(
            "a=candidate:{} 1 udp {priority} {} {} typ {name}",
            i + 1,
            write_address(&c.address),
            c.port
        );
        if c.kind != Kind::Host {
            line.push_str(" raddr 0.0.0.0 rport 0");
        }
        lines.push(line);
    }
    let hex: Vec<String> = offer
        .fingerprint
        .iter()
        .map(|b| format!("{b:02X}"))
        .collect();
    let setup = SETUPS
        .iter()
        .find(|s| s.0 == offer.setup)
        .expect("every role")
        .1;
    lines.extend([
        "a=end-of-candidates".to_string(),
        format!("a=ice-ufrag:{}", offer.ufrag),
        format!("a=ice-pwd:{}", offer.pwd),
        format!("a=fingerprint:{} {}", HASHES[offer.hash].0, hex.join(":")),
        format!("a=setup:{setup}"),
        "a=mid:0".into(),
        "a=sctp-port:5000".into(),
        "a=max-message-size:262144".into(),
    ]);
    lines.join("\r\n") + "\r\n"
}

const PLUS_SLASH: [char; 2] = ['+', '/'];
const DASH_UNDERSCORE: [char; 2] = ['-', '_'];

impl Offer {
    /// The offer in a link: `<role><ufrag>.<pwd>.<hash><fingerprint>.<candidates>`, the
    /// credentials in the base64url alphabet, the rest base64url bytes.
    pub fn to_text(&self) -> String {
        let role = SETUPS
            .iter()
            .find(|s| s.0 == self.setup)
            .expect("every role")
            .2;
        let mut bytes = Vec::new();
        for c in &self.candidates {
            let kind = KINDS
                .iter()
                .position(|k| k.0 == c.kind)
                .expect("every kind") as u8;
            match c.address {
                Address::V4(a) => {
                    bytes.push(kind);
                    bytes.extend(a.octets());
                }
                Address::V6(a) => {
                    bytes.push(kind | 4);
                    bytes.extend(a.octets());
                }
                Address::Mdns(b) => {
                    bytes.push(kind | 8);
                    bytes.extend(b);
                }
            }
            bytes.extend(c.port.to_be_bytes());
        }
        format!(
            "{role}{}.{}.{}{}.{}",
            swap_ice(&self.ufrag, PLUS_SLASH, DASH_UNDERSCORE),
            swap_ice(&self.pwd, PLUS_SLASH, DASH_UNDERSCORE),
            self.hash,
            base64url(&self.fingerprint),
            base64url(&bytes)
        )
    }

    /// Reads [`Offer::to_text`]'s text, accepting only what it writes.
    ///
    /// # Errors
    /// What is damaged.
    pub fn from_text(text: &str) -> Result<Offer, OfferError> {
        let damaged = OfferError::Damaged;
        let fields: Vec<&str> = text.split('.').collect();
        let [head, pwd, fingerprint, candidates] = fields[..] else {
            return Err(damaged("parts"));
        };
        let role = head.chars().next().ok_or_else(|| damaged("role"))?;
        let setup = SETUPS
            .iter()
            .find(|s| s.2 == role)
            .ok_or_else(|| damaged("role"))?
            .0;
        let ufrag = swap_ice(&head[role.len_utf8()..], DASH_UNDERSCORE, PLUS_SLASH);
        let pwd = swap_ice(pwd, DASH_UNDERSCORE, PLUS_SLASH);
        if !ice_chars(&ufrag, 4) || !ice_chars(&pwd, 22) {
            return Err(damaged("ICE user name or password"));
        }
        let hash = fingerprint
            .get(..1)
            .and_then(|d| d.parse::<usize>().ok())
            .filter(|&h| h < HASHES.len())
            .ok_or_else(|| damaged("fingerprint"))?;
        let fingerprint = exact_base64(&fingerprint[1..])
            .filter(|b| b.len() == HASHES[hash].1)
            .ok_or_else(|| damaged("fingerprint"))?;
        let bytes = exact_base64(candidates).ok_or_else(|| damaged("address list"))?;
        let candidates = read_candidates(&bytes).ok_or_else(|| damaged("address list"))?;
        Ok(Offer {
            setup,
            ufrag,
            pwd,
            hash,
            fingerprint,
            candidates,
        })
    }
}

/// Base64url as [`base64url`] writes it (no stray bits), else `None`.
fn exact_base64(text: &str) -> Option<Vec<u8>> {
    from_base64url(text).filter(|b| base64url(b) == text)
}

fn read_candidates(mut bytes: &[u8]) -> Option<Vec<Candidate>> {
    let mut out = Vec::new();
    while let Some((&head, rest)) = bytes.split_first() {
        let kind = KINDS.get(usize::from(head & 3))?.0;
        let len = match head >> 2 {
            0 => 4,
            1 | 2 => 16,
            _ => return None,
        };
        let address = rest.get(..len)?;
        let port = rest.get(len..len + 2)?;
        let address = match (head >> 2, <[u8; 16]>::try_from(address)) {
            (0, _) => Address::V4(Ipv4Addr::from(<[u8; 4]>::try_from(address).ok()?)),
            (1, Ok(b)) => Address::V6(Ipv6Addr::from(b)),
            (_, Ok(b)) => Address::Mdns(b),
            (_, Err(_)) => return None,
        };
        out.push(Candidate {
            kind,
            address,
            port: u16::from_be_bytes([port[0], port[1]]),
        });
        bytes = &rest[len + 2..];
    }
    (!out.is_empty() && out.len() <= MAX_CANDIDATES).then_some(out)
}

#[cfg(test)]
pub(crate) mod tests;
