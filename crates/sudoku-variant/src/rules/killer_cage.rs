//! Killer cages: the digits in a cage differ and, with a sum, add up to it.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::Read;
use crate::board::{Board, Contradiction, digits};
use crate::figure::{Mark, cage_outline, corner_number};
use crate::fpuzzles::fields::{FieldError, Fields, fcells, push};
use crate::rule::{
    Cell, Rule, all_differ, broken, cell_names, digit_sets, sets, sum_bounds, tuples,
};

/// One cage.
#[derive(Debug)]
pub(crate) struct KillerCage {
    cells: Vec<Cell>,
    sum: Option<u32>,
}

/// The smallest and largest sums of `k` different digits of `size`.
pub fn sum_range(k: usize, size: usize) -> (u32, u32) {
    let k = k as u32;
    let n = size as u32;
    (k * (k + 1) / 2, k * (2 * n - k + 1) / 2)
}

/// Reads `killercage`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    for (path, entry) in fields.entries("killercage")? {
        let cells = fields.cells(entry, &path, "cells")?;
        if cells.is_empty() || cells.len() > fields.size {
            return Err(FieldError::new(
                format!("{path}.cells"),
                format!(
                    "a cage of {} cells in a grid of size {}",
                    cells.len(),
                    fields.size
                ),
            ));
        }
        let sum = fields.number(entry, &path, "value")?;
        let sum = match sum {
            None => None,
            Some(s) => {
                let (low, high) = sum_range(cells.len(), fields.size);
                if s < i64::from(low) || s > i64::from(high) {
                    return Err(FieldError::new(
                        format!("{path}.value"),
                        format!(
                            "no {} different digits add up to {s} (from {low} to {high})",
                            cells.len()
                        ),
                    ));
                }
                Some(s as u32)
            }
        };
        rules.push(Arc::new(KillerCage { cells, sum }));
    }
    Ok(rules)
}

impl Rule for KillerCage {
    fn kind(&self) -> &'static str {
        "killercage"
    }
    fn distinct(&self) -> Vec<Vec<Cell>> {
        vec![self.cells.clone()]
    }
    fn reason(&self, board: &Board, _: usize) -> Option<String> {
        let total = self.sum?;
        let sets = digit_sets(board, &self.cells)?;
        let fitting: Vec<String> = sets
            .iter()
            .filter(|&&(_, sum)| sum == total)
            .map(|&(set, _)| {
                digits(set)
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join("+")
            })
            .collect();
        let n = self.cells.len();
        Some(match fitting.as_slice() {
            [] => format!("no {n} different digits that fit add up to {total}"),
            [one] => format!("{total} in {n} cells: only {one} fits"),
            [rest @ .., last] if fitting.len() <= 8 => {
                format!("{total} in {n} cells: {} or {last}", rest.join(", "))
            }
            _ => format!("{total} in {n} cells: {} combinations fit", fitting.len()),
        })
    }
    fn total(&self) -> Option<(Vec<Cell>, u32)> {
        self.sum.map(|sum| (self.cells.clone(), sum))
    }
    fn cells(&self) -> Vec<Cell> {
        self.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        let Some(total) = self.sum else { return Ok(()) };
        sum_bounds(board, &self.cells, total)?;
        let keep = sets(board, &self.cells, total, board.all());
        for &cell in &self.cells {
            board.restrict(cell, keep)?;
        }
        tuples(
            board,
            &self.cells,
            |prefix| {
                let last = prefix[prefix.len() - 1];
                !prefix[..prefix.len() - 1].contains(&last)
                    && prefix.iter().map(|&d| u32::from(d)).sum::<u32>() <= total
            },
            |all| all.iter().map(|&d| u32::from(d)).sum::<u32>() == total,
        )
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        let sum: u32 = self.cells.iter().map(|&c| u32::from(grid[c])).sum();
        broken(
            &self.cells,
            !all_differ(grid, &self.cells) || self.sum.is_some_and(|s| s != sum),
        )
    }
    fn describe(&self, size: usize) -> String {
        match self.sum {
            Some(sum) => format!("killer cage {sum}: {}", cell_names(&self.cells, size)),
            None => format!("killer cage: {}", cell_names(&self.cells, size)),
        }
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        let mut marks = cage_outline(&self.cells, size);
        if let (Some(sum), Some(&first)) = (self.sum, self.cells.iter().min()) {
            marks.extend(corner_number(first, size, sum.to_string()));
        }
        marks
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        let mut entry = json!({ "cells": fcells(&self.cells, size) });
        if let Some(sum) = self.sum {
            entry["value"] = Value::String(sum.to_string());
        }
        push(puzzle, "killercage", entry);
    }
}
