//! The one deduction band updates cannot make: a digit with one cell left
//! in a column (bands see rows and boxes, not whole columns); and the
//! column arithmetic of band words.

use super::subbands::at;
use super::{Contradiction, State};
use crate::solver::tables::BAND_PEERS;

impl State {
    /// Places every digit that has one cell left in a column (the band
    /// deductions see rows and boxes, not whole columns); whether there was
    /// one. A column with no cell left for a digit is a contradiction.
    pub(super) fn column_singles(&mut self) -> Result<bool, Contradiction> {
        let mut placed = false;
        for digit in 0..9 {
            let (mut once, mut twice) = (0, 0);
            for &cells in &self.candidates[at(digit, 0)..at(digit, 3)] {
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
                let i = at(digit, band);
                let mut cells = self.candidates[i] & in_band & self.unsolved[band];
                while cells != 0 {
                    let bit = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    // An earlier placement may have taken the cell.
                    if self.candidates[i] & 1 << bit == 0 {
                        return Err(Contradiction);
                    }
                    self.candidates[i] &= !BAND_PEERS[bit];
                    self.solve_cells(i, band, 1 << bit);
                    placed = true;
                }
            }
        }
        Ok(placed)
    }
}

/// The columns of a band word that hold any cell.
pub(super) fn columns(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & 0o777
}

/// The cells of a band in the given columns.
pub(super) fn spread(columns: u32) -> u32 {
    columns | columns << 9 | columns << 18
}
