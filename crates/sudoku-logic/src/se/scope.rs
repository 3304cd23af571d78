//! Where the easy rules look. At a step they look everywhere; inside a
//! dynamic chain (SE's `getAdvancedPotentials`), a hint counts only if it
//! needed gone a candidate the chain removed (its rule parents), so a rule
//! there looks only where the chain's grid differs from the one the chain
//! started on: the houses that lost places of a digit, the cells that lost
//! candidates. What it finds there is what it found everywhere, less
//! hints the chain would have dropped, in the same order.

use super::board::{Board, HOUSE_OF};

/// The houses and cells a rule may find a hint in.
#[derive(Clone, Copy)]
pub(crate) struct Scope {
    /// For each house, the digits (bit `d`) whose places there may count.
    houses: [u16; 27],
    /// The cells (bit `c`) whose candidates may count.
    cells: u128,
}

impl Scope {
    /// Everywhere.
    pub(crate) const ALL: Scope = Scope {
        houses: [0x3fe; 27],
        cells: (1u128 << 81) - 1,
    };

    /// Where `grid` (a chain's) lost candidates that `source` (the grid
    /// the chain started on) has.
    pub(crate) fn changed(source: &Board, grid: &Board) -> Scope {
        let mut scope = Scope {
            houses: [0; 27],
            cells: 0,
        };
        for c in 0..81 {
            let gone = source.cands[c] & !grid.cands[c];
            if gone != 0 {
                scope.cells |= 1 << c;
                for &h in &HOUSE_OF[c] {
                    scope.houses[usize::from(h)] |= gone;
                }
            }
        }
        scope
    }

    /// Every digit of each house where some digit may count: for a rule
    /// whose hints stand on a whole house's places (the direct hidden
    /// sets, which need a hidden single in the house too).
    pub(crate) fn whole_houses(&self) -> Scope {
        Scope {
            houses: self
                .houses
                .map(|digits| if digits != 0 { 0x3fe } else { 0 }),
            cells: self.cells,
        }
    }

    /// The digits of house `h` that may count (bit `d`).
    pub(crate) fn digits(&self, h: usize) -> u16 {
        self.houses[h]
    }

    /// Whether some of `cells` may count.
    pub(crate) fn has_cells_in(&self, cells: u128) -> bool {
        self.cells & cells != 0
    }

    /// Whether a cell may count.
    pub(crate) fn has_cell(&self, c: usize) -> bool {
        self.cells & (1 << c) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_grid_is_in_scope_where_it_lost_candidates() {
        let grid = sudoku_core::Grid::from_values([0; 81]).expect("an empty grid");
        let source = Board::new(&grid);
        let mut reached = source.clone();
        // r1c1 loses 5: row 1, column 1 and box 1 lose a place of 5.
        reached.remove(0, 1 << 5);
        let scope = Scope::changed(&source, &reached);
        assert!(scope.has_cell(0));
        assert!(!scope.has_cell(1));
        for h in 0..27 {
            let expected = if [0, 9, 18].contains(&h) { 1 << 5 } else { 0 };
            assert_eq!(scope.digits(h), expected, "house {h}");
        }
        assert_eq!(Scope::ALL.digits(26), 0x3fe);
        assert!(Scope::ALL.has_cell(80));
    }
}
