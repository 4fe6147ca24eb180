//! "In the UI this is one choice among the squares so reachable, or staying put": a
//! piece put down on any arrival square offers every choice the rules allow from there,
//! whichever arrival square the engine writes the move under. Checked through the move
//! picker against the independent generator ([`super::model`]), in every lesson's position
//! and along random games near the promotion zone.

use super::model::{describe, Choice, Desc, Model};
use super::*;
use rosette::engine::chiron::Landing;
use rosette::table::picker::{Answer, Holder, Pickable, Picker, Source};

/// What the picker offers after a click on `from` then on `cell`: the move played at
/// once, or the chooser's choices.
fn offered(from: Source, cell: usize, landings: &[Landing]) -> Vec<Landing> {
    let mut p = Picker::default();
    match from {
        Source::Cell(sq) => assert_eq!(
            p.click_cell(sq, Holder::Mover, landings),
            Answer::Selected(from)
        ),
        Source::Hand(o) => assert_eq!(
            p.click_hand(o, Holder::Mover, landings),
            Answer::Selected(from)
        ),
    }
    match p.click_cell(cell, Holder::Nobody, landings) {
        Answer::Play(l) => vec![l],
        Answer::Choose => p.choices().to_vec(),
        other => panic!("a click on landing square {cell} answered {other:?}"),
    }
}

/// Whether `a` and `b` hold the same positions, each once.
fn same_set(a: &[Model], b: &[Model]) -> bool {
    a.len() == b.len() && a.iter().all(|x| b.contains(x)) && b.iter().all(|x| a.contains(x))
}

/// Every (piece, landing square) of `g`: the chooser's choices have exactly the effects
/// the rules allow from that square, and a click on each relocation square plays the
/// legal move that flips and relocates there.
fn check_every_landing(g: &Chiron) {
    let model = Model::of(g);
    let ways = model.hand_moves();
    let landings = g.landings();
    let legal = g.legal_move_list();
    assert!(
        landings.iter().all(|l| legal.contains(&l.mv)),
        "{}",
        g.to_position()
    );
    let picks = unique(ways.iter().map(|d| match (d.from, d.drop_owner) {
        (Some(f), _) => (Source::Cell(usize::from(f)), d.to),
        (_, o) => (Source::Hand(o.expect("a drop's owner")), d.to),
    }));
    for (from, to) in picks {
        let here: Vec<Desc> = ways
            .iter()
            .copied()
            .filter(|d| d.to == to && (d.from, d.drop_owner) == desc_source(from))
            .collect();
        let want = unique(here.iter().map(|&d| model.effect(d)));
        let got = offered(from, usize::from(to), &landings);
        let effects: Vec<Model> = got
            .iter()
            .map(|l| model.effect(describe(g, l.mv)))
            .collect();
        let at = format!(
            "{from:?} landing on {} in {}",
            square_name(to),
            g.to_position()
        );
        assert!(
            same_set(&effects, &want),
            "{at}: the choices' effects differ"
        );
        let mut rings: Vec<usize> = got.iter().filter_map(Pickable::choice_cell).collect();
        let mut allowed: Vec<usize> = here
            .iter()
            .filter_map(|d| match d.choice {
                Choice::Flip(s) if s != to => Some(usize::from(s)),
                _ => None,
            })
            .collect();
        rings.sort_unstable();
        allowed.sort_unstable();
        assert_eq!(rings, allowed, "{at}: the relocation squares");
        for &ring in &rings {
            let mut p = Picker::default();
            p.select(Some(from));
            assert_eq!(
                p.click_cell(usize::from(to), Holder::Nobody, &landings),
                Answer::Choose
            );
            let Answer::Play(l) = p.click_cell(ring, Holder::Nobody, &landings) else {
                panic!("{at}: a click on relocation square {ring} plays nothing");
            };
            let flip = Desc {
                choice: Choice::Flip(ring as u8),
                ..here[0]
            };
            assert!(legal.contains(&l.mv), "{at}: {l:?} is legal");
            assert_eq!(
                model.effect(describe(g, l.mv)),
                model.effect(flip),
                "{at}: {ring}"
            );
        }
    }
}

/// The (from, drop owner) of a move picked up at `source`.
fn desc_source(source: Source) -> (Option<u8>, Option<u8>) {
    match source {
        Source::Cell(sq) => (Some(sq as u8), None),
        Source::Hand(o) => (None, Some(o)),
    }
}

/// The items of `v`, each once, in order.
fn unique<T: PartialEq>(v: impl Iterator<Item = T>) -> Vec<T> {
    v.fold(Vec::new(), |mut out, x| {
        if !out.contains(&x) {
            out.push(x);
        }
        out
    })
}

/// Lesson 10 ("Flip and relocate", src/learn/chiron.rs): White's King on e5 may land on
/// c7, d7 or e7; Black's Hummingbird e8, Phoenix g8, King h8, Crab a7; White's Phoenix d1.
const KING_FLIP: &str = "4hl1pk/cl7/8/4K3/8/8/8/3P4 w - AAAAAAAACLCRMLMRHLHRaaaaaaaacrmlmrhr";

#[test]
fn a_flip_offers_every_relocation_from_whichever_square_the_piece_lands_on() {
    let g = Chiron::from_position(KING_FLIP).unwrap();
    let e5 = Source::Cell(usize::from(parse_square("e5").unwrap()));
    let rings = |landing: &str| {
        let cell = usize::from(parse_square(landing).unwrap());
        let got = offered(e5, cell, &g.landings());
        got.iter().filter_map(Pickable::choice_cell).count()
    };
    // The flipped King leaps two ranks back, e5 (left) counting as empty: from c7 to
    // a5..e5, a3..g3 and rank 1 but d1; from d7 or e7 to five squares of rank 5 and all
    // of rank 3 and rank 1 but d1. The engine writes those reachable from c7 under c7.
    assert_eq!(rings("c7"), 5 + 7 + 7);
    assert_eq!(rings("d7"), 5 + 8 + 7);
    assert_eq!(rings("e7"), 5 + 8 + 7);
    check_every_landing(&g);
}

#[test]
fn every_lesson_and_random_promotions_offer_every_choice_from_every_landing_square() {
    for lesson in rosette::learn::chiron::lessons() {
        check_every_landing(&Chiron::from_position(lesson.position).unwrap());
    }
    let mut rng = Rng::new(30);
    for _ in 0..12 {
        for g in common::random_walk(super::cross_check::endgame(), &mut rng, 40) {
            check_every_landing(&g);
        }
    }
}
