//! Little killers: the digits along a diagonal, from a clue outside the
//! grid in the clue's direction, add up to it (digits may repeat).

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::Read;
use crate::board::{Board, Contradiction};
use crate::figure::{Colour, Layer, Mark, Shape, arrowhead, label, place};
use crate::fpuzzles::fields::{FieldError, Fields, echo, push};
use crate::rule::{Cell, Rule, cell_names, sum_support};

/// One little killer clue.
#[derive(Debug)]
pub(crate) struct LittleKiller {
    at: (usize, usize),
    direction: &'static str,
    cells: Vec<Cell>,
    sum: u32,
}

/// Reads `littlekillersum` (entries without a value are no clue).
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    let n = fields.size as isize;
    for (path, entry) in fields.entries("littlekillersum")? {
        let Some(sum) = fields.number(entry, &path, "value")? else {
            continue;
        };
        let place = entry
            .get("cell")
            .ok_or_else(|| FieldError::new(format!("{path}.cell"), "missing"))?;
        let (row, col) = fields.coordinates(place, &format!("{path}.cell"))?;
        let direction = entry
            .get("direction")
            .and_then(Value::as_str)
            .unwrap_or_default();
        let (direction, dr, dc) = match direction {
            "UR" => ("UR", -1, 1),
            "UL" => ("UL", -1, -1),
            "DR" => ("DR", 1, 1),
            "DL" => ("DL", 1, -1),
            _ => {
                let found = entry.get("direction").map_or("nothing".to_owned(), echo);
                return Err(FieldError::new(
                    format!("{path}.direction"),
                    format!("expected UR, UL, DR or DL, found {found}"),
                ));
            }
        };
        // From the clue (0-based here, -1 and n outside), step into the grid
        // and along the diagonal until it leaves.
        let (mut r, mut c) = (row as isize - 1, col as isize - 1);
        let inside = |r: isize, c: isize| (0..n).contains(&r) && (0..n).contains(&c);
        if !inside(r, c) {
            r += dr;
            c += dc;
        }
        let mut cells = Vec::new();
        while inside(r, c) {
            cells.push((r * n + c) as usize);
            r += dr;
            c += dc;
        }
        if cells.is_empty() {
            return Err(FieldError::new(
                format!("{path}.cell"),
                format!("{} pointing {direction} meets no cell", echo(place)),
            ));
        }
        let most = cells.len() as i64 * n as i64;
        if sum < cells.len() as i64 || sum > most {
            return Err(FieldError::new(
                format!("{path}.value"),
                format!("{} cells cannot add up to {sum}", cells.len()),
            ));
        }
        rules.push(Arc::new(LittleKiller {
            at: (row, col),
            direction,
            cells,
            sum: sum as u32,
        }));
    }
    Ok(rules)
}

impl Rule for LittleKiller {
    fn kind(&self) -> &'static str {
        "littlekillersum"
    }
    fn cells(&self) -> Vec<Cell> {
        self.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        // Digits may repeat along the diagonal: exact support by sums.
        sum_support(board, &self.cells, self.sum)
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        let sum: u32 = self.cells.iter().map(|&c| u32::from(grid[c])).sum();
        if sum == self.sum {
            Ok(())
        } else {
            Err(self.cells.clone())
        }
    }
    fn describe(&self, size: usize) -> String {
        format!(
            "little killer {}: {}",
            self.sum,
            cell_names(&self.cells, size)
        )
    }
    fn draw(&self, _: usize) -> Vec<Mark> {
        let (x, y) = place(self.at);
        let (dx, dy) = match self.direction {
            "DR" => (1.0, 1.0),
            "DL" => (-1.0, 1.0),
            "UR" => (1.0, -1.0),
            _ => (-1.0, -1.0),
        };
        // The sum in the place, the arrow in its corner towards the grid.
        let from = (x + dx * 0.22, y + dy * 0.22);
        let tip = (x + dx * 0.42, y + dy * 0.42);
        vec![
            label((x - dx * 0.05, y - dy * 0.05), 0.3, self.sum.to_string()),
            Mark {
                layer: Layer::Over,
                shape: Shape::Line {
                    points: vec![from, tip],
                    width: 0.03,
                    colour: Colour::BLACK,
                    closed: false,
                    dashed: false,
                },
            },
            Mark {
                layer: Layer::Over,
                ..arrowhead(from, tip, 0.1, 0.03, Colour::BLACK)
            },
        ]
    }
    fn write(&self, puzzle: &mut Map<String, Value>, _: usize) {
        let cell = format!("R{}C{}", self.at.0, self.at.1);
        push(
            puzzle,
            "littlekillersum",
            json!({ "cell": cell, "direction": self.direction, "value": self.sum.to_string() }),
        );
    }
}
