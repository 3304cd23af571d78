//! Depth-first search over the propagated state.

use std::ops::ControlFlow;

use super::state::State;

/// Calls `visit` with every solution reachable from `state`, in the order
/// the search meets them, until `visit` breaks.
///
/// It branches on an unplaced cell with the fewest candidates, trying them
/// in ascending order, and propagates after each guess. The recursion is at
/// most 81 deep: every level places at least one digit.
pub(super) fn solutions<F>(state: &State, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&State) -> ControlFlow<()>,
{
    let Some(cell) = state.branch_cell() else {
        return visit(state);
    };
    let mut candidates = state.candidates(cell);
    while candidates != 0 {
        let digit = candidates.trailing_zeros() as u8 + 1;
        candidates &= candidates - 1;
        let mut next = state.clone();
        if next.place(cell, digit).is_ok() && next.propagate().is_ok() {
            solutions(&next, visit)?;
        }
    }
    ControlFlow::Continue(())
}

/// Any one solution reachable from `state`.
pub(super) fn first(state: &State) -> Option<State> {
    let mut found = None;
    let _ = solutions(state, &mut |solved: &State| {
        found = Some(solved.clone());
        ControlFlow::Break(())
    });
    found
}
