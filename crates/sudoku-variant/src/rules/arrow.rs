//! Arrows: the digits along an arrow add up to the number in its circle
//! (a pill of several cells reads as a number, left to right).

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::Read;
use crate::board::{Board, Contradiction, Digits, bit, digits};
use crate::figure::{Colour, Layer, Mark, Shape, arrowhead, centre};
use crate::fpuzzles::fields::{FieldError, Fields, fcells, push};
use crate::rule::{Cell, Rule, bounds, cell_names, digit_sets, range, tuples};

/// One arrow: its circle and its line (without the circle's cells).
#[derive(Debug)]
pub(crate) struct Arrow {
    circle: Vec<Cell>,
    line: Vec<Cell>,
    /// The line cut into stretches whose cells all see each other (one
    /// row, column or region), so hold different digits.
    groups: Vec<Vec<Cell>>,
}

/// Reads `arrow`: each line starts in the circle.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    for (path, entry) in fields.entries("arrow")? {
        let circle = fields.cells(entry, &path, "cells")?;
        if circle.is_empty() {
            return Err(FieldError::new(
                format!("{path}.cells"),
                "an arrow without a circle",
            ));
        }
        for line in fields.lines(entry, &path)? {
            let line: Vec<Cell> = line.into_iter().filter(|c| !circle.contains(c)).collect();
            if line.is_empty() {
                return Err(FieldError::new(
                    format!("{path}.lines"),
                    "an arrow without a line",
                ));
            }
            let n = fields.size;
            let sees = |a: Cell, b: Cell| {
                a / n == b / n || a % n == b % n || fields.regions[a] == fields.regions[b]
            };
            let mut groups: Vec<Vec<Cell>> = Vec::new();
            for &cell in &line {
                match groups.last_mut() {
                    Some(group) if group.iter().all(|&o| sees(o, cell)) => group.push(cell),
                    _ => groups.push(vec![cell]),
                }
            }
            rules.push(Arc::new(Arrow {
                circle: circle.clone(),
                line,
                groups,
            }));
        }
    }
    Ok(rules)
}

impl Arrow {
    fn value(&self, grid: &[u8]) -> u32 {
        self.circle
            .iter()
            .fold(0, |v, &c| v * 10 + u32::from(grid[c]))
    }
}

impl Rule for Arrow {
    fn kind(&self) -> &'static str {
        "arrow"
    }
    fn cells(&self) -> Vec<Cell> {
        self.circle.iter().chain(&self.line).copied().collect()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        if let [circle] = self.circle[..] {
            // The circle is one digit: it lies in the line's range, and each
            // line cell within what the circle leaves of the others.
            let (low, high) = self.line.iter().fold((0, 0), |(lo, hi), &c| {
                let (a, b) = bounds(board, c);
                (lo + a, hi + b)
            });
            board.restrict(circle, range(low, high))?;
            let (least, most) = bounds(board, circle);
            for &cell in &self.line {
                let (a, b) = bounds(board, cell);
                let (others_low, others_high) = (low - a, high - b);
                board.restrict(
                    cell,
                    range(
                        least.saturating_sub(others_high).max(1),
                        most.saturating_sub(others_low),
                    ),
                )?;
            }
            // Each stretch of cells that see each other holds a set of
            // different digits: the sums the stretches can make, added up,
            // are the circle's digits; each stretch keeps the sets whose
            // sum the others can complete.
            let Some(sets) = self
                .groups
                .iter()
                .map(|g| digit_sets(board, g))
                .collect::<Option<Vec<Vec<(Digits, u32)>>>>()
            else {
                return Ok(());
            };
            let sums: Vec<u64> = sets
                .iter()
                .map(|options| {
                    options
                        .iter()
                        .filter(|o| o.1 < 64)
                        .fold(0u64, |m, o| m | 1 << o.1)
                })
                .collect();
            let add = |a: u64, b: u64| digits_of(b).fold(0u64, |m, s| m | a << s);
            let everything = sums.iter().fold(1u64, |total, &s| add(total, s));
            let circles = digits(board.get(circle))
                .filter(|&t| everything >> t & 1 == 1)
                .fold(0, |m, t| m | bit(t));
            board.restrict(circle, circles)?;
            for (i, group) in self.groups.iter().enumerate() {
                let others = sums
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .fold(1u64, |total, (_, &s)| add(total, s));
                let mut keep: Digits = 0;
                for &(set, sum) in &sets[i] {
                    if digits(circles)
                        .any(|t| u32::from(t) >= sum && others >> (u32::from(t) - sum) & 1 == 1)
                    {
                        keep |= set;
                    }
                }
                for &cell in group {
                    board.restrict(cell, keep)?;
                }
            }
            return Ok(());
        }
        let cells: Vec<Cell> = self.circle.iter().chain(&self.line).copied().collect();
        let k = self.circle.len();
        let value = |prefix: &[u8]| prefix[..k].iter().fold(0u32, |v, &d| v * 10 + u32::from(d));
        tuples(
            board,
            &cells,
            |prefix| {
                prefix.len() <= k
                    || prefix[k..].iter().map(|&d| u32::from(d)).sum::<u32>() <= value(prefix)
            },
            |all| all[k..].iter().map(|&d| u32::from(d)).sum::<u32>() == value(all),
        )
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        let sum: u32 = self.line.iter().map(|&c| u32::from(grid[c])).sum();
        if sum == self.value(grid) {
            Ok(())
        } else {
            Err(self.circle.iter().chain(&self.line).copied().collect())
        }
    }
    fn describe(&self, size: usize) -> String {
        format!(
            "arrow: circle {}, line {}",
            cell_names(&self.circle, size),
            cell_names(&self.line, size)
        )
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        let mut marks = Vec::new();
        // The circle: one cell round, a pill of several outlined.
        if let [cell] = self.circle[..] {
            marks.push(Mark {
                layer: Layer::Under,
                shape: Shape::Circle {
                    centre: centre(cell, size),
                    radius: 0.4,
                    fill: Some(Colour::WHITE),
                    stroke: Some((Colour::GREY, 0.05)),
                },
            });
        } else {
            let pill: Vec<(f32, f32)> = self.circle.iter().map(|&c| centre(c, size)).collect();
            marks.push(Mark {
                layer: Layer::Under,
                shape: Shape::Line {
                    points: pill,
                    width: 0.8,
                    colour: Colour::GREY,
                    closed: false,
                    dashed: false,
                },
            });
            marks.push(Mark {
                layer: Layer::Under,
                shape: Shape::Line {
                    points: self.circle.iter().map(|&c| centre(c, size)).collect(),
                    width: 0.7,
                    colour: Colour::WHITE,
                    closed: false,
                    dashed: false,
                },
            });
        }
        // The line from the circle's edge, with its head at the end.
        let first = centre(self.line[0], size);
        let start = self
            .circle
            .iter()
            .map(|&c| centre(c, size))
            .min_by(|a, b| {
                let d = |p: (f32, f32)| (p.0 - first.0).powi(2) + (p.1 - first.1).powi(2);
                d(*a).total_cmp(&d(*b))
            })
            .unwrap_or(first);
        let (dx, dy) = (first.0 - start.0, first.1 - start.1);
        let norm = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
        let edge = (start.0 + dx / norm * 0.4, start.1 + dy / norm * 0.4);
        let mut points = vec![edge];
        points.extend(self.line.iter().map(|&c| centre(c, size)));
        let tip = points[points.len() - 1];
        let before = points[points.len() - 2];
        marks.push(Mark {
            layer: Layer::Under,
            shape: Shape::Line {
                points,
                width: 0.05,
                colour: Colour::GREY,
                closed: false,
                dashed: false,
            },
        });
        marks.push(arrowhead(before, tip, 0.3, 0.05, Colour::GREY));
        marks
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        let mut line = vec![self.circle[self.circle.len() - 1]];
        line.extend(&self.line);
        push(
            puzzle,
            "arrow",
            json!({ "cells": fcells(&self.circle, size), "lines": [fcells(&line, size)] }),
        );
    }
}

/// The positions of the bits of `set`, smallest first.
fn digits_of(set: u64) -> impl Iterator<Item = u32> {
    let mut rest = set;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let at = rest.trailing_zeros();
            rest &= rest - 1;
            at
        })
    })
}
