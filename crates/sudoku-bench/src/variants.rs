//! `--variants`: the variant counter on files of variant puzzles (an
//! f-puzzles link or string a line, perhaps a tab and the published
//! solution; `# ` lines title the next puzzle), one thread. Each puzzle is
//! counted to two solutions (the uniqueness check) and solved, best of
//! `rounds`; a count other than one, or a solution other than the
//! published one, is a wrong answer. With `--tsv`, a line per puzzle for
//! `scripts/variants-bench.sh` to set beside CP-SAT.

use std::path::Path;
use std::time::{Duration, Instant};

use sudoku_variant::fpuzzles;
use sudoku_variant::solver::{self, Budget, Outcome};

/// How long one puzzle may take before it counts as stopped.
const LIMIT: Duration = Duration::from_secs(20);

/// One puzzle's figures.
struct Timed {
    title: String,
    rules: String,
    /// Best time to count to two, and to solve, in milliseconds; `None`
    /// when refused or stopped.
    count2: Option<f64>,
    solve: Option<f64>,
    verdict: String,
}

impl Timed {
    /// A puzzle refused, or stopped at the limit: no times.
    fn untimed(title: String, rules: String, verdict: String) -> Timed {
        Timed {
            title,
            rules,
            count2: None,
            solve: None,
            verdict,
        }
    }

    /// The title, rules, times (with `places` decimals) and answer.
    fn fields(&self, places: usize) -> [String; 5] {
        let ms = |v: Option<f64>| v.map_or_else(|| "-".to_owned(), |v| format!("{v:.places$}"));
        [
            self.title.clone(),
            self.rules.clone(),
            ms(self.count2),
            ms(self.solve),
            self.verdict.clone(),
        ]
    }
}

/// Times every puzzle of `file`; prints a Markdown table (or TSV lines)
/// and whether every answer was right.
pub(crate) fn run(file: &Path, rounds: usize, tsv: bool) -> anyhow::Result<bool> {
    let text = std::fs::read_to_string(file)?;
    let mut title = String::new();
    let mut all = Vec::new();
    let mut right = true;
    for (number, line) in text.lines().enumerate() {
        if let Some(t) = line.strip_prefix("# ") {
            title = t.to_owned();
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        let title = std::mem::take(&mut title);
        let title = if title.is_empty() {
            format!("line {}", number + 1)
        } else {
            title
        };
        let mut fields = line.split('\t');
        let link = fields.next().unwrap_or_default();
        let published = fields.next().map(str::trim);
        let timed = time(title, link, published, rounds.max(1));
        if timed.verdict.starts_with("wrong") {
            eprintln!("sudoku-bench: {}: {}", timed.title, timed.verdict);
            right = false;
        }
        all.push(timed);
    }
    if tsv {
        for t in &all {
            println!("{}", t.fields(4).join("\t"));
        }
        return Ok(right);
    }
    println!(
        "Measured with {}, one thread, best of {rounds}.\n",
        sudoku_io::VERSION
    );
    println!("| puzzle | rules | count to 2 (ms) | solve (ms) | answer |");
    println!("|---|---|---:|---:|---|");
    for t in &all {
        println!("| {} |", t.fields(3).join(" | "));
    }
    let mut counts: Vec<f64> = all.iter().filter_map(|t| t.count2).collect();
    counts.sort_by(f64::total_cmp);
    if let Some(median) = counts.get(counts.len() / 2) {
        println!(
            "\n{} puzzles timed; counting to 2: median {median:.3} ms, worst {:.3} ms",
            counts.len(),
            counts.last().copied().unwrap_or_default()
        );
    }
    Ok(right)
}

/// Times one puzzle and checks its answer.
fn time(title: String, link: &str, published: Option<&str>, rounds: usize) -> Timed {
    let puzzle = match fpuzzles::read(link) {
        Ok(puzzle) => puzzle,
        Err(err) => {
            return Timed::untimed(title, String::new(), format!("refused: {err}"));
        }
    };
    let mut rules: Vec<&str> = puzzle.rules().iter().map(|r| r.kind()).collect();
    rules.sort_unstable();
    rules.dedup();
    let rules = rules.join(",");
    let budget = || Budget {
        deadline: Some(Instant::now() + LIMIT),
        stop: None,
    };
    let mut best = (f64::INFINITY, f64::INFINITY);
    let mut verdict = String::new();
    for _ in 0..rounds {
        let started = Instant::now();
        let Ok(count) = solver::count(&puzzle, 2, budget()) else {
            return Timed::untimed(title, rules, "stopped".to_owned());
        };
        best.0 = best.0.min(started.elapsed().as_secs_f64() * 1000.0);
        let started = Instant::now();
        let Ok(outcome) = solver::solve(&puzzle, budget()) else {
            return Timed::untimed(title, rules, "stopped".to_owned());
        };
        best.1 = best.1.min(started.elapsed().as_secs_f64() * 1000.0);
        let written = |grid: &[u8]| grid.iter().map(u8::to_string).collect::<String>();
        verdict = match (count, outcome, published) {
            (1, Outcome::Unique(grid), Some(p)) if written(&grid) != p => {
                "wrong: not the published solution".to_owned()
            }
            (1, Outcome::Unique(_), _) => "unique".to_owned(),
            (n, _, Some(_)) => format!("wrong: {n} solutions, one published"),
            (0, _, None) => "none".to_owned(),
            (_, _, None) => "several".to_owned(),
        };
    }
    Timed {
        title,
        rules,
        count2: Some(best.0),
        solve: Some(best.1),
        verdict,
    }
}
