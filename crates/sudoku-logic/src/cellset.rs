//! A set of cells, as 81 bits.

use std::fmt;

use sudoku_core::Cell;

/// A set of the grid's cells: bit `i` is the cell with reading-order index
/// `i`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CellSet(pub(crate) u128);

impl CellSet {
    /// No cell.
    pub const EMPTY: CellSet = CellSet(0);
    /// All 81 cells.
    pub const ALL: CellSet = CellSet((1 << 81) - 1);

    /// The set of one cell, by index.
    pub(crate) const fn single(index: usize) -> CellSet {
        CellSet(1 << index)
    }

    /// Whether the set holds the cell with this index.
    pub(crate) const fn has(self, index: usize) -> bool {
        self.0 >> index & 1 == 1
    }

    /// Whether the set holds `cell`.
    pub fn contains(self, cell: Cell) -> bool {
        self.has(cell.index())
    }

    /// Adds the cell with this index.
    pub(crate) fn insert(&mut self, index: usize) {
        self.0 |= 1 << index;
    }

    /// Takes out the cell with this index.
    pub(crate) fn remove(&mut self, index: usize) {
        self.0 &= !(1 << index);
    }

    /// How many cells.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether there is no cell.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The first cell's index, if any.
    pub(crate) const fn first(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }

    /// The cells' indices, in reading order.
    pub(crate) fn indices(self) -> Indices {
        Indices(self.0)
    }

    /// The cells, in reading order.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        self.indices().filter_map(Cell::new)
    }

    /// Whether every cell of `self` is in `other`.
    pub const fn is_subset(self, other: CellSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Whether the sets share a cell.
    pub const fn intersects(self, other: CellSet) -> bool {
        self.0 & other.0 != 0
    }
}

/// The indices of a [`CellSet`], in increasing order.
pub(crate) struct Indices(u128);

impl Iterator for Indices {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(index)
    }
}

impl std::ops::Not for CellSet {
    type Output = CellSet;

    /// The cells not in the set.
    fn not(self) -> CellSet {
        CellSet(!self.0 & CellSet::ALL.0)
    }
}

impl std::ops::BitAnd for CellSet {
    type Output = CellSet;
    fn bitand(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 & rhs.0)
    }
}

impl std::ops::BitOr for CellSet {
    type Output = CellSet;
    fn bitor(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 | rhs.0)
    }
}

impl std::ops::Sub for CellSet {
    type Output = CellSet;
    fn sub(self, rhs: CellSet) -> CellSet {
        CellSet(self.0 & !rhs.0)
    }
}

impl std::ops::BitAndAssign for CellSet {
    fn bitand_assign(&mut self, rhs: CellSet) {
        self.0 &= rhs.0;
    }
}

impl std::ops::BitOrAssign for CellSet {
    fn bitor_assign(&mut self, rhs: CellSet) {
        self.0 |= rhs.0;
    }
}

impl std::ops::SubAssign for CellSet {
    fn sub_assign(&mut self, rhs: CellSet) {
        self.0 &= !rhs.0;
    }
}

impl FromIterator<usize> for CellSet {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> CellSet {
        let mut set = CellSet::EMPTY;
        for index in iter {
            set.insert(index);
        }
        set
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.cells()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_hold_what_was_put_in() {
        let mut set: CellSet = [0, 40, 80].into_iter().collect();
        assert_eq!(set.len(), 3);
        assert!(set.has(40) && !set.has(41));
        set.remove(40);
        assert_eq!(set.indices().collect::<Vec<_>>(), vec![0, 80]);
        assert_eq!(set.first(), Some(0));
        assert!(set.is_subset(CellSet::ALL));
        assert_eq!(CellSet::ALL.len(), 81);
    }
}
