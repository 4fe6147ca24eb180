//! An independent, slow implementation straight from the rulings: tiles hold an owner,
//! neighbours come from the board's lists, the Gate assignment is written again from the
//! rules' text; nothing is precomputed or shared with the engine but the board and its
//! random number generator (which draws the first-turn Gate from the seed).

use rosette::engine::chirality::board::{angle_between, Board, TileKind};
use std::collections::BTreeSet;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub cells: Vec<Option<usize>>,
    pub reserve: Vec<u8>,
    pub captured: Vec<u8>,
    pub out: Vec<bool>,
    pub to_move: usize,
    pub placing: bool,
    pub over: bool,
    pub deep: bool,
    pub c_gates: Vec<usize>,
}

/// A move: (kind 0 step / 1 muster / 2 place, from, to).
pub type Mv = (u8, usize, usize);

fn is_thick(b: &Board, t: usize) -> bool {
    b.tile(t).kind == TileKind::Thick
}

pub fn start(b: &Board, setup: char, players: usize, seed: u64) -> State {
    let mut s = State {
        cells: vec![None; b.tiles().len()],
        reserve: vec![16; players],
        captured: vec![0; players],
        out: vec![false; players],
        to_move: 0,
        placing: false,
        over: false,
        deep: false,
        c_gates: Vec::new(),
    };
    match setup {
        'a' => {
            for (p, angles) in [(0, [74.8, 105.2]), (1, [249.2, 290.8])] {
                for a in angles {
                    let g = b
                        .gates()
                        .iter()
                        .find(|g| angle_between(g.angle, a) < 0.2)
                        .unwrap();
                    for i in [0, 1, 3, 4] {
                        s.cells[g.tiles[i]] = Some(p);
                    }
                    s.reserve[p] -= 4;
                }
            }
        }
        'b' => {
            let stars: Vec<_> = b.ring(1).collect();
            for (p, &i) in assign_gates(5, players, 0).iter().enumerate() {
                for &t in &stars[i].tiles {
                    s.cells[t] = Some(p);
                }
                s.reserve[p] -= 5;
            }
        }
        _ => {
            let first = rosette::engine::Rng::new(seed).below(b.gates().len());
            s.c_gates = assign_gates(b.gates().len(), players, first);
            s.placing = true;
        }
    }
    s
}

/// The rules' Gate assignment (§6 and our ruling), from the text: Gates numbered
/// clockwise `0..count`; player 0 takes `first`; each next player the free Gate nearest to
/// `first + i·count/players` (measured both ways round the ring); equally near ones are
/// told apart by the spacing over the whole ring (the sum of squared clockwise gaps once
/// the rest are placed the same way, taking the first of equals), then by which lies less
/// far clockwise from the previous player's Gate.
pub fn assign_gates(count: usize, players: usize, first: usize) -> Vec<usize> {
    let n = count as f64;
    let distance = |g: usize, i: usize| {
        let target = first as f64 + i as f64 * n / players as f64;
        let d = (g as f64 - target).rem_euclid(n);
        d.min(n - d)
    };
    let clockwise = |from: usize, to: usize| (to + count - from) % count;
    // The free Gates nearest to player i's target, less far clockwise first.
    let candidates = |taken: &[usize]| -> Vec<usize> {
        let i = taken.len();
        let free: Vec<usize> = (0..count).filter(|g| !taken.contains(g)).collect();
        let best = free
            .iter()
            .map(|&g| distance(g, i))
            .fold(f64::INFINITY, f64::min);
        let mut near: Vec<usize> = free
            .into_iter()
            .filter(|&g| distance(g, i) - best < 1e-9)
            .collect();
        near.sort_by_key(|&g| clockwise(taken[i - 1], g));
        near
    };
    let spread = |mut taken: Vec<usize>| -> usize {
        while taken.len() < players {
            let next = candidates(&taken)[0];
            taken.push(next);
        }
        (0..players)
            .map(|i| {
                let gap = clockwise(taken[i], taken[(i + 1) % players]);
                let gap = if gap == 0 { count } else { gap };
                gap * gap
            })
            .sum()
    };
    let mut taken = vec![first];
    while taken.len() < players {
        let near = candidates(&taken);
        let pick = *near
            .iter()
            .min_by_key(|&&g| spread([taken.clone(), vec![g]].concat()))
            .expect("a free Gate");
        taken.push(pick);
    }
    taken
}

fn garrisons(b: &Board, s: &State) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for star in b.stars().iter().filter(|x| x.ring > 0) {
        if let Some(p) = s.cells[star.tiles[0]] {
            if star.tiles.iter().all(|&t| s.cells[t] == Some(p)) {
                out.push((p, star.id));
            }
        }
    }
    out
}

pub fn moves(b: &Board, s: &State) -> Vec<Mv> {
    let mut set = BTreeSet::new();
    if s.over {
        return Vec::new();
    }
    let p = s.to_move;
    if s.placing {
        for &t in &b.gates()[s.c_gates[p]].tiles {
            if s.cells[t].is_none() {
                set.insert((2, 0, t));
            }
        }
        return set.into_iter().collect();
    }
    for t in 0..s.cells.len() {
        if s.cells[t] != Some(p) {
            continue;
        }
        if is_thick(b, t) {
            for &u in b.edge_neighbours(t) {
                if !is_thick(b, u) && s.cells[u].is_none() {
                    set.insert((0, t, u));
                }
            }
        } else {
            for &u in b.vertex_neighbours(t) {
                if is_thick(b, u) && s.cells[u].is_none() {
                    set.insert((0, t, u));
                }
            }
        }
    }
    if s.reserve[p] > 0 {
        for g in b.gates() {
            if g.tiles.iter().any(|&t| s.cells[t] == Some(p)) {
                for &t in &g.tiles {
                    if s.cells[t].is_none() {
                        set.insert((1, 0, t));
                    }
                }
            }
        }
        for (owner, star) in garrisons(b, s) {
            if owner != p || b.stars()[star].ring != 1 {
                continue;
            }
            for g in b.gates() {
                let enemy = g.tiles.iter().any(|&t| s.cells[t].is_some_and(|q| q != p));
                if !enemy && b.same_half(g.id, star) {
                    for &t in &g.tiles {
                        if is_thick(b, t) && s.cells[t].is_none() {
                            set.insert((1, 0, t));
                        }
                    }
                }
            }
        }
    }
    set.into_iter().collect()
}

/// Attack sources of player `p` on `tile`.
fn sources(b: &Board, s: &State, gar: &[(usize, usize)], p: usize, tile: usize) -> usize {
    if is_thick(b, tile) {
        b.vertex_neighbours(tile)
            .iter()
            .filter(|&&u| !is_thick(b, u) && s.cells[u] == Some(p))
            .count()
    } else {
        let pieces = b
            .edge_neighbours(tile)
            .iter()
            .filter(|&&u| is_thick(b, u) && s.cells[u] == Some(p))
            .count();
        let moats = gar
            .iter()
            .filter(|&&(o, star)| {
                let st = &b.stars()[star];
                o == p
                    && if s.deep {
                        st.deep_moat.contains(&tile)
                    } else {
                        st.moat.contains(&tile)
                    }
            })
            .count();
        pieces + moats
    }
}

fn captured_by(b: &Board, s: &State, gar: &[(usize, usize)], p: usize) -> Vec<usize> {
    let immune: Vec<usize> = gar
        .iter()
        .flat_map(|&(_, star)| b.stars()[star].tiles)
        .collect();
    (0..s.cells.len())
        .filter(|&t| {
            let Some(q) = s.cells[t] else { return false };
            if q == p || immune.contains(&t) {
                return false;
            }
            let need = if !is_thick(b, t) || b.is_throne_tile(t) {
                1
            } else {
                2
            };
            sources(b, s, gar, p, t) >= need
        })
        .collect()
}

fn remove(s: &mut State, tiles: &[usize]) {
    for &t in tiles {
        if let Some(q) = s.cells[t].take() {
            s.captured[q] += 1;
        }
    }
}

pub fn play(b: &Board, s: &mut State, m: Mv) {
    let p = s.to_move;
    let n = s.reserve.len();
    let (kind, from, to) = m;
    if kind == 2 {
        s.cells[to] = Some(p);
        s.reserve[p] -= 1;
        if p + 1 == n {
            s.placing = false;
            s.to_move = 0;
        } else {
            s.to_move = p + 1;
        }
        return;
    }
    if kind == 0 {
        s.cells[from] = None;
    } else {
        s.reserve[p] -= 1;
    }
    s.cells[to] = Some(p);
    if b.throne()
        .unwrap()
        .tiles
        .iter()
        .all(|&t| s.cells[t] == Some(p))
    {
        s.over = true;
        return;
    }
    let gar = garrisons(b, s);
    let first = captured_by(b, s, &gar, p);
    remove(s, &first);
    let gar = garrisons(b, s);
    let mut second = Vec::new();
    for q in 0..n {
        if q != p {
            second.extend(captured_by(b, s, &gar, q));
        }
    }
    remove(s, &second);
    for q in 0..n {
        if !s.out[q] && s.reserve[q] == 0 && s.cells.iter().all(|c| *c != Some(q)) {
            s.out[q] = true;
        }
    }
    let mut at = p;
    loop {
        let live = (0..n).filter(|&q| !s.out[q]).count();
        if live <= 1 {
            s.over = true;
            return;
        }
        let next = (1..=n).map(|k| (at + k) % n).find(|&q| !s.out[q]).unwrap();
        s.to_move = next;
        if !moves(b, s).is_empty() {
            return;
        }
        for c in s.cells.iter_mut() {
            if *c == Some(next) {
                *c = None;
                s.captured[next] += 1;
            }
        }
        s.out[next] = true;
        at = next;
    }
}

pub fn perft(b: &Board, s: &State, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let ms = moves(b, s);
    if depth == 1 {
        return ms.len() as u64;
    }
    ms.iter()
        .map(|&m| {
            let mut next = s.clone();
            play(b, &mut next, m);
            perft(b, &next, depth - 1)
        })
        .sum()
}
