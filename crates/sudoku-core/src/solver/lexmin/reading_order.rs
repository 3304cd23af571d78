//! Reading order: guessing at the first open cell, digits ascending, meets
//! the solutions in increasing order, so the first it meets is the
//! smallest. It is fast where most guesses lead somewhere (puzzles with
//! many solutions) and at the mercy of puzzles built against it, so it
//! runs on a budget: the times it backs up (tries a cell's next digit).

use std::ops::ControlFlow;

use super::super::state::State;
use super::{OutOfBudget, READING_ORDER_BUDGET, SECOND_READING_ORDER_BUDGET};

/// The first solution in reading order, backing up at most `budget` times.
pub(super) fn reading_order(
    state: &State,
    budget: &mut u32,
) -> Result<Option<[u8; 81]>, OutOfBudget> {
    let mut found = None;
    let _ = in_order(state, budget, &mut |values| {
        found = Some(values);
        ControlFlow::Break(())
    })?;
    Ok(found)
}

/// The first two solutions in reading order (fewer if there are fewer),
/// `None` when reading order runs out of [`SECOND_READING_ORDER_BUDGET`]:
/// the smallest, and whether it is the only one. For `solve` on a root
/// with [`MANY_SOLUTIONS_FROM`](super::MANY_SOLUTIONS_FROM) open
/// candidates or more, which almost always has many: there it answers
/// both questions at once.
pub(in crate::solver) fn smallest_two(root: &State) -> Option<[Option<[u8; 81]>; 2]> {
    let mut found = [None; 2];
    let mut n = 0;
    let mut budget = SECOND_READING_ORDER_BUDGET;
    let _ = in_order(root, &mut budget, &mut |values| {
        found[n] = Some(values);
        n += 1;
        if n == found.len() {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    })
    .ok()?;
    Some(found)
}

/// The smallest solution if reading order finds it within
/// [`READING_ORDER_BUDGET`] (`Some(None)`: there is none), `None` when it
/// runs out. For `solve_any` on a root with
/// [`MANY_SOLUTIONS_FROM`](super::MANY_SOLUTIONS_FROM) open candidates or
/// more: there most guesses lead somewhere, and a guess in reading order
/// costs less than one at the cell with the fewest candidates.
pub(in crate::solver) fn smallest_quickly(root: &State) -> Option<Option<[u8; 81]>> {
    let mut budget = READING_ORDER_BUDGET;
    reading_order(root, &mut budget).ok()
}

/// Calls `visit` with the solutions reachable from `state` in increasing
/// order until it breaks, backing up at most `budget` times.
fn in_order<F>(
    state: &State,
    budget: &mut u32,
    visit: &mut F,
) -> Result<ControlFlow<()>, OutOfBudget>
where
    F: FnMut([u8; 81]) -> ControlFlow<()>,
{
    let Some(cell) = state.first_unsolved() else {
        return Ok(visit(state.values()));
    };
    let mut digits = state.candidates(cell);
    let mut first = true;
    while digits != 0 {
        if !first {
            *budget = budget.checked_sub(1).ok_or(OutOfBudget)?;
        }
        first = false;
        let digit = digits.trailing_zeros() as u8 + 1;
        digits &= digits - 1;
        let mut next = *state;
        if next.place(cell, digit).is_ok()
            && next.propagate().is_ok()
            && in_order(&next, budget, visit)?.is_break()
        {
            return Ok(ControlFlow::Break(()));
        }
    }
    Ok(ControlFlow::Continue(()))
}
