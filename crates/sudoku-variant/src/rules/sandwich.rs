//! Sandwich sums: the digits between the 1 and the largest digit of a row
//! or column add up to the clue.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::Read;
use super::outside::Outside;
use crate::board::{Board, Contradiction, bit};
use crate::figure::{Mark, outside_clue};
use crate::fpuzzles::fields::{FieldError, Fields, push};
use crate::rule::{Cell, Rule, sets};

/// One sandwich clue.
#[derive(Debug)]
pub(crate) struct Sandwich {
    clue: Outside,
    sum: u32,
}

/// Reads `sandwichsum` (entries without a value are no clue).
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    for (path, entry) in fields.entries("sandwichsum")? {
        let Some(sum) = fields.number(entry, &path, "value")? else {
            continue;
        };
        let clue = Outside::read(fields, entry, &path)?;
        let n = fields.size as i64;
        let most = (2..n).sum::<i64>();
        if !(0..=most).contains(&sum) {
            return Err(FieldError::new(
                format!("{path}.value"),
                format!("a sandwich sum of {sum}: from 0 to {most}"),
            ));
        }
        rules.push(Arc::new(Sandwich {
            clue,
            sum: sum as u32,
        }));
    }
    Ok(rules)
}

impl Rule for Sandwich {
    fn kind(&self) -> &'static str {
        "sandwichsum"
    }
    fn cells(&self) -> Vec<Cell> {
        self.clue.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        let cells = &self.clue.cells;
        let n = board.size();
        let (one, top) = (bit(1), bit(n as u8));
        let inner = board.all() & !one & !top;
        // For each place of the two ends, the digits between must be a
        // set of different digits of 2..n-1 with the sum.
        let mut keep = vec![0; n];
        for p in 0..n {
            for q in p + 1..n {
                let (a, b) = (board.get(cells[p]), board.get(cells[q]));
                let ends = [(one, top), (top, one)]
                    .into_iter()
                    .filter(|&(x, y)| a & x != 0 && b & y != 0)
                    .fold((0, 0), |(ka, kb), (x, y)| (ka | x, kb | y));
                if ends.0 == 0 {
                    continue;
                }
                let between = &cells[p + 1..q];
                let digits = if between.is_empty() {
                    if self.sum != 0 {
                        continue;
                    }
                    0
                } else {
                    let set = sets(board, between, self.sum, inner);
                    if set == 0 {
                        continue;
                    }
                    set
                };
                keep[p] |= ends.0;
                keep[q] |= ends.1;
                for k in &mut keep[p + 1..q] {
                    *k |= digits;
                }
                for i in (0..p).chain(q + 1..n) {
                    keep[i] |= inner;
                }
            }
        }
        for (i, &cell) in cells.iter().enumerate() {
            board.restrict(cell, keep[i])?;
        }
        Ok(())
    }
    fn check(&self, grid: &[u8], size: usize) -> Result<(), Vec<Cell>> {
        let digits: Vec<u8> = self.clue.cells.iter().map(|&c| grid[c]).collect();
        let one = digits.iter().position(|&d| d == 1);
        let top = digits.iter().position(|&d| usize::from(d) == size);
        let ok = match (one, top) {
            (Some(a), Some(b)) => {
                let (p, q) = (a.min(b), a.max(b));
                digits[p + 1..q].iter().map(|&d| u32::from(d)).sum::<u32>() == self.sum
            }
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(self.clue.cells.clone())
        }
    }
    fn describe(&self, _: usize) -> String {
        format!("sandwich sum {} at {}", self.sum, self.clue.name())
    }
    fn draw(&self, _: usize) -> Vec<Mark> {
        vec![outside_clue(self.clue.at, self.sum.to_string())]
    }
    fn write(&self, puzzle: &mut Map<String, Value>, _: usize) {
        push(
            puzzle,
            "sandwichsum",
            json!({ "cell": self.clue.name(), "value": self.sum.to_string() }),
        );
    }
}
