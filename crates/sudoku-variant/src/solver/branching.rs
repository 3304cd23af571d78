//! Which cell the search branches on: the fewest candidates for the most
//! failures (dom/wdeg), or, for the lexicographically smallest solution,
//! simply the first open cell in reading order.

use super::Solver;
use crate::board::Digits;

impl Solver<'_> {
    /// The cell to branch on among `cells` (the node's candidates), `None`
    /// when every cell is solved.
    pub(super) fn branch_cell(&self, cells: &[Digits]) -> Option<usize> {
        if self.in_reading_order {
            return cells.iter().position(|c| c.count_ones() > 1);
        }
        let scratch = self.scratch.borrow();
        // The fewest candidates for the most weight: the rules that watch
        // the cell, and how often its rules and houses failed. (Filling an
        // empty grid at random, failures say little: the fewest
        // candidates, then the rules' weight, fill random jigsaw layouts
        // within the bound far more often.)
        let counted = self.shuffle.is_none();
        let weight = |c: usize| {
            if !counted {
                return (1, self.weight[c]);
            }
            let fails: u32 = self.rules_of[c]
                .iter()
                .map(|&r| scratch.rule_fails[r])
                .sum::<u32>()
                + self.houses_of[c]
                    .iter()
                    .map(|&h| scratch.house_fails[h])
                    .sum::<u32>();
            (1 + u64::from(fails), self.weight[c])
        };
        (0..cells.len())
            .filter(|&c| cells[c].count_ones() > 1)
            .map(|c| (c, u64::from(cells[c].count_ones()), weight(c)))
            .min_by(|a, b| (a.1 * b.2.0).cmp(&(b.1 * a.2.0)).then(b.2.1.cmp(&a.2.1)))
            .map(|(c, _, _)| c)
    }
}
