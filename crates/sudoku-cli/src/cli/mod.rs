//! The command line, as clap reads it.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

mod equivalence;
mod explain;
mod generate;
mod print;
mod serve;
mod time;

pub(crate) use equivalence::{CanonArgs, TransformArgs};
pub(crate) use explain::{
    CompletionsArgs, ExplainArgs, ExplainTo, HintArgs, HintLevel, RateArgs, Scale,
};
pub(crate) use generate::{GenerateArgs, LayoutArg, SymmetryArg};
pub(crate) use print::{PrintArgs, PrintTo};
pub(crate) use serve::ServeArgs;
use sudoku_io::Format;
pub(crate) use time::{TimeLimitArgs, VariantTimeArgs};

const EXIT_CODES: &str = "\
Exit codes (for a file of many puzzles, the worst applies):
  0  every puzzle solved
  1  some puzzle has no solution (conflicting givens included)
  2  some puzzle could not be read, or the input or the command line is wrong
  3  the output could not be written
130  interrupted (Ctrl-C): the output ends after a whole record";

const COUNT_EXIT_CODES: &str = "\
Exit codes (for a file of many puzzles, the worst applies):
  0  every puzzle counted, each with at least one solution
  1  some puzzle has no solution (its count is 0)
  2  some puzzle could not be read, or the input or the command line is wrong
  3  the output could not be written
130  interrupted (Ctrl-C): the output ends after a whole record";

const CONVERT_EXIT_CODES: &str = "\
Exit codes (for a file of many puzzles, the worst applies):
  0  every puzzle converted (whether it has a solution is not asked)
  2  some puzzle could not be read or written in the output format, or the
     input or the command line is wrong
  3  the output could not be written
130  interrupted (Ctrl-C): the output ends after a whole record";

/// The formats with an example each, then `exit_codes`, for the help
/// texts.
fn formats_and(exit_codes: &str) -> String {
    let mut help = String::from("Formats (recognised from the content unless named):\n");
    let width = Format::ALL
        .iter()
        .map(|f| f.name().len())
        .max()
        .unwrap_or(0);
    // The one list of the formats (the options' own lists are hidden): what
    // each is, then a taste of it.
    for format in Format::ALL {
        let about = FormatArg::from_str(format.name(), false)
            .ok()
            .and_then(|arg| arg.to_possible_value())
            .and_then(|value| value.get_help().map(ToString::to_string))
            .unwrap_or_default();
        help.push_str(&format!(
            "  {:<width$} {about}\n  {:<width$}   {}\n",
            format.name(),
            "",
            format.example()
        ));
    }
    help.push('\n');
    help.push_str(exit_codes);
    help
}

/// The formats and the exit codes of the commands that solve, convert or
/// count.
fn formats_help() -> String {
    formats_and(EXIT_CODES)
}

/// The version `--version` shows: the crate's, and the commit when built
/// from a git checkout.
fn version() -> &'static str {
    sudoku_io::VERSION.trim_start_matches("sudoku ")
}

/// Solve, check, convert, generate, explain and rate Sudoku puzzles in the
/// formats people use, variants from 4×4 to 25×25 too (f-puzzles and
/// SudokuPad links); print them as books, or serve them as a web page.
#[derive(Debug, Parser)]
#[command(name = "sudoku", version = version(), after_help = formats_help())]
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
    /// puzzle without solution or that cannot be read gets the record `#
    /// no result` (a JSON object with "error" in json), which the readers
    /// know, and a message naming its line, and the run goes on.
    #[command(after_help = formats_help())]
    Solve(SolveArgs),
    /// Convert puzzles from one format to another.
    ///
    /// Metadata (author, comment, ...) is kept between formats that carry
    /// it (json, sdk); a note says when the output format cannot.
    #[command(after_help = formats_and(CONVERT_EXIT_CODES))]
    Convert(ConvertArgs),
    /// Count the solutions of each puzzle, one line each.
    ///
    /// Prints `0`, `1`, `2`... or `at least N` when the count reaches
    /// `--limit`.
    #[command(after_help = formats_and(COUNT_EXIT_CODES))]
    Count(CountArgs),
    /// Tell whether each puzzle is valid, unique and minimal, one line each.
    ///
    /// A line gives the number of givens, then `unique`, `several
    /// solutions` or `no solution` (naming the clashing givens, if any),
    /// then, for a unique puzzle, `minimal` or the givens that could each
    /// be taken away on its own without letting in a second solution:
    /// `not minimal: r1c3=5 r4c4=2 are redundant`. With `--to json`, one
    /// record a line: {"givens": 24, "conflicts": [...], "solutions":
    /// "none" | "unique" | "multiple", "minimal": true | false | null,
    /// "redundant": [...]}.
    #[command(after_help = formats_and(CHECK_EXIT_CODES))]
    Check(CheckArgs),
    /// The true candidates of each puzzle: every digit some solution puts
    /// in each cell.
    ///
    /// For a setter, where a puzzle is still ambiguous: a cell with one
    /// candidate is the same in every solution. Rows of cells separated by
    /// spaces, each cell its candidates (digits above 9 as A-P); `no
    /// solution` when there is none. With `--to json`, one record a line:
    /// {"size": 9, "candidates": [[[1, 2], [4, 5], ...], ...], "status":
    /// "unique" | "several" | "none"}. Classic and variant puzzles alike.
    #[command(after_help = formats_and(COUNT_EXIT_CODES))]
    Candidates(CandidatesArgs),
    /// Make new puzzles, each with exactly one solution.
    ///
    /// Each puzzle comes from a random solved grid (any valid grid can come
    /// out) with givens taken away in random order, in groups the symmetry
    /// maps onto each other, while the solution stays the only one. The
    /// same `--seed` gives the same puzzles on every platform and for any
    /// `--threads`, within a major version of sudoku.
    #[command(after_help = GENERATE_EXIT_CODES)]
    Generate(GenerateArgs),
    /// Solve puzzles the way a person would, and print every step.
    ///
    /// Each step is the easiest technique that makes progress (HoDoKu's
    /// order): singles, locked candidates, subsets, fish, single-digit
    /// patterns, wings, uniqueness, colouring, chains and, as the last
    /// resort, forcing chains and nets; where those fail, HoDoKu's guess
    /// (Brute Force), or with --no-guess forcing nets nested as deep as
    /// needed, which solve every puzzle with one solution. One line a
    /// step, in HoDoKu's notation: `Hidden Single: r3c4=5`, `X-Wing: 7 r28
    /// c36 => r5c36<>7`; in a chain `=` is a strong link, `-` a weak one,
    /// and a forcing chain lists its chains after the outcome, separated by
    /// `;`, each from its premise (true when its first link is weak, false
    /// when strong), and a forcing net a net for each premise, every node
    /// numbered with those it follows from: `[1] r8c7=9, [2] r7c8<>9 from
    /// 1, ... [10] r9c7=3 from 9+8`. The input may carry pencil marks (the
    /// candidates format); the steps then start from them. A puzzle with no
    /// solution or several gets no explanation.
    #[command(after_help = formats_and(LOGIC_EXIT_CODES))]
    Explain(ExplainArgs),
    /// Give the next step only: a hint for a player who is stuck.
    ///
    /// From a puzzle or from a grid with pencil marks (the candidates
    /// format). `--level technique` names the technique only, `--level
    /// place` says where to look, `--level step` (the default) gives the
    /// whole step. `--scale se` gives Sudoku Explainer's next step instead
    /// of HoDoKu's, with its SE rating.
    #[command(after_help = formats_and(LOGIC_EXIT_CODES))]
    Hint(HintArgs),
    /// Rate puzzles on the two community difficulty scales.
    ///
    /// One line a puzzle: `ER/EP/ED` on the Sudoku Explainer 1.2.1 scale
    /// (the hardest step on SE's path, the hardest before the first
    /// placement, the first step; 1.0 to 11.9), then HoDoKu 2.2.0's level
    /// and score, then the hardest technique: `7.1/1.2/1.2  Unfair 1328
    /// Forcing Chain`. `--scale` picks one scale. SE ratings follow SE's
    /// own path, nested forcing chains included (the hardest puzzles take
    /// seconds to minutes). A rating is the puzzle's: pencil marks in the
    /// input are not used (`explain` starts from them). A puzzle with no
    /// solution or several gets no rating.
    #[command(after_help = formats_and(LOGIC_EXIT_CODES))]
    Rate(RateArgs),
    /// Write each puzzle in its canonical (minlex) form.
    ///
    /// Two puzzles are equivalent when one becomes the other by relabelling
    /// digits, permuting bands, the rows of a band, stacks, the columns of
    /// a stack, and transposing. The canonical form is the smallest
    /// 81-character string (blanks as 0) over all 3,359,232 such
    /// arrangements, digits relabelled in order of first appearance: the
    /// same for every puzzle of a class, as the big collections keep them.
    /// `--unique` drops puzzles equivalent to an earlier one.
    #[command(after_help = formats_and(CONVERT_EXIT_CODES))]
    Canon(CanonArgs),
    /// Transform puzzles into equivalent ones.
    ///
    /// `--apply MAP` applies a transformation written as `canon --map`
    /// writes it (`--inverse` its inverse); `--op` a named one (rotations,
    /// transposition, mirrors), several in turn; `--random --seed S` a
    /// random one per puzzle, the same for a seed whatever the threads, as
    /// setters use to disguise a puzzle.
    #[command(after_help = formats_and(CONVERT_EXIT_CODES))]
    Transform(TransformArgs),
    /// Lay out puzzles for paper: a PDF book with an answer key, or SVG pages.
    ///
    /// Every puzzle of the input, in order, 1, 2, 4 or 6 a page, each headed
    /// by its number and, when the input carries them, its title and
    /// difficulty; then the answer key: the solutions, smaller, the givens
    /// bold. The PDF embeds its font (DejaVu Sans) and holds the digits as
    /// text, so readers search and copy them. A puzzle without exactly one
    /// solution stops the book: `sudoku check` finds them. A book holds at
    /// most 10,000 puzzles (it is laid out in memory).
    /// `sudoku generate --count 24 --seed 1 | sudoku print -o book.pdf`.
    #[command(after_help = PRINT_EXIT_CODES)]
    Print(PrintArgs),
    /// Serve a web page to solve, check, play and learn, and a JSON API.
    ///
    /// Prints the URL (http://127.0.0.1:8080/ by default: loopback, only
    /// this machine) and serves until Ctrl-C. The page is a grid to type or
    /// paste any format into, with pencil marks, check, solve, hints,
    /// explanations, ratings, new puzzles and copying; the API (POST
    /// /api/solve, count, check, convert, generate, explain, hint, rate) is
    /// described at /api/openapi.json. Limits: SECURITY.md.
    Serve(ServeArgs),
    /// Print a completion script for a shell.
    ///
    /// Each folder must exist (`mkdir -p` it first). Bash: `sudoku
    /// completions bash > ~/.local/share/bash-completion/completions/sudoku`.
    /// Zsh: `sudoku completions zsh > ~/.zfunc/_sudoku` (with `fpath+=~/.zfunc`
    /// before `compinit` in ~/.zshrc). Fish: `sudoku completions fish >
    /// ~/.config/fish/completions/sudoku.fish`. Elvish and PowerShell: add
    /// the output to your rc file or profile.
    Completions(CompletionsArgs),
    /// Print the manual page (roff): `sudoku man > sudoku.1; man ./sudoku.1`.
    Man,
}

const CHECK_EXIT_CODES: &str = "\
Exit codes:
  0  every puzzle has exactly one solution
  1  some puzzle has no solution or several (check: or the solution given
     with it is wrong)
  2  some puzzle could not be read, or the input or the command line is wrong
  3  the output could not be written
130  interrupted (Ctrl-C): the output ends after a whole record";

const LOGIC_EXIT_CODES: &str = "\
Exit codes (for a file of many puzzles, the worst applies):
  0  every puzzle has exactly one solution
  1  some puzzle has no solution or several
  2  some puzzle could not be read, or the input or the command line is wrong
  3  the output could not be written
  4  some puzzle ran past --time-limit (its record says so)
130  interrupted (Ctrl-C): the output ends after a whole record";

const PRINT_EXIT_CODES: &str = "\
Exit codes:
  0  the book was written
  1  some puzzle has no solution or several (nothing is written)
  2  some puzzle could not be read, or the input or the command line is wrong
  3  the book could not be written";

const GENERATE_EXIT_CODES: &str = "\
Exit codes:
  0  every puzzle asked for was made
  1  gave up on a puzzle after --attempts tries (the ones before it are written)
  2  the command line is wrong (a difficulty no puzzle can have included)
  3  the output could not be written
  4  stopped at --time-limit (the puzzles made before are written)
130  interrupted (Ctrl-C): the output ends after a whole puzzle";

/// What every command that reads puzzles takes besides its formats: the
/// batch options, `--quiet` and the file.
#[derive(Debug, Args)]
pub(crate) struct InputArgs {
    /// Print nothing on standard error but errors (no notes, no progress)
    #[arg(long, short = 'q')]
    pub(crate) quiet: bool,

    #[command(flatten)]
    pub(crate) batch: BatchArgs,

    /// The files holding the puzzles, read in turn, each recognised on its
    /// own; `-` or nothing reads standard input
    #[arg(value_name = "FILE")]
    pub(crate) files: Vec<PathBuf>,
}

impl InputArgs {
    /// The batch options, with `--quiet`, for a command of `kind`.
    pub(crate) fn options(&self, kind: crate::batch::Kind) -> crate::batch::Options {
        self.batch.options(self.quiet, kind)
    }
}

/// `--threads`, for the commands that work in parallel.
#[derive(Debug, Args)]
pub(crate) struct ThreadsArg {
    /// Worker threads: 0 or nothing for one per core, and never more than
    /// the cores; the output is the same for any number
    #[arg(long, short = 'j', value_name = "N")]
    pub(crate) threads: Option<u16>,
}

/// What every command that reads many puzzles takes.
#[derive(Debug, Args)]
pub(crate) struct BatchArgs {
    #[command(flatten)]
    pub(crate) threads: ThreadsArg,

    /// Stop after the first puzzle that fails: one that cannot be read, or
    /// one whose exit code would be 1 (see below)
    #[arg(long)]
    pub(crate) fail_fast: bool,

    /// Print a summary on standard error at the end: puzzles, unique,
    /// several solutions, no solution, unreadable, time, puzzles per second
    #[arg(long)]
    pub(crate) stats: bool,
}

impl BatchArgs {
    /// The batch options, with the command's `--quiet`, for a command of
    /// `kind`.
    pub(crate) fn options(&self, quiet: bool, kind: crate::batch::Kind) -> crate::batch::Options {
        crate::batch::Options {
            threads: self.threads.threads.map(usize::from),
            fail_fast: self.fail_fast,
            quiet,
            stats: self.stats,
            note_several: false,
            kind,
            dedupe: false,
            one_by_one: false,
        }
    }
}

/// The arguments of `sudoku count`.
#[derive(Debug, Args)]
pub(crate) struct CountArgs {
    /// The puzzles' format [default: recognised from the content]
    #[arg(long, short = 'f', visible_alias = "from", value_name = "FORMAT", value_parser = input_format(), hide_possible_values = true)]
    pub(crate) format: Option<FormatArg>,

    /// Stop counting at N solutions (at least 1)
    #[arg(long, short = 'l', value_name = "N", default_value_t = 1_000_000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub(crate) limit: u64,

    #[command(flatten)]
    pub(crate) time: VariantTimeArgs,

    #[command(flatten)]
    pub(crate) input: InputArgs,
}

/// The arguments of `sudoku candidates`.
#[derive(Debug, Args)]
pub(crate) struct CandidatesArgs {
    /// The puzzles' format [default: recognised from the content]
    #[arg(long, short = 'f', visible_alias = "from", value_name = "FORMAT", value_parser = input_format(), hide_possible_values = true)]
    pub(crate) format: Option<FormatArg>,

    /// Stop after N solutions and show the candidates they use (fewer
    /// than the true ones, sooner) [default: exact]
    #[arg(long, short = 'l', value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub(crate) limit: Option<u64>,

    /// Write the candidates as text (rows of cells) or as JSON (one record
    /// a line)
    #[arg(long, short = 't', value_name = "REPORT", default_value = "text")]
    pub(crate) to: ReportArg,

    #[command(flatten)]
    pub(crate) time: VariantTimeArgs,

    #[command(flatten)]
    pub(crate) input: InputArgs,
}

/// The arguments of `sudoku check`.
#[derive(Debug, Args)]
pub(crate) struct CheckArgs {
    /// The puzzles' format [default: recognised from the content]
    #[arg(long, short = 'f', visible_alias = "from", value_name = "FORMAT", value_parser = input_format(), hide_possible_values = true)]
    pub(crate) format: Option<FormatArg>,

    /// Write the report as text (one line a puzzle) or as JSON (one record
    /// a line)
    #[arg(long, short = 't', value_name = "REPORT", default_value = "text")]
    pub(crate) to: ReportArg,

    #[command(flatten)]
    pub(crate) time: VariantTimeArgs,

    #[command(flatten)]
    pub(crate) input: InputArgs,
}

/// How `sudoku check` writes its report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum ReportArg {
    /// One line a puzzle, for people
    Text,
    /// One JSON record a line, for programs
    Json,
}

/// The arguments of `sudoku solve`.
#[derive(Debug, Args)]
pub(crate) struct SolveArgs {
    /// The puzzle's format [default: recognised from the content]
    #[arg(long, short = 'f', visible_alias = "from", value_name = "FORMAT", value_parser = input_format(), hide_possible_values = true)]
    pub(crate) format: Option<FormatArg>,

    /// The format to write the solution in [default: the puzzle's]
    #[arg(long, short = 't', value_name = "FORMAT", hide_possible_values = true)]
    pub(crate) to: Option<FormatArg>,

    #[command(flatten)]
    pub(crate) time: VariantTimeArgs,

    #[command(flatten)]
    pub(crate) input: InputArgs,
}

/// The arguments of `sudoku convert`.
#[derive(Debug, Args)]
pub(crate) struct ConvertArgs {
    /// The puzzle's format [default: recognised from the content]
    #[arg(long, short = 'f', visible_alias = "format", value_name = "FORMAT", value_parser = input_format(), hide_possible_values = true)]
    pub(crate) from: Option<FormatArg>,

    /// The format to write
    #[arg(long, short = 't', value_name = "FORMAT", hide_possible_values = true)]
    pub(crate) to: FormatArg,

    #[command(flatten)]
    pub(crate) input: InputArgs,
}

/// A puzzle format, as named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum FormatArg {
    /// 9 lines of 9 digits separated by spaces, 0 for a blank (Baekjoon 2580)
    Spaced,
    /// 9 lines of 9 digits, 0 for a blank (Baekjoon 2239)
    Packed,
    /// 81 cells on one line, '.' or 0 (or _ - * x) for a blank; a comment may follow
    Line,
    /// A 9×9 array of 0-9, an 81-character string, or an object with "puzzle" and metadata
    Json,
    /// SadMan/SudoCue .sdk: #A author, #C comment... lines, then 9 lines of 9 cells
    Sdk,
    /// Simple Sudoku: 1.3|...|5.9 rows, bands split by -----------
    Ss,
    /// A boxed grid with box-drawing lines, for the terminal (read as grid reads it)
    Pretty,
    /// Pencil marks: each cell's candidates in a boxed grid (HoDoKu, Sudoku
    /// Explainer), or 729 characters
    Candidates,
    /// A boxed grid as programs and pages print it: +-------+ borders, | walls,
    /// blanks as . 0 _ - * x or a space (QQWing --readable, py-sudoku, HoDoKu)
    Grid,
    /// Comma-separated: a data set's puzzle,solution columns (header skipped),
    /// or 81 fields of one cell
    Csv,
    /// An SVG image of the grid (output only); `sudoku print` makes books
    Svg,
    /// f-puzzles: its JSON, the compressed string of its links, or a whole
    /// f-puzzles or SudokuPad link; variant puzzles of sizes 4-25
    Fpuzzles,
    /// The variant text, for puzzles written by hand: `size 6`, `grid` and
    /// its rows, `regions`, then a rule a line (`killercage 9: r1c2 r1c3`)
    Variant,
}

/// The formats an input may be named in: every one but the output-only
/// svg, which `--from` does not offer (in help and completions) and, named
/// all the same, refuses saying why.
pub(crate) fn input_format() -> InputFormat {
    InputFormat
}

/// The value parser of `--from`: see [`input_format`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct InputFormat;

impl clap::builder::TypedValueParser for InputFormat {
    type Value = FormatArg;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<FormatArg, clap::Error> {
        let named =
            clap::builder::EnumValueParser::<FormatArg>::new().parse_ref(command, arg, value)?;
        if !Format::from(named).is_readable() {
            let readable: Vec<&str> = Format::ALL
                .iter()
                .filter(|f| f.is_readable())
                .map(|f| f.name())
                .collect();
            return Err(clap::Error::raw(
                clap::error::ErrorKind::InvalidValue,
                format!(
                    "the {} format is for output only; the input may be {}\n",
                    Format::from(named),
                    readable.join(", ")
                ),
            )
            .with_cmd(command));
        }
        Ok(named)
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            FormatArg::value_variants()
                .iter()
                .filter(|arg| Format::from(**arg).is_readable())
                .filter_map(|arg| arg.to_possible_value()),
        ))
    }
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
            FormatArg::Candidates => Format::Candidates,
            FormatArg::Grid => Format::Grid,
            FormatArg::Csv => Format::Csv,
            FormatArg::Svg => Format::Svg,
            FormatArg::Fpuzzles => Format::Fpuzzles,
            FormatArg::Variant => Format::Variant,
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use sudoku_core::Symmetry;

    use super::generate::{SymmetryArg, parse_clues};
    use super::*;

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn every_symmetry_can_be_named() {
        for symmetry in Symmetry::ALL {
            let arg = SymmetryArg::from_str(symmetry.name(), false);
            assert_eq!(arg.map(Symmetry::from), Ok(symmetry));
        }
    }

    #[test]
    fn clues_below_17_or_above_81_are_refused() {
        assert_eq!(parse_clues("17"), Ok(17));
        assert_eq!(parse_clues("81"), Ok(81));
        assert!(parse_clues("16").unwrap_err().contains("fewer than 17"));
        assert!(parse_clues("82").unwrap_err().contains("81 cells"));
        assert!(parse_clues("x").unwrap_err().contains("not a number"));
    }

    #[test]
    fn an_output_only_format_is_not_offered_for_input() {
        use clap::CommandFactory;
        let err = Cli::try_parse_from(["sudoku", "solve", "--from", "svg"]).unwrap_err();
        assert_eq!(err.kind(), clap::error::ErrorKind::InvalidValue);
        assert!(
            err.to_string()
                .contains("the svg format is for output only; the input may be spaced"),
            "{err}"
        );
        let command = Cli::command();
        let solve = command.find_subcommand("solve").unwrap();
        let from = solve
            .get_arguments()
            .find(|a| a.get_id() == "format")
            .unwrap();
        let offered: Vec<String> = from
            .get_possible_values()
            .iter()
            .map(|v| v.get_name().to_owned())
            .collect();
        assert!(offered.contains(&"csv".to_owned()) && !offered.contains(&"svg".to_owned()));
        assert!(Cli::try_parse_from(["sudoku", "solve", "--to", "svg"]).is_ok());
    }

    #[test]
    fn every_format_can_be_named() {
        for format in Format::ALL {
            let arg = FormatArg::from_str(format.name(), false);
            assert_eq!(arg.map(Format::from), Ok(format));
        }
    }
}
