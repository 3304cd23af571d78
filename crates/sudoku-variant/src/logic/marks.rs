//! The pencil marks a variant explanation works on: each cell's digit or
//! candidates, and the groups whose digits differ, named as people name
//! them.

use crate::board::{Board, Contradiction, Digits, bit, single};
use crate::puzzle::Puzzle;
use crate::rule::{Cell, cell_name};

/// Cells whose digits all differ: a row, a column, a region, or a
/// constraint's group (a cage, a diagonal, an extra region).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct House {
    /// Its name: `row 3`, `box 5`, `region 2`, `killer cage 15 at r1c1`.
    pub name: String,
    /// Its cells, in reading order.
    pub cells: Vec<Cell>,
    /// Whether every digit is in it (it has as many cells as the size).
    pub full: bool,
}

/// The houses of `puzzle`: rows, columns, regions, then each rule's groups
/// of distinct cells.
pub fn houses(puzzle: &Puzzle) -> Vec<House> {
    let n = puzzle.size();
    let region = if puzzle.standard_regions() {
        "box"
    } else {
        "region"
    };
    let mut houses = Vec::new();
    for (i, cells) in puzzle.houses().into_iter().enumerate() {
        let name = match i / n {
            0 => format!("row {}", i % n + 1),
            1 => format!("column {}", i % n + 1),
            _ => format!("{region} {}", i % n + 1),
        };
        houses.push(House {
            name,
            cells,
            full: true,
        });
    }
    for rule in puzzle.rules() {
        let groups = rule.distinct();
        let described = rule.describe(n);
        let (prefix, rest) = described.split_once(':').unwrap_or((&described, ""));
        let lists_cells = rest.trim_start().starts_with('r');
        for (i, mut cells) in groups.iter().cloned().enumerate() {
            cells.sort_unstable();
            let mut name = prefix.to_owned();
            if groups.len() > 1 {
                name = format!("{name} {}", i + 1);
            }
            if lists_cells && let Some(&first) = cells.first() {
                name = format!("{name} at {}", cell_name(first, n));
            }
            let full = cells.len() == n;
            houses.push(House { name, cells, full });
        }
    }
    houses
}

/// The pencil marks: each cell's candidates, and which cells hold a digit
/// (given or placed).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Marks {
    size: usize,
    board: Board,
    values: Vec<u8>,
    /// The cells that must differ from each cell.
    peers: Vec<Vec<Cell>>,
}

impl Marks {
    /// The givens of `puzzle` placed, each taken from its peers in
    /// `houses`.
    ///
    /// # Errors
    ///
    /// When the givens contradict each other.
    pub fn new(puzzle: &Puzzle, houses: &[House]) -> Result<Marks, Contradiction> {
        let n = puzzle.size();
        let mut peers = vec![Vec::new(); n * n];
        for house in houses {
            for &a in &house.cells {
                peers[a].extend(house.cells.iter().copied().filter(|&b| b != a));
            }
        }
        for list in &mut peers {
            list.sort_unstable();
            list.dedup();
        }
        let mut marks = Marks {
            size: n,
            board: Board::new(n),
            values: vec![0; n * n],
            peers,
        };
        for (cell, &digit) in puzzle.givens().iter().enumerate() {
            if digit != 0 {
                marks.place(cell, digit)?;
            }
        }
        Ok(marks)
    }

    /// The side of the grid.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The digit of `cell`, 0 when it is empty.
    pub fn value(&self, cell: Cell) -> u8 {
        self.values[cell]
    }

    /// Every cell's digit, 0 for an empty one.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// The candidates of `cell` (the digit's bit for a filled one).
    pub fn candidates(&self, cell: Cell) -> Digits {
        self.board.get(cell)
    }

    /// The candidates as a board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Whether every cell holds a digit.
    pub fn solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// The only candidate of an empty cell, if it has one.
    pub fn naked(&self, cell: Cell) -> Option<u8> {
        (self.values[cell] == 0)
            .then(|| single(self.board.get(cell)))
            .flatten()
    }

    /// Puts `digit` in `cell` and takes it from the cell's peers.
    ///
    /// # Errors
    ///
    /// When it is not a candidate, or a peer is left without one.
    pub fn place(&mut self, cell: Cell, digit: u8) -> Result<(), Contradiction> {
        self.board.restrict(cell, bit(digit))?;
        self.values[cell] = digit;
        for i in 0..self.peers[cell].len() {
            let peer = self.peers[cell][i];
            if self.values[peer] == digit {
                return Err(Contradiction);
            }
            if self.values[peer] == 0 {
                self.board.remove(peer, bit(digit))?;
            }
        }
        Ok(())
    }

    /// Takes `digit` from the candidates of `cell`.
    ///
    /// # Errors
    ///
    /// When none is left.
    pub fn eliminate(&mut self, cell: Cell, digit: u8) -> Result<(), Contradiction> {
        self.board.remove(cell, bit(digit))
    }
}
