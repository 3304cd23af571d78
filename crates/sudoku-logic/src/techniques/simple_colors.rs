//! Simple Colors: the conjugate pairs of a digit joined into a chain,
//! coloured alternately: one colour holds the digit everywhere, the other
//! nowhere.
//! - Trap: a cell that sees both colours loses the digit.
//! - Wrap: two cells of one colour see each other, so that colour is false
//!   everywhere.

use sudoku_core::{Cell, Digit};

use super::Found;
use super::links::pairs;
use crate::house::PEERS;
use crate::{Candidate, Candidates, CellSet, Step, Technique};

/// Traps (`wrap` false) or wraps of every digit's colour clusters.
pub(crate) fn find(grid: &Candidates, wrap: bool, found: Found) -> bool {
    for digit in 1..=9u8 {
        for (on, off) in clusters(grid, digit) {
            let gone = if wrap {
                let clash =
                    |colour: CellSet| colour.indices().any(|c| !(PEERS[c] & colour).is_empty());
                if clash(on) {
                    on
                } else if clash(off) {
                    off
                } else {
                    CellSet::EMPTY
                }
            } else {
                let seen =
                    |colour: CellSet| colour.indices().fold(CellSet::EMPTY, |s, c| s | PEERS[c]);
                (grid.places(digit) & seen(on) & seen(off)) - on - off
            };
            if gone.is_empty() {
                continue;
            }
            let mut step = Step::new(if wrap {
                Technique::SimpleColorsWrap
            } else {
                Technique::SimpleColorsTrap
            });
            step.digits.push(Digit::new(digit).expect("1-9"));
            step.cells = on.cells().chain(off.cells()).collect::<Vec<Cell>>();
            step.fins = off.cells().collect();
            step.eliminations = gone.indices().map(|c| Candidate::new(c, digit)).collect();
            if !found(step) {
                return false;
            }
        }
    }
    true
}

/// The clusters of `digit`'s conjugate pairs, each as its two colours; the
/// colour of each cluster's first cell first.
pub(super) fn clusters(grid: &Candidates, digit: u8) -> Vec<(CellSet, CellSet)> {
    let links = pairs(grid, digit, 0..27);
    let mut coloured = CellSet::EMPTY;
    let mut clusters = Vec::new();
    for start in links.iter().map(|p| p.a) {
        if coloured.has(start) {
            continue;
        }
        let mut colours = [CellSet::EMPTY; 2];
        let mut queue = vec![(start, 0usize)];
        colours[0].insert(start);
        coloured.insert(start);
        while let Some((cell, colour)) = queue.pop() {
            for pair in links.iter().filter(|p| p.a == cell || p.b == cell) {
                let other = pair.other(cell);
                if !coloured.has(other) {
                    coloured.insert(other);
                    colours[1 - colour].insert(other);
                    queue.push((other, 1 - colour));
                }
            }
        }
        clusters.push((colours[0], colours[1]));
    }
    clusters
}
