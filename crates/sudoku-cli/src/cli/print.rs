//! The arguments of `sudoku print`.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use sudoku_print::Paper;

use super::FormatArg;

/// The arguments of `sudoku print`.
#[derive(Debug, Args)]
pub(crate) struct PrintArgs {
    /// The format of the input (recognised from the content if not given)
    #[arg(long, short = 'f', visible_alias = "from", value_name = "FORMAT", value_parser = super::input_format(), hide_possible_values = true)]
    pub(crate) format: Option<FormatArg>,

    /// Where to write: the PDF file, or with --to svg a folder for one SVG
    /// a page (made if missing)
    #[arg(long, short = 'o', value_name = "PATH")]
    pub(crate) output: PathBuf,

    /// What to write: one PDF, or one SVG a page
    #[arg(long, short = 't', value_name = "KIND", default_value = "pdf")]
    pub(crate) to: PrintTo,

    /// Puzzles a page: 1, 2, 4 or 6 (the answer key has 12 a page, smaller;
    /// in large print, as many as keep its digits at 16 pt)
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = parse_per_page)]
    pub(crate) per_page: usize,

    /// The paper
    #[arg(long, value_name = "PAPER", default_value = "a4")]
    pub(crate) paper: PaperArg,

    /// Large print: digits of 16 pt or more and heavy lines (1, 2 or 4
    /// puzzles a page)
    #[arg(long)]
    pub(crate) large_print: bool,

    /// A title on the first page
    #[arg(long, value_name = "TEXT")]
    pub(crate) title: Option<String>,

    /// No answer key
    #[arg(long)]
    pub(crate) no_answers: bool,

    /// Print nothing on standard error but errors
    #[arg(long, short = 'q')]
    pub(crate) quiet: bool,

    /// The files holding the puzzles, read in turn; `-` or nothing reads
    /// standard input
    #[arg(value_name = "FILE")]
    pub(crate) files: Vec<PathBuf>,
}

/// What `sudoku print` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum PrintTo {
    /// One PDF file: fonts embedded, digits as text
    Pdf,
    /// A folder of SVG files, one a page: page-001.svg, ...
    Svg,
}

/// A paper size, as named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum PaperArg {
    /// ISO A4 (210 × 297 mm)
    A4,
    /// US Letter (8.5 × 11 in)
    Letter,
}

impl From<PaperArg> for Paper {
    fn from(arg: PaperArg) -> Paper {
        match arg {
            PaperArg::A4 => Paper::A4,
            PaperArg::Letter => Paper::Letter,
        }
    }
}

/// `--per-page`: 1, 2, 4 or 6.
fn parse_per_page(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n @ (1 | 2 | 4 | 6)) => Ok(n),
        Ok(n) => Err(format!("{n} puzzles a page: expected 1, 2, 4 or 6")),
        Err(_) => Err(format!("'{text}' is not a number: expected 1, 2, 4 or 6")),
    }
}
