//! X-sums: the first X digits of a row or column seen from the clue add
//! up to it, X being the first of them.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::Read;
use super::outside::Outside;
use crate::board::{Board, Contradiction, bit, digits};
use crate::figure::{Mark, outside_clue};
use crate::fpuzzles::fields::{Fields, push};
use crate::rule::{Cell, Rule, bounds, sets};

/// One X-sum clue.
#[derive(Debug)]
pub(crate) struct XSum {
    clue: Outside,
    sum: u32,
}

/// Reads `xsum` (entries without a value are no clue).
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    for (path, entry) in fields.entries("xsum")? {
        let Some(sum) = fields.number(entry, &path, "value")? else {
            continue;
        };
        let clue = Outside::read(fields, entry, &path)?;
        rules.push(Arc::new(XSum {
            clue,
            sum: sum.max(0) as u32,
        }));
    }
    Ok(rules)
}

impl Rule for XSum {
    fn kind(&self) -> &'static str {
        "xsum"
    }
    fn cells(&self) -> Vec<Cell> {
        self.clue.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        let cells = &self.clue.cells;
        let first = cells[0];
        let mut keep = 0;
        for x in digits(board.get(first)) {
            let k = usize::from(x);
            let (low, high) =
                cells[1..k]
                    .iter()
                    .fold((u32::from(x), u32::from(x)), |(lo, hi), &c| {
                        let (a, b) = bounds(board, c);
                        (lo + a, hi + b)
                    });
            if low <= self.sum && self.sum <= high {
                keep |= bit(x);
            }
        }
        board.restrict(first, keep)?;
        // Once the first digit is known, the cells it counts hold different
        // digits (one row or column) adding up to the clue.
        if let Some(x) = crate::board::single(board.get(first)) {
            let counted = &cells[..usize::from(x)];
            let keep = sets(board, counted, self.sum, board.all());
            for &cell in counted {
                board.restrict(cell, keep)?;
            }
        }
        Ok(())
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        let k = usize::from(grid[self.clue.cells[0]]);
        let seen = &self.clue.cells[..k];
        let sum: u32 = seen.iter().map(|&c| u32::from(grid[c])).sum();
        if sum == self.sum {
            Ok(())
        } else {
            Err(seen.to_vec())
        }
    }
    fn describe(&self, _: usize) -> String {
        format!("X-sum {} at {}", self.sum, self.clue.name())
    }
    fn draw(&self, _: usize) -> Vec<Mark> {
        vec![outside_clue(self.clue.at, self.sum.to_string())]
    }
    fn write(&self, puzzle: &mut Map<String, Value>, _: usize) {
        push(
            puzzle,
            "xsum",
            json!({ "cell": self.clue.name(), "value": self.sum.to_string() }),
        );
    }
}
