//! Between lines: the digits on the line lie strictly between the digits
//! in the circles at its two ends.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::{Read, lines};
use crate::board::{Board, Contradiction, bit, digits};
use crate::figure::{Colour, Mark, between_ends, end_circles};
use crate::fpuzzles::fields::{FieldError, Fields, fcells, push};
use crate::rule::{Cell, Rule, cell_names, range};

/// One between line, ends included.
#[derive(Debug)]
pub(crate) struct Between {
    cells: Vec<Cell>,
}

/// Reads `betweenline`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    for (path, cells, _) in lines(fields, "betweenline")? {
        if cells.len() < 2 {
            return Err(FieldError::new(
                format!("{path}.lines"),
                "a between line needs its two ends",
            ));
        }
        rules.push(Arc::new(Between { cells }));
    }
    Ok(rules)
}

impl Rule for Between {
    fn kind(&self) -> &'static str {
        "betweenline"
    }
    fn cells(&self) -> Vec<Cell> {
        self.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        let (a, b) = (self.cells[0], self.cells[self.cells.len() - 1]);
        let inner = &self.cells[1..self.cells.len() - 1];
        let (mut keep_a, mut keep_b) = (0, 0);
        let mut keep_inner = vec![0; inner.len()];
        for x in digits(board.get(a)) {
            for y in digits(board.get(b)) {
                let (lo, hi) = (u32::from(x.min(y)), u32::from(x.max(y)));
                let window = range(lo + 1, hi - 1);
                if inner.iter().all(|&c| board.get(c) & window != 0) {
                    keep_a |= bit(x);
                    keep_b |= bit(y);
                    for (k, &c) in keep_inner.iter_mut().zip(inner) {
                        *k |= board.get(c) & window;
                    }
                }
            }
        }
        board.restrict(a, keep_a)?;
        board.restrict(b, keep_b)?;
        for (&c, &k) in inner.iter().zip(&keep_inner) {
            board.restrict(c, k)?;
        }
        Ok(())
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        let (x, y) = (grid[self.cells[0]], grid[self.cells[self.cells.len() - 1]]);
        let (lo, hi) = (x.min(y), x.max(y));
        match self.cells[1..self.cells.len() - 1]
            .iter()
            .find(|&&c| grid[c] <= lo || grid[c] >= hi)
        {
            Some(&c) => Err(vec![self.cells[0], c, self.cells[self.cells.len() - 1]]),
            None => Ok(()),
        }
    }
    fn describe(&self, size: usize) -> String {
        format!("between line: {}", cell_names(&self.cells, size))
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        let mut marks = vec![between_ends(&self.cells, size, 0.4, 0.1, Colour::SKY)];
        marks.extend(end_circles(&self.cells, size));
        marks
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        push(
            puzzle,
            "betweenline",
            json!({ "lines": [fcells(&self.cells, size)] }),
        );
    }
}
