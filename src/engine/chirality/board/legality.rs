//! Board legality (rules §1), P-player legality and the Gate-assignment algorithm (§6).

use super::{Board, BoardKind, MAX_RADIUS, MIN_RADIUS};
use crate::engine::{Rng, SetupError};
use std::fmt;

/// A clause of the rules' definition of a legal board that a board fails.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LegalityFailure {
    /// Clause 1: no Star of five Thick tiles at the centre (no Throne).
    NoThrone,
    /// Clause 2: a ring of Stars around the Throne is not all complete on the board.
    IncompleteRing {
        /// The ring (1 or 2).
        ring: usize,
        /// How many of its Stars are complete on the board.
        complete: usize,
        /// How many Stars the ring has in the tiling.
        total: usize,
    },
    /// Clause 2: a third full ring of complete Stars forms, so the board is bigger than
    /// an R2 rosette ("exactly two full rings").
    ExtraRing {
        /// The extra ring (3).
        ring: usize,
    },
    /// Clause 3: no two Gates are opposing (at least 144° apart).
    NoOpposingGates {
        /// How many Gates the board has.
        gates: usize,
    },
    /// Clause 4: the tiles fall into several edge-connected parts.
    Disconnected {
        /// The number of parts.
        parts: usize,
    },
    /// Clause 4: a tile is not a whole P3 rhomb with unit edges.
    BrokenTile {
        /// The tile's name.
        tile: String,
    },
    /// Clause 4: the board has holes.
    Holes {
        /// The number of holes.
        holes: usize,
    },
    /// Clause 4: the outline is not one simple curve (parts touch at a corner only).
    Pinched {
        /// The number of outer outlines.
        outlines: usize,
    },
}

impl fmt::Display for LegalityFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LegalityFailure::NoThrone => write!(f, "no central Star (Throne)"),
            LegalityFailure::IncompleteRing {
                ring,
                complete,
                total,
            } => write!(
                f,
                "ring {ring} is not full: {complete} of its {total} Stars are complete"
            ),
            LegalityFailure::ExtraRing { ring } => {
                write!(f, "ring {ring} is full too: more than an R2 rosette")
            }
            LegalityFailure::NoOpposingGates { gates } => {
                write!(f, "no two of the {gates} Gates are opposing (144° apart)")
            }
            LegalityFailure::Disconnected { parts } => {
                write!(f, "the board falls into {parts} parts")
            }
            LegalityFailure::BrokenTile { tile } => write!(f, "tile {tile} is cut"),
            LegalityFailure::Holes { holes } => write!(f, "the board has {holes} hole(s)"),
            LegalityFailure::Pinched { outlines } => {
                write!(f, "the outline is pinched into {outlines} loops")
            }
        }
    }
}

/// Why a board could not be built, or is not legal for a game.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardError {
    /// A disc radius outside `MIN_RADIUS..=MAX_RADIUS` (or not a number).
    RadiusOutOfRange {
        /// The radius asked for.
        radius: f64,
    },
    /// A tiling name other than `five-thin` / `ten-thin`.
    UnknownTiling(String),
    /// The board breaks the rules' definition of a legal board.
    Illegal(Vec<LegalityFailure>),
    /// Fewer than two players.
    PlayerCount {
        /// The number asked for.
        players: usize,
    },
    /// Fewer Gates than players.
    TooFewGates {
        /// Players.
        players: usize,
        /// Gates on the board.
        gates: usize,
    },
    /// The Gate assignment leaves a player with both neighbours on adjacent Gates when
    /// that was avoidable (the rules' practical test).
    Crowded {
        /// Players.
        players: usize,
        /// The first-turn Gate for which it happens.
        first_gate: usize,
    },
    /// A Gate number out of range.
    NoSuchGate {
        /// The Gate asked for.
        gate: usize,
        /// How many there are.
        gates: usize,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::RadiusOutOfRange { radius } => write!(
                f,
                "board radius {radius} is out of range ({MIN_RADIUS} to {MAX_RADIUS})"
            ),
            BoardError::UnknownTiling(s) => {
                write!(f, "unknown tiling '{s}' (five-thin or ten-thin)")
            }
            BoardError::Illegal(fails) => {
                write!(f, "not a legal Chirality board: ")?;
                for (i, x) in fails.iter().enumerate() {
                    write!(f, "{}{x}", if i > 0 { "; " } else { "" })?;
                }
                Ok(())
            }
            BoardError::PlayerCount { players } => {
                write!(f, "{players} player(s): at least 2 are needed")
            }
            BoardError::TooFewGates { players, gates } => {
                write!(
                    f,
                    "{players} players need {players} Gates; the board has {gates}"
                )
            }
            BoardError::Crowded {
                players,
                first_gate,
            } => write!(
                f,
                "with {players} players and first Gate {}, a player starts between \
                 two adjacent neighbours",
                super::gate_number(*first_gate)
            ),
            BoardError::NoSuchGate { gate, gates } => {
                write!(
                    f,
                    "no Gate {}: the board has {gates}",
                    super::gate_number(*gate)
                )
            }
        }
    }
}

impl std::error::Error for BoardError {}

impl From<BoardError> for SetupError {
    fn from(e: BoardError) -> SetupError {
        match e {
            BoardError::Illegal(_)
            | BoardError::TooFewGates { .. }
            | BoardError::Crowded { .. } => super::super::Illegal::Board(e).into(),
            _ => crate::engine::BadOption::Board(e).into(),
        }
    }
}

impl Board {
    /// Checks the rules' definition of a legal board (§1): a central Star (the Throne);
    /// exactly two full rings of complete Stars (R1 is the rules' named exception to the
    /// second ring); at least two opposing Gates; one edge-connected piece of whole
    /// tiles with a simple outline and no holes.
    ///
    /// # Errors
    /// Every failing clause, in clause order.
    pub fn check_legal(&self) -> Result<(), Vec<LegalityFailure>> {
        let mut fails = Vec::new();
        if self.throne().is_none() {
            fails.push(LegalityFailure::NoThrone);
        }
        let sizes = &self.world().ring_sizes;
        let full = |ring: usize| -> (usize, usize) {
            let complete = self.ring(ring).filter(|s| s.complete).count();
            (complete, sizes.get(ring).copied().unwrap_or(0))
        };
        let rings = if self.kind() == BoardKind::R1 { 1 } else { 2 };
        for ring in 1..=rings {
            let (complete, total) = full(ring);
            if complete < total || total == 0 {
                fails.push(LegalityFailure::IncompleteRing {
                    ring,
                    complete,
                    total,
                });
            }
        }
        let (complete, total) = full(3);
        if total > 0 && complete == total {
            fails.push(LegalityFailure::ExtraRing { ring: 3 });
        }
        let g = self.gates().len();
        if !(0..g).any(|a| (0..a).any(|b| self.opposing(a, b))) {
            fails.push(LegalityFailure::NoOpposingGates { gates: g });
        }
        let parts = self.parts();
        if parts > 1 {
            fails.push(LegalityFailure::Disconnected { parts });
        }
        for (i, t) in self.tiles().iter().enumerate() {
            let rhomb = self.world().rhombs[self.world_ids()[i]];
            if !rhomb.is_valid() {
                fails.push(LegalityFailure::BrokenTile {
                    tile: t.name.clone(),
                });
            }
        }
        let o = self.outlines();
        if o.hole_count > 0 {
            fails.push(LegalityFailure::Holes {
                holes: o.hole_count,
            });
        }
        if o.outer_count > 1 {
            fails.push(LegalityFailure::Pinched {
                outlines: o.outer_count,
            });
        }
        if fails.is_empty() {
            Ok(())
        } else {
            Err(fails)
        }
    }

    /// The number of edge-connected parts.
    fn parts(&self) -> usize {
        let n = self.tiles().len();
        let mut seen = vec![false; n];
        let mut parts = 0;
        for s in 0..n {
            if seen[s] {
                continue;
            }
            parts += 1;
            seen[s] = true;
            let mut stack = vec![s];
            while let Some(t) = stack.pop() {
                for &u in self.edge_neighbours(t) {
                    if !seen[u] {
                        seen[u] = true;
                        stack.push(u);
                    }
                }
            }
        }
        parts
    }

    /// P-player legality (§6): the board is legal, has at least `players` Gates, and the
    /// Gate-assignment algorithm spaces the players evenly from every first-turn Gate (no
    /// player starts with both neighbours on adjacent Gates unless the counts force it).
    ///
    /// # Errors
    /// The first reason the board does not suit `players` players.
    pub fn check_players(&self, players: usize) -> Result<(), BoardError> {
        if players < 2 {
            return Err(BoardError::PlayerCount { players });
        }
        self.check_legal().map_err(BoardError::Illegal)?;
        let gates = self.gates().len();
        if gates < players {
            return Err(BoardError::TooFewGates { players, gates });
        }
        // Two adjacent gaps of 1 are avoidable when G ≥ P + ⌈P/2⌉.
        if gates >= players + players.div_ceil(2) {
            for first in 0..gates {
                let gaps = gaps(gates, &assign_gates(gates, players, first)?);
                if (0..players).any(|i| gaps[i] == 1 && gaps[(i + 1) % players] == 1) {
                    return Err(BoardError::Crowded {
                        players,
                        first_gate: first,
                    });
                }
            }
        }
        Ok(())
    }
}

/// Clockwise gaps (in Gate numbers) from each player's Gate to the next player's.
fn gaps(count: usize, assigned: &[usize]) -> Vec<usize> {
    let p = assigned.len();
    (0..p)
        .map(|i| {
            let d = (assigned[(i + 1) % p] + count - assigned[i]) % count;
            if d == 0 {
                count
            } else {
                d
            }
        })
        .collect()
}

/// The rules' Gate-assignment algorithm (§6), a pure function. `count` Gates (or
/// Stars) are numbered clockwise `0..count`; player 0 takes `first`, the first-turn Gate;
/// player `i` takes the unassigned Gate nearest to `first + i × count / players`
/// clockwise (the interval `count / players` repeated, so spacing errors don't pile up).
/// When two Gates are equally near, the one giving the more even spacing over the whole
/// ring wins: the smaller sum of squared gaps once every player is placed (the rest
/// placed by the same rule, taking the Gate less far clockwise on later ties); if still
/// equal, the one less far clockwise. Returns each player's Gate, in turn order.
/// Runs in O(P³·G) at worst, so any count is safe.
///
/// # Errors
/// [`BoardError::PlayerCount`] for no players, [`BoardError::TooFewGates`] when
/// `count < players`, [`BoardError::NoSuchGate`] when `first >= count`.
pub fn assign_gates(count: usize, players: usize, first: usize) -> Result<Vec<usize>, BoardError> {
    if players == 0 {
        return Err(BoardError::PlayerCount { players });
    }
    if count < players {
        return Err(BoardError::TooFewGates {
            players,
            gates: count,
        });
    }
    if first >= count {
        return Err(BoardError::NoSuchGate {
            gate: first,
            gates: count,
        });
    }
    Ok(extend(count, players, vec![first]))
}

/// The free Gates nearest to player `assigned.len()`'s target, least far clockwise from
/// the previous player's Gate first.
fn nearest(count: usize, players: usize, assigned: &[usize]) -> Vec<usize> {
    let i = assigned.len();
    // Positions scaled by `players`: Gate g sits at g·P, the target at first·P + i·G.
    let ring = count * players;
    let target = (assigned[0] * players + i * count) % ring;
    let dist = |g: usize| {
        let d = (g * players + ring - target) % ring;
        d.min(ring - d)
    };
    let free: Vec<usize> = (0..count).filter(|g| !assigned.contains(g)).collect();
    let best = free.iter().map(|&g| dist(g)).min().unwrap_or(0);
    let prev = assigned[i - 1];
    let mut candidates: Vec<usize> = free.into_iter().filter(|&g| dist(g) == best).collect();
    candidates.sort_by_key(|&g| (g + count - prev) % count);
    candidates
}

/// Completes an assignment taking the first nearest Gate every time (the lookahead used
/// to judge a tie).
fn complete(count: usize, players: usize, mut assigned: Vec<usize>) -> Vec<usize> {
    while assigned.len() < players {
        match nearest(count, players, &assigned).first() {
            Some(&g) => assigned.push(g),
            None => break,
        }
    }
    assigned
}

fn extend(count: usize, players: usize, mut assigned: Vec<usize>) -> Vec<usize> {
    let score = |a: &[usize]| -> usize { gaps(count, a).iter().map(|d| d * d).sum() };
    while assigned.len() < players {
        let candidates = nearest(count, players, &assigned);
        let pick = candidates.iter().copied().min_by_key(|&g| {
            let mut next = assigned.clone();
            next.push(g);
            score(&complete(count, players, next))
        });
        match pick {
            Some(g) => assigned.push(g),
            None => break,
        }
    }
    assigned
}

/// The first-turn Gate drawn from a game's seed: uniform over `0..count` (0 if there
/// are no Gates), the same on every platform.
pub fn first_gate_from_seed(seed: u64, count: usize) -> usize {
    if count == 0 {
        0
    } else {
        Rng::new(seed).below(count)
    }
}
