//! Inputs of many puzzles, read as a stream.
//!
//! [`Records`] splits an input into the text of each puzzle without parsing
//! it, so the puzzles can be parsed and solved in parallel; it keeps where
//! each record starts, so [`Format::parse_record`] can give errors with
//! their line and column in the whole input. Memory stays bounded: a line
//! or a record longer than [`MAX_RECORD`] bytes is reported, not kept.
//!
//! How each format holds many puzzles:
//! - *line*: one puzzle a line; blank lines and lines starting with `#` are
//!   skipped.
//! - *json*: a JSON array of puzzles, or puzzles one after another (one
//!   object a line: NDJSON). A single grid (`[[1,0,...],...]`) is one
//!   puzzle.
//! - *spaced*, *packed*, *sdk*, *ss*: grids separated by one or more blank
//!   lines.

use std::io::{self, BufRead};

use crate::{Format, ParseError, Puzzle, ReadError};

/// The longest line, and the longest record, that is read: 1 MiB.
pub const MAX_RECORD: usize = 1 << 20;

/// The text of one puzzle in a batch, not yet parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawRecord {
    /// The line of the input where the record starts, from 1.
    pub line: usize,
    /// The column where it starts, from 1 (only JSON array elements start
    /// elsewhere than at 1).
    pub column: usize,
    /// The record's bytes, or why they were not kept.
    pub text: Result<Vec<u8>, ParseError>,
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
        self.parse(text)
            .map_err(|err| err.shifted(record.line - 1, record.column - 1))
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
    /// Lines consumed so far.
    line: usize,
    /// Bytes consumed so far.
    offset: u64,
    json: JsonState,
    /// The column the JSON scan stands at, from 1.
    json_column: usize,
    /// Continuation bytes still due in the character being scanned: a
    /// stray one (invalid UTF-8) takes a column of its own.
    continuation: u8,
    /// Whether the next array element is the first.
    json_first: bool,
    /// Set when a malformed JSON array ends the input after this record.
    stop: bool,
    done: bool,
}

/// Where a JSON input stands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum JsonState {
    /// Nothing read yet.
    Start,
    /// Values one after another.
    Values,
    /// Inside a top-level array of puzzles.
    Array,
}

impl<R: BufRead> Records<R> {
    /// The records of `reader`, which holds puzzles in `format`.
    pub fn new(reader: R, format: Format) -> Records<R> {
        Records {
            reader,
            format,
            line: 0,
            offset: 0,
            json: JsonState::Start,
            json_column: 1,
            continuation: 0,
            json_first: false,
            stop: false,
            done: false,
        }
    }

    /// How many bytes of the input have been consumed.
    pub fn bytes_read(&self) -> u64 {
        self.offset
    }

    /// One line, its end included, into `buf` (emptied first); `None` at
    /// the end of the input. A line longer than [`MAX_RECORD`] is skipped
    /// and reported.
    fn next_line(&mut self, buf: &mut Vec<u8>) -> io::Result<Option<Result<(), ParseError>>> {
        buf.clear();
        let mut too_long = false;
        loop {
            let available = match self.reader.fill_buf() {
                Ok(bytes) => bytes,
                Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
                Err(err) => return Err(err),
            };
            if available.is_empty() {
                break;
            }
            let (taken, ended) = match memchr::memchr(b'\n', available) {
                Some(i) => (i + 1, true),
                None => (available.len(), false),
            };
            if !too_long && buf.len() + taken <= MAX_RECORD {
                buf.extend_from_slice(&available[..taken]);
            } else {
                too_long = true;
                buf.clear();
            }
            self.reader.consume(taken);
            self.offset += taken as u64;
            if ended {
                break;
            }
        }
        if buf.is_empty() && !too_long {
            return Ok(None);
        }
        self.line += 1;
        Ok(Some(if too_long {
            Err(ParseError::TooLong {
                line: self.line,
                limit: MAX_RECORD,
            })
        } else {
            Ok(())
        }))
    }

    /// The next record of a line-format input.
    fn next_line_record(&mut self) -> io::Result<Option<RawRecord>> {
        let mut buf = Vec::with_capacity(128);
        while let Some(read) = self.next_line(&mut buf)? {
            let line = self.line;
            if let Err(err) = read {
                return Ok(Some(RawRecord {
                    line,
                    column: 1,
                    text: Err(err),
                }));
            }
            let content = trim_line_end(&buf);
            if content.iter().all(|b| *b == b' ' || *b == b'\t') || content.first() == Some(&b'#') {
                continue;
            }
            return Ok(Some(RawRecord {
                line,
                column: 1,
                text: Ok(buf),
            }));
        }
        Ok(None)
    }

    /// The next record of a format whose grids are separated by blank
    /// lines.
    fn next_block(&mut self) -> io::Result<Option<RawRecord>> {
        let mut buf = Vec::new();
        let mut block = Vec::new();
        let mut start = None;
        let mut failure = None;
        while let Some(read) = self.next_line(&mut buf)? {
            let blank = trim_line_end(&buf)
                .iter()
                .all(|b| *b == b' ' || *b == b'\t');
            if blank {
                if start.is_some() {
                    break;
                }
                continue;
            }
            start.get_or_insert(self.line);
            match read {
                Err(err) => failure = failure.or(Some(err)),
                Ok(()) if block.len() + buf.len() > MAX_RECORD => {
                    failure = failure.or(Some(ParseError::TooLong {
                        line: self.line,
                        limit: MAX_RECORD,
                    }));
                }
                Ok(()) => block.extend_from_slice(&buf),
            }
        }
        Ok(start.map(|line| RawRecord {
            line,
            column: 1,
            text: match failure {
                Some(err) => Err(err),
                None => Ok(block),
            },
        }))
    }
}

impl<R: BufRead> Iterator for Records<R> {
    type Item = io::Result<RawRecord>;

    fn next(&mut self) -> Option<io::Result<RawRecord>> {
        if self.done {
            return None;
        }
        let next = match self.format {
            Format::Line => self.next_line_record(),
            Format::Json => self.next_json(),
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

/// `line` without its `\n` or `\r\n`.
fn trim_line_end(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

impl<R: BufRead> Records<R> {
    /// The next byte, without consuming it.
    fn peek(&mut self) -> io::Result<Option<u8>> {
        loop {
            match self.reader.fill_buf() {
                Ok(bytes) => return Ok(bytes.first().copied()),
                Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
                Err(err) => return Err(err),
            }
        }
    }

    /// Consumes one byte, counting lines; `column` follows along.
    fn take(&mut self, column: &mut usize) -> io::Result<Option<u8>> {
        let byte = self.peek()?;
        if let Some(b) = byte {
            self.reader.consume(1);
            self.offset += 1;
            // Columns count characters, as in error messages; each byte of
            // invalid UTF-8 counts as one.
            let continues = b & 0xC0 == 0x80 && self.continuation > 0;
            self.continuation = match b {
                _ if continues => self.continuation - 1,
                0xC0..=0xDF => 1,
                0xE0..=0xEF => 2,
                0xF0..=0xF7 => 3,
                _ => 0,
            };
            if b == b'\n' {
                self.line += 1;
                *column = 1;
            } else if !continues {
                *column += 1;
            }
        }
        Ok(byte)
    }

    /// Skips whitespace.
    fn skip_space(&mut self, column: &mut usize) -> io::Result<()> {
        while let Some(b' ' | b'\t' | b'\r' | b'\n') = self.peek()? {
            self.take(column)?;
        }
        Ok(())
    }

    /// The next record of a JSON input: a top-level value, or an element of
    /// a top-level array of puzzles.
    fn next_json(&mut self) -> io::Result<Option<RawRecord>> {
        // `self.line` counts newlines consumed; the current line is one more.
        let mut column = self.json_column;
        self.skip_space(&mut column)?;
        if self.json == JsonState::Array {
            match self.peek()? {
                Some(b',') => {
                    self.take(&mut column)?;
                    self.skip_space(&mut column)?;
                }
                Some(b']') => {
                    self.take(&mut column)?;
                    self.json = JsonState::Values;
                    self.json_column = column;
                    return self.next_json();
                }
                _ if self.json_first => {}
                _ => {
                    let record =
                        self.json_failure(column, "',' or ']' after a puzzle in the array");
                    return Ok(Some(record));
                }
            }
            self.json_first = false;
        }
        let Some(first) = self.peek()? else {
            if self.json == JsonState::Array {
                return Ok(Some(
                    self.json_failure(column, "']' to close the array of puzzles"),
                ));
            }
            return Ok(None);
        };
        let (line, start_column) = (self.line + 1, column);
        let mut text = Vec::new();
        if self.json == JsonState::Start {
            self.json = JsonState::Values;
            if first == b'[' && self.opens_array_of_puzzles()? {
                self.take(&mut column)?;
                self.json = JsonState::Array;
                self.json_first = true;
                self.json_column = column;
                return self.next_json();
            }
        }
        let mut depth = 0usize;
        let mut in_string = false;
        let mut escaped = false;
        let mut too_long = false;
        while let Some(b) = self.peek()? {
            if depth == 0 && !in_string && !text.is_empty() {
                let scalar_ended = matches!(
                    b,
                    b' ' | b'\t' | b'\r' | b'\n' | b',' | b']' | b'[' | b'{' | b'"' | b'}'
                );
                let compound_done = matches!(text.first(), Some(b'[' | b'{' | b'"'));
                if compound_done || scalar_ended {
                    break;
                }
            }
            self.take(&mut column)?;
            if text.len() < MAX_RECORD {
                text.push(b);
            } else {
                too_long = true;
            }
            if in_string {
                match (escaped, b) {
                    (true, _) => escaped = false,
                    (false, b'\\') => escaped = true,
                    (false, b'"') => in_string = false,
                    _ => {}
                }
                continue;
            }
            match b {
                b'"' => in_string = true,
                b'[' | b'{' => depth += 1,
                b']' | b'}' => depth = depth.saturating_sub(1),
                _ => {}
            }
            if depth == 0 && !in_string && matches!(b, b']' | b'}' | b'"') {
                break;
            }
        }
        self.json_column = column;
        if depth > 0 || in_string {
            // The element ran into the end of the input: its own error says
            // so, and nothing is left of the array to complain about.
            self.json = JsonState::Values;
        }
        let text = if too_long {
            Err(ParseError::TooLong {
                line,
                limit: MAX_RECORD,
            })
        } else {
            Ok(text)
        };
        Ok(Some(RawRecord {
            line,
            column: start_column,
            text,
        }))
    }

    /// Whether the `[` ahead opens an array of puzzles rather than one grid:
    /// its first element is an object, a string, or itself an array of
    /// arrays, or it is empty.
    fn opens_array_of_puzzles(&mut self) -> io::Result<bool> {
        let ahead = self.reader.fill_buf()?;
        let mut depth = 0;
        for &b in ahead {
            match b {
                b' ' | b'\t' | b'\r' | b'\n' => {}
                b'[' => {
                    depth += 1;
                    if depth == 3 {
                        return Ok(true);
                    }
                }
                b'{' | b'"' => return Ok(depth >= 1),
                // `[]`: an empty array of puzzles.
                b']' => return Ok(depth == 1),
                _ => return Ok(false),
            }
        }
        Ok(false)
    }

    /// A record that says the array is malformed; the input ends there.
    fn json_failure(&mut self, column: usize, expected: &str) -> RawRecord {
        self.stop = true;
        let found = match self.peek() {
            Ok(Some(b)) if b.is_ascii_graphic() => format!("'{}'", char::from(b)),
            Ok(Some(b)) => format!("byte 0x{b:02x}"),
            _ => "end of input".to_owned(),
        };
        RawRecord {
            line: self.line + 1,
            column,
            text: Err(ParseError::Syntax {
                line: self.line + 1,
                column,
                expected: expected.to_owned(),
                found,
            }),
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
    let attempts = Format::READABLE.map(|format| match Records::new(head, format).next() {
        Some(Ok(record)) => Some((format, format.parse_record(&record))),
        _ => None,
    });
    crate::read::recognised(attempts).map(|(format, _)| format)
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: &str =
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
    const B: &str =
        ".................................................................................";

    fn records(input: &str, format: Format) -> Vec<RawRecord> {
        Records::new(input.as_bytes(), format)
            .collect::<io::Result<Vec<_>>>()
            .unwrap()
    }

    fn parsed(input: &str, format: Format) -> Vec<(usize, Result<String, String>)> {
        records(input, format)
            .iter()
            .map(|record| {
                let result = format.parse_record(record);
                (
                    record.line,
                    result
                        .map(|p| p.grid.to_string())
                        .map_err(|e| e.to_string()),
                )
            })
            .collect()
    }

    #[test]
    fn lines_skip_blanks_and_comments_and_keep_line_numbers() {
        let input = format!("# header\n{A}\r\n\n  \n{B} # empty\n#x\n{A}");
        assert_eq!(
            parsed(&input, Format::Line),
            vec![
                (2, Ok(A.to_owned())),
                (5, Ok(B.to_owned())),
                (7, Ok(A.to_owned()))
            ]
        );
    }

    #[test]
    fn line_errors_are_placed_in_the_whole_input() {
        let input = format!("{A}\n\n{}\n{A}\n", &A[..80]);
        let results = parsed(&input, Format::Line);
        assert_eq!(
            results[1],
            (
                3,
                Err("line 3, column 81: expected 81 cells, found end of line after 80".to_owned())
            )
        );
        assert_eq!(results.len(), 3);
    }

    #[test]
    fn grids_are_separated_by_blank_lines() {
        let grid = |line: &str| -> String {
            line.as_bytes()
                .chunks(9)
                .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
                .collect()
        };
        let (a, b) = (grid(&A.replace('.', "0")), grid(&B.replace('.', "0")));
        let input = format!("\n{a}\n\n\n{b} \n{a}");
        let results = parsed(&input, Format::Packed);
        assert_eq!(
            results.iter().map(|(line, _)| *line).collect::<Vec<_>>(),
            vec![2, 14, 24]
        );
        assert!(results.iter().all(|(_, r)| r.is_ok()), "{results:?}");
        let broken = format!("{a}\n{}", b.replacen("000000000", "0000x0000", 1));
        assert_eq!(
            parsed(&broken, Format::Packed)[1],
            (
                11,
                Err("line 11, column 5: expected a digit 0-9, found 'x'".to_owned())
            )
        );
    }

    #[test]
    fn sdk_blocks_keep_their_metadata() {
        let grid: String = A
            .as_bytes()
            .chunks(9)
            .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
            .collect();
        let input = format!("#AOne\n{grid}\n#ATwo\n#CSecond\n{grid}");
        let records = records(&input, Format::Sdk);
        let second = Format::Sdk.parse_record(&records[1]).unwrap();
        assert_eq!(records[1].line, 12);
        assert_eq!(second.meta.author.as_deref(), Some("Two"));
        assert_eq!(second.meta.comment.as_deref(), Some("Second"));
    }

    #[test]
    fn json_values_one_after_another() {
        let input = format!(
            "{{\"puzzle\": \"{A}\"}}\n\"{B}\"\n\n{{\n  \"puzzle\": \"{A}\",\n  \"id\": \"3\"\n}}\n"
        );
        let results = parsed(&input, Format::Json);
        assert_eq!(
            results,
            vec![
                (1, Ok(A.to_owned())),
                (2, Ok(B.to_owned())),
                (4, Ok(A.to_owned()))
            ]
        );
    }

    #[test]
    fn a_json_array_of_puzzles_is_split_into_elements() {
        let grid = |line: &str| -> String {
            let rows: Vec<String> = line
                .as_bytes()
                .chunks(9)
                .map(|row| {
                    let cells: Vec<String> = row
                        .iter()
                        .map(|&c| {
                            if c == b'.' {
                                "0".into()
                            } else {
                                char::from(c).to_string()
                            }
                        })
                        .collect();
                    format!("[{}]", cells.join(","))
                })
                .collect();
            format!("[{}]", rows.join(","))
        };
        for input in [
            format!("[\"{A}\", {{\"puzzle\": \"{B}\"}},\n {}]", grid(A)),
            format!("[{}, {}, {}]", grid(A), grid(B), grid(A)),
        ] {
            let results = parsed(&input, Format::Json);
            let grids: Vec<_> = results.iter().map(|(_, r)| r.clone().unwrap()).collect();
            assert_eq!(grids.len(), 3, "{input}");
            assert_eq!(grids[0], A);
            assert_eq!(grids[1], B);
        }
        // One grid is one puzzle, not an array of nine.
        assert_eq!(parsed(&grid(A), Format::Json), vec![(1, Ok(A.to_owned()))]);
        assert_eq!(parsed("[]", Format::Json), vec![]);
    }

    #[test]
    fn json_element_errors_are_placed_in_the_whole_input() {
        let input = format!("[\"{A}\",\n  {{\"puzzle\": \"{B}\", \"rating\": 5}}]");
        let results = parsed(&input, Format::Json);
        assert_eq!(results[0], (1, Ok(A.to_owned())));
        let (line, Err(message)) = &results[1] else {
            panic!("{results:?}");
        };
        assert_eq!(*line, 2);
        assert!(
            message.starts_with("line 2, column 106: unknown field `rating`"),
            "{message}"
        );
    }

    #[test]
    fn a_malformed_json_array_ends_the_input() {
        let input = format!("[\"{A}\" \"{B}\"]");
        let results = parsed(&input, Format::Json);
        assert_eq!(results.len(), 2);
        assert_eq!(
            results[1],
            (1, Err("line 1, column 86: expected ',' or ']' after a puzzle in the array, found '\"'".to_owned()))
        );
        let trailing_comma = format!("[\"{A}\",");
        assert_eq!(
            parsed(&trailing_comma, Format::Json)[1].1,
            Err(
                "line 1, column 86: expected ']' to close the array of puzzles, found end of input"
                    .to_owned()
            )
        );
        let unclosed = format!("[\"{A}\"");
        assert_eq!(
            parsed(&unclosed, Format::Json)[1].1,
            Err("line 1, column 85: expected ',' or ']' after a puzzle in the array, found end of input".to_owned())
        );
    }

    #[test]
    fn an_overlong_line_is_reported_and_skipped() {
        let input = format!("{A}\n{}\n{B}\n", "1".repeat(MAX_RECORD + 10));
        let results = parsed(&input, Format::Line);
        assert_eq!(results.len(), 3);
        assert_eq!(
            results[1],
            (
                2,
                Err(format!(
                    "line 2: longer than {MAX_RECORD} bytes, the most a puzzle may take"
                ))
            )
        );
        assert_eq!(results[2], (3, Ok(B.to_owned())));
    }

    #[test]
    fn recognise_uses_the_first_record() {
        assert_eq!(
            recognise(format!("# c\n{A}\n{B}\n").as_bytes()),
            Ok(Format::Line)
        );
        assert_eq!(
            recognise(format!("[\"{A}\", \"{B}\"]").as_bytes()),
            Ok(Format::Json)
        );
        assert_eq!(
            recognise(format!("{{\"puzzle\":\"{A}\"}}\n{{\"puzzle\":\"{B}\"}}\n").as_bytes()),
            Ok(Format::Json)
        );
        let packed: String = A
            .replace('.', "0")
            .as_bytes()
            .chunks(9)
            .map(|r| format!("{}\n", String::from_utf8_lossy(r)))
            .collect();
        assert_eq!(
            recognise(format!("{packed}\n{packed}").as_bytes()),
            Ok(Format::Packed)
        );
        assert_eq!(recognise(b"  \n"), Err(ReadError::Empty));
        assert!(matches!(
            recognise(b"hello\n"),
            Err(ReadError::Unrecognised(_))
        ));
    }
}
