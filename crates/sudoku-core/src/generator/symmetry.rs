//! Symmetries of the pattern of givens.

use std::fmt;
use std::str::FromStr;

use crate::{Cell, Grid};

/// A symmetry the pattern of givens may have: which cells are given, not
/// which digits they hold.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[non_exhaustive]
pub enum Symmetry {
    /// No symmetry.
    #[default]
    None,
    /// The pattern looks the same turned half a turn (180°), the most
    /// common in published puzzles.
    Rotational,
    /// The pattern looks the same turned a quarter turn (90°).
    QuarterTurn,
    /// The pattern is its own mirror image across the horizontal axis:
    /// row 1 matches row 9.
    Horizontal,
    /// The pattern is its own mirror image across the vertical axis:
    /// column 1 matches column 9.
    Vertical,
    /// The pattern is its own mirror image across the main diagonal (top
    /// left to bottom right): `r1c2` matches `r2c1`.
    Diagonal,
    /// The pattern is its own mirror image across the anti-diagonal (top
    /// right to bottom left): `r1c1` matches `r9c9`... and `r1c2` `r8c9`.
    AntiDiagonal,
}

impl Symmetry {
    /// Every symmetry.
    pub const ALL: [Symmetry; 7] = [
        Symmetry::None,
        Symmetry::Rotational,
        Symmetry::QuarterTurn,
        Symmetry::Horizontal,
        Symmetry::Vertical,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
    ];

    /// Its name on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
            Symmetry::QuarterTurn => "quarter-turn",
            Symmetry::Horizontal => "horizontal",
            Symmetry::Vertical => "vertical",
            Symmetry::Diagonal => "diagonal",
            Symmetry::AntiDiagonal => "anti-diagonal",
        }
    }

    /// The cells the symmetry maps `cell` to, `cell` first; each at most
    /// once.
    pub fn orbit(self, cell: Cell) -> Vec<Cell> {
        let (r, c) = (cell.row(), cell.col());
        let images: &[(usize, usize)] = match self {
            Symmetry::None => &[(r, c)],
            Symmetry::Rotational => &[(r, c), (8 - r, 8 - c)],
            Symmetry::QuarterTurn => &[(r, c), (c, 8 - r), (8 - r, 8 - c), (8 - c, r)],
            Symmetry::Horizontal => &[(r, c), (8 - r, c)],
            Symmetry::Vertical => &[(r, c), (r, 8 - c)],
            Symmetry::Diagonal => &[(r, c), (c, r)],
            Symmetry::AntiDiagonal => &[(r, c), (8 - c, 8 - r)],
        };
        let mut orbit: Vec<Cell> = Vec::with_capacity(images.len());
        for &(row, col) in images {
            let image = Cell::at(row, col).unwrap_or_else(|| unreachable!("rows and columns 0-8"));
            if !orbit.contains(&image) {
                orbit.push(image);
            }
        }
        orbit
    }

    /// The grid's cells cut into orbits, each in the order of its first
    /// cell: the groups of cells that are given or blank together.
    pub fn orbits(self) -> Vec<Vec<Cell>> {
        let mut placed = [false; 81];
        let mut orbits = Vec::new();
        for cell in Cell::all() {
            if placed[cell.index()] {
                continue;
            }
            let orbit = self.orbit(cell);
            for image in &orbit {
                placed[image.index()] = true;
            }
            orbits.push(orbit);
        }
        orbits
    }

    /// Whether the pattern of givens of `grid` has this symmetry.
    pub fn holds(self, grid: &Grid) -> bool {
        Cell::all().all(|cell| {
            let given = grid.get(cell).is_some();
            self.orbit(cell)
                .iter()
                .all(|&image| grid.get(image).is_some() == given)
        })
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row, col).unwrap()
    }

    #[test]
    fn orbits_cover_every_cell_once() {
        for symmetry in Symmetry::ALL {
            let mut cells: Vec<Cell> = symmetry.orbits().into_iter().flatten().collect();
            cells.sort();
            assert_eq!(cells, Cell::all().collect::<Vec<_>>(), "{symmetry}");
        }
    }

    #[test]
    fn orbits_have_the_expected_sizes() {
        let sizes = |s: Symmetry| s.orbits().len();
        assert_eq!(sizes(Symmetry::None), 81);
        // The centre is its own image; the other 80 cells pair up.
        assert_eq!(sizes(Symmetry::Rotational), 41);
        // The centre, and 80 cells in fours.
        assert_eq!(sizes(Symmetry::QuarterTurn), 21);
        // The middle row (or column, or diagonal) is fixed: 9 + 72 / 2.
        for mirror in [
            Symmetry::Horizontal,
            Symmetry::Vertical,
            Symmetry::Diagonal,
            Symmetry::AntiDiagonal,
        ] {
            assert_eq!(sizes(mirror), 45, "{mirror}");
        }
    }

    #[test]
    fn each_symmetry_maps_a_corner_cell_where_it_should() {
        let corner = cell(0, 1);
        let cases = [
            (Symmetry::Rotational, vec![cell(0, 1), cell(8, 7)]),
            (
                Symmetry::QuarterTurn,
                vec![cell(0, 1), cell(1, 8), cell(8, 7), cell(7, 0)],
            ),
            (Symmetry::Horizontal, vec![cell(0, 1), cell(8, 1)]),
            (Symmetry::Vertical, vec![cell(0, 1), cell(0, 7)]),
            (Symmetry::Diagonal, vec![cell(0, 1), cell(1, 0)]),
            (Symmetry::AntiDiagonal, vec![cell(0, 1), cell(7, 8)]),
        ];
        for (symmetry, orbit) in cases {
            assert_eq!(symmetry.orbit(corner), orbit, "{symmetry}");
        }
    }

    #[test]
    fn holds_sees_a_broken_pattern() {
        let mut grid = Grid::empty();
        grid.set(cell(0, 1), crate::Digit::new(4));
        assert!(Symmetry::None.holds(&grid));
        assert!(Symmetry::Diagonal.holds(&Grid::empty()));
        assert!(!Symmetry::Rotational.holds(&grid));
        grid.set(cell(8, 7), crate::Digit::new(2));
        assert!(Symmetry::Rotational.holds(&grid));
        assert!(!Symmetry::QuarterTurn.holds(&grid));
    }
}

/// A symmetry name that names none.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
///
/// Its message quotes the name [echoed](crate::echo): escaped and cut short.
#[error(
    "unknown symmetry '{}', expected one of: none, rotational, quarter-turn, horizontal, vertical, diagonal, anti-diagonal",
    crate::echo(.0)
)]
pub struct UnknownSymmetry(pub String);

impl FromStr for Symmetry {
    type Err = UnknownSymmetry;

    /// The symmetry of this [`name`](Symmetry::name).
    fn from_str(name: &str) -> Result<Symmetry, UnknownSymmetry> {
        Symmetry::ALL
            .into_iter()
            .find(|symmetry| symmetry.name() == name)
            .ok_or_else(|| UnknownSymmetry(name.to_owned()))
    }
}
