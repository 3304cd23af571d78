//! `sudoku solve`: every puzzle of the input, solved.

use sudoku_core::Solution;
use sudoku_io::{AnyPuzzle, Format, Puzzle, RawRecord, SolveRecord};

use crate::batch::{self, Context, Done, Layout, Problem, Verdict};
use crate::cli::SolveArgs;
use crate::exit::{Status, Unsolvable};
use crate::input::Input;
use crate::output::{self, Shape};

/// Solves each puzzle and writes its solution, in input order.
pub(crate) fn run(args: &SolveArgs) -> anyhow::Result<Status> {
    let inputs = Input::all(&args.input.files);
    let format = output::input_format(args.format)?;
    let to = args.to.map(Format::from);
    let summary = batch::run(
        &inputs,
        format,
        &crate::batch::Options {
            note_several: true,
            ..args.input.options(batch::Kind::Solve)
        },
        |format| Layout::of(to.unwrap_or(output::solution_format(format))),
        |context, record, out| {
            let to = to.unwrap_or(output::solution_format(context.format));
            solve(context, record, to, args.time.time_limit, out)
        },
    )?;
    Ok(summary.status)
}

/// The work on one record.
fn solve(
    context: &Context,
    record: &RawRecord,
    to: Format,
    time: Option<std::time::Duration>,
    out: &mut Vec<u8>,
) -> Done {
    let puzzle = match output::parse_any(context, record, Shape::Puzzle(to), out) {
        Ok(AnyPuzzle::Classic(puzzle)) => *puzzle,
        Ok(AnyPuzzle::Variant(puzzle)) => {
            return crate::variant::solve(context, record, &puzzle, to, time, out);
        }
        Err(done) => return done,
    };
    // The engine refuses clashing givens itself: naming the clash is only
    // needed when there is no solution.
    let outcome = match sudoku_core::solve(&puzzle.grid) {
        Solution::None => Err(match puzzle.grid.validate() {
            Err(conflict) => Unsolvable::Conflict(conflict),
            Ok(()) => Unsolvable::NoSolution,
        }),
        solved => Ok(solved),
    };
    let start = out.len();
    let written = match &outcome {
        Ok(Solution::Unique(grid)) if to == Format::Json => {
            sudoku_io::write_solve_record(&puzzle, SolveRecord::Unique(grid), out)
        }
        Ok(Solution::Multiple(grid)) if to == Format::Json => {
            sudoku_io::write_solve_record(&puzzle, SolveRecord::Multiple(grid), out)
        }
        // A data set's row: the puzzle, then its solution.
        Ok(solution) if to == Format::Csv => to.write(
            &Puzzle {
                marks: None,
                solution: solution.grid().copied(),
                ..puzzle.clone()
            },
            out,
        ),
        Ok(solution) => match solution.grid() {
            Some(&grid) => to.write(
                &Puzzle {
                    grid,
                    meta: puzzle.meta.clone(),
                    marks: None,
                    solution: None,
                },
                out,
            ),
            None => Ok(()),
        },
        Err(unsolvable) if to == Format::Json => {
            let error = unsolvable.to_string();
            sudoku_io::write_solve_record(&puzzle, SolveRecord::Failed(&error), out)
        }
        // In a batch, a csv row keeps the puzzle with an empty solution.
        Err(_) if to == Format::Csv && !context.single => to.write(
            &Puzzle {
                marks: None,
                solution: None,
                ..puzzle.clone()
            },
            out,
        ),
        Err(_) => {
            output::empty_record(context, Shape::Puzzle(to), out);
            Ok(())
        }
    };
    if let Err(err) = written {
        // Only metadata the format cannot hold fails here (a control
        // character in .sdk): the puzzle cannot be written as asked, and
        // nothing of it stays.
        out.truncate(start);
        return output::unreadable(context, record, Shape::Puzzle(to), err.to_string(), out);
    }
    match outcome {
        Ok(Solution::Unique(_)) => Done {
            verdict: Verdict::Unique,
            problem: None,
        },
        Ok(_) => Done {
            verdict: Verdict::Several,
            problem: None,
        },
        Err(unsolvable) => Done {
            verdict: Verdict::NoSolution,
            problem: Some(Problem::NoSolution(unsolvable.to_string())),
        },
    }
}
