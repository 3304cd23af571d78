//! The lexicographically smallest solution.
//!
//! Guessing at cells in reading order, digits ascending, finds it first:
//! propagation only removes digits no solution has. On puzzles with many
//! solutions that is also fast, since most guesses lead somewhere. But it
//! is at the mercy of puzzles built against it (one whose top row solves to
//! 987654321 costs it thousands of guesses), so it runs on a budget.
//!
//! Past the budget, [`refine`] takes over. It starts from any solution and
//! improves it cell by cell in reading order: with the cells before it
//! fixed to the best answer so far, each cell tries the digits below its
//! current one, smallest first, and asks the ordinary search (which guesses
//! where it is cheapest) whether the puzzle is still solvable. The first
//! digit that is becomes the cell's, with the solution that proved it as
//! the new best. That is at most 81 × 8 quick questions.
//!
//! Either way the answer is the smallest, whatever order the ordinary
//! search visits cells in.

use super::search;
use super::state::State;

/// How many guesses the reading-order search may make before [`refine`]
/// takes over.
const READING_ORDER_BUDGET: u32 = 256;

/// The smallest solution reachable from `root`, or `None` if there is none.
pub(super) fn smallest(root: &State) -> Option<[u8; 81]> {
    let mut budget = READING_ORDER_BUDGET;
    match reading_order(root, &mut budget) {
        Ok(found) => found,
        Err(OutOfBudget) => {
            let any = search::first(root)?;
            Some(refine(root, any.values()))
        }
    }
}

/// The reading-order search ran out of guesses.
struct OutOfBudget;

/// The first solution in reading order, guessing at most `budget` times.
fn reading_order(state: &State, budget: &mut u32) -> Result<Option<[u8; 81]>, OutOfBudget> {
    let Some(cell) = state.first_unsolved() else {
        return Ok(Some(state.values()));
    };
    let mut digits = state.candidates(cell);
    while digits != 0 {
        *budget = budget.checked_sub(1).ok_or(OutOfBudget)?;
        let digit = digits.trailing_zeros() as u8 + 1;
        digits &= digits - 1;
        let mut next = *state;
        if next.place(cell, digit).is_ok()
            && next.propagate().is_ok()
            && let Some(solution) = reading_order(&next, budget)?
        {
            return Ok(Some(solution));
        }
    }
    Ok(None)
}

/// The smallest solution reachable from `root`, given `best`, one of them.
pub(super) fn refine(root: &State, mut best: [u8; 81]) -> [u8; 81] {
    let mut prefix = *root;
    for cell in 0..81 {
        if prefix.is_solved() {
            break;
        }
        if prefix.value(cell) != 0 {
            continue;
        }
        let below = (1u16 << (best[cell] - 1)) - 1;
        let mut digits = prefix.candidates(cell) & below;
        while digits != 0 {
            let digit = digits.trailing_zeros() as u8 + 1;
            digits &= digits - 1;
            let mut trial = prefix;
            if trial.place(cell, digit).is_ok()
                && trial.propagate().is_ok()
                && let Some(solved) = search::first(&trial)
            {
                best = solved.values();
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
    best
}
