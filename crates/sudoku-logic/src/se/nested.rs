//! Chains inside chains: SE's nested forcing chains (levels 2 and up) run
//! chaining rules on the grid a chain has reached, and what those find
//! joins the chain, each nested chain counted once in its complexity.
//! Here: how a search hands on a hint (the easiest only, or all of them
//! with what they stand on), and the candidates a nested chain needed gone
//! (SE's `getRuleParents`).

use super::board::{Board, HOUSE_OF, HOUSES, digits};
use super::chaining::{Chaining, Search, length_bonus};
use super::hint::Hint;
use super::memo;
use super::potential::{ASSUMED, BOX, Key, NAKED, Nested, PotSet, cell, digit, is_on, key};
use super::reach::new_links;
use super::scratch::Scratch;
use std::hash::{Hash, Hasher};

/// Where a hint's chains start, for the causes of their first potentials.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Origin {
    /// From one candidate (forcing chains, contradictions, double forcing).
    Plain,
    /// A bidirectional cycle: its reversed chain counts too.
    Cycle,
    /// From each candidate of a cell.
    Cell,
    /// From each place of a digit in a house of this kind (0 box, 1 row,
    /// 2 column).
    Region(u8),
}

/// A hint found by a nested search, with what the outer chain needs.
pub(super) struct Found {
    pub(super) hint: Hint,
    pub(super) complexity: u32,
    pub(super) sort_key: u8,
    /// The candidates that had to be gone for the hint: (cell, digit).
    pub(super) parents: Vec<(usize, u8)>,
    pub(super) signature: u64,
    /// Its place among all the hints the search found.
    order: usize,
    /// Until its parents and signature are worked out
    /// ([`Search::settle`]): its chains' targets, and where they start.
    unsettled: Option<(Vec<u32>, Origin)>,
}

impl Found {
    /// What SE sorts the hints by (stably: the first found on a tie).
    fn rank(&self) -> (f64, u32, u8) {
        (self.hint.rating, self.complexity, self.sort_key)
    }
}

/// What a nested search keeps: of the hints with the same removals, the
/// one SE would keep, the least by rating, complexity and kind, the first
/// found on a tie; the others would be dropped when sorted, so their
/// parents and signature are not worked out. Nor are those of a kept hint
/// until the search ends (or its chains are cleared away): a third of the
/// hints kept at first give way to a better one later.
#[derive(Default)]
pub(super) struct Collect {
    found: Vec<Found>,
    /// The hints in `found` whose parents are not worked out yet.
    unsettled: Vec<usize>,
    /// Where in `found` the hint for each set of removals is.
    by_removals: rustc_hash::FxHashMap<Vec<(u8, u16)>, usize>,
    /// How many hints were offered.
    offered: usize,
}

impl Collect {
    /// The kept hints in SE's order: by rating, complexity and kind, then
    /// as found.
    pub(super) fn into_sorted(self) -> Vec<Found> {
        let mut found = self.found;
        found.sort_by(|a, b| {
            let (x, y) = (a.rank(), b.rank());
            x.0.total_cmp(&y.0)
                .then(x.1.cmp(&y.1))
                .then(x.2.cmp(&y.2))
                .then(a.order.cmp(&b.order))
        });
        found
    }
}

impl Search<'_> {
    /// Hands on a chain hint proved by the chains of `targets`: its rating
    /// from `base` and its complexity (`flat` plus the chains nested in it).
    pub(super) fn submit(
        &mut self,
        mut hint: Hint,
        base: f64,
        targets: &[u32],
        flat: u32,
        sort_key: u8,
        origin: Origin,
    ) {
        if !hint.is_worth() {
            return;
        }
        let complexity = flat + self.arena.nested_complexity(targets);
        hint.rating = base + length_bonus(complexity);
        if self.collect.is_none() {
            if self.best.would_take(hint.rating, complexity, sort_key) {
                self.show(&mut hint, targets, origin);
            }
            self.best.offer(hint, complexity, sort_key);
            return;
        }
        let Some(collect) = &mut self.collect else {
            return;
        };
        let order = collect.offered;
        collect.offered += 1;
        let kept = collect.by_removals.get(&hint.removals).copied();
        if let Some(at) = kept {
            let (rating, c, s) = collect.found[at].rank();
            let better = hint
                .rating
                .total_cmp(&rating)
                .then(complexity.cmp(&c))
                .then(sort_key.cmp(&s))
                .is_lt();
            if !better {
                return;
            }
        }
        let removals = hint.removals.clone();
        let found = Found {
            hint,
            complexity,
            sort_key,
            parents: Vec::new(),
            signature: 0,
            order,
            unsettled: Some((targets.to_vec(), origin)),
        };
        let at = match kept {
            Some(at) => {
                // Queued already, unless settled since.
                let queued = collect.found[at].unsettled.is_some();
                collect.found[at] = found;
                if queued {
                    return;
                }
                at
            }
            None => {
                collect.by_removals.insert(removals, collect.found.len());
                collect.found.push(found);
                collect.found.len() - 1
            }
        };
        collect.unsettled.push(at);
    }

    /// Works out the parents and signature of the kept hints that lack
    /// them, while the arena holds their chains: before it is cleared, and
    /// when the search ends.
    pub(super) fn settle(&mut self) {
        let Some(collect) = &mut self.collect else {
            return;
        };
        for at in std::mem::take(&mut collect.unsettled) {
            let Some((targets, origin)) = self
                .collect
                .as_mut()
                .and_then(|collect| collect.found[at].unsettled.take())
            else {
                continue;
            };
            let (parents, signature) = self.rule_parents(&targets, origin);
            if let Some(collect) = &mut self.collect {
                collect.found[at].parents = parents;
                collect.found[at].signature = signature;
            }
        }
    }

    /// The greatest complexity a hint of the search's own rule (all of one
    /// base rating) with `hint`'s removals and of kind `sort_key` may have
    /// and still be kept: below that of the best so far (a search for the
    /// best hint) or of the kept hint with the same removals (a nested
    /// search), or the same with a lower kind; `u32::MAX` if none bounds
    /// it.
    pub(super) fn complexity_cap(&self, hint: &Hint, sort_key: u8) -> u32 {
        let rival = match &self.collect {
            None => self.best.found.as_ref().map(|(_, c, s, _)| (*c, *s)),
            Some(collect) => collect
                .by_removals
                .get(hint.removals.as_slice())
                .map(|&at| (collect.found[at].complexity, collect.found[at].sort_key)),
        };
        match rival {
            None => u32::MAX,
            Some((c, s)) if sort_key < s => c,
            Some((c, _)) => c.saturating_sub(1),
        }
    }

    /// What a kept hint shows: where its chains start (for cell, region
    /// and dynamic chains) and, for a static chain, its chains link by link.
    fn show(&self, hint: &mut Hint, targets: &[u32], origin: Origin) {
        if !self.rule.dynamic {
            hint.focus.chains = targets.iter().map(|&t| self.arena.path(t)).collect();
        }
        if !self.rule.multiple && !self.rule.dynamic {
            return;
        }
        // Each target's premise; the premises in order, each once.
        let roots: Vec<Key> = targets.iter().map(|&t| self.arena.root(t)).collect();
        let mut premises: Vec<Key> = Vec::new();
        for &root in &roots {
            if !premises.contains(&root) {
                premises.push(root);
            }
        }
        let first = cell(premises[0]);
        match origin {
            Origin::Region(kind) => hint.focus.houses = 1 << HOUSE_OF[first][kind as usize],
            _ => hint.focus.cells = 1 << first,
        }
        if self.rule.dynamic {
            // Dynamic chains lean on several earlier potentials at once:
            // the whole net, one a premise. From level 1 (+) a potential
            // may stand on an easy rule run inside the chain (locked
            // candidates, a hidden or naked pair, an X-wing), its parents
            // the candidates the rule needed gone; a net shows those too.
            // From level 2 one may stand on a whole chain run inside the
            // chain, which no single inference shows: the step proves it
            // by a refutation of its own (`step.rs`).
            hint.focus.nets = premises
                .iter()
                .map(|&premise| {
                    let mine: Vec<u32> = targets
                        .iter()
                        .zip(&roots)
                        .filter(|&(_, &root)| root == premise)
                        .map(|(&t, _)| t)
                        .collect();
                    self.arena.net(&mine)
                })
                .collect();
        }
        hint.focus.premises = premises;
    }

    /// The candidates missing from the search's grid that the chains of
    /// `targets` relied on: for each "on" potential, the cell's other
    /// digits (a naked single) or the digit's other places in the house (a
    /// hidden single). SE counts those gone since the outer chain's start;
    /// the caller keeps those that were there ([`Inner::parents`]), so that
    /// the answer does not depend on where the outer chain started. With
    /// them, the chains' signature (each target's key and its chain's
    /// keys), by which an outer chain counts each nested chain once.
    fn rule_parents(&self, targets: &[u32], origin: Origin) -> (Vec<(usize, u8)>, u64) {
        let current = self.board;
        let mut out = Scratch::<Vec<(usize, u8)>>::take();
        // Those in `out`, by `cell * 10 + digit`.
        let mut seen = [0u64; 810usize.div_ceil(64)];
        let mut push = |c: usize, d: u8| {
            let i = c * 10 + usize::from(d);
            if seen[i / 64] & (1 << (i % 64)) == 0 {
                seen[i / 64] |= 1 << (i % 64);
                out.push((c, d));
            }
        };
        let mut collect = |c: usize, d: u8, cause: u8| {
            if cause == NAKED {
                for v in digits(!current.cands[c]) {
                    push(c, v);
                }
            } else if (BOX..BOX + 3).contains(&cause) {
                let house = HOUSE_OF[c][(cause - BOX) as usize] as usize;
                for &x in &HOUSES[house] {
                    let x = x as usize;
                    if !current.has(x, d) {
                        push(x, d);
                    }
                }
            }
        };
        let mut chain = Scratch::<Vec<u32>>::take();
        // The signature: each target's key, then its chain's, in order.
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        let mut keys = Scratch::<Vec<u32>>::take();
        for &t in targets {
            self.arena.chain(t, &mut chain);
            keys.clear();
            keys.extend(chain.iter().map(|&p| u32::from(self.arena.key(p))));
            self.arena.key(t).hash(&mut hasher);
            keys.hash(&mut hasher);
            for &p in chain.iter() {
                let k = self.arena.key(p);
                let mut cause = self.arena.cause(p);
                if cause == ASSUMED {
                    cause = match origin {
                        Origin::Cell => NAKED,
                        Origin::Region(kind) => BOX + kind,
                        _ => ASSUMED,
                    };
                }
                if is_on(k) && cause != ASSUMED && cause < BOX + 3 {
                    collect(cell(k), digit(k), cause);
                }
            }
        }
        if origin == Origin::Cycle {
            // The reversed cycle: its "on" potentials are the cycle's "off"
            // ones, with their causes.
            for &t in targets {
                let mut p = t;
                let mut seen = Vec::new();
                loop {
                    let k = self.arena.key(p);
                    let cause = self.arena.cause(p);
                    if !is_on(k) && cause != ASSUMED && cause < BOX + 3 && !seen.contains(&k) {
                        seen.push(k);
                        collect(cell(k), digit(k), cause);
                    }
                    match self.arena.first_parent(p) {
                        Some(parent) => p = parent,
                        None => break,
                    }
                }
            }
        }
        (out.to_vec(), hasher.finish())
    }

    /// Runs `rule` on `grid` (the outer chain's grid, reached from
    /// `source`) and turns off, as potentials of the outer chain, what its
    /// hints remove: those of its hints that relied on something the outer
    /// chain removed, each sorted and once (SE's nested chaining). What the
    /// inner search gives depends only on the grid and the rule (the
    /// parents are filtered by `source` here), and the outer chains meet
    /// the same grids again and again (another premise, another of the
    /// step's rules, the next step): it is kept (`memo`). `last` is the
    /// grid where the chain last ran `rule` (SE's static forcing chains),
    /// if it did: what those found there stands on no link new since, and
    /// the chain turned it off, so without a new strong link they give
    /// nothing, and with one only the chains through it can; nor, on a
    /// step's board where they found nothing, can any chain that follows
    /// no link new since that board ([`Search::since`]: the answer is
    /// still the grid's alone).
    pub(super) fn nested_potentials(
        &mut self,
        rule: Chaining,
        grid: &Board,
        source: &Board,
        offs: &PotSet,
        last: Option<&Board>,
    ) -> Vec<u32> {
        let found_nothing = self.prune && self.static_found_nothing(rule);
        let since = last
            .filter(|_| self.prune)
            .or(found_nothing.then_some(source));
        if since.is_some_and(|since| !new_strong_link(since, grid)) {
            return Vec::new();
        }
        let since = since.filter(|_| found_nothing);
        let inner = memo::answer(rule, grid, || inner_hints(rule, grid, since));
        let mut result = Vec::new();
        for kept in inner.iter() {
            let gone: Vec<(usize, u8)> = kept
                .parents
                .iter()
                .copied()
                .filter(|&(c, d)| source.has(c, d))
                .collect();
            if gone.is_empty() {
                continue;
            }
            let parents: Vec<u32> = gone
                .iter()
                .filter_map(|&(c, d)| offs.get(key(c, d, false)))
                .collect();
            for &(c, d) in &kept.eliminations {
                let n = self
                    .arena
                    .add_nested(key(c as usize, d, false), &parents, kept.nested);
                result.push(n);
            }
        }
        result
    }
}

impl Search<'_> {
    /// Whether `rule`, nested in this search's chains, is SE's static
    /// forcing chains and found nothing on this search's board: this is a
    /// search for a step's best hint at level 2 or more, asked only once
    /// the easier rules, that one among them, found nothing
    /// ([`Chaining::first`]).
    fn static_found_nothing(&self, rule: Chaining) -> bool {
        self.collect.is_none()
            && self.rule.level >= 2
            && !rule.multiple
            && !rule.dynamic
            && !rule.nishio
            && rule.level == 0
    }
}

/// Whether `grid` (a chain's, with only candidates of `source` gone) has a
/// strong link `source` has not: a cell left with two candidates, or a
/// house with a digit's last two places. Without one, every static chain
/// on `grid` is one on `source` (its weak links are among `source`'s), and
/// what it proves (a candidate of `grid` out or in) holds there too.
fn new_strong_link(source: &Board, grid: &Board) -> bool {
    new_links(grid, source).next().is_some()
}

/// What a nested search gives the outer chain: one hint's eliminations,
/// the candidates missing from the grid it needed gone (those the outer
/// chain removed are its parents), and its complexity and signature.
pub(super) struct Inner {
    eliminations: Vec<(u8, u8)>,
    parents: Vec<(usize, u8)>,
    nested: Nested,
}

/// Every hint of `rule` on `grid`, as a nested search keeps them, in SE's
/// order (sorted stably by rating, complexity and kind, the first of each
/// set of removals kept).
#[cfg(test)]
pub(super) fn every_hint(rule: Chaining, grid: &Board) -> Vec<Found> {
    every_hint_since(rule, grid, None)
}

/// [`every_hint`] of a static search nested in a step's chains, `since`
/// the grid where the chain last ran it or the step's board, where static
/// chains found nothing ([`Search::since`]).
fn every_hint_since(rule: Chaining, grid: &Board, since: Option<&Board>) -> Vec<Found> {
    let mut search = Search::new(grid, rule);
    search.since = since;
    search.collect = Some(Collect::default());
    search.run();
    search
        .collect
        .take()
        .map(Collect::into_sorted)
        .unwrap_or_default()
}

/// Every hint of `rule` on `grid` that relied on a missing candidate, in
/// SE's order ([`every_hint`]).
fn inner_hints(rule: Chaining, grid: &Board, since: Option<&Board>) -> Vec<Inner> {
    let mut kept = Vec::new();
    for f in every_hint_since(rule, grid, since) {
        if f.parents.is_empty() {
            continue;
        }
        kept.push(Inner {
            eliminations: f.hint.eliminations().collect(),
            parents: f.parents,
            nested: Nested {
                complexity: f.complexity,
                signature: f.signature,
            },
        });
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::super::board::strike;
    use super::super::test_grids::{FORCING, boards_without_static_chains};
    use super::*;

    #[test]
    fn static_chains_find_nothing_without_a_new_strong_link_where_they_found_nothing() {
        let (mut without, mut with, mut found) = (0, 0, 0);
        for board in boards_without_static_chains() {
            for seed in 0..6 {
                let grid = strike(board.clone(), seed, 6 + seed);
                let hints = every_hint(FORCING, &grid).len();
                if new_strong_link(&board, &grid) {
                    with += 1;
                    found += usize::from(hints > 0);
                } else {
                    without += 1;
                    assert_eq!(hints, 0, "seed {seed}");
                }
            }
        }
        assert!(
            without > 5 && with > 5 && found > 0,
            "{without} without, {with} with, {found} found"
        );
    }
}
