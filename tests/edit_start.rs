//! Which position the editor opens for a game in progress: the position on the board when
//! an editor can hold it; at an unfinished Shifting Chess card, the last position before
//! it with a notice naming what was left out; in Chirality's Setup C placements, the
//! engine's stand-in (the placements made), also with a notice.

use rosette::engine::chirality::{Chirality, ChiralitySetup};
use rosette::engine::edit::Unfinished;
use rosette::engine::shifting_chess::{Phase, ShiftingChess, ShiftingSetup};
use rosette::engine::{AnyGame, Game, GameId, Rng, Turn};
use rosette::persist::edit_start::{edit_start, LeftOut};
use rosette::persist::history::History;
use rosette::persist::GameRecord;

fn history(game: GameId, options: &str) -> History {
    History::from_record(GameRecord::new(game, options, "t".into(), 0.0)).expect("new game")
}

/// Plays the first legal move, or the game's own chance draw.
fn step(h: &mut History, rng: &mut Rng) {
    if h.current().turn() == Turn::Chance {
        assert!(h.resolve_chance(rng, 0.0));
    } else {
        let m = h.current().legal_moves()[0];
        h.play(m, 0.0).expect("legal");
    }
}

fn shifting(g: &AnyGame) -> &ShiftingChess {
    match g {
        AnyGame::ShiftingChess(g) => g,
        other => panic!("not Shifting Chess: {other:?}"),
    }
}

#[test]
fn an_ordinary_turn_opens_as_it_is() {
    let mut h = history(GameId::ShiftingChess, "");
    let mut rng = Rng::new(1);
    step(&mut h, &mut rng);
    let start = edit_start(&h);
    assert_eq!(&start.game, h.current());
    assert_eq!(start.notice, None);
}

#[test]
fn a_pending_card_opens_the_position_before_the_move_that_drew_it() {
    let mut h = history(GameId::ShiftingChess, "");
    let mut rng = Rng::new(7);
    for _ in 0..3 {
        step(&mut h, &mut rng);
    }
    assert_eq!(shifting(h.current()).phase(), Phase::Draw);
    let start = edit_start(&h);
    assert_eq!(&start.game, h.state_at(2).unwrap());
    assert_eq!(
        start.notice,
        Some(LeftOut::Earlier {
            step: Unfinished::CardToDraw,
            back: 1,
            dropped: vec![h.move_texts()[2].clone()],
        })
    );
    assert!(ShiftingSetup::of(shifting(&start.game)).build().is_ok());

    step(&mut h, &mut rng);
    let Phase::Apply(card) = shifting(h.current()).phase() else {
        panic!("a drawn card awaits application");
    };
    let start = edit_start(&h);
    assert_eq!(&start.game, h.state_at(2).unwrap());
    assert_eq!(
        start.notice,
        Some(LeftOut::Earlier {
            step: Unfinished::CardToUse(card),
            back: 2,
            dropped: h.move_texts()[2..4].to_vec(),
        })
    );
}

#[test]
fn a_stepped_back_cursor_is_where_the_search_starts() {
    let mut h = history(GameId::ShiftingChess, "");
    let mut rng = Rng::new(3);
    for _ in 0..5 {
        step(&mut h, &mut rng);
    }
    assert!(h.go_to(1));
    assert_eq!(edit_start(&h).game, *h.state_at(1).unwrap());
}

#[test]
fn a_pending_card_with_no_earlier_position_leaves_the_card_out() {
    let mut h = history(GameId::ShiftingChess, "");
    let mut rng = Rng::new(7);
    for _ in 0..3 {
        step(&mut h, &mut rng);
    }
    let drawing = h.current().clone();
    let mut record = GameRecord::new(GameId::ShiftingChess, "", "t".into(), 0.0);
    record.start = Some(drawing.to_position());
    let h = History::from_record(record).expect("a position start");
    let start = edit_start(&h);
    assert_eq!(start.game, drawing);
    assert_eq!(start.notice, Some(LeftOut::StandIn(Unfinished::CardToDraw)));
    let setup = ShiftingSetup::of(shifting(&start.game));
    assert_eq!(
        setup.side, 1,
        "Black moves after White's third move and card"
    );
    let built = setup.build().expect("a legal position");
    assert_eq!(built.phase(), Phase::Move);
}

#[test]
fn setup_c_placements_open_with_the_placements_made() {
    let mut h = history(GameId::Chirality, "setup=c,players=3");
    let mut rng = Rng::new(1);
    step(&mut h, &mut rng);
    let AnyGame::Chirality(g) = h.current().clone() else {
        unreachable!()
    };
    assert!(g.is_placing());
    let placed: Vec<usize> = (0..g.tables().tiles)
        .filter(|&t| g.piece_at(t as _).is_some())
        .collect();
    let start = edit_start(&h);
    assert_eq!(start.notice, Some(LeftOut::StandIn(Unfinished::Placing)));
    let AnyGame::Chirality(opened) = start.game else {
        unreachable!()
    };
    let setup = ChiralitySetup::of(&opened);
    for t in placed {
        assert_eq!(
            setup.owner[t],
            g.piece_at(t as _),
            "placed piece kept on {t}"
        );
    }
    assert_eq!((0..3).map(|p| setup.on_board(p)).sum::<usize>(), 3);
    let built: Chirality = setup.build().expect("a legal position");
    assert!(!built.is_placing());
    assert_eq!(built.options().players, 3);
}
