//! Extra regions: the digits of each shaded region differ.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::Read;
use crate::board::{Board, Contradiction};
use crate::figure::{Colour, Mark, shade};
use crate::fpuzzles::fields::{FieldError, Fields, fcells, push};
use crate::rule::{Cell, Rule, all_differ, broken, cell_names};

/// One extra region.
#[derive(Debug)]
pub(crate) struct ExtraRegion {
    cells: Vec<Cell>,
}

impl ExtraRegion {
    /// The region of `cells`.
    pub(crate) fn new(cells: Vec<Cell>) -> Self {
        ExtraRegion { cells }
    }
}

/// Reads `extraregion`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    for (path, entry) in fields.entries("extraregion")? {
        let cells = fields.cells(entry, &path, "cells")?;
        if cells.len() > fields.size {
            return Err(FieldError::new(
                path,
                format!(
                    "{} cells cannot all differ in a grid of size {}",
                    cells.len(),
                    fields.size
                ),
            ));
        }
        rules.push(Arc::new(ExtraRegion { cells }));
    }
    Ok(rules)
}

impl Rule for ExtraRegion {
    fn kind(&self) -> &'static str {
        "extraregion"
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
    fn describe(&self, size: usize) -> String {
        format!("extra region: {}", cell_names(&self.cells, size))
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        shade(&self.cells, size, Colour::PALE)
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        push(
            puzzle,
            "extraregion",
            json!({ "cells": fcells(&self.cells, size) }),
        );
    }
}
