//! Running a command over every puzzle of an input: read in chunks, work in
//! parallel, write in input order.
//!
//! Memory stays bounded by the chunk's size, in records and in bytes,
//! whatever the input, and output starts after the first chunk. Results do
//! not depend on the number of threads: each record's output is computed
//! on its own and written in input order, whole (see [`crate::interrupt`]).

use std::io::{self, BufRead, Write};
use std::time::Instant;

use sudoku_io::{Format, RawRecord, ReadError, Records};

use crate::exit::{self, Status, write_error};
use crate::input::{Input, open};
use crate::interrupt;
use crate::progress::Progress;
use crate::report::Report;

mod write;

use crate::stretch::Stretch;
use write::Piece;

/// Records handled together: small enough that memory stays flat and
/// output starts early, large enough to keep every thread busy.
const CHUNK: usize = 1024;

/// Bytes of records handled together, at most (one record may go past):
/// a chunk of records near the 1 MiB limit stays a few MiB.
const CHUNK_BYTES: usize = 4 << 20;

/// Records a worker takes at a time, writing their output into one buffer:
/// no allocation per record, and enough pieces in a chunk to share out.
const PIECE: usize = 64;

/// How often the progress display is brought up to date while the
/// workers are busy and nothing is written.
const TICK: std::time::Duration = std::time::Duration::from_millis(250);

/// How a command's output is laid out.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Layout {
    /// Records are separated by a blank line (grids of several lines).
    pub(crate) separated: bool,
    /// A line written once before the first record (csv's).
    pub(crate) header: Option<&'static str>,
}

impl Layout {
    /// The layout of puzzles written in `format`.
    pub(crate) fn of(format: Format) -> Layout {
        Layout {
            separated: crate::output::separated(format),
            header: format.header(),
        }
    }
}

/// What a command does with each puzzle, for its statistics and exit code.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    /// Solves (solve) or counts (count): no solution fails.
    Solve,
    /// Checks: no solution or several fails.
    Check,
    /// Converts: only what cannot be read or written fails.
    Convert,
}

/// What a run was asked for, besides the work itself.
pub(crate) struct Options {
    /// Worker threads; `None` for one per core.
    pub(crate) threads: Option<usize>,
    /// Stop at the first puzzle that fails (see [`Kind`]).
    pub(crate) fail_fast: bool,
    /// No notes and no progress on standard error.
    pub(crate) quiet: bool,
    /// A summary on standard error at the end.
    pub(crate) stats: bool,
    /// Say on standard error that puzzles with several solutions got the
    /// smallest (what `solve` prints).
    pub(crate) note_several: bool,
    /// What the command does with each puzzle.
    pub(crate) kind: Kind,
    /// Write a record's output only the first time it comes (`canon
    /// --unique`).
    pub(crate) dedupe: bool,
    /// Each record's work may take seconds (explain, hint, rate): hand
    /// records to the workers one at a time, so that each is written as
    /// soon as it and those before it are done.
    pub(crate) one_by_one: bool,
}

/// What one puzzle came to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Verdict {
    /// Solved (or counted), with one solution.
    Unique,
    /// Solved (or counted), with several.
    Several,
    /// No solution: conflicting givens or none at all.
    NoSolution,
    /// Checked, and the solution the input gave with it is wrong.
    WrongSolution,
    /// Converted, without solving.
    Converted,
    /// The puzzle could not be read (or written).
    Unreadable,
    /// The work on it ran past `--time-limit`.
    TimeUp,
}

impl Verdict {
    /// Whether the puzzle fails the command of `kind`.
    pub(crate) fn fails(self, kind: Kind) -> bool {
        match self {
            Verdict::Unique | Verdict::Converted => false,
            Verdict::Several => kind == Kind::Check,
            Verdict::NoSolution
            | Verdict::WrongSolution
            | Verdict::Unreadable
            | Verdict::TimeUp => true,
        }
    }
}

/// What the work on one record came to; its output went to the buffer the
/// work was given.
pub(crate) struct Done {
    /// What it came to.
    pub(crate) verdict: Verdict,
    /// Why it failed, for standard error.
    pub(crate) problem: Option<Problem>,
}

/// Why a record failed.
pub(crate) enum Problem {
    /// It could not be read; the message gives line and column.
    Unreadable(String),
    /// It has no solution, or not the one the input gave; the message does
    /// not say where.
    NoSolution(String),
    /// The work on it ran past its time limit: the message names it.
    TimeUp(String),
}

/// What the command knows of the whole run, for its work on each record.
pub(crate) struct Context {
    /// The input's format.
    pub(crate) format: Format,
    /// The input holds one puzzle: a failure writes nothing, as a single
    /// puzzle always has.
    pub(crate) single: bool,
}

/// How a run went.
pub(crate) struct Summary {
    /// The worst verdict's exit status.
    pub(crate) status: Status,
    /// The input held one puzzle.
    pub(crate) single: bool,
    /// Records not written because an earlier one wrote the same (with
    /// [`Options::dedupe`]).
    pub(crate) duplicates: usize,
}

impl Options {
    /// These options, with each record handed to the workers on its own
    /// (see [`Options::one_by_one`]).
    pub(crate) fn one_by_one(self) -> Options {
        Options {
            one_by_one: true,
            ..self
        }
    }
}

/// The worker threads for `requested` (`None` or 0: one per core), never
/// more than the cores: more would only wait for them.
pub(crate) fn threads(requested: Option<usize>) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    match requested {
        None | Some(0) => cores,
        Some(n) => n.min(cores),
    }
}

/// A pool of `threads` workers, or none for one thread, which then works
/// on the calling thread with nothing handed over (a hand-over per batch
/// costs futex wakes that show at one thread).
pub(crate) fn pool(threads: usize) -> anyhow::Result<Option<rayon::ThreadPool>> {
    Ok(match threads {
        1 => None,
        n => Some(rayon::ThreadPoolBuilder::new().num_threads(n).build()?),
    })
}

/// Runs `work` over every puzzle of `inputs`, one after another (each
/// recognised on its own), and writes the results to standard output in
/// order; the exit status is the worst verdict's. `layout` gives how the
/// output is laid out for an input's format.
///
/// With several inputs, one that cannot be opened or recognised is
/// reported and the others are still read, as grep does; the exit status
/// is then at least that of unreadable input.
pub(crate) fn run<W>(
    inputs: &[Input],
    format: Option<Format>,
    options: &Options,
    layout: impl Fn(Format) -> Layout,
    work: W,
) -> anyhow::Result<Summary>
where
    W: Fn(&Context, &RawRecord, &mut Vec<u8>) -> Done + Sync,
{
    let started = Instant::now();
    let pool = pool(threads(options.threads))?;
    let mut out = io::BufWriter::new(io::stdout().lock());
    let only = match inputs {
        [only] => Some(only),
        _ => None,
    };
    let mut report = Report::new(options);
    let mut progress = Progress::new(options.quiet, None);
    let mut run = Run {
        options,
        pool: pool.as_ref(),
        out: &mut out,
        report: &mut report,
        seen: std::collections::HashSet::new(),
        duplicates: 0,
        header_written: false,
        unopened: 0,
        stretch: None,
    };
    for input in inputs {
        run.report.name = input.name();
        let (format, blank, records, size) = match open(input, format) {
            Ok(opened) => opened,
            Err(err) if only.is_none() => {
                exit::error(&format!("{err:#}"));
                run.unopened += 1;
                continue;
            }
            Err(err) => return Err(err),
        };
        if only.is_some() {
            progress = Progress::new(options.quiet, size);
        }
        let before = run.report.tally.total();
        let stopped = run.input(
            records,
            Context {
                format,
                single: false,
            },
            only.is_some(),
            layout(format),
            &work,
            &mut progress,
            started,
        )?;
        if only.is_some() && run.report.tally.total() == before {
            let err = if blank {
                ReadError::Empty.into()
            } else {
                anyhow::anyhow!("the input holds no puzzle")
            };
            return Err(input.context(err));
        }
        if stopped {
            break;
        }
    }
    let (duplicates, unopened) = (run.duplicates, run.unopened);
    if report.tally.total() == 0 && unopened == inputs.len() {
        anyhow::bail!("no input could be read");
    }
    report.finish(&progress, started);
    let mut summary = report.summary();
    if unopened > 0 {
        summary.status = Status::BadInput;
    }
    Ok(Summary {
        duplicates,
        ..summary
    })
}

/// A run over the inputs, as it goes.
struct Run<'a, 'o> {
    options: &'a Options,
    pool: Option<&'a rayon::ThreadPool>,
    out: &'a mut io::BufWriter<io::StdoutLock<'o>>,
    report: &'a mut Report,
    /// The records written so far, with [`Options::dedupe`].
    seen: std::collections::HashSet<Vec<u8>>,
    duplicates: usize,
    /// Whether the output format's header has been written.
    header_written: bool,
    /// Inputs that could not be opened or recognised.
    unopened: usize,
    /// Unreadable records of one line, held to be written as one.
    stretch: Option<Stretch>,
}

impl Run<'_, '_> {
    /// Runs `work` over the records of one input; `true` when the run
    /// stops there (`--fail-fast`).
    #[allow(clippy::too_many_arguments)]
    fn input<W>(
        &mut self,
        mut records: Records<Box<dyn BufRead>>,
        mut context: Context,
        only: bool,
        layout: Layout,
        work: &W,
        progress: &mut Progress,
        started: Instant,
    ) -> anyhow::Result<bool>
    where
        W: Fn(&Context, &RawRecord, &mut Vec<u8>) -> Done + Sync,
    {
        let mut lookahead = None;
        let mut first_chunk = true;
        loop {
            let mut chunk = Vec::with_capacity(CHUNK);
            let mut bytes = 0;
            while chunk.len() < CHUNK && bytes < CHUNK_BYTES {
                let Some(record) = lookahead.take().or_else(|| records.next()) else {
                    break;
                };
                let record = record.map_err(|err| {
                    let name = self.report.name.clone();
                    let err = anyhow::Error::from(err).context("cannot read");
                    match name {
                        Some(name) => err.context(name),
                        None => err,
                    }
                })?;
                bytes += record.size();
                chunk.push(record);
            }
            if chunk.is_empty() {
                let _gate = interrupt::gate();
                self.end_stretch(layout.header, progress)?;
                self.out.flush().map_err(write_error)?;
                return Ok(false);
            }
            if only && first_chunk && chunk.len() == 1 {
                lookahead = records.next();
                context.single = lookahead.is_none();
                self.report.single = context.single;
            }
            first_chunk = false;
            let size = if self.options.one_by_one { 1 } else { PIECE };
            let work_piece =
                |records: &[RawRecord]| Piece::of(records, |r, buf| work(&context, r, buf));
            let position = records.bytes_read();
            let stopped = match self.pool {
                None => self.in_turn(
                    &chunk,
                    size,
                    &work_piece,
                    layout,
                    progress,
                    (position, started),
                )?,
                Some(pool) => self.in_parallel(
                    pool,
                    &chunk,
                    size,
                    &work_piece,
                    layout,
                    progress,
                    (position, started),
                )?,
            };
            if stopped {
                return Ok(true);
            }
            self.out.flush().map_err(write_error)?;
            progress.update(self.report.tally.total(), records.bytes_read(), started);
        }
    }
}
