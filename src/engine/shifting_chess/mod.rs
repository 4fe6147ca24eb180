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
mod distort;
mod edit;
mod exists;
mod make;
mod movegen;
mod notation;
mod playout;
mod setup;
mod types;

pub use edit::{palette, ShiftingSetup};
pub use types::{
    Card, Content, End, Phase, Piece, PieceKind, ShiftingMove, ShiftingOptions, SlideDir, Square,
    Step, TileInfo, KING_STEPS, KNIGHT_LEAPS,
};

use super::{Game, Outcome, Player, SetupError, Turn};
use board::{mailbox, Board, BLACK, KIND, KING, SQUARE_OF};
use distort::Deck;
use std::hash::{Hash, Hasher};

const fn key_salts() -> [u64; 7] {
    let mut out = [0u64; 7];
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut i = 0;
    while i < 7 {
        x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = x;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        out[i] = z ^ (z >> 31);
        i += 1;
    }
    out
}

/// Random salts for the repetition key.
const KEY_SALTS: [u64; 7] = key_salts();

/// The positions seen since the last irreversible move (for threefold repetition). Not
/// part of equality or hashing: two states differing only here are the same position.
#[derive(Clone, Debug, Default)]
struct History(Vec<u64>);

impl PartialEq for History {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl Eq for History {}
impl Hash for History {
    fn hash<H: Hasher>(&self, _: &mut H) {}
}

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

    /// A key for repetition: everything but the clocks' absolute values. The pieces and
    /// boulders come from the board's running Zobrist hash; the land is given by the
    /// slots.
    fn position_key(&self) -> u64 {
        let slots = &self.board.slots;
        let word = |i: usize| u64::from_le_bytes(slots[i..i + 8].try_into().expect("8 bytes"));
        let (l, p, d) = (self.board.limbo, self.deck.pile_counts(), self.deck.discard);
        let cycle = if self.deck.on {
            (self.turns % 3) as u8
        } else {
            0
        };
        let words = [
            word(0),
            word(8),
            word(16),
            word(24),
            word(28),
            u64::from_le_bytes([l[0], l[1], l[2], l[3], p[0], p[1], p[2], p[3]]),
            u64::from_le_bytes([d[0], d[1], d[2], d[3], self.side, self.ep, cycle, 0]),
        ];
        // Independent products (so they pipeline), one salt per word, then a final mix.
        let mut h = self.board.hash;
        for (w, salt) in words.iter().zip(KEY_SALTS.iter()) {
            h = h.wrapping_add((w ^ salt).wrapping_mul(salt | 1));
        }
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^ (h >> 33)
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

    fn bare_kings(&self) -> bool {
        let only_kings = |v: &u8| v & KIND == 0 || v & KIND == KING || v & KIND == board::BOULDER;
        self.board.piece_count() == 2 && self.board.limbo.iter().all(only_kings)
    }

    /// Mate, stalemate, the fifty-move rule or bare kings, for player `p` about to move;
    /// and whether `p` is in check.
    fn natural_end(&self, p: Player, material_fell: bool) -> (Option<End>, bool) {
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
        let key = self.position_key();
        let seen = self.history.0.iter().filter(|&&k| k == key).count();
        self.history.0.push(key);
        if seen >= 2 {
            self.result = Some(End::Repetition);
        }
    }

    fn play_ordinary(&mut self, from: Square, to: Square, promo: Option<PieceKind>) {
        let promo = promo.map_or(0, PieceKind::code);
        let made = make::make(
            &mut self.board,
            mailbox(from.index()),
            mailbox(to.index()),
            promo,
            self.ep as usize,
        );
        self.ep = made.ep;
        if made.irreversible {
            self.halfmove = 0;
            self.history.0.clear();
        } else {
            self.halfmove = self.halfmove.saturating_add(1);
        }
        self.turns += 1;
        let mover = self.side;
        self.side = 1 - mover;
        let king = self.board.kings[self.side as usize] as usize;
        let check = if made.simple {
            let (f, t) = (mailbox(from.index()), mailbox(to.index()));
            make::gives_check(&self.board, f, t, king)
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
    fn debug_verify(&self) {
        debug_assert_eq!(self.board, {
            let mut b = self.board.clone();
            b.recount();
            b
        });
    }

    /// Plays the application `m`; `after`, if given, is the board it leaves (found while
    /// choosing it).
    fn play_application(&mut self, m: ShiftingMove, after: Option<Board>) {
        let card = match self.phase {
            Phase::Apply(c) => c,
            _ => Card::Swap,
        };
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
        match after {
            Some(board) => self.board = board,
            None => distort::apply(&mut self.board, m),
        }
        self.deck.discard(card);
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

impl Game for ShiftingChess {
    type Move = ShiftingMove;
    type Options = ShiftingOptions;
    const ID: &'static str = "shifting-chess";

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
        g.history.0.push(g.position_key());
        g
    }

    fn turn_prompt(&self) -> String {
        match self.phase {
            Phase::Apply(card) => format!("to apply the {} card", card.name()),
            _ => "to move".into(),
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
            } => self.play_ordinary(from, to, promotion),
            ShiftingMove::Draw(card) => {
                if self.board.return_void() {
                    self.board.promote_all();
                }
                self.deck.take(card);
                self.phase = Phase::Apply(card);
            }
            _ => self.play_application(m, None),
        }
        self.debug_verify();
    }

    fn outcome(&self) -> Option<Outcome> {
        let end = self.result?;
        const NAMES: [&str; 2] = ["White", "Black"];
        Some(match end {
            End::Checkmate(w) => Outcome::win(w, 2, format!("{} checkmates", NAMES[w as usize])),
            End::KingExposed(w) => Outcome::win(
                w,
                2,
                format!("{}'s king was left attacked", NAMES[1 - w as usize]),
            ),
            End::Stalemate => Outcome::draw(2, "stalemate"),
            End::Repetition => Outcome::draw(2, "threefold repetition"),
            End::FiftyMoves => Outcome::draw(2, "fifty-move rule"),
            End::BareKings => Outcome::draw(2, "king against king"),
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
            let (b, side, ep, check) = (&self.board, self.side, self.ep as usize, self.check);
            let found = playout::random_ordinary(b, side, ep, check, rng)
                .or_else(|| playout::random_from_list(b, side, ep, check, rng, buffer));
            return found.unwrap_or_else(|| {
                self.legal_moves(buffer);
                buffer[rng.below(buffer.len())]
            });
        };
        distort::sample(&self.board, self.side, card, rng)
    }

    fn play_random(&mut self, rng: &mut super::Rng, buffer: &mut Vec<ShiftingMove>) {
        match self.phase {
            Phase::Apply(card) if self.result.is_none() => {
                let (m, after) = distort::sample_board(&self.board, self.side, card, rng);
                self.play_application(m, after);
                self.debug_verify();
            }
            _ => {
                let m = self.random_move(rng, buffer);
                self.play_unchecked(m);
            }
        }
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
