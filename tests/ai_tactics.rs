//! Every level of every game takes a win in one when it has one and, where a single move
//! prevents a loss in one, plays it. Positions come from position text: random games'
//! positions written out and read back, and for Chirality (whose random games rarely
//! come near the end) positions written by hand around a Throne about to be filled.

mod common;

use common::random_walk;
use rosette::ai::eval::{
    ChiralityEvaluator, ChironEvaluator, PyrgaEvaluator, ShiftingChessEvaluator,
};
use rosette::ai::{choose_move, Budget, Evaluator, Level};
use rosette::engine::chirality::Chirality;
use rosette::engine::chiron::Chiron;
use rosette::engine::pyrga::Pyrga;
use rosette::engine::shifting_chess::ShiftingChess;
use rosette::engine::{Game, GameId, Player, Rng, Turn};

/// What a position asks of the player to move.
#[derive(Debug, PartialEq)]
enum Task<M> {
    /// Some move wins at once: any of these.
    Win(Vec<M>),
    /// No move wins at once, and only this move neither loses at once nor lets the next
    /// player win at once.
    Save(M),
    /// Neither.
    Other,
}

fn played<G: Game>(g: &G, m: G::Move) -> G {
    let mut child = g.clone();
    child.play_unchecked(m);
    child
}

/// Whether `player`'s score is 1 in a finished `g`.
fn won<G: Game>(g: &G, player: Player) -> bool {
    g.outcome()
        .is_some_and(|o| o.scores[player as usize] >= 1.0)
}

fn task<G: Game>(g: &G) -> Task<G::Move> {
    let Turn::Player(me) = g.turn() else {
        return Task::Other;
    };
    let moves = g.legal_move_list();
    let wins: Vec<G::Move> = moves
        .iter()
        .copied()
        .filter(|&m| won(&played(g, m), me))
        .collect();
    if !wins.is_empty() {
        return Task::Win(wins);
    }
    let safe: Vec<G::Move> = moves
        .iter()
        .copied()
        .filter(|&m| {
            let after = played(g, m);
            if let Some(o) = after.outcome() {
                return o.scores[me as usize] > 0.0;
            }
            match after.turn() {
                Turn::Player(next) if next != me => !after
                    .legal_move_list()
                    .into_iter()
                    .any(|r| won(&played(&after, r), next)),
                _ => true,
            }
        })
        .collect();
    match safe[..] {
        [only] if moves.len() > 1 => Task::Save(only),
        _ => Task::Other,
    }
}

/// Checks every level on `positions` (read back from their text first); returns how
/// many positions of each kind were checked.
fn check_levels<G: Game, E: Evaluator<G> + Default>(positions: &[G]) -> (usize, usize) {
    let id = GameId::parse(G::ID).expect("game id");
    let (mut wins, mut saves) = (0, 0);
    for g in positions {
        let g = G::from_position(&g.to_position()).expect("the position reads back");
        let t = task(&g);
        if t == Task::Other {
            continue;
        }
        for level in Level::ALL {
            let r = choose_move(
                &g,
                level.strategy(id),
                &E::default(),
                3,
                &Budget::nodes(u64::MAX),
            )
            .expect("a move");
            let text = g.to_position();
            match &t {
                Task::Win(moves) => assert!(
                    moves.contains(&r.best),
                    "{level:?} missed the win in one in {text}: played {}",
                    g.move_notation(r.best)
                ),
                Task::Save(only) => assert_eq!(
                    r.best,
                    *only,
                    "{level:?} missed the only saving move {} in {text}",
                    g.move_notation(*only)
                ),
                Task::Other => unreachable!(),
            }
        }
        match t {
            Task::Win(_) => wins += 1,
            _ => saves += 1,
        }
    }
    eprintln!("{}: {wins} wins in one, {saves} single saving moves", G::ID);
    (wins, saves)
}

/// Positions of random games with a win in one or a single saving move: at most `want`
/// of each kind.
fn from_random_games<G: Game>(starts: &[G], games: usize, want: usize) -> Vec<G> {
    let mut rng = Rng::new(2024);
    let (mut wins, mut saves, mut out) = (0, 0, Vec::new());
    for i in 0..games {
        for g in random_walk(starts[i % starts.len()].clone(), &mut rng, 400) {
            match task(&g) {
                Task::Win(_) if wins < want => wins += 1,
                Task::Save(_) if saves < want => saves += 1,
                _ => continue,
            }
            out.push(g);
        }
    }
    out
}

#[test]
fn every_level_wins_in_one_and_saves_in_pyrga() {
    let positions = from_random_games(&[Pyrga::new_game(&Default::default())], 200, 8);
    let (wins, saves) = check_levels::<Pyrga, PyrgaEvaluator>(&positions);
    assert!(wins >= 8 && saves >= 8, "{wins} {saves}");
}

#[test]
fn every_level_wins_in_one_and_saves_in_chiron() {
    let positions = from_random_games(&[Chiron::new_game(&Default::default())], 200, 8);
    let (wins, saves) = check_levels::<Chiron, ChironEvaluator>(&positions);
    assert!(wins >= 8 && saves >= 8, "{wins} {saves}");
}

#[test]
fn every_level_wins_in_one_and_saves_in_shifting_chess() {
    let starts: Vec<ShiftingChess> = (1..=8)
        .map(|seed| {
            let map = rosette::engine::OptionMap::parse(&format!("seed={seed}")).expect("options");
            ShiftingChess::new_game(
                &rosette::engine::game::GameOptions::from_map(&map).expect("options"),
            )
        })
        .collect();
    let positions = from_random_games(&starts, 400, 8);
    let (wins, saves) = check_levels::<ShiftingChess, ShiftingChessEvaluator>(&positions);
    assert!(wins >= 8 && saves >= 4, "{wins} {saves}");
}

/// Blue holds four Throne tiles on R1 and can complete it from E2 (the rules' own
/// example); Red's one piece stands on each tile in turn, with Blue to move (a win in one)
/// or Red (kept where one move alone stops Blue).
#[test]
fn every_level_wins_in_one_and_saves_in_chirality() {
    let mut positions = vec![
        Chirality::from_position("r1 - A1,B1,C1,D1,E2/C24 11/15 0/0 1 - -")
            .expect("the rules' example"),
    ];
    for letter in ['A', 'B', 'C', 'D', 'E'] {
        for n in 1..=32 {
            for turn in [1, 2] {
                let text = format!("r1 - A1,B1,C1,D1,E2/{letter}{n} 11/15 0/0 {turn} - -");
                if let Ok(g) = Chirality::from_position(&text) {
                    positions.push(g);
                }
            }
        }
    }
    let (wins, saves) = check_levels::<Chirality, ChiralityEvaluator>(&positions);
    assert!(wins >= 20 && saves >= 10, "{wins} {saves}");
}
