//! White kropki dots: the two digits differ by the dot's value (1 unless
//! given); with `nonconsecutive`, no other neighbours are consecutive.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::Read;
use super::dots::Dots;
use super::dots::or;
use crate::board::{Board, Contradiction};
use crate::figure::{Mark, dot};
use crate::fpuzzles::fields::{FieldError, Fields, fcells, push};
use crate::rule::{Cell, Rule, cell_names};

/// The white dots of a puzzle.
#[derive(Debug)]
pub(crate) struct Difference {
    dots: Dots,
}

fn holds(a: u32, b: u32, v: u32) -> bool {
    a.abs_diff(b) == v
}

/// Reads `difference` and `nonconsecutive`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let marked = read_marks(fields, "difference", 1)?;
    let banned = if fields.flag("nonconsecutive")? {
        vec![1]
    } else {
        Vec::new()
    };
    if marked.is_empty() && banned.is_empty() {
        return Ok(Vec::new());
    }
    Ok(vec![Arc::new(Difference {
        dots: Dots::new(marked, banned, fields.size),
    })])
}

/// The marks of `key`: two neighbouring cells and a value (`default` when
/// not given).
pub(crate) fn read_marks(
    fields: &Fields<'_>,
    key: &str,
    default: u32,
) -> Result<Vec<(Cell, Cell, u32)>, FieldError> {
    let mut marks = Vec::new();
    for (path, entry) in fields.entries(key)? {
        let cells = fields.cells(entry, &path, "cells")?;
        let [a, b] = cells[..] else {
            return Err(FieldError::new(
                format!("{path}.cells"),
                format!("a mark is between 2 cells, not {}", cells.len()),
            ));
        };
        if !crate::rule::neighbours(a, fields.size).any(|c| c == b) {
            return Err(FieldError::new(
                format!("{path}.cells"),
                "the two cells are not neighbours",
            ));
        }
        let value = fields
            .number(entry, &path, "value")?
            .unwrap_or(i64::from(default));
        if value < 1 || value > fields.size as i64 {
            return Err(FieldError::new(
                format!("{path}.value"),
                format!("a mark of {value} in a grid of size {}", fields.size),
            ));
        }
        marks.push((a, b, value as u32));
    }
    Ok(marks)
}

impl Rule for Difference {
    fn kind(&self) -> &'static str {
        "difference"
    }
    fn scope(&self) -> Option<Vec<Cell>> {
        Some(self.dots.cells())
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        self.dots.propagate(board, holds)
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        self.dots.check(grid, holds)
    }
    fn describe(&self, size: usize) -> String {
        let mut words = format!("{} white dots", self.dots.marked.len());
        for &(a, b, v) in &self.dots.marked {
            words += &format!("; {} differ by {v}", cell_names(&[a, b], size));
        }
        if !self.dots.banned.is_empty() {
            words += "; no other neighbours are consecutive";
        }
        words
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        self.dots
            .marked
            .iter()
            .flat_map(|&(a, b, v)| dot(a, b, size, false, (v != 1).then_some(v)))
            .collect()
    }
    fn describe_at(&self, cells: &[Cell], size: usize) -> String {
        let said: &dyn Fn(u32) -> String = &|v| format!("differ by {v}");
        self.dots
            .describe_at(cells, size, ("white dot", said), self.caption())
    }
    fn caption(&self) -> Option<String> {
        (!self.dots.banned.is_empty()).then(|| {
            format!(
                "no other neighbours differ by {}",
                or(&self.dots.banned, "")
            )
        })
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        for &(a, b, v) in &self.dots.marked {
            let mut entry = json!({ "cells": fcells(&[a, b], size) });
            if v != 1 {
                entry["value"] = Value::String(v.to_string());
            }
            push(puzzle, "difference", entry);
        }
        if !self.dots.banned.is_empty() {
            puzzle.insert("nonconsecutive".to_owned(), Value::Bool(true));
        }
    }
}
