//! A variant puzzle: its size, its regions, its givens and its rules.

use std::sync::Arc;

use crate::rule::{Cell, Rule, cell_name};

/// The smallest and largest sizes a puzzle may have.
pub const SIZES: std::ops::RangeInclusive<usize> = 4..=25;

/// The standard boxes of a size, as rows × columns (6: 2 rows of 3
/// columns), when it has them.
pub const fn boxes(size: usize) -> Option<(usize, usize)> {
    match size {
        4 => Some((2, 2)),
        6 => Some((2, 3)),
        8 => Some((2, 4)),
        9 => Some((3, 3)),
        10 => Some((2, 5)),
        12 => Some((3, 4)),
        14 => Some((2, 7)),
        15 => Some((3, 5)),
        16 => Some((4, 4)),
        20 => Some((4, 5)),
        25 => Some((5, 5)),
        _ => None,
    }
}

/// The region of each cell with the standard boxes of `size`.
pub fn standard_regions(size: usize) -> Option<Vec<u8>> {
    let (rows, cols) = boxes(size)?;
    let per_row = size / cols;
    Some(
        (0..size * size)
            .map(|cell| {
                let (r, c) = (cell / size, cell % size);
                ((r / rows) * per_row + c / cols) as u8
            })
            .collect(),
    )
}

/// Why a puzzle's model is not a puzzle.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ModelError {
    /// The size is outside 4–25.
    #[error("size {0}: sizes 4 to 25 are supported")]
    Size(usize),
    /// A size without standard boxes and no regions given.
    #[error("size {0} has no standard boxes: give its regions cell by cell")]
    NoBoxes(usize),
    /// A region that does not have `size` cells.
    #[error("region {region} has {cells} cells, not {size}")]
    Region {
        /// The region (1-based).
        region: usize,
        /// How many cells it has.
        cells: usize,
        /// How many it should have.
        size: usize,
    },
    /// A given outside 1..=size.
    #[error("{cell}: digit {digit} in a grid of size {size}")]
    Digit {
        /// The cell's name.
        cell: String,
        /// The digit.
        digit: u8,
        /// The size.
        size: usize,
    },
}

/// A variant puzzle.
#[derive(Clone, Debug)]
pub struct Puzzle {
    size: usize,
    regions: Vec<u8>,
    givens: Vec<u8>,
    rules: Vec<Arc<dyn Rule>>,
    /// The title, when the source gives one.
    pub title: Option<String>,
    /// The author, when the source gives one.
    pub author: Option<String>,
    /// The rules in words, as the setter wrote them.
    pub ruleset: Option<String>,
    /// The f-puzzles object it was read from, kept whole so that writing
    /// it back loses nothing (drawings, colours, pencil marks).
    pub source: Option<serde_json::Map<String, serde_json::Value>>,
}

impl Puzzle {
    /// A puzzle of `size` with `regions` (a region index per cell, row by
    /// row; `None` for the standard boxes), `givens` (0 for a blank) and
    /// `rules`.
    ///
    /// # Errors
    ///
    /// When the size is not supported, a region does not have `size`
    /// cells, or a given is not a digit of the size.
    pub fn new(
        size: usize,
        regions: Option<Vec<u8>>,
        givens: Vec<u8>,
        rules: Vec<Arc<dyn Rule>>,
    ) -> Result<Puzzle, ModelError> {
        if !SIZES.contains(&size) {
            return Err(ModelError::Size(size));
        }
        let regions = match regions {
            Some(regions) => regions,
            None => standard_regions(size).ok_or(ModelError::NoBoxes(size))?,
        };
        let mut counts = vec![0; size];
        for &region in &regions {
            match counts.get_mut(usize::from(region)) {
                Some(count) => *count += 1,
                None => {
                    return Err(ModelError::Region {
                        region: usize::from(region) + 1,
                        cells: 1,
                        size,
                    });
                }
            }
        }
        if let Some(region) = counts.iter().position(|&c| c != size) {
            return Err(ModelError::Region {
                region: region + 1,
                cells: counts[region],
                size,
            });
        }
        if let Some(cell) = givens.iter().position(|&d| usize::from(d) > size) {
            return Err(ModelError::Digit {
                cell: cell_name(cell, size),
                digit: givens[cell],
                size,
            });
        }
        Ok(Puzzle {
            size,
            regions,
            givens,
            rules,
            title: None,
            author: None,
            ruleset: None,
            source: None,
        })
    }

    /// The side of the grid.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The region of each cell, row by row.
    pub fn regions(&self) -> &[u8] {
        &self.regions
    }

    /// Whether the regions are the standard boxes.
    pub fn standard_regions(&self) -> bool {
        standard_regions(self.size).is_some_and(|standard| standard == self.regions)
    }

    /// The givens, row by row, 0 for a blank.
    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    /// The givens replaced (a grid of the same size).
    pub fn set_givens(&mut self, givens: Vec<u8>) {
        debug_assert_eq!(givens.len(), self.givens.len());
        self.givens = givens;
    }

    /// The rules beside rows, columns and regions.
    pub fn rules(&self) -> &[Arc<dyn Rule>] {
        &self.rules
    }

    /// The rows, the columns and the regions: the houses every digit
    /// appears in once.
    pub fn houses(&self) -> Vec<Vec<Cell>> {
        let n = self.size;
        let mut houses: Vec<Vec<Cell>> = Vec::with_capacity(3 * n);
        houses.extend((0..n).map(|r| (0..n).map(|c| r * n + c).collect()));
        houses.extend((0..n).map(|c| (0..n).map(|r| r * n + c).collect()));
        let mut regions = vec![Vec::with_capacity(n); n];
        for (cell, &region) in self.regions.iter().enumerate() {
            regions[usize::from(region)].push(cell);
        }
        houses.extend(regions);
        houses
    }

    /// The classic 9×9 grid, when this is a classic puzzle (9×9, standard
    /// boxes, no other rule): today's engine solves those.
    pub fn classic(&self) -> Option<sudoku_core::Grid> {
        if self.size != 9 || !self.rules.is_empty() || !self.standard_regions() {
            return None;
        }
        let values: [u8; 81] = self.givens.clone().try_into().ok()?;
        sudoku_core::Grid::from_values(values).ok()
    }
}
