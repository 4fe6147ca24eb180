//! Queries for a UI: where a piece may go, Muster targets, the threat map, and the
//! capture report of a turn.

use super::board::{StarId, TileId};
use super::rules::Trace;
use super::state::{Chirality, ChiralityMove, MAX_PLAYERS};
use super::tables::TileSet;
use crate::engine::Game;
use crate::engine::{Player, Turn};

/// A tile the player to move may Muster onto.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MusterTarget {
    /// The tile.
    pub tile: TileId,
    /// Only a Remote Muster (through an Inner Garrison) reaches it.
    pub remote: bool,
}

/// How one tile is attacked now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileThreat {
    /// The owner of the piece on the tile, if any.
    pub occupant: Option<Player>,
    /// Per player, the number of its attack sources on this tile (pieces, and Garrisons
    /// whose Moat holds it); zero for seats beyond the player count.
    pub sources: [u8; MAX_PLAYERS],
    /// The occupant belongs to an active Garrison and cannot be captured.
    pub immune: bool,
    /// Some enemy's sources meet the occupant's capture condition (one for a Thin tile
    /// or a Throne tile, two for another Thick tile), and the occupant is not immune.
    pub falls: bool,
}

/// One attacking player's part in a capture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attacker {
    /// The attacking player.
    pub player: Player,
    /// The tiles of its pieces that attack the captured tile.
    pub sources: Vec<TileId>,
    /// Its Garrisons whose Moat (or Deep Moat) holds the captured tile.
    pub garrisons: Vec<StarId>,
}

/// One captured piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaptureEvent {
    /// Where it stood.
    pub tile: TileId,
    /// Whose it was.
    pub owner: Player,
    /// The players that captured it, with their sources (in the response phase, every
    /// player whose attacks met the capture condition).
    pub attackers: Vec<Attacker>,
}

/// What a turn did besides the move itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CaptureReport {
    /// The move fully occupied the Throne: the game ended before any capture.
    pub throne_victory: bool,
    /// Pieces taken by the active player (removed first).
    pub active: Vec<CaptureEvent>,
    /// Pieces taken in the response phase (removed together).
    pub response: Vec<CaptureEvent>,
    /// Players eliminated by the turn (no pieces left, or no legal action on their turn).
    pub eliminated: Vec<Player>,
}

impl Chirality {
    /// The empty tiles the piece on `from` may move to, if it is the mover's.
    pub fn destinations(&self, from: TileId) -> Vec<TileId> {
        let t = self.tables();
        match self.turn() {
            Turn::Player(p) if !self.placing && self.occ[p as usize].contains(from) => {
                t.reach[from].minus(self.occupied()).iter().collect()
            }
            _ => Vec::new(),
        }
    }

    /// The tiles the player to move may Muster onto, Remote-only ones marked.
    pub fn muster_targets(&self) -> Vec<MusterTarget> {
        match self.turn() {
            Turn::Player(p) if !self.placing => {
                let (ordinary, remote) = self.muster_sets(p as usize);
                ordinary
                    .or(remote)
                    .iter()
                    .map(|tile| MusterTarget {
                        tile,
                        remote: remote.contains(tile),
                    })
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    /// Why the player to move may not Muster now; `None` when a Muster is legal. Reasons
    /// follow §9 and §10: an empty reserve, no Gate tile held (or every tile of the held
    /// Gates taken), and no Inner Garrison (or every Gate it reaches holding an enemy or
    /// lacking an empty Thick tile).
    pub fn why_no_muster(&self) -> Option<NoMuster> {
        let p = match self.turn() {
            Turn::Over => return Some(NoMuster::Over),
            _ if self.placing => return Some(NoMuster::Placing),
            Turn::Player(p) => p as usize,
            Turn::Chance => return Some(NoMuster::NobodysTurn),
        };
        if self.reserve[p] == 0 {
            return Some(NoMuster::NoReserve);
        }
        let (ordinary, remote) = self.muster_sets(p);
        if !ordinary.or(remote).is_empty() {
            return None;
        }
        Some(NoMuster::Blocked {
            gates_taken: self.occ[p].intersects(&self.tables().gate_tiles),
            garrison_blocked: self.inner_garrisons(p) > 0,
        })
    }

    /// During Setup C's placement phase, the tiles the player to move may place on.
    pub fn placement_targets(&self) -> Vec<TileId> {
        if self.is_placing() {
            self.placement_tiles(self.to_move as usize).iter().collect()
        } else {
            Vec::new()
        }
    }

    /// Per tile (indexed by tile id), who attacks it now and whether its occupant would
    /// fall if that attacker resolved its captures on this board.
    pub fn threat_map(&self) -> Vec<TileThreat> {
        let t = self.tables();
        let g = self.garrisons_of(&self.occ);
        let n = self.players();
        (0..t.tiles)
            .map(|tile| {
                let occupant = self.piece_at(tile);
                let mut sources = [0u8; MAX_PLAYERS];
                for (p, s) in sources.iter_mut().enumerate().take(n) {
                    let (pieces, stars) = self.sources_on(&self.occ, p, tile);
                    *s = (pieces.len() + stars.len()) as u8;
                }
                let immune = occupant.is_some() && g.immune.contains(tile);
                let need = if t.thin.contains(tile) || t.throne.contains(tile) {
                    1
                } else {
                    2
                };
                let falls = !immune
                    && occupant
                        .is_some_and(|q| (0..n).any(|p| p != q as usize && sources[p] >= need));
                TileThreat {
                    occupant,
                    sources,
                    immune,
                    falls,
                }
            })
            .collect()
    }

    /// `p`'s attack sources on `tile` on the board `occ`: its attacking pieces' tiles and
    /// its Garrisons whose Moat holds the tile.
    fn sources_on(
        &self,
        occ: &[TileSet; MAX_PLAYERS],
        p: usize,
        tile: TileId,
    ) -> (Vec<TileId>, Vec<StarId>) {
        let t = self.tables();
        let pieces = occ[p]
            .iter()
            .filter(|&s| t.reach[s].contains(tile))
            .collect();
        let mut stars = Vec::new();
        if t.thin.contains(tile) {
            for s in &t.stars {
                let moat = if self.options.deep_moats {
                    s.deep_moat
                } else {
                    s.moat
                };
                if s.tiles.is_subset(&occ[p]) && moat.contains(tile) {
                    stars.push(s.id);
                }
            }
        }
        (pieces, stars)
    }

    /// Plays `m` (assumed legal) and reports its captures and eliminations.
    pub fn play_explained(&mut self, m: ChiralityMove) -> CaptureReport {
        let before = self.clone();
        let mut trace = Trace::default();
        self.apply(m, Some(&mut trace));
        let mut report = CaptureReport {
            throne_victory: trace.throne,
            ..CaptureReport::default()
        };
        if trace.throne {
            return report;
        }
        let active = before.to_move as usize;
        let event = |occ: &[TileSet; MAX_PLAYERS], tile: TileId, by: &[usize]| {
            let owner = (0..MAX_PLAYERS)
                .find(|&q| occ[q].contains(tile))
                .unwrap_or(0);
            let attackers = by
                .iter()
                .map(|&p| {
                    let (sources, garrisons) = before.sources_on(occ, p, tile);
                    Attacker {
                        player: p as Player,
                        sources,
                        garrisons,
                    }
                })
                .collect();
            CaptureEvent {
                tile,
                owner: owner as Player,
                attackers,
            }
        };
        for tile in trace.active.iter() {
            report
                .active
                .push(event(&trace.active_board, tile, &[active]));
        }
        let all = trace.response.iter().fold(TileSet::EMPTY, |a, &b| a.or(b));
        for tile in all.iter() {
            let by: Vec<usize> = (0..MAX_PLAYERS)
                .filter(|&q| trace.response[q].contains(tile))
                .collect();
            report
                .response
                .push(event(&trace.response_board, tile, &by));
        }
        report.eliminated = (0..self.players() as Player)
            .filter(|&p| trace.eliminated >> p & 1 != 0)
            .collect();
        report
    }

    /// What playing `m` here would capture, without changing this state.
    pub fn explain_turn(&self, m: ChiralityMove) -> CaptureReport {
        self.clone().play_explained(m)
    }
}

/// Why the player to move may not Muster ([`Chirality::why_no_muster`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoMuster {
    /// The game is over.
    Over,
    /// Setup C: the starting pieces are placed first.
    Placing,
    /// A chance turn: nobody is to move.
    NobodysTurn,
    /// The reserve is empty.
    NoReserve,
    /// No Gate allows one, and no Remote Muster either.
    Blocked {
        /// Gates are held, but every tile of them is taken (else none is held).
        gates_taken: bool,
        /// An Inner Garrison is held, but each Gate it reaches holds an enemy or has no
        /// empty Thick tile (else none is held).
        garrison_blocked: bool,
    },
}
