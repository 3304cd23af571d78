//! What the integration tests share.

// Each test binary takes part of this module.
#![allow(dead_code)]

pub(crate) mod links;
pub(crate) mod nets;
pub(crate) mod reglib;

use std::path::Path;

use sudoku_core::Grid;

/// A puzzle from its line of 81 characters, anything but a digit blank.
pub(crate) fn grid(line: &str) -> Grid {
    let mut values = [0u8; 81];
    for (v, c) in values.iter_mut().zip(line.bytes()) {
        *v = if c.is_ascii_digit() { c - b'0' } else { 0 };
    }
    Grid::from_values(values).expect("a puzzle line")
}

/// The rows of `fixtures/ratings/public-sample.tsv` (public puzzles with
/// their SE 1.2.1 and HoDoKu 2.2.0 ratings), each as its fields: puzzle,
/// source, ER, EP, ED, HoDoKu level, HoDoKu score.
pub(crate) fn public_sample() -> Vec<Vec<String>> {
    let rows = rated("public-sample.tsv");
    assert!(rows.len() >= 75, "the sample has {} puzzles", rows.len());
    rows
}

/// The rows of a file of rated puzzles in `fixtures/ratings`, laid out as
/// `public-sample.tsv` is.
pub(crate) fn rated(name: &str) -> Vec<Vec<String>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/ratings")
        .join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|err| panic!("{}: {err}", path.display()))
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split('\t').map(str::to_owned).collect())
        .collect()
}
