//! The *grid* format: a boxed grid, as solvers, generators and web pages
//! print one.
//!
//! Nine rows of cells, with any border lines between and around them. A
//! row is three boxes of three cells separated by walls (`|`, `!`, `│`,
//! `┃`, `║`), the outer walls optional, or nine cells without walls. The
//! cells of a box are separated by single spaces or not at all; a blank is
//! `.`, `0`, `_`, `-`, `*`, `x` or `X`, or, in spaced cells, a space. A
//! border line holds nothing but frame characters (`-`, `=`, `+`, `*`,
//! `.`, `:`, `'`, walls, box-drawing corners and spaces), with at least two
//! dashes (`-`, `=`, `─`, `━`, `═`) in a row:
//!
//! ```text
//! grid-file = blank-line* ( border* row ){9} border* end
//! border    = frame-char* dash dash frame-char* line-end
//! row       = wall? box wall box wall box wall? line-end | box9 line-end
//! box       = " "? cell ( " " cell ){2} " "? | cell{3}
//! cell      = "1" | ... | "9" | "." | "0" | "_" | "-" | "*" | "x" | "X" | " "
//! end       = blank-line* [ \t]* end-of-input
//! ```
//!
//! QQWing's `--readable` output, py-sudoku's `show()` and `print()` (and
//! the lines those programs print about the puzzle, which are skipped),
//! HoDoKu's and Sudoku Explainer's printed grids, the framed ss variant
//! and the `pretty` format all read. It is written as most tools print
//! it:
//!
//! ```text
//! +-------+-------+-------+
//! | 1 . 3 | . . . | 5 . 9 |
//! ...
//! +-------+-------+-------+
//! ```

use std::io;

use sudoku_core::Grid;

use crate::ParseError;
use crate::annotation::annotation;
use crate::syntax::{self, CELL, Failure, Parsed, cell_value, end_of_input};

const BORDER: &str = "+-------+-------+-------+";

/// The characters that separate boxes.
const WALLS: [char; 6] = ['|', '!', '│', '┃', '║', '¦'];

/// Reads a boxed grid.
pub(crate) fn parse(input: &[u8]) -> Result<Grid, ParseError> {
    syntax::parse_all(input, file)
}

/// Writes `grid` boxed with `+`, `-` and `|`, `.` for blanks.
pub(crate) fn write(grid: &Grid, out: &mut dyn io::Write) -> io::Result<()> {
    for (r, row) in grid.values().chunks_exact(9).enumerate() {
        if r % 3 == 0 {
            writeln!(out, "{BORDER}")?;
        }
        let mut text = *b"| . . . | . . . | . . . |\n";
        for (c, &value) in row.iter().enumerate() {
            if value != 0 {
                text[2 + 2 * c + 2 * (c / 3)] = b'0' + value;
            }
        }
        out.write_all(&text)?;
    }
    writeln!(out, "{BORDER}")
}

/// A whole input holding one boxed grid.
fn file(input: &str) -> Parsed<'_, Grid> {
    let mut values = [0; 81];
    let mut rows = 0;
    let mut rest = input;
    let mut started = false;
    while !rest.is_empty() {
        let (line, after) = rest.split_once('\n').unwrap_or((rest, ""));
        let line = line.strip_suffix('\r').unwrap_or(line);
        let content = line.trim_end_matches([' ', '\t']);
        if content.is_empty() || annotation(content.as_bytes()) {
            if started && content.is_empty() {
                break;
            }
        } else if is_border(content) {
            started = true;
        } else {
            started = true;
            if rows == 9 {
                return Failure::new(rest, "end of input after the grid's 9 rows").cut();
            }
            values[rows * 9..rows * 9 + 9].copy_from_slice(&row(rest, content)?);
            rows += 1;
        }
        rest = after;
    }
    if rows < 9 {
        return Failure::new(rest, "9 rows of cells")
            .found(format!("{rows} before {}", end_of(rest)))
            .cut();
    }
    let (rest, ()) = end_of_input(rest, "end of input after the grid")?;
    Ok((rest, syntax::grid_of(values)))
}

/// `end of input` or `a blank line`, for where the rows stopped.
fn end_of(rest: &str) -> &'static str {
    if rest.is_empty() {
        "the end of input"
    } else {
        "a blank line"
    }
}

/// Whether `line` is a border: frame characters only, two dashes in a row.
fn is_border(line: &str) -> bool {
    let dash = |c: char| matches!(c, '-' | '=' | '─' | '━' | '═');
    let frame = |c: char| {
        dash(c)
            || WALLS.contains(&c)
            || matches!(c, '+' | '*' | '.' | ':' | '\'' | ' ' | '\t')
            || ('\u{2500}'..='\u{257f}').contains(&c)
    };
    let chars: Vec<char> = line.chars().collect();
    chars.iter().all(|&c| frame(c)) && chars.windows(2).any(|w| dash(w[0]) && dash(w[1]))
}

/// The rest of `input` from `part` on; `part` is a slice of `input`.
fn from<'a>(input: &'a str, part: &str) -> &'a str {
    &input[part.as_ptr() as usize - input.as_ptr() as usize..]
}

/// One row, `line`, which starts `input`: three boxes between walls, or
/// nine cells without.
fn row<'a>(input: &'a str, line: &str) -> Result<[u8; 9], nom::Err<Failure<'a>>> {
    let mut boxes: Vec<&str> = line.split(WALLS).collect();
    if boxes.len() > 1 && boxes[0].trim().is_empty() {
        boxes.remove(0);
    }
    if boxes.len() > 1 && boxes.last().is_some_and(|last| last.trim().is_empty()) {
        boxes.pop();
    }
    let mut cells = [0; 9];
    match boxes.len() {
        1 => cells.copy_from_slice(&cells_of::<9>(input, boxes[0], true)?),
        3 => {
            for (n, text) in boxes.iter().enumerate() {
                cells[3 * n..3 * n + 3].copy_from_slice(&cells_of::<3>(input, text, n == 2)?);
            }
        }
        n => {
            let at = from(input, line.trim_start());
            return Failure::new(at, "a row of three boxes separated by '|', or nine cells")
                .found(format!("{n} boxes"))
                .cut();
        }
    }
    Ok(cells)
}

/// The `N` cells of `text`, a slice of `input` (`last`: nothing follows
/// it, so trailing spaces may have been trimmed).
fn cells_of<'a, const N: usize>(
    input: &'a str,
    text: &str,
    last: bool,
) -> Result<[u8; N], nom::Err<Failure<'a>>> {
    // Cells as tokens: "1 . 3" or "1.3".
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let spaced = tokens.len() == N && tokens.iter().all(|t| t.chars().count() == 1);
    let packed = tokens.len() == 1 && tokens[0].chars().count() == N;
    if spaced || packed {
        let mut values = [0; N];
        let cells = text.char_indices().filter(|&(_, c)| c != ' ' && c != '\t');
        for (value, (i, c)) in values.iter_mut().zip(cells) {
            *value = match cell_value(c) {
                Some(v) => v,
                None => return Failure::new(from(input, &text[i..]), CELL).cut(),
            };
        }
        return Ok(values);
    }
    // Spaced cells with spaces for blanks: " 1   3 ".
    let chars: Vec<char> = text.chars().collect();
    let width = 2 * N + 1;
    if chars.len() == width || (last && chars.len() < width) {
        let at = |i: usize| chars.get(i).copied().unwrap_or(' ');
        if (0..=N).all(|i| at(2 * i) == ' ') {
            let mut values = [0; N];
            for (i, value) in values.iter_mut().enumerate() {
                *value = match at(2 * i + 1) {
                    ' ' => 0,
                    c => match cell_value(c) {
                        Some(v) => v,
                        None => {
                            let offset: usize =
                                chars[..2 * i + 1].iter().map(|c| c.len_utf8()).sum();
                            return Failure::new(from(input, &text[offset..]), CELL).cut();
                        }
                    },
                };
            }
            return Ok(values);
        }
    }
    // Neither: name the first character that is not a cell, or the count.
    if let Some((i, _)) = text
        .char_indices()
        .find(|&(_, c)| c != ' ' && c != '\t' && cell_value(c).is_none())
    {
        return Failure::new(from(input, &text[i..]), CELL).cut();
    }
    let count = tokens.iter().map(|t| t.chars().count()).sum::<usize>();
    let expected = if N == 9 {
        "9 cells in the row"
    } else {
        "3 cells between two walls"
    };
    Failure::new(from(input, text), expected)
        .found(count.to_string())
        .cut()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<[u8; 81], String> {
        parse(text.as_bytes())
            .map(|grid| *grid.values())
            .map_err(|err| err.to_string())
    }

    const LINE: &str =
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";

    fn expected() -> [u8; 81] {
        let mut values = [0; 81];
        for (value, c) in values.iter_mut().zip(LINE.chars()) {
            *value = cell_value(c).unwrap();
        }
        values
    }

    #[test]
    fn writes_and_reads_back() {
        let grid = Grid::from_values(expected()).unwrap();
        let mut out = Vec::new();
        write(&grid, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with("+-------+-------+-------+\n| 1 . 3 | . . . | 5 . 9 |\n"));
        assert_eq!(text.lines().count(), 13);
        assert_eq!(read(&text), Ok(expected()));
    }

    #[test]
    fn reads_spaces_as_blanks_between_walls() {
        let text = "+-------+-------+-------+\n\
                    | 1   3 |       | 5   9 |\n\
                    |     2 | 1   9 | 4     |\n\
                    |       | 7   4 |       |\n\
                    +-------+-------+-------+\n\
                    | 3     | 5   2 |     6 |\n\
                    |   6   |       |   5   |\n\
                    | 7     | 8   3 |     4 |\n\
                    +-------+-------+-------+\n\
                    |       | 4   1 |       |\n\
                    |     9 | 2   5 | 8     |\n\
                    | 8   4 |       | 1   7 |\n\
                    +-------+-------+-------+\n";
        assert_eq!(read(text), Ok(expected()));
    }

    #[test]
    fn errors_name_the_place() {
        let text = "+---+---+---+\n|1.3|...|5.9|\n|..2|1y9|4..|\n";
        assert_eq!(
            read(text).unwrap_err(),
            "line 3, column 7: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 'y'"
        );
        let short = "|1.3|...|5.9|\n|..2|1.9|4..|\n";
        assert_eq!(
            read(short).unwrap_err(),
            "line 3, column 1: expected 9 rows of cells, found 2 before the end of input"
        );
        let four = "|1.3|...|5.9|...|\n";
        assert_eq!(
            read(four).unwrap_err(),
            "line 1, column 1: expected a row of three boxes separated by '|', or nine cells, found 4 boxes"
        );
        let wide = "| 1 . 3 4 | . . . | 5 . 9 |\n";
        assert_eq!(
            read(wide).unwrap_err(),
            "line 1, column 2: expected 3 cells between two walls, found 4"
        );
    }

    #[test]
    fn borders_need_two_dashes_in_a_row() {
        assert!(is_border("+-------+-------+-------+"));
        assert!(is_border(".-------.-------.-------."));
        assert!(is_border("-------|-------|-------"));
        assert!(is_border("├───────┼───────┼───────┤"));
        assert!(is_border(":-------+-------+-------:"));
        assert!(!is_border("- - - | - - - | - - -"));
        assert!(!is_border("|...|...|...|"));
    }
}
