//! Renban lines: the digits on the line are different and consecutive, in
//! any order.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::{Read, lines};
use crate::board::{Board, Contradiction};
use crate::figure::{Colour, Mark, through};
use crate::fpuzzles::fields::{FieldError, Fields, fcells, push};
use crate::rule::{Cell, Rule, all_differ, cell_names, range};

/// One renban line.
#[derive(Debug)]
pub(crate) struct Renban {
    cells: Vec<Cell>,
}

/// Reads `renban`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    for (path, cells, _) in lines(fields, "renban")? {
        if cells.len() > fields.size {
            return Err(FieldError::new(
                format!("{path}.lines"),
                format!(
                    "{} consecutive digits in a grid of size {}",
                    cells.len(),
                    fields.size
                ),
            ));
        }
        rules.push(Arc::new(Renban { cells }));
    }
    Ok(rules)
}

impl Rule for Renban {
    fn kind(&self) -> &'static str {
        "renban"
    }
    fn distinct(&self) -> Vec<Vec<Cell>> {
        vec![self.cells.clone()]
    }
    fn cells(&self) -> Vec<Cell> {
        self.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        // The digits are a run low..low+len-1 that every cell can reach.
        let len = self.cells.len() as u32;
        let n = board.size() as u32;
        let mut keep = 0;
        for low in 1..=n + 1 - len {
            let window = range(low, low + len - 1);
            if self.cells.iter().all(|&c| board.get(c) & window != 0) {
                keep |= window;
            }
        }
        for &cell in &self.cells {
            board.restrict(cell, keep)?;
        }
        Ok(())
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        let digits = self.cells.iter().map(|&c| grid[c]);
        let spread = digits.clone().max().unwrap_or(0) - digits.min().unwrap_or(0);
        if all_differ(grid, &self.cells) && usize::from(spread) + 1 == self.cells.len() {
            Ok(())
        } else {
            Err(self.cells.clone())
        }
    }
    fn describe(&self, size: usize) -> String {
        format!(
            "renban (different, consecutive digits): {}",
            cell_names(&self.cells, size)
        )
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        vec![through(&self.cells, size, 0.18, Colour::PURPLE)]
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        push(
            puzzle,
            "renban",
            json!({ "lines": [fcells(&self.cells, size)] }),
        );
    }
}
