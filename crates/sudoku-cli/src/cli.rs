//! The command line, as clap reads it.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use sudoku_io::Format;

const EXIT_CODES: &str = "\
Exit codes:
  0  solved
  1  the puzzle has no solution (conflicting givens included)
  2  the input could not be read or parsed, or the command line is wrong";

/// Solve 9×9 Sudoku puzzles in the formats people use.
#[derive(Debug, Parser)]
#[command(name = "sudoku", version, after_help = EXIT_CODES)]
pub(crate) struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub(crate) command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Solve a puzzle and print its solution.
    ///
    /// A puzzle with several solutions gets the lexicographically smallest
    /// (its 81 digits, read row by row, form the smallest number), and a
    /// note on standard error says so.
    #[command(after_help = EXIT_CODES)]
    Solve(SolveArgs),
}

/// The arguments of `sudoku solve`.
#[derive(Debug, Args)]
pub(crate) struct SolveArgs {
    /// The puzzle's format [default: recognised from the content]
    #[arg(long, short = 'f', value_name = "FORMAT")]
    pub(crate) format: Option<FormatArg>,

    /// The format to write the solution in [default: the puzzle's]
    #[arg(long, short = 't', value_name = "FORMAT")]
    pub(crate) to: Option<FormatArg>,

    /// Print nothing on standard error but errors
    #[arg(long, short = 'q')]
    pub(crate) quiet: bool,

    /// The file holding the puzzle; `-` or nothing reads standard input
    #[arg(value_name = "FILE")]
    pub(crate) file: Option<PathBuf>,
}

/// A puzzle format, as named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum FormatArg {
    /// 9 lines of 9 digits separated by spaces, 0 for a blank: `0 3 5 4 6 9 2 7 8`
    Spaced,
    /// 9 lines of 9 digits, 0 for a blank: `103000509`
    Packed,
}

impl From<FormatArg> for Format {
    fn from(arg: FormatArg) -> Format {
        match arg {
            FormatArg::Spaced => Format::Spaced,
            FormatArg::Packed => Format::Packed,
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn every_format_can_be_named() {
        for format in Format::ALL {
            let arg = FormatArg::from_str(format.name(), false);
            assert_eq!(arg.map(Format::from), Ok(format));
        }
    }
}
