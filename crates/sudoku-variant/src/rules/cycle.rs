//! Entropic and modular lines: the digits fall into three groups (low,
//! middle, high; or their remainder modulo 3), and any three cells in a
//! row along the line hold one digit of each group.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::{Read, Rules, lines};
use crate::board::{Board, Contradiction};
use crate::figure::{Colour, Mark, through};
use crate::fpuzzles::fields::{Fields, fcells, push};
use crate::rule::{Cell, Rule, cell_names, pair};

/// One entropic or modular line.
#[derive(Debug)]
pub(crate) struct Cycle {
    cells: Vec<Cell>,
    modular: bool,
    size: usize,
}

/// Reads `entropicline` and `modularline`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: Rules = Vec::new();
    for (key, modular) in [("entropicline", false), ("modularline", true)] {
        for (_, cells, _) in lines(fields, key)? {
            rules.push(Arc::new(Cycle {
                cells,
                modular,
                size: fields.size,
            }));
        }
    }
    Ok(rules)
}

impl Cycle {
    /// The group of `digit`: its remainder modulo 3, or low, middle, high
    /// (sizes that do not split in three give the middle group the odd one
    /// out, or the outer groups the extra ones).
    fn group(&self, digit: u8) -> u8 {
        if self.modular {
            return digit % 3;
        }
        let n = self.size;
        let (small, large) = (n / 3, n.div_ceil(3));
        let sizes = if n % 3 == 1 {
            [small, large, small]
        } else {
            [large, small, large]
        };
        let d = usize::from(digit);
        if d <= sizes[0] {
            0
        } else if d <= sizes[0] + sizes[1] {
            1
        } else {
            2
        }
    }

    /// The pairs the rule relates: cells a multiple of three apart share a
    /// group, the others differ.
    fn pairs(&self) -> impl Iterator<Item = (Cell, Cell, bool)> + '_ {
        let len = self.cells.len();
        (0..len).flat_map(move |i| {
            (i + 1..len).map(move |j| (self.cells[i], self.cells[j], (j - i) % 3 == 0))
        })
    }
}

impl Rule for Cycle {
    fn kind(&self) -> &'static str {
        if self.modular {
            "modularline"
        } else {
            "entropicline"
        }
    }
    fn cells(&self) -> Vec<Cell> {
        self.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        for (a, b, same) in self.pairs() {
            pair(board, a, b, |x, y| (self.group(x) == self.group(y)) == same)?;
        }
        Ok(())
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        match self
            .pairs()
            .find(|&(a, b, same)| (self.group(grid[a]) == self.group(grid[b])) != same)
        {
            Some((a, b, _)) => Err(vec![a, b]),
            None => Ok(()),
        }
    }
    fn describe(&self, size: usize) -> String {
        let name = if self.modular {
            "modular line"
        } else {
            "entropic line"
        };
        format!("{name}: {}", cell_names(&self.cells, size))
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        let colour = if self.modular {
            Colour::LAVENDER
        } else {
            Colour::ORANGE
        };
        vec![through(&self.cells, size, 0.18, colour)]
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        push(
            puzzle,
            self.kind(),
            json!({ "lines": [fcells(&self.cells, size)] }),
        );
    }
}
