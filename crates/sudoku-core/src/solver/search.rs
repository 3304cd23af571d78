//! Depth-first search over the propagated state.

use std::ops::ControlFlow;

#[cfg(target_arch = "x86_64")]
use super::features;
use super::state::{Contradiction, State};

/// Calls `visit` with every solution reachable from `state`, in the order
/// the search meets them, until `visit` breaks.
///
/// It guesses at the cell [`State::branch`] picks, trying its candidates in
/// ascending order, and propagates after each guess. The recursion is at
/// most 81 deep: every level solves at least one cell. The last candidate
/// of a cell is tried in the same frame, without a copy.
pub(super) fn solutions<F>(state: &State, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&State) -> ControlFlow<()>,
{
    let mut state = *state;
    descend(&mut state, visit)
}

/// [`solutions`], working on `state` in place: each guess but the last
/// searches a copy, and the last carries on in `state` itself. The build
/// of propagation and of the guess choice is picked once here, not at
/// every node.
fn descend<F>(state: &mut State, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&State) -> ControlFlow<()>,
{
    #[cfg(target_arch = "x86_64")]
    if features::fast_bmi2() {
        return descend_with::<Bmi2, F>(state, visit);
    }
    descend_with::<Portable, F>(state, visit)
}

/// One build of the two steps the search takes at every node.
trait Build {
    fn propagate(state: &mut State) -> Result<(), Contradiction>;
    fn branch(state: &State) -> Option<(usize, u16)>;
}

/// The build for any processor.
struct Portable;

impl Build for Portable {
    fn propagate(state: &mut State) -> Result<(), Contradiction> {
        state.propagate_portable()
    }

    fn branch(state: &State) -> Option<(usize, u16)> {
        state.branch_portable()
    }
}

/// The BMI2 build: [`descend`] searches with it only where
/// [`features::fast_bmi2`] holds.
#[cfg(target_arch = "x86_64")]
struct Bmi2;

#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
impl Build for Bmi2 {
    fn propagate(state: &mut State) -> Result<(), Contradiction> {
        // SAFETY: `propagate_bmi2` needs BMI1, BMI2 and POPCNT, which
        // `fast_bmi2` found before the search began.
        unsafe { state.propagate_bmi2() }
    }

    fn branch(state: &State) -> Option<(usize, u16)> {
        // SAFETY: as for `propagate`.
        unsafe { state.branch_popcnt() }
    }
}

/// [`descend`] in build `B`.
fn descend_with<B: Build, F>(state: &mut State, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&State) -> ControlFlow<()>,
{
    loop {
        let Some((cell, mut digits)) = B::branch(state) else {
            return visit(state);
        };
        loop {
            let digit = digits.trailing_zeros() as u8 + 1;
            digits &= digits - 1;
            if digits == 0 {
                // The last candidate needs no copy: carry on in this frame.
                if state.place(cell, digit).is_ok() && B::propagate(state).is_ok() {
                    break;
                }
                return ControlFlow::Continue(());
            }
            let mut next = *state;
            if next.place(cell, digit).is_ok() && B::propagate(&mut next).is_ok() {
                descend_with::<B, F>(&mut next, visit)?;
            }
        }
    }
}

/// The first two solutions the search meets (fewer if there are fewer),
/// which answers the uniqueness question; no allocation.
pub(super) fn first_two(state: &State) -> [Option<[u8; 81]>; 2] {
    let mut found = [None; 2];
    let mut n = 0;
    let _ = solutions(state, &mut |solved: &State| {
        found[n] = Some(solved.values());
        n += 1;
        if n == 2 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    found
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

/// The first solution reachable from `state` when the candidates of each
/// guessed cell are tried in the order `pick` chooses: it gets the digits
/// left to try (bit `d - 1` for digit `d`, never empty) and returns one.
///
/// Every solution can come out: at each guess, the digit on the way to it
/// may be picked first.
pub(super) fn first_picking<F>(state: &State, pick: &mut F) -> Option<State>
where
    F: FnMut(u16) -> u8,
{
    let Some((cell, mut digits)) = state.branch() else {
        return Some(*state);
    };
    while digits != 0 {
        let digit = pick(digits);
        debug_assert!(digits & 1 << (digit - 1) != 0, "picked a digit not offered");
        digits &= !(1 << (digit - 1));
        let mut next = *state;
        if next.place(cell, digit).is_ok()
            && next.propagate().is_ok()
            && let Some(solved) = first_picking(&next, pick)
        {
            return Some(solved);
        }
    }
    None
}
