//! Shifting Chess endgame knowledge for the evaluator: which forces can still mate (the
//! engine calls only king against king a draw, but a lone minor piece rarely mates), a
//! bonus for mating material against a bare king, the mop-up that drives the weaker king
//! into a corner of the land and brings the stronger king to it, and the fading of an
//! advantage as the fifty-move clock runs.

use crate::engine::shifting_chess::{Content, PieceKind, ShiftingChess, Square, KING_STEPS};
use crate::engine::Player;

/// One side's pieces other than the king, on the board and in limbo (they return).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Forces {
    pawns: u8,
    minors: u8,
    majors: u8,
    /// Their material value, pawns included.
    pub(super) material: f64,
}

impl Forces {
    /// Counts one piece worth `value`.
    pub(super) fn add(&mut self, kind: PieceKind, value: f64) {
        match kind {
            PieceKind::Pawn => self.pawns += 1,
            PieceKind::Knight | PieceKind::Bishop => self.minors += 1,
            PieceKind::Rook | PieceKind::Queen => self.majors += 1,
            PieceKind::King => return,
        }
        self.material += value;
    }

    /// The material of the pieces other than pawns.
    pub(super) fn non_pawn(&self) -> f64 {
        self.material - f64::from(self.pawns)
    }

    /// Whether these forces can be expected to mate: a pawn (it may promote), a rook or a
    /// queen, or two minor pieces.
    fn can_mate(&self) -> bool {
        self.pawns > 0 || self.majors > 0 || self.minors >= 2
    }

    /// Whether the king stands alone.
    fn bare(&self) -> bool {
        self.pawns + self.minors + self.majors == 0
    }
}

/// A bare king facing mating material: the mating side's bonus, in pawns.
const MATING_BONUS: f64 = 2.0;
/// Weight of the weaker king's lack of room (land within two king steps), in pawns at best.
const EDGE_WEIGHT: f64 = 1.5;
/// Weight of the kings' closeness over land, in pawns at best.
const CLOSENESS_WEIGHT: f64 = 1.6;
/// Weight of the squares taken from the weaker king's next step, in pawns at best.
const BOX_WEIGHT: f64 = 1.0;
/// The farthest king walk measured; farther (or cut off by gaps) counts as this.
const FAR: u8 = 16;

/// King steps over land (whatever stands there) from `from` to every square, up to
/// [`FAR`]; [`FAR`] for squares farther or unreachable.
fn land_distances(game: &ShiftingChess, from: Square) -> [u8; 144] {
    let mut dist = [FAR; 144];
    let mut queue = [from; 144];
    let (mut head, mut tail) = (0, 1);
    dist[from.index()] = 0;
    while head < tail {
        let sq = queue[head];
        head += 1;
        let d = dist[sq.index()] + 1;
        if d >= FAR {
            continue;
        }
        for &step in &KING_STEPS {
            if let Some(next) = sq.step(step) {
                if dist[next.index()] == FAR && game.is_land(next) {
                    dist[next.index()] = d;
                    queue[tail] = next;
                    tail += 1;
                }
            }
        }
    }
    dist
}

/// The mop-up for `strong` against `weak`, in pawns for `strong`: room taken from the
/// weaker king (land squares within two king steps; least in a corner of the land), its
/// next steps taken away, and the kings' distance over land, weighted by how little the
/// weaker side has left.
fn mop_up(game: &ShiftingChess, strong: Player, weak: Player, weak_forces: &Forces) -> f64 {
    let weight = ((10.0 - weak_forces.non_pawn()) / 10.0).clamp(0.0, 1.0);
    if weight == 0.0 {
        return 0.0;
    }
    let (wk, sk) = (game.king_square(weak), game.king_square(strong));
    let dist = land_distances(game, wk);
    let room = dist.iter().filter(|&&d| d == 1 || d == 2).count() as f64;
    // Across gaps (another island), as the crow flies and a little more: cards may bridge.
    let across = wk
        .file()
        .abs_diff(sk.file())
        .max(wk.rank().abs_diff(sk.rank()))
        + 3;
    let apart = f64::from(dist[sk.index()].min(across));
    let edge = (24.0 - room.min(24.0)) / 24.0;
    let close = (f64::from(FAR) - apart) / f64::from(FAR);
    let boxed = (8 - escapes(game, weak, strong)) as f64 / 8.0;
    weight * (edge * EDGE_WEIGHT + close * CLOSENESS_WEIGHT + boxed * BOX_WEIGHT)
}

/// The squares `weak`'s king could step to now: land that holds no piece of its own nor
/// a boulder and that `strong` does not attack.
fn escapes(game: &ShiftingChess, weak: Player, strong: Player) -> usize {
    let k = game.king_square(weak);
    KING_STEPS
        .iter()
        .filter_map(|&step| k.step(step))
        .filter(|&sq| match game.content(sq) {
            Content::Empty => true,
            Content::Piece(p) => p.owner == strong,
            Content::Gap | Content::Boulder => false,
        })
        .filter(|&sq| !game.is_attacked(sq, strong))
        .count()
}

/// Adjusts `diff` (the evaluation in pawns for `player`; `forces` per player) with the
/// endgame terms: the mating bonus and the mop-up when a side leads by more than a minor
/// piece and can mate; then a lead that cannot mate shrinks towards a draw, and every lead
/// fades as the fifty-move clock runs (so the leader prefers captures and pawn moves).
pub(super) fn adjust(game: &ShiftingChess, player: Player, forces: &[Forces; 2], diff: f64) -> f64 {
    let (p, o) = (player as usize & 1, 1 - (player as usize & 1));
    let lead = forces[p].material - forces[o].material;
    let mut diff = diff;
    if lead.abs() > 2.5 {
        let (strong, weak, sign) = if lead > 0.0 {
            (p, o, 1.0)
        } else {
            (o, p, -1.0)
        };
        if forces[strong].can_mate() {
            let bonus = if forces[weak].bare() {
                MATING_BONUS
            } else {
                0.0
            };
            let drive = mop_up(game, strong as Player, weak as Player, &forces[weak]);
            diff += sign * (bonus + drive);
        }
    }
    let favoured = if diff > 0.0 { p } else { o };
    if !forces[favoured].can_mate() {
        diff *= 0.1;
    }
    let clock = f64::from(game.halfmove_clock());
    diff * (1.0 - (clock - 20.0).max(0.0) / 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;

    #[test]
    fn land_distance_stops_at_gaps() {
        // The start: land is c3–j10, a ring of gaps around it.
        let g = ShiftingChess::new_game(&Default::default());
        let d = land_distances(&g, Square::parse("c3").unwrap());
        assert_eq!(d[Square::parse("d4").unwrap().index()], 1);
        assert_eq!(d[Square::parse("j10").unwrap().index()], 7);
        assert_eq!(d[Square::parse("b2").unwrap().index()], FAR);
    }

    #[test]
    fn lone_minor_pieces_cannot_mate_but_a_rook_can() {
        let mut f = Forces::default();
        assert!(f.bare() && !f.can_mate());
        f.add(PieceKind::Knight, 3.0);
        assert!(!f.bare() && !f.can_mate());
        f.add(PieceKind::Bishop, 3.2);
        assert!(f.can_mate());
        let mut r = Forces::default();
        r.add(PieceKind::Rook, 5.0);
        assert!(r.can_mate());
    }

    #[test]
    fn a_cornered_king_has_less_room() {
        let g = ShiftingChess::new_game(&Default::default());
        let room = |s: &str| {
            let d = land_distances(&g, Square::parse(s).unwrap());
            d.iter().filter(|&&x| x == 1 || x == 2).count()
        };
        assert_eq!(room("f6"), 24);
        assert_eq!(room("c6"), 14);
        assert_eq!(room("c3"), 8);
    }
}
