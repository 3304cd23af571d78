//! Bifurcation, said as such: a digit tried in a cell that leads to a
//! contradiction, by singles and the constraints alone when it can, by an
//! exhaustive search when nothing shorter shows it.

use super::{Marks, Step, Technique};
use crate::board::{bit, digits};
use crate::rule::{Cell, cell_name};
use crate::solver::{Solver, Stopped};

/// The empty cells, fewest candidates first: bivalue cells give the
/// shortest contradictions.
fn open_cells(marks: &Marks) -> Vec<Cell> {
    let n = marks.size();
    let mut cells: Vec<Cell> = (0..n * n).filter(|&c| marks.value(c) == 0).collect();
    cells.sort_by_key(|&c| (marks.candidates(c).count_ones(), c));
    cells
}

/// A step ruling out `digit` in `cell` for `reason`.
fn refuted(technique: Technique, cell: Cell, digit: u8, reason: String) -> Step {
    let mut step = Step::new(technique);
    step.cells.push(cell);
    step.digits.push(digit);
    step.eliminations.push((cell, digit));
    step.reason = Some(reason);
    step
}

/// The candidates of the first cell (fewest candidates first) whose
/// placement propagates to a contradiction, all of that cell's at once.
/// Candidates of the solution are not tried: sound propagation never
/// refutes them.
///
/// # Errors
///
/// When the budget runs out first.
pub(super) fn contradiction(
    solver: &Solver<'_>,
    marks: &Marks,
    solution: &[u8],
) -> Result<Option<Step>, Stopped> {
    let size = marks.size();
    // The grid is at propagation's fixpoint here (no single and no
    // constraint step is left): a trial wakes only what its cell touches.
    let mut base = marks.board().clone();
    base.clear_dirty();
    let placed: Vec<bool> = (0..size * size).map(|c| marks.value(c) != 0).collect();
    for cell in open_cells(marks) {
        solver.check_budget()?;
        let failing: Vec<u8> = digits(marks.candidates(cell))
            .filter(|&d| d != solution[cell])
            .filter(|&digit| {
                let mut trial = base.clone();
                trial.restrict(cell, bit(digit)).is_err()
                    || solver.fails_after(trial, placed.clone())
            })
            .collect();
        if failing.is_empty() {
            continue;
        }
        let name = cell_name(cell, size);
        let tried: Vec<String> = failing
            .iter()
            .map(|&d| format!("{name}={}", super::step::digit_char(d)))
            .collect();
        let reason = format!(
            "{} {}, by singles and the constraints alone, to a contradiction",
            tried.join(" and "),
            if tried.len() == 1 {
                "leads"
            } else {
                "each lead"
            }
        );
        let mut step = refuted(Technique::Contradiction, cell, failing[0], reason);
        step.digits = failing.clone();
        step.eliminations = failing.iter().map(|&d| (cell, d)).collect();
        return Ok(Some(step));
    }
    Ok(None)
}

/// The first candidate not in the solution, shown to fail by a search of
/// every way on from it.
///
/// # Errors
///
/// When the budget runs out first.
pub(super) fn trial_and_error(
    solver: &mut Solver<'_>,
    marks: &Marks,
    solution: &[u8],
) -> Result<Option<Step>, Stopped> {
    let size = marks.size();
    for cell in open_cells(marks) {
        for digit in digits(marks.candidates(cell)).filter(|&d| d != solution[cell]) {
            let mut trial = marks.board().clone();
            if trial.restrict(cell, bit(digit)).is_err() || !solver.solvable(trial)? {
                let name = cell_name(cell, size);
                let reason = format!(
                    "{name}={} leaves no solution, as a search of every way on from it shows",
                    super::step::digit_char(digit)
                );
                return Ok(Some(refuted(Technique::TrialAndError, cell, digit, reason)));
            }
        }
    }
    Ok(None)
}
