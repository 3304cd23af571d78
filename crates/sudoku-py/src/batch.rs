//! Batches: `solve_many`, `count_many`, `check_many` over an `(n, 81)` or
//! `(n, 9, 9)` array (uint8, or any integers) or a sequence of texts, on
//! all cores with the GIL released. A bad row does not fail the batch: its
//! status says so and its error is kept.

use numpy::{
    PyArray1, PyArrayDescrMethods, PyArrayMethods, PyReadonlyArray2, PyUntypedArray,
    PyUntypedArrayMethods,
};
use pyo3::IntoPyObjectExt;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PySequence, PyString};
use rayon::prelude::*;
use sudoku_core::{Grid, Solution, Solutions};
use sudoku_io::Format;

use crate::shape::{self, line};

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

/// The rows of a batch, read: each a grid or why it is not one.
struct Rows {
    grids: Vec<Result<Grid, String>>,
    /// The shape the input's rows had, to give solutions back alike.
    kind: Kind,
}

/// How a batch was given.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// An (n, 81) array.
    Flat,
    /// An (n, 9, 9) array.
    Square,
    /// A sequence of texts.
    Texts,
}

/// Reads the rows of `puzzles`; texts are parsed in parallel, without the
/// GIL.
fn rows(py: Python<'_>, puzzles: &Bound<'_, PyAny>, format: Option<Format>) -> PyResult<Rows> {
    if let Ok(array) = puzzles.cast::<PyUntypedArray>() {
        let kind = match array.shape() {
            [_, 81] => Kind::Flat,
            [_, 9, 9] => Kind::Square,
            other => {
                return Err(PyValueError::new_err(format!(
                    "a batch array has shape (n, 81) or (n, 9, 9), not {other:?}"
                )));
            }
        };
        let n = array.shape()[0];
        let is_u8 = array.dtype().is_equiv_to(&numpy::dtype::<u8>(py));
        let grids = if is_u8 {
            let flat = array.call_method1("reshape", ((n, 81),))?;
            let view: PyReadonlyArray2<'_, u8> = flat.extract()?;
            let view = view.as_array();
            py.detach(|| {
                (0..n)
                    .into_par_iter()
                    .map(|r| row_grid(view.row(r).iter().map(|&v| i64::from(v))))
                    .collect()
            })
        } else {
            let values: Vec<i64> = shape::integers(array)?.extract()?;
            py.detach(|| {
                values
                    .par_chunks(81)
                    .map(|row| row_grid(row.iter().copied()))
                    .collect()
            })
        };
        return Ok(Rows { grids, kind });
    }
    if puzzles.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "a batch is an array or a sequence of puzzles; for one text of many, use sudoku.read_many",
        ));
    }
    let sequence = puzzles.cast::<PySequence>().map_err(|_| {
        PyTypeError::new_err("a batch is an (n, 81) or (n, 9, 9) array, or a sequence of texts")
    })?;
    let texts: Vec<String> = sequence
        .try_iter()?
        .map(|item| {
            item?.extract::<String>().map_err(|_| {
                PyTypeError::new_err(
                    "a batch sequence holds texts; for lists, use numpy.array(...)",
                )
            })
        })
        .collect::<PyResult<_>>()?;
    let grids = py.detach(|| {
        texts
            .par_iter()
            .map(|text| {
                sudoku_io::read(text.as_bytes(), format)
                    .map(|(_, puzzle)| puzzle.grid)
                    .map_err(|err| err.to_string())
            })
            .collect()
    });
    Ok(Rows {
        grids,
        kind: Kind::Texts,
    })
}

/// One row's 81 values as a grid, or the first out of range.
fn row_grid(values: impl Iterator<Item = i64>) -> Result<Grid, String> {
    let mut cells = [0u8; 81];
    for (i, (value, cell)) in values.zip(&mut cells).enumerate() {
        *cell = u8::try_from(value)
            .ok()
            .filter(|&v| v <= 9)
            .ok_or_else(|| format!("r{}c{} is {value}, expected 0-9", i / 9 + 1, i % 9 + 1))?;
    }
    Grid::from_values(cells).map_err(|err| err.to_string())
}

/// The status array and the error list of `grids`, with `status` for the
/// rows that read.
fn status_and_errors(
    py: Python<'_>,
    grids: &[Result<Grid, String>],
    status: impl Fn(usize) -> i8,
) -> PyResult<(Py<PyAny>, Py<PyAny>)> {
    let codes: Vec<i8> = (0..grids.len())
        .map(|i| if grids[i].is_ok() { status(i) } else { INVALID })
        .collect();
    let errors: Vec<Option<&str>> = grids
        .iter()
        .map(|g| g.as_ref().err().map(String::as_str))
        .collect();
    Ok((
        PyArray1::from_vec(py, codes).into_py_any(py)?,
        errors.into_py_any(py)?,
    ))
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
    let rows = rows(py, puzzles, shape::format(format)?)?;
    let solved: Vec<Option<Solution>> = py.detach(|| {
        rows.grids
            .par_iter()
            .map(|grid| grid.as_ref().ok().map(sudoku_core::solve))
            .collect()
    });
    let (status, errors) = status_and_errors(py, &rows.grids, |i| match solved[i] {
        Some(Solution::Unique(_)) => UNIQUE,
        Some(Solution::Multiple(_)) => MULTIPLE,
        _ => NO_SOLUTION,
    })?;
    let grid_of = |s: &Option<Solution>| s.as_ref().and_then(Solution::grid).copied();
    let solutions = match rows.kind {
        Kind::Texts => solved
            .iter()
            .map(|s| grid_of(s).map(|g| line(&g)))
            .collect::<Vec<_>>()
            .into_py_any(py)?,
        kind => {
            let mut flat = vec![0u8; 81 * solved.len()];
            for (out, s) in flat.chunks_exact_mut(81).zip(&solved) {
                if let Some(grid) = grid_of(s) {
                    out.copy_from_slice(grid.values());
                }
            }
            let array = PyArray1::from_vec(py, flat);
            let n = solved.len();
            if kind == Kind::Square {
                array.reshape([n, 9, 9])?.into_py_any(py)?
            } else {
                array.reshape([n, 81])?.into_py_any(py)?
            }
        }
    };
    Ok(Batch {
        status,
        errors,
        solutions: Some(solutions),
        counts: None,
        givens: None,
        minimal: None,
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
    let rows = rows(py, puzzles, shape::format(format)?)?;
    let counts: Vec<u64> = py.detach(|| {
        rows.grids
            .par_iter()
            .map(|grid| {
                grid.as_ref()
                    .map_or(0, |g| sudoku_core::count(g, limit) as u64)
            })
            .collect()
    });
    let (status, errors) = status_and_errors(py, &rows.grids, |i| match counts[i] {
        0 => NO_SOLUTION,
        1 => UNIQUE,
        _ => MULTIPLE,
    })?;
    Ok(Batch {
        status,
        errors,
        solutions: None,
        counts: Some(PyArray1::from_vec(py, counts).into_py_any(py)?),
        givens: None,
        minimal: None,
    })
}

/// Check every puzzle of a batch as `check` does: a Batch with `status`
/// (NO_SOLUTION also for clashing givens), `givens` (uint8), `minimal`
/// (bool: unique and no given could go) and `errors`.
#[pyfunction]
#[pyo3(signature = (puzzles, format = None))]
fn check_many(py: Python<'_>, puzzles: &Bound<'_, PyAny>, format: Option<&str>) -> PyResult<Batch> {
    let rows = rows(py, puzzles, shape::format(format)?)?;
    let checks: Vec<Option<sudoku_core::Check>> = py.detach(|| {
        rows.grids
            .par_iter()
            .map(|grid| grid.as_ref().ok().map(sudoku_core::check))
            .collect()
    });
    let (status, errors) = status_and_errors(py, &rows.grids, |i| {
        match checks[i].as_ref().map(|c| c.solutions) {
            Some(Solutions::Unique) => UNIQUE,
            Some(Solutions::Several) => MULTIPLE,
            _ => NO_SOLUTION,
        }
    })?;
    let givens: Vec<u8> = checks
        .iter()
        .zip(&rows.grids)
        .map(|(check, grid)| match (check, grid) {
            (Some(check), _) => u8::try_from(check.givens).unwrap_or(u8::MAX),
            _ => 0,
        })
        .collect();
    let minimal: Vec<bool> = checks
        .iter()
        .map(|check| {
            check
                .as_ref()
                .is_some_and(|c| c.redundant.as_deref() == Some(&[]))
        })
        .collect();
    Ok(Batch {
        status,
        errors,
        solutions: None,
        counts: None,
        givens: Some(PyArray1::from_vec(py, givens).into_py_any(py)?),
        minimal: Some(PyArray1::from_vec(py, minimal).into_py_any(py)?),
    })
}
