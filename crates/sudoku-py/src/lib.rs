//! The `sudoku` Python module: the toolkit's engine from Python.
//!
//! One puzzle at a time (`single`) or NumPy batches on all cores with the
//! GIL released (`batch`). A puzzle is accepted as text in any format the
//! command line reads, a 9×9 list, a flat list of 81 cells, or a NumPy
//! array of shape (81,) or (9, 9); results come back in the same shape
//! (`shape`). Errors are Python exceptions with the command line's
//! messages (`errors`). Everything here is glue: the work is done by
//! `sudoku-core`, `sudoku-io` and `sudoku-logic`.

use pyo3::prelude::*;

mod batch;
mod errors;
mod interrupt;
mod record;
mod shape;
mod single;
mod variant;

/// The sudoku toolkit's engine: solve, count, check, generate, read, write,
/// explain and rate 9×9 Sudoku puzzles, one at a time or in NumPy batches
/// on all cores (solve_many, count_many, check_many); solve, count, check
/// and candidates take variant puzzles too (f-puzzles and SudokuPad links,
/// the variant text; sizes 4 to 25). A puzzle is text in any format, a 9×9
/// list, a flat list of 81, or a NumPy array of shape (81,) or (9, 9);
/// results come back in the same shape.
#[pymodule(name = "sudoku")]
fn sudoku_py(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    errors::register(m)?;
    single::register(m)?;
    variant::register(m)?;
    batch::register(m)?;
    Ok(())
}
