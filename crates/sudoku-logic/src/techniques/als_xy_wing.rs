//! Almost Locked Set XY-Wing: a pivot set C with a restricted common
//! digit X with a set A and another, Y, with a set B. If A does not hold
//! X, C does, so C does not hold Y and B does; the other way round the
//! same: one of A and B is locked. A digit Z of both A and B (neither X
//! nor Y) then leaves every cell that sees all its places in A and B.

use super::Found;
use super::als::{self, Restricted};
use crate::{Candidates, Technique};

/// The largest almost locked set looked at, in cells (HoDoKu's).
const MAX_CELLS: usize = 8;

/// Every ALS-XY-Wing that eliminates something, in HoDoKu's order: pairs
/// of restricted commons as HoDoKu lists them, the pivot the set they
/// share.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    let sets = als::all(grid, MAX_CELLS);
    let commons = als::all_restricted(grid, &sets);
    let mut steps = als::Smallest::default();
    for (i, first) in commons.iter().enumerate() {
        for second in &commons[i + 1..] {
            if first.digits[1] == 0 && second.digits[1] == 0 && first.digits[0] == second.digits[0]
            {
                continue;
            }
            let Some((c, a, b)) = pivot(first, second) else {
                continue;
            };
            let (a, b, c) = (&sets[a], &sets[b], &sets[c]);
            let both = a.cells | b.cells;
            if a.cells.intersects(b.cells) || both == a.cells || both == b.cells {
                continue;
            }
            let restricted = [first.digits, second.digits].concat();
            let eliminations = als::either_locked(grid, a, b, &restricted);
            if eliminations.is_empty() {
                continue;
            }
            let size = a.cells.len() + b.cells.len() + c.cells.len();
            steps.offer(
                size,
                als::step(
                    Technique::AlsXyWing,
                    &[a, b, c],
                    &[first.digits[0], second.digits[0]],
                    eliminations,
                ),
            );
        }
    }
    steps.send(found)
}

/// The set two restricted commons share, as (C, A, B), when they join
/// three sets (HoDoKu's four cases, in its order).
fn pivot(first: &Restricted, second: &Restricted) -> Option<(usize, usize, usize)> {
    let (f, s) = (first, second);
    if f.a == s.a && f.b != s.b {
        Some((f.a, f.b, s.b))
    } else if f.a == s.b && f.b != s.a {
        Some((f.a, f.b, s.a))
    } else if f.b == s.a && f.a != s.b {
        Some((f.b, f.a, s.b))
    } else if f.b == s.b && f.a != s.a {
        Some((f.b, f.a, s.a))
    } else {
        None
    }
}
