//! Every answer on 200 puzzles of each public benchmark set
//! (`fixtures/sets/`, sampled from `../shared/data`).

mod common;

use common::{reference_lexmin, sample_set};
use sudoku_core::{Solution, count, solve, solve_any, solve_lexmin};

/// Checks every puzzle of a set whose puzzles each have one solution.
fn unique_set(name: &str) {
    let puzzles = sample_set(name);
    assert_eq!(puzzles.len(), 200, "{name}");
    for (n, puzzle) in puzzles.iter().enumerate() {
        let any = solve_any(puzzle).unwrap_or_else(|| panic!("{name} #{n}: no solution"));
        assert!(
            any.solves(puzzle),
            "{name} #{n}: {any} does not solve {puzzle}"
        );
        assert_eq!(count(puzzle, 2), 1, "{name} #{n}: {puzzle}");
        // A valid completion of a unique puzzle is its solution, so every
        // mode must give it.
        assert_eq!(solve_lexmin(puzzle), Some(any), "{name} #{n}: {puzzle}");
        assert_eq!(
            solve(puzzle),
            Solution::Unique(any),
            "{name} #{n}: {puzzle}"
        );
    }
}

#[test]
fn seventeen_clue_sample() {
    unique_set("17_clue.txt");
}

#[test]
fn magictour_top1465_sample() {
    unique_set("magictour_top1465.txt");
}

#[test]
fn forum_hardest_1905_sample() {
    unique_set("forum_hardest_1905_11plus.txt");
}

#[test]
fn forum_hardest_1106_sample() {
    unique_set("forum_hardest_1106.txt");
}

#[test]
fn serg_sample_has_several_solutions_and_the_smallest_is_found() {
    let puzzles = sample_set("serg_benchmark.txt");
    assert_eq!(puzzles.len(), 200);
    for (n, puzzle) in puzzles.iter().enumerate() {
        let any = solve_any(puzzle).unwrap_or_else(|| panic!("serg #{n}: no solution"));
        assert!(
            any.solves(puzzle),
            "serg #{n}: {any} does not solve {puzzle}"
        );
        assert_eq!(count(puzzle, 2), 2, "serg #{n}: {puzzle}");
        let smallest = reference_lexmin(puzzle).expect("solvable");
        assert_eq!(solve_lexmin(puzzle), Some(smallest), "serg #{n}: {puzzle}");
        assert_eq!(
            solve(puzzle),
            Solution::Multiple(smallest),
            "serg #{n}: {puzzle}"
        );
    }
}
