//! The *ss* format of Simple Sudoku.
//!
//! Nine rows of three groups of three cells separated by `|`, the bands
//! separated by a line of eleven dashes; a digit or `.` or `0` for a blank.
//! Simple Sudoku's clipboard variant, framed, is read too:
//!
//! ```text
//! ss        = plain | framed
//! plain     = band ( "-----------" line-end band ){2} end
//! band      = ( triple "|" triple "|" triple line-end ){3}
//! framed    = "*-----------*" line-end fband ( "|---+---+---|" line-end fband ){2}
//!             "*-----------*" line-end end
//! fband     = ( "|" triple "|" triple "|" triple "|" line-end ){3}
//! triple    = cell cell cell
//! cell      = "1" | ... | "9" | "." | "0"
//! end       = blank-line* [ \t]* end-of-input
//! ```
//!
//! It is written plain, with `.` for blanks:
//!
//! ```text
//! 1.3|...|5.9
//! ..2|1.9|4..
//! ...|7.4|...
//! -----------
//! ```

use std::io;

use nom::Parser as _;
use nom::combinator::cut;
use sudoku_core::Grid;

use crate::ParseError;
use crate::syntax::{self, Failure, Parsed, cell, end_of_input, line_end};

const PLAIN_SEPARATOR: &str = "-----------";
const FRAME_EDGE: &str = "*-----------*";
const FRAME_SEPARATOR: &str = "|---+---+---|";

/// Reads a grid in the ss format.
pub(crate) fn parse(input: &[u8]) -> Result<Grid, ParseError> {
    syntax::parse_all(input, file)
}

/// Writes `grid` in the plain ss format.
pub(crate) fn write(grid: &Grid, out: &mut dyn io::Write) -> io::Result<()> {
    for (r, row) in grid.values().chunks_exact(9).enumerate() {
        if r == 3 || r == 6 {
            writeln!(out, "{PLAIN_SEPARATOR}")?;
        }
        let mut text = *b"...|...|...\n";
        for (c, &value) in row.iter().enumerate() {
            if value != 0 {
                text[c + c / 3] = b'0' + value;
            }
        }
        out.write_all(&text)?;
    }
    Ok(())
}

/// A whole ss input, plain or framed.
fn file(input: &str) -> Parsed<'_, Grid> {
    let framed = input.starts_with('*');
    let mut rest = input;
    if framed {
        rest = literal(rest, FRAME_EDGE, "the frame's top edge")?;
    }
    let mut values = [0; 81];
    for (band, cells) in values.chunks_exact_mut(27).enumerate() {
        if band > 0 {
            rest = if framed {
                literal(rest, FRAME_SEPARATOR, "the band separator")?
            } else {
                literal(rest, PLAIN_SEPARATOR, "the band separator")?
            };
        }
        for row in cells.chunks_exact_mut(9) {
            let (after, read) = grid_row(rest, framed)?;
            row.copy_from_slice(&read);
            rest = after;
        }
    }
    if framed {
        rest = literal(rest, FRAME_EDGE, "the frame's bottom edge")?;
    }
    let (rest, ()) = end_of_input(rest, "end of input after the grid")?;
    Ok((rest, syntax::grid_of(values)))
}

/// One row: three triples separated by `|`, framed by `|` if `framed`.
///
/// ```text
/// row  = triple "|" triple "|" triple line-end
/// frow = "|" triple "|" triple "|" triple "|" line-end
/// ```
fn grid_row(input: &str, framed: bool) -> Parsed<'_, [u8; 9]> {
    let mut rest = input;
    if framed {
        rest = bar(rest)?;
    }
    let mut cells = [0; 9];
    for (n, triple) in cells.chunks_exact_mut(3).enumerate() {
        if n > 0 {
            rest = bar(rest)?;
        }
        for value in triple {
            let (after, read) = cut(cell).parse(rest)?;
            *value = read;
            rest = after;
        }
    }
    if framed {
        rest = bar(rest)?;
    }
    let (rest, ()) = line_end(rest, "end of line after the row")?;
    Ok((rest, cells))
}

/// A `|` between groups of cells.
fn bar(input: &str) -> Result<&str, nom::Err<Failure<'_>>> {
    match input.strip_prefix('|') {
        Some(rest) => Ok(rest),
        None => Failure::new(input, "'|'").cut(),
    }
}

/// The line `text` exactly; failing, the place it differs.
fn literal<'a>(
    input: &'a str,
    text: &'static str,
    what: &'static str,
) -> Result<&'a str, nom::Err<Failure<'a>>> {
    match input.strip_prefix(text) {
        Some(rest) => Ok(line_end(rest, "end of line")?.0),
        None => {
            let same = input
                .char_indices()
                .zip(text.chars())
                .find(|((_, a), b)| a != b)
                .map_or(input.len().min(text.len()), |((i, _), _)| i);
            Failure::new(&input[same..], format!("{what} '{text}'")).cut()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLAIN: &str = "\
1.3|...|5.9
..2|1.9|4..
...|7.4|...
-----------
3..|5.2|..6
.6.|...|.5.
7..|8.3|..4
-----------
...|4.1|...
..9|2.5|8..
8.4|...|1.7
";

    const FRAMED: &str = "\
*-----------*
|1.3|...|5.9|
|..2|1.9|4..|
|...|7.4|...|
|---+---+---|
|3..|5.2|..6|
|.6.|...|.5.|
|7..|8.3|..4|
|---+---+---|
|...|4.1|...|
|..9|2.5|8..|
|8.4|...|1.7|
*-----------*
";

    fn read(input: &str) -> Result<Grid, String> {
        parse(input.as_bytes()).map_err(|err| err.to_string())
    }

    #[test]
    fn reads_and_writes_back() {
        let grid = read(PLAIN).unwrap();
        assert_eq!(
            grid.to_string(),
            "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7"
        );
        let mut out = Vec::new();
        write(&grid, &mut out).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), PLAIN);
    }

    #[test]
    fn reads_the_framed_clipboard_variant() {
        assert_eq!(read(FRAMED), read(PLAIN));
    }

    #[test]
    fn accepts_zeros_crlf_and_trailing_blanks() {
        let expected = read(PLAIN);
        assert_eq!(read(&PLAIN.replace('.', "0")), expected);
        assert_eq!(read(&PLAIN.replace('\n', "\r\n")), expected);
        assert_eq!(read(&format!("{PLAIN}\n  \n")), expected);
        assert_eq!(read(PLAIN.trim_end()), expected);
    }

    #[test]
    fn a_missing_bar_is_located() {
        assert_eq!(
            read(&PLAIN.replacen("..2|1.9", "..2 1.9", 1)),
            Err("line 2, column 4: expected '|', found a space".to_owned())
        );
    }

    #[test]
    fn a_short_separator_is_located() {
        assert_eq!(
            read(&PLAIN.replacen("-----------\n3", "---------\n3", 1)),
            Err(
                "line 4, column 10: expected the band separator '-----------', found end of line"
                    .to_owned()
            )
        );
    }

    #[test]
    fn a_broken_frame_is_located() {
        assert_eq!(
            read(&FRAMED.replacen("|---+---+---|", "|---+---+---+", 1)),
            Err(
                "line 5, column 13: expected the band separator '|---+---+---|', found '+'"
                    .to_owned()
            )
        );
        assert_eq!(
            read(&FRAMED.replacen("|8.4|...|1.7|", "|8.4|...|1.7", 1)),
            Err("line 12, column 13: expected '|', found end of line".to_owned())
        );
    }

    #[test]
    fn a_bad_cell_is_named() {
        assert_eq!(
            read(&PLAIN.replacen("7.4", "7y4", 1)),
            Err("line 3, column 6: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 'y'".to_owned())
        );
    }
}
