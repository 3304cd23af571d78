//! Chains of inferences, one premise each (alternating inference chains
//! over every constraint): a candidate false makes another true through a
//! strong link (the other candidate of a bivalue cell, the other place of
//! a digit in a house); a candidate true makes others false through a
//! weak link (its peers, and what each constraint reading its cell rules
//! out, [`Consequences`]). When `A` false leads to `Z` true, one of them
//! holds, and whatever both rule out goes.

use std::collections::VecDeque;

use super::forcing::Consequences;
use super::{House, Marks, Step, Technique, step::digit_char};
use crate::board::{Digits, bit, digits};
use crate::rule::{Cell, cell_name};

/// The longest chain looked for, in links.
const LONGEST: usize = 24;

/// A node: a candidate taken true or false.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Node {
    cell: Cell,
    digit: u8,
    on: bool,
}

/// The first chain, from the candidates of the cells with the fewest,
/// that rules something out (or places its start).
pub(super) fn chain(marks: &Marks, houses: &[House], found: &Consequences) -> Option<Step> {
    let n = marks.size();
    let mut houses_of = vec![Vec::new(); n * n];
    for house in houses.iter().filter(|h| h.full) {
        for &cell in &house.cells {
            houses_of[cell].push(house);
        }
    }
    let mut cells: Vec<Cell> = (0..n * n).filter(|&c| marks.value(c) == 0).collect();
    cells.sort_by_key(|&c| (marks.candidates(c).count_ones(), c));
    for &cell in &cells {
        for digit in digits(marks.candidates(cell)) {
            // A chain starts with a strong link: nothing follows a start
            // without one.
            if strong(marks, &houses_of, cell, digit).is_empty() {
                continue;
            }
            if let Some(step) = from(marks, &houses_of, found, cell, digit) {
                return Some(step);
            }
        }
    }
    None
}

/// The candidates a false candidate makes true: the other of a bivalue
/// cell, the other place of a digit with two in a house.
fn strong(marks: &Marks, houses_of: &[Vec<&House>], cell: Cell, digit: u8) -> Vec<(Cell, u8)> {
    let mut out = Vec::new();
    let set = marks.candidates(cell);
    if set.count_ones() == 2 {
        out.extend(digits(set & !bit(digit)).map(|d| (cell, d)));
    }
    for house in &houses_of[cell] {
        let mut places = house
            .cells
            .iter()
            .filter(|&&c| marks.value(c) == 0 && marks.candidates(c) & bit(digit) != 0);
        if let (Some(&a), Some(&b), None) = (places.next(), places.next(), places.next()) {
            out.push((if a == cell { b } else { a }, digit));
        }
    }
    out
}

/// What the search asks of each node it reaches, with the parents so far.
type Visit<'a> = dyn FnMut(Node, &[Option<Node>]) -> Option<Step> + 'a;

/// The index of a node in the search's tables.
fn index(node: Node, n: usize) -> usize {
    ((node.cell * n + usize::from(node.digit) - 1) << 1) | usize::from(node.on)
}

/// Breadth first from `start` (the shortest chains first), up to
/// [`LONGEST`] links: `visit` is asked of each node reached, with the
/// parents so far, until it gives a step.
fn search(
    marks: &Marks,
    houses_of: &[Vec<&House>],
    found: &Consequences,
    start: Node,
    visit: &mut Visit<'_>,
) -> Option<Step> {
    let n = marks.size();
    let mut parent: Vec<Option<Node>> = vec![None; n * n * n * 2];
    let mut depth = vec![0usize; n * n * n * 2];
    parent[index(start, n)] = Some(start);
    let mut queue = VecDeque::from([start]);
    while let Some(node) = queue.pop_front() {
        let d = depth[index(node, n)];
        if d >= LONGEST {
            continue;
        }
        let next: Vec<Node> = if node.on {
            match found.of(node.cell, node.digit) {
                Some(lost) => lost
                    .iter()
                    .enumerate()
                    .flat_map(|(c, &set)| digits(set).map(move |d| (c, d)))
                    .map(|(cell, digit)| Node {
                        cell,
                        digit,
                        on: false,
                    })
                    .collect(),
                None => Vec::new(),
            }
        } else {
            strong(marks, houses_of, node.cell, node.digit)
                .into_iter()
                .map(|(cell, digit)| Node {
                    cell,
                    digit,
                    on: true,
                })
                .collect()
        };
        for child in next {
            let i = index(child, n);
            if parent[i].is_some() {
                continue;
            }
            parent[i] = Some(node);
            depth[i] = d + 1;
            if let Some(step) = visit(child, &parent) {
                return Some(step);
            }
            queue.push_back(child);
        }
    }
    None
}

/// The chains from `cell`≠`digit`: to a candidate made true, when both
/// ends rule something out.
fn from(
    marks: &Marks,
    houses_of: &[Vec<&House>],
    found: &Consequences,
    cell: Cell,
    digit: u8,
) -> Option<Step> {
    let start_lost = found.of(cell, digit)?;
    let start = Node {
        cell,
        digit,
        on: false,
    };
    search(marks, houses_of, found, start, &mut |child, parent| {
        if !child.on {
            return None;
        }
        conclude(marks, found, start_lost, start, child, parent)
    })
}

/// The chain from `start` to `end`, as literals (`r1c1=5`, `r2c3<>4`).
fn path(end: Node, start: Node, parent: &[Option<Node>], n: usize) -> Vec<String> {
    let mut nodes = vec![end];
    let mut at = end;
    while at != start {
        match parent[index(at, n)] {
            Some(p) => at = p,
            None => break,
        }
        nodes.push(at);
    }
    nodes.reverse();
    nodes
        .iter()
        .map(|node| {
            let sign = if node.on { "=" } else { "<>" };
            format!(
                "{}{sign}{}",
                cell_name(node.cell, n),
                digit_char(node.digit)
            )
        })
        .collect()
}

/// The step of a chain from `start` (false) to `end` (true), if it rules
/// anything out: `start` itself when the chain comes back to it true,
/// else what both ends rule out.
fn conclude(
    marks: &Marks,
    found: &Consequences,
    start_lost: &[Digits],
    start: Node,
    end: Node,
    parent: &[Option<Node>],
) -> Option<Step> {
    let n = marks.size();
    let mut step = Step::new(Technique::Chain);
    if (end.cell, end.digit) == (start.cell, start.digit) {
        step.placements.push((start.cell, start.digit));
    } else {
        let end_lost = found.of(end.cell, end.digit)?;
        step.eliminations = start_lost
            .iter()
            .zip(end_lost)
            .enumerate()
            .flat_map(|(c, (&a, &b))| digits(a & b).map(move |d| (c, d)))
            .collect();
        if step.eliminations.is_empty() {
            return None;
        }
    }
    let path = path(end, start, parent, n);
    step.cells = vec![start.cell, end.cell];
    step.digits = vec![start.digit, end.digit];
    step.reason = Some(if step.placements.is_empty() {
        format!(
            "{}: {}={} or {}={}",
            path.join(" => "),
            cell_name(start.cell, n),
            digit_char(start.digit),
            cell_name(end.cell, n),
            digit_char(end.digit)
        )
    } else {
        format!("{}: so {} cannot be false", path.join(" => "), path[0])
    });
    Some(step)
}
