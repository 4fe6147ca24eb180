//! The move picker: what a board does with the player's clicks. The player picks up a
//! piece (on a cell, or from a hand or tray), the legal moves from it are its targets, and
//! a click on a target plays the one move that lands there, or opens a chooser when
//! several do (a promotion, a relocation square, a Triangle's direction). Pure and
//! generic over the game's moves ([`Pickable`]); the boards draw its state and forward
//! their clicks.

mod moves;
#[cfg(test)]
mod tests;

/// Where a move is picked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// A piece on this cell.
    Cell(usize),
    /// A piece from this hand or tray slot (a Phoenix's owner, a Pyrga shape, the reserve).
    Hand(u8),
}

/// Whose piece is at a source, as the board sees it now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    /// Nothing to pick up there (or nothing the board lets the player pick up).
    Nobody,
    /// A piece the player to move may move.
    Mover,
    /// A piece picked up only to look at its moves (another player's, or while the AI
    /// thinks).
    Other,
}

/// A move as the picker sees it.
pub trait Pickable: Copy + Eq {
    /// Where the move is picked up (`None`: nothing to pick, a click on the target plays
    /// it) and the cell a click on which makes it; `None` for a move not made by clicks
    /// on the board (a card, a chance draw).
    fn ends(&self) -> Option<(Option<Source>, usize)>;

    /// The cell that picks this move out of an open chooser (a relocation square).
    fn choice_cell(&self) -> Option<usize> {
        None
    }
}

/// Why a click did nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The mover's piece there has no legal move now.
    Stuck(Source),
    /// Nothing to pick up or play there.
    Nothing,
}

/// What a click asks the board to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer<M> {
    /// Nothing happens.
    Refused(Refusal),
    /// This source is picked up: draw its targets.
    Selected(Source),
    /// The pick is put down.
    Deselected,
    /// Play this move (the picker is empty again).
    Play(M),
    /// Several moves land there: offer [`Picker::choices`].
    Choose,
    /// The chooser is closed; the pick stays.
    Closed,
}

/// The player's pick and the chooser in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picker<M> {
    selected: Option<Source>,
    choices: Vec<M>,
}

impl<M> Default for Picker<M> {
    fn default() -> Self {
        Picker {
            selected: None,
            choices: Vec::new(),
        }
    }
}

impl<M: Pickable> Picker<M> {
    /// What is picked up.
    pub fn selected(&self) -> Option<Source> {
        self.selected
    }

    /// The moves the open chooser offers (empty when none is open).
    pub fn choices(&self) -> &[M] {
        &self.choices
    }

    /// The legal moves from the pick (the moves needing no pick when nothing is picked).
    pub fn targets(&self, legal: &[M]) -> Vec<M> {
        legal
            .iter()
            .copied()
            .filter(|m| m.ends().is_some_and(|(from, _)| from == self.selected))
            .collect()
    }

    /// Whether a click on `cell` would make a move from the pick.
    pub fn is_target(&self, legal: &[M], cell: usize) -> bool {
        self.landing(legal, cell).next().is_some()
    }

    /// Puts everything down.
    pub fn reset(&mut self) {
        *self = Picker::default();
    }

    /// Closes the chooser, keeping the pick.
    pub fn close(&mut self) {
        self.choices.clear();
    }

    /// Picks up `source` directly (a drag, a tray button); `None` puts the pick down.
    pub fn select(&mut self, source: Option<Source>) {
        self.choices.clear();
        self.selected = source;
    }

    /// A click on `cell`, holding what `holder` says, among the `legal` moves.
    pub fn click_cell(&mut self, cell: usize, holder: Holder, legal: &[M]) -> Answer<M> {
        if !self.choices.is_empty() {
            let chosen = self.choices.iter().find(|m| m.choice_cell() == Some(cell));
            return match chosen.copied() {
                Some(m) => self.play(m),
                None => {
                    self.close();
                    Answer::Closed
                }
            };
        }
        let here: Vec<M> = self.landing(legal, cell).collect();
        match here.as_slice() {
            [] => self.pick(Source::Cell(cell), holder, legal),
            [m] => self.play(*m),
            _ => {
                self.choices = here;
                Answer::Choose
            }
        }
    }

    /// A click on hand or tray slot `slot`: picks it up, or puts it down if it was picked.
    pub fn click_hand(&mut self, slot: u8, holder: Holder, legal: &[M]) -> Answer<M> {
        self.choices.clear();
        self.pick(Source::Hand(slot), holder, legal)
    }

    /// A choice from the open chooser.
    pub fn choose(&mut self, m: M) -> Answer<M> {
        if self.choices.contains(&m) {
            self.play(m)
        } else {
            Answer::Refused(Refusal::Nothing)
        }
    }

    /// The legal moves from the pick that a click on `cell` makes.
    fn landing<'a>(&self, legal: &'a [M], cell: usize) -> impl Iterator<Item = M> + 'a {
        let from = self.selected;
        legal
            .iter()
            .copied()
            .filter(move |m| m.ends() == Some((from, cell)))
    }

    fn play(&mut self, m: M) -> Answer<M> {
        self.reset();
        Answer::Play(m)
    }

    /// Picks up `source`, or puts it down if it was picked or holds nothing.
    fn pick(&mut self, source: Source, holder: Holder, legal: &[M]) -> Answer<M> {
        let had = self.selected.take();
        let movable = || {
            legal
                .iter()
                .any(|m| m.ends().is_some_and(|(from, _)| from == Some(source)))
        };
        match holder {
            _ if had == Some(source) => Answer::Deselected,
            Holder::Nobody if had.is_some() => Answer::Deselected,
            Holder::Nobody => Answer::Refused(Refusal::Nothing),
            Holder::Mover if !movable() => Answer::Refused(Refusal::Stuck(source)),
            Holder::Mover | Holder::Other => {
                self.selected = Some(source);
                Answer::Selected(source)
            }
        }
    }
}
