//! Lookup tables for the band-wise deductions, built at compile time.
//!
//! A *band* is three rows. For one digit, its candidate cells in a band are
//! a 27-bit word: bit `9 * row + col`, rows of the band counted from 0. A
//! *mini-row* is the three cells where a row of the band meets a box; a
//! band has nine, numbered `3 * row + box`.

use crate::PERMUTATIONS;

/// The 27 bits of a band.
pub(super) const BAND: u32 = 0o777_777_777;

/// Bits spread to lanes: entry `b` has bit `i` of `b` as bit 0 of lane `i`,
/// lanes `width` bits wide (for `N` = 2 to the number of lanes).
pub(super) const fn spread_bits<const N: usize>(width: u32) -> [u64; N] {
    let mut table = [0; N];
    let mut b = 0;
    while b < N {
        let mut i = 0;
        while 1 << i < N {
            table[b] |= ((b as u64 >> i) & 1) << (width * i);
            i += 1;
        }
        b += 1;
    }
    table
}

/// For the 9 bits of one row, the 3 bits of its mini-rows that hold any.
pub(super) static ROW_MINIROWS: [u8; 512] = row_minirows();

/// For a set of non-empty mini-rows, the cells of the mini-rows that some
/// placement of the digit can still use.
///
/// In a band a digit stands once in each row and once in each box, so the
/// mini-rows it stands in form a 3×3 permutation matrix. The feasible
/// mini-rows are the union of the six permutations that fit inside the
/// given set ([`feasible_minirows`]); `0` means none fits, a contradiction.
/// This one lookup does pointing and claiming (a row confined to one box, a
/// box confined to one row) and more.
pub(super) static FEASIBLE_CELLS: [u32; 512] = feasible_cells();

/// For a set of non-empty mini-rows, the cells of the rows left with one
/// feasible mini-row (see [`FEASIBLE_CELLS`]): such a row holds the digit
/// in that mini-row.
pub(super) static LONE_ROWS: [u32; 512] = lone_rows();

/// For the 9 columns where a digit may stand in a band, the cells of the
/// boxes where it has one column left. With [`LONE_ROWS`] this finds the
/// rows left with one cell: a lone mini-row in a box with one column.
pub(super) static SINGLE_COLUMN_BOXES: [u32; 512] = single_column_boxes();

/// For the 9 columns where a digit may stand in a band, the cells to clear
/// in the other two bands: a column that is the only one left to the digit
/// in its box holds the digit in this band, so no other band may use it.
pub(super) static LOCKED_COLUMNS: [u32; 512] = locked_columns();

/// For each cell of a band, the other cells of its row and its box.
pub(super) static BAND_PEERS: [u32; 27] = band_peers();

const fn row_minirows() -> [u8; 512] {
    let mut table = [0; 512];
    let mut row = 0;
    while row < 512 {
        let mut minirows = 0;
        let mut b = 0;
        while b < 3 {
            if row >> (3 * b) & 7 != 0 {
                minirows |= 1 << b;
            }
            b += 1;
        }
        table[row] = minirows;
        row += 1;
    }
    table
}

/// For each set of non-empty mini-rows, the union of the permutations
/// (one mini-row per row and per box) inside it.
const fn feasible_minirows() -> [u16; 512] {
    // The six permutations of boxes to rows, as mini-row sets.
    let mut table = [0; 512];
    let mut set = 0;
    while set < 512 {
        let mut union = 0;
        let mut p = 0;
        while p < 6 {
            let perm = PERMUTATIONS[p];
            let cells = 1 << perm[0] | 1 << (3 + perm[1]) | 1 << (6 + perm[2]);
            if set & cells == cells {
                union |= cells;
            }
            p += 1;
        }
        table[set] = union as u16;
        set += 1;
    }
    table
}

const fn feasible_cells() -> [u32; 512] {
    let feasible = feasible_minirows();
    let cells = minirow_cells();
    let mut table = [0; 512];
    let mut set = 0;
    while set < 512 {
        table[set] = cells[feasible[set] as usize];
        set += 1;
    }
    table
}

/// For each set of mini-rows, their cells.
const fn minirow_cells() -> [u32; 512] {
    let mut table = [0; 512];
    let mut set = 0;
    while set < 512 {
        let mut cells = 0;
        let mut m = 0;
        while m < 9 {
            if set >> m & 1 != 0 {
                cells |= 7 << (9 * (m / 3) + 3 * (m % 3));
            }
            m += 1;
        }
        table[set] = cells;
        set += 1;
    }
    table
}

/// Whether a 3-bit group has exactly one bit set.
const fn just_one(group: usize) -> bool {
    group == 1 || group == 2 || group == 4
}

const fn lone_rows() -> [u32; 512] {
    let feasible = feasible_minirows();
    let mut table = [0; 512];
    let mut set = 0;
    while set < 512 {
        let mut cells = 0;
        let mut row = 0;
        while row < 3 {
            if just_one(feasible[set] as usize >> (3 * row) & 7) {
                cells |= 0o777 << (9 * row);
            }
            row += 1;
        }
        table[set] = cells;
        set += 1;
    }
    table
}

const fn single_column_boxes() -> [u32; 512] {
    let mut table = [0; 512];
    let mut cols = 0;
    while cols < 512 {
        let mut cells = 0;
        let mut stack = 0;
        while stack < 3 {
            if just_one(cols >> (3 * stack) & 7) {
                cells |= (7 | 7 << 9 | 7 << 18) << (3 * stack);
            }
            stack += 1;
        }
        table[cols] = cells;
        cols += 1;
    }
    table
}

/// The columns' cells, kept only in the boxes where the column is the
/// only one.
const fn locked_columns() -> [u32; 512] {
    let boxes = single_column_boxes();
    let mut table = [0; 512];
    let mut cols = 0;
    while cols < 512 {
        let columns = cols as u32;
        table[cols] = (columns | columns << 9 | columns << 18) & boxes[cols];
        cols += 1;
    }
    table
}

const fn band_peers() -> [u32; 27] {
    let mut table = [0; 27];
    let mut cell = 0;
    while cell < 27 {
        let (row, col) = (cell / 9, cell % 9);
        let row_cells = 0o777 << (9 * row);
        let box_cells = (7 | 7 << 9 | 7 << 18) << (3 * (col / 3));
        table[cell] = (row_cells | box_cells) & !(1 << cell);
        cell += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::minirows::by_table;
    use crate::testing::xorshift;

    /// For each column, its three cells in a band.
    fn column_cells(col: usize) -> u32 {
        (1 | 1 << 9 | 1 << 18) << col
    }

    #[test]
    fn lone_rows_and_single_column_boxes_find_the_rows_with_one_cell() {
        // Pseudo-random band words, narrowed to their feasible cells as the
        // band update does; every row with exactly one cell is found, and
        // nothing else.
        let mut seed = 0x2545_f491_u32;
        for _ in 0..200_000 {
            let cells = xorshift(&mut seed) & BAND;
            let minirows = by_table(cells);
            let cells = cells & FEASIBLE_CELLS[minirows];
            let columns = ((cells | cells >> 9 | cells >> 18) & 0o777) as usize;
            let found = cells & LONE_ROWS[minirows] & SINGLE_COLUMN_BOXES[columns];
            let expected = (0..3).fold(0, |rows, row| {
                let cells_of_row = cells & 0o777 << (9 * row);
                if cells_of_row.count_ones() == 1 {
                    rows | cells_of_row
                } else {
                    rows
                }
            });
            assert_eq!(found, expected, "{cells:o}");
        }
    }

    #[test]
    fn a_full_band_allows_every_minirow() {
        assert_eq!(feasible_minirows()[0o777], 0o777);
    }

    #[test]
    fn a_row_confined_to_one_box_claims_that_box() {
        // Row 0 only in box 0: rows 1 and 2 lose box 0.
        let set = 0b001 | 0o77 << 3;
        assert_eq!(feasible_minirows()[set], 0b001 | 0b110 << 3 | 0b110 << 6);
    }

    #[test]
    fn a_box_without_room_is_a_contradiction() {
        // Box 2 has no mini-row at all.
        assert_eq!(feasible_minirows()[0o333], 0);
        // Rows 0 and 1 both confined to box 0.
        assert_eq!(feasible_minirows()[0b001 | 0b001 << 3 | 0o7 << 6], 0);
    }

    #[test]
    fn feasible_cells_are_the_cells_of_feasible_minirows() {
        let (feasible, cells) = (feasible_minirows(), minirow_cells());
        for (&minirows, &expected) in feasible.iter().zip(&FEASIBLE_CELLS) {
            assert_eq!(expected, cells[usize::from(minirows)]);
        }
    }

    #[test]
    fn minirow_cells_expand_to_three_cells_each() {
        assert_eq!(minirow_cells()[1], 0b111);
        assert_eq!(minirow_cells()[1 << 4], 0b111 << 12);
        assert_eq!(minirow_cells()[0o777], BAND);
    }

    #[test]
    fn a_single_column_in_a_box_is_locked() {
        // Box 0 only in column 1; box 1 in columns 3 and 4; box 2 only in 8.
        let cols = 0b010 | 0b011 << 3 | 0b100 << 6;
        assert_eq!(LOCKED_COLUMNS[cols], column_cells(1) | column_cells(8));
    }

    #[test]
    fn band_peers_are_row_and_box_without_the_cell() {
        for (cell, &peers) in BAND_PEERS.iter().enumerate() {
            assert_eq!(peers.count_ones(), 8 + 6, "{cell}");
            assert_eq!(peers & 1 << cell, 0);
        }
    }
}
