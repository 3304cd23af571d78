//! Ratings as text and as JSON records.
//!
//! Text: one line per puzzle, the scales asked for side by side:
//! `ER/EP/ED` on the Sudoku Explainer scale, the HoDoKu level and score,
//! then the hardest technique (SE's name when the SE scale is shown):
//!
//! ```text
//! 7.1/1.2/1.2  Unfair 1328  Forcing Chain
//! ```
//!
//! A puzzle beyond SE's techniques rates 20.0, as SE's `serate` prints
//! it. JSON: one record per puzzle, as `schemas/rate.schema.json`
//! describes.

use std::io;

use serde_json::{Map, Value, json};
use sudoku_core::Grid;
use sudoku_logic::{Candidates, Explanation, SeRating, SeStep};

use crate::explain::Detail;

/// A rating in tenths as SE prints it (`7.1`).
fn tenths(t: u32) -> String {
    format!("{}.{}", t / 10, t % 10)
}

/// `ER/EP/ED` as `serate` prints it: `7.1/1.2/1.2`.
pub fn se_text(rating: &SeRating) -> String {
    format!(
        "{}/{}/{}",
        tenths(rating.er),
        tenths(rating.ep),
        tenths(rating.ed)
    )
}

/// Writes one puzzle's rating line.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_rate_text(
    se: Option<&SeRating>,
    hodoku: Option<&Explanation>,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let mut fields = Vec::new();
    if let Some(se) = se {
        fields.push(se_text(se));
    }
    if let Some(h) = hodoku {
        fields.push(format!("{} {}", h.level(), h.score()));
    }
    let hardest = match (se, hodoku) {
        (Some(se), _) if !se.complete => "beyond SE's techniques".to_owned(),
        (Some(se), _) => se.hardest.map_or("-".to_owned(), |t| t.name().to_owned()),
        (None, Some(h)) => h.hardest().map_or("-".to_owned(), |t| t.name().to_owned()),
        (None, None) => String::new(),
    };
    fields.push(hardest);
    writeln!(out, "{}", fields.join("  "))
}

/// A rating in tenths as a JSON number (`7.1`).
fn value(t: u32) -> Value {
    json!(t as f64 / 10.0)
}

/// Writes one puzzle's rating as a JSON record on one line.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_rate_json(
    grid: &Grid,
    se: Option<&SeRating>,
    hodoku: Option<&Explanation>,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let mut record = Map::new();
    record.insert("puzzle".into(), json!(crate::explain::line(grid)));
    if let Some(se) = se {
        let mut scale = Map::new();
        scale.insert("er".into(), value(se.er));
        scale.insert("ep".into(), value(se.ep));
        scale.insert("ed".into(), value(se.ed));
        scale.insert("hardest".into(), json!(se.hardest.map(|t| t.name())));
        scale.insert("complete".into(), json!(se.complete));
        record.insert("se".into(), Value::Object(scale));
    }
    if let Some(h) = hodoku {
        record.insert(
            "hodoku".into(),
            json!({
                "level": h.level().name(),
                "score": h.score(),
                "hardest": h.hardest().map(|t| t.name()),
            }),
        );
    }
    serde_json::to_writer(&mut *out, &Value::Object(record))?;
    writeln!(out)
}

/// `r3c4`.
fn cell_name(cell: u8) -> String {
    format!("r{}c{}", cell / 9 + 1, cell % 9 + 1)
}

/// What a step of SE's path does, as `r3c4=5` and `r5c3<>7` items.
fn se_effects(step: &SeStep) -> (Vec<String>, Vec<String>) {
    let placements = step
        .placement
        .iter()
        .map(|&(c, d)| format!("{}={d}", cell_name(c)))
        .collect();
    let eliminations = step
        .eliminations
        .iter()
        .map(|&(c, d)| format!("{}<>{d}", cell_name(c)))
        .collect();
    (placements, eliminations)
}

/// One step of SE's path as a line: its rating, the technique and where it
/// looks, after `=>` what it places and removes, and then its chains, if
/// it has any: `2.6  Pointing: 5 in b2 and r1 => r1c5<>5, r1c6<>5`.
pub fn se_step_text(step: &SeStep) -> String {
    se_step_line(step, Detail::Full)
}

/// [`se_step_text`], or with [`Detail::Brief`] the line without the
/// chains and nets after the outcome.
fn se_step_line(step: &SeStep, detail: Detail) -> String {
    let (placements, eliminations) = se_effects(step);
    let effects: Vec<String> = placements.into_iter().chain(eliminations).collect();
    let mut text = format!(
        "{}  {} => {}",
        tenths(step.rating),
        step.pattern(),
        effects.join(", ")
    );
    // A static chain's chains, or a dynamic one's nets, after the outcome.
    let proofs = step.proofs();
    if !proofs.is_empty() && detail == Detail::Full {
        text.push_str(": ");
        text.push_str(&proofs);
    }
    text
}

/// Writes SE's path, one step a line (in `detail`), then the rating.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_se_path_text(
    steps: &[SeStep],
    solved: bool,
    rating: &SeRating,
    detail: Detail,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    for step in steps {
        writeln!(out, "{}", se_step_line(step, detail))?;
    }
    write_se_end(solved, rating, out)
}

/// A step of SE's path as a JSON value: its technique, rating and text,
/// what it places and removes, where it looks, its chains and premises.
pub fn se_step_json(step: &SeStep) -> Value {
    let (placements, eliminations) = se_effects(step);
    json!({
        "technique": step.technique.name(),
        "rating": step.rating as f64 / 10.0,
        "text": se_step_text(step),
        "placements": placements,
        "eliminations": eliminations,
        "digits": step.digits,
        "cells": step.cells.iter().map(|&c| cell_name(c)).collect::<Vec<_>>(),
        "houses": step.houses.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "covers": step.covers.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "chains": crate::explain::chains_json(&step.chains),
        "premises": step.premise_literals(),
        "nets": crate::explain::nets_json(&step.nets),
    })
}

/// Writes SE's next step from a grid as one JSON record on one line:
/// `{"puzzle", "scale": "se", "step"}`, the step `null` when the grid is
/// solved or none of SE's rules applies.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_se_hint_json(
    puzzle: &Grid,
    step: Option<&SeStep>,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let record = json!({
        "puzzle": crate::explain::line(puzzle),
        "scale": "se",
        "step": step.map(se_step_json),
    });
    writeln!(out, "{record}")
}

/// Writes SE's path with the pencil marks before each step, then the
/// step (in `detail`), then the grid the path ends on and the rating.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_se_path_grids(
    start: &Candidates,
    steps: &[SeStep],
    solved: bool,
    rating: &SeRating,
    detail: Detail,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let line = |step: &SeStep| se_step_line(step, detail);
    crate::explain::write_marks_and_steps(start, steps, line, SeStep::apply_to, out)?;
    write_se_end(solved, rating, out)
}

/// The end of SE's path as text: why it stopped, if it did, and the
/// rating.
fn write_se_end(solved: bool, rating: &SeRating, out: &mut dyn io::Write) -> io::Result<()> {
    if !solved {
        writeln!(
            out,
            "# stopped: no technique of SE's applies (SE rates this 20.0)"
        )?;
    }
    writeln!(out, "# ER/EP/ED {}", se_text(rating))
}

/// Writes SE's path as one JSON record on one line.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_se_path_json(
    puzzle: &Grid,
    steps: &[SeStep],
    solved: bool,
    rating: &SeRating,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let steps: Vec<Value> = steps.iter().map(se_step_json).collect();
    let record = json!({
        "puzzle": crate::explain::line(puzzle),
        "scale": "se",
        "solved": solved,
        "er": value(rating.er),
        "ep": value(rating.ep),
        "ed": value(rating.ed),
        "hardest": rating.hardest.map(|t| t.name()),
        "steps": steps,
        "version": crate::VERSION,
    });
    writeln!(out, "{record}")
}
