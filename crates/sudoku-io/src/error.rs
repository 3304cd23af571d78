//! Why an input could not be read.

use crate::Format;

/// Why a text is not a grid in a given format.
///
/// Every variant says where: the line and the column (both counted from 1,
/// columns in characters) of the first thing that is wrong.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// Something other than what the grammar allows at that place.
    #[error("line {line}, column {column}: expected {expected}, found {found}")]
    Syntax {
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// What the grammar allows there, e.g. `a digit 0-9`.
        expected: String,
        /// What is there instead, e.g. `'x'` or `end of line`.
        found: String,
    },
    /// JSON that is malformed or not a puzzle, as serde_json located it.
    #[error("line {line}, column {column}: {message}")]
    Json {
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// What is wrong, e.g. `puzzle row 3 has 8 cells, expected 9`.
        message: String,
    },
    /// A line or a record longer than the reader keeps.
    #[error("line {line}: longer than {limit} bytes, the most a puzzle may take")]
    TooLong {
        /// The line where it starts, from 1.
        line: usize,
        /// The limit, in bytes.
        limit: usize,
    },
    /// A line with no end within [`MAX_LINE`](crate::MAX_LINE) bytes: the
    /// rest of the input is not read.
    #[error("line {line}: no end of line within {limit} bytes; the rest of the input is not read")]
    Endless {
        /// The line where it starts, from 1.
        line: usize,
        /// The limit, in bytes.
        limit: usize,
    },
    /// The placeholder a batch writes for a puzzle that had no result
    /// (`# no result`, or a JSON record with only an `"error"`): there is
    /// no puzzle to read here.
    #[error("line {line}: no puzzle here, only the placeholder of one that had no result")]
    Placeholder {
        /// The line where it stands, from 1.
        line: usize,
    },
    /// A variant puzzle where only a classic one is read.
    #[error(
        "line {line}: a variant puzzle ({what}); solve, count, check, candidates, convert, explain and hint read variant puzzles; this command reads classic 9×9 ones only"
    )]
    Variant {
        /// The line where it starts, from 1.
        line: usize,
        /// What it is: `4×4, killer cages`.
        what: String,
    },
    /// The format is written, never read (svg).
    #[error("the {0} format is for output only")]
    OutputOnly(Format),
    /// A byte that is not part of any UTF-8 character.
    #[error("line {line}, column {column}: invalid UTF-8 (byte 0x{byte:02x})")]
    InvalidUtf8 {
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// The offending byte.
        byte: u8,
    },
}

impl ParseError {
    /// The line of the error, from 1.
    pub fn line(&self) -> usize {
        match self {
            ParseError::Syntax { line, .. }
            | ParseError::Json { line, .. }
            | ParseError::InvalidUtf8 { line, .. }
            | ParseError::TooLong { line, .. }
            | ParseError::Endless { line, .. }
            | ParseError::Placeholder { line }
            | ParseError::Variant { line, .. } => *line,
            ParseError::OutputOnly(_) => 1,
        }
    }

    /// The column of the error, from 1, counted in characters.
    pub fn column(&self) -> usize {
        match self {
            ParseError::Syntax { column, .. }
            | ParseError::Json { column, .. }
            | ParseError::InvalidUtf8 { column, .. } => *column,
            ParseError::TooLong { .. }
            | ParseError::Endless { .. }
            | ParseError::Placeholder { .. }
            | ParseError::Variant { .. }
            | ParseError::OutputOnly(_) => 1,
        }
    }

    /// The error of a record that starts `lines` lines and, on its first
    /// line, `columns` columns into a larger input, placed in that input.
    pub(crate) fn shifted(mut self, lines: usize, columns: usize) -> ParseError {
        match &mut self {
            ParseError::Syntax { line, column, .. }
            | ParseError::Json { line, column, .. }
            | ParseError::InvalidUtf8 { line, column, .. } => {
                if *line == 1 {
                    *column += columns;
                }
                *line += lines;
            }
            ParseError::TooLong { line, .. }
            | ParseError::Endless { line, .. }
            | ParseError::Placeholder { line }
            | ParseError::Variant { line, .. } => *line += lines,
            ParseError::OutputOnly(_) => {}
        }
        self
    }
}

/// Why [`read`](crate::read) found no grid in its input.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReadError {
    /// The input holds nothing, or nothing but whitespace.
    #[error("the input is empty")]
    Empty,
    /// The input is not a grid in the format it was said to be in.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// No format was named and the input is not a grid in any format. Each
    /// attempt is listed with its error, the one that read furthest first;
    /// the message shows that one alone.
    #[error("cannot recognise the format: {}", furthest(.0))]
    Unrecognised(Vec<(Format, ParseError)>),
    /// No format was named and several read the input, differently.
    #[error("the input reads differently as {}", names(.0))]
    Ambiguous(Vec<Format>),
}

impl ReadError {
    /// Where the input is at fault, line and column from 1: the parse
    /// error's place, or where the closest format stopped; `None` when
    /// the whole input is at fault (empty, ambiguous).
    pub fn place(&self) -> Option<(usize, usize)> {
        match self {
            ReadError::Parse(parse) => Some((parse.line(), parse.column())),
            ReadError::Unrecognised(attempts) => attempts
                .iter()
                .map(|(_, parse)| (parse.line(), parse.column()))
                .max(),
            _ => None,
        }
    }
}

/// `a`, `a and b`, `a, b and c`.
fn names(formats: &[Format]) -> String {
    let names: Vec<&str> = formats.iter().map(|format| format.name()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

/// What the attempt that read furthest (the first of those that tie)
/// says, and which format that is.
fn furthest(attempts: &[(Format, ParseError)]) -> String {
    let Some(best) = attempts
        .iter()
        .reduce(|best, next| if key(next) > key(best) { next } else { best })
    else {
        return "no format was tried".to_owned();
    };
    let (format, err) = best;
    if attempts.iter().all(|attempt| key(attempt) == key(best)) {
        // Every format stopped at the same place: none is closer.
        return format!(
            "no format reads past line {}, column {} ({})",
            err.line(),
            err.column(),
            found(err)
        );
    }
    format!(
        "it is closest to {format} ({}), which says: {err}",
        format.noun()
    )
}

/// Where an attempt stopped.
fn key((_, err): &(Format, ParseError)) -> (usize, usize) {
    (err.line(), err.column())
}

/// What an error found, for when the formats all stop at one place.
fn found(err: &ParseError) -> String {
    match err {
        ParseError::Syntax { found, .. } => format!("found {found}"),
        other => other.to_string(),
    }
}
