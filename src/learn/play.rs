//! How a lesson is played, generic over the game: a learner's move, the goal test, the
//! opponent's replies (and chance, resolved by the game's own seeded draw), and whether the
//! goal can still be reached. The checker and the app both use these, so the app accepts
//! exactly the moves the checker reasons about.

use super::{Course, Goal, Lesson};
use crate::engine::{Game, Player, Rng, Turn};

/// What a learner's move leads to.
#[derive(Clone, Debug, PartialEq)]
pub enum Step<G: Game> {
    /// The goal is met.
    Met,
    /// The goal is not met and the lesson's moves are used up, or the game ended.
    Failed,
    /// The goal is not met yet: the position at the learner's next turn, after the moves
    /// played in reply (the opponent's, and chance outcomes).
    Next(G, Vec<G::Move>),
}

/// The seed of chance outcomes in lessons (games with a seeded deck ignore it).
const CHANCE_SEED: u64 = 24;

/// The learner: the player to move at the lesson's start.
pub fn learner<G: Game>(start: &G) -> Option<Player> {
    match start.turn() {
        Turn::Player(p) => Some(p),
        Turn::Chance | Turn::Over => None,
    }
}

/// Whether the goal is met by move `m` played from `before`, giving `after`.
pub fn goal_met<G: Game>(lesson: &Lesson<G>, start: &G, before: &G, m: G::Move, after: &G) -> bool {
    match &lesson.goal {
        Goal::Moves(list) => list.contains(&before.move_notation(m).as_str()),
        Goal::Win => match (after.outcome(), learner(start)) {
            (Some(o), Some(p)) => o.winners == [p],
            _ => false,
        },
        Goal::Reach(test) => test(start, after),
    }
}

/// Plays learner's move `m` (legal in `now`) with `left` learner moves left, counting it.
pub fn step<G: Course>(lesson: &Lesson<G>, start: &G, now: &G, m: G::Move, left: usize) -> Step<G> {
    let mut next = now.clone();
    next.play_unchecked(m);
    if goal_met(lesson, start, now, m, &next) {
        return Step::Met;
    }
    if left <= 1 {
        return Step::Failed;
    }
    let Some(me) = learner(start) else {
        return Step::Failed;
    };
    let mut replies = Vec::new();
    let mut rng = Rng::new(CHANCE_SEED);
    loop {
        let reply = match next.turn() {
            Turn::Player(p) if p == me => return Step::Next(next, replies),
            Turn::Over => return Step::Failed,
            Turn::Chance => next.resolve_chance(&mut rng),
            Turn::Player(_) => match next.reply() {
                Some(r) => r,
                None => return Step::Failed,
            },
        };
        next.play_unchecked(reply);
        replies.push(reply);
    }
}

/// Whether learner's move `m` (legal in `now`) keeps the goal reachable within `left`
/// learner moves (counting this one).
pub fn keeps_goal<G: Course>(
    lesson: &Lesson<G>,
    start: &G,
    now: &G,
    m: G::Move,
    left: usize,
) -> bool {
    match step(lesson, start, now, m, left) {
        Step::Met => true,
        Step::Failed => false,
        Step::Next(next, _) => reachable(lesson, start, &next, left - 1),
    }
}

/// Whether some line of learner moves meets the goal within `left` learner moves from
/// `now` (the learner to move), the opponent replying as in a lesson.
pub fn reachable<G: Course>(lesson: &Lesson<G>, start: &G, now: &G, left: usize) -> bool {
    left > 0
        && now
            .legal_move_list()
            .into_iter()
            .any(|m| keeps_goal(lesson, start, now, m, left))
}

/// A move that keeps the goal reachable, if any (for a lesson's "show me").
pub fn good_move<G: Course>(
    lesson: &Lesson<G>,
    start: &G,
    now: &G,
    left: usize,
) -> Option<G::Move> {
    now.legal_move_list()
        .into_iter()
        .find(|&m| keeps_goal(lesson, start, now, m, left))
}
