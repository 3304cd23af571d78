//! `sudoku solve`.

use std::io::Write;

use sudoku_core::Solution;
use sudoku_io::{Format, Puzzle, SolveRecord};

use crate::cli::SolveArgs;
use crate::exit::Unsolvable;
use crate::input::Input;
use crate::reading::read_puzzle;

/// Reads the puzzle, solves it and writes the solution to standard output.
pub(crate) fn run(args: &SolveArgs) -> anyhow::Result<()> {
    let input = Input::new(args.file.as_deref());
    let (format, puzzle) = read_puzzle(&input, args.format)?;
    let to = args.to.map_or(format, Format::from);
    let outcome = match puzzle.grid.validate() {
        Err(conflict) => Err(Unsolvable::Conflict(conflict)),
        Ok(()) => match sudoku_core::solve(&puzzle.grid) {
            Solution::None => Err(Unsolvable::NoSolution),
            solved => Ok(solved),
        },
    };
    let mut stdout = std::io::stdout().lock();
    match &outcome {
        Ok(Solution::Unique(grid)) if to == Format::Json => {
            sudoku_io::write_solve_record(&puzzle, SolveRecord::Unique(grid), &mut stdout)?;
        }
        Ok(Solution::Multiple(grid)) if to == Format::Json => {
            sudoku_io::write_solve_record(&puzzle, SolveRecord::Multiple(grid), &mut stdout)?;
        }
        Ok(solution) => {
            if let Some(&grid) = solution.grid() {
                let solved = Puzzle {
                    grid,
                    meta: puzzle.meta.clone(),
                };
                to.write(&solved, &mut stdout)?;
            }
        }
        Err(unsolvable) if to == Format::Json => {
            let error = unsolvable.to_string();
            sudoku_io::write_solve_record(&puzzle, SolveRecord::Failed(&error), &mut stdout)?;
        }
        Err(_) => {}
    }
    stdout.flush()?;
    match outcome {
        Err(unsolvable) => Err(input.context(unsolvable.into())),
        Ok(Solution::Multiple(_)) if !args.quiet => {
            crate::exit::note(
                "the puzzle has more than one solution; printed the lexicographically smallest",
            );
            Ok(())
        }
        Ok(_) => Ok(()),
    }
}
