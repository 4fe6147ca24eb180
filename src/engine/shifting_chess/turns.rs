//! Playing a turn: the ordinary move or card application on the board, then the clocks,
//! en passant, the card cycle and the end of the game (mate, stalemate, the fifty-move
//! rule, bare kings, repetition, a king left attacked).

use super::board::{self, KIND, KING};
use super::{
    distort, exists, make, playout, quiet, Card, End, Phase, Player, ShiftingChess, ShiftingMove,
};
use crate::engine::{Game, Rng};

impl ShiftingChess {
    fn bare_kings(&self) -> bool {
        let only_kings = |v: &u8| v & KIND == 0 || v & KIND == KING || v & KIND == board::BOULDER;
        self.board.piece_count() == 2 && self.board.limbo.iter().all(only_kings)
    }

    /// Mate, stalemate, the fifty-move rule or bare kings, for player `p` about to move;
    /// and whether `p` is in check.
    pub(super) fn natural_end(&self, p: Player, material_fell: bool) -> (Option<End>, bool) {
        self.natural_end_in(p, material_fell, self.board.king_attacked(p))
    }

    /// As `natural_end`, with `check` (whether `p`'s king is attacked) known.
    fn natural_end_in(&self, p: Player, material_fell: bool, check: bool) -> (Option<End>, bool) {
        let ep = self.ep as usize;
        if !exists::has_legal_move(&self.board, p, ep, check) {
            let end = if check {
                End::Checkmate(1 - p)
            } else {
                End::Stalemate
            };
            return (Some(end), check);
        }
        if self.halfmove >= 100 {
            return (Some(End::FiftyMoves), check);
        }
        let bare = material_fell && self.bare_kings();
        (bare.then_some(End::BareKings), check)
    }

    /// The turn passes to `self.side` for an ordinary move: judge the end.
    fn turn_passes(&mut self, material_fell: bool, check: bool) {
        self.phase = Phase::Move;
        let (end, check) = self.natural_end_in(self.side, material_fell, check);
        self.check = check;
        if end.is_some() {
            self.result = end;
            return;
        }
        if self.record_position() >= 2 {
            self.result = Some(End::Repetition);
        }
    }

    /// Plays the ordinary move `from`-`to` (mailbox squares; `promo` a promotion kind or
    /// 0).
    pub(super) fn play_ordinary(&mut self, from: usize, to: usize, promo: u8) {
        let made = make::make(&mut self.board, from, to, promo, self.ep as usize);
        self.ep = made.ep;
        if made.irreversible {
            self.halfmove = 0;
            self.history.clear();
        } else {
            self.halfmove = self.halfmove.saturating_add(1);
        }
        self.turns += 1;
        let mover = self.side;
        self.side = 1 - mover;
        let king = self.board.kings[self.side as usize] as usize;
        let check = if made.simple {
            make::gives_check(&self.board, from, to, king)
        } else {
            self.board.king_attacked(self.side)
        };
        debug_assert_eq!(check, self.board.king_attacked(self.side));
        if self.deck.on && self.turns.is_multiple_of(3) {
            let (end, check) = self.natural_end_in(self.side, made.capture, check);
            if end.is_some() {
                self.result = end;
                self.check = check;
                self.phase = Phase::Move;
                return;
            }
            self.side = mover;
            self.check = false;
            self.phase = Phase::Draw;
        } else {
            self.turn_passes(made.capture, check);
        }
    }

    /// In debug builds: the board's derived data (sets, hash) match its squares.
    pub(super) fn debug_verify(&self) {
        debug_assert_eq!(self.board, {
            let mut b = self.board.clone();
            b.recount();
            b
        });
    }

    /// Plays the application `m`.
    pub(super) fn play_application(&mut self, m: ShiftingMove) {
        if self.ep != 0 {
            let (slots, n) = distort::touched(&self.board, m);
            let pawn = if self.side == 0 {
                self.ep as usize + 16
            } else {
                self.ep as usize - 16
            };
            let hit = slots[..n]
                .iter()
                .any(|&s| distort::slot_holds(s, self.ep as usize) || distort::slot_holds(s, pawn));
            if hit {
                self.ep = 0;
            }
        }
        distort::apply(&mut self.board, m);
        self.applied(m);
    }

    /// A uniformly random legal ordinary move `(from, to, promotion)` (mailbox squares,
    /// promotion kind or 0) by the quiet-position sampler, if it applies here.
    pub(super) fn random_quiet_move(&self, rng: &mut Rng) -> Option<(usize, usize, u8)> {
        let live = self.phase == Phase::Move && self.result.is_none();
        (live && !self.check && self.ep == 0)
            .then(|| quiet::random_quiet(&self.board, self.side, rng))
            .flatten()
    }

    /// A uniformly random legal ordinary move where [`ShiftingChess::random_quiet_move`]
    /// does not apply (`buffer` is scratch space).
    pub(super) fn random_unquiet_move(
        &self,
        rng: &mut Rng,
        buffer: &mut Vec<ShiftingMove>,
    ) -> ShiftingMove {
        let (b, side, ep, check) = (&self.board, self.side, self.ep as usize, self.check);
        playout::random_ordinary(b, side, ep, check, rng)
            .or_else(|| playout::random_from_list(b, side, ep, check, rng, buffer))
            .unwrap_or_else(|| {
                self.legal_moves(buffer);
                buffer[rng.below(buffer.len())]
            })
    }

    /// Plays a uniformly random legal application of the drawn `card`.
    pub(super) fn play_random_application(&mut self, card: Card, rng: &mut Rng) {
        if self.ep != 0 {
            // The en passant square depends on the board before the application.
            let m = distort::sample(&self.board, self.side, card, rng);
            self.play_application(m);
        } else {
            let m = distort::sample_in_place(&mut self.board, self.side, card, rng);
            self.applied(m);
        }
    }

    /// After the application `m` is on the board: the discard, the turn and its end.
    fn applied(&mut self, m: ShiftingMove) {
        let card = match self.phase {
            Phase::Apply(c) => c,
            _ => Card::Swap,
        };
        self.deck.discard(card);
        self.history.cards_changed();
        let drawer = self.side;
        self.side = 1 - drawer;
        // A legal application never leaves the drawer attacked; "no effect" may (a
        // returning voided tile).
        if m == ShiftingMove::NoEffect && self.board.king_attacked(drawer) {
            self.phase = Phase::Move;
            self.check = self.board.king_attacked(self.side);
            self.result = Some(End::KingExposed(self.side));
            return;
        }
        let check = self.board.king_attacked(self.side);
        self.turn_passes(false, check);
    }
}
