//! The *packed* format: Baekjoon 2239's input.
//!
//! Nine lines of exactly nine digits, `0` for a blank; other blanks (`.`,
//! `_`, `-`, `*`, `x`) are read too, as QQWing's `--compact` writes them:
//!
//! ```text
//! packed     = ( row row-end ){9} blank-line* end-of-input
//! row        = cell{9}
//! cell       = "0" | "1" | ... | "9" | "." | "_" | "-" | "*" | "x" | "X"
//! row-end    = [ \t]* ( "\r\n" | "\n" | end-of-input )
//! blank-line = [ \t]* ( "\r\n" | "\n" )
//! ```
//!
//! It is written as nine digits and `\n` a row.

use std::io;

use sudoku_core::Grid;

use crate::ParseError;
use crate::syntax::{self, Failure, Parsed, at_row_end, cell};

/// Reads a grid in the packed format.
pub(crate) fn parse(input: &[u8]) -> Result<Grid, ParseError> {
    syntax::parse_all(input, syntax::grid(row))
}

/// Writes `grid` in the packed format.
pub(crate) fn write(grid: &Grid, out: &mut dyn io::Write) -> io::Result<()> {
    write_rows(grid, b'0', out)
}

/// Writes `grid` as nine lines of nine characters, `blank` for a blank.
pub(crate) fn write_rows(grid: &Grid, blank: u8, out: &mut dyn io::Write) -> io::Result<()> {
    let mut text = [b'\n'; 10];
    for row in grid.values().chunks_exact(9) {
        for (byte, &value) in text.iter_mut().zip(row) {
            *byte = if value == 0 { blank } else { b'0' + value };
        }
        out.write_all(&text)?;
    }
    Ok(())
}

/// One row of nine digits.
///
/// ```text
/// row = cell{9}
/// ```
fn row(input: &str) -> Parsed<'_, [u8; 9]> {
    row_of(cell, input)
}

/// One row of nine cells, each read by `cell`, with nothing between them.
pub(crate) fn row_of<'a>(
    cell: impl Fn(&'a str) -> Parsed<'a, u8>,
    input: &'a str,
) -> Parsed<'a, [u8; 9]> {
    let mut cells = [0; 9];
    let mut rest = input;
    for (n, value) in cells.iter_mut().enumerate() {
        // The end of the line is looked for only where a cell is missing.
        let (after, read) = match cell(rest) {
            Ok(read) => read,
            Err(_) if n > 0 && at_row_end(rest) => {
                return Failure::new(rest, "9 cells")
                    .found(format!("end of line after {n}"))
                    .cut();
            }
            Err(err) => return Err(err),
        };
        *value = read;
        rest = after;
    }
    Ok((rest, cells))
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str = "\
103000509
002109400
000704000
300502006
060000050
700803004
000401000
009205800
804000107
";

    fn error(input: &str) -> String {
        parse(input.as_bytes()).unwrap_err().to_string()
    }

    #[test]
    fn reads_and_writes_back_byte_for_byte() {
        let grid = parse(PUZZLE.as_bytes()).unwrap();
        assert_eq!(
            grid.to_string(),
            "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7"
        );
        let mut out = Vec::new();
        write(&grid, &mut out).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), PUZZLE);
    }

    #[test]
    fn accepts_crlf_trailing_blanks_and_no_final_newline() {
        let expected = parse(PUZZLE.as_bytes()).unwrap();
        let variants = [
            PUZZLE.replace('\n', "\r\n"),
            PUZZLE.replace('\n', " \t\n"),
            PUZZLE.trim_end().to_owned(),
            format!("{PUZZLE}\n \n"),
        ];
        for variant in variants {
            assert_eq!(
                parse(variant.as_bytes()).as_ref(),
                Ok(&expected),
                "{variant:?}"
            );
        }
    }

    #[test]
    fn a_tenth_digit_is_an_error() {
        let input = PUZZLE.replacen("300502006", "3005020067", 1);
        assert_eq!(
            error(&input),
            "line 4, column 10: expected end of line after 9 cells, found '7'"
        );
    }

    #[test]
    fn a_short_row_is_an_error() {
        let input = PUZZLE.replacen("060000050", "06000005", 1);
        assert_eq!(
            error(&input),
            "line 5, column 9: expected 9 cells, found end of line after 8"
        );
    }

    #[test]
    fn spaces_between_digits_are_an_error() {
        let input = PUZZLE.replacen("103000509", "1 3000509", 1);
        assert_eq!(
            error(&input),
            "line 1, column 2: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found a space"
        );
    }

    #[test]
    fn other_blanks_read_as_zero() {
        let zeros = parse(PUZZLE.as_bytes()).unwrap();
        for blank in ['.', '_', '-', '*', 'x', 'X'] {
            let input = PUZZLE.replace('0', &blank.to_string());
            assert_eq!(parse(input.as_bytes()), Ok(zeros), "{blank}");
        }
        let input = PUZZLE.replacen("103000509", "1?3000509", 1);
        assert_eq!(
            error(&input),
            "line 1, column 2: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found '?'"
        );
    }

    #[test]
    fn missing_and_extra_rows_are_errors() {
        let eight: String = PUZZLE.lines().take(8).map(|l| format!("{l}\n")).collect();
        assert_eq!(error(&eight), "line 9, column 1: expected 9 rows, found 8");
        assert_eq!(
            error(&format!("{PUZZLE}\n123456789\n")),
            "line 11, column 1: expected end of input after 9 rows, found '1'"
        );
    }

    #[test]
    fn nul_is_an_error() {
        let input = PUZZLE.replacen("000704000", "000\u{0}04000", 1);
        assert_eq!(
            error(&input),
            "line 3, column 4: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found a NUL byte (U+0000)"
        );
    }
}
