//! What the integration tests share: a plain reference search, and the
//! sample puzzle sets.

// Each test binary uses part of this module.
#![allow(dead_code)]

use std::path::PathBuf;

use sudoku_core::Grid;

fn allowed(values: &[u8; 81], cell: usize, digit: u8) -> bool {
    let (r, c) = (cell / 9, cell % 9);
    (0..9).all(|i| {
        let box_cell = (r / 3 * 3 + i / 3) * 9 + c / 3 * 3 + i % 3;
        values[r * 9 + i] != digit && values[i * 9 + c] != digit && values[box_cell] != digit
    })
}

/// Plain backtracking in reading order, digits ascending: its solutions
/// come in lexicographic order. Calls `visit` on each until it says stop.
fn reference(values: &mut [u8; 81], visit: &mut dyn FnMut(&[u8; 81]) -> bool) -> bool {
    let Some(cell) = values.iter().position(|&v| v == 0) else {
        return visit(values);
    };
    for digit in 1..=9 {
        if allowed(values, cell, digit) {
            values[cell] = digit;
            if !reference(values, visit) {
                values[cell] = 0;
                return false;
            }
        }
    }
    values[cell] = 0;
    true
}

pub(crate) fn reference_count(puzzle: &Grid, limit: usize) -> usize {
    let mut values = *puzzle.values();
    let mut n = 0;
    reference(&mut values, &mut |_| {
        n += 1;
        n < limit
    });
    n
}

pub(crate) fn reference_lexmin(puzzle: &Grid) -> Option<Grid> {
    let mut values = *puzzle.values();
    let mut found = None;
    reference(&mut values, &mut |solved| {
        found = Some(Grid::from_values(*solved).expect("digits"));
        false
    });
    found
}

/// The puzzles of `fixtures/sets/NAME`: one 81-character line each, `.`
/// for a blank, `#` lines are comments.
pub(crate) fn sample_set(name: &str) -> Vec<Grid> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/sets")
        .join(name);
    let text =
        std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{}: {err}", path.display()));
    text.lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(sample_grid)
        .collect()
}

/// The puzzle at the start of `line`: 81 cells, `.` for a blank; anything
/// after them is left.
pub(crate) fn sample_grid(line: &str) -> Grid {
    let mut values = [0u8; 81];
    for (value, c) in values.iter_mut().zip(line.bytes()) {
        *value = if c == b'.' { 0 } else { c - b'0' };
    }
    Grid::from_values(values).expect("a puzzle line")
}
