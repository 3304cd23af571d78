//! Splitting the line-based formats: one puzzle a line, or grids separated
//! by blank lines.

use std::io::{self, BufRead};

use std::sync::Arc;

use super::{MAX_LINE, MAX_RECORD, PLACEHOLDER, RawRecord, Records};
use crate::annotation::annotation;
use crate::{Format, ParseError};

/// The columns `line` names, if it is a csv header line.
fn csv_header(line: &[u8]) -> Option<crate::csv::Columns> {
    crate::csv::header(std::str::from_utf8(line).ok()?)
}

/// How reading one line went.
enum Line {
    /// The line is in the buffer, its end included.
    Kept,
    /// The line is longer than [`MAX_RECORD`]: skipped up to its end.
    TooLong,
    /// No end of line within [`MAX_LINE`]: the input is read no further.
    Endless,
}

impl Line {
    /// The error of a line not kept, at `line`.
    fn error(&self, line: usize) -> Option<ParseError> {
        match self {
            Line::Kept => None,
            Line::TooLong => Some(ParseError::TooLong {
                line,
                limit: MAX_RECORD,
            }),
            Line::Endless => Some(ParseError::Endless {
                line,
                limit: MAX_LINE,
            }),
        }
    }
}

impl<R: BufRead> Records<R> {
    /// One line, its end included, into `buf` (emptied first); `None` at
    /// the end of the input. A line longer than [`MAX_RECORD`] is skipped
    /// to its end, and one longer than [`MAX_LINE`] ends the input.
    fn next_line(&mut self, buf: &mut Vec<u8>) -> io::Result<Option<Line>> {
        buf.clear();
        let mut length = 0usize;
        loop {
            let available = self.fill()?;
            if available.is_empty() {
                break;
            }
            let (taken, ended) = match memchr::memchr(b'\n', available) {
                Some(i) => (i + 1, true),
                None => (available.len(), false),
            };
            length += taken;
            if length <= MAX_RECORD {
                buf.extend_from_slice(&available[..taken]);
            } else {
                buf.clear();
            }
            self.reader.consume(taken);
            self.offset += taken as u64;
            if length - usize::from(ended) > MAX_LINE {
                self.line += 1;
                self.stop = true;
                return Ok(Some(Line::Endless));
            }
            if ended {
                break;
            }
        }
        if length == 0 {
            return Ok(None);
        }
        self.line += 1;
        Ok(Some(if length > MAX_RECORD {
            Line::TooLong
        } else {
            Line::Kept
        }))
    }

    /// The next record of a line-format input.
    pub(super) fn next_line_record(&mut self) -> io::Result<Option<RawRecord>> {
        let mut buf = Vec::with_capacity(128);
        while let Some(read) = self.next_line(&mut buf)? {
            let line = self.line;
            if let Some(err) = read.error(line) {
                return Ok(Some(RawRecord::failed(line, 1, err)));
            }
            let content = trim_end(&buf);
            if content == PLACEHOLDER.as_bytes() {
                return Ok(Some(RawRecord::failed(
                    line,
                    1,
                    ParseError::Placeholder { line },
                )));
            }
            if content.is_empty() || content.first() == Some(&b'#') || annotation(content) {
                continue;
            }
            let first = !std::mem::replace(&mut self.started, true);
            if first
                && self.format == Format::Csv
                && let Some(columns) = csv_header(content)
            {
                self.header = Some(Arc::new(columns));
                continue;
            }
            return Ok(Some(RawRecord {
                line,
                column: 1,
                text: Ok(buf),
                header: self.header.clone(),
            }));
        }
        Ok(None)
    }

    /// The next record of a format whose grids are separated by blank
    /// lines. A line too long to keep is part of the record it stands in
    /// (never a blank line), which becomes an error.
    pub(super) fn next_block(&mut self) -> io::Result<Option<RawRecord>> {
        let mut buf = Vec::new();
        let mut block = Vec::new();
        let mut start = None;
        let mut failure = None;
        while let Some(read) = self.next_line(&mut buf)? {
            let error = read.error(self.line);
            if error.is_none() && (trim_end(&buf).is_empty() || annotation(trim_end(&buf))) {
                if start.is_some() {
                    break;
                }
                continue;
            }
            start.get_or_insert(self.line);
            if self.add_line(error, self.line, &buf, &mut block, &mut failure) {
                break;
            }
        }
        Ok(start.map(|line| {
            let text = match failure {
                Some(err) => Err(err),
                None if trim_end(&block) == PLACEHOLDER.as_bytes() => {
                    Err(ParseError::Placeholder { line })
                }
                None => Ok(block),
            };
            RawRecord {
                line,
                column: 1,
                text,
                header: None,
            }
        }))
    }
}

impl<R: BufRead> Records<R> {
    /// Adds line `line` (`buf`, or the `error` of a line not kept) to the
    /// record being built: the first error is the record's; past
    /// [`MAX_RECORD`] bytes the record is too long. Whether to read no
    /// further (an endless line).
    fn add_line(
        &self,
        error: Option<ParseError>,
        line: usize,
        buf: &[u8],
        block: &mut Vec<u8>,
        failure: &mut Option<ParseError>,
    ) -> bool {
        if let Some(err) = error {
            failure.get_or_insert(err);
            return self.stop;
        }
        if block.len() + buf.len() > MAX_RECORD {
            failure.get_or_insert(ParseError::TooLong {
                line,
                limit: MAX_RECORD,
            });
        } else if failure.is_none() {
            block.extend_from_slice(buf);
        }
        false
    }

    /// The next record of the variant text: from a `size` line to the
    /// line before the next one (blank lines and comments within a puzzle
    /// are its own).
    pub(super) fn next_sized(&mut self) -> io::Result<Option<RawRecord>> {
        let mut buf = Vec::new();
        let mut block = Vec::new();
        let mut start = None;
        let mut failure = None;
        loop {
            let (read, line) = match self.pending.take() {
                Some((text, line)) => {
                    buf = text;
                    (Line::Kept, line)
                }
                None => match self.next_line(&mut buf)? {
                    Some(read) => (read, self.line),
                    None => break,
                },
            };
            let error = read.error(line);
            let content = trim_end(&buf);
            if error.is_none() && start.is_none() {
                if content == PLACEHOLDER.as_bytes() {
                    return Ok(Some(RawRecord::failed(
                        line,
                        1,
                        ParseError::Placeholder { line },
                    )));
                }
                if content.trim_ascii().is_empty() || content.trim_ascii_start().starts_with(b"#") {
                    continue;
                }
            }
            // (A cheap look first: most lines do not start with `size`.)
            let sized = content
                .trim_ascii_start()
                .get(..4)
                .is_some_and(|word| word.eq_ignore_ascii_case(b"size"));
            if error.is_none()
                && start.is_some()
                && sized
                && sudoku_variant::text::claims(&String::from_utf8_lossy(content))
            {
                self.pending = Some((std::mem::take(&mut buf), line));
                break;
            }
            start.get_or_insert(line);
            if self.add_line(error, line, &buf, &mut block, &mut failure) {
                break;
            }
        }
        Ok(start.map(|line| RawRecord {
            line,
            column: 1,
            text: failure.map_or(Ok(block), Err),
            header: None,
        }))
    }
}

/// `line` without its line end (`\n` or `\r\n`) and the spaces and tabs
/// before it.
fn trim_end(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let end = line
        .iter()
        .rposition(|b| !matches!(b, b' ' | b'\t'))
        .map_or(0, |i| i + 1);
    &line[..end]
}
