use super::*;

fn turn(url: &str, user: &str, password: &str) -> IceServer {
    IceServer {
        urls: vec![url.into()],
        username: Some(user.into()),
        credential: Some(password.into()),
    }
}

#[test]
fn the_sites_file_reads_in_the_browsers_shape() {
    let servers = parse_config(include_str!("../../../../public/live.json")).unwrap();
    assert!(servers.len() >= 3, "several public STUN servers by default");
    assert!(servers.iter().all(|s| !s.is_turn()));
    let json = r#"{"iceServers": [{"urls": "stun:198.51.100.1:3478"},
        {"urls": ["turn:198.51.100.1:3478?transport=udp"], "username": "lab", "credential": "s3cret"}]}"#;
    assert_eq!(
        parse_config(json),
        Ok(vec![
            IceServer::open("stun:198.51.100.1:3478"),
            turn("turn:198.51.100.1:3478?transport=udp", "lab", "s3cret"),
        ])
    );
}

#[test]
fn a_damaged_sites_file_says_what_is_wrong() {
    assert!(matches!(parse_config("[]"), Err(IceError::NotConfig(_))));
    assert_eq!(
        parse_config(r#"{"iceServers": [{"urls": "http://x"}]}"#),
        Err(IceError::Scheme("http://x".into()))
    );
    assert_eq!(
        parse_config(r#"{"iceServers": [{"urls": "turn:x:1"}]}"#),
        Err(IceError::NeedsLogin("turn:x:1".into()))
    );
}

#[test]
fn reads_the_players_stun_and_turn_addresses() {
    assert_eq!(parse("  "), Ok(None));
    assert_eq!(
        parse("stun:stun.example.org:3478"),
        Ok(Some(IceServer::open("stun:stun.example.org:3478")))
    );
    assert_eq!(
        parse("turn:ann:s3cret@turn.example.org:3478?transport=udp"),
        Ok(Some(turn(
            "turn:turn.example.org:3478?transport=udp",
            "ann",
            "s3cret"
        )))
    );
}

#[test]
fn says_what_is_wrong_with_the_players_address() {
    assert_eq!(
        parse("http://example.org"),
        Err(IceError::Scheme("http://example.org".into()))
    );
    assert_eq!(
        parse("turn:example.org"),
        Err(IceError::NeedsLogin("turn:example.org".into()))
    );
    assert_eq!(
        parse("stun:exa mple"),
        Err(IceError::Host("stun:exa mple".into()))
    );
    assert_eq!(parse("turn:ann@example.org"), Err(IceError::Login));
}

#[test]
fn only_on_this_network_uses_no_server_and_otherwise_each_once() {
    let site = vec![IceServer::open("stun:a:1"), IceServer::open("stun:b:2")];
    let own = Some(turn("turn:t:3", "ann", "pw"));
    let invited = vec![IceServer::open("stun:c:4"), IceServer::open("stun:a:1")];
    let choice = Choice {
        site: site.clone(),
        own: own.clone(),
        local_only: false,
    };
    let urls: Vec<String> = chosen(&choice, &invited)
        .into_iter()
        .map(|s| s.urls[0].clone())
        .collect();
    assert_eq!(urls, ["turn:t:3", "stun:c:4", "stun:a:1", "stun:b:2"]);
    let local = Choice {
        local_only: true,
        ..choice
    };
    assert!(chosen(&local, &invited).is_empty());
}

#[test]
fn an_invitation_carries_what_the_site_lacks_and_turn_logins_only_when_the_player_says_so() {
    let two = IceServer {
        urls: vec!["stun:a:1".into(), "stun:b:2".into()],
        ..IceServer::open("")
    };
    let used = vec![two, turn("turn:t:3", "ann", "pw")];
    let stun = [IceServer::open("stun:a:1"), IceServer::open("stun:b:2")];
    assert_eq!(for_invitation(&used, &[], false), stun);
    assert_eq!(for_invitation(&used, &[], true)[2], used[1]);
    // What the friend's page reads from the same site does not travel.
    let site = [IceServer::open("stun:b:2")];
    assert_eq!(for_invitation(&used, &site, false), stun[..1]);
}

#[test]
fn servers_read_back_from_an_invitations_text() {
    let servers = vec![
        IceServer::open("stun:stun.l.google.com:19302"),
        IceServer::open("stuns:s.example.org:5349"),
        turn("turn:198.51.100.1:3478?transport=udp", "a,b@c", "p!w%~"),
    ];
    let text = to_text(&servers);
    assert!(text.starts_with("stun.l.google.com:19302,stuns:"), "{text}");
    assert!(!text.contains('!') && !text.contains('#'), "{text}");
    assert_eq!(from_text(&text), Ok(servers));
    assert_eq!(from_text(""), Ok(Vec::new()));
    assert_eq!(
        from_text("stun:a:1"),
        Err(IceError::Damaged("stun:a:1".into())),
        "a STUN address travels without its stun:"
    );
    assert_eq!(
        from_text("turn:h:1"),
        Err(IceError::NeedsLogin("turn:h:1".into()))
    );
}
