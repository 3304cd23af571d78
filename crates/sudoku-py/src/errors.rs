//! The exceptions: `sudoku.ParseError` for text that is not a puzzle (with
//! the line and column, as the command line says them) and
//! `sudoku.UnsolvableError` for a puzzle with no single solution where one
//! is needed (explain, rate). Bad shapes and values are `ValueError`,
//! wrong types `TypeError`.

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use sudoku_io::ReadError;

create_exception!(
    sudoku,
    ParseError,
    PyValueError,
    "Text that is not a puzzle in the format given or any format: the message \
     is the command line's, and `.line` and `.column` (from 1) say where, or \
     are None when the whole input is at fault."
);

create_exception!(
    sudoku,
    UnsolvableError,
    PyValueError,
    "A puzzle with no solution or several where a single one is needed \
     (explain, rate): the message says which, naming clashing givens."
);

/// Adds the exceptions to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("ParseError", py.get_type::<ParseError>())?;
    m.add("UnsolvableError", py.get_type::<UnsolvableError>())?;
    Ok(())
}

/// A reading error as a `sudoku.ParseError`.
pub(crate) fn parse_error(py: Python<'_>, err: &ReadError) -> PyErr {
    let place = err.place();
    let exception = ParseError::new_err(err.to_string());
    let value = exception.value(py);
    // Setting attributes on a fresh exception object cannot fail.
    let _ = value.setattr("line", place.map(|(line, _)| line));
    let _ = value.setattr("column", place.map(|(_, column)| column));
    exception
}
