//! Each game's moves as the picker sees them.

use super::{Pickable, Source};
use crate::engine::chirality::ChiralityMove;
use crate::engine::chiron::Landing;
use crate::engine::pyrga::{PyrgaMove, Shape};
use crate::engine::shifting_chess::ShiftingMove;

/// A piece move picks up its piece; a promotion's piece kinds are a chooser. Cards are
/// played from the card panel.
impl Pickable for ShiftingMove {
    fn ends(&self) -> Option<(Option<Source>, usize)> {
        match *self {
            ShiftingMove::Move { from, to, .. } => {
                Some((Some(Source::Cell(from.index())), to.index()))
            }
            _ => None,
        }
    }
}

/// A drop picks up a Phoenix from its owner's hand; a move is made on each square its
/// piece may land on ([`crate::engine::chiron::Chiron::landings`]); a promotion's ways
/// (keep, flip, relocate, become a pool piece) are a chooser, a relocation chosen by its
/// square.
impl Pickable for Landing {
    fn ends(&self) -> Option<(Option<Source>, usize)> {
        let from = match (self.mv.from(), self.mv.drop_owner()) {
            (Some(sq), _) => Source::Cell(usize::from(sq)),
            (None, Some(owner)) => Source::Hand(owner),
            (None, None) => return None,
        };
        Some((Some(from), usize::from(self.square)))
    }

    fn choice_cell(&self) -> Option<usize> {
        self.relocation().map(usize::from)
    }
}

/// The tray's shapes are the hand slots (in [`Shape::ALL`] order); a Triangle's
/// directions are a chooser.
impl Pickable for PyrgaMove {
    fn ends(&self) -> Option<(Option<Source>, usize)> {
        let slot = Shape::ALL.iter().position(|&s| s == self.shape())?;
        Some((Some(Source::Hand(slot as u8)), self.cell()))
    }
}

/// A step picks up its piece, a Muster the reserve (hand slot 0); a placement of the
/// setup needs no pick.
impl Pickable for ChiralityMove {
    fn ends(&self) -> Option<(Option<Source>, usize)> {
        let from = match *self {
            ChiralityMove::Step { from, .. } => Some(Source::Cell(usize::from(from))),
            ChiralityMove::Muster { .. } => Some(Source::Hand(0)),
            ChiralityMove::Place { .. } => None,
        };
        Some((from, self.to()))
    }
}
