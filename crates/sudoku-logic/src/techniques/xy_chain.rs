//! XY-Chain: a chain of bivalue cells, each joined to the next by a digit
//! they share and see each other on, that starts and ends on the same
//! digit z: one end holds z, so a cell that sees both ends loses it.

use super::Found;
use super::chain::{self, Links};
use crate::{Candidates, Technique};

/// Every XY-chain, shortest first.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    chain::find(grid, Links::Xy, Technique::XyChain, true, found)
}
