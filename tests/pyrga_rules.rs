//! One scenario per Pyrga rule clause (../shared/rules/pyrga-rulings.md), named after it.

mod common;

use common::legal_notation as legal;
use rosette::engine::pyrga::{Pyrga, Shape};
use rosette::engine::{Game, GameId, Reason, StageCount, TowerStage, Turn};
use TowerStage::{Completed, HoldingOne, HoldingTwo};

fn start() -> Pyrga {
    Pyrga::new_game(&Default::default())
}

fn play(moves: &str) -> Pyrga {
    moves.split_whitespace().fold(start(), |g, m| {
        let mv = g.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        g.play(mv).unwrap()
    })
}

fn cells_of(g: &Pyrga) -> Vec<String> {
    let mut v: Vec<String> = legal(g).iter().map(|m| m[1..3].to_string()).collect();
    v.sort();
    v.dedup();
    v
}

#[test]
fn rule1_a_cell_holds_one_piece_of_each_shape() {
    // After a Cylinder the reply goes to the same cell; a second Cylinder cannot go there.
    let g = play("Cb2");
    let moves = legal(&g);
    assert!(moves.contains(&"Sb2".to_string()));
    assert!(moves.iter().any(|m| m.starts_with("Tb2")));
    assert!(!moves.contains(&"Cb2".to_string()));
}

#[test]
fn rule1_placement_needs_a_piece_in_hand() {
    // Black has placed all five Cylinders; White's Square on b2 sends Black next door.
    let g = Pyrga::from_position("c,c,c,c/c,.,.,./.,S,.,S/C,C,C,C b Sb2 -").unwrap();
    assert_eq!(g.in_hand(1, Shape::Cylinder), 0);
    let moves = legal(&g);
    assert!(moves.contains(&"Sa2".to_string()));
    assert!(moves.iter().all(|m| !m.starts_with('C')), "{moves:?}");
}

#[test]
fn rule2_triangle_may_not_point_at_the_edge() {
    let g = start();
    let moves = legal(&g);
    // a1 is a corner: north and east only.
    let a1: Vec<_> = moves.iter().filter(|m| m.starts_with("Ta1")).collect();
    assert_eq!(a1, ["Ta1e", "Ta1n"]);
    assert_eq!(moves.iter().filter(|m| m.starts_with("Tb1")).count(), 3);
    assert_eq!(moves.iter().filter(|m| m.starts_with("Tb2")).count(), 4);
}

#[test]
fn rule3_square_sends_the_next_piece_to_an_adjacent_cell() {
    assert_eq!(cells_of(&play("Sb2")), ["a2", "b1", "b3", "c2"]);
    assert_eq!(cells_of(&play("Sa1")), ["a2", "b1"]);
}

#[test]
fn rule3_triangle_sends_the_next_piece_along_its_ray() {
    assert_eq!(cells_of(&play("Ta1n")), ["a2", "a3", "a4"]);
    assert_eq!(cells_of(&play("Tc2w")), ["a2", "b2"]);
}

#[test]
fn rule3_cylinder_sends_the_next_piece_to_the_same_cell() {
    assert_eq!(cells_of(&play("Cc3")), ["c3"]);
}

#[test]
fn rule3_a_cell_with_one_or_two_pieces_can_still_be_played() {
    // Black's Triangle on c2 points north: c3 (holding two pieces) and c4 are open.
    let g = play("Cc3 Sc3 Tc2n");
    assert_eq!(g.tower(10).height(), 2);
    assert_eq!(cells_of(&g), ["c3", "c4"]);
    assert!(legal(&g).contains(&"Tc3w".to_string()));
    assert!(!g.fallback_applies());
}

#[test]
fn rule4_fallback_when_the_directed_cell_is_full() {
    // White's Cylinder on a1 completes the tower a1; Black must play on a1 but cannot.
    // Black's Cylinder completed a1 and sends White there: White may use any empty cell.
    let g = Pyrga::from_position(".,.,.,./.,.,.,./.,.,.,./sTec,S,.,. w Ca1 -").unwrap();
    assert!(g.fallback_applies());
    let cells = cells_of(&g);
    assert_eq!(cells.len(), 14, "every empty cell: {cells:?}");
    assert!(!cells.contains(&"a1".to_string()) && !cells.contains(&"b1".to_string()));
}

#[test]
fn rule4_the_game_ends_when_no_placement_remains() {
    // White is sent to the full a1 and no cell is empty: the game ends; Black controls a1.
    let g = Pyrga::from_position("s,s,c,c/C,C,s,s/S,S,C,C/sTec,S,S,S w Ca1 -").unwrap();
    assert_eq!(g.turn(), Turn::Over);
    assert!(g.legal_move_list().is_empty());
    let o = g.outcome().unwrap();
    assert_eq!(o.winners, [1]);
    let decided = (TowerStage::Completed, [0, 1]);
    assert_eq!(
        o.reason,
        Reason::MoreTowers {
            winner: 1,
            decided,
            tied: vec![]
        }
    );
}

#[test]
fn rule4_the_game_ends_when_the_player_has_no_piece_in_hand() {
    let mut g = start();
    let mut plies = 0;
    while g.turn() != Turn::Over {
        let m = g.legal_move_list()[0];
        g.play_unchecked(m);
        plies += 1;
    }
    assert!(plies <= 30, "at most 30 pieces can be placed: {plies}");
    if plies == 30 {
        assert!(Shape::ALL
            .iter()
            .all(|&s| g.in_hand(0, s) == 0 && g.in_hand(1, s) == 0));
    }
}

#[test]
fn rule5_after_a_square_opening_whites_second_piece_is_not_a_square() {
    let g = play("Sb2 Cb3");
    assert!(g.square_banned());
    assert!(legal(&g).iter().all(|m| !m.starts_with('S')));
    // Black is never bound by it.
    let g = play("Sb2");
    assert!(legal(&g).iter().any(|m| m.starts_with('S')));
    // Other openings leave White free.
    let g = play("Cb2 Sb2");
    assert!(!g.square_banned());
    // And it lapses after White's second piece.
    let g = play("Sb2 Cb3 Tb3w Sa3");
    assert!(!g.square_banned());
}

#[test]
fn rule6_majority_controls_a_completed_tower() {
    let after = |pos: &str| {
        let g = Pyrga::from_position(pos).unwrap();
        let m = g.parse_move("Tb2n").unwrap();
        g.play(m).unwrap()
    };
    let g = after(".,.,.,./.,.,.,./.,Sc,.,./.,.,.,. w Cb2 -");
    assert_eq!(g.tower(5).controller(), Some(0));
    assert_eq!(g.controlled(), [1, 0]);
    let g = after(".,.,.,./.,.,.,./.,sC,.,./S,.,.,. b Cb2 -");
    assert_eq!(g.tower(5).controller(), Some(1));
    assert_eq!(g.controlled(), [0, 1]);
}

#[test]
fn rule7_three_controlled_towers_win_at_once() {
    // White controls a1 and a2; Black's Cylinder sends White to a3, where White's Triangle
    // makes a White majority: a third tower, and the game ends at once.
    let g = Pyrga::from_position(".,.,.,./Sc,.,.,./STnc,.,.,./STnc,.,.,. w Ca3 -").unwrap();
    assert_eq!(g.controlled(), [2, 0]);
    let m = g.parse_move("Ta3n").unwrap();
    let g = g.play(m).unwrap();
    assert_eq!(g.turn(), Turn::Over);
    let o = g.outcome().unwrap();
    assert_eq!((o.winners, o.reason), (vec![0], Reason::ThreeTowers(0)));
}

#[test]
fn rule7_ties_on_completed_towers_are_broken_by_two_piece_towers() {
    let g = Pyrga::from_position("s,s,c,c/C,C,s,s/S,S,C,C/STec,sTnc,SC,Sc w Ca1 -").unwrap();
    assert_eq!(g.turn(), Turn::Over);
    let o = g.outcome().unwrap();
    assert_eq!(o.winners, [0]);
    let tied = vec![(Completed, [1, 1])];
    assert_eq!(o.reason, white_leads((HoldingTwo, [1, 0]), tied));
}

/// White wins on the `decided` stage after ties on `tied`.
fn white_leads(decided: StageCount, tied: Vec<StageCount>) -> Reason {
    Reason::MoreTowers {
        winner: 0,
        decided,
        tied,
    }
}

#[test]
fn rule7_then_one_piece_towers_then_a_draw() {
    // Completed 1–1, two-piece towers 0–0: one-piece towers decide (White 8, Black 6).
    let g = Pyrga::from_position("s,s,c,c/C,C,s,s/S,S,C,C/STec,sTnc,S,S w Ca1 -").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.winners, [0]);
    let tied = vec![(Completed, [1, 1]), (HoldingTwo, [0, 0])];
    assert_eq!(o.reason, white_leads((HoldingOne, [8, 6]), tied));
    // The same with one White single turned Black: 7–7 on every count, a draw.
    let g = Pyrga::from_position("s,s,c,c/C,c,s,s/S,S,C,C/STec,sTnc,S,S w Ca1 -").unwrap();
    let o = g.outcome().unwrap();
    assert!(o.is_draw(), "{:?}", o.reason);
    let tied = vec![
        (Completed, [1, 1]),
        (HoldingTwo, [0, 0]),
        (HoldingOne, [7, 7]),
    ];
    assert_eq!(o.reason, Reason::TiedTowers(tied));
    // The command line's words for it.
    assert_eq!(
        o.reason.english(GameId::Pyrga),
        "draw: tied on completed towers (1–1), towers holding two of their pieces (0–0), \
         towers holding one of their pieces (7–7)"
    );
}
