//! What Python gives as a puzzle, and giving results back in the same
//! shape: text in any format (back as an 81-character line), a 9×9 list,
//! a flat list of 81, or a NumPy array of shape (81,) or (9, 9) (back as
//! `uint8`).

use std::collections::HashMap;

use numpy::{
    PyArray1, PyArrayDescrMethods, PyArrayDyn, PyArrayMethods, PyUntypedArray,
    PyUntypedArrayMethods,
};
use pyo3::IntoPyObjectExt;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyByteArray, PyBytes, PyInt, PyList, PySequence, PyString};
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
    if object.is_instance_of::<PyBytes>() || object.is_instance_of::<PyByteArray>() {
        return Err(PyTypeError::new_err(
            "a puzzle is text, not bytes: decode it first (data.decode())",
        ));
    }
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
        let (bytes, wide) = narrowed(array)?;
        let values = bytes
            .iter()
            .enumerate()
            .map(|(i, &v)| wide.get(&i).copied().unwrap_or(i128::from(v)));
        let grid = cells(values).map_err(PyValueError::new_err)?;
        return Ok((Puzzle::from(grid), shape));
    }
    if let Ok(sequence) = object.cast::<PySequence>() {
        let items: Vec<Bound<'_, PyAny>> = sequence.try_iter()?.collect::<PyResult<_>>()?;
        return match items.len() {
            81 => {
                let values: Vec<i128> = items
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

/// An integer array's cells, in order, as bytes (read in Rust, whatever
/// the integer type, without a Python object per cell): values out of
/// 0-9 become 255, with their own values kept by index for the message.
/// Floats and other kinds are refused.
pub(crate) fn narrowed(
    array: &Bound<'_, PyUntypedArray>,
) -> PyResult<(Vec<u8>, HashMap<usize, i128>)> {
    let py = array.py();
    let dtype = array.dtype();
    macro_rules! read_as {
        ($($t:ty),*) => {
            $(
                if dtype.is_equiv_to(&numpy::dtype::<$t>(py)) {
                    return narrow::<$t>(array);
                }
            )*
        };
    }
    read_as!(u8, i8, i16, u16, i32, u32, i64, u64);
    Err(PyValueError::new_err(format!(
        "a puzzle array holds integers 0-9, not {}",
        dtype.str()?
    )))
}

/// [`narrowed`] for an array of `T`.
fn narrow<T: numpy::Element + Copy + Into<i128>>(
    array: &Bound<'_, PyUntypedArray>,
) -> PyResult<(Vec<u8>, HashMap<usize, i128>)> {
    let typed = array.cast::<PyArrayDyn<T>>()?.readonly();
    let view = typed.as_array();
    let mut bytes = Vec::with_capacity(view.len());
    let mut wide = HashMap::new();
    for (i, &value) in view.iter().enumerate() {
        let value: i128 = value.into();
        match u8::try_from(value) {
            Ok(byte) if byte <= 9 => bytes.push(byte),
            _ => {
                bytes.push(u8::MAX);
                wide.insert(i, value);
            }
        }
    }
    Ok((bytes, wide))
}

/// One cell of a list: an integer (not a bool, which Python counts as
/// one).
fn cell(item: &Bound<'_, PyAny>) -> PyResult<i128> {
    let refuse = || {
        PyTypeError::new_err(format!(
            "a cell is an integer 0-9, not {}",
            item.repr()
                .map_or_else(|_| "?".to_owned(), |r| sudoku_core::echo(&r.to_string()))
        ))
    };
    if item.is_instance_of::<PyBool>() {
        return Err(refuse());
    }
    if let Ok(value) = item.extract::<i64>() {
        return Ok(i128::from(value));
    }
    if let Ok(value) = item.extract::<u64>() {
        return Ok(i128::from(value));
    }
    // An integer too large for 64 bits: out of range all the same.
    if item.is_instance_of::<PyInt>() {
        return Ok(i128::MAX);
    }
    Err(refuse())
}

/// 81 values as a grid, naming the first out of range.
pub(crate) fn grid(values: &[i128]) -> PyResult<Grid> {
    cells(values.iter().copied()).map_err(PyValueError::new_err)
}

/// 81 values as a grid, or the message naming the first out of range
/// (`r1c4 is 12, expected 0-9`), as a batch keeps it for its row.
pub(crate) fn cells(values: impl Iterator<Item = i128>) -> Result<Grid, String> {
    let mut cells = [0u8; 81];
    for (i, (value, cell)) in values.zip(&mut cells).enumerate() {
        *cell = u8::try_from(value)
            .ok()
            .filter(|&v| v <= 9)
            .ok_or_else(|| {
                let shown = if value == i128::MAX {
                    "an integer of more than 64 bits".to_owned()
                } else {
                    value.to_string()
                };
                format!("r{}c{} is {shown}, expected 0-9", i / 9 + 1, i % 9 + 1)
            })?;
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
