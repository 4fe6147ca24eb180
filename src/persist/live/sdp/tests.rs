use super::*;

/// An offer as Chromium writes it for one data channel, once gathering is complete (TCP
/// and second-component candidates included, to be left out).
pub(crate) const CHROME_OFFER: &str = include_str!("../../../../tests/live/chrome-offer.sdp");

#[test]
fn keeps_only_what_a_connection_needs() {
    let offer = minimise(CHROME_OFFER).unwrap();
    assert_eq!(offer.setup, Setup::ActPass);
    assert_eq!(
        (offer.ufrag.as_str(), offer.pwd.as_str()),
        ("Hk5j", "l8Vx3Tn0lx0/vX0qoJVVw0yx")
    );
    assert_eq!(offer.fingerprint.len(), 32);
    assert_eq!(offer.fingerprint[..2], [0x7B, 0x8B]);
    // TCP and the second component are left out.
    assert_eq!(offer.candidates.len(), 3);
    assert_eq!(
        offer.candidates[1],
        Candidate {
            kind: Kind::Srflx,
            address: Address::V4(Ipv4Addr::new(203, 0, 113, 7)),
            port: 50178
        }
    );
    let text = offer.to_text();
    assert!(text.len() < 150, "{} characters: {text}", text.len());
    assert_eq!(Offer::from_text(&text), Ok(offer));
}

#[test]
fn the_expanded_sdp_says_the_same() {
    let offer = minimise(CHROME_OFFER).unwrap();
    let sdp = expand(&offer);
    assert_eq!(minimise(&sdp), Ok(offer));
    for line in [
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "a=ice-ufrag:Hk5j",
        "a=ice-pwd:l8Vx3Tn0lx0/vX0qoJVVw0yx",
        "a=fingerprint:sha-256 7B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08",
        "a=setup:actpass",
        "a=candidate:1 1 udp 2130706431 5b3e7c10-8d2f-4a6b-9c1e-2f4d6a8b0c12.local 50178 typ host",
        "a=candidate:2 1 udp 1694498559 203.0.113.7 50178 typ srflx raddr 0.0.0.0 rport 0",
        "a=candidate:3 1 udp 2130705919 fe80::1c2b:3aff:fe4d:5e6f 46243 typ host",
        "a=sctp-port:5000",
    ] {
        assert!(sdp.contains(&format!("{line}\r\n")), "{line} missing from\n{sdp}");
    }
}

#[test]
fn an_answer_keeps_its_role_and_credentials_with_ice_chars() {
    let answer = CHROME_OFFER
        .replace("a=setup:actpass", "a=setup:active")
        .replace("Hk5j", "a+/Z");
    let offer = minimise(&answer).unwrap();
    assert_eq!((offer.setup, offer.ufrag.as_str()), (Setup::Active, "a+/Z"));
    let text = offer.to_text();
    assert!(text.starts_with("aa-_Z."), "{text}");
    assert_eq!(Offer::from_text(&text), Ok(offer));
}

#[test]
fn what_is_missing_is_said() {
    let no_pwd = CHROME_OFFER.replace("a=ice-pwd:", "a=x-pwd:");
    assert_eq!(
        minimise(&no_pwd).unwrap_err(),
        OfferError::Missing("ICE password")
    );
    let no_address: String = CHROME_OFFER
        .lines()
        .filter(|l| !l.starts_with("a=candidate"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(minimise(&no_address).unwrap_err(), OfferError::NoAddress);
    let short_fingerprint = CHROME_OFFER.replace("2C:19:08", "2C:19");
    assert!(minimise(&short_fingerprint).is_err());
}

#[test]
fn damaged_offer_text_is_refused() {
    let text = minimise(CHROME_OFFER).unwrap().to_text();
    let (head, rest) = text.split_once('.').unwrap();
    for bad in [
        String::new(),
        format!("q{}.{rest}", &head[1..]),
        format!("{head}.{rest}.x"),
        text.replacen('.', ".!", 1),
        text[..text.len() - 1].to_string(),
        text.replace(".2", ".9"),
    ] {
        assert!(Offer::from_text(&bad).is_err(), "{bad}");
    }
}
