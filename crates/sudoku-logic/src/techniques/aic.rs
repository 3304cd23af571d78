//! Alternating Inference Chain: strong and weak links of any kind in turn,
//! from a strong link to a strong link. One of its ends is true: a
//! candidate that excludes both ends is false.

use super::Found;
use super::chain::{self, Links};
use crate::{Candidates, Technique};

/// Every AIC, shortest first.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    chain::find(grid, Links::All, Technique::Aic, false, found)
}
