//! Palindromes: the line reads the same from either end.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::{Read, lines};
use crate::board::{Board, Contradiction};
use crate::figure::{Colour, Mark, through};
use crate::fpuzzles::fields::{Fields, fcells, push};
use crate::rule::{Cell, Rule, cell_names};

/// One palindrome line.
#[derive(Debug)]
pub(crate) struct Palindrome {
    cells: Vec<Cell>,
}

/// Reads `palindrome`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    for (_, cells, _) in lines(fields, "palindrome")? {
        rules.push(Arc::new(Palindrome { cells }));
    }
    Ok(rules)
}

impl Palindrome {
    fn mirrored(&self) -> impl Iterator<Item = (Cell, Cell)> + '_ {
        let len = self.cells.len();
        (0..len / 2).map(move |i| (self.cells[i], self.cells[len - 1 - i]))
    }
}

impl Rule for Palindrome {
    fn kind(&self) -> &'static str {
        "palindrome"
    }
    fn cells(&self) -> Vec<Cell> {
        self.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        for (a, b) in self.mirrored() {
            let both = board.get(a) & board.get(b);
            board.restrict(a, both)?;
            board.restrict(b, both)?;
        }
        Ok(())
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        match self.mirrored().find(|&(a, b)| grid[a] != grid[b]) {
            Some((a, b)) => Err(vec![a, b]),
            None => Ok(()),
        }
    }
    fn describe(&self, size: usize) -> String {
        format!("palindrome: {}", cell_names(&self.cells, size))
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        vec![through(&self.cells, size, 0.18, Colour::DARK)]
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        push(
            puzzle,
            "palindrome",
            json!({ "lines": [fcells(&self.cells, size)] }),
        );
    }
}
