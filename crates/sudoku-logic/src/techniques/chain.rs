//! Alternating inference chains: the search that X-chains and XY-chains
//! share. AICs and nice loops are found as HoDoKu's tables find them
//! ([`nice_loop`], [`tables`]), and so are the forcing chains
//! ([`forcing`]); the forcing nets follow the same tables' links, and what
//! singles give, to their closures ([`closure`]).
//!
//! A node is a digit in a cell. A strong link (`=`) joins two nodes of
//! which one is true: a digit's two places in a house, or a bivalue cell's
//! two digits. A weak link (`-`) joins two nodes that are not both true:
//! the same digit in cells that see each other. A chain that starts and
//! ends with a strong link proves that one of its ends is true, so a
//! candidate that excludes both ends is false.

use std::collections::{HashSet, VecDeque};

use sudoku_core::{Cell, Digit};

use super::Found;
use crate::candidates::{bit, digits_of};
use crate::house::seen_by_all;
use crate::{Candidate, Candidates, CellSet, Chain, Node, Step, Technique};

mod closure;
pub(super) mod forcing;
mod lookahead;
mod net;
pub(super) mod nice_loop;
mod tables;

pub(super) use closure::{Implied, closures};
pub(super) use net::net;

/// The longest chain searched, in links.
const MAX_LINKS: usize = 20;

/// Which links a chain may use.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Links {
    /// One digit: its places in houses and cells that see each other.
    X,
    /// Bivalue cells, joined by a digit they share and see each other on.
    Xy,
}

/// The nodes and links of a grid.
struct Graph {
    /// Each node's cells and digit.
    nodes: Vec<(CellSet, u8)>,
    /// The node of each single candidate, `cell * 9 + digit - 1`.
    single: Vec<usize>,
    strong: Vec<Vec<usize>>,
    weak: Vec<Vec<usize>>,
}

const NONE: usize = usize::MAX;

impl Graph {
    fn new(grid: &Candidates, links: Links) -> Graph {
        let mut graph = Graph {
            nodes: Vec::new(),
            single: vec![NONE; 729],
            strong: Vec::new(),
            weak: Vec::new(),
        };
        for cell in 0..81 {
            for d in digits_of(grid.mask(cell)) {
                graph.single[cell * 9 + usize::from(d - 1)] = graph.nodes.len();
                graph.nodes.push((CellSet::single(cell), d));
            }
        }
        graph.strong = vec![Vec::new(); graph.nodes.len()];
        graph.weak = vec![Vec::new(); graph.nodes.len()];
        graph.link(grid, links);
        graph
    }

    /// The states a link leads to from `state` (`node * 2`, plus 1 when
    /// the node is true): from a true node, weak links to false ones; from
    /// a false node, strong links to true ones.
    fn successors(&self, state: usize) -> impl Iterator<Item = usize> + '_ {
        let (at, on) = (state / 2, state % 2 == 1);
        let next = if on { &self.weak[at] } else { &self.strong[at] };
        next.iter().map(move |&n| n * 2 + usize::from(!on))
    }

    /// The node of `digit` in `cell`, a candidate there.
    fn single_of(&self, cell: usize, digit: u8) -> usize {
        self.single[cell * 9 + usize::from(digit - 1)]
    }

    fn link(&mut self, grid: &Candidates, links: Links) {
        let mut strong = HashSet::new();
        if links != Links::Xy {
            for house in 0..27 {
                for d in 1..=9u8 {
                    let places = grid.places_in(d, house);
                    if places.len() == 2 {
                        let mut cells = places.indices();
                        let (a, b) = (cells.next().unwrap_or(0), cells.next().unwrap_or(0));
                        let (a, b) = (self.single_of(a, d), self.single_of(b, d));
                        strong.insert((a, b));
                        strong.insert((b, a));
                    }
                }
            }
        }
        if links != Links::X {
            for cell in 0..81 {
                let mask = grid.mask(cell);
                if mask.count_ones() == 2 {
                    let ds: Vec<u8> = digits_of(mask).collect();
                    let a = self.single[cell * 9 + usize::from(ds[0] - 1)];
                    let b = self.single[cell * 9 + usize::from(ds[1] - 1)];
                    strong.insert((a, b));
                    strong.insert((b, a));
                }
            }
        }
        let mut strong: Vec<(usize, usize)> = strong.into_iter().collect();
        strong.sort_unstable();
        for (a, b) in strong {
            self.strong[a].push(b);
        }
        let mut by_digit: Vec<Vec<usize>> = vec![Vec::new(); 10];
        for (n, &(_, d)) in self.nodes.iter().enumerate() {
            by_digit[usize::from(d)].push(n);
        }
        for n in 0..self.nodes.len() {
            let (cells, d) = self.nodes[n];
            let seen = seen_by_all(cells);
            let mut to: Vec<usize> = Vec::new();
            for &m in &by_digit[usize::from(d)] {
                let (other, _) = self.nodes[m];
                if m == n || !other.is_subset(seen) {
                    continue;
                }
                if links == Links::Xy && grid.mask(other.first().unwrap_or(0)).count_ones() != 2 {
                    continue;
                }
                to.push(m);
            }
            self.weak[n] = to;
        }
    }

    /// The single candidates that cannot be true with node `n`: its digit
    /// in the cells that see all of its cells, and, for a single, the other
    /// digits of its cell.
    fn excluded_by(&self, grid: &Candidates, n: usize) -> Vec<usize> {
        let (cells, d) = self.nodes[n];
        let mut singles: Vec<usize> = (grid.places(d) & seen_by_all(cells))
            .indices()
            .map(|c| self.single[c * 9 + usize::from(d - 1)])
            .collect();
        if cells.len() == 1 {
            let cell = cells.first().unwrap_or(0);
            for e in digits_of(grid.mask(cell) & !bit(d)) {
                singles.push(self.single[cell * 9 + usize::from(e - 1)]);
            }
        }
        singles
    }
}

/// Every chain of `links` that eliminates something, shortest first, as
/// steps of `technique`. `same_digit` asks for chains whose ends are the
/// same digit (X- and XY-chains).
pub(super) fn find(
    grid: &Candidates,
    links: Links,
    technique: Technique,
    same_digit: bool,
    found: Found,
) -> bool {
    let graph = Graph::new(grid, links);
    // The single candidates come first among the nodes: each node's
    // excluded singles as a bit set over them.
    let singles = graph.single.iter().filter(|&&n| n != NONE).count();
    let words = singles.div_ceil(64);
    let excluded: Vec<Vec<u64>> = (0..graph.nodes.len())
        .map(|n| {
            let mut bits = vec![0u64; words];
            for x in graph.excluded_by(grid, n) {
                bits[x / 64] |= 1 << (x % 64);
            }
            bits
        })
        .collect();
    let mut steps: Vec<(usize, Step)> = Vec::new();
    let mut seen_outcomes = HashSet::new();
    let mut search = Search::new(graph.nodes.len());
    for start in 0..graph.nodes.len() {
        let (cells, digit) = graph.nodes[start];
        if links == Links::Xy && grid.mask(cells.first().unwrap_or(0)).count_ones() != 2 {
            continue;
        }
        if excluded[start].iter().all(|&w| w == 0) {
            continue;
        }
        for state in search.ends_from(&graph, start) {
            let end = state / 2;
            if end == start || (same_digit && graph.nodes[end].1 != digit) {
                continue;
            }
            let mut gone: Vec<usize> = Vec::new();
            let (xs, xe) = (&excluded[start], &excluded[end]);
            for (w, (a, b)) in xs.iter().zip(xe).enumerate() {
                let mut bits = a & b;
                while bits != 0 {
                    let x = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    if x != start && x != end {
                        gone.push(x);
                    }
                }
            }
            if gone.is_empty() {
                continue;
            }
            let path = path_to(&search.parent, state);
            let mut key = gone.clone();
            key.sort_unstable();
            if seen_outcomes.insert(key) {
                steps.push((path.len(), xy_step(&graph, technique, &path, &gone)));
            }
        }
    }
    // HoDoKu's choice among chains: the most eliminations, then the
    // smallest weighted sum of what goes (`SolutionStep`'s order),
    // whatever the chain's length.
    steps.sort_by_key(|(length, step)| {
        (
            std::cmp::Reverse(step.eliminations.len()),
            weighted(step),
            *length,
        )
    });
    for (_, step) in steps {
        if !found(step) {
            return false;
        }
    }
    true
}

/// The buffers of a breadth-first search, kept from one start to the next.
struct Search {
    parent: Vec<usize>,
    depth: Vec<usize>,
    /// The states visited by the last search, to reset.
    visited: Vec<usize>,
    queue: VecDeque<usize>,
}

impl Search {
    fn new(nodes: usize) -> Search {
        Search {
            parent: vec![NONE; nodes * 2],
            depth: vec![0; nodes * 2],
            visited: Vec::new(),
            queue: VecDeque::new(),
        }
    }

    /// From `start` (taken false), the states of the nodes a chain makes
    /// true (the start itself too, when its being false forces it);
    /// [`path_to`] gives each shortest chain until the next search.
    fn ends_from(&mut self, graph: &Graph, start: usize) -> Vec<usize> {
        for &state in &self.visited {
            self.parent[state] = NONE;
        }
        self.visited.clear();
        // State: node * 2 + (1 if the node is true).
        let first = start * 2;
        self.parent[first] = first;
        self.depth[first] = 0;
        self.visited.push(first);
        self.queue.push_back(first);
        let mut ends = Vec::new();
        while let Some(state) = self.queue.pop_front() {
            if state % 2 == 1 {
                ends.push(state);
            }
            if self.depth[state] >= MAX_LINKS {
                continue;
            }
            for n in graph.successors(state) {
                if self.parent[n] == NONE {
                    self.parent[n] = state;
                    self.depth[n] = self.depth[state] + 1;
                    self.visited.push(n);
                    self.queue.push_back(n);
                }
            }
        }
        ends
    }
}

/// The nodes from the start to `state`.
fn path_to(parent: &[usize], mut state: usize) -> Vec<usize> {
    let mut path = vec![state / 2];
    while parent[state] != state {
        state = parent[state];
        path.push(state / 2);
    }
    path.reverse();
    path
}

/// A step of `technique` for an X- or XY-chain: `path`'s nodes, strong
/// and weak links in turn from a strong one, taking out the singles `gone`.
fn xy_step(graph: &Graph, technique: Technique, path: &[usize], gone: &[usize]) -> Step {
    let strong = (0..path.len().saturating_sub(1)).map(|i| i % 2 == 0);
    chain_step(
        technique,
        path.iter().map(|&n| graph.nodes[n]),
        strong.collect(),
        gone.iter().map(|&n| {
            let (cells, d) = graph.nodes[n];
            (cells.first().unwrap_or(0), d)
        }),
    )
}

/// A chain step of `technique`: the chain's nodes (cells and digit) in
/// order, whether each link is strong, and what it takes out (cell,
/// digit), sorted by digit, then cell: the order HoDoKu's chain steps
/// take candidates out in (it sorts them so to compare steps), which
/// decides the singles it queues first.
pub(super) fn chain_step(
    technique: Technique,
    nodes: impl Iterator<Item = (CellSet, u8)>,
    strong: Vec<bool>,
    gone: impl Iterator<Item = (usize, u8)>,
) -> Step {
    let mut step = Step::new(technique);
    let nodes: Vec<Node> = nodes
        .map(|(cells, d)| Node {
            cells: cells.cells().collect::<Vec<Cell>>(),
            digit: Digit::new(d).expect("a digit"),
        })
        .collect();
    let mut digits: Vec<Digit> = nodes.iter().map(|n| n.digit).collect();
    digits.sort();
    digits.dedup();
    step.digits = digits;
    step.chains.push(Chain { nodes, strong });
    let mut gone: Vec<(u8, usize)> = gone.map(|(cell, d)| (d, cell)).collect();
    gone.sort_unstable();
    gone.dedup();
    step.eliminations = gone
        .into_iter()
        .map(|(d, cell)| Candidate::new(cell, d))
        .collect();
    step
}

/// HoDoKu's tie-break between steps with as many eliminations: over the
/// eliminations sorted by digit, then cell, the sum of each cell's index
/// times a weight growing by 80, plus the digit.
pub(super) fn weighted(step: &Step) -> u64 {
    index_sum(
        step.eliminations
            .iter()
            .map(|e| (e.digit.get(), e.cell.index())),
    )
}

/// [`weighted`] over eliminations given as (digit, cell), repeats
/// included (HoDoKu counts them).
pub(super) fn index_sum(gone: impl Iterator<Item = (u8, usize)>) -> u64 {
    let mut gone: Vec<(u8, usize)> = gone.collect();
    gone.sort_unstable();
    let mut total = 0u64;
    let mut weight = 1u64;
    for (digit, cell) in gone {
        total += cell as u64 * weight + u64::from(digit);
        weight += 80;
    }
    total
}
