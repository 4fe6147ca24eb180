//! Options, move notation and position notation, with its errors and a fuzzer.

use super::*;
use common::{fuzz_position_text, random_walk};

#[test]
fn options_default_and_round_trip() {
    let d = ChiralityOptions::from_map(&OptionMap::default()).unwrap();
    assert_eq!(d, ChiralityOptions::default());
    assert_eq!(d.board, BoardChoice::R2);
    assert_eq!(d.setup, Setup::A);
    assert_eq!(d.to_map().to_string(), "");
    for text in [
        "board=r1",
        "board=r1,setup=c,players=5,seed=9",
        "setup=b,deep-moats",
        "setup=c,players=6,deep-moats,seed=18446744073709551615",
    ] {
        let o = options(text);
        assert_eq!(o.to_map().to_string(), text);
    }
    assert_eq!(options("board=r1").setup, Setup::B);
    for bad in [
        "board=r3",
        "setup=d",
        "players=x",
        "seed=-1",
        "colour=red",
        "deep-moats=maybe",
    ] {
        assert!(
            ChiralityOptions::from_map(&OptionMap::parse(bad).unwrap()).is_err(),
            "{bad}"
        );
    }
}

#[test]
fn move_notation_uses_tile_names() {
    let b = Board::r2();
    let g = Chirality::new_game(&Default::default());
    let texts: Vec<String> = g
        .legal_move_list()
        .iter()
        .map(|&m| g.move_notation(m))
        .collect();
    assert!(texts.contains(&"A59-A38".to_string()), "{texts:?}");
    assert!(texts.contains(&"+A57".to_string()));
    let m = g
        .parse_move("a59-a38")
        .unwrap_or_else(|_| g.parse_move("A59-A38").unwrap());
    assert_eq!(m.from(), Some(tile(b, "A59")));
    assert_eq!(
        parse_move_text(b, "+a57"),
        Some(ChiralityMove::Muster {
            to: tile(b, "A57") as u16
        })
    );
    assert_eq!(parse_move_text(b, "Z9-A1"), None);
}

#[test]
fn position_notation_round_trips() {
    let starts = [
        Chirality::new_game(&Default::default()),
        Chirality::new_game(&options("board=r1")),
        Chirality::new_game(&options("setup=c,players=4,seed=3,deep-moats")),
    ];
    for start in starts {
        for g in random_walk(start, &mut Rng::new(1), 299) {
            let text = g.to_position();
            let back = Chirality::from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(back, g);
            assert_eq!(back.to_position(), text);
        }
    }
}

#[test]
fn from_position_gives_precise_errors() {
    let ok = "r2 - A51,A52,A53,A54,A55,A56,A59,A60/D51,C52,D53,C54,D55,C56,D59,C60 8/8 0/0 1 - -";
    assert!(Chirality::from_position(ok).is_ok());
    let syntax = |part: Part, found: &str| SetupError::syntax(part, found);
    let illegal = |why: Illegal| SetupError::from(why);
    let cases: Vec<(&str, SetupError)> = vec![
        (
            "r2 - A51/D51 8/8 0/0 1 -",
            syntax(Part::Position, "r2 - A51/D51 8/8 0/0 1 -"),
        ),
        ("r3 - A51/D51 15/15 0/0 1 - -", syntax(Part::Board, "r3")),
        (
            "r2 players=x A51/D51 15/15 0/0 1 - -",
            BadOption::BadValue {
                option: "players",
                value: "x".into(),
            }
            .into(),
        ),
        (
            "r2 board=r1 A51/D51 15/15 0/0 1 - -",
            BadOption::NoSuchOption("board".into()).into(),
        ),
        ("r2 - A51/Q99 15/15 0/0 1 - -", syntax(Part::Pieces, "Q99")),
        (
            "r2 - A51/A51 15/15 0/0 1 - -",
            illegal(Illegal::TileTwice("A51".into())),
        ),
        (
            "r2 - A51/D51 15/14 0/0 1 - -",
            illegal(Illegal::PieceCount {
                player: 1,
                board: 1,
                reserve: 14,
                captured: 0,
            }),
        ),
        ("r2 - A51/D51 15/15 0/0 3 - -", syntax(Part::Turn, "3")),
        (
            "r2 - A51/D51 15/15 0/0 @1 - -",
            illegal(Illegal::PlacementOutsideC),
        ),
        (
            "r2 - A51/- 15/16 0/0 1 2 -",
            illegal(Illegal::OverWithoutResult),
        ),
        (
            "r2 - A51/D51 15/15 0/0 1 2 -",
            illegal(Illegal::EliminatedWithPieces(1)),
        ),
        (
            "r2 - A51/D51 15/15 0/0 - - last:1",
            illegal(Illegal::NotLast(0)),
        ),
        (
            "r2 - A51/D51 15/15 0/0 1 - throne:1",
            illegal(Illegal::NotOnThrone(0)),
        ),
        ("r2 - A51/D51 15/x 0/0 1 - -", syntax(Part::Reserves, "x")),
        (
            "r2 - A51/- 15/0 0/16 1 - -",
            illegal(Illegal::NotListedEliminated(1)),
        ),
        (
            "r2 - A1,B1,C1,D1,E1/D51 11/15 0/0 2 - -",
            illegal(Illegal::HoldsThrone(0)),
        ),
    ];
    for (text, error) in cases {
        assert_eq!(Chirality::from_position(text), Err(error), "{text}");
    }
}

#[test]
fn from_position_never_panics_on_mangled_text() {
    let mut rng = Rng::new(99);
    let seeds: Vec<String> = ["", "board=r1", "setup=c,players=3"]
        .into_iter()
        .flat_map(|opts| random_walk(Chirality::new_game(&options(opts)), &mut rng, 39))
        .map(|g| g.to_position())
        .collect();
    let alphabet = "0123456789ABCDEabcde,/-:@+= rsetuplayhonc";
    fuzz_position_text::<Chirality>(&seeds, alphabet, 4, 20_000, &mut rng);
}
