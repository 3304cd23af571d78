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

/// The first candidate (fewest-candidate cells first) whose placement
/// propagates to a contradiction. Candidates of the solution are not
/// tried: sound propagation never refutes them.
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
    for cell in open_cells(marks) {
        solver.check_budget()?;
        for digit in digits(marks.candidates(cell)).filter(|&d| d != solution[cell]) {
            let mut trial = marks.board().clone();
            if trial.restrict(cell, bit(digit)).is_err() || solver.fails(trial) {
                let name = cell_name(cell, size);
                let reason = format!(
                    "{name}={} leads, by singles and the constraints alone, to a contradiction",
                    super::step::digit_char(digit)
                );
                return Ok(Some(refuted(Technique::Contradiction, cell, digit, reason)));
            }
        }
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
