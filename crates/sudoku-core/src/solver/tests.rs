use super::*;
use crate::testing::grid;
use crate::{Cell, Digit};

/// Baekjoon 2580's example, as a line.
const SPACED_PUZZLE: &str =
    "035469278782105609060278135321046897804913506596820413917652080603701952258394760";
const SPACED_SOLUTION: &str =
    "135469278782135649469278135321546897874913526596827413917652384643781952258394761";
/// Baekjoon 2239's example, as a line.
const PACKED_PUZZLE: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
const PACKED_SOLUTION: &str =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";
const EMPTY_SMALLEST: &str =
    "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
/// Built so that cell-by-cell backtracking in reading order suffers: its top
/// row solves to 987654321.
const ANTI_BACKTRACKING: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

#[test]
fn reference_cases_have_their_unique_solutions() {
    for (puzzle, solution) in [
        (SPACED_PUZZLE, SPACED_SOLUTION),
        (PACKED_PUZZLE, PACKED_SOLUTION),
    ] {
        let puzzle = grid(puzzle);
        assert_eq!(solve(&puzzle), Solution::Unique(grid(solution)));
        assert_eq!(solve_any(&puzzle), Some(grid(solution)));
        assert_eq!(solve_lexmin(&puzzle), Some(grid(solution)));
        assert_eq!(count(&puzzle, 10), 1);
    }
}

#[test]
fn the_empty_grid_solves_to_the_smallest_grid() {
    assert_eq!(
        solve(&Grid::empty()),
        Solution::Multiple(grid(EMPTY_SMALLEST))
    );
    assert_eq!(solve_lexmin(&Grid::empty()), Some(grid(EMPTY_SMALLEST)));
}

#[test]
fn the_anti_backtracking_puzzle_solves_to_987654321() {
    let puzzle = grid(ANTI_BACKTRACKING);
    let Solution::Unique(solution) = solve(&puzzle) else {
        panic!("expected a unique solution");
    };
    assert!(solution.solves(&puzzle));
    assert!(solution.to_string().starts_with("987654321"));
}

#[test]
fn a_deadly_rectangle_has_two_solutions_and_the_smaller_is_chosen() {
    // In the smallest grid, r1c1=1 r1c4=4 r2c1=4 r2c4=7: not a rectangle.
    // Find cells (r1, c1), (r1, c2), (r2, c1), (r2, c2) in two boxes holding
    // a b / b a, and blank them: exactly two completions remain.
    let solved = grid(EMPTY_SMALLEST);
    let at = |r, c| solved.values()[r * 9 + c];
    let (r1, r2, c1, c2) = (0..9)
        .flat_map(|r1| (r1 + 1..9).map(move |r2| (r1, r2)))
        .flat_map(|(r1, r2)| (0..9).flat_map(move |c1| (c1 + 1..9).map(move |c2| (r1, r2, c1, c2))))
        .find(|&(r1, r2, c1, c2)| {
            let boxes = (r1 / 3 == r2 / 3) as u8 + (c1 / 3 == c2 / 3) as u8;
            boxes == 1 && at(r1, c1) == at(r2, c2) && at(r1, c2) == at(r2, c1)
        })
        .expect("the smallest grid has a deadly rectangle");
    let mut puzzle = solved;
    for (r, c) in [(r1, c1), (r1, c2), (r2, c1), (r2, c2)] {
        puzzle.set(Cell::at(r, c).unwrap(), None);
    }
    assert_eq!(count(&puzzle, 100), 2);
    let mut other = solved;
    let (a, b) = (Digit::new(at(r1, c1)), Digit::new(at(r1, c2)));
    for (r, c, d) in [(r1, c1, b), (r1, c2, a), (r2, c1, a), (r2, c2, b)] {
        other.set(Cell::at(r, c).unwrap(), d);
    }
    assert!(other.solves(&puzzle));
    let smaller = solved.min(other);
    assert_eq!(solve(&puzzle), Solution::Multiple(smaller));
    assert_eq!(solve_lexmin(&puzzle), Some(smaller));
}

#[test]
fn a_puzzle_without_solution_has_none() {
    // r1c1-r1c8 hold 1-8 and r2c9 holds 9: r1c9 has no digit left.
    let puzzle =
        grid("12345678.........9...............................................................");
    assert!(puzzle.validate().is_ok());
    assert_eq!(solve(&puzzle), Solution::None);
    assert_eq!(solve_any(&puzzle), None);
    assert_eq!(solve_lexmin(&puzzle), None);
    assert_eq!(count(&puzzle, 2), 0);
}

#[test]
fn conflicting_givens_have_no_solution() {
    let puzzle =
        grid("..5....5.........................................................................");
    assert!(puzzle.validate().is_err());
    assert_eq!(solve(&puzzle), Solution::None);
    assert_eq!(count(&puzzle, 2), 0);
}

#[test]
fn count_stops_at_the_limit() {
    for limit in [0, 1, 2, 7, 100] {
        assert_eq!(count(&Grid::empty(), limit), limit);
    }
    assert_eq!(count(&grid(PACKED_PUZZLE), 0), 0);
    assert_eq!(count(&grid(PACKED_PUZZLE), 1), 1);
}

#[test]
fn a_solved_grid_is_its_own_unique_solution() {
    let solved = grid(EMPTY_SMALLEST);
    assert_eq!(solve(&solved), Solution::Unique(solved));
}

#[test]
fn every_kind_of_clash_between_givens_has_no_solution() {
    let with = |a: (usize, usize), b: (usize, usize)| {
        let mut g = Grid::empty();
        g.set(Cell::at(a.0, a.1).unwrap(), Digit::new(7));
        g.set(Cell::at(b.0, b.1).unwrap(), Digit::new(7));
        g
    };
    let clashes = [
        ((0, 0), (0, 8)), // row
        ((0, 0), (2, 2)), // box
        ((0, 4), (2, 4)), // column, same band
        ((1, 4), (7, 4)), // column, other band
        ((4, 8), (8, 8)), // column, other band, last column
    ];
    for (a, b) in clashes {
        let puzzle = with(a, b);
        assert!(puzzle.validate().is_err(), "{a:?} {b:?}");
        assert_eq!(solve(&puzzle), Solution::None, "{a:?} {b:?}");
        assert_eq!(count(&puzzle, 2), 0, "{a:?} {b:?}");
    }
    // No clash: the same digit in cells that do not see each other.
    assert_eq!(count(&with((0, 0), (4, 4)), 2), 2);
}
