//! The picker in each game: a pick and its targets, a click beside them, a chooser when
//! several moves land on one cell, putting the pick down.

use super::{Answer, Holder, Pickable, Picker, Refusal, Source};
use crate::engine::chirality::{Chirality, ChiralityMove};
use crate::engine::chiron::{parse_square, Chiron, Landing, Promotion};
use crate::engine::pyrga::{Dir, Pyrga, PyrgaMove, Shape};
use crate::engine::shifting_chess::{PieceKind, ShiftingChess, ShiftingMove, Square};
use crate::engine::Game;

/// A white pawn on e9 that promotes on e10 (the land ends at rank 10), kings on c3 and j9.
const SHIFTING_PROMOTION: &str = "------------/------------/--8--/--2P'4k--/--8--/--8--/--8--/--8--/--8--/--K7--/------------/------------ w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *";
/// A white Ant on c6 that promotes on c7 (and may relocate to c1–c6); a Phoenix in hand.
const CHIRON_PROMOTION: &str = "3k3p/7a/2A5/8/8/8/8/4K3 w P AAAAAAACLCRMLMRHLHRaaaaaaaclcrmlmrhlhr";

fn sc(name: &str) -> usize {
    Square::parse(name).expect("a square").index()
}

fn ch(name: &str) -> usize {
    usize::from(parse_square(name).expect("a square"))
}

#[test]
fn shifting_chess_promotion_opens_a_chooser_of_four_kinds() {
    let g = ShiftingChess::from_position(SHIFTING_PROMOTION).expect("a position");
    let legal = g.legal_move_list();
    let mut p = Picker::default();
    assert!(p.targets(&legal).is_empty(), "nothing picked, nothing lit");
    let e9 = Source::Cell(sc("e9"));
    assert_eq!(
        p.click_cell(sc("e9"), Holder::Mover, &legal),
        Answer::Selected(e9)
    );
    assert!(p.is_target(&legal, sc("e10")));
    assert!(!p.is_target(&legal, sc("e11")));
    assert!(p
        .targets(&legal)
        .iter()
        .all(|m| m.ends().unwrap().0 == Some(e9)));
    assert_eq!(
        p.click_cell(sc("e10"), Holder::Nobody, &legal),
        Answer::Choose
    );
    let mut kinds: Vec<_> = p
        .choices()
        .iter()
        .filter_map(|m| match *m {
            ShiftingMove::Move { promotion, .. } => promotion,
            _ => None,
        })
        .collect();
    kinds.sort_by_key(|k| format!("{k:?}"));
    let mut want = vec![
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
    ];
    want.sort_by_key(|k| format!("{k:?}"));
    assert_eq!(kinds, want);
    let rook = *p
        .choices()
        .iter()
        .find(|m| {
            matches!(
                m,
                ShiftingMove::Move {
                    promotion: Some(PieceKind::Rook),
                    ..
                }
            )
        })
        .expect("a rook promotion");
    assert_eq!(p.choose(rook), Answer::Play(rook));
    assert_eq!(p, Picker::default(), "a played move empties the picker");
}

#[test]
fn shifting_chess_a_click_beside_the_targets_puts_the_pick_down() {
    let g = ShiftingChess::from_position(SHIFTING_PROMOTION).expect("a position");
    let legal = g.legal_move_list();
    let mut p = Picker::default();
    p.click_cell(sc("c3"), Holder::Mover, &legal);
    assert_eq!(p.selected(), Some(Source::Cell(sc("c3"))));
    let step = p.targets(&legal)[0];
    assert_eq!(
        p.click_cell(sc("h5"), Holder::Nobody, &legal),
        Answer::Deselected
    );
    assert_eq!(
        p.click_cell(sc("h5"), Holder::Nobody, &legal),
        Answer::Refused(Refusal::Nothing)
    );
    // A king step is one move: played at once.
    p.click_cell(sc("c3"), Holder::Mover, &legal);
    let to = step.ends().unwrap().1;
    assert_eq!(p.click_cell(to, Holder::Nobody, &legal), Answer::Play(step));
    // The same piece clicked twice is put down; a chooser's move not offered is refused.
    p.click_cell(sc("e9"), Holder::Mover, &legal);
    assert_eq!(
        p.click_cell(sc("e9"), Holder::Mover, &legal),
        Answer::Deselected
    );
    assert_eq!(p.choose(step), Answer::Refused(Refusal::Nothing));
}

#[test]
fn chiron_promotion_chooser_takes_a_relocation_square_or_closes() {
    let g = Chiron::from_position(CHIRON_PROMOTION).expect("a position");
    let legal = g.landings();
    let mut p = Picker::default();
    p.click_cell(ch("c6"), Holder::Mover, &legal);
    assert_eq!(
        p.click_cell(ch("c7"), Holder::Nobody, &legal),
        Answer::Choose
    );
    let ways: Vec<Promotion> = p.choices().iter().map(|l| l.mv.promotion(0)).collect();
    assert!(ways.contains(&Promotion::None) && ways.contains(&Promotion::Flip));
    assert!(ways.iter().any(|w| matches!(w, Promotion::Pool(_))));
    let relocations: Vec<usize> = p
        .choices()
        .iter()
        .filter_map(Pickable::choice_cell)
        .collect();
    let mut want: Vec<usize> = ["c1", "c2", "c3", "c4", "c5", "c6"].map(ch).to_vec();
    let mut got = relocations.clone();
    got.sort_unstable();
    want.sort_unstable();
    assert_eq!(got, want, "the flipped Ant may relocate to c1–c6");
    // A click off the relocation squares closes the chooser and keeps the Ant picked.
    assert_eq!(
        p.click_cell(ch("h1"), Holder::Nobody, &legal),
        Answer::Closed
    );
    assert_eq!(p.selected(), Some(Source::Cell(ch("c6"))));
    assert!(p.choices().is_empty());
    p.click_cell(ch("c7"), Holder::Nobody, &legal);
    match p.click_cell(ch("c4"), Holder::Nobody, &legal) {
        Answer::Play(Landing { mv, .. }) => assert_eq!(
            (mv.to(), mv.final_square(), mv.promotion(0)),
            (
                parse_square("c7").unwrap(),
                parse_square("c4").unwrap(),
                Promotion::Flip
            )
        ),
        other => panic!("expected the relocation, got {other:?}"),
    }
}

#[test]
fn chiron_phoenix_drops_from_the_hand_and_other_pieces_only_show() {
    let g = Chiron::from_position(CHIRON_PROMOTION).expect("a position");
    let legal = g.landings();
    let mut p = Picker::<Landing>::default();
    assert_eq!(
        p.click_hand(0, Holder::Mover, &legal),
        Answer::Selected(Source::Hand(0))
    );
    let drops = p.targets(&legal);
    assert!(!drops.is_empty() && drops.iter().all(|l| l.mv.drop_owner() == Some(0)));
    let to = usize::from(drops[0].square);
    assert_eq!(
        p.click_cell(to, Holder::Nobody, &legal),
        Answer::Play(drops[0])
    );
    // Black's King is picked to look at, with no target to play.
    assert_eq!(
        p.click_cell(ch("d8"), Holder::Other, &legal),
        Answer::Selected(Source::Cell(ch("d8")))
    );
    assert!(p.targets(&legal).is_empty());
    assert_eq!(
        p.click_hand(0, Holder::Mover, &legal),
        Answer::Selected(Source::Hand(0))
    );
    assert_eq!(p.click_hand(0, Holder::Mover, &legal), Answer::Deselected);
}

#[test]
fn pyrga_triangle_directions_are_a_chooser_other_shapes_play_at_once() {
    let g = Pyrga::new_game(&Default::default());
    let legal = g.legal_move_list();
    let mut p = Picker::default();
    assert!(!p.is_target(&legal, 5), "no shape picked, no cell lit");
    let triangle = Source::Hand(1);
    assert_eq!(
        p.click_hand(1, Holder::Mover, &legal),
        Answer::Selected(triangle)
    );
    assert!(p
        .targets(&legal)
        .iter()
        .all(|m| m.shape() == Shape::Triangle));
    assert_eq!(p.click_cell(5, Holder::Nobody, &legal), Answer::Choose);
    let mut dirs: Vec<Dir> = p.choices().iter().map(|m| m.dir()).collect();
    dirs.dedup();
    assert_eq!(dirs.len(), p.choices().len(), "one choice per direction");
    assert!(p.choices().iter().all(|m| m.cell() == 5));
    let east = PyrgaMove::new(Shape::Triangle, 5, Dir::East);
    assert_eq!(p.choose(east), Answer::Play(east));
    p.click_hand(0, Holder::Mover, &legal);
    assert_eq!(
        p.click_cell(6, Holder::Nobody, &legal),
        Answer::Play(PyrgaMove::new(Shape::Square, 6, Dir::North))
    );
    p.click_hand(2, Holder::Mover, &legal);
    assert_eq!(p.click_hand(2, Holder::Mover, &legal), Answer::Deselected);
}

#[test]
fn chirality_steps_from_a_picked_piece() {
    let g = Chirality::new_game(&Default::default());
    let legal = g.legal_move_list();
    let step = *legal
        .iter()
        .find(|m| matches!(m, ChiralityMove::Step { .. }))
        .expect("a step at the start");
    let from = step.from().expect("a step's tile");
    let mut p = Picker::default();
    assert!(p.targets(&legal).is_empty(), "no placement at the start");
    assert_eq!(
        p.click_cell(from, Holder::Mover, &legal),
        Answer::Selected(Source::Cell(from))
    );
    let targets: Vec<usize> = p.targets(&legal).iter().map(|m| m.to()).collect();
    assert_eq!(targets, g.destinations(from));
    let beside = (0..g.board().tiles().len())
        .find(|&t| t != from && !targets.contains(&t) && g.piece_at(t).is_none())
        .expect("an empty tile off the targets");
    assert_eq!(
        p.click_cell(beside, Holder::Nobody, &legal),
        Answer::Deselected
    );
    p.click_cell(from, Holder::Mover, &legal);
    assert_eq!(
        p.click_cell(step.to(), Holder::Nobody, &legal),
        Answer::Play(step)
    );
}

/// A move of a made-up game: from one cell to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Hop(usize, usize);

impl Pickable for Hop {
    fn ends(&self) -> Option<(Option<Source>, usize)> {
        Some((Some(Source::Cell(self.0)), self.1))
    }
}

#[test]
fn the_movers_piece_with_no_move_is_refused_with_the_reason() {
    let legal = [Hop(1, 2), Hop(1, 3)];
    let mut p = Picker::default();
    p.click_cell(1, Holder::Mover, &legal);
    assert_eq!(
        p.click_cell(4, Holder::Mover, &legal),
        Answer::Refused(Refusal::Stuck(Source::Cell(4)))
    );
    assert_eq!(p.selected(), None, "a stuck piece is not picked");
    // Another player's piece is picked to look at even without a move.
    assert_eq!(
        p.click_cell(4, Holder::Other, &legal),
        Answer::Selected(Source::Cell(4))
    );
    p.select(Some(Source::Cell(1)));
    assert_eq!(
        p.click_cell(3, Holder::Nobody, &legal),
        Answer::Play(Hop(1, 3))
    );
}
