//! The search state: a candidate set per cell, narrowed by propagation.

use super::houses::{HOUSES, PEERS};
use crate::Grid;

/// All nine candidates: bit `d - 1` stands for digit `d`.
const ALL: u16 = 0x1ff;

/// The givens cannot all hold: some cell or house has no candidate left.
#[derive(Debug)]
pub(super) struct Contradiction;

/// A partly solved grid: the digits placed so far and, for every cell, the
/// digits it may still hold.
///
/// Invariant after [`State::new`], [`State::place`] and
/// [`State::propagate`] return `Ok`: no placed digit is a candidate of any
/// of its peers, and no unplaced cell has a single candidate.
#[derive(Clone)]
pub(super) struct State {
    candidates: [u16; 81],
    values: [u8; 81],
    unsolved: u8,
}

impl State {
    /// The state of `grid` with its givens placed and propagated.
    pub(super) fn new(grid: &Grid) -> Result<State, Contradiction> {
        let mut state = State {
            candidates: [ALL; 81],
            values: [0; 81],
            unsolved: 81,
        };
        for (cell, &value) in grid.values().iter().enumerate() {
            if value != 0 {
                state.place(cell, value)?;
            }
        }
        state.propagate()?;
        Ok(state)
    }

    /// Whether every cell holds a digit.
    pub(super) fn is_solved(&self) -> bool {
        self.unsolved == 0
    }

    /// The digits placed so far, `0` for a blank.
    pub(super) fn values(&self) -> &[u8; 81] {
        &self.values
    }

    /// The candidates of `cell` as a bit set.
    pub(super) fn candidates(&self, cell: usize) -> u16 {
        self.candidates[cell]
    }

    /// An unplaced cell with the fewest candidates, the first in reading
    /// order among equals; `None` when the grid is solved.
    pub(super) fn branch_cell(&self) -> Option<usize> {
        let mut best = None;
        let mut fewest = u32::MAX;
        for cell in 0..81 {
            if self.values[cell] == 0 {
                let n = self.candidates[cell].count_ones();
                if n < fewest {
                    fewest = n;
                    best = Some(cell);
                    if n <= 2 {
                        break;
                    }
                }
            }
        }
        best
    }

    /// Places `digit` in `cell` and every naked single that follows.
    pub(super) fn place(&mut self, cell: usize, digit: u8) -> Result<(), Contradiction> {
        let bit = 1 << (digit - 1);
        if self.candidates[cell] & bit == 0 {
            return Err(Contradiction);
        }
        self.candidates[cell] = bit;
        // A cell enters the queue once, when its candidates shrink to one
        // (`cell` itself at the start): 81 places suffice.
        let mut queue = [0u8; 81];
        queue[0] = cell as u8;
        let mut len = 1;
        while len > 0 {
            len -= 1;
            let cell = usize::from(queue[len]);
            if self.values[cell] != 0 {
                continue;
            }
            let bit = self.candidates[cell];
            self.values[cell] = bit.trailing_zeros() as u8 + 1;
            self.unsolved -= 1;
            for &peer in &PEERS[cell] {
                let peer = usize::from(peer);
                let candidates = self.candidates[peer];
                if candidates & bit != 0 {
                    let left = candidates & !bit;
                    if left == 0 {
                        return Err(Contradiction);
                    }
                    self.candidates[peer] = left;
                    if left & (left - 1) == 0 {
                        queue[len] = peer as u8;
                        len += 1;
                    }
                }
            }
        }
        Ok(())
    }

    /// Places hidden singles (a digit with one place left in a house) and
    /// what follows from them, until nothing changes.
    pub(super) fn propagate(&mut self) -> Result<(), Contradiction> {
        while self.unsolved > 0 && self.hidden_singles()? {}
        Ok(())
    }

    /// One pass of hidden singles over the 27 houses; whether it placed any.
    fn hidden_singles(&mut self) -> Result<bool, Contradiction> {
        let mut progress = false;
        for house in &HOUSES {
            let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
            for &cell in house {
                let cell = usize::from(cell);
                let candidates = self.candidates[cell];
                if self.values[cell] != 0 {
                    placed |= candidates;
                } else {
                    twice |= once & candidates;
                    once |= candidates;
                }
            }
            if once | placed != ALL {
                return Err(Contradiction);
            }
            let mut hidden = once & !twice & !placed;
            while hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                hidden ^= bit;
                // Earlier placements in this pass may have taken the digit's
                // last place or placed it already.
                let home = house
                    .iter()
                    .map(|&cell| usize::from(cell))
                    .find(|&cell| self.candidates[cell] & bit != 0)
                    .ok_or(Contradiction)?;
                if self.values[home] == 0 {
                    self.place(home, bit.trailing_zeros() as u8 + 1)?;
                    progress = true;
                }
            }
        }
        Ok(progress)
    }
}
