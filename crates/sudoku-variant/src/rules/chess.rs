//! Anti-knight and anti-king: cells a chess knight's move (or a king's)
//! apart differ.

use std::sync::Arc;

use serde_json::{Map, Value};

use super::{Read, Rules};
use crate::board::{Board, Contradiction};
use crate::fpuzzles::fields::Fields;
use crate::rule::{Cell, Rule};

/// Cells a knight's or a king's move apart differ.
#[derive(Debug)]
pub(crate) struct Chess {
    knight: bool,
    pairs: Vec<Vec<Cell>>,
}

impl Chess {
    /// The rule for a grid of `size`: the knight's when `knight`, else the
    /// king's.
    pub(crate) fn new(size: usize, knight: bool) -> Self {
        let moves: &[(isize, isize)] = if knight {
            &[(1, 2), (2, 1), (2, -1), (1, -2)]
        } else {
            &[(1, 1), (1, -1)]
        };
        let n = size as isize;
        let mut pairs = Vec::new();
        for cell in 0..size * size {
            let (r, c) = ((cell / size) as isize, (cell % size) as isize);
            for &(dr, dc) in moves {
                let (r2, c2) = (r + dr, c + dc);
                if (0..n).contains(&r2) && (0..n).contains(&c2) {
                    pairs.push(vec![cell, (r2 * n + c2) as usize]);
                }
            }
        }
        Chess { knight, pairs }
    }
}

/// Reads `antiknight` and `antiking`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: Rules = Vec::new();
    for (key, knight) in [("antiknight", true), ("antiking", false)] {
        if fields.flag(key)? {
            rules.push(Arc::new(Chess::new(fields.size, knight)));
        }
    }
    Ok(rules)
}

impl Rule for Chess {
    fn kind(&self) -> &'static str {
        if self.knight {
            "antiknight"
        } else {
            "antiking"
        }
    }
    fn distinct(&self) -> Vec<Vec<Cell>> {
        self.pairs.clone()
    }
    fn scope(&self) -> Option<Vec<Cell>> {
        Some(Vec::new())
    }
    fn propagate(&self, _: &mut Board) -> Result<(), Contradiction> {
        Ok(())
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        match self.pairs.iter().find(|p| grid[p[0]] == grid[p[1]]) {
            Some(pair) => Err(pair.clone()),
            None => Ok(()),
        }
    }
    fn describe(&self, _: usize) -> String {
        if self.knight {
            "anti-knight: cells a knight's move apart differ".to_owned()
        } else {
            "anti-king: cells a king's move apart differ".to_owned()
        }
    }
    fn write(&self, puzzle: &mut Map<String, Value>, _: usize) {
        puzzle.insert(self.kind().to_owned(), Value::Bool(true));
    }
}
