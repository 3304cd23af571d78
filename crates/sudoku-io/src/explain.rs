//! Explanations and hints as text and as JSON records.
//!
//! Text: one line per step, in HoDoKu's notation
//! (`Hidden Single: r3c4=5`). With grids: the pencil marks before each
//! step, in the candidates format, then the step. JSON: one record per
//! puzzle on one line, as `schemas/explain.schema.json` describes:
//!
//! ```text
//! {"puzzle":"1.3...5.9...","solved":true,"level":"Easy","score":124,
//!  "hardest":"Hidden Single","steps":[{"technique":"Naked Single",
//!  "text":"Naked Single: r5c4=9","placements":["r5c4=9"],"eliminations":[],...}]}
//! ```

use std::io;

use serde_json::{Value, json};
use sudoku_core::Grid;
use sudoku_logic::{Candidates, Chain, Explanation, Net, Step};

use crate::{Format, Marks, Puzzle};

/// The pencil marks of `grid` as a puzzle of the candidates format.
pub fn marks_puzzle(grid: &Candidates) -> Puzzle {
    let mut marks: Marks = [0; 81];
    for cell in sudoku_core::Cell::all() {
        for digit in grid.candidates(cell) {
            marks[cell.index()] |= 1 << (digit.get() - 1);
        }
    }
    let values = grid.grid();
    let natural = crate::natural_marks(&values);
    Puzzle {
        grid: values,
        marks: (marks != natural).then_some(marks),
        ..Puzzle::default()
    }
}

/// How much of each step a text explanation writes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Detail {
    /// Each step whole: a forcing chain's chains and a forcing net's nets
    /// after its outcome (`[1] r8c7=9, [2] r7c8<>9 from 1, ...`).
    #[default]
    Full,
    /// Each step without those chains and nets: one short line a step
    /// (`Forcing Net Contradiction in r7c8 => r8c7<>9`).
    Brief,
}

/// A HoDoKu step's line, in `detail`.
fn step_line(step: &Step, detail: Detail) -> String {
    match detail {
        Detail::Full => step.to_string(),
        Detail::Brief => step.brief(),
    }
}

/// Writes the steps, one line each, in `detail`.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_explain_text(
    explanation: &Explanation,
    detail: Detail,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    for step in &explanation.steps {
        writeln!(out, "{}", step_line(step, detail))?;
    }
    // A record of its own even with no step to list: in a batch, an empty
    // one would vanish between the blank lines and shift the rest.
    if explanation.steps.is_empty() && explanation.solved() {
        writeln!(out, "# solved: no step needed")?;
    }
    if !explanation.solved() {
        writeln!(out, "# stuck: no technique makes progress")?;
    }
    Ok(())
}

/// Writes the pencil marks before each step, then the step (in
/// `detail`), and the solved grid at the end.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_explain_grids(
    start: &Candidates,
    explanation: &Explanation,
    detail: Detail,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    write_marks_and_steps(
        start,
        &explanation.steps,
        |step| step_line(step, detail),
        |step, marks| marks.apply(step),
        out,
    )
}

/// Writes the pencil marks before each of `steps`, then the step as `text`
/// has it, and the grid the steps end on; `apply` takes each step's
/// placements and eliminations into the marks. For both scales' paths.
pub(crate) fn write_marks_and_steps<S>(
    start: &Candidates,
    steps: &[S],
    text: impl Fn(&S) -> String,
    apply: impl Fn(&S, &mut Candidates),
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let mut marks = start.clone();
    for step in steps {
        Format::Candidates.write(&marks_puzzle(&marks), out)?;
        writeln!(out, "{}", text(step))?;
        writeln!(out)?;
        apply(step, &mut marks);
    }
    Format::Pretty.write(&Puzzle::from(marks.grid()), out)
}

/// Chains as JSON values: each one's nodes (cells and digit), which links
/// are strong, and its text.
pub(crate) fn chains_json(chains: &[Chain]) -> Vec<Value> {
    chains
        .iter()
        .map(|chain| {
            let nodes: Vec<Value> = chain
                .nodes
                .iter()
                .map(|n| json!({"cells": cells_json(&n.cells), "digit": n.digit.get()}))
                .collect();
            json!({"nodes": nodes, "strong": chain.strong, "text": chain.to_string()})
        })
        .collect()
}

/// Nets as JSON values: each one's text (as the step's text writes it,
/// `net 2: ` before it where nets are numbered) and nodes, every node a candidate
/// taken true (`r1c8=7`) or false (`r1c8<>7`) with the indices (from 0)
/// of the earlier nodes it follows from; in nested nets, the net that
/// refutes it (`refuted_by`) or the node of another net it is carried
/// from (`carried`: `{"net": 0, "node": 5}`), indices from 0.
pub(crate) fn nets_json(nets: &[Net]) -> Vec<Value> {
    nets.iter()
        .zip(sudoku_logic::net_texts(nets))
        .map(|(net, text)| {
            let nodes: Vec<Value> = net
                .nodes
                .iter()
                .map(|node| {
                    let mut value = json!({"candidate": node.literal(), "from": node.from});
                    if let Some(net) = node.refuted_by {
                        value["refuted_by"] = json!(net);
                    }
                    if let Some((net, at)) = node.carried {
                        value["carried"] = json!({"net": net, "node": at});
                    }
                    value
                })
                .collect();
            json!({"text": text, "nodes": nodes})
        })
        .collect()
}

/// Cells as JSON strings: `r3c4`.
fn cells_json(cells: &[sudoku_core::Cell]) -> Vec<String> {
    cells.iter().map(ToString::to_string).collect()
}

/// A step as a JSON value: its technique, its text, what it places and
/// eliminates, and the pattern that justifies it.
pub fn step_json(step: &Step) -> Value {
    let cells = cells_json;
    let chains = chains_json(&step.chains);
    json!({
        "technique": step.technique.name(),
        "text": step.to_string(),
        "placements": step.placements.iter().map(|p| format!("{}={}", p.cell, p.digit)).collect::<Vec<_>>(),
        "eliminations": step.eliminations.iter().map(|e| format!("{}<>{}", e.cell, e.digit)).collect::<Vec<_>>(),
        "digits": step.digits.iter().map(|d| d.get()).collect::<Vec<_>>(),
        "cells": cells(&step.cells),
        "houses": step.houses.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "covers": step.covers.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "fins": cells(&step.fins),
        "endo_fins": cells(&step.endo_fins),
        "chains": chains,
        "nets": nets_json(&step.nets),
    })
}

/// The 81 characters of a grid, `.` for blanks.
pub(crate) fn line(grid: &Grid) -> String {
    grid.values()
        .iter()
        .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
        .collect()
}

/// Writes the explanation of `puzzle` as one JSON record on one line.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_explain_json(
    puzzle: &Grid,
    explanation: &Explanation,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let steps: Vec<Value> = explanation.steps.iter().map(step_json).collect();
    let record = json!({
        "puzzle": line(puzzle),
        "solved": explanation.solved(),
        "level": explanation.level().name(),
        "score": explanation.score(),
        "hardest": explanation.hardest().map(|t| t.name()),
        "steps": steps,
        "version": crate::VERSION,
    });
    writeln!(out, "{record}")
}

/// Writes a hint (the next step, or none when the grid is solved) as one
/// JSON record on one line.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_hint_json(
    puzzle: &Grid,
    step: Option<&Step>,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let record = json!({
        "puzzle": line(puzzle),
        "step": step.map(step_json),
    });
    writeln!(out, "{record}")
}

/// Writes the record of a puzzle that cannot be explained: the puzzle and
/// why, on one line.
///
/// # Errors
///
/// Whatever `out` fails with.
pub fn write_explain_error(puzzle: &Grid, error: &str, out: &mut dyn io::Write) -> io::Result<()> {
    writeln!(out, "{}", json!({"puzzle": line(puzzle), "error": error}))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_record_names_what_it_does() {
        let grid = Format::Line
            .parse(b"1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7")
            .unwrap()
            .grid;
        let explanation = sudoku_logic::explain(&grid, &sudoku_logic::Options::default()).unwrap();
        let mut out = Vec::new();
        write_explain_json(&grid, &explanation, &mut out).unwrap();
        let value: Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(value["solved"], true);
        assert_eq!(value["steps"][0]["text"], "Naked Single: r5c4=9");
        assert_eq!(value["steps"][0]["placements"][0], "r5c4=9");
        assert_eq!(out.iter().filter(|&&b| b == b'\n').count(), 1);
        let mut text = Vec::new();
        write_explain_text(&explanation, Detail::Full, &mut text).unwrap();
        assert!(
            String::from_utf8(text)
                .unwrap()
                .starts_with("Naked Single: r5c4=9\n")
        );
    }
}
