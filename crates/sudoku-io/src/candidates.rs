//! The *candidates* format: a grid with pencil marks, each cell written as
//! the digits it may still hold, as HoDoKu, Sudoku Explainer and sudokuwiki
//! print it; and the 729-character form of Sukaku tools.
//!
//! ```text
//! candidates = long | grid
//! long       = ( mark ){729} [ \t]* line-end? blank-line* end-of-input
//! mark       = the digit of its place (1-9 in turn) | "." | "0"
//! grid       = ( border-line | blank-line )* row ( border-line | row )* blank-line* end
//!              ; exactly nine rows
//! border-line = a line of "-", ".", ":", "'", "+", "*", "|", "=" and spaces,
//!              with at least one "-" or "="
//! row        = ( [ \t|!]* cell ){9} [ \t|!]* line-end
//! cell       = digit+      ; distinct digits 1-9: one is the cell's digit,
//!                          ; several its candidates
//! ```
//!
//! In the long form each cell takes nine characters: for digit `d`, the
//! `d`-th is `d` when it is a candidate, else `.` or `0`; a cell with one
//! candidate holds that digit.
//!
//! It is written as HoDoKu prints it, each column as wide as its widest
//! cell:
//!
//! ```text
//! .-------------------.-------------------.-------------------.
//! | 1     478   3     | 2468  2678  2568  | 5     2468  9     |
//! ...
//! ```
//!
//! Pencil marks that say no more than the givens (every digit that no
//! digit in the cell's houses rules out) are read as none, so a plain grid
//! reads the same in this format as in the others, and a candidate that a
//! digit in its houses rules out is dropped. As in every program
//! that prints this format, a cell with one candidate reads as that digit:
//! a puzzle written here and read back has its naked singles filled in.

use std::io;

use sudoku_core::Grid;

use crate::syntax::{self, grid_of};
use crate::{ParseError, Puzzle};

/// Each cell's candidates, bit `d - 1` for digit `d`; 0 for a cell that
/// holds a digit.
pub type Marks = [u16; 81];

/// Reads a grid with pencil marks.
pub(crate) fn parse(input: &[u8]) -> Result<Puzzle, ParseError> {
    let text = syntax::utf8(input)?;
    let cells = if is_long(text) {
        long(text)?
    } else {
        boxed(text)?
    };
    let mut values = [0u8; 81];
    let mut marks = [0u16; 81];
    for (i, &mask) in cells.iter().enumerate() {
        if mask.count_ones() == 1 {
            values[i] = mask.trailing_zeros() as u8 + 1;
        } else {
            marks[i] = mask;
        }
    }
    let grid = grid_of(values);
    // A candidate that a digit in its houses rules out is no candidate.
    let natural = natural(&grid);
    for (mark, allowed) in marks.iter_mut().zip(natural) {
        *mark &= allowed;
    }
    let marks = (marks != natural).then_some(marks);
    Ok(Puzzle {
        grid,
        marks,
        ..Puzzle::default()
    })
}

/// Every digit no digit in its houses rules out, for each empty cell.
pub fn natural(grid: &Grid) -> Marks {
    let values = grid.values();
    let mut marks = [0u16; 81];
    for cell in 0..81 {
        if values[cell] != 0 {
            continue;
        }
        let (r, c) = (cell / 9, cell % 9);
        let mut seen = 0u16;
        for (other, &value) in values.iter().enumerate() {
            let (r2, c2) = (other / 9, other % 9);
            let peer = r2 == r || c2 == c || (r2 / 3 == r / 3 && c2 / 3 == c / 3);
            if peer && value != 0 {
                seen |= 1 << (value - 1);
            }
        }
        marks[cell] = 0x1FF & !seen;
    }
    marks
}

/// Whether the text is the 729-character form: its first line is 729
/// marks.
fn is_long(text: &str) -> bool {
    let first = text.lines().next().unwrap_or_default().trim_end();
    first.len() == 729 && first.bytes().all(|b| b.is_ascii_digit() || b == b'.')
}

/// The long form's cells.
fn long(text: &str) -> Result<[u16; 81], ParseError> {
    let mut cells = [0u16; 81];
    let first = text.lines().next().unwrap_or_default().trim_end();
    for (i, b) in first.bytes().enumerate() {
        let digit = (i % 9) as u8 + 1;
        match b {
            b'.' | b'0' => {}
            _ if b == b'0' + digit => cells[i / 9] |= 1 << (digit - 1),
            _ => {
                return Err(syntax_error(
                    1,
                    i + 1,
                    format!(
                        "'{digit}' or '.' (place {} of cell {})",
                        i % 9 + 1,
                        i / 9 + 1
                    ),
                    format!("'{}'", char::from(b)),
                ));
            }
        }
    }
    for (line, rest) in text.lines().enumerate().skip(1) {
        if let Some(col) = rest.find(|c: char| !c.is_whitespace()) {
            return Err(syntax_error(
                line + 1,
                rest[..col].chars().count() + 1,
                "end of input after the 729 marks".to_owned(),
                describe(&rest[col..]),
            ));
        }
    }
    empty_cell(&cells)?;
    Ok(cells)
}

/// The boxed form's cells.
fn boxed(text: &str) -> Result<[u16; 81], ParseError> {
    let mut cells = [0u16; 81];
    let mut rows = 0;
    let mut last_line = 0;
    for (n, line) in text.lines().enumerate() {
        let line_no = n + 1;
        last_line = line_no;
        let trimmed = line.trim();
        if trimmed.is_empty() || is_border(trimmed) {
            continue;
        }
        if rows == 9 {
            return Err(syntax_error(
                line_no,
                1,
                "end of input after 9 rows".to_owned(),
                describe(line.trim_start()),
            ));
        }
        let row = row(line, line_no)?;
        cells[rows * 9..rows * 9 + 9].copy_from_slice(&row);
        rows += 1;
    }
    if rows < 9 {
        return Err(syntax_error(
            last_line.max(1),
            1,
            "9 rows of candidates".to_owned(),
            format!("{rows}"),
        ));
    }
    empty_cell(&cells)?;
    Ok(cells)
}

/// Whether a line is a border between bands (or the frame).
fn is_border(line: &str) -> bool {
    line.contains(['-', '=']) && line.chars().all(|c| "-.:'+*|=! \t".contains(c))
}

/// One row: nine cells, separated by spaces, tabs, `|` or `!`.
fn row(line: &str, line_no: usize) -> Result<[u16; 9], ParseError> {
    let mut cells = [0u16; 9];
    let mut count = 0;
    let mut chars = line.char_indices().peekable();
    let column = |byte: usize| line[..byte].chars().count() + 1;
    while let Some(&(at, c)) = chars.peek() {
        if matches!(c, ' ' | '\t' | '|' | '!' | '\r') {
            chars.next();
            continue;
        }
        if !c.is_ascii_digit() || c == '0' {
            return Err(syntax_error(
                line_no,
                column(at),
                "a cell's candidates (digits 1-9)".to_owned(),
                describe(&line[at..]),
            ));
        }
        if count == 9 {
            return Err(syntax_error(
                line_no,
                column(at),
                "end of line after 9 cells".to_owned(),
                describe(&line[at..]),
            ));
        }
        let mut mask = 0u16;
        while let Some(&(at, c)) = chars.peek() {
            let Some(d) = c.to_digit(10).filter(|&d| d > 0) else {
                break;
            };
            let bit = 1 << (d - 1);
            if mask & bit != 0 {
                return Err(syntax_error(
                    line_no,
                    column(at),
                    format!("each digit once in cell {}", count + 1),
                    format!("'{d}' again"),
                ));
            }
            mask |= bit;
            chars.next();
        }
        if let Some(&(at, c)) = chars.peek()
            && !matches!(c, ' ' | '\t' | '|' | '!' | '\r')
        {
            return Err(syntax_error(
                line_no,
                column(at),
                "a digit 1-9, a space or '|'".to_owned(),
                describe(&line[at..]),
            ));
        }
        cells[count] = mask;
        count += 1;
    }
    if count < 9 {
        return Err(syntax_error(
            line_no,
            line.chars().count() + 1,
            "9 cells".to_owned(),
            format!("end of line after {count}"),
        ));
    }
    Ok(cells)
}

/// A cell without a candidate cannot be written; the grammar never gives
/// one, but the long form could (nine `.`).
fn empty_cell(cells: &[u16; 81]) -> Result<(), ParseError> {
    match cells.iter().position(|&m| m == 0) {
        Some(i) => Err(ParseError::Syntax {
            line: 1,
            column: i * 9 + 1,
            expected: format!(
                "at least one candidate in cell {} (r{}c{})",
                i + 1,
                i / 9 + 1,
                i % 9 + 1
            ),
            found: "none".to_owned(),
        }),
        None => Ok(()),
    }
}

fn syntax_error(line: usize, column: usize, expected: String, found: String) -> ParseError {
    ParseError::Syntax {
        line,
        column,
        expected,
        found,
    }
}

/// What is at the start of `rest`, for a message.
fn describe(rest: &str) -> String {
    match rest.chars().next() {
        None => "end of line".to_owned(),
        Some(c) if c.is_control() => format!("control character U+{:04X}", u32::from(c)),
        Some(' ') => "a space".to_owned(),
        Some(c) => format!("'{c}'"),
    }
}

/// Writes the grid with its pencil marks (the natural ones when it has
/// none), as HoDoKu prints it; an empty cell without a candidate (a grid
/// that breaks the rules) cannot be written.
pub(crate) fn write(puzzle: &Puzzle, out: &mut dyn io::Write) -> io::Result<()> {
    let values = puzzle.grid.values();
    let marks = puzzle.marks.unwrap_or_else(|| natural(&puzzle.grid));
    if let Some(cell) = (0..81).find(|&c| values[c] == 0 && marks[c] == 0) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!(
                "r{}c{} has no candidate left, which the candidates format cannot show",
                cell / 9 + 1,
                cell % 9 + 1
            ),
        ));
    }
    let texts: Vec<String> = (0..81)
        .map(|cell| {
            if values[cell] != 0 {
                values[cell].to_string()
            } else {
                (1..=9u8)
                    .filter(|d| marks[cell] & (1 << (d - 1)) != 0)
                    .map(|d| char::from(b'0' + d))
                    .collect()
            }
        })
        .collect();
    let widths: Vec<usize> = (0..9)
        .map(|c| (0..9).map(|r| texts[r * 9 + c].len()).max().unwrap_or(1))
        .collect();
    let stack = |s: usize| widths[s * 3..s * 3 + 3].iter().sum::<usize>() + 2 * 2 + 2;
    let border = |left: char, middle: char, right: char| {
        let parts: Vec<String> = (0..3).map(|s| "-".repeat(stack(s))).collect();
        format!("{left}{}{right}\n", parts.join(&middle.to_string()))
    };
    let mut text = border('.', '.', '.');
    for r in 0..9 {
        if r == 3 || r == 6 {
            text.push_str(&border(':', '+', ':'));
        }
        text.push('|');
        for s in 0..3 {
            let cells: Vec<String> = (s * 3..s * 3 + 3)
                .map(|c| format!("{:<width$}", texts[r * 9 + c], width = widths[c]))
                .collect();
            text.push(' ');
            text.push_str(&cells.join("  "));
            text.push_str(" |");
        }
        text.push('\n');
    }
    text.push_str(&border('\'', '\'', '\''));
    out.write_all(text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";

    fn puzzle() -> Puzzle {
        crate::Format::Line.parse(LINE.as_bytes()).unwrap()
    }

    #[test]
    fn a_plain_grid_reads_back_with_its_naked_singles_filled() {
        let mut out = Vec::new();
        write(&puzzle(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with(".--"), "{text}");
        assert_eq!(text.lines().count(), 13);
        let back = parse(text.as_bytes()).unwrap();
        let original = puzzle();
        let natural = natural(&original.grid);
        let cells = original
            .grid
            .values()
            .iter()
            .zip(back.grid.values())
            .zip(natural);
        for ((&was, &now), marks) in cells {
            if was != 0 {
                assert_eq!(now, was);
            } else if marks.count_ones() == 1 {
                assert_eq!(1 << (now - 1), marks);
            } else {
                assert_eq!(now, 0);
            }
        }
        assert_eq!(back.marks, None);
    }

    #[test]
    fn pencil_marks_round_trip() {
        let hard =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let mut p = crate::Format::Line.parse(hard.as_bytes()).unwrap();
        // Fill the naked singles, which the format cannot tell from digits,
        // until none is left.
        let mut values = *p.grid.values();
        let mut marks = natural(&p.grid);
        while let Some(cell) = (0..81).find(|&c| marks[c].count_ones() == 1) {
            values[cell] = marks[cell].trailing_zeros() as u8 + 1;
            marks = natural(&Grid::from_values(values).unwrap());
        }
        p.grid = Grid::from_values(values).unwrap();
        let cell = (0..81).find(|&c| marks[c].count_ones() >= 3).unwrap();
        let lost = marks[cell] & marks[cell].wrapping_neg();
        marks[cell] &= !lost;
        p.marks = Some(marks);
        let mut out = Vec::new();
        write(&p, &mut out).unwrap();
        let back = parse(&out).unwrap();
        assert_eq!(back.marks, Some(marks));
        // The long form reads the same.
        let long: String = (0..81)
            .flat_map(|cell| {
                let value = p.grid.values()[cell];
                let mask = if value != 0 {
                    1 << (value - 1)
                } else {
                    marks[cell]
                };
                (1..=9u8).map(move |d| {
                    if mask & (1 << (d - 1)) != 0 {
                        char::from(b'0' + d)
                    } else {
                        '.'
                    }
                })
            })
            .collect();
        assert_eq!(parse(long.as_bytes()).unwrap(), back);
    }

    #[test]
    fn errors_name_line_and_column() {
        let bad = "| 1 2 3 | 4 5 6 | 7 8 x |\n";
        assert_eq!(
            parse(bad.as_bytes()).unwrap_err().to_string(),
            "line 1, column 23: expected a cell's candidates (digits 1-9), found 'x'"
        );
        let short = "| 1 2 3 | 4 5 6 | 7 8 |\n";
        assert_eq!(
            parse(short.as_bytes()).unwrap_err().to_string(),
            "line 1, column 24: expected 9 cells, found end of line after 8"
        );
        let twice = "| 1 2 3 | 4 5 6 | 7 8 99 |\n";
        assert_eq!(
            parse(twice.as_bytes()).unwrap_err().to_string(),
            "line 1, column 24: expected each digit once in cell 9, found '9' again"
        );
        let rows = "| 1 2 3 | 4 5 6 | 7 8 9 |\n".repeat(3);
        assert_eq!(
            parse(rows.as_bytes()).unwrap_err().to_string(),
            "line 3, column 1: expected 9 rows of candidates, found 3"
        );
    }
}
