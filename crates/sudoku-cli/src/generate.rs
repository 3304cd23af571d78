//! `sudoku generate`: new puzzles, streamed as they are made.

use std::io::{self, Write};
use std::time::{Duration, Instant};

use rayon::prelude::*;
use sudoku_core::Generator;
use sudoku_io::{Format, Puzzle};

use crate::cli::GenerateArgs;
use crate::exit::{self, Status, write_error};
use crate::output;
use crate::progress::Progress;

/// Puzzles made together per worker thread before the first are written:
/// few enough that output starts at once, enough to keep the threads busy.
const FIRST_PER_THREAD: usize = 4;

/// Puzzles made together per worker thread at most. Batches double from
/// [`FIRST_PER_THREAD`] towards this while one takes less than
/// [`QUICK_BATCH`], so that handing work to the threads and writing it out
/// cost little per puzzle, and halve back when one takes longer than
/// [`SLOW_BATCH`] (puzzles of a difficulty asked for can take long), so
/// that output keeps flowing.
const MOST_PER_THREAD: usize = 128;

/// A batch quicker than this may double.
const QUICK_BATCH: Duration = Duration::from_millis(20);

/// A batch slower than this is halved.
const SLOW_BATCH: Duration = Duration::from_millis(200);

/// Makes the puzzles asked for and writes them in index order.
pub(crate) fn run(args: &GenerateArgs) -> anyhow::Result<Status> {
    let seed = args.seed.unwrap_or_else(Generator::random_seed);
    if args.seed.is_none() && !args.quiet {
        exit::note(&format!("seed {seed}; repeat with --seed {seed}"));
    }
    if args.size != 9 || args.layout != crate::cli::LayoutArg::Standard {
        return variants(args, seed);
    }
    let generator = Generator {
        symmetry: args.symmetry.into(),
        minimal: !args.no_minimal,
        max_clues: args.clues,
        attempts: args.attempts,
    };
    let band = sudoku_logic::Band {
        level: args.difficulty.map(Into::into),
        er: args.rating,
    };
    if let Some(why) = band.impossible() {
        anyhow::bail!("{why}");
    }
    let banded = band != sudoku_logic::Band::default();
    let deadline = args.time_limit.map(|limit| Instant::now() + limit);
    let to = Format::from(args.to);
    let threads = crate::batch::threads(args.threads.threads.map(usize::from));
    let pool = crate::batch::pool(threads)?;
    // Past the deadline no attempt starts, and a rating under way stops
    // (the deadline holds on each worker thread).
    let past = || deadline.is_some_and(|deadline| Instant::now() >= deadline);
    let make = |index: u64| {
        let left = deadline.map(|deadline| deadline.saturating_duration_since(Instant::now()));
        // An empty band holds every puzzle, without rating it.
        sudoku_logic::within(left, || {
            generator.generate_until(seed, index, &|p| band.holds(p), &past)
        })
        .ok()
    };
    let mut chunk = (threads * FIRST_PER_THREAD) as u64;
    let separate = output::separated(to);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let started = Instant::now();
    let mut progress = Progress::new(args.quiet, Some(args.count));
    let mut start = 0;
    while start < args.count {
        let batch_started = Instant::now();
        let end = args.count.min(start + chunk);
        let made: Vec<_> = match &pool {
            Some(pool) => pool.install(|| (start..end).into_par_iter().map(make).collect()),
            None => (start..end).map(make).collect(),
        };
        for (index, made) in (start..).zip(made) {
            let Some(made) = made else {
                out.flush().map_err(write_error)?;
                progress.finish();
                exit::error(&format!(
                    "stopped after {}, the --time-limit: {index} of {} puzzles made",
                    sudoku_logic::span(args.time_limit.unwrap_or_default()),
                    args.count
                ));
                return Ok(Status::TimeUp);
            };
            match made {
                Ok(made) => {
                    let _gate = crate::interrupt::gate();
                    if separate && index > 0 {
                        out.write_all(b"\n").map_err(write_error)?;
                    }
                    if index == 0
                        && let Some(header) = to.header()
                    {
                        writeln!(out, "{header}").map_err(write_error)?;
                    }
                    let mut puzzle = Puzzle::from(made.puzzle);
                    if to == Format::Csv {
                        // A data set's row: the answer key in its column,
                        // as json gives it.
                        puzzle.solution = Some(made.solution);
                    }
                    if to == Format::Json {
                        // The answer key comes with the puzzle.
                        sudoku_io::write_generated_record(&puzzle, &made.solution, &mut out)
                            .map_err(write_error)?;
                    } else {
                        to.write(&puzzle, &mut out).map_err(write_error)?;
                    }
                }
                Err(gave_up) => {
                    out.flush().map_err(write_error)?;
                    progress.finish();
                    if gave_up.refused > 0 {
                        exit::error(&format!(
                            "puzzle {} of seed {seed}: gave up after {} attempts: {} puzzles made, none {}; allow more with --attempts or widen the difficulty asked",
                            index + 1,
                            gave_up.attempts,
                            gave_up.refused,
                            asked(args),
                        ));
                        return Ok(Status::NoSolution);
                    }
                    exit::error(&format!(
                        "puzzle {} of seed {seed}: {gave_up}; allow more with --attempts{}",
                        index + 1,
                        if args.clues.is_some() {
                            " or more clues with --clues"
                        } else if banded {
                            " or widen the difficulty asked"
                        } else {
                            ""
                        }
                    ));
                    return Ok(Status::NoSolution);
                }
            }
        }
        out.flush().map_err(write_error)?;
        start = end;
        let took = batch_started.elapsed();
        if took < QUICK_BATCH {
            chunk = (chunk * 2).min((threads * MOST_PER_THREAD) as u64);
        } else if took > SLOW_BATCH {
            chunk = (chunk / 2).max((threads * FIRST_PER_THREAD) as u64);
        }
        progress.update(end as usize, end, started);
    }
    progress.finish();
    Ok(Status::Success)
}

/// The difficulty asked for, in words.
fn asked(args: &GenerateArgs) -> String {
    let mut parts = Vec::new();
    if let Some(level) = args.difficulty {
        parts.push(format!(
            "{} on HoDoKu's scale",
            sudoku_logic::Level::from(level)
        ));
    }
    if let Some(range) = args.rating {
        parts.push(format!("rated {range} on SE's scale"));
    }
    parts.join(" and ")
}

/// `generate --size` or `--layout`: variant puzzles, one f-puzzles link a
/// line, in index order; puzzle `i` comes from the seed and `i` alone.
fn variants(args: &GenerateArgs, seed: u64) -> anyhow::Result<Status> {
    let classic_only = [
        (args.difficulty.is_some(), "--difficulty"),
        (args.rating.is_some(), "--rating"),
        (args.clues.is_some(), "--clues"),
        (args.no_minimal, "--no-minimal"),
        (args.symmetry != crate::cli::SymmetryArg::None, "--symmetry"),
        (
            !matches!(
                args.to,
                crate::cli::FormatArg::Line | crate::cli::FormatArg::Fpuzzles
            ),
            "--to",
        ),
    ];
    if let Some((_, flag)) = classic_only.iter().find(|(set, _)| *set) {
        anyhow::bail!(
            "{flag} is for classic 9×9 puzzles; with --size or --layout, puzzles are written as f-puzzles links"
        );
    }
    let deadline = args.time_limit.map(|limit| Instant::now() + limit);
    let budget = sudoku_variant::solver::Budget {
        deadline,
        stop: None,
    };
    let mut out = io::stdout().lock();
    for index in 0..args.count {
        let puzzle = match sudoku_variant::generator::generate(
            usize::from(args.size),
            args.layout.into(),
            seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15),
            budget,
        ) {
            Ok(puzzle) => puzzle,
            Err(sudoku_variant::generator::GenerateError::Stopped(_)) => {
                exit::error(&format!(
                    "stopped after {}, the --time-limit: {index} of {} puzzles made",
                    sudoku_logic::span(args.time_limit.unwrap_or_default()),
                    args.count
                ));
                return Ok(Status::TimeUp);
            }
            Err(err) => anyhow::bail!("{err}"),
        };
        let link = sudoku_variant::fpuzzles::encode(&sudoku_variant::fpuzzles::to_object(&puzzle));
        writeln!(out, "https://www.f-puzzles.com/?load={link}").map_err(write_error)?;
        out.flush().map_err(write_error)?;
    }
    Ok(Status::Success)
}
