//! Zipper lines: cells the same distance from the line's middle add up to
//! the same total, the digit in the middle cell when the line has one.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::{Read, lines};
use crate::board::{Board, Contradiction, Digits, bit, digits};
use crate::figure::{Colour, Mark, through};
use crate::fpuzzles::fields::{Fields, fcells, push};
use crate::rule::{Cell, Rule, cell_names, pair, tuples};

/// One zipper line.
#[derive(Debug)]
pub(crate) struct Zipper {
    cells: Vec<Cell>,
}

/// Reads `zipperline`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    for (_, cells, _) in lines(fields, "zipperline")? {
        rules.push(Arc::new(Zipper { cells }));
    }
    Ok(rules)
}

impl Zipper {
    /// The cells from the middle outwards: the middle cell (if any), then
    /// each pair.
    fn order(&self) -> Vec<Cell> {
        let len = self.cells.len();
        let mut order = Vec::with_capacity(len);
        if len % 2 == 1 {
            order.push(self.cells[len / 2]);
        }
        for i in (0..len / 2).rev() {
            order.push(self.cells[i]);
            order.push(self.cells[len - 1 - i]);
        }
        order
    }

    /// Whether digits in [`Zipper::order`] keep the rule so far.
    fn holds(odd: bool, digits: &[u8]) -> bool {
        let (total, pairs) = if odd {
            (Some(u32::from(digits[0])), &digits[1..])
        } else {
            (None, digits)
        };
        let mut sums = pairs
            .chunks(2)
            .filter(|p| p.len() == 2)
            .map(|p| u32::from(p[0]) + u32::from(p[1]));
        let first = total.or_else(|| sums.clone().next());
        sums.all(|s| Some(s) == first)
    }
}

impl Rule for Zipper {
    fn kind(&self) -> &'static str {
        "zipperline"
    }
    fn cells(&self) -> Vec<Cell> {
        self.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        let len = self.cells.len();
        let odd = len % 2 == 1;
        // The totals every pair (and the middle digit) allows, as a bit set
        // of sums; then each pair keeps the digits that reach one of them.
        let sums = |a: Digits, b: Digits| -> u64 {
            digits(a).fold(0, |m, x| m | digits(b).fold(0, |m, y| m | 1u64 << (x + y)))
        };
        let pairs: Vec<(Cell, Cell)> = (0..len / 2)
            .map(|i| (self.cells[i], self.cells[len - 1 - i]))
            .collect();
        let mut totals = u64::MAX;
        if odd {
            totals = digits(board.get(self.cells[len / 2])).fold(0, |m, d| m | 1u64 << d);
        }
        for &(a, b) in &pairs {
            totals &= sums(board.get(a), board.get(b));
        }
        if totals == 0 {
            return Err(Contradiction);
        }
        if odd {
            let middle = digits(board.get(self.cells[len / 2]))
                .filter(|&d| totals >> d & 1 == 1)
                .fold(0, |m, d| m | bit(d));
            board.restrict(self.cells[len / 2], middle)?;
        }
        for &(a, b) in &pairs {
            pair(board, a, b, |x, y| totals >> (x + y) & 1 == 1)?;
        }
        tuples(
            board,
            &self.order(),
            |p| Zipper::holds(odd, p),
            |all| Zipper::holds(odd, all),
        )
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        let digits: Vec<u8> = self.order().iter().map(|&c| grid[c]).collect();
        if Zipper::holds(self.cells.len() % 2 == 1, &digits) {
            Ok(())
        } else {
            Err(self.cells.clone())
        }
    }
    fn describe(&self, size: usize) -> String {
        format!("zipper line: {}", cell_names(&self.cells, size))
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        vec![through(&self.cells, size, 0.18, Colour::LAVENDER)]
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        push(
            puzzle,
            "zipperline",
            json!({ "lines": [fcells(&self.cells, size)] }),
        );
    }
}
