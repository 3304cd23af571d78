//! The 9×9 grid.

use std::fmt;

use crate::{Cell, Conflict, Digit};

/// A 9×9 Sudoku grid: 81 cells, each blank or holding a digit 1 to 9.
///
/// A grid cannot hold anything else: it is built from values that are
/// checked ([`Grid::from_values`]) or from [`Digit`]s. It may break the
/// rules of Sudoku (two 5s in a row); [`Grid::validate`] tells.
///
/// It displays as 81 characters in reading order, `.` for a blank.
///
/// ```
/// use sudoku_core::{Cell, Digit, Grid};
///
/// let mut grid = Grid::empty();
/// let cell = Cell::at(0, 0).unwrap();
/// grid.set(cell, Digit::new(7));
/// assert_eq!(grid.get(cell), Digit::new(7));
/// assert_eq!(grid.givens(), 1);
/// assert!(grid.to_string().starts_with("7........"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Grid {
    /// Invariant: every value is at most 9; 0 is a blank.
    values: [u8; 81],
}

/// A value that no cell can hold, given to [`Grid::from_values`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{cell} holds {value}, expected 0-9")]
pub struct InvalidValue {
    /// The cell the value was meant for.
    pub cell: Cell,
    /// The value, which is greater than 9.
    pub value: u8,
}

impl Grid {
    /// The grid with every cell blank.
    pub const fn empty() -> Grid {
        Grid { values: [0; 81] }
    }

    /// A grid from 81 values in reading order, `0` for a blank and `1`-`9`
    /// for a digit.
    ///
    /// # Errors
    ///
    /// The first value greater than 9, with its cell.
    pub fn from_values(values: [u8; 81]) -> Result<Grid, InvalidValue> {
        match values.iter().position(|&v| v > 9) {
            Some(i) => Err(InvalidValue {
                cell: Cell::nth(i),
                value: values[i],
            }),
            None => Ok(Grid { values }),
        }
    }

    /// The 81 values in reading order: `0` for a blank, `1`-`9` for a digit.
    pub const fn values(&self) -> &[u8; 81] {
        &self.values
    }

    /// The digit in `cell`, or `None` if it is blank.
    pub const fn get(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.values[cell.index()])
    }

    /// Puts `digit` in `cell`, or blanks it with `None`.
    pub const fn set(&mut self, cell: Cell, digit: Option<Digit>) {
        self.values[cell.index()] = match digit {
            Some(d) => d.get(),
            None => 0,
        };
    }

    /// How many cells hold a digit.
    pub fn givens(&self) -> usize {
        self.values.iter().filter(|&&v| v != 0).count()
    }

    /// Whether every cell holds a digit.
    pub fn is_complete(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Checks that no digit repeats in a row, a column or a box.
    ///
    /// # Errors
    ///
    /// The first repeat in reading order of its second cell, naming both
    /// cells and the digit.
    pub fn validate(&self) -> Result<(), Conflict> {
        // For each row, column and box, and each digit, the cell that holds
        // it, if any: one pass in reading order.
        let mut seen = [[None::<Cell>; 9]; 27];
        for second in Cell::all() {
            let Some(digit) = self.get(second) else {
                continue;
            };
            let d = usize::from(digit.get() - 1);
            let houses = [second.row(), 9 + second.col(), 18 + second.box_index()];
            // Until the first repeat, a house holds a digit once: the
            // earliest of its holders is the first cell that sees `second`.
            if let Some(first) = houses.iter().filter_map(|&h| seen[h][d]).min() {
                return Err(Conflict {
                    first,
                    second,
                    digit,
                });
            }
            for h in houses {
                seen[h][d] = Some(second);
            }
        }
        Ok(())
    }

    /// Every pair of givens that break the rules, each pair once: ordered
    /// by the later cell in reading order, then the earlier. Empty when
    /// [`Grid::validate`] is `Ok`.
    ///
    /// ```
    /// use sudoku_core::Grid;
    ///
    /// let mut values = [0; 81];
    /// values[0] = 5; // r1c1
    /// values[8] = 5; // r1c9, same row
    /// values[72] = 5; // r9c1, same column as r1c1
    /// let grid = Grid::from_values(values).unwrap();
    /// let named: Vec<String> = grid.conflicts().iter().map(|c| c.to_string()).collect();
    /// assert_eq!(named, ["r1c1 and r1c9 both hold 5", "r1c1 and r9c1 both hold 5"]);
    /// ```
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut found = Vec::new();
        for second in Cell::all() {
            let Some(digit) = self.get(second) else {
                continue;
            };
            for first in Cell::all().take(second.index()) {
                if self.get(first) == Some(digit) && first.sees(second) {
                    found.push(Conflict {
                        first,
                        second,
                        digit,
                    });
                }
            }
        }
        found
    }

    /// Whether `self` is a solution of `puzzle`: complete, breaking no
    /// rule, and holding every given of `puzzle` in its cell.
    pub fn solves(&self, puzzle: &Grid) -> bool {
        self.is_complete()
            && self.validate().is_ok()
            && puzzle
                .values
                .iter()
                .zip(&self.values)
                .all(|(&given, &value)| given == 0 || given == value)
    }
}

impl Default for Grid {
    fn default() -> Grid {
        Grid::empty()
    }
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &v in &self.values {
            let c = if v == 0 { '.' } else { char::from(b'0' + v) };
            fmt::Write::write_char(f, c)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::grid;

    #[test]
    fn from_values_rejects_values_above_nine() {
        let mut values = [0; 81];
        values[12] = 10;
        let err = Grid::from_values(values).unwrap_err();
        assert_eq!(err.to_string(), "r2c4 holds 10, expected 0-9");
    }

    #[test]
    fn display_is_a_line_with_dots_for_blanks() {
        let g = with(&[(0, 0, 1), (0, 2, 3), (8, 3, 9)]);
        let line = format!("1.3{}9.....", ".".repeat(72));
        assert_eq!(g.to_string(), line);
        assert_eq!(g.givens(), 3);
        assert_eq!(grid(&line), g);
    }

    fn with(givens: &[(usize, usize, u8)]) -> Grid {
        let mut g = Grid::empty();
        for &(r, c, d) in givens {
            g.set(Cell::at(r, c).unwrap(), Digit::new(d));
        }
        g
    }

    #[test]
    fn validate_names_both_cells_and_the_digit() {
        let cases = [
            (with(&[(0, 2, 5), (0, 7, 5)]), "r1c3 and r1c8 both hold 5"),
            (with(&[(0, 8, 4), (8, 8, 4)]), "r1c9 and r9c9 both hold 4"),
            (with(&[(4, 3, 9), (5, 5, 9)]), "r5c4 and r6c6 both hold 9"),
            (with(&[(7, 4, 2), (0, 4, 2)]), "r1c5 and r8c5 both hold 2"),
        ];
        for (g, message) in cases {
            assert_eq!(g.validate().unwrap_err().to_string(), message);
        }
    }

    #[test]
    fn the_same_digit_in_unrelated_cells_is_no_conflict() {
        assert!(with(&[(0, 0, 3), (4, 4, 3), (8, 8, 3)]).validate().is_ok());
    }

    #[test]
    fn validate_accepts_a_valid_grid() {
        assert!(Grid::empty().validate().is_ok());
        let solved = grid(
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642",
        );
        assert!(solved.validate().is_ok());
        assert!(solved.is_complete());
        assert!(solved.solves(&Grid::empty()));
    }
}
