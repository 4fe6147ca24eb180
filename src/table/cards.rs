//! Applying a drawn Shifting Chess card by clicks on the board: a tile is chosen (for a
//! Swap, then its neighbour; for a Slide, then a neighbouring slot or a direction), the
//! application is previewed, and a second click on it (or Apply) plays it. Every "may" and
//! every "may not" is the engine's ([`ShiftingChess::tile_choice`],
//! [`ShiftingChess::why_illegal`]). Pure; the Shifting Chess board draws its state and
//! forwards the clicks.

use crate::engine::shifting_chess::{
    ApplyError, Card, Phase, ShiftingChess, ShiftingMove, SlideDir,
};

/// Why the last choice was refused, for the board to say in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardRefusal {
    /// The tile on this slot cannot be chosen for the card (with
    /// [`ApplyError::NoLegalUse`], [`ShiftingChess::tile_uses`] gives each use's reason).
    Tile(u8, ApplyError),
    /// This application of the card is refused.
    Use(ApplyError),
}

/// The choices made so far towards applying the drawn card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CardPicker {
    picked: Option<u8>,
    pending: Option<ShiftingMove>,
    refused: Option<CardRefusal>,
}

impl CardPicker {
    /// The slot of the tile chosen first, if any.
    pub fn picked(&self) -> Option<u8> {
        self.picked
    }

    /// The application being previewed, if any.
    pub fn pending(&self) -> Option<ShiftingMove> {
        self.pending
    }

    /// Why the last choice was refused, if it was.
    pub fn refused(&self) -> Option<CardRefusal> {
        self.refused
    }

    /// Drops every choice.
    pub fn clear(&mut self) {
        *self = CardPicker::default();
    }

    /// A click on `slot` in `g` (a card waiting to be applied): returns the application
    /// to play when the click confirms the one previewed; otherwise the choices move on
    /// (a tile picked, an application previewed) or the engine's refusal is kept.
    pub fn click(&mut self, g: &ShiftingChess, slot: u8) -> Option<ShiftingMove> {
        let Phase::Apply(card) = g.phase() else {
            return None;
        };
        let (picked, pending) = (self.picked, self.pending);
        self.refused = None;
        // The application previewed on this very tile: a second click plays it.
        let again = |m: Option<ShiftingMove>| m.filter(|_| picked == Some(slot));
        match card {
            Card::Swap => match picked {
                Some(a) if a != slot => {
                    return self.offer(g, ShiftingMove::Swap(a.min(slot), a.max(slot)))
                }
                Some(_) => self.clear(),
                None => {
                    self.pick_tile(g, slot, false);
                }
            },
            Card::Rotate => {
                if let Some(m @ ShiftingMove::Rotate { .. }) = again(pending) {
                    return Some(m);
                }
                if self.pick_tile(g, slot, false) {
                    // The first way the engine allows (the buttons offer the other).
                    self.pending = g
                        .tile_uses(slot)
                        .into_iter()
                        .find(|(_, r)| r.is_none())
                        .map(|(m, _)| m);
                }
            }
            Card::Slide => {
                // A click on the chosen tile's neighbour slides it that way.
                let dir = picked
                    .filter(|&p| p != slot)
                    .and_then(|p| Some((p, SlideDir::towards(p, slot)?)));
                if let Some((p, dir)) = dir {
                    return self.offer(g, ShiftingMove::Slide { slot: p, dir });
                }
                if let Some(m @ ShiftingMove::Slide { .. }) = again(pending) {
                    return Some(m);
                }
                self.pending = None;
                // A refused tile stays chosen, so that each direction's refusal shows.
                self.pick_tile(g, slot, true);
            }
            Card::Void => {
                if self.pick_tile(g, slot, false) {
                    return self.offer(g, ShiftingMove::Void(slot));
                }
            }
        }
        None
    }

    /// A direction chosen by a button (Rotate, Slide): previews `m` if the engine allows
    /// it, else keeps its refusal.
    pub fn choose(&mut self, g: &ShiftingChess, m: ShiftingMove) {
        match g.why_illegal(m) {
            None => {
                self.refused = None;
                self.pending = Some(m);
            }
            Some(e) => {
                self.pending = None;
                self.refused = Some(CardRefusal::Use(e));
            }
        }
    }

    /// The application `m`: played when it is the one previewed, else previewed if the
    /// engine allows it, else refused.
    fn offer(&mut self, g: &ShiftingChess, m: ShiftingMove) -> Option<ShiftingMove> {
        if self.pending == Some(m) {
            return Some(m);
        }
        self.choose(g, m);
        None
    }

    /// The tile on `slot` as the first choice: picked when the engine allows it, else its
    /// refusal is kept (and, with `keep_refused`, a tile that is there stays picked).
    fn pick_tile(&mut self, g: &ShiftingChess, slot: u8, keep_refused: bool) -> bool {
        match g.tile_choice(slot) {
            Ok(()) => {
                self.picked = Some(slot);
                true
            }
            Err(e) => {
                let present = !matches!(e, ApplyError::NoTile | ApplyError::Voided);
                self.picked = (keep_refused && present).then_some(slot);
                self.pending = None;
                self.refused = Some(CardRefusal::Tile(slot, e));
                false
            }
        }
    }
}

#[cfg(test)]
mod tests;
