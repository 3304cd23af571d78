//! XV: the two digits add up to 10 (X) or 5 (V); with `negative: ["xv"]`,
//! no other neighbours add up to 5 or 10.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::Read;
use super::dots::Dots;
use super::dots::or;
use super::ratio::negative;
use crate::board::{Board, Contradiction};
use crate::figure::{Mark, border_letter};
use crate::fpuzzles::fields::{FieldError, Fields, echo, fcells, push};
use crate::rule::{Cell, Rule, cell_names, neighbours};

/// The X and V marks of a puzzle.
#[derive(Debug)]
pub(crate) struct Xv {
    dots: Dots,
}

fn holds(a: u32, b: u32, v: u32) -> bool {
    a + b == v
}

/// Reads `xv` and the negative constraint.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut marked = Vec::new();
    for (path, entry) in fields.entries("xv")? {
        let cells = fields.cells(entry, &path, "cells")?;
        let [a, b] = cells[..] else {
            return Err(FieldError::new(
                format!("{path}.cells"),
                format!("a mark is between 2 cells, not {}", cells.len()),
            ));
        };
        if !neighbours(a, fields.size).any(|c| c == b) {
            return Err(FieldError::new(
                format!("{path}.cells"),
                "the two cells are not neighbours",
            ));
        }
        let value = match entry.get("value").and_then(Value::as_str) {
            Some("X" | "x") => 10,
            Some("V" | "v") => 5,
            _ => {
                let found = entry.get("value").map_or("nothing".to_owned(), echo);
                return Err(FieldError::new(
                    format!("{path}.value"),
                    format!("expected \"X\" or \"V\", found {found}"),
                ));
            }
        };
        marked.push((a, b, value));
    }
    let banned = if negative(fields, "xv")? {
        vec![5, 10]
    } else {
        Vec::new()
    };
    if marked.is_empty() && banned.is_empty() {
        return Ok(Vec::new());
    }
    Ok(vec![Arc::new(Xv {
        dots: Dots::new(marked, banned, fields.size),
    })])
}

impl Rule for Xv {
    fn kind(&self) -> &'static str {
        "xv"
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
        let mut words = format!("{} XV marks", self.dots.marked.len());
        for &(a, b, v) in &self.dots.marked {
            words += &format!("; {} add up to {v}", cell_names(&[a, b], size));
        }
        if !self.dots.banned.is_empty() {
            words += "; no other neighbours add up to 5 or 10";
        }
        words
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        self.dots
            .marked
            .iter()
            .flat_map(|&(a, b, v)| border_letter(a, b, size, if v == 10 { "X" } else { "V" }))
            .collect()
    }
    fn describe_at(&self, cells: &[Cell], size: usize) -> String {
        let said: &dyn Fn(u32) -> String = &|v| format!("add up to {v}");
        self.dots
            .describe_at(cells, size, ("XV mark", said), self.caption())
    }
    fn caption(&self) -> Option<String> {
        (!self.dots.banned.is_empty()).then(|| {
            format!(
                "no other neighbours add up to {}",
                or(&self.dots.banned, "")
            )
        })
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        for &(a, b, v) in &self.dots.marked {
            let mark = if v == 10 { "X" } else { "V" };
            push(
                puzzle,
                "xv",
                json!({ "cells": fcells(&[a, b], size), "value": mark }),
            );
        }
        if !self.dots.banned.is_empty() {
            push(puzzle, "negative", Value::String("xv".to_owned()));
        }
    }
}
