//! Every record accounted for (issue 15): each test guards one class of
//! fault through the binary, with inputs made in the test.

mod common;

use std::io::Read as _;
use std::process::{Command, Stdio};

use common::*;

const NO_SOLUTION: &str =
    "12345678.........9...............................................................";

/// `puzzles` written in `format` by the binary itself, one record each.
fn written(puzzles: &[String], format: &str) -> String {
    let input = format!("{}\n", puzzles.join("\n"));
    let output = sudoku(
        &["convert", "--from", "line", "--to", format],
        input.as_bytes(),
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    stdout(&output).to_owned()
}

#[test]
fn an_overlong_line_in_a_block_format_is_one_error_record() {
    let puzzles = sample("17_clue.txt", 3);
    for format in ["packed", "spaced", "sdk", "ss"] {
        let grids: Vec<String> = puzzles
            .iter()
            .map(|p| written(std::slice::from_ref(p), format))
            .collect();
        let long = "1".repeat((1 << 20) + 100);
        let input = format!("{}\n{long}\n\n{}\n{}", grids[0], grids[1], grids[2]);
        let without = format!("{}\n{}\n{}", grids[0], grids[1], grids[2]);
        let output = sudoku(&["solve", "--from", format], input.as_bytes());
        let clean = sudoku(&["solve", "--from", format], without.as_bytes());
        assert_eq!(
            output.status.code(),
            Some(2),
            "{format}: {}",
            stderr(&output)
        );
        let records: Vec<&str> = stdout(&output).split("\n\n").collect();
        let clean_records: Vec<&str> = stdout(&clean).split("\n\n").collect();
        assert_eq!(records.len(), 4, "{format}");
        assert_eq!(records[1], "# no result", "{format}");
        assert_eq!(
            [records[0], records[2], records[3]],
            clean_records[..],
            "{format}"
        );
        let line = grids[0].lines().count() + 2;
        assert!(
            stderr(&output).contains(&format!("line {line}: longer than 1048576 bytes")),
            "{format}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn endless_input_without_a_line_end_stops() {
    for format in ["line", "packed", "json"] {
        let output = sudoku(&["solve", "--from", format, "/dev/zero"], b"");
        assert_eq!(output.status.code(), Some(2), "{format}");
        assert_eq!(
            stderr(&output),
            "sudoku: error: /dev/zero: line 1: no end of line within 67108864 bytes; the rest of the input is not read\n",
            "{format}"
        );
    }
}

#[test]
fn a_malformed_json_value_loses_nothing_after_it() {
    let puzzles = sample("magictour_top1465.txt", 6);
    let mut lines: Vec<String> = puzzles
        .iter()
        .map(|p| format!("{{\"puzzle\": \"{p}\"}}"))
        .collect();
    lines[1].pop(); // no closing brace
    lines[3] = lines[3].replacen("\"}", "}", 1); // no closing quote
    let input = format!("{}\n", lines.join("\n"));
    let output = sudoku(&["solve", "--to", "line"], input.as_bytes());
    assert_eq!(output.status.code(), Some(2));
    let out: Vec<&str> = stdout(&output).lines().collect();
    assert_eq!(out.len(), 6, "{}", stdout(&output));
    for (i, (puzzle, answer)) in puzzles.iter().zip(&out).enumerate() {
        if i == 1 || i == 3 {
            assert_eq!(*answer, "# no result");
        } else {
            assert!(grid(answer).solves(&grid(puzzle)), "{answer}");
        }
    }
    let err = stderr(&output);
    assert_eq!(err.lines().count(), 2, "{err}");
    assert!(err.starts_with("sudoku: error: line 2, column "), "{err}");
    assert!(err.contains("\nsudoku: error: line 4, column "), "{err}");
}

#[test]
fn output_records_line_up_with_input_records_in_every_format() {
    // Five puzzles: the second unreadable, the fourth without solution.
    let good = sample("serg_benchmark.txt", 3);
    let formats = [
        "line", "json", "csv", "spaced", "packed", "sdk", "ss", "grid", "pretty",
    ];
    for from in formats {
        let mut records: Vec<String> = vec![
            written(&good[..1], from),
            String::new(),
            written(&good[1..2], from),
            written(&[NO_SOLUTION.to_owned()], from),
            written(&good[2..3], from),
        ];
        records[1] = match from {
            "json" => "{\"puzzle\": \"xyz\"}\n".to_owned(),
            "line" | "csv" => "not a puzzle\n".to_owned(),
            _ => records[0].replacen('1', "?", 1).replacen('2', "?", 1),
        };
        let separator = if matches!(from, "line" | "json" | "csv") {
            ""
        } else {
            "\n"
        };
        // A csv file has its header once, at the top.
        let input = if from == "csv" {
            let rows: Vec<&str> = records
                .iter()
                .map(|r| r.strip_prefix("puzzle,solution\n").unwrap_or(r))
                .collect();
            format!("puzzle,solution\n{}", rows.concat())
        } else {
            records.join(separator)
        };
        for to in formats {
            let solved = sudoku(
                &["solve", "-q", "--from", from, "--to", to],
                input.as_bytes(),
            );
            assert_eq!(solved.status.code(), Some(2), "{from} -> {to}");
            assert_eq!(stderr(&solved).lines().count(), 2, "{from} -> {to}");
            let back = sudoku(
                &["convert", "-q", "--from", to, "--to", "line"],
                &solved.stdout,
            );
            let lines: Vec<&str> = stdout(&back).lines().collect();
            assert_eq!(
                lines.len(),
                5,
                "{from} -> {to} -> line:\n{}\n{}",
                stdout(&solved),
                stderr(&back)
            );
            assert_eq!(lines[1], "# no result", "{from} -> {to}");
            // A JSON record keeps the puzzle that has no solution, with the
            // error beside it, and a csv row with an empty solution; the
            // other text formats can only hold the placeholder.
            let placeholders = if to == "json" || to == "csv" {
                assert_eq!(lines[3], NO_SOLUTION, "{from} -> {to}");
                1
            } else {
                assert_eq!(lines[3], "# no result", "{from} -> {to}");
                2
            };
            for (line, puzzle) in [
                (lines[0], &good[0]),
                (lines[2], &good[1]),
                (lines[4], &good[2]),
            ] {
                // A JSON solve record and a csv row read back as their
                // puzzle.
                let expected = if to == "json" || to == "csv" {
                    grid(line) == grid(puzzle)
                } else {
                    grid(line).solves(&grid(puzzle))
                };
                assert!(expected, "{from} -> {to}: {line}");
            }
            // The placeholders are read for what they are: two messages.
            assert_eq!(back.status.code(), Some(2));
            assert_eq!(
                stderr(&back)
                    .matches("only the placeholder of one that had no result")
                    .count(),
                placeholders,
                "{from} -> {to}: {}",
                stderr(&back)
            );
        }
    }
}

#[test]
fn memory_stays_flat_on_records_near_the_size_limit() {
    // 60 records of about 1 MB each: 60 MB of input.
    let comment = "x".repeat(1_000_000);
    let puzzle = ".".repeat(81);
    let record = format!("{{\"comment\": \"{comment}\", \"puzzle\": \"{puzzle}\"}}\n");
    let input = record.repeat(60);
    let output = sudoku(
        &["convert", "--to", "line", "--quiet", "--stats"],
        input.as_bytes(),
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), format!("{puzzle}\n").repeat(60));
    let err = stderr(&output);
    if let Some(peak) = err.split("peak memory ").nth(1) {
        let megabytes: f64 = peak.trim_end().trim_end_matches(" MB").parse().unwrap();
        assert!(megabytes < 64.0, "{err}");
    }
}

#[test]
fn threads_beyond_the_cores_are_not_spawned() {
    let input = format!("{}\n", sample("17_clue.txt", 2).join("\n"));
    let many = sudoku(&["solve", "-j", "65535"], input.as_bytes());
    let default = sudoku(&["solve", "-j", "0"], input.as_bytes());
    assert_eq!(many.status.code(), Some(0), "{}", stderr(&many));
    assert_eq!(many.stdout, default.stdout);
    assert_eq!(stdout(&many).lines().count(), 2);
}

#[test]
fn count_answers_are_honest() {
    let refused = sudoku(&["count", "--limit", "0"], b"");
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).starts_with("sudoku: error: invalid value '0' for '--limit <N>'"));
    let unique = sample("17_clue.txt", 1).remove(0);
    let input = format!("{unique}\n{NO_SOLUTION}\n{unique}\n");
    let output = sudoku(&["count", "--stats", "-q"], input.as_bytes());
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "1\n0\n1\n");
    assert!(
        stderr(&output).starts_with(
            "sudoku: stats: 3 puzzles: 2 unique, 0 with several solutions, 1 with no solution, 0 unreadable;"
        ),
        "{}",
        stderr(&output)
    );
    let fast = sudoku(&["count", "--fail-fast"], input.as_bytes());
    assert_eq!(fast.status.code(), Some(1));
    assert_eq!(stdout(&fast), "1\n0\n");
    let converted = sudoku(
        &["convert", "--to", "line", "--stats", "-q"],
        input.as_bytes(),
    );
    assert_eq!(converted.status.code(), Some(0));
    assert!(
        stderr(&converted).starts_with("sudoku: stats: 3 puzzles: 3 converted, 0 unreadable;"),
        "{}",
        stderr(&converted)
    );
}

#[test]
fn help_footers_tell_the_truth_for_each_command() {
    let help = |command: &str| stdout(&sudoku(&[command, "--help"], b"")).to_owned();
    assert!(!help("convert").contains("\n  1  "), "{}", help("convert"));
    assert!(help("count").contains("  1  some puzzle has no solution (its count is 0)"));
    for command in ["solve", "count", "convert", "check"] {
        let text = help(command);
        assert!(
            text.contains("  3  the output could not be written"),
            "{command}"
        );
        let fail_fast = text
            .lines()
            .skip_while(|l| !l.contains("--fail-fast"))
            .take(3)
            .collect::<String>();
        assert!(!fail_fast.contains("check"), "{command}: {fail_fast}");
    }
}

#[cfg(target_os = "linux")]
#[test]
fn write_failures_have_their_own_message_and_code() {
    let run = |shell: &str| {
        Command::new("sh")
            .arg("-c")
            .arg(shell)
            .arg(env!("CARGO_BIN_EXE_sudoku"))
            .current_dir(root())
            .output()
            .expect("sh runs")
    };
    for (shell, error) in [
        (
            r#""$0" --help > /dev/full"#,
            "cannot write to standard output: No space left on device",
        ),
        (
            r#""$0" --version > /dev/full"#,
            "cannot write to standard output: No space left on device",
        ),
        (
            r#""$0" solve fixtures/batch-two.txt > /dev/full"#,
            "cannot write to standard output: No space left on device",
        ),
        (
            r#""$0" solve fixtures/batch-two.txt >&-"#,
            "cannot write to standard output: Bad file descriptor",
        ),
        (
            r#""$0" --help >&-"#,
            "cannot write to standard output: Bad file descriptor",
        ),
        (
            r#""$0" --version >&-"#,
            "cannot write to standard output: Bad file descriptor",
        ),
        (
            r#""$0" generate -n 3 --seed 1 >&-"#,
            "cannot write to standard output: Bad file descriptor",
        ),
    ] {
        let output = run(shell);
        assert_eq!(
            output.status.code(),
            Some(3),
            "{shell}: {}",
            stderr(&output)
        );
        assert!(
            stderr(&output).starts_with(&format!("sudoku: error: {error}")),
            "{shell}: {}",
            stderr(&output)
        );
    }
    // A reader that has what it wanted is no failure.
    let output = run(r#""$0" generate -n 100000 --seed 1 | head -1 > /dev/null"#);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_ends_the_output_after_a_whole_record() {
    // Far more output than a pipe holds, so the writer blocks in a record.
    let puzzles = sample("17_clue.txt", 1000);
    let input = format!("{}\n", puzzles.join("\n")).repeat(50);
    let path = scratch("interrupted.txt", input.as_bytes());
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["solve", "--to", "json", "-j", "1"])
        .arg(&path)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sudoku runs");
    let mut out = child.stdout.take().expect("piped");
    // Read a little, so that it is surely writing, then interrupt it.
    let mut first = vec![0; 1000];
    out.read_exact(&mut first).expect("output starts");
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(kill.success());
    let mut rest = Vec::new();
    out.read_to_end(&mut rest).expect("output ends");
    let status = child.wait().expect("sudoku ends");
    assert_eq!(status.code(), Some(130));
    first.extend(rest);
    let text = String::from_utf8(first).expect("UTF-8");
    assert!(text.ends_with('\n'), "the last record is whole");
    assert!(text.lines().count() < 50_000, "it stopped early");
    for line in text.lines() {
        assert!(
            line.starts_with("{\"puzzle\":") && line.ends_with('}'),
            "a cut record: {line}"
        );
    }
}

#[test]
fn messages_quoting_input_stay_one_line() {
    let puzzle = ".".repeat(81);
    let input = format!(
        "{{\"puzzle\": \"{puzzle}\", \"x\\nsudoku: note: forged\\u001b[2J{}\": 1}}",
        "y".repeat(500)
    );
    let output = sudoku(&["solve"], input.as_bytes());
    assert_eq!(output.status.code(), Some(2));
    let err = stderr(&output);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(!err.contains('\u{1b}'), "{err}");
    assert!(
        err.contains("unknown field `x\\nsudoku: note: forged\\e[2Jyyy"),
        "{err}"
    );
    assert!(err.len() < 600, "{err}");
}

#[test]
fn command_line_mistakes_are_an_error_and_a_hint() {
    let output = sudoku(&["solve", "--bogus"], b"");
    assert_eq!(output.status.code(), Some(2));
    let err = stderr(&output);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert_eq!(
        lines[0],
        "sudoku: error: unexpected argument '--bogus' found"
    );
    assert!(lines[1].starts_with("sudoku: hint: "), "{err}");
    assert!(lines[1].ends_with("see 'sudoku solve --help'"), "{err}");
}
