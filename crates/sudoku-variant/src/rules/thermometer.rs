//! Thermometers: digits strictly increase from the bulb; on a slow
//! thermometer they may also stay the same.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::{Read, Rules};
use crate::board::{Board, Contradiction};
use crate::figure::{Colour, Layer, Mark, Shape, centre, through};
use crate::fpuzzles::fields::{Fields, fcells, push};
use crate::rule::{Cell, Rule, cell_names, pair};

/// One thermometer, bulb first.
#[derive(Debug)]
pub(crate) struct Thermometer {
    cells: Vec<Cell>,
    slow: bool,
}

/// Reads `thermometer` and `slowthermometer`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: Rules = Vec::new();
    for (key, slow) in [("thermometer", false), ("slowthermometer", true)] {
        for (path, entry) in fields.entries(key)? {
            for cells in fields.lines(entry, &path)? {
                rules.push(Arc::new(Thermometer { cells, slow }));
            }
        }
    }
    Ok(rules)
}

impl Thermometer {
    fn rises(&self, a: u8, b: u8) -> bool {
        if self.slow { a <= b } else { a < b }
    }
}

impl Rule for Thermometer {
    fn kind(&self) -> &'static str {
        if self.slow {
            "slowthermometer"
        } else {
            "thermometer"
        }
    }
    fn cells(&self) -> Vec<Cell> {
        self.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        for w in self.cells.windows(2) {
            pair(board, w[0], w[1], |a, b| self.rises(a, b))?;
        }
        for w in self.cells.windows(2).rev() {
            pair(board, w[0], w[1], |a, b| self.rises(a, b))?;
        }
        Ok(())
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        match self
            .cells
            .windows(2)
            .find(|w| !self.rises(grid[w[0]], grid[w[1]]))
        {
            Some(w) => Err(w.to_vec()),
            None => Ok(()),
        }
    }
    fn describe(&self, size: usize) -> String {
        let name = if self.slow {
            "slow thermometer"
        } else {
            "thermometer"
        };
        format!("{name}: {}", cell_names(&self.cells, size))
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        let colour = if self.slow {
            Colour::DARK
        } else {
            Colour::GREY
        };
        vec![
            Mark {
                layer: Layer::Under,
                shape: Shape::Circle {
                    centre: centre(self.cells[0], size),
                    radius: 0.36,
                    fill: Some(colour),
                    stroke: None,
                },
            },
            through(&self.cells, size, 0.3, colour),
        ]
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        push(
            puzzle,
            self.kind(),
            json!({ "lines": [fcells(&self.cells, size)] }),
        );
    }
}
