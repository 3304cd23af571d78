//! Depth-first search over band configurations: take a digit's first
//! configuration in a band, and on failure rule it out (a DPLL branch on
//! one literal), with an explicit stack so that the whole search is one
//! function for the compiler to build for AVX2.

use arrayvec::ArrayVec;

use super::lanes::{Narrow, Wide};
use super::state::{Next, State};

/// How deep a search can go: each branch leaves one digit of one band or
/// stack with the one configuration it tries, where it had two or more
/// ([`State::next`] picks only such a digit), and configurations are only
/// ever taken away; so a path has at most one branch per digit, band and
/// stack, 9 × 6 in all.
pub(super) const DEPTH: usize = 54;

/// The saved states of a search in parts, each pushed without a call to
/// `memcpy` (see `State::parts`), on the stack rather than the heap: two
/// allocations and frees cost some 1,000 instructions a search, which every
/// hard root paid. A push cannot overflow (see [`DEPTH`]).
pub(super) type Saved<W> = (
    ArrayVec<([W; 5], [W; 4]), DEPTH>,
    ArrayVec<([<W as Wide>::Half; 6], usize, <W as Wide>::Half), DEPTH>,
);

/// What a search found: how many solutions (up to its limit), and the
/// first two it met.
pub(crate) type Found = (usize, [Option<[u8; 81]>; 2]);

/// How many solutions the grid with candidates `cells` (see [`State::new`])
/// has, counting no further than `limit` (at least 1), and the first two.
#[inline(always)]
pub(super) fn count<W: Wide>(cells: &[[u16; 16]; 9], limit: usize) -> Found {
    let mut state = State::<W>::new(cells);
    let mut pending = [W::Half::splat(0); 6];
    let mut solutions = [None, None];
    if !state.propagate(&mut pending, 0, 0b1_1111_1111) {
        return (0, solutions);
    }
    let mut found = 0;
    let (mut saved_boxes, mut saved_bands): Saved<W> = Default::default();
    loop {
        let mut alive = false;
        match state.next() {
            Next::Fixed => {
                if let Some(values) = state.solution() {
                    if found < 2 {
                        solutions[found] = Some(values);
                    }
                    found += 1;
                    if found == limit {
                        return (found, solutions);
                    }
                }
            }
            Next::Branch { band, first, rest } => {
                let (early, late, bands) = state.parts();
                saved_boxes.push((early, late));
                saved_bands.push((bands, band, first));
                alive = take(&mut state, band, rest);
            }
        }
        while !alive {
            let (Some((early, late)), Some((bands, band, gone))) =
                (saved_boxes.pop(), saved_bands.pop())
            else {
                return (found, solutions);
            };
            state = State::from_parts((early, late, bands));
            alive = take(&mut state, band, gone);
        }
    }
}

/// Rules out configurations `gone` of band `band` and propagates.
#[inline(always)]
pub(super) fn take<W: Wide>(state: &mut State<W>, band: usize, gone: W::Half) -> bool {
    let mut pending = [W::Half::splat(0); 6];
    pending[band] = gone;
    state.propagate(&mut pending, 1 << band, 0)
}
