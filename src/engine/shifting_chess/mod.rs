//! Shifting Chess: chess on sixteen 2×2 megatiles that distortion cards swap, rotate,
//! slide and void (../shared/rules/shifting-chess.txt, completed by
//! shifting-chess-rulings.md; the rulings win; further rulings in
//! docs/rules/shifting-chess.md).
//!
//! # Representation
//! A 16×16 mailbox holds the 12×12 blue board; each square is empty land, a gap (empty
//! space), a boulder or a piece with a "moved by itself" flag (pawns, rooks, kings). A
//! 6×6 slot grid records which megatile (A–P), in which orientation, lies where, and
//! whether it is voided; the voided tile's contents wait in limbo. Every square write
//! goes through `Board::set`, which keeps per-colour piece and slider sets and a Zobrist
//! hash in step: generation walks the piece sets, attack tests look from each enemy piece
//! at the target (a table lookup, and a walk only for an aligned slider), and the
//! repetition key starts from the hash.
//!
//! # Turns
//! A turn is one player's ordinary move. After turns 3, 6, 9… (unless the move ended the
//! game) the mover draws: a [`Turn::Chance`] whose outcomes are the card kinds left in the
//! draw pile ([`Game::chance_outcomes`]); [`Game::resolve_chance`] takes the top card of
//! the seeded order. Drawing kind K removes the first K in the pile, so any kind the AI
//! samples is playable. Then the drawer applies the card ([`Phase::Apply`]); the discard
//! is reshuffled (from the seed and a shuffle count) as soon as the pile is empty.
//!
//! # Notation
//! Moves: `e4e6`, `e9e10q` (promotion letter `q r b n`), castling as the king's
//! two-square move (`g3g5` along a file, `g3i3` along a rank); draws `draw-swap`,
//! `draw-rotate`, `draw-slide`, `draw-void`; applications `swap-F-G` (tile names in
//! alphabetical order), `rotate-F-cw` / `rotate-F-ccw`, `slide-F-n` (`n e s w`),
//! `void-F`, and `no-effect`.
//!
//! Position: ten space-separated fields,
//! `board side phase ep halfmove turns tiles limbo deck result`:
//! - board: ranks 12 to 1 separated by `/`; per square a piece letter (`PNBRQK` White,
//!   `pnbrqk` Black; a pawn, rook or king that has moved by itself takes a trailing `'`),
//!   `*` a boulder, `-` a gap, and a number for a run of empty land squares;
//! - side: `w`/`b`, the player who acts (at a draw: the drawer);
//! - phase: `m` (ordinary move), `draw`, or the drawn card awaiting application
//!   (`swap`, `rotate`, `slide`, `void`);
//! - ep: the square a pawn just passed over by a double step (land only), or `-`;
//! - halfmove: moves since the last capture or pawn move; turns: moves made so far;
//! - tiles: slot rows 6 to 1 separated by `/`, six slots each: `.` empty, or the tile
//!   letter and its orientation `0`–`3` (quarter turns clockwise); a voided tile in lower
//!   case;
//! - limbo: `-`, or the voided tile's four squares (top-left, top-right, bottom-left,
//!   bottom-right) as piece letters, `*`, or `.` for empty;
//! - deck: `off`, or `seed:shuffles:pile:discard` with the pile top first and the
//!   discard sorted, cards as `s r l v` (swap, rotate, slide, void);
//! - result: `*`, `w#`/`b#` (checkmate by White/Black), `w+`/`b+` (the other king left
//!   attacked), `=stalemate`, `=repetition`, `=fifty`, `=bare`.
//!
//! The start (its deck field depends on the seed):
//! `------------/------------/--rnbqkbnr--/--pppppppp--/--8--/--1*4*1--/--1*4*1--/--8--/`
//! `--PPPPPPPP--/--RNBQKBNR--/------------/------------ w m - 0 0`
//! `....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:<pile>: *`
//! (one line). The repetition history is not part of the notation nor of
//! equality (positions compare equal whatever led to them).

mod api;
mod attack;
mod board;
mod describe;
mod display;
mod distort;
mod edit;
mod exists;
mod illegal;
mod make;
mod movegen;
mod notation;
mod pins;
mod playout;
mod quiet;
mod refusal;
mod repetition;
mod setup;
mod turns;
mod types;

pub use api::square_is_dark;
pub use describe::Applied;
pub use edit::{palette, ShiftingProblem, ShiftingSetup};
pub use illegal::Illegal;
pub use refusal::ApplyError;
pub use types::{
    Card, Content, End, Phase, Piece, PieceKind, ShiftingMove, ShiftingOptions, SlideDir, Square,
    Step, TileInfo, KING_STEPS, KNIGHT_LEAPS,
};

use super::{Game, MoveError, Outcome, Player, Prompt, Reason, SetupError, Turn};
use board::{mailbox, Board, BLACK, SQUARE_OF};
use distort::Deck;
use repetition::History;

/// A Shifting Chess position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ShiftingChess {
    board: Board,
    /// The player who acts (at a draw or application: the drawer).
    side: Player,
    phase: Phase,
    /// En passant square (mailbox) or 0.
    ep: u8,
    halfmove: u16,
    turns: u32,
    deck: Deck,
    result: Option<End>,
    /// Derived: at an ordinary move, whether the mover is in check (else false).
    check: bool,
    history: History,
}

impl ShiftingChess {
    fn start_board() -> Board {
        let mut b = Board::central_tiles();
        let back = [4u8, 2, 3, 5, 6, 3, 2, 4];
        for (i, &k) in back.iter().enumerate() {
            b.set(mailbox(2 * 12 + 2 + i), k);
            b.set(mailbox(3 * 12 + 2 + i), 1);
            b.set(mailbox(8 * 12 + 2 + i), 1 | BLACK);
            b.set(mailbox(9 * 12 + 2 + i), k | BLACK);
        }
        for s in ["d6", "i6", "d7", "i7"] {
            b.set(
                mailbox(Square::parse(s).expect("square").index()),
                board::BOULDER,
            );
        }
        b
    }

    /// The tile name on `slot` (for notation).
    fn tile_name(&self, slot: u8) -> char {
        self.tile(slot as usize).map_or('?', |t| t.name)
    }

    /// The names of the tiles a swap exchanges, in alphabetical order (one spelling of a
    /// swap, whichever tile is named first).
    fn swap_names(&self, x: u8, y: u8) -> (char, char) {
        let (a, b) = (self.tile_name(x), self.tile_name(y));
        (a.min(b), a.max(b))
    }

    /// Whether a piece of player `by` attacks `square`, seen as the other player's king
    /// would step there: that king's own square counts as empty land.
    pub fn is_attacked(&self, square: Square, by: Player) -> bool {
        let king = self.board.kings[1 - (by as usize & 1)] as usize;
        let by = board::colour_of(by & 1);
        attack::attackers(
            &self.board,
            &self.board.sq,
            mailbox(square.index()),
            by,
            king,
            true,
        ) != 0
    }
}

impl Game for ShiftingChess {
    type Move = ShiftingMove;
    type Options = ShiftingOptions;
    const ID: &'static str = "shifting-chess";
    const HAS_DRAWS: bool = true;

    fn new_game(options: &ShiftingOptions) -> Self {
        let mut g = ShiftingChess {
            board: ShiftingChess::start_board(),
            side: 0,
            phase: Phase::Move,
            ep: 0,
            halfmove: 0,
            turns: 0,
            deck: Deck::new(options.seed, options.cards),
            result: None,
            check: false,
            history: History::default(),
        };
        g.record_position();
        g
    }

    fn turn_prompt(&self) -> Prompt {
        match self.phase {
            Phase::Apply(card) => Prompt::ApplyCard(card),
            _ => Prompt::Move,
        }
    }

    fn options(&self) -> ShiftingOptions {
        ShiftingOptions {
            seed: self.deck.seed,
            cards: self.deck.on,
        }
    }

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        match (self.result, self.phase) {
            (Some(_), _) => Turn::Over,
            (None, Phase::Draw) => Turn::Chance,
            _ => Turn::Player(self.side),
        }
    }

    fn legal_moves(&self, out: &mut Vec<ShiftingMove>) {
        out.clear();
        if self.result.is_some() {
            return;
        }
        match self.phase {
            Phase::Move => {
                let (side, ep) = (self.side, self.ep as usize);
                movegen::generate(&self.board, side, ep, self.check, &mut |f, t, p| {
                    out.push(ShiftingMove::Move {
                        from: Square(SQUARE_OF[f]),
                        to: Square(SQUARE_OF[t]),
                        promotion: PieceKind::from_code(p),
                    });
                    false
                });
            }
            Phase::Draw => {
                let counts = self.deck.pile_counts();
                for card in Card::ALL {
                    if counts[card as usize] > 0 {
                        out.push(ShiftingMove::Draw(card));
                    }
                }
            }
            Phase::Apply(card) => {
                distort::applications(&self.board, self.side, card, &mut |m| {
                    out.push(m);
                    false
                });
                if out.is_empty() {
                    out.push(ShiftingMove::NoEffect);
                }
            }
        }
    }

    /// True when the opponent has fewer pieces on the board after the move (en passant
    /// included).
    fn is_capture(&self, m: ShiftingMove) -> bool {
        if !matches!(m, ShiftingMove::Move { .. }) {
            return false;
        }
        let theirs = |g: &ShiftingChess| {
            (0..144)
                .filter_map(Square::from_index)
                .filter(|&s| g.piece_at(s).is_some_and(|p| p.owner != self.side))
                .count()
        };
        let mut next = self.clone();
        next.play_unchecked(m);
        theirs(&next) < theirs(self)
    }

    fn play_unchecked(&mut self, m: ShiftingMove) {
        match m {
            ShiftingMove::Move {
                from,
                to,
                promotion,
            } => self.play_ordinary(
                mailbox(from.index()),
                mailbox(to.index()),
                promotion.map_or(0, PieceKind::code),
            ),
            ShiftingMove::Draw(card) => {
                if self.board.return_void() {
                    self.board.promote_all();
                }
                self.deck.take(card);
                self.history.cards_changed();
                self.phase = Phase::Apply(card);
            }
            _ => self.play_application(m),
        }
        self.debug_verify();
    }

    fn outcome(&self) -> Option<Outcome> {
        let end = self.result?;
        Some(match end {
            End::Checkmate(w) => Outcome::win(w, 2, Reason::Checkmate(w)),
            End::KingExposed(w) => Outcome::win(w, 2, Reason::KingLeftAttacked(1 - w)),
            End::Stalemate => Outcome::draw(2, Reason::Stalemate),
            End::Repetition => Outcome::draw(2, Reason::Repetition),
            End::FiftyMoves => Outcome::draw(2, Reason::FiftyMoves),
            End::BareKings => Outcome::draw(2, Reason::BareKings),
        })
    }

    fn chance_outcomes(&self) -> Vec<(ShiftingMove, f64)> {
        if self.turn() != Turn::Chance {
            return Vec::new();
        }
        let counts = self.deck.pile_counts();
        let total = self.deck.len as f64;
        Card::ALL
            .into_iter()
            .filter(|c| counts[*c as usize] > 0)
            .map(|c| (ShiftingMove::Draw(c), counts[c as usize] as f64 / total))
            .collect()
    }

    fn resolve_chance(&self, _: &mut super::Rng) -> ShiftingMove {
        ShiftingMove::Draw(Card::ALL[self.deck.pile[0] as usize & 3])
    }

    fn random_move(&self, rng: &mut super::Rng, buffer: &mut Vec<ShiftingMove>) -> ShiftingMove {
        let Phase::Apply(card) = self.phase else {
            if self.phase == Phase::Draw || self.result.is_some() {
                self.legal_moves(buffer);
                return buffer[rng.below(buffer.len())];
            }
            return match self.random_quiet_move(rng) {
                Some((from, to, promotion)) => ShiftingMove::Move {
                    from: Square(SQUARE_OF[from]),
                    to: Square(SQUARE_OF[to]),
                    promotion: PieceKind::from_code(promotion),
                },
                None => self.random_unquiet_move(rng, buffer),
            };
        };
        distort::sample(&self.board, self.side, card, rng)
    }

    fn play_random(&mut self, rng: &mut super::Rng, buffer: &mut Vec<ShiftingMove>) {
        match self.phase {
            Phase::Apply(card) if self.result.is_none() => {
                self.play_random_application(card, rng);
                self.debug_verify();
            }
            _ => match self.random_quiet_move(rng) {
                Some((from, to, promotion)) => {
                    self.play_ordinary(from, to, promotion);
                    self.debug_verify();
                }
                None if self.phase == Phase::Move && self.result.is_none() => {
                    let m = self.random_unquiet_move(rng, buffer);
                    self.play_unchecked(m);
                }
                None => {
                    let m = self.random_move(rng, buffer);
                    self.play_unchecked(m);
                }
            },
        }
    }

    fn move_display(&self, m: ShiftingMove) -> String {
        display::move_display(self, m)
    }

    fn illegal_reason(&self, m: ShiftingMove) -> Option<MoveError> {
        // Only a card's use has reasons to give; a piece's move is simply not legal.
        let card_use = !matches!(m, ShiftingMove::Move { .. } | ShiftingMove::Draw(_));
        let applying = matches!(self.phase, Phase::Apply(_));
        (card_use && applying)
            .then(|| self.why_illegal(m))
            .flatten()
            .map(MoveError::CardRefused)
    }

    fn move_notation(&self, m: ShiftingMove) -> String {
        notation::move_text(self, m)
    }

    fn to_position(&self) -> String {
        notation::position_text(self)
    }

    fn from_position(text: &str) -> Result<Self, SetupError> {
        setup::parse_position(text)
    }
}
