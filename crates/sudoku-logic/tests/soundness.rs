//! Every step of every explanation is sound: a placement puts the
//! solution's digit, an elimination never removes it, and the path ends at
//! the solution. Checked on the sample sets (all solved without guessing)
//! and on random puzzles.

mod common;

use common::grid;

use std::path::Path;

use proptest::prelude::*;
use sudoku_core::{Cell, Grid, Solution, solve};
use sudoku_logic::{Explanation, Options, explain};

/// The sample set `name` from `fixtures/sets`.
fn sample(name: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/sets")
        .join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|err| panic!("{}: {err}", path.display()))
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81)
        .map(|l| l[..81].to_owned())
        .collect()
}

/// Asserts each step of `explanation` agrees with `solution`.
fn assert_sound(puzzle: &str, explanation: &Explanation, solution: &Grid) {
    for (i, step) in explanation.steps.iter().enumerate() {
        for p in &step.placements {
            assert_eq!(
                solution.get(p.cell),
                Some(p.digit),
                "{puzzle}: step {} ({step}) places a wrong digit",
                i + 1
            );
        }
        for e in &step.eliminations {
            assert_ne!(
                solution.get(e.cell),
                Some(e.digit),
                "{puzzle}: step {} ({step}) eliminates the solution's digit",
                i + 1
            );
        }
        assert!(
            step.makes_progress(),
            "{puzzle}: step {} ({step}) does nothing",
            i + 1
        );
    }
    assert!(explanation.solved(), "{puzzle}: not solved by logic");
    assert_eq!(&explanation.end.grid(), solution, "{puzzle}");
}

fn check_set(name: &str, limit: usize) {
    for puzzle in sample(name).iter().take(limit) {
        let grid = grid(puzzle);
        let Solution::Unique(solution) = solve(&grid) else {
            panic!("{puzzle}: not unique");
        };
        let explanation = explain(&grid, &Options::default()).expect("unique");
        assert_sound(puzzle, &explanation, &solution);
        for cell in Cell::all() {
            assert_eq!(explanation.end.value(cell), solution.get(cell));
        }
    }
}

#[test]
fn every_17_clue_sample_is_solved_soundly() {
    check_set("17_clue.txt", 200);
}

#[test]
fn every_magictour_sample_is_solved_soundly() {
    check_set("magictour_top1465.txt", 200);
}

#[test]
fn every_hardest_sample_is_solved_soundly() {
    check_set("forum_hardest_1106.txt", 200);
}

#[test]
fn every_hardest_11plus_sample_is_solved_soundly() {
    check_set("forum_hardest_1905_11plus.txt", 200);
}

/// A random puzzle: a generated one of the given seed.
fn generated(seed: u64) -> Grid {
    sudoku_core::Generator::default()
        .generate(seed, 0)
        .expect("a puzzle")
        .puzzle
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_puzzles_are_solved_soundly(seed in any::<u64>()) {
        let puzzle = generated(seed);
        let Solution::Unique(solution) = solve(&puzzle) else {
            panic!("generated puzzles are unique");
        };
        let explanation = explain(&puzzle, &Options::default()).expect("unique");
        assert_sound(&puzzle.to_string(), &explanation, &solution);
    }
}
