//! What the last plies of a Shifting Chess game did, read from the history's moves (never
//! from notation): the last ordinary move, followed through the distortions since (its
//! squares move with their tiles), the tiles those distortions changed, and the other
//! side's last card and what it did.

use crate::engine::shifting_chess::{Applied, Card, ShiftingChess, ShiftingMove, Square};
use crate::engine::{AnyMove, InAnyGame, Player};
use crate::persist::history::History;

/// A card the other side drew and applied since the player to move last moved.
#[derive(Clone, Debug, PartialEq)]
pub struct CardNews {
    /// Who drew it.
    pub drawer: Player,
    /// Which card.
    pub card: Card,
    /// What the application did (`None`: nothing to say).
    pub applied: Option<Applied>,
}

/// The marks of the last plies.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    /// The last ordinary move's squares where they lie now (`None`: voided since).
    pub last_move: Option<(Option<Square>, Option<Square>)>,
    /// Slots the distortions since the last ordinary move changed.
    pub changed: Vec<usize>,
    /// The other side's last card.
    pub card: Option<CardNews>,
}

/// Reads the marks from the history, up to its cursor.
pub fn marks(h: &History) -> Marks {
    let mut out = Marks::default();
    let state = |ply: usize| h.state_at(ply).and_then(ShiftingChess::from_any);
    let Some(now) = state(h.cursor()) else {
        return out;
    };
    // Applications since the last ordinary move, latest first, with their positions.
    let mut since: Vec<(&ShiftingChess, ShiftingMove)> = Vec::new();
    for ply in (0..h.cursor()).rev() {
        let (Some(before), Some(AnyMove::ShiftingChess(m))) = (state(ply), h.move_at(ply)) else {
            break;
        };
        match m {
            ShiftingMove::Move { from, to, .. } => {
                if out.last_move.is_none() {
                    let follow = |sq: Square| {
                        since
                            .iter()
                            .rev()
                            .try_fold(sq, |sq, (g, app)| g.square_after(*app, sq))
                    };
                    out.last_move = Some((follow(from), follow(to)));
                }
                if before.side() == now.side() {
                    break;
                }
            }
            ShiftingMove::Draw(_) => {}
            _ => {
                if out.card.is_none() && before.side() != now.side() {
                    out.card = before.drawn_card().map(|card| CardNews {
                        drawer: before.side(),
                        card,
                        applied: before.application(m),
                    });
                }
                if out.last_move.is_none() {
                    since.push((before, m));
                    out.changed = (0..36).filter(|&s| before.tile(s) != now.tile(s)).collect();
                }
            }
        }
    }
    out
}
