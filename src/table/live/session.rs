//! What a page stores so that a live game survives a reload: the game's id and the seats
//! this device plays, as `<id>|<seats>` (`live1|0`).

use crate::engine::Player;

/// A live game this device plays: which game, which seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    /// The game record's id.
    pub id: String,
    /// The seats this device plays.
    pub seats: Vec<Player>,
}

impl Session {
    /// The stored text.
    pub fn to_text(&self) -> String {
        let seats: String = self.seats.iter().map(|s| s.to_string()).collect();
        format!("{}|{seats}", self.id)
    }

    /// Reads the stored text; `None` when it is damaged (no id, or no seat).
    pub fn from_text(text: &str) -> Option<Session> {
        let (id, seats) = text.split_once('|')?;
        let seats: Vec<Player> = seats
            .chars()
            .map(|c| c.to_digit(10).map(|d| d as Player))
            .collect::<Option<_>>()?;
        (!id.is_empty() && !seats.is_empty()).then(|| Session {
            id: id.to_string(),
            seats,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_session_reads_back_and_damage_is_refused() {
        let session = Session {
            id: "Xb3kQ9zT1aP".into(),
            seats: vec![0, 2],
        };
        assert_eq!(session.to_text(), "Xb3kQ9zT1aP|02");
        assert_eq!(Session::from_text(&session.to_text()), Some(session));
        for bad in ["", "id", "id|", "|0", "id|0x"] {
            assert_eq!(Session::from_text(bad), None, "{bad}");
        }
    }
}
