//! Skyscrapers: seen from the clue, taller digits hide shorter ones behind
//! them; the clue is how many are seen.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::Read;
use super::outside::Outside;
use crate::board::{Board, Contradiction, bit};
use crate::figure::{Mark, outside_clue};
use crate::fpuzzles::fields::{FieldError, Fields, push};
use crate::rule::{Cell, Rule, range};

/// One skyscraper clue.
#[derive(Debug)]
pub(crate) struct Skyscraper {
    clue: Outside,
    seen: u32,
}

/// Reads `skyscraper` (entries without a value are no clue).
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    for (path, entry) in fields.entries("skyscraper")? {
        let Some(seen) = fields.number(entry, &path, "value")? else {
            continue;
        };
        if seen < 1 || seen > fields.size as i64 {
            return Err(FieldError::new(
                format!("{path}.value"),
                format!("{seen} seen in a row of {}", fields.size),
            ));
        }
        let clue = Outside::read(fields, entry, &path)?;
        rules.push(Arc::new(Skyscraper {
            clue,
            seen: seen as u32,
        }));
    }
    Ok(rules)
}

impl Rule for Skyscraper {
    fn kind(&self) -> &'static str {
        "skyscraper"
    }
    fn cells(&self) -> Vec<Cell> {
        self.clue.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        let n = board.size() as u32;
        let first = self.clue.cells[0];
        // The nearest building hides every shorter one: at most n - h + 1
        // are seen behind a first of height h; one seen means the tallest.
        // The building i places from the clue is at most n - seen + 1 + i
        // tall: seen - 1 taller ones must still come behind it.
        for (i, &cell) in self.clue.cells.iter().enumerate() {
            let most = n + 1 - self.seen + i as u32;
            if most >= n {
                break;
            }
            board.restrict(cell, range(1, most))?;
        }
        if self.seen == 1 {
            board.restrict(first, bit(n as u8))?;
        }
        Ok(())
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        let mut tallest = 0;
        let mut seen = 0;
        for &c in &self.clue.cells {
            if grid[c] > tallest {
                tallest = grid[c];
                seen += 1;
            }
        }
        if seen == self.seen {
            Ok(())
        } else {
            Err(self.clue.cells.clone())
        }
    }
    fn describe(&self, _: usize) -> String {
        format!("skyscraper {} at {}", self.seen, self.clue.name())
    }
    fn draw(&self, _: usize) -> Vec<Mark> {
        vec![outside_clue(self.clue.at, self.seen.to_string())]
    }
    fn write(&self, puzzle: &mut Map<String, Value>, _: usize) {
        push(
            puzzle,
            "skyscraper",
            json!({ "cell": self.clue.name(), "value": self.seen.to_string() }),
        );
    }
}
