//! What the explainer asks of the search: whether a digit tried fails by
//! propagation alone, and whether a grid has a solution at all.

use super::{Node, Solver, Stopped};
use crate::board::Board;

impl Solver<'_> {
    /// Stops when the budget is spent.
    ///
    /// # Errors
    ///
    /// [`Stopped`], when it is.
    pub(crate) fn check_budget(&self) -> Result<(), Stopped> {
        if self.budget.spent() {
            Err(Stopped)
        } else {
            Ok(())
        }
    }

    /// Whether `board`, every cell taken as changed, propagates (singles
    /// in every house and each rule's own) to a contradiction: the
    /// explainer's test of a digit tried.
    pub(crate) fn fails(&self, mut board: Board) -> bool {
        board.mark_all();
        let placed = vec![false; board.cells().len()];
        let mut node = Node { board, placed };
        self.settle(&mut node, true).is_err()
    }

    /// Whether `board` has a solution, searched for in full: the
    /// explainer's last resort, when no digit fails by propagation.
    ///
    /// # Errors
    ///
    /// When the budget runs out first.
    pub(crate) fn solvable(&mut self, mut board: Board) -> Result<bool, Stopped> {
        board.mark_all();
        let placed = vec![false; board.cells().len()];
        let mut node = Node { board, placed };
        if self.settle(&mut node, true).is_err() {
            return Ok(false);
        }
        Ok(!self.solutions(node, 1)?.is_empty())
    }
}
