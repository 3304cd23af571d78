//! How many givens a puzzle with one solution can have, for every front
//! end that asks for a number of clues to check it against one bound.

use std::fmt;
use std::ops::RangeInclusive;

/// The numbers of givens a puzzle with exactly one solution can have, and
/// so the values [`Generator::max_clues`](super::Generator::max_clues) may
/// take: none with fewer than 17 has one (McGuire, Tugemann and Civario,
/// 2012), and a grid has 81 cells.
pub const CLUES: RangeInclusive<usize> = 17..=81;

/// A number of clues outside [`CLUES`]; its message says which end it
/// missed and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClueCountError(pub usize);

impl fmt::Display for ClueCountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0;
        if n < *CLUES.start() {
            write!(
                f,
                "no puzzle with fewer than {} clues has a unique solution; {n} is too few",
                CLUES.start()
            )
        } else {
            write!(f, "a grid has {} cells; {n} is too many", CLUES.end())
        }
    }
}

impl std::error::Error for ClueCountError {}

/// `n` if a puzzle with one solution can have that many givens (see
/// [`CLUES`]).
///
/// ```
/// use sudoku_core::clue_count;
///
/// assert_eq!(clue_count(17), Ok(17));
/// assert_eq!(
///     clue_count(16).unwrap_err().to_string(),
///     "no puzzle with fewer than 17 clues has a unique solution; 16 is too few"
/// );
/// assert!(clue_count(82).is_err());
/// ```
pub fn clue_count(n: usize) -> Result<usize, ClueCountError> {
    if CLUES.contains(&n) {
        Ok(n)
    } else {
        Err(ClueCountError(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bounds_are_in_and_their_neighbours_out() {
        for n in [17, 25, 81] {
            assert_eq!(clue_count(n), Ok(n));
        }
        for n in [0, 16, 82, usize::MAX] {
            assert_eq!(clue_count(n), Err(ClueCountError(n)));
        }
        assert!(ClueCountError(16).to_string().contains("too few"));
        assert!(
            ClueCountError(82)
                .to_string()
                .contains("81 cells; 82 is too many")
        );
    }
}
