//! `sudoku convert`: every puzzle of the input, in another format.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use sudoku_io::{AnyPuzzle, Format, RawRecord};

use crate::batch::{self, Context, Done, Layout, Verdict};
use crate::cli::ConvertArgs;
use crate::exit::Status;
use crate::input::Input;
use crate::output::{self, Shape};

/// Reads each puzzle and writes it in the requested format.
pub(crate) fn run(args: &ConvertArgs) -> anyhow::Result<Status> {
    let inputs = Input::all(&args.input.files);
    let format = output::input_format(args.from)?;
    let to = Format::from(args.to);
    let lost = Lost::default();
    let summary = batch::run(
        &inputs,
        format,
        &args.input.options(batch::Kind::Convert),
        |_| Layout::of(to),
        |context, record, out| convert(context, record, to, &lost, out),
    )?;
    let Lost {
        dropped,
        unmarked,
        undrawn,
        unwritten,
    } = lost;
    let (unwritten, fields) = unwritten.into_inner();
    if unwritten > 0 && !args.input.quiet {
        let which = if summary.single {
            fields.join(", ")
        } else {
            format!(
                "fields of {unwritten} puzzles (the first's: {})",
                fields.join(", ")
            )
        };
        crate::exit::note(&format!(
            "the variant format carries no drawing settings or solver options: dropped the f-puzzles {which}"
        ));
    }
    let (undrawn, chars) = undrawn.into_inner();
    if undrawn > 0 && !args.input.quiet {
        let which = if summary.single {
            format!("the heading: {}", sudoku_io::echo(&chars))
        } else {
            format!(
                "the headings of {undrawn} puzzles (the first: {})",
                sudoku_io::echo(&chars)
            )
        };
        crate::exit::note(&format!(
            "the font (DejaVu Sans) has no glyph for some characters of {which}; the image draws them as '?' (its <title> keeps them)"
        ));
    }
    let unmarked = unmarked.into_inner();
    if unmarked > 0 && !args.input.quiet {
        let what = if summary.single {
            "the pencil marks".to_owned()
        } else {
            format!("the pencil marks of {unmarked} puzzles")
        };
        crate::exit::note(&format!(
            "the {to} format carries no pencil marks: dropped {what}, kept the digits"
        ));
    }
    let (count, fields) = dropped.into_inner();
    if count > 0 && !args.input.quiet {
        let what = if summary.single {
            format!("dropped {}", fields.join(", "))
        } else {
            format!("dropped the metadata of {count} puzzles")
        };
        let carries = if to.carries_metadata() || matches!(to, Format::Svg | Format::Variant) {
            "cannot carry all the metadata"
        } else {
            "carries no metadata"
        };
        crate::exit::note(&format!("the {to} format {carries}: {what}"));
    }
    Ok(summary.status)
}

/// What the output could not keep, gathered over the records for the
/// notes at the end.
#[derive(Default)]
struct Lost {
    /// Puzzles whose metadata the format cannot carry, and the fields of
    /// the first.
    dropped: Tally<Vec<&'static str>>,
    /// Puzzles whose pencil marks the format cannot carry.
    unmarked: AtomicUsize,
    /// SVG images whose heading has characters the font cannot draw, and
    /// those of the first.
    undrawn: Tally<String>,
    /// Variant puzzles whose f-puzzles fields the variant text could not
    /// carry, and those of the first.
    unwritten: Tally<Vec<String>>,
}

/// How many records lost something, and what the first one lost (for a
/// note that names it).
#[derive(Default)]
struct Tally<T>(Mutex<(usize, Option<T>)>);

impl<T: Default> Tally<T> {
    /// One more record lost `what`.
    fn add(&self, what: T) {
        let mut tally = self.0.lock().unwrap_or_else(|poison| poison.into_inner());
        tally.0 += 1;
        tally.1.get_or_insert(what);
    }

    /// How many, and what the first lost.
    fn into_inner(self) -> (usize, T) {
        let (count, first) = self
            .0
            .into_inner()
            .unwrap_or_else(|poison| poison.into_inner());
        (count, first.unwrap_or_default())
    }
}

/// The work on one record.
fn convert(
    context: &Context,
    record: &RawRecord,
    to: Format,
    lost: &Lost,
    out: &mut Vec<u8>,
) -> Done {
    let Lost {
        dropped,
        unmarked,
        undrawn,
        unwritten,
    } = lost;
    let puzzle = match output::parse_any(context, record, Shape::Puzzle(to), out) {
        Ok(AnyPuzzle::Classic(puzzle)) => *puzzle,
        Ok(AnyPuzzle::Variant(puzzle)) => {
            return variant(context, record, &puzzle, to, unwritten, out);
        }
        Err(done) => return done,
    };
    if let Err(done) = output::write(context, record, to, &puzzle, out) {
        return done;
    }
    if puzzle.marks.is_some() && !to.carries_marks() {
        unmarked.fetch_add(1, Ordering::Relaxed);
    }
    if to == Format::Svg {
        let missing: String = sudoku_io::heading(&puzzle.meta)
            .map(|heading| sudoku_print::undrawable(&heading).into_iter().collect())
            .unwrap_or_default();
        if !missing.is_empty() {
            undrawn.add(missing);
        }
    }
    let lost: Vec<&'static str> = puzzle
        .meta
        .fields()
        .iter()
        .filter(|(name, value)| value.is_some() && !to.keeps(name))
        .map(|(name, _)| *name)
        .collect();
    if !lost.is_empty() {
        dropped.add(lost);
    }
    Done {
        verdict: Verdict::Converted,
        problem: None,
    }
}

/// The work on a variant puzzle: written as f-puzzles (the compressed
/// string of its links), variant text or an SVG picture; the other formats
/// have no place for its rules.
fn variant(
    context: &Context,
    record: &RawRecord,
    puzzle: &sudoku_variant::Puzzle,
    to: Format,
    unwritten: &Tally<Vec<String>>,
    out: &mut Vec<u8>,
) -> Done {
    use std::io::Write as _;
    let fp = sudoku_variant::fpuzzles::encode;
    // Writing to a Vec cannot fail.
    match to {
        Format::Fpuzzles => {
            let _ = writeln!(out, "{}", fp(&sudoku_variant::fpuzzles::to_object(puzzle)));
        }
        Format::Variant => {
            let lost = sudoku_io::write_variant(puzzle, out).unwrap_or_default();
            if !lost.is_empty() {
                unwritten.add(lost);
            }
        }
        Format::Svg => {
            let _ = sudoku_io::write_variant_svg(puzzle, None, out);
        }
        _ => {
            let message = format!(
                "a variant puzzle ({}) is written as fpuzzles, variant or svg, not {to}",
                sudoku_io::variant_summary(puzzle)
            );
            return output::unreadable(context, record, Shape::Puzzle(to), message, out);
        }
    }
    Done {
        verdict: Verdict::Converted,
        problem: None,
    }
}
