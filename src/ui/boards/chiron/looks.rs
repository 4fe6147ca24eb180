//! What each Chiron square shows, one signal per square (`per_cell`): a move redraws the
//! few squares it touched.

use crate::engine::chiron::{Chiron, ChironMove, Piece, PieceType, Promotion, Square};
use crate::table::picker::Source;
use crate::ui::boards::common::per_cell::per_cell;
use leptos::prelude::*;
use std::sync::Arc;

/// A move waiting for its promotion choice: from, the square it landed on and the choices
/// (legal moves, a relocation's possibly written from another arrival square).
pub(super) type Pending = Option<(Square, Square, Vec<ChironMove>)>;

/// Everything one square shows.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct Look {
    /// The piece standing there.
    pub piece: Option<Piece>,
    /// That piece has been lifted by a move waiting for its promotion choice.
    pub leaving: bool,
    /// The piece of a move waiting for its promotion choice, arriving here.
    pub ghost: Option<Piece>,
    /// The destination of a move waiting for its promotion choice.
    pub arrival: bool,
    /// A square the waiting promotion may relocate to.
    pub reloc: bool,
    /// The last move's from, to or final square.
    pub last: bool,
    /// The picked square.
    pub picked: bool,
    /// A king under threat.
    pub threat: bool,
    /// The picked piece's target mark: "dot", "ring" or "cross".
    pub mark: Option<&'static str>,
}

/// The look of square `sq`, given the last move, the pick, a waiting promotion and the
/// pick's (ordinary, capture-only) target squares.
fn look(
    g: &Chiron,
    sq: Square,
    last: Option<ChironMove>,
    pick: Option<Source>,
    pending: &Pending,
    (ordinary, capture_only): (u64, u64),
) -> Look {
    let piece = g.piece_at(sq);
    let waiting = pending.as_ref();
    let mark = if waiting.is_some() {
        // A promotion waiting: only its relocation rings are on the board.
        None
    } else if ordinary >> sq & 1 == 1 {
        Some(if piece.is_some() { "ring" } else { "dot" })
    } else if capture_only >> sq & 1 == 1 {
        Some("cross")
    } else {
        None
    };
    Look {
        piece,
        leaving: waiting.is_some_and(|(from, _, _)| *from == sq),
        ghost: waiting
            .filter(|(_, to, _)| *to == sq)
            .and_then(|(from, _, _)| g.piece_at(*from)),
        arrival: waiting.is_some_and(|(_, to, _)| *to == sq),
        reloc: waiting.is_some_and(|(_, to, choices)| {
            choices
                .iter()
                .any(|m| m.promotion(0) == Promotion::Flip && m.final_square() == sq && sq != *to)
        }),
        last: last.is_some_and(|m| m.from() == Some(sq) || m.to() == sq || m.final_square() == sq),
        picked: pick == Some(Source::Cell(usize::from(sq))),
        threat: piece.is_some_and(|p| p.kind() == PieceType::King && g.king_threatened(p.owner())),
        mark,
    }
}

/// One signal per square (index = square), kept up to date with the position, the last
/// move, the pick, a waiting promotion and the pick's targets.
pub(super) fn square_looks(
    state: Memo<Chiron>,
    last: Memo<Option<ChironMove>>,
    pick: Memo<Option<Source>>,
    pending: Memo<Pending>,
    marks: Memo<(u64, u64)>,
) -> Arc<[RwSignal<Look>]> {
    per_cell(64, move |sq| {
        let (last, pick, marks) = (last.get(), pick.get(), marks.get());
        state.with(|g| pending.with(|p| look(g, sq as Square, last, pick, p, marks)))
    })
}
