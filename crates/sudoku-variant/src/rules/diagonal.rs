//! Diagonal: the digits on a main diagonal differ (`diagonal+` runs from
//! bottom left to top right, `diagonal-` from top left to bottom right).

use serde_json::{Map, Value};

use super::{Read, Rules};
use crate::board::{Board, Contradiction};
use crate::figure::{Colour, Layer, Mark, Shape};
use crate::fpuzzles::fields::Fields;
use crate::rule::{Cell, Rule, all_differ, broken};

/// One main diagonal.
#[derive(Debug)]
pub(crate) struct Diagonal {
    positive: bool,
    cells: Vec<Cell>,
}

impl Diagonal {
    /// The diagonal of a grid of `size`: positive is bottom left to top
    /// right.
    pub(crate) fn new(size: usize, positive: bool) -> Self {
        let cells = (0..size)
            .map(|i| {
                if positive {
                    (size - 1 - i) * size + i
                } else {
                    i * size + i
                }
            })
            .collect();
        Diagonal { positive, cells }
    }
}

/// Reads `diagonal+` and `diagonal-`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: Rules = Vec::new();
    for (key, positive) in [("diagonal+", true), ("diagonal-", false)] {
        if fields.flag(key)? {
            rules.push(std::sync::Arc::new(Diagonal::new(fields.size, positive)));
        }
    }
    Ok(rules)
}

impl Rule for Diagonal {
    fn kind(&self) -> &'static str {
        if self.positive {
            "diagonal+"
        } else {
            "diagonal-"
        }
    }
    fn distinct(&self) -> Vec<Vec<Cell>> {
        vec![self.cells.clone()]
    }
    fn scope(&self) -> Option<Vec<Cell>> {
        Some(Vec::new())
    }
    fn propagate(&self, _: &mut Board) -> Result<(), Contradiction> {
        Ok(())
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        broken(&self.cells, !all_differ(grid, &self.cells))
    }
    fn describe(&self, _: usize) -> String {
        if self.positive {
            "diagonal: the digits from bottom left to top right differ".to_owned()
        } else {
            "diagonal: the digits from top left to bottom right differ".to_owned()
        }
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        let n = size as f32;
        let points = if self.positive {
            vec![(0.0, n), (n, 0.0)]
        } else {
            vec![(0.0, 0.0), (n, n)]
        };
        vec![Mark {
            layer: Layer::Under,
            shape: Shape::Line {
                points,
                width: 0.06,
                colour: Colour::SKY,
                closed: false,
                dashed: false,
            },
        }]
    }
    fn write(&self, puzzle: &mut Map<String, Value>, _: usize) {
        puzzle.insert(self.kind().to_owned(), Value::Bool(true));
    }
}
