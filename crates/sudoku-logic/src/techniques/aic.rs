//! Alternating Inference Chain: strong and weak links of any kind in turn,
//! from a strong link to a strong link. One of its ends is true: a
//! candidate that excludes both ends is false.

use super::Found;
use super::chain::nice_loop;
use crate::Candidates;

/// Every AIC, shortest first.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    nice_loop::find(grid, false, found)
}
