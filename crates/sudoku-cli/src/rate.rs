//! `sudoku rate`: each puzzle's difficulty on the SE and HoDoKu scales.

use sudoku_io::RawRecord;

use crate::batch::{self, Context, Done, Kind, Layout, Verdict};
use crate::cli::{RateArgs, ReportArg, Scale};
use crate::exit::Status;
use crate::explain::{start, timed};
use crate::input::Input;
use crate::output;

/// Rates each puzzle.
pub(crate) fn run(args: &RateArgs) -> anyhow::Result<Status> {
    let inputs = Input::all(&args.input.files);
    let format = output::input_format(args.format)?;
    let (to, scale, limit) = (args.to, args.scale, args.time.time_limit);
    let summary = batch::run(
        &inputs,
        format,
        &args.input.options(Kind::Check).one_by_one(),
        |_| Layout::default(),
        |context, record, out| rate(context, record, (to, scale, limit), out),
    )?;
    Ok(summary.status)
}

/// The work of `rate` on one record.
fn rate(
    context: &Context,
    record: &RawRecord,
    (to, scale, limit): (ReportArg, Option<Scale>, Option<std::time::Duration>),
    out: &mut Vec<u8>,
) -> Done {
    let json = to == ReportArg::Json;
    let (puzzle, _) = match start(context, record) {
        Ok(start) => start,
        Err(failure) => return failure.done(context, record, json, out),
    };
    let grid = &puzzle.grid;
    let (se, hodoku) = match timed(limit, || sudoku_logic::ratings(grid, scale.map(Into::into))) {
        Ok(ratings) => ratings,
        Err(failure) => return failure.done(context, record, json, out),
    };
    // Writing to a Vec cannot fail.
    let _ = if json {
        sudoku_io::write_rate_json(grid, se.as_ref(), hodoku.as_ref(), out)
    } else {
        sudoku_io::write_rate_text(se.as_ref(), hodoku.as_ref(), out)
    };
    Done {
        verdict: Verdict::Unique,
        problem: None,
    }
}
