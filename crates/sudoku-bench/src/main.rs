//! Measures the engine against the `sudoku` crate (a port of JCZSolve) on
//! files of puzzles, one 81-character puzzle a line, and checks every
//! answer.
//!
//! ```text
//! cargo run --release -p sudoku-bench -- ../shared/data/*.txt
//! ```
//!
//! For each file and mode it runs both engines over the whole file in
//! alternating rounds, in one process, after a warm-up, until each has run
//! for `--seconds`, and prints a Markdown table of puzzles per second.
//! Modes: `first` (any solution), `count2` (count up to 2 solutions: the
//! uniqueness check), `lexmin` (the lexicographically smallest solution;
//! the peer has no such mode, so it runs its any-solution mode there) and
//! `solve` (what `sudoku solve` asks of the engine: the verdict and the
//! smallest solution; the peer finds up to two solutions).
//!
//! `--explain` runs the human-style explanation instead (no peer in this
//! repository): each puzzle with one solution is explained once, one
//! thread, and the table gives explanations per second, the mean, median,
//! 95th percentile and worst time, and how many were solved by logic.
//! `--latency` adds a second table: each puzzle timed alone, fastest of
//! three rounds, and per set and mode the median, 99th percentile and
//! worst time of both engines, with the worst puzzle's number in its file.
//!
//! `--variants` times the variant counter instead, on files of f-puzzles
//! links (`fixtures/variants/sudokusolver.tsv`): counting to two and
//! solving each puzzle, checked against the published solutions;
//! `scripts/variants-bench.sh` sets it beside CP-SAT. With `--explain`,
//! the variant explainer instead: each puzzle's time, steps and
//! bifurcations, and the figures per family of rules.
//!
//! A wrong answer makes it exit with code 1.

mod explain;
mod latency;
mod puzzles;
mod reference;
mod variant_explain;
mod variants;

use std::hint::black_box;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Parser, ValueEnum};
use sudoku_core::Grid;

/// Benchmark the engine against the `sudoku` crate.
#[derive(Parser)]
#[command(about)]
struct Args {
    /// Seconds each engine runs for, per file and mode (after a warm-up)
    #[arg(long, default_value_t = 3.0)]
    seconds: f64,
    /// Modes to run
    #[arg(long, value_delimiter = ',', default_values = ["first", "count2", "lexmin"])]
    modes: Vec<Mode>,
    /// Use only the first N puzzles of each file
    #[arg(long)]
    limit: Option<usize>,
    /// Time the human-style explanation of each puzzle instead
    #[arg(long)]
    explain: bool,
    /// Time the SE rating (ER/EP/ED) of each puzzle instead
    #[arg(long)]
    rate: bool,
    /// Also time each puzzle alone (fastest of N rounds) and print the
    /// median, 99th percentile and worst per set and mode
    #[arg(long, value_name = "N", num_args = 0..=1, default_missing_value = "3")]
    latency: Option<usize>,
    /// Time the variant counter instead: each file holds f-puzzles links
    /// or strings, one a line (perhaps a tab and the published solution),
    /// each counted to two and solved, best of `--latency` rounds (3)
    #[arg(long)]
    variants: bool,
    /// With `--variants`: a tab-separated line per puzzle instead of the
    /// table (title, rules, count-to-2 ms, solve ms, answer); with
    /// `--rate`: each rating as it is made (number, puzzle, ER/EP/ED,
    /// hardest technique, ms), then the table
    #[arg(long)]
    tsv: bool,
    /// With `--rate`: each puzzle rated again on a pool of N threads
    /// right after its one-thread rating (SE's chain searches shared among
    /// them), timed beside it and checked equal
    #[arg(long, requires = "rate")]
    rate_threads: Option<usize>,
    /// With `--rate`: each puzzle's SE path made again with the chain
    /// searches' pruning turned off (several times slower, not timed) and
    /// checked equal, step by step, to the pruned one
    #[arg(long, requires = "rate")]
    unpruned: bool,
    /// Run one pass of each engine per file and mode and nothing else (no
    /// check, no warm-up, no table): for counting instructions with
    /// `valgrind --tool=callgrind --toggle-collect=*ours_pass*`
    #[arg(long)]
    one_pass: bool,
    /// Puzzle files: one puzzle a line, 81 characters, `.` or `0` for blanks
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

/// What each engine is asked of every puzzle.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Mode {
    /// Any one solution
    First,
    /// Count solutions up to 2
    Count2,
    /// The lexicographically smallest solution
    Lexmin,
    /// The verdict and the smallest solution, as `sudoku solve` asks
    Solve,
    /// `first` by the triad engine (experimental)
    TriadFirst,
    /// `count2` by the triad engine (experimental)
    TriadCount2,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::First => "first",
            Mode::Count2 => "count2",
            Mode::Lexmin => "lexmin",
            Mode::Solve => "solve",
            Mode::TriadFirst => "triad-first",
            Mode::TriadCount2 => "triad-count2",
        }
    }
}

fn main() -> ExitCode {
    match run(&Args::parse()) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(err) => {
            eprintln!("sudoku-bench: error: {err:#}");
            ExitCode::from(2)
        }
    }
}

/// Explains every puzzle of every file; whether every explanation reached
/// the solution.
fn run_explain(args: &Args) -> anyhow::Result<bool> {
    println!("Measured with {}.\n", sudoku_io::VERSION);
    println!("{}", explain::HEAD);
    let pool = match args.rate_threads {
        Some(n) if n > 1 => Some(rayon::ThreadPoolBuilder::new().num_threads(n).build()?),
        _ => None,
    };
    let mut all_right = true;
    for file in &args.files {
        let mut puzzles = puzzles::load(file)?;
        if let Some(limit) = args.limit {
            puzzles.truncate(limit);
        }
        let set = file
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        let report = explain::run(&puzzles, args.rate, args.tsv, pool.as_ref(), args.unpruned);
        for problem in report.wrong.iter().take(10) {
            eprintln!("sudoku-bench: {set}: {problem}");
        }
        all_right &= report.wrong.is_empty();
        println!("{}", report.row(&set));
    }
    Ok(all_right)
}

/// Runs every file and mode; whether every answer was right.
fn run(args: &Args) -> anyhow::Result<bool> {
    if args.variants && args.explain {
        let mut right = true;
        for file in &args.files {
            right &= variant_explain::run(file, args.latency.unwrap_or(1))?;
        }
        return Ok(right);
    }
    if args.explain || args.rate {
        return run_explain(args);
    }
    if args.variants {
        let mut right = true;
        for file in &args.files {
            right &= variants::run(file, args.latency.unwrap_or(3), args.tsv)?;
        }
        return Ok(right);
    }
    if args.one_pass {
        return one_pass(args);
    }
    println!("Measured with {}.\n", sudoku_io::VERSION);
    let budget = Duration::from_secs_f64(args.seconds);
    let mut all_right = true;
    let mut latencies = Vec::new();
    println!("| set | mode | ours/s | peer/s | ratio |");
    println!("|---|---|---:|---:|---:|");
    for file in &args.files {
        let (ours, peer) = both_engines(file, args.limit)?;
        let set = file
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        for &mode in &args.modes {
            let wrong = check(&ours, &peer, mode);
            for problem in wrong.iter().take(10) {
                eprintln!(
                    "sudoku-bench: wrong answer: {set} {}: {problem}",
                    mode.name()
                );
            }
            all_right &= wrong.is_empty();
            let (ours_rate, peer_rate) = race(&ours, &peer, mode, budget);
            println!(
                "| {set} | {} | {:.0} | {:.0} | {:.2} |",
                mode.name(),
                ours_rate,
                peer_rate,
                ours_rate / peer_rate
            );
            if let Some(rounds) = args.latency {
                let ours = latency::measure(&ours, rounds, |p| ours_one(p, mode));
                let peer = latency::measure(&peer, rounds, |&p| peer_one(p, mode));
                latencies.push(latency::row(&set, mode.name(), &ours, &peer));
            }
        }
    }
    if !latencies.is_empty() {
        println!("\n{}", latency::HEAD);
        for row in latencies {
            println!("{row}");
        }
    }
    Ok(all_right)
}

/// The first `limit` puzzles of `file` (all without a limit), for our
/// engine and for the peer.
fn both_engines(
    file: &std::path::Path,
    limit: Option<usize>,
) -> anyhow::Result<(Vec<Grid>, Vec<sudoku::Sudoku>)> {
    let mut ours = puzzles::load(file)?;
    if let Some(limit) = limit {
        ours.truncate(limit);
    }
    let peer = ours
        .iter()
        .map(|grid| sudoku::Sudoku::from_bytes(*grid.values()))
        .collect::<Result<_, _>>()
        .map_err(|err| anyhow::anyhow!("{}: the peer rejects a puzzle: {err:?}", file.display()))?;
    Ok((ours, peer))
}

/// One pass of each engine over each file, per mode, and nothing else.
fn one_pass(args: &Args) -> anyhow::Result<bool> {
    for file in &args.files {
        let (ours, peer) = both_engines(file, args.limit)?;
        for &mode in &args.modes {
            black_box(ours_pass(&ours, mode));
            black_box(peer_pass(&peer, mode));
        }
    }
    Ok(true)
}

/// One pass of our engine over `puzzles`; a checksum keeps it honest.
#[inline(never)]
fn ours_pass(puzzles: &[Grid], mode: Mode) -> u64 {
    puzzles
        .iter()
        .map(|puzzle| ours_one(black_box(puzzle), mode))
        .sum()
}

/// Our engine on one puzzle; a digit of the answer, or the count.
fn ours_one(puzzle: &Grid, mode: Mode) -> u64 {
    match mode {
        Mode::First => sudoku_core::solve_any(puzzle).map_or(0, |g| u64::from(g.values()[80])),
        Mode::Count2 => sudoku_core::count(puzzle, 2) as u64,
        Mode::Lexmin => sudoku_core::solve_lexmin(puzzle).map_or(0, |g| u64::from(g.values()[80])),
        Mode::Solve => sudoku_core::solve(puzzle)
            .grid()
            .map_or(0, |g| u64::from(g.values()[80])),
        Mode::TriadFirst => sudoku_core::triad::count(puzzle, 1)
            .1
            .map_or(0, |g| u64::from(g.values()[80])),
        Mode::TriadCount2 => sudoku_core::triad::count(puzzle, 2).0 as u64,
    }
}

/// One pass of the peer over `puzzles`.
#[inline(never)]
fn peer_pass(puzzles: &[sudoku::Sudoku], mode: Mode) -> u64 {
    puzzles
        .iter()
        .map(|&puzzle| peer_one(black_box(puzzle), mode))
        .sum()
}

/// The peer on one puzzle.
fn peer_one(puzzle: sudoku::Sudoku, mode: Mode) -> u64 {
    match mode {
        Mode::First | Mode::Lexmin | Mode::TriadFirst => puzzle
            .some_solution()
            .map_or(0, |s| u64::from(s.to_bytes()[80])),
        Mode::Count2 | Mode::TriadCount2 => puzzle.solutions_count_up_to(2) as u64,
        Mode::Solve => puzzle
            .solutions_up_to(2)
            .first()
            .map_or(0, |s| u64::from(s.to_bytes()[80])),
    }
}

/// Runs both engines in alternating passes, after one warm-up pass each,
/// until each has run for `budget`; their puzzles per second.
fn race(ours: &[Grid], peer: &[sudoku::Sudoku], mode: Mode, budget: Duration) -> (f64, f64) {
    black_box(ours_pass(ours, mode));
    black_box(peer_pass(peer, mode));
    let (mut ours_time, mut peer_time) = (Duration::ZERO, Duration::ZERO);
    let (mut ours_done, mut peer_done) = (0usize, 0usize);
    while ours_time < budget || peer_time < budget {
        if ours_time < budget {
            let start = Instant::now();
            black_box(ours_pass(ours, mode));
            ours_time += start.elapsed();
            ours_done += ours.len();
        }
        if peer_time < budget {
            let start = Instant::now();
            black_box(peer_pass(peer, mode));
            peer_time += start.elapsed();
            peer_done += peer.len();
        }
    }
    (
        ours_done as f64 / ours_time.as_secs_f64(),
        peer_done as f64 / peer_time.as_secs_f64(),
    )
}

/// Every wrong answer of either engine in `mode`, described.
fn check(ours: &[Grid], peer: &[sudoku::Sudoku], mode: Mode) -> Vec<String> {
    let mut wrong = Vec::new();
    for (n, (puzzle, &theirs)) in ours.iter().zip(peer).enumerate() {
        let n = n + 1;
        match mode {
            Mode::First => {
                // The peer's count settles puzzles without a solution.
                let solvable = theirs.solutions_count_up_to(1) == 1;
                match sudoku_core::solve_any(puzzle) {
                    Some(solution) if solution.solves(puzzle) => {}
                    Some(solution) => {
                        wrong.push(format!("puzzle {n}: ours {solution} does not solve it"))
                    }
                    None if !solvable => {}
                    None => wrong.push(format!("puzzle {n}: ours found no solution")),
                }
                let theirs = theirs.some_solution().map(|s| s.to_bytes());
                let valid = theirs
                    .and_then(|values| Grid::from_values(values).ok())
                    .is_some_and(|grid| grid.solves(puzzle));
                if valid != solvable {
                    wrong.push(format!(
                        "puzzle {n}: the peer's answer {theirs:?} does not solve it"
                    ));
                }
            }
            Mode::TriadFirst => {
                let (count, first) = sudoku_core::triad::count(puzzle, 1);
                let solvable = theirs.solutions_count_up_to(1);
                if count != solvable || first.is_some_and(|s| !s.solves(puzzle)) {
                    wrong.push(format!("puzzle {n}: the triad engine's answer is wrong"));
                }
            }
            Mode::Count2 | Mode::TriadCount2 => {
                let (engine, a) = match mode {
                    Mode::Count2 => ("ours", sudoku_core::count(puzzle, 2)),
                    _ => ("the triad engine", sudoku_core::triad::count(puzzle, 2).0),
                };
                let b = theirs.solutions_count_up_to(2);
                if a != b {
                    wrong.push(format!("puzzle {n}: {engine} counts {a}, the peer {b}"));
                }
            }
            Mode::Lexmin | Mode::Solve => {
                // A unique puzzle's smallest solution is its solution (the
                // peer's); otherwise ask the plain reading-order search,
                // which is quick on puzzles with many solutions.
                let expected = match theirs.solutions_up_to(2).as_slice() {
                    [] => None,
                    [only] => Grid::from_values(only.to_bytes()).ok(),
                    _ => reference::lexmin(puzzle),
                };
                let got = match mode {
                    Mode::Solve => sudoku_core::solve(puzzle).grid().copied(),
                    _ => sudoku_core::solve_lexmin(puzzle),
                };
                if got != expected {
                    wrong.push(format!(
                        "puzzle {n}: ours {got:?}, reading order {expected:?}"
                    ));
                }
            }
        }
    }
    wrong
}
