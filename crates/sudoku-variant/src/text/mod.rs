//! The variant text: a readable form of our own for puzzles written by
//! hand. A `size` line, the grid, the regions when they are not the
//! boxes, and a rule a line, each named as f-puzzles names it:
//!
//! ```text
//! size 6
//! title A small killer
//! grid
//! 1 . . | . . .
//! . . . | . 2 .
//! killercage 9: r1c2 r1c3
//! thermometer: r6c1 r5c1 r4c1
//! ```
//!
//! The grammar is in the guide (`docs/guide/variants.md`). The text reads
//! into an f-puzzles object, so every rule means what it means there and
//! an error in a rule names its line.

mod keywords;
mod line;
mod write;

use serde_json::{Map, Value};

use crate::fpuzzles;
use crate::puzzle::{Puzzle, SIZES};
use keywords::{Shape, find};
use line::{Statement, split};

pub use write::{Written, write};

/// A line of the text that does not read, or a rule that cannot hold.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct TextError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

fn error(line: usize, message: impl Into<String>) -> TextError {
    TextError {
        line,
        message: message.into(),
    }
}

/// Whether `text` starts as the variant text does: its first line that is
/// not blank or a comment is `size N`.
pub fn claims(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))
        .is_some_and(|first| {
            let mut words = first.split_whitespace();
            words.next().is_some_and(|w| w.eq_ignore_ascii_case("size"))
                && words.next().is_some_and(|n| n.parse::<usize>().is_ok())
                && words.next().is_none()
        })
}

/// Reads a puzzle written in the variant text.
///
/// # Errors
///
/// The first line that does not read, or the line of a rule that cannot
/// hold (as f-puzzles would refuse it).
pub fn read(text: &str) -> Result<Puzzle, TextError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end_matches('\r')))
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .peekable();
    let Some((first, head)) = lines.next() else {
        return Err(error(1, "empty: expected `size N`"));
    };
    let size = match head.split_whitespace().collect::<Vec<_>>()[..] {
        [word, n] if word.eq_ignore_ascii_case("size") => n
            .parse::<usize>()
            .ok()
            .filter(|n| SIZES.contains(n))
            .ok_or_else(|| {
                error(
                    first,
                    format!(
                        "size {}: sizes {} to {} are supported",
                        sudoku_core::echo(n),
                        SIZES.start(),
                        SIZES.end()
                    ),
                )
            })?,
        _ => {
            return Err(error(
                first,
                format!("expected `size N` first, found {}", sudoku_core::echo(head)),
            ));
        }
    };
    let mut object = Map::new();
    object.insert("size".to_owned(), Value::from(size));
    let mut grid: Option<(usize, Vec<u8>)> = None;
    let mut regions: Option<(usize, Vec<u8>)> = None;
    // Where each entry came from, for errors: `killercage[2]` → line.
    let mut origin: Vec<(String, usize)> = vec![("size".to_owned(), first)];
    while let Some((at, text)) = lines.next() {
        let word = text.split_whitespace().next().unwrap_or_default();
        let after = &text.trim_start()[word.len()..];
        let rest = after.trim();
        match word.to_ascii_lowercase().as_str() {
            "title" | "author" | "ruleset" => {
                let key = word.to_ascii_lowercase();
                if object.contains_key(&key) {
                    return Err(error(at, format!("a second {key}")));
                }
                // Kept as written, but for the one space after the word.
                let raw = after.strip_prefix([' ', '\t']).unwrap_or(after);
                object.insert(key, Value::String(write::unescape(raw)));
            }
            "grid" | "regions" => {
                let is_grid = word.eq_ignore_ascii_case("grid");
                let slot = if is_grid { &mut grid } else { &mut regions };
                if slot.is_some() || !rest.is_empty() {
                    return Err(error(
                        at,
                        format!("expected `{word}` alone on its line, once"),
                    ));
                }
                let rows = block(&mut lines, at, word, size, is_grid)?;
                *slot = Some((at, rows));
            }
            "drawing" => {
                let (key, json) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                if !fpuzzles::DRAWINGS.contains(&key) {
                    return Err(error(
                        at,
                        format!(
                            "drawing {}: expected one of {}",
                            sudoku_core::echo(key),
                            fpuzzles::DRAWINGS.join(", ")
                        ),
                    ));
                }
                let value: Value = serde_json::from_str(json)
                    .map_err(|e| error(at, format!("drawing {key}: {e}")))?;
                push(&mut object, &mut origin, key, value, at);
            }
            _ => rule(text, at, size, &mut object, &mut origin)?,
        }
    }
    let (givens_at, givens) = grid.unwrap_or((first, vec![0; size * size]));
    let regions_at = regions.as_ref().map_or(first, |(at, _)| *at);
    let rows = (0..size)
        .map(|r| {
            let cells = (0..size)
                .map(|c| {
                    let at = r * size + c;
                    let mut cell = Map::new();
                    if givens[at] != 0 {
                        cell.insert("value".to_owned(), Value::from(givens[at]));
                        cell.insert("given".to_owned(), Value::Bool(true));
                    }
                    if let Some((_, regions)) = &regions {
                        cell.insert("region".to_owned(), Value::from(regions[at]));
                    }
                    Value::Object(cell)
                })
                .collect();
            Value::Array(cells)
        })
        .collect();
    object.insert("grid".to_owned(), Value::Array(rows));
    fpuzzles::from_object(&object).map_err(|err| {
        let line = if err.field.starts_with("grid") && err.field.contains(".value") {
            givens_at
        } else if err.field.starts_with("grid") {
            regions_at
        } else {
            origin
                .iter()
                .rev()
                .find(|(path, _)| err.field == *path || err.field.starts_with(&format!("{path}.")))
                .map_or(first, |&(_, line)| line)
        };
        error(line, err.to_string())
    })
}

/// The `size` rows after a `grid` (digits) or `regions` (a symbol per
/// region, numbered as first met) line at `at`; lines of only separators
/// (`-`, `+`, `|`, `=`) skipped.
fn block<'a>(
    lines: &mut impl Iterator<Item = (usize, &'a str)>,
    at: usize,
    word: &str,
    size: usize,
    is_grid: bool,
) -> Result<Vec<u8>, TextError> {
    let mut rows = Vec::with_capacity(size * size);
    let mut symbols: Vec<char> = Vec::new();
    while rows.len() < size * size {
        let Some((row_at, row)) = lines.next() else {
            return Err(error(
                at,
                format!("{word}: {} rows, expected {size}", rows.len() / size),
            ));
        };
        if row.chars().all(|c| " \t-+|=".contains(c)) {
            continue;
        }
        if is_grid {
            rows.extend(line::digits(row, row_at, size)?);
            continue;
        }
        for symbol in line::symbols(row, row_at, size)? {
            let index = match symbols.iter().position(|&s| s == symbol) {
                Some(index) => index,
                None if symbols.len() < size => {
                    symbols.push(symbol);
                    symbols.len() - 1
                }
                None => {
                    return Err(error(
                        row_at,
                        format!(
                            "regions: {}: a region more than the {size}",
                            sudoku_core::echo(&symbol.to_string())
                        ),
                    ));
                }
            };
            rows.push(index as u8);
        }
    }
    Ok(rows)
}

/// Appends `entry` to the list `key`, remembering its line.
fn push(
    object: &mut Map<String, Value>,
    origin: &mut Vec<(String, usize)>,
    key: &str,
    entry: Value,
    at: usize,
) {
    let list = object
        .entry(key.to_owned())
        .or_insert_with(|| Value::Array(Vec::new()));
    if let Value::Array(items) = list {
        origin.push((format!("{key}[{}]", items.len()), at));
        items.push(entry);
    }
}

/// Reads a rule line into `object`.
fn rule(
    text: &str,
    at: usize,
    size: usize,
    object: &mut Map<String, Value>,
    origin: &mut Vec<(String, usize)>,
) -> Result<(), TextError> {
    let Statement {
        keyword,
        args,
        cells,
    } = split(text, at)?;
    let Some(kw) = find(&keyword) else {
        return Err(error(
            at,
            format!(
                "{}: not a rule of the variant text (the keywords are f-puzzles' field names: killercage, thermometer, arrow...)",
                sudoku_core::echo(&keyword)
            ),
        ));
    };
    let key = kw.key;
    let value = match kw.shape {
        Shape::Negative | Shape::Quadruple => None,
        Shape::LittleKiller => line::value(kw, &args[..args.len().min(1)], at)?,
        _ => line::value(kw, &args, at)?,
    };
    if kw.shape == Shape::LittleKiller && args.len() > 2 {
        return Err(error(
            at,
            "littlekillersum: expected the sum, then the direction",
        ));
    }
    let one_cell = |cells: &[String]| match cells {
        [cell] => Ok(Value::String(cell.clone())),
        _ => Err(error(
            at,
            format!("{key}: expected one cell, found {}", cells.len()),
        )),
    };
    let strings = |cells: Vec<String>| Value::Array(cells.into_iter().map(Value::String).collect());
    if matches!(kw.shape, Shape::Flag | Shape::Negative) {
        line::no_cells(&cells, key, at)?;
        origin.push((key.to_owned(), at));
    }
    let mut entry = Map::new();
    match kw.shape {
        Shape::Flag => {
            object.insert(key.to_owned(), Value::Bool(true));
            return Ok(());
        }
        Shape::Negative => {
            let list = object
                .entry("negative")
                .or_insert_with(|| Value::Array(Vec::new()));
            if let Value::Array(items) = list {
                items.extend(args.iter().map(|a| Value::String(a.to_ascii_lowercase())));
            }
            return Ok(());
        }
        Shape::Marks => {
            for cell in line::one_group(cells, key, at)? {
                let mut mark = Map::new();
                mark.insert("cell".to_owned(), Value::String(cell));
                push(object, origin, key, Value::Object(mark), at);
            }
            return Ok(());
        }
        Shape::Cells => {
            entry.insert(
                "cells".to_owned(),
                strings(line::one_group(cells, key, at)?),
            );
        }
        Shape::Lines => {
            let lines = line::groups(cells, "|", key, at)?;
            entry.insert(
                "lines".to_owned(),
                Value::Array(lines.into_iter().map(strings).collect()),
            );
        }
        Shape::Outside | Shape::LittleKiller => {
            let cells = line::one_group(cells, key, at)?;
            entry.insert("cell".to_owned(), one_cell(&cells)?);
            if kw.shape == Shape::LittleKiller {
                let direction = args.get(1).map(|d| d.to_ascii_uppercase());
                let direction = direction
                    .filter(|d| ["UL", "UR", "DL", "DR"].contains(&d.as_str()))
                    .ok_or_else(|| {
                        error(
                            at,
                            "littlekillersum: expected the sum, then the direction (UL, UR, DL or DR)",
                        )
                    })?;
                entry.insert("direction".to_owned(), Value::String(direction));
            }
        }
        Shape::Arrow => {
            let parts = line::regroup(&cells, ">");
            let [circle, lines] = <[Vec<String>; 2]>::try_from(parts)
                .map_err(|_| error(at, "arrow: expected the circle's cells, `>`, then the line"))?;
            let circle = line::one_group(circle, key, at)?;
            let lines = line::groups(lines, "|", key, at)?;
            let start = |line: &[String]| {
                let first = line.first().and_then(|c| line::place(c, size));
                circle
                    .iter()
                    .find(|c| {
                        let (Some((r, c)), Some((fr, fc))) = (line::place(c, size), first) else {
                            return false;
                        };
                        r.abs_diff(fr) <= 1 && c.abs_diff(fc) <= 1
                    })
                    .unwrap_or(&circle[0])
                    .clone()
            };
            let lines: Vec<Value> = lines
                .into_iter()
                .map(|line| strings(std::iter::once(start(&line)).chain(line).collect()))
                .collect();
            entry.insert("cells".to_owned(), strings(circle));
            entry.insert("lines".to_owned(), Value::Array(lines));
        }
        Shape::Clone => {
            let parts = line::groups(cells, "=", key, at)?;
            let [cells, clones] = <[Vec<String>; 2]>::try_from(parts)
                .map_err(|_| error(at, "clone: expected cells, `=`, then their clones"))?;
            entry.insert("cells".to_owned(), strings(cells));
            entry.insert("cloneCells".to_owned(), strings(clones));
        }
        Shape::Quadruple => {
            entry.insert(
                "cells".to_owned(),
                strings(line::one_group(cells, key, at)?),
            );
            let values = args
                .iter()
                .map(|a| {
                    a.parse::<u64>().map(Value::from).map_err(|_| {
                        error(
                            at,
                            format!("quadruple: {}: not a digit", sudoku_core::echo(a)),
                        )
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            entry.insert("values".to_owned(), Value::Array(values));
            push(object, origin, key, Value::Object(entry), at);
            return Ok(());
        }
    }
    if let Some(value) = value {
        entry.insert("value".to_owned(), Value::String(value));
    }
    push(object, origin, key, Value::Object(entry), at);
    Ok(())
}

#[cfg(test)]
mod tests;
