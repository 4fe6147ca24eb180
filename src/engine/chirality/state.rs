//! The Chirality state and its move type (the [`Game`](crate::engine::Game) implementation, which ties them to
//! the setups and the notation, is `game.rs`).

use super::board::{Board, BoardKind, TileId};
use super::options::{BoardChoice, ChiralityOptions};
use super::tables::{Tables, TileSet};
use crate::engine::Player;

/// The most players any board seats.
pub const MAX_PLAYERS: usize = 6;
/// Pieces per player.
pub const PIECES: u8 = 16;

/// One action: a step of a piece, a Muster from the reserve, or a Setup C placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ChiralityMove {
    /// Moves the piece on `from` to the empty tile `to`.
    Step {
        /// The tile left.
        from: u16,
        /// The tile entered.
        to: u16,
    },
    /// Musters a reserve piece onto the empty tile `to` (ordinary or Remote Muster: the
    /// move is identified by its tile alone).
    Muster {
        /// The tile entered.
        to: u16,
    },
    /// Setup C: places the player's starting piece on a tile of its Gate.
    Place {
        /// The tile entered.
        to: u16,
    },
}

impl ChiralityMove {
    /// The tile a piece leaves, for a step.
    pub fn from(self) -> Option<TileId> {
        match self {
            ChiralityMove::Step { from, .. } => Some(from as TileId),
            _ => None,
        }
    }

    /// The tile a piece enters.
    pub fn to(self) -> TileId {
        match self {
            ChiralityMove::Step { to, .. }
            | ChiralityMove::Muster { to }
            | ChiralityMove::Place { to } => to as TileId,
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The player fully occupied the Throne.
    Throne(Player),
    /// Every other player was eliminated.
    LastStanding(Player),
    /// The last players were all eliminated in the same turn (a bit mask of them): they
    /// share the result.
    Shared(u8),
}

/// A Chirality position. Plain data: equal positions compare and hash equal, and the
/// position notation carries every field.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chirality {
    pub(super) options: ChiralityOptions,
    /// Per player, the tiles its pieces occupy.
    pub(super) occ: [TileSet; MAX_PLAYERS],
    /// Per player, pieces in reserve.
    pub(super) reserve: [u8; MAX_PLAYERS],
    /// Per player, pieces removed from play (captured, or removed at elimination).
    pub(super) captured: [u8; MAX_PLAYERS],
    /// The player to act.
    pub(super) to_move: Player,
    /// Setup C's placement phase: `to_move` places its starting piece.
    pub(super) placing: bool,
    /// Bit mask of eliminated players.
    pub(super) eliminated: u8,
    /// Set once the game is over.
    pub(super) ending: Option<Ending>,
}

/// An active Garrison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Garrison {
    /// The player holding all five tiles.
    pub owner: Player,
    /// The board's Star id.
    pub star: usize,
    /// Whether it is an Inner Garrison (ring 1: grants Remote Muster).
    pub inner: bool,
}

impl Chirality {
    /// The rules tables of this game's board.
    pub fn tables(&self) -> &'static Tables {
        tables_of(self.options.board)
    }

    /// The board.
    pub fn board(&self) -> &'static Board {
        self.tables().board
    }

    /// The owner of the piece on `tile`, if any.
    pub fn piece_at(&self, tile: TileId) -> Option<Player> {
        (0..self.players())
            .find(|&p| self.occ[p].contains(tile))
            .map(|p| p as Player)
    }

    /// The tiles `player`'s pieces occupy.
    pub fn pieces(&self, player: Player) -> TileSet {
        self.occ.get(player as usize).copied().unwrap_or_default()
    }

    /// Every occupied tile.
    pub fn occupied(&self) -> TileSet {
        self.occ.iter().fold(TileSet::EMPTY, |a, &b| a.or(b))
    }

    /// Pieces `player` holds in reserve.
    pub fn reserve(&self, player: Player) -> u8 {
        self.reserve.get(player as usize).copied().unwrap_or(0)
    }

    /// Pieces of `player` removed from play: captured, plus any left on the board when
    /// the player was eliminated. Board + reserve + captured = 16 for every player.
    pub fn captured(&self, player: Player) -> u8 {
        self.captured.get(player as usize).copied().unwrap_or(0)
    }

    /// Whether `player` has been eliminated.
    pub fn is_eliminated(&self, player: Player) -> bool {
        player < 8 && self.eliminated >> player & 1 != 0
    }

    /// The eliminated players, ascending.
    pub fn eliminated(&self) -> Vec<Player> {
        (0..self.players() as Player)
            .filter(|&p| self.is_eliminated(p))
            .collect()
    }

    /// Whether Setup C's placement phase is under way.
    pub fn is_placing(&self) -> bool {
        self.placing && self.ending.is_none()
    }

    /// How the game ended, once it has.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The number of seats.
    pub(super) fn players(&self) -> usize {
        self.options.players as usize
    }

    /// The active Garrisons, in Star order.
    pub fn garrisons(&self) -> Vec<Garrison> {
        let t = self.tables();
        let mut out = Vec::new();
        for s in &t.stars {
            for p in 0..self.players() {
                if s.tiles.is_subset(&self.occ[p]) {
                    out.push(Garrison {
                        owner: p as Player,
                        star: s.id,
                        inner: s.ring == 1,
                    });
                }
            }
        }
        out
    }
}

/// The rules tables of a built-in board.
pub fn tables_of(board: BoardChoice) -> &'static Tables {
    match board {
        BoardChoice::R1 => Tables::get(BoardKind::R1),
        BoardChoice::R2 => Tables::get(BoardKind::R2),
    }
}
