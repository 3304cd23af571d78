//! End-to-end tests of `sudoku rate`: both scales, one scale, JSON records
//! that follow the schema, batches in order, and puzzles with no rating.

mod common;

use common::*;

/// Rated by SE 1.2.1's `serate` 2.6/2.6/2.6, by HoDoKu 2.2.0 Medium 418.
const POINTING: &str =
    "........9.6....3..2.4....7...937.5.1.....2..3...15.7....1.24.....8.3.6...4.5.....";
/// serate 7.1/1.2/1.2 (a forcing chain).
const CHAIN: &str =
    "....3.....72.54..6....16.85.19.......23.895..8...6.7...91...8..4.6.....2.....5...";
/// serate 9.0/1.2/1.2; needs dynamic forcing chains.
const DYNAMIC: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const TWO_SOLUTIONS: &str =
    "........................................................................123456789";

#[test]
fn rate_prints_both_scales_and_the_hardest_technique() {
    let input = format!("{POINTING}\n{DYNAMIC}\n");
    let output = sudoku(&["rate"], input.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "2.6/2.6/2.6  Medium 418  Pointing");
    assert!(
        lines[1].starts_with("9.0/1.2/1.2  Extreme "),
        "{}",
        lines[1]
    );
    assert!(
        lines[1].ends_with("  Dynamic Forcing Chains"),
        "{}",
        lines[1]
    );
    assert_eq!(lines.len(), 2);
}

#[test]
fn one_scale_at_a_time() {
    let se = sudoku(&["rate", "--scale", "se"], POINTING.as_bytes());
    assert_eq!(stdout(&se), "2.6/2.6/2.6  Pointing\n");
    let hodoku = sudoku(&["rate", "--scale", "hodoku"], POINTING.as_bytes());
    let text = stdout(&hodoku);
    assert!(text.starts_with("Medium 418  "), "{text}");
    assert!(!text.contains('/'), "{text}");
}

#[test]
fn rate_json_follows_the_schema_in_order_in_a_batch() {
    let validator = schema("rate.schema.json");
    let input = format!("{POINTING}\n{TWO_SOLUTIONS}\nnot a puzzle\n{CHAIN}\n");
    let output = sudoku(
        &["rate", "--to", "json", "--from", "line"],
        input.as_bytes(),
    );
    let records: Vec<serde_json::Value> = stdout(&output)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 4, "{}", stdout(&output));
    for record in &records {
        assert!(validator.is_valid(record), "{record}");
    }
    assert_eq!(records[0]["se"]["er"], 2.6);
    assert_eq!(records[0]["hodoku"]["score"], 418);
    assert!(
        records[1]["error"]
            .as_str()
            .unwrap()
            .contains("more than one solution")
    );
    assert_eq!(records[2]["line"], 3);
    assert_eq!(records[3]["se"]["er"], 7.1);
    assert_eq!(records[3]["se"]["hardest"], "Forcing Chain");
    // Some records had no rating: the exit code says so.
    assert_ne!(output.status.code(), Some(0));
}

#[test]
fn a_puzzle_with_several_solutions_gets_no_rating() {
    let output = sudoku(&["rate"], TWO_SOLUTIONS.as_bytes());
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(stderr(&output).contains("more than one solution"));
    assert!(!stdout(&output).contains('/'));
}

/// Puzzle 43 of the forum's hardest list: SE rates it 11.7 after about
/// 2.4 s (release build, one thread; 1.4 s on two) of nested forcing
/// chains. The tests stop it well before that.
const HARD: &str =
    "..8...5...4...2.9.7.......3.2...4......93.......2.1.6.5.......8.1.6...2...3...7..";

#[test]
fn a_puzzle_past_the_time_limit_gets_an_error_record_and_exit_4() {
    let input = format!("{POINTING}\n{HARD}\n{POINTING}\n");
    // HoDoKu's path guesses where its nets fail: about 0.1 s in a test
    // build, given a limit that a loaded machine cannot reach.
    for (scale, to, limit) in [
        ("se", "text", "300ms"),
        ("se", "json", "300ms"),
        ("hodoku", "text", "30s"),
    ] {
        let started = std::time::Instant::now();
        let output = sudoku(
            &["rate", "-s", scale, "--to", to, "--time-limit", limit],
            input.as_bytes(),
        );
        let took = started.elapsed();
        let text = stdout(&output);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert_eq!(lines[0], lines[2]);
        if scale == "hodoku" {
            assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
            continue;
        }
        // The work stops at the limit, not minutes later.
        assert!(took < std::time::Duration::from_secs(5), "{took:?}");
        assert_eq!(output.status.code(), Some(4), "{}", stderr(&output));
        assert_eq!(
            stderr(&output),
            "sudoku: error: line 2: stopped after 300 ms, its time limit (--time-limit)\n"
        );
        if to == "json" {
            assert_eq!(
                lines[1],
                r#"{"line":2,"error":"stopped after 300 ms, its time limit (--time-limit)"}"#
            );
        } else {
            assert_eq!(lines[1], "# no result");
        }
    }
    // explain and hint take it too.
    let explain = sudoku(
        &["explain", "-s", "se", "--time-limit", "0.3"],
        HARD.as_bytes(),
    );
    assert_eq!(explain.status.code(), Some(4), "{}", stderr(&explain));
    assert!(explain.stdout.is_empty());
    let bad = sudoku(&["hint", "--time-limit", "5x"], HARD.as_bytes());
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        stderr(&bad).contains("'x' is not a unit of time"),
        "{}",
        stderr(&bad)
    );
}

/// `sudoku rate -s se ARGS` on `input`, running: its standard output as
/// lines, as they come.
fn rating(
    args: &[&str],
    input: &str,
) -> (
    std::process::Child,
    std::io::Lines<std::io::BufReader<std::process::ChildStdout>>,
) {
    use std::io::{BufRead, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["rate", "-s", "se"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sudoku runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let lines = std::io::BufReader::new(child.stdout.take().unwrap()).lines();
    (child, lines)
}

#[test]
fn each_rating_is_written_as_soon_as_it_and_those_before_it_are_done() {
    let input = format!("{POINTING}\n{HARD}\n");
    for threads in ["1", "2"] {
        let started = std::time::Instant::now();
        let (child, mut lines) = rating(&["-j", threads, "--time-limit", "800ms"], &input);
        let first = lines.next().unwrap().unwrap();
        let first_after = started.elapsed();
        assert_eq!(first, "2.6/2.6/2.6  Pointing");
        let output = child.wait_with_output().unwrap();
        let ended = started.elapsed();
        // The easy puzzle's record came out while the hard one still
        // worked (it works until its 0.8 s limit).
        assert!(
            first_after < std::time::Duration::from_millis(700) && ended > first_after * 2,
            "-j {threads}: first record after {first_after:?}, end after {ended:?}"
        );
        assert_eq!(output.status.code(), Some(4));
    }
    // Ctrl-C while the hard one works: what is done is out, exit 130.
    let (child, mut lines) = rating(&["-j", "2"], &input);
    assert_eq!(lines.next().unwrap().unwrap(), "2.6/2.6/2.6  Pointing");
    let killed = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let started = std::time::Instant::now();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(130));
    assert!(started.elapsed() < std::time::Duration::from_secs(3));
    assert!(lines.next().is_none());
}
