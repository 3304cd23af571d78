//! f-puzzles, the format most variant puzzles are shared in: its JSON
//! object, the lz-string base64 form its links carry, and the links
//! themselves (f-puzzles' `?load=` and SudokuPad's `fpuz`/`fpuzzles`).
//!
//! Every field is read or refused: a rule we do not implement is an error
//! naming it, never dropped. Drawings without rules (`line`, `rectangle`,
//! `circle`, `text`, `cage`) are kept as they are for writing back.

pub mod fields;
mod link;
mod lz;
mod sudokupad;

use std::sync::Arc;

use serde_json::{Map, Value};

use crate::puzzle::{Puzzle, SIZES, standard_regions};
use crate::rule::{Rule, cell_name};
use crate::rules::TABLE;
use fields::{FieldError, Fields, echo};

pub use link::{LinkError, MAX_LINK, decode, encode};

/// Fields that are about the puzzle, not rules.
const ABOUT: [&str; 9] = [
    "size",
    "grid",
    "title",
    "author",
    "ruleset",
    "solution",
    "highlightConflicts",
    "disabledlogic",
    "truecandidatesoptions",
];

/// Drawings: f-puzzles' cosmetic marks, which carry no rule.
pub const DRAWINGS: [&str; 5] = ["line", "rectangle", "circle", "text", "cage"];

/// Rules f-puzzles or SudokuSolver know that this toolkit does not.
const UNSUPPORTED: [&str; 5] = [
    "rowindexer",
    "columnindexer",
    "boxindexer",
    "nabner",
    "doublearrow",
];

/// The names `negative` may list.
const NEGATIVE: [&str; 2] = ["ratio", "xv"];

/// Reads an f-puzzles object.
///
/// # Errors
///
/// A field that is malformed, a rule that cannot hold or is not supported,
/// or a field f-puzzles does not write: each named.
pub fn from_object(object: &Map<String, Value>) -> Result<Puzzle, FieldError> {
    let size = match object.get("size") {
        Some(Value::Number(n)) => n.as_u64().unwrap_or(0) as usize,
        Some(other) => {
            return Err(FieldError::new(
                "size",
                format!("expected a number, found {}", echo(other)),
            ));
        }
        None => return Err(FieldError::new("size", "missing")),
    };
    if !SIZES.contains(&size) {
        return Err(FieldError::new(
            "size",
            format!(
                "{size}: sizes {} to {} are supported",
                SIZES.start(),
                SIZES.end()
            ),
        ));
    }
    for key in object.keys() {
        let known = ABOUT.contains(&key.as_str())
            || DRAWINGS.contains(&key.as_str())
            || key == "negative"
            || TABLE.iter().any(|e| e.keys.contains(&key.as_str()));
        if known {
            continue;
        }
        let empty = match &object[key] {
            Value::Array(items) => items.is_empty(),
            Value::Bool(b) => !b,
            Value::Null => true,
            _ => false,
        };
        if UNSUPPORTED.contains(&key.as_str()) {
            if !empty {
                return Err(FieldError::new(
                    key.as_str(),
                    "this constraint is not supported",
                ));
            }
        } else {
            return Err(FieldError::new(
                sudoku_core::echo(key),
                "not an f-puzzles field",
            ));
        }
    }
    if let Some(Value::Array(names)) = object.get("negative") {
        for (i, name) in names.iter().enumerate() {
            if !name.as_str().is_some_and(|n| NEGATIVE.contains(&n)) {
                return Err(FieldError::new(
                    format!("negative[{i}]"),
                    format!(
                        "{}: only \"ratio\" and \"xv\" have a negative constraint here",
                        echo(name)
                    ),
                ));
            }
        }
    }
    let (givens, regions) = grid(object, size)?;
    let fields = Fields {
        size,
        regions: &regions,
        object,
    };
    let mut rules: Vec<Arc<dyn Rule>> = Vec::new();
    for entry in TABLE {
        rules.extend((entry.read)(&fields)?);
    }
    let standard = standard_regions(size);
    let regions = (standard.as_ref() != Some(&regions)).then_some(regions);
    let mut puzzle = Puzzle::new(size, regions, givens, rules)
        .map_err(|e| FieldError::new("grid", e.to_string()))?;
    let text = |key: &str| {
        object
            .get(key)
            .and_then(Value::as_str)
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
    };
    puzzle.title = text("title");
    puzzle.author = text("author");
    puzzle.ruleset = text("ruleset");
    puzzle.source = Some(object.clone());
    Ok(puzzle)
}

/// The givens and the regions of `grid`: a list of `size` rows of `size`
/// cells, each `{"value": 5, "given": true, "region": 0}`, all optional.
fn grid(object: &Map<String, Value>, size: usize) -> Result<(Vec<u8>, Vec<u8>), FieldError> {
    let standard = standard_regions(size);
    let rows = object
        .get("grid")
        .and_then(Value::as_array)
        .ok_or_else(|| FieldError::new("grid", format!("expected {size} rows of {size} cells")))?;
    if rows.len() != size {
        return Err(FieldError::new(
            "grid",
            format!("{} rows, expected {size}", rows.len()),
        ));
    }
    let mut givens = vec![0; size * size];
    let mut regions = vec![u8::MAX; size * size];
    for (r, row) in rows.iter().enumerate() {
        let row = row
            .as_array()
            .filter(|cells| cells.len() == size)
            .ok_or_else(|| {
                FieldError::new(format!("grid[{r}]"), format!("expected {size} cells"))
            })?;
        for (c, cell) in row.iter().enumerate() {
            let at = r * size + c;
            let path = format!("grid[{r}][{c}]");
            let cell = cell.as_object().ok_or_else(|| {
                FieldError::new(&path, format!("expected an object, found {}", echo(cell)))
            })?;
            let given = cell.get("given").and_then(Value::as_bool).unwrap_or(false);
            if let Some(value) = cell.get("value").filter(|v| !v.is_null()) {
                let digit = value
                    .as_u64()
                    .filter(|&d| d <= size as u64)
                    .ok_or_else(|| {
                        FieldError::new(
                            format!("{path}.value"),
                            format!("{}: not a digit of a {size}×{size} grid", echo(value)),
                        )
                    })?;
                if given {
                    givens[at] = digit as u8;
                }
            }
            if cell
                .get("givenPencilMarks")
                .and_then(Value::as_array)
                .is_some_and(|m| !m.is_empty())
            {
                return Err(FieldError::new(
                    format!("{path}.givenPencilMarks"),
                    "given pencil marks are not supported",
                ));
            }
            // f-puzzles writes a region only where it is not the default:
            // the standard box, or the row in sizes without boxes.
            regions[at] = match cell.get("region").filter(|v| !v.is_null()) {
                None => standard.as_ref().map_or(r as u8, |standard| standard[at]),
                Some(value) => value
                    .as_u64()
                    .filter(|&i| i < size as u64)
                    .map(|i| i as u8)
                    .ok_or_else(|| {
                        FieldError::new(
                            format!("{path}.region"),
                            format!(
                                "{} ({}): expected a region from 0 to {}",
                                echo(value),
                                cell_name(at, size),
                                size - 1
                            ),
                        )
                    })?,
            };
        }
    }
    Ok((givens, regions))
}

/// The puzzle as an f-puzzles object: the one it was read from with the
/// givens of now, or one built from its rules.
pub fn to_object(puzzle: &Puzzle) -> Map<String, Value> {
    let size = puzzle.size();
    let mut object = puzzle.source.clone().unwrap_or_else(|| {
        let mut object = Map::new();
        object.insert("size".to_owned(), Value::from(size));
        for rule in puzzle.rules() {
            rule.write(&mut object, size);
        }
        if let Some(title) = &puzzle.title {
            object.insert("title".to_owned(), Value::String(title.clone()));
        }
        if let Some(author) = &puzzle.author {
            object.insert("author".to_owned(), Value::String(author.clone()));
        }
        if let Some(ruleset) = &puzzle.ruleset {
            object.insert("ruleset".to_owned(), Value::String(ruleset.clone()));
        }
        object
    });
    // A puzzle read from f-puzzles keeps its cells' regions as written.
    let write_regions = puzzle.source.is_none() && !puzzle.standard_regions();
    let mut rows = match object.remove("grid") {
        Some(Value::Array(rows)) if rows.len() == size => rows,
        _ => vec![Value::Array(vec![Value::Object(Map::new()); size]); size],
    };
    for (r, row) in rows.iter_mut().enumerate() {
        let Value::Array(cells) = row else { continue };
        for (c, cell) in cells.iter_mut().enumerate() {
            let Value::Object(cell) = cell else { continue };
            let at = r * size + c;
            let digit = puzzle.givens()[at];
            if digit == 0 {
                if cell.get("given").and_then(Value::as_bool) == Some(true) {
                    cell.remove("value");
                    cell.remove("given");
                }
            } else {
                cell.insert("value".to_owned(), Value::from(digit));
                cell.insert("given".to_owned(), Value::Bool(true));
            }
            if write_regions {
                cell.insert("region".to_owned(), Value::from(puzzle.regions()[at]));
            }
        }
    }
    object.insert("grid".to_owned(), Value::Array(rows));
    object
}

/// Why a text is not an f-puzzles puzzle.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ReadError {
    /// Not f-puzzles JSON, a compressed string or a link.
    #[error(transparent)]
    Link(#[from] LinkError),
    /// A field that does not hold.
    #[error(transparent)]
    Field(#[from] FieldError),
}

/// Reads an f-puzzles puzzle from JSON, a compressed string or a link.
///
/// # Errors
///
/// As [`decode`] and [`from_object`].
pub fn read(text: &str) -> Result<Puzzle, ReadError> {
    Ok(from_object(&decode(text)?)?)
}
