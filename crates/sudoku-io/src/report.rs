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
//! 24 givens, unique, minimal; given solution right
//! 24 givens, unique, minimal; given solution wrong: r2c4 holds 7, the puzzle gives 1
//! ```
//!
//! The last two are for a puzzle read with a solution (a data set's
//! solution column): [`judge`] says whether it solves the puzzle.
//!
//! JSON, one record a line, as `schemas/check.schema.json` describes:
//!
//! ```text
//! {"givens":26,"conflicts":[],"solutions":"unique","minimal":false,"redundant":["r1c3","r4c4"]}
//! {"givens":25,"conflicts":[{"cells":["r1c3","r1c8"],"digit":5}],"solutions":"none","minimal":null,"redundant":null}
//! ```

use std::io;

use sudoku_core::{Check, Grid, Solutions};

/// Whether `given` solves `puzzle`: complete, no digit twice in a house,
/// and every given of `puzzle` in its place. `Err` says the first fault.
///
/// ```
/// use sudoku_io::Format;
///
/// let line = |text: &str| Format::Line.parse(text.as_bytes()).unwrap().grid;
/// let puzzle = line("1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7");
/// let right = line("143628579572139468986754231391542786468917352725863914237481695619275843854396127");
/// assert_eq!(sudoku_io::judge(&puzzle, &right), Ok(()));
/// let mut wrong = right;
/// wrong.set(sudoku_core::Cell::at(0, 0).unwrap(), sudoku_core::Digit::new(2));
/// assert_eq!(sudoku_io::judge(&puzzle, &wrong).unwrap_err(), "r1c1 holds 2, the puzzle gives 1");
/// ```
///
/// # Errors
///
/// The first blank cell, the first given it changes, or the first digit
/// it holds twice in a house.
pub fn judge(puzzle: &Grid, given: &Grid) -> Result<(), String> {
    for cell in sudoku_core::Cell::all() {
        match (puzzle.get(cell), given.get(cell)) {
            (_, None) => return Err(format!("{cell} is blank")),
            (Some(wanted), Some(held)) if wanted != held => {
                return Err(format!("{cell} holds {held}, the puzzle gives {wanted}"));
            }
            _ => {}
        }
    }
    given.validate().map_err(|conflict| conflict.to_string())
}

/// What `given` is worth as a solution of `puzzle`, for a report.
fn given_text(puzzle: &Grid, given: Option<&Grid>) -> Option<String> {
    given.map(|given| match judge(puzzle, given) {
        Ok(()) => "right".to_owned(),
        Err(fault) => format!("wrong: {fault}"),
    })
}

/// Writes the verdict on `puzzle` as one line of text.
///
/// ```
/// use sudoku_core::{check, Grid};
///
/// let mut out = Vec::new();
/// let grid = Grid::empty();
/// sudoku_io::write_check_text(&grid, &check(&grid), None, &mut out).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "0 givens, several solutions\n");
/// ```
///
/// With `given`, a solution the input gave, the line ends with whether it
/// is right ([`judge`]).
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_check_text(
    puzzle: &Grid,
    check: &Check,
    given: Option<&Grid>,
    out: &mut dyn io::Write,
) -> io::Result<()> {
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
    if let Some(verdict) = given_text(puzzle, given) {
        line.push_str("; given solution ");
        line.push_str(&verdict);
    }
    line.push('\n');
    out.write_all(line.as_bytes())
}

/// Writes the verdict as one JSON record on one line: `"givens"`,
/// `"conflicts"` (each `{"cells": [first, second], "digit": d}`),
/// `"solutions"` (`"none"`, `"unique"` or `"multiple"`), `"minimal"` and
/// `"redundant"` (the cells' names; both `null` unless the puzzle is
/// unique); with `given`, a solution the input gave, `"given_solution"`:
/// `"right"` or `"wrong: ..."` ([`judge`]).
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_check_json(
    puzzle: &Grid,
    check: &Check,
    given: Option<&Grid>,
    out: &mut dyn io::Write,
) -> io::Result<()> {
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
    let given = given_text(puzzle, given)
        .map(|verdict| format!(",\"given_solution\":\"{verdict}\""))
        .unwrap_or_default();
    writeln!(
        out,
        "{{\"givens\":{},\"conflicts\":[{}],\"solutions\":\"{solutions}\",\"minimal\":{minimal},\"redundant\":{redundant}{given}}}",
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
        write_check_text(puzzle, check, None, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    fn json(check: &Check) -> serde_json::Value {
        let mut out = Vec::new();
        write_check_json(&Grid::empty(), check, None, &mut out).unwrap();
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

    #[test]
    fn a_given_solution_is_judged() {
        let line = |text: &str| crate::Format::Line.parse(text.as_bytes()).unwrap().grid;
        let puzzle = line(
            "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7",
        );
        let right = line(
            "143628579572139468986754231391542786468917352725863914237481695619275843854396127",
        );
        let check = sudoku_core::check(&puzzle);
        let mut out = Vec::new();
        write_check_text(&puzzle, &check, Some(&right), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.starts_with("30 givens, unique, not minimal: "),
            "{text}"
        );
        assert!(
            text.ends_with(" are redundant; given solution right\n"),
            "{text}"
        );
        // r1c2 and r1c4 swapped: complete, the givens hold, but the 6 now
        // in r1c2 is box 1's second (r3c3).
        let mut swapped = right.to_string().into_bytes();
        swapped.swap(1, 3);
        let swapped = line(&String::from_utf8(swapped).unwrap());
        assert_eq!(
            judge(&puzzle, &swapped).unwrap_err(),
            "r1c2 and r3c3 both hold 6"
        );
        let mut out = Vec::new();
        write_check_json(&puzzle, &check, Some(&swapped), &mut out).unwrap();
        let value: serde_json::Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(value["given_solution"], "wrong: r1c2 and r3c3 both hold 6");
        assert_eq!(judge(&puzzle, &puzzle).unwrap_err(), "r1c2 is blank");
    }
}
