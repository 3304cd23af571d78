//! German whispers (and other whispers): neighbours along the line differ
//! by at least the line's value (5 on a 9×9 grid, half the size rounded up
//! in general).

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::{Read, lines};
use crate::board::{Board, Contradiction};
use crate::figure::{Colour, Mark, through};
use crate::fpuzzles::fields::{FieldError, Fields, fcells, push};
use crate::rule::{Cell, Rule, cell_names, pair};

/// One whispers line.
#[derive(Debug)]
pub(crate) struct Whispers {
    cells: Vec<Cell>,
    gap: u32,
    given: bool,
}

/// Reads `whispers`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    for (path, cells, value) in lines(fields, "whispers")? {
        let gap = value.unwrap_or((fields.size as i64 + 1) / 2);
        if gap < 1 || gap >= fields.size as i64 {
            return Err(FieldError::new(
                format!("{path}.value"),
                format!("a difference of {gap} in a grid of size {}", fields.size),
            ));
        }
        rules.push(Arc::new(Whispers {
            cells,
            gap: gap as u32,
            given: value.is_some(),
        }));
    }
    Ok(rules)
}

impl Rule for Whispers {
    fn kind(&self) -> &'static str {
        "whispers"
    }
    fn cells(&self) -> Vec<Cell> {
        self.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        for w in self.cells.windows(2) {
            pair(board, w[0], w[1], |a, b| {
                u32::from(a.abs_diff(b)) >= self.gap
            })?;
        }
        Ok(())
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        match self
            .cells
            .windows(2)
            .find(|w| u32::from(grid[w[0]].abs_diff(grid[w[1]])) < self.gap)
        {
            Some(w) => Err(w.to_vec()),
            None => Ok(()),
        }
    }
    fn describe(&self, size: usize) -> String {
        format!(
            "whispers (neighbours differ by {} or more): {}",
            self.gap,
            cell_names(&self.cells, size)
        )
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        vec![through(&self.cells, size, 0.18, Colour::GREEN)]
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        let mut entry = json!({ "lines": [fcells(&self.cells, size)] });
        if self.given {
            entry["value"] = Value::String(self.gap.to_string());
        }
        push(puzzle, "whispers", entry);
    }
}
