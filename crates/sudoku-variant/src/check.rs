//! Judging the givens against the rules: the first rule they break.

use crate::Puzzle;
use crate::rule::Cell;

/// A rule the givens break, and where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Broken {
    /// The rule in words: `killer cage 15: r1c1 r1c2`, or `a row (digit 5
    /// twice)`.
    pub rule: String,
    /// The cells that break it.
    pub cells: Vec<Cell>,
}

impl Puzzle {
    /// The first rule the givens break: the rows, columns and regions
    /// first, then each rule in turn. A rule with an empty cell is judged
    /// only where it can already be (different digits in its groups); the
    /// search judges the rest.
    pub fn broken(&self) -> Option<Broken> {
        let n = self.size();
        let givens = self.givens();
        for house in self.houses() {
            let mut seen = [None; 33];
            for &cell in &house {
                let d = usize::from(givens[cell]);
                if d == 0 {
                    continue;
                }
                if let Some(other) = seen[d] {
                    let kind = if house.windows(2).all(|w| w[1] == w[0] + 1) {
                        "a row"
                    } else if house.windows(2).all(|w| w[1] == w[0] + n) {
                        "a column"
                    } else {
                        "a region"
                    };
                    return Some(Broken {
                        rule: format!("{kind} (digit {d} twice)"),
                        cells: vec![other, cell],
                    });
                }
                seen[d] = Some(cell);
            }
        }
        let filled = !givens.contains(&0);
        for rule in self.rules() {
            for group in rule.distinct() {
                let mut seen = 0u64;
                for &c in &group {
                    let d = givens[c];
                    if d != 0 && seen & (1 << d) != 0 {
                        return Some(Broken {
                            rule: rule.describe(n),
                            cells: group.clone(),
                        });
                    }
                    seen |= 1 << d;
                }
            }
            let cells = rule.cells();
            let judged = filled || (!cells.is_empty() && cells.iter().all(|&c| givens[c] != 0));
            if judged && let Err(at) = rule.check(givens, n) {
                return Some(Broken {
                    rule: rule.describe(n),
                    cells: at,
                });
            }
        }
        None
    }
}

/// What `check` says of a puzzle: the rule its givens break, or how many
/// solutions it has.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Report {
    /// The grid's side.
    pub size: usize,
    /// How many cells are given.
    pub givens: usize,
    /// The solutions: 0, 1, or 2 for several (0 too when a rule is broken).
    pub solutions: u64,
    /// The rule the givens break, if any.
    pub broken: Option<Broken>,
}

impl Report {
    /// Checks `puzzle`: a filled grid against every rule, an open one for
    /// its number of solutions (counted to two within `budget`).
    ///
    /// # Errors
    ///
    /// When the budget runs out first.
    pub fn of(
        puzzle: &Puzzle,
        budget: crate::solver::Budget<'_>,
    ) -> Result<Report, crate::solver::Stopped> {
        let size = puzzle.size();
        let givens = puzzle.givens().iter().filter(|&&d| d != 0).count();
        let broken = puzzle.broken();
        let solutions = if broken.is_some() {
            0
        } else if givens == size * size {
            1
        } else {
            crate::solver::count(puzzle, 2, budget)?
        };
        Ok(Report {
            size,
            givens,
            solutions,
            broken,
        })
    }

    /// `none`, `unique` or `several`.
    pub fn status(&self) -> &'static str {
        match self.solutions {
            0 => "none",
            1 => "unique",
            _ => "several",
        }
    }

    /// The verdict in words: `unique`, `breaks killer cage 5: r1c1 r2c1 at
    /// r1c1 r2c1`...
    pub fn words(&self) -> String {
        let filled = self.givens == self.size * self.size;
        match (&self.broken, self.solutions) {
            (Some(b), _) => format!(
                "breaks {} at {}",
                b.rule,
                crate::rule::cell_names(&b.cells, self.size)
            ),
            (None, 1) if filled => "solved, every rule kept".to_owned(),
            (None, 0) => "no solution".to_owned(),
            (None, 1) => "unique".to_owned(),
            (None, _) => "several solutions".to_owned(),
        }
    }

    /// The JSON record: `{"size", "givens", "status", "report"}`, and
    /// `"broken": {"rule", "cells"}` when a rule is broken.
    pub fn to_json(&self) -> serde_json::Value {
        let mut record = serde_json::json!({
            "size": self.size, "givens": self.givens, "status": self.status(), "report": self.words()
        });
        if let Some(b) = &self.broken {
            record["broken"] = serde_json::json!({
                "rule": b.rule, "cells": crate::rule::cell_names(&b.cells, self.size)
            });
        }
        record
    }
}
