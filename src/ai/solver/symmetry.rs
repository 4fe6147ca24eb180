//! The eight symmetries of the 4×4 board (rotations and reflections), and the position key
//! they are folded into: equal keys mean equal futures, so the solver stores one entry for
//! all eight images of a position.

use crate::engine::pyrga::{Dir, Pyrga, PyrgaMove, Shape};

/// Number of board symmetries.
const COUNT: usize = 8;

/// Where symmetry `s` takes the cell at file `f`, rank `r` (0..4 each).
const fn map_cell(s: usize, f: usize, r: usize) -> usize {
    let (f, r) = if s & 4 != 0 { (r, f) } else { (f, r) };
    let f = if s & 1 != 0 { 3 - f } else { f };
    let r = if s & 2 != 0 { 3 - r } else { r };
    r * 4 + f
}

/// Per symmetry, the image of each cell.
const fn cell_maps() -> [[u8; 16]; COUNT] {
    let mut out = [[0u8; 16]; COUNT];
    let mut s = 0;
    while s < COUNT {
        let mut c = 0;
        while c < 16 {
            out[s][c] = map_cell(s, c % 4, c / 4) as u8;
            c += 1;
        }
        s += 1;
    }
    out
}

/// Per symmetry and byte of a 16-cell mask, the image of that byte's cells.
const fn mask_tables() -> [[[u16; 256]; 2]; COUNT] {
    let cells = cell_maps();
    let mut out = [[[0u16; 256]; 2]; COUNT];
    let mut s = 0;
    while s < COUNT {
        let mut half = 0;
        while half < 2 {
            let mut byte = 0;
            while byte < 256 {
                let mut image = 0u16;
                let mut bit = 0;
                while bit < 8 {
                    if byte >> bit & 1 != 0 {
                        image |= 1 << cells[s][half * 8 + bit];
                    }
                    bit += 1;
                }
                out[s][half][byte] = image;
                byte += 1;
            }
            half += 1;
        }
        s += 1;
    }
    out
}

const CELLS: [[u8; 16]; COUNT] = cell_maps();
const MASKS: [[[u16; 256]; 2]; COUNT] = mask_tables();

fn map_mask(s: usize, mask: u16) -> u16 {
    MASKS[s][0][usize::from(mask as u8)] | MASKS[s][1][usize::from(mask >> 8)]
}

/// The symmetry that undoes `s`.
fn inverse(s: usize) -> usize {
    // Only the transposing quarter turns (5 and 6) are not their own inverse.
    match s {
        5 => 6,
        6 => 5,
        s => s,
    }
}

/// Where symmetry `s` points a Triangle that pointed `dir`.
fn map_dir(s: usize, dir: Dir) -> Dir {
    // The image of the step from the middle cell b2 in that direction.
    let from = usize::from(CELLS[s][5]);
    let step = [9usize, 6, 1, 4][dir as usize];
    let to = usize::from(CELLS[s][step]);
    let (df, dr) = (
        (to % 4) as i32 - (from % 4) as i32,
        (to / 4) as i32 - (from / 4) as i32,
    );
    match (df, dr) {
        (0, 1) => Dir::North,
        (1, 0) => Dir::East,
        (0, -1) => Dir::South,
        _ => Dir::West,
    }
}

/// A position with its symmetries folded away: the key, and the symmetry that maps the
/// position onto the key's frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Canonical {
    /// Equal for two positions exactly when one is an image of the other.
    pub key: u128,
    /// Takes this position's cells to the key's frame.
    pub symmetry: usize,
}

/// The key of the position as seen through symmetry `s`: the pieces, and the cells where
/// the player to move may place (which carry everything the last move constrains), and
/// whether Rule 5 bans a Square.
fn key_in(s: usize, banned: bool, occupied: [u16; 3], white: [u16; 3], reach: u16) -> u128 {
    let mut key = u128::from(banned);
    for mask in occupied.into_iter().chain(white).chain([reach]) {
        key = key << 16 | u128::from(map_mask(s, mask));
    }
    key
}

/// The smallest key over the eight images of `game`, among the images whose occupied cells
/// come first (a cheap test that leaves one or two candidates in most positions).
pub(super) fn canonical(game: &Pyrga) -> Canonical {
    let (occupied, white) = game.masks();
    let legal = game.legal_cells();
    let reach = legal[0] | legal[1] | legal[2];
    let any = occupied[0] | occupied[1] | occupied[2];
    let images: [u16; COUNT] = std::array::from_fn(|s| map_mask(s, any));
    let first = *images.iter().min().expect("eight symmetries");
    (0..COUNT)
        .filter(|&s| images[s] == first)
        .map(|symmetry| Canonical {
            key: key_in(symmetry, game.square_banned(), occupied, white, reach),
            symmetry,
        })
        .min_by_key(|c| c.key)
        .expect("one image comes first")
}

/// A move of the position, in the key's frame (symmetry `s`).
pub(super) fn to_key_frame(s: usize, m: PyrgaMove) -> PyrgaMove {
    map_move(s, m)
}

/// A move stored in the key's frame, back in the frame of the position that has symmetry `s`.
pub(super) fn from_key_frame(s: usize, m: PyrgaMove) -> PyrgaMove {
    map_move(inverse(s), m)
}

fn map_move(s: usize, m: PyrgaMove) -> PyrgaMove {
    let dir = if m.shape() == Shape::Triangle {
        map_dir(s, m.dir())
    } else {
        Dir::North
    };
    PyrgaMove::new(m.shape(), usize::from(CELLS[s][m.cell()]), dir)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Rng};

    /// Replays the moves of a random game through symmetry `s`.
    fn image_game(moves: &[PyrgaMove], s: usize) -> Pyrga {
        moves
            .iter()
            .fold(Pyrga::new_game(&Default::default()), |g, &m| {
                g.play(map_move(s, m))
                    .expect("the image of a legal move is legal")
            })
    }

    #[test]
    fn symmetries_permute_cells_and_invert() {
        for s in 0..COUNT {
            let mut seen = [false; 16];
            for c in 0..16 {
                seen[usize::from(CELLS[s][c])] = true;
                let back = CELLS[inverse(s)][usize::from(CELLS[s][c])];
                assert_eq!(usize::from(back), c, "symmetry {s} cell {c}");
            }
            assert!(seen.iter().all(|&x| x), "symmetry {s} is a permutation");
        }
        let distinct: std::collections::HashSet<[u8; 16]> = CELLS.into_iter().collect();
        assert_eq!(distinct.len(), COUNT);
    }

    /// Every image of a random game is a legal game with the same key; moves round-trip
    /// through the key's frame.
    #[test]
    fn images_of_a_game_share_a_key() {
        let mut rng = Rng::new(11);
        for _ in 0..200 {
            let plies = 1 + rng.below(24);
            let mut game = Pyrga::new_game(&Default::default());
            let mut moves = Vec::new();
            let mut buffer = Vec::new();
            for _ in 0..plies {
                if game.outcome().is_some() {
                    break;
                }
                let m = game.random_move(&mut rng, &mut buffer);
                moves.push(m);
                game.play_unchecked(m);
            }
            let key = canonical(&game);
            for s in 0..COUNT {
                let image = image_game(&moves, s);
                assert_eq!(canonical(&image).key, key.key, "symmetry {s}");
                for m in image.legal_move_list() {
                    let c = canonical(&image).symmetry;
                    assert_eq!(from_key_frame(c, to_key_frame(c, m)), m);
                }
            }
        }
    }
}
