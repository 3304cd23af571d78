//! `--variants --explain`: the variant explainer on files of variant
//! puzzles (as `--variants` reads them), one thread: each puzzle's
//! explanation timed (best of `rounds`), its steps, its bifurcations and
//! its level on our scale, then the figures per family of rules. A
//! puzzle whose steps do not reach the published solution is a wrong
//! answer.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use sudoku_variant::fpuzzles;
use sudoku_variant::logic::Explainer;
use sudoku_variant::solver::Budget;

/// How long one puzzle may take before it counts as stopped.
const LIMIT: Duration = Duration::from_secs(60);

/// One puzzle's explanation.
struct Explained {
    title: String,
    rules: String,
    ms: f64,
    steps: usize,
    bifurcations: usize,
    hardest: String,
}

/// Explains every puzzle of `file`; prints the Markdown tables and whether
/// every explanation reached the published solution.
pub(crate) fn run(file: &Path, rounds: usize) -> anyhow::Result<bool> {
    let text = std::fs::read_to_string(file)?;
    let mut title = String::new();
    let mut all = Vec::new();
    let mut right = true;
    for line in text.lines() {
        if let Some(t) = line.strip_prefix("# ") {
            title = t.to_owned();
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        let mut fields = line.split('\t');
        let link = fields.next().unwrap_or_default();
        let published = fields.next().map(str::trim);
        let title = std::mem::take(&mut title);
        let Ok(puzzle) = fpuzzles::read(link) else {
            continue;
        };
        let mut rules: Vec<&str> = puzzle.rules().iter().map(|r| r.kind()).collect();
        rules.sort_unstable();
        rules.dedup();
        let mut best = f64::INFINITY;
        let mut explained = None;
        for _ in 0..rounds.max(1) {
            let budget = Budget {
                deadline: Some(Instant::now() + LIMIT),
                stop: None,
            };
            let started = Instant::now();
            let mut explainer = Explainer::new(&puzzle, budget)?;
            let explanation = explainer.explain()?;
            best = best.min(started.elapsed().as_secs_f64() * 1000.0);
            let written: String = explainer.solution().iter().map(u8::to_string).collect();
            if !explanation.solved || published.is_some_and(|p| p != written) {
                eprintln!("sudoku-bench: {title}: wrong: not the published solution");
                right = false;
            }
            explained = Some(explanation);
        }
        let Some(explanation) = explained else {
            continue;
        };
        all.push(Explained {
            title,
            rules: rules.join(","),
            ms: best,
            steps: explanation.steps.len(),
            bifurcations: explanation.bifurcations(),
            hardest: explanation
                .hardest()
                .map_or_else(|| "-".to_owned(), |t| t.name().to_owned()),
        });
    }
    print(&all, rounds);
    Ok(right)
}

/// The tables: each puzzle, then each family (a rule kind: every puzzle
/// using it).
fn print(all: &[Explained], rounds: usize) {
    println!(
        "Measured with {}, one thread, best of {rounds}.\n",
        sudoku_io::VERSION
    );
    println!("| puzzle | rules | explain (ms) | steps | bifurcations | hardest |");
    println!("|---|---|---:|---:|---:|---|");
    for e in all {
        println!(
            "| {} | {} | {:.1} | {} | {} | {} |",
            e.title, e.rules, e.ms, e.steps, e.bifurcations, e.hardest
        );
    }
    let mut families: BTreeMap<&str, Vec<&Explained>> = BTreeMap::new();
    for e in all {
        for kind in e.rules.split(',').filter(|k| !k.is_empty()) {
            families.entry(kind).or_default().push(e);
        }
    }
    println!("\n| family | puzzles | without bifurcation | median (ms) | worst (ms) |");
    println!("|---|---:|---:|---:|---:|");
    for (kind, list) in &families {
        let mut times: Vec<f64> = list.iter().map(|e| e.ms).collect();
        times.sort_by(f64::total_cmp);
        let clean = list.iter().filter(|e| e.bifurcations == 0).count();
        println!(
            "| {kind} | {} | {clean} | {:.1} | {:.1} |",
            list.len(),
            times[times.len() / 2],
            times[times.len() - 1]
        );
    }
    let clean = all.iter().filter(|e| e.bifurcations == 0).count();
    let worst = all.iter().map(|e| e.ms).fold(0.0, f64::max);
    let under = all.iter().filter(|e| e.ms < 1000.0).count();
    println!(
        "\n{clean} of {} puzzles explained without bifurcation; {under} in under 1 s; worst {worst:.1} ms",
        all.len()
    );
}
