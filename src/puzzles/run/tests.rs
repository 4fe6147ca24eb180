//! Scenarios of a puzzle being solved, on the shipped puzzles: each rule of the run (play
//! to the end, replies and only moves played for the player, any winning last move, hints,
//! wrong moves and Retry).

use super::*;
use crate::engine::AnyGame;
use crate::puzzles::attempt::{judge, Then};
use crate::puzzles::report::steps;
use crate::puzzles::{parse_file, shipped, Goal};

/// The first shipped puzzle (of any game) that `wanted` accepts, started.
fn find(wanted: impl Fn(GameId, &Puzzle) -> bool) -> PuzzleRun {
    GameId::ALL
        .into_iter()
        .flat_map(|id| {
            let puzzles = parse_file(shipped(id)).expect("reads");
            puzzles.into_iter().map(move |p| (id, p))
        })
        .find(|(id, p)| wanted(*id, p))
        .and_then(|(id, p)| PuzzleRun::new(id, p))
        .expect("a shipped puzzle of that kind")
}

/// A puzzle with at least `moves` moves of the player's, none of them played for it.
fn longer(moves: u32) -> PuzzleRun {
    find(|id, p| {
        steps(id, p).is_ok_and(|s| s.len() as u32 >= moves && s.iter().all(|step| !step.auto))
    })
}

/// Plays `m` as the page does, the judgement found here instead of in the worker.
fn play(run: &mut PuzzleRun, m: AnyMove) -> Scored {
    let Some(question) = run.ask(m) else {
        return Scored::Nothing;
    };
    let judgement = judge(run.game, &run.puzzle, question.done, &question.m);
    run.judged(judgement)
}

/// Plays the solution's next move.
fn play_solution(run: &mut PuzzleRun) -> Scored {
    let m = solution_move(run);
    play(run, m)
}

fn solution_move(run: &PuzzleRun) -> AnyMove {
    let text = &run.puzzle().solution[run.done];
    run.history().current().parse_move(text).expect("legal")
}

/// A legal move other than the solution's that does not win at once.
fn wrong_move(run: &PuzzleRun) -> AnyMove {
    let right = solution_move(run);
    let now = run.history().current();
    let wins = |m: AnyMove| {
        let mut next: AnyGame = now.clone();
        next.play(m).is_ok() && next.outcome().is_some_and(|o| !o.winners.is_empty())
    };
    now.legal_moves()
        .into_iter()
        .find(|&m| m != right && !wins(m))
        .expect("another move")
}

/// Plays the solution's moves of the player's until the puzzle is over; the last score.
fn solve(run: &mut PuzzleRun) -> Scored {
    let mut scored = Scored::Nothing;
    while run.status() == &RunStatus::Playing {
        scored = play_solution(run);
    }
    scored
}

#[test]
fn the_player_plays_every_move_of_its_side_to_the_end_and_the_replies_are_played() {
    let mut run = longer(2);
    let moves = run.moves_left();
    assert!(moves >= 2);
    assert_eq!(play_solution(&mut run), Scored::Nothing);
    let last = run.last().expect("said").clone();
    assert!(matches!(last.then[..], [Auto::Reply(_)]), "{last:?}");
    assert_eq!(run.history().full_record().moves.len(), 2);
    assert_eq!(run.moves_left(), moves - 1);
    assert!(run.may_move(), "not solved after the first move");
    assert_eq!(solve(&mut run), Scored::Solved(Solved::Clean));
    assert!(!run.may_move(), "a solved puzzle takes no more moves");
    assert_eq!(run.history().full_record().moves, run.puzzle().solution);
    assert!(
        run.history().current().outcome().is_some(),
        "to the game's end"
    );
    assert_eq!(run.moves_left(), 0);
}

#[test]
fn a_later_move_that_is_the_only_legal_one_is_played_for_the_player() {
    let mut run = find(|id, p| steps(id, p).is_ok_and(|s| s.iter().any(|step| step.auto)));
    let (id, puzzle) = (run.game, run.puzzle().clone());
    let plan = steps(id, &puzzle).expect("replays");
    let mut forced = Vec::new();
    let mut played = 0;
    while run.status() == &RunStatus::Playing {
        play_solution(&mut run);
        played += 1;
        for auto in &run.last().expect("said").then {
            if let Auto::Forced(m) = auto {
                forced.push(m.clone());
            }
        }
    }
    let asked = plan.iter().filter(|s| !s.auto).count();
    assert_eq!(
        played, asked,
        "the player makes only the moves with a choice"
    );
    assert_eq!(forced.len(), plan.len() - asked, "{plan:?}");
    assert_eq!(run.history().full_record().moves, puzzle.solution);
}

#[test]
fn any_move_that_wins_at_once_is_accepted_at_the_last_move() {
    // A puzzle whose last move has a rival that also wins at once.
    let rival_at_end = |id: GameId, p: &Puzzle| {
        let Some(mut run) = PuzzleRun::new(id, p.clone()) else {
            return false;
        };
        while run.moves_left() > 1 && run.status() == &RunStatus::Playing {
            play_solution(&mut run);
        }
        p.depth > 1 && rival(&run).is_some()
    };
    let mut run = find(|id, p| p.goal == Goal::Win && rival_at_end(id, p));
    while run.moves_left() > 1 {
        play_solution(&mut run);
    }
    let other = rival(&run).expect("a rival");
    assert_ne!(other, solution_move(&run));
    assert_eq!(play(&mut run, other), Scored::Solved(Solved::Clean));
    assert_eq!(run.status(), &RunStatus::Solved);
}

/// A move other than the solution's that wins at once, at the run's position.
fn rival(run: &PuzzleRun) -> Option<AnyMove> {
    let now = run.history().current();
    let right = run.puzzle().solution.get(run.done)?;
    let side = run.puzzle().side;
    now.legal_moves().into_iter().find(|&m| {
        let mut next = now.clone();
        now.move_notation(m) != *right
            && next.play(m).is_ok()
            && next.outcome().is_some_and(|o| o.winners == [side])
    })
}

#[test]
fn a_wrong_move_is_refuted_on_the_board_and_retry_goes_back_to_before_it() {
    let mut run = longer(2);
    let before = run.history().clone();
    let wrong = wrong_move(&run);
    assert_eq!(play(&mut run, wrong), Scored::Missed);
    let RunStatus::Wrong(_, refutation) = run.status().clone() else {
        panic!("a wrong move is taken as right");
    };
    let reply = refutation.reply.expect("a reply");
    let moves = &run.history().full_record().moves;
    assert_eq!(moves.len(), 2, "the move and its reply are on the board");
    assert_eq!(moves[1], reply.notation);
    assert!(!run.may_move(), "no move until Retry");
    run.retry();
    assert_eq!(run.history(), &before);
    assert!(run.may_move());
    assert_eq!(solve(&mut run), Scored::Solved(Solved::Helped));
    let solved = run.history().clone();
    assert_eq!(
        play(&mut run, wrong),
        Scored::Nothing,
        "a solved puzzle takes no move"
    );
    assert_eq!(run.history(), &solved);
}

#[test]
fn a_wrong_capture_says_what_it_keeps_against_the_best_capture() {
    let mut run = find(|_, p| p.goal == Goal::Capture);
    let wrong = wrong_move(&run);
    play(&mut run, wrong);
    let RunStatus::Wrong(_, refutation) = run.status().clone() else {
        panic!("a wrong capture is taken as right");
    };
    let Then::KeepsLess { kept, best } = refutation.then else {
        panic!("{refutation:?}");
    };
    assert!(kept < best && best > 0, "{kept} {best}");
}

#[test]
fn a_hint_marks_where_the_move_begins_then_all_of_it_and_the_solve_is_not_clean() {
    let mut run = longer(2);
    run.show_hint();
    let mv = solution_move(&run);
    assert_eq!(run.hint(), Some(Hint { mv, whole: false }));
    run.show_hint();
    assert_eq!(run.hint(), Some(Hint { mv, whole: true }));
    run.show_hint();
    assert_eq!(
        run.hint(),
        Some(Hint { mv, whole: true }),
        "no further to go"
    );
    play(&mut run, mv);
    assert_eq!(run.hint(), None, "a move takes the hint away");
    assert_eq!(solve(&mut run), Scored::Solved(Solved::Helped));
}

#[test]
fn a_card_the_player_draws_in_the_line_is_played_for_it_and_then_it_uses_the_card() {
    let mut run = find(|_, p| p.solution.iter().any(|m| m.starts_with("draw-")));
    let drawn = run
        .puzzle()
        .solution
        .iter()
        .position(|m| m.starts_with("draw-"));
    let drawn = drawn.expect("a draw");
    assert_eq!(play_solution(&mut run), Scored::Nothing);
    let said = run.last().expect("said").then.clone();
    assert!(matches!(&said[..], [Auto::Draw(_)]), "{said:?}");
    assert_eq!(run.history().full_record().moves.len(), drawn + 1);
    assert!(run.may_move(), "the player uses the card it drew");
    assert_eq!(solve(&mut run), Scored::Solved(Solved::Clean));
    assert_eq!(run.history().full_record().moves, run.puzzle().solution);
}

#[test]
fn a_move_waits_on_the_board_for_its_judgement_and_one_not_judged_is_taken_back() {
    let mut run = longer(2);
    let before = run.history().clone();
    let m = solution_move(&run);
    let question = run.ask(m).expect("a question");
    assert_eq!(question.done, 0);
    assert!(matches!(run.status(), RunStatus::Judging(_)));
    assert!(
        !run.may_move() && run.ask(m).is_none(),
        "one move at a time"
    );
    assert_eq!(
        run.history().len(),
        before.len() + 1,
        "the move is on the board"
    );
    run.unjudged();
    assert_eq!(run.status(), &RunStatus::Playing);
    assert_eq!(run.history(), &before);
    assert_eq!(
        run.judged(Judgement::Right),
        Scored::Nothing,
        "no move is being judged"
    );
    assert_eq!(run.history(), &before);
    assert_eq!(run.ask(m), Some(question), "asked again, the same question");
}
