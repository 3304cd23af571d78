//! Almost Locked Set XZ-Rule: two almost locked sets A and B that cannot
//! both hold a digit X (every X of one sees every X of the other). One of
//! them is then locked without X, so for any other digit Z of both, one of
//! them holds Z: a cell that sees every Z of both loses it. When they share
//! two such digits (doubly linked), both sets are locked: every digit of
//! each leaves the cells that see all its places in the set.

use super::Found;
use super::als;
use crate::candidates::digits_of;
use crate::{Candidates, Technique};

/// The largest almost locked set looked at, in cells.
const MAX_CELLS: usize = 8;

/// Every ALS-XZ that eliminates something.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    let sets = als::all(grid, MAX_CELLS);
    let mut steps = als::Smallest::default();
    for (i, a) in sets.iter().enumerate() {
        for b in &sets[i + 1..] {
            if a.cells.intersects(b.cells) {
                continue;
            }
            let commons = als::restricted_commons(grid, a, b);
            if commons.is_empty() {
                continue;
            }
            let mut eliminations = als::either_locked(grid, a, b, &commons);
            if commons.len() >= 2 {
                // Doubly linked: both sets are locked.
                let sets = a.cells | b.cells;
                for &x in &commons {
                    let places = a.places(grid, x) | b.places(grid, x);
                    eliminations.extend(als::seeing(grid, x, places, sets));
                }
                for set in [a, b] {
                    for d in digits_of(set.mask).filter(|d| !commons.contains(d)) {
                        eliminations.extend(als::seeing(grid, d, set.places(grid, d), sets));
                    }
                }
            }
            if eliminations.is_empty() {
                continue;
            }
            let size = a.cells.len() + b.cells.len();
            steps.offer(
                size,
                als::step(Technique::AlsXz, &[a, b], &commons, eliminations),
            );
        }
    }
    steps.send(found)
}
