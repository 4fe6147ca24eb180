//! Chance in a record: Rosette's only chance turns are Shifting Chess card draws, and the
//! card drawn is fixed by the deck shuffled from the game's seed (carried in the options or
//! the position). A record or link may therefore hold only the card the deck deals next;
//! a sender cannot pick a better card from the pile.

use crate::engine::{AnyGame, AnyMove, MoveError, Rng, Turn};

/// Checks that `m`, about to be replayed in `state`, is what the game deals when it is a
/// chance turn. Other turns are not checked here (the move's legality is).
///
/// # Errors
/// [`MoveError::NotDealt`] naming the outcome the game deals.
pub fn check_dealt(state: &AnyGame, m: AnyMove) -> Result<(), MoveError> {
    if state.turn() != Turn::Chance {
        return Ok(());
    }
    // The deck decides; the generator is never consulted by a seeded deck.
    let dealt = state.resolve_chance(&mut Rng::new(0));
    if m == dealt {
        Ok(())
    } else {
        Err(MoveError::NotDealt {
            dealt: state.move_notation(dealt),
            played: state.move_notation(m),
        })
    }
}
