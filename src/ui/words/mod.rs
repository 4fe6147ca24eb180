//! The app's words for the engine's values: seats, AI levels, cards, whose turn it is and
//! why a game ended, each in the page's language through the catalogue.

mod ai;
mod boards;
mod errors;
mod live;
mod notice;
mod pieces;
// The saves page says only that a rule is broken (words::errors).
#[cfg_attr(not(feature = "game-pages"), allow(dead_code))]
mod positions;
mod storage;

pub use ai::*;
pub use boards::*;
pub use errors::*;
pub use live::*;
pub use notice::*;
pub use pieces::*;
pub use positions::chirality_option;
pub use storage::*;

use crate::ai::Level;
use crate::engine::{GameId, Player, Prompt, Reason, StageCount, TowerStage};
use crate::i18n::Msg;
use crate::ui::lang::{t, tf};

/// A seat's name as players know it ("White", "Blue", "Player 7").
pub fn seat(game: GameId, p: Player) -> String {
    const CHIRALITY: [Msg; 6] = [
        Msg::SeatBlue,
        Msg::SeatVermillion,
        Msg::SeatGreen,
        Msg::SeatPurple,
        Msg::SeatOrange,
        Msg::SeatSky,
    ];
    match game {
        GameId::Chirality => CHIRALITY.get(p as usize).map_or_else(
            || tf(Msg::SeatNumbered, &[("number", (p as u32 + 1).into())]),
            |m| t(*m),
        ),
        _ if p.is_multiple_of(2) => t(Msg::SeatWhite),
        _ => t(Msg::SeatBlack),
    }
}

/// An AI level's name.
pub fn level(l: Level) -> String {
    t(match l {
        Level::Beginner => Msg::LevelBeginner,
        Level::Easy => Msg::LevelEasy,
        Level::Medium => Msg::LevelMedium,
        Level::Hard => Msg::LevelHard,
        Level::Strongest => Msg::LevelStrongest,
    })
}

/// An AI level's name in the New game dialog (Strongest says how long it thinks).
pub fn level_label(l: Level) -> String {
    match l {
        Level::Strongest => t(Msg::LevelStrongestLabel),
        _ => level(l),
    }
}

/// How a level fared against the one below it ("wins about 8 in 10 against Medium").
pub fn level_caption(l: Level, game: GameId) -> String {
    let s = l.strength(game);
    match s.against {
        Some(below) => tf(
            Msg::LevelCaption,
            &[
                ("wins", s.wins_in_10.into()),
                ("against", level(below).into()),
            ],
        ),
        None => tf(Msg::LevelCaptionRandom, &[("wins", s.wins_in_10.into())]),
    }
}

/// What `who` is asked to do: "White to move", "Blue (AI, Hard) to apply the Swap card".
pub fn prompt(who: &str, ai: Option<Level>, prompt: Prompt) -> String {
    let mut args = vec![("who", who.into())];
    if let Some(l) = ai {
        args.push(("level", level(l).into()));
    }
    let msg = match (prompt, ai.is_some()) {
        (Prompt::Move, false) => Msg::TurnMove,
        (Prompt::Move, true) => Msg::TurnAiMove,
        (Prompt::ApplyCard(c), ai) => {
            args.push(("card", card(c).into()));
            if ai {
                Msg::TurnAiApplyCard
            } else {
                Msg::TurnApplyCard
            }
        }
    };
    tf(msg, &args)
}

fn stage_name(s: TowerStage) -> String {
    t(match s {
        TowerStage::Completed => Msg::StageCompleted,
        TowerStage::HoldingTwo => Msg::StageHoldingTwo,
        TowerStage::HoldingOne => Msg::StageHoldingOne,
    })
}

/// A choice in words: "a, b or c".
pub fn or_list(items: &[String]) -> String {
    list(items, Msg::OrList)
}

/// `text` as a sentence: its first letter upper case, a full stop at its end.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = chars
        .next()
        .map(char::to_uppercase)
        .into_iter()
        .flatten()
        .collect();
    out.push_str(chars.as_str());
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// A list in words: "a, b and c".
pub fn and_list(items: &[String]) -> String {
    list(items, Msg::AndList)
}

/// A list joined by commas, its last two items by `msg` ("a, b and c").
fn list(items: &[String], msg: Msg) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => tf(
            msg,
            &[
                ("first", rest.join(", ").into()),
                ("last", last.as_str().into()),
            ],
        ),
    }
}

fn stages(tied: &[StageCount]) -> String {
    let each: Vec<String> = tied
        .iter()
        .map(|(s, [w, b])| {
            let args = [
                ("stage", stage_name(*s).into()),
                ("white", (*w).into()),
                ("black", (*b).into()),
            ];
            tf(Msg::TowerStage, &args)
        })
        .collect();
    and_list(&each)
}

/// Why a game ended, in words.
pub fn reason(game: GameId, r: &Reason) -> String {
    let who = |p: &Player| ("who", seat(game, *p).into());
    match r {
        Reason::KingCaptured(p) => tf(Msg::ReasonKingCaptured, &[who(p)]),
        Reason::NoLegalMove(p) => tf(Msg::ReasonNoLegalMove, &[who(p)]),
        Reason::ThreeTowers(p) => tf(Msg::ReasonThreeTowers, &[who(p)]),
        Reason::MoreTowers {
            winner,
            decided: (s, [w, b]),
            tied,
        } => {
            let mut args = vec![
                who(winner),
                ("stage", stage_name(*s).into()),
                ("won", (*w.max(b)).into()),
                ("lost", (*w.min(b)).into()),
            ];
            if tied.is_empty() {
                tf(Msg::ReasonMoreTowers, &args)
            } else {
                args.push(("ties", stages(tied).into()));
                tf(Msg::ReasonMoreTowersAfterTies, &args)
            }
        }
        Reason::TiedTowers(tied) => tf(Msg::ReasonTiedTowers, &[("ties", stages(tied).into())]),
        Reason::Checkmate(p) => tf(Msg::ReasonCheckmate, &[who(p)]),
        Reason::KingLeftAttacked(p) => tf(Msg::ReasonKingLeftAttacked, &[who(p)]),
        Reason::Stalemate => t(Msg::ReasonStalemate),
        Reason::Repetition => t(Msg::ReasonRepetition),
        Reason::FiftyMoves => t(Msg::ReasonFiftyMoves),
        Reason::BareKings => t(Msg::ReasonBareKings),
        Reason::Throne(p) => tf(Msg::ReasonThrone, &[who(p)]),
        Reason::LastLeft(p) => tf(Msg::ReasonLastLeft, &[who(p)]),
        Reason::EliminatedTogether => t(Msg::ReasonEliminatedTogether),
        Reason::Resigned(p) => tf(Msg::ReasonResigned, &[who(p)]),
        Reason::AgreedDraw => t(Msg::ReasonAgreedDraw),
    }
}
