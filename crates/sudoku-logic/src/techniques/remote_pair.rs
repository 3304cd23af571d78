//! Remote Pair: a chain of at least four cells that hold only the same two
//! digits, each seeing the next. The cells alternate between the two
//! digits, so two cells an odd number of links apart (three or more) hold
//! both: a cell that sees both loses them.

use std::collections::VecDeque;

use sudoku_core::{Cell, Digit};

use super::Found;
use crate::candidates::digits_of;
use crate::house::PEERS;
use crate::{Candidate, Candidates, CellSet, Step, Technique};

/// Every chain's eliminations, the most first (then HoDoKu's weighted
/// order), one step for each group of linked cells.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    let mut steps = Vec::new();
    let mut seen = CellSet::EMPTY;
    for start in 0..81 {
        let pair = grid.mask(start);
        if pair.count_ones() != 2 || seen.has(start) {
            continue;
        }
        let same: CellSet = (0..81).filter(|&c| grid.mask(c) == pair).collect();
        // The cells linked to `start`, each with its distance from the
        // others (breadth-first from every cell of the group).
        let mut group = CellSet::single(start);
        let mut queue = VecDeque::from([start]);
        while let Some(cell) = queue.pop_front() {
            for next in (same & (PEERS[cell] - group)).indices() {
                group.insert(next);
                queue.push_back(next);
            }
        }
        seen |= group;
        if group.len() < 4 {
            continue;
        }
        let cells: Vec<usize> = group.indices().collect();
        let mut gone = CellSet::EMPTY;
        for &from in &cells {
            let distance = distances(from, group);
            for &to in &cells {
                let d = distance[to];
                if d >= 3 && d % 2 == 1 {
                    gone |= PEERS[from] & PEERS[to];
                }
            }
        }
        gone -= group;
        let mut eliminations = Vec::new();
        for cell in gone.indices() {
            for d in digits_of(grid.mask(cell) & pair) {
                eliminations.push(Candidate::new(cell, d));
            }
        }
        if eliminations.is_empty() {
            continue;
        }
        let mut step = Step::new(Technique::RemotePair);
        step.digits = digits_of(pair).filter_map(Digit::new).collect();
        step.cells = cells.iter().filter_map(|&c| Cell::new(c)).collect();
        step.eliminations = eliminations;
        steps.push(step.tidy());
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

/// The number of links from `from` to each cell of `group`, through cells
/// of the group that see each other (`u8::MAX` for none).
fn distances(from: usize, group: CellSet) -> [u8; 81] {
    let mut distance = [u8::MAX; 81];
    distance[from] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(cell) = queue.pop_front() {
        for next in (group & PEERS[cell]).indices() {
            if distance[next] == u8::MAX {
                distance[next] = distance[cell] + 1;
                queue.push_back(next);
            }
        }
    }
    distance
}
