//! Clones: two shaded areas of the same shape hold the same digits in the
//! same places.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::Read;
use crate::board::{Board, Contradiction};
use crate::figure::{Colour, Mark, shade};
use crate::fpuzzles::fields::{FieldError, Fields, fcells, push};
use crate::rule::{Cell, Rule, cell_names};

/// One pair of clone areas, cell by cell.
#[derive(Debug)]
pub(crate) struct Clone {
    cells: Vec<Cell>,
    clones: Vec<Cell>,
}

/// Reads `clone`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    for (path, entry) in fields.entries("clone")? {
        let cells = fields.cells(entry, &path, "cells")?;
        let clones = fields.cells(entry, &path, "cloneCells")?;
        if cells.len() != clones.len() {
            return Err(FieldError::new(
                format!("{path}.cloneCells"),
                format!("{} cells cloned to {}", cells.len(), clones.len()),
            ));
        }
        rules.push(Arc::new(Clone { cells, clones }));
    }
    Ok(rules)
}

impl Rule for Clone {
    fn kind(&self) -> &'static str {
        "clone"
    }
    fn cells(&self) -> Vec<Cell> {
        self.cells.iter().chain(&self.clones).copied().collect()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        for (&a, &b) in self.cells.iter().zip(&self.clones) {
            let both = board.get(a) & board.get(b);
            board.restrict(a, both)?;
            board.restrict(b, both)?;
        }
        Ok(())
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        match self
            .cells
            .iter()
            .zip(&self.clones)
            .find(|&(&a, &b)| grid[a] != grid[b])
        {
            Some((&a, &b)) => Err(vec![a, b]),
            None => Ok(()),
        }
    }
    fn describe(&self, size: usize) -> String {
        format!(
            "clone: {} = {}",
            cell_names(&self.cells, size),
            cell_names(&self.clones, size)
        )
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        let mut marks = shade(&self.cells, size, Colour::PALE);
        marks.extend(shade(&self.clones, size, Colour::PALE));
        marks
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        push(
            puzzle,
            "clone",
            json!({ "cells": fcells(&self.cells, size), "cloneCells": fcells(&self.clones, size) }),
        );
    }
}
