//! The net that shows one of HoDoKu's forcing nets: from its premise, the
//! shortest way (breadth-first, first parent kept) along the closures'
//! graph to each fact the conclusion rests on. A link of the tables is
//! one inference; an edge drawn by playing a candidate out with singles
//! (`lookahead.rs`) is opened up into the placements and eliminations of
//! that play which lead to it.
//!
//! A net's nodes are single candidates, so the tables' groups (a digit in
//! some cells of a box and a line) become what they stand for: a group
//! taken false is each of its cells taken false; a group taken true is
//! what made it so (the other places of its digit in a house, taken
//! false), and a candidate it rules out follows from those, as locked
//! candidates do.

use std::collections::{HashMap, VecDeque};

use super::closure::Graph;
use super::lookahead::{self, Derivation};
use crate::net::Fact;
use crate::{Candidates, Net, NetNode};

/// The net from `premise` to every fact of `targets`, if the graph
/// reaches them all.
pub(crate) fn net(
    grid: &Candidates,
    graph: &Graph,
    premise: Fact,
    targets: &[Fact],
) -> Option<Net> {
    let tables = &graph.tables;
    let start = tables.state(premise.0, premise.1, premise.2) as usize;
    // Breadth-first from the premise: each state's first parent, and the
    // order states were met in.
    let mut parent = vec![usize::MAX; graph.next.len()];
    let mut order = vec![usize::MAX; graph.next.len()];
    parent[start] = start;
    order[start] = 0;
    let mut met = 1;
    let mut queue = VecDeque::from([start]);
    while let Some(state) = queue.pop_front() {
        for &to in &graph.next[state] {
            if parent[to] == usize::MAX {
                parent[to] = state;
                order[to] = met;
                met += 1;
                queue.push_back(to);
            }
        }
    }
    // The states on the way to each target, in the order met, so that a
    // state's parent comes before it.
    let mut needed = Vec::new();
    let mut on_the_way = vec![false; graph.next.len()];
    for &(cell, digit, on) in targets {
        let mut state = tables.state(cell, digit, on) as usize;
        if parent[state] == usize::MAX {
            return None;
        }
        while state != start && !on_the_way[state] {
            on_the_way[state] = true;
            needed.push(state);
            state = parent[state];
        }
    }
    needed.sort_by_key(|&s| order[s]);
    let mut built = Builder {
        grid,
        nodes: Vec::new(),
        index: HashMap::new(),
        plays: HashMap::new(),
    };
    let first = built.add(premise, Vec::new());
    // What a state's consequences follow from: the node of a single
    // candidate, the cells of a group taken false, and for a group taken
    // true what made it true.
    let mut reasons: HashMap<usize, Vec<usize>> = HashMap::from([(start, vec![first])]);
    for state in needed {
        let from = parent[state];
        let (cells, digit) = tables.node(state as u32);
        let on = state % 2 == 1;
        let reason = if cells.len() > 1 && on {
            // A group taken true: what made it so.
            reasons[&from].clone()
        } else if cells.len() > 1 {
            // A group taken false: each of its cells.
            cells
                .indices()
                .map(|c| built.node((c, digit, false), &reasons[&from]))
                .collect()
        } else {
            let cell = cells.first()?;
            let played = tables.node(from as u32).0.len() == 1
                && !tables.direct(from).contains(&(state as u32));
            if played {
                let (_, from_digit) = tables.node(from as u32);
                let from_fact = (tables.cell(from as u32), from_digit, from % 2 == 1);
                vec![built.played(from_fact, (cell, digit, on))]
            } else {
                vec![built.node((cell, digit, on), &reasons[&from])]
            }
        };
        reasons.insert(state, reason);
    }
    Some(Net { nodes: built.nodes })
}

/// A net being built: its nodes, the node of each fact, and the plays
/// opened up so far.
struct Builder<'a> {
    grid: &'a Candidates,
    nodes: Vec<NetNode>,
    index: HashMap<Fact, usize>,
    plays: HashMap<Fact, Derivation>,
}

impl Builder<'_> {
    /// Adds `fact` as a node following from the nodes `from`.
    fn add(&mut self, fact: Fact, from: Vec<usize>) -> usize {
        self.nodes.push(NetNode::of(fact, from));
        self.index.insert(fact, self.nodes.len() - 1);
        self.nodes.len() - 1
    }

    /// The node of `fact`: the one the net has, else a new one following
    /// from `from`.
    fn node(&mut self, fact: Fact, from: &[usize]) -> usize {
        match self.index.get(&fact) {
            Some(&at) => at,
            None => self.add(fact, from.to_vec()),
        }
    }

    /// The node of `to`, added as the play of `from` (already a node)
    /// reaches it, with the facts of that play it rests on.
    fn played(&mut self, from: Fact, to: Fact) -> usize {
        if let Some(&at) = self.index.get(&to) {
            return at;
        }
        let grid = self.grid;
        let derivation = self.plays.entry(from).or_insert_with(|| {
            let (cell, digit, on) = from;
            lookahead::implied(grid, grid.scratch(), cell, digit, on)
        });
        let at = derivation
            .position(to)
            .expect("an edge of a play is a fact of the play");
        // Each fact of the play after its parents, from `to` back.
        let mut wanted = vec![false; derivation.facts.len()];
        let mut stack = vec![at];
        while let Some(i) = stack.pop() {
            if !wanted[i] && !self.index.contains_key(&derivation.facts[i]) {
                wanted[i] = true;
                stack.extend(derivation.parents(i).iter().map(|&p| usize::from(p)));
            }
        }
        let steps: Vec<(Fact, Vec<Fact>)> = (0..derivation.facts.len())
            .filter(|&i| wanted[i])
            .map(|i| {
                let parents = derivation.parents(i);
                let parents = parents.iter().map(|&p| derivation.facts[usize::from(p)]);
                (derivation.facts[i], parents.collect())
            })
            .collect();
        for (fact, parents) in steps {
            if self.index.contains_key(&fact) {
                continue;
            }
            let from = parents.iter().map(|p| self.index[p]).collect();
            self.add(fact, from);
        }
        self.index[&to]
    }
}
