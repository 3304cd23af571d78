//! HoDoKu's regression library (`../shared/data/logic/reglib-1.3.txt`):
//! each case is a pencil-mark grid, a technique, and the exact
//! eliminations or placements it must find there (or, for a variant `x`,
//! that it must find nothing). Every case of every technique we implement
//! must pass; the count per technique is printed.

use std::collections::BTreeMap;
use std::path::Path;

use sudoku_logic::{Candidates, Step, Technique, find_all};

/// The library, or `None` (with a message) where `../shared` is absent.
fn library() -> Option<String> {
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
struct Case {
    line: usize,
    code: String,
    variant: String,
    grid: Candidates,
    eliminations: Vec<(u8, usize)>,
    placements: Vec<(u8, usize)>,
}

/// `dRC` entries as (digit, cell index).
fn entries(field: &str) -> Vec<(u8, usize)> {
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

fn parse(line: usize, text: &str) -> Option<Case> {
    let fields: Vec<&str> = text.split(':').collect();
    if fields.len() < 7 {
        return None;
    }
    let (code, variant) = match fields[1].split_once('-') {
        Some((code, variant)) => (code.to_owned(), variant.to_owned()),
        None => (fields[1].to_owned(), String::new()),
    };
    let mut values = [0u8; 81];
    let mut cell = 0;
    for c in fields[3].bytes() {
        match c {
            b'+' => continue,
            b'.' | b'0' => cell += 1,
            b'1'..=b'9' => {
                values[cell] = c - b'0';
                cell += 1;
            }
            _ => return None,
        }
    }
    let grid = sudoku_core::Grid::from_values(values).ok()?;
    let mut marks = Candidates::new(&grid);
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
fn techniques(code: &str) -> Vec<Technique> {
    let named: Vec<Technique> = Technique::ALL
        .iter()
        .copied()
        .filter(|t| t.code() == code)
        .collect();
    named
}

/// Candidates as (digit, cell index), sorted.
type Entries = Vec<(u8, usize)>;

/// A step's eliminations and placements.
fn outcome(step: &Step) -> (Entries, Entries) {
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

#[test]
fn every_case_of_every_implemented_technique_passes() {
    let Some(text) = library() else { return };
    let mut counts: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if !line.starts_with(':') {
            continue;
        }
        let Some(case) = parse(i + 1, line) else {
            continue;
        };
        let named = techniques(&case.code);
        // Variants HoDoKu's default settings do not look for: empty
        // rectangles with two candidates in the box, and unique
        // rectangles with missing candidates.
        let off_by_default = matches!(
            (case.code.as_str(), case.variant.as_str()),
            ("0402", "1") | ("0600" | "0601" | "0603", "2")
        );
        if named.is_empty() || off_by_default {
            continue;
        }
        let steps: Vec<Step> = named
            .iter()
            .flat_map(|&t| find_all(t, &case.grid))
            .collect();
        let mut expected = (case.eliminations.clone(), case.placements.clone());
        expected.0.sort_unstable();
        expected.1.sort_unstable();
        let pass = if case.variant == "x" {
            steps.is_empty()
        } else {
            steps.iter().any(|s| outcome(s) == expected)
        };
        let entry = counts
            .entry(format!("{} {}", case.code, named[0].name()))
            .or_default();
        entry.1 += 1;
        if pass {
            entry.0 += 1;
        } else {
            failures.push(format!(
                "line {} ({}{}): expected {:?}, found {:?}",
                case.line,
                case.code,
                if case.variant.is_empty() {
                    String::new()
                } else {
                    format!("-{}", case.variant)
                },
                expected,
                steps.iter().map(|s| s.to_string()).collect::<Vec<_>>()
            ));
        }
    }
    for (technique, (passed, total)) in &counts {
        eprintln!("{technique}: {passed}/{total}");
    }
    for failure in failures.iter().take(40) {
        eprintln!("{failure}");
    }
    assert!(failures.is_empty(), "{} cases fail", failures.len());
}
