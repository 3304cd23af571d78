//! XYZ-Wing: a pivot {x,y,z} that sees two bivalue pincers {x,z} and
//! {y,z}. One of the three holds z: a cell that sees all three loses it.

use super::Found;
use crate::Candidates;

/// Every XYZ-wing, by pivot.
pub(crate) fn find(grid: &Candidates, found: Found) -> bool {
    super::xy_wing::wings(grid, 3, found)
}
