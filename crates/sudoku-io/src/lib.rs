//! Readers and writers for Sudoku puzzle formats: every common 9×9 one,
//! and f-puzzles or SudokuPad links and the variant text for variant
//! puzzles of sizes 4 to 25.
//!
//! Each [`Format`] reads a [`Puzzle`] (a grid and its [`Metadata`]) from
//! bytes and writes one back. A reader never panics and never guesses:
//! input that breaks the format's grammar gets a [`ParseError`] naming the
//! line and column, what was expected and what was found. [`read`] also
//! recognises the format from the content.
//!
//! ```
//! use sudoku_io::Format;
//!
//! let spaced = "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n\
//!               3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n\
//!               9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n";
//! let puzzle = Format::Spaced.parse(spaced.as_bytes()).unwrap();
//! let packed = Format::Packed.render(&puzzle).unwrap();
//! assert!(packed.starts_with("035469278\n782105609\n"));
//!
//! let err = Format::Spaced.parse(b"0 3 y").unwrap_err();
//! assert_eq!(err.to_string(), "line 1, column 5: expected a digit 1-9 or a blank ('.', '0', '_', '-', '*', 'x'), found 'y'");
//! ```

mod annotation;
mod batch;
mod candidates;
mod csv;
mod error;
mod explain;
mod format;
mod fpuzzles;
mod grid;
mod json;
mod line;
mod packed;
mod pretty;
mod puzzle;
mod rating;
mod read;
mod report;
mod sdk;
mod spaced;
mod ss;
mod svg;
mod syntax;
mod variant;
mod variant_explain;

/// What made an output: `sudoku 0.1.0`, and the commit when built from a
/// git checkout (`sudoku 0.1.0 (1a2b3c4d5e6f)`). JSON records that carry a
/// rating or a generated puzzle name it.
pub const VERSION: &str = env!("SUDOKU_VERSION");

/// The user guide's Rust examples (its library chapter), compiled and run
/// as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/guide/library.md")]
struct GuideDoctests;

pub use batch::{MAX_LINE, MAX_RECORD, PLACEHOLDER, RawRecord, Records, recognise};
pub use candidates::{Marks, natural as natural_marks};
pub use csv::Columns as CsvColumns;
pub use error::{ParseError, ReadError};
pub use explain::{
    Detail, marks_puzzle, step_json, write_explain_error, write_explain_grids, write_explain_json,
    write_explain_text, write_hint_json,
};
pub use format::{Format, UnknownFormat};
pub use fpuzzles::{
    AnyPuzzle, digit_char, parse_any, summary as variant_summary, write_variant_solution,
};
pub use json::{
    RECORD_FIELDS, SolveRecord, json_failure, write_error_record, write_generated_record,
    write_solve_record,
};
pub use puzzle::{Metadata, Puzzle};
pub use rating::{
    se_step_json, se_step_text, se_text, write_rate_json, write_rate_text, write_se_hint_json,
    write_se_path_grids, write_se_path_json, write_se_path_text,
};
pub use read::{BOM, read, read_any};
pub use report::{judge, write_check_json, write_check_text};
// Echoing input in messages is shared with the libraries below; kept here
// under the names it always had.
pub use sudoku_core::{MAX_ECHO, echo, escape};
pub use svg::{heading, variant_entry, write_variant_svg};
pub use variant::write_variant;
pub use variant_explain::{variant_explain_json, variant_hint_json, write_variant_explain_text};
