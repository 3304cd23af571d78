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
    let builds = builds();
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
            for (name, build) in &builds {
                let found = build(&givens, 3);
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
