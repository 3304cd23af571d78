//! End-to-end tests of `sudoku canon` and `sudoku transform`: canonical
//! forms through the binary, the map back, automorphisms, de-duplication,
//! reproducible random transformations, and bad maps.

mod common;

use common::*;

/// Three puzzles of the 17-clue list, kept there in canonical form.
fn seventeen() -> String {
    let text = std::fs::read_to_string(root().join("fixtures/canon-17.txt")).expect("fixture");
    text.lines().take(3).map(|l| format!("{l}\n")).collect()
}

fn run(args: &[&str], input: &str) -> String {
    let output = sudoku(args, input.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    stdout(&output).to_owned()
}

#[test]
fn random_copies_canonicalise_back_and_the_map_undoes_it() {
    let puzzles = seventeen();
    let disguised = run(&["transform", "--random", "--seed", "9", "-q"], &puzzles);
    assert_ne!(disguised, puzzles);
    // The same seed gives the same copies whatever the threads.
    let again = run(
        &["transform", "--random", "--seed", "9", "-q", "-j", "1"],
        &puzzles,
    );
    assert_eq!(again, disguised);
    assert_eq!(run(&["canon", "-q"], &disguised), puzzles);
    // --map: applying its inverse to the canonical form gives the input.
    let mapped = run(
        &["canon", "--map", "--with-automorphisms", "-q"],
        &disguised,
    );
    for (line, original) in mapped.lines().zip(disguised.lines()) {
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields.len(), 3, "{line}");
        assert_eq!(fields[2], "1", "{line}");
        let back = run(
            &["transform", "--apply", fields[1], "--inverse", "-q"],
            &format!("{}\n", fields[0]),
        );
        assert_eq!(back.trim_end(), original);
    }
}

#[test]
fn unique_keeps_the_first_of_each_class_and_counts_the_rest() {
    let puzzles = seventeen();
    let disguised = run(&["transform", "--random", "--seed", "3", "-q"], &puzzles);
    let input = format!("{puzzles}{disguised}");
    let output = sudoku(&["canon", "--unique"], input.as_bytes());
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), puzzles.as_str());
    assert!(
        stderr(&output).contains("3 puzzles equivalent to an earlier one dropped"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_symmetric_puzzle_counts_its_automorphisms() {
    // Mirror image of itself across the main diagonal, and more.
    let puzzle =
        "1...............................................................................2\n";
    let line = run(&["canon", "--with-automorphisms", "-q"], puzzle);
    let count: u32 = line.split(' ').nth(1).unwrap().trim().parse().unwrap();
    assert!(count > 1, "{line}");
}

#[test]
fn bad_maps_and_options_are_refused() {
    let bad = sudoku(
        &["transform", "--apply", "R412356789C123456789D123456789"],
        b"",
    );
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        stderr(&bad).contains("is not a transformation"),
        "{}",
        stderr(&bad)
    );
    let neither = sudoku(&["transform"], b"");
    assert_eq!(neither.status.code(), Some(2));
    // --random with --apply would silently ignore one of them.
    let both = sudoku(
        &[
            "transform",
            "--random",
            "--seed",
            "1",
            "--apply",
            "R123456789C123456789D123456789",
        ],
        seventeen().as_bytes(),
    );
    assert_eq!(both.status.code(), Some(2), "{}", stderr(&both));
    assert!(both.stdout.is_empty());
    assert!(
        stderr(&both).contains("'--random' cannot be used with '--apply <MAP>'"),
        "{}",
        stderr(&both)
    );
    let grid_map = sudoku(
        &["canon", "--map", "--to", "pretty"],
        seventeen().as_bytes(),
    );
    assert_eq!(grid_map.status.code(), Some(2));
    assert!(
        stderr(&grid_map).contains("use --to line"),
        "{}",
        stderr(&grid_map)
    );
}

#[test]
fn named_operations_move_cells_where_their_names_say() {
    // A 1 in r1c1 and a 9 in r9c1.
    let puzzle = format!("1{}9{}\n", ".".repeat(71), ".".repeat(8));
    let cells = |op: &[&str]| -> Vec<(usize, char)> {
        let mut args = vec!["transform", "-q"];
        for o in op {
            args.extend(["--op", o]);
        }
        run(&args, &puzzle)
            .trim_end()
            .chars()
            .enumerate()
            .filter(|&(_, c)| c != '.')
            .collect()
    };
    // Cells as row * 9 + column, from 0.
    assert_eq!(cells(&["rotate-90"]), [(0, '9'), (8, '1')]);
    assert_eq!(cells(&["rotate-180"]), [(8, '9'), (80, '1')]);
    assert_eq!(cells(&["rotate-270"]), [(72, '1'), (80, '9')]);
    assert_eq!(cells(&["transpose"]), [(0, '1'), (8, '9')]);
    assert_eq!(cells(&["mirror-horizontal"]), [(0, '9'), (72, '1')]);
    assert_eq!(cells(&["mirror-vertical"]), [(8, '1'), (80, '9')]);
    assert_eq!(cells(&["mirror-anti-diagonal"]), [(72, '9'), (80, '1')]);
    // In turn: two quarter turns are a half turn.
    assert_eq!(cells(&["rotate-90", "rotate-90"]), cells(&["rotate-180"]));
}

#[test]
fn a_grid_that_breaks_the_rules_has_no_canonical_form() {
    // Two 1s in row 1: refused with the clash named, its record kept in
    // place, and never counted as equivalent to another puzzle.
    let bad = format!("11{}\n", ".".repeat(79));
    let puzzles = seventeen();
    let input = format!("{bad}{puzzles}{bad}");
    let output = sudoku(&["canon", "--unique"], input.as_bytes());
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let lines: Vec<&str> = stdout(&output).lines().collect();
    assert_eq!(
        lines.len(),
        2 + puzzles.lines().count(),
        "{}",
        stdout(&output)
    );
    assert_eq!(lines[0], lines[lines.len() - 1], "the placeholder, twice");
    assert!(!lines[0].contains('1'), "{}", lines[0]);
    assert_eq!(lines[1..lines.len() - 1].join("\n") + "\n", puzzles);
    let err = stderr(&output);
    assert!(
        err.contains("line 1: the puzzle has no solution: r1c1 and r1c2 both hold 1"),
        "{err}"
    );
    assert!(err.contains("0 puzzles equivalent"), "{err}");
    // One puzzle alone: nothing on standard output, the reason, exit 1.
    let single = sudoku(&["canon"], bad.as_bytes());
    assert_eq!(single.status.code(), Some(1));
    assert!(single.stdout.is_empty());
}
