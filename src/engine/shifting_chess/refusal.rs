//! Why an application of the drawn card is refused, in the engine's words: the card
//! panel asks here instead of re-deriving the card's conditions or the king's safety.

use super::board::{Board, SlideBlocked, NO_TILE, SLOT_OF, VOIDED};
use super::distort;
use super::{Card, Phase, ShiftingChess, ShiftingMove, SlideDir};
use std::fmt;

/// Why an application of the drawn card is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ApplyError {
    /// No card is waiting to be applied (an ordinary move is due, or the game is over).
    NoCardDrawn,
    /// The move applies another card than the drawn one (named).
    NotTheDrawnCard(Card),
    /// No tile lies on that slot.
    NoTile,
    /// The voided tile is off the board until the next draw.
    Voided,
    /// The two tiles of a swap are not orthogonal neighbours.
    NotAdjacent,
    /// A tile holding the opponent's king cannot be swapped.
    TheirKing,
    /// A tile holding a king cannot be voided.
    HoldsKing,
    /// The slide would push a tile off the blue board.
    OffBoard,
    /// The slide would push more than two tiles.
    TooManyTiles,
    /// The slide would move a tile onto the voided tile's reserved spot.
    IntoVoidSpot,
    /// The application would leave the drawer's king attacked.
    ExposesKing,
    /// "No effect" while the card has a legal application.
    HasEffect,
    /// Every use of the tile is refused, for different reasons.
    NoLegalUse,
}

impl fmt::Display for ApplyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ApplyError::NoCardDrawn => write!(f, "no card is waiting to be applied"),
            ApplyError::NotTheDrawnCard(card) => write!(f, "the card to apply is {}", card.name()),
            ApplyError::NoTile => write!(f, "there is no tile there"),
            ApplyError::Voided => write!(f, "the voided tile cannot move until the next draw"),
            ApplyError::NotAdjacent => write!(f, "the tiles are not adjacent"),
            ApplyError::TheirKing => {
                write!(f, "a tile holding the opponent's King cannot be swapped")
            }
            ApplyError::HoldsKing => write!(f, "a tile holding a King cannot be voided"),
            ApplyError::OffBoard => write!(f, "it would push a tile off the board"),
            ApplyError::TooManyTiles => write!(f, "a slide pushes at most two tiles"),
            ApplyError::IntoVoidSpot => {
                write!(f, "it would move a tile onto the voided tile's spot")
            }
            ApplyError::ExposesKing => write!(f, "it would expose your King"),
            ApplyError::HasEffect => write!(f, "the card has a legal use, so it must be applied"),
            ApplyError::NoLegalUse => write!(f, "every way of using this tile is refused"),
        }
    }
}

impl std::error::Error for ApplyError {}

impl From<SlideBlocked> for ApplyError {
    fn from(blocked: SlideBlocked) -> Self {
        match blocked {
            SlideBlocked::OffBoard => ApplyError::OffBoard,
            SlideBlocked::TooManyTiles => ApplyError::TooManyTiles,
            SlideBlocked::IntoVoidSpot => ApplyError::IntoVoidSpot,
        }
    }
}

/// Whether `slot` holds a present tile, or why not.
fn tile_on(b: &Board, slot: u8) -> Result<(), ApplyError> {
    match b.slots.get(slot as usize) {
        None | Some(&NO_TILE) => Err(ApplyError::NoTile),
        Some(t) if t & VOIDED != 0 => Err(ApplyError::Voided),
        Some(_) => Ok(()),
    }
}

/// Whether the tile on `slot` holds player `p`'s king.
fn holds_king(b: &Board, slot: u8, p: u8) -> bool {
    SLOT_OF[b.kings[p as usize & 1] as usize] == slot
}

/// The card's own conditions for `m` (before the check test).
fn card_conditions(b: &Board, me: u8, m: ShiftingMove) -> Result<(), ApplyError> {
    let theirs = 1 - (me & 1);
    match m {
        ShiftingMove::Rotate { slot, .. } => tile_on(b, slot),
        ShiftingMove::Swap(x, y) => {
            tile_on(b, x)?;
            tile_on(b, y)?;
            let (lo, hi) = (x.min(y), x.max(y));
            if !(hi - lo == 6 || (hi - lo == 1 && hi % 6 != 0)) {
                return Err(ApplyError::NotAdjacent);
            }
            if holds_king(b, x, theirs) || holds_king(b, y, theirs) {
                return Err(ApplyError::TheirKing);
            }
            Ok(())
        }
        ShiftingMove::Slide { slot, dir } => {
            tile_on(b, slot)?;
            b.slide_path(slot as usize, dir as u8)
                .map(|_| ())
                .map_err(ApplyError::from)
        }
        ShiftingMove::Void(slot) => {
            tile_on(b, slot)?;
            if holds_king(b, slot, 0) || holds_king(b, slot, 1) {
                return Err(ApplyError::HoldsKing);
            }
            Ok(())
        }
        ShiftingMove::Move { .. } | ShiftingMove::Draw(_) | ShiftingMove::NoEffect => Ok(()),
    }
}

/// The card an application move uses (`None` for other moves).
fn card_of(m: ShiftingMove) -> Option<Card> {
    match m {
        ShiftingMove::Swap(..) => Some(Card::Swap),
        ShiftingMove::Rotate { .. } => Some(Card::Rotate),
        ShiftingMove::Slide { .. } => Some(Card::Slide),
        ShiftingMove::Void(_) => Some(Card::Void),
        ShiftingMove::Move { .. } | ShiftingMove::Draw(_) | ShiftingMove::NoEffect => None,
    }
}

/// Every application of `card` that uses the tile on `slot` (the first or second tile
/// of a swap, either way of a rotation, any slide direction), in slot order.
fn uses_of(card: Card, slot: u8) -> Vec<ShiftingMove> {
    match card {
        Card::Rotate => vec![
            ShiftingMove::Rotate {
                slot,
                clockwise: true,
            },
            ShiftingMove::Rotate {
                slot,
                clockwise: false,
            },
        ],
        Card::Slide => SlideDir::ALL
            .into_iter()
            .map(|dir| ShiftingMove::Slide { slot, dir })
            .collect(),
        Card::Void => vec![ShiftingMove::Void(slot)],
        Card::Swap => (0..4)
            .filter_map(|d| Board::slot_step(slot as usize, d))
            .map(|o| {
                let o = o as u8;
                ShiftingMove::Swap(slot.min(o), slot.max(o))
            })
            .collect(),
    }
}

impl ShiftingChess {
    /// Why the application `m` of the drawn card is illegal here, or `None` when it is
    /// legal (exactly when the legal move list holds it; a swap may name its tiles in
    /// either order). The card's own conditions are tested first, then the drawer's
    /// king's safety.
    pub fn why_illegal(&self, m: ShiftingMove) -> Option<ApplyError> {
        let Phase::Apply(card) = self.phase else {
            return Some(ApplyError::NoCardDrawn);
        };
        if self.result.is_some() {
            return Some(ApplyError::NoCardDrawn);
        }
        if m == ShiftingMove::NoEffect {
            let mut any = false;
            distort::applications(&self.board, self.side, card, &mut |_| {
                any = true;
                true
            });
            return any.then_some(ApplyError::HasEffect);
        }
        if card_of(m) != Some(card) {
            return Some(ApplyError::NotTheDrawnCard(card));
        }
        let m = match m {
            ShiftingMove::Swap(x, y) => ShiftingMove::Swap(x.min(y), x.max(y)),
            other => other,
        };
        if let Err(e) = card_conditions(&self.board, self.side, m) {
            return Some(e);
        }
        let mut tmp = self.board.clone();
        (!distort::legal(&self.board, self.side, m, &mut tmp)).then_some(ApplyError::ExposesKing)
    }

    /// Every application of the drawn card that uses the tile on `slot` (either tile of a
    /// swap, either way of a rotation, every slide direction), each with why it is
    /// illegal (`None`: legal). Empty outside an application.
    pub fn tile_uses(&self, slot: u8) -> Vec<(ShiftingMove, Option<ApplyError>)> {
        let Phase::Apply(card) = self.phase else {
            return Vec::new();
        };
        uses_of(card, slot)
            .into_iter()
            .map(|m| (m, self.why_illegal(m)))
            .collect()
    }

    /// Whether the tile on `slot` may be chosen for the drawn card (some legal application
    /// uses it), or why not: the tile's own reason (no tile, voided, holding a king the
    /// card may not move), else the reason all its uses share, else
    /// [`ApplyError::NoLegalUse`] ([`ShiftingChess::tile_uses`] gives each use's reason).
    ///
    /// # Errors
    /// The [`ApplyError`] that keeps the tile from being chosen.
    pub fn tile_choice(&self, slot: u8) -> Result<(), ApplyError> {
        let Phase::Apply(card) = self.phase else {
            return Err(ApplyError::NoCardDrawn);
        };
        tile_on(&self.board, slot)?;
        let reasons: Vec<Option<ApplyError>> =
            self.tile_uses(slot).into_iter().map(|(_, r)| r).collect();
        if reasons.iter().any(Option::is_none) {
            return Ok(());
        }
        let kings = |p: u8| holds_king(&self.board, slot, p);
        match card {
            Card::Swap if kings(1 - (self.side & 1)) => return Err(ApplyError::TheirKing),
            Card::Void if kings(0) || kings(1) => return Err(ApplyError::HoldsKing),
            _ => {}
        }
        match reasons.first() {
            Some(&Some(first)) if reasons.iter().all(|&r| r == Some(first)) => Err(first),
            _ => Err(ApplyError::NoLegalUse),
        }
    }
}
