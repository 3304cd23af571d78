//! XY-Wing: a bivalue pivot {x,y} that sees two bivalue pincers {x,z} and
//! {y,z}. Whatever the pivot holds, one pincer holds z: a cell that sees
//! both pincers loses it.

use sudoku_core::{Cell, Digit};

use super::Found;
use crate::candidates::digits_of;
use crate::house::PEERS;
use crate::{Candidate, Candidates, Step, Technique};

/// Every XY-wing, by pivot.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    wings(grid, 2, found)
}

/// Wings whose pivot has `pivot_size` candidates: 2 for XY, 3 for XYZ (the
/// pivot's digits are the pincers' union, and the eliminated cells must
/// see the pivot too).
pub(super) fn wings(grid: &Candidates, pivot_size: u32, found: Found) -> bool {
    let technique = if pivot_size == 2 {
        Technique::XyWing
    } else {
        Technique::XyzWing
    };
    for pivot in 0..81 {
        let pm = grid.mask(pivot);
        if pm.count_ones() != pivot_size {
            continue;
        }
        let pincers: Vec<usize> = PEERS[pivot]
            .indices()
            .filter(|&c| grid.mask(c).count_ones() == 2 && (grid.mask(c) & pm).count_ones() >= 1)
            .collect();
        for (i, &a) in pincers.iter().enumerate() {
            for &b in &pincers[i + 1..] {
                let (ma, mb) = (grid.mask(a), grid.mask(b));
                if ma == mb {
                    continue;
                }
                let z = ma & mb;
                if z.count_ones() != 1 || (ma | mb) & !z & !pm != 0 {
                    continue;
                }
                let covers = if pivot_size == 2 {
                    (ma | mb) & !z == pm && z & pm == 0
                } else {
                    ma | mb == pm && ma & pm == ma && mb & pm == mb
                };
                if !covers {
                    continue;
                }
                let Some(zd) = digits_of(z).next() else {
                    continue;
                };
                let mut seen = PEERS[a] & PEERS[b];
                if pivot_size == 3 {
                    seen &= PEERS[pivot];
                }
                let gone = grid.places(zd) & seen;
                if gone.is_empty() {
                    continue;
                }
                let mut step = Step::new(technique);
                step.digits = digits_of(pm | z).filter_map(Digit::new).collect();
                step.cells = [pivot, a, b].iter().filter_map(|&c| Cell::new(c)).collect();
                step.eliminations = gone.indices().map(|c| Candidate::new(c, zd)).collect();
                if !found(step) {
                    return false;
                }
            }
        }
    }
    true
}
