//! `sudoku explain` and `sudoku hint` on variant puzzles: a killer, an
//! arrow/thermo and a 16×16 explained step by step through the binary,
//! every step checked against the solution `sudoku solve` gives, the JSON
//! records valid, and the errors named.

mod common;

use common::*;
use serde_json::Value;

/// The three published puzzles the README shows explained.
const PUZZLES: [&str; 3] = [
    "variants/blitz-killer.txt",
    "variants/clipped-arrow-thermo.txt",
    "variants/behemoth-16x16.txt",
];

/// The solution of a variant fixture, digit by digit, as `sudoku solve
/// --to json` gives it.
fn solution(path: &str) -> Vec<u64> {
    let output = sudoku(&["solve", "--to", "json", path], b"");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let record: Value = serde_json::from_str(stdout(&output)).unwrap();
    assert_eq!(record["status"], "unique");
    record["solution"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row.as_array().unwrap().iter().map(|d| d.as_u64().unwrap()))
        .collect()
}

/// The cell index and digit of `r3c12=5` or `r3c12<>5` in a grid of `size`.
fn candidate(text: &str, size: usize) -> (usize, u64) {
    let (cell, digit) = text
        .split_once("<>")
        .or_else(|| text.split_once('='))
        .unwrap();
    let (row, column) = cell[1..].split_once('c').unwrap();
    let row: usize = row.parse().unwrap();
    let column: usize = column.parse().unwrap();
    ((row - 1) * size + column - 1, digit.parse().unwrap())
}

#[test]
fn variant_explanations_are_sound_valid_and_need_no_bifurcation() {
    let validator = schema("explain.schema.json");
    for name in PUZZLES {
        let path = fixture(name);
        let path = path.to_str().unwrap();
        let solution = solution(path);
        let output = sudoku(&["explain", "--to", "json", path], b"");
        assert_eq!(output.status.code(), Some(0), "{name}: {}", stderr(&output));
        let record: Value = serde_json::from_str(stdout(&output)).unwrap();
        assert!(validator.is_valid(&record), "{name}: {record}");
        assert_eq!(record["scale"], "variant");
        assert_eq!(record["solved"], true, "{name}");
        assert_eq!(record["bifurcations"], 0, "{name}");
        let size = record["size"].as_u64().unwrap() as usize;
        let mut filled: Vec<bool> = record["puzzle"]
            .as_str()
            .unwrap()
            .bytes()
            .map(|b| b != b'.')
            .collect();
        let steps = record["steps"].as_array().unwrap();
        for step in steps {
            for placed in step["placements"].as_array().unwrap() {
                let (cell, digit) = candidate(placed.as_str().unwrap(), size);
                assert_eq!(solution[cell], digit, "{name}: {}", step["text"]);
                assert!(!filled[cell], "{name}: placed twice: {}", step["text"]);
                filled[cell] = true;
            }
            for gone in step["eliminations"].as_array().unwrap() {
                let (cell, digit) = candidate(gone.as_str().unwrap(), size);
                assert_ne!(solution[cell], digit, "{name}: {}", step["text"]);
            }
        }
        assert!(filled.iter().all(|&f| f), "{name}: cells left empty");
        // The text is the same steps, a line each.
        let text = sudoku(&["explain", path], b"");
        let lines: Vec<&str> = stdout(&text).lines().collect();
        let texts: Vec<&str> = steps.iter().map(|s| s["text"].as_str().unwrap()).collect();
        assert_eq!(lines, texts, "{name}");
    }
}

#[test]
fn variant_hint_is_the_first_step_at_each_level() {
    let path = fixture(PUZZLES[0]);
    let path = path.to_str().unwrap();
    let explained = sudoku(&["explain", path], b"");
    let first = stdout(&explained).lines().next().unwrap().to_owned();
    let hint = sudoku(&["hint", "--level", "step", path], b"");
    assert_eq!(stdout(&hint).trim_end(), first);
    let technique = sudoku(&["hint", path], b"");
    assert!(first.starts_with(stdout(&technique).trim_end()), "{first}");
    let place = sudoku(&["hint", "--level", "place", path], b"");
    let place = stdout(&place).trim_end().to_owned();
    assert!(
        first.starts_with(&place) && first.len() > place.len(),
        "{place}"
    );
    let json = sudoku(&["hint", "--to", "json", path], b"");
    let record: Value = serde_json::from_str(stdout(&json)).unwrap();
    assert!(schema("explain.schema.json").is_valid(&record), "{record}");
    assert_eq!(record["step"]["text"], first.as_str());
}

/// Asserts the exit code and that standard error names `message`.
#[track_caller]
fn assert_refused(output: &std::process::Output, code: i32, message: &str) {
    assert_eq!(output.status.code(), Some(code), "{}", stderr(output));
    assert!(stderr(output).contains(message), "{}", stderr(output));
    assert!(output.stdout.is_empty(), "{}", stdout(output));
}

#[test]
fn variants_without_one_solution_or_for_classic_scales_are_refused_by_name() {
    let several = fixture("variants/killer-4x4.json");
    let several = several.to_str().unwrap();
    assert_refused(
        &sudoku(&["explain", several], b""),
        1,
        "the puzzle has more than one solution; an explanation needs exactly one",
    );
    let killer = fixture(PUZZLES[0]);
    let killer = killer.to_str().unwrap();
    assert_refused(
        &sudoku(&["rate", killer], b""),
        2,
        "SE's and HoDoKu's scales rate classic 9×9 puzzles",
    );
    assert_refused(
        &sudoku(&["explain", "--to", "pretty", killer], b""),
        2,
        "explain a variant puzzle --to text or --to json",
    );
    // Orbit takes over a second: past --time-limit, exit code 4.
    let text = read_fixture("variants/sudokusolver.tsv");
    let orbit = text
        .lines()
        .skip_while(|l| !l.starts_with("# \"Orbit\""))
        .nth(1)
        .unwrap()
        .split('\t')
        .next()
        .unwrap();
    assert_refused(
        &sudoku(&["explain", "--time-limit", "1ms"], orbit.as_bytes()),
        4,
        "its time limit (--time-limit)",
    );
}

#[test]
fn the_readme_s_variant_pictures_are_what_the_binary_draws() {
    for (picture, puzzle) in [
        ("variant-killer.svg", PUZZLES[0]),
        ("variant-thermo-arrow.svg", PUZZLES[1]),
        ("variant-16x16.svg", PUZZLES[2]),
    ] {
        let path = fixture(puzzle);
        let drawn = sudoku(&["convert", "--to", "svg", path.to_str().unwrap()], b"");
        assert_eq!(drawn.status.code(), Some(0), "{}", stderr(&drawn));
        let committed = std::fs::read_to_string(root().join("docs").join(picture)).unwrap();
        assert!(
            stdout(&drawn) == committed,
            "docs/{picture} is out of date: scripts/docs-images.sh remakes it"
        );
    }
}
