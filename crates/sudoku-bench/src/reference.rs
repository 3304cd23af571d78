//! The lexicographically smallest solution by the plainest possible
//! search: cells in reading order, digits ascending, the first solution
//! wins. Slow on puzzles built against it, but independent of the engine.

use sudoku_core::Grid;

/// The first solution in reading order, or `None`.
pub(crate) fn lexmin(puzzle: &Grid) -> Option<Grid> {
    let mut values = *puzzle.values();
    let (mut rows, mut cols, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
    for (cell, &value) in values.iter().enumerate() {
        if value != 0 {
            let bit = 1 << value;
            let (r, c, b) = (cell / 9, cell % 9, cell / 27 * 3 + cell % 9 / 3);
            if (rows[r] | cols[c] | boxes[b]) & bit != 0 {
                return None;
            }
            rows[r] |= bit;
            cols[c] |= bit;
            boxes[b] |= bit;
        }
    }
    let blanks: Vec<usize> = (0..81).filter(|&cell| values[cell] == 0).collect();
    let mut next = vec![1u8; blanks.len()];
    let mut depth = 0;
    while depth < blanks.len() {
        let cell = blanks[depth];
        let (r, c, b) = (cell / 9, cell % 9, cell / 27 * 3 + cell % 9 / 3);
        if values[cell] != 0 {
            let bit = !(1u16 << values[cell]);
            rows[r] &= bit;
            cols[c] &= bit;
            boxes[b] &= bit;
            values[cell] = 0;
        }
        let used = rows[r] | cols[c] | boxes[b];
        match (next[depth]..=9).find(|&d| used & (1 << d) == 0) {
            Some(digit) => {
                values[cell] = digit;
                rows[r] |= 1 << digit;
                cols[c] |= 1 << digit;
                boxes[b] |= 1 << digit;
                next[depth] = digit + 1;
                depth += 1;
            }
            None => {
                next[depth] = 1;
                if depth == 0 {
                    return None;
                }
                depth -= 1;
            }
        }
    }
    Grid::from_values(values).ok()
}
