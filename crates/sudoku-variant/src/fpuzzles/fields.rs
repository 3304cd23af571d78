//! Reading the fields of an f-puzzles object: cells written `R1C1`, lists
//! of them, lines, numbers written as strings, with errors that name the
//! field (`killercage[2].cells[0]`).

use serde_json::{Map, Value};

use crate::rule::Cell;

/// A field of the f-puzzles object that does not say what f-puzzles means
/// by it, or a rule that cannot hold.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{field}: {message}")]
pub struct FieldError {
    /// The field, as a path: `killercage[2].cells[0]`.
    pub field: String,
    /// What is wrong with it.
    pub message: String,
}

impl FieldError {
    /// An error about `field`.
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        FieldError {
            field: field.into(),
            message: message.into(),
        }
    }
}

/// An entry of a list field, with its path (`killercage[2]`).
pub type Entry<'a> = (String, &'a Map<String, Value>);

/// The object being read, with its grid's size.
pub struct Fields<'a> {
    /// The grid's side.
    pub size: usize,
    /// The region of each cell.
    pub regions: &'a [u8],
    /// The whole object.
    pub object: &'a Map<String, Value>,
}

/// A short, escaped echo of a JSON value for an error message.
pub fn echo(value: &Value) -> String {
    sudoku_core::echo(&value.to_string())
}

impl<'a> Fields<'a> {
    /// The field `key`, if present and not `null`.
    pub fn get(&self, key: &str) -> Option<&'a Value> {
        self.object.get(key).filter(|v| !v.is_null())
    }

    /// Whether the flag `key` is set (`true`); absent is unset.
    ///
    /// # Errors
    ///
    /// When it is there and not a boolean.
    pub fn flag(&self, key: &str) -> Result<bool, FieldError> {
        match self.get(key) {
            None => Ok(false),
            Some(Value::Bool(b)) => Ok(*b),
            Some(other) => Err(FieldError::new(
                key,
                format!("expected true or false, found {}", echo(other)),
            )),
        }
    }

    /// The entries of the list `key` with their paths (`key[i]`).
    ///
    /// # Errors
    ///
    /// When it is there and not a list of objects.
    pub fn entries(&self, key: &str) -> Result<Vec<Entry<'a>>, FieldError> {
        let Some(value) = self.get(key) else {
            return Ok(Vec::new());
        };
        let list = value.as_array().ok_or_else(|| {
            FieldError::new(key, format!("expected a list, found {}", echo(value)))
        })?;
        list.iter()
            .enumerate()
            .map(|(i, entry)| {
                let path = format!("{key}[{i}]");
                entry.as_object().map(|o| (path.clone(), o)).ok_or_else(|| {
                    FieldError::new(path, format!("expected an object, found {}", echo(entry)))
                })
            })
            .collect()
    }

    /// A cell written `R1C1` inside the grid.
    ///
    /// # Errors
    ///
    /// When it is not a cell name or is outside the grid.
    pub fn cell(&self, value: &Value, path: &str) -> Result<Cell, FieldError> {
        let (row, col) = self.coordinates(value, path)?;
        if row == 0 || col == 0 || row > self.size || col > self.size {
            return Err(FieldError::new(
                path,
                format!("{} is outside the {n}×{n} grid", echo(value), n = self.size),
            ));
        }
        Ok((row - 1) * self.size + col - 1)
    }

    /// A cell name's row and column as written (1-based; 0 and `size + 1`
    /// are the clue places outside the grid).
    ///
    /// # Errors
    ///
    /// When it is not `R<row>C<column>` within one step of the grid.
    pub fn coordinates(&self, value: &Value, path: &str) -> Result<(usize, usize), FieldError> {
        let bad = || {
            FieldError::new(
                path,
                format!("expected a cell like \"R1C1\", found {}", echo(value)),
            )
        };
        let text = value.as_str().ok_or_else(bad)?;
        let rest = text.strip_prefix(['R', 'r']).ok_or_else(bad)?;
        let (row, col) = rest.split_once(['C', 'c']).ok_or_else(bad)?;
        let number = |s: &str| {
            s.parse::<usize>()
                .ok()
                .filter(|_| s.bytes().all(|b| b.is_ascii_digit()))
        };
        let (row, col) = (number(row).ok_or_else(bad)?, number(col).ok_or_else(bad)?);
        if row > self.size + 1 || col > self.size + 1 {
            return Err(FieldError::new(
                path,
                format!("{} is outside the {n}×{n} grid", echo(value), n = self.size),
            ));
        }
        Ok((row, col))
    }

    /// The list of cells `entry[key]`.
    ///
    /// # Errors
    ///
    /// When it is missing, not a list, or holds something not a cell.
    pub fn cells(
        &self,
        entry: &Map<String, Value>,
        path: &str,
        key: &str,
    ) -> Result<Vec<Cell>, FieldError> {
        let path = format!("{path}.{key}");
        let value = entry
            .get(key)
            .ok_or_else(|| FieldError::new(&path, "missing"))?;
        let list = value.as_array().ok_or_else(|| {
            FieldError::new(
                &path,
                format!("expected a list of cells, found {}", echo(value)),
            )
        })?;
        list.iter()
            .enumerate()
            .map(|(i, v)| self.cell(v, &format!("{path}[{i}]")))
            .collect()
    }

    /// The lines `entry.lines`: lists of cells.
    ///
    /// # Errors
    ///
    /// As [`Fields::cells`], for each line.
    pub fn lines(
        &self,
        entry: &Map<String, Value>,
        path: &str,
    ) -> Result<Vec<Vec<Cell>>, FieldError> {
        let lines_path = format!("{path}.lines");
        let value = entry
            .get("lines")
            .ok_or_else(|| FieldError::new(&lines_path, "missing"))?;
        let list = value.as_array().ok_or_else(|| {
            FieldError::new(
                &lines_path,
                format!("expected a list of lines, found {}", echo(value)),
            )
        })?;
        let mut lines = Vec::with_capacity(list.len());
        for (i, line) in list.iter().enumerate() {
            let path = format!("{lines_path}[{i}]");
            let cells = line.as_array().ok_or_else(|| {
                FieldError::new(
                    &path,
                    format!("expected a list of cells, found {}", echo(line)),
                )
            })?;
            let cells = cells
                .iter()
                .enumerate()
                .map(|(j, v)| self.cell(v, &format!("{path}[{j}]")))
                .collect::<Result<Vec<_>, _>>()?;
            lines.push(cells);
        }
        Ok(lines)
    }

    /// A number written as f-puzzles writes it (a string, `"15"`, or a
    /// number); `None` when absent or empty.
    ///
    /// # Errors
    ///
    /// When it is something else.
    pub fn number(
        &self,
        entry: &Map<String, Value>,
        path: &str,
        key: &str,
    ) -> Result<Option<i64>, FieldError> {
        let path = format!("{path}.{key}");
        match entry.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
            Some(Value::String(s)) => s.trim().parse().map(Some).map_err(|_| {
                FieldError::new(
                    path,
                    format!(
                        "expected a number, found {}",
                        echo(&Value::String(s.clone()))
                    ),
                )
            }),
            Some(Value::Number(n)) => n.as_i64().map(Some).ok_or_else(|| {
                FieldError::new(path, format!("expected a whole number, found {n}"))
            }),
            Some(other) => Err(FieldError::new(
                path,
                format!("expected a number, found {}", echo(other)),
            )),
        }
    }
}

/// A cell's name as f-puzzles writes it: `R1C1`.
pub fn fcell(cell: Cell, size: usize) -> Value {
    Value::String(format!("R{}C{}", cell / size + 1, cell % size + 1))
}

/// Cells as f-puzzles writes them.
pub fn fcells(cells: &[Cell], size: usize) -> Value {
    Value::Array(cells.iter().map(|&c| fcell(c, size)).collect())
}

/// Appends `entry` to the list `key` of `object`.
pub fn push(object: &mut Map<String, Value>, key: &str, entry: Value) {
    let list = object
        .entry(key.to_owned())
        .or_insert_with(|| Value::Array(Vec::new()));
    if let Value::Array(items) = list {
        items.push(entry);
    }
}
