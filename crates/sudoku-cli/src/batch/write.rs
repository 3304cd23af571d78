//! Writing a chunk's output in input order: worked in turn on one thread,
//! or by the workers with each piece written as soon as it and all before
//! it are done; a stretch of unreadable records of one line held and
//! written as one.

use std::io::Write;
use std::time::Instant;

use rayon::prelude::*;
use sudoku_io::RawRecord;

use super::{Done, Layout, Problem, Run, TICK, Verdict};
use crate::exit::write_error;
use crate::interrupt;
use crate::progress::Progress;
use crate::stretch::Stretch;

impl Run<'_, '_> {
    /// One thread: each piece of `chunk` (`size` records) worked and
    /// written in turn; `true` when the run stops there. `at` is where the
    /// input is and when the run started, for the progress.
    pub(super) fn in_turn(
        &mut self,
        chunk: &[RawRecord],
        size: usize,
        work_piece: &dyn Fn(&[RawRecord]) -> Piece,
        layout: Layout,
        progress: &mut Progress,
        (position, started): (u64, Instant),
    ) -> anyhow::Result<bool> {
        for (first, records) in (0..).step_by(size).zip(chunk.chunks(size)) {
            let piece = work_piece(records);
            if self.write_piece(&chunk[first..], &piece, layout, progress)? {
                return Ok(true);
            }
            progress.update(self.report.tally.total(), position, started);
        }
        Ok(false)
    }

    /// Workers: each piece of `chunk` written as soon as it and all before
    /// it are done, in input order, while the others work on; as
    /// [`Run::in_turn`] otherwise.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn in_parallel(
        &mut self,
        pool: &rayon::ThreadPool,
        chunk: &[RawRecord],
        size: usize,
        work_piece: &(dyn Fn(&[RawRecord]) -> Piece + Sync),
        layout: Layout,
        progress: &mut Progress,
        (position, started): (u64, Instant),
    ) -> anyhow::Result<bool> {
        use std::sync::mpsc::{RecvTimeoutError, channel};
        let (done, finished) = channel::<(usize, Piece)>();
        std::thread::scope(|scope| {
            scope.spawn(move || {
                pool.install(|| {
                    chunk
                        .par_chunks(size)
                        .enumerate()
                        .for_each_with(done, |done, (i, records)| {
                            // A closed channel: the run stopped.
                            let _ = done.send((i, work_piece(records)));
                        });
                });
            });
            let mut waiting = std::collections::BTreeMap::new();
            let mut next = 0;
            loop {
                match finished.recv_timeout(TICK) {
                    Ok((i, piece)) => {
                        waiting.insert(i, piece);
                    }
                    Err(RecvTimeoutError::Timeout) => {
                        progress.tick(self.report.tally.total(), position, started);
                        continue;
                    }
                    Err(RecvTimeoutError::Disconnected) => return Ok(false),
                }
                while let Some(piece) = waiting.remove(&next) {
                    if self.write_piece(&chunk[next * size..], &piece, layout, progress)? {
                        return Ok(true);
                    }
                    next += 1;
                }
                progress.update(self.report.tally.total(), position, started);
            }
        })
    }

    /// Writes the output of `piece`, whose records are the first of
    /// `records`, and reports its problems; `true` when the run stops
    /// there (`--fail-fast`). The records are written and flushed under
    /// the gate, so that Ctrl-C leaves whole records, all of them out.
    pub(super) fn write_piece(
        &mut self,
        records: &[RawRecord],
        piece: &Piece,
        layout: Layout,
        progress: &Progress,
    ) -> anyhow::Result<bool> {
        let Layout { separated, header } = layout;
        let _gate = interrupt::gate();
        for (record, (output, done)) in records.iter().zip(piece.records()) {
            let unreadable = done.verdict == Verdict::Unreadable && !self.options.fail_fast;
            if let Some(stretch) = self.stretch.as_mut().filter(|s| s.line == record.line)
                && unreadable
            {
                stretch.add();
                self.report.tally.add(done.verdict);
                continue;
            }
            self.end_stretch(header, progress)?;
            if unreadable && let Some(Problem::Unreadable(message)) = &done.problem {
                let separate = separated && self.report.tally.total() > 0;
                self.stretch = Some(Stretch::start(record.line, output, message, separate));
                self.report.tally.add(done.verdict);
                continue;
            }
            if self.options.dedupe
                && done.verdict == Verdict::Converted
                && !self.seen.insert(output.to_vec())
            {
                self.duplicates += 1;
                self.report.tally.add(done.verdict);
                continue;
            }
            self.emit(header, separated && self.report.tally.total() > 0, output)?;
            self.report.tally.add(done.verdict);
            if let Some(problem) = &done.problem {
                self.out.flush().map_err(write_error)?;
                let report = &mut *self.report;
                progress.suspend(|| report.problem(record.line, problem));
            }
            if self.options.fail_fast && done.verdict.fails(self.options.kind) {
                self.out.flush().map_err(write_error)?;
                return Ok(true);
            }
        }
        self.out.flush().map_err(write_error)?;
        Ok(false)
    }

    /// Writes one record's `output`, after the header if it is the first
    /// and a blank line if `separate`.
    fn emit(
        &mut self,
        header: Option<&'static str>,
        separate: bool,
        output: &[u8],
    ) -> anyhow::Result<()> {
        if let Some(header) = header.filter(|_| !self.header_written && !output.is_empty()) {
            self.header_written = true;
            writeln!(self.out, "{header}").map_err(write_error)?;
        }
        if separate {
            self.out.write_all(b"\n").map_err(write_error)?;
        }
        self.out.write_all(output).map_err(write_error)
    }

    /// Writes the stretch of unreadable records held, if any, as one
    /// record, and reports it.
    pub(super) fn end_stretch(
        &mut self,
        header: Option<&'static str>,
        progress: &Progress,
    ) -> anyhow::Result<()> {
        let Some(stretch) = self.stretch.take() else {
            return Ok(());
        };
        let (line, separate) = (stretch.line, stretch.separated);
        let (output, message) = stretch.finish();
        self.emit(header, separate, &output)?;
        self.out.flush().map_err(write_error)?;
        let report = &mut *self.report;
        progress.suspend(|| report.problem(line, &Problem::Unreadable(message)));
        Ok(())
    }
}

/// The work on a run of records: their output, one after another in one
/// buffer, and what each came to.
pub(super) struct Piece {
    output: Vec<u8>,
    /// Where each record's output ends in `output`.
    ends: Vec<usize>,
    done: Vec<Done>,
}

impl Piece {
    pub(super) fn of(
        records: &[RawRecord],
        work: impl Fn(&RawRecord, &mut Vec<u8>) -> Done,
    ) -> Piece {
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
