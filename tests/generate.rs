//! End-to-end tests of `sudoku generate`: every puzzle unique, minimal when
//! asked, with the symmetry and clue count asked; reproducible by seed.

mod common;

use common::*;
use sudoku_core::{Grid, count, redundant_givens};

/// Where each symmetry maps the cell in row `r`, column `c` (from 0),
/// written out here rather than taken from the library.
fn image(symmetry: &str, r: usize, c: usize) -> Vec<(usize, usize)> {
    match symmetry {
        "none" => vec![],
        "rotational" => vec![(8 - r, 8 - c)],
        "quarter-turn" => vec![(c, 8 - r), (8 - r, 8 - c), (8 - c, r)],
        "horizontal" => vec![(8 - r, c)],
        "vertical" => vec![(r, 8 - c)],
        "diagonal" => vec![(c, r)],
        "anti-diagonal" => vec![(8 - c, 8 - r)],
        other => panic!("unknown symmetry {other}"),
    }
}

#[track_caller]
fn has_symmetry(puzzle: &Grid, symmetry: &str) -> bool {
    let given = |r: usize, c: usize| puzzle.values()[r * 9 + c] != 0;
    (0..9).all(|r| {
        (0..9).all(|c| {
            image(symmetry, r, c)
                .into_iter()
                .all(|(r2, c2)| given(r2, c2) == given(r, c))
        })
    })
}

/// `sudoku generate` with `args`, which must succeed; its puzzles.
fn generate(args: &[&str]) -> Vec<Grid> {
    let output = sudoku(&[&["generate"], args].concat(), b"");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stderr(&output), "");
    stdout(&output).lines().map(grid).collect()
}

#[test]
fn every_symmetry_gives_unique_minimal_symmetric_puzzles() {
    let per_symmetry = [
        ("none", 100),
        ("rotational", 40),
        ("quarter-turn", 12),
        ("horizontal", 30),
        ("vertical", 30),
        ("diagonal", 30),
        ("anti-diagonal", 30),
    ];
    for (symmetry, n) in per_symmetry {
        let puzzles = generate(&[
            "--seed",
            "2026",
            "-n",
            &n.to_string(),
            "--symmetry",
            symmetry,
        ]);
        assert_eq!(puzzles.len(), n);
        for puzzle in &puzzles {
            assert_eq!(count(puzzle, 2), 1, "{symmetry}: {puzzle} is not unique");
            assert_eq!(
                redundant_givens(puzzle),
                Some(vec![]),
                "{symmetry}: {puzzle} is not minimal"
            );
            assert!(has_symmetry(puzzle, symmetry), "{symmetry}: {puzzle}");
        }
        // Not one puzzle over and over.
        let mut distinct = puzzles.clone();
        distinct.sort_by_key(|g| *g.values());
        distinct.dedup();
        assert_eq!(distinct.len(), n, "{symmetry}: repeated puzzles");
    }
}

#[test]
fn clues_is_an_upper_bound() {
    for puzzle in generate(&["--seed", "9", "-n", "20", "--clues", "23"]) {
        assert!(puzzle.givens() <= 23, "{puzzle}");
        assert_eq!(redundant_givens(&puzzle), Some(vec![]), "{puzzle}");
    }
    // Without minimality, taking away stops at the bound: easy puzzles.
    for puzzle in generate(&["--seed", "9", "-n", "20", "--clues", "40", "--no-minimal"]) {
        assert!((38..=40).contains(&puzzle.givens()), "{puzzle}");
        assert_eq!(count(&puzzle, 2), 1, "{puzzle}");
    }
}

#[test]
fn a_symmetric_puzzle_without_minimality_keeps_its_symmetry() {
    for puzzle in generate(&[
        "--seed",
        "4",
        "-n",
        "20",
        "--symmetry",
        "90",
        "--no-minimal",
    ]) {
        assert_eq!(count(&puzzle, 2), 1, "{puzzle}");
        assert!(has_symmetry(&puzzle, "quarter-turn"), "{puzzle}");
    }
}

#[test]
fn a_seed_gives_the_same_puzzles_every_time_and_for_any_threads() {
    let run = |threads: &str| {
        let output = sudoku(
            &[
                "generate",
                "--seed",
                "77",
                "-n",
                "40",
                "--symmetry",
                "rotational",
                "--threads",
                threads,
            ],
            b"",
        );
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
        output.stdout
    };
    let one = run("1");
    assert_eq!(one, run("1"));
    assert_eq!(one, run("4"));
    // Puzzle n does not depend on how many come before or after it.
    let five = sudoku(
        &[
            "generate",
            "--seed",
            "77",
            "-n",
            "5",
            "--symmetry",
            "rotational",
        ],
        b"",
    );
    assert!(one.starts_with(&five.stdout));
    // Another seed, other puzzles.
    let other = sudoku(
        &[
            "generate",
            "--seed",
            "78",
            "-n",
            "5",
            "--symmetry",
            "rotational",
        ],
        b"",
    );
    assert_ne!(five.stdout, other.stdout);
}

#[test]
fn a_long_run_writes_every_puzzle_once_in_order_whatever_the_batches() {
    // 1,000 puzzles go out in batches that grow (4, 8, ... at a time) and
    // shrink with how long they take, differently for one thread and two.
    let run = |threads: &str| {
        let output = sudoku(
            &["generate", "--seed", "5", "-n", "1000", "-q", "-j", threads],
            b"",
        );
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
        String::from_utf8(output.stdout).unwrap()
    };
    let one = run("1");
    assert_eq!(one, run("2"));
    let lines: Vec<&str> = one.lines().collect();
    assert_eq!(lines.len(), 1000);
    let distinct: std::collections::HashSet<&&str> = lines.iter().collect();
    assert_eq!(distinct.len(), 1000, "a puzzle written twice");
    // Puzzle 301 is the same when asked for alone, at index 300 of a run.
    let first = sudoku(&["generate", "--seed", "5", "-n", "301", "-q"], b"");
    let first = String::from_utf8(first.stdout).unwrap();
    assert_eq!(first.lines().last(), Some(lines[300]));
    for line in lines.iter().step_by(97) {
        assert_eq!(count(&grid(line), 2), 1, "{line}");
    }
}

#[test]
fn without_a_seed_the_seed_is_printed_and_repeats_the_run() {
    let output = sudoku(&["generate", "-n", "3"], b"");
    assert_eq!(output.status.code(), Some(0));
    let note = stderr(&output);
    let seed = note
        .strip_prefix("sudoku: note: seed ")
        .and_then(|rest| rest.split(';').next())
        .unwrap_or_else(|| panic!("{note}"));
    assert_eq!(
        note,
        format!("sudoku: note: seed {seed}; repeat with --seed {seed}\n")
    );
    let again = sudoku(&["generate", "-n", "3", "--seed", seed], b"");
    assert_eq!(again.stdout, output.stdout);
    // --quiet says nothing.
    let quiet = sudoku(&["generate", "--quiet"], b"");
    assert_eq!(stderr(&quiet), "");
    assert_eq!(stdout(&quiet).len(), 82);
}

#[test]
fn other_formats_are_written_and_read_back() {
    let lines = sudoku(&["generate", "--seed", "5", "-n", "3"], b"");
    let spaced = sudoku(
        &["generate", "--seed", "5", "-n", "3", "--to", "spaced"],
        b"",
    );
    assert_eq!(spaced.status.code(), Some(0));
    // Grids separated by one blank line, read back as a batch.
    assert_eq!(stdout(&spaced).split("\n\n").count(), 3);
    let back = sudoku(&["convert", "--to", "line"], &spaced.stdout);
    assert_eq!(back.stdout, lines.stdout);
}

#[test]
fn giving_up_says_so_and_keeps_what_was_made() {
    let output = sudoku(
        &[
            "generate",
            "--seed",
            "1",
            "-n",
            "2",
            "--clues",
            "17",
            "--attempts",
            "5",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "");
    let message = stderr(&output);
    assert!(
        message.starts_with(
            "sudoku: error: puzzle 1 of seed 1: gave up after 5 attempts at a puzzle with at most 17 clues; the fewest made had "
        ),
        "{message}"
    );
    assert!(
        message.ends_with("; allow more with --attempts or more clues with --clues\n"),
        "{message}"
    );
}

#[test]
fn impossible_clue_counts_are_refused_up_front() {
    let output = sudoku(&["generate", "--clues", "16"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("no puzzle with fewer than 17 clues has a unique solution"),
        "{}",
        stderr(&output)
    );
    assert!(output.stdout.is_empty());
}

#[test]
fn json_records_carry_the_solution() {
    let output = sudoku(&["generate", "--seed", "8", "-n", "5", "--to", "json"], b"");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let validator = schema("sudoku.schema.json");
    let lines = sudoku(&["generate", "--seed", "8", "-n", "5"], b"");
    for (record, line) in stdout(&output).lines().zip(stdout(&lines).lines()) {
        let value: serde_json::Value = serde_json::from_str(record).expect("a JSON record");
        if let Err(err) = validator.validate(&value) {
            panic!("{err}: {record}");
        }
        assert_eq!(value["solutions"], "unique");
        let cells = |key: &str| -> String {
            value[key]
                .as_array()
                .expect("rows")
                .iter()
                .flat_map(|row| row.as_array().expect("cells").iter())
                .map(|cell| cell.as_u64().expect("a digit").to_string())
                .collect()
        };
        // The same puzzle as the line format's, and its solution solves it.
        let puzzle = grid(&cells("puzzle"));
        assert_eq!(puzzle, grid(line));
        assert!(grid(&cells("solution")).solves(&puzzle), "{record}");
    }
}

/// Each puzzle's `sudoku rate` line.
fn rate(puzzles: &[Grid], scale: &str) -> Vec<String> {
    let input: String = puzzles
        .iter()
        .map(|p| {
            let line: String = p
                .values()
                .iter()
                .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
                .collect();
            line + "\n"
        })
        .collect();
    let output = sudoku(&["rate", "--scale", scale], input.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    stdout(&output).lines().map(str::to_owned).collect()
}

#[test]
fn puzzles_asked_by_difficulty_rate_in_the_band() {
    for (level, name) in [("easy", "Easy"), ("hard", "Hard"), ("unfair", "Unfair")] {
        let puzzles = generate(&["--seed", "3", "-n", "3", "-q", "--difficulty", level]);
        assert_eq!(puzzles.len(), 3);
        for line in rate(&puzzles, "hodoku") {
            assert!(line.starts_with(&format!("{name} ")), "{level}: {line}");
        }
    }
    let puzzles = generate(&["--seed", "3", "-n", "3", "-q", "--rating", "6.5..7.5"]);
    for line in rate(&puzzles, "se") {
        let er: f64 = line.split('/').next().unwrap().parse().unwrap();
        assert!((6.5..=7.5).contains(&er), "{line}");
    }
    // Both at once; and the same puzzles for any number of threads.
    let args = [
        "--seed",
        "5",
        "-n",
        "4",
        "-q",
        "--difficulty",
        "hard",
        "--rating",
        "..4.4",
    ];
    let one = generate(&[&args[..], &["-j", "1"]].concat());
    let two = generate(&[&args[..], &["-j", "2"]].concat());
    assert_eq!(one, two);
    let both = rate(&one, "se");
    let hodoku = rate(&one, "hodoku");
    for (se, hd) in both.iter().zip(&hodoku) {
        let er: f64 = se.split('/').next().unwrap().parse().unwrap();
        assert!(er <= 4.4 && hd.starts_with("Hard "), "{se} | {hd}");
    }
}

#[test]
fn a_band_rarely_reached_gives_up_with_a_clear_message() {
    let output = sudoku(
        &[
            "generate",
            "--seed",
            "1",
            "--rating",
            "9.5..9.9",
            "--attempts",
            "20",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(1));
    let message = stderr(&output);
    assert!(
        message.contains("gave up after 20 attempts: 20 puzzles made, none rated 9.5..9.9 on SE's scale; allow more with --attempts or widen the difficulty asked"),
        "{message}"
    );
    let bad = sudoku(&["generate", "--rating", "8..7"], b"");
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        stderr(&bad).contains("`8..7` is not a rating range"),
        "{}",
        stderr(&bad)
    );
}

#[test]
fn csv_output_has_the_header_and_the_answer_key_as_convert_writes_them() {
    let output = sudoku(&["generate", "-n", "3", "--seed", "5", "--to", "csv"], b"");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert_eq!(lines[0], "puzzle,solution");
    for line in &lines[1..] {
        let (puzzle, solution) = line.split_once(',').expect("two columns");
        let solved = sudoku_core::solve(&grid(puzzle));
        assert_eq!(solved.grid(), Some(&grid(solution)), "{line}");
    }
    // The same rows convert writes from the puzzles' json records.
    let json = sudoku(&["generate", "-n", "3", "--seed", "5", "--to", "json"], b"");
    let converted = sudoku(&["convert", "--to", "csv"], &json.stdout);
    assert_eq!(stdout(&converted), text);
}

#[test]
fn bands_no_puzzle_can_reach_are_refused_at_once_and_time_limit_stops_the_run() {
    for (args, says) in [
        (
            &["--rating", "11..12"][..],
            "no generated puzzle is known to rate 11.0..12.0",
        ),
        (
            &["--difficulty", "extreme", "--rating", "1..2"],
            "no puzzle is both Extreme and rated 1.0..2.0",
        ),
        (
            &["--difficulty", "easy", "--rating", "3.."],
            "no puzzle is both Easy and rated 3.0..",
        ),
    ] {
        let started = std::time::Instant::now();
        let output = sudoku(&[&["generate", "--seed", "1"], args].concat(), b"");
        assert!(started.elapsed() < std::time::Duration::from_secs(2));
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?}: {}",
            stderr(&output)
        );
        assert!(
            stderr(&output).contains(says),
            "{args:?}: {}",
            stderr(&output)
        );
        assert!(output.stdout.is_empty());
    }
    // A band that is only rare: stopped at the limit, exit 4.
    let started = std::time::Instant::now();
    let output = sudoku(
        &[
            "generate",
            "-n",
            "3",
            "--seed",
            "1",
            "--rating",
            "9.5..",
            "--time-limit",
            "500ms",
        ],
        b"",
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(3));
    assert_eq!(output.status.code(), Some(4), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("stopped after 500 ms, the --time-limit: 0 of 3 puzzles made"),
        "{}",
        stderr(&output)
    );
}
