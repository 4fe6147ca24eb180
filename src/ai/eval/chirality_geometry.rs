//! The board geometry behind the Chirality heuristic: each tile's closeness to the centre,
//! distances on the empty board (to the Throne tiles and between any two tiles), the
//! cheapest plan to fill the Throne, and the tiles one side reaches before the other.

use crate::engine::chirality::{tables_of, BoardChoice, Tables, TileSet};
use std::sync::OnceLock;

/// Moves charged for a reserve piece in the Throne plan (a Muster and the walk in).
pub(super) const RESERVE_COST: u32 = 24;
/// The longest walk over empty tiles the Throne plan looks for; beyond it, the distance
/// on the empty board plus [`DETOUR`] is used.
pub(super) const MAX_WALK: u32 = 8;
/// Moves added to a distance measured on the empty board.
pub(super) const DETOUR: u32 = 2;
/// The pieces a player needs to fill the Throne.
pub(super) const THRONE_PIECES: u32 = 5;

/// Per board: each tile's closeness to the centre, the Thin tiles touching the Throne,
/// and for each tile the tiles from which one move reaches it.
pub(super) struct Geometry {
    pub(super) closeness: Vec<f64>,
    pub(super) throne_ring: TileSet,
    pub(super) reached_from: Vec<TileSet>,
    /// Per tile, per Throne tile (ascending), the moves needed on an empty board.
    pub(super) to_throne: Vec<[u32; 5]>,
    /// Per pair of tiles, the moves from the first to the second on an empty board
    /// (capped at [`FAR`]).
    pub(super) between: Vec<Vec<u8>>,
}

/// The farthest distance [`Geometry::between`] tells apart.
pub(super) const FAR: u8 = 12;

pub(super) fn geometry(board: BoardChoice) -> &'static Geometry {
    static R1: OnceLock<Geometry> = OnceLock::new();
    static R2: OnceLock<Geometry> = OnceLock::new();
    let cell = match board {
        BoardChoice::R1 => &R1,
        BoardChoice::R2 => &R2,
    };
    cell.get_or_init(|| {
        let t = tables_of(board);
        let radius = |i: usize| {
            let c = t.board.tile(i).centroid;
            c[0].hypot(c[1])
        };
        let max = (0..t.tiles).map(radius).fold(1.0, f64::max);
        let closeness = (0..t.tiles).map(|i| 1.0 - radius(i) / max).collect();
        let mut throne_ring = TileSet::EMPTY;
        let mut reached_from = vec![TileSet::EMPTY; t.tiles];
        for x in 0..t.tiles {
            for y in t.reach[x].iter() {
                reached_from[y].insert(x);
            }
            if t.thin.contains(x) && t.reach[x].intersects(&t.throne) {
                throne_ring.insert(x);
            }
        }
        let mut to_throne = vec![[u32::MAX / 4; 5]; t.tiles];
        for (k, goal) in t.throne.iter().enumerate().take(5) {
            let mut frontier = TileSet::single(goal);
            let mut seen = frontier;
            to_throne[goal][k] = 0;
            let mut d = 0;
            while !frontier.is_empty() {
                d += 1;
                let mut next = TileSet::EMPTY;
                for y in frontier.iter() {
                    next = next.or(reached_from[y]);
                }
                frontier = next.minus(seen);
                seen = seen.or(frontier);
                for x in frontier.iter() {
                    to_throne[x][k] = d;
                }
            }
        }
        let between = (0..t.tiles)
            .map(|x| {
                let mut row = vec![FAR; t.tiles];
                row[x] = 0;
                let mut frontier = TileSet::single(x);
                let mut seen = frontier;
                for d in 1..FAR {
                    let mut next = TileSet::EMPTY;
                    for y in frontier.iter() {
                        next = next.or(t.reach[y]);
                    }
                    frontier = next.minus(seen);
                    if frontier.is_empty() {
                        break;
                    }
                    seen = seen.or(frontier);
                    for y in frontier.iter() {
                        row[y] = d;
                    }
                }
                row
            })
            .collect();
        Geometry {
            closeness,
            throne_ring,
            reached_from,
            to_throne,
            between,
        }
    })
}

/// The moves `mine` (plus `reserve` pieces) need to fill the Throne on this board: the
/// cheapest matching of the Throne tiles not held with distinct pieces. A piece's
/// distance to a tile is its walk over tiles that are empty or hold its own pieces off
/// the Throne (up to [`MAX_WALK`], else the
/// distance on the empty board plus [`DETOUR`]), one more if an enemy stands on the
/// tile; a reserve piece costs [`RESERVE_COST`].
pub(super) fn throne_plan(
    geo: &Geometry,
    t: &Tables,
    mine: TileSet,
    empty: TileSet,
    reserve: u32,
) -> u32 {
    let free = mine.minus(t.throne);
    // Walks pass empty tiles and the player's own pieces off the Throne (they can make
    // way), never enemies or the Throne tiles already held.
    let walkable = empty.or(free);
    let mut goals = [usize::MAX; 5];
    let mut count = 0;
    for (k, goal) in t.throne.iter().enumerate().take(5) {
        if !mine.contains(goal) {
            goals[count] = k;
            count += 1;
        }
    }
    if count == 0 {
        return 0;
    }
    // Per piece (at most 16), its distance to each missing goal.
    let mut slots = [0usize; 16];
    let mut n = 0;
    for x in free.iter().take(16) {
        slots[n] = x;
        n += 1;
    }
    let pieces = &slots[..n];
    let mut dist = [[0u32; 5]; 16];
    let mut throne = [0usize; 5];
    for (k, x) in t.throne.iter().enumerate().take(5) {
        throne[k] = x;
    }
    for (j, &k) in goals[..count].iter().enumerate() {
        let goal = throne[k];
        let extra = u32::from(!empty.contains(goal));
        for (i, &x) in pieces.iter().enumerate() {
            dist[i][j] = geo.to_throne[x][k] + DETOUR + extra;
        }
        let mut frontier = TileSet::single(goal);
        let mut seen = frontier;
        for d in 1..=MAX_WALK {
            let mut preds = TileSet::EMPTY;
            for y in frontier.iter() {
                preds = preds.or(geo.reached_from[y]);
            }
            for (i, &x) in pieces.iter().enumerate() {
                if preds.contains(x) && d + extra < dist[i][j] {
                    dist[i][j] = d + extra;
                }
            }
            frontier = preds.and(walkable).minus(seen);
            if frontier.is_empty() {
                break;
            }
            seen = seen.or(frontier);
        }
    }
    // Cheapest matching by dynamic programming over the sets of goals filled.
    let full = (1usize << count) - 1;
    let mut best = [u32::MAX / 4; 32];
    best[0] = 0;
    for row in dist.iter().take(pieces.len()) {
        for mask in (0..=full).rev() {
            if best[mask] >= u32::MAX / 4 {
                continue;
            }
            for (j, &d) in row.iter().enumerate().take(count) {
                if mask & 1 << j == 0 {
                    let m = mask | 1 << j;
                    best[m] = best[m].min(best[mask] + d);
                }
            }
        }
    }
    // Goals left over are filled from the reserve, or cost double without one.
    (0..=full)
        .map(|mask| {
            let left = (full & !mask).count_ones();
            let from_reserve = left.min(reserve);
            best[mask]
                .saturating_add(from_reserve * RESERVE_COST)
                .saturating_add((left - from_reserve) * 2 * RESERVE_COST)
        })
        .min()
        .unwrap_or(0)
}

/// The number of tiles some piece of `first` reaches in fewer moves than every piece of
/// `second` (by the distances `between`).
pub(super) fn ahead(between: &[Vec<u8>], first: TileSet, second: TileSet) -> usize {
    let nearest = |set: TileSet| {
        let mut d = vec![FAR; between.len()];
        for y in set.iter() {
            for (dz, &bz) in d.iter_mut().zip(&between[y]) {
                *dz = (*dz).min(bz);
            }
        }
        d
    };
    let (a, b) = (nearest(first), nearest(second));
    a.iter().zip(&b).filter(|(x, y)| x < y).count()
}
