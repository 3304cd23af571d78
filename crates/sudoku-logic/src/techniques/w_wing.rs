//! W-Wing: two bivalue cells with the same digits x and y, and a conjugate
//! pair of x whose ends see one cell each. One of the two cells holds y: a
//! cell that sees both loses it.
//!
//! Found in HoDoKu's order, so that the W-wing taken is HoDoKu's: pairs of
//! cells in reading order, the smaller digit taken out first, the pair of
//! the other digit sought house by house (rows, columns, boxes); an end of
//! the pair that sees both cells does not count.

use sudoku_core::{Cell, Digit};

use super::Found;
use super::links::pairs;
use crate::candidates::digits_of;
use crate::house::PEERS;
use crate::{Candidate, Candidates, Step, Technique};

/// Every W-wing.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    let bivalue: Vec<usize> = (0..81)
        .filter(|&c| grid.mask(c).count_ones() == 2)
        .collect();
    for (i, &a) in bivalue.iter().enumerate() {
        for &b in &bivalue[i + 1..] {
            if grid.mask(a) != grid.mask(b) {
                continue;
            }
            let digits: Vec<u8> = digits_of(grid.mask(a)).collect();
            for (y, x) in [(digits[0], digits[1]), (digits[1], digits[0])] {
                let gone = grid.places(y) & PEERS[a] & PEERS[b];
                if gone.is_empty() {
                    continue;
                }
                for pair in pairs(grid, x, 0..27) {
                    let sees_both = |c: usize| PEERS[a].has(c) && PEERS[b].has(c);
                    if sees_both(pair.a) || sees_both(pair.b) {
                        continue;
                    }
                    for (near_a, near_b) in [(pair.a, pair.b), (pair.b, pair.a)] {
                        let ends_apart = ![a, b].contains(&near_a) && ![a, b].contains(&near_b);
                        if !ends_apart || !PEERS[a].has(near_a) || !PEERS[b].has(near_b) {
                            continue;
                        }
                        let mut step = Step::new(Technique::WWing);
                        step.digits = [y, x].iter().filter_map(|&d| Digit::new(d)).collect();
                        step.cells = [a, b, near_a, near_b]
                            .iter()
                            .filter_map(|&c| Cell::new(c))
                            .collect();
                        step.eliminations = gone.indices().map(|c| Candidate::new(c, y)).collect();
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
