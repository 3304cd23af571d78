//! The search in reading order against the cells fixed one by one: the
//! same smallest solution, on grids with many solutions.

use super::{Budget, Solver, cell_by_cell, in_reading_order, solve};
use crate::solver::Outcome;
use crate::text;

/// Puzzles with several solutions: empty grids of several sizes and
/// layouts, and sparse ones under rules that shape them.
const OPEN: &[&str] = &[
    "size 4\n",
    "size 6\n",
    "size 8\n",
    "size 9\ndiagonal+\ndiagonal-\n",
    "size 9\nantiknight\n",
    "size 9\nantiking\nnonconsecutive\n",
    "size 12\n",
    "size 6\nkillercage 10: r1c1 r1c2 r2c1\nthermometer: r6c1 r5c2 r4c3 r3c4\n",
    "size 4\nthermometer: r4c1 r3c1 | r4c1 r4c2\nxv V: r2c1 r2c2\n",
    "size 9\narrow: r5c5 > r4c4 r3c3\nxv X: r1c1 r1c2\nodd: r9c9\n",
];

#[test]
fn the_search_in_reading_order_finds_the_smallest_solution() {
    let mut in_order = 0;
    for text in OPEN {
        let puzzle = text::read(text).expect("a puzzle");
        let mut solver = Solver::new(&puzzle, Budget::NONE);
        let root = solver.root().expect("a root");
        let (two, root) = solver.first_solutions(root, 2).expect("not stopped");
        assert_eq!(two.len(), 2, "{text}");
        let mut again = Solver::new(&puzzle, Budget::NONE);
        let fixed = cell_by_cell(&mut again, root.clone()).expect("not stopped");
        // No solution found is smaller.
        assert!(two.iter().all(|s| *s >= fixed), "{text}");
        // Within its bound, the search in reading order finds the same.
        if let Some(read) = in_reading_order(&mut solver, &root).expect("not stopped") {
            assert_eq!(read, fixed, "{text}");
            in_order += 1;
        }
        assert_eq!(
            solve(&puzzle, Budget::NONE),
            Ok(Outcome::Multiple(fixed)),
            "{text}"
        );
    }
    // Most finish in reading order (anti-king with nonconsecutive does not:
    // it goes cell by cell).
    assert!(in_order >= OPEN.len() - 2, "{in_order} in reading order");
}

#[test]
fn an_empty_twenty_grid_gets_its_smallest_solution_in_reading_order() {
    let puzzle = text::read("size 20\n").expect("a puzzle");
    let Ok(Outcome::Multiple(grid)) = solve(&puzzle, Budget::NONE) else {
        panic!("several solutions");
    };
    // The first row is 1 to 20; every row, column and box (the puzzle's
    // houses) holds each digit.
    let digits: Vec<u8> = (1..=20).collect();
    assert_eq!(&grid[..20], digits.as_slice());
    for house in puzzle.houses() {
        let mut held: Vec<u8> = house.iter().map(|&c| grid[c]).collect();
        held.sort_unstable();
        assert_eq!(held, digits);
    }
}
