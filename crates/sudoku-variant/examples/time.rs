//! Times each puzzle of a fixture file (f-puzzles string or link, then
//! anything after a tab; `# ` lines title the next puzzle) with a 20 s
//! limit:
//!
//! ```sh
//! cargo run --release -p sudoku-variant --example time < fixtures/variants/sudokusolver.tsv
//! cargo run --release -p sudoku-variant --example time -- candidates < fixtures/variants/sudokusolver.tsv
//! ```
//!
//! By default the solve (count to two, then the smallest solution); with
//! `candidates`, the true candidates.

use std::time::{Duration, Instant};

use sudoku_variant::fpuzzles;
use sudoku_variant::solver::{self, Budget};

fn main() {
    let candidates = std::env::args().nth(1).as_deref() == Some("candidates");
    let mut title = String::new();
    for (number, line) in std::io::stdin().lines().map_while(Result::ok).enumerate() {
        if let Some(t) = line.strip_prefix("# ") {
            title = t.to_owned();
            continue;
        }
        if title.is_empty() {
            title = format!("line {}", number + 1);
        }
        let puzzle = match fpuzzles::read(line.split('\t').next().unwrap_or_default()) {
            Ok(p) => p,
            Err(err) => {
                println!("{:>12}     {:<8} {title}: {err}", "-", "refused");
                title.clear();
                continue;
            }
        };
        let started = Instant::now();
        let budget = Budget {
            deadline: Some(started + Duration::from_secs(20)),
            stop: None,
        };
        let answer = if candidates {
            match solver::candidates(&puzzle, None, budget) {
                Ok(Some(sets)) if sets.iter().all(|s| s.count_ones() == 1) => "unique",
                Ok(Some(_)) => "several",
                Ok(None) => "none",
                Err(_) => "stopped",
            }
        } else {
            match solver::solve(&puzzle, budget) {
                Ok(solver::Outcome::Unique(_)) => "unique",
                Ok(solver::Outcome::Multiple(_)) => "several",
                Ok(solver::Outcome::None) => "none",
                Err(_) => "stopped",
            }
        };
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        println!("{ms:>12.3} ms  {answer:<8} {title}");
        title.clear();
    }
}
