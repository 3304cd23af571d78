//! `sudoku count`: how many solutions each puzzle has.

use sudoku_io::{Format, RawRecord};

use crate::batch::{self, Context, Done, Verdict};
use crate::cli::CountArgs;
use crate::exit::Status;
use crate::input::Input;
use crate::output;

/// Counts the solutions of each puzzle, up to the limit, one line each.
pub(crate) fn run(args: &CountArgs) -> anyhow::Result<Status> {
    let input = Input::new(args.file.as_deref());
    let format = output::input_format(args.format)?;
    let limit = args.limit;
    let summary = batch::run(
        &input,
        format,
        &args.batch.options(args.quiet),
        |_| false,
        |context, record| count(context, record, limit),
    )?;
    Ok(summary.status)
}

/// The work on one record: `N`, or `at least N` when the limit was hit.
fn count(context: &Context, record: &RawRecord, limit: usize) -> Done {
    let puzzle = match context.format.parse_record(record) {
        Ok(puzzle) => puzzle,
        Err(err) => return output::unreadable(context, record, Format::Line, err.to_string()),
    };
    let n = sudoku_core::count(&puzzle.grid, limit);
    let output = if n == limit && limit > 0 {
        format!("at least {n}\n")
    } else {
        format!("{n}\n")
    };
    Done {
        output: output.into_bytes(),
        // A count is an answer whatever it is: only unreadable input fails.
        verdict: if n == 1 {
            Verdict::Unique
        } else {
            Verdict::Several
        },
        problem: None,
    }
}
