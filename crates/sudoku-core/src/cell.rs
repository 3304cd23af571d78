//! The position of one of the 81 cells.

use std::fmt;

/// The position of a cell in the grid, numbered 0 to 80 in reading order
/// (row by row, left to right).
///
/// It displays the way solvers name cells, with rows and columns counted
/// from 1: the top-left cell is `r1c1`, the bottom-right `r9c9`.
///
/// ```
/// use sudoku_core::Cell;
///
/// let cell = Cell::at(0, 2).unwrap();
/// assert_eq!(cell.to_string(), "r1c3");
/// assert_eq!(cell.index(), 2);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell(u8);

impl Cell {
    /// The cell with this reading-order index, or `None` unless `index < 81`.
    pub const fn new(index: usize) -> Option<Cell> {
        if index < 81 {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// The cell in `row` and `col`, both counted from 0, or `None` unless
    /// both are below 9.
    pub const fn at(row: usize, col: usize) -> Option<Cell> {
        if row < 9 && col < 9 {
            Some(Cell((row * 9 + col) as u8))
        } else {
            None
        }
    }

    /// The cell with reading-order index `index`, which the caller knows is
    /// below 81.
    pub(crate) const fn nth(index: usize) -> Cell {
        debug_assert!(index < 81);
        Cell(index as u8)
    }

    /// The reading-order index, 0 to 80.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The row, counted from 0.
    pub const fn row(self) -> usize {
        self.index() / 9
    }

    /// The column, counted from 0.
    pub const fn col(self) -> usize {
        self.index() % 9
    }

    /// The 3×3 box, counted from 0 in reading order.
    pub const fn box_index(self) -> usize {
        self.row() / 3 * 3 + self.col() / 3
    }

    /// Whether the two cells share a row, a column or a box (a cell is not
    /// its own peer).
    pub const fn sees(self, other: Cell) -> bool {
        self.0 != other.0
            && (self.row() == other.row()
                || self.col() == other.col()
                || self.box_index() == other.box_index())
    }

    /// All 81 cells in reading order.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..81).map(|i| Cell(i as u8))
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn displays_one_based_row_and_column() {
        assert_eq!(
            Cell::at(0, 0).map(|c| c.to_string()).as_deref(),
            Some("r1c1")
        );
        assert_eq!(
            Cell::at(8, 8).map(|c| c.to_string()).as_deref(),
            Some("r9c9")
        );
        assert_eq!(
            Cell::at(3, 7).map(|c| c.to_string()).as_deref(),
            Some("r4c8")
        );
    }

    #[test]
    fn rejects_out_of_range_positions() {
        assert!(Cell::new(81).is_none());
        assert!(Cell::at(9, 0).is_none());
        assert!(Cell::at(0, 9).is_none());
    }

    #[test]
    fn every_cell_has_twenty_peers() {
        for cell in Cell::all() {
            assert_eq!(Cell::all().filter(|&o| cell.sees(o)).count(), 20, "{cell}");
        }
    }

    #[test]
    fn boxes_are_numbered_in_reading_order() {
        let boxes: Vec<usize> = (0..9)
            .filter_map(|r| Cell::at(r, r))
            .map(Cell::box_index)
            .collect();
        assert_eq!(boxes, vec![0, 0, 0, 4, 4, 4, 8, 8, 8]);
        assert_eq!(Cell::at(2, 6).map(Cell::box_index), Some(2));
        assert_eq!(Cell::at(6, 2).map(Cell::box_index), Some(6));
    }
}
