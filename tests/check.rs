//! End-to-end tests of `sudoku check` and `sudoku count` on puzzles whose
//! answers are known.

mod common;

use common::*;

/// The first puzzle of the 17-clue sample: minimal, since no puzzle with
/// 16 clues has a unique solution.
fn seventeen() -> String {
    sample("17_clue.txt", 1).remove(0)
}

#[test]
fn a_17_clue_puzzle_is_unique_and_minimal() {
    let output = sudoku(&["check"], format!("{}\n", seventeen()).as_bytes());
    assert_solves(&output, "17 givens, unique, minimal\n");
}

#[test]
fn redundant_givens_are_listed_and_each_really_is() {
    let output = sudoku(&["check", "fixtures/not-minimal.txt"], b"");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let report = stdout(&output);
    let listed = report
        .strip_prefix("18 givens, unique, not minimal: ")
        .and_then(|rest| {
            rest.strip_suffix(" is redundant\n")
                .or(rest.strip_suffix(" are redundant\n"))
        })
        .unwrap_or_else(|| panic!("{report}"));
    let listed: Vec<&str> = listed.split(' ').collect();
    // r1c1=9 was added to a 17-clue puzzle: the rest already fix it.
    assert!(listed.contains(&"r1c1=9"), "{report}");

    // Each given, taken away, as `sudoku count` sees it: listed exactly
    // when the puzzle stays unique.
    let puzzle = read_fixture("not-minimal.txt")
        .lines()
        .find(|l| !l.starts_with('#'))
        .expect("a puzzle line")
        .to_owned();
    for (i, c) in puzzle.bytes().enumerate() {
        if c == b'.' {
            continue;
        }
        let mut without = puzzle.clone().into_bytes();
        without[i] = b'.';
        let counted = sudoku(&["count", "--limit", "2"], &[&without[..], b"\n"].concat());
        let name = format!("r{}c{}={}", i / 9 + 1, i % 9 + 1, char::from(c));
        assert_eq!(
            stdout(&counted) == "1\n",
            listed.contains(&name.as_str()),
            "{name}: count says {}",
            stdout(&counted)
        );
    }
}

#[test]
fn several_solutions_fail_the_check() {
    let output = sudoku(&["check", "fixtures/two-solutions.in"], b"");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "77 givens, several solutions\n");
    assert_eq!(stderr(&output), "");
}

#[test]
fn clashing_givens_are_named() {
    let output = sudoku(&["check", "fixtures/conflict.in"], b"");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout(&output),
        "2 givens, no solution: r1c3 and r1c8 both hold 5\n"
    );
    // Every clash, not just the first.
    let mut line = ".".repeat(81).into_bytes();
    for cell in [0, 8, 72] {
        line[cell] = b'5';
    }
    line.push(b'\n');
    let output = sudoku(&["check"], &line);
    assert_eq!(
        stdout(&output),
        "3 givens, no solution: r1c1 and r1c9 both hold 5; r1c1 and r9c1 both hold 5\n"
    );
}

#[test]
fn a_puzzle_with_no_completion_has_no_solution() {
    let output = sudoku(&["check", "fixtures/no-solution.in"], b"");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "9 givens, no solution\n");
}

#[test]
fn a_batch_reports_every_puzzle_in_order_as_text_and_as_json() {
    let input = format!(
        "{}\n{}\nnot a puzzle\n{}\n",
        seventeen(),
        ".".repeat(81),
        read_fixture("not-minimal.txt").lines().nth(1).unwrap()
    );
    let output = sudoku(&["check"], input.as_bytes());
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stdout(&output),
        "17 givens, unique, minimal\n0 givens, several solutions\n\n18 givens, unique, not minimal: r1c1=9 is redundant\n"
    );
    assert_eq!(
        stderr(&output),
        "sudoku: error: line 3, column 1: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 'n'\n"
    );

    let output = sudoku(&["check", "--to", "json"], input.as_bytes());
    assert_eq!(output.status.code(), Some(2));
    let validator = schema("check.schema.json");
    let records: Vec<serde_json::Value> = stdout(&output)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|err| panic!("{err}: {line}")))
        .collect();
    for record in &records {
        if let Err(err) = validator.validate(record) {
            panic!("{err}: {record}");
        }
    }
    assert_eq!(
        records,
        [
            serde_json::json!({"givens": 17, "conflicts": [], "solutions": "unique",
                "minimal": true, "redundant": []}),
            serde_json::json!({"givens": 0, "conflicts": [], "solutions": "multiple",
                "minimal": null, "redundant": null}),
            serde_json::json!({"line": 3,
                "error": "line 3, column 1: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 'n'"}),
            serde_json::json!({"givens": 18, "conflicts": [], "solutions": "unique",
                "minimal": false, "redundant": ["r1c1"]}),
        ]
    );
}

#[test]
fn fail_fast_stops_at_the_first_puzzle_that_is_not_unique() {
    let input = format!("{}\n{}\n{}\n", seventeen(), ".".repeat(81), seventeen());
    let output = sudoku(&["check", "--fail-fast"], input.as_bytes());
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout(&output),
        "17 givens, unique, minimal\n0 givens, several solutions\n"
    );
}

#[test]
fn count_of_the_empty_grid_stops_at_the_limit() {
    let output = sudoku(&["count"], format!("{}\n", ".".repeat(81)).as_bytes());
    assert_solves(&output, "at least 1000000\n");
    let output = sudoku(
        &["count", "--limit", "3"],
        format!("{}\n", ".".repeat(81)).as_bytes(),
    );
    assert_solves(&output, "at least 3\n");
}
