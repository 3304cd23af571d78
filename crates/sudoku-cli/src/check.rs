//! `sudoku check`: is each puzzle valid, unique and minimal, and is the
//! solution it came with (a data set's solution column) right.

use sudoku_core::Solutions;
use sudoku_io::{AnyPuzzle, RawRecord};

use crate::batch::{self, Context, Done, Layout, Problem, Verdict};
use crate::cli::{CheckArgs, ReportArg};
use crate::exit::Status;
use crate::input::Input;
use crate::output::{self, Shape};

/// Checks each puzzle and writes one report line for it, in input order.
pub(crate) fn run(args: &CheckArgs) -> anyhow::Result<Status> {
    let inputs = Input::all(&args.input.files);
    let format = output::input_format(args.format)?;
    let report = args.to;
    let summary = batch::run(
        &inputs,
        format,
        // A puzzle with several solutions is no puzzle: it fails the check
        // (batch::Kind::Check).
        &args.input.options(batch::Kind::Check),
        |_| Layout::default(),
        |context, record, out| check(context, record, report, args.time.time_limit, out),
    )?;
    Ok(summary.status)
}

/// The work on one record.
fn check(
    context: &Context,
    record: &RawRecord,
    report: ReportArg,
    time: Option<std::time::Duration>,
    out: &mut Vec<u8>,
) -> Done {
    let shape = match report {
        ReportArg::Text => Shape::Line,
        ReportArg::Json => Shape::Json,
    };
    let puzzle = match output::parse_any(context, record, shape, out) {
        Ok(AnyPuzzle::Classic(puzzle)) => *puzzle,
        Ok(AnyPuzzle::Variant(puzzle)) => {
            return crate::variant::check(
                context,
                record,
                &puzzle,
                report == ReportArg::Json,
                time,
                out,
            );
        }
        Err(done) => return done,
    };
    let verdict = sudoku_core::check(&puzzle.grid);
    // Writing to a Vec cannot fail.
    let _ = match report {
        ReportArg::Text => {
            sudoku_io::write_check_text(&puzzle.grid, &verdict, puzzle.solution.as_ref(), out)
        }
        ReportArg::Json => {
            sudoku_io::write_check_json(&puzzle.grid, &verdict, puzzle.solution.as_ref(), out)
        }
    };
    let wrong = puzzle
        .solution
        .as_ref()
        .and_then(|given| sudoku_io::judge(&puzzle.grid, given).err());
    if let Some(fault) = wrong {
        return Done {
            verdict: Verdict::WrongSolution,
            problem: Some(Problem::NoSolution(format!(
                "the given solution is wrong: {fault}"
            ))),
        };
    }
    Done {
        verdict: match verdict.solutions {
            Solutions::None => Verdict::NoSolution,
            Solutions::Unique => Verdict::Unique,
            Solutions::Several => Verdict::Several,
        },
        problem: None,
    }
}
