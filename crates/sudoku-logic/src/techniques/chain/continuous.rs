//! Continuous loops: a chain whose last node, true, excludes its first, so
//! that the links close into a ring (HoDoKu's continuous nice loop). Every
//! strong link of a ring is then a conjugate pair and every weak link a
//! strong one too: each weak link between two cells takes its digit from
//! the cells that see both nodes, and each weak link inside a cell takes
//! the cell's other digits.

use super::Graph;
use crate::Candidates;
use crate::candidates::{bit, digits_of};
use crate::house::seen_by_all;

/// The eliminations of the ring that `path` (from its start, false, to a
/// node made true that excludes the start) closes; `None` when the ring
/// comes back to a cell it left, as HoDoKu does not take such rings.
pub(super) fn ring_eliminations(
    grid: &Candidates,
    graph: &Graph,
    path: &[usize],
) -> Option<Vec<usize>> {
    let chain = super::loops::cells_once(graph, path, true)?;
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
