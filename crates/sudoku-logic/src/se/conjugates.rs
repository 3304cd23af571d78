//! Each candidate's conjugates on a fixed board: for each of its cell's
//! houses, the digit's other place when the house has exactly two. The
//! static chain searches ask this millions of times a rating ("the digit's
//! only other place in a house", SE's x-links); worked out once a search it
//! is one load instead of a 128-bit mask and a count per house.

use super::board::{Board, HOUSES};

/// No conjugate in that house.
pub(super) const NONE: u8 = u8::MAX;

/// Each candidate's conjugates, and the cells that have any.
pub(super) struct Conjugates {
    /// For each cell and digit (1-9), in the order of
    /// [`HOUSE_OF`](super::board::HOUSE_OF): the digit's other place in
    /// that house when it has exactly two, else [`NONE`].
    others: [[[u8; 3]; 10]; 81],
    /// For each digit, the cells where it has a conjugate.
    cells: [u128; 10],
}

impl Default for Conjugates {
    fn default() -> Conjugates {
        Conjugates {
            others: [[[NONE; 3]; 10]; 81],
            cells: [0; 10],
        }
    }
}

impl Conjugates {
    /// The conjugates of every candidate of `board`.
    pub(super) fn of(board: &Board) -> Box<Conjugates> {
        let mut table = Box::new(Conjugates::default());
        table.fill(board);
        table
    }

    /// Makes this the table of `board`.
    pub(super) fn fill(&mut self, board: &Board) {
        *self = Conjugates::default();
        for house in 0..HOUSES.len() {
            // Boxes, then rows, then columns: the order of `HOUSE_OF`.
            let kind = house / 9;
            for digit in 1..=9u8 {
                let places = board.cells_of(house, digit);
                let rest = places & places.wrapping_sub(1);
                if rest == 0 || rest & rest.wrapping_sub(1) != 0 {
                    continue;
                }
                let (a, b) = (places.trailing_zeros() as u8, rest.trailing_zeros() as u8);
                self.cells[usize::from(digit)] |= places;
                for (at, other) in [(a, b), (b, a)] {
                    self.others[usize::from(at)][usize::from(digit)][kind] = other;
                }
            }
        }
    }

    /// The cells where `digit` has a conjugate in some house.
    pub(super) fn cells(&self, digit: u8) -> u128 {
        self.cells[usize::from(digit)]
    }

    /// The conjugates of `digit` at `cell`, one per house of the cell.
    pub(super) fn at(&self, cell: usize, digit: u8) -> [u8; 3] {
        self.others[cell][usize::from(digit)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::se::board::HOUSE_OF;
    use sudoku_core::Grid;

    /// The conjugates a cell-by-cell scan of each house finds.
    fn scanned(board: &Board, cell: usize, digit: u8) -> [u8; 3] {
        HOUSE_OF[cell].map(|house| {
            let places: Vec<u8> = HOUSES[usize::from(house)]
                .iter()
                .copied()
                .filter(|&o| board.has(usize::from(o), digit))
                .collect();
            match places[..] {
                [a, b] if usize::from(a) == cell => b,
                [a, b] if usize::from(b) == cell => a,
                _ => NONE,
            }
        })
    }

    #[test]
    fn the_table_holds_what_a_scan_of_each_house_finds() {
        let line =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let values = std::array::from_fn(|i| line.as_bytes()[i].saturating_sub(b'0') % 10);
        let puzzle = Grid::from_values(values).unwrap();
        let mut board = Board::new(&puzzle);
        let mut seed = 0x9e37_79b9_u32;
        let mut pairs = 0;
        for round in 0..40 {
            let table = Conjugates::of(&board);
            for cell in 0..81 {
                for digit in 1..=9u8 {
                    if board.has(cell, digit) {
                        let expected = scanned(&board, cell, digit);
                        assert_eq!(
                            table.at(cell, digit),
                            expected,
                            "round {round}, {cell} {digit}"
                        );
                        pairs += expected.iter().filter(|&&o| o != NONE).count();
                    }
                }
            }
            // Take a pseudo-random candidate away (leaving each cell one).
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let cell = seed as usize % 81;
            let mask = board.cands[cell];
            if mask.count_ones() > 1 {
                board.remove(cell, 1 << (mask.trailing_zeros()));
            }
        }
        assert!(pairs > 100, "only {pairs} conjugate pairs met");
    }
}
