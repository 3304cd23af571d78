//! Houses (rows, columns and boxes) and the tables built on them.

use std::fmt;

use crate::CellSet;

/// A row, a column or a box: 27 houses, numbered rows 0-8, columns 9-17,
/// boxes 18-26 (boxes in reading order).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct House(pub(crate) u8);

/// What kind of house.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HouseKind {
    /// A row.
    Row,
    /// A column.
    Column,
    /// A 3×3 box.
    Box,
}

impl House {
    /// Row `i` (from 0).
    pub const fn row(i: usize) -> House {
        House(i as u8)
    }

    /// Column `i` (from 0).
    pub const fn col(i: usize) -> House {
        House(9 + i as u8)
    }

    /// Box `i` (from 0, in reading order).
    pub const fn boxed(i: usize) -> House {
        House(18 + i as u8)
    }

    /// The house's number, 0 to 26.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Row, column or box.
    pub const fn kind(self) -> HouseKind {
        match self.0 {
            0..9 => HouseKind::Row,
            9..18 => HouseKind::Column,
            _ => HouseKind::Box,
        }
    }

    /// Its number among houses of its kind, from 0.
    pub const fn number(self) -> usize {
        (self.0 % 9) as usize
    }

    /// Its cells.
    pub const fn cells(self) -> CellSet {
        HOUSE_CELLS[self.0 as usize]
    }

    /// All 27 houses: rows, columns, boxes.
    pub fn all() -> impl Iterator<Item = House> {
        (0..27).map(House)
    }
}

impl fmt::Display for House {
    /// `r3`, `c5`, `b7`, counted from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = match self.kind() {
            HouseKind::Row => 'r',
            HouseKind::Column => 'c',
            HouseKind::Box => 'b',
        };
        write!(f, "{letter}{}", self.number() + 1)
    }
}

/// The row of the cell with this index.
pub(crate) const fn row_of(cell: usize) -> usize {
    cell / 9
}

/// The column of the cell with this index.
pub(crate) const fn col_of(cell: usize) -> usize {
    cell % 9
}

/// The box of the cell with this index.
pub(crate) const fn box_of(cell: usize) -> usize {
    cell / 27 * 3 + cell % 9 / 3
}

/// The cells of each house.
pub(crate) const HOUSE_CELLS: [CellSet; 27] = {
    let mut houses = [CellSet::EMPTY; 27];
    let mut cell = 0;
    while cell < 81 {
        let bit = 1u128 << cell;
        houses[row_of(cell)].0 |= bit;
        houses[9 + col_of(cell)].0 |= bit;
        houses[18 + box_of(cell)].0 |= bit;
        cell += 1;
    }
    houses
};

/// The houses of each cell: its row, column and box.
pub(crate) const CELL_HOUSES: [[House; 3]; 81] = {
    let mut houses = [[House(0); 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        houses[cell] = [
            House(row_of(cell) as u8),
            House(9 + col_of(cell) as u8),
            House(18 + box_of(cell) as u8),
        ];
        cell += 1;
    }
    houses
};

/// The 20 cells each cell sees (same row, column or box), itself not
/// included.
pub(crate) const PEERS: [CellSet; 81] = {
    let mut peers = [CellSet::EMPTY; 81];
    let mut cell = 0;
    while cell < 81 {
        let all = HOUSE_CELLS[row_of(cell)].0
            | HOUSE_CELLS[9 + col_of(cell)].0
            | HOUSE_CELLS[18 + box_of(cell)].0;
        peers[cell] = CellSet(all & !(1u128 << cell));
        cell += 1;
    }
    peers
};

/// The cells that see every cell of `cells` (none of `cells` included).
pub(crate) fn seen_by_all(cells: CellSet) -> CellSet {
    let mut seen = CellSet::ALL;
    for cell in cells.indices() {
        seen &= PEERS[cell];
    }
    seen - cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_has_three_houses_and_twenty_peers() {
        for cell in 0..81 {
            assert_eq!(PEERS[cell].len(), 20);
            for house in CELL_HOUSES[cell] {
                assert!(house.cells().has(cell));
                assert_eq!(house.cells().len(), 9);
            }
        }
        assert_eq!(House::boxed(4).cells().first(), Some(30));
        assert_eq!(House::col(2).to_string(), "c3");
        assert_eq!(House::boxed(8).to_string(), "b9");
        let corners: CellSet = [0, 8].into_iter().collect();
        assert_eq!(seen_by_all(corners).len(), 7);
    }
}
