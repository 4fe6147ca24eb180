//! Precomputed geometry, built at compile time: for every piece code and square, the
//! ordinary and capture-only leap targets and ray directions; ray masks; rank masks.
//!
//! Offsets are written once, for a White left-handed piece in its normal form, exactly as
//! in the rulings' table; [`orient`] turns them for the hand, the form and the owner.

/// One of the eight ray directions, as an index into [`DIRS`].
pub(super) type Dir = u8;

/// No ray.
pub(super) const NO_RAY: Dir = 0xFF;

/// The eight directions (dx, dy); indices 0, 1, 2 and 7 go towards higher square numbers.
pub(super) const DIRS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// Whether a direction runs towards higher square indices.
pub(super) const fn dir_is_positive(d: Dir) -> bool {
    matches!(d, 0 | 1 | 2 | 7)
}

/// The type index of each piece kind (`kind >> 1`): King, Phoenix, Ant, Crab, Moth,
/// Hummingbird. The low bit of a kind is "flipped" for the first three, "right-handed"
/// for the others.
pub(super) const T_KING: u8 = 0;
pub(super) const T_PHOENIX: u8 = 1;
pub(super) const T_ANT: u8 = 2;

/// One piece's moves, written for a White left-handed piece in normal form.
pub(super) struct MoveSet {
    /// Ordinary leaps (single steps included).
    pub ord_leaps: &'static [(i8, i8)],
    /// Ordinary rays.
    pub ord_rays: &'static [(i8, i8)],
    /// Capture-only leaps.
    pub cap_leaps: &'static [(i8, i8)],
    /// Capture-only rays.
    pub cap_rays: &'static [(i8, i8)],
}

/// The rulings' table, by type index. The Phoenix's rear capture is not an offset and is
/// handled apart (see `rear_mask`).
pub(super) const MOVE_SETS: [MoveSet; 6] = [
    // King: the five squares two ranks ahead.
    MoveSet {
        ord_leaps: &[(-2, 2), (-1, 2), (0, 2), (1, 2), (2, 2)],
        ord_rays: &[],
        cap_leaps: &[],
        cap_rays: &[],
    },
    // Phoenix: one step forward.
    MoveSet {
        ord_leaps: &[(0, 1)],
        ord_rays: &[],
        cap_leaps: &[],
        cap_rays: &[],
    },
    // Ant: one step forward (a friendly Ant there may be taken).
    MoveSet {
        ord_leaps: &[(0, 1)],
        ord_rays: &[],
        cap_leaps: &[],
        cap_rays: &[],
    },
    // Crab.
    MoveSet {
        ord_leaps: &[(1, 1), (-1, 1), (2, 1), (-2, 1), (3, -1)],
        ord_rays: &[(1, 0)],
        cap_leaps: &[(-3, -1)],
        cap_rays: &[(-1, 0)],
    },
    // Moth.
    MoveSet {
        ord_leaps: &[(2, 1), (2, -1), (1, 2), (-1, 2)],
        ord_rays: &[(1, -1)],
        cap_leaps: &[(-2, 1), (-2, -1)],
        cap_rays: &[(-1, -1)],
    },
    // Hummingbird.
    MoveSet {
        ord_leaps: &[(1, -2), (2, -1)],
        ord_rays: &[(0, 1)],
        cap_leaps: &[(-1, -2), (-2, -1)],
        cap_rays: &[],
    },
];

/// Turns a White-left-normal offset for `owner` (0 White, 1 Black) and `kind` (0..12).
pub(super) const fn orient(owner: u8, kind: u8, (dx, dy): (i8, i8)) -> (i8, i8) {
    let (mut dx, mut dy) = (dx, dy);
    let variant = kind & 1 == 1;
    if variant && kind >> 1 >= 3 {
        dx = -dx; // right-handed: the left-right mirror
    }
    if variant && kind >> 1 < 3 {
        dy = -dy; // flipped: the vertical reflection
    }
    if owner == 1 {
        dx = -dx;
        dy = -dy;
    }
    (dx, dy)
}

/// The square `(dx, dy)` away from `sq`, if on the board.
pub(super) const fn offset(sq: usize, (dx, dy): (i8, i8)) -> Option<usize> {
    let f = (sq % 8) as i32 + dx as i32;
    let r = (sq / 8) as i32 + dy as i32;
    if f < 0 || f > 7 || r < 0 || r > 7 {
        None
    } else {
        Some((r * 8 + f) as usize)
    }
}

const fn dir_index(d: (i8, i8)) -> Dir {
    let mut i = 0;
    while i < 8 {
        if DIRS[i].0 == d.0 && DIRS[i].1 == d.1 {
            return i as Dir;
        }
        i += 1;
    }
    NO_RAY
}

/// Precomputed moves of one piece code on one square.
#[derive(Clone, Copy)]
pub(super) struct SquareMoves {
    /// Ordinary leap targets.
    pub ord_leaps: u64,
    /// Capture-only leap targets.
    pub cap_leaps: u64,
    /// The ordinary ray, or [`NO_RAY`] (no piece has more than one).
    pub ord_ray: Dir,
    /// The capture-only ray, or [`NO_RAY`].
    pub cap_ray: Dir,
    /// The owner, 0 or 1.
    pub owner: u8,
    /// An Ant: its step may take a friendly Ant.
    pub ant: bool,
}

const fn leap_mask(owner: u8, kind: u8, sq: usize, leaps: &[(i8, i8)]) -> u64 {
    let mut m = 0u64;
    let mut i = 0;
    while i < leaps.len() {
        if let Some(t) = offset(sq, orient(owner, kind, leaps[i])) {
            m |= 1 << t;
        }
        i += 1;
    }
    m
}

const fn first_ray(owner: u8, kind: u8, rays: &[(i8, i8)]) -> Dir {
    if rays.is_empty() {
        NO_RAY
    } else {
        dir_index(orient(owner, kind, rays[0]))
    }
}

const fn build_moves() -> [[SquareMoves; 64]; 24] {
    let empty = SquareMoves {
        ord_leaps: 0,
        cap_leaps: 0,
        ord_ray: NO_RAY,
        cap_ray: NO_RAY,
        owner: 0,
        ant: false,
    };
    let mut out = [[empty; 64]; 24];
    let mut idx = 0;
    while idx < 24 {
        let owner = (idx / 12) as u8;
        let kind = (idx % 12) as u8;
        let set = &MOVE_SETS[(kind >> 1) as usize];
        let mut sq = 0;
        while sq < 64 {
            let mut cap_leaps = leap_mask(owner, kind, sq, set.cap_leaps);
            if kind >> 1 == T_PHOENIX {
                // The rank capture is a capture-only leap to every square behind.
                cap_leaps |= rear_mask(idx, sq);
            }
            out[idx][sq] = SquareMoves {
                ord_leaps: leap_mask(owner, kind, sq, set.ord_leaps),
                cap_leaps,
                ord_ray: first_ray(owner, kind, set.ord_rays),
                cap_ray: first_ray(owner, kind, set.cap_rays),
                owner,
                ant: kind >> 1 == T_ANT,
            };
            sq += 1;
        }
        idx += 1;
    }
    out
}

/// Moves by `code - 1` (see `Piece::code`) and square.
pub(super) static MOVES: [[SquareMoves; 64]; 24] = build_moves();

const fn build_rays() -> [[u64; 64]; 8] {
    let mut out = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            let mut m = 0u64;
            let mut cur = offset(sq, DIRS[d]);
            while let Some(t) = cur {
                m |= 1 << t;
                cur = offset(t, DIRS[d]);
            }
            out[d][sq] = m;
            sq += 1;
        }
        d += 1;
    }
    out
}

/// The squares on the ray from each square in each direction (the square excluded).
pub(super) static RAYS: [[u64; 64]; 8] = build_rays();

/// The squares a ray from `sq` in direction `d` reaches: empty squares up to and
/// including the first occupied one.
#[inline]
pub(super) fn ray_attacks(d: Dir, sq: usize, occupied: u64) -> u64 {
    let ray = RAYS[d as usize][sq];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let b = if dir_is_positive(d) {
        blockers.trailing_zeros()
    } else {
        63 - blockers.leading_zeros()
    };
    ray & !RAYS[d as usize][b as usize]
}

/// All squares on a rank.
pub(super) const RANK_1: u64 = 0xFF;

/// The mask of one rank (0-based).
pub(super) const fn rank_mask(rank: usize) -> u64 {
    RANK_1 << (8 * rank)
}

/// Squares on ranks strictly below `rank` (0-based).
pub(super) const fn ranks_below(rank: usize) -> u64 {
    (1u64 << (8 * rank)) - 1
}

/// Squares on ranks strictly above `rank` (0-based).
pub(super) const fn ranks_above(rank: usize) -> u64 {
    if rank >= 7 {
        0
    } else {
        !0u64 << (8 * (rank + 1))
    }
}

/// Each owner's promotion zone: its 7th and 8th ranks.
pub(super) const ZONE: [u64; 2] = [rank_mask(6) | rank_mask(7), rank_mask(0) | rank_mask(1)];

/// Each owner's first rank, where its Phoenixes are dropped.
pub(super) const FIRST_RANK: [u64; 2] = [rank_mask(0), rank_mask(7)];

/// The squares a Phoenix (`code - 1` index `idx`) on `sq` may take by its rear capture:
/// every square on a rank strictly behind it (ahead of it when flipped).
const fn rear_mask(idx: usize, sq: usize) -> u64 {
    let owner = idx / 12;
    let flipped = idx & 1 == 1;
    if (owner == 0) != flipped {
        ranks_below(sq / 8)
    } else {
        ranks_above(sq / 8)
    }
}
