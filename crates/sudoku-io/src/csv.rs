//! The *csv* format: puzzles in comma-separated data sets.
//!
//! One puzzle a line, in one of two shapes:
//! - 81 fields of one cell each, separated by `,` or `;` (a spreadsheet's
//!   row): `1,0,3,0,0,0,5,0,9,...`; an empty field is a blank;
//! - fields of which one holds the puzzle's 81 cells, as the big public
//!   data sets and QQWing's `--csv` write them:
//!   `004300209005009001...,864371259325849761...`.
//!
//! A header line naming the columns may come first (`quizzes,solutions`,
//! `puzzle,solution`, `id,puzzle,solution,clues,difficulty`, QQWing's
//! `Puzzle,Solution,Givens,...`): the puzzle is in the column named
//! `puzzle`, `puzzles`, `quiz`, `quizzes`, `grid`, `board` or `sudoku`,
//! its solution in the one named `solution`, `solutions` or `answer`, and
//! a column named after a [`Metadata`] field (`id`, `difficulty`,
//! `source`, ...) or `level` is kept as that field; other columns are
//! ignored. Without a header the puzzle is the first field holding 81
//! cells, and a later one holding 81 cells is its solution. A field may
//! be quoted (`"..."`); cells are digits or blanks as in the line format.
//!
//! Written as the data sets are: `0` for blanks, the solution in a second
//! column when it is known, under the header `puzzle,solution` (which
//! [`Format::header`](crate::Format::header) gives, for a batch to write
//! once).

use std::io;

use sudoku_core::Grid;

use crate::syntax::{self, CELL, cell_value};
use crate::{Metadata, ParseError, Puzzle};

/// The header a batch writes before its first record.
pub(crate) const HEADER: &str = "puzzle,solution";

/// What each column of a csv file holds, as its header line names them;
/// read once, kept by every record of the file
/// ([`RawRecord::header`](crate::RawRecord::header)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Columns {
    puzzle: usize,
    solution: Option<usize>,
    /// Columns kept as metadata, with the field's JSON name.
    fields: Vec<(usize, &'static str)>,
}

/// Reads one puzzle: an optional header line, then one line.
pub(crate) fn parse(input: &[u8]) -> Result<Puzzle, ParseError> {
    let text = syntax::utf8(input)?;
    let mut lines = text
        .split_inclusive('\n')
        .enumerate()
        .map(|(n, line)| (n + 1, trim(line)))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'));
    let Some((mut number, mut line)) = lines.next() else {
        return Err(syntax_error(
            1,
            1,
            "a line of comma-separated cells",
            "end of input",
        ));
    };
    let mut columns = None;
    if let Some(header) = header(line) {
        columns = Some(header);
        (number, line) = lines.next().ok_or_else(|| {
            syntax_error(number + 1, 1, "a puzzle after the header", "end of input")
        })?;
    }
    let puzzle = parse_line(columns.as_ref(), line, number)?;
    if let Some((extra, _)) = lines.next() {
        return Err(syntax_error(
            extra,
            1,
            "end of input after the puzzle's line",
            "another line",
        ));
    }
    Ok(puzzle)
}

/// Reads a record split off a batch: one line, at line 1 of the record,
/// under the `columns` of the input's header if it has one.
pub(crate) fn parse_record(columns: Option<&Columns>, text: &[u8]) -> Result<Puzzle, ParseError> {
    parse_line(columns, trim(syntax::utf8(text)?), 1)
}

/// Writes `puzzle` as one line: its cells, `0` for blanks, then its
/// solution if known.
pub(crate) fn write(puzzle: &Puzzle, out: &mut dyn io::Write) -> io::Result<()> {
    let mut text = Vec::with_capacity(164);
    push_cells(&mut text, &puzzle.grid);
    text.push(b',');
    if let Some(solution) = &puzzle.solution {
        push_cells(&mut text, solution);
    }
    text.push(b'\n');
    out.write_all(&text)
}

fn push_cells(text: &mut Vec<u8>, grid: &Grid) {
    text.extend(grid.values().iter().map(|&v| b'0' + v));
}

/// `line` without its line end and trailing spaces.
fn trim(line: &str) -> &str {
    line.trim_end_matches(['\n', '\r', ' ', '\t'])
}

/// The columns a header line names, or `None` if `line` is not a header.
pub(crate) fn header(line: &str) -> Option<Columns> {
    let fields = split(line);
    let mut columns = Columns {
        puzzle: usize::MAX,
        solution: None,
        fields: Vec::new(),
    };
    for (n, (_, field)) in fields.iter().enumerate() {
        let name = field.to_ascii_lowercase();
        match name.as_str() {
            "puzzle" | "puzzles" | "quiz" | "quizzes" | "grid" | "board" | "sudoku"
                if columns.puzzle == usize::MAX =>
            {
                columns.puzzle = n;
            }
            "solution" | "solutions" | "answer" if columns.solution.is_none() => {
                columns.solution = Some(n);
            }
            "level" => columns.fields.push((n, "difficulty")),
            name => {
                if let Some((field, _)) = Metadata::default()
                    .fields()
                    .into_iter()
                    .find(|(field, _)| *field == name)
                {
                    columns.fields.push((n, field));
                }
            }
        }
    }
    (columns.puzzle != usize::MAX).then_some(columns)
}

/// The fields of a line: each with its byte offset, quotes removed.
fn split(line: &str) -> Vec<(usize, &str)> {
    let separator = if !line.contains(',') && line.contains(';') {
        ';'
    } else {
        ','
    };
    let mut fields = Vec::new();
    let mut start = 0;
    for piece in line.split(separator) {
        let trimmed = piece.trim_matches([' ', '\t']);
        let offset = start + (piece.len() - piece.trim_start_matches([' ', '\t']).len());
        let unquoted = trimmed
            .strip_prefix('"')
            .and_then(|t| t.strip_suffix('"'))
            .map_or((offset, trimmed), |t| (offset + 1, t));
        fields.push(unquoted);
        start += piece.len() + 1;
    }
    fields
}

/// One data line, at line `number`.
fn parse_line(columns: Option<&Columns>, line: &str, number: usize) -> Result<Puzzle, ParseError> {
    let fields = split(line);
    let column = |offset: usize| line[..offset].chars().count() + 1;
    // A spreadsheet row: 81 fields of one cell (a trailing separator adds
    // an empty 82nd).
    let cells: &[(usize, &str)] = match fields.split_last() {
        Some((last, rest)) if rest.len() == 81 && last.1.is_empty() => rest,
        _ => &fields,
    };
    if columns.is_none() && cells.len() == 81 && cells.iter().all(|(_, f)| f.chars().count() <= 1) {
        let mut values = [0; 81];
        for (value, &(offset, field)) in values.iter_mut().zip(cells) {
            *value = match field.chars().next() {
                None => 0,
                Some(c) => cell_value(c)
                    .ok_or_else(|| syntax_error(number, column(offset), CELL, &found(c)))?,
            };
        }
        return Ok(Puzzle::from(syntax::grid_of(values)));
    }
    let (puzzle_at, solution_at) = match columns {
        Some(columns) => {
            if fields.len() <= columns.puzzle {
                return Err(syntax_error(
                    number,
                    column(line.len()),
                    &format!("the puzzle in field {}", columns.puzzle + 1),
                    &fields_found(fields.len()),
                ));
            }
            (columns.puzzle, columns.solution)
        }
        None => {
            let full = |(_, field): &&(usize, &str)| field.chars().count() == 81;
            let mut found = fields
                .iter()
                .enumerate()
                .filter(|(_, f)| full(f))
                .map(|(n, _)| n);
            let Some(puzzle) = found.next() else {
                return Err(syntax_error(
                    number,
                    1,
                    "a field of 81 cells, or 81 fields of one cell",
                    &format!("{}, none of 81 cells", fields_found(fields.len())),
                ));
            };
            (puzzle, found.next())
        }
    };
    let grid_at = |n: usize, what: &str| -> Result<Grid, ParseError> {
        let (offset, field) = fields[n];
        let mut values = [0; 81];
        let mut chars = field.char_indices();
        for (i, value) in values.iter_mut().enumerate() {
            let Some((at, c)) = chars.next() else {
                return Err(syntax_error(
                    number,
                    column(offset + field.len()),
                    &format!("81 cells in the {what}"),
                    &format!("{i}"),
                ));
            };
            *value = match cell_value(c) {
                Some(0) if what == "solution" => {
                    return Err(syntax_error(
                        number,
                        column(offset + at),
                        "a digit 1-9 in the solution",
                        &found(c),
                    ));
                }
                Some(value) => value,
                None => return Err(syntax_error(number, column(offset + at), CELL, &found(c))),
            };
        }
        if let Some((at, c)) = chars.next() {
            return Err(syntax_error(
                number,
                column(offset + at),
                &format!("the end of the {what} after 81 cells"),
                &found(c),
            ));
        }
        Ok(syntax::grid_of(values))
    };
    let mut puzzle = Puzzle::from(grid_at(puzzle_at, "puzzle")?);
    if let Some(n) = solution_at.filter(|&n| fields.get(n).is_some_and(|(_, f)| !f.is_empty())) {
        puzzle.solution = Some(grid_at(n, "solution")?);
    }
    for &(n, name) in columns.map_or(&[][..], |c| &c.fields) {
        if let (Some((_, value)), Some(field)) = (fields.get(n), puzzle.meta.field_mut(name))
            && !value.is_empty()
        {
            *field = Some((*value).to_owned());
        }
    }
    Ok(puzzle)
}

/// A character, named for a message.
fn found(c: char) -> String {
    syntax::describe(c.encode_utf8(&mut [0; 4]))
}

fn syntax_error(line: usize, column: usize, expected: &str, found: &str) -> ParseError {
    ParseError::Syntax {
        line,
        column,
        expected: expected.to_owned(),
        found: found.to_owned(),
    }
}

/// "1 field", "3 fields".
fn fields_found(n: usize) -> String {
    if n == 1 {
        "1 field".to_owned()
    } else {
        format!("{n} fields")
    }
}
