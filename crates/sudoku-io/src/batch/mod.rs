//! Inputs of many puzzles, read as a stream.
//!
//! [`Records`] splits an input into the text of each puzzle without parsing
//! it, so the puzzles can be parsed and solved in parallel; it keeps where
//! each record starts, so [`Format::parse_record`] can give errors with
//! their line and column in the whole input.
//!
//! Every record of the input comes out as one [`RawRecord`], in order, and
//! nothing is lost silently: a line or a record longer than
//! [`MAX_RECORD`] bytes is an error record at its line (it is skipped, not
//! kept, so memory stays bounded) and the records around it come out as
//! they would without it; a malformed JSON value is an error record and
//! the split resumes at the next value; a line with no end within
//! [`MAX_LINE`] bytes ends the input with an error record. How the input
//! is delivered (the read buffer's size and boundaries) never changes the
//! records.
//!
//! How each format holds many puzzles:
//! - *line*, *csv*: one puzzle a line; blank lines and lines starting with
//!   `#` are skipped, and so is a csv file's header line, which each
//!   record keeps ([`RawRecord::header`]).
//! - *json*: a JSON array of puzzles, or puzzles one after another (one
//!   object a line: NDJSON). A single grid (`[[1,0,...],...]`) is one
//!   puzzle.
//! - *spaced*, *packed*, *sdk*, *ss*, *grid*, *pretty*, *candidates*:
//!   grids separated by one or more blank lines.
//!
//! The lines QQWing prints about its puzzles (`Number of Givens: 25`,
//! `Difficulty: Easy`, `Time: 7.473 milliseconds`, ...) are not puzzles:
//! they are skipped like blank lines.
//!
//! A batch's writer marks a puzzle that had no result with
//! [`PLACEHOLDER`], a line of its own (a JSON record with only an
//! `"error"` in json), so that record *n* of the output stays record *n*
//! of the input; the splitter gives such a record as
//! [`ParseError::Placeholder`].

mod json;
mod lines;
#[cfg(test)]
mod tests;

use std::io::{self, BufRead};
use std::sync::Arc;

use crate::csv::Columns;
use crate::{Format, ParseError, Puzzle, ReadError};

/// The longest line, and the longest record, that is kept: 1 MiB.
pub const MAX_RECORD: usize = 1 << 20;

/// The longest line that is skipped to find the records after it: 64 MiB.
/// Past that, the input is taken to have no more line ends (`/dev/zero`)
/// and is not read further.
pub const MAX_LINE: usize = 64 << 20;

/// The line a batch writes in place of a puzzle that had no result, in the
/// text formats; [`Records`] gives it back as [`ParseError::Placeholder`].
pub const PLACEHOLDER: &str = "# no result";

/// The text of one puzzle in a batch, not yet parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawRecord {
    /// The line of the input where the record starts, from 1.
    pub line: usize,
    /// The column where it starts, from 1 (only JSON values start
    /// elsewhere than at 1).
    pub column: usize,
    /// The record's bytes, or why they were not kept.
    pub text: Result<Vec<u8>, ParseError>,
    /// The columns the header line of a csv input names.
    pub header: Option<Arc<Columns>>,
}

impl RawRecord {
    /// How many bytes the record holds in memory.
    pub fn size(&self) -> usize {
        self.text.as_ref().map_or(0, Vec::len)
    }

    fn failed(line: usize, column: usize, err: ParseError) -> RawRecord {
        RawRecord {
            line,
            column,
            text: Err(err),
            header: None,
        }
    }
}

impl Format {
    /// Parses a record that [`Records`] split off; error positions are in
    /// the whole input.
    ///
    /// # Errors
    ///
    /// Why the record is not a puzzle in this format.
    pub fn parse_record(self, record: &RawRecord) -> Result<Puzzle, ParseError> {
        let text = record.text.as_ref().map_err(Clone::clone)?;
        let parsed = match self {
            Format::Csv => crate::csv::parse_record(record.header.as_deref(), text),
            _ => self.parse(text),
        };
        parsed.map_err(|err| err.shifted(record.line - 1, record.column - 1))
    }
}

/// The records of an input in one format, in order.
///
/// ```
/// use sudoku_io::{Format, Records};
///
/// let input = "# two puzzles\n1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7\n\n\
///              .................................................................................\n";
/// let records: Vec<_> = Records::new(input.as_bytes(), Format::Line).collect::<Result<_, _>>().unwrap();
/// assert_eq!(records.len(), 2);
/// assert_eq!(records[1].line, 4);
/// let puzzle = Format::Line.parse_record(&records[0]).unwrap();
/// assert_eq!(puzzle.grid.givens(), 30);
/// ```
pub struct Records<R> {
    reader: R,
    format: Format,
    /// Lines ended so far.
    line: usize,
    /// Bytes consumed so far.
    offset: u64,
    /// Where a JSON input stands.
    json: json::Scan,
    /// The columns of a csv input's header line.
    header: Option<Arc<Columns>>,
    /// Whether a line with content has been read (a csv header comes
    /// first).
    started: bool,
    /// Set when the input is not read past the record being returned.
    stop: bool,
    /// Whether an f-puzzles input is JSON, once known.
    fpuzzles_json: Option<bool>,
    /// A line read that starts the next record (variant text), with its
    /// number.
    pending: Option<(Vec<u8>, usize)>,
    done: bool,
}

impl<R: BufRead> Records<R> {
    /// The records of `reader`, which holds puzzles in `format`.
    pub fn new(reader: R, format: Format) -> Records<R> {
        Records {
            reader,
            format,
            line: 0,
            offset: 0,
            json: json::Scan::default(),
            header: None,
            started: false,
            stop: false,
            fpuzzles_json: None,
            pending: None,
            done: false,
        }
    }

    /// How many bytes of the input have been consumed.
    pub fn bytes_read(&self) -> u64 {
        self.offset
    }

    /// Whether an f-puzzles input is JSON (objects, or an array of them)
    /// rather than one link or compressed string a line: its first byte
    /// that is not white space says.
    fn holds_json(&mut self) -> bool {
        if let Some(json) = self.fpuzzles_json {
            return json;
        }
        let json = self
            .fill()
            .ok()
            .and_then(|buf| buf.iter().find(|b| !b.is_ascii_whitespace()).copied())
            .is_some_and(|b| b == b'{' || b == b'[');
        self.fpuzzles_json = Some(json);
        json
    }

    /// The reader's buffered bytes, retrying when interrupted.
    fn fill(&mut self) -> io::Result<&[u8]> {
        loop {
            match self.reader.fill_buf() {
                Ok(_) => break,
                Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
                Err(err) => return Err(err),
            }
        }
        self.reader.fill_buf()
    }
}

impl<R: BufRead> Iterator for Records<R> {
    type Item = io::Result<RawRecord>;

    fn next(&mut self) -> Option<io::Result<RawRecord>> {
        if self.done {
            return None;
        }
        let json = self.format == Format::Fpuzzles && self.holds_json();
        let next = match self.format {
            Format::Line | Format::Csv => self.next_line_record(),
            Format::Json => self.next_json(),
            Format::Fpuzzles if json => self.next_json(),
            Format::Fpuzzles => self.next_line_record(),
            Format::Variant => self.next_sized(),
            _ => self.next_block(),
        };
        match next {
            Ok(Some(record)) => {
                self.done = self.stop;
                Some(Ok(record))
            }
            Ok(None) => {
                self.done = true;
                None
            }
            Err(err) => {
                self.done = true;
                Some(Err(err))
            }
        }
    }
}

/// The format of a batch, recognised from its first record.
///
/// Every readable format splits off its first record from `head` (the
/// first bytes of the input) and tries to read it; the rule is
/// [`read`](crate::read)'s: one reading, or several that agree, names the
/// format (the narrowest); none, or several that differ, is an error.
///
/// # Errors
///
/// As for [`read`](crate::read).
pub fn recognise(head: &[u8]) -> Result<Format, ReadError> {
    if head.iter().all(u8::is_ascii_whitespace) {
        return Err(ReadError::Empty);
    }
    if crate::fpuzzles::claims(head) {
        return Ok(Format::Fpuzzles);
    }
    if crate::variant::claims(head) {
        return Ok(Format::Variant);
    }
    let attempts = Format::READABLE.map(|format| match Records::new(head, format).next() {
        Some(Ok(record)) => Some((format, format.parse_record(&record))),
        _ => None,
    });
    match crate::read::recognised(attempts) {
        // A variant puzzle: f-puzzles is its format.
        Err(ReadError::Parse(ParseError::Variant { .. })) => Ok(Format::Fpuzzles),
        other => other.map(|(format, _)| format),
    }
}
