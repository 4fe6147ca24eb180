//! The read-only view of a Shifting Chess position that the UI needs: squares, land,
//! tiles, limbo, cards, check, and per-square and per-application move lists.

use super::board::{mailbox, GAP, NO_TILE, SQUARE_OF, TILE_ID, VOIDED};
use super::{
    notation, Card, Content, End, Phase, Piece, ShiftingChess, ShiftingMove, Square, TileInfo,
};
use crate::engine::{Game, Player};

/// Whether `square` is dark when the tile covering it lies `orientation` quarter turns from
/// its starting orientation. A tile's colours turn with it: at the start the board is
/// coloured as a chessboard (a1 dark), and each quarter turn swaps a 2×2 tile's colours, so
/// a piece keeps the colour of the square it stands on when its tile turns.
pub fn square_is_dark(square: Square, orientation: u8) -> bool {
    (square.file() + square.rank() + orientation).is_multiple_of(2)
}

impl ShiftingChess {
    /// What `square` holds.
    pub fn content(&self, square: Square) -> Content {
        notation::content_of(self.board.sq[mailbox(square.index())])
    }

    /// The piece on `square`, if any (boulders are not pieces).
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        match self.content(square) {
            Content::Piece(p) => Some(p),
            _ => None,
        }
    }

    /// Whether a present megatile covers `square`.
    pub fn is_land(&self, square: Square) -> bool {
        self.board.sq[mailbox(square.index())] != GAP
    }

    /// The megatile in `slot` (`row * 6 + column`, row 0 at ranks 1–2), if any.
    pub fn tile(&self, slot: usize) -> Option<TileInfo> {
        let t = *self.board.slots.get(slot)?;
        (t != NO_TILE).then(|| TileInfo {
            name: (b'A' + (t & TILE_ID)) as char,
            orientation: (t >> 4) & 3,
            voided: t & VOIDED != 0,
        })
    }

    /// Every slot's megatile, by slot (`row * 6 + column`).
    pub fn tiles(&self) -> [Option<TileInfo>; 36] {
        std::array::from_fn(|slot| self.tile(slot))
    }

    /// Whether `square` is dark, if land covers it (see [`square_is_dark`]).
    pub fn is_dark(&self, square: Square) -> Option<bool> {
        self.is_land(square).then(|| {
            let orientation = self.tile(square.slot()).map_or(0, |t| t.orientation);
            square_is_dark(square, orientation)
        })
    }

    /// The voided tile's slot and its four squares (bottom-left, bottom-right, top-left,
    /// top-right) as they will return, if a tile is voided.
    pub fn limbo(&self) -> Option<(usize, [Content; 4])> {
        let slot = self.board.voided_slot()?;
        Some((slot, self.board.limbo.map(notation::content_of)))
    }

    /// The player who acts now (at a draw or an application: the drawer).
    pub fn side(&self) -> Player {
        self.side
    }

    /// Where in the turn the game stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The card drawn and awaiting application, if any.
    pub fn drawn_card(&self) -> Option<Card> {
        match self.phase {
            Phase::Apply(c) => Some(c),
            _ => None,
        }
    }

    /// Whether distortion cards are in play.
    pub fn cards_on(&self) -> bool {
        self.deck.on
    }

    /// Cards left in the draw pile.
    pub fn pile_size(&self) -> usize {
        self.deck.len as usize
    }

    /// Cards of each kind (in [`Card::ALL`] order) left in the draw pile (public: drawn
    /// cards are shown).
    pub fn pile_counts(&self) -> [u8; 4] {
        self.deck.pile_counts()
    }

    /// Cards of each kind in the discard pile.
    pub fn discard_counts(&self) -> [u8; 4] {
        self.deck.discard
    }

    /// Ordinary moves until the next card draw, counting the move now due (1 = a card is
    /// drawn after this move); `None` without cards or outside an ordinary move.
    pub fn turns_until_card(&self) -> Option<u32> {
        (self.deck.on && self.phase == Phase::Move).then(|| 3 - self.turns % 3)
    }

    /// Ordinary moves made so far.
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// Moves since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove as u32
    }

    /// The en passant square (the land a pawn just passed over), if any.
    pub fn en_passant(&self) -> Option<Square> {
        (self.ep != 0).then(|| Square(SQUARE_OF[self.ep as usize]))
    }

    /// How the game ended, if it has.
    pub fn end(&self) -> Option<End> {
        self.result
    }

    /// The square of player `p`'s king.
    pub fn king_square(&self, p: Player) -> Square {
        Square(SQUARE_OF[self.board.kings[p as usize & 1] as usize])
    }

    /// Whether player `p`'s king is attacked.
    pub fn is_check(&self, p: Player) -> bool {
        self.board.king_attacked(p & 1)
    }

    /// Whether the player who acts is in check.
    pub fn in_check(&self) -> bool {
        self.is_check(self.side)
    }

    /// The legal ordinary moves of the piece on `from`.
    pub fn moves_from(&self, from: Square) -> Vec<ShiftingMove> {
        self.legal_move_list()
            .into_iter()
            .filter(|m| matches!(m, ShiftingMove::Move { from: f, .. } if *f == from))
            .collect()
    }

    /// The legal ordinary moves arriving on `to`.
    pub fn moves_to(&self, to: Square) -> Vec<ShiftingMove> {
        self.legal_move_list()
            .into_iter()
            .filter(|m| matches!(m, ShiftingMove::Move { to: t, .. } if *t == to))
            .collect()
    }

    /// Every legal application of the drawn card with the state it leads to (empty
    /// outside an application).
    pub fn applications_preview(&self) -> Vec<(ShiftingMove, ShiftingChess)> {
        if !matches!(self.phase, Phase::Apply(_)) {
            return Vec::new();
        }
        self.legal_move_list()
            .into_iter()
            .map(|m| (m, self.preview(m)))
            .collect()
    }

    /// The state after `m` (assumed legal), leaving this one unchanged.
    pub fn preview(&self, m: ShiftingMove) -> ShiftingChess {
        let mut next = self.clone();
        next.play_unchecked(m);
        next
    }
}
