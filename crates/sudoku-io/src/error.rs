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
            ParseError::Syntax { line, .. } | ParseError::InvalidUtf8 { line, .. } => *line,
        }
    }

    /// The column of the error, from 1, counted in characters.
    pub fn column(&self) -> usize {
        match self {
            ParseError::Syntax { column, .. } | ParseError::InvalidUtf8 { column, .. } => *column,
        }
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
    /// attempt is listed with its error, the one that read furthest first.
    #[error("cannot recognise the format: {}", attempts(.0))]
    Unrecognised(Vec<(Format, ParseError)>),
}

fn attempts(attempts: &[(Format, ParseError)]) -> String {
    attempts
        .iter()
        .map(|(format, err)| format!("as {format}, {err}"))
        .collect::<Vec<_>>()
        .join("; ")
}
