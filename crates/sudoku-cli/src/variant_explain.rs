//! `explain` and `hint` on a variant puzzle: the variant explainer's steps
//! (`sudoku_variant::logic`), in text or JSON, bounded by `--time-limit`.

use std::io::Write as _;
use std::time::{Duration, Instant};

use sudoku_io::RawRecord;
use sudoku_variant::Puzzle;
use sudoku_variant::logic::{Explainer, Unexplainable};
use sudoku_variant::solver::Budget;

use crate::batch::{Context, Done, Verdict};
use crate::cli::HintLevel;
use crate::output::{self, Shape};

/// The explainer of `puzzle`, or the record of why there is none.
fn explainer<'p>(
    context: &Context,
    record: &RawRecord,
    puzzle: &'p Puzzle,
    (json, time): (bool, Option<Duration>),
    out: &mut Vec<u8>,
) -> Result<Explainer<'p>, Done> {
    let budget = Budget {
        deadline: time.map(|limit| Instant::now() + limit),
        stop: None,
    };
    Explainer::new(puzzle, budget).map_err(|why| failed(context, record, why, (json, time), out))
}

/// The record of a puzzle the explainer could not finish.
fn failed(
    context: &Context,
    record: &RawRecord,
    why: Unexplainable,
    (json, time): (bool, Option<Duration>),
    out: &mut Vec<u8>,
) -> Done {
    let shape = if json { Shape::Json } else { Shape::Line };
    match why {
        Unexplainable::Stopped => crate::variant::time_up(context, record, shape, time, out),
        other => output::refused(context, record, shape, other.to_string(), out),
    }
}

/// Explains `puzzle` step by step, as text or one JSON record.
pub(crate) fn explain(
    context: &Context,
    record: &RawRecord,
    puzzle: &Puzzle,
    (json, time): (bool, Option<Duration>),
    out: &mut Vec<u8>,
) -> Done {
    let mut explainer = match explainer(context, record, puzzle, (json, time), out) {
        Ok(explainer) => explainer,
        Err(done) => return done,
    };
    let explanation = match explainer.explain() {
        Ok(explanation) => explanation,
        Err(_) => return failed(context, record, Unexplainable::Stopped, (json, time), out),
    };
    // Writing to a Vec cannot fail.
    let _ = if json {
        writeln!(
            out,
            "{}",
            sudoku_io::variant_explain_json(puzzle, &explanation)
        )
    } else {
        sudoku_io::write_variant_explain_text(&explanation, puzzle.size(), out)
    };
    Done {
        verdict: Verdict::Unique,
        problem: None,
    }
}

/// The first step from `puzzle`'s givens, as `level` asks or one JSON
/// record.
pub(crate) fn hint(
    context: &Context,
    record: &RawRecord,
    puzzle: &Puzzle,
    (json, level, time): (bool, HintLevel, Option<Duration>),
    out: &mut Vec<u8>,
) -> Done {
    let mut explainer = match explainer(context, record, puzzle, (json, time), out) {
        Ok(explainer) => explainer,
        Err(done) => return done,
    };
    let marks = explainer.start();
    let step = match explainer.next_step(&marks) {
        Ok(step) => step,
        Err(_) => return failed(context, record, Unexplainable::Stopped, (json, time), out),
    };
    let size = puzzle.size();
    // Writing to a Vec cannot fail.
    let _ = if json {
        writeln!(
            out,
            "{}",
            sudoku_io::variant_hint_json(puzzle, step.as_ref())
        )
    } else {
        match (step, level) {
            (None, _) => writeln!(out, "the puzzle is solved"),
            (Some(step), HintLevel::Technique) => writeln!(out, "{}", step.technique),
            (Some(step), HintLevel::Place) => writeln!(out, "{}", step.place()),
            (Some(step), HintLevel::Step) => writeln!(out, "{}", step.text(size)),
        }
    };
    Done {
        verdict: Verdict::Unique,
        problem: None,
    }
}
