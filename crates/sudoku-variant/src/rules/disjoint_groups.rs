//! Disjoint groups: the cells in the same place of every box differ.

use std::sync::Arc;

use serde_json::{Map, Value};

use super::Read;
use crate::board::{Board, Contradiction};
use crate::fpuzzles::fields::{FieldError, Fields};
use crate::puzzle::boxes;
use crate::rule::{Cell, Rule, all_differ};

/// The groups of a grid with standard boxes.
#[derive(Debug)]
pub(crate) struct DisjointGroups {
    groups: Vec<Vec<Cell>>,
}

/// Reads `disjointgroups`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    if !fields.flag("disjointgroups")? {
        return Ok(Vec::new());
    }
    let n = fields.size;
    let (rows, cols) = boxes(n).ok_or_else(|| {
        FieldError::new(
            "disjointgroups",
            format!("size {n} has no standard boxes to place the groups in"),
        )
    })?;
    let mut groups = vec![Vec::with_capacity(n); n];
    for cell in 0..n * n {
        let (r, c) = (cell / n, cell % n);
        groups[(r % rows) * cols + c % cols].push(cell);
    }
    Ok(vec![Arc::new(DisjointGroups { groups })])
}

impl Rule for DisjointGroups {
    fn kind(&self) -> &'static str {
        "disjointgroups"
    }
    fn distinct(&self) -> Vec<Vec<Cell>> {
        self.groups.clone()
    }
    fn scope(&self) -> Option<Vec<Cell>> {
        Some(Vec::new())
    }
    fn propagate(&self, _: &mut Board) -> Result<(), Contradiction> {
        Ok(())
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        match self.groups.iter().find(|g| !all_differ(grid, g)) {
            Some(group) => Err(group.clone()),
            None => Ok(()),
        }
    }
    fn describe(&self, _: usize) -> String {
        "disjoint groups: the cells in the same place of every box differ".to_owned()
    }
    fn write(&self, puzzle: &mut Map<String, Value>, _: usize) {
        puzzle.insert("disjointgroups".to_owned(), Value::Bool(true));
    }
}
