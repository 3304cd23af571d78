//! Alternating inference chains, the search that X-chains, XY-chains and
//! AICs share.
//!
//! A node is a digit in a cell. A strong link (`=`) joins two nodes of
//! which one is true: a digit's two places in a house, or a bivalue cell's
//! two digits. A weak link (`-`) joins two nodes that are not both true:
//! the same digit in cells that see each other, or two digits of one cell.
//! A chain that starts and ends with a strong link proves that one of its
//! ends is true, so a candidate weakly linked to both ends is false.

use std::collections::VecDeque;

use sudoku_core::{Cell, Digit};

use super::Found;
use crate::candidates::{bit, digits_of};
use crate::house::{CELL_HOUSES, PEERS};
use crate::{Candidate, Candidates, Chain, Node, Step, Technique};

/// The longest chain searched, in links.
const MAX_LINKS: usize = 20;

/// Which links a chain may use.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Links {
    /// One digit: conjugate pairs and cells that see each other.
    X,
    /// Bivalue cells, joined by a digit they share and see each other on.
    Xy,
    /// Any.
    All,
}

/// A candidate as a node number: `cell * 9 + digit - 1`.
fn node(cell: usize, digit: u8) -> usize {
    cell * 9 + usize::from(digit - 1)
}

fn cell_of(node: usize) -> usize {
    node / 9
}

fn digit_of(node: usize) -> u8 {
    (node % 9) as u8 + 1
}

/// The nodes strongly linked to `from`.
fn strong(grid: &Candidates, links: Links, from: usize) -> Vec<usize> {
    let (cell, digit) = (cell_of(from), digit_of(from));
    let mut to = Vec::new();
    if links != Links::Xy {
        for house in CELL_HOUSES[cell] {
            let places = grid.places_in(digit, house.index());
            if places.len() == 2 {
                let other = (places - crate::CellSet::single(cell))
                    .first()
                    .unwrap_or(cell);
                if !to.contains(&node(other, digit)) {
                    to.push(node(other, digit));
                }
            }
        }
    }
    if links != Links::X && grid.mask(cell).count_ones() == 2 {
        for d in digits_of(grid.mask(cell) & !bit(digit)) {
            to.push(node(cell, d));
        }
    }
    to
}

/// The nodes weakly linked to `from` that a chain of `links` may use.
fn weak(grid: &Candidates, links: Links, from: usize) -> Vec<usize> {
    let (cell, digit) = (cell_of(from), digit_of(from));
    let mut to: Vec<usize> = (grid.places(digit) & PEERS[cell])
        .indices()
        .filter(|&c| links != Links::Xy || grid.mask(c).count_ones() == 2)
        .map(|c| node(c, digit))
        .collect();
    if links == Links::All {
        for d in digits_of(grid.mask(cell) & !bit(digit)) {
            to.push(node(cell, d));
        }
    }
    to
}

/// Whether candidates `a` and `b` cannot both be true.
fn excludes(a: usize, b: usize) -> bool {
    let (ca, cb) = (cell_of(a), cell_of(b));
    if ca == cb {
        return a != b;
    }
    digit_of(a) == digit_of(b) && PEERS[ca].has(cb)
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
    let candidates: Vec<usize> = (0..81)
        .flat_map(|c| digits_of(grid.mask(c)).map(move |d| node(c, d)))
        .collect();
    let mut steps: Vec<(usize, Step)> = Vec::new();
    let mut seen_outcomes = std::collections::HashSet::new();
    for &start in &candidates {
        if links == Links::Xy && grid.mask(cell_of(start)).count_ones() != 2 {
            continue;
        }
        for (path, end) in chains_from(grid, links, start) {
            if same_digit && digit_of(end) != digit_of(start) {
                continue;
            }
            let gone: Vec<usize> = candidates
                .iter()
                .copied()
                .filter(|&x| x != start && x != end && excludes(x, start) && excludes(x, end))
                .collect();
            if gone.is_empty() {
                continue;
            }
            let mut key = gone.clone();
            key.sort_unstable();
            if !seen_outcomes.insert(key) {
                continue;
            }
            steps.push((path.len(), chain_step(technique, &path, &gone)));
        }
    }
    steps.sort_by_key(|(length, step)| (*length, std::cmp::Reverse(step.eliminations.len())));
    for (_, step) in steps {
        if !found(step) {
            return false;
        }
    }
    true
}

/// From `start` (taken false), the shortest chain to each node that is then
/// true, as the path of nodes and its end.
fn chains_from(grid: &Candidates, links: Links, start: usize) -> Vec<(Vec<usize>, usize)> {
    // State: node * 2 + (1 if the node is true).
    let mut parent = vec![usize::MAX; 729 * 2];
    let mut depth = vec![0usize; 729 * 2];
    let mut queue = VecDeque::new();
    let first = start * 2;
    parent[first] = first;
    queue.push_back(first);
    let mut ends = Vec::new();
    while let Some(state) = queue.pop_front() {
        let (at, on) = (state / 2, state % 2 == 1);
        if on && at != start {
            ends.push((path_to(&parent, state), at));
        }
        if depth[state] >= MAX_LINKS {
            continue;
        }
        let next: Vec<usize> = if on {
            weak(grid, links, at).into_iter().map(|n| n * 2).collect()
        } else {
            strong(grid, links, at)
                .into_iter()
                .map(|n| n * 2 + 1)
                .collect()
        };
        for n in next {
            if parent[n] == usize::MAX {
                parent[n] = state;
                depth[n] = depth[state] + 1;
                queue.push_back(n);
            }
        }
    }
    ends
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

fn chain_step(technique: Technique, path: &[usize], gone: &[usize]) -> Step {
    let mut step = Step::new(technique);
    let nodes: Vec<Node> = path
        .iter()
        .map(|&n| Node {
            cells: vec![Cell::new(cell_of(n)).expect("a cell")],
            digit: Digit::new(digit_of(n)).expect("a digit"),
        })
        .collect();
    let strong = (0..nodes.len().saturating_sub(1))
        .map(|i| i % 2 == 0)
        .collect();
    let mut digits: Vec<Digit> = nodes.iter().map(|n| n.digit).collect();
    digits.sort();
    digits.dedup();
    step.digits = digits;
    step.chains.push(Chain { nodes, strong });
    step.eliminations = gone
        .iter()
        .map(|&n| Candidate::new(cell_of(n), digit_of(n)))
        .collect();
    step.tidy()
}
