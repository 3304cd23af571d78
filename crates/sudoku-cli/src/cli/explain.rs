//! The arguments of the commands that explain puzzles (`explain`, `hint`)
//! and of `completions`.

use clap::{Args, ValueEnum};

use super::{FormatArg, InputArgs, ReportArg, TimeLimitArgs};

/// The arguments of `sudoku completions`.
#[derive(Debug, Args)]
pub(crate) struct CompletionsArgs {
    /// The shell
    #[arg(value_name = "SHELL")]
    pub(crate) shell: clap_complete::Shell,
}

/// The arguments of `sudoku explain`.
#[derive(Debug, Args)]
pub(crate) struct ExplainArgs {
    /// The puzzles' format [default: recognised from the content]
    #[arg(long, short = 'f', visible_alias = "from", value_name = "FORMAT", value_parser = super::input_format(), hide_possible_values = true)]
    pub(crate) format: Option<FormatArg>,

    /// How to write each explanation
    #[arg(long, short = 't', value_name = "HOW", default_value = "text")]
    pub(crate) to: ExplainTo,

    /// Do not use the techniques that rely on the puzzle having one
    /// solution (unique rectangles, BUG+1)
    #[arg(long)]
    pub(crate) no_uniqueness: bool,

    /// Never guess: where HoDoKu's techniques all fail and HoDoKu guesses
    /// (Brute Force), go on with forcing nets nested as deep as needed
    /// (the HoDoKu score is then not HoDoKu's); each shows its net, and a
    /// nested one the net of each refutation nested in it (`by net 2`)
    #[arg(long)]
    pub(crate) no_guess: bool,

    /// Whose path to follow: HoDoKu's (its techniques in its order), or
    /// Sudoku Explainer's (SE 1.2.1's techniques in its order, each step
    /// with its SE rating and where it looks: `2.6  Pointing: 4 in b5 and
    /// r5 => r5c1<>4`; cycles and static forcing chains list their chains
    /// after the outcome, Nishio, dynamic and nested forcing chains their
    /// nets: `[1] r1c8=7, [2] r1c3<>7 from 1, ...`, a nested chain also a
    /// net for each candidate a chain inside it took out (`by net 4`))
    #[arg(long, short = 's', value_name = "SCALE", default_value = "hodoku")]
    pub(crate) scale: Scale,

    /// One short line a step: leave out the chains and nets that forcing
    /// chains and nets list after their outcome (`Forcing Net
    /// Contradiction in r7c8 => r8c7<>9`), which on the hardest puzzles
    /// run to thousands of characters (text and pretty; JSON gives them as
    /// fields)
    #[arg(long)]
    pub(crate) brief: bool,

    #[command(flatten)]
    pub(crate) time: TimeLimitArgs,

    #[command(flatten)]
    pub(crate) input: InputArgs,
}

/// How `sudoku explain` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum ExplainTo {
    /// One line a step
    Text,
    /// One JSON record a puzzle, with every step
    Json,
    /// The pencil marks before each step, then the step
    Pretty,
}

/// The arguments of `sudoku hint`.
#[derive(Debug, Args)]
pub(crate) struct HintArgs {
    /// The puzzles' format [default: recognised from the content]
    #[arg(long, short = 'f', visible_alias = "from", value_name = "FORMAT", value_parser = super::input_format(), hide_possible_values = true)]
    pub(crate) format: Option<FormatArg>,

    /// How much to tell
    #[arg(long, short = 'l', value_name = "LEVEL", default_value = "step")]
    pub(crate) level: HintLevel,

    /// Write the hint as text or as a JSON record (the whole step)
    #[arg(long, short = 't', value_name = "REPORT", default_value = "text")]
    pub(crate) to: ReportArg,

    /// Do not use the techniques that rely on the puzzle having one
    /// solution (unique rectangles, BUG+1)
    #[arg(long)]
    pub(crate) no_uniqueness: bool,

    /// Never guess: where HoDoKu's techniques all fail and HoDoKu guesses
    /// (Brute Force), go on with forcing nets nested as deep as needed
    /// (the HoDoKu score is then not HoDoKu's); each shows its net, and a
    /// nested one the net of each refutation nested in it (`by net 2`)
    #[arg(long)]
    pub(crate) no_guess: bool,

    /// Whose next step: HoDoKu's (its techniques in its order), or Sudoku
    /// Explainer's (the easiest of SE 1.2.1's rules that applies, with its
    /// SE rating)
    #[arg(long, short = 's', value_name = "SCALE", default_value = "hodoku")]
    pub(crate) scale: Scale,

    #[command(flatten)]
    pub(crate) time: TimeLimitArgs,

    #[command(flatten)]
    pub(crate) input: InputArgs,
}

/// How much a hint tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum HintLevel {
    /// The technique's name only
    Technique,
    /// The technique and where it applies, not what it yields
    Place,
    /// The whole step
    Step,
}

/// The arguments of `sudoku rate`.
#[derive(Debug, Args)]
pub(crate) struct RateArgs {
    /// The puzzles' format [default: recognised from the content]
    #[arg(long, short = 'f', visible_alias = "from", value_name = "FORMAT", value_parser = super::input_format(), hide_possible_values = true)]
    pub(crate) format: Option<FormatArg>,

    /// Which difficulty scale [default: both]
    #[arg(long, short = 's', value_name = "SCALE")]
    pub(crate) scale: Option<Scale>,

    /// Write each rating as a line of text or as a JSON record
    #[arg(long, short = 't', value_name = "REPORT", default_value = "text")]
    pub(crate) to: ReportArg,

    #[command(flatten)]
    pub(crate) time: TimeLimitArgs,

    #[command(flatten)]
    pub(crate) input: InputArgs,
}

/// A difficulty scale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Scale {
    /// Sudoku Explainer 1.2.1: ER/EP/ED, 1.0 to 11.9
    Se,
    /// HoDoKu 2.2.0: level (Easy to Extreme) and score
    Hodoku,
}

impl From<Scale> for sudoku_logic::Scale {
    fn from(scale: Scale) -> sudoku_logic::Scale {
        match scale {
            Scale::Se => sudoku_logic::Scale::Se,
            Scale::Hodoku => sudoku_logic::Scale::Hodoku,
        }
    }
}
