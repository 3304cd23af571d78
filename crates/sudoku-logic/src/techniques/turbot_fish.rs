//! Turbot Fish: two conjugate pairs of a digit (in any houses) whose near
//! ends see each other. Both near ends cannot hold the digit, so one of the
//! far ends does: a cell that sees both far ends loses it.
//!
//! HoDoKu finds them as X-chains of three links: from each cell of the
//! digit in turn, a strong link, any link, a strong link, each followed
//! through the cell's row, column and box (a box's cells in line with the
//! cell left to the row or column); one chain kept for each set of
//! eliminations, the first met, and the step with the most eliminations
//! taken, then the smallest weighted sum of them. This follows the same
//! order, so the Turbot Fish taken is HoDoKu's.

use std::cmp::Reverse;
use std::collections::HashSet;

use sudoku_core::{Cell, Digit};

use super::Found;
use crate::house::{CELL_HOUSES, HOUSE_CELLS, PEERS};
use crate::{Candidate, Candidates, Chain, Node, Step, Technique};

/// Every Turbot Fish, in HoDoKu's order of preference.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    let mut steps = Vec::new();
    let mut outcomes = HashSet::new();
    for digit in 1..=9u8 {
        let places = grid.places(digit);
        let links: Vec<Vec<(usize, bool)>> = (0..81).map(|c| links(grid, digit, c)).collect();
        for start in places.indices() {
            let strong_from = |cell: usize| links[cell].iter().filter(|l| l.1).map(|l| l.0);
            for first in strong_from(start) {
                for &(second, _) in &links[first] {
                    if second == start {
                        continue;
                    }
                    for end in strong_from(second) {
                        if end == first {
                            continue;
                        }
                        let gone = places & PEERS[start] & PEERS[end];
                        if gone.is_empty() || !outcomes.insert((digit, gone)) {
                            continue;
                        }
                        steps.push(step(digit, [start, first, second, end], gone.indices()));
                    }
                }
            }
        }
    }
    steps.sort_by_key(|s| (Reverse(s.eliminations.len()), super::chain::weighted(s)));
    steps.into_iter().all(found)
}

/// The cells of `digit` that `cell` links to, each with whether the link
/// is strong (the house has only the two), in HoDoKu's order: the row's,
/// the column's, then the box's not in line with `cell`.
fn links(grid: &Candidates, digit: u8, cell: usize) -> Vec<(usize, bool)> {
    let places = grid.places(digit);
    if !places.has(cell) {
        return Vec::new();
    }
    let mut links = Vec::new();
    for house in CELL_HOUSES[cell] {
        let here = places & HOUSE_CELLS[house.index()];
        let strong = here.len() == 2;
        for other in here.indices() {
            let in_line = other / 9 == cell / 9 || other % 9 == cell % 9;
            if other != cell && (house.index() < 18 || !in_line) {
                links.push((other, strong));
            }
        }
    }
    links
}

/// The step of the chain `cells` (strong, any, strong link) of `digit`.
fn step(digit: u8, cells: [usize; 4], gone: impl Iterator<Item = usize>) -> Step {
    let d = Digit::new(digit).expect("1-9");
    let mut step = Step::new(Technique::TurbotFish);
    step.digits.push(d);
    step.cells = cells.iter().filter_map(|&c| Cell::new(c)).collect();
    step.chains.push(Chain {
        nodes: step
            .cells
            .iter()
            .map(|&cell| Node {
                cells: vec![cell],
                digit: d,
            })
            .collect(),
        strong: vec![true, false, true],
    });
    step.eliminations = gone.map(|c| Candidate::new(c, digit)).collect();
    step
}
