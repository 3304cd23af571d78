//! Grouped AIC: an alternating inference chain some of whose nodes are
//! groups (a digit in two or three cells of a box and a line). One of its
//! ends is true: a candidate that excludes both ends is false.

use super::Found;
use super::chain::nice_loop;
use crate::Candidates;

/// Every grouped AIC, shortest first (chains without a group are AICs).
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    nice_loop::find(grid, true, found)
}
