//! X-Chain: an alternating chain of one digit, from a strong link to a
//! strong link; one of its ends holds the digit, so a cell that sees both
//! loses it.

use super::Found;
use super::chain::{self, Links};
use crate::{Candidates, Technique};

/// Every X-chain, shortest first.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    chain::find(grid, Links::X, Technique::XChain, true, found)
}
