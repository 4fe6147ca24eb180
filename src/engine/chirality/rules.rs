//! Move generation and turn resolution (§7–§15): movement, Muster and Remote Muster,
//! Throne victory, Garrisons, captures with initiative, elimination.

use super::state::{Chirality, ChiralityMove, Ending, MAX_PLAYERS};
use super::tables::{Tables, TileSet};
use crate::engine::Player;

/// What happened while a move was resolved (for [`Chirality::explain_turn`]).
#[derive(Clone, Debug, Default)]
pub(super) struct Trace {
    /// The move fully occupied the Throne.
    pub throne: bool,
    /// The board (per player) from which the active player's attacks were generated.
    pub active_board: [TileSet; MAX_PLAYERS],
    /// The tiles whose pieces the active player captured.
    pub active: TileSet,
    /// The board from which the response attacks were generated.
    pub response_board: [TileSet; MAX_PLAYERS],
    /// Per responding player, the tiles whose pieces it captured.
    pub response: [TileSet; MAX_PLAYERS],
    /// Players eliminated during the move's resolution and the turn hand-over.
    pub eliminated: u8,
}

/// The Garrisons of a board: per player the Thin tiles its Garrisons attack, the tiles
/// of every Garrison (immune), and per player the Inner Stars it garrisons (bit mask).
pub(super) struct Garrisons {
    pub moat_attack: [TileSet; MAX_PLAYERS],
    pub immune: TileSet,
}

impl Chirality {
    pub(super) fn live(&self, p: usize) -> bool {
        self.eliminated >> p & 1 == 0
    }

    /// The Garrisons on a board given per player.
    pub(super) fn garrisons_of(&self, occ: &[TileSet; MAX_PLAYERS]) -> Garrisons {
        let t = self.tables();
        let all = occ.iter().fold(TileSet::EMPTY, |a, &b| a.or(b));
        let mut g = Garrisons {
            moat_attack: [TileSet::EMPTY; MAX_PLAYERS],
            immune: TileSet::EMPTY,
        };
        for s in &t.stars {
            if !s.tiles.is_subset(&all) {
                continue;
            }
            for (p, mine) in occ.iter().enumerate().take(self.players()) {
                if s.tiles.is_subset(mine) {
                    let moat = if self.options.deep_moats {
                        s.deep_moat
                    } else {
                        s.moat
                    };
                    g.moat_attack[p] = g.moat_attack[p].or(moat);
                    g.immune = g.immune.or(s.tiles);
                }
            }
        }
        g
    }

    /// The tiles of enemy pieces that `p`'s attacks capture on the board `occ`.
    pub(super) fn captures_by(
        t: &Tables,
        p: usize,
        occ: &[TileSet; MAX_PLAYERS],
        g: &Garrisons,
    ) -> TileSet {
        let mine = occ[p];
        if mine.is_empty() {
            return TileSet::EMPTY;
        }
        let mut thin_hit = g.moat_attack[p];
        for tile in mine.and(t.thick).iter() {
            thin_hit = thin_hit.or(t.reach[tile]);
        }
        let (mut one, mut two) = (TileSet::EMPTY, TileSet::EMPTY);
        for tile in mine.and(t.thin).iter() {
            let a = t.reach[tile];
            two = two.or(one.and(a));
            one = one.or(a);
        }
        let hit = thin_hit.and(t.thin).or(two).or(one.and(t.throne));
        let all = occ.iter().fold(TileSet::EMPTY, |a, &b| a.or(b));
        all.minus(mine).and(hit).minus(g.immune)
    }

    /// The Inner Stars `p` garrisons, as a bit mask over [`Tables::inner`].
    pub(super) fn inner_garrisons(&self, p: usize) -> u8 {
        let t = self.tables();
        let mut mask = 0;
        for (i, &s) in t.inner.iter().enumerate() {
            if t.stars[s].tiles.is_subset(&self.occ[p]) {
                mask |= 1 << i;
            }
        }
        mask
    }

    /// The empty tiles `p` may Muster onto, split into ordinary targets (a Gate `p`
    /// occupies) and Remote-only targets.
    pub(super) fn muster_sets(&self, p: usize) -> (TileSet, TileSet) {
        if self.reserve[p] == 0 {
            return (TileSet::EMPTY, TileSet::EMPTY);
        }
        let t = self.tables();
        let all = self.occupied();
        let empty = t.all.minus(all);
        let mine = self.occ[p];
        let mut ordinary = TileSet::EMPTY;
        if mine.intersects(&t.gate_tiles) {
            for g in &t.gates {
                if g.tiles.intersects(&mine) {
                    ordinary = ordinary.or(g.tiles.and(empty));
                }
            }
        }
        let inner = self.inner_garrisons(p);
        let mut remote = TileSet::EMPTY;
        if inner != 0 {
            let enemies = all.minus(mine);
            for g in &t.gates {
                if g.inner_halves & inner != 0 && !g.tiles.intersects(&enemies) {
                    remote = remote.or(g.thick.and(empty));
                }
            }
        }
        (ordinary, remote.minus(ordinary))
    }

    /// Setup C: the tiles of `p`'s assigned Gate.
    pub(super) fn placement_tiles(&self, p: usize) -> TileSet {
        let t = self.tables();
        match super::setup::setup_c_gates(&self.options).get(p) {
            Some(&gate) => t.gates[gate].tiles.minus(self.occupied()),
            None => TileSet::EMPTY,
        }
    }

    /// Fills `out` with the legal moves.
    pub(super) fn generate(&self, out: &mut Vec<ChiralityMove>) {
        out.clear();
        if self.ending.is_some() {
            return;
        }
        let p = self.to_move as usize;
        if self.placing {
            for to in self.placement_tiles(p).iter() {
                out.push(ChiralityMove::Place { to: to as u16 });
            }
            return;
        }
        let t = self.tables();
        let empty = t.all.minus(self.occupied());
        for from in self.occ[p].iter() {
            for to in t.reach[from].and(empty).iter() {
                out.push(ChiralityMove::Step {
                    from: from as u16,
                    to: to as u16,
                });
            }
        }
        let (ordinary, remote) = self.muster_sets(p);
        for to in ordinary.or(remote).iter() {
            out.push(ChiralityMove::Muster { to: to as u16 });
        }
    }

    /// A uniformly random legal Move or Muster of the player to move (not in the
    /// placement phase), found by counting.
    ///
    /// # Panics
    /// Panics if the player has no legal action (never at a player's turn).
    pub(super) fn random_action(&self, rng: &mut crate::engine::Rng) -> ChiralityMove {
        let p = self.to_move as usize;
        let t = self.tables();
        let empty = t.all.minus(self.occupied());
        let (ordinary, remote) = self.muster_sets(p);
        let musters = ordinary.or(remote);
        let mut total = musters.len();
        for from in self.occ[p].iter() {
            total += t.reach[from].and(empty).len();
        }
        let mut pick = rng.below(total as usize) as u32;
        for from in self.occ[p].iter() {
            let dests = t.reach[from].and(empty);
            let k = dests.len();
            if pick < k {
                let to = dests.nth(pick).expect("counted");
                return ChiralityMove::Step {
                    from: from as u16,
                    to: to as u16,
                };
            }
            pick -= k;
        }
        let to = musters.nth(pick).expect("counted");
        ChiralityMove::Muster { to: to as u16 }
    }

    /// Whether `p` has any legal Move or Muster.
    pub(super) fn has_action(&self, p: usize) -> bool {
        let t = self.tables();
        let empty = t.all.minus(self.occupied());
        if self.occ[p]
            .iter()
            .any(|from| t.reach[from].intersects(&empty))
        {
            return true;
        }
        let (ordinary, remote) = self.muster_sets(p);
        !ordinary.or(remote).is_empty()
    }

    /// Plays `m` (assumed legal) and resolves the turn, recording into `trace` if given.
    pub(super) fn apply(&mut self, m: ChiralityMove, mut trace: Option<&mut Trace>) {
        if self.ending.is_some() {
            return;
        }
        let a = self.to_move as usize;
        let t = self.tables();
        match m {
            ChiralityMove::Place { to } => {
                self.occ[a].insert(to as usize);
                self.reserve[a] = self.reserve[a].saturating_sub(1);
                let next = a + 1;
                if next >= self.players() {
                    self.placing = false;
                    self.to_move = 0;
                } else {
                    self.to_move = next as Player;
                }
                return;
            }
            ChiralityMove::Step { from, to } => {
                self.occ[a].remove(from as usize);
                self.occ[a].insert(to as usize);
            }
            ChiralityMove::Muster { to } => {
                self.occ[a].insert(to as usize);
                self.reserve[a] = self.reserve[a].saturating_sub(1);
            }
        }
        // Step 2: Throne victory, before any capture.
        if !t.throne.is_empty() && t.throne.is_subset(&self.occ[a]) {
            self.finish(Ending::Throne(a as Player));
            if let Some(tr) = trace.as_deref_mut() {
                tr.throne = true;
            }
            return;
        }
        // Steps 3–5: Garrisons, then the active player's captures.
        let g = self.garrisons_of(&self.occ);
        let taken = Self::captures_by(t, a, &self.occ, &g);
        if let Some(tr) = trace.as_deref_mut() {
            tr.active_board = self.occ;
            tr.active = taken;
        }
        if !taken.is_empty() {
            self.remove(taken);
        }
        // Steps 6–9: every other player responds from the same surviving board; all the
        // response captures are removed together. (Captures never remove Garrison
        // pieces, so no Garrison changes between the phases.)
        let mut response = TileSet::EMPTY;
        let mut per = [TileSet::EMPTY; MAX_PLAYERS];
        for (q, taken) in per.iter_mut().enumerate().take(self.players()) {
            if q != a && !self.occ[q].is_empty() {
                *taken = Self::captures_by(t, q, &self.occ, &g);
                response = response.or(*taken);
            }
        }
        if let Some(tr) = trace.as_deref_mut() {
            tr.response_board = self.occ;
            tr.response = per;
        }
        if !response.is_empty() {
            self.remove(response);
        }
        // §15: no pieces and no reserve loses.
        let mut out = 0u8;
        for p in 0..self.players() {
            if self.live(p) && self.occ[p].is_empty() && self.reserve[p] == 0 {
                out |= 1 << p;
            }
        }
        self.eliminated |= out;
        let out = self.hand_over(a, out);
        if let Some(tr) = trace {
            tr.eliminated = out;
        }
    }

    /// Ends the game; the turn fields are reset so that equal endings compare equal.
    fn finish(&mut self, ending: Ending) {
        self.ending = Some(ending);
        self.to_move = 0;
        self.placing = false;
    }

    /// Removes the pieces on `tiles`, counting them as captured.
    fn remove(&mut self, tiles: TileSet) {
        for p in 0..self.players() {
            let lost = self.occ[p].and(tiles);
            if !lost.is_empty() {
                self.captured[p] += lost.len() as u8;
                self.occ[p] = self.occ[p].minus(lost);
            }
        }
    }

    /// Step 10: passes the turn to the next player with a legal action, eliminating
    /// those without one; ends the game when at most one player is left. `fallen` holds
    /// the players this move's captures eliminated. Returns every player eliminated by
    /// the move.
    pub(super) fn hand_over(&mut self, from: usize, fallen: u8) -> u8 {
        let n = self.players();
        let seats = ((1u16 << n) - 1) as u8;
        let mut out = fallen;
        let mut at = from;
        loop {
            let live = seats & !self.eliminated;
            match live.count_ones() {
                0 => {
                    // Everyone left fell in the same turn: they share the result.
                    self.finish(Ending::Shared(fallen));
                    return out;
                }
                1 => {
                    self.finish(Ending::LastStanding(live.trailing_zeros() as Player));
                    return out;
                }
                _ => {}
            }
            let next = (1..=n)
                .map(|k| (at + k) % n)
                .find(|&p| self.live(p))
                .unwrap_or(0);
            if self.has_action(next) {
                self.to_move = next as Player;
                return out;
            }
            // No legal action at the start of its turn: out, its pieces leave the board.
            self.captured[next] += self.occ[next].len() as u8;
            self.occ[next] = TileSet::EMPTY;
            self.eliminated |= 1 << next;
            out |= 1 << next;
            at = next;
        }
    }
}
