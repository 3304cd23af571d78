//! What the end-to-end tests share: running the real `sudoku` binary and
//! reading fixtures.

// Each test binary uses part of this module.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use sudoku_core::Grid;

pub(crate) fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

pub(crate) fn fixture(name: &str) -> PathBuf {
    root().join("fixtures").join(name)
}

/// The README and every chapter of the user guide (`docs/guide/`), one
/// after another: where the examples the tests hold to are written.
pub(crate) fn documentation() -> String {
    let mut text = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let guide = root().join("docs/guide");
    let mut chapters: Vec<PathBuf> = std::fs::read_dir(&guide)
        .expect("docs/guide")
        .map(|entry| entry.expect("a chapter").path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    chapters.sort();
    for chapter in chapters {
        text.push('\n');
        text.push_str(&std::fs::read_to_string(&chapter).expect("a chapter"));
    }
    text
}

pub(crate) fn read_fixture(name: &str) -> String {
    std::fs::read_to_string(fixture(name)).unwrap_or_else(|err| panic!("{name}: {err}"))
}

/// A file in the test's scratch folder (the target directory's, not the
/// system's temporary folder, which would keep it) holding `content`.
pub(crate) fn scratch(name: &str, content: &[u8]) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, content).expect("a scratch file");
    path
}

/// A fresh, empty folder in the test's scratch folder.
pub(crate) fn scratch_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Runs `sudoku` with `args` from the workspace root, feeding it `stdin`.
pub(crate) fn sudoku(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sudoku runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    // Fed from another thread: the command writes as it reads, and a large
    // input would otherwise fill both pipes and block both sides. The
    // command may also exit before reading (a bad flag): a closed pipe is
    // fine.
    let stdin = stdin.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let output = child.wait_with_output().expect("sudoku finishes");
    let _ = feeder.join();
    output
}

pub(crate) fn stdout(output: &Output) -> &str {
    std::str::from_utf8(&output.stdout).expect("stdout is UTF-8")
}

pub(crate) fn stderr(output: &Output) -> &str {
    std::str::from_utf8(&output.stderr).expect("stderr is UTF-8")
}

/// Asserts the exit code and that standard error is exactly `message`.
#[track_caller]
pub(crate) fn assert_fails(output: &Output, code: i32, message: &str) {
    assert_eq!(
        output.status.code(),
        Some(code),
        "stderr: {}",
        stderr(output)
    );
    assert_eq!(stderr(output), message);
    assert!(output.stdout.is_empty(), "stdout: {}", stdout(output));
}

#[track_caller]
pub(crate) fn assert_solves(output: &Output, expected: &str) {
    assert_eq!(output.status.code(), Some(0), "stderr: {}", stderr(output));
    assert_eq!(stdout(output), expected);
    assert_eq!(stderr(output), "");
}

/// The puzzles of a sample set, as 81-character lines.
pub(crate) fn sample(name: &str, n: usize) -> Vec<String> {
    read_fixture(&format!("sets/{name}"))
        .lines()
        .filter(|l| !l.starts_with('#'))
        .take(n)
        .map(str::to_owned)
        .collect()
}

/// The grid of an 81-character puzzle line, `.` or `0` for a blank.
pub(crate) fn grid(line: &str) -> Grid {
    assert_eq!(line.len(), 81, "a puzzle line: {line:?}");
    let mut values = [0; 81];
    for (value, c) in values.iter_mut().zip(line.bytes()) {
        *value = if c == b'.' || c == b'0' { 0 } else { c - b'0' };
    }
    Grid::from_values(values).expect("a puzzle line")
}

/// A validator for the JSON schema `schemas/{name}`.
pub(crate) fn schema(name: &str) -> jsonschema::Validator {
    let text = std::fs::read_to_string(root().join("schemas").join(name)).expect("schema");
    let schema: serde_json::Value = serde_json::from_str(&text).expect("schema JSON");
    jsonschema::draft202012::new(&schema).expect("a 2020-12 schema")
}
