use std::ops::ControlFlow;

use super::*;
use crate::solver::search;

fn puzzles(set: &str) -> Vec<Grid> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/sets")
        .join(set);
    std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .filter(|line| line.len() == 81)
        .map(crate::testing::grid)
        .collect()
}

/// The main engine's own search: how many solutions, up to `limit`.
fn main_count(root: &Root, limit: usize) -> usize {
    let mut n = 0;
    let _ = search::solutions(root, &mut |_: &Root| {
        n += 1;
        if n == limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    n
}

/// From the givens alone and from the main engine's root, every build
/// counts as the main engine's search does (up to 3), gives the same two
/// first solutions as the others, and those solve the puzzle.
#[test]
fn every_build_counts_as_the_main_engine_does() {
    let builds = Build::all();
    let mut checked = 0;
    for set in [
        "forum_hardest_1106.txt",
        "forum_hardest_1905_11plus.txt",
        "magictour_top1465.txt",
        "17_clue.txt",
        "serg_benchmark.txt",
        "slow.txt",
    ] {
        let mut set = puzzles(set);
        // Puzzles with several solutions too: the first 50 without their
        // last two givens.
        let fewer: Vec<Grid> = set.iter().take(50).map(without_last_two).collect();
        set.extend(fewer);
        set.push(Grid::empty());
        for puzzle in set {
            let Ok(root) = Root::new(&puzzle) else {
                assert_eq!(count(&puzzle, 3).0, 0, "{puzzle}");
                continue;
            };
            let expected = main_count(&root, 3);
            let givens = givens(&puzzle);
            let mut answers = Vec::new();
            for &build in &builds {
                let name = format!("{build:?}");
                let found = build.count(&givens, 3);
                assert_eq!(found.0, expected, "{name}: {puzzle}");
                for solution in found.1.iter().take(expected).flatten() {
                    assert!(to_grid(*solution).solves(&puzzle), "{name}: {puzzle}");
                }
                assert_eq!(found.1.iter().flatten().count(), expected.min(2));
                answers.push(found);
            }
            assert!(answers.windows(2).all(|w| w[0] == w[1]), "{puzzle}");
            assert_eq!(count_from(&root, 3).0, expected, "{puzzle}");
            checked += 1;
        }
    }
    assert!(builds.len() >= 2 || !cfg!(target_arch = "x86_64"));
    assert!(checked > 1100, "{checked}");
}

/// `puzzle` without its last two givens in reading order.
fn without_last_two(puzzle: &Grid) -> Grid {
    let mut values = *puzzle.values();
    for _ in 0..2 {
        if let Some(last) = values.iter().rposition(|&digit| digit != 0) {
            values[last] = 0;
        }
    }
    Grid::from_values(values).unwrap()
}

fn to_grid(values: [u8; 81]) -> Grid {
    crate::solver::to_grid(values)
}

/// The smallest solution by the main engine, cell by cell: each cell in
/// reading order takes the smallest digit that leaves a solution.
fn greedy_smallest(root: &Root) -> Option<[u8; 81]> {
    let mut state = *root;
    search::first(&state)?;
    for cell in 0..81 {
        let mut digits = state.candidates(cell);
        while digits != 0 {
            let digit = digits.trailing_zeros() as u8 + 1;
            digits &= digits - 1;
            let mut next = state;
            if next.place(cell, digit).is_ok()
                && next.propagate().is_ok()
                && search::first(&next).is_some()
            {
                state = next;
                break;
            }
        }
    }
    Some(state.values())
}

/// Every build of the branch and bound, from no solution and from the
/// biggest of the first two, finds the smallest solution: on hard unique
/// puzzles, on the ten that once caught the main engine's bound out, and
/// on puzzles with several solutions; and each stops when its budget is
/// spent, keeping a solution no bigger than it was given.
#[test]
fn every_build_s_branch_and_bound_finds_the_smallest() {
    let builds = Build::all();
    let mut grids: Vec<Grid> = puzzles("forum_hardest_1905_11plus.txt")
        .into_iter()
        .take(20)
        .collect();
    grids.extend(puzzles("lexmin-bound.txt"));
    grids.extend(puzzles("17_clue.txt").iter().take(30).map(without_last_two));
    let mut several = 0;
    for puzzle in &grids {
        let root = Root::new(puzzle).unwrap();
        let expected = greedy_smallest(&root);
        let cells = cells_from(&root);
        let [a, b] = search::first_two(&root);
        several += usize::from(b.is_some());
        for &build in &builds {
            let name = format!("{build:?}");
            let smallest = |cells: &Cells, best, budget| build.smallest(cells, best, budget);
            assert_eq!(
                smallest(&cells, None, u32::MAX),
                (expected, true),
                "{name}: {puzzle}"
            );
            if let (Some(a), Some(b)) = (a, b) {
                let from = a.max(b);
                assert_eq!(
                    smallest(&cells, Some(from), u32::MAX),
                    (expected, true),
                    "{name}: {puzzle}"
                );
                let (kept, complete) = smallest(&cells, Some(from), 0);
                assert!(!complete || kept == expected, "{name}: {puzzle}");
                assert!(kept.is_some_and(|kept| kept <= from), "{name}: {puzzle}");
            }
        }
    }
    assert!(several >= 20, "{several} puzzles with several solutions");
}

/// Counting many solutions of grids with few givens takes the search down
/// its longest paths, where most branches hold: every build stays within
/// `DEPTH` saved states (`search.rs`; a push past it would panic) and counts
/// as far as asked.
#[test]
fn the_deepest_searches_fit_the_saved_states() {
    let one_given = crate::testing::grid(
        "...............................................................................1.",
    );
    for puzzle in [Grid::empty(), one_given] {
        for build in Build::all() {
            assert_eq!(build.count(&givens(&puzzle), 20_000).0, 20_000, "{build:?}");
        }
    }
}
