//! The search state: for each digit and band, the cells that may still hold
//! the digit, narrowed by band-wise deductions.
//!
//! Cells are numbered 0-80 in reading order; cell `27 * band + bit` is bit
//! `bit` of its band's word (see [`tables`](super::tables)).

use super::tables::{
    BAND, BAND_PEERS, FEASIBLE_CELLS, LOCKED_COLUMNS, LONE_ROWS, ROW_MINIROWS, SINGLE_COLUMN_BOXES,
};
use crate::Grid;

/// The givens, or a guess, cannot all hold.
#[derive(Debug)]
pub(super) struct Contradiction;

/// A partly solved grid.
///
/// `candidates[digit][band]` (digit counted from 0) holds the cells of
/// `band` that may still hold the digit; a solved cell keeps only its own
/// digit's bit. After [`State::propagate`] returns `Ok`, every deduction
/// below has been applied to exhaustion.
#[derive(Clone, Copy)]
pub(super) struct State {
    candidates: [[u32; 3]; 9],
    /// `candidates` as the last band update left them: an update is due
    /// wherever the two differ.
    updated: [[u32; 3]; 9],
    /// The cells of each band that hold no digit yet.
    unsolved: [u32; 3],
    /// The cells of each band with exactly two candidates, as of the last
    /// naked-singles pass.
    pairs: [u32; 3],
}

impl State {
    /// The state of `grid` with its givens placed and propagated.
    pub(super) fn new(grid: &Grid) -> Result<State, Contradiction> {
        // The givens, per digit and band, and the cells they see there.
        let mut givens = [[0u32; 3]; 9];
        let mut seen = [[0u32; 3]; 9];
        for (cell, &value) in grid.values().iter().enumerate() {
            if let Some(digit) = usize::from(value).checked_sub(1) {
                let (band, bit) = (cell / 27, cell % 27);
                givens[digit][band] |= 1 << bit;
                seen[digit][band] |= BAND_PEERS[bit];
            }
        }
        let mut filled = [0u32; 3];
        for digit in &givens {
            for (band, &cells) in digit.iter().enumerate() {
                filled[band] |= cells;
            }
        }
        let mut candidates = [[0u32; 3]; 9];
        for (digit, bands) in candidates.iter_mut().enumerate() {
            let used = givens[digit].map(columns);
            for (band, cells) in bands.iter_mut().enumerate() {
                let own = givens[digit][band];
                let elsewhere = used[(band + 1) % 3] | used[(band + 2) % 3];
                // Two givens of a digit that see each other break the rules.
                if own & seen[digit][band] != 0 || used[band] & elsewhere != 0 {
                    return Err(Contradiction);
                }
                *cells = (BAND & !filled[band] & !seen[digit][band] & !spread(elsewhere)) | own;
            }
        }
        let mut state = State {
            candidates,
            updated: [[0; 3]; 9],
            unsolved: [BAND & !filled[0], BAND & !filled[1], BAND & !filled[2]],
            pairs: [0; 3],
        };
        state.propagate_fully()?;
        Ok(state)
    }

    /// Whether every cell holds a digit.
    pub(super) fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// The digit in `cell`, or `0` if it has none yet.
    pub(super) fn value(&self, cell: usize) -> u8 {
        let (band, bit) = (cell / 27, 1 << (cell % 27));
        if self.unsolved[band] & bit != 0 {
            return 0;
        }
        (0..9)
            .find(|&d| self.candidates[d][band] & bit != 0)
            .map_or(0, |d| d as u8 + 1)
    }

    /// The 81 digits; `0` where a cell has none yet.
    pub(super) fn values(&self) -> [u8; 81] {
        let mut values = [0; 81];
        for (digit, bands) in (1..).zip(&self.candidates) {
            for (band, &cells) in bands.iter().enumerate() {
                let mut solved = cells & !self.unsolved[band];
                while solved != 0 {
                    values[27 * band + solved.trailing_zeros() as usize] = digit;
                    solved &= solved - 1;
                }
            }
        }
        values
    }

    /// The digits `cell` may hold, bit `d - 1` for digit `d`.
    pub(super) fn candidates(&self, cell: usize) -> u16 {
        let (band, bit) = (cell / 27, 1 << (cell % 27));
        let mut digits = 0;
        for (d, bands) in self.candidates.iter().enumerate() {
            if bands[band] & bit != 0 {
                digits |= 1 << d;
            }
        }
        digits
    }

    /// The first cell in reading order that holds no digit yet.
    pub(super) fn first_unsolved(&self) -> Option<usize> {
        (0..3)
            .find(|&band| self.unsolved[band] != 0)
            .map(|band| 27 * band + self.unsolved[band].trailing_zeros() as usize)
    }

    /// A cell to guess at, with its candidates: one with two if there is
    /// one, else one with the fewest. `None` when solved.
    pub(super) fn branch(&self) -> Option<(usize, u16)> {
        if self.is_solved() {
            return None;
        }
        if let Some(band) = (0..3).find(|&band| self.pairs[band] != 0) {
            let cell = 27 * band + self.pairs[band].trailing_zeros() as usize;
            return Some((cell, self.candidates(cell)));
        }
        let mut best = None;
        let mut fewest = u32::MAX;
        for band in 0..3 {
            let mut cells = self.unsolved[band];
            while cells != 0 {
                let cell = 27 * band + cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let digits = self.candidates(cell);
                if digits.count_ones() < fewest {
                    fewest = digits.count_ones();
                    best = Some((cell, digits));
                }
            }
        }
        best
    }

    /// Puts `digit` (1-9) in `cell`: the digit leaves the cell's row and
    /// box in its band, the other digits leave the cell. The columns follow
    /// in [`State::propagate`].
    pub(super) fn place(&mut self, cell: usize, digit: u8) -> Result<(), Contradiction> {
        let (band, bit) = (cell / 27, cell % 27);
        let digit = usize::from(digit - 1);
        if self.candidates[digit][band] & 1 << bit == 0 {
            return Err(Contradiction);
        }
        self.candidates[digit][band] &= !BAND_PEERS[bit];
        self.solve_cells(digit, band, 1 << bit);
        Ok(())
    }

    /// Takes `digit` (1-9) from the candidates of `cell`, which holds no
    /// digit yet; [`State::propagate`] draws the consequences.
    pub(super) fn eliminate(&mut self, cell: usize, digit: u8) {
        debug_assert!(self.value(cell) == 0, "{cell} is solved");
        let (band, bit) = (cell / 27, cell % 27);
        self.candidates[usize::from(digit - 1)][band] &= !(1 << bit);
    }

    /// Marks `cells` of `band` solved with `digit`: every other digit
    /// leaves them.
    fn solve_cells(&mut self, digit: usize, band: usize, cells: u32) {
        self.unsolved[band] &= !cells;
        let own = self.candidates[digit][band];
        for bands in &mut self.candidates {
            bands[band] &= !cells;
        }
        self.candidates[digit][band] = own;
    }

    /// [`State::propagate`], then hidden singles in columns as well, until
    /// nothing changes. The column pass pays at the root, where a puzzle is
    /// often solved outright; after a guess it costs more than it saves.
    fn propagate_fully(&mut self) -> Result<(), Contradiction> {
        self.propagate()?;
        while !self.is_solved() && self.column_singles()? {
            self.propagate()?;
        }
        Ok(())
    }

    /// Applies the band deductions and naked singles until nothing changes.
    pub(super) fn propagate(&mut self) -> Result<(), Contradiction> {
        loop {
            let mut changed = true;
            while changed {
                changed = false;
                for digit in 0..9 {
                    // Most digits have not changed: one comparison of all
                    // three bands says so.
                    if self.candidates[digit] == self.updated[digit] {
                        continue;
                    }
                    // Settle the digit across its bands before the next
                    // one: its column locks are seen at once.
                    while self.update::<0>(digit)?
                        | self.update::<1>(digit)?
                        | self.update::<2>(digit)?
                    {
                        changed = true;
                    }
                }
            }
            if self.is_solved() || !self.naked_singles()? {
                return Ok(());
            }
        }
    }

    /// The deductions for `digit` in band `B`, if its cells there changed:
    /// - only mini-rows that fit a placement of the digit (one per row and
    ///   per box) keep it, which also catches a row or box left without;
    /// - a box where the digit has one column left takes that column from
    ///   the other two bands;
    /// - a row where the digit has one cell left solves that cell.
    ///
    /// Returns whether there was anything to do.
    #[inline(always)]
    fn update<const B: usize>(&mut self, digit: usize) -> Result<bool, Contradiction> {
        let cells = self.candidates[digit][B];
        if cells == self.updated[digit][B] {
            return Ok(false);
        }
        let minirows = usize::from(ROW_MINIROWS[(cells & 0o777) as usize])
            | usize::from(ROW_MINIROWS[(cells >> 9 & 0o777) as usize]) << 3
            | usize::from(ROW_MINIROWS[(cells >> 18 & 0o777) as usize]) << 6;
        let cells = cells & FEASIBLE_CELLS[minirows];
        if cells == 0 {
            return Err(Contradiction);
        }
        self.candidates[digit][B] = cells;
        self.updated[digit][B] = cells;

        let columns = (cells | cells >> 9 | cells >> 18) & 0o777;
        let keep = !LOCKED_COLUMNS[columns as usize];
        self.candidates[digit][(B + 1) % 3] &= keep;
        self.candidates[digit][(B + 2) % 3] &= keep;

        // A row left with one cell: its one mini-row, in a box with one
        // column. Unconditional: a branch here mispredicts more than the
        // work costs.
        let solved =
            cells & LONE_ROWS[minirows] & SINGLE_COLUMN_BOXES[columns as usize] & self.unsolved[B];
        self.solve_cells(digit, B, solved);
        Ok(true)
    }

    /// Places every cell with a single candidate; whether there was one.
    /// Also records the cells with two candidates, for [`State::branch`].
    fn naked_singles(&mut self) -> Result<bool, Contradiction> {
        let mut placed = false;
        for band in 0..3 {
            let (mut one, mut two, mut three) = (0, 0, 0);
            for bands in &self.candidates {
                let cells = bands[band];
                three |= two & cells;
                two |= one & cells;
                one |= cells;
            }
            if one != BAND {
                return Err(Contradiction);
            }
            self.pairs[band] = two & !three;
            let mut singles = one & !two & self.unsolved[band];
            while singles != 0 {
                let bit = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                // An earlier single of this pass may have taken the last
                // candidate.
                let digit = (0..9)
                    .find(|&digit| self.candidates[digit][band] & 1 << bit != 0)
                    .ok_or(Contradiction)?;
                self.candidates[digit][band] &= !BAND_PEERS[bit];
                self.unsolved[band] &= !(1 << bit);
                placed = true;
            }
        }
        Ok(placed)
    }
}

impl State {
    /// Places every digit that has one cell left in a column (the band
    /// deductions see rows and boxes, not whole columns); whether there was
    /// one. A column with no cell left for a digit is a contradiction.
    fn column_singles(&mut self) -> Result<bool, Contradiction> {
        let mut placed = false;
        for digit in 0..9 {
            let (mut once, mut twice) = (0, 0);
            for cells in self.candidates[digit] {
                for row in [cells, cells >> 9, cells >> 18] {
                    let row = row & 0o777;
                    twice |= once & row;
                    once |= row;
                }
            }
            if once != 0o777 {
                return Err(Contradiction);
            }
            let singles = once & !twice;
            if singles == 0 {
                continue;
            }
            let in_band = spread(singles);
            for band in 0..3 {
                let mut cells = self.candidates[digit][band] & in_band & self.unsolved[band];
                while cells != 0 {
                    let bit = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    // An earlier placement may have taken the cell.
                    if self.candidates[digit][band] & 1 << bit == 0 {
                        return Err(Contradiction);
                    }
                    self.candidates[digit][band] &= !BAND_PEERS[bit];
                    self.solve_cells(digit, band, 1 << bit);
                    placed = true;
                }
            }
        }
        Ok(placed)
    }
}

/// The columns of a band word that hold any cell.
fn columns(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & 0o777
}

/// The cells of a band in the given columns.
fn spread(columns: u32) -> u32 {
    columns | columns << 9 | columns << 18
}
