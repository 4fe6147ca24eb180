//! One conformance suite, run for every game: random playouts never panic, keep the game's
//! invariant and end in the ways each game names (or hit the ply cap), each seed plays its
//! own game, every legal move's notation parses back to it, position notation round trips,
//! replaying the move list reproduces the state, and chance probabilities sum to 1.

use rosette::engine::game::GameOptions;
use rosette::engine::{Game, Rng, Turn};

/// What a game's conformance run checks beyond the shared invariants.
struct Suite<G: Game> {
    starts: Vec<G>,
    games: u32,
    max_plies: u32,
    /// An invariant every reachable position must satisfy (e.g. pieces conserved).
    invariant: fn(&G) -> Result<(), String>,
}

/// What a suite's random games came to.
#[derive(Debug, Default)]
struct Tally {
    /// Games that ended, by the outcome's reason (winners' seats folded in).
    ended: std::collections::BTreeMap<String, u32>,
    /// Games stopped at the ply cap.
    capped: u32,
    /// Distinct final positions (each game's own seed should give its own game).
    distinct: usize,
}

impl Tally {
    fn ended(&self) -> u32 {
        self.ended.values().sum()
    }
}

impl<G: Game> Suite<G> {
    fn run(&self) -> Tally {
        let mut tally = Tally::default();
        let mut finals = std::collections::HashSet::new();
        let mut moves = Vec::new();
        for (s, start) in self.starts.iter().enumerate() {
            for i in 0..self.games {
                let mut rng = Rng::new(1000 * s as u64 + i as u64);
                let mut game = start.clone();
                let mut history = Vec::new();
                for ply in 0..=self.max_plies {
                    check_position(&game, &mut moves);
                    (self.invariant)(&game)
                        .unwrap_or_else(|e| panic!("{}: {e}", game.to_position()));
                    if ply == self.max_plies {
                        tally.capped += 1;
                        break;
                    }
                    let m = match game.turn() {
                        Turn::Over => {
                            let o = game.outcome().expect("over with an outcome");
                            let scores: f64 = o.scores.iter().sum();
                            assert!((scores - 1.0).abs() < 1e-9, "scores sum to {scores}");
                            let kind = if o.winners.is_empty() { "draw" } else { "win" };
                            *tally
                                .ended
                                .entry(format!("{kind}: {}", o.reason.english_in::<G>()))
                                .or_default() += 1;
                            break;
                        }
                        Turn::Chance => game.resolve_chance(&mut rng),
                        Turn::Player(_) => moves[rng.below(moves.len())],
                    };
                    let before = game.clone();
                    game = game.play(m).unwrap_or_else(|(_, e)| panic!("{e}"));
                    history.push((before, m));
                }
                // Replaying the moves from the start reproduces every state.
                let mut replay = start.clone();
                for (before, m) in &history {
                    assert_eq!(&replay, before);
                    replay.play_unchecked(*m);
                }
                assert_eq!(replay, game);
                finals.insert(game.to_position());
            }
        }
        tally.distinct = finals.len();
        println!("{tally:?}");
        tally
    }
}

fn check_position<G: Game>(game: &G, moves: &mut Vec<G::Move>) {
    game.legal_moves(moves);
    match game.turn() {
        Turn::Over => {
            assert!(moves.is_empty(), "moves after the end");
            assert!(game.outcome().is_some());
        }
        Turn::Chance => {
            let outcomes = game.chance_outcomes();
            let total: f64 = outcomes.iter().map(|(_, p)| p).sum();
            assert!(
                (total - 1.0).abs() < 1e-9,
                "chance probabilities sum to {total}"
            );
            let mut listed: Vec<_> = outcomes.iter().map(|(m, _)| *m).collect();
            listed.sort_by_key(|m| format!("{m:?}"));
            let mut legal = moves.clone();
            legal.sort_by_key(|m| format!("{m:?}"));
            assert_eq!(listed, legal, "chance outcomes are the legal moves");
        }
        Turn::Player(_) => {
            assert!(!moves.is_empty(), "a player's turn with no move");
            assert!(game.outcome().is_none());
        }
    }
    if let Turn::Player(_) = game.turn() {
        // The fast random-move path only ever returns legal moves.
        let mut rng = Rng::new(moves.len() as u64);
        let mut scratch = Vec::new();
        for _ in 0..8 {
            let m = game.random_move(&mut rng, &mut scratch);
            assert!(moves.contains(&m), "random_move gave an illegal {m:?}");
        }
    }
    let mut names = std::collections::HashSet::new();
    for &m in moves.iter() {
        let text = game.move_notation(m);
        assert!(
            names.insert(text.clone()),
            "two moves share the notation {text}"
        );
        assert_eq!(game.parse_move(&text), Ok(m), "notation {text} parses back");
    }
    let text = game.to_position();
    let back = G::from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&back, game, "position round trip of {text}");
    assert_eq!(back.to_position(), text);
    let opts = game.options().to_map().to_string();
    let parsed = G::Options::from_map(&rosette::engine::OptionMap::parse(&opts).unwrap());
    assert_eq!(
        parsed.as_ref().ok(),
        Some(&game.options()),
        "options round trip of '{opts}'"
    );
}

#[test]
fn pyrga_conforms() {
    use rosette::engine::pyrga::Pyrga;
    let suite = Suite {
        starts: vec![Pyrga::new_game(&Default::default())],
        games: 300,
        max_plies: 40,
        invariant: |g: &Pyrga| {
            // 15 pieces each: in hand plus on the board.
            for p in 0..2 {
                let on_board = (0..16)
                    .flat_map(|c| g.tower(c).pieces)
                    .filter(|o| *o == Some(p))
                    .count() as u32;
                let in_hand: u32 = rosette::engine::pyrga::Shape::ALL
                    .iter()
                    .map(|&s| g.in_hand(p, s))
                    .sum();
                if on_board + in_hand != 15 {
                    return Err(format!("player {p}: {on_board} + {in_hand} pieces"));
                }
            }
            Ok(())
        },
    };
    let t = suite.run();
    assert_eq!(
        (t.ended(), t.capped),
        (300, 0),
        "every Pyrga game ends within 30 plies"
    );
    assert_eq!(t.distinct, 300, "each seed plays its own game");
    for way in ["draw:", "win: White", "win: Black"] {
        assert!(
            t.ended.keys().any(|k| k.starts_with(way)),
            "no '{way}' ending: {t:?}"
        );
    }
}

#[test]
fn shifting_chess_conforms() {
    use rosette::engine::shifting_chess::{Content, ShiftingChess, ShiftingOptions, Square};
    let starts = [0u64, 7, 123_456_789]
        .iter()
        .map(|&seed| ShiftingChess::new_game(&ShiftingOptions { seed, cards: true }))
        .collect();
    let suite = Suite {
        starts,
        games: 12,
        max_plies: 1500,
        invariant: |g: &ShiftingChess| {
            // Pieces are conserved: four boulders, one king each, at most 16 men a side of
            // which at most 8 pawns, and promoted pieces only in place of missing pawns;
            // sixteen tiles, each present tile's four squares land.
            let mut contents: Vec<Content> = (0..144)
                .map(|i| g.content(Square::from_index(i).unwrap()))
                .collect();
            let mut tiles = 0;
            let mut land_expected = 0;
            for slot in 0..36 {
                if let Some(t) = g.tile(slot) {
                    tiles += 1;
                    land_expected += if t.voided { 0 } else { 4 };
                }
            }
            if tiles != 16 {
                return Err(format!("{tiles} tiles"));
            }
            let land = contents.iter().filter(|c| **c != Content::Gap).count();
            if land != land_expected {
                return Err(format!("{land} land squares for {land_expected}"));
            }
            if let Some((_, limbo)) = g.limbo() {
                contents.extend(limbo);
            }
            let boulders = contents.iter().filter(|c| **c == Content::Boulder).count();
            if boulders != 4 {
                return Err(format!("{boulders} boulders"));
            }
            for p in 0..2 {
                let mine: Vec<_> = contents
                    .iter()
                    .filter_map(|c| match c {
                        Content::Piece(x) if x.owner == p => Some(x.kind),
                        _ => None,
                    })
                    .collect();
                use rosette::engine::shifting_chess::PieceKind::*;
                let count = |k| mine.iter().filter(|&&x| x == k).count();
                let extra = count(Queen).saturating_sub(1)
                    + count(Rook).saturating_sub(2)
                    + count(Bishop).saturating_sub(2)
                    + count(Knight).saturating_sub(2);
                if count(King) != 1 || count(Pawn) + extra > 8 || mine.len() > 16 {
                    return Err(format!("player {p}: bad material {mine:?}"));
                }
            }
            Ok(())
        },
    };
    let t = suite.run();
    assert_eq!(t.distinct, 36, "each seed plays its own game");
    assert_eq!(
        (t.ended(), t.capped),
        (36, 0),
        "every game ends within 1500 plies: {t:?}"
    );
    for way in ["checkmates", "stalemate", "fifty-move rule"] {
        assert!(
            t.ended.keys().any(|k| k.ends_with(way)),
            "no game ended by {way}: {t:?}"
        );
    }
}

#[test]
fn chiron_conforms() {
    use rosette::engine::chiron::{Chiron, PieceType};
    let suite = Suite {
        starts: vec![
            Chiron::new_game(&Default::default()),
            // Both Phoenixes in hand, some pieces already captured.
            Chiron::from_position(
                "hrcrmrk1mlclhl/aaa1aaaa/8/8/8/8/AAAA1AAA/HLCL2KMRCRHR b Pp AMLa",
            )
            .unwrap(),
        ],
        games: 150,
        max_plies: 400,
        invariant: |g: &Chiron| {
            // Each player's 15 non-Phoenix pieces are on the board or in its own pool (a
            // captured King ends the game and is counted as taken); the two Phoenixes are
            // on the board or in a hand, whoever owns them now.
            let mut phoenixes = g.hand(0) as usize + g.hand(1) as usize;
            let mut kinds = [[0usize; 6]; 2];
            for sq in 0..64 {
                if let Some(p) = g.piece_at(sq) {
                    kinds[p.owner() as usize][p.kind() as usize] += 1;
                }
            }
            for p in 0..2u8 {
                phoenixes += kinds[p as usize][PieceType::Phoenix as usize];
                for piece in g.pool(p) {
                    if piece.owner() != p {
                        return Err(format!("player {p}'s pool holds {piece:?}"));
                    }
                    kinds[p as usize][piece.kind() as usize] += 1;
                }
                let king_taken =
                    g.winner() == Some(p ^ 1) && kinds[p as usize][PieceType::King as usize] == 0;
                let k = &kinds[p as usize];
                let want = [1 - usize::from(king_taken), 8, 2, 2, 2];
                let have = [k[0], k[2], k[3], k[4], k[5]];
                if have != want {
                    return Err(format!(
                        "player {p}: King, Ants, Crabs, Moths, Hummingbirds {have:?}"
                    ));
                }
            }
            if phoenixes != 2 {
                return Err(format!("{phoenixes} Phoenixes"));
            }
            Ok(())
        },
    };
    let t = suite.run();
    assert_eq!(t.distinct, 300, "each seed plays its own game");
    assert!(
        t.capped <= 3,
        "random Chiron games end (the rules forbid cycles): {t:?}"
    );
    for way in ["captured the King", "has no legal move"] {
        assert!(
            t.ended.keys().any(|k| k.ends_with(way)),
            "no game ended as '{way}': {t:?}"
        );
    }
}

#[test]
fn chirality_conforms() {
    use rosette::engine::chirality::{Chirality, ChiralityOptions};
    let opts = |text: &str| {
        ChiralityOptions::from_map(&rosette::engine::OptionMap::parse(text).unwrap()).unwrap()
    };
    let suite = Suite {
        starts: vec![
            Chirality::new_game(&opts("")),
            Chirality::new_game(&opts("board=r1")),
            Chirality::new_game(&opts("setup=c,players=3,seed=11")),
        ],
        games: 10,
        max_plies: 1500,
        invariant: |g: &Chirality| {
            // 16 pieces each: on the board, in reserve, or removed from play (captured,
            // or left on the board when the player was eliminated: then none remain).
            for p in 0..g.num_players() as u8 {
                let on_board = g.pieces(p).len();
                let total = on_board + u32::from(g.reserve(p)) + u32::from(g.captured(p));
                if total != 16 {
                    return Err(format!("player {p}: {total} pieces"));
                }
                if g.is_eliminated(p) && on_board > 0 {
                    return Err(format!("eliminated player {p} has pieces on the board"));
                }
            }
            Ok(())
        },
    };
    let t = suite.run();
    assert_eq!(t.distinct, 30, "each seed plays its own game");
    // Random Chirality games are long; some end by elimination within the cap.
    assert!(
        t.ended
            .keys()
            .any(|k| k.ends_with("is the last player left")),
        "no game ended by elimination: {t:?}"
    );
}

/// The games' own facts that the table, live play and the puzzle generator ask for: which
/// games have draws, and which options a fresh seed changes (Shifting Chess's deck,
/// Chirality's Setup C Gate) while keeping the rest.
#[test]
fn each_game_says_whether_it_has_draws_and_what_a_fresh_seed_changes() {
    use rosette::engine::GameId;
    let draws: Vec<GameId> = GameId::ALL.into_iter().filter(|g| g.has_draws()).collect();
    assert_eq!(draws, [GameId::Pyrga, GameId::ShiftingChess]);
    assert_eq!(GameId::ShiftingChess.reseeded("", 8), "seed=8");
    assert_eq!(GameId::ShiftingChess.reseeded("seed=1", 8), "seed=8");
    assert_eq!(
        GameId::ShiftingChess.reseeded("seed=1,cards=off", 8),
        "seed=8,cards=off"
    );
    assert_eq!(GameId::Chirality.reseeded("setup=c", 8), "setup=c,seed=8");
    assert_eq!(GameId::Chirality.reseeded("board=r1", 8), "board=r1");
    assert_eq!(GameId::Pyrga.reseeded("", 8), "");
    assert_eq!(GameId::Chiron.reseeded("", 8), "");
    // Options that do not read are left as they are.
    assert_eq!(GameId::Pyrga.reseeded("colour=red", 8), "colour=red");
}
