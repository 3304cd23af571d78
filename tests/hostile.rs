//! Hostile input through the binary: each case ends with one line on
//! standard error and exit code 2 (or as documented), never a panic, in
//! bounded time and memory (memory is measured in scripts/bench-cli.sh, not
//! here).

mod common;

use common::*;

/// Asserts exit code 2, nothing on standard output, and one line on
/// standard error: an error starting with `start`, without a panic.
#[track_caller]
fn one_line_error(output: &std::process::Output, start: &str) {
    let err = stderr(output);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(output.stdout.is_empty(), "stdout: {}", stdout(output));
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with(start), "expected {start:?}..., got {err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn an_empty_file() {
    let path = scratch("empty.txt", b"");
    let output = sudoku(&["solve", path.to_str().unwrap()], b"");
    one_line_error(
        &output,
        &format!("sudoku: error: {}: the input is empty", path.display()),
    );
}

#[test]
fn a_directory_and_a_missing_file() {
    one_line_error(
        &sudoku(&["check", "fixtures"], b""),
        "sudoku: error: fixtures: cannot read: ",
    );
    one_line_error(
        &sudoku(&["count", "fixtures/missing.txt"], b""),
        "sudoku: error: fixtures/missing.txt: cannot read: ",
    );
}

#[cfg(target_os = "linux")]
#[test]
fn a_file_that_cannot_be_read() {
    // Opens, then fails on the first read (EIO), whoever runs the test.
    one_line_error(
        &sudoku(&["solve", "/proc/self/mem"], b""),
        "sudoku: error: /proc/self/mem: cannot read: ",
    );
}

#[test]
fn nul_bytes_and_control_characters() {
    let mut nul = read_fixture("baekjoon-2239.in").into_bytes();
    nul[14] = 0;
    one_line_error(
        &sudoku(&["solve", "--from", "packed"], &nul),
        "sudoku: error: line 2, column 5: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found a NUL byte (U+0000)",
    );
    let mut bell = read_fixture("baekjoon-2580.in").into_bytes();
    bell[2] = 7;
    one_line_error(
        &sudoku(&["solve", "--from", "spaced"], &bell),
        "sudoku: error: line 1, column 3: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found control character U+0007",
    );
    // Recognition lists what each format says, still on one line.
    one_line_error(
        &sudoku(&["solve"], b"\x01\x02\x03"),
        "sudoku: error: cannot recognise the format",
    );
}

#[test]
fn a_line_of_hundreds_of_megabytes_is_refused_unread() {
    // 200 MB of digits on one line: not read into one string, and past
    // 64 MiB without a line end, not read at all.
    let path = scratch("huge-line.txt", &vec![b'1'; 200 << 20]);
    let by_line = sudoku(&["solve", "--from", "line", path.to_str().unwrap()], b"");
    // Recognised from its first 64 KiB, which no format reads.
    let recognised = sudoku(&["solve", path.to_str().unwrap()], b"");
    // Not left behind in the target directory (CI's disk is small).
    std::fs::remove_file(&path).expect("the scratch file is deleted");
    one_line_error(
        &by_line,
        &format!(
            "sudoku: error: {}: line 1: no end of line within 67108864 bytes; the rest of the input is not read",
            path.display()
        ),
    );
    one_line_error(
        &recognised,
        &format!(
            "sudoku: error: {}: cannot recognise the format",
            path.display()
        ),
    );
}

#[test]
fn deeply_nested_and_enormous_json() {
    let deep = "[".repeat(10 << 20);
    one_line_error(
        &sudoku(&["solve", "--from", "json"], deep.as_bytes()),
        "sudoku: error: line 1: longer than 1048576 bytes",
    );
    let nested = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    one_line_error(
        &sudoku(&["solve", "--from", "json"], nested.as_bytes()),
        "sudoku: error: line 1, column 4: invalid type: sequence, expected puzzle[0][0] to be an integer 0-9",
    );
    // A huge string in an ignored field.
    let big = format!(
        "{{\"error\": \"{}\", \"puzzle\": \"{}\"}}\n",
        "a".repeat(5 << 20),
        ".".repeat(81)
    );
    one_line_error(
        &sudoku(&["solve", "--from", "json"], big.as_bytes()),
        "sudoku: error: line 1: longer than 1048576 bytes",
    );
}

#[test]
fn numbers_out_of_range_floats_and_strings_where_cells_belong() {
    let cases = [
        ("1e400", "number out of range"),
        (
            "18446744073709551616",
            "puzzle[0][0] is a number far out of range, expected an integer 0-9",
        ),
        ("-3", "puzzle[0][0] is -3, expected 0-9"),
        ("10", "puzzle[0][0] is 10, expected 0-9"),
        ("2.5", "puzzle[0][0] is 2.5, expected an integer 0-9"),
        (
            "\"7\"",
            "invalid type: string \"7\", expected puzzle[0][0] to be an integer 0-9",
        ),
        (
            "true",
            "invalid type: boolean `true`, expected puzzle[0][0] to be an integer 0-9",
        ),
    ];
    for (cell, message) in cases {
        let input = format!("{{\"puzzle\": [[{cell}]]}}");
        let output = sudoku(&["solve", "--from", "json"], input.as_bytes());
        one_line_error(&output, "sudoku: error: line 1, column ");
        assert!(
            stderr(&output).contains(message),
            "{cell}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn a_million_bad_lines_get_a_hundred_messages_and_a_count() {
    let input = "bad\n".repeat(1_000_000);
    let output = sudoku(
        &["solve", "--from", "line", "--threads", "2"],
        input.as_bytes(),
    );
    assert_eq!(output.status.code(), Some(2));
    let err = stderr(&output);
    assert_eq!(err.lines().count(), 101);
    assert!(
        err.lines().all(|l| l.starts_with("sudoku: error: ")),
        "{err}"
    );
    assert_eq!(
        err.lines().last(),
        Some("sudoku: error: 999900 more puzzles had problems; only the first 100 are shown")
    );
    // Still one record per line: the placeholder.
    assert_eq!(output.stdout.len(), 1_000_000 * "# no result\n".len());
}

#[test]
fn a_first_puzzle_longer_than_the_recognition_window_is_still_recognised() {
    // 300 KB of comment, then the puzzle: beyond the first 64 KiB.
    let long = format!(
        "{{\"comment\": \"{}\", \"puzzle\": \"{}\"}}\n",
        "x".repeat(300_000),
        ".".repeat(81)
    );
    let output = sudoku(&["convert", "--to", "line", "--quiet"], long.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), format!("{}\n", ".".repeat(81)));
}

#[test]
fn a_stretch_of_unreadable_records_on_one_line_is_one_error_record() {
    // 200,000 `"` between two puzzles: 100,000 empty JSON strings on one
    // line, each unreadable. One error record with the count, not 100,000.
    let easy = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
    let input = format!("\"{easy}\"\n{}\n\"{easy}\"\n", "\"".repeat(200_000));
    let output = sudoku(&["solve", "--from", "json"], input.as_bytes());
    assert_eq!(output.status.code(), Some(2));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{}", &text[..text.len().min(2000)]);
    assert!(lines[0].starts_with("{\"puzzle\":") && lines[2] == lines[0]);
    assert!(
        lines[1].starts_with("{\"line\":2,\"error\":\"line 2, column 2: ")
            && lines[1].ends_with(" (and 99999 more unreadable records on line 2 after it)\"}"),
        "{}",
        lines[1]
    );
    assert!(text.len() < 2000, "{} bytes out", text.len());
    let err = stderr(&output);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("(and 99999 more unreadable records on line 2 after it)"),
        "{err}"
    );
    // In a line-aligned format each line keeps its record: a bad line
    // between two good ones is one placeholder.
    let lines_in = format!("{easy}\n{}\n{easy}\n", "?".repeat(200));
    let output = sudoku(&["solve", "--from", "line"], lines_in.as_bytes());
    assert_eq!(stdout(&output).lines().count(), 3);
}
