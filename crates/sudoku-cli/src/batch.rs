//! Running a command over every puzzle of an input: read in chunks, work in
//! parallel, write in input order.
//!
//! Memory stays bounded by the chunk size whatever the input's length, and
//! output starts after the first chunk. Results do not depend on the number
//! of threads: each record's output is computed on its own and written in
//! input order.

use std::io::{self, BufRead, Read, Write};
use std::time::Instant;

use rayon::prelude::*;
use sudoku_io::{Format, RawRecord, ReadError, Records};

use crate::exit::{self, Status};
use crate::input::Input;
use crate::progress::Progress;

/// Records handled together: small enough that memory stays flat and
/// output starts early, large enough to keep every thread busy.
const CHUNK: usize = 1024;

/// Records a worker takes at a time, writing their output into one buffer:
/// no allocation per record, and enough pieces in a chunk to share out.
const PIECE: usize = 64;

/// How many bytes are looked at to recognise the format.
const HEAD: usize = 64 * 1024;

/// How many when that is not enough: room for the longest first record.
const LONGEST_HEAD: usize = sudoku_io::MAX_RECORD + HEAD;

/// At most this many problem messages; then a count of the rest.
const MAX_MESSAGES: usize = 100;

/// What a run was asked for, besides the work itself.
pub(crate) struct Options {
    /// Worker threads; `None` for one per core.
    pub(crate) threads: Option<usize>,
    /// Stop at the first puzzle that has no solution or cannot be read.
    pub(crate) fail_fast: bool,
    /// No notes and no progress on standard error.
    pub(crate) quiet: bool,
    /// A summary on standard error at the end.
    pub(crate) stats: bool,
    /// Say on standard error that puzzles with several solutions got the
    /// smallest (what `solve` prints).
    pub(crate) note_several: bool,
    /// A puzzle with several solutions is a failure, as one without is
    /// (what `check` asks).
    pub(crate) several_fails: bool,
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
    /// The puzzle could not be read.
    Unreadable,
}

impl Verdict {
    /// Whether the puzzle fails: it cannot be read or has no solution, or
    /// has several when `several_fails`.
    fn fails(self, several_fails: bool) -> bool {
        match self {
            Verdict::Unique => false,
            Verdict::Several => several_fails,
            Verdict::NoSolution | Verdict::Unreadable => true,
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
    /// It has no solution; the message does not say where.
    NoSolution(String),
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
}

/// Runs `work` over every puzzle of `input` and writes the results to
/// standard output; the exit status is the worst verdict's.
pub(crate) fn run<W>(
    input: &Input,
    format: Option<Format>,
    options: &Options,
    separate: impl Fn(Format) -> bool,
    work: W,
) -> anyhow::Result<Summary>
where
    W: Fn(&Context, &RawRecord, &mut Vec<u8>) -> Done + Sync,
{
    let started = Instant::now();
    let (mut reader, size) = input.open()?;
    let cannot_read =
        |err: io::Error| input.context(anyhow::Error::from(err).context("cannot read"));
    let mut head = read_head(&mut reader, HEAD).map_err(cannot_read)?;
    let blank = head.iter().all(u8::is_ascii_whitespace);
    let format = match format {
        Some(format) => format,
        None => match sudoku_io::recognise(&head) {
            Ok(format) => format,
            // The first record may be longer than the head (a JSON puzzle
            // with long metadata): once more with room for the longest.
            Err(_) if head.len() == HEAD => {
                head.extend(read_head(&mut reader, LONGEST_HEAD - HEAD).map_err(cannot_read)?);
                sudoku_io::recognise(&head).map_err(|err| input.context(read_error(err)))?
            }
            Err(err) => return Err(input.context(read_error(err))),
        },
    };
    let mut context = Context {
        format,
        single: false,
    };
    let mut records = Records::new(io::Cursor::new(head).chain(reader), format);
    let mut lookahead = None;
    let pool = match options.threads {
        Some(1) => None,
        Some(n) => Some(rayon::ThreadPoolBuilder::new().num_threads(n).build()?),
        None => Some(rayon::ThreadPoolBuilder::new().build()?),
    };
    let progress = Progress::new(options.quiet, size);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut report = Report::new(input, options.quiet);
    let separate = separate(format);
    let mut first_chunk = true;
    loop {
        let mut chunk = Vec::with_capacity(CHUNK);
        while chunk.len() < CHUNK {
            let Some(record) = lookahead.take().or_else(|| records.next()) else {
                break;
            };
            chunk.push(
                record.map_err(|err| {
                    input.context(anyhow::Error::from(err).context("cannot read"))
                })?,
            );
        }
        if chunk.is_empty() {
            break;
        }
        if first_chunk && chunk.len() == 1 {
            lookahead = records.next();
            context.single = lookahead.is_none();
            report.single = context.single;
        }
        first_chunk = false;
        let work_piece =
            |records: &[RawRecord]| Piece::of(records, |r, buf| work(&context, r, buf));
        let pieces: Vec<Piece> = match &pool {
            Some(pool) => pool.install(|| chunk.par_chunks(PIECE).map(work_piece).collect()),
            None => chunk.chunks(PIECE).map(work_piece).collect(),
        };
        let done = pieces.iter().flat_map(Piece::records);
        for (record, (output, done)) in chunk.iter().zip(done) {
            if separate && report.tally.total() > 0 {
                out.write_all(b"\n")?;
            }
            out.write_all(output)?;
            report.tally.add(done.verdict);
            if let Some(problem) = &done.problem {
                out.flush()?;
                progress.suspend(|| report.problem(record.line, problem));
            }
            if options.fail_fast && done.verdict.fails(options.several_fails) {
                report.finish(&progress, options, started);
                out.flush()?;
                return Ok(report.summary(options));
            }
        }
        out.flush()?;
        progress.update(report.tally.total(), records.bytes_read(), started);
    }
    if report.tally.total() == 0 {
        let err = if blank {
            ReadError::Empty.into()
        } else {
            anyhow::anyhow!("the input holds no puzzle")
        };
        return Err(input.context(err));
    }
    report.finish(&progress, options, started);
    Ok(report.summary(options))
}

/// The work on a run of records: their output, one after another in one
/// buffer, and what each came to.
struct Piece {
    output: Vec<u8>,
    /// Where each record's output ends in `output`.
    ends: Vec<usize>,
    done: Vec<Done>,
}

impl Piece {
    fn of(records: &[RawRecord], work: impl Fn(&RawRecord, &mut Vec<u8>) -> Done) -> Piece {
        let mut piece = Piece {
            output: Vec::with_capacity(records.len() * 96),
            ends: Vec::with_capacity(records.len()),
            done: Vec::with_capacity(records.len()),
        };
        for record in records {
            piece.done.push(work(record, &mut piece.output));
            piece.ends.push(piece.output.len());
        }
        piece
    }

    /// Each record's output and what it came to, in order.
    fn records(&self) -> impl Iterator<Item = (&[u8], &Done)> {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts
            .zip(&self.ends)
            .map(|(start, &end)| &self.output[start..end])
            .zip(&self.done)
    }
}

/// The next `limit` bytes of the input (fewer at its end), however the
/// reader delivers them.
fn read_head(reader: &mut dyn BufRead, limit: usize) -> io::Result<Vec<u8>> {
    let mut head = Vec::with_capacity(limit);
    reader.take(limit as u64).read_to_end(&mut head)?;
    Ok(head)
}

/// A read error, with a hint to name the format when it was not recognised.
pub(crate) fn read_error(err: ReadError) -> anyhow::Error {
    match err {
        ReadError::Unrecognised(_) | ReadError::Ambiguous(_) => {
            let names: Vec<&str> = Format::READABLE.iter().map(|f| f.name()).collect();
            anyhow::anyhow!("{err}; name the format with --from {}", names.join("|"))
        }
        other => other.into(),
    }
}

/// How many puzzles came to what.
#[derive(Default)]
struct Tally {
    unique: usize,
    several: usize,
    no_solution: usize,
    unreadable: usize,
}

impl Tally {
    fn add(&mut self, verdict: Verdict) {
        match verdict {
            Verdict::Unique => self.unique += 1,
            Verdict::Several => self.several += 1,
            Verdict::NoSolution => self.no_solution += 1,
            Verdict::Unreadable => self.unreadable += 1,
        }
    }

    fn total(&self) -> usize {
        self.unique + self.several + self.no_solution + self.unreadable
    }

    /// The worst verdict's exit status.
    fn status(&self, several_fails: bool) -> Status {
        if self.unreadable > 0 {
            Status::BadInput
        } else if self.no_solution > 0 || (several_fails && self.several > 0) {
            Status::NoSolution
        } else {
            Status::Success
        }
    }
}

/// What goes to standard error besides progress.
struct Report {
    /// The input's name, before each message.
    name: Option<String>,
    quiet: bool,
    /// The input holds one puzzle: messages as for a single puzzle.
    single: bool,
    tally: Tally,
    messages: usize,
}

impl Report {
    fn summary(&self, options: &Options) -> Summary {
        Summary {
            status: self.tally.status(options.several_fails),
            single: self.single,
        }
    }

    fn new(input: &Input, quiet: bool) -> Report {
        Report {
            name: input.name(),
            quiet,
            single: false,
            tally: Tally::default(),
            messages: 0,
        }
    }

    /// One problem's message, unless the cap is reached.
    fn problem(&mut self, line: usize, problem: &Problem) {
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
            Problem::NoSolution(message) if self.single => message.clone(),
            Problem::NoSolution(message) => format!("line {line}: {message}"),
        };
        exit::error(&format!("{prefix}{text}"));
    }

    /// The closing lines: the count of messages left out, the note about
    /// several solutions, the statistics.
    fn finish(&self, progress: &Progress, options: &Options, started: Instant) {
        progress.finish();
        if self.messages > MAX_MESSAGES {
            exit::error(&format!(
                "{} more puzzles had problems; only the first {MAX_MESSAGES} are shown",
                self.messages - MAX_MESSAGES
            ));
        }
        if self.tally.several > 0 && !self.quiet && options.note_several {
            if self.single {
                exit::note(
                    "the puzzle has more than one solution; printed the lexicographically smallest",
                );
            } else {
                exit::note(&format!(
                    "{} of {} puzzles have more than one solution; printed the lexicographically smallest of each",
                    self.tally.several,
                    self.tally.total()
                ));
            }
        }
        if options.stats {
            let elapsed = started.elapsed();
            let t = &self.tally;
            exit::stats(&format!(
                "{} puzzles: {} unique, {} with several solutions, {} with no solution, {} unreadable; {:.3} s, {:.0} puzzles/s",
                t.total(),
                t.unique,
                t.several,
                t.no_solution,
                t.unreadable,
                elapsed.as_secs_f64(),
                t.total() as f64 / elapsed.as_secs_f64().max(1e-9),
            ));
        }
    }
}
