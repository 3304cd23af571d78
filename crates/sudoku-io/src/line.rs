//! The *line* format: a puzzle on one line, as published collections list
//! them.
//!
//! 81 cells in reading order, a digit `1`-`9` or `.` or `0` for a blank.
//! After the cells, anything that starts with whitespace, `#`, `,` or `;`
//! is a comment and is ignored. Blank lines and lines starting with `#`
//! may come before the puzzle (a collection's header), blank lines after:
//!
//! ```text
//! line-file = ( blank-line | "#" text newline )* puzzle line-end end
//! puzzle    = cell{81} comment?
//! comment   = ( [ \t] | "#" | "," | ";" ) text
//! cell      = "1" | ... | "9" | "." | "0"
//! end       = blank-line* [ \t]* end-of-input
//! ```
//!
//! A line of exactly 81 characters whose blanks are spaces, as some sites
//! copy a grid, is read too (spaces are then cells, not a comment).
//!
//! It is written with `.` for blanks and no comment.

use std::io;

use sudoku_core::Grid;

use crate::ParseError;
use crate::syntax::{
    self, Failure, Parsed, at_row_end, blank_line, cell, end_of_input, line_end, newline, text,
};

/// Reads a puzzle in the line format.
pub(crate) fn parse(input: &[u8]) -> Result<Grid, ParseError> {
    // A batch's records are mostly just the 81 cells: no need for UTF-8
    // checks and the grammar's alternatives.
    if let Some((head, rest)) = input.split_first_chunk::<81>()
        && matches!(rest, b"" | b"\n" | b"\r\n")
        && let Some(values) = plain_cells(head)
    {
        return Ok(syntax::grid_of(values));
    }
    if let Some(values) = space_blanks(input) {
        return Ok(syntax::grid_of(values));
    }
    syntax::parse_all(input, file)
}

/// The values of a line of exactly 81 cells some of which are spaces (a
/// grid copied from a page), or `None`.
fn space_blanks(input: &[u8]) -> Option<[u8; 81]> {
    let line = input
        .strip_suffix(b"\r\n")
        .or_else(|| input.strip_suffix(b"\n"))
        .unwrap_or(input);
    let cells: &[u8; 81] = line.try_into().ok()?;
    if !cells.contains(&b' ') || !cells.iter().any(u8::is_ascii_digit) {
        return None;
    }
    let mut values = [0; 81];
    for (value, &b) in values.iter_mut().zip(cells) {
        *value = match b {
            b'0'..=b'9' => b - b'0',
            b'.' | b' ' => 0,
            _ => return None,
        };
    }
    Some(values)
}

/// The values of 81 cells that are all digits or `.`, or `None`.
fn plain_cells(head: &[u8; 81]) -> Option<[u8; 81]> {
    // No early exit and no branch: the loop compiles to vector code.
    let mut values = [0; 81];
    let mut all_cells = true;
    for (value, &b) in values.iter_mut().zip(head) {
        let digit = b.wrapping_sub(b'0');
        let is_digit = digit <= 9;
        all_cells &= is_digit | (b == b'.');
        *value = if is_digit { digit } else { 0 };
    }
    all_cells.then_some(values)
}

/// Writes `grid` in the line format.
pub(crate) fn write(grid: &Grid, out: &mut dyn io::Write) -> io::Result<()> {
    let mut text = [b'\n'; 82];
    for (byte, &value) in text.iter_mut().zip(grid.values()) {
        *byte = if value == 0 { b'.' } else { b'0' + value };
    }
    out.write_all(&text)
}

/// A whole input holding one puzzle line.
fn file(input: &str) -> Parsed<'_, Grid> {
    let mut rest = input;
    loop {
        if let Ok((after, ())) = blank_line(rest) {
            rest = after;
        } else if let Some(comment) = rest.strip_prefix('#') {
            let (after, _) = text(comment)?;
            rest = newline(after).map_or(after, |(after, _)| after);
        } else {
            break;
        }
    }
    let (rest, grid) = puzzle(rest)?;
    let (rest, ()) = end_of_input(rest, "end of input after the puzzle's line")?;
    Ok((rest, grid))
}

/// One puzzle line: 81 cells, an optional comment, the end of the line.
///
/// ```text
/// puzzle  = cell{81} comment? line-end
/// comment = ( [ \t] | "#" | "," | ";" ) text
/// ```
pub(crate) fn puzzle(input: &str) -> Parsed<'_, Grid> {
    let (rest, grid) = cells(input)?;
    let rest = match rest.chars().next() {
        Some(' ' | '\t' | '#' | ',' | ';') => text(&rest[1..])?.0,
        _ => rest,
    };
    let (rest, ()) = line_end(
        rest,
        "end of line or a comment (after a space, '#', ',' or ';') after 81 cells",
    )?;
    Ok((rest, grid))
}

/// 81 cells with nothing between them.
///
/// ```text
/// cells = cell{81}
/// ```
pub(crate) fn cells(input: &str) -> Parsed<'_, Grid> {
    // The common case in a tight loop; anything else goes through the
    // grammar below, which says what is wrong.
    if let Some(values) = input.as_bytes().first_chunk::<81>().and_then(plain_cells) {
        return Ok((&input[81..], syntax::grid_of(values)));
    }
    let mut values = [0; 81];
    let mut rest = input;
    for (n, value) in values.iter_mut().enumerate() {
        // The end of the line is looked for only where a cell is missing:
        // that is when it makes the better message.
        let Ok((after, read)) = cell(rest) else {
            if n > 0 && at_row_end(rest) {
                return Failure::new(rest, "81 cells")
                    .found(format!("end of line after {n}"))
                    .cut();
            }
            return Failure::new(rest, syntax::CELL).cut();
        };
        *value = read;
        rest = after;
    }
    Ok((rest, syntax::grid_of(values)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";

    fn read(input: &str) -> Result<Grid, String> {
        parse(input.as_bytes()).map_err(|err| err.to_string())
    }

    #[test]
    fn reads_and_writes_back() {
        let grid = read(&format!("{LINE}\n")).unwrap();
        assert_eq!(grid.to_string(), LINE);
        let mut out = Vec::new();
        write(&grid, &mut out).unwrap();
        assert_eq!(out, format!("{LINE}\n").into_bytes());
    }

    #[test]
    fn zeros_are_blanks_too() {
        assert_eq!(read(&LINE.replace('.', "0")), read(LINE));
    }

    #[test]
    fn comments_after_the_cells_are_ignored() {
        let expected = read(LINE).unwrap();
        for comment in [
            " 17 clues",
            "\tid 5",
            "#5",
            ",SE 11.9",
            ";x",
            " ",
            "# a, b; c\r\n",
        ] {
            assert_eq!(
                read(&format!("{LINE}{comment}")),
                Ok(expected),
                "{comment:?}"
            );
        }
    }

    #[test]
    fn header_comments_and_blank_lines_may_come_first() {
        let input = format!("# From a collection\n#\n\n{LINE}\r\n\n");
        assert_eq!(read(&input), read(LINE));
    }

    #[test]
    fn a_short_line_is_an_error() {
        assert_eq!(
            read(&LINE[..80]),
            Err("line 1, column 81: expected 81 cells, found end of line after 80".to_owned())
        );
    }

    #[test]
    fn an_82nd_cell_is_an_error() {
        assert_eq!(
            read(&format!("{LINE}1")),
            Err("line 1, column 82: expected end of line or a comment (after a space, '#', ',' or ';') after 81 cells, found '1'".to_owned())
        );
    }

    #[test]
    fn a_bad_cell_is_named() {
        let input = LINE.replacen("5", "y", 1);
        assert_eq!(
            read(&input),
            Err("line 1, column 7: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 'y'".to_owned())
        );
    }

    #[test]
    fn a_second_puzzle_is_an_error() {
        assert_eq!(
            read(&format!("{LINE}\n{LINE}\n")),
            Err(
                "line 2, column 1: expected end of input after the puzzle's line, found '1'"
                    .to_owned()
            )
        );
    }

    #[test]
    fn control_characters_in_a_comment_are_errors() {
        assert_eq!(
            read(&format!("{LINE} a\u{0}b")),
            Err(
                "line 1, column 84: expected text or end of line, found a NUL byte (U+0000)"
                    .to_owned()
            )
        );
    }
}
