//! Region-sum lines: where a line passes through several regions, its
//! digits in each region add up to the same total.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::{Read, lines};
use crate::board::{Board, Contradiction, Digits};
use crate::figure::{Colour, Mark, through};
use crate::fpuzzles::fields::{Fields, fcells, push};
use crate::rule::{Cell, Rule, cell_names, digit_sets, tuples};

/// One region-sum line, cut into its stretches in one region.
#[derive(Debug)]
pub(crate) struct RegionSum {
    cells: Vec<Cell>,
    segments: Vec<Vec<Cell>>,
}

/// Reads `regionsumline`.
pub(crate) fn read(fields: &Fields<'_>) -> Read {
    let mut rules: super::Rules = Vec::new();
    for (_, cells, _) in lines(fields, "regionsumline")? {
        let mut segments: Vec<Vec<Cell>> = Vec::new();
        for &cell in &cells {
            match segments.last_mut() {
                Some(last) if fields.regions[last[0]] == fields.regions[cell] => last.push(cell),
                _ => segments.push(vec![cell]),
            }
        }
        rules.push(Arc::new(RegionSum { cells, segments }));
    }
    Ok(rules)
}

impl RegionSum {
    fn sums<'a>(&'a self, digit: impl Fn(Cell) -> u32 + 'a) -> impl Iterator<Item = u32> + 'a {
        self.segments
            .iter()
            .map(move |s| s.iter().map(|&c| digit(c)).sum())
    }
}

impl Rule for RegionSum {
    fn kind(&self) -> &'static str {
        "regionsumline"
    }
    fn cells(&self) -> Vec<Cell> {
        self.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        if self.segments.len() < 2 {
            return Ok(());
        }
        // The common total lies in every stretch's range.
        let ranges: Vec<(u32, u32)> = self
            .segments
            .iter()
            .map(|s| {
                s.iter().fold((0, 0), |(lo, hi), &c| {
                    let (a, b) = crate::rule::bounds(board, c);
                    (lo + a, hi + b)
                })
            })
            .collect();
        let low = ranges.iter().map(|r| r.0).max().unwrap_or(0);
        let high = ranges.iter().map(|r| r.1).min().unwrap_or(0);
        if low > high {
            return Err(Contradiction);
        }
        // A stretch lies in one region, so holds different digits: the
        // totals each can make, as sets of digits; the common total is one
        // every stretch can make, and each keeps the sets that make it.
        // (Skipped when there are too many sets to look at, or a total
        // too large for the bit set of totals: 25×25 grids.)
        let sets: Option<Vec<Vec<(Digits, u32)>>> =
            self.segments.iter().map(|s| digit_sets(board, s)).collect();
        if let Some(sets) = sets.filter(|sets| sets.iter().flatten().all(|o| o.1 < 128)) {
            let mut totals = u128::MAX;
            for options in &sets {
                totals &= options.iter().fold(0u128, |m, o| m | 1 << o.1);
            }
            if totals == 0 {
                return Err(Contradiction);
            }
            for (segment, options) in self.segments.iter().zip(&sets) {
                let keep = options
                    .iter()
                    .filter(|o| totals >> o.1 & 1 == 1)
                    .fold(0, |m, o| m | o.0);
                for &cell in segment {
                    board.restrict(cell, keep)?;
                }
            }
        }
        let order: Vec<Cell> = self.segments.iter().flatten().copied().collect();
        let ends: Vec<usize> = self
            .segments
            .iter()
            .scan(0, |at, s| {
                *at += s.len();
                Some(*at)
            })
            .collect();
        let segment_sums = |prefix: &[u8]| -> Vec<u32> {
            let mut sums = Vec::new();
            let mut start = 0;
            for &end in &ends {
                if prefix.len() < end {
                    break;
                }
                sums.push(prefix[start..end].iter().map(|&d| u32::from(d)).sum());
                start = end;
            }
            sums
        };
        tuples(
            board,
            &order,
            |prefix| {
                let sums = segment_sums(prefix);
                sums.windows(2).all(|w| w[0] == w[1])
                    && sums.first().is_none_or(|&s| (low..=high).contains(&s))
            },
            |all| segment_sums(all).windows(2).all(|w| w[0] == w[1]),
        )
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        let sums: Vec<u32> = self.sums(|c| u32::from(grid[c])).collect();
        if sums.windows(2).all(|w| w[0] == w[1]) {
            Ok(())
        } else {
            Err(self.cells.clone())
        }
    }
    fn describe(&self, size: usize) -> String {
        format!("region-sum line: {}", cell_names(&self.cells, size))
    }
    fn draw(&self, size: usize) -> Vec<Mark> {
        vec![through(&self.cells, size, 0.15, Colour::BLUE)]
    }
    fn write(&self, puzzle: &mut Map<String, Value>, size: usize) {
        push(
            puzzle,
            "regionsumline",
            json!({ "lines": [fcells(&self.cells, size)] }),
        );
    }
}
