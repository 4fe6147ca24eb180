//! Board legality, out-of-range requests, and identity up to rotation.

use super::*;

#[test]
fn built_in_boards_are_legal_and_suit_their_player_counts() {
    assert_eq!(Board::r1().check_legal(), Ok(()));
    assert_eq!(Board::r2().check_legal(), Ok(()));
    for p in 2..=6 {
        assert_eq!(Board::r2().check_players(p), Ok(()), "R2 {p}");
    }
    for p in 2..=5 {
        assert_eq!(Board::r1().check_players(p), Ok(()), "R1 {p}");
    }
    assert_eq!(
        Board::r1().check_players(6),
        Err(BoardError::TooFewGates {
            players: 6,
            gates: 5
        })
    );
    assert_eq!(
        Board::r2().check_players(1),
        Err(BoardError::PlayerCount { players: 1 })
    );
}

#[test]
fn illegal_boards_report_every_failing_clause() {
    // R1's tiles with general-rule Gates are an ordinary disc: no second ring.
    let small = Board::disc(Tiling::FiveThin, R1_RADIUS).unwrap();
    assert_eq!(
        small.check_legal(),
        Err(vec![LegalityFailure::IncompleteRing {
            ring: 2,
            complete: 0,
            total: 5
        }])
    );
    assert!(matches!(
        small.check_players(2),
        Err(BoardError::Illegal(_))
    ));
    // Too big: a third full ring.
    let big = Board::disc(Tiling::TenThin, 12.0).unwrap();
    assert_eq!(
        big.check_legal(),
        Err(vec![LegalityFailure::ExtraRing { ring: 3 }])
    );
    // A ring (the centre cut out): no Throne, a hole, incomplete ring 1.
    let holed = Board::crop("holed", Tiling::TenThin, R2_RADIUS, |c| {
        c[0].hypot(c[1]) > 2.0
    })
    .unwrap();
    let fails = holed.check_legal().unwrap_err();
    assert!(fails.contains(&LegalityFailure::NoThrone));
    assert!(fails.contains(&LegalityFailure::Holes { holes: 1 }));
    assert!(holed.throne().is_none());
    // Two pieces.
    let split = Board::crop("split", Tiling::TenThin, R2_RADIUS, |c| {
        let r = c[0].hypot(c[1]);
        !(2.5..6.5).contains(&r)
    })
    .unwrap();
    let fails = split.check_legal().unwrap_err();
    assert!(fails
        .iter()
        .any(|f| matches!(f, LegalityFailure::Disconnected { parts } if *parts >= 2)));
    // Every failure explains itself.
    for f in fails {
        assert!(!f.to_string().is_empty());
    }
    assert!(matches!(
        Board::legal_disc(Tiling::FiveThin, R1_RADIUS, 2),
        Err(BoardError::Illegal(_))
    ));
    let ok = Board::legal_disc(Tiling::TenThin, 9.0, 4).unwrap();
    assert_eq!(ok.tiles().len(), 310);
    assert!(matches!(
        Board::legal_disc(Tiling::TenThin, 9.0, 11),
        Err(BoardError::TooFewGates {
            players: 11,
            gates: 10
        })
    ));
    assert!(matches!(
        Board::legal_disc(Tiling::TenThin, 30.0, 2),
        Err(BoardError::RadiusOutOfRange { .. })
    ));
    // Legal custom discs exist for both tilings.
    assert_eq!(
        Board::disc(Tiling::TenThin, 10.0).unwrap().check_legal(),
        Ok(())
    );
    assert_eq!(
        Board::disc(Tiling::FiveThin, 8.8).unwrap().check_legal(),
        Ok(())
    );
}

#[test]
fn out_of_range_requests_are_errors_not_panics() {
    for r in [0.0, 3.99, 20.01, -5.0, f64::NAN, f64::INFINITY] {
        assert!(matches!(
            Board::disc(Tiling::TenThin, r),
            Err(BoardError::RadiusOutOfRange { .. })
        ));
    }
    assert!(Board::disc(Tiling::FiveThin, MIN_RADIUS).is_ok());
    let e = Board::disc(Tiling::TenThin, 25.0).unwrap_err();
    assert!(e.to_string().contains("out of range"));
    assert_eq!("five-thin".parse::<Tiling>(), Ok(Tiling::FiveThin));
    assert_eq!("TEN-THIN".parse::<Tiling>(), Ok(Tiling::TenThin));
    assert_eq!("odd".parse::<Tiling>(), Ok(Tiling::FiveThin));
    assert!(matches!(
        "hex".parse::<Tiling>(),
        Err(BoardError::UnknownTiling(_))
    ));
    assert_eq!(Tiling::from_deflations(5), Tiling::FiveThin);
    assert_eq!(Tiling::from_deflations(6), Tiling::TenThin);
    assert_eq!(Tiling::TenThin.to_string(), "ten-thin");
    assert!(assign_gates(3, 4, 0).is_err());
    assert!(assign_gates(5, 2, 5).is_err());
    assert!(assign_gates(5, 0, 0).is_err());
}

#[test]
fn rotations_are_the_same_board_mirror_images_are_not() {
    let r1 = Board::r1();
    let r2 = Board::r2();
    assert!(r1.same_board(&r1.rotated(1)));
    assert!(r2.same_board(&r2.rotated(3)));
    // R1 and R2 are mirror-symmetric: their mirror images are themselves.
    assert!(r1.same_board(&r1.mirrored()));
    assert!(r2.same_board(&r2.mirrored()));
    assert!(!r1.same_board(r2));
    // R1's tiles with general-rule Gates are another board.
    assert!(!r1.same_board(&Board::disc(Tiling::FiveThin, R1_RADIUS).unwrap()));
    assert!(r2.same_board(&Board::disc(Tiling::TenThin, R2_RADIUS).unwrap()));
    // A chiral crop: a notch cut at 60°–80°.
    let chiral = Board::crop("notched", Tiling::TenThin, R2_RADIUS, |c| {
        let a = angle_of(c);
        !((60.0..80.0).contains(&a) && c[0].hypot(c[1]) > 7.0)
    })
    .unwrap();
    assert!(chiral.tiles().len() < 300);
    let turned = chiral.rotated(2);
    assert_ne!(
        chiral.tiles().iter().map(|t| t.exact).collect::<Vec<_>>(),
        turned.tiles().iter().map(|t| t.exact).collect::<Vec<_>>()
    );
    assert!(chiral.same_board(&turned));
    assert_eq!(chiral.canonical(), turned.canonical());
    let mirror = chiral.mirrored();
    assert_eq!(mirror.tiles().len(), chiral.tiles().len());
    assert!(!chiral.same_board(&mirror));
    assert!(chiral.same_board(&mirror.mirrored()));
    assert!(chiral.mirror_map().is_none() && chiral.rotation_map(1).is_none());
}
