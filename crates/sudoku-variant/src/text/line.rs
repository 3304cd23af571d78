//! The pieces of a line of the variant text: a rule's keyword, its
//! arguments and its cells; a row of the grid or of the regions.

use super::keywords::{Keyword, Value};
use super::{TextError, error};

/// The separators a rule's cells may hold: between lines (`|`), after an
/// arrow's circle (`>`), between cells and their clones (`=`).
const SEPARATORS: [&str; 3] = ["|", ">", "="];

/// A rule line: `killercage 15: r1c1 r1c2`.
pub(super) struct Statement {
    /// The first word, as written.
    pub(super) keyword: String,
    /// The words between the keyword and the colon.
    pub(super) args: Vec<String>,
    /// After the colon: cells as f-puzzles writes them (`R1C1`), and
    /// separators.
    pub(super) cells: Vec<String>,
}

/// Splits a rule line.
pub(super) fn split(text: &str, at: usize) -> Result<Statement, TextError> {
    let (head, tail) = text.split_once(':').unwrap_or((text, ""));
    let mut words = head.split_whitespace().map(str::to_owned);
    let keyword = words.next().unwrap_or_default();
    let args = words.collect();
    let mut spaced = tail.replace(',', " ");
    for sep in SEPARATORS {
        spaced = spaced.replace(sep, &format!(" {sep} "));
    }
    let cells = spaced
        .split_whitespace()
        .map(|word| {
            if SEPARATORS.contains(&word) {
                return Ok(word.to_owned());
            }
            cell(word).ok_or_else(|| {
                error(
                    at,
                    format!(
                        "{}: expected a cell written r1c1 (row, then column)",
                        sudoku_core::echo(word)
                    ),
                )
            })
        })
        .collect::<Result<_, _>>()?;
    Ok(Statement {
        keyword,
        args,
        cells,
    })
}

/// `r1c2` (any case) as f-puzzles writes it, `R1C2`.
fn cell(word: &str) -> Option<String> {
    let lower = word.to_ascii_lowercase();
    let (row, col) = lower.strip_prefix('r')?.split_once('c')?;
    let row: usize = row.parse().ok()?;
    let col: usize = col.parse().ok()?;
    Some(format!("R{row}C{col}"))
}

/// The row and column (from 0) of an in-grid cell written `R1C2`.
pub(super) fn place(cell: &str, size: usize) -> Option<(usize, usize)> {
    let (row, col) = cell.strip_prefix('R')?.split_once('C')?;
    let (row, col): (usize, usize) = (row.parse().ok()?, col.parse().ok()?);
    (1..=size)
        .contains(&row)
        .then_some(())
        .filter(|()| (1..=size).contains(&col))
        .map(|()| (row - 1, col - 1))
}

/// The value a line gives after its keyword, as its keyword allows.
pub(super) fn value(kw: &Keyword, args: &[String], at: usize) -> Result<Option<String>, TextError> {
    match (kw.value, args) {
        (_, [_, _, ..]) => Err(error(
            at,
            format!("{}: one value at most before the colon", kw.key),
        )),
        (Value::No, [extra]) => Err(error(
            at,
            format!(
                "{}: takes no value, found {}",
                kw.key,
                sudoku_core::echo(extra)
            ),
        )),
        (Value::Required, []) => Err(error(
            at,
            format!("{}: expected a value before the colon", kw.key),
        )),
        (_, [v]) => Ok(Some(v.clone())),
        (_, []) => Ok(None),
    }
}

/// Refuses cells on a line that takes none.
pub(super) fn no_cells(cells: &[String], key: &str, at: usize) -> Result<(), TextError> {
    if cells.is_empty() {
        Ok(())
    } else {
        Err(error(at, format!("{key}: takes no cells")))
    }
}

/// The cells of a line that takes one group of them, without separators.
pub(super) fn one_group(
    cells: Vec<String>,
    key: &str,
    at: usize,
) -> Result<Vec<String>, TextError> {
    if let Some(sep) = cells.iter().find(|c| SEPARATORS.contains(&c.as_str())) {
        return Err(error(at, format!("{key}: unexpected `{sep}`")));
    }
    if cells.is_empty() {
        return Err(error(at, format!("{key}: expected cells after a colon")));
    }
    Ok(cells)
}

/// The groups of cells between `sep`s, each without other separators and
/// not empty.
pub(super) fn groups(
    cells: Vec<String>,
    sep: &str,
    key: &str,
    at: usize,
) -> Result<Vec<Vec<String>>, TextError> {
    regroup(&cells, sep)
        .into_iter()
        .map(|group| one_group(group, key, at))
        .collect()
}

/// The groups of `cells` between `sep`s, as they are.
pub(super) fn regroup(cells: &[String], sep: &str) -> Vec<Vec<String>> {
    cells.split(|c| c == sep).map(<[String]>::to_vec).collect()
}

/// The characters of a row of the grid or the regions, without spaces or
/// `|`, each with its column (from 1); `size` of them.
fn row(text: &str, at: usize, size: usize, what: &str) -> Result<Vec<(usize, char)>, TextError> {
    let chars: Vec<(usize, char)> = text
        .chars()
        .enumerate()
        .filter(|(_, c)| !c.is_whitespace() && *c != '|')
        .map(|(i, c)| (i + 1, c))
        .collect();
    if chars.len() != size {
        return Err(error(
            at,
            format!("{what}: a row of {} cells, expected {size}", chars.len()),
        ));
    }
    Ok(chars)
}

/// A row of the grid: digits `1`-`9`, `A`-`P` for 10-25, `.` or `0` for
/// a blank.
pub(super) fn digits(text: &str, at: usize, size: usize) -> Result<Vec<u8>, TextError> {
    row(text, at, size, "grid")?
        .into_iter()
        .map(|(column, c)| {
            let digit = match c {
                '.' | '0' => Some(0),
                '1'..='9' => Some(c as u8 - b'0'),
                'A'..='P' => Some(c as u8 - b'A' + 10),
                'a'..='p' => Some(c as u8 - b'a' + 10),
                _ => None,
            };
            digit.filter(|&d| usize::from(d) <= size).ok_or_else(|| {
                error(
                    at,
                    format!(
                        "grid: column {column}: {}: not a digit of a {size}×{size} grid",
                        sudoku_core::echo(&c.to_string())
                    ),
                )
            })
        })
        .collect()
}

/// A row of the regions: a symbol per cell, the same for the cells of one
/// region.
pub(super) fn symbols(text: &str, at: usize, size: usize) -> Result<Vec<char>, TextError> {
    Ok(row(text, at, size, "regions")?
        .into_iter()
        .map(|(_, c)| c)
        .collect())
}
