//! SE's multiple and dynamic forcing chains: from each candidate of a
//! cell, and of each house, both ways; cell and region forcing, and the
//! chains' propagation (a candidate's own contradictions and double
//! forcing: `binary.rs`).

use std::collections::VecDeque;

use super::scratch::Scratch;

use super::board::{HOUSE_OF, HOUSES, count, digits, several};
use super::branches::Possible;
use super::chaining::{Search, target_effect};
use super::hint::Hint;
use super::links::Known;
use super::needs::Needs;
use super::nested::Origin;
use super::potential::{ASSUMED, Key, PotSet, cell, conjugate, digit, key};

impl Search<'_> {
    /// Every cell's chains, in cell order.
    pub(super) fn multiple_chains(&mut self) {
        for c in 0..81 {
            self.chains_of(c);
        }
    }

    /// The chains from cell `c`'s candidates and, through them, from the
    /// places of each of its digits in its houses.
    pub(super) fn chains_of(&mut self, c: usize) {
        let board = self.board;
        if board.values[c] != 0 || crate::deadline::passed() {
            return;
        }
        let card = board.count(c);
        let needs = if self.closed() && card > 1 {
            self.cell_needs(c)
        } else {
            Needs::ALL
        };
        if needs.idle() {
            return;
        }
        if card > 2 || (card > 1 && self.rule.dynamic) {
            // The arena is kept: the cached chains point into it.
            self.cell_chains(c, card, needs);
        }
    }

    /// Whether the search works out which of a cell's chains may find
    /// something before building them ([`Search::cell_needs`]): with no
    /// rule inside the chains, what they reach is known at little cost.
    /// Only in a nested search, whose grids leave most cells idle (a
    /// step's own search finds something in too many to gain).
    fn closed(&self) -> bool {
        self.prune
            && self.rule.dynamic
            && !self.rule.nishio
            && self.rule.level == 0
            && self.collect.is_some()
    }

    /// A hint of the rule's kind proving what `target` says, by the chains
    /// of `targets`.
    pub(super) fn offer_target(
        &mut self,
        target: Key,
        targets: &[u32],
        sort_key: u8,
        place: bool,
        origin: Origin,
    ) {
        let (removals, placement) = target_effect(self.board, target);
        let base = self.rule.base();
        let hint = Hint::new(
            self.rule.technique(),
            base,
            removals,
            placement.filter(|_| place),
        );
        // A hint of this rule is kept over another of the same rule (the
        // best so far, or the kept one with the same removals) only with a
        // lower complexity, or the same and a lower kind: its ratings only
        // grow with its complexity.
        let cap = self.complexity_cap(&hint, sort_key);
        let mut flat = 0;
        for &t in targets {
            let Some(count) = self.arena.ancestors_within(t, cap.saturating_sub(flat)) else {
                return;
            };
            flat += count;
        }
        self.submit(hint, base, targets, flat, sort_key, origin);
    }

    /// For static cell and region chains, those that may find something
    /// (worked out once a search); `None` for the other rules.
    fn possible(&mut self) -> Option<Possible> {
        if !self.prune || self.rule.dynamic || self.rule.nishio {
            return None;
        }
        let board = self.board;
        Some(*self.possible.get_or_insert_with(|| Possible::of(board)))
    }

    /// Whether a region chain from `(c, d)` (its first place in a house)
    /// may find something.
    fn region_may(&self, possible: Option<Possible>, c: usize, d: u8) -> bool {
        let Some(possible) = possible else {
            return true;
        };
        // A house lists its cells ascending, so its first place of the
        // digit is the lowest cell.
        HOUSE_OF[c].iter().any(|&h| {
            let places = self.board.cells_of(usize::from(h), d);
            several(places)
                && places.trailing_zeros() as usize == c
                && possible.region(usize::from(h), d)
        })
    }

    /// Cell `c`'s chains (`card` candidates) that `needs` asks for, and
    /// the region chains of the houses where it is a digit's first place.
    pub(super) fn cell_chains(&mut self, c: usize, card: u32, needs: Needs) {
        let board = self.board;
        let nishio = self.rule.nishio;
        let possible = self.possible();
        let cell_may = possible.is_none_or(|p| p.cell(c));
        let mut value_to_on = Scratch::<Vec<PotSet>>::take();
        let mut value_to_off = Scratch::<Vec<PotSet>>::take();
        for d in digits(board.cands[c]) {
            if crate::deadline::passed() {
                break;
            }
            if !cell_may && !self.region_may(possible, c, d) {
                // Neither the cell's chains nor this digit's regions can
                // find anything: what follows from it is not needed.
                continue;
            }
            if !needs.digit(d) || self.digits & 1 << d == 0 {
                continue;
            }
            let mut on_to_on = self.fresh();
            let mut on_to_off = self.fresh();
            if needs.binary & 1 << d != 0 {
                let p_on = self.arena.add(key(c, d, true), &[], ASSUMED);
                let p_off = self.arena.add(key(c, d, false), &[], ASSUMED);
                let double = card >= 3 && !nishio && self.rule.dynamic;
                let contradiction = self.rule.dynamic || nishio;
                self.binary(
                    p_on,
                    p_off,
                    &mut on_to_on,
                    &mut on_to_off,
                    double,
                    contradiction,
                );
            } else {
                // Only for the cell's or a house's chains, which take the
                // candidate on.
                self.on_chaining(c, d, &mut on_to_on, &mut on_to_off);
            }
            if !nishio {
                self.region_chains(c, d, &on_to_on, &on_to_off, possible, needs);
            }
            value_to_on.push(on_to_on);
            value_to_off.push(on_to_off);
        }
        if needs.cell && cell_may && !nishio && (card == 2 || (self.rule.multiple && card > 2)) {
            // Nothing in common (worked out on the kept consequences' key
            // sets), nothing to find.
            let starts: Vec<Key> = digits(board.cands[c]).map(|d| key(c, d, true)).collect();
            if starts.len() != value_to_on.len() || !self.cache.share(&starts) {
                return;
            }
            for outcomes in [&value_to_on, &value_to_off] {
                let outcomes: Vec<&PotSet> = outcomes.iter().collect();
                self.reductions_of(&outcomes, 5, Origin::Cell);
            }
        }
    }

    /// The cell or region forcing chains of `outcomes`, one per branch:
    /// each potential of the first branch that every other one has too
    /// (the intersection, in the first branch's order).
    fn reductions_of(&mut self, outcomes: &[&PotSet], sort_key: u8, origin: Origin) {
        let Some((first, others)) = outcomes.split_first() else {
            return;
        };
        for &(p, k) in first.entries() {
            if others.iter().all(|set| set.contains(k)) {
                self.reduction(p, outcomes, sort_key, origin);
            }
        }
    }

    /// A cell or region forcing chain: `p` follows from every branch.
    fn reduction(&mut self, p: u32, outcomes: &[&PotSet], sort_key: u8, origin: Origin) {
        let k = self.arena.key(p);
        let targets: Vec<u32> = outcomes.iter().filter_map(|set| set.get(k)).collect();
        self.offer_target(k, &targets, sort_key, super::potential::is_on(k), origin);
    }

    fn region_chains(
        &mut self,
        c: usize,
        d: u8,
        on_to_on: &PotSet,
        on_to_off: &PotSet,
        possible: Option<Possible>,
        needs: Needs,
    ) {
        let board = self.board;
        for (kind, &h) in HOUSE_OF[c].iter().enumerate() {
            let kind = kind as u8;
            let h = h as usize;
            if !needs.region(d, kind) {
                continue;
            }
            let pos = board.positions(h, d);
            let card = count(pos);
            if !(card == 2 || (self.rule.multiple && card > 2)) {
                continue;
            }
            if possible.is_some_and(|p| !p.region(h, d)) {
                continue;
            }
            if HOUSES[h][pos.trailing_zeros() as usize] as usize != c {
                continue;
            }
            // Each place's chains worked out (and kept): if they have
            // nothing in common, there is nothing to find.
            let mut starts: Vec<Key> = Vec::with_capacity(9);
            for i in 0..9u8 {
                let o = HOUSES[h][i as usize] as usize;
                if pos & (1 << i) == 0 {
                    continue;
                }
                starts.push(self.kept_on_chaining(o, d));
            }
            if !self.cache.share(&starts) {
                continue;
            }
            // The other places' chains; `c` is the first place (its own
            // are `on_to_on` and `on_to_off`).
            let mut others_on = Scratch::<Vec<PotSet>>::take();
            let mut others_off = Scratch::<Vec<PotSet>>::take();
            for i in 0..9u8 {
                let o = HOUSES[h][i as usize] as usize;
                if pos & (1 << i) == 0 || o == c {
                    continue;
                }
                let mut other_on = self.fresh();
                let mut other_off = self.fresh();
                self.on_chaining(o, d, &mut other_on, &mut other_off);
                others_on.push(other_on);
                others_off.push(other_off);
            }
            for (mine, others) in [(on_to_on, &others_on), (on_to_off, &others_off)] {
                let outcomes: Vec<&PotSet> = std::iter::once(mine).chain(others.iter()).collect();
                self.reductions_of(&outcomes, 6, Origin::Region(kind));
            }
        }
    }

    /// The key of `(c, d)` on, with what follows from it worked out and
    /// kept (`cache`), if it was not.
    pub(super) fn kept_on_chaining(&mut self, c: usize, d: u8) -> Key {
        let k = key(c, d, true);
        if !self.cache.has(k) {
            let mut on = self.fresh();
            let mut off = self.fresh();
            self.on_chaining(c, d, &mut on, &mut off);
            self.recycle([on, off]);
        }
        k
    }

    /// Everything that follows from `cell` holding `d`, into `on` and
    /// `off` (empty): computed once a search, as the result depends only
    /// on the board.
    pub(super) fn on_chaining(
        &mut self,
        c: usize,
        d: u8,
        on: &mut PotSet,
        off: &mut PotSet,
    ) -> Option<(u32, u32)> {
        let k = key(c, d, true);
        if let Some(absurd) = self.cache.recall(k, on, off) {
            return absurd;
        }
        let start = self.arena.add(k, &[], ASSUMED);
        on.add(&self.arena, start);
        let absurd = self.chaining(on, off);
        self.cache.keep(k, on, off, absurd);
        absurd
    }

    /// Whether every potential of `pending` (those the rules run inside
    /// the chain turned off at a stop where every one of them ran:
    /// [`super::plus::Stop::every_rule`]) makes any chain through it too
    /// complex for the search to keep: all that would still follow stands
    /// on one of them, so the chain stops there. Only a search for the
    /// best hint (not a nested one, which keeps every hint) has such a
    /// bound: the complexity of its best so far, as a hint of greater
    /// complexity has a rating no lower and is not kept.
    fn beyond_best(&self, pending: &VecDeque<u32>) -> bool {
        if !self.prune || self.collect.is_some() || pending.is_empty() {
            return false;
        }
        let Some(best) = self.best.complexity() else {
            return false;
        };
        pending
            .iter()
            .all(|&q| self.arena.ancestors(q) + self.arena.nested_complexity(&[q]) > best)
    }

    /// Everything that follows from `to_on` and `to_off` (SE's
    /// `doChaining`): the first potential found both on and off, if any.
    pub(super) fn chaining(
        &mut self,
        to_on: &mut PotSet,
        to_off: &mut PotSet,
    ) -> Option<(u32, u32)> {
        let source = self.board;
        // Only dynamic chains change the grid as they go; the others work
        // on the board itself (and so find its conjugates in the table).
        let mut grid = std::borrow::Cow::Borrowed(source);
        let dynamic = self.rule.dynamic;
        let y = !self.rule.nishio;
        let mut pending_on = Scratch::<VecDeque<u32>>::take();
        pending_on.extend(to_on.iter());
        let mut pending_off = Scratch::<VecDeque<u32>>::take();
        pending_off.extend(to_off.iter());
        let mut made = Scratch::<Vec<u32>>::take();
        let mut ran = super::plus::Ran::default();
        while !pending_on.is_empty() || !pending_off.is_empty() {
            if let Some(p) = pending_on.pop_front() {
                let known = Known {
                    on: to_on,
                    off: to_off,
                };
                self.on_to_off(&grid, p, y, known, &mut made);
                for &q in made.iter() {
                    let k = self.arena.key(q);
                    if let Some(on) = to_on.get(conjugate(k)) {
                        return Some((on, q));
                    }
                    if to_off.add(&self.arena, q) {
                        pending_off.push_back(q);
                    }
                }
            } else if let Some(p) = pending_off.pop_front() {
                let hidden = dynamic.then_some(source);
                let known = Known {
                    on: to_on,
                    off: to_off,
                };
                self.off_to_on(&grid, hidden, known, p, y, true, &mut made);
                if dynamic {
                    let k = self.arena.key(p);
                    grid.to_mut().remove(cell(k), 1 << digit(k));
                }
                for &q in made.iter() {
                    let k = self.arena.key(q);
                    if let Some(off) = to_off.get(conjugate(k)) {
                        return Some((q, off));
                    }
                    if to_on.add(&self.arena, q) {
                        pending_on.push_back(q);
                    }
                }
            }
            if pending_on.is_empty() && pending_off.is_empty() && self.rule.level > 0 {
                let stop = self.advanced(&grid, source, to_off, &mut ran);
                for &q in &stop.offs {
                    if to_off.add(&self.arena, q) {
                        pending_off.push_back(q);
                    }
                }
                if stop.every_rule && self.beyond_best(&pending_off) {
                    self.cuts += 1;
                    break;
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests;
