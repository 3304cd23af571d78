//! How the command ends: messages on standard error and the exit code.

use std::io::{ErrorKind, Write};
use std::process::ExitCode;

use sudoku_core::Conflict;

/// Why a puzzle has no solution, as its message says it (exit code 1).
#[derive(Debug)]
pub(crate) enum Unsolvable {
    /// Two givens break the rules.
    Conflict(Conflict),
    /// The givens are consistent but cannot be completed.
    NoSolution,
}

impl std::fmt::Display for Unsolvable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unsolvable::Conflict(conflict) => {
                write!(f, "the puzzle has no solution: {conflict}")
            }
            Unsolvable::NoSolution => f.write_str("the puzzle has no solution"),
        }
    }
}

/// Solved.
const SOLVED: u8 = 0;
/// The puzzle has no solution.
const NO_SOLUTION: u8 = 1;
/// The input or the command line is wrong.
const BAD_INPUT: u8 = 2;

/// How a command that ran to the end went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Status {
    /// Everything solved (or converted, or counted).
    Success,
    /// Some puzzle has no solution.
    NoSolution,
    /// Some puzzle could not be read.
    BadInput,
}

/// The exit code for the outcome of a command, after printing its error.
///
/// A closed standard output (`sudoku solve | head -1`) is no error: the
/// reader has what it wanted.
pub(crate) fn code(outcome: anyhow::Result<Status>) -> ExitCode {
    let err = match outcome {
        Ok(Status::Success) => return ExitCode::from(SOLVED),
        Ok(Status::NoSolution) => return ExitCode::from(NO_SOLUTION),
        Ok(Status::BadInput) => return ExitCode::from(BAD_INPUT),
        Err(err) => err,
    };
    let broken_pipe = err
        .chain()
        .filter_map(|cause| cause.downcast_ref::<std::io::Error>())
        .any(|io| io.kind() == ErrorKind::BrokenPipe);
    if broken_pipe {
        return ExitCode::from(SOLVED);
    }
    // A puzzle without solution is a `Status`, never an error: an error is
    // the input or the command line.
    error(&format!("{err:#}"));
    ExitCode::from(BAD_INPUT)
}

/// Prints an error on standard error; a closed standard error is ignored.
pub(crate) fn error(message: &str) {
    let _ = writeln!(std::io::stderr(), "sudoku: error: {message}");
}

/// Prints statistics on standard error.
pub(crate) fn stats(message: &str) {
    let _ = writeln!(std::io::stderr(), "sudoku: stats: {message}");
}

/// Prints clap's verdict on the command line: help and version on standard
/// output with code 0, a mistake on standard error with code 2, its first
/// line starting `sudoku: error:` like every other error.
pub(crate) fn usage(err: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind as Kind;
    match err.kind() {
        Kind::DisplayHelp | Kind::DisplayVersion => {
            let _ = err.print();
            ExitCode::from(SOLVED)
        }
        Kind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = err.print();
            ExitCode::from(BAD_INPUT)
        }
        _ => {
            let _ = write!(std::io::stderr(), "sudoku: {}", err.render());
            ExitCode::from(BAD_INPUT)
        }
    }
}

/// Prints a note on standard error; a closed standard error is ignored.
pub(crate) fn note(message: &str) {
    let _ = writeln!(std::io::stderr(), "sudoku: note: {message}");
}
