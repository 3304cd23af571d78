//! Interop with QQWing (Debian's `qqwing` package, which CI installs):
//! puzzles it generates in each of its output styles are read without
//! `--from`, and our solutions equal `qqwing --solve`'s. Ignored, with the
//! reason in cargo's summary, where qqwing is not installed (`build.rs`).

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use common::*;

/// qqwing's output for `args` with `stdin`, or `None` when it is not
/// installed.
fn qqwing(args: &[&str], stdin: &[u8]) -> Option<String> {
    let mut child = match Command::new("qqwing")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
    {
        Ok(child) => child,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return None,
        Err(err) => panic!("qqwing: {err}"),
    };
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(stdin)
        .expect("qqwing reads");
    let output = child.wait_with_output().expect("qqwing runs");
    assert!(output.status.success(), "qqwing {args:?}");
    Some(String::from_utf8(output.stdout).expect("qqwing writes ASCII"))
}

#[test]
#[cfg_attr(
    not(has_qqwing),
    ignore = "qqwing is not installed (apt-get install qqwing)"
)]
fn qqwing_puzzles_in_every_style_solve_as_qqwing_solves_them() {
    let version = qqwing(&["--version"], b"").expect("qqwing runs");
    eprintln!("{}", version.trim());
    for style in ["--one-line", "--compact", "--readable", "--csv"] {
        // Statistics and timings are printed between the puzzles in every
        // style but csv: they are skipped, never taken for puzzles.
        let mut args = vec!["--generate", "50", style];
        if style != "--csv" {
            args.extend(["--stats", "--timer"]);
        }
        let generated = qqwing(&args, b"").expect("qqwing ran once");
        let puzzles = sudoku(&["convert", "--to", "line"], generated.as_bytes());
        assert_eq!(
            puzzles.status.code(),
            Some(0),
            "{style}: {}",
            stderr(&puzzles)
        );
        assert_eq!(stdout(&puzzles).lines().count(), 50, "{style}");
        let ours = sudoku(&["solve", "--to", "line"], generated.as_bytes());
        assert_eq!(ours.status.code(), Some(0), "{style}: {}", stderr(&ours));
        let theirs = qqwing(&["--solve", "--one-line"], &puzzles.stdout).expect("qqwing ran");
        let theirs: Vec<&str> = theirs.lines().filter(|line| line.len() == 81).collect();
        let ours: Vec<&str> = stdout(&ours).lines().collect();
        assert_eq!(ours, theirs, "{style}");
    }
}

#[test]
#[cfg_attr(
    not(has_qqwing),
    ignore = "qqwing is not installed (apt-get install qqwing)"
)]
fn a_qqwing_csv_with_solutions_checks_right() {
    let generated = qqwing(&["--generate", "20", "--csv", "--solution"], b"").expect("qqwing runs");
    let checked = sudoku(&["check"], generated.as_bytes());
    assert_eq!(checked.status.code(), Some(0), "{}", stderr(&checked));
    let lines: Vec<&str> = stdout(&checked).lines().collect();
    assert_eq!(lines.len(), 20);
    assert!(
        lines.iter().all(|l| l.ends_with("; given solution right")),
        "{lines:?}"
    );
    // One digit of one solution changed: that row, and only it, is wrong.
    let mut rows: Vec<String> = generated.lines().map(str::to_owned).collect();
    let comma = rows[5].find(',').expect("a puzzle column");
    let at = comma + 1 + 40;
    let digit = rows[5].as_bytes()[at];
    let other = if digit == b'9' {
        '1'
    } else {
        char::from(digit + 1)
    };
    rows[5].replace_range(at..=at, &other.to_string());
    let broken = sudoku(&["check"], rows.join("\n").as_bytes());
    assert_eq!(broken.status.code(), Some(1));
    let lines: Vec<&str> = stdout(&broken).lines().collect();
    let wrong: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].contains("given solution wrong"))
        .collect();
    assert_eq!(wrong, [4], "{lines:?}");
    assert!(
        stderr(&broken).starts_with("sudoku: error: line 6: the given solution is wrong: "),
        "{}",
        stderr(&broken)
    );
}
