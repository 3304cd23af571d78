//! Depth-first search over the propagated state.

use std::ops::ControlFlow;

use super::state::State;

/// Calls `visit` with every solution reachable from `state`, in the order
/// the search meets them, until `visit` breaks.
///
/// It guesses at the cell [`State::branch`] picks, trying its candidates in
/// ascending order, and propagates after each guess. The recursion is at
/// most 81 deep: every level solves at least one cell.
pub(super) fn solutions<F>(state: &State, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&State) -> ControlFlow<()>,
{
    let Some((cell, mut digits)) = state.branch() else {
        return visit(state);
    };
    while digits != 0 {
        let digit = digits.trailing_zeros() as u8 + 1;
        digits &= digits - 1;
        let mut next = *state;
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
        found = Some(*solved);
        ControlFlow::Break(())
    });
    found
}
