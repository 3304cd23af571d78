//! Writing a puzzle as variant text: built from its f-puzzles object, so
//! a puzzle read from f-puzzles keeps its drawings (as `drawing` lines).

use serde_json::{Map, Value};

use super::keywords::{KEYWORDS, Shape};
use crate::fpuzzles::{self, DRAWINGS};
use crate::puzzle::Puzzle;

/// A puzzle as variant text, and what the text could not carry.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Written {
    /// The text, ending in a newline.
    pub text: String,
    /// The f-puzzles fields left out (colours of a line, a solution...),
    /// as paths: `killercage[0].outlineC`.
    pub dropped: Vec<String>,
}

/// Fields the text writes outside the rule lines.
const ABOUT: [&str; 5] = ["size", "grid", "title", "author", "ruleset"];

/// `puzzle` as variant text.
pub fn write(puzzle: &Puzzle) -> Written {
    let n = puzzle.size();
    let object = fpuzzles::to_object(puzzle);
    let mut lines = vec![format!("size {n}")];
    for (key, value) in [
        ("title", &puzzle.title),
        ("author", &puzzle.author),
        ("ruleset", &puzzle.ruleset),
    ] {
        if let Some(text) = value {
            lines.push(format!("{key} {}", escape(text)));
        }
    }
    if puzzle.givens().iter().any(|&d| d != 0) {
        lines.push("grid".to_owned());
        for row in puzzle.givens().chunks(n) {
            lines.push(row.iter().map(|&d| digit(d)).collect());
        }
    }
    if !puzzle.standard_regions() {
        // Lettered in reading order: the first region met is A.
        let mut order: Vec<u8> = Vec::new();
        let letters: Vec<char> = puzzle
            .regions()
            .iter()
            .map(|&r| {
                let i = order.iter().position(|&o| o == r).unwrap_or_else(|| {
                    order.push(r);
                    order.len() - 1
                });
                char::from(b'A' + i as u8)
            })
            .collect();
        lines.push("regions".to_owned());
        for row in letters.chunks(n) {
            lines.push(row.iter().collect());
        }
    }
    let mut dropped = Vec::new();
    for kw in KEYWORDS {
        let Some(value) = object.get(kw.key) else {
            continue;
        };
        match (kw.shape, value) {
            (Shape::Flag, Value::Bool(set)) => {
                if *set {
                    lines.push(kw.key.to_owned());
                }
            }
            (Shape::Negative, Value::Array(names)) => {
                let names: Vec<String> = names.iter().map(text).collect();
                if !names.is_empty() {
                    lines.push(format!("negative {}", names.join(" ")));
                }
            }
            (_, Value::Array(entries)) => {
                for (i, entry) in entries.iter().enumerate() {
                    let Value::Object(entry) = entry else {
                        dropped.push(format!("{}[{i}]", kw.key));
                        continue;
                    };
                    let (line, used) = rule(kw.key, kw.shape, entry);
                    lines.push(line);
                    dropped.extend(
                        entry
                            .keys()
                            .filter(|k| !used.contains(&k.as_str()))
                            .map(|k| format!("{}[{i}].{k}", kw.key)),
                    );
                }
            }
            _ => dropped.push(kw.key.to_owned()),
        }
    }
    for key in DRAWINGS {
        if let Some(Value::Array(entries)) = object.get(key) {
            for entry in entries {
                lines.push(format!("drawing {key} {entry}"));
            }
        }
    }
    dropped.extend(
        object
            .iter()
            .filter(|(key, value)| {
                let key = key.as_str();
                let written = ABOUT.contains(&key)
                    || DRAWINGS.contains(&key)
                    || KEYWORDS.iter().any(|kw| kw.key == key);
                !written && !matches!(value, Value::Null | Value::Bool(false))
            })
            .map(|(key, _)| key.clone()),
    );
    let mut text = lines.join("\n");
    text.push('\n');
    Written { text, dropped }
}

/// A rule entry's line, and the fields it used.
fn rule(key: &str, shape: Shape, entry: &Map<String, Value>) -> (String, Vec<&'static str>) {
    let cells = |field: &str| list(entry.get(field));
    let value = entry
        .get("value")
        .filter(|v| !v.is_null())
        .map(|v| format!(" {}", text(v)))
        .unwrap_or_default();
    match shape {
        Shape::Lines => {
            let lines: Vec<String> = lines(entry).iter().map(|l| l.join(" ")).collect();
            (
                format!("{key}{value}: {}", lines.join(" | ")),
                vec!["lines", "value"],
            )
        }
        Shape::Marks => (format!("{key}: {}", one(entry.get("cell"))), vec!["cell"]),
        Shape::Outside => (
            format!("{key}{value}: {}", one(entry.get("cell"))),
            vec!["cell", "value"],
        ),
        Shape::LittleKiller => {
            let direction = entry.get("direction").map(text).unwrap_or_default();
            (
                format!("{key}{value} {direction}: {}", one(entry.get("cell"))),
                // Its cells follow from its place and direction.
                vec!["cell", "value", "direction", "cells"],
            )
        }
        Shape::Arrow => {
            let circle = cells("cells");
            let lines: Vec<String> = lines(entry)
                .into_iter()
                .map(|line| {
                    let rest: Vec<String> =
                        line.into_iter().filter(|c| !circle.contains(c)).collect();
                    rest.join(" ")
                })
                .collect();
            (
                format!("arrow: {} > {}", circle.join(" "), lines.join(" | ")),
                vec!["cells", "lines"],
            )
        }
        Shape::Clone => (
            format!(
                "clone: {} = {}",
                cells("cells").join(" "),
                cells("cloneCells").join(" ")
            ),
            vec!["cells", "cloneCells"],
        ),
        Shape::Quadruple => {
            let values = match entry.get("values") {
                Some(Value::Array(values)) => values.iter().map(text).collect::<Vec<_>>(),
                _ => Vec::new(),
            };
            (
                format!("{key} {}: {}", values.join(" "), cells("cells").join(" ")),
                vec!["cells", "values"],
            )
        }
        Shape::Cells | Shape::Flag | Shape::Negative => (
            format!("{key}{value}: {}", cells("cells").join(" ")),
            vec!["cells", "value"],
        ),
    }
}

/// The lines of an entry, each its cells.
fn lines(entry: &Map<String, Value>) -> Vec<Vec<String>> {
    match entry.get("lines") {
        Some(Value::Array(lines)) => lines.iter().map(|l| list(Some(l))).collect(),
        _ => Vec::new(),
    }
}

/// A list of f-puzzles cells, written `r1c1`.
fn list(value: Option<&Value>) -> Vec<String> {
    match value {
        Some(Value::Array(cells)) => cells.iter().map(|c| text(c).to_lowercase()).collect(),
        _ => Vec::new(),
    }
}

/// One f-puzzles cell, written `r1c1`.
fn one(value: Option<&Value>) -> String {
    value.map(|v| text(v).to_lowercase()).unwrap_or_default()
}

/// A string as it is, anything else as JSON.
fn text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// A digit of the grid: `.` for none, `A` = 10 ... `P` = 25.
pub(super) fn digit(d: u8) -> char {
    match d {
        0 => '.',
        1..=9 => char::from(b'0' + d),
        _ => char::from(b'A' + d - 10),
    }
}

/// A title, author or rule text on one line: `\` and line breaks escaped
/// (`\\`, `\n`).
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace("\r\n", "\\n")
        .replace('\n', "\\n")
}

/// The text of an escaped title, author or rule text.
pub(super) fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}
