//! The lexicographically smallest solution.
//!
//! Searching cells in reading order and digits in ascending order finds it
//! first, but such a search is at the mercy of puzzles built against it
//! (one whose top row solves to 987654321 takes it millions of guesses).
//! Instead this starts from any solution and improves it cell by cell in
//! reading order: with the cells before it fixed to the best answer so far,
//! each cell tries the digits below its current one, smallest first, and
//! asks the ordinary fewest-candidates search whether the puzzle is still
//! solvable. The first digit that is becomes the cell's, with the solution
//! that proved it as the new best. So whatever order the search visits
//! cells in, the result is the smallest, and each question is a fast one.

use super::search;
use super::state::State;

/// The smallest solution reachable from `root`, given `best`, one of them.
pub(super) fn refine(root: &State, mut best: [u8; 81]) -> [u8; 81] {
    let mut prefix = root.clone();
    for cell in 0..81 {
        if prefix.values()[cell] == 0 {
            let below = (1u16 << (best[cell] - 1)) - 1;
            let mut candidates = prefix.candidates(cell) & below;
            while candidates != 0 {
                let digit = candidates.trailing_zeros() as u8 + 1;
                candidates &= candidates - 1;
                let mut trial = prefix.clone();
                if trial.place(cell, digit).is_ok()
                    && trial.propagate().is_ok()
                    && let Some(solved) = search::first(&trial)
                {
                    best = *solved.values();
                    break;
                }
            }
            let fixed = prefix
                .place(cell, best[cell])
                .and_then(|()| prefix.propagate());
            debug_assert!(
                fixed.is_ok(),
                "the best solution agrees with its own prefix"
            );
        }
        if prefix.is_solved() {
            break;
        }
    }
    best
}
