//! What the grid formats share: the nom error type, the rules for cells,
//! line ends and trailing blank lines, the nine-row grid, and turning a
//! failure's place in the input into a line and a column.

use std::borrow::Cow;

use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::space0;
use nom::combinator::{eof, value};
use nom::sequence::terminated;
use nom::{Finish, IResult, Parser};
use sudoku_core::Grid;

use crate::ParseError;

/// How a grammar rule failed: where, and what it wanted there.
#[derive(Debug)]
pub(crate) struct Failure<'a> {
    /// The input from the place of the failure on.
    at: &'a str,
    /// What the rule expected, for the message: `a digit 0-9`.
    expected: Cow<'static, str>,
    /// What was found instead, when the next character does not say it
    /// well (`8`, for a count of rows).
    found: Option<String>,
}

impl<'a> Failure<'a> {
    /// A failure at `at`, where `expected` should have been.
    pub(crate) fn new(at: &'a str, expected: impl Into<Cow<'static, str>>) -> Failure<'a> {
        Failure {
            at,
            expected: expected.into(),
            found: None,
        }
    }

    /// Says what was found instead of describing the next character.
    pub(crate) fn found(mut self, found: impl Into<String>) -> Failure<'a> {
        self.found = Some(found.into());
        self
    }

    /// The failure as a nom error that stops `alt` from trying further
    /// branches: the rule that made it knew what it wanted.
    pub(crate) fn cut<T>(self) -> Result<T, nom::Err<Failure<'a>>> {
        Err(nom::Err::Failure(self))
    }
}

impl<'a> nom::error::ParseError<&'a str> for Failure<'a> {
    fn from_error_kind(at: &'a str, kind: nom::error::ErrorKind) -> Failure<'a> {
        // Failed alternatives make these by the thousand: no allocation.
        // Every rule that can fail for good says what it expected itself.
        use nom::error::ErrorKind;
        let expected = match kind {
            ErrorKind::Eof => "end of input",
            ErrorKind::Tag => "a line break",
            ErrorKind::OneOf => "one of the characters allowed here",
            _ => "valid input",
        };
        Failure::new(at, expected)
    }

    fn append(_: &'a str, _: nom::error::ErrorKind, other: Failure<'a>) -> Failure<'a> {
        other
    }
}

/// What every rule returns.
pub(crate) type Parsed<'a, T> = IResult<&'a str, T, Failure<'a>>;

/// Runs `parser`, and when it fails reports `expected` at the place it
/// started.
pub(crate) fn expect<'a, O>(
    expected: &'static str,
    mut parser: impl Parser<&'a str, Output = O, Error = Failure<'a>>,
) -> impl FnMut(&'a str) -> Parsed<'a, O> {
    move |input| {
        parser
            .parse(input)
            .map_err(|err| err.map(|_| Failure::new(input, expected)))
    }
}

/// What a cell may be, for messages.
pub(crate) const CELL: &str = "a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x')";

/// The value of a cell character: its digit, 0 for a blank (`.`, `0`,
/// `_`, `-`, `*`, `x` or `X`), `None` for anything else.
pub(crate) fn cell_value(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        '.' | '0' | '_' | '-' | '*' | 'x' | 'X' => Some(0),
        _ => None,
    }
}

/// A cell written as a digit, or a blank: `.`, `0`, `_`, `-`, `*`, `x` or
/// `X`, as the programs and pages that print puzzles write them.
///
/// ```text
/// cell = "1" | ... | "9" | "." | "0" | "_" | "-" | "*" | "x" | "X"
/// ```
pub(crate) fn cell(input: &str) -> Parsed<'_, u8> {
    match input.as_bytes().first() {
        Some(&b @ b'0'..=b'9') => Ok((&input[1..], b - b'0')),
        Some(b'.' | b'_' | b'-' | b'*' | b'x' | b'X') => Ok((&input[1..], 0)),
        _ => Err(nom::Err::Error(Failure::new(input, CELL))),
    }
}

/// The end of a row: any spaces or tabs, then the end of the line or of
/// the input.
///
/// ```text
/// row-end = [ \t]* ( "\r\n" | "\n" | end-of-input )
/// ```
pub(crate) fn row_end(input: &str) -> Parsed<'_, ()> {
    line_end(input, "end of line after 9 cells")
}

/// The end of a line, with any spaces or tabs before it; failing, it says
/// it expected `expected`.
///
/// ```text
/// line-end = [ \t]* ( "\r\n" | "\n" | end-of-input )
/// ```
pub(crate) fn line_end<'a>(input: &'a str, expected: &'static str) -> Parsed<'a, ()> {
    let (rest, _) = space0(input)?;
    match alt((newline, eof)).parse(rest) {
        Ok((rest, _)) => Ok((rest, ())),
        Err(_) => Failure::new(rest, expected).cut(),
    }
}

/// What may follow a grid: blank lines, then the end of the input.
///
/// ```text
/// end = blank-line* [ \t]* end-of-input
/// ```
pub(crate) fn end_of_input<'a>(input: &'a str, after: &'static str) -> Parsed<'a, ()> {
    let mut rest = input;
    while let Ok((after_blank, ())) = blank_line(rest) {
        rest = after_blank;
    }
    let (rest, _) = space0(rest)?;
    if rest.is_empty() {
        Ok((rest, ()))
    } else {
        Failure::new(rest, after).cut()
    }
}

/// The rest of the line, up to the line break: any text without control
/// characters but tabs.
///
/// ```text
/// text = [^\x00-\x08\x0a-\x1f\x7f]*
/// ```
pub(crate) fn text(input: &str) -> Parsed<'_, &str> {
    let end = input
        .find(|c: char| c.is_control() && c != '\t')
        .unwrap_or(input.len());
    let (text, rest) = input.split_at(end);
    if rest.starts_with('\n') || rest.starts_with("\r\n") || rest.is_empty() {
        Ok((rest, text))
    } else {
        Failure::new(rest, "text or end of line").cut()
    }
}

/// Whether `input` is at the end of a row: [`row_end`] would succeed. A
/// plain test: it runs before every cell.
pub(crate) fn at_row_end(input: &str) -> bool {
    let rest = input.trim_start_matches([' ', '\t']);
    rest.is_empty() || rest.starts_with('\n') || rest.starts_with("\r\n")
}

/// A line holding nothing but spaces or tabs, which may follow the last row.
///
/// ```text
/// blank-line = [ \t]* ( "\r\n" | "\n" )
/// ```
pub(crate) fn blank_line(input: &str) -> Parsed<'_, ()> {
    let (rest, _) = space0(input)?;
    value((), newline).parse(rest)
}

/// A line break.
///
/// ```text
/// newline = "\r\n" | "\n"
/// ```
pub(crate) fn newline(input: &str) -> Parsed<'_, &str> {
    alt((tag("\r\n"), tag("\n"))).parse(input)
}

/// Nine rows, each read by `row` and ended by a row end, then blank lines
/// up to the end of the input.
///
/// ```text
/// grid = ( row row-end ){9} blank-line* [ \t]* end-of-input
/// ```
pub(crate) fn grid<'a>(
    row: impl Fn(&'a str) -> Parsed<'a, [u8; 9]>,
) -> impl Fn(&'a str) -> Parsed<'a, Grid> {
    move |input| {
        let mut values = [0u8; 81];
        let mut rest = input;
        for (n, cells) in values.chunks_exact_mut(9).enumerate() {
            if rest.is_empty() {
                return Failure::new(rest, "9 rows").found(n.to_string()).cut();
            }
            if blank_line(rest).is_ok() {
                return Failure::new(rest, format!("row {} of 9", n + 1))
                    .found("a blank line")
                    .cut();
            }
            let (after, row_values) = terminated(&row, row_end).parse(rest)?;
            cells.copy_from_slice(&row_values);
            rest = after;
        }
        let (rest, ()) = end_of_input(rest, "end of input after 9 rows")?;
        Ok((rest, grid_of(values)))
    }
}

/// The grid of 81 values a rule has read, each already checked to be 0-9.
pub(crate) fn grid_of(values: [u8; 81]) -> Grid {
    Grid::from_values(values).unwrap_or_else(|_| unreachable!("the rules read cells 0-9"))
}

/// Runs a whole-input `parser` on `bytes`, turning a failure into a
/// [`ParseError`] with its line and column.
pub(crate) fn parse_all<'a, T>(
    bytes: &'a [u8],
    parser: impl Fn(&'a str) -> Parsed<'a, T>,
) -> Result<T, ParseError> {
    let text = utf8(bytes)?;
    parse_text(text, parser)
}

/// [`parse_all`] on text already known to be UTF-8.
pub(crate) fn parse_text<'a, T>(
    text: &'a str,
    parser: impl Fn(&'a str) -> Parsed<'a, T>,
) -> Result<T, ParseError> {
    match parser(text).finish() {
        Ok((_, parsed)) => Ok(parsed),
        Err(failure) => {
            let offset = text.len() - failure.at.len();
            let (line, column) = position(text, offset);
            Err(ParseError::Syntax {
                line,
                column,
                expected: failure.expected.into_owned(),
                found: failure.found.unwrap_or_else(|| describe(failure.at)),
            })
        }
    }
}

/// `bytes` as text, or the place of the first byte that is not UTF-8.
pub(crate) fn utf8(bytes: &[u8]) -> Result<&str, ParseError> {
    std::str::from_utf8(bytes).map_err(|err| {
        let valid = err.valid_up_to();
        // The prefix is valid UTF-8 by definition of `valid_up_to`.
        let text = std::str::from_utf8(&bytes[..valid]).unwrap_or_default();
        let (line, column) = position(text, valid);
        ParseError::InvalidUtf8 {
            line,
            column,
            byte: bytes[valid],
        }
    })
}

/// The line and column, both from 1, of byte `offset` of `text`; columns
/// count characters.
pub(crate) fn position(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[line_start..].chars().count() + 1)
}

/// The next character of `rest`, named so a person can tell what it is.
pub(crate) fn describe(rest: &str) -> String {
    if rest.starts_with("\r\n") || rest.starts_with('\n') {
        return "end of line".to_owned();
    }
    match rest.chars().next() {
        None => "end of input".to_owned(),
        Some(' ') => "a space".to_owned(),
        Some('\t') => "a tab".to_owned(),
        Some('\r') => "a carriage return (U+000D) not followed by a line feed".to_owned(),
        Some('\0') => "a NUL byte (U+0000)".to_owned(),
        Some('\u{feff}') => "a byte order mark (U+FEFF)".to_owned(),
        Some(c) if c.is_control() => format!("control character U+{:04X}", u32::from(c)),
        Some(c) => format!("'{c}'"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn position_counts_lines_and_characters_from_one() {
        let text = "ab\ncdé\nf";
        assert_eq!(position(text, 0), (1, 1));
        assert_eq!(position(text, 2), (1, 3));
        assert_eq!(position(text, 3), (2, 1));
        assert_eq!(position(text, 7), (2, 4));
        assert_eq!(position(text, text.len()), (3, 2));
    }

    #[test]
    fn describe_names_invisible_characters() {
        assert_eq!(describe(""), "end of input");
        assert_eq!(describe("\n1"), "end of line");
        assert_eq!(describe("\r\n"), "end of line");
        assert_eq!(
            describe("\rx"),
            "a carriage return (U+000D) not followed by a line feed"
        );
        assert_eq!(describe("\0"), "a NUL byte (U+0000)");
        assert_eq!(describe("\u{7}"), "control character U+0007");
        assert_eq!(describe("\t"), "a tab");
        assert_eq!(describe("x1"), "'x'");
        assert_eq!(describe("é"), "'é'");
    }

    #[test]
    fn at_row_end_agrees_with_row_end() {
        for input in [
            "", "\n", "\r\n", "  \n", "\t", " x", "x", "\r", " \r", "1\n", " \t\r\n1",
        ] {
            assert_eq!(at_row_end(input), row_end(input).is_ok(), "{input:?}");
        }
    }

    #[test]
    fn row_end_takes_trailing_blanks_and_any_ending() {
        assert_eq!(
            row_end(" \t\r\nnext").map(|(rest, ())| rest).ok(),
            Some("next")
        );
        assert_eq!(row_end("\nnext").map(|(rest, ())| rest).ok(), Some("next"));
        assert_eq!(row_end("  ").map(|(rest, ())| rest).ok(), Some(""));
        let Err(nom::Err::Failure(failure)) = row_end("  x") else {
            panic!("expected a failure");
        };
        assert_eq!(
            (failure.at, &*failure.expected),
            ("x", "end of line after 9 cells")
        );
        assert!(row_end("\r").is_err());
    }

    #[test]
    fn invalid_utf8_is_located() {
        let err = utf8(b"12\n3\xff4").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2, column 2: invalid UTF-8 (byte 0xff)"
        );
    }
}
