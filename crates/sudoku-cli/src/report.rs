//! What a batch says on standard error besides progress: a message per
//! failed puzzle (the first [`MAX_MESSAGES`]), the closing notes and the
//! statistics.

use std::time::Instant;

use crate::batch::{Kind, Options, Problem, Summary, Verdict};
use crate::exit::{self, Status};
use crate::progress::Progress;

/// At most this many problem messages; then a count of the rest.
const MAX_MESSAGES: usize = 100;

/// How many puzzles came to what.
#[derive(Default)]
pub(crate) struct Tally {
    unique: usize,
    several: usize,
    no_solution: usize,
    wrong_solution: usize,
    converted: usize,
    unreadable: usize,
    time_up: usize,
}

impl Tally {
    pub(crate) fn add(&mut self, verdict: Verdict) {
        match verdict {
            Verdict::Unique => self.unique += 1,
            Verdict::Several => self.several += 1,
            Verdict::NoSolution => self.no_solution += 1,
            Verdict::WrongSolution => self.wrong_solution += 1,
            Verdict::Converted => self.converted += 1,
            Verdict::Unreadable => self.unreadable += 1,
            Verdict::TimeUp => self.time_up += 1,
        }
    }

    pub(crate) fn total(&self) -> usize {
        self.unique
            + self.several
            + self.no_solution
            + self.wrong_solution
            + self.converted
            + self.unreadable
            + self.time_up
    }

    /// The worst verdict's exit status.
    fn status(&self, kind: Kind) -> Status {
        if self.unreadable > 0 {
            Status::BadInput
        } else if self.time_up > 0 {
            Status::TimeUp
        } else if self.no_solution > 0
            || self.wrong_solution > 0
            || (kind == Kind::Check && self.several > 0)
        {
            Status::NoSolution
        } else {
            Status::Success
        }
    }

    /// The counts, as `--stats` gives them for a command of `kind`.
    fn describe(&self, kind: Kind) -> String {
        let total = self.total();
        match kind {
            Kind::Convert => format!(
                "{total} puzzles: {} converted, {} unreadable",
                self.converted, self.unreadable
            ),
            Kind::Solve | Kind::Check => {
                let wrong = if self.wrong_solution > 0 {
                    format!(", {} with a wrong given solution", self.wrong_solution)
                } else {
                    String::new()
                };
                let stopped = if self.time_up > 0 {
                    format!(", {} past the time limit", self.time_up)
                } else {
                    String::new()
                };
                format!(
                    "{total} puzzles: {} unique, {} with several solutions, {} with no solution{wrong}, {} unreadable{stopped}",
                    self.unique, self.several, self.no_solution, self.unreadable
                )
            }
        }
    }
}

/// What goes to standard error besides progress.
pub(crate) struct Report {
    /// The input's name, before each message.
    pub(crate) name: Option<String>,
    quiet: bool,
    stats: bool,
    note_several: bool,
    kind: Kind,
    /// The input holds one puzzle: messages as for a single puzzle.
    pub(crate) single: bool,
    pub(crate) tally: Tally,
    messages: usize,
}

impl Report {
    pub(crate) fn new(options: &Options) -> Report {
        Report {
            name: None,
            quiet: options.quiet,
            stats: options.stats,
            note_several: options.note_several,
            kind: options.kind,
            single: false,
            tally: Tally::default(),
            messages: 0,
        }
    }

    pub(crate) fn summary(&self) -> Summary {
        Summary {
            status: self.tally.status(self.kind),
            single: self.single,
            duplicates: 0,
        }
    }

    /// One problem's message, unless the cap is reached.
    pub(crate) fn problem(&mut self, line: usize, problem: &Problem) {
        self.messages += 1;
        if self.messages > MAX_MESSAGES {
            return;
        }
        let prefix = self
            .name
            .as_ref()
            .map(|name| format!("{name}: "))
            .unwrap_or_default();
        let text = match problem {
            Problem::Unreadable(message) => message.clone(),
            Problem::NoSolution(message) | Problem::TimeUp(message) if self.single => {
                message.clone()
            }
            Problem::NoSolution(message) | Problem::TimeUp(message) => {
                format!("line {line}: {message}")
            }
        };
        exit::error(&format!("{prefix}{text}"));
    }

    /// The closing lines: the count of messages left out, the note about
    /// several solutions, the statistics.
    pub(crate) fn finish(&self, progress: &Progress, started: Instant) {
        progress.finish();
        if self.messages > MAX_MESSAGES {
            exit::error(&format!(
                "{} more puzzles had problems; only the first {MAX_MESSAGES} are shown",
                self.messages - MAX_MESSAGES
            ));
        }
        if self.tally.several > 0 && !self.quiet && self.note_several {
            if self.single {
                exit::note(
                    "the puzzle has more than one solution; printed the lexicographically smallest",
                );
            } else {
                let have = if self.tally.several == 1 {
                    "has"
                } else {
                    "have"
                };
                exit::note(&format!(
                    "{} of {} puzzles {have} more than one solution; printed the lexicographically smallest of each",
                    self.tally.several,
                    self.tally.total()
                ));
            }
        }
        if self.stats {
            let elapsed = started.elapsed();
            let memory = peak_memory()
                .map(|kib| format!(", peak memory {:.1} MB", kib as f64 / 1024.0))
                .unwrap_or_default();
            exit::stats(&format!(
                "{}; {:.3} s, {:.0} puzzles/s{memory}",
                self.tally.describe(self.kind),
                elapsed.as_secs_f64(),
                self.tally.total() as f64 / elapsed.as_secs_f64().max(1e-9),
            ));
        }
    }
}

/// The process's peak resident memory so far, in KiB, where the system
/// says (Linux: `VmHWM` in `/proc/self/status`).
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
