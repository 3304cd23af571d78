//! Writing the json format: a puzzle, and the one-line records of what a
//! command did with it (solved, generated, unreadable).

use std::io;

use sudoku_core::Grid;

use crate::Puzzle;

/// Writes `puzzle` as one JSON object on one line.
pub(crate) fn write(puzzle: &Puzzle, out: &mut dyn io::Write) -> io::Result<()> {
    let mut object = start(puzzle);
    if let Some(solution) = &puzzle.solution {
        object.push_str(",\"solution\":");
        push_grid(&mut object, solution);
    }
    object.push_str("}\n");
    out.write_all(object.as_bytes())
}

/// What `sudoku solve` found for one puzzle, as its JSON record says it.
#[derive(Clone, Copy, Debug)]
pub enum SolveRecord<'a> {
    /// The puzzle's only solution.
    Unique(&'a Grid),
    /// The lexicographically smallest of several solutions.
    Multiple(&'a Grid),
    /// Why there is no solution.
    Failed(&'a str),
}

/// Writes the JSON record of solving `puzzle`: the puzzle and its metadata,
/// then `"solution"` and `"solutions": "unique" | "multiple"`, or
/// `"error"`; one line.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_solve_record(
    puzzle: &Puzzle,
    record: SolveRecord<'_>,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let mut object = start(puzzle);
    match record {
        SolveRecord::Unique(solution) | SolveRecord::Multiple(solution) => {
            let verdict = if matches!(record, SolveRecord::Unique(_)) {
                "unique"
            } else {
                "multiple"
            };
            object.push_str(",\"solution\":");
            push_grid(&mut object, solution);
            object.push_str(",\"solutions\":\"");
            object.push_str(verdict);
            object.push('"');
        }
        SolveRecord::Failed(error) => {
            object.push_str(",\"error\":");
            push_string(&mut object, error);
        }
    }
    object.push_str("}\n");
    out.write_all(object.as_bytes())
}

/// Writes the record of a generated puzzle: the puzzle, its solution (the
/// answer key) and what made it (`"generator"`); one line.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_generated_record(
    puzzle: &Puzzle,
    solution: &Grid,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let mut record = Vec::new();
    write_solve_record(puzzle, SolveRecord::Unique(solution), &mut record)?;
    // `...}\n` becomes `...,"generator":"..."}\n`.
    record.truncate(record.len() - 2);
    let mut object =
        String::from_utf8(record).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
    object.push_str(",\"generator\":");
    push_string(&mut object, crate::VERSION);
    object.push_str("}\n");
    out.write_all(object.as_bytes())
}

/// Writes the JSON record of a puzzle that could not be read, which starts
/// on `line` of the input: `{"line": 5, "error": "..."}`; one line.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_error_record(line: usize, error: &str, out: &mut dyn io::Write) -> io::Result<()> {
    let mut object = format!("{{\"line\":{line},\"error\":");
    push_string(&mut object, error);
    object.push_str("}\n");
    out.write_all(object.as_bytes())
}

/// `{"puzzle":...` and the metadata, without the closing brace.
fn start(puzzle: &Puzzle) -> String {
    let mut object = String::from("{\"puzzle\":");
    push_grid(&mut object, &puzzle.grid);
    for (name, value) in puzzle.meta.fields() {
        if let Some(value) = value {
            object.push_str(",\"");
            object.push_str(name);
            object.push_str("\":");
            push_string(&mut object, value);
        }
    }
    object
}

/// `grid` as a JSON array of nine arrays of nine digits.
fn push_grid(out: &mut String, grid: &Grid) {
    out.push('[');
    for (r, row) in grid.values().chunks_exact(9).enumerate() {
        if r > 0 {
            out.push(',');
        }
        out.push('[');
        for (c, &value) in row.iter().enumerate() {
            if c > 0 {
                out.push(',');
            }
            out.push(char::from(b'0' + value));
        }
        out.push(']');
    }
    out.push(']');
}

/// `value` as a JSON string, quoted and escaped.
fn push_string(out: &mut String, value: &str) {
    // Serialising a string to a string cannot fail.
    out.push_str(&serde_json::to_string(value).unwrap_or_default());
}
