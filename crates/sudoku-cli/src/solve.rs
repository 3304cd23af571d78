//! `sudoku solve`.

use std::io::Write;

use anyhow::anyhow;
use sudoku_core::Solution;
use sudoku_io::{Format, ReadError};

use crate::cli::SolveArgs;
use crate::exit::Unsolvable;
use crate::input::Input;

/// Reads the puzzle, solves it and writes the solution to standard output.
pub(crate) fn run(args: &SolveArgs) -> anyhow::Result<()> {
    let input = Input::new(args.file.as_deref());
    let bytes = input.read()?;
    let in_file = |err: anyhow::Error| match input.name() {
        Some(name) => err.context(name),
        None => err,
    };
    let (format, puzzle) = sudoku_io::read(&bytes, args.format.map(Format::from))
        .map_err(|err| in_file(read_error(err)))?;
    if let Err(conflict) = puzzle.validate() {
        return Err(in_file(Unsolvable::Conflict(conflict).into()));
    }
    let solution = sudoku_core::solve(&puzzle);
    let Some(grid) = solution.grid() else {
        return Err(in_file(Unsolvable::NoSolution.into()));
    };
    let to = args.to.map_or(format, Format::from);
    let mut stdout = std::io::stdout().lock();
    to.write(grid, &mut stdout)?;
    stdout.flush()?;
    if matches!(solution, Solution::Multiple(_)) && !args.quiet {
        crate::exit::note(
            "the puzzle has more than one solution; printed the lexicographically smallest",
        );
    }
    Ok(())
}

/// A read error, with a hint to name the format when it was not recognised.
fn read_error(err: ReadError) -> anyhow::Error {
    match err {
        ReadError::Unrecognised(_) => {
            let names: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
            anyhow!("{err}; name the format with --format {}", names.join("|"))
        }
        other => other.into(),
    }
}
