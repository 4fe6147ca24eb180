//! Changing the game on the board: a new game, "Play from here", another tab's game and a
//! link's, and which previous game is kept in the saves.

use super::*;
use crate::persist::StorageError;

fn fresh(id: &str) -> GameRecord {
    let new = NewGame {
        seats: default_seats(2),
        options: String::new(),
    };
    new_record(GameId::Pyrga, new, id.into(), 5.0, 42)
}

#[test]
fn a_new_game_keeps_the_old_one_when_it_has_moves_and_unpauses_the_ai() {
    let (mut t, _) = table(people());
    assert_eq!(
        t.apply(Event::NewGame(fresh("a"))),
        [],
        "an empty game is not kept"
    );
    person_moves(&mut t);
    let old = t.history().full_record().clone();
    t.apply(Event::Pause);
    let out = t.apply(Event::NewGame(fresh("b")));
    assert_eq!(out, [Command::KeepInSaves(old)]);
    assert_eq!(t.history().full_record().id, "b");
    assert!(!t.paused());
    let mut bad = fresh("c");
    bad.options = "seed=x".into();
    let out = t.apply(Event::NewGame(bad));
    assert!(matches!(notices(&out)[0].said, Said::SetupFailed(_)));
    assert_eq!(t.history().full_record().id, "b", "the game stays");
}

#[test]
fn a_new_game_whose_old_game_cannot_be_kept_gives_way_to_it() {
    let (mut t, _) = table(vs(Level::Easy));
    person_moves(&mut t);
    t.apply(Event::Pause);
    let old = t.history().clone();
    t.apply(Event::NewGame(fresh("b")));
    let full = StorageError::Refused("QuotaExceededError".into());
    let out = t.apply(Event::KeepFailed(full.clone()));
    assert_eq!(t.history(), &old, "the old game is back");
    assert!(t.paused(), "as it was");
    assert_eq!(notices(&out)[0].said, Said::NotKept(Undone::NewGame, full));
}

#[test]
fn play_from_here_keeps_the_whole_game_and_continues_from_the_move_on_view() {
    let (mut t, _) = table(people());
    for _ in 0..4 {
        person_moves(&mut t);
    }
    let line = t.history().full_record().clone();
    t.apply(Event::ViewPly(2));
    let out = t.apply(Event::Branch {
        id: "br".into(),
        name: "Branch".into(),
    });
    assert_eq!(out[0], Command::KeepInSaves(line));
    assert_eq!(notices(&out)[0].said, Said::Branched(2));
    let h = t.history();
    assert_eq!((h.full_record().id.as_str(), h.len()), ("br", 2));
    // When the original cannot be kept, nothing changes.
    let (mut t, _) = table(people());
    person_moves(&mut t);
    let before = t.history().clone();
    t.apply(Event::Branch {
        id: "br".into(),
        name: "Branch".into(),
    });
    let out = t.apply(Event::KeepFailed(StorageError::NotReadBack));
    assert_eq!(t.history(), &before);
    let why = StorageError::NotReadBack;
    assert_eq!(notices(&out)[0].said, Said::NotKept(Undone::Branch, why));
}

#[test]
fn the_previous_game_is_kept_unless_empty_or_held_by_the_new_one() {
    let (mut t, _) = table(people());
    let empty = t.history().full_record().clone();
    assert_eq!(previous_to_keep(&empty, &fresh("x")), None);
    person_moves(&mut t);
    let played = t.history().full_record().clone();
    let mut same = played.clone();
    assert_eq!(
        previous_to_keep(&played, &same),
        None,
        "the link holds this game"
    );
    same.name = "renamed".into();
    assert_eq!(previous_to_keep(&played, &same), None);
    let mut longer = same.clone();
    longer.moves.push("Sb2".into());
    assert_eq!(previous_to_keep(&played, &longer), None, "continued");
    let mut resigned = same.clone();
    resigned.resigned = Some(0);
    assert_eq!(previous_to_keep(&played, &resigned), None, "ended");
    let mut parted = same.clone();
    let last = parted.moves.last_mut().expect("a move");
    *last = if last == "Sd4" { "Sa1" } else { "Sd4" }.into();
    assert_eq!(
        previous_to_keep(&played, &parted),
        Some(played.clone()),
        "another line of the same game"
    );
    let mut shorter = played.clone();
    shorter.moves.pop();
    assert_eq!(previous_to_keep(&played, &shorter), Some(played.clone()));
    assert_eq!(previous_to_keep(&played, &fresh("x")), Some(played.clone()));
}

#[test]
fn another_tabs_move_sounds_and_a_link_opens_quietly() {
    let (mut t, _) = table(people());
    let mut other = t.history().clone();
    let m = other.end().legal_moves()[0];
    other.play(m, 3.0).unwrap();
    let out = t.apply(Event::ExternalChange(other.clone()));
    assert_eq!(out, [Command::Sound(Sound::Move)]);
    assert_eq!(t.history(), &other);
    // Another game from a link, against the AI, then its first move on view.
    let mut record = vs(Level::Easy).full_record().clone();
    record.id = "linked".into();
    let mut linked = History::from_record(record).unwrap();
    for _ in 0..2 {
        let m = linked.end().legal_moves()[0];
        linked.play(m, 4.0).unwrap();
    }
    let out = t.apply(Event::LinkOpened(linked.clone()));
    assert_eq!(
        out,
        [Command::KeepInSaves(other.full_record().clone())],
        "the game it replaces is kept; no sound (another game), the person is to move"
    );
    assert_eq!(t.history(), &linked);
    assert_eq!(t.apply(Event::ViewPly(1)), []);
    assert_eq!(t.history().cursor(), 1);
    t.apply(Event::ViewPly(99));
    assert_eq!(
        t.history().cursor(),
        2,
        "the last move when the game is shorter"
    );
}

#[test]
fn cards_are_dealt_only_in_shifting_chess_with_its_cards_on() {
    let deals = |id, options| AnyGame::new_game(id, options).unwrap().deals_cards();
    assert!(deals(GameId::ShiftingChess, "seed=3"));
    assert!(!deals(GameId::ShiftingChess, "seed=3,cards=off"));
    for id in [GameId::Chirality, GameId::Chiron, GameId::Pyrga] {
        assert!(!deals(id, ""), "{}", id.as_str());
    }
}

/// A link's game takes the board as a new game does: the game it replaces is kept in the
/// saves (the one path for every kind of replacement), and put back with the link not
/// opened if that fails.
#[test]
fn a_links_game_keeps_the_one_it_replaces_or_gives_way_to_it() {
    let (mut t, _) = table(people());
    person_moves(&mut t);
    let old = t.history().clone();
    let link = History::from_record(fresh("link")).expect("a game");
    let out = t.apply(Event::LinkOpened(link.clone()));
    assert_eq!(out, [Command::KeepInSaves(old.full_record().clone())]);
    assert_eq!(t.history().full_record().id, "link");
    // Keeping it fails: the old game is back and the player told.
    let (mut t, _) = table(people());
    person_moves(&mut t);
    let old = t.history().clone();
    t.apply(Event::LinkOpened(link.clone()));
    let out = t.apply(Event::KeepFailed(StorageError::Unavailable));
    assert_eq!(t.history(), &old);
    let why = StorageError::Unavailable;
    assert_eq!(notices(&out)[0].said, Said::NotKept(Undone::Link, why));
    // An empty game, or the link's own game, is not kept.
    let (mut t, _) = table(people());
    assert_eq!(t.apply(Event::LinkOpened(link)), []);
}
