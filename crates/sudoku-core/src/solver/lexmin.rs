//! The lexicographically smallest solution.
//!
//! Guessing at cells in reading order, digits ascending, finds it first:
//! propagation only removes digits no solution has. On puzzles with many
//! solutions that is also fast, since most guesses lead somewhere. But it
//! is at the mercy of puzzles built against it (one whose top row solves to
//! 987654321 costs it thousands of guesses), so it runs on a budget.
//!
//! Past the budget, [`refine`] takes over. It starts from any solution and
//! improves it cell by cell in reading order: with the cells before it
//! fixed to the best answer so far, each cell tries the digits below its
//! current one, smallest first, and asks the ordinary search (which guesses
//! where it is cheapest) whether the puzzle is still solvable. The first
//! digit that is becomes the cell's, with the solution that proved it as
//! the new best. That is at most 81 × 8 quick questions.
//!
//! Either way the answer is the smallest, whatever order the ordinary
//! search visits cells in.

use super::search;
use super::state::State;

/// How many guesses the reading-order search may make before [`refine`]
/// takes over.
const READING_ORDER_BUDGET: u32 = 256;

/// The smallest solution reachable from `root`, or `None` if there is none.
pub(super) fn smallest(root: &State) -> Option<[u8; 81]> {
    smallest_within(root, READING_ORDER_BUDGET)
}

/// The smallest solution reachable from `root`, which is known to have
/// several, `any` among them: no need to count them again.
pub(super) fn smallest_of_several(root: &State, any: [u8; 81]) -> [u8; 81] {
    let mut budget = READING_ORDER_BUDGET;
    match reading_order(root, &mut budget) {
        Ok(Some(smallest)) => smallest,
        _ => refine(root, any),
    }
}

/// [`smallest`], with `budget` guesses for the reading-order search.
fn smallest_within(root: &State, mut budget: u32) -> Option<[u8; 81]> {
    match reading_order(root, &mut budget) {
        Ok(found) => found,
        // A unique puzzle's one solution is the smallest: no need to prove,
        // cell by cell, that smaller digits fail.
        Err(OutOfBudget) => match search::first_two(root) {
            [Some(a), Some(b)] => Some(refine(root, a.min(b))),
            [only, _] => only,
        },
    }
}

/// The reading-order search ran out of guesses.
struct OutOfBudget;

/// The first solution in reading order, guessing at most `budget` times.
fn reading_order(state: &State, budget: &mut u32) -> Result<Option<[u8; 81]>, OutOfBudget> {
    let Some(cell) = state.first_unsolved() else {
        return Ok(Some(state.values()));
    };
    let mut digits = state.candidates(cell);
    while digits != 0 {
        *budget = budget.checked_sub(1).ok_or(OutOfBudget)?;
        let digit = digits.trailing_zeros() as u8 + 1;
        digits &= digits - 1;
        let mut next = *state;
        if next.place(cell, digit).is_ok()
            && next.propagate().is_ok()
            && let Some(solution) = reading_order(&next, budget)?
        {
            return Ok(Some(solution));
        }
    }
    Ok(None)
}

/// The smallest solution reachable from `root`, given `best`, one of them.
pub(super) fn refine(root: &State, mut best: [u8; 81]) -> [u8; 81] {
    let mut prefix = *root;
    for cell in 0..81 {
        if prefix.is_solved() {
            break;
        }
        if prefix.value(cell) != 0 {
            continue;
        }
        let below = (1u16 << (best[cell] - 1)) - 1;
        let mut digits = prefix.candidates(cell) & below;
        while digits != 0 {
            let digit = digits.trailing_zeros() as u8 + 1;
            digits &= digits - 1;
            let mut trial = prefix;
            if trial.place(cell, digit).is_ok()
                && trial.propagate().is_ok()
                && let Some(solved) = search::first(&trial)
            {
                best = solved.values();
                break;
            }
        }
        let fixed = prefix
            .place(cell, best[cell])
            .and_then(|()| prefix.propagate());
        debug_assert!(
            fixed.is_ok(),
            "the best solution agrees with its own prefix"
        );
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::grid;

    /// Puzzles with several solutions, some built against reading order.
    const PUZZLES: [&str; 4] = [
        // The 987654321 puzzle without its first and last givens.
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4....",
        "...............................................................................1.",
        ".................................................................................",
        "8.........95.......76.........426798...571243...893165......916....3.487....1.532",
    ];

    fn unlimited(root: &State) -> Option<[u8; 81]> {
        let mut budget = u32::MAX;
        reading_order(root, &mut budget).ok().flatten()
    }

    #[test]
    fn every_path_agrees_with_unlimited_reading_order() {
        for puzzle in PUZZLES {
            let root = State::new(&grid(puzzle)).unwrap();
            let any = search::first(&root).unwrap().values();
            let expected = unlimited(&root);
            assert!(expected.is_some(), "{puzzle}");
            assert_eq!(Some(refine(&root, any)), expected, "refine: {puzzle}");
            for budget in [0, 1, 5, READING_ORDER_BUDGET] {
                assert_eq!(
                    smallest_within(&root, budget),
                    expected,
                    "{budget}: {puzzle}"
                );
            }
        }
    }

    #[test]
    fn smallest_of_several_agrees_with_unlimited_reading_order() {
        for puzzle in PUZZLES {
            let root = State::new(&grid(puzzle)).unwrap();
            let [Some(a), Some(b)] = search::first_two(&root) else {
                panic!("{puzzle} has several solutions");
            };
            assert_eq!(
                Some(smallest_of_several(&root, a.max(b))),
                unlimited(&root),
                "{puzzle}"
            );
        }
    }

    #[test]
    fn a_unique_puzzle_past_the_budget_gives_its_solution() {
        let puzzle =
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
        let root = State::new(&grid(puzzle)).unwrap();
        let solution = smallest_within(&root, 0).unwrap();
        assert_eq!(solution[..9], [9, 8, 7, 6, 5, 4, 3, 2, 1]);
        assert_eq!(Some(solution), unlimited(&root));
    }

    #[test]
    fn no_solution_past_the_budget_is_none() {
        // A hard puzzle with one given changed so that propagation alone
        // does not see there is no solution: the search must.
        let hard = grid(
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
        );
        let broken = crate::Cell::all()
            .filter(|&cell| hard.get(cell).is_some())
            .flat_map(|cell| crate::Digit::all().map(move |digit| (cell, digit)))
            .map(|(cell, digit)| {
                let mut puzzle = hard;
                puzzle.set(cell, Some(digit));
                puzzle
            })
            .find(|puzzle| State::new(puzzle).is_ok_and(|root| search::first(&root).is_none()))
            .expect("some changed given leaves a puzzle without solution");
        let root = State::new(&broken).unwrap();
        assert_eq!(smallest_within(&root, 0), None);
        assert_eq!(smallest(&root), None);
    }
}
