//! Joining a live game: who sits where, and what an invitation does to the game this
//! device holds. Pure; the page carries the result out.

use crate::engine::Player;
use crate::persist::live::invite::Invitation;
use crate::persist::{GameRecord, Seat};

/// The seats of a live game of `players` players: a person in every one (this device's
/// player and the friend; no AI moves in a live game).
pub fn live_seats(players: usize) -> Vec<Seat> {
    vec![Seat::Human; players]
}

/// What accepting an invitation does on the invited device.
#[derive(Clone, Debug, PartialEq)]
pub struct Joining {
    /// The seats this device plays: those the inviting device left free.
    pub mine: Vec<Player>,
    /// The number of players in the game.
    pub players: usize,
    /// The invitation's game, to put on the board in place of the one held (people in
    /// every seat); `None` when the game held is the same game, which stays (the
    /// connection then resumes from the longer of the two histories).
    pub board: Option<GameRecord>,
    /// The game held, to keep in the saves because the invitation's game replaces it and
    /// it has moves.
    pub keep: Option<GameRecord>,
}

/// What accepting `invitation` does when this device holds the game `held`.
pub fn join(held: &GameRecord, invitation: &Invitation) -> Joining {
    let players = invitation
        .record
        .start_state()
        .map_or(2, |s| s.num_players());
    let mine = (0..players as Player)
        .filter(|p| !invitation.seats.contains(p))
        .collect();
    if held.id == invitation.record.id {
        return Joining {
            mine,
            players,
            board: None,
            keep: None,
        };
    }
    let board = GameRecord {
        seats: live_seats(players),
        ..invitation.record.clone()
    };
    Joining {
        mine,
        players,
        board: Some(board),
        keep: (!held.moves.is_empty()).then(|| held.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;
    use crate::persist::live::sdp::{minimise, tests::CHROME_OFFER};

    /// A Pyrga game `id` with its first `moves` legal moves played (the first each time).
    fn game(id: &str, moves: usize) -> GameRecord {
        let mut record = GameRecord::new(GameId::Pyrga, "", id.into(), 0.0);
        record.seats = vec![Seat::Human, Seat::Ai(crate::ai::Level::Medium)];
        let mut game = record.start_state().unwrap();
        for _ in 0..moves {
            let m = game.legal_moves()[0];
            record.moves.push(game.move_notation(m));
            game.play(m).unwrap();
        }
        record
    }

    fn invitation(record: GameRecord) -> Invitation {
        Invitation {
            record,
            seats: vec![1],
            servers: Vec::new(),
            offer: minimise(CHROME_OFFER).unwrap(),
        }
    }

    #[test]
    fn the_invited_device_plays_the_seats_left_free() {
        let joining = join(&game("held", 0), &invitation(game("theirs", 2)));
        assert_eq!((joining.mine, joining.players), (vec![0], 2));
    }

    #[test]
    fn another_game_takes_the_board_with_people_seated_and_the_held_one_is_kept() {
        let held = game("held", 3);
        let theirs = game("theirs", 2);
        let joining = join(&held, &invitation(theirs.clone()));
        let board = joining
            .board
            .expect("the invitation's game takes the board");
        assert_eq!(board.moves, theirs.moves);
        assert_eq!(board.seats, vec![Seat::Human, Seat::Human]);
        assert_eq!(joining.keep, Some(held));
    }

    #[test]
    fn a_held_game_without_moves_is_not_kept() {
        let joining = join(&game("held", 0), &invitation(game("theirs", 2)));
        assert!(joining.board.is_some());
        assert_eq!(joining.keep, None);
    }

    #[test]
    fn the_same_game_stays_on_the_board_whichever_history_is_longer() {
        for (mine, theirs) in [(4, 2), (2, 4)] {
            let joining = join(&game("same", mine), &invitation(game("same", theirs)));
            assert_eq!((joining.board, joining.keep), (None, None));
        }
    }
}
