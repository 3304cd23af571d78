//! XY-Wing: a bivalue pivot {x,y} that sees two bivalue pincers {x,z} and
//! {y,z}. Whatever the pivot holds, one pincer holds z: a cell that sees
//! both pincers loses it.

use sudoku_core::{Cell, Digit};

use super::Found;
use crate::candidates::digits_of;
use crate::house::PEERS;
use crate::{Candidate, Candidates, Step, Technique};

/// Every XY-wing, in HoDoKu's order: the bivalue cells taken three at a
/// time in ascending order, and each three tried with its first, second
/// and last cell as the pivot. (Taking the pivots in order instead gives
/// another wing first when there are several, and HoDoKu's path, and so
/// its score, moves on from the one it found.)
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    let bivalue: Vec<usize> = (0..81)
        .filter(|&c| grid.mask(c).count_ones() == 2)
        .collect();
    for (x, &i) in bivalue.iter().enumerate() {
        for (y, &j) in bivalue.iter().enumerate().skip(x + 1) {
            let (mi, mj) = (grid.mask(i), grid.mask(j));
            if (mi | mj).count_ones() != 3 {
                continue;
            }
            for &k in &bivalue[y + 1..] {
                let mk = grid.mask(k);
                if (mi | mj | mk).count_ones() != 3 || mi == mj || mj == mk || mk == mi {
                    continue;
                }
                for (pivot, a, b) in [(i, j, k), (j, i, k), (k, j, i)] {
                    if !PEERS[pivot].has(a) || !PEERS[pivot].has(b) {
                        continue;
                    }
                    if let Some(step) = wing(grid, 2, pivot, a, b)
                        && !found(step)
                    {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// Wings whose pivot has `pivot_size` candidates: 2 for XY, 3 for XYZ (the
/// pivot's digits are the pincers' union, and the eliminated cells must
/// see the pivot too).
pub(super) fn wings(grid: &Candidates, pivot_size: u32, found: Found) -> bool {
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
                if let Some(step) = wing(grid, pivot_size, pivot, a, b)
                    && !found(step)
                {
                    return false;
                }
            }
        }
    }
    true
}

/// The wing of `pivot` with pincers `a` and `b` (which it sees, and whose
/// candidates make a wing with its own), if some cell loses the digit the
/// pincers share: one that sees both pincers, and the pivot too when it
/// has three candidates.
fn wing(grid: &Candidates, pivot_size: u32, pivot: usize, a: usize, b: usize) -> Option<Step> {
    let (pm, ma, mb) = (grid.mask(pivot), grid.mask(a), grid.mask(b));
    let z = ma & mb;
    if z.count_ones() != 1 {
        return None;
    }
    let zd = digits_of(z).next()?;
    let mut seen = PEERS[a] & PEERS[b];
    if pivot_size == 3 {
        seen &= PEERS[pivot];
    }
    let gone = grid.places(zd) & seen;
    if gone.is_empty() {
        return None;
    }
    let technique = if pivot_size == 2 {
        Technique::XyWing
    } else {
        Technique::XyzWing
    };
    let mut step = Step::new(technique);
    step.digits = digits_of(pm | z).filter_map(Digit::new).collect();
    step.cells = [pivot, a, b].iter().filter_map(|&c| Cell::new(c)).collect();
    step.eliminations = gone.indices().map(|c| Candidate::new(c, zd)).collect();
    Some(step)
}
