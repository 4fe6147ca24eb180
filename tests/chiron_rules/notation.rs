//! Position and move notation: the opening, round trips, precise errors and a fuzzer.

use super::*;

#[test]
fn the_opening_is_the_reconstructed_setup() {
    let g = start();
    assert_eq!(g.to_position(), OPENING);
    assert_eq!(Chiron::from_position(OPENING).unwrap(), g);
    let at = |s: &str| g.piece_at(parse_square(s).unwrap()).unwrap();
    assert_eq!(
        (at("a1").kind(), at("a1").hand()),
        (PieceType::Hummingbird, Some(Hand::Left))
    );
    assert_eq!(
        (at("g8").kind(), at("g8").hand(), at("g8").owner()),
        (PieceType::Crab, Some(Hand::Left), 1)
    );
    assert_eq!(at("d8").kind(), PieceType::King);
    assert_eq!(at("e8").kind(), PieceType::Phoenix);
    assert_eq!(
        legal(&g),
        sorted(&[
            "Aa2-a3", "Ab2-b3", "Ac2-c3", "Ad2-d3", "Ae2-e3", "Af2-f3", "Ag2-g3", "Ah2-h3",
            "Ke1-c3", "Ke1-d3", "Ke1-e3", "Ke1-f3", "Ke1-g3", "Mc1-b3", "Mc1-d3", "Mf1-e3",
            "Mf1-g3",
        ])
    );
}

#[test]
fn positions_round_trip_along_random_games() {
    for seed in 0..100 {
        for g in common::random_walk(start(), &mut Rng::new(seed), usize::MAX) {
            let text = g.to_position();
            let back = Chiron::from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(back, g, "{text}");
            assert_eq!(back.to_position(), text);
            let moves = g.legal_move_list();
            let names: HashSet<String> = moves.iter().map(|&m| g.move_notation(m)).collect();
            assert_eq!(names.len(), moves.len(), "move notation is unique");
        }
    }
}

fn syntax_part(text: &str) -> Option<Part> {
    match Chiron::from_position(text) {
        Err(SetupError::Syntax { part, .. }) => Some(part),
        _ => None,
    }
}

fn illegal(text: &str) -> Illegal {
    match Chiron::from_position(text) {
        Err(SetupError::Illegal(rosette::engine::Illegal::Chiron(why))) => why,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn from_position_reports_precise_errors() {
    let board = "hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLPKMRCRHR";
    assert_eq!(syntax_part(""), Some(Part::Position));
    assert_eq!(syntax_part(&format!("{board} w -")), Some(Part::Position));
    for bad_board in [
        "8/8/8/8/8/8/8",
        &format!("{board}/8"),
        "hrcrmrkpmlclhl/aaaaaaaa/9/8/8/8/AAAAAAAA/HLCLMLPKMRCRHR",
        "hrcrmrkpmlclhl/aaaaaaaa/7/8/8/8/AAAAAAAA/HLCLMLPKMRCRHR",
        "hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLPKMRCRHRA",
        "hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCMLPKMRCRHR",
        "hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HlCLMLPKMRCRHR",
        "hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/H+LCLMLPKMRCRHR",
        "hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/+HLCLMLPKMRCRHR",
        "hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAB/HLCLMLPKMRCRHR",
    ] {
        assert_eq!(
            syntax_part(&format!("{bad_board} w - -")),
            Some(Part::Board),
            "{bad_board}"
        );
    }
    assert_eq!(
        syntax_part(&format!("{board} x - -")),
        Some(Part::SideToMove)
    );
    assert_eq!(syntax_part(&format!("{board} w K -")), Some(Part::Hands));
    assert_eq!(syntax_part(&format!("{board} w - Z")), Some(Part::Pools));
    assert_eq!(illegal(&format!("{board} w P -")), Illegal::Phoenixes(3));
    assert_eq!(
        illegal(&format!("{board} w - A")),
        Illegal::Ants { side: 0, ants: 9 }
    );
    assert_eq!(
        illegal(&format!("{board} w - K")),
        Illegal::NotInPool("K".into())
    );
    assert_eq!(
        illegal(&format!("{board} w - CL")),
        Illegal::NotOne {
            side: 0,
            piece: "CL".into(),
            count: 2
        }
    );
    assert_eq!(
        illegal("hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLPAMRCRHR w - K"),
        Illegal::NotInPool("K".into())
    );
    // A missing King is only possible for the side to move (it was just captured).
    let no_white_king = "hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLP1MRCRHR";
    assert_eq!(
        illegal(&format!("{no_white_king} b - -")),
        Illegal::NoKingAfterMoving(0)
    );
    let over = Chiron::from_position(&format!("{no_white_king} w - -")).unwrap();
    assert_eq!(over.winner(), Some(1));
    assert_eq!(
        illegal("hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLKKMRCRHR w P -"),
        Illegal::Kings { side: 0, kings: 2 }
    );
}

#[test]
fn from_position_never_panics_on_random_or_mutated_text() {
    let mut rng = Rng::new(99);
    let seeds: Vec<String> = common::random_walk(start(), &mut rng, 60)
        .iter()
        .map(Chiron::to_position)
        .collect();
    assert_eq!(seeds[0], OPENING);
    let alphabet = "KPACMHLRkpacmhlr+12345678/ wb-@x9 0é";
    let accepted = common::fuzz_position_text::<Chiron>(&seeds, alphabet, 3, 30_000, &mut rng);
    println!("{accepted} mutated positions accepted");
}

#[test]
fn move_notation_examples() {
    let g = start();
    let m: ChironMove = g.parse_move("Ke1-e3").unwrap();
    assert_eq!(m.from(), parse_square("e1"));
    assert_eq!(square_name(m.to()), "e3");
    assert!(g.parse_move("Ke1-e4").is_err());
}

#[test]
fn playing_a_move_from_another_position_never_panics() {
    let positions = common::random_walk(start(), &mut Rng::new(5), usize::MAX);
    assert_eq!(positions.last().unwrap().turn(), Turn::Over);
    for a in &positions {
        let moves = a.legal_move_list();
        for b in positions.iter().step_by(7) {
            for &m in &moves {
                let mut c = b.clone();
                c.play_unchecked(m);
                let _ = (c.to_position(), c.legal_move_list(), c.outcome());
            }
        }
    }
}

#[test]
fn moves_tell_a_ui_how_they_are_made() {
    use rosette::engine::chiron::MoveKind;
    let pieces = [
        ("h1", "K"),
        ("a8", "k"),
        ("d4", "CL"),
        ("b4", "a"),
        ("c5", "a"),
    ];
    let g = setup(&pieces, 'w');
    let kind = |text: &str| g.move_kind(g.parse_move(text).unwrap());
    assert_eq!(kind("Cd4xb4"), MoveKind::CaptureOnly);
    assert_eq!(kind("Cd4xc5"), MoveKind::Capture);
    assert_eq!(kind("Cd4-e4"), MoveKind::Quiet);
    assert_eq!(kind("P@a1"), MoveKind::Drop);
    let m = g.parse_move("Cd4xb4").unwrap();
    assert_eq!(g.captured_by(m).map(|p| p.kind()), Some(PieceType::Ant));
}
