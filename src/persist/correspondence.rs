//! Play by link: deciding what a game link means for the games stored on this device.
//!
//! A game link carries its record id. Opening one looks for stored games with that id (the
//! current game first, then the named saves) and compares move lists: the link may hold the
//! same game, continue it, be an older link of it, or contradict it from some ply on. Pure
//! (no storage): the UI passes the stored records in and carries out the [`LinkPlan`].

use super::GameRecord;

/// How a link's moves relate to a stored game's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// The same moves.
    Same,
    /// The link continues the stored game by `new` moves.
    Extends {
        /// Moves in the link after the stored ones.
        new: usize,
    },
    /// The stored game continues the link by `behind` moves: an old link.
    Older {
        /// Moves stored after the link's last one.
        behind: usize,
    },
    /// The two differ from move `ply` on (counting from 1).
    Diverges {
        /// The first move that differs, 1-based.
        ply: usize,
    },
}

impl Relation {
    /// Preference when several stored games share the link's id: a consistent one first.
    fn rank(self) -> u8 {
        match self {
            Relation::Same => 0,
            Relation::Extends { .. } => 1,
            Relation::Older { .. } => 2,
            Relation::Diverges { .. } => 3,
        }
    }
}

/// Compares a stored move list with a link's.
pub fn compare(stored: &[String], link: &[String]) -> Relation {
    let common = stored.iter().zip(link).take_while(|(a, b)| a == b).count();
    match (common == stored.len(), common == link.len()) {
        (true, true) => Relation::Same,
        (true, false) => Relation::Extends {
            new: link.len() - common,
        },
        (false, true) => Relation::Older {
            behind: stored.len() - common,
        },
        (false, false) => Relation::Diverges { ply: common + 1 },
    }
}

/// Where a stored game lives: the current game of its kind, or a named save under a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place<K> {
    /// The current (autosaved) game.
    Current,
    /// A named save.
    Save(K),
}

/// What opening a game link should do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkPlan<K> {
    /// No stored game has the link's id: a game new to this device.
    New,
    /// The stored game at `place` has the link's id and relates to it as `relation`.
    Found {
        /// The stored game compared.
        place: Place<K>,
        /// How the link relates to it.
        relation: Relation,
    },
}

/// Decides what a game link means here. `current` is the current game of the link's kind;
/// `saves` are the named saves (newest first). Among stored games with the link's id and
/// game, a consistent one (same, continued by the link, or newer than the link) is
/// preferred, the current game before saves; if every one contradicts the link, the
/// current game (else the newest save) is reported with the ply where they part.
pub fn plan<K: Clone>(
    link: &GameRecord,
    current: Option<&GameRecord>,
    saves: &[(K, GameRecord)],
) -> LinkPlan<K> {
    // Options and start positions compare as a link writes them (one spelling each).
    let setup = |r: &GameRecord| super::link::canonical_setup(r).ok();
    let wanted = setup(link);
    let same_game = |r: &GameRecord| {
        r.id == link.id && r.game == link.game && wanted.is_some() && setup(r) == wanted
    };
    let candidates = current
        .filter(|r| same_game(r))
        .map(|r| (Place::Current, r))
        .into_iter()
        .chain(
            saves
                .iter()
                .filter(|(_, r)| same_game(r))
                .map(|(k, r)| (Place::Save(k.clone()), r)),
        );
    candidates
        .map(|(place, r)| (place, compare(&r.line(), &link.line())))
        .enumerate()
        .min_by_key(|(order, (_, relation))| (relation.rank(), *order))
        .map_or(LinkPlan::New, |(_, (place, relation))| LinkPlan::Found {
            place,
            relation,
        })
}

/// `stored` continued by the link's record of the same game: the same game (id, name,
/// start date, options) with the link's moves, seats and resignation or draw, changed `now`, and
/// the hints shown on either device (the larger count: each device counts the whole game).
pub fn continued(stored: GameRecord, link: GameRecord, now: f64) -> GameRecord {
    GameRecord {
        moves: link.moves,
        seats: link.seats,
        resigned: link.resigned,
        drawn: link.drawn,
        updated: now,
        hints: link.hints.max(stored.hints),
        ..stored
    }
}

/// The record of a link opened as a separate branch of a stored game: the link's moves
/// under a new id and `name` (the page's words for where it came from). The stored game
/// itself is not changed.
pub fn branch(link: &GameRecord, id: String, name: String) -> GameRecord {
    GameRecord {
        id,
        name,
        ..link.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;

    fn moves(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    fn record(id: &str, list: &[&str]) -> GameRecord {
        let mut r = GameRecord::new(GameId::Pyrga, "", id.into(), 0.0);
        r.moves = moves(list);
        r
    }

    #[test]
    fn compares_histories() {
        let abc = moves(&["a", "b", "c"]);
        assert_eq!(compare(&abc, &abc), Relation::Same);
        assert_eq!(compare(&[], &[]), Relation::Same);
        assert_eq!(compare(&abc[..1], &abc), Relation::Extends { new: 2 });
        assert_eq!(compare(&[], &abc), Relation::Extends { new: 3 });
        assert_eq!(compare(&abc, &abc[..2]), Relation::Older { behind: 1 });
        assert_eq!(
            compare(&abc, &moves(&["a", "x"])),
            Relation::Diverges { ply: 2 }
        );
        assert_eq!(
            compare(&abc, &moves(&["x", "b", "c"])),
            Relation::Diverges { ply: 1 }
        );
        assert_eq!(
            compare(&abc, &moves(&["a", "b", "d", "e"])),
            Relation::Diverges { ply: 3 }
        );
    }

    #[test]
    fn a_resignation_extends_the_game_it_ends() {
        let stored = record("G", &["a", "b"]);
        let mut link = stored.clone();
        link.resigned = Some(0);
        assert_eq!(
            plan(&link, Some(&stored), &[] as &[((), GameRecord)]),
            LinkPlan::Found {
                place: Place::Current,
                relation: Relation::Extends { new: 1 }
            }
        );
        assert_eq!(
            plan(&stored, Some(&link), &[] as &[((), GameRecord)]),
            LinkPlan::Found {
                place: Place::Current,
                relation: Relation::Older { behind: 1 }
            }
        );
    }

    #[test]
    fn unrelated_games_are_new() {
        let link = record("L", &["a"]);
        let current = record("C", &["a"]);
        let saves = vec![("k1", record("S", &["a"]))];
        assert_eq!(plan(&link, Some(&current), &saves), LinkPlan::New);
        assert_eq!(plan::<&str>(&link, None, &[]), LinkPlan::New);
        // The same id in another game kind or with other options is another game.
        let mut other = record("L", &["a"]);
        other.options = "x=1".into();
        assert_eq!(plan::<&str>(&link, Some(&other), &[]), LinkPlan::New);
    }

    #[test]
    fn options_compare_as_a_link_writes_them() {
        // A stored game whose options were written another way is the link's game.
        let mut link = GameRecord::new(GameId::Chirality, "board=r1", "G".into(), 0.0);
        link.moves = moves(&["a"]);
        let mut current = link.clone();
        current.options = "players=2,board=r1,setup=b".into();
        assert_eq!(
            plan::<&str>(&link, Some(&current), &[]),
            LinkPlan::Found {
                place: Place::Current,
                relation: Relation::Same
            }
        );
    }

    #[test]
    fn the_current_game_is_continued_before_a_save() {
        let link = record("G", &["a", "b", "c"]);
        let current = record("G", &["a", "b"]);
        let saves = vec![("k1", record("G", &["a"]))];
        assert_eq!(
            plan(&link, Some(&current), &saves),
            LinkPlan::Found {
                place: Place::Current,
                relation: Relation::Extends { new: 1 }
            }
        );
    }

    #[test]
    fn a_consistent_save_wins_over_a_contradicting_current_game() {
        let link = record("G", &["a", "b", "c"]);
        let current = record("G", &["a", "x"]);
        let saves = vec![
            ("k1", record("H", &["a"])),
            ("k2", record("G", &["a", "b"])),
        ];
        assert_eq!(
            plan(&link, Some(&current), &saves),
            LinkPlan::Found {
                place: Place::Save("k2"),
                relation: Relation::Extends { new: 1 }
            }
        );
        // An identical save is preferred to one the link continues.
        let saves = vec![("k1", record("G", &["a"])), ("k2", link.clone())];
        assert_eq!(
            plan(&link, Some(&current), &saves),
            LinkPlan::Found {
                place: Place::Save("k2"),
                relation: Relation::Same
            }
        );
    }

    #[test]
    fn old_links_and_contradictions_are_reported() {
        let link = record("G", &["a"]);
        let current = record("G", &["a", "b"]);
        assert_eq!(
            plan::<&str>(&link, Some(&current), &[]),
            LinkPlan::Found {
                place: Place::Current,
                relation: Relation::Older { behind: 1 }
            }
        );
        let link = record("G", &["a", "y", "z"]);
        let saves = vec![("k1", record("G", &["a", "b", "c"]))];
        assert_eq!(
            plan(&link, Some(&current), &saves),
            LinkPlan::Found {
                place: Place::Current,
                relation: Relation::Diverges { ply: 2 }
            }
        );
        assert_eq!(
            plan(&link, None, &saves),
            LinkPlan::Found {
                place: Place::Save("k1"),
                relation: Relation::Diverges { ply: 2 }
            }
        );
    }

    #[test]
    fn a_continued_game_keeps_its_name_and_the_hints_of_both_devices() {
        let mut stored = GameRecord::new(GameId::Pyrga, "", "g".into(), 1.0);
        stored.name = "Friday".into();
        stored.moves = moves(&["Sb2"]);
        stored.hints = 2;
        let mut link = GameRecord::new(GameId::Pyrga, "", "g".into(), 0.0);
        link.moves = moves(&["Sb2", "Cb3"]);
        link.hints = 1;
        let c = continued(stored.clone(), link.clone(), 9.0);
        assert_eq!(
            (c.name.as_str(), c.created, c.updated),
            ("Friday", 1.0, 9.0)
        );
        assert_eq!((c.moves, c.hints), (link.moves.clone(), 2));
        link.hints = 5;
        assert_eq!(continued(stored, link, 9.0).hints, 5);
    }

    #[test]
    fn a_branch_gets_a_new_id_and_its_name() {
        let link = record("G", &["a", "y"]);
        let b = branch(&link, "N".into(), "Branch".into());
        assert_eq!(
            (b.id.as_str(), b.name.as_str(), b.moves.clone()),
            ("N", "Branch", link.moves.clone())
        );
    }
}
