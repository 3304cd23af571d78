//! Givens that break the rules.

use crate::{Cell, Digit};

/// Two cells that share a row, a column or a box and hold the same digit.
///
/// It reads the way a setter would say it: `r1c3 and r1c8 both hold 5`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{first} and {second} both hold {digit}")]
pub struct Conflict {
    /// The earlier of the two cells in reading order.
    pub first: Cell,
    /// The later of the two cells in reading order.
    pub second: Cell,
    /// The digit both hold.
    pub digit: Digit,
}
