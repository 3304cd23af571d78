//! The command line, as clap reads it.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use sudoku_io::Format;

const EXIT_CODES: &str = "\
Exit codes:
  0  solved (convert: converted)
  1  the puzzle has no solution (conflicting givens included)
  2  the input could not be read or parsed, or the command line is wrong";

/// The formats with an example each, for the help texts.
fn formats_help() -> String {
    let mut help = String::from("Formats (recognised from the content unless named):\n");
    for format in Format::ALL {
        help.push_str(&format!("  {:<7} {}\n", format.name(), format.example()));
    }
    help.push('\n');
    help.push_str(EXIT_CODES);
    help
}

/// Solve and convert 9×9 Sudoku puzzles in the formats people use.
#[derive(Debug, Parser)]
#[command(name = "sudoku", version, after_help = formats_help())]
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
    /// note on standard error says so. With `--to json` the output is a
    /// record: {"puzzle": ..., "solution": ..., "solutions": "unique" |
    /// "multiple"}, or {"puzzle": ..., "error": ...}.
    #[command(after_help = formats_help())]
    Solve(SolveArgs),
    /// Convert a puzzle from one format to another.
    ///
    /// Metadata (author, comment, ...) is kept between formats that carry
    /// it (json, sdk); a note says when the output format cannot.
    #[command(after_help = formats_help())]
    Convert(ConvertArgs),
}

/// The arguments of `sudoku solve`.
#[derive(Debug, Args)]
pub(crate) struct SolveArgs {
    /// The puzzle's format [default: recognised from the content]
    #[arg(long, short = 'f', visible_alias = "from", value_name = "FORMAT")]
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

/// The arguments of `sudoku convert`.
#[derive(Debug, Args)]
pub(crate) struct ConvertArgs {
    /// The puzzle's format [default: recognised from the content]
    #[arg(long, short = 'f', visible_alias = "format", value_name = "FORMAT")]
    pub(crate) from: Option<FormatArg>,

    /// The format to write
    #[arg(long, short = 't', value_name = "FORMAT")]
    pub(crate) to: FormatArg,

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
    /// 9 lines of 9 digits separated by spaces, 0 for a blank (Baekjoon 2580)
    Spaced,
    /// 9 lines of 9 digits, 0 for a blank (Baekjoon 2239)
    Packed,
    /// 81 cells on one line, '.' or 0 for a blank; a comment may follow
    Line,
    /// A 9×9 array of 0-9, an 81-character string, or an object with "puzzle" and metadata
    Json,
    /// SadMan/SudoCue .sdk: #A author, #C comment... lines, then 9 lines of 9 cells
    Sdk,
    /// Simple Sudoku: 1.3|...|5.9 rows, bands split by -----------
    Ss,
    /// A boxed grid for the terminal (output only)
    Pretty,
}

impl From<FormatArg> for Format {
    fn from(arg: FormatArg) -> Format {
        match arg {
            FormatArg::Spaced => Format::Spaced,
            FormatArg::Packed => Format::Packed,
            FormatArg::Line => Format::Line,
            FormatArg::Json => Format::Json,
            FormatArg::Sdk => Format::Sdk,
            FormatArg::Ss => Format::Ss,
            FormatArg::Pretty => Format::Pretty,
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
