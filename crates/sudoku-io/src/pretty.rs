//! The *pretty* format: a boxed grid for people at a terminal. It is
//! written, never read.
//!
//! ```text
//! ┌───────┬───────┬───────┐
//! │ 1 . 3 │ . . . │ 5 . 9 │
//! │ . . 2 │ 1 . 9 │ 4 . . │
//! │ . . . │ 7 . 4 │ . . . │
//! ├───────┼───────┼───────┤
//! ...
//! └───────┴───────┴───────┘
//! ```

use std::io;

use sudoku_core::Grid;

const TOP: &str = "┌───────┬───────┬───────┐";
const MIDDLE: &str = "├───────┼───────┼───────┤";
const BOTTOM: &str = "└───────┴───────┴───────┘";

/// Writes `grid` as a boxed grid, `.` for blanks.
pub(crate) fn write(grid: &Grid, out: &mut dyn io::Write) -> io::Result<()> {
    writeln!(out, "{TOP}")?;
    for (r, row) in grid.values().chunks_exact(9).enumerate() {
        if r == 3 || r == 6 {
            writeln!(out, "{MIDDLE}")?;
        }
        let mut line = String::from("│");
        for (c, &value) in row.iter().enumerate() {
            line.push(' ');
            line.push(if value == 0 {
                '.'
            } else {
                char::from(b'0' + value)
            });
            if c % 3 == 2 {
                line.push_str(" │");
            }
        }
        writeln!(out, "{line}")?;
    }
    writeln!(out, "{BOTTOM}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_a_boxed_grid() {
        let mut values = [0; 81];
        values[0] = 1;
        values[80] = 9;
        let grid = Grid::from_values(values).unwrap();
        let mut out = Vec::new();
        write(&grid, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 13);
        assert_eq!(lines[0], TOP);
        assert_eq!(lines[1], "│ 1 . . │ . . . │ . . . │");
        assert_eq!(lines[4], MIDDLE);
        assert_eq!(lines[11], "│ . . . │ . . . │ . . 9 │");
        assert_eq!(lines[12], BOTTOM);
        assert!(lines.iter().all(|l| l.chars().count() == 25));
    }
}
