//! The explain benchmark: how long the whole human-style explanation of
//! each puzzle takes, one thread, and whether every step is sound.

use std::time::{Duration, Instant};

use sudoku_core::{Grid, Solution};
use sudoku_logic::Options;

/// What a set came to.
pub(crate) struct Report {
    pub(crate) puzzles: usize,
    pub(crate) solved: usize,
    pub(crate) times: Vec<Duration>,
    /// With a pool: each rating's time on it, right after the one-thread
    /// rating of the same puzzle.
    pub(crate) shared: Vec<Duration>,
    /// The pool's threads.
    pub(crate) threads: usize,
    /// Puzzles whose explanation was wrong or unfinished, described.
    pub(crate) wrong: Vec<String>,
}

impl Report {
    /// The time at quantile `q` (0 to 1) of `times`.
    fn quantile(times: &[Duration], q: f64) -> Duration {
        let mut times = times.to_vec();
        times.sort_unstable();
        let i = ((times.len() as f64 - 1.0) * q).round() as usize;
        times.get(i).copied().unwrap_or_default()
    }

    /// A row of the Markdown table; with a pool, a second row for it.
    pub(crate) fn row(&self, set: &str) -> String {
        let mut rows = self.row_of(set, &self.times);
        if !self.shared.is_empty() {
            let pool = format!("{set}, {} threads", self.threads);
            rows = format!("{rows}\n{}", self.row_of(&pool, &self.shared));
        }
        rows
    }

    fn row_of(&self, set: &str, times: &[Duration]) -> String {
        let total: Duration = times.iter().sum();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        format!(
            "| {set} | {} | {:.0} | {:.2} | {:.2} | {:.2} | {:.1} | {}/{} |",
            self.puzzles,
            self.puzzles as f64 / total.as_secs_f64().max(1e-9),
            ms(total) / self.puzzles.max(1) as f64,
            ms(Self::quantile(times, 0.5)),
            ms(Self::quantile(times, 0.95)),
            ms(Self::quantile(times, 1.0)),
            self.solved,
            self.puzzles,
        )
    }
}

/// The table's head.
pub(crate) const HEAD: &str = "| set | puzzles | done/s | mean ms | median ms | p95 ms | max ms | solved |\n|---|---:|---:|---:|---:|---:|---:|---:|";

/// Explains (or, with `se`, rates on the SE scale) every puzzle with one
/// solution, timing each; the explanations are checked against the
/// engine's solution (outside the timing), and a rating is "solved" when
/// SE's path reached the end with the techniques implemented.
///
/// With `tsv`, each SE rating is printed as it is made: the puzzle's
/// number in the file, the puzzle, ER/EP/ED, the hardest technique and
/// the time in milliseconds, tab-separated (`scripts/se-hardest.sh` keeps
/// these to compare a later build's ratings and times with).
///
/// With `pool`, each SE rating is made again on the pool right after (its
/// chain searches shared among the pool's threads), timed beside the
/// one-thread rating and checked equal to it. With `unpruned`, each SE
/// path is made again with the chain searches' pruning turned off (not
/// timed) and checked equal to the pruned one, step by step.
pub(crate) fn run(
    puzzles: &[Grid],
    se: bool,
    tsv: bool,
    pool: Option<&rayon::ThreadPool>,
    unpruned: bool,
) -> Report {
    let options = Options::default();
    let mut report = Report {
        puzzles: 0,
        solved: 0,
        times: Vec::with_capacity(puzzles.len()),
        shared: Vec::new(),
        threads: pool.map_or(1, rayon::ThreadPool::current_num_threads),
        wrong: Vec::new(),
    };
    for (n, puzzle) in puzzles.iter().enumerate() {
        let Solution::Unique(solution) = sudoku_core::solve(puzzle) else {
            continue;
        };
        report.puzzles += 1;
        if se {
            // Each rating from nothing kept: the nested searches' memo
            // would make the second rating of a puzzle quicker.
            sudoku_logic::se_forget();
            let start = Instant::now();
            let rating = sudoku_logic::se_rate(puzzle);
            let took = start.elapsed();
            report.times.push(took);
            let mut also = String::new();
            if let Some(pool) = pool {
                sudoku_logic::se_forget();
                let start = Instant::now();
                let shared = pool.install(|| sudoku_logic::se_rate(puzzle));
                let took = start.elapsed();
                report.shared.push(took);
                also = format!("\t{:.1}", took.as_secs_f64() * 1000.0);
                if shared != rating {
                    report
                        .wrong
                        .push(format!("puzzle {}: another rating on the pool", n + 1));
                }
            }
            if unpruned {
                let pruned = sudoku_logic::se_path(puzzle);
                sudoku_logic::se_forget();
                let (steps, solved) = sudoku_logic::se_path_unpruned(puzzle);
                if let Some(at) = first_difference(&pruned.0, &steps) {
                    report.wrong.push(format!(
                        "puzzle {}: another step {} without pruning",
                        n + 1,
                        at + 1
                    ));
                } else if pruned.1 != solved {
                    report
                        .wrong
                        .push(format!("puzzle {}: solved only one way", n + 1));
                }
            }
            if tsv {
                let tenths = |t: u32| format!("{}.{}", t / 10, t % 10);
                let hardest = rating.hardest.map_or("-".to_owned(), |t| t.to_string());
                println!(
                    "{}\t{puzzle}\t{}/{}/{}\t{hardest}\t{:.1}{also}",
                    n + 1,
                    tenths(rating.er),
                    tenths(rating.ep),
                    tenths(rating.ed),
                    took.as_secs_f64() * 1000.0
                );
            }
            report.solved += usize::from(rating.complete);
            continue;
        }
        let start = Instant::now();
        let explanation = sudoku_logic::explain(puzzle, &options);
        report.times.push(start.elapsed());
        match explanation {
            Ok(explanation) if explanation.end.grid() == solution => report.solved += 1,
            Ok(_) => report
                .wrong
                .push(format!("puzzle {}: not solved by logic", n + 1)),
            Err(err) => report.wrong.push(format!("puzzle {}: {err}", n + 1)),
        }
    }
    report
}

/// Where two paths first differ (a step, or one ending first), if they do.
fn first_difference(a: &[sudoku_logic::SeStep], b: &[sudoku_logic::SeStep]) -> Option<usize> {
    let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    (common < a.len().max(b.len())).then_some(common)
}
