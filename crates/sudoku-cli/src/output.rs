//! What the commands write for each record, shared.

use sudoku_io::{Format, PLACEHOLDER, Puzzle, RawRecord};

use crate::batch::{Context, Done, Problem, Verdict};
use crate::cli::FormatArg;

/// The input format named on the command line, refused if it is output
/// only (svg).
pub(crate) fn input_format(arg: Option<FormatArg>) -> anyhow::Result<Option<Format>> {
    let format = arg.map(Format::from);
    if let Some(format) = format.filter(|format| !format.is_readable()) {
        let readable: Vec<&str> = Format::ALL
            .iter()
            .filter(|f| f.is_readable())
            .map(|f| f.name())
            .collect();
        anyhow::bail!(
            "the {format} format is for output only; the input may be {}",
            readable.join(", ")
        );
    }
    Ok(format)
}

/// Whether records in `format` are separated by a blank line: those that
/// take several lines are.
pub(crate) fn separated(format: Format) -> bool {
    !matches!(format, Format::Line | Format::Json | Format::Csv)
}

/// What a command writes for each record.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Shape {
    /// A puzzle or a solution in a format: a puzzle without result is the
    /// placeholder line, which the readers know (a JSON record with the
    /// error in json).
    Puzzle(Format),
    /// A report line (count, check): a puzzle without result is an empty
    /// line.
    Line,
    /// A JSON report record: a puzzle that cannot be read is a record with
    /// the error.
    Json,
}

/// The record for a puzzle that yields nothing, in a batch: the
/// placeholder, so that record *n* of the output stays record *n* of the
/// input, or an empty report line. A single puzzle yields nothing at all.
pub(crate) fn empty_record(context: &Context, shape: Shape, out: &mut Vec<u8>) {
    if context.single {
        return;
    }
    match shape {
        Shape::Puzzle(Format::Json) | Shape::Json => {}
        Shape::Puzzle(_) => {
            out.extend_from_slice(PLACEHOLDER.as_bytes());
            out.push(b'\n');
        }
        Shape::Line => out.push(b'\n'),
    }
}

/// The record of a puzzle the command could not do its work on: in a
/// batch, a JSON record with `message` where the output is JSON, else its
/// empty record.
pub(crate) fn error_record(
    context: &Context,
    record: &RawRecord,
    shape: Shape,
    message: &str,
    out: &mut Vec<u8>,
) {
    if !context.single && matches!(shape, Shape::Json | Shape::Puzzle(Format::Json)) {
        let _ = sudoku_io::write_error_record(record.line, message, out);
    } else {
        empty_record(context, shape, out);
    }
}

/// The work done on a record that cannot be read: its [`error_record`]
/// and the message.
pub(crate) fn unreadable(
    context: &Context,
    record: &RawRecord,
    shape: Shape,
    message: String,
    out: &mut Vec<u8>,
) -> Done {
    error_record(context, record, shape, &message, out);
    Done {
        verdict: Verdict::Unreadable,
        problem: Some(Problem::Unreadable(message)),
    }
}

/// The work done on a record that was read but has no solution, so the
/// command cannot do its work on it: its [`error_record`] and the
/// message, exit code 1 as for `solve`.
pub(crate) fn refused(
    context: &Context,
    record: &RawRecord,
    shape: Shape,
    message: String,
    out: &mut Vec<u8>,
) -> Done {
    error_record(context, record, shape, &message, out);
    Done {
        verdict: Verdict::NoSolution,
        problem: Some(Problem::NoSolution(message)),
    }
}

/// The record's puzzle, or, when it cannot be read, what [`unreadable`]
/// makes of it.
pub(crate) fn parse(
    context: &Context,
    record: &RawRecord,
    shape: Shape,
    out: &mut Vec<u8>,
) -> Result<Puzzle, Done> {
    context
        .format
        .parse_record(record)
        .map_err(|err| unreadable(context, record, shape, err.to_string(), out))
}

/// Reads a record as [`parse`] does, variant puzzles included.
pub(crate) fn parse_any(
    context: &Context,
    record: &RawRecord,
    shape: Shape,
    out: &mut Vec<u8>,
) -> Result<sudoku_io::AnyPuzzle, Done> {
    sudoku_io::parse_any(context.format, record)
        .map_err(|err| unreadable(context, record, shape, err.to_string(), out))
}

/// The format a solution is written in when none is asked for: the
/// input's, but a grid (packed, any size) for f-puzzles, whose compressed
/// strings nobody reads, and for the variant text.
pub(crate) fn solution_format(input: Format) -> Format {
    if matches!(input, Format::Fpuzzles | Format::Variant) {
        Format::Packed
    } else {
        input
    }
}

/// Writes `puzzle` in `to`; a puzzle that cannot be written in full
/// leaves nothing and is reported as [`unreadable`] (its `Err`).
pub(crate) fn write(
    context: &Context,
    record: &RawRecord,
    to: Format,
    puzzle: &Puzzle,
    out: &mut Vec<u8>,
) -> Result<(), Done> {
    let start = out.len();
    to.write(puzzle, out).map_err(|err| {
        out.truncate(start);
        unreadable(context, record, Shape::Puzzle(to), err.to_string(), out)
    })
}
