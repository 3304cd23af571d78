//! Where a batch's rows come from, and running work over them: one pass,
//! in parallel without the GIL (on the calling thread alone when the pool
//! has one thread: no hand-over to pay for).

use numpy::{PyArrayDescrMethods, PyReadonlyArray1, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PySequence, PyString};
use rayon::prelude::*;
use sudoku_core::Grid;
use sudoku_io::Format;

use crate::shape;

/// How a batch was given, to give solutions back alike.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kind {
    /// An (n, 81) array.
    Flat,
    /// An (n, 9, 9) array.
    Square,
    /// A sequence of texts.
    Texts,
}

/// A batch's rows, not yet read.
pub(super) enum Source<'py> {
    /// A uint8 array, read in place: 81 bytes a row.
    Bytes(PyReadonlyArray1<'py, u8>),
    /// Another integer array, copied: 81 values a row.
    Integers(Vec<i64>),
    /// Texts in any format, or in the one named.
    Texts(Vec<String>, Option<Format>),
}

impl<'py> Source<'py> {
    /// The rows of `puzzles` and how they were given.
    pub(super) fn of(
        puzzles: &Bound<'py, PyAny>,
        format: Option<Format>,
    ) -> PyResult<(Source<'py>, Kind)> {
        let py = puzzles.py();
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
            if array.dtype().is_equiv_to(&numpy::dtype::<u8>(py)) {
                // One contiguous run of bytes (a copy only if it was not).
                let flat = py
                    .import("numpy")?
                    .call_method1("ascontiguousarray", (array,))?
                    .call_method1("reshape", (-1,))?;
                return Ok((Source::Bytes(flat.extract()?), kind));
            }
            let values: Vec<i64> = shape::integers(array)?.extract()?;
            return Ok((Source::Integers(values), kind));
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
        Ok((Source::Texts(texts, format), Kind::Texts))
    }

    /// How many rows.
    pub(super) fn len(&self) -> usize {
        match self {
            Source::Bytes(bytes) => bytes.len() / 81,
            Source::Integers(values) => values.len() / 81,
            Source::Texts(texts, _) => texts.len(),
        }
    }

    /// `work` on every row's grid (or why it is not one), in order: in
    /// parallel, without the GIL.
    pub(super) fn each<T: Send>(
        &self,
        py: Python<'_>,
        work: impl Fn(Result<Grid, String>) -> T + Sync + Send,
    ) -> PyResult<Vec<T>> {
        let rows = match self {
            Source::Bytes(bytes) => Rows::Bytes(
                bytes
                    .as_slice()
                    .map_err(|err| PyValueError::new_err(err.to_string()))?,
            ),
            Source::Integers(values) => Rows::Integers(values),
            Source::Texts(texts, format) => Rows::Texts(texts, *format),
        };
        let n = self.len();
        Ok(py.detach(|| {
            if rayon::current_num_threads() == 1 {
                (0..n).map(|r| work(rows.grid(r))).collect()
            } else {
                (0..n).into_par_iter().map(|r| work(rows.grid(r))).collect()
            }
        }))
    }
}

/// A batch's rows, borrowed for the work (no Python objects: it runs
/// without the GIL).
enum Rows<'a> {
    Bytes(&'a [u8]),
    Integers(&'a [i64]),
    Texts(&'a [String], Option<Format>),
}

impl Rows<'_> {
    /// Row `r`'s grid, or why it is not one.
    fn grid(&self, r: usize) -> Result<Grid, String> {
        match self {
            Rows::Bytes(bytes) => bytes_row(&bytes[81 * r..81 * r + 81]),
            Rows::Integers(values) => shape::cells(values[81 * r..81 * r + 81].iter().copied()),
            Rows::Texts(texts, format) => sudoku_io::read(texts[r].as_bytes(), *format)
                .map(|(_, puzzle)| puzzle.grid)
                .map_err(|err| err.to_string()),
        }
    }
}

/// A row of 81 bytes as a grid, naming the first cell out of range.
fn bytes_row(row: &[u8]) -> Result<Grid, String> {
    let mut cells = [0u8; 81];
    cells.copy_from_slice(row);
    // All at once: the common case has nothing out of range.
    if cells.iter().fold(0, |max, &v| max.max(v)) <= 9 {
        return Grid::from_values(cells).map_err(|err| err.to_string());
    }
    shape::cells(cells.iter().map(|&v| i64::from(v)))
}
