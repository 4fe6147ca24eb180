//! The Chirality position editor's model: the board (R1 or R2) and player count, whose
//! pieces stand on which tiles (Garrisons follow from full Stars), each player's reserve
//! and whose turn it is. Captured counts and eliminations follow: a player's set is 16
//! pieces, and a player with nothing on the board or in reserve is out.

use super::options::{BoardChoice, ChiralityOptions};
use super::state::{tables_of, Chirality, MAX_PLAYERS, PIECES};
use crate::engine::any::CHIRALITY_SEATS;
use crate::engine::edit::{finish, SetupProblem};
use crate::engine::{Game, Player, SetupError};
use std::fmt;

/// An arrangement of a Chirality position, legal or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChiralitySetup {
    options: ChiralityOptions,
    /// The owner of the piece on each tile (by tile id), if any.
    pub owner: Vec<Option<Player>>,
    /// Pieces in each player's reserve.
    pub reserve: [u8; MAX_PLAYERS],
    /// The player to act.
    pub to_move: Player,
}

fn name(p: usize) -> String {
    format!("{} (player {})", CHIRALITY_SEATS[p], p + 1)
}

/// What makes a Chirality arrangement illegal; `Display` gives the sentence the editor
/// shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChiralityProblem {
    /// A player's board and reserve hold more pieces than the set.
    TooManyPieces {
        /// The player.
        player: Player,
        /// Their pieces on the board.
        on_board: usize,
        /// Their pieces in reserve.
        reserve: u8,
    },
    /// A seat that is not playing has pieces on the board (the first such seat).
    NotPlaying {
        /// The seat.
        player: Player,
    },
    /// Fewer than two players have pieces left, so the game would be over.
    FewerThanTwoLeft,
    /// The player to act is not playing or has no pieces left.
    ToMoveHasNoPieces {
        /// The player to act.
        player: Player,
    },
    /// A player holds the whole Throne, so the game would be over.
    HoldsThrone {
        /// The player.
        player: Player,
    },
}

impl fmt::Display for ChiralityProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ChiralityProblem::TooManyPieces {
                player,
                on_board,
                reserve,
            } => write!(
                f,
                "{} has more pieces than the set holds: {on_board} on the board and {reserve} in reserve, of {PIECES}.",
                name(player as usize)
            ),
            ChiralityProblem::NotPlaying { player } => write!(
                f,
                "{} has pieces on the board but is not playing.",
                name(player as usize)
            ),
            ChiralityProblem::FewerThanTwoLeft => f.write_str(
                "Fewer than two players have pieces left, so the game would be over.",
            ),
            ChiralityProblem::ToMoveHasNoPieces { player } => {
                let p = player as usize;
                write!(
                    f,
                    "It is {}'s turn, but {} has no pieces left.",
                    name(p),
                    CHIRALITY_SEATS[p.min(MAX_PLAYERS - 1)]
                )
            }
            ChiralityProblem::HoldsThrone { player } => write!(
                f,
                "{} holds the whole Throne, so the game would be over.",
                name(player as usize)
            ),
        }
    }
}

impl ChiralitySetup {
    /// The arrangement of a game's position. During Setup C's placements (which no
    /// arrangement holds) the placements still to make go on the first tile each Gate
    /// offers.
    pub fn of(g: &Chirality) -> ChiralitySetup {
        let mut g = g.clone();
        while g.is_placing() {
            let Some(&m) = g.legal_move_list().first() else {
                break;
            };
            g.play_unchecked(m);
        }
        let tiles = g.tables().tiles;
        ChiralitySetup {
            options: g.options,
            owner: (0..tiles).map(|t| g.piece_at(t as _)).collect(),
            reserve: g.reserve,
            to_move: g.to_move,
        }
    }

    /// The start position of `board` with `players` seats: the board's usual setup when
    /// it seats that many, else Setup C with each player's first placement made (on the
    /// first tile its Gate offers); or why no game has those.
    ///
    /// # Errors
    /// The rule the options break.
    pub fn start(
        board: BoardChoice,
        players: u8,
        base: ChiralityOptions,
    ) -> Result<ChiralitySetup, SetupError> {
        let mut options = ChiralityOptions {
            board,
            players,
            setup: board.default_setup(),
            ..base
        };
        if options.validate().is_err() {
            options.setup = super::Setup::C;
        }
        let g = Chirality::try_new(&options)?;
        Ok(ChiralitySetup::of(&g))
    }

    /// The options (board, setup, players, Deep Moats, seed).
    pub fn options(&self) -> ChiralityOptions {
        self.options
    }

    /// Pieces `p` has on the board.
    pub fn on_board(&self, p: usize) -> usize {
        self.owner
            .iter()
            .filter(|o| **o == Some(p as Player))
            .count()
    }

    /// Pieces `p` has lost: the set less the board and the reserve (negative when the
    /// arrangement holds more than the set).
    pub fn captured(&self, p: usize) -> i32 {
        i32::from(PIECES) - self.on_board(p) as i32 - i32::from(self.reserve[p])
    }

    fn live(&self, p: usize) -> bool {
        self.on_board(p) > 0 || self.reserve[p] > 0
    }

    /// Every reason this arrangement is not a legal position.
    pub fn problems(&self) -> Vec<ChiralityProblem> {
        let mut out = Vec::new();
        let n = self.options.players as usize;
        for p in 0..n {
            if self.captured(p) < 0 {
                out.push(ChiralityProblem::TooManyPieces {
                    player: p as Player,
                    on_board: self.on_board(p),
                    reserve: self.reserve[p],
                });
            }
        }
        if let Some(&player) = self.owner.iter().flatten().find(|&&p| p as usize >= n) {
            out.push(ChiralityProblem::NotPlaying { player });
        }
        let mover = self.to_move as usize;
        let live = (0..n).filter(|&p| self.live(p)).count();
        if live < 2 {
            out.push(ChiralityProblem::FewerThanTwoLeft);
        } else if mover >= n || !self.live(mover) {
            out.push(ChiralityProblem::ToMoveHasNoPieces {
                player: self.to_move,
            });
        }
        let throne = tables_of(self.options.board).throne;
        for p in 0..n {
            if !throne.is_empty() && throne.iter().all(|t| self.owner[t] == Some(p as Player)) {
                out.push(ChiralityProblem::HoldsThrone {
                    player: p as Player,
                });
            }
        }
        out
    }

    /// The position notation.
    pub fn position(&self) -> String {
        super::notation::position_text(&self.picture())
    }

    /// The arrangement as a state, unchecked: for drawing only (it may break every rule).
    pub fn picture(&self) -> Chirality {
        let n = self.options.players as usize;
        let mut g = Chirality::empty(self.options);
        for (t, o) in self.owner.iter().enumerate() {
            if let Some(p) = o.filter(|&p| (p as usize) < n) {
                g.occ[p as usize].insert(t);
            }
        }
        for p in 0..n {
            g.reserve[p] = self.reserve[p];
            g.captured[p] = self.captured(p).clamp(0, i32::from(PIECES)) as u8;
            if !self.live(p) {
                g.eliminated |= 1 << p;
            }
        }
        g.to_move = self.to_move;
        g
    }

    /// The game, or every reason there is none.
    ///
    /// # Errors
    /// The reasons the arrangement is illegal.
    pub fn build(&self) -> Result<Chirality, Vec<SetupProblem>> {
        finish(self.problems(), &self.position())
    }
}

impl Default for ChiralitySetup {
    fn default() -> Self {
        ChiralitySetup::of(&Chirality::new_game(&Default::default()))
    }
}
