//! Nice loops: chains from a candidate back to its own cell. A continuous
//! loop closes on itself, and along each of its weak links the digit
//! leaves what sees both ends (a cell or house with two strong links keeps
//! only their digits). A discontinuous loop does not close: its start is
//! false (two weak links there), true (two strong links), or the other
//! digit at its end is false. Grouped loops have groups among their nodes.
//!
//! On the solving path they come from the AIC searches ([`super::aic`],
//! [`super::grouped_aic`]), which find loops and AICs together and take
//! the best of all, as HoDoKu's search does; this finder gives one kind.

use super::Found;
use super::chain::nice_loop;
use crate::{Candidates, Technique};

/// Every loop of `technique` (one of the four nice loops), in HoDoKu's
/// order of preference.
pub(crate) fn find(grid: &Candidates, technique: Technique, found: Found) -> bool {
    let grouped = matches!(
        technique,
        Technique::GroupedContinuousNiceLoop | Technique::GroupedDiscontinuousNiceLoop
    );
    nice_loop::find(grid, grouped, &mut |step| {
        step.technique != technique || found(step)
    })
}
