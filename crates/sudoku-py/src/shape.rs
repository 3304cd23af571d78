//! What Python gives as a puzzle, and giving results back in the same
//! shape: text in any format (back as an 81-character line), a 9×9 list,
//! a flat list of 81, or a NumPy array of shape (81,) or (9, 9) (back as
//! `uint8`).

use numpy::{PyArray1, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::IntoPyObjectExt;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PySequence, PyString};
use sudoku_core::Grid;
use sudoku_io::{Format, Puzzle};
use sudoku_logic::Scale;

use crate::errors::parse_error;

/// How a puzzle was given, to give results back alike.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Shape {
    /// Text: back as an 81-character line, `.` for blanks.
    Text,
    /// A list of 9 lists of 9.
    Rows,
    /// A list of 81.
    Flat,
    /// A NumPy array of shape (81,).
    Array81,
    /// A NumPy array of shape (9, 9).
    Array9x9,
}

/// The puzzle `object` holds (text is read in `format`, or recognised),
/// and its shape.
pub(crate) fn puzzle(
    object: &Bound<'_, PyAny>,
    format: Option<Format>,
) -> PyResult<(Puzzle, Shape)> {
    let py = object.py();
    if object.is_instance_of::<PyString>() {
        let text: String = object.extract()?;
        let (_, puzzle) =
            sudoku_io::read(text.as_bytes(), format).map_err(|err| parse_error(py, &err))?;
        return Ok((puzzle, Shape::Text));
    }
    if let Ok(array) = object.cast::<PyUntypedArray>() {
        let shape = match array.shape() {
            [81] => Shape::Array81,
            [9, 9] => Shape::Array9x9,
            other => {
                return Err(PyValueError::new_err(format!(
                    "a puzzle array has shape (81,) or (9, 9), not {other:?}"
                )));
            }
        };
        let values: Vec<i64> = integers(array)?.extract()?;
        return Ok((Puzzle::from(grid(&values)?), shape));
    }
    if let Ok(sequence) = object.cast::<PySequence>() {
        let items: Vec<Bound<'_, PyAny>> = sequence.try_iter()?.collect::<PyResult<_>>()?;
        return match items.len() {
            81 => {
                let values: Vec<i64> = items
                    .iter()
                    .map(|item| cell(item))
                    .collect::<PyResult<_>>()?;
                Ok((Puzzle::from(grid(&values)?), Shape::Flat))
            }
            9 => {
                let mut values = Vec::with_capacity(81);
                for (r, row) in items.iter().enumerate() {
                    let row: Vec<Bound<'_, PyAny>> = row
                        .cast::<PySequence>()
                        .map_err(|_| PyTypeError::new_err(format!("row {} is not a list", r + 1)))?
                        .try_iter()?
                        .collect::<PyResult<_>>()?;
                    if row.len() != 9 {
                        return Err(PyValueError::new_err(format!(
                            "row {} has {} cells, expected 9",
                            r + 1,
                            row.len()
                        )));
                    }
                    for item in &row {
                        values.push(cell(item)?);
                    }
                }
                Ok((Puzzle::from(grid(&values)?), Shape::Rows))
            }
            n => Err(PyValueError::new_err(format!(
                "a puzzle list holds 81 cells or 9 rows of 9, not {n} items"
            ))),
        };
    }
    Err(PyTypeError::new_err(format!(
        "a puzzle is text, a list or a NumPy array, not {}",
        object.get_type().name()?
    )))
}

/// An array's cells as integers, refusing floats and other kinds.
pub(crate) fn integers<'py>(array: &Bound<'py, PyUntypedArray>) -> PyResult<Bound<'py, PyAny>> {
    let dtype = array.dtype();
    let kind: String = dtype.getattr("kind")?.extract()?;
    if kind != "i" && kind != "u" {
        return Err(PyValueError::new_err(format!(
            "a puzzle array holds integers 0-9, not {}",
            dtype.str()?
        )));
    }
    array.call_method1("ravel", ())?.call_method1("tolist", ())
}

/// One cell of a list: an integer.
fn cell(item: &Bound<'_, PyAny>) -> PyResult<i64> {
    item.extract::<i64>().map_err(|_| {
        PyTypeError::new_err(format!(
            "a cell is an integer 0-9, not {}",
            item.repr()
                .map_or_else(|_| "?".to_owned(), |r| sudoku_core::echo(&r.to_string()))
        ))
    })
}

/// 81 values as a grid, naming the first out of range.
pub(crate) fn grid(values: &[i64]) -> PyResult<Grid> {
    cells(values.iter().copied()).map_err(PyValueError::new_err)
}

/// 81 values as a grid, or the message naming the first out of range
/// (`r1c4 is 12, expected 0-9`), as a batch keeps it for its row.
pub(crate) fn cells(values: impl Iterator<Item = i64>) -> Result<Grid, String> {
    let mut cells = [0u8; 81];
    for (i, (value, cell)) in values.zip(&mut cells).enumerate() {
        *cell = u8::try_from(value)
            .ok()
            .filter(|&v| v <= 9)
            .ok_or_else(|| format!("r{}c{} is {value}, expected 0-9", i / 9 + 1, i % 9 + 1))?;
    }
    Grid::from_values(cells).map_err(|err| err.to_string())
}

/// `grid` in `shape`.
pub(crate) fn give(py: Python<'_>, grid: &Grid, shape: Shape) -> PyResult<Py<PyAny>> {
    let values = grid.values();
    match shape {
        Shape::Text => line(grid).into_py_any(py),
        Shape::Flat => PyList::new(py, values.iter())?.into_py_any(py),
        Shape::Rows => {
            let rows = PyList::empty(py);
            for row in values.chunks_exact(9) {
                rows.append(PyList::new(py, row.iter())?)?;
            }
            rows.into_py_any(py)
        }
        Shape::Array81 => PyArray1::from_slice(py, values).into_py_any(py),
        Shape::Array9x9 => PyArray1::from_slice(py, values)
            .reshape([9, 9])?
            .into_py_any(py),
    }
}

/// `grid` as an 81-character line, `.` for blanks.
pub(crate) fn line(grid: &Grid) -> String {
    grid.values()
        .iter()
        .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
        .collect()
}

/// A difficulty scale named by Python.
pub(crate) fn scale(name: &str) -> PyResult<Scale> {
    name.parse::<Scale>()
        .map_err(|err| PyValueError::new_err(err.to_string()))
}

/// A format named by Python, or `None`.
pub(crate) fn format(name: Option<&str>) -> PyResult<Option<Format>> {
    name.map(|name| {
        name.parse::<Format>()
            .map_err(|err| PyValueError::new_err(err.to_string()))
    })
    .transpose()
}
