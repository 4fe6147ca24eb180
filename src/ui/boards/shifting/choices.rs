//! The Shifting Chess board's choices in progress: the piece picked up (and a promotion's
//! choices), the choices towards applying a drawn card, each kept with the position it was
//! made in (a new position has none), and which way up the board is.

use crate::engine::shifting_chess::{ShiftingChess, ShiftingMove, Square};
use crate::table::cards::CardPicker;
use crate::table::picker::{Picker, Source};
use crate::ui::boards::common::keyed::Keyed;
use leptos::prelude::*;

/// The board's choices in progress.
#[derive(Clone, Copy)]
pub struct Ui {
    /// The piece chosen to move, and a pawn move's promotion choices.
    pub pick: Keyed<Picker<ShiftingMove>>,
    /// The choices towards applying a drawn card (`crate::table::cards`).
    pub cards: Keyed<CardPicker>,
    /// Black at the bottom.
    pub flipped: RwSignal<bool>,
}

impl Ui {
    /// No choice made in `state`, White at the bottom.
    pub fn new(state: Memo<ShiftingChess>) -> Ui {
        Ui {
            pick: Keyed::new(state),
            cards: Keyed::new(state),
            flipped: RwSignal::new(false),
        }
    }

    /// The square of the piece chosen to move (tracked).
    pub fn selected(&self) -> Option<Square> {
        self.pick.with(|p| match p.selected() {
            Some(Source::Cell(i)) => Square::from_index(i),
            _ => None,
        })
    }

    /// Drops every choice in progress.
    pub fn reset(&self) {
        self.pick.update(Picker::reset);
        self.cards.update(CardPicker::clear);
    }

    /// The first tile chosen for an application (tracked).
    pub fn tile_pick(&self) -> Option<u8> {
        self.cards.with(CardPicker::picked)
    }

    /// The application being previewed (tracked).
    pub fn pending(&self) -> Option<ShiftingMove> {
        self.cards.with(CardPicker::pending)
    }
}
