//! Every step of every explanation is sound: a placement puts the
//! solution's digit, an elimination never removes it, every link of the
//! chains it shows holds in the grid it starts from, and the path ends at
//! the solution. Checked on the sample sets (all solved without guessing)
//! and on random puzzles.

mod common;

use common::grid;

use std::path::Path;

use proptest::prelude::*;
use sudoku_core::{Cell, Grid, Solution, solve};
use sudoku_logic::{Candidates, Explanation, House, Node, Options, Step, explain};

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

/// Whether `node`'s digit is a candidate of each of its cells.
fn holds(marks: &Candidates, node: &Node) -> bool {
    node.cells
        .iter()
        .all(|&c| marks.value(c).is_none() && marks.candidates(c).any(|d| d == node.digit))
}

/// Whether the link from `a` to `b` holds in `marks`: a weak link joins
/// nodes that cannot both be true (a digit in cells that see each other,
/// or two digits of one cell), a strong one nodes of which one is true (a
/// digit's only places in a house, or a cell's only two digits).
fn link_holds(marks: &Candidates, a: &Node, b: &Node, strong: bool) -> bool {
    if a.digit != b.digit {
        let cell = a.cells[..] == b.cells[..] && a.cells.len() == 1;
        return cell && (!strong || marks.candidates(a.cells[0]).count() == 2);
    }
    if a.cells.iter().any(|c| b.cells.contains(c)) {
        return false;
    }
    if !strong {
        return a.cells.iter().all(|&x| b.cells.iter().all(|&y| x.sees(y)));
    }
    House::all().any(|house| {
        let places: Vec<Cell> = house
            .cells()
            .cells()
            .filter(|&c| marks.value(c).is_none() && marks.candidates(c).any(|d| d == a.digit))
            .collect();
        let linked = a.cells.len() + b.cells.len();
        places.len() == linked
            && places
                .iter()
                .all(|c| a.cells.contains(c) || b.cells.contains(c))
    })
}

/// Asserts every link of every chain of `step` holds in `marks`, the grid
/// the step starts from.
fn assert_links(puzzle: &str, n: usize, step: &Step, marks: &Candidates) {
    for chain in &step.chains {
        assert_eq!(
            chain.strong.len() + 1,
            chain.nodes.len(),
            "{puzzle}: step {n}"
        );
        for (i, pair) in chain.nodes.windows(2).enumerate() {
            assert!(
                holds(marks, &pair[0]) && holds(marks, &pair[1]),
                "{puzzle}: step {n} ({step}): a node of link {} is no candidate",
                i + 1
            );
            assert!(
                link_holds(marks, &pair[0], &pair[1], chain.strong[i]),
                "{puzzle}: step {n} ({step}): link {} ({chain}) does not hold",
                i + 1
            );
        }
    }
}

/// Asserts each step of `explanation` agrees with `solution`, and its
/// chains with the grid it starts from (`puzzle`'s candidates, then each
/// step's).
fn assert_sound(puzzle: &str, explanation: &Explanation, solution: &Grid) {
    let mut marks = Candidates::new(&common::grid(puzzle));
    for (i, step) in explanation.steps.iter().enumerate() {
        assert_links(puzzle, i + 1, step, &marks);
        marks.apply(step);
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
