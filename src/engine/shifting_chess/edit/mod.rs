//! The Shifting Chess position editor's model: pieces and boulders on the land, the
//! megatiles (which tile in which slot, turned how, one of them voided with its contents
//! in limbo), moved marks (castling rights), en passant, the clocks and the deck. Tile
//! changes carry their squares, as the cards do, so land and tiles always agree.

use super::board::{
    mailbox, Board, BLACK, BOULDER, EMPTY, GAP, KIND, KING, MOVED, NO_TILE, PAWN, ROOK,
};
use super::distort::Deck;
use super::repetition::History;
use super::types::{Content, End, Phase, Piece, PieceKind, Square, TileInfo};
use super::{notation, ShiftingChess};
use crate::engine::edit::{finish, SetupProblem};
use crate::engine::{Game, Player};

mod problem;

pub use problem::ShiftingProblem;

/// An arrangement of a Shifting Chess position (an ordinary move is due), legal or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShiftingSetup {
    board: Board,
    deck: Deck,
    /// The player to move.
    pub side: Player,
    /// The square a pawn just passed over by a double step, if any.
    pub en_passant: Option<Square>,
    /// Moves since the last capture or pawn move.
    pub halfmove: u16,
    /// Moves made so far (a card is drawn after every third).
    pub turns: u32,
}

fn code(c: Content) -> u8 {
    match c {
        Content::Gap => GAP,
        Content::Empty => EMPTY,
        Content::Boulder => BOULDER,
        Content::Piece(p) => {
            let moved =
                p.moved && matches!(p.kind, PieceKind::Pawn | PieceKind::Rook | PieceKind::King);
            p.kind.code() | if p.owner == 1 { BLACK } else { 0 } | if moved { MOVED } else { 0 }
        }
    }
}

impl ShiftingSetup {
    /// The arrangement of a game's position; at a pending card (which no arrangement
    /// holds), the card is left out and the side after the drawer moves.
    pub fn of(g: &ShiftingChess) -> ShiftingSetup {
        let drawing = g.phase != Phase::Move && g.result.is_none();
        ShiftingSetup {
            board: g.board.clone(),
            deck: g.deck.clone(),
            side: if drawing { 1 - g.side } else { g.side },
            en_passant: g.en_passant(),
            halfmove: g.halfmove,
            turns: g.turns,
        }
    }

    /// What `square` holds.
    pub fn content(&self, square: Square) -> Content {
        notation::content_of(self.board.sq[mailbox(square.index())])
    }

    /// Every slot's megatile.
    pub fn tiles(&self) -> [Option<TileInfo>; 36] {
        let g = self.picture();
        g.tiles()
    }

    /// The voided tile's slot and contents (bottom-left, bottom-right, top-left, top-right).
    pub fn limbo(&self) -> Option<(usize, [Content; 4])> {
        let slot = self.board.voided_slot()?;
        Some((slot, self.board.limbo.map(notation::content_of)))
    }

    /// Puts `c` (a piece, a boulder or nothing) on `square`; gaps stay gaps (returns false).
    pub fn set(&mut self, square: Square, c: Content) -> bool {
        let s = mailbox(square.index());
        if self.board.sq[s] == GAP || c == Content::Gap {
            return false;
        }
        self.board.set(s, code(c));
        true
    }

    /// Flips the moved mark of the pawn, rook or king on `square` (a king or rook that
    /// has moved cannot castle). Returns whether there was such a piece.
    pub fn toggle_moved(&mut self, square: Square) -> bool {
        let s = mailbox(square.index());
        let v = self.board.sq[s];
        if v == GAP || !matches!(v & KIND, PAWN | ROOK | KING) {
            return false;
        }
        self.board.set(s, v ^ MOVED);
        true
    }

    /// Moves the tile on slot `from` (with its squares) to slot `to`, swapping with the
    /// tile there if any.
    pub fn move_tile(&mut self, from: usize, to: usize) {
        if from >= 36 || to >= 36 || from == to || self.board.slots[from] == NO_TILE {
            return;
        }
        if self.board.slots[to] == NO_TILE {
            self.board.move_tile(from, to);
        } else {
            self.board.swap_tiles(from, to);
        }
    }

    /// Turns the present tile on `slot` a quarter turn clockwise, with its squares.
    pub fn rotate(&mut self, slot: usize) {
        if slot < 36 && self.board.present(slot) {
            self.board.rotate(slot, true);
        }
    }

    /// Voids the present tile on `slot` (returning any tile voided before), or returns
    /// it if it is the voided one.
    pub fn toggle_void(&mut self, slot: usize) {
        if slot >= 36 {
            return;
        }
        let was = self.board.voided_slot();
        self.board.return_void();
        if was != Some(slot) && self.board.present(slot) {
            self.board.void_tile(slot);
        }
    }

    /// Whether cards are drawn.
    pub fn cards(&self) -> bool {
        self.deck.on
    }

    /// Replaces the deck by a fresh one shuffled from `seed` (or no deck at all).
    pub fn fresh_deck(&mut self, seed: u64, on: bool) {
        self.deck = Deck::new(seed, on);
    }

    /// The deck's seed.
    pub fn seed(&self) -> u64 {
        self.deck.seed
    }

    /// The arrangement as a state, unchecked: for drawing only (it may break every rule).
    pub fn picture(&self) -> ShiftingChess {
        let mut board = self.board.clone();
        for s in 0..144 {
            let v = board.sq[mailbox(s)];
            if v & KIND == KING && v != GAP {
                board.kings[((v & BLACK) >> 3) as usize] = mailbox(s) as u8;
            }
        }
        board.recount();
        ShiftingChess {
            board,
            side: self.side,
            phase: Phase::Move,
            ep: self.en_passant.map_or(0, |e| mailbox(e.index()) as u8),
            halfmove: self.halfmove,
            turns: self.turns,
            deck: self.deck.clone(),
            result: None,
            check: false,
            history: History::default(),
        }
    }

    fn kings(&self) -> [usize; 2] {
        let mut kings = [0; 2];
        for s in 0..144 {
            let v = self.board.sq[mailbox(s)];
            if v != GAP && v & KIND == KING {
                kings[((v & BLACK) >> 3) as usize] += 1;
            }
        }
        kings
    }

    /// The position notation (a finished game carries its result).
    pub fn position(&self) -> String {
        let mut g = self.picture();
        if self.kings() == [1, 1] {
            let (end, _) = g.natural_end(self.side, true);
            g.result = end.filter(|e| !matches!(e, End::Repetition));
        }
        notation::position_text(&g)
    }

    /// The game, or every reason there is none.
    ///
    /// # Errors
    /// The reasons the arrangement is illegal.
    pub fn build(&self) -> Result<ShiftingChess, Vec<SetupProblem>> {
        finish(self.problems(), &self.position())
    }
}

impl Default for ShiftingSetup {
    fn default() -> Self {
        ShiftingSetup::of(&ShiftingChess::new_game(&Default::default()))
    }
}

/// The pieces the palette offers for `owner` (unmoved).
pub fn palette(owner: Player) -> Vec<Piece> {
    [
        PieceKind::King,
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::Pawn,
    ]
    .map(|kind| Piece {
        kind,
        owner,
        moved: false,
    })
    .to_vec()
}
