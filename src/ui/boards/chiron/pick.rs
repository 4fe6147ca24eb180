//! What the player is doing on the Chiron board: the piece picked up (a square, or a
//! Phoenix from a hand), its target squares, a promotion waiting for its choice and why a
//! piece cannot move; and what a click, a drag or a drop does with them. Everything about
//! legality comes from the engine's UI queries.

use super::geometry::HAND;
use super::glyphs::piece_name;
use super::looks::Pending;
use crate::engine::chiron::{square_name, Chiron, ChironMove, Landing, Piece, Square};
use crate::engine::{AnyMove, Game, Turn};
use crate::i18n::Msg;
use crate::table::picker::{Answer, Holder, Picker, Refusal, Source};
use crate::ui::boards::common::keyed::Keyed;
use crate::ui::lang::{t, tf};
use leptos::prelude::*;

/// The Chiron board's pick and the moves it leads to (all signals: copied freely).
#[derive(Clone, Copy)]
pub(super) struct Picking {
    /// The position on the board.
    pub state: Memo<Chiron>,
    /// Whether the player may move.
    pub interactive: Signal<bool>,
    /// Plays a move.
    on_move: Callback<AnyMove>,
    /// The piece picked up (a square, or a Phoenix from hand `o`: `Source::Hand(o)`) and
    /// a promotion's choices, in the position they were made in.
    pub picker: Keyed<Picker<Landing>>,
    /// The legal moves of the position, under each square a piece may land on.
    legal: Memo<Vec<Landing>>,
    /// The piece picked up.
    pub pick: Memo<Option<Source>>,
    /// The (from, to) of a move waiting for its promotion choice, with the choices.
    pub pending: Memo<Pending>,
    /// (ordinary, capture-only) squares of the pick.
    pub marks: Memo<(u64, u64)>,
    /// Why the last piece clicked in this position cannot move (it has no legal move).
    pub note: Keyed<Option<String>>,
}

impl Picking {
    /// Nothing picked in `state`; a new position has no pick and no note.
    pub fn new(state: Memo<Chiron>, interactive: Signal<bool>, on_move: Callback<AnyMove>) -> Self {
        let picker = Keyed::<Picker<Landing>>::new(state);
        let legal = Memo::new(move |_| state.with(Chiron::landings));
        let pick = Memo::new(move |_| picker.with(Picker::selected));
        let pending = Memo::new(move |_| {
            picker.with(|p| {
                let l = p.choices().first()?;
                let moves = p.choices().iter().map(|c| c.mv).collect();
                Some((l.mv.from()?, l.square, moves))
            })
        });
        let note = Keyed::new(state);
        let marks = Memo::new(move |_| match pick.get() {
            Some(Source::Cell(sq)) => state.with(|g| {
                let t = g.targets(sq as Square);
                (t.ordinary, t.capture_only)
            }),
            Some(Source::Hand(o)) => (state.with(|g| g.drop_targets(o)), 0),
            None => (0, 0),
        });
        Picking {
            state,
            interactive,
            on_move,
            picker,
            legal,
            pick,
            pending,
            marks,
            note,
        }
    }

    /// The player to move, if a player is.
    pub fn mover(self) -> Option<u8> {
        match self.state.with(Game::turn) {
            Turn::Player(p) => Some(p),
            _ => None,
        }
    }

    /// Whether the piece picked up is the mover's.
    pub fn own_pick(self) -> bool {
        match self.pick.get() {
            Some(Source::Cell(sq)) => {
                self.state
                    .with(|g| g.piece_at(sq as Square))
                    .map(Piece::owner)
                    == self.mover()
            }
            Some(Source::Hand(_)) => self.mover().is_some(),
            None => false,
        }
    }

    /// Plays `m`, the pick dropped.
    pub fn play(self, m: ChironMove) {
        self.picker.update(Picker::reset);
        self.on_move.run(AnyMove::Chiron(m));
    }

    /// Whose piece a click picks up: one to move only while the player may move.
    fn holder(self, owner: Option<u8>) -> Holder {
        match owner {
            None => Holder::Nobody,
            Some(o) if Some(o) == self.mover() && self.interactive.get_untracked() => Holder::Mover,
            Some(_) => Holder::Other,
        }
    }

    /// What the picker answers: a move is played, a stuck piece says why.
    fn answer(self, a: Answer<Landing>) {
        self.note.set(match a {
            Answer::Refused(Refusal::Stuck(Source::Cell(sq))) => {
                let name = self
                    .state
                    .with_untracked(|g| g.piece_at(sq as Square))
                    .map(piece_name)
                    .unwrap_or_default();
                let args = [
                    ("piece", name.into()),
                    ("square", square_name(sq as Square).into()),
                ];
                Some(tf(Msg::ChironStuck, &args))
            }
            Answer::Refused(Refusal::Stuck(Source::Hand(_))) => Some(t(Msg::ChironPhoenixStuck)),
            _ => None,
        });
        if let Answer::Play(l) = a {
            self.play(l.mv);
        }
    }

    /// The moves a click may make: none while the player may not move.
    fn moves(self) -> Vec<Landing> {
        if self.interactive.get_untracked() {
            self.legal.get_untracked()
        } else {
            Vec::new()
        }
    }

    /// A click (or Enter) on square `sq`.
    pub fn activate(self, sq: Square) {
        let who = self.holder(
            self.state
                .with_untracked(|g| g.piece_at(sq))
                .map(Piece::owner),
        );
        let moves = self.moves();
        self.answer(
            self.picker
                .update(|p| p.click_cell(usize::from(sq), who, &moves)),
        );
    }

    /// A click on a Phoenix in `o`'s hand.
    pub fn on_hand(self, o: u8) {
        let who = self.holder(Some(o));
        let moves = self.moves();
        self.answer(self.picker.update(|p| p.click_hand(o, who, &moves)));
    }

    /// A drag starts: it picks the piece up as a click would (`key`: a square, or
    /// `HAND + owner` for a Phoenix in a hand).
    pub fn lift(self, key: u32) {
        let source = if key >= HAND {
            Source::Hand((key - HAND) as u8)
        } else {
            Source::Cell(key as usize)
        };
        self.picker.update(|p| p.select(Some(source)));
    }

    /// A drag ends over square `to` (`None` off the board): a marked square plays.
    pub fn put_down(self, to: Option<u32>) {
        let (ord, cap) = self.marks.get_untracked();
        match to.filter(|&t| t < HAND && ((ord | cap) >> t) & 1 == 1) {
            Some(t) => self.activate(t as u8),
            None => self.picker.update(|p| p.select(None)),
        }
    }

    /// Whether a drag may start on square `sq`: a piece of the mover's, while the player
    /// may move.
    pub fn can_lift(self, sq: Square) -> bool {
        self.interactive.get_untracked()
            && self.mover().is_some()
            && self
                .state
                .with_untracked(|g| g.piece_at(sq))
                .map(Piece::owner)
                == self.mover()
    }
}
