//! What the player to move is asked to do, and why a game ended, as values: the app puts it into words in the player's language
//! (`ui::words`), the command line in English ([`Reason::english`]).

use super::{Game, GameId, Player};
use serde::{Deserialize, Serialize};

/// What the player to move is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// To make a move.
    Move,
    /// Shifting Chess: to apply a drawn card.
    ApplyCard(crate::engine::shifting_chess::Card),
}

/// One of Pyrga's rule-7 stages: what the players' towers are compared on, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TowerStage {
    /// Completed towers controlled.
    Completed,
    /// Incomplete towers holding exactly two of a player's pieces.
    HoldingTwo,
    /// Incomplete towers holding exactly one of a player's pieces.
    HoldingOne,
}

impl TowerStage {
    /// The stage in English, as the command line writes it.
    pub fn english(self) -> &'static str {
        match self {
            TowerStage::Completed => "completed towers",
            TowerStage::HoldingTwo => "towers holding two of their pieces",
            TowerStage::HoldingOne => "towers holding one of their pieces",
        }
    }
}

/// A stage's counts, White's then Black's.
pub type StageCount = (TowerStage, [u32; 2]);

/// Why a game ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reason {
    /// Chiron: the player captured the opposing King.
    KingCaptured(Player),
    /// Chiron: the player has no legal move (and loses).
    NoLegalMove(Player),
    /// Pyrga: the player controls three completed towers.
    ThreeTowers(Player),
    /// Pyrga rule 7: the player leads on a stage, after ties on the stages before it.
    MoreTowers {
        /// The winner.
        winner: Player,
        /// The stage that decided, with both counts.
        decided: StageCount,
        /// The stages tied before it.
        tied: Vec<StageCount>,
    },
    /// Pyrga: tied on every stage, a draw.
    TiedTowers(Vec<StageCount>),
    /// Shifting Chess: the player checkmates.
    Checkmate(Player),
    /// Shifting Chess: the player's king was left attacked (by a card), and the player loses.
    KingLeftAttacked(Player),
    /// Shifting Chess: stalemate, a draw.
    Stalemate,
    /// Shifting Chess: threefold repetition, a draw.
    Repetition,
    /// Shifting Chess: the fifty-move rule, a draw.
    FiftyMoves,
    /// Shifting Chess: king against king, a draw.
    BareKings,
    /// Chirality: the player holds the Throne.
    Throne(Player),
    /// Chirality: the player is the last one left.
    LastLeft(Player),
    /// Chirality: the last players were eliminated together and share the score.
    EliminatedTogether,
    /// The player resigned.
    Resigned(Player),
    /// The players agreed to a draw.
    AgreedDraw,
}

impl Reason {
    /// The reason in English, with the seat names of the game `G`.
    pub fn english_in<G: Game>(&self) -> String {
        GameId::parse(G::ID).map_or_else(|_| format!("{self:?}"), |game| self.english(game))
    }

    /// The reason in English, with `game`'s seat names: the command line's words.
    pub fn english(&self, game: GameId) -> String {
        let seat = |p: &Player| game.seat_name(*p);
        let stage = |(s, [w, b]): &StageCount| format!("{} ({w}–{b})", s.english());
        match self {
            Reason::KingCaptured(p) => format!("{} captured the King", seat(p)),
            Reason::NoLegalMove(p) => format!("{} has no legal move", seat(p)),
            Reason::ThreeTowers(p) => format!("{} controls three towers", seat(p)),
            Reason::MoreTowers {
                winner,
                decided: (s, [w, b]),
                tied,
            } => {
                let lead = format!(
                    "{} controls more {} ({}–{})",
                    seat(winner),
                    s.english(),
                    w.max(b),
                    w.min(b)
                );
                match tied.as_slice() {
                    [] => lead,
                    tied => {
                        let tied: Vec<String> = tied.iter().map(stage).collect();
                        format!("tied on {}; {lead}", tied.join(" and "))
                    }
                }
            }
            Reason::TiedTowers(tied) => {
                let tied: Vec<String> = tied.iter().map(stage).collect();
                format!("draw: tied on {}", tied.join(", "))
            }
            Reason::Checkmate(p) => format!("{} checkmates", seat(p)),
            Reason::KingLeftAttacked(p) => format!("{}'s king was left attacked", seat(p)),
            Reason::Stalemate => "stalemate".into(),
            Reason::Repetition => "threefold repetition".into(),
            Reason::FiftyMoves => "fifty-move rule".into(),
            Reason::BareKings => "king against king".into(),
            Reason::Throne(p) => format!("{} holds the Throne", seat(p)),
            Reason::LastLeft(p) => format!("{} is the last player left", seat(p)),
            Reason::EliminatedTogether => "the last players were eliminated together".into(),
            Reason::Resigned(p) => format!("{} resigned", seat(p)),
            Reason::AgreedDraw => "the players agreed to draw".into(),
        }
    }
}
