//! Batches: `solve_many`, `count_many`, `check_many` over an `(n, 81)` or
//! `(n, 9, 9)` array (uint8, or any integers) or a sequence of texts, on
//! all cores with the GIL released. A bad row does not fail the batch: its
//! status says so and its error is kept.

use numpy::{PyArray1, PyArrayMethods};
use pyo3::IntoPyObjectExt;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use sudoku_core::{Grid, Solution, Solutions};

use crate::shape::{self, line};

mod source;

use source::{Kind, Source};

/// A row's status: one solution.
const UNIQUE: i8 = 0;
/// A row's status: several solutions (solve gives the smallest).
const MULTIPLE: i8 = 1;
/// A row's status: no solution.
const NO_SOLUTION: i8 = 2;
/// A row's status: not a puzzle (see `errors`).
const INVALID: i8 = 3;

/// Adds the functions, the class and the status codes to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("UNIQUE", UNIQUE)?;
    m.add("MULTIPLE", MULTIPLE)?;
    m.add("NO_SOLUTION", NO_SOLUTION)?;
    m.add("INVALID", INVALID)?;
    m.add_class::<Batch>()?;
    m.add_function(wrap_pyfunction!(solve_many, m)?)?;
    m.add_function(wrap_pyfunction!(count_many, m)?)?;
    m.add_function(wrap_pyfunction!(check_many, m)?)?;
    Ok(())
}

/// What a batch function found, row by row.
///
/// - `status`: int8 array, one of sudoku.UNIQUE (0), MULTIPLE (1),
///   NO_SOLUTION (2), INVALID (3) per row;
/// - `errors`: list, per row None or why the row is INVALID (the command
///   line's message: "r1c2 is 12, expected 0-9", "line 1, column 7: ...");
/// - `solutions` (solve_many): the solutions in the input's shape, uint8,
///   zeros where there is none (None per row for texts);
/// - `counts` (count_many): uint64 array, solutions counted up to the limit;
/// - `givens` and `minimal` (check_many): uint8 and bool arrays.
#[pyclass(frozen, get_all, module = "sudoku")]
struct Batch {
    status: Py<PyAny>,
    errors: Py<PyAny>,
    solutions: Option<Py<PyAny>>,
    counts: Option<Py<PyAny>>,
    givens: Option<Py<PyAny>>,
    minimal: Option<Py<PyAny>>,
}

#[pymethods]
impl Batch {
    fn __len__(&self, py: Python<'_>) -> PyResult<usize> {
        self.errors.bind(py).len()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let status: Vec<i8> = self.status.bind(py).extract()?;
        let tally = |code| status.iter().filter(|&&s| s == code).count();
        Ok(format!(
            "<sudoku.Batch of {}: {} unique, {} multiple, {} no solution, {} invalid>",
            status.len(),
            tally(UNIQUE),
            tally(MULTIPLE),
            tally(NO_SOLUTION),
            tally(INVALID)
        ))
    }
}

/// What the work on one row came to: its status, why it is INVALID, and
/// what the function keeps of it.
struct Row<T> {
    status: i8,
    error: Option<String>,
    kept: T,
}

impl<T: Default> Row<T> {
    /// A row that is not a puzzle.
    fn invalid(error: String) -> Row<T> {
        Row {
            status: INVALID,
            error: Some(error),
            kept: T::default(),
        }
    }
}

/// Runs `work` over the rows of `puzzles`: a grid to what it came to.
fn run<T: Default + Send>(
    py: Python<'_>,
    puzzles: &Bound<'_, PyAny>,
    format: Option<&str>,
    work: impl Fn(&Grid, &dyn Fn() -> bool) -> (i8, T) + Sync + Send,
) -> PyResult<(Vec<Row<T>>, Kind)> {
    let (source, kind) = Source::of(puzzles, shape::format(format)?)?;
    let rows = source.each(py, |grid, stop| match grid {
        Ok(grid) => {
            let (status, kept) = work(&grid, stop);
            Row {
                status,
                error: None,
                kept,
            }
        }
        Err(error) => Row::invalid(error),
    })?;
    Ok((rows, kind))
}

/// A Batch with the status and errors of `rows`, the rest empty.
fn batch<T>(py: Python<'_>, rows: &[Row<T>]) -> PyResult<Batch> {
    let codes: Vec<i8> = rows.iter().map(|row| row.status).collect();
    let errors: Vec<Option<&str>> = rows.iter().map(|row| row.error.as_deref()).collect();
    Ok(Batch {
        status: PyArray1::from_vec(py, codes).into_py_any(py)?,
        errors: errors.into_py_any(py)?,
        solutions: None,
        counts: None,
        givens: None,
        minimal: None,
    })
}

/// Solve every puzzle of a batch: a Batch with `solutions` (the input's
/// shape, uint8, zeros where none; texts give lines or None), `status` and
/// `errors`. Several solutions give the lexicographically smallest, as
/// `solve` does. Runs on all cores without the GIL.
///
/// `puzzles` is an (n, 81) or (n, 9, 9) integer array (uint8 is read in
/// place), or a sequence of texts in any format (or `format`).
#[pyfunction]
#[pyo3(signature = (puzzles, format = None))]
fn solve_many(py: Python<'_>, puzzles: &Bound<'_, PyAny>, format: Option<&str>) -> PyResult<Batch> {
    let (rows, kind) = run(py, puzzles, format, |grid, _| {
        match sudoku_core::solve(grid) {
            Solution::Unique(solution) => (UNIQUE, Some(solution)),
            Solution::Multiple(solution) => (MULTIPLE, Some(solution)),
            Solution::None => (NO_SOLUTION, None),
        }
    })?;
    let n = rows.len();
    let solutions = if kind == Kind::Texts {
        let lines: Vec<Option<String>> =
            rows.iter().map(|row| row.kept.as_ref().map(line)).collect();
        lines.into_py_any(py)?
    } else {
        let mut flat = vec![0u8; 81 * n];
        for (out, row) in flat.chunks_exact_mut(81).zip(&rows) {
            if let Some(solution) = &row.kept {
                out.copy_from_slice(solution.values());
            }
        }
        let array = PyArray1::from_vec(py, flat);
        if kind == Kind::Square {
            array.reshape([n, 9, 9])?.into_py_any(py)?
        } else {
            array.reshape([n, 81])?.into_py_any(py)?
        }
    };
    Ok(Batch {
        solutions: Some(solutions),
        ..batch(py, &rows)?
    })
}

/// Count the solutions of every puzzle of a batch, each up to `limit`: a
/// Batch with `counts` (uint64), `status` and `errors`.
#[pyfunction]
#[pyo3(signature = (puzzles, limit = 2, format = None))]
fn count_many(
    py: Python<'_>,
    puzzles: &Bound<'_, PyAny>,
    limit: usize,
    format: Option<&str>,
) -> PyResult<Batch> {
    if limit == 0 {
        return Err(PyValueError::new_err("limit must be at least 1"));
    }
    let (rows, _) = run(py, puzzles, format, |grid, stop| {
        let count = sudoku_core::count_until(grid, limit, stop);
        let status = match count {
            0 => NO_SOLUTION,
            1 => UNIQUE,
            _ => MULTIPLE,
        };
        (status, count as u64)
    })?;
    let counts: Vec<u64> = rows.iter().map(|row| row.kept).collect();
    Ok(Batch {
        counts: Some(PyArray1::from_vec(py, counts).into_py_any(py)?),
        ..batch(py, &rows)?
    })
}

/// Check every puzzle of a batch as `check` does: a Batch with `status`
/// (NO_SOLUTION also for clashing givens), `givens` (uint8), `minimal`
/// (bool: unique and no given could go) and `errors`.
#[pyfunction]
#[pyo3(signature = (puzzles, format = None))]
fn check_many(py: Python<'_>, puzzles: &Bound<'_, PyAny>, format: Option<&str>) -> PyResult<Batch> {
    let (rows, _) = run(py, puzzles, format, |grid, _| {
        let check = sudoku_core::check(grid);
        let status = match check.solutions {
            Solutions::Unique => UNIQUE,
            Solutions::Several => MULTIPLE,
            Solutions::None => NO_SOLUTION,
        };
        let minimal = check.redundant.as_deref() == Some(&[]);
        (
            status,
            (u8::try_from(check.givens).unwrap_or(u8::MAX), minimal),
        )
    })?;
    let givens: Vec<u8> = rows.iter().map(|row| row.kept.0).collect();
    let minimal: Vec<bool> = rows.iter().map(|row| row.kept.1).collect();
    Ok(Batch {
        givens: Some(PyArray1::from_vec(py, givens).into_py_any(py)?),
        minimal: Some(PyArray1::from_vec(py, minimal).into_py_any(py)?),
        ..batch(py, &rows)?
    })
}
