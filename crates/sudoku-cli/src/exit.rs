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
/// The output could not be written.
const WRITE_FAILED: u8 = 3;
/// Some puzzle's work ran past `--time-limit`.
const TIME_UP: u8 = 4;

/// Standard output could not be written: its own message and exit code,
/// whatever the input was.
#[derive(Debug)]
pub(crate) struct WriteError(pub(crate) std::io::Error);

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot write to standard output: {}", self.0)
    }
}

impl std::error::Error for WriteError {}

/// A file could not be written (`sudoku print -o`): exit code 3, as for
/// standard output.
#[derive(Debug)]
pub(crate) struct FileWriteError(pub(crate) std::path::PathBuf, pub(crate) std::io::Error);

impl std::fmt::Display for FileWriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: cannot write: {}", self.0.display(), self.1)
    }
}

impl std::error::Error for FileWriteError {}

/// Fails when the process started with standard output closed (`sudoku
/// solve >&-`): Rust's runtime puts `/dev/null` in its place before `main`,
/// and the output would be lost without a word.
pub(crate) fn stdout_is_open() -> anyhow::Result<()> {
    if crate::closed::stdout_was_closed() {
        let closed = std::io::Error::from_raw_os_error(9);
        return Err(write_error(closed));
    }
    Ok(())
}

/// `err`, from writing to standard output, as a [`WriteError`].
pub(crate) fn write_error(err: std::io::Error) -> anyhow::Error {
    WriteError(err).into()
}

/// How a command that ran to the end went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Status {
    /// Everything solved (or converted, or counted).
    Success,
    /// Some puzzle has no solution.
    NoSolution,
    /// Some puzzle could not be read.
    BadInput,
    /// Some puzzle's work ran past `--time-limit`.
    TimeUp,
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
        Ok(Status::TimeUp) => return ExitCode::from(TIME_UP),
        Err(err) => err,
    };
    let broken_pipe = err
        .chain()
        .filter_map(|cause| cause.downcast_ref::<WriteError>())
        .any(|write| write.0.kind() == ErrorKind::BrokenPipe);
    if broken_pipe {
        return ExitCode::from(SOLVED);
    }
    error(&format!("{err:#}"));
    if err
        .chain()
        .any(|cause| cause.is::<WriteError>() || cause.is::<FileWriteError>())
    {
        return ExitCode::from(WRITE_FAILED);
    }
    // A puzzle without solution is a `Status`, never an error: an error is
    // the input or the command line.
    ExitCode::from(BAD_INPUT)
}

/// Prints an error on standard error, one line with its control
/// characters escaped; a closed standard error is ignored.
pub(crate) fn error(message: &str) {
    say("error", message);
}

/// Prints statistics on standard error.
pub(crate) fn stats(message: &str) {
    say("stats", message);
}

/// `sudoku: KIND: message`, on one line whatever the message holds.
fn say(kind: &str, message: &str) {
    let message = sudoku_io::escape(message);
    let _ = writeln!(std::io::stderr(), "sudoku: {kind}: {message}");
}

/// Prints clap's verdict on the command line: help and version on standard
/// output with code 0 (3 if it cannot be written), a bare command's help on
/// standard error with code 2, and a mistake as one `sudoku: error:` line
/// and one `sudoku: hint:` line, with code 2.
pub(crate) fn usage(err: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind as Kind;
    match err.kind() {
        Kind::DisplayHelp | Kind::DisplayVersion => {
            // Started with standard output closed (`sudoku --help >&-`):
            // the runtime's `/dev/null` would swallow the text unseen.
            if crate::closed::stdout_was_closed() {
                let closed = std::io::Error::from_raw_os_error(9);
                error(&WriteError(closed).to_string());
                return ExitCode::from(WRITE_FAILED);
            }
            let text = err.render().to_string();
            let mut out = std::io::stdout().lock();
            match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
                Ok(()) => ExitCode::from(SOLVED),
                Err(err) if err.kind() == ErrorKind::BrokenPipe => ExitCode::from(SOLVED),
                Err(err) => {
                    error(&WriteError(err).to_string());
                    ExitCode::from(WRITE_FAILED)
                }
            }
        }
        Kind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = err.print();
            ExitCode::from(BAD_INPUT)
        }
        _ => {
            let (message, hint) = mistake(&err.render().to_string(), &subcommand());
            error(&message);
            say("hint", &hint);
            ExitCode::from(BAD_INPUT)
        }
    }
}

/// The command line's subcommand, `sudoku solve`, or `sudoku` if none is
/// named.
fn subcommand() -> String {
    use clap::CommandFactory;
    let command = crate::cli::Cli::command();
    let named = std::env::args().skip(1).find(|arg| {
        command
            .get_subcommands()
            .any(|sub| sub.get_name() == arg || sub.get_all_aliases().any(|alias| alias == arg))
    });
    match named {
        Some(name) => format!("sudoku {name}"),
        None => "sudoku".to_owned(),
    }
}

/// clap's rendering of a mistake, as the message and a hint: its tip if
/// it has one, and where to read more about `command`.
fn mistake(rendered: &str, command: &str) -> (String, String) {
    let mut lines = rendered.lines().peekable();
    let first = lines.next().unwrap_or_default();
    let mut message = first.strip_prefix("error: ").unwrap_or(first).to_owned();
    // "the following required arguments were not provided:" names them on
    // the indented lines below: they belong to the one line.
    if message.ends_with(':') {
        let mut named = Vec::new();
        while let Some(line) = lines.next_if(|line| line.starts_with("  ")) {
            named.push(line.trim());
        }
        message = format!("{} {}", message, named.join(", "));
    }
    let mut tip = None;
    let mut command = command.to_owned();
    for line in lines {
        if let Some(text) = line.trim_start().strip_prefix("tip: ") {
            tip.get_or_insert_with(|| text.to_owned());
        }
        if let Some(usage) = line.strip_prefix("Usage: ") {
            let words: Vec<&str> = usage
                .split_whitespace()
                .take_while(|word| !word.starts_with(['[', '<', '-']))
                .collect();
            command = words.join(" ");
        }
    }
    let more = format!("see '{command} --help'");
    let hint = match tip {
        Some(tip) => format!("{tip}; {more}"),
        None => more,
    };
    (message, hint)
}

/// Prints a note on standard error; a closed standard error is ignored.
pub(crate) fn note(message: &str) {
    say("note", message);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mistake_is_a_message_and_a_hint() {
        let rendered = "error: unexpected argument '--fast' found\n\n  tip: a similar argument exists: '--fail-fast'\n\nUsage: sudoku solve --fail-fast [FILE]\n\nFor more information, try '--help'.\n";
        assert_eq!(
            mistake(rendered, "sudoku"),
            (
                "unexpected argument '--fast' found".to_owned(),
                "a similar argument exists: '--fail-fast'; see 'sudoku solve --help'".to_owned()
            )
        );
        let missing = "error: the following required arguments were not provided:\n  --to <FORMAT>\n  <FILE>\n\nUsage: sudoku convert --to <FORMAT> <FILE>\n\nFor more information, try '--help'.\n";
        assert_eq!(
            mistake(missing, "sudoku").0,
            "the following required arguments were not provided: --to <FORMAT>, <FILE>"
        );
        let bare =
            "error: invalid value 'x' for '--limit <N>'\n\nFor more information, try '--help'.\n";
        assert_eq!(mistake(bare, "sudoku count").1, "see 'sudoku count --help'");
    }
}
