//! `sudoku count`: how many solutions each puzzle has.

use std::io::Write as _;

use sudoku_io::{AnyPuzzle, RawRecord};

use crate::batch::{self, Context, Done, Layout, Verdict};
use crate::cli::CountArgs;
use crate::exit::Status;
use crate::input::Input;
use crate::output::{self, Shape};

/// Counts the solutions of each puzzle, up to the limit, one line each.
pub(crate) fn run(args: &CountArgs) -> anyhow::Result<Status> {
    let inputs = Input::all(&args.input.files);
    let format = output::input_format(args.format)?;
    let limit = usize::try_from(args.limit).unwrap_or(usize::MAX);
    let summary = batch::run(
        &inputs,
        format,
        &args.input.options(batch::Kind::Solve),
        |_| Layout::default(),
        |context, record, out| count(context, record, limit, args.time.time_limit, out),
    )?;
    Ok(summary.status)
}

/// The work on one record: `N`, or `at least N` when the limit was hit.
fn count(
    context: &Context,
    record: &RawRecord,
    limit: usize,
    time: Option<std::time::Duration>,
    out: &mut Vec<u8>,
) -> Done {
    let puzzle = match output::parse_any(context, record, Shape::Line, out) {
        Ok(AnyPuzzle::Classic(puzzle)) => *puzzle,
        Ok(AnyPuzzle::Variant(puzzle)) => {
            return crate::variant::count(context, record, &puzzle, limit, time, out);
        }
        Err(done) => return done,
    };
    let n = sudoku_core::count(&puzzle.grid, limit);
    // Writing to a Vec cannot fail.
    let _ = if n == limit {
        writeln!(out, "at least {n}")
    } else {
        writeln!(out, "{n}")
    };
    Done {
        verdict: match n {
            0 => Verdict::NoSolution,
            1 => Verdict::Unique,
            _ => Verdict::Several,
        },
        problem: None,
    }
}
