//! Black kropki dots: one digit is the other times the dot's value (2
//! unless given); with `negative: ["ratio"]`, no other neighbours are in
//! such a ratio.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::Read;
use super::difference::read_marks;
use super::dots::Dots;
use super::dots::or;
use crate::board::{Board, Contradiction};
use crate::figure::{Mark, dot};
use crate::fpuzzles::fields::{Fields, fcells, push};
use crate::rule::{Cell, Rule, cell_names};

/// The black dots of a puzzle.
#[derive(Debug)]
pub(crate) struct Ratio {
    dots: Dots,
}

fn holds(a: u32, b: u32, v: u32) -> bool {
    a == b * v || b == a * v
}

/// Whether `negative` lists `name`.
pub(crate) fn negative(
    fields: &Fields<'_>,
    name: &str,
) -> Result<bool, crate::fpuzzles::fields::FieldError> {
    match fields.get("negative") {
        None => Ok(false),
        Some(Value::Array(items)) => Ok(items.iter().any(|i| i.as_str() == Some(name))),
        Some(other) => Err(crate::fpuzzles::fields::FieldError::new(
            "negative",
            format!(
                "expected a list of names, found {}",
                crate::fpuzzles::fields::echo(other)
            ),
        )),
    }
}

/// Reads `ratio` and the negative constraint.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let marked = read_marks(fields, "ratio", 2)?;
    let banned = if negative(fields, "ratio")? {
        let mut values: Vec<u32> = marked.iter().map(|m| m.2).collect();
        if values.is_empty() {
            values.push(2);
        }
        values.sort_unstable();
        values.dedup();
        values
    } else {
        Vec::new()
    };
    if marked.is_empty() && banned.is_empty() {
        return Ok(Vec::new());
    }
    Ok(vec![Arc::new(Ratio {
        dots: Dots::new(marked, banned, fields.size),
    })])
}

impl Rule for Ratio {
    fn kind(&self) -> &'static str {
        "ratio"
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
        let mut words = format!("{} black dots", self.dots.marked.len());
        for &(a, b, v) in &self.dots.marked {
            words += &format!("; {} in ratio 1:{v}", cell_names(&[a, b], size));
        }
        if !self.dots.banned.is_empty() {
            words += "; no other neighbours are in such a ratio";
        }
        words
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        self.dots
            .marked
            .iter()
            .flat_map(|&(a, b, v)| dot(a, b, size, true, (v != 2).then_some(v)))
            .collect()
    }
    fn describe_at(&self, cells: &[Cell], size: usize) -> String {
        let said: &dyn Fn(u32) -> String = &|v| format!("in ratio 1:{v}");
        self.dots
            .describe_at(cells, size, ("black dot", said), self.caption())
    }
    fn caption(&self) -> Option<String> {
        (!self.dots.banned.is_empty()).then(|| {
            format!(
                "no other neighbours are in ratio {}",
                or(&self.dots.banned, "1:")
            )
        })
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        for &(a, b, v) in &self.dots.marked {
            let mut entry = json!({ "cells": fcells(&[a, b], size) });
            if v != 2 {
                entry["value"] = Value::String(v.to_string());
            }
            push(puzzle, "ratio", entry);
        }
        if !self.dots.banned.is_empty() {
            push(puzzle, "negative", Value::String("ratio".to_owned()));
        }
    }
}
