//! The smallest solution by branch and bound, on the triad engine: the
//! search of [`search`](super::search), but once it holds a solution every
//! node is narrowed to what could still beat it and dropped when nothing
//! can, as the main engine's `lexmin` does.

use super::lanes::{Narrow, Wide};
use super::search::{Saved, take};
use super::state::{Next, State, box_lane};

/// What [`smallest`] ends with: the smallest solution it met (or the best
/// it was given), and whether it searched to the end rather than running
/// out of branches.
pub(crate) type Smallest = (Option<[u8; 81]>, bool);

/// The smallest solution of the grid with candidates `cells` (see
/// [`State::new`]) that is smaller than `best` (when there is one), making
/// at most `budget` branches.
#[inline(always)]
pub(super) fn smallest<W: Wide>(
    cells: &[[u16; 16]; 9],
    mut best: Option<[u8; 81]>,
    mut budget: u32,
) -> Smallest {
    let mut state = State::<W>::new(cells);
    let mut pending = [W::Half::splat(0); 6];
    let mut alive = state.propagate(&mut pending, 0, 0b1_1111_1111);
    let (mut saved_boxes, mut saved_bands): Saved<W> = Default::default();
    loop {
        if alive && let Some(bar) = &best {
            alive = bound(&mut state, bar);
        }
        if alive {
            match state.next() {
                Next::Fixed => {
                    // The bound let it through: it is smaller.
                    if let Some(values) = state.solution() {
                        best = Some(values);
                    }
                }
                Next::Branch { band, first, rest } => {
                    let Some(left) = budget.checked_sub(1) else {
                        return (best, false);
                    };
                    budget = left;
                    let (early, late, bands) = state.parts();
                    saved_boxes.push((early, late));
                    saved_bands.push((bands, band, first));
                    alive = take(&mut state, band, rest);
                    continue;
                }
            }
        }
        let (Some((early, late)), Some((bands, band, gone))) =
            (saved_boxes.pop(), saved_bands.pop())
        else {
            return (best, true);
        };
        state = State::from_parts((early, late, bands));
        alive = take(&mut state, band, gone);
    }
}

/// Narrows `state` to solutions smaller than `bar`: reading the cells in
/// order while they can only equal `bar`'s, the first cell that may differ
/// loses the digits above `bar`'s (and is looked at again, since that can
/// take its smaller digits too). `false` when no solution of `state` can
/// be smaller than `bar`; on `true` the first cell that may differ can
/// still be smaller, so a solved state that passes is.
#[inline(always)]
fn bound<W: Wide>(state: &mut State<W>, bar: &[u8; 81]) -> bool {
    let mut boxes = state.boxes();
    let mut cell = 0;
    while let Some(&digit) = bar.get(cell) {
        let own = 1u16 << (digit - 1);
        let (b, lane) = box_lane(cell);
        let candidates = boxes[b][lane];
        if candidates & (own - 1) != 0 {
            let keep = candidates & (own | (own - 1));
            if keep == candidates {
                return true;
            }
            if !state.narrow(cell, keep) {
                return false;
            }
            boxes = state.boxes();
            continue;
        }
        if candidates & own == 0 {
            return false;
        }
        if candidates != own {
            if !state.narrow(cell, own) {
                return false;
            }
            boxes = state.boxes();
        }
        cell += 1;
    }
    // Every cell equals `bar`'s: nothing smaller here.
    false
}
