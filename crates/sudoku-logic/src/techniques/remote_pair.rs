//! Remote Pair: a chain of at least four cells that hold only the same two
//! digits, each seeing the next. The cells alternate between the two
//! digits, so two cells of the chain an odd number of links apart (three
//! or more) hold both: a cell that sees both loses them.
//!
//! The chains are HoDoKu's: simple paths of four to ten cells from a start
//! cell, taken when a cell that sees both ends holds the start's digit
//! (each digit of the start in turn), with every pair of the path's cells
//! three, five, seven or nine links apart eliminating. One step per set of
//! eliminations (the shortest chain for it), the most eliminations first.
//! The whole group of linked cells at once would eliminate more than any
//! one chain of it, and HoDoKu's path (and score) would move on from a
//! step it never takes.

use sudoku_core::{Cell, Digit};

use super::Found;
use crate::candidates::digits_of;
use crate::house::PEERS;
use crate::{Candidate, Candidates, CellSet, Step, Technique};

/// HoDoKu's longest chain: twenty nodes, two a cell.
const LONGEST: usize = 10;

/// Every chain's eliminations, the most first (then HoDoKu's weighted
/// order).
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    let mut steps: Vec<Step> = Vec::new();
    for start in 0..81 {
        let pair = grid.mask(start);
        if pair.count_ones() != 2 {
            continue;
        }
        let same: CellSet = (0..81).filter(|&c| grid.mask(c) == pair).collect();
        for digit in digits_of(pair) {
            let ends = grid.places(digit) & PEERS[start];
            if ends.is_empty() {
                continue;
            }
            let mut chain = vec![start];
            let search = Search {
                grid,
                pair,
                same,
                ends,
            };
            search.extend(&mut chain, &mut steps);
        }
    }
    steps.sort_by_key(|s| {
        (
            std::cmp::Reverse(s.eliminations.len()),
            super::chain::weighted(s),
        )
    });
    for step in steps {
        if !found(step) {
            return false;
        }
    }
    true
}

/// The chains from one start cell and digit.
struct Search<'a> {
    grid: &'a Candidates,
    /// The two digits, as a mask.
    pair: u16,
    /// The cells holding exactly those two.
    same: CellSet,
    /// The cells that see the start and hold its digit: a chain is taken
    /// when its end sees one of them.
    ends: CellSet,
}

impl Search<'_> {
    /// Takes `chain` if it is one, then every longer chain through it.
    fn extend(&self, chain: &mut Vec<usize>, steps: &mut Vec<Step>) {
        let end = chain[chain.len() - 1];
        if chain.len() >= 4 && chain.len().is_multiple_of(2) && !(self.ends & PEERS[end]).is_empty()
        {
            self.take(chain, steps);
        }
        if chain.len() == LONGEST {
            return;
        }
        for next in (self.same & PEERS[end]).indices() {
            if !chain.contains(&next) {
                chain.push(next);
                self.extend(chain, steps);
                chain.pop();
            }
        }
    }

    /// The step of `chain`, kept unless a step with the same eliminations
    /// and a chain no longer is already there.
    fn take(&self, chain: &[usize], steps: &mut Vec<Step>) {
        let mut gone = CellSet::EMPTY;
        for (i, &a) in chain.iter().enumerate() {
            for &b in chain.iter().skip(i + 3).step_by(2) {
                gone |= PEERS[a] & PEERS[b];
            }
        }
        let mut eliminations = Vec::new();
        for digit in digits_of(self.pair) {
            for cell in (gone & self.grid.places(digit)).indices() {
                eliminations.push(Candidate::new(cell, digit));
            }
        }
        let mut step = Step::new(Technique::RemotePair);
        step.digits = digits_of(self.pair).filter_map(Digit::new).collect();
        // Named in cell order, as HoDoKu writes them.
        let mut cells = chain.to_vec();
        cells.sort_unstable();
        step.cells = cells.into_iter().filter_map(Cell::new).collect();
        // By digit, then cell: the order HoDoKu takes them out in.
        step.eliminations = eliminations;
        if step.eliminations.is_empty() {
            return;
        }
        match steps
            .iter_mut()
            .find(|s| s.eliminations == step.eliminations)
        {
            Some(old) if old.cells.len() > step.cells.len() => *old = step,
            Some(_) => {}
            None => steps.push(step),
        }
    }
}
