//! Almost Locked Set XY-Chain: almost locked sets in a row, each joined to
//! the next by a restricted common digit other than the one that joined it
//! to the one before. If the first set does not hold its digit, the next
//! set is locked with it and so does not hold the next digit, and so on,
//! so one of the two ends is locked. A digit Z of both ends (neither end's
//! link digit) leaves every cell that sees all its places in both.
//!
//! HoDoKu's search, which this one follows: from each set, depth first
//! along the restricted commons it lists (each to a set later in its
//! list), three links or more; of all it finds, the most eliminations
//! first, then its weighted sum of them, then the fewest cells.

use super::Found;
use super::als::{self, Als, Restricted};
use crate::{Candidates, Technique};

/// The largest almost locked set looked at, in cells (HoDoKu's).
const MAX_CELLS: usize = 8;

/// The most links a chain has (HoDoKu's).
const MAX_LINKS: usize = 50;

/// The most links the search lays in all, so that no grid keeps it for
/// long (HoDoKu has no such bound).
const BUDGET: usize = 2_000_000;

/// A link of the chain: a restricted common and which of its digits are
/// in use (HoDoKu's `actualRC`: 1 the first, 2 the second, 3 both).
#[derive(Clone, Copy)]
struct Link {
    common: Restricted,
    active: u8,
}

impl Link {
    /// The digits in use.
    fn digits(&self) -> [u8; 2] {
        let [first, second] = self.common.digits;
        match self.active {
            1 => [first, 0],
            2 => [0, second],
            _ => [first, second],
        }
    }
}

/// The digits of `common` left once `before`'s are taken away, as HoDoKu
/// works them out (with its quirk: after a link using both digits, only
/// the first is taken away); 0 when none is left.
fn active(before: Option<&Link>, common: &Restricted, first_try: bool) -> u8 {
    let [c21, c22] = common.digits;
    let Some(before) = before else {
        return if c22 == 0 || first_try { 1 } else { 2 };
    };
    let [b1, b2] = before.common.digits;
    let (c11, c12) = match before.active {
        1 => (b1, 0),
        2 => (b2, 0),
        _ => (b1, b1),
    };
    let takes = |d: u8| d == c11 || (c12 != 0 && d == c12);
    match (takes(c21), c22 != 0 && !takes(c22), c22 == 0) {
        (true, _, true) => 0,
        (false, _, true) => 1,
        (true, true, false) => 2,
        (true, false, false) => 0,
        (false, true, false) => 3,
        (false, false, false) => 1,
    }
}

/// Every ALS-XY-Chain that eliminates something, in HoDoKu's order of
/// preference.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    let sets = als::all(grid, MAX_CELLS);
    let commons = als::all_restricted(grid, &sets);
    // The restricted commons from each set, in HoDoKu's order.
    let mut from: Vec<Vec<Restricted>> = vec![Vec::new(); sets.len()];
    for common in commons {
        from[common.a].push(common);
    }
    let mut search = Search {
        grid,
        sets: &sets,
        from: &from,
        in_chain: vec![false; sets.len()],
        chain: Vec::new(),
        start: 0,
        steps: als::Smallest::default(),
        budget: BUDGET,
    };
    for start in 0..sets.len() {
        search.start = start;
        search.in_chain[start] = true;
        search.extend(start, None);
        search.in_chain[start] = false;
    }
    let mut steps = search.steps.into_vec();
    steps.sort_by_key(|(size, step)| {
        (
            std::cmp::Reverse(step.eliminations.len()),
            super::chain::weighted(step),
            step.sets.len(),
            *size,
        )
    });
    steps.into_iter().all(|(_, step)| found(step))
}

/// The depth-first search of chains.
struct Search<'a> {
    grid: &'a Candidates,
    sets: &'a [Als],
    from: &'a [Vec<Restricted>],
    in_chain: Vec<bool>,
    chain: Vec<Link>,
    start: usize,
    steps: als::Smallest,
    budget: usize,
}

impl Search<'_> {
    /// Every chain that goes on from set `at`, the chain's last link
    /// being `before`.
    fn extend(&mut self, at: usize, before: Option<Link>) {
        let from = self.from;
        for common in &from[at] {
            // A first link with two digits is tried with each.
            let tries: &[bool] = if before.is_none() && common.digits[1] != 0 {
                &[true, false]
            } else {
                &[true]
            };
            for &first_try in tries {
                if self.chain.len() >= MAX_LINKS || self.budget == 0 {
                    return;
                }
                self.budget -= 1;
                let active = active(before.as_ref(), common, first_try);
                if active == 0 || self.in_chain[common.b] {
                    continue;
                }
                let link = Link {
                    common: *common,
                    active,
                };
                self.chain.push(link);
                self.in_chain[common.b] = true;
                if self.chain.len() >= 3 {
                    self.offer(common.b);
                }
                self.extend(common.b, Some(link));
                self.in_chain[common.b] = false;
                self.chain.pop();
            }
        }
    }

    /// The step of the chain so far, ending at set `end`, if it
    /// eliminates something.
    fn offer(&mut self, end: usize) {
        let (grid, a, b) = (self.grid, &self.sets[self.start], &self.sets[end]);
        let first = self.chain[0].digits();
        let last = self.chain[self.chain.len() - 1].digits();
        let eliminations = als::either_locked(grid, a, b, &[first, last].concat());
        if eliminations.is_empty() {
            return;
        }
        let mut sets: Vec<&Als> = vec![a];
        sets.extend(self.chain.iter().map(|link| &self.sets[link.common.b]));
        let size = sets.iter().map(|s| s.cells.len()).sum();
        let restricted: Vec<u8> = self
            .chain
            .iter()
            .map(|link| link.digits().into_iter().find(|&d| d != 0).unwrap_or(0))
            .collect();
        self.steps.offer(
            size,
            als::step(Technique::AlsXyChain, &sets, &restricted, eliminations),
        );
    }
}
