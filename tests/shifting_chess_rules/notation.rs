//! Position and move notation: round trips, precise errors, a fuzzer.

use super::*;

#[test]
fn positions_round_trip_and_bad_text_gives_precise_errors() {
    use rosette::engine::shifting_chess::Illegal;
    use rosette::engine::{Part, SetupError};
    let illegal = |text: &str| match ShiftingChess::from_position(text) {
        Err(SetupError::Illegal(rosette::engine::Illegal::ShiftingChess(why))) => why,
        other => panic!("{text}: {other:?}"),
    };
    let g = ShiftingChess::new_game(&ShiftingOptions {
        seed: 99,
        cards: true,
    });
    let text = g.to_position();
    assert_eq!(ShiftingChess::from_position(&text), Ok(g.clone()));
    let k = orthodox(KIWIPETE, "off", 0);
    assert_eq!(ShiftingChess::from_position(&k.to_position()), Ok(k));
    assert!(matches!(
        ShiftingChess::from_position("x y"),
        Err(SetupError::Syntax {
            part: Part::Position,
            ..
        })
    ));
    let no_king = text.replacen('K', "Q", 1);
    assert_eq!(illegal(&no_king), Illegal::Kings { white: 0, black: 1 });
    let unpromoted = build("Kc3 kj9 P'e8", CENTRAL_TILES, "w m - 0 0", OFF).to_position();
    let bad = unpromoted
        .replacen("2P'5", "8", 1)
        .replacen("--8--", "--2P'5--", 1);
    assert_eq!(illegal(&bad), Illegal::Unpromoted("e10".into()));
    let gap_piece = text.replacen("------------", "N-----------", 1);
    assert!(matches!(illegal(&gap_piece), Illegal::LandUncovered(_)));
    let two_whites = text.replacen("w m", "x m", 1);
    assert!(matches!(
        ShiftingChess::from_position(&two_whites),
        Err(SetupError::Syntax {
            part: Part::SideToMove,
            ..
        })
    ));
}

#[test]
fn from_position_never_panics_on_random_or_mutated_text() {
    let mut rng = rosette::engine::Rng::new(77);
    let seeds = [
        ShiftingChess::new_game(&ShiftingOptions::default()).to_position(),
        orthodox(KIWIPETE, "off", 0).to_position(),
    ];
    let alphabet = "pnbrqkPNBRQK*-'./0123456789 :abcdefghijklmswrv=#+";
    common::fuzz_position_text::<ShiftingChess>(&seeds, alphabet, 4, 20_000, &mut rng);
}

#[test]
fn move_notation_names_each_kind_of_move() {
    let g = ShiftingChess::new_game(&ShiftingOptions::default());
    assert!(has(&g, "e4e6") && has(&g, "d3c5"));
    let g = play(&g, "e4e6 e9e7 d3c5");
    assert_eq!(
        names(&g),
        vec!["draw-swap", "draw-rotate", "draw-slide", "draw-void"]
    );
    let g = play(&g, "draw-slide");
    assert_eq!(g.phase(), Phase::Apply(Card::Slide));
    assert!(has(&g, "slide-M-n") && has(&g, "slide-B-s"));
}

#[test]
fn the_drawer_is_asked_to_apply_the_card() {
    let g = ShiftingChess::new_game(&ShiftingOptions::default());
    assert_eq!(g.turn_prompt(), Prompt::Move);
    let g = play(&g, "e4e6 e9e7 d3c5 draw-void");
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(g.turn_prompt(), Prompt::ApplyCard(Card::Void));
}

#[test]
fn kiwipete_in_position_notation() {
    let text = "------------/------------/--r3k2r--/--p1ppqpb1--/--bn2p'np'1--/--3P'N3--/\
                --1p'2P'3--/--2N2Q1p'--/--PPPBBPPP--/--R3K2R--/------------/------------ \
                w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *";
    assert_eq!(orthodox(KIWIPETE, "off", 0).to_position(), text);
    let g = ShiftingChess::from_position(text).unwrap();
    assert_eq!(perft(&g, 1), 48);
}

#[test]
fn a_double_step_that_promotes_leaves_no_en_passant() {
    // Black's unmoved pawn on c5 double-steps to c3, the edge of land in Black's last
    // three ranks: it promotes by its own move, and there is no pawn to take en passant.
    let g = build("Kj3 kj10 pc5 Pd3", CENTRAL_TILES, "b m - 0 0", OFF);
    assert!(has(&g, "c5c3q") && has(&g, "c5c3n") && !has(&g, "c5c3"));
    let g = play(&g, "c5c3n");
    assert_eq!(g.en_passant(), None);
    assert_eq!(
        g.piece_at(sq("c3")).map(|p| p.kind),
        Some(PieceKind::Knight)
    );
}

/// A move's display text (short chess notation), the move given in notation.
fn shown(g: &ShiftingChess, m: &str) -> String {
    g.move_display(g.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}")))
}

#[test]
fn moves_are_displayed_in_short_chess_notation() {
    // Orthodox positions on the central land: files a–h are c–j, ranks 1–8 are 3–10.
    let g = orthodox("4k3/8/8/8/8/8/8/R3K2R w KQ -", "off", 0);
    assert_eq!(shown(&g, "g3i3"), "O-O");
    assert_eq!(shown(&g, "g3e3"), "O-O-O");
    assert_eq!(shown(&g, "c3f3"), "Rf3");
    assert_eq!(
        shown(&g, "c3c10"),
        "Rc10+",
        "the rook checks along the last rank"
    );
    // Two knights reach e5 from one file: the rank tells them apart; from two files, the file.
    let g = orthodox("4k3/8/8/1N6/8/8/8/1N2K3 w - -", "off", 0);
    assert_eq!(shown(&g, "d3e5"), "N3e5");
    assert_eq!(shown(&g, "d7e5"), "N7e5");
    assert_eq!(
        shown(&g, "d7f8"),
        "Nf8+",
        "only one knight reaches f8, and it checks"
    );
    let g = orthodox("4k3/8/8/8/8/8/8/1N2KN2 w - -", "off", 0);
    assert_eq!(shown(&g, "d3f4"), "Ndf4");
    // Pawns: no letter; a capture names the file it left; a promotion its piece.
    let g = orthodox("4k3/8/8/3p4/4P3/8/8/4K3 w - -", "off", 0);
    assert_eq!(shown(&g, "g6f7"), "gxf7");
    assert_eq!(shown(&g, "g6g7"), "g7");
    let g = orthodox("4k3/P7/8/8/8/8/8/4K3 w - -", "off", 0);
    assert_eq!(shown(&g, "c9c10q"), "c10=Q+");
    assert_eq!(shown(&g, "c9c10n"), "c10=N");
    // Mate on the back rank.
    let g = orthodox("6k1/5ppp/8/8/8/8/8/R5K1 w - -", "off", 0);
    assert_eq!(shown(&g, "c3c10"), "Rc10#");
    // Cards in words.
    let g = ShiftingChess::new_game(&ShiftingOptions::default());
    let g = play(&g, "e4e6 e9e7 d3c5");
    assert_eq!(shown(&g, "draw-rotate"), "Rotate");
    let g = play(&g, "draw-rotate");
    let turn = g
        .legal_move_list()
        .into_iter()
        .find(|&m| g.move_notation(m) == "rotate-F-ccw")
        .expect("F turns counter-clockwise");
    assert_eq!(g.move_display(turn), "F ↺");
}
