//! Loops: chains from a candidate taken false back to the same candidate
//! made true, which prove it, or from it true back to it false, which
//! take it out (HoDoKu's discontinuous nice loops). HoDoKu takes only
//! loops that are not lassos (chains that come back to a cell they left),
//! so where the shortest chain is one, a depth-first search looks for a
//! loop instead.

use super::{Graph, MAX_LINKS, NONE, path_to};
use crate::CellSet;

/// The most states the depth-first search visits for one start.
const BUDGET: usize = 20_000;

/// Whether `path`, from a node back to it, is a loop: it leaves the
/// start's cell at once and meets no cell twice, but the start's at the
/// end.
pub(super) fn is_loop(graph: &Graph, path: &[usize]) -> bool {
    graph.nodes[path[1]].0 != graph.nodes[path[0]].0 && cells_once(graph, path, true).is_some()
}

/// The cells of `path` if it meets each once (a stretch of nodes in one
/// cell or group counts once; with `ring`, the last stretch may be the
/// first's), `None` if it comes back to one.
pub(super) fn cells_once(graph: &Graph, path: &[usize], ring: bool) -> Option<CellSet> {
    let cells = |n: usize| graph.nodes[n].0;
    let mut runs: Vec<CellSet> = Vec::new();
    for &n in path {
        if runs.last() != Some(&cells(n)) {
            runs.push(cells(n));
        }
    }
    if ring && runs.len() > 1 && runs.first() == runs.last() {
        runs.pop();
    }
    let mut chain = CellSet::default();
    for &run in &runs {
        if !(chain & run).is_empty() {
            return None;
        }
        chain |= run;
    }
    Some(chain)
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

    /// Each state's distance to `target` along the links.
    fn distances_to(&mut self, graph: &Graph, target: usize) {
        self.distance.fill(NONE);
        self.distance[target] = 0;
        self.queue.clear();
        self.queue.push_back(target);
        while let Some(state) = self.queue.pop_front() {
            for prev in graph.predecessors(state) {
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
            return is_loop(graph, &nodes);
        }
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let links = self.chain.len() - 1;
        for n in graph.successors(state) {
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
