//! The pencil-mark grid: for each cell a digit, or the digits it may still
//! hold.

use std::fmt;

use sudoku_core::{Cell, Digit, Grid};

use crate::house::{HOUSE_CELLS, PEERS};
use crate::queues::Queues;
use crate::{CellSet, Step};

/// A grid with pencil marks: each cell holds a digit (given or placed) or a
/// set of candidates.
///
/// ```
/// use sudoku_core::{Cell, Grid};
/// use sudoku_logic::Candidates;
///
/// let grid = Grid::from_values([0; 81]).unwrap();
/// let mut marks = Candidates::new(&grid);
/// let cell = Cell::at(0, 0).unwrap();
/// assert_eq!(marks.candidates(cell).count(), 9);
/// marks.place(cell, sudoku_core::Digit::new(5).unwrap());
/// assert_eq!(marks.candidates(Cell::at(0, 1).unwrap()).count(), 8);
/// ```
#[derive(Clone)]
pub struct Candidates {
    /// Each cell's digit, 0 for empty.
    values: [u8; 81],
    /// The cells given in the puzzle (the others with a digit were placed).
    given: CellSet,
    /// Each empty cell's candidates: bit `d - 1` for digit `d`; 0 for a
    /// cell with a digit.
    masks: [u16; 81],
    /// For each digit `d`, the empty cells where it is a candidate.
    places: [CellSet; 9],
    /// HoDoKu's queues of singles, for its path (not part of equality).
    pub(crate) queues: Queues,
}

impl PartialEq for Candidates {
    /// Equal digits, givens and candidates.
    fn eq(&self, other: &Candidates) -> bool {
        self.values == other.values && self.given == other.given && self.masks == other.masks
    }
}

impl Eq for Candidates {}

/// The bit of digit `d` (1-9) in a candidate mask.
pub(crate) const fn bit(d: u8) -> u16 {
    1 << (d - 1)
}

/// The digits (1-9) of a candidate mask, in increasing order.
pub(crate) fn digits_of(mask: u16) -> Digits {
    Digits(mask & 0x1FF)
}

/// The digits of a candidate mask, lowest first.
pub(crate) struct Digits(u16);

impl Iterator for Digits {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let d = self.0.trailing_zeros() as u8 + 1;
        self.0 &= self.0 - 1;
        Some(d)
    }
}

impl Candidates {
    /// The pencil marks of a puzzle: its givens, and in each empty cell
    /// every digit that no given in its houses rules out.
    pub fn new(grid: &Grid) -> Candidates {
        let mut marks = Candidates::blank();
        for (cell, &value) in grid.values().iter().enumerate() {
            if value != 0 {
                marks.set(cell, value);
                marks.given.insert(cell);
            }
        }
        marks
    }

    /// An empty grid: every candidate everywhere.
    pub(crate) fn blank() -> Candidates {
        Candidates {
            values: [0; 81],
            given: CellSet::EMPTY,
            masks: [0x1FF; 81],
            places: [CellSet::ALL; 9],
            queues: Queues::default(),
        }
    }

    /// Pencil marks as a player left them: the grid's digits, and for each
    /// empty cell the candidates in `marks` (bit `d - 1` for digit `d`),
    /// less any that a digit in the cell's houses rules out.
    pub fn with_marks(grid: &Grid, marks: &[u16; 81]) -> Candidates {
        let mut natural = Candidates::new(grid);
        for cell in 0..81 {
            if natural.values[cell] == 0 {
                for d in digits_of(natural.masks[cell] & !marks[cell]) {
                    natural.remove(cell, d);
                }
            }
        }
        natural
    }

    /// Puts `digit` (1-9) in the cell with index `cell` and takes it from
    /// the candidates of the cell's peers, then the cell's other
    /// candidates, in the order HoDoKu does (see [`Queues`]).
    pub(crate) fn set(&mut self, cell: usize, digit: u8) {
        if self.values[cell] == digit {
            return;
        }
        self.values[cell] = digit;
        let d = usize::from(digit - 1);
        for peer in (self.places[d] & PEERS[cell]).indices() {
            self.remove(peer, digit);
        }
        let mask = self.masks[cell];
        self.masks[cell] = 0;
        for other in digits_of(mask) {
            self.places[usize::from(other - 1)].remove(cell);
            let places = self.places[usize::from(other - 1)];
            self.queues.cleared(cell, digit, other, places);
        }
    }

    /// A copy without HoDoKu's queues, for a grid that is thrown away
    /// (assumptions of forcing chains): cheaper to make and to change.
    pub(crate) fn scratch(&self) -> Candidates {
        Candidates {
            values: self.values,
            given: self.given,
            masks: self.masks,
            places: self.places,
            queues: Queues {
                kept: false,
                ..Queues::default()
            },
        }
    }

    /// Takes candidate `digit` (1-9) out of the cell with index `cell`;
    /// whether it was there.
    pub(crate) fn remove(&mut self, cell: usize, digit: u8) -> bool {
        if self.masks[cell] & bit(digit) == 0 {
            return false;
        }
        self.masks[cell] &= !bit(digit);
        let d = usize::from(digit - 1);
        self.places[d].remove(cell);
        self.queues
            .removed(cell, digit, self.masks[cell], self.places[d]);
        true
    }

    /// Places `digit` in `cell`, taking it from the candidates of the cells
    /// that see it.
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        self.set(cell.index(), digit.get());
    }

    /// Takes candidate `digit` out of `cell`; whether it was there.
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) -> bool {
        self.remove(cell.index(), digit.get())
    }

    /// Carries out a step: its placements, then its eliminations.
    pub fn apply(&mut self, step: &Step) {
        for p in &step.placements {
            if self.values[p.cell.index()] == 0 {
                self.place(p.cell, p.digit);
            }
        }
        for e in &step.eliminations {
            self.eliminate(e.cell, e.digit);
        }
    }

    /// The digit in `cell`, if any.
    pub fn value(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.values[cell.index()])
    }

    /// Whether `cell` holds a given (not a digit placed since).
    pub fn is_given(&self, cell: Cell) -> bool {
        self.given.contains(cell)
    }

    /// The candidates of `cell` (none when it holds a digit).
    pub fn candidates(&self, cell: Cell) -> impl Iterator<Item = Digit> + use<> {
        digits_of(self.masks[cell.index()]).filter_map(Digit::new)
    }

    /// The digit (0 for none) of the cell with index `cell`.
    pub(crate) fn digit_at(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    /// The candidate mask of the cell with index `cell`.
    pub(crate) fn mask(&self, cell: usize) -> u16 {
        self.masks[cell]
    }

    /// The empty cells where `digit` (1-9) is a candidate.
    pub(crate) fn places(&self, digit: u8) -> CellSet {
        self.places[usize::from(digit - 1)]
    }

    /// The cells of `house` where `digit` is a candidate.
    pub(crate) fn places_in(&self, digit: u8, house: usize) -> CellSet {
        self.places(digit) & HOUSE_CELLS[house]
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// The digits, as a grid (pencil marks dropped).
    pub fn grid(&self) -> Grid {
        Grid::from_values(self.values).expect("digits 0-9")
    }

    /// The grid's digits by cell (0 for empty), given or placed.
    pub fn values(&self) -> &[u8; 81] {
        &self.values
    }

    /// Whether the pencil marks are broken: an empty cell without a
    /// candidate, a digit without a place in a house, or two equal digits
    /// in a house.
    pub fn is_broken(&self) -> bool {
        if (0..81).any(|c| self.values[c] == 0 && self.masks[c] == 0) {
            return true;
        }
        for house in HOUSE_CELLS {
            let mut seen = 0u16;
            let mut possible = 0u16;
            for cell in house.indices() {
                let v = self.values[cell];
                if v != 0 {
                    if seen & bit(v) != 0 {
                        return true;
                    }
                    seen |= bit(v);
                } else {
                    possible |= self.masks[cell];
                }
            }
            if (seen | possible) != 0x1FF {
                return true;
            }
        }
        false
    }
}

impl fmt::Debug for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..9 {
            for col in 0..9 {
                let cell = row * 9 + col;
                if self.values[cell] != 0 {
                    write!(f, "{:<10}", self.values[cell])?;
                } else {
                    let ds: String = digits_of(self.masks[cell])
                        .map(|d| char::from(b'0' + d))
                        .collect();
                    write!(f, "{ds:<10}")?;
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placing_clears_the_peers() {
        let mut marks = Candidates::blank();
        marks.set(0, 5);
        assert_eq!(marks.mask(0), 0);
        assert!([1, 9, 10].iter().all(|&c| marks.mask(c) & bit(5) == 0));
        assert!(marks.mask(40) & bit(5) != 0);
        assert_eq!(marks.places(5).len(), 81 - 21);
        assert!(marks.remove(40, 5));
        assert!(!marks.remove(40, 5));
        assert!(!marks.is_broken());
    }
}
