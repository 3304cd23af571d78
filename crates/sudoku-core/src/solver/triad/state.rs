//! The triad engine's state and its propagation.
//!
//! Each box keeps its cells' candidates and its negative triads (see
//! [`tables`](super::tables)); each band and stack keeps, per
//! configuration, the digits that may still cross it that way. A box and
//! its band talk through triads: the band tells the box which digits each
//! mini-row may hold, the box tells the band which configurations its
//! placements and empty triads rule out.

use super::lanes::{Narrow, Wide};
use super::tables::{
    ALL, ALONG_CELLS, ALONG_ROWS, BAND_AND_STACK, BOX_FREE, BOX_OF, CELLS, FORCED, FULL_BAND,
    FULL_BOX, MESSAGES, MINIMUMS, TO_BOX, TRIADS,
};

/// A partly solved grid: nine boxes, then three bands and three stacks.
#[derive(Clone, Copy)]
pub(super) struct State<W: Wide> {
    boxes: [W; 9],
    configurations: [W::Half; 6],
}

/// Configurations waiting to go, per band: the work [`State::propagate`]
/// takes.
pub(super) type Pending<W> = [<W as Wide>::Half; 6];

/// A [`State`] in parts: see [`State::parts`].
pub(super) type Parts<W> = ([W; 5], [W; 4], [<W as Wide>::Half; 6]);

/// What the search should do next with a propagated state.
pub(super) enum Next<H> {
    /// No band has a digit with two configurations or more (whether each
    /// digit still has one is for [`State::solution`] to find).
    Fixed,
    /// Try configuration `first` of band `band`'s digit, then the others
    /// (`rest`).
    Branch { band: usize, first: H, rest: H },
}

impl<W: Wide> State<W> {
    /// The state with each cell's candidates as given (bit `d - 1` for
    /// digit `d`), in boxes: `cells[b][4 * r + c]` for the cell at row `r`,
    /// column `c` of box `b`. Nothing is propagated yet: every box is due.
    #[inline(always)]
    pub(super) fn new(cells: &[[u16; 16]; 9]) -> State<W> {
        let free = W::load(&FULL_BOX).and_not(W::load(&CELLS));
        State {
            boxes: cells.map(|lanes| W::load(&lanes).and(W::load(&CELLS)).or(free)),
            configurations: [W::Half::load(&FULL_BAND); 6],
        }
    }

    /// The state in three parts, each small enough to be copied without a
    /// call to `memcpy`: the first five boxes, the other four, the bands.
    #[inline(always)]
    pub(super) fn parts(&self) -> Parts<W> {
        let b = &self.boxes;
        (
            [b[0], b[1], b[2], b[3], b[4]],
            [b[5], b[6], b[7], b[8]],
            self.configurations,
        )
    }

    /// The state of [`State::parts`].
    #[inline(always)]
    pub(super) fn from_parts((first, second, configurations): Parts<W>) -> State<W> {
        let [b0, b1, b2, b3, b4] = first;
        let [b5, b6, b7, b8] = second;
        State {
            boxes: [b0, b1, b2, b3, b4, b5, b6, b7, b8],
            configurations,
        }
    }

    /// Applies `pending` and every consequence, starting with the bands
    /// in `bands` and the boxes in `boxes` (bit masks); `false` on a
    /// contradiction.
    #[inline(always)]
    pub(super) fn propagate(
        &mut self,
        pending: &mut Pending<W>,
        mut bands: u32,
        mut boxes: u32,
    ) -> bool {
        loop {
            if boxes != 0 {
                let b = boxes.trailing_zeros() as usize;
                boxes &= boxes - 1;
                if !self.settle_box(b, pending) {
                    return false;
                }
                let [h, v] = BAND_AND_STACK[b];
                bands |= u32::from(pending[h].intersects(self.configurations[h])) << h;
                bands |= u32::from(pending[v].intersects(self.configurations[v])) << v;
            } else if bands != 0 {
                let i = bands.trailing_zeros() as usize;
                bands &= bands - 1;
                let gone = pending[i];
                pending[i] = W::Half::splat(0);
                boxes |= self.settle_band(i, gone);
            } else {
                return true;
            }
        }
    }

    /// Takes `gone` from band `i`'s configurations, and a mini-row's digits
    /// once only three can go there; narrows its boxes to what remains.
    /// Returns the boxes that changed.
    #[inline(always)]
    fn settle_band(&mut self, i: usize, gone: W::Half) -> u32 {
        let mut configurations = self.configurations[i].and_not(gone);
        let triads = positive_triads::<W>(configurations);
        let forced = triads.and(triads.popcounts().equal(W::splat(3)));
        let elsewhere = forced
            .shuffle(&FORCED[0])
            .or(forced.shuffle(&FORCED[1]))
            .or(forced.shuffle(&FORCED[2]))
            .or(forced.shuffle(&FORCED[3]));
        configurations = configurations.and_not(elsewhere.low().or(elsewhere.high()));
        self.configurations[i] = configurations;

        let triads = positive_triads::<W>(configurations);
        let free = W::load(&BOX_FREE[i]);
        let mut changed = 0;
        for (p, &b) in BOX_OF[i].iter().enumerate() {
            let own = triads.broadcast_row(p);
            let keep = own
                .shuffle(&TO_BOX[i][0])
                .or(own.shuffle(&TO_BOX[i][1]))
                .or(free);
            // Without a branch: whether a box changes is hard to predict.
            changed |= u32::from(!self.boxes[b].subset_of(keep)) << b;
            self.boxes[b] = self.boxes[b].and(keep);
        }
        changed
    }

    /// Box `b`'s own rules to exhaustion: a cell needs a digit and a
    /// negative triad six; a digit once in a row or column of the matrix
    /// (a mini-row and its triad, a mini-column and its triad) goes there.
    /// What its placements and empty triads rule out for its band and
    /// stack is added to `pending`.
    #[inline(always)]
    fn settle_box(&mut self, b: usize, pending: &mut Pending<W>) -> bool {
        let [h, v] = BAND_AND_STACK[b];
        let mut cells = self.boxes[b];
        let mut lost = W::splat(0);
        let (mut absent, mut present) = (W::splat(0), W::splat(0));
        // Where a round is cheap, two rounds without asking whether the
        // first changed anything (it usually does, and the question
        // mispredicts); then as many more as it takes.
        if W::TWO_ROUNDS {
            if !round(cells, &mut lost, &mut absent, &mut present) {
                return false;
            }
            cells = cells.and_not(lost);
        }
        loop {
            if !round(cells, &mut lost, &mut absent, &mut present) {
                return false;
            }
            if !lost.intersects(cells) {
                break;
            }
            cells = cells.and_not(lost);
        }
        let present = present.gather_triads();
        let message = absent
            .gather_triads()
            .shuffle(&MESSAGES[0][b])
            .or(present.shuffle(&MESSAGES[1][b]))
            .or(present.shuffle(&MESSAGES[2][b]));
        pending[h] = pending[h].or(message.low());
        pending[v] = pending[v].or(message.high());
        self.boxes[b] = cells;
        true
    }

    /// Every box's lanes.
    #[inline(always)]
    pub(super) fn boxes(&self) -> [[u16; 16]; 9] {
        self.boxes.map(W::store)
    }

    /// Keeps only `digits` in cell `cell` (reading order) and propagates;
    /// `false` on a contradiction.
    #[inline(always)]
    pub(super) fn narrow(&mut self, cell: usize, digits: u16) -> bool {
        let (b, lane) = box_lane(cell);
        let mut lanes = self.boxes[b].store();
        lanes[lane] &= digits;
        self.boxes[b] = W::load(&lanes);
        let mut pending = [W::Half::splat(0); 6];
        self.propagate(&mut pending, 0, 1 << b)
    }

    /// What to branch on: the band (or stack) with the fewest
    /// configurations that is not fixed, and in it the digit with the
    /// fewest (two if any, else three, else four or more).
    #[inline(always)]
    pub(super) fn next(&self) -> Next<W::Half> {
        let mut best = (usize::MAX, u32::MAX);
        for (i, configurations) in self.configurations.iter().enumerate() {
            let count = configurations.count_ones();
            if count > 9 && count < best.1 {
                best = (i, count);
            }
        }
        let band = best.0;
        if band == usize::MAX {
            return Next::Fixed;
        }
        let lanes = self.configurations[band].store();
        let (mut one, mut two, mut three, mut four) = (0u16, 0u16, 0u16, 0u16);
        for &lane in &lanes[..6] {
            four |= three & lane;
            three |= two & lane;
            two |= one & lane;
            one |= lane;
        }
        let choice = [two & !three, three & !four, four]
            .into_iter()
            .find(|&digits| digits != 0)
            .unwrap_or(0);
        let bit = choice & choice.wrapping_neg();
        let k = lanes.iter().position(|&lane| lane & bit != 0).unwrap_or(0);
        let mut first = [0; 8];
        first[k] = bit;
        let first = W::Half::load(&first);
        let rest = self.configurations[band]
            .and(W::Half::splat(bit))
            .and_not(first);
        Next::Branch { band, first, rest }
    }

    /// The 81 digits of a fixed state, or `None` if they are not a solved
    /// grid.
    #[inline(always)]
    pub(super) fn solution(&self) -> Option<[u8; 81]> {
        let mut values = [0u8; 81];
        let (mut rows, mut columns, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
        for (b, cells) in self.boxes.iter().enumerate() {
            let lanes = cells.store();
            for r in 0..3 {
                for c in 0..3 {
                    let digits = lanes[4 * r + c];
                    if digits.count_ones() != 1 {
                        return None;
                    }
                    let (row, col) = (b / 3 * 3 + r, b % 3 * 3 + c);
                    values[9 * row + col] = digits.trailing_zeros() as u8 + 1;
                    rows[row] |= digits;
                    columns[col] |= digits;
                    boxes[b] |= digits;
                }
            }
        }
        let complete = |units: [u16; 9]| units.iter().all(|&unit| unit == ALL);
        (complete(rows) && complete(columns) && complete(boxes)).then_some(values)
    }
}

/// The box of cell `cell` (reading order) and its lane there.
#[inline(always)]
pub(super) fn box_lane(cell: usize) -> (usize, usize) {
    let (row, col) = (cell / 9, cell % 9);
    (row / 3 * 3 + col / 3, row % 3 * 4 + col % 3)
}

/// One round of a box's rules on `cells`: `false` if a lane is left with
/// too few digits; else adds to `lost` what the box's placements rule out
/// in it, to `absent` the lanes asserted, to `present` the placements
/// seen from each lane.
#[inline(always)]
fn round<W: Wide>(cells: W, lost: &mut W, absent: &mut W, present: &mut W) -> bool {
    let minimums = W::load(&MINIMUMS);
    let counts = cells.popcounts();
    if counts.any_below(minimums) {
        return false;
    }
    let asserted = cells
        .and(counts.equal(minimums))
        .or(alone(cells, W::along_row, |x| x.shuffle(&ALONG_ROWS[1])))
        .or(alone(cells, W::next_row, W::row_after_next));

    let placed = asserted.and(W::load(&CELLS));
    let mut rows = placed.or(placed.along_row());
    rows = rows.or(rows.shuffle(&ALONG_ROWS[1]));
    let mut columns = placed.or(placed.next_row());
    columns = columns.or(columns.row_after_next());
    let seen = columns
        .or(columns.shuffle(&ALONG_CELLS[0]))
        .or(columns.shuffle(&ALONG_CELLS[1]))
        .or(rows)
        .or(placed.nonzero());
    *lost = seen.xor(placed).or(*lost);
    *absent = absent.or(asserted);
    *present = present.or(seen);
    true
}

/// The digits of each lane of `cells` that no other lane of its row holds,
/// where `by_one` and `by_two` turn each row by one and two lanes: the
/// other three lanes are the next one and, turned by two, the lane and
/// the next.
#[inline(always)]
fn alone<W: Wide>(cells: W, by_one: impl Fn(W) -> W, by_two: impl Fn(W) -> W) -> W {
    let next = by_one(cells);
    cells.and_not(next.or(by_two(cells.or(next))))
}

/// A band's positive triads from its configurations.
#[inline(always)]
fn positive_triads<W: Wide>(configurations: W::Half) -> W {
    let both = W::join(configurations, configurations);
    both.shuffle(&TRIADS[0]).or(both.shuffle(&TRIADS[1]))
}

#[cfg(test)]
mod tests {
    use super::super::lanes::Portable;
    use super::*;

    /// Sixteen lanes of random digit sets, sparse enough that digits are
    /// often alone in a row.
    fn random_lanes(seed: &mut u64) -> [u16; 16] {
        std::array::from_fn(|_| {
            let mut next = || {
                *seed ^= *seed << 13;
                *seed ^= *seed >> 7;
                *seed ^= *seed << 17;
                (*seed >> 20) as u16 & ALL
            };
            next() & next()
        })
    }

    /// `alone` keeps in each lane the digits that no other lane of its row
    /// (or column) of the box's matrix holds, as looking at the other three
    /// lanes one by one does.
    #[test]
    fn a_digit_alone_is_one_no_other_lane_of_its_row_holds() {
        let mut seed = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..2_000 {
            let lanes = random_lanes(&mut seed);
            let cells = Portable::load(&lanes);
            let in_rows = alone(cells, Portable::along_row, |x| x.shuffle(&ALONG_ROWS[1]));
            let in_columns = alone(cells, Portable::next_row, Portable::row_after_next);
            let (in_rows, in_columns) = (in_rows.store(), in_columns.store());
            for lane in 0..16 {
                let (r, c) = (lane / 4, lane % 4);
                let row = (0..4).filter(|&k| k != c).map(|k| lanes[4 * r + k]);
                let column = (0..4).filter(|&k| k != r).map(|k| lanes[4 * k + c]);
                assert_eq!(in_rows[lane], lanes[lane] & !row.fold(0, |a, b| a | b));
                assert_eq!(
                    in_columns[lane],
                    lanes[lane] & !column.fold(0, |a, b| a | b)
                );
            }
        }
    }
}
