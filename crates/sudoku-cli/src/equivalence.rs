//! `sudoku canon` and `sudoku transform`: puzzles up to equivalence.

use sudoku_core::Transform;
use sudoku_io::{Format, Puzzle};

use crate::batch::{self, Done, Kind, Layout, Verdict};
use crate::cli::{CanonArgs, TransformArgs};
use crate::exit::{Status, Unsolvable};
use crate::input::Input;
use crate::output::{self, Shape};

/// Writes each puzzle's canonical form.
pub(crate) fn canon(args: &CanonArgs) -> anyhow::Result<Status> {
    let inputs = Input::all(&args.input.files);
    let format = output::input_format(args.format)?;
    let to = Format::from(args.to);
    let extras = args.map || args.with_automorphisms;
    if extras && to != Format::Line {
        anyhow::bail!(
            "--map and --with-automorphisms follow the puzzle on its line: use --to line (the default)"
        );
    }
    let mut options = args.input.options(Kind::Convert);
    options.dedupe = args.unique;
    let (map, automorphisms) = (args.map, args.with_automorphisms);
    let summary = batch::run(
        &inputs,
        format,
        &options,
        |_| Layout::of(to),
        |context, record, out| {
            let puzzle = match output::parse(context, record, Shape::Puzzle(to), out) {
                Ok(puzzle) => puzzle,
                Err(done) => return done,
            };
            // Relabelling assumes each digit once a house: a grid that
            // breaks the rules has no canonical form (and would seem
            // equivalent to another under --unique).
            if let Err(conflict) = puzzle.grid.validate() {
                return output::refused(
                    context,
                    record,
                    Shape::Puzzle(to),
                    Unsolvable::Conflict(conflict).to_string(),
                    out,
                );
            }
            let canonical = sudoku_core::canonical(&puzzle.grid);
            if let Err(done) =
                output::write(context, record, to, &Puzzle::from(canonical.grid), out)
            {
                return done;
            }
            if extras {
                // The line format ends its record with a newline: the
                // extras go before it.
                out.pop();
                if map {
                    out.extend_from_slice(format!(" {}", canonical.transform).as_bytes());
                }
                if automorphisms {
                    out.extend_from_slice(format!(" {}", canonical.automorphisms).as_bytes());
                }
                out.push(b'\n');
            }
            Done {
                verdict: Verdict::Converted,
                problem: None,
            }
        },
    )?;
    if args.unique && !args.input.quiet {
        crate::exit::note(&format!(
            "{} puzzles equivalent to an earlier one dropped",
            summary.duplicates
        ));
    }
    Ok(summary.status)
}

/// Writes each puzzle transformed.
pub(crate) fn transform(args: &TransformArgs) -> anyhow::Result<Status> {
    let inputs = Input::all(&args.input.files);
    let format = output::input_format(args.format)?;
    let applied = args
        .apply
        .map(|t| if args.inverse { t.inverse() } else { t });
    // --apply, then each --op in turn.
    let given = if args.op.is_empty() {
        applied
    } else {
        let start = applied.unwrap_or(Transform::IDENTITY);
        Some(args.op.iter().fold(start, |t, op| t.then(&op.transform())))
    };
    let seed = args.seed.unwrap_or(0);
    let to_arg = args.to.map(Format::from);
    let summary = batch::run(
        &inputs,
        format,
        &args.input.options(Kind::Convert),
        |format| Layout::of(to_arg.unwrap_or(format)),
        |context, record, out| {
            let to = to_arg.unwrap_or(context.format);
            let puzzle = match output::parse(context, record, Shape::Puzzle(to), out) {
                Ok(puzzle) => puzzle,
                Err(done) => return done,
            };
            let t = given.unwrap_or_else(|| Transform::random(seed, record.line as u64));
            let moved = Puzzle {
                grid: t.apply(&puzzle.grid),
                marks: None,
                solution: None,
                ..puzzle
            };
            if let Err(done) = output::write(context, record, to, &moved, out) {
                return done;
            }
            Done {
                verdict: Verdict::Converted,
                problem: None,
            }
        },
    )?;
    Ok(summary.status)
}
