//! The arguments of `sudoku generate`.

use clap::{Args, ValueEnum};
use sudoku_core::{Generator, Symmetry};

use super::{FormatArg, ThreadsArg};

/// The arguments of `sudoku generate`.
#[derive(Debug, Args)]
pub(crate) struct GenerateArgs {
    /// How many puzzles to make
    #[arg(long, short = 'n', value_name = "N", default_value_t = 1)]
    pub(crate) count: u64,

    /// Make the puzzles of this seed (any number up to 2^64 - 1)
    /// [default: a random seed, printed on standard error]
    #[arg(long, short = 's', value_name = "SEED")]
    pub(crate) seed: Option<u64>,

    /// The symmetry of the pattern of givens
    #[arg(long, value_name = "SYMMETRY", default_value = "none")]
    pub(crate) symmetry: SymmetryArg,

    /// No given can be taken away without letting in a second solution
    /// (the default)
    #[arg(long, overrides_with = "no_minimal")]
    pub(crate) minimal: bool,

    /// Do not insist on minimal puzzles: with --clues, stop taking givens
    /// away once there are that many or fewer; with a symmetry, keep
    /// puzzles where a single given could still go
    #[arg(long, overrides_with = "minimal")]
    pub(crate) no_minimal: bool,

    /// At most N givens (17-81; no puzzle with fewer than 17 has a unique
    /// solution). Minimal puzzles mostly have 22-27: asking for 21 takes
    /// hundreds of attempts, 20 tens of thousands, fewer is a long shot
    #[arg(long, value_name = "N", value_parser = parse_clues)]
    pub(crate) clues: Option<usize>,

    /// Solved grids to try for each puzzle before giving up (one takes
    /// some 40 microseconds; with --difficulty or --rating each puzzle made
    /// is also rated, which takes a millisecond or so, seconds for the
    /// hardest: --time-limit bounds the whole run)
    #[arg(long, value_name = "N", default_value_t = Generator::default().attempts,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub(crate) attempts: u32,

    /// Only puzzles of this HoDoKu level (as `sudoku rate` gives it)
    #[arg(long, value_name = "LEVEL")]
    pub(crate) difficulty: Option<DifficultyArg>,

    /// Only puzzles whose Sudoku Explainer rating (ER, as `sudoku rate`
    /// gives it) is in MIN..MAX, e.g. `7.0..8.5`, `7..` or `..3.4`
    #[arg(long, value_name = "MIN..MAX")]
    pub(crate) rating: Option<sudoku_logic::ErRange>,

    /// Stop after this long (`30s`, `5m`; a bare number is seconds): the
    /// puzzles made so far are written, then an error saying how many,
    /// exit code 4 [default: no limit]
    #[arg(long, value_name = "TIME", value_parser = super::time::parse_time)]
    pub(crate) time_limit: Option<std::time::Duration>,

    /// The format to write the puzzles in; json records also hold the
    /// solution
    #[arg(
        long,
        short = 't',
        value_name = "FORMAT",
        default_value = "line",
        hide_possible_values = true
    )]
    pub(crate) to: FormatArg,

    #[command(flatten)]
    pub(crate) threads: ThreadsArg,

    /// The grid's size: 4, 6, 8, 9, 10, 12, 14, 15, 16, 20 or 25 (standard
    /// boxes), any from 4 to 25 with `--layout jigsaw`; other than 9, the
    /// puzzles are written as f-puzzles links
    #[arg(long, value_name = "N", default_value_t = 9, value_parser = clap::value_parser!(u8).range(4..=25))]
    pub(crate) size: u8,

    /// Rules beside rows, columns and boxes: x (both diagonals), windoku
    /// (four extra 3×3 regions, 9×9) or jigsaw (random irregular regions
    /// instead of boxes); written as f-puzzles links
    #[arg(long, value_name = "LAYOUT", default_value = "standard")]
    pub(crate) layout: LayoutArg,

    /// Print nothing on standard error but errors (not even the seed)
    #[arg(long, short = 'q')]
    pub(crate) quiet: bool,
}

/// HoDoKu's levels, for `--difficulty`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum DifficultyArg {
    /// Singles only
    Easy,
    /// Locked candidates and subsets
    Medium,
    /// Fish, wings, uniqueness, simple chains
    Hard,
    /// Longer chains, ALS
    Unfair,
    /// Forcing chains and nets
    Extreme,
}

impl From<DifficultyArg> for sudoku_logic::Level {
    fn from(arg: DifficultyArg) -> Self {
        match arg {
            DifficultyArg::Easy => sudoku_logic::Level::Easy,
            DifficultyArg::Medium => sudoku_logic::Level::Medium,
            DifficultyArg::Hard => sudoku_logic::Level::Hard,
            DifficultyArg::Unfair => sudoku_logic::Level::Unfair,
            DifficultyArg::Extreme => sudoku_logic::Level::Extreme,
        }
    }
}

/// `--clues`: a number of givens a unique puzzle can have.
pub(super) fn parse_clues(text: &str) -> Result<usize, String> {
    let n: usize = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number of clues"))?;
    sudoku_core::clue_count(n).map_err(|err| err.to_string())
}

/// A symmetry, as named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum SymmetryArg {
    /// No symmetry
    None,
    /// The same turned half a turn (180°)
    #[value(alias = "180")]
    Rotational,
    /// The same turned a quarter turn (90°)
    #[value(alias = "90")]
    QuarterTurn,
    /// Mirrored across the horizontal axis: row 1 matches row 9
    #[value(alias = "mirror")]
    Horizontal,
    /// Mirrored across the vertical axis: column 1 matches column 9
    Vertical,
    /// Mirrored across the main diagonal: r1c2 matches r2c1
    Diagonal,
    /// Mirrored across the anti-diagonal: r1c1 matches r9c9
    AntiDiagonal,
}

impl From<SymmetryArg> for Symmetry {
    fn from(arg: SymmetryArg) -> Symmetry {
        match arg {
            SymmetryArg::None => Symmetry::None,
            SymmetryArg::Rotational => Symmetry::Rotational,
            SymmetryArg::QuarterTurn => Symmetry::QuarterTurn,
            SymmetryArg::Horizontal => Symmetry::Horizontal,
            SymmetryArg::Vertical => Symmetry::Vertical,
            SymmetryArg::Diagonal => Symmetry::Diagonal,
            SymmetryArg::AntiDiagonal => Symmetry::AntiDiagonal,
        }
    }
}

/// The rules `generate --layout` adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum LayoutArg {
    /// Rows, columns and boxes only
    Standard,
    /// Both main diagonals too (Sudoku X)
    X,
    /// Four extra 3×3 regions (windoku, 9×9)
    Windoku,
    /// Random irregular regions instead of boxes (any size from 4 to 25)
    Jigsaw,
}

impl From<LayoutArg> for sudoku_variant::generator::Layout {
    fn from(arg: LayoutArg) -> Self {
        match arg {
            LayoutArg::Standard => Self::Standard,
            LayoutArg::X => Self::X,
            LayoutArg::Windoku => Self::Windoku,
            LayoutArg::Jigsaw => Self::Jigsaw,
        }
    }
}
