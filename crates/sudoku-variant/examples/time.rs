//! Times each puzzle of a fixture file (f-puzzles string, a tab, anything)
//! with a 20 s limit: `cargo run --release -p sudoku-variant --example time < fixtures/variants/sudokusolver.tsv`.

use std::time::{Duration, Instant};

use sudoku_variant::fpuzzles;
use sudoku_variant::solver::{self, Budget};

fn main() {
    let mut title = String::new();
    for line in std::io::stdin().lines().map_while(Result::ok) {
        if let Some(t) = line.strip_prefix("# ") {
            title = t.to_owned();
            continue;
        }
        let puzzle = match fpuzzles::read(line.split('\t').next().unwrap_or_default()) {
            Ok(p) => p,
            Err(err) => {
                println!("{:>12}     {:<8} {title}: {err}", "-", "refused");
                continue;
            }
        };
        let started = Instant::now();
        let budget = Budget {
            deadline: Some(started + Duration::from_secs(20)),
            stop: None,
        };
        let outcome = solver::solve(&puzzle, budget);
        let answer = match outcome {
            Ok(solver::Outcome::Unique(_)) => "unique",
            Ok(solver::Outcome::Multiple(_)) => "several",
            Ok(solver::Outcome::None) => "none",
            Err(_) => "stopped",
        };
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        println!("{ms:>12.3} ms  {answer:<8} {title}");
    }
}
