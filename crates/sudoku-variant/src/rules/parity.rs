//! Odd and even cells: a grey circle holds an odd digit, a grey square an
//! even one.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::{Read, Rules};
use crate::board::{Board, Contradiction};
use crate::figure::{Colour, Layer, Mark, Shape, centre};
use crate::fpuzzles::fields::{Fields, fcell, push};
use crate::rule::{Cell, Rule, cell_names};

/// The odd (or even) cells of a puzzle.
#[derive(Debug)]
pub(crate) struct Parity {
    cells: Vec<Cell>,
    odd: bool,
}

/// Reads `odd` and `even`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: Rules = Vec::new();
    for (key, odd) in [("odd", true), ("even", false)] {
        let mut cells = Vec::new();
        for (path, entry) in fields.entries(key)? {
            let value = entry.get("cell").unwrap_or(&Value::Null);
            cells.push(fields.cell(value, &format!("{path}.cell"))?);
        }
        if !cells.is_empty() {
            rules.push(Arc::new(Parity { cells, odd }));
        }
    }
    Ok(rules)
}

impl Parity {
    fn allowed(&self) -> u32 {
        // Bit d - 1 is digit d: odd digits are the even bits.
        if self.odd { 0x5555_5555 } else { 0xAAAA_AAAA }
    }
}

impl Rule for Parity {
    fn kind(&self) -> &'static str {
        if self.odd { "odd" } else { "even" }
    }
    fn scope(&self) -> Option<Vec<Cell>> {
        Some(Vec::new())
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        for &cell in &self.cells {
            board.restrict(cell, self.allowed())?;
        }
        Ok(())
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        match self.cells.iter().find(|&&c| (grid[c] % 2 == 1) != self.odd) {
            Some(&cell) => Err(vec![cell]),
            None => Ok(()),
        }
    }
    fn describe(&self, size: usize) -> String {
        let word = if self.odd { "odd" } else { "even" };
        format!("{word}: {}", cell_names(&self.cells, size))
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        self.cells
            .iter()
            .map(|&cell| {
                let (x, y) = centre(cell, size);
                let shape = if self.odd {
                    Shape::Circle {
                        centre: (x, y),
                        radius: 0.36,
                        fill: Some(Colour::PALE),
                        stroke: None,
                    }
                } else {
                    let r = 0.34;
                    Shape::Fill {
                        points: vec![
                            (x - r, y - r),
                            (x + r, y - r),
                            (x + r, y + r),
                            (x - r, y + r),
                        ],
                        colour: Colour::PALE,
                    }
                };
                Mark {
                    layer: Layer::Shade,
                    shape,
                }
            })
            .collect()
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        for &cell in &self.cells {
            push(puzzle, self.kind(), json!({ "cell": fcell(cell, size) }));
        }
    }
}
