//! Clues outside the grid (sandwich sums, X-sums, skyscrapers): where they
//! stand and the row or column they look along.

use serde_json::{Map, Value};

use crate::fpuzzles::fields::{FieldError, Fields};
use crate::rule::Cell;

/// A clue outside the grid: its place as f-puzzles writes it (`R0C3` is
/// above column 3) and the cells it looks along, nearest first.
#[derive(Clone, Debug)]
pub(crate) struct Outside {
    /// Row and column of the clue's place (0 and `size + 1` are outside).
    pub(crate) at: (usize, usize),
    /// The row or column, from the clue's side.
    pub(crate) cells: Vec<Cell>,
}

impl Outside {
    /// Reads the clue's place from `entry.cell`.
    ///
    /// # Errors
    ///
    /// When it is not a place beside a row or column.
    pub(crate) fn read(
        fields: &Fields<'_>,
        entry: &Map<String, Value>,
        path: &str,
    ) -> Result<Outside, FieldError> {
        let path = format!("{path}.cell");
        let value = entry
            .get("cell")
            .ok_or_else(|| FieldError::new(&path, "missing"))?;
        let (row, col) = fields.coordinates(value, &path)?;
        Outside::at(fields.size, row, col).ok_or_else(|| {
            FieldError::new(
                path,
                format!(
                    "{} is not beside a row or a column",
                    crate::fpuzzles::fields::echo(value)
                ),
            )
        })
    }

    /// The clue at (`row`, `col`) beside a grid of `size`, if that is beside
    /// a row or column (not a corner, not inside).
    pub(crate) fn at(size: usize, row: usize, col: usize) -> Option<Outside> {
        let edge = |x: usize| x == 0 || x == size + 1;
        let inside = |x: usize| (1..=size).contains(&x);
        let cells: Vec<Cell> = if edge(row) && inside(col) {
            let column = (0..size).map(|r| r * size + col - 1);
            if row == 0 {
                column.collect()
            } else {
                column.rev().collect()
            }
        } else if edge(col) && inside(row) {
            let line = (0..size).map(|c| (row - 1) * size + c);
            if col == 0 {
                line.collect()
            } else {
                line.rev().collect()
            }
        } else {
            return None;
        };
        Some(Outside {
            at: (row, col),
            cells,
        })
    }

    /// The place as f-puzzles writes it.
    pub(crate) fn name(&self) -> String {
        format!("R{}C{}", self.at.0, self.at.1)
    }
}
