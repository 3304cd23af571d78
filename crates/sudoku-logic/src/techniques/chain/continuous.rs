//! Continuous loops: a chain whose last node, true, excludes its first, so
//! that the links close into a ring (HoDoKu's continuous nice loop). Every
//! strong link of a ring is then a conjugate pair and every weak link a
//! strong one too: each weak link between two cells takes its digit from
//! the cells that see both nodes, and each weak link inside a cell takes
//! the cell's other digits.

use super::Graph;
use crate::candidates::{bit, digits_of};
use crate::house::seen_by_all;
use crate::{Candidates, CellSet};

/// The eliminations of the ring that `path` (from its start, false, to a
/// node made true that excludes the start) closes; `None` when the ring
/// comes back to a cell it left, as HoDoKu does not take such rings.
pub(super) fn ring_eliminations(
    grid: &Candidates,
    graph: &Graph,
    path: &[usize],
) -> Option<Vec<usize>> {
    let chain = cells_once(graph, path, true)?;
    // The weak links: the second node of the path to the third, and so
    // on, and the last back to the first.
    let last = path.len() - 1;
    let weak = (1..last)
        .step_by(2)
        .map(|i| (path[i], path[i + 1]))
        .chain([(path[last], path[0])]);
    let mut gone = Vec::new();
    for (x, y) in weak {
        let ((a, d), (b, e)) = (graph.nodes[x], graph.nodes[y]);
        if a == b && a.len() == 1 {
            let cell = a.first().unwrap_or(0);
            for other in digits_of(grid.mask(cell) & !bit(d) & !bit(e)) {
                gone.push(graph.single[cell * 9 + usize::from(other - 1)]);
            }
        } else {
            let seen = grid.places(d) & seen_by_all(a | b);
            gone.extend(
                (seen & !chain)
                    .indices()
                    .map(|c| graph.single[c * 9 + usize::from(d - 1)]),
            );
        }
    }
    gone.sort_unstable();
    gone.dedup();
    Some(gone)
}

/// The cells of `path` if it meets each once (a stretch of nodes in one
/// cell or group counts once; with `ring`, the last stretch may be the
/// first's), `None` if it comes back to one.
pub(super) fn cells_once(graph: &Graph, path: &[usize], ring: bool) -> Option<CellSet> {
    let cells = |n: usize| graph.nodes[n].0;
    let mut runs: Vec<CellSet> = Vec::new();
    for &n in path {
        if runs.last() != Some(&cells(n)) {
            runs.push(cells(n));
        }
    }
    if ring && runs.len() > 1 && runs.first() == runs.last() {
        runs.pop();
    }
    let mut chain = CellSet::default();
    for &run in &runs {
        if !(chain & run).is_empty() {
            return None;
        }
        chain |= run;
    }
    Some(chain)
}
