//! Quadruples: the digits in a circle where four cells meet appear among
//! those cells (a digit written twice, twice).

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::Read;
use crate::board::{Board, Contradiction};
use crate::figure::{Colour, Layer, Mark, Shape, centre, label};
use crate::fpuzzles::fields::{FieldError, Fields, echo, fcells, push};
use crate::rule::{Cell, Rule, cell_names, tuples};

/// One quadruple clue.
#[derive(Debug)]
pub(crate) struct Quadruple {
    cells: Vec<Cell>,
    values: Vec<u8>,
}

/// Reads `quadruple`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    for (path, entry) in fields.entries("quadruple")? {
        let cells = fields.cells(entry, &path, "cells")?;
        let list = entry.get("values").and_then(Value::as_array);
        let bad = || {
            let found = entry.get("values").map_or("nothing".to_owned(), echo);
            FieldError::new(
                format!("{path}.values"),
                format!("expected a list of digits, found {found}"),
            )
        };
        let values: Vec<u8> = list
            .ok_or_else(bad)?
            .iter()
            .map(|v| {
                v.as_u64()
                    .filter(|&d| d >= 1 && d as usize <= fields.size)
                    .map(|d| d as u8)
            })
            .collect::<Option<_>>()
            .ok_or_else(bad)?;
        if values.len() > cells.len() {
            return Err(FieldError::new(
                format!("{path}.values"),
                format!("{} digits in {} cells", values.len(), cells.len()),
            ));
        }
        rules.push(Arc::new(Quadruple { cells, values }));
    }
    Ok(rules)
}

impl Quadruple {
    /// Whether `digits` can still hold every value: the values missing are
    /// no more than the cells left.
    fn holds(&self, digits: &[u8]) -> bool {
        let mut missing = self.values.clone();
        for d in digits {
            if let Some(i) = missing.iter().position(|v| v == d) {
                missing.swap_remove(i);
            }
        }
        missing.len() <= self.cells.len() - digits.len()
    }
}

impl Rule for Quadruple {
    fn kind(&self) -> &'static str {
        "quadruple"
    }
    fn cells(&self) -> Vec<Cell> {
        self.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        if self.values.len() == self.cells.len() {
            let only = self.values.iter().fold(0, |m, &v| m | crate::board::bit(v));
            for &cell in &self.cells {
                board.restrict(cell, only)?;
            }
        }
        // A digit needed m times, with only m cells able to hold it, is in
        // each of them.
        for &v in &self.values {
            let needed = self.values.iter().filter(|&&w| w == v).count();
            let able: Vec<Cell> = self
                .cells
                .iter()
                .copied()
                .filter(|&c| board.get(c) & crate::board::bit(v) != 0)
                .collect();
            if able.len() < needed {
                return Err(Contradiction);
            }
            if able.len() == needed {
                for cell in able {
                    board.restrict(cell, crate::board::bit(v))?;
                }
            }
        }
        tuples(board, &self.cells, |p| self.holds(p), |all| self.holds(all))
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        let digits: Vec<u8> = self.cells.iter().map(|&c| grid[c]).collect();
        if self.holds(&digits) {
            Ok(())
        } else {
            Err(self.cells.clone())
        }
    }
    fn describe(&self, size: usize) -> String {
        let values: Vec<String> = self.values.iter().map(u8::to_string).collect();
        format!(
            "quadruple {}: {}",
            values.join(""),
            cell_names(&self.cells, size)
        )
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        let (Some(&top_left), Some(&bottom_right)) =
            (self.cells.iter().min(), self.cells.iter().max())
        else {
            return Vec::new();
        };
        let (a, b) = (centre(top_left, size), centre(bottom_right, size));
        let at = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        let mut marks = vec![Mark {
            layer: Layer::Over,
            shape: Shape::Circle {
                centre: at,
                radius: 0.28,
                fill: Some(Colour::WHITE),
                stroke: Some((Colour::BLACK, 0.025)),
            },
        }];
        // Up to four digits, two a row.
        for (i, d) in self.values.iter().enumerate().take(4) {
            let (col, row) = ((i % 2) as f32, (i / 2) as f32);
            let rows = self.values.len().min(4).div_ceil(2) as f32;
            let cols = if self.values.len() == 1 { 1.0 } else { 2.0 };
            let spot = (
                at.0 + (col - (cols - 1.0) / 2.0) * 0.2,
                at.1 + (row - (rows - 1.0) / 2.0) * 0.2,
            );
            marks.push(label(spot, 0.17, d.to_string()));
        }
        marks
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        push(
            puzzle,
            "quadruple",
            json!({ "cells": fcells(&self.cells, size), "values": self.values }),
        );
    }
}
