//! The STUN or TURN server a player may name for play across networks (none is needed on
//! one network): `stun:host[:port]`, or `turn:user:password@host[:port]` with the TURN
//! server's user name and password before the host.

/// A server for the browser's ICE configuration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IceServer {
    /// The address as the browser takes it (`stun:…`, `turn:…`).
    pub url: String,
    /// A TURN server's user name and password.
    pub login: Option<(String, String)>,
}

/// Reads what the player wrote; empty text means no server.
///
/// # Errors
/// What is wrong, in words the player can act on.
pub fn parse(text: &str) -> Result<Option<IceServer>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let (scheme, rest) = text
        .split_once(':')
        .filter(|(s, _)| matches!(*s, "stun" | "stuns" | "turn" | "turns"))
        .ok_or("the address must start with stun: or turn:")?;
    let (login, host) = match rest.rsplit_once('@') {
        Some((login, host)) => {
            let (user, password) = login
                .split_once(':')
                .ok_or("write a TURN login as turn:user:password@host")?;
            (Some((user.to_string(), password.to_string())), host)
        }
        None => (None, rest),
    };
    let plain =
        |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']' | '?' | '=');
    if host.is_empty() || !host.chars().all(plain) {
        return Err("the server's host name is not valid".into());
    }
    if scheme.starts_with("turn") && login.is_none() {
        return Err("a TURN server needs a login: turn:user:password@host".into());
    }
    Ok(Some(IceServer {
        url: format!("{scheme}:{host}"),
        login,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_stun_and_turn_addresses() {
        assert_eq!(parse("  "), Ok(None));
        assert_eq!(
            parse("stun:stun.example.org:3478"),
            Ok(Some(IceServer {
                url: "stun:stun.example.org:3478".into(),
                login: None
            }))
        );
        assert_eq!(
            parse("turn:ann:s3cret@turn.example.org:3478?transport=udp"),
            Ok(Some(IceServer {
                url: "turn:turn.example.org:3478?transport=udp".into(),
                login: Some(("ann".into(), "s3cret".into()))
            }))
        );
    }

    #[test]
    fn says_what_is_wrong() {
        assert!(parse("http://example.org")
            .unwrap_err()
            .contains("stun: or turn:"));
        assert!(parse("turn:example.org")
            .unwrap_err()
            .contains("needs a login"));
        assert!(parse("stun:exa mple").unwrap_err().contains("not valid"));
        assert!(parse("turn:ann@example.org")
            .unwrap_err()
            .contains("turn:user:password@host"));
    }
}
