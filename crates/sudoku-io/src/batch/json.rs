//! Splitting a JSON input into its values: one after another (NDJSON, or
//! pretty-printed objects), or the elements of one top-level array.
//!
//! The scan reads one byte at a time through `peek` and `take`, so the
//! records never depend on how the reader's buffer is filled. It tracks
//! strings and nesting only; serde_json parses each value later. A value
//! that is malformed is cut where the next one evidently starts, so that
//! one bad value costs one error record, never the rest of the input:
//! - a string cannot hold a line break: a value whose string runs into
//!   one ends there;
//! - once the first value of a stream ended on the line it began, the
//!   stream is NDJSON: every value must end on its line;
//! - an object cannot hold a line that starts with `{` at its top level in
//!   any puzzle record, so an unclosed object ends before such a line.

use std::io::{self, BufRead};

use super::{MAX_LINE, MAX_RECORD, RawRecord, Records};
use crate::ParseError;

/// Where a JSON input stands.
pub(super) struct Scan {
    state: State,
    /// In an array: the next element needs no comma before it.
    first: bool,
    /// The column of the next byte, from 1.
    column: usize,
    /// Continuation bytes still due in the character being scanned: a
    /// stray one (invalid UTF-8) takes a column of its own.
    continuation: u8,
    /// Only spaces and tabs so far on the current line.
    line_start: bool,
    /// Whether the values of a stream end on the line they begin, known
    /// once the first has ended.
    line_delimited: Option<bool>,
}

impl Default for Scan {
    fn default() -> Scan {
        Scan {
            state: State::Start,
            first: false,
            column: 1,
            continuation: 0,
            line_start: true,
            line_delimited: None,
        }
    }
}

/// What the input is, as far as the scan has seen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    /// Nothing read yet.
    Start,
    /// Values one after another.
    Values,
    /// Inside a top-level array of puzzles.
    Array,
}

/// A value being scanned.
struct Value {
    text: Vec<u8>,
    /// Bytes scanned, kept or not.
    length: usize,
    depth: usize,
    in_string: bool,
    escaped: bool,
}

impl Value {
    fn push(&mut self, b: u8) {
        self.length += 1;
        if self.length <= MAX_RECORD {
            self.text.push(b);
        }
        if self.in_string {
            match (self.escaped, b) {
                (true, _) => self.escaped = false,
                (false, b'\\') => self.escaped = true,
                (false, b'"') => self.in_string = false,
                _ => {}
            }
            return;
        }
        match b {
            b'"' => self.in_string = true,
            b'[' | b'{' => self.depth += 1,
            b']' | b'}' => self.depth = self.depth.saturating_sub(1),
            _ => {}
        }
    }

    /// Whether the value is whole: a compound or string closed, or a
    /// scalar followed by `next`.
    fn ended_before(&self, next: u8) -> bool {
        if self.depth > 0 || self.in_string || self.length == 0 {
            return false;
        }
        matches!(self.text.first(), Some(b'[' | b'{' | b'"'))
            || matches!(
                next,
                b' ' | b'\t' | b'\r' | b'\n' | b',' | b']' | b'[' | b'{' | b'"' | b'}'
            )
    }
}

/// How the scan of a value ended.
#[derive(PartialEq, Eq)]
enum End {
    /// Whole, or at the end of the input.
    Whole,
    /// Cut where the next value evidently starts.
    Cut,
    /// Longer than [`MAX_LINE`]: the input is read no further.
    Endless,
}

impl<R: BufRead> Records<R> {
    /// The next byte, without consuming it.
    fn peek(&mut self) -> io::Result<Option<u8>> {
        Ok(self.fill()?.first().copied())
    }

    /// Consumes one byte, counting lines and columns.
    fn take(&mut self) -> io::Result<Option<u8>> {
        let byte = self.peek()?;
        if let Some(b) = byte {
            self.reader.consume(1);
            self.offset += 1;
            let scan = &mut self.json;
            // Columns count characters, as in error messages; each byte of
            // invalid UTF-8 counts as one.
            let continues = b & 0xC0 == 0x80 && scan.continuation > 0;
            scan.continuation = match b {
                _ if continues => scan.continuation - 1,
                0xC0..=0xDF => 1,
                0xE0..=0xEF => 2,
                0xF0..=0xF7 => 3,
                _ => 0,
            };
            if b == b'\n' {
                self.line += 1;
                scan.column = 1;
                scan.line_start = true;
            } else {
                if !continues {
                    scan.column += 1;
                }
                scan.line_start &= matches!(b, b' ' | b'\t' | b'\r');
            }
        }
        Ok(byte)
    }

    /// Skips whitespace, keeping it in `text` when given.
    fn skip_space(&mut self, mut text: Option<&mut Vec<u8>>) -> io::Result<()> {
        while let Some(b @ (b' ' | b'\t' | b'\r' | b'\n')) = self.peek()? {
            self.take()?;
            if let Some(text) = text.as_deref_mut() {
                text.push(b);
            }
        }
        Ok(())
    }

    /// The line and column of the next byte.
    fn here(&self) -> (usize, usize) {
        (self.line + 1, self.json.column)
    }

    /// The next record of a JSON input: a top-level value, or an element of
    /// a top-level array of puzzles.
    pub(super) fn next_json(&mut self) -> io::Result<Option<RawRecord>> {
        self.skip_space(None)?;
        let (line, column) = self.here();
        let Some(next) = self.peek()? else {
            if self.json.state != State::Array {
                return Ok(None);
            }
            self.stop = true;
            let expected = if self.json.first {
                "a puzzle or ']'"
            } else {
                "',' or ']' after a puzzle in the array"
            };
            return Ok(Some(failure(line, column, expected, None)));
        };
        match self.json.state {
            State::Start => {
                self.json.state = State::Values;
                if next == b'[' {
                    return self.open();
                }
                self.value(Vec::new(), 0, line, column)
            }
            State::Values => self.value(Vec::new(), 0, line, column),
            State::Array => self.element(next, line, column),
        }
    }

    /// The next element of the array, whose first byte is `next`.
    fn element(&mut self, next: u8, line: usize, column: usize) -> io::Result<Option<RawRecord>> {
        match next {
            b']' => {
                self.take()?;
                self.json.state = State::Values;
                self.next_json()
            }
            b',' if !self.json.first => {
                self.take()?;
                self.skip_space(None)?;
                let (line, column) = self.here();
                match self.peek()? {
                    Some(b']') => {
                        self.take()?;
                        self.json.state = State::Values;
                        Ok(Some(failure(
                            line,
                            column,
                            "a puzzle after ','",
                            Some(b']'),
                        )))
                    }
                    None => {
                        self.stop = true;
                        Ok(Some(failure(line, column, "a puzzle after ','", None)))
                    }
                    Some(_) => self.value(Vec::new(), 0, line, column),
                }
            }
            _ if self.json.first => self.value(Vec::new(), 0, line, column),
            other => {
                // Two values without a comma between: the second is read
                // (so the split goes on after it) and reported.
                let err = failure(
                    line,
                    column,
                    "',' or ']' after a puzzle in the array",
                    Some(other),
                );
                let value = self.value(Vec::new(), 0, line, column)?;
                Ok(value.map(|value| RawRecord {
                    text: err.text,
                    ..value
                }))
            }
        }
    }

    /// The input's first value, which starts with `[`: an array of puzzles
    /// (its first element is an object, a string or a grid, or it is
    /// empty), or one grid.
    fn open(&mut self) -> io::Result<Option<RawRecord>> {
        let (line, column) = self.here();
        let mut prefix = Vec::new();
        self.take()?;
        prefix.push(b'[');
        self.skip_space(Some(&mut prefix))?;
        let (inner_line, inner_column) = self.here();
        match self.peek()? {
            Some(b'{' | b'"' | b']') => {
                self.json.state = State::Array;
                self.json.first = true;
                self.next_json()
            }
            Some(b'[') => {
                let inner = prefix.len();
                self.take()?;
                prefix.push(b'[');
                self.skip_space(Some(&mut prefix))?;
                if self.peek()? == Some(b'[') {
                    // `[[[`: an array of grids, and its first element has
                    // begun.
                    self.json.state = State::Array;
                    self.json.first = false;
                    let element = prefix.split_off(inner);
                    self.value(element, 1, inner_line, inner_column)
                } else {
                    self.value(prefix, 2, line, column)
                }
            }
            _ => self.value(prefix, 1, line, column),
        }
    }

    /// Scans a value that starts with `prefix` (already consumed, `depth`
    /// brackets open) at `line` and `column`.
    fn value(
        &mut self,
        prefix: Vec<u8>,
        depth: usize,
        line: usize,
        column: usize,
    ) -> io::Result<Option<RawRecord>> {
        let mut value = Value {
            length: prefix.len(),
            text: prefix,
            depth,
            in_string: false,
            escaped: false,
        };
        let end = self.scan(&mut value)?;
        if end == End::Whole && (value.depth > 0 || value.in_string) {
            // The value ran into the end of the input: its own error says
            // so, and nothing is left of an array to complain about.
            self.json.state = State::Values;
        }
        let in_array = self.json.state == State::Array;
        if in_array {
            // A cut element took the comma after it, if any.
            self.json.first = end == End::Cut;
        }
        if end == End::Cut && value.in_string && !self.line_delimited() {
            self.resync(value.text.first().copied(), in_array)?;
        }
        if end == End::Whole && !in_array && self.json.line_delimited.is_none() {
            self.json.line_delimited = Some(self.line + 1 == line);
        }
        let text = match end {
            End::Endless => {
                self.stop = true;
                Err(ParseError::Endless {
                    line,
                    limit: MAX_LINE,
                })
            }
            _ if value.length > MAX_RECORD => Err(ParseError::TooLong {
                line,
                limit: MAX_RECORD,
            }),
            _ => Ok(value.text),
        };
        Ok(Some(RawRecord {
            line,
            column,
            text,
            header: None,
        }))
    }

    /// Whether the values of this stream must end on their line.
    fn line_delimited(&self) -> bool {
        self.json.state == State::Values && self.json.line_delimited == Some(true)
    }

    /// Consumes `value` up to its end.
    fn scan(&mut self, value: &mut Value) -> io::Result<End> {
        let line_delimited = self.line_delimited();
        while let Some(b) = self.peek()? {
            if value.ended_before(b) {
                return Ok(End::Whole);
            }
            let open = value.depth > 0 || value.in_string;
            if b == b'\n' && (value.in_string || (open && line_delimited)) {
                return Ok(End::Cut);
            }
            let object = value.text.first() == Some(&b'{');
            if b == b'{' && object && value.depth == 1 && self.json.line_start && !value.in_string {
                return Ok(End::Cut);
            }
            self.take()?;
            value.push(b);
            if value.length > MAX_LINE {
                return Ok(End::Endless);
            }
        }
        Ok(End::Whole)
    }

    /// After a value cut inside a string, skips to the next line that
    /// starts with `opener` (how the cut value began), or with `]` in an
    /// array.
    fn resync(&mut self, opener: Option<u8>, in_array: bool) -> io::Result<()> {
        let mut skipped = 0usize;
        while let Some(b) = self.peek()? {
            let starts = self.json.line_start && (Some(b) == opener || (in_array && b == b']'));
            if starts || skipped > MAX_LINE {
                break;
            }
            self.take()?;
            skipped += 1;
        }
        Ok(())
    }
}

/// A record that says what the array lacks at `line` and `column`.
fn failure(line: usize, column: usize, expected: &str, found: Option<u8>) -> RawRecord {
    let found = match found {
        Some(b) if b.is_ascii_graphic() => format!("'{}'", char::from(b)),
        Some(b) => format!("byte 0x{b:02x}"),
        None => "end of input".to_owned(),
    };
    RawRecord::failed(
        line,
        column,
        ParseError::Syntax {
            line,
            column,
            expected: expected.to_owned(),
            found,
        },
    )
}
