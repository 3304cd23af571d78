//! Helpers for the unit tests.

use crate::Grid;

/// The grid written as 81 characters, `.` or `0` for a blank.
pub(crate) fn grid(line: &str) -> Grid {
    assert_eq!(line.len(), 81, "{line}");
    let mut values = [0; 81];
    for (value, c) in values.iter_mut().zip(line.bytes()) {
        *value = match c {
            b'.' => 0,
            b'0'..=b'9' => c - b'0',
            _ => panic!("bad cell {c} in {line}"),
        };
    }
    Grid::from_values(values).unwrap()
}

/// The next number of a xorshift sequence: pseudo-random test inputs that
/// a fixed seed keeps the same from run to run.
pub(crate) fn xorshift(seed: &mut u32) -> u32 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 17;
    *seed ^= *seed << 5;
    *seed
}
