//! `sudoku explain` and `sudoku hint`: the steps a person would take.

use std::io::Write as _;

use sudoku_core::Grid;
use sudoku_io::{AnyPuzzle, Detail, Format, Puzzle, RawRecord};
use sudoku_logic::{Candidates, Options};

use crate::batch::{self, Context, Done, Kind, Layout, Problem, Verdict};
use crate::cli::{ExplainArgs, ExplainTo, HintArgs, HintLevel, ReportArg, Scale};
use crate::exit::Status;
use crate::input::Input;
use crate::output::{self, Shape};
use crate::variant_explain;

/// Explains each puzzle, step by step.
pub(crate) fn run(args: &ExplainArgs) -> anyhow::Result<Status> {
    let inputs = Input::all(&args.input.files);
    let format = output::input_format(args.format)?;
    let options = options(args.no_uniqueness, args.no_guess);
    let (to, limit) = (args.to, args.time.time_limit);
    let detail = match (args.brief, to) {
        (true, ExplainTo::Json) => anyhow::bail!(
            "--brief is for text and pretty output; JSON gives each step's chains and nets as fields"
        ),
        (true, _) => Detail::Brief,
        (false, _) => Detail::Full,
    };
    if args.scale == Scale::Se {
        check_se_options(args.no_uniqueness, args.no_guess)?;
        let summary = batch::run(
            &inputs,
            format,
            &args.input.options(Kind::Check).one_by_one(),
            |_| Layout {
                separated: to != ExplainTo::Json,
                header: None,
            },
            |context, record, out| explain_se(context, record, (to, detail), limit, out),
        )?;
        return Ok(summary.status);
    }
    let summary = batch::run(
        &inputs,
        format,
        &args.input.options(Kind::Check).one_by_one(),
        |_| Layout {
            separated: to != ExplainTo::Json,
            header: None,
        },
        |context, record, out| explain(context, record, (to, detail), &options, limit, out),
    )?;
    Ok(summary.status)
}

/// Gives the next step of each puzzle.
pub(crate) fn hint(args: &HintArgs) -> anyhow::Result<Status> {
    let inputs = Input::all(&args.input.files);
    let format = output::input_format(args.format)?;
    let options = options(args.no_uniqueness, args.no_guess);
    let (to, level, limit) = (args.to, args.level, args.time.time_limit);
    if args.scale == Scale::Se {
        check_se_options(args.no_uniqueness, args.no_guess)?;
    }
    let se = args.scale == Scale::Se;
    let summary = batch::run(
        &inputs,
        format,
        &args.input.options(Kind::Check).one_by_one(),
        |_| Layout::default(),
        |context, record, out| next(context, record, (to, level, se), &options, limit, out),
    )?;
    Ok(summary.status)
}

/// Refuses the options that are for HoDoKu's path only.
fn check_se_options(no_uniqueness: bool, no_guess: bool) -> anyhow::Result<()> {
    if no_uniqueness {
        anyhow::bail!(
            "--no-uniqueness is for HoDoKu's path; SE's path always uses its uniqueness techniques"
        );
    }
    if no_guess {
        anyhow::bail!("--no-guess is for HoDoKu's path; SE's path never guesses");
    }
    Ok(())
}

fn options(no_uniqueness: bool, no_guess: bool) -> Options {
    Options {
        uniqueness: !no_uniqueness,
        guess: !no_guess,
        ..Options::default()
    }
}

/// The pencil marks a record starts from, or why it has no explanation.
pub(crate) fn start(
    context: &Context,
    record: &RawRecord,
) -> Result<(Puzzle, Candidates), Failure> {
    let puzzle = match sudoku_io::parse_any(context.format, record) {
        Ok(AnyPuzzle::Classic(puzzle)) => *puzzle,
        Ok(AnyPuzzle::Variant(puzzle)) => return Err(Failure::Variant(puzzle)),
        Err(err) => return Err(Failure::Unreadable(err.to_string())),
    };
    let marks = sudoku_logic::start(&puzzle.grid, puzzle.marks.as_ref())
        .map_err(|why| Failure::Unsolvable(puzzle.grid, why.to_string()))?;
    Ok((puzzle, marks))
}

/// Why a record has no explanation.
pub(crate) enum Failure {
    /// It cannot be read: the message.
    Unreadable(String),
    /// The puzzle, and why it has no single solution to explain.
    Unsolvable(Grid, String),
    /// The work on it ran past `--time-limit`.
    TimeUp(sudoku_logic::TimeUp),
    /// It is a variant puzzle, which the classic scales do not rate: the
    /// variant explainer takes it where it can.
    Variant(Box<sudoku_variant::Puzzle>),
}

impl Failure {
    /// The record's output and what it came to.
    pub(crate) fn done(
        self,
        context: &Context,
        record: &RawRecord,
        json: bool,
        out: &mut Vec<u8>,
    ) -> Done {
        let shape = if json {
            Shape::Json
        } else {
            Shape::Puzzle(Format::Line)
        };
        match self {
            Failure::Unreadable(message) => {
                output::unreadable(context, record, shape, message, out)
            }
            Failure::Unsolvable(grid, message) => {
                if json && !context.single {
                    let _ = sudoku_io::write_explain_error(&grid, &message, out);
                } else {
                    output::empty_record(context, shape, out);
                }
                Done {
                    verdict: Verdict::NoSolution,
                    problem: Some(Problem::NoSolution(message)),
                }
            }
            Failure::Variant(puzzle) => {
                let message = format!(
                    "a variant puzzle ({}): SE's and HoDoKu's scales rate classic 9×9 puzzles; `sudoku explain` and `sudoku hint` explain variants on their own scale",
                    sudoku_io::variant_summary(&puzzle)
                );
                output::unreadable(context, record, shape, message, out)
            }
            Failure::TimeUp(time_up) => {
                let message = format!("{time_up} (--time-limit)");
                output::error_record(context, record, shape, &message, out);
                Done {
                    verdict: Verdict::TimeUp,
                    problem: Some(Problem::TimeUp(message)),
                }
            }
        }
    }
}

/// `work` within `limit` (see [`sudoku_logic::within`]), or the record's
/// failure past it.
pub(crate) fn timed<T>(
    limit: Option<std::time::Duration>,
    work: impl FnOnce() -> T,
) -> Result<T, Failure> {
    sudoku_logic::within(limit, work).map_err(Failure::TimeUp)
}

/// The work of `explain` on one record.
fn explain(
    context: &Context,
    record: &RawRecord,
    (to, detail): (ExplainTo, Detail),
    options: &Options,
    limit: Option<std::time::Duration>,
    out: &mut Vec<u8>,
) -> Done {
    let json = to == ExplainTo::Json;
    let (puzzle, marks) = match start(context, record) {
        Ok(start) => start,
        Err(Failure::Variant(_)) if to == ExplainTo::Pretty => {
            let message = "--to pretty draws classic 9×9 pencil marks; explain a variant puzzle --to text or --to json".to_owned();
            return output::unreadable(context, record, Shape::Line, message, out);
        }
        Err(Failure::Variant(puzzle)) => {
            return variant_explain::explain(context, record, &puzzle, (json, limit), out);
        }
        Err(failure) => return failure.done(context, record, json, out),
    };
    let explanation = match timed(limit, || sudoku_logic::explain_from(marks.clone(), options)) {
        Ok(explanation) => explanation,
        Err(failure) => return failure.done(context, record, json, out),
    };
    // Writing to a Vec cannot fail.
    let _ = match to {
        ExplainTo::Text => sudoku_io::write_explain_text(&explanation, detail, out),
        ExplainTo::Json => sudoku_io::write_explain_json(&puzzle.grid, &explanation, out),
        ExplainTo::Pretty => sudoku_io::write_explain_grids(&marks, &explanation, detail, out),
    };
    Done {
        verdict: if explanation.solved() {
            Verdict::Unique
        } else {
            Verdict::NoSolution
        },
        problem: (!explanation.solved())
            .then(|| Problem::NoSolution("no technique makes progress".to_owned())),
    }
}

/// The work of `explain --scale se` on one record.
fn explain_se(
    context: &Context,
    record: &RawRecord,
    (to, detail): (ExplainTo, Detail),
    limit: Option<std::time::Duration>,
    out: &mut Vec<u8>,
) -> Done {
    let json = to == ExplainTo::Json;
    let (puzzle, marks) = match start(context, record) {
        Ok(start) => start,
        Err(failure) => return failure.done(context, record, json, out),
    };
    let (steps, solved, rating) = match timed(limit, || sudoku_logic::se_explain_from(&marks)) {
        Ok(path) => path,
        Err(failure) => return failure.done(context, record, json, out),
    };
    // Writing to a Vec cannot fail.
    let _ = match to {
        ExplainTo::Json => {
            sudoku_io::write_se_path_json(&puzzle.grid, &steps, solved, &rating, out)
        }
        ExplainTo::Text => sudoku_io::write_se_path_text(&steps, solved, &rating, detail, out),
        ExplainTo::Pretty => {
            sudoku_io::write_se_path_grids(&marks, &steps, solved, &rating, detail, out)
        }
    };
    Done {
        verdict: if solved {
            Verdict::Unique
        } else {
            Verdict::NoSolution
        },
        problem: (!solved).then(|| {
            Problem::NoSolution(
                "the path needs nested forcing chains, beyond the techniques implemented"
                    .to_owned(),
            )
        }),
    }
}

/// The work of `hint` on one record: HoDoKu's next step, or with `se`
/// Sudoku Explainer's.
fn next(
    context: &Context,
    record: &RawRecord,
    (to, level, se): (ReportArg, HintLevel, bool),
    options: &Options,
    limit: Option<std::time::Duration>,
    out: &mut Vec<u8>,
) -> Done {
    let json = to == ReportArg::Json;
    let (puzzle, marks) = match start(context, record) {
        Ok(start) => start,
        Err(Failure::Variant(puzzle)) if !se => {
            let how = (json, level, limit);
            return variant_explain::hint(context, record, &puzzle, how, out);
        }
        Err(failure) => return failure.done(context, record, json, out),
    };
    let grid = &puzzle.grid;
    let found = timed(limit, || {
        if se {
            (sudoku_logic::se_next_step(&marks), None)
        } else {
            (None, sudoku_logic::next_step(&mut marks.clone(), options))
        }
    });
    let (se_step, step) = match found {
        Ok(found) => found,
        Err(failure) => return failure.done(context, record, json, out),
    };
    // Writing to a Vec cannot fail.
    let _ = if se {
        let step = se_step;
        if json {
            sudoku_io::write_se_hint_json(grid, step.as_ref(), out)
        } else {
            let texts = step.map(|s| {
                let text = sudoku_io::se_step_text(&s);
                [s.technique.to_string(), s.pattern(), text]
            });
            write_hint_text(&marks, level, texts, out)
        }
    } else {
        if json {
            sudoku_io::write_hint_json(grid, step.as_ref(), out)
        } else {
            let texts = step.map(|s| [s.technique.to_string(), s.pattern(), s.to_string()]);
            write_hint_text(&marks, level, texts, out)
        }
    };
    Done {
        verdict: Verdict::Unique,
        problem: None,
    }
}

/// A hint as text: of the step's technique, where it looks and the whole
/// step, what `level` asks for; or why there is no step.
fn write_hint_text(
    marks: &Candidates,
    level: HintLevel,
    texts: Option<[String; 3]>,
    out: &mut Vec<u8>,
) -> std::io::Result<()> {
    match texts {
        None if marks.is_solved() => writeln!(out, "the puzzle is solved"),
        None => writeln!(out, "no technique makes progress"),
        Some([technique, place, step]) => writeln!(
            out,
            "{}",
            match level {
                HintLevel::Technique => technique,
                HintLevel::Place => place,
                HintLevel::Step => step,
            }
        ),
    }
}
