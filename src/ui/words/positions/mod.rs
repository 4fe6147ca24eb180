//! Why a position or the options cannot be played, in words: the rule a position breaks,
//! by game, and the Chirality options that do not go together. Only the games' pages say
//! this much (the saves page says that a rule is broken), and each game's build words only
//! its own game's rules.

#[cfg(feature = "chirality")]
mod chirality;
#[cfg(feature = "chiron")]
mod chiron;
#[cfg(feature = "pyrga")]
mod pyrga;
#[cfg(feature = "shifting-chess")]
mod shifting;

use crate::engine::{BadOption, Illegal};
use crate::i18n::Msg;
use crate::ui::lang::t;

/// The rule a position breaks, in words ("neither player has a King").
pub fn illegal(why: &Illegal) -> String {
    match why {
        #[cfg(feature = "chiron")]
        Illegal::Chiron(why) => chiron::illegal(why),
        #[cfg(feature = "pyrga")]
        Illegal::Pyrga(why) => pyrga::illegal(why),
        #[cfg(feature = "shifting-chess")]
        Illegal::ShiftingChess(why) => shifting::illegal(why),
        #[cfg(feature = "chirality")]
        Illegal::Chirality(why) => chirality::illegal(why),
        // A game this build does not hold (its positions are refused before they are read).
        #[allow(unreachable_patterns)]
        _ => t(Msg::SetupIllegalUnsaid),
    }
}

/// Why Chirality's options do not go together, in words (`None` for an option every game
/// words alike, or in a build without Chirality).
pub fn chirality_option(why: &BadOption) -> Option<String> {
    #[cfg(feature = "chirality")]
    return chirality::chirality_option(why);
    #[cfg(not(feature = "chirality"))]
    {
        let _ = why;
        None
    }
}
