//! Loops: chains from a candidate taken false back to the same candidate
//! made true, which prove it, or from it true back to it false, which
//! take it out (HoDoKu's discontinuous nice loops). HoDoKu takes only loops that are not
//! lassos (chains that come back to a cell they left), so where the
//! shortest chain is one, a depth-first search looks for a loop instead.

use super::{Graph, MAX_LINKS, NONE, path_to};
use crate::CellSet;

/// The most states the depth-first search visits for one start.
const BUDGET: usize = 20_000;

/// Where `path`, from a node back to it, fails to be a loop: the cells
/// it comes back to after leaving them, or the start's when the chain
/// does not leave it at once; `None` for a loop. Only the start's cell
/// may come back, at the end.
pub(super) fn lasso(graph: &Graph, path: &[usize]) -> Option<CellSet> {
    let start = graph.nodes[path[0]].0;
    let mut seen = CellSet::default();
    let mut last = start;
    for (i, &n) in path.iter().enumerate().skip(1) {
        let cells = graph.nodes[n].0;
        if cells == last {
            if i == 1 {
                return Some(start);
            }
            continue;
        }
        seen |= last;
        let back = seen & cells;
        if !back.is_empty() {
            let closes = cells == start && path[i..].iter().all(|&m| graph.nodes[m].0 == start);
            return (!closes).then_some(back);
        }
        last = cells;
    }
    None
}

/// The buffers of the loop search, kept from one start to the next.
pub(super) struct Loops {
    /// Each state's distance to the start made true, in links.
    distance: Vec<usize>,
    queue: std::collections::VecDeque<usize>,
    /// The states of the chain being extended.
    chain: Vec<usize>,
}

impl Loops {
    pub(super) fn new(nodes: usize) -> Loops {
        Loops {
            distance: vec![NONE; nodes * 2],
            queue: std::collections::VecDeque::new(),
            chain: Vec::new(),
        }
    }

    /// The shortest loop from state `from` of a node to its other state
    /// `to` (a state is `node * 2`, plus 1 for true) that is not a lasso,
    /// within [`MAX_LINKS`] links and the search's budget.
    pub(super) fn simple_loop(
        &mut self,
        graph: &Graph,
        from: usize,
        to: usize,
    ) -> Option<Vec<usize>> {
        let target = to;
        self.distances_to(graph, target);
        let shortest = self.distance[from];
        if shortest == NONE {
            return None;
        }
        let mut budget = BUDGET;
        for limit in shortest..=MAX_LINKS {
            self.chain.clear();
            self.chain.push(from);
            if self.extend(graph, target, limit, &mut budget) {
                let mut parent = vec![NONE; graph.nodes.len() * 2];
                parent[self.chain[0]] = self.chain[0];
                for pair in self.chain.windows(2) {
                    parent[pair[1]] = pair[0];
                }
                return Some(path_to(&parent, target));
            }
            if budget == 0 {
                break;
            }
        }
        None
    }

    /// Each state's distance to `target` along the links (they go both
    /// ways: a strong link from a node false to one true is one from that
    /// one false back, and so for weak links from true to false).
    fn distances_to(&mut self, graph: &Graph, target: usize) {
        self.distance.fill(NONE);
        self.distance[target] = 0;
        self.queue.clear();
        self.queue.push_back(target);
        while let Some(state) = self.queue.pop_front() {
            let (at, on) = (state / 2, state % 2 == 1);
            // Into a true node come strong links from false ones; into a
            // false one, weak links from true ones.
            let from = if on {
                &graph.strong[at]
            } else {
                &graph.weak[at]
            };
            for &n in from {
                let prev = n * 2 + usize::from(!on);
                if self.distance[prev] == NONE {
                    self.distance[prev] = self.distance[state] + 1;
                    self.queue.push_back(prev);
                }
            }
        }
    }

    /// Extends the chain towards `target` within `limit` links in all,
    /// without a lasso; whether it got there.
    fn extend(&mut self, graph: &Graph, target: usize, limit: usize, budget: &mut usize) -> bool {
        let Some(&state) = self.chain.last() else {
            return false;
        };
        if state == target {
            let nodes: Vec<usize> = self.chain.iter().map(|&s| s / 2).collect();
            return lasso(graph, &nodes).is_none();
        }
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let (at, on) = (state / 2, state % 2 == 1);
        let next = if on {
            &graph.weak[at]
        } else {
            &graph.strong[at]
        };
        let links = self.chain.len() - 1;
        for &n in next {
            let n = n * 2 + usize::from(!on);
            let d = self.distance[n];
            if d == NONE || links + 1 + d > limit || self.comes_back(graph, n / 2, target) {
                continue;
            }
            self.chain.push(n);
            if self.extend(graph, target, limit, budget) {
                return true;
            }
            self.chain.pop();
        }
        false
    }

    /// Whether node `n` would take the chain back to a cell it has left
    /// (the start's cell at the end excepted).
    fn comes_back(&self, graph: &Graph, n: usize, target: usize) -> bool {
        let cells = graph.nodes[n].0;
        let last = graph.nodes[self.chain[self.chain.len() - 1] / 2].0;
        if cells == last {
            return false;
        }
        if n == target / 2 || cells == graph.nodes[target / 2].0 {
            // The start's cell: only to close the loop.
            return false;
        }
        self.chain[..self.chain.len() - 1]
            .iter()
            .any(|&s| !(graph.nodes[s / 2].0 & cells).is_empty())
    }
}
