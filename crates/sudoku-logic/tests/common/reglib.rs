//! HoDoKu's regression library (`../shared/data/logic/reglib-1.3.txt`),
//! read for the tests and for `examples/logic_fixtures.rs`: each case is a
//! pencil-mark grid, a technique, and the exact eliminations or placements
//! it must find there (or, for a variant `x`, that it must find nothing).

// Each user takes part of this module.
#![allow(dead_code)]

use std::path::Path;

use sudoku_logic::{Candidates, Step, Technique};

/// The library, or `None` (with a message) where `../shared` is absent.
pub(crate) fn library() -> Option<String> {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/logic/reglib-1.3.txt");
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(err) => {
            eprintln!("skipped: {} ({err})", path.display());
            None
        }
    }
}

/// A case of the library.
pub(crate) struct Case {
    pub(crate) line: usize,
    pub(crate) code: String,
    pub(crate) variant: String,
    pub(crate) grid: Candidates,
    pub(crate) eliminations: Vec<(u8, usize)>,
    pub(crate) placements: Vec<(u8, usize)>,
}

/// `dRC` entries as (digit, cell index).
pub(crate) fn entries(field: &str) -> Vec<(u8, usize)> {
    field
        .split_whitespace()
        .map(|e| {
            let b = e.as_bytes();
            let (d, r, c) = (
                b[0] - b'0',
                usize::from(b[1] - b'1'),
                usize::from(b[2] - b'1'),
            );
            (d, r * 9 + c)
        })
        .collect()
}

pub(crate) fn parse(line: usize, text: &str) -> Option<Case> {
    let fields: Vec<&str> = text.split(':').collect();
    if fields.len() < 7 {
        return None;
    }
    let (code, variant) = match fields[1].split_once('-') {
        Some((code, variant)) => (code.to_owned(), variant.to_owned()),
        None => (fields[1].to_owned(), String::new()),
    };
    // Givens, and digits placed while solving (`+` before them), which
    // avoidable rectangles tell apart.
    let mut values = [0u8; 81];
    let mut placed = Vec::new();
    let mut cell = 0;
    let mut plus = false;
    for c in fields[3].bytes() {
        match c {
            b'+' => plus = true,
            b'.' | b'0' => cell += 1,
            b'1'..=b'9' => {
                if plus {
                    placed.push((cell, c - b'0'));
                } else {
                    values[cell] = c - b'0';
                }
                plus = false;
                cell += 1;
            }
            _ => return None,
        }
    }
    let grid = sudoku_core::Grid::from_values(values).ok()?;
    let mut marks = Candidates::new(&grid);
    for (cell, digit) in placed {
        marks.place(
            sudoku_core::Cell::new(cell)?,
            sudoku_core::Digit::new(digit)?,
        );
    }
    for (digit, cell) in entries(fields[4]) {
        let cell = sudoku_core::Cell::new(cell)?;
        marks.eliminate(cell, sudoku_core::Digit::new(digit)?);
    }
    Some(Case {
        line,
        code,
        variant,
        grid: marks,
        eliminations: entries(fields[5]),
        placements: entries(fields[6]),
    })
}

/// The techniques a code names, among those implemented.
pub(crate) fn techniques(code: &str) -> Vec<Technique> {
    Technique::ALL
        .iter()
        .copied()
        .filter(|t| t.code() == code)
        .collect()
}

/// Candidates as (digit, cell index), sorted.
pub(crate) type Entries = Vec<(u8, usize)>;

/// A step's eliminations and placements.
pub(crate) fn outcome(step: &Step) -> (Entries, Entries) {
    let mut gone: Vec<(u8, usize)> = step
        .eliminations
        .iter()
        .map(|c| (c.digit.get(), c.cell.index()))
        .collect();
    let mut set: Vec<(u8, usize)> = step
        .placements
        .iter()
        .map(|c| (c.digit.get(), c.cell.index()))
        .collect();
    gone.sort_unstable();
    set.sort_unstable();
    (gone, set)
}

/// Whether the case is one we look for: HoDoKu's default settings look
/// neither for empty rectangles with two candidates in the box, nor for
/// unique rectangles with missing candidates, nor for ALS-XY-Wings whose
/// sets overlap (type 2), and our grouped nice loops and AICs have no
/// almost locked sets among their nodes.
pub(crate) fn on_by_default(case: &Case) -> bool {
    !matches!(
        (case.code.as_str(), case.variant.as_str()),
        ("0402", "1")
            | ("0600" | "0601" | "0603", "2")
            | ("0709" | "0902", "2")
            | ("0710" | "0711", "3" | "4")
    )
}

/// The case's expected outcome, sorted as [`outcome`] sorts.
pub(crate) fn expected(case: &Case) -> (Entries, Entries) {
    let mut expected = (case.eliminations.clone(), case.placements.clone());
    expected.0.sort_unstable();
    expected.1.sort_unstable();
    expected
}
