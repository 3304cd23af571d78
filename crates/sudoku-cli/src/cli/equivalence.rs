//! The arguments of `sudoku canon` and `sudoku transform`.

use clap::{Args, ValueEnum};

use super::{FormatArg, InputArgs};

/// The arguments of `sudoku canon`.
#[derive(Debug, Args)]
pub(crate) struct CanonArgs {
    /// The puzzles' format [default: recognised from the content]
    #[arg(long, short = 'f', visible_alias = "from", value_name = "FORMAT", value_parser = super::input_format(), hide_possible_values = true)]
    pub(crate) format: Option<FormatArg>,

    /// The format to write the canonical forms in
    #[arg(
        long,
        short = 't',
        value_name = "FORMAT",
        default_value = "line",
        hide_possible_values = true
    )]
    pub(crate) to: FormatArg,

    /// Also the number of transformations that map the puzzle onto itself
    /// (after the puzzle, on its line)
    #[arg(long)]
    pub(crate) with_automorphisms: bool,

    /// Also the transformation from the puzzle to its canonical form (after
    /// the puzzle, on its line); `sudoku transform --apply` with its
    /// inverse (`--inverse`) takes the canonical form back
    #[arg(long, conflicts_with = "unique")]
    pub(crate) map: bool,

    /// Drop puzzles equivalent to an earlier one (memory grows with the
    /// number of distinct puzzles); the count dropped goes to standard error
    #[arg(long)]
    pub(crate) unique: bool,

    #[command(flatten)]
    pub(crate) input: InputArgs,
}

/// The arguments of `sudoku transform`.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("how").required(true).multiple(true).args(["apply", "random", "op"])))]
pub(crate) struct TransformArgs {
    /// The puzzles' format [default: recognised from the content]
    #[arg(long, short = 'f', visible_alias = "from", value_name = "FORMAT", value_parser = super::input_format(), hide_possible_values = true)]
    pub(crate) format: Option<FormatArg>,

    /// The format to write the puzzles in [default: the input's]
    #[arg(long, short = 't', value_name = "FORMAT", hide_possible_values = true)]
    pub(crate) to: Option<FormatArg>,

    /// Apply this transformation, as `canon --map` writes it: `T` to
    /// transpose first, then `R`, `C` and `D` with nine digits each (the
    /// input row of each row, the input column of each column, what each
    /// digit becomes), e.g. `TR321456789C123456789D912345678`
    #[arg(long, value_name = "MAP")]
    pub(crate) apply: Option<sudoku_core::Transform>,

    /// With --apply: apply its inverse instead
    #[arg(long, requires = "apply")]
    pub(crate) inverse: bool,

    /// A named transformation, applied after --apply; repeat the option to
    /// apply several in turn
    #[arg(long, value_name = "OP", conflicts_with = "random")]
    pub(crate) op: Vec<Op>,

    /// A random equivalent puzzle for each: relabelled digits, bands, rows,
    /// stacks and columns shuffled, perhaps transposed
    #[arg(long, requires = "seed", conflicts_with = "apply")]
    pub(crate) random: bool,

    /// The seed of --random: the same seed gives the same puzzles, whatever
    /// --threads
    #[arg(long, short = 's', value_name = "SEED")]
    pub(crate) seed: Option<u64>,

    #[command(flatten)]
    pub(crate) input: InputArgs,
}

/// A named transformation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Op {
    /// A quarter turn clockwise
    #[value(name = "rotate-90")]
    Rotate90,
    /// A half turn
    #[value(name = "rotate-180")]
    Rotate180,
    /// A quarter turn anticlockwise
    #[value(name = "rotate-270")]
    Rotate270,
    /// Rows become columns (mirror across the main diagonal)
    Transpose,
    /// Mirror across the horizontal axis: row 1 swaps with row 9
    MirrorHorizontal,
    /// Mirror across the vertical axis: column 1 swaps with column 9
    MirrorVertical,
    /// Mirror across the anti-diagonal: r1c1 swaps with r9c9
    MirrorAntiDiagonal,
}

impl Op {
    /// The transformation, in the notation `canon --map` writes.
    pub(crate) fn transform(self) -> sudoku_core::Transform {
        let map = match self {
            Op::Rotate90 => "TR123456789C987654321D123456789",
            Op::Rotate180 => "R987654321C987654321D123456789",
            Op::Rotate270 => "TR987654321C123456789D123456789",
            Op::Transpose => "TR123456789C123456789D123456789",
            Op::MirrorHorizontal => "R987654321C123456789D123456789",
            Op::MirrorVertical => "R123456789C987654321D123456789",
            Op::MirrorAntiDiagonal => "TR987654321C987654321D123456789",
        };
        map.parse().expect("a valid map")
    }
}
