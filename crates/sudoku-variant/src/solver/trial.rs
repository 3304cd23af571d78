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

    /// Whether `board` propagates to a contradiction, waking only the
    /// houses and rules of the cells marked as changed: for a trial from a
    /// grid already at propagation's fixpoint (the explainer's, once no
    /// constraint step is left), where `placed` says which cells' digits
    /// have left their peers.
    pub(crate) fn fails_after(&self, board: Board, placed: Vec<bool>) -> bool {
        let mut node = Node { board, placed };
        self.settle(&mut node, false).is_err()
    }
}
