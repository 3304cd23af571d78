//! Turbot Fish: two conjugate pairs of a digit (in any houses) whose near
//! ends see each other. Both near ends cannot hold the digit, so one of the
//! far ends does: a cell that sees both far ends loses it.

use sudoku_core::{Cell, Digit};

use super::Found;
use super::links::pairs;
use crate::house::PEERS;
use crate::{Candidate, Candidates, Chain, Node, Step, Technique};

/// Every pair of conjugate pairs joined by a weak link.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    for digit in 1..=9u8 {
        let links = pairs(grid, digit, 0..27);
        for (i, p) in links.iter().enumerate() {
            for q in &links[i + 1..] {
                for (far_p, near_p) in [(p.a, p.b), (p.b, p.a)] {
                    for (near_q, far_q) in [(q.a, q.b), (q.b, q.a)] {
                        let cells = [far_p, near_p, near_q, far_q];
                        let distinct = (0..4).all(|i| (i + 1..4).all(|j| cells[i] != cells[j]));
                        if !distinct || !PEERS[near_p].has(near_q) {
                            continue;
                        }
                        let gone = grid.places(digit) & PEERS[far_p] & PEERS[far_q];
                        if gone.is_empty() {
                            continue;
                        }
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
                        step.eliminations =
                            gone.indices().map(|c| Candidate::new(c, digit)).collect();
                        if !found(step) {
                            return false;
                        }
                    }
                }
            }
        }
    }
    true
}
