//! Minimum and maximum cells: the digit is smaller (or larger) than each
//! of its orthogonal neighbours that is not itself a minimum (maximum).

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::{Read, Rules};
use crate::board::{Board, Contradiction};
use crate::figure::{Colour, Mark, arrowhead, centre, shade};
use crate::fpuzzles::fields::{Fields, fcell, push};
use crate::rule::{Cell, Rule, cell_names, neighbours, pair};

/// The minimum (or maximum) cells of a puzzle.
#[derive(Debug)]
pub(crate) struct Extremum {
    cells: Vec<Cell>,
    minimum: bool,
    size: usize,
}

/// Reads `minimum` and `maximum`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: Rules = Vec::new();
    for (key, minimum) in [("minimum", true), ("maximum", false)] {
        let mut cells = Vec::new();
        for (path, entry) in fields.entries(key)? {
            let value = entry.get("cell").unwrap_or(&Value::Null);
            cells.push(fields.cell(value, &format!("{path}.cell"))?);
        }
        if !cells.is_empty() {
            rules.push(Arc::new(Extremum {
                cells,
                minimum,
                size: fields.size,
            }));
        }
    }
    Ok(rules)
}

impl Extremum {
    /// The neighbours `cell` is compared with.
    fn others(&self, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
        neighbours(cell, self.size).filter(|o| !self.cells.contains(o))
    }

    fn holds(&self, own: u8, other: u8) -> bool {
        if self.minimum {
            own < other
        } else {
            own > other
        }
    }
}

impl Rule for Extremum {
    fn kind(&self) -> &'static str {
        if self.minimum { "minimum" } else { "maximum" }
    }
    fn scope(&self) -> Option<Vec<Cell>> {
        let mut cells: Vec<Cell> = self
            .cells
            .iter()
            .flat_map(|&c| std::iter::once(c).chain(self.others(c)))
            .collect();
        cells.sort_unstable();
        cells.dedup();
        Some(cells)
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        for &cell in &self.cells {
            for other in self.others(cell) {
                pair(board, cell, other, |a, b| self.holds(a, b))?;
            }
        }
        Ok(())
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        for &cell in &self.cells {
            if let Some(other) = self
                .others(cell)
                .find(|&o| !self.holds(grid[cell], grid[o]))
            {
                return Err(vec![cell, other]);
            }
        }
        Ok(())
    }
    fn describe(&self, size: usize) -> String {
        let word = if self.minimum {
            "minimum (smaller than its other neighbours)"
        } else {
            "maximum (larger than its other neighbours)"
        };
        format!("{word}: {}", cell_names(&self.cells, size))
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        let mut marks = shade(&self.cells, size, Colour::PALE);
        // A chevron at each side, pointing out (maximum) or in (minimum).
        for &cell in &self.cells {
            let (x, y) = centre(cell, size);
            for (dx, dy) in [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)] {
                let (inner, outer) = (0.28, 0.42);
                let (from, to) = if self.minimum {
                    (outer, inner)
                } else {
                    (inner, outer)
                };
                let from = (x + dx * from, y + dy * from);
                let tip = (x + dx * to, y + dy * to);
                marks.push(arrowhead(from, tip, 0.1, 0.03, Colour::DARK));
            }
        }
        marks
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        for &cell in &self.cells {
            push(puzzle, self.kind(), json!({ "cell": fcell(cell, size) }));
        }
    }
}
