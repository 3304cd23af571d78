//! What is asked of the search: how many solutions, the solution (the
//! lexicographically smallest of several), the true candidates, a random
//! filled grid; a classic puzzle goes to `sudoku_core`'s engine instead.

use std::cell::Cell as Counter;
use std::ops::ControlFlow;

use super::{Budget, Node, Outcome, PROBE_EACH, Solver, Stopped};
use crate::board::{Digits, bit, digits};
use crate::puzzle::Puzzle;

/// How many solutions `puzzle` has, counting up to `limit`.
///
/// # Errors
///
/// When the budget runs out first.
pub fn count(puzzle: &Puzzle, limit: u64, budget: Budget<'_>) -> Result<u64, Stopped> {
    count_within(puzzle, limit, u64::MAX, budget).map(|n| n.unwrap_or(limit))
}

/// [`count`], giving up (`None`) after `nodes` nodes of search (the
/// classic engine, which a classic puzzle goes to, never does): the
/// generator's bound on one removal's check, the same on every machine.
///
/// # Errors
///
/// When the budget runs out first.
pub(crate) fn count_within(
    puzzle: &Puzzle,
    limit: u64,
    nodes: u64,
    budget: Budget<'_>,
) -> Result<Option<u64>, Stopped> {
    if limit == 0 {
        return Ok(Some(0));
    }
    if let Some(grid) = puzzle.classic() {
        let limit = usize::try_from(limit).unwrap_or(usize::MAX);
        let stop = || budget.spent();
        return Ok(Some(sudoku_core::count_until(&grid, limit, &stop) as u64));
    }
    let mut solver = Solver::new(puzzle, budget);
    solver.node_limit = nodes;
    let Some(root) = solver.root() else {
        return Ok(Some(0));
    };
    let n = Counter::new(0);
    let flow = solver.in_turns(
        root,
        &mut |_| {
            n.set(n.get() + 1);
            if n.get() >= limit {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        },
        &mut || n.set(0),
    );
    let n = n.get();
    match flow {
        Ok(_) => Ok(Some(n.min(limit))),
        Err(Stopped) if solver.nodes > nodes => Ok(None),
        Err(stopped) => Err(stopped),
    }
}

/// The solution of `puzzle`: none, the only one, or the lexicographically
/// smallest of several.
///
/// # Errors
///
/// When the budget runs out first.
pub fn solve(puzzle: &Puzzle, budget: Budget<'_>) -> Result<Outcome, Stopped> {
    if let Some(grid) = puzzle.classic() {
        return Ok(match sudoku_core::solve(&grid) {
            sudoku_core::Solution::None => Outcome::None,
            sudoku_core::Solution::Unique(g) => Outcome::Unique(g.values().to_vec()),
            sudoku_core::Solution::Multiple(g) => Outcome::Multiple(g.values().to_vec()),
        });
    }
    let mut solver = Solver::new(puzzle, budget);
    let Some(root) = solver.root() else {
        return Ok(Outcome::None);
    };
    let (two, root) = solver.first_solutions(root, 2)?;
    match two.len() {
        0 => return Ok(Outcome::None),
        1 => return Ok(Outcome::Unique(two.into_iter().next().unwrap_or_default())),
        _ => {}
    }
    // Several. The search in reading order, smallest digit first, meets
    // the smallest first, and on most grids few dead ends on the way (an
    // empty 20×20: in milliseconds, where fixing the cells one by one took
    // seconds); past its bound, the cells are fixed one by one.
    let smallest = match in_reading_order(&mut solver, &root)? {
        Some(smallest) => smallest,
        None => cell_by_cell(&mut solver, root)?,
    };
    Ok(Outcome::Multiple(smallest))
}

/// The lexicographically smallest solution below `root` (which has one):
/// its cells fixed in reading order, each to its smallest digit that
/// still leaves a solution, each asked of the usual search.
fn cell_by_cell(solver: &mut Solver<'_>, root: Node) -> Result<Vec<u8>, Stopped> {
    let mut node = root;
    for cell in 0..node.board.cells().len() {
        for d in digits(node.board.get(cell)) {
            let mut child = node.clone();
            if child.board.restrict(cell, bit(d)).is_err() || solver.propagate(&mut child).is_err()
            {
                continue;
            }
            if !solver.solutions(child.clone(), 1)?.is_empty() {
                node = child;
                break;
            }
        }
    }
    Ok(node.board.solved().unwrap_or_default())
}

/// The search in reading order's bound, in nodes a cell.
const READING_NODES_A_CELL: u64 = 8;

/// The lexicographically smallest solution below `root` (which has one),
/// by the search in reading order, smallest digit first; `None` past
/// [`READING_NODES_A_CELL`] nodes a cell.
fn in_reading_order(solver: &mut Solver<'_>, root: &Node) -> Result<Option<Vec<u8>>, Stopped> {
    let cells = root.board.cells().len() as u64;
    let bound = solver.nodes.saturating_add(READING_NODES_A_CELL * cells);
    let limit = solver.node_limit;
    solver.node_limit = bound;
    solver.in_reading_order = true;
    let found = solver.solutions(root.clone(), 1);
    solver.in_reading_order = false;
    solver.node_limit = limit;
    match found {
        Ok(mut found) => Ok(found.pop()),
        Err(Stopped) if solver.nodes > bound => Ok(None),
        Err(stopped) => Err(stopped),
    }
}

/// The true candidates of `puzzle`: for each cell, every digit it has in
/// at least one solution; `None` when there is no solution. With
/// `sample`, the search stops after that many solutions and the answer is
/// what they show (a subset of the true candidates).
///
/// # Errors
///
/// When the budget runs out first.
pub fn candidates(
    puzzle: &Puzzle,
    sample: Option<u64>,
    budget: Budget<'_>,
) -> Result<Option<Vec<Digits>>, Stopped> {
    let mut solver = Solver::new(puzzle, budget);
    let Some(root) = solver.root() else {
        return Ok(None);
    };
    let cells = root.board.cells().len();
    let mut seen: Vec<Digits> = vec![0; cells];
    let mut found = 0u64;
    // One solution or none: nothing else to look for.
    let (first, root) = solver.first_solutions(root, 2)?;
    if first.is_empty() {
        return Ok(None);
    }
    for grid in &first {
        if sample.is_some_and(|limit| found >= limit) {
            break;
        }
        found += 1;
        for (set, &digit) in seen.iter_mut().zip(grid) {
            *set |= bit(digit);
        }
    }
    if first.len() == 1 {
        return Ok(Some(seen));
    }
    // Many searches from here, each for one candidate: probing each of
    // them near its root costs more than it saves.
    solver.probed = PROBE_EACH;
    for cell in 0..cells {
        for d in digits(root.board.get(cell) & !seen[cell]) {
            if sample.is_some_and(|limit| found >= limit) {
                break;
            }
            if seen[cell] & bit(d) != 0 {
                continue;
            }
            let mut child = root.clone();
            if child.board.restrict(cell, bit(d)).is_err() {
                continue;
            }
            if let Some(grid) = solver.solutions(child, 1)?.pop() {
                found += 1;
                for (set, &digit) in seen.iter_mut().zip(&grid) {
                    *set |= bit(digit);
                }
            }
        }
    }
    Ok(seen.iter().any(|&s| s != 0).then_some(seen))
}

/// A solution of `puzzle` found with digits tried in the random order
/// `seed` gives: a random filled grid of an empty puzzle.
///
/// # Errors
///
/// When the budget runs out first.
pub fn random_solution(
    puzzle: &Puzzle,
    seed: u64,
    budget: Budget<'_>,
) -> Result<Option<Vec<u8>>, Stopped> {
    random_fill(puzzle, seed, u64::MAX, budget)
}

/// [`random_solution`], giving up (`None`, as when there is no solution)
/// after `nodes` nodes of search: for layouts that may have no filled
/// grid, or one hard to find, the same for a seed on every machine.
///
/// # Errors
///
/// When the budget runs out first.
pub(crate) fn random_fill(
    puzzle: &Puzzle,
    seed: u64,
    nodes: u64,
    budget: Budget<'_>,
) -> Result<Option<Vec<u8>>, Stopped> {
    let mut solver = Solver::new(puzzle, budget);
    solver.shuffle = Some(seed);
    solver.node_limit = nodes;
    // An empty grid to fill: probing from the start (no quick turn) finds
    // a filled grid of a random layout within the bound far more often.
    let Some(mut root) = solver.root() else {
        return Ok(None);
    };
    if solver.probe(&mut root).is_err() {
        return Ok(None);
    }
    match solver.solutions(root, 1) {
        Ok(mut found) => Ok(found.pop()),
        Err(Stopped) if solver.nodes > nodes => Ok(None),
        Err(stopped) => Err(stopped),
    }
}

/// True candidates as rows of cells, each its digits.
pub fn candidate_rows(sets: &[Digits], size: usize) -> Vec<Vec<Vec<u8>>> {
    sets.chunks(size)
        .map(|row| row.iter().map(|&s| digits(s).collect()).collect())
        .collect()
}

/// The `candidates` JSON record: `{"size", "candidates", "status"}`, the
/// candidates `null` and the status `none` without a solution.
pub fn candidates_record(found: Option<&[Digits]>, size: usize) -> serde_json::Value {
    match found {
        None => serde_json::json!({ "size": size, "candidates": null, "status": "none" }),
        Some(sets) => {
            let unique = sets.iter().all(|s| s.count_ones() == 1);
            serde_json::json!({
                "size": size,
                "candidates": candidate_rows(sets, size),
                "status": if unique { "unique" } else { "several" },
            })
        }
    }
}

#[cfg(test)]
mod tests;
