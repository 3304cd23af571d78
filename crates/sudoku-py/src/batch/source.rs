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

use crate::interrupt::{interruptible, stopped};
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
    /// Another integer array, converted to bytes (values out of 0-9
    /// become 255, their own values kept aside for the row's error).
    Integers(Vec<u8>, std::collections::HashMap<usize, i128>),
    /// Texts in any format, or in the one named; a row that is not text
    /// (None, NaN: an empty CSV cell) is kept as its error.
    Texts(Vec<Result<String, String>>, Option<Format>),
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
            let (bytes, wide) = shape::narrowed(array)?;
            return Ok((Source::Integers(bytes, wide), kind));
        }
        if puzzles.is_instance_of::<PyString>() {
            return Err(PyTypeError::new_err(
                "a batch is an array or a sequence of puzzles; for one text of many, use sudoku.read_many",
            ));
        }
        let sequence = puzzles.cast::<PySequence>().map_err(|_| {
            PyTypeError::new_err("a batch is an (n, 81) or (n, 9, 9) array, or a sequence of texts")
        })?;
        let texts: Vec<Result<String, String>> = sequence
            .try_iter()?
            .enumerate()
            .map(|(r, item)| {
                let item = item?;
                if let Ok(text) = item.extract::<String>() {
                    return Ok(Ok(text));
                }
                // A missing value (a CSV's empty cell reads as None or
                // NaN): that row is INVALID, the rest go on.
                let nan = item.extract::<f64>().is_ok_and(f64::is_nan);
                let na = item.get_type().name().is_ok_and(|name| name == "NAType");
                if item.is_none() || nan || na {
                    let what = match (nan, na) {
                        (true, _) => "NaN",
                        (_, true) => "<NA>",
                        _ => "None",
                    };
                    return Ok(Err(format!("row {} is {what}, not a puzzle", r + 1)));
                }
                Err(PyTypeError::new_err(
                    "a batch sequence holds texts; for lists, use numpy.array(...)",
                ))
            })
            .collect::<PyResult<_>>()?;
        Ok((Source::Texts(texts, format), Kind::Texts))
    }

    /// How many rows.
    pub(super) fn len(&self) -> usize {
        match self {
            Source::Bytes(bytes) => bytes.len() / 81,
            Source::Integers(values, _) => values.len() / 81,
            Source::Texts(texts, _) => texts.len(),
        }
    }

    /// `work` on every row's grid (or why it is not one), in order: in
    /// parallel, without the GIL; Ctrl-C stops it between rows (and a
    /// count within one, through `stopped`) and raises.
    pub(super) fn each<T: Send>(
        &self,
        py: Python<'_>,
        work: impl Fn(Result<Grid, String>, &dyn Fn() -> bool) -> T + Sync + Send,
    ) -> PyResult<Vec<T>> {
        let rows = match self {
            Source::Bytes(bytes) => Rows::Bytes(
                bytes
                    .as_slice()
                    .map_err(|err| PyValueError::new_err(err.to_string()))?,
            ),
            Source::Integers(values, wide) => Rows::Integers(values, wide),
            Source::Texts(texts, format) => Rows::Texts(texts, *format),
        };
        let n = self.len();
        let done: Vec<Option<T>> = interruptible(py, |stop| {
            let row = |r: usize| {
                let stop = || stopped(stop);
                (!stop()).then(|| work(rows.grid(r), &stop))
            };
            if rayon::current_num_threads() == 1 {
                (0..n).map(row).collect()
            } else {
                (0..n).into_par_iter().map(row).collect()
            }
        })?;
        // Not interrupted (that raised): every row was worked.
        done.into_iter()
            .map(|row| row.ok_or_else(|| PyValueError::new_err("interrupted")))
            .collect()
    }
}

/// A batch's rows, borrowed for the work (no Python objects: it runs
/// without the GIL).
enum Rows<'a> {
    Bytes(&'a [u8]),
    Integers(&'a [u8], &'a std::collections::HashMap<usize, i128>),
    Texts(&'a [Result<String, String>], Option<Format>),
}

impl Rows<'_> {
    /// Row `r`'s grid, or why it is not one.
    fn grid(&self, r: usize) -> Result<Grid, String> {
        match self {
            Rows::Bytes(bytes) => bytes_row(&bytes[81 * r..81 * r + 81]),
            Rows::Integers(values, wide) => shape::cells(
                values[81 * r..81 * r + 81]
                    .iter()
                    .enumerate()
                    .map(|(i, &v)| wide.get(&(81 * r + i)).copied().unwrap_or(i128::from(v))),
            ),
            Rows::Texts(texts, format) => {
                let text = texts[r].as_ref().map_err(Clone::clone)?;
                sudoku_io::read(text.as_bytes(), *format)
                    .map(|(_, puzzle)| puzzle.grid)
                    .map_err(|err| err.to_string())
            }
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
    shape::cells(cells.iter().map(|&v| i128::from(v)))
}
