//! The command line, as clap reads it.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use sudoku_io::Format;

const EXIT_CODES: &str = "\
Exit codes (for a file of many puzzles, the worst applies):
  0  every puzzle solved (convert: converted; count: counted)
  1  some puzzle has no solution (conflicting givens included)
  2  some puzzle could not be read, or the input or the command line is wrong";

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
    /// Solve puzzles and print their solutions.
    ///
    /// A puzzle with several solutions gets the lexicographically smallest
    /// (its 81 digits, read row by row, form the smallest number), and a
    /// note on standard error says so. With `--to json` the output is a
    /// record: {"puzzle": ..., "solution": ..., "solutions": "unique" |
    /// "multiple"}, or {"puzzle": ..., "error": ...}.
    ///
    /// A file may hold many puzzles: one a line (line), an array or one
    /// object a line (json), or grids separated by blank lines. They are
    /// solved in parallel and written in input order, one record each; a
    /// puzzle without solution or that cannot be read gets an empty record
    /// (an empty line, or a JSON object with "error") and a message naming
    /// its line, and the run goes on.
    #[command(after_help = formats_help())]
    Solve(SolveArgs),
    /// Convert puzzles from one format to another.
    ///
    /// Metadata (author, comment, ...) is kept between formats that carry
    /// it (json, sdk); a note says when the output format cannot.
    #[command(after_help = formats_help())]
    Convert(ConvertArgs),
    /// Count the solutions of each puzzle, one line each.
    ///
    /// Prints `0`, `1`, `2`... or `at least N` when the count reaches
    /// `--limit`.
    #[command(after_help = formats_help())]
    Count(CountArgs),
}

/// What every command that reads many puzzles takes.
#[derive(Debug, Args)]
pub(crate) struct BatchArgs {
    /// Worker threads [default: one per core]; the output is the same for
    /// any number
    #[arg(long, short = 'j', value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub(crate) threads: Option<u16>,

    /// Stop at the first puzzle that has no solution or cannot be read
    #[arg(long)]
    pub(crate) fail_fast: bool,

    /// Print a summary on standard error at the end: puzzles, unique,
    /// several solutions, no solution, unreadable, time, puzzles per second
    #[arg(long)]
    pub(crate) stats: bool,
}

impl BatchArgs {
    /// The batch options, with the command's `--quiet`.
    pub(crate) fn options(&self, quiet: bool) -> crate::batch::Options {
        crate::batch::Options {
            threads: self.threads.map(usize::from),
            fail_fast: self.fail_fast,
            quiet,
            stats: self.stats,
            note_several: false,
        }
    }
}

/// The arguments of `sudoku count`.
#[derive(Debug, Args)]
pub(crate) struct CountArgs {
    /// The puzzles' format [default: recognised from the content]
    #[arg(long, short = 'f', visible_alias = "from", value_name = "FORMAT")]
    pub(crate) format: Option<FormatArg>,

    /// Stop counting at N solutions
    #[arg(long, short = 'l', value_name = "N", default_value_t = 1_000_000)]
    pub(crate) limit: usize,

    /// Print nothing on standard error but errors
    #[arg(long, short = 'q')]
    pub(crate) quiet: bool,

    #[command(flatten)]
    pub(crate) batch: BatchArgs,

    /// The file holding the puzzles; `-` or nothing reads standard input
    #[arg(value_name = "FILE")]
    pub(crate) file: Option<PathBuf>,
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

    /// Print nothing on standard error but errors (no notes, no progress)
    #[arg(long, short = 'q')]
    pub(crate) quiet: bool,

    #[command(flatten)]
    pub(crate) batch: BatchArgs,

    /// The file holding the puzzles; `-` or nothing reads standard input
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

    #[command(flatten)]
    pub(crate) batch: BatchArgs,

    /// The file holding the puzzles; `-` or nothing reads standard input
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
