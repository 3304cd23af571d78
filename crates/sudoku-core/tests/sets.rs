//! Every answer on 200 puzzles of each public benchmark set
//! (`fixtures/sets/`, sampled from `../shared/data`), and on the slow cases
//! (`fixtures/sets/slow.txt`).

mod common;

use common::{reference_lexmin, sample_grid, sample_set};
use sudoku_core::{Grid, Solution, count, solve, solve_any, solve_lexmin};

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

/// Puzzles on which the branch and bound once took a bigger solution for
/// a smaller one (`fixtures/sets/lexmin-bound.txt`): the smallest, both by
/// `solve_lexmin` and by `solve`.
#[test]
fn lexmin_bound_cases_give_the_smallest() {
    let puzzles = sample_set("lexmin-bound.txt");
    assert_eq!(puzzles.len(), 10);
    several_give_the_smallest(&puzzles, reference_lexmin);
}

/// Sparse puzzles with many solutions (`fixtures/sets/sparse.txt`): the
/// smallest, both by `solve_lexmin` and by `solve`.
#[test]
fn sparse_puzzles_give_the_smallest() {
    let puzzles = sample_set("sparse.txt");
    assert_eq!(puzzles.len(), 200);
    // The digit-by-digit reference: the plain backtracking one takes
    // seconds on some of these.
    several_give_the_smallest(&puzzles, greedy_lexmin);
}

/// Each of `puzzles`, which have several solutions, gets the smallest
/// (as `reference` finds it) from both `solve_lexmin` and `solve`.
fn several_give_the_smallest(puzzles: &[Grid], reference: fn(&Grid) -> Option<Grid>) {
    for (n, puzzle) in puzzles.iter().enumerate() {
        let smallest = reference(puzzle).expect("solvable");
        assert_eq!(solve_lexmin(puzzle), Some(smallest), "#{n}: {puzzle}");
        assert_eq!(
            solve(puzzle),
            Solution::Multiple(smallest),
            "#{n}: {puzzle}"
        );
    }
}

/// The smallest solution, digit by digit: each cell in reading order takes
/// the smallest digit that leaves the puzzle solvable (by `count`, whose
/// search is not the one `solve_lexmin` uses past its budget).
fn greedy_lexmin(puzzle: &Grid) -> Option<Grid> {
    let mut grid = *puzzle;
    if count(&grid, 1) == 0 {
        return None;
    }
    for cell in sudoku_core::Cell::all() {
        if grid.get(cell).is_none() {
            let digit = sudoku_core::Digit::all()
                .find(|&digit| {
                    let mut trial = grid;
                    trial.set(cell, Some(digit));
                    count(&trial, 1) == 1
                })
                .expect("a solvable grid has a digit for every cell");
            grid.set(cell, Some(digit));
        }
    }
    Some(grid)
}

#[test]
fn slow_cases_are_answered_right() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/sets/slow.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut seen = 0;
    for line in text.lines().filter(|line| !line.starts_with('#')) {
        let mut fields = line.split_whitespace();
        let (Some(puzzle), Some(solutions)) = (fields.next(), fields.next()) else {
            panic!("slow.txt: {line:?} has no solution count");
        };
        let puzzle = sample_grid(puzzle);
        let expected = match solutions {
            "0" => 0,
            "1" => 1,
            "2+" => 2,
            other => panic!("slow.txt: {other:?} is not 0, 1 or 2+"),
        };
        assert_eq!(count(&puzzle, 2), expected, "{line}");
        let smallest = greedy_lexmin(&puzzle);
        assert_eq!(solve_lexmin(&puzzle), smallest, "{line}");
        match solve_any(&puzzle) {
            Some(any) => assert!(expected > 0 && any.solves(&puzzle), "{line}"),
            None => assert_eq!(expected, 0, "{line}"),
        }
        let verdict = match (expected, smallest) {
            (1, Some(grid)) => Solution::Unique(grid),
            (2, Some(grid)) => Solution::Multiple(grid),
            _ => Solution::None,
        };
        assert_eq!(solve(&puzzle), verdict, "{line}");
        seen += 1;
    }
    assert!(seen >= 20, "slow.txt has {seen} puzzles");
}
