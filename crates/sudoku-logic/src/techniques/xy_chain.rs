//! XY-Chain: a chain of bivalue cells, each joined to the next by a digit
//! they share and see each other on, that starts and ends on the same
//! digit z: one end holds z, so a cell that sees both ends loses it.
//!
//! Found as HoDoKu finds them, so that the chain taken is HoDoKu's: from
//! each bivalue cell (in reading order) and each of its digits as z, a
//! depth-first search through bivalue cells (each house of the cell in
//! turn: row, column, then the box's cells not in line), never back to a
//! cell already in the chain, up to 20 nodes (ten cells). One chain is kept
//! for each set of eliminations (the shortest; of equal ones the first),
//! and the steps go by the most eliminations, then the smallest weighted
//! sum of them.

use std::cmp::Reverse;
use std::collections::HashMap;

use super::Found;
use super::chain::{chain_step, weighted};
use crate::candidates::{bit, digits_of};
use crate::house::{CELL_HOUSES, HOUSE_CELLS, PEERS};
use crate::{Candidates, CellSet, Step, Technique};

/// HoDoKu's longest XY-chain, in nodes (two a cell).
const MAX_NODES: usize = 20;

/// Every XY-chain, in HoDoKu's order of preference.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    let mut search = Search {
        grid,
        chain: Vec::new(),
        visited: CellSet::default(),
        start_digit: 0,
        start_peers: CellSet::default(),
        kept: Vec::new(),
        by_effect: HashMap::new(),
    };
    for start in 0..81 {
        let mask = grid.mask(start);
        if mask.count_ones() != 2 {
            continue;
        }
        let digits: Vec<u8> = digits_of(mask).collect();
        for (z, other) in [(digits[0], digits[1]), (digits[1], digits[0])] {
            search.start_peers = grid.places(z) & PEERS[start];
            if search.start_peers.is_empty() {
                continue;
            }
            search.start_digit = z;
            search.chain = vec![(start, z), (start, other)];
            search.visited = CellSet::single(start);
            search.weak_links();
        }
    }
    let mut steps: Vec<Step> = search.kept.into_iter().map(|(_, step)| step).collect();
    steps.sort_by_key(|s| (Reverse(s.eliminations.len()), weighted(s)));
    steps.into_iter().all(found)
}

/// The depth-first search from one start cell and digit.
struct Search<'a> {
    grid: &'a Candidates,
    /// The nodes so far: (cell, digit), two a cell.
    chain: Vec<(usize, u8)>,
    visited: CellSet,
    start_digit: u8,
    /// The cells of the start digit that see the start cell.
    start_peers: CellSet,
    /// The chains kept (length in nodes, step), one for each effect.
    kept: Vec<(usize, Step)>,
    by_effect: HashMap<(u8, CellSet), usize>,
}

impl Search<'_> {
    /// On from the chain's last node (true) to a bivalue cell that sees
    /// it and holds its digit (taken false), then across that cell.
    fn weak_links(&mut self) {
        if self.chain.len() >= MAX_NODES {
            return;
        }
        let (cell, digit) = self.chain[self.chain.len() - 1];
        let start = self.chain[0].0;
        for house in CELL_HOUSES[cell] {
            let boxed = house.index() >= 18;
            for next in (HOUSE_CELLS[house.index()] & self.grid.places(digit)).indices() {
                let in_line = next / 9 == cell / 9 || next % 9 == cell % 9;
                if next == cell
                    || self.grid.mask(next).count_ones() != 2
                    || (boxed && in_line)
                    || next == start
                    || self.visited.has(next)
                {
                    continue;
                }
                self.chain.push((next, digit));
                self.visited.insert(next);
                self.strong_link();
                self.chain.pop();
                self.visited.remove(next);
            }
        }
    }

    /// Across the last cell to its other digit; a chain back on the start
    /// digit takes it out of the cells that see both ends.
    fn strong_link(&mut self) {
        if self.chain.len() >= MAX_NODES {
            return;
        }
        let (cell, digit) = self.chain[self.chain.len() - 1];
        let other = digits_of(self.grid.mask(cell) & !bit(digit))
            .next()
            .unwrap_or(digit);
        self.chain.push((cell, other));
        if other == self.start_digit {
            let gone = self.start_peers & PEERS[cell];
            if !gone.is_empty() {
                self.record(gone);
            }
        }
        self.weak_links();
        self.chain.pop();
    }

    /// Keeps the chain unless one as short has the same effect.
    fn record(&mut self, gone: CellSet) {
        let length = self.chain.len();
        let kept = self.by_effect.get(&(self.start_digit, gone)).copied();
        if let Some(at) = kept
            && self.kept[at].0 <= length
        {
            return;
        }
        let step = chain_step(
            Technique::XyChain,
            self.chain.iter().map(|&(c, d)| (CellSet::single(c), d)),
            (0..length - 1).map(|i| i % 2 == 0).collect(),
            gone.indices().map(|c| (c, self.start_digit)),
        );
        match kept {
            Some(at) => self.kept[at] = (length, step),
            None => {
                self.by_effect
                    .insert((self.start_digit, gone), self.kept.len());
                self.kept.push((length, step));
            }
        }
    }
}
