//! The rules a Chirality position or start can break, as values. Players are counted from
//! 0 here and named from 1 in words; tiles are named as on the board.

use super::board::BoardError;
use crate::engine::Player;
use std::fmt;

/// Why a Chirality position (or a start for these options) cannot occur.
#[derive(Clone, Debug, PartialEq)]
pub enum Illegal {
    /// A tile (its name) listed twice.
    TileTwice(String),
    /// A player whose pieces on the board, in reserve and captured do not add up.
    PieceCount {
        /// The player.
        player: Player,
        /// On the board.
        board: u32,
        /// In reserve.
        reserve: u8,
        /// Captured.
        captured: u8,
    },
    /// A player listed twice as eliminated.
    EliminatedTwice(Player),
    /// An eliminated player with pieces on the board.
    EliminatedWithPieces(Player),
    /// A result that gives the Throne to a player who does not hold it.
    NotOnThrone(Player),
    /// A result that says a player is the last left when others are.
    NotLast(Player),
    /// A player listed twice among those who share the result.
    SharerTwice(Player),
    /// A shared result while some player is not eliminated.
    SharedWhileLive,
    /// A player sharing the result who still has reserves.
    SharerHasReserves,
    /// A placement turn outside setup C.
    PlacementOutsideC,
    /// Setup C on a board with fewer Gates than players.
    TooFewGatesForC,
    /// A player whose pieces during setup C's placement phase are not as placed so far.
    Placement(Player),
    /// The player to move is eliminated.
    MoverEliminated(Player),
    /// Fewer than two players left but no result.
    OverWithoutResult,
    /// A player with no pieces and no reserve (so eliminated) who is not listed so.
    NotListedEliminated(Player),
    /// A player holds the whole Throne (so the game is over).
    HoldsThrone(Player),
    /// The player to move has no legal action (so it is eliminated).
    NoAction(Player),
    /// Setup A's Gates are not on this board.
    SetupAGates,
    /// Setup B's five Inner Stars are not on this board.
    SetupBStars,
    /// The board breaks the rules' definition of a legal board.
    Board(BoardError),
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = |p: &Player| p + 1;
        match self {
            Illegal::TileTwice(t) => write!(f, "tile {t} is listed twice"),
            Illegal::PieceCount {
                player,
                board,
                reserve,
                captured,
            } => write!(
                f,
                "player {}: {board} on the board + {reserve} in reserve + {captured} captured, not {}",
                n(player),
                super::PIECES
            ),
            Illegal::EliminatedTwice(p) => {
                write!(f, "player {} is listed twice as eliminated", n(p))
            }
            Illegal::EliminatedWithPieces(p) => {
                write!(f, "player {} is eliminated but has pieces on the board", n(p))
            }
            Illegal::NotOnThrone(p) => {
                write!(f, "player {} is said to hold the Throne but does not", n(p))
            }
            Illegal::NotLast(p) => write!(f, "player {} is not the last player left", n(p)),
            Illegal::SharerTwice(p) => write!(f, "player {} is listed twice", n(p)),
            Illegal::SharedWhileLive => write!(
                f,
                "a shared result needs every player eliminated, the sharers included"
            ),
            Illegal::SharerHasReserves => write!(f, "a player sharing the result still has reserves"),
            Illegal::PlacementOutsideC => write!(f, "only setup C has a placement phase"),
            Illegal::TooFewGatesForC => write!(f, "the board has too few Gates for setup C"),
            Illegal::Placement(p) => write!(
                f,
                "during the placement phase player {} has pieces it cannot have placed",
                n(p)
            ),
            Illegal::MoverEliminated(p) => write!(f, "player {} to move is eliminated", n(p)),
            Illegal::OverWithoutResult => write!(
                f,
                "fewer than two players are left, so the game is over (give a result)"
            ),
            Illegal::NotListedEliminated(p) => write!(
                f,
                "player {} has no pieces and no reserve, so it is eliminated",
                n(p)
            ),
            Illegal::HoldsThrone(p) => {
                write!(f, "player {} holds the whole Throne, so the game is over", n(p))
            }
            Illegal::NoAction(p) => write!(
                f,
                "player {} to move has no legal action, so it is eliminated",
                n(p)
            ),
            Illegal::SetupAGates => write!(f, "setup A needs its two five-tile Gates"),
            Illegal::SetupBStars => write!(f, "setup B needs five Inner Stars"),
            Illegal::Board(e) => write!(f, "{e}"),
        }
    }
}
