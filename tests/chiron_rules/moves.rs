//! Moves of each piece, in each hand, colour and form (rulings: "Moves"), each checked
//! in the four symmetric images of its scenario.

use super::*;

/// The four symmetric images of a scenario: as written (White, left hand), mirrored
/// left-right (hands swapped), turned 180° (colours swapped), and both.
#[derive(Clone, Copy, Debug)]
enum Image {
    AsWritten,
    Mirrored,
    Turned,
    MirroredTurned,
}

impl Image {
    const ALL: [Image; 4] = [
        Image::AsWritten,
        Image::Mirrored,
        Image::Turned,
        Image::MirroredTurned,
    ];

    fn mirrors(self) -> bool {
        matches!(self, Image::Mirrored | Image::MirroredTurned)
    }

    fn turns(self) -> bool {
        matches!(self, Image::Turned | Image::MirroredTurned)
    }

    fn square(self, sq: &str) -> String {
        let s = parse_square(sq).unwrap();
        let (mut f, mut r) = (s % 8, s / 8);
        if self.mirrors() {
            f = 7 - f;
        }
        if self.turns() {
            f = 7 - f;
            r = 7 - r;
        }
        square_name(r * 8 + f)
    }

    fn token(self, t: &str) -> String {
        let mut t = t.to_string();
        if self.mirrors() {
            t = t
                .chars()
                .map(|c| match c {
                    'L' => 'R',
                    'R' => 'L',
                    'l' => 'r',
                    'r' => 'l',
                    c => c,
                })
                .collect();
        }
        if self.turns() {
            t = t
                .chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect();
        }
        t
    }
}

/// Checks the targets of the piece on `at` in all four images of the position.
fn check_targets(pieces: &[(&str, &str)], at: &str, ordinary: &[&str], capture_only: &[&str]) {
    for image in Image::ALL {
        let placed: Vec<(String, String)> = pieces
            .iter()
            .map(|(s, t)| (image.square(s), image.token(t)))
            .collect();
        let refs: Vec<(&str, &str)> = placed
            .iter()
            .map(|(s, t)| (s.as_str(), t.as_str()))
            .collect();
        let side = if image.turns() { 'b' } else { 'w' };
        let g = setup(&refs, side);
        let sq = parse_square(&image.square(at)).unwrap();
        let t = g.targets(sq);
        let want = |v: &[&str]| {
            let mut v: Vec<String> = v.iter().map(|s| image.square(s)).collect();
            v.sort();
            v
        };
        assert_eq!(
            names(t.ordinary),
            want(ordinary),
            "ordinary, {image:?}: {}",
            g.to_position()
        );
        assert_eq!(
            names(t.capture_only),
            want(capture_only),
            "capture-only, {image:?}: {}",
            g.to_position()
        );
        // The legal moves from the square are exactly these targets.
        let mut to: Vec<String> = g
            .moves_from(sq)
            .iter()
            .map(|m| square_name(m.to()))
            .collect();
        to.dedup();
        let mut all = want(ordinary);
        all.extend(want(capture_only));
        all.sort();
        to.sort();
        to.dedup();
        assert_eq!(to, all, "legal moves, {image:?}");
    }
}

/// The two Kings out of the way of a piece on d4.
const KINGS: [(&str, &str); 2] = [("h1", "K"), ("a8", "k")];

fn with_kings<'a>(v: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut out = KINGS.to_vec();
    out.extend_from_slice(v);
    out
}

#[test]
fn king_leaps_to_the_five_squares_two_ranks_ahead() {
    let pieces = [
        ("d4", "K"),
        ("a8", "k"),
        ("d5", "A"),
        ("c6", "A"),
        ("e6", "a"),
    ];
    check_targets(&pieces, "d4", &["b6", "d6", "e6", "f6"], &[]);
}

#[test]
fn flipped_king_leaps_to_the_five_squares_two_ranks_behind() {
    let pieces = [("d4", "+K"), ("a8", "k"), ("c2", "a"), ("d3", "A")];
    check_targets(&pieces, "d4", &["b2", "c2", "d2", "e2", "f2"], &[]);
}

#[test]
fn phoenix_steps_forward_and_captures_any_non_phoenix_enemy_on_a_rank_behind() {
    let pieces = [
        ("d4", "P"),
        ("h1", "K"),
        ("a8", "k"),
        ("a1", "a"),
        ("h3", "a"),
        ("d3", "a"),
        ("c4", "a"),
        ("e6", "a"),
        ("g2", "p"),
        ("b2", "A"),
    ];
    check_targets(&pieces, "d4", &["d5"], &["a1", "d3", "h3"]);
}

#[test]
fn flipped_phoenix_steps_backward_and_captures_any_non_phoenix_enemy_on_a_rank_ahead() {
    let pieces = [
        ("d4", "+P"),
        ("h1", "K"),
        ("a2", "k"),
        ("a8", "a"),
        ("h6", "a"),
        ("d5", "a"),
        ("c4", "a"),
        ("e3", "a"),
        ("g7", "p"),
        ("b6", "A"),
    ];
    check_targets(&pieces, "d4", &["d3"], &["a8", "d5", "h6"]);
}

#[test]
fn ant_steps_forward() {
    check_targets(&with_kings(&[("d4", "A")]), "d4", &["d5"], &[]);
    check_targets(&with_kings(&[("d4", "A"), ("d5", "a")]), "d4", &["d5"], &[]);
    check_targets(&with_kings(&[("d4", "A"), ("d5", "CL")]), "d4", &[], &[]);
}

#[test]
fn ant_may_capture_a_friendly_ant() {
    check_targets(&with_kings(&[("d4", "A"), ("d5", "A")]), "d4", &["d5"], &[]);
    check_targets(
        &with_kings(&[("d4", "A"), ("d5", "+A")]),
        "d4",
        &["d5"],
        &[],
    );
    check_targets(
        &with_kings(&[("d4", "+A"), ("d3", "A")]),
        "d4",
        &["d3"],
        &[],
    );
    // Only Ants take friendly pieces, and only friendly Ants.
    check_targets(
        &with_kings(&[("d4", "CL"), ("c5", "A")]),
        "d4",
        &["b5", "e4", "e5", "f4", "f5", "g3", "g4", "h4"],
        &[],
    );
}

#[test]
fn flipped_ant_steps_backward() {
    check_targets(&with_kings(&[("d4", "+A")]), "d4", &["d3"], &[]);
}

#[test]
fn crab_moves_diagonally_forward_wide_knight_forward_ray_right_wide_camel_back_right() {
    let ordinary = ["c5", "e5", "b5", "f5", "e4", "f4", "g4", "h4", "g3"];
    check_targets(&with_kings(&[("d4", "CL")]), "d4", &ordinary, &[]);
}

#[test]
fn crab_captures_only_by_ray_left_and_wide_camel_back_left() {
    let pieces = with_kings(&[
        ("d4", "CL"),
        ("b4", "a"),
        ("a4", "a"),
        ("a3", "a"),
        ("g4", "a"),
        ("c5", "A"),
        ("b5", "a"),
    ]);
    let ordinary = ["e5", "b5", "f5", "e4", "f4", "g4", "g3"];
    check_targets(&pieces, "d4", &ordinary, &["b4", "a3"]);
}

#[test]
fn moth_moves_wide_knight_right_long_knight_both_sides_bishop_back_right() {
    let ordinary = ["f5", "f3", "e6", "c6", "e3", "f2", "g1"];
    check_targets(&with_kings(&[("d4", "ML")]), "d4", &ordinary, &[]);
}

#[test]
fn moth_captures_only_by_wide_knight_left_and_bishop_back_left() {
    let pieces = with_kings(&[
        ("d4", "ML"),
        ("b5", "a"),
        ("b3", "a"),
        ("b2", "a"),
        ("a1", "a"),
        ("f2", "a"),
    ]);
    let ordinary = ["f5", "f3", "e6", "c6", "e3", "f2"];
    check_targets(&pieces, "d4", &ordinary, &["b5", "b3", "b2"]);
}

#[test]
fn hummingbird_moves_as_a_rook_forward_and_knight_back_right() {
    let ordinary = ["d5", "d6", "d7", "d8", "e2", "f3"];
    check_targets(&with_kings(&[("d4", "HL")]), "d4", &ordinary, &[]);
}

#[test]
fn hummingbird_captures_only_by_knight_back_left() {
    let pieces = with_kings(&[("d4", "HL"), ("c2", "a"), ("b3", "a"), ("d6", "A")]);
    check_targets(&pieces, "d4", &["d5", "e2", "f3"], &["c2", "b3"]);
}

#[test]
fn rays_stop_at_the_first_occupied_square_and_leaps_jump() {
    // The Hummingbird's forward ray stops at its own Ant; its leap jumps the Ants.
    let pieces = with_kings(&[("d4", "HL"), ("d5", "A"), ("e3", "A"), ("e2", "a")]);
    check_targets(&pieces, "d4", &["e2", "f3"], &[]);
    // The Crab's capture-only ray is blocked by a friendly piece before the enemy.
    let pieces = with_kings(&[("d4", "CL"), ("c4", "A"), ("b4", "a"), ("e4", "A")]);
    check_targets(&pieces, "d4", &["b5", "c5", "e5", "f5", "g3"], &[]);
}

#[test]
fn capture_only_moves_never_go_to_empty_or_friendly_squares() {
    let pieces = with_kings(&[("d4", "ML"), ("b5", "A"), ("b3", "A")]);
    check_targets(
        &pieces,
        "d4",
        &["f5", "f3", "e6", "c6", "e3", "f2", "g1"],
        &[],
    );
}
