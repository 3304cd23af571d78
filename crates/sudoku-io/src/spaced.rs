//! The *spaced* format: Baekjoon 2580's input.
//!
//! Nine lines of nine cells, each a digit, `0` for a blank, separated by one
//! or more spaces or tabs. Other blanks (`.`, `_`, `-`, `*`, `x`) are read
//! too:
//!
//! ```text
//! spaced    = ( row row-end ){9} blank-line* end-of-input
//! row       = cell ( separator cell ){8}
//! separator = [ \t]+
//! cell      = "0" | "1" | ... | "9" | "." | "_" | "-" | "*" | "x" | "X"
//! row-end   = [ \t]* ( "\r\n" | "\n" | end-of-input )
//! blank-line = [ \t]* ( "\r\n" | "\n" )
//! ```
//!
//! It is written with single spaces, no trailing space, `\n` after every
//! row.

use std::io;

use nom::Parser;
use nom::character::complete::space1;
use nom::combinator::cut;
use sudoku_core::Grid;

use crate::ParseError;
use crate::syntax::{self, Failure, Parsed, at_row_end, cell};

/// Reads a grid in the spaced format.
pub(crate) fn parse(input: &[u8]) -> Result<Grid, ParseError> {
    syntax::parse_all(input, syntax::grid(row))
}

/// Writes `grid` in the spaced format.
pub(crate) fn write(grid: &Grid, out: &mut dyn io::Write) -> io::Result<()> {
    let mut text = [b' '; 18];
    text[17] = b'\n';
    for row in grid.values().chunks_exact(9) {
        for (i, &value) in row.iter().enumerate() {
            text[i * 2] = b'0' + value;
        }
        out.write_all(&text)?;
    }
    Ok(())
}

/// One row of nine cells separated by spaces or tabs.
///
/// ```text
/// row       = cell ( separator cell ){8}
/// separator = [ \t]+
/// ```
fn row(input: &str) -> Parsed<'_, [u8; 9]> {
    let mut cells = [0; 9];
    let (mut rest, first) = cell(input)?;
    cells[0] = first;
    for (n, slot) in cells.iter_mut().enumerate().skip(1) {
        if at_row_end(rest) {
            let end = rest.trim_start_matches([' ', '\t']);
            return Failure::new(end, "9 cells")
                .found(format!("end of line after {n}"))
                .cut();
        }
        let Ok((after, _)) = space1::<_, Failure<'_>>(rest) else {
            return Failure::new(rest, format!("a space or tab after cell {n}")).cut();
        };
        let (after, value) = cut(cell).parse(after)?;
        *slot = value;
        rest = after;
    }
    Ok((rest, cells))
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str = "\
0 3 5 4 6 9 2 7 8
7 8 2 1 0 5 6 0 9
0 6 0 2 7 8 1 3 5
3 2 1 0 4 6 8 9 7
8 0 4 9 1 3 5 0 6
5 9 6 8 2 0 4 1 3
9 1 7 6 5 2 0 8 0
6 0 3 7 0 1 9 5 2
2 5 8 3 9 4 7 6 0
";

    fn error(input: &str) -> String {
        parse(input.as_bytes()).unwrap_err().to_string()
    }

    fn written(grid: &Grid) -> String {
        let mut out = Vec::new();
        write(grid, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn reads_and_writes_back_byte_for_byte() {
        let grid = parse(PUZZLE.as_bytes()).unwrap();
        assert_eq!(
            grid.to_string(),
            ".354692787821.56.9.6.278135321.468978.49135.659682.413917652.8.6.37.195225839476."
        );
        assert_eq!(grid.values()[0..9], [0, 3, 5, 4, 6, 9, 2, 7, 8]);
        assert_eq!(grid.values()[72..81], [2, 5, 8, 3, 9, 4, 7, 6, 0]);
        assert_eq!(written(&grid), PUZZLE);
    }

    #[test]
    fn accepts_tabs_runs_of_spaces_crlf_trailing_blanks_and_no_final_newline() {
        let expected = parse(PUZZLE.as_bytes()).unwrap();
        let variants = [
            PUZZLE.replace('\n', "\r\n"),
            PUZZLE.replace(' ', "\t"),
            PUZZLE.replace(' ', "  \t "),
            PUZZLE.replace('\n', "  \n"),
            PUZZLE.trim_end().to_owned(),
            format!("{PUZZLE}\n  \n\t\n"),
            format!("{PUZZLE}\r\n\r\n"),
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
    fn a_letter_is_located_and_named() {
        let input = PUZZLE.replacen("0 4 6", "0 y 6", 1);
        assert_eq!(
            error(&input),
            "line 4, column 9: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 'y'"
        );
    }

    #[test]
    fn a_tenth_cell_is_an_error() {
        let input = PUZZLE.replacen("8 9 7", "8 9 7 1", 1);
        assert_eq!(
            error(&input),
            "line 4, column 19: expected end of line after 9 cells, found '1'"
        );
    }

    #[test]
    fn a_short_row_is_an_error() {
        let input = PUZZLE.replacen(" 0 6\n", " 0\n", 1);
        assert_eq!(
            error(&input),
            "line 5, column 16: expected 9 cells, found end of line after 8"
        );
    }

    #[test]
    fn cells_must_be_separated() {
        let input = PUZZLE.replacen("0 3 5", "03 5", 1);
        assert_eq!(
            error(&input),
            "line 1, column 2: expected a space or tab after cell 1, found '3'"
        );
    }

    #[test]
    fn a_missing_row_is_counted() {
        let eight: String = PUZZLE.lines().take(8).map(|l| format!("{l}\n")).collect();
        assert_eq!(error(&eight), "line 9, column 1: expected 9 rows, found 8");
    }

    #[test]
    fn a_blank_line_inside_the_grid_is_an_error() {
        let input = PUZZLE.replacen("3 2 1", "\n3 2 1", 1);
        assert_eq!(
            error(&input),
            "line 4, column 1: expected row 4 of 9, found a blank line"
        );
    }

    #[test]
    fn a_tenth_row_is_an_error() {
        let input = format!("{PUZZLE}1 2 3 4 5 6 7 8 9\n");
        assert_eq!(
            error(&input),
            "line 10, column 1: expected end of input after 9 rows, found '1'"
        );
    }

    #[test]
    fn leading_whitespace_is_an_error() {
        let input = format!(" {PUZZLE}");
        assert_eq!(
            error(&input),
            "line 1, column 1: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found a space"
        );
    }

    #[test]
    fn control_characters_nul_and_bad_utf8_are_errors() {
        let nul = PUZZLE.replacen("2 7 8\n", "2 7 8\0\n", 1);
        assert_eq!(
            error(&nul),
            "line 1, column 18: expected end of line after 9 cells, found a NUL byte (U+0000)"
        );
        let bell = PUZZLE.replacen("7 8 2", "7\u{7}8 2", 1);
        assert_eq!(
            error(&bell),
            "line 2, column 2: expected a space or tab after cell 1, found control character U+0007"
        );
        let lone_cr = PUZZLE.replacen('\n', "\r", 1);
        assert_eq!(
            error(&lone_cr),
            "line 1, column 18: expected end of line after 9 cells, found a carriage return (U+000D) not followed by a line feed"
        );
        let mut bytes = PUZZLE.as_bytes().to_vec();
        bytes[20] = 0xc3;
        assert_eq!(
            parse(&bytes).unwrap_err().to_string(),
            "line 2, column 3: invalid UTF-8 (byte 0xc3)"
        );
    }

    #[test]
    fn a_multi_digit_number_is_an_error() {
        let input = PUZZLE.replacen("0 3 5", "10 3 5", 1);
        assert_eq!(
            error(&input),
            "line 1, column 2: expected a space or tab after cell 1, found '0'"
        );
    }
}
