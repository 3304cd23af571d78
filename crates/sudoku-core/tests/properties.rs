//! Property tests of the engine against a plain reading-order search.

use proptest::prelude::*;
mod common;

use common::{reference_count, reference_lexmin};
use sudoku_core::{
    Cell, Grid, Solution, Solutions, check, count, redundant_givens, solve, solve_any, solve_lexmin,
};

/// The smallest solved grid, which the transformations below turn into
/// others.
const SMALLEST: &str =
    "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

/// A solved grid from `SMALLEST` by transformations that keep a grid
/// solved: relabelling digits, permuting bands, rows within a band, stacks,
/// columns within a stack, and transposing.
fn solved_grid() -> impl Strategy<Value = [u8; 81]> {
    let perm3 = || Just(vec![0usize, 1, 2]).prop_shuffle();
    (
        Just((1u8..=9).collect::<Vec<u8>>()).prop_shuffle(),
        perm3(),
        [perm3(), perm3(), perm3()],
        perm3(),
        [perm3(), perm3(), perm3()],
        any::<bool>(),
    )
        .prop_map(|(digits, bands, rows, stacks, cols, transpose)| {
            let base: Vec<u8> = SMALLEST.bytes().map(|b| b - b'0').collect();
            let mut out = [0u8; 81];
            for r in 0..9 {
                for c in 0..9 {
                    let src_r = bands[r / 3] * 3 + rows[r / 3][r % 3];
                    let src_c = stacks[c / 3] * 3 + cols[c / 3][c % 3];
                    let (src_r, src_c) = if transpose {
                        (src_c, src_r)
                    } else {
                        (src_r, src_c)
                    };
                    out[r * 9 + c] = digits[usize::from(base[src_r * 9 + src_c] - 1)];
                }
            }
            out
        })
}

/// A solved grid with up to `max_blanks` cells blanked.
fn puzzle(max_blanks: usize) -> impl Strategy<Value = Grid> {
    (
        solved_grid(),
        proptest::collection::vec(0usize..81, 0..=max_blanks),
    )
        .prop_map(|(mut values, blanks)| {
            for cell in blanks {
                values[cell] = 0;
            }
            Grid::from_values(values).expect("values are 0-9")
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_solution_completes_the_puzzle(puzzle in puzzle(81)) {
        let solution = solve_any(&puzzle).expect("a blanked solved grid is solvable");
        prop_assert!(solution.solves(&puzzle), "{solution} does not solve {puzzle}");
    }

    #[test]
    fn counts_agree_with_the_reference(puzzle in puzzle(55), limit in 1usize..5) {
        prop_assert_eq!(count(&puzzle, limit), reference_count(&puzzle, limit));
    }

    #[test]
    fn lexmin_agrees_with_reading_order_search(puzzle in puzzle(60)) {
        let expected = reference_lexmin(&puzzle);
        prop_assert_eq!(solve_lexmin(&puzzle), expected);
        let solved = solve(&puzzle);
        prop_assert_eq!(solved.grid().copied(), expected);
        let unique = reference_count(&puzzle, 2) == 1;
        prop_assert_eq!(matches!(solved, Solution::Unique(_)), unique);
    }

    #[test]
    fn redundant_givens_are_those_the_reference_does_without(puzzle in puzzle(60)) {
        let unique = reference_count(&puzzle, 2) == 1;
        let redundant = redundant_givens(&puzzle);
        prop_assert_eq!(redundant.is_some(), unique);
        if let Some(redundant) = redundant {
            for cell in Cell::all().filter(|&cell| puzzle.get(cell).is_some()) {
                let mut without = puzzle;
                without.set(cell, None);
                let still_unique = reference_count(&without, 2) == 1;
                prop_assert_eq!(redundant.contains(&cell), still_unique, "{}", cell);
            }
        }
    }

    #[test]
    fn check_agrees_with_the_reference(puzzle in puzzle(60), clash in 0usize..81) {
        // Sometimes a clash: a copy of a given into a blank cell it sees.
        let mut puzzle = puzzle;
        if let Some(given) = puzzle.get(Cell::new(clash).unwrap()) {
            let blank_peer = Cell::all()
                .find(|&c| c.sees(Cell::new(clash).unwrap()) && puzzle.get(c).is_none());
            if let Some(peer) = blank_peer {
                puzzle.set(peer, Some(given));
            }
        }
        let verdict = check(&puzzle);
        prop_assert_eq!(verdict.givens, puzzle.givens());
        prop_assert_eq!(verdict.conflicts.is_empty(), puzzle.validate().is_ok());
        // The reference search only checks the digits it places.
        let expected = match reference_count(&puzzle, 2) {
            _ if puzzle.validate().is_err() => Solutions::None,
            0 => Solutions::None,
            1 => Solutions::Unique,
            _ => Solutions::Several,
        };
        prop_assert_eq!(verdict.solutions, expected);
    }
}
