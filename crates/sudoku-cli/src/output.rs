//! What the commands write for each record, shared.

use anyhow::bail;
use sudoku_io::{Format, RawRecord};

use crate::batch::{Context, Done, Problem, Verdict};
use crate::cli::FormatArg;

/// The input format named on the command line, refused if it is output
/// only.
pub(crate) fn input_format(arg: Option<FormatArg>) -> anyhow::Result<Option<Format>> {
    let format = arg.map(Format::from);
    if let Some(format) = format.filter(|format| !format.is_readable()) {
        let readable: Vec<&str> = Format::READABLE.iter().map(|f| f.name()).collect();
        bail!(
            "the {format} format is for output only; the input may be {}",
            readable.join(", ")
        );
    }
    Ok(format)
}

/// Whether records in `format` are separated by a blank line: those that
/// take several lines are.
pub(crate) fn separated(format: Format) -> bool {
    !matches!(format, Format::Line | Format::Json)
}

/// The record for a puzzle that yields nothing: in a batch, an empty line
/// in the line format, so that output lines match input puzzles; nothing
/// in the others, whose records a blank line separates.
pub(crate) fn empty_record(context: &Context, to: Format, out: &mut Vec<u8>) {
    if !context.single && to == Format::Line {
        out.push(b'\n');
    }
}

/// The work done on a record that cannot be read: its empty record (in a
/// batch, a JSON record with the error) and the message.
pub(crate) fn unreadable(
    context: &Context,
    record: &RawRecord,
    to: Format,
    message: String,
    out: &mut Vec<u8>,
) -> Done {
    if !context.single && to == Format::Json {
        let _ = sudoku_io::write_error_record(record.line, &message, out);
    } else {
        empty_record(context, to, out);
    }
    Done {
        verdict: Verdict::Unreadable,
        problem: Some(Problem::Unreadable(message)),
    }
}
