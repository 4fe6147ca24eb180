//! What the player is doing on the Pyrga board: the shape picked from the tray (always
//! one), a Triangle waiting for its direction, and what a click, a key or a drop on a cell
//! does with them. Every legal move comes from the engine.

use crate::engine::pyrga::{Dir, Pyrga, PyrgaMove, Shape};
use crate::engine::{AnyMove, Game};
use crate::table::picker::{Answer, Holder, Picker, Source};
use crate::ui::boards::common::keyed::Keyed;
use leptos::prelude::*;

/// The picker's hand slot of a tray shape.
fn tray_slot(shape: Shape) -> Source {
    Source::Hand(shape as u8)
}

/// The shape a picker holds (a Square when it holds none).
fn shape_of(picker: &Picker<PyrgaMove>) -> Shape {
    match picker.selected() {
        Some(Source::Hand(slot)) => Shape::ALL[usize::from(slot) % 3],
        _ => Shape::Square,
    }
}

/// Whether some move of `legal` places `shape`.
fn places(legal: &[PyrgaMove], shape: Shape) -> bool {
    legal.iter().any(|m| m.shape() == shape)
}

/// A picker holding `shape`, no Triangle waiting.
fn holding(shape: Shape) -> Picker<PyrgaMove> {
    let mut picker = Picker::default();
    picker.select(Some(tray_slot(shape)));
    picker
}

/// The Pyrga board's pick and the moves it leads to (all signals: copied freely).
#[derive(Clone, Copy)]
pub(super) struct Placing {
    /// The position on the board.
    pub state: Memo<Pyrga>,
    /// Whether the player may move.
    pub interactive: Signal<bool>,
    /// Plays a move.
    on_move: Callback<AnyMove>,
    /// The legal moves of the position.
    legal: Memo<Vec<PyrgaMove>>,
    /// The shape picked from the tray (always one) and a Triangle's directions to choose,
    /// in the position they were chosen in.
    pub picker: Keyed<Picker<PyrgaMove>>,
    /// The shape picked.
    pub selected: Memo<Shape>,
    /// The direction highlighted among the chooser's (a second click on the cell takes it).
    pub aim: RwSignal<Dir>,
    /// The cell of a Triangle waiting for its direction, and the highlighted direction.
    pub pending: Memo<Option<(usize, Dir)>>,
}

impl Placing {
    /// A Square picked in `state`; a new position forgets a half-made Triangle and keeps
    /// the shape if it is still playable (else the first playable one is picked).
    pub fn new(state: Memo<Pyrga>, interactive: Signal<bool>, on_move: Callback<AnyMove>) -> Self {
        let legal = Memo::new(move |_| state.with(Game::legal_move_list));
        let picker = Keyed::carried(state, holding(Shape::Square), move |before| {
            let ok = |s: Shape| legal.with(|l| places(l, s));
            let shape = shape_of(before);
            let playable = Shape::ALL.into_iter().find(|&s| ok(s));
            holding(if ok(shape) {
                shape
            } else {
                playable.unwrap_or(shape)
            })
        });
        let selected = Memo::new(move |_| picker.with(shape_of));
        let aim = RwSignal::new(Dir::North);
        let pending = Memo::new(move |_| {
            let cell = picker.with(|p| p.choices().first().map(|m| m.cell()))?;
            Some((cell, aim.get()))
        });
        Placing {
            state,
            interactive,
            on_move,
            legal,
            picker,
            selected,
            aim,
            pending,
        }
    }

    /// Picks `shape` from the tray.
    pub fn pick_shape(self, shape: Shape) {
        self.picker.update(|p| p.select(Some(tray_slot(shape))));
    }

    /// Whether some legal move places `shape`.
    pub fn shape_ok(self, shape: Shape) -> bool {
        self.legal.with(|l| places(l, shape))
    }

    /// The cells `shape` may be placed on.
    pub fn targets(self, shape: Shape) -> Vec<usize> {
        self.legal.with(|l| {
            l.iter()
                .filter(|m| m.shape() == shape)
                .map(|m| m.cell())
                .collect()
        })
    }

    /// The directions a Triangle may point on `cell`.
    pub fn dirs_at(self, cell: usize) -> Vec<Dir> {
        self.legal.with(|l| {
            l.iter()
                .filter(|m| m.shape() == Shape::Triangle && m.cell() == cell)
                .map(|m| m.dir())
                .collect()
        })
    }

    /// The picker's answer: a move keeps its shape picked for the next turn.
    fn answer(self, a: Answer<PyrgaMove>) {
        match a {
            Answer::Play(m) => {
                self.pick_shape(m.shape());
                self.on_move.run(AnyMove::Pyrga(m));
            }
            Answer::Choose => {
                if let Some(m) = self.picker.with_untracked(|p| p.choices().first().copied()) {
                    self.aim.set(m.dir());
                }
            }
            _ => {}
        }
    }

    /// Plays a Triangle's direction from the chooser.
    pub fn choose(self, m: PyrgaMove) {
        self.answer(self.picker.update(|p| p.choose(m)));
    }

    /// A click (or Enter) on `cell`.
    pub fn activate(self, cell: usize) {
        if !self.interactive.get_untracked() {
            return;
        }
        if let Some((p, d)) = self.pending.get_untracked() {
            if p == cell {
                self.choose(PyrgaMove::new(Shape::Triangle, cell, d));
                return;
            }
        }
        // A cell off the targets leaves a Triangle's choice open.
        let legal = self.legal.get_untracked();
        if !self.picker.with_untracked(|p| p.is_target(&legal, cell)) {
            return;
        }
        self.picker.update(Picker::close);
        self.answer(
            self.picker
                .update(|p| p.click_cell(cell, Holder::Nobody, &legal)),
        );
    }

    /// A shape dragged from the tray (`shape`: its index) is let go over cell `to` (`None`
    /// off the cells): on a lit cell it is placed there.
    pub fn put_down(self, shape: u32, to: Option<u32>) {
        let Some(shape) = Shape::ALL.get(shape as usize).copied() else {
            return;
        };
        match to.map(|t| t as usize) {
            Some(cell) if self.targets(shape).contains(&cell) => {
                self.pick_shape(shape);
                self.activate(cell);
            }
            _ => {}
        }
    }
}
