//! The work of `solve`, `count`, `check` and `candidates` on a variant
//! puzzle (read from f-puzzles): the same records, verdicts and exit
//! codes as for classic puzzles.

use std::io::Write as _;
use std::time::{Duration, Instant};

use serde_json::json;
use sudoku_io::{AnyPuzzle, Format, RawRecord, digit_char, write_variant_solution};
use sudoku_variant::Puzzle;
use sudoku_variant::board::digits;
use sudoku_variant::solver::{self, Budget, Outcome};

use crate::batch::{self, Context, Done, Layout, Problem, Verdict};
use crate::cli::{CandidatesArgs, ReportArg};
use crate::exit::Status;
use crate::input::Input;
use crate::output::{self, Shape};

/// The formats a variant's solution is written in.
const WRITTEN: [Format; 4] = [
    Format::Packed,
    Format::Json,
    Format::Fpuzzles,
    Format::Variant,
];

fn done(verdict: Verdict) -> Done {
    Done {
        verdict,
        problem: None,
    }
}

/// The search's budget: `--time-limit` from now.
fn budget(time: Option<Duration>) -> Budget<'static> {
    Budget {
        deadline: time.map(|limit| Instant::now() + limit),
        stop: None,
    }
}

/// The record of a puzzle whose search ran past `--time-limit`.
pub(crate) fn time_up(
    context: &Context,
    record: &RawRecord,
    shape: Shape,
    time: Option<Duration>,
    out: &mut Vec<u8>,
) -> Done {
    let limit = sudoku_logic::TimeUp {
        limit: time.unwrap_or_default(),
    };
    let message = format!("{limit} (--time-limit)");
    output::error_record(context, record, shape, &message, out);
    Done {
        verdict: Verdict::TimeUp,
        problem: Some(Problem::TimeUp(message)),
    }
}

/// Solves `puzzle` and writes its solution in `to`.
pub(crate) fn solve(
    context: &Context,
    record: &RawRecord,
    puzzle: &Puzzle,
    to: Format,
    time: Option<Duration>,
    out: &mut Vec<u8>,
) -> Done {
    if !WRITTEN.contains(&to) {
        let message = format!(
            "a variant puzzle's solution is written as packed, json, fpuzzles or variant, not {to}"
        );
        return output::unreadable(context, record, Shape::Puzzle(to), message, out);
    }
    let outcome = match solver::solve(puzzle, budget(time)) {
        Ok(outcome) => outcome,
        Err(_) => return time_up(context, record, Shape::Puzzle(to), time, out),
    };
    let n = puzzle.size();
    let (grid, verdict, status) = match &outcome {
        Outcome::Unique(grid) => (Some(grid), Verdict::Unique, "unique"),
        Outcome::Multiple(grid) => (Some(grid), Verdict::Several, "multiple"),
        Outcome::None => (None, Verdict::NoSolution, "none"),
    };
    // Writing to a Vec cannot fail.
    let _ = match (to, grid) {
        (Format::Json, _) => {
            let rows: Option<Vec<&[u8]>> = grid.map(|g| g.chunks(n).collect());
            writeln!(
                out,
                "{}",
                json!({ "size": n, "status": status, "solution": rows })
            )
        }
        (Format::Fpuzzles, Some(grid)) => {
            let mut solved = puzzle.clone();
            solved.set_givens(grid.clone());
            writeln!(
                out,
                "{}",
                sudoku_variant::fpuzzles::encode(&sudoku_variant::fpuzzles::to_object(&solved))
            )
        }
        (Format::Variant, Some(grid)) => {
            let mut solved = puzzle.clone();
            solved.set_givens(grid.clone());
            sudoku_io::write_variant(&solved, out).map(drop)
        }
        (_, Some(grid)) => write_variant_solution(grid, n, out),
        (_, None) => {
            output::empty_record(context, Shape::Puzzle(to), out);
            Ok(())
        }
    };
    match verdict {
        Verdict::NoSolution => Done {
            verdict,
            problem: Some(Problem::NoSolution("no solution".to_owned())),
        },
        _ => done(verdict),
    }
}

/// Counts the solutions of `puzzle` up to `limit` and writes the count.
pub(crate) fn count(
    context: &Context,
    record: &RawRecord,
    puzzle: &Puzzle,
    limit: usize,
    time: Option<Duration>,
    out: &mut Vec<u8>,
) -> Done {
    let n = match solver::count(puzzle, limit as u64, budget(time)) {
        Ok(n) => n as usize,
        Err(_) => return time_up(context, record, Shape::Line, time, out),
    };
    let _ = if n == limit {
        writeln!(out, "at least {n}")
    } else {
        writeln!(out, "{n}")
    };
    done(match n {
        0 => Verdict::NoSolution,
        1 => Verdict::Unique,
        _ => Verdict::Several,
    })
}

/// Checks `puzzle`: a filled grid against every rule (naming the first it
/// breaks and the cells), an open one for its number of solutions.
pub(crate) fn check(
    context: &Context,
    record: &RawRecord,
    puzzle: &Puzzle,
    json: bool,
    time: Option<Duration>,
    out: &mut Vec<u8>,
) -> Done {
    let report = match sudoku_variant::check::Report::of(puzzle, budget(time)) {
        Ok(report) => report,
        Err(_) => {
            let shape = if json { Shape::Json } else { Shape::Line };
            return time_up(context, record, shape, time, out);
        }
    };
    let words = report.words();
    let _ = if json {
        writeln!(out, "{}", report.to_json())
    } else {
        writeln!(out, "{} givens, {words}", report.givens)
    };
    let verdict = match report.solutions {
        0 => Verdict::NoSolution,
        1 => Verdict::Unique,
        _ => Verdict::Several,
    };
    match verdict {
        Verdict::NoSolution => Done {
            verdict,
            problem: Some(Problem::NoSolution(words)),
        },
        _ => done(verdict),
    }
}

/// Writes the true candidates of `puzzle`: each cell's digits that some
/// solution has, as rows of cells separated by spaces (JSON: a list of
/// rows of lists).
fn true_candidates(
    context: &Context,
    record: &RawRecord,
    puzzle: &Puzzle,
    sample: Option<u64>,
    json: bool,
    time: Option<Duration>,
    out: &mut Vec<u8>,
) -> Done {
    let shape = if json {
        Shape::Json
    } else {
        Shape::Puzzle(Format::Candidates)
    };
    let found = match solver::candidates(puzzle, sample, budget(time)) {
        Ok(found) => found,
        Err(_) => return time_up(context, record, shape, time, out),
    };
    let n = puzzle.size();
    let Some(sets) = found else {
        let _ = if json {
            writeln!(out, "{}", solver::candidates_record(None, n))
        } else {
            writeln!(out, "no solution")
        };
        return Done {
            verdict: Verdict::NoSolution,
            problem: Some(Problem::NoSolution("no solution".to_owned())),
        };
    };
    let unique = sets.iter().all(|s| s.count_ones() == 1);
    let _ = if json {
        writeln!(out, "{}", solver::candidates_record(Some(&sets), n))
    } else {
        let cells: Vec<String> = sets
            .iter()
            .map(|&s| digits(s).map(digit_char).collect())
            .collect();
        let width = cells.iter().map(String::len).max().unwrap_or(1);
        let mut text = String::new();
        for row in cells.chunks(n) {
            let line: Vec<String> = row.iter().map(|c| format!("{c:<width$}")).collect();
            text += line.join(" ").trim_end();
            text.push('\n');
        }
        out.write_all(text.as_bytes())
    };
    done(if unique {
        Verdict::Unique
    } else {
        Verdict::Several
    })
}

/// `sudoku candidates`: the true candidates of each puzzle, classic or
/// variant, in input order.
pub(crate) fn candidates(args: &CandidatesArgs) -> anyhow::Result<Status> {
    let inputs = Input::all(&args.input.files);
    let format = output::input_format(args.format)?;
    let json = args.to == ReportArg::Json;
    let summary = batch::run(
        &inputs,
        format,
        &args.input.options(batch::Kind::Solve).one_by_one(),
        |_| Layout::default(),
        |context, record, out| {
            let shape = if json {
                Shape::Json
            } else {
                Shape::Puzzle(Format::Candidates)
            };
            let puzzle = match output::parse_any(context, record, shape, out) {
                Ok(AnyPuzzle::Variant(puzzle)) => *puzzle,
                Ok(AnyPuzzle::Classic(classic)) => {
                    match Puzzle::new(9, None, classic.grid.values().to_vec(), Vec::new()) {
                        Ok(puzzle) => puzzle,
                        Err(err) => {
                            return output::unreadable(
                                context,
                                record,
                                shape,
                                err.to_string(),
                                out,
                            );
                        }
                    }
                }
                Err(done) => return done,
            };
            true_candidates(
                context,
                record,
                &puzzle,
                args.limit,
                json,
                args.time.time_limit,
                out,
            )
        },
    )?;
    Ok(summary.status)
}
