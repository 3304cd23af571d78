//! The 45 rule, for any size: a set of whole houses adds up to a known
//! total, so the cells of it that no cage inside it covers (innies), or
//! the cells outside it of the cages that stick out (outies), add up to
//! what the cages leave. Each such total is a rule of its own for the
//! explainer, found once from the puzzle's cages.

use std::sync::Arc;

use serde_json::{Map, Value};

use super::House;
use crate::board::{Board, Contradiction};
use crate::puzzle::Puzzle;
use crate::rule::{Cell, Rule, cell_names, sum_bounds, tuples};

/// The most cells an innie or outie total is kept for: beyond it, its
/// sum says little a person would use.
const MOST: usize = 5;

/// Cells whose digits add up to `total`, by the 45 rule.
#[derive(Debug)]
pub(crate) struct Total {
    cells: Vec<Cell>,
    total: u32,
    /// Where it comes from: `45 rule on rows 1-2, innies`.
    why: String,
    /// The pairs of the cells (indices into `cells`) that share a house.
    differ: Vec<(usize, usize)>,
}

impl Total {
    /// Whether `digits` (of the first cells) keep the pairs that differ.
    fn distinct(&self, digits: &[u8]) -> bool {
        self.differ
            .iter()
            .all(|&(a, b)| b >= digits.len() || digits[a] != digits[b])
    }
}

impl Rule for Total {
    fn kind(&self) -> &'static str {
        "innies"
    }
    fn cells(&self) -> Vec<Cell> {
        self.cells.clone()
    }
    fn propagate(&self, board: &mut Board) -> Result<(), Contradiction> {
        sum_bounds(board, &self.cells, self.total)?;
        tuples(
            board,
            &self.cells,
            |prefix| {
                self.distinct(prefix)
                    && prefix.iter().map(|&d| u32::from(d)).sum::<u32>() <= self.total
            },
            |all| all.iter().map(|&d| u32::from(d)).sum::<u32>() == self.total,
        )
    }
    fn check(&self, grid: &[u8], _: usize) -> Result<(), Vec<Cell>> {
        let sum: u32 = self.cells.iter().map(|&c| u32::from(grid[c])).sum();
        if sum == self.total {
            Ok(())
        } else {
            Err(self.cells.clone())
        }
    }
    fn describe(&self, size: usize) -> String {
        format!(
            "{}: {} add up to {}",
            self.why,
            cell_names(&self.cells, size),
            self.total
        )
    }
    /// Never written: it is the explainer's, derived from the cages.
    fn write(&self, _: &mut Map<String, Value>, _: usize) {}
}

/// The regions the 45 rule looks at: each row, column and region, and
/// each run of 2 to size/2 neighbouring rows or columns, with how many
/// houses each is.
fn regions(puzzle: &Puzzle, houses: &[House]) -> Vec<(String, Vec<Cell>, u32)> {
    let n = puzzle.size();
    let mut out: Vec<(String, Vec<Cell>, u32)> = houses[..3 * n]
        .iter()
        .map(|h| (h.name.clone(), h.cells.clone(), 1))
        .collect();
    for (kind, first) in [("rows", 0), ("columns", n)] {
        for len in 2..=n / 2 {
            for start in 0..=n - len {
                let mut cells: Vec<Cell> = houses[first + start..first + start + len]
                    .iter()
                    .flat_map(|h| h.cells.iter().copied())
                    .collect();
                cells.sort_unstable();
                let name = format!("{kind} {}-{}", start + 1, start + len);
                out.push((name, cells, len as u32));
            }
        }
    }
    out
}

/// The innie and outie totals of `puzzle`'s cages (none without a cage
/// with a sum).
pub(crate) fn totals(puzzle: &Puzzle, houses: &[House]) -> Vec<Arc<dyn Rule>> {
    let n = puzzle.size();
    let cages: Vec<(Vec<Cell>, u32)> = puzzle.rules().iter().filter_map(|r| r.total()).collect();
    // Cages that overlap would count a cell twice.
    let mut caged = vec![false; n * n];
    for (cells, _) in &cages {
        for &c in cells {
            if std::mem::replace(&mut caged[c], true) {
                return Vec::new();
            }
        }
    }
    if cages.is_empty() {
        return Vec::new();
    }
    let house_total = (n * (n + 1) / 2) as u32;
    let mut found: Vec<Total> = Vec::new();
    for (name, region, k) in regions(puzzle, houses) {
        let mut inside = vec![false; n * n];
        region.iter().for_each(|&c| inside[c] = true);
        let (mut sum_in, mut sum_out) = (0u32, 0u32);
        let mut covered = vec![false; n * n];
        let mut outies = Vec::new();
        for (cells, sum) in &cages {
            let within = cells.iter().filter(|&&c| inside[c]).count();
            if within == cells.len() {
                sum_in += sum;
                cells.iter().for_each(|&c| covered[c] = true);
            } else if within > 0 {
                sum_out += sum;
                outies.extend(cells.iter().copied().filter(|&c| !inside[c]));
                cells
                    .iter()
                    .filter(|&&c| inside[c])
                    .for_each(|&c| covered[c] = true);
            }
        }
        let whole = k * house_total;
        let uncovered: Vec<Cell> = region
            .iter()
            .copied()
            .filter(|&c| {
                !cages
                    .iter()
                    .any(|(cells, _)| cells.contains(&c) && cells.iter().all(|&x| inside[x]))
            })
            .collect();
        if (1..=MOST).contains(&uncovered.len()) && whole > sum_in {
            found.push(total(
                houses,
                uncovered,
                whole - sum_in,
                format!("45 rule on {name}, innies"),
            ));
        }
        if region.iter().all(|&c| covered[c]) && !outies.is_empty() {
            outies.sort_unstable();
            outies.dedup();
            if outies.len() <= MOST && sum_in + sum_out > whole {
                let sum = sum_in + sum_out - whole;
                found.push(total(
                    houses,
                    outies,
                    sum,
                    format!("45 rule on {name}, outies"),
                ));
            }
        }
    }
    let mut seen: Vec<Vec<Cell>> = Vec::new();
    let mut rules: Vec<Arc<dyn Rule>> = Vec::new();
    for t in found {
        if !seen.contains(&t.cells) {
            seen.push(t.cells.clone());
            rules.push(Arc::new(t));
        }
    }
    rules
}

/// The total of `cells`, with the pairs of them that share a house.
fn total(houses: &[House], cells: Vec<Cell>, sum: u32, why: String) -> Total {
    let mut differ = Vec::new();
    for a in 0..cells.len() {
        for b in a + 1..cells.len() {
            if houses
                .iter()
                .any(|h| h.cells.contains(&cells[a]) && h.cells.contains(&cells[b]))
            {
                differ.push((a, b));
            }
        }
    }
    Total {
        cells,
        total: sum,
        why,
        differ,
    }
}
