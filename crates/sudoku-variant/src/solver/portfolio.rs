//! Two ways of searching, one after the other: most published puzzles
//! fall to propagation and a few dozen nodes, where probing failed
//! candidates near the root (a propagation per candidate) costs more than
//! the whole search; deeper ones gain from the probing. So the search runs
//! first without probing for [`QUICK_TURN`] nodes, then, if unfinished,
//! again from the probed root, probing near it, with no bound of its own
//! and with what the quick turn learned of where it fails forgotten (that
//! led the second search astray: several times slower on some puzzles).

use std::ops::ControlFlow;

use super::{Node, PROBED, Solver, Stopped};

/// The quick turn's budget of nodes.
const QUICK_TURN: u64 = 512;

impl Solver<'_> {
    /// Every solution below `root` until `visit` breaks, as
    /// [`Solver::search`] finds them: a quick turn without probing, then
    /// one with it; `reset` forgets what `visit` saw before the second.
    /// The node to search further from: `root`, probed if the second turn
    /// ran.
    pub(super) fn in_turns(
        &mut self,
        root: Node,
        visit: &mut dyn FnMut(&[u8]) -> ControlFlow<()>,
        reset: &mut dyn FnMut(),
    ) -> Result<Node, Stopped> {
        self.probed = 0;
        self.turn_end = self.nodes.saturating_add(QUICK_TURN);
        let quick = self.search(root.clone(), 0, visit);
        let over = self.nodes > self.turn_end;
        self.turn_end = u64::MAX;
        match quick {
            Ok(_) => return Ok(root),
            Err(Stopped) if over && self.nodes <= self.node_limit => {}
            Err(stopped) => return Err(stopped),
        }
        reset();
        self.forget_failures();
        self.probed = PROBED;
        let mut probed = root.clone();
        if self.probe(&mut probed).is_err() {
            // Probing the root found no solution: there is none.
            return Ok(root);
        }
        let _flow = self.search(probed.clone(), 0, visit)?;
        Ok(probed)
    }

    /// Up to `limit` solutions below `root`, in turns; and the node to
    /// search further from.
    pub(super) fn first_solutions(
        &mut self,
        root: Node,
        limit: usize,
    ) -> Result<(Vec<Vec<u8>>, Node), Stopped> {
        let found = std::cell::RefCell::new(Vec::new());
        if limit == 0 {
            return Ok((Vec::new(), root));
        }
        let root = self.in_turns(
            root,
            &mut |grid| {
                let mut found = found.borrow_mut();
                found.push(grid.to_vec());
                if found.len() >= limit {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            },
            &mut || found.borrow_mut().clear(),
        )?;
        Ok((found.into_inner(), root))
    }
}
