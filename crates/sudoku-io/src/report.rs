//! The report of `sudoku check` on a puzzle, as a line of text or a JSON
//! record.
//!
//! Text, one line a puzzle:
//!
//! ```text
//! 24 givens, unique, minimal
//! 26 givens, unique, not minimal: r1c3=5 r4c4=2 are redundant
//! 30 givens, several solutions
//! 25 givens, no solution
//! 25 givens, no solution: r1c3 and r1c8 both hold 5
//! ```
//!
//! JSON, one record a line, as `schemas/check.schema.json` describes:
//!
//! ```text
//! {"givens":26,"conflicts":[],"solutions":"unique","minimal":false,"redundant":["r1c3","r4c4"]}
//! {"givens":25,"conflicts":[{"cells":["r1c3","r1c8"],"digit":5}],"solutions":"none","minimal":null,"redundant":null}
//! ```

use std::io;

use sudoku_core::{Check, Grid, Solutions};

/// Writes the verdict on `puzzle` as one line of text.
///
/// ```
/// use sudoku_core::{check, Grid};
///
/// let mut out = Vec::new();
/// let grid = Grid::empty();
/// sudoku_io::write_check_text(&grid, &check(&grid), &mut out).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "0 givens, several solutions\n");
/// ```
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_check_text(puzzle: &Grid, check: &Check, out: &mut dyn io::Write) -> io::Result<()> {
    let mut line = format!(
        "{} given{}, ",
        check.givens,
        if check.givens == 1 { "" } else { "s" }
    );
    match check.solutions {
        Solutions::None if check.conflicts.is_empty() => line.push_str("no solution"),
        Solutions::None => {
            let clashes: Vec<String> = check.conflicts.iter().map(ToString::to_string).collect();
            line.push_str("no solution: ");
            line.push_str(&clashes.join("; "));
        }
        Solutions::Several => line.push_str("several solutions"),
        Solutions::Unique => {
            line.push_str("unique, ");
            match check.redundant.as_deref() {
                None | Some([]) => line.push_str("minimal"),
                Some(redundant) => {
                    let named: Vec<String> = redundant
                        .iter()
                        .map(|&cell| match puzzle.get(cell) {
                            Some(digit) => format!("{cell}={digit}"),
                            None => cell.to_string(),
                        })
                        .collect();
                    line.push_str("not minimal: ");
                    line.push_str(&named.join(" "));
                    line.push_str(if named.len() == 1 {
                        " is redundant"
                    } else {
                        " are redundant"
                    });
                }
            }
        }
    }
    line.push('\n');
    out.write_all(line.as_bytes())
}

/// Writes the verdict as one JSON record on one line: `"givens"`,
/// `"conflicts"` (each `{"cells": [first, second], "digit": d}`),
/// `"solutions"` (`"none"`, `"unique"` or `"multiple"`), `"minimal"` and
/// `"redundant"` (the cells' names; both `null` unless the puzzle is
/// unique).
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_check_json(check: &Check, out: &mut dyn io::Write) -> io::Result<()> {
    let conflicts: Vec<String> = check
        .conflicts
        .iter()
        .map(|c| {
            format!(
                "{{\"cells\":[\"{}\",\"{}\"],\"digit\":{}}}",
                c.first, c.second, c.digit
            )
        })
        .collect();
    let solutions = match check.solutions {
        Solutions::None => "none",
        Solutions::Unique => "unique",
        Solutions::Several => "multiple",
    };
    let (minimal, redundant) = match &check.redundant {
        None => ("null".to_owned(), "null".to_owned()),
        Some(cells) => {
            let names: Vec<String> = cells.iter().map(|cell| format!("\"{cell}\"")).collect();
            (
                cells.is_empty().to_string(),
                format!("[{}]", names.join(",")),
            )
        }
    };
    writeln!(
        out,
        "{{\"givens\":{},\"conflicts\":[{}],\"solutions\":\"{solutions}\",\"minimal\":{minimal},\"redundant\":{redundant}}}",
        check.givens,
        conflicts.join(","),
    )
}

#[cfg(test)]
mod tests {
    use sudoku_core::{Cell, Conflict, Digit};

    use super::*;

    fn text(puzzle: &Grid, check: &Check) -> String {
        let mut out = Vec::new();
        write_check_text(puzzle, check, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    fn json(check: &Check) -> serde_json::Value {
        let mut out = Vec::new();
        write_check_json(check, &mut out).unwrap();
        assert!(out.ends_with(b"}\n"));
        serde_json::from_slice(&out).unwrap()
    }

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row, col).unwrap()
    }

    #[test]
    fn a_non_minimal_puzzle_names_its_redundant_givens_with_their_digits() {
        let mut puzzle = Grid::empty();
        puzzle.set(cell(0, 2), Digit::new(5));
        puzzle.set(cell(3, 3), Digit::new(2));
        let check = Check {
            givens: 2,
            conflicts: vec![],
            solutions: Solutions::Unique,
            redundant: Some(vec![cell(0, 2), cell(3, 3)]),
        };
        assert_eq!(
            text(&puzzle, &check),
            "2 givens, unique, not minimal: r1c3=5 r4c4=2 are redundant\n"
        );
        assert_eq!(
            json(&check),
            serde_json::json!({"givens": 2, "conflicts": [], "solutions": "unique",
                "minimal": false, "redundant": ["r1c3", "r4c4"]})
        );
        let one = Check {
            redundant: Some(vec![cell(0, 2)]),
            ..check
        };
        assert_eq!(
            text(&puzzle, &one),
            "2 givens, unique, not minimal: r1c3=5 is redundant\n"
        );
    }

    #[test]
    fn clashes_are_all_named() {
        let conflicts = vec![
            Conflict {
                first: cell(0, 0),
                second: cell(0, 8),
                digit: Digit::new(5).unwrap(),
            },
            Conflict {
                first: cell(0, 0),
                second: cell(8, 0),
                digit: Digit::new(5).unwrap(),
            },
        ];
        let check = Check {
            givens: 3,
            conflicts,
            solutions: Solutions::None,
            redundant: None,
        };
        assert_eq!(
            text(&Grid::empty(), &check),
            "3 givens, no solution: r1c1 and r1c9 both hold 5; r1c1 and r9c1 both hold 5\n"
        );
        assert_eq!(
            json(&check),
            serde_json::json!({"givens": 3, "conflicts": [
                {"cells": ["r1c1", "r1c9"], "digit": 5},
                {"cells": ["r1c1", "r9c1"], "digit": 5}],
                "solutions": "none", "minimal": null, "redundant": null})
        );
    }

    #[test]
    fn minimal_several_and_none() {
        let base = Check {
            givens: 1,
            conflicts: vec![],
            solutions: Solutions::Unique,
            redundant: Some(vec![]),
        };
        let grid = Grid::empty();
        assert_eq!(text(&grid, &base), "1 given, unique, minimal\n");
        assert_eq!(json(&base)["minimal"], serde_json::json!(true));
        let several = Check {
            solutions: Solutions::Several,
            redundant: None,
            ..base.clone()
        };
        assert_eq!(text(&grid, &several), "1 given, several solutions\n");
        assert_eq!(json(&several)["solutions"], "multiple");
        let none = Check {
            solutions: Solutions::None,
            redundant: None,
            ..base
        };
        assert_eq!(text(&grid, &none), "1 given, no solution\n");
    }
}
