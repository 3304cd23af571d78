//! Variant puzzles (f-puzzles links, strings and JSON): `solve`, `count`
//! and `check` take them as text, and `candidates` gives the true
//! candidates of any puzzle.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyString;
use serde_json::json;
use sudoku_io::{AnyPuzzle, Format};
use sudoku_variant::Puzzle;
use sudoku_variant::logic::{self, Unexplainable};
use sudoku_variant::solver::{self, Budget, Outcome, Stopped};

use crate::errors::UnsolvableError;
use crate::interrupt::{Stop, interruptible};
use crate::record::to_python;
use crate::shape;

/// Adds `candidates` to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(candidates, m)?)?;
    Ok(())
}

/// The variant puzzle `object` holds, when it is text that reads as one
/// (the classic ones go the classic way).
pub(crate) fn variant(
    object: &Bound<'_, PyAny>,
    format: Option<Format>,
) -> PyResult<Option<Puzzle>> {
    let variants = [Format::Fpuzzles, Format::Variant];
    if !object.is_instance_of::<PyString>() || format.is_some_and(|f| !variants.contains(&f)) {
        return Ok(None);
    }
    let text: String = object.extract()?;
    // A classic puzzle, or an error, is the classic path's to answer.
    match sudoku_io::read_any(text.as_bytes(), format) {
        Ok((_, AnyPuzzle::Variant(puzzle))) => Ok(Some(*puzzle)),
        _ => Ok(None),
    }
}

fn budget(stop: &Stop) -> Budget<'_> {
    Budget {
        deadline: None,
        stop: Some(stop),
    }
}

fn stopped(_: Stopped) -> PyErr {
    pyo3::exceptions::PyKeyboardInterrupt::new_err("stopped")
}

/// Rows of digits.
fn rows(grid: &[u8], size: usize) -> Vec<Vec<u8>> {
    grid.chunks(size).map(<[u8]>::to_vec).collect()
}

/// `sudoku.solve` on a variant: its solution as rows of digits, or None.
pub(crate) fn solve(py: Python<'_>, puzzle: &Puzzle) -> PyResult<Py<PyAny>> {
    let outcome =
        interruptible(py, |stop| solver::solve(puzzle, budget(stop)))?.map_err(stopped)?;
    match outcome {
        Outcome::Unique(grid) | Outcome::Multiple(grid) => {
            to_python(py, &json!(rows(&grid, puzzle.size())))
        }
        Outcome::None => Ok(py.None()),
    }
}

/// `sudoku.count` on a variant.
pub(crate) fn count(py: Python<'_>, puzzle: &Puzzle, limit: usize) -> PyResult<usize> {
    let n = interruptible(py, |stop| solver::count(puzzle, limit as u64, budget(stop)))?
        .map_err(stopped)?;
    Ok(n as usize)
}

/// The explainer's failure as Python's: a stop as KeyboardInterrupt, no
/// single solution as UnsolvableError.
fn unexplainable(why: Unexplainable) -> PyErr {
    match why {
        Unexplainable::Stopped => stopped(Stopped),
        other => UnsolvableError::new_err(other.to_string()),
    }
}

/// `sudoku.explain` on a variant: the record `sudoku explain --to json`
/// writes (`"scale": "variant"`).
pub(crate) fn explain(py: Python<'_>, puzzle: &Puzzle) -> PyResult<Py<PyAny>> {
    let explanation =
        interruptible(py, |stop| logic::explain(puzzle, budget(stop)))?.map_err(unexplainable)?;
    to_python(py, &sudoku_io::variant_explain_json(puzzle, &explanation))
}

/// `sudoku.hint` on a variant: the record `sudoku hint --to json` writes.
pub(crate) fn hint(py: Python<'_>, puzzle: &Puzzle) -> PyResult<Py<PyAny>> {
    let step =
        interruptible(py, |stop| logic::hint(puzzle, budget(stop)))?.map_err(unexplainable)?;
    to_python(py, &sudoku_io::variant_hint_json(puzzle, step.as_ref()))
}

/// `sudoku.check` on a variant: `{"size", "givens", "status", "report"}`,
/// with `"broken": {"rule", "cells"}` when the givens break a rule.
pub(crate) fn check(py: Python<'_>, puzzle: &Puzzle) -> PyResult<Py<PyAny>> {
    let report = interruptible(py, |stop| {
        sudoku_variant::check::Report::of(puzzle, budget(stop))
    })?
    .map_err(stopped)?;
    to_python(py, &report.to_json())
}

/// The true candidates of a puzzle: for each cell (rows of cells), the
/// digits some solution puts there; None when it has no solution.
///
/// `puzzle` is what `solve` takes, variant puzzles included (an f-puzzles
/// link, string or JSON). With `limit`, the search stops after that many
/// solutions and gives the candidates they use (fewer than the true ones,
/// sooner).
///
/// >>> sudoku.candidates('{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"killercage":[{"cells":["R1C1","R1C2"],"value":"3"}]}')[0]
/// [[1, 2], [1, 2], [3, 4], [3, 4]]
#[pyfunction]
#[pyo3(signature = (puzzle, limit = None, format = None))]
fn candidates(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    limit: Option<u64>,
    format: Option<&str>,
) -> PyResult<Py<PyAny>> {
    if limit == Some(0) {
        return Err(PyValueError::new_err("limit must be at least 1"));
    }
    let format = shape::format(format)?;
    let puzzle = match variant(puzzle, format)? {
        Some(puzzle) => puzzle,
        None => {
            let (classic, _) = shape::puzzle(puzzle, format)?;
            Puzzle::new(9, None, classic.grid.values().to_vec(), Vec::new())
                .map_err(|err| PyValueError::new_err(err.to_string()))?
        }
    };
    let found = interruptible(py, |stop| solver::candidates(&puzzle, limit, budget(stop)))?
        .map_err(stopped)?;
    let Some(sets) = found else {
        return Ok(py.None());
    };
    let n = puzzle.size();
    to_python(py, &json!(solver::candidate_rows(&sets, n)))
}
