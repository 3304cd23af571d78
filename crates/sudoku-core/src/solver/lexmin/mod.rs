//! The lexicographically smallest solution.
//!
//! Guessing at cells in reading order, digits ascending, finds it first:
//! propagation only removes digits no solution has. On puzzles with many
//! solutions that is also fast, since most guesses lead somewhere. But it
//! is at the mercy of puzzles built against it (one whose top row solves to
//! 987654321 costs it thousands of guesses), so it runs on a budget.
//!
//! Past the budget, a branch and bound takes over ([`bounded`]): the
//! ordinary search, which guesses where it is cheapest, but once it has a
//! solution every node is narrowed to what could still beat it ([`bound`]:
//! the cells read in order that can only equal the best's are fixed, and
//! the first that may differ loses the digits above the best's), and a node
//! that cannot is dropped. On the hardest puzzles (unique) that visits a
//! quarter fewer nodes than proving the solution unique would. On the
//! hardest roots, where the triad engine's AVX-512 build runs, the branch
//! and bound is the triad engine's ([`branch_and_bound`]).
//!
//! The two take turns ([`alternating`]): reading order until it has backed
//! up 8 times (puzzles with many solutions mostly finish there), the branch
//! and bound for 1,024 guesses, reading order until it has backed up 256
//! times (a grid with one given, which the branch and bound would improve
//! a little at a time for 45 ms), then the branch and bound to the end
//! (docs/benchmarks-history.md, "lexmin"). Reading order's budget counts the times it
//! backs up (tries a cell's next digit), not its guesses: a sparse puzzle
//! with many solutions takes some 50 guesses in reading order without
//! backing up once. A root with many open candidates
//! ([`MANY_SOLUTIONS_FROM`]) almost always has many solutions, and so does a
//! puzzle known to have several: reading order has its longer turn at once
//! there, and the branch and bound follows it ([`reading_order_then_bound`]).
//! On such a root `solve` asks reading order for the first two solutions
//! ([`smallest_two`]): the smallest, and whether there is another, at once;
//! and `solve_any` asks it for one, in its short turn ([`smallest_quickly`]).
//!
//! Either way the answer is the smallest, whatever order the ordinary
//! search visits cells in.

use super::state::{Contradiction, State};
use super::triad;

mod reading_order;

use reading_order::reading_order;
pub(super) use reading_order::{smallest_quickly, smallest_two};

/// How many times the reading-order search may back up (try a cell's next
/// digit) before the branch and bound ([`bounded`]) takes over.
const READING_ORDER_BUDGET: u32 = 8;

/// How many guesses the branch and bound may make before reading order has
/// a second, longer turn: on a puzzle with a great many solutions it can
/// improve its best one a little at a time for long (one given: 45 ms),
/// where reading order goes straight to the smallest.
const BOUNDED_BUDGET: u32 = 1024;

/// Reading order's second turn (times it may back up), after which the
/// branch and bound goes on to the end from the best solution it had found.
const SECOND_READING_ORDER_BUDGET: u32 = 256;

/// Roots with at least this many open candidates, those that are sparse
/// rather than hard ([`TRIADS_BELOW`](super::TRIADS_BELOW); none of the
/// five public sets has one above 304), almost always have many solutions:
/// reading order goes straight to the smallest, where the branch and
/// bound's first turn mostly ran out (on `fixtures/sets/sparse.txt`, three
/// puzzles spent 75-100 µs there before reading order's second turn took
/// 5-19 µs).
pub(super) const MANY_SOLUTIONS_FROM: u32 = super::TRIADS_BELOW;

/// Roots with at least this many open candidates go to the triad engine's
/// branch and bound, where it runs its AVX-512 build: on fewer, the main
/// engine's is as fast or faster (docs/benchmarks-history.md, "`lexmin`": from 200,
/// where the count hands over, forum_hardest_1905 lost 4%).
const TRIAD_BOUND_FROM: u32 = 250;

/// [`BOUNDED_BUDGET`] for the triad engine's branch and bound, in branches.
/// A branch there costs several of the main engine's guesses, and on a
/// puzzle with many solutions it improves its best more slowly still:
/// with 1,024, `solve_lexmin` on 20,000 sparse puzzles (5-30 givens kept
/// from solved grids) took 5.8 s against the main engine's 2.1 s; with 128,
/// 1.1 s, and the hard sets keep most of the gain (docs/benchmarks-history.md,
/// "`lexmin`").
const TRIAD_BOUNDED_BUDGET: u32 = 128;

/// The smallest solution reachable from `root`, or `None` if there is none.
pub(super) fn smallest(root: &State) -> Option<[u8; 81]> {
    if root.open_candidates() >= MANY_SOLUTIONS_FROM {
        return reading_order_then_bound(root, None);
    }
    smallest_within(root, READING_ORDER_BUDGET)
}

/// The smallest solution reachable from `root`, which is known to have
/// several, `any` among them: no need to count them again.
pub(super) fn smallest_of_several(root: &State, any: [u8; 81]) -> [u8; 81] {
    reading_order_then_bound(root, Some(any)).unwrap_or(any)
}

/// The smallest solution reachable from `root` (or `best`, one of them),
/// for a puzzle that very likely has many: reading order with
/// [`SECOND_READING_ORDER_BUDGET`], then the branch and bound to the end.
fn reading_order_then_bound(root: &State, best: Option<[u8; 81]>) -> Option<[u8; 81]> {
    let mut guesses = SECOND_READING_ORDER_BUDGET;
    if let Ok(found) = reading_order(root, &mut guesses) {
        return found;
    }
    let mut best = best.map(Bar::new);
    let _ = branch_and_bound(root, &mut best, false);
    best.map(|bar| bar.values)
}

/// [`smallest`], with `budget` for the first reading-order search.
fn smallest_within(root: &State, budget: u32) -> Option<[u8; 81]> {
    alternating(root, budget, None)
}

/// The smallest solution reachable from `root` (or `best`, one of them):
/// reading order with `budget`, the branch and bound for
/// [`BOUNDED_BUDGET`], reading order again for
/// [`SECOND_READING_ORDER_BUDGET`], then the branch and bound to the end,
/// from the best solution its first turn found.
fn alternating(root: &State, budget: u32, best: Option<[u8; 81]>) -> Option<[u8; 81]> {
    let mut best = best.map(Bar::new);
    let mut guesses = budget;
    if let Ok(found) = reading_order(root, &mut guesses) {
        return found;
    }
    if branch_and_bound(root, &mut best, true).is_ok() {
        return best.map(|bar| bar.values);
    }
    let mut guesses = SECOND_READING_ORDER_BUDGET;
    if let Ok(found) = reading_order(root, &mut guesses) {
        return found;
    }
    let _ = branch_and_bound(root, &mut best, false);
    best.map(|bar| bar.values)
}

/// The branch and bound from `root` (see [`bounded`]), `limited` to
/// [`BOUNDED_BUDGET`] guesses (or [`TRIAD_BOUNDED_BUDGET`] branches) or to
/// the end: the triad engine's branch and
/// bound for a root with [`TRIAD_BOUND_FROM`] open candidates or more where
/// its AVX-512 build runs, the main engine's otherwise. Both give the
/// smallest solution, so every processor gives the same answer.
fn branch_and_bound(
    root: &State,
    best: &mut Option<Bar>,
    limited: bool,
) -> Result<(), OutOfBudget> {
    if triad::fast() && root.open_candidates() >= TRIAD_BOUND_FROM {
        let given = best.as_ref().map(|bar| bar.values);
        let budget = if limited {
            TRIAD_BOUNDED_BUDGET
        } else {
            u32::MAX
        };
        let (found, complete) = triad::smallest_from(root, given, budget);
        *best = found.map(Bar::new);
        return if complete { Ok(()) } else { Err(OutOfBudget) };
    }
    let mut budget = if limited { BOUNDED_BUDGET } else { u32::MAX };
    let mut state = *root;
    bounded(&mut state, best, &mut budget)
}

/// The best solution so far, with the cells of each digit per band, for
/// [`equal_prefix`].
struct Bar {
    values: [u8; 81],
    /// `cells[digit - 1][band]`: where `values` has the digit.
    cells: [[u32; 3]; 9],
}

impl Bar {
    fn new(values: [u8; 81]) -> Bar {
        let mut cells = [[0; 3]; 9];
        for (cell, &digit) in values.iter().enumerate() {
            cells[usize::from(digit - 1)][cell / 27] |= 1 << (cell % 27);
        }
        Bar { values, cells }
    }
}

/// The smallest solution reachable from `state` that is smaller than
/// `best` (when there is a best so far), by branch and bound: the search
/// guesses where [`State::branch`] says, and [`bound`] cuts every node whose
/// solutions cannot beat the best found so far. Works on `state` in place:
/// each guess but the last searches a copy, and the last carries on in
/// `state` itself (as the ordinary search does).
fn bounded(state: &mut State, best: &mut Option<Bar>, budget: &mut u32) -> Result<(), OutOfBudget> {
    loop {
        if let Some(bar) = best
            && bound(state, bar).is_err()
        {
            return Ok(());
        }
        let Some((cell, mut digits)) = state.branch() else {
            *best = Some(Bar::new(state.values()));
            return Ok(());
        };
        loop {
            *budget = budget.checked_sub(1).ok_or(OutOfBudget)?;
            let digit = digits.trailing_zeros() as u8 + 1;
            digits &= digits - 1;
            if digits == 0 {
                if state.place(cell, digit).is_ok() && state.propagate().is_ok() {
                    break;
                }
                return Ok(());
            }
            let mut next = *state;
            if next.place(cell, digit).is_ok() && next.propagate().is_ok() {
                bounded(&mut next, best, budget)?;
            }
        }
    }
}

/// Narrows `state` to solutions smaller than `bar`: reading the cells in
/// order while they can only equal `bar`'s, the first cell that may differ
/// loses the digits above `bar`'s. `Err` when no solution of `state` can be
/// smaller than `bar`.
///
/// On `Ok`, the first cell that may differ can still be smaller than
/// `bar`'s, so a solved state that passes is smaller: propagating what a
/// cell lost can take its smaller digits too, and then the cell is looked
/// at again.
fn bound(state: &mut State, bar: &Bar) -> Result<(), Contradiction> {
    let mut cell = equal_prefix(state, bar);
    while let Some(&digit) = bar.values.get(cell) {
        let own = 1u16 << (digit - 1);
        let candidates = state.candidates(cell);
        if candidates & (own - 1) != 0 {
            // A smaller digit may go here: what follows is free once
            // it does, so only the digits above `bar`'s can go.
            let mut above = candidates & !(own | (own - 1));
            if above == 0 {
                return Ok(());
            }
            while above != 0 {
                state.eliminate(cell, above.trailing_zeros() as u8 + 1);
                above &= above - 1;
            }
            state.propagate()?;
            continue;
        }
        if candidates & own == 0 {
            // Only bigger digits (or none) are left here.
            return Err(Contradiction);
        }
        if candidates != own {
            // `bar`'s digit or a bigger one: it must be `bar`'s.
            state.place(cell, digit)?;
            state.propagate()?;
        }
        cell += 1;
    }
    // Every cell equals `bar`'s: nothing smaller here.
    Err(Contradiction)
}

/// How many cells, in reading order, `state` has solved as `bar` has them.
fn equal_prefix(state: &State, bar: &Bar) -> usize {
    let unsolved = state.unsolved_cells();
    let mut cell = 0;
    for (band, &open) in unsolved.iter().enumerate() {
        let mut same = 0u32;
        for (digit, cells) in bar.cells.iter().enumerate() {
            same |= state.word(digit, band) & cells[band];
        }
        same &= !open;
        let run = same.trailing_ones() as usize;
        cell += run;
        if run < 27 {
            break;
        }
    }
    cell
}

/// A search ran out of its budget.
struct OutOfBudget;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::search;
    use crate::testing::grid;

    /// Puzzles with several solutions, some built against reading order.
    const PUZZLES: [&str; 5] = [
        // The 987654321 puzzle without its first and last givens.
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4....",
        "...............................................................................1.",
        ".................................................................................",
        "8.........95.......76.........426798...571243...893165......916....3.487....1.532",
        // Sparse: seven givens kept from a solved grid (fixtures/sets/sparse.txt).
        "...........6.3............9.3........2...........4...3...........................",
    ];

    fn main_bounded(root: &State, best: Option<[u8; 81]>) -> Option<[u8; 81]> {
        let mut best = best.map(Bar::new);
        let mut unlimited = u32::MAX;
        let mut state = *root;
        assert!(bounded(&mut state, &mut best, &mut unlimited).is_ok());
        best.map(|bar| bar.values)
    }

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
            assert_eq!(
                main_bounded(&root, Some(any)),
                expected,
                "from any: {puzzle}"
            );
            assert_eq!(main_bounded(&root, None), expected, "from none: {puzzle}");
            assert_eq!(smallest(&root), expected, "smallest: {puzzle}");
            assert_eq!(
                reading_order_then_bound(&root, None),
                expected,
                "reading order, then the bound: {puzzle}"
            );
            for budget in [0, 1, 5, READING_ORDER_BUDGET] {
                assert_eq!(
                    smallest_within(&root, budget),
                    expected,
                    "{budget}: {puzzle}"
                );
            }
        }
    }

    /// A hard puzzle less two givens: several solutions, and reading order
    /// outlasts its longer turn, so [`reading_order_then_bound`] reaches its
    /// branch and bound, from nothing and from a solution.
    #[test]
    fn past_reading_order_s_longer_turn_the_bound_finds_the_smallest() {
        let puzzle =
            "98.7..6..75.........3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52.....";
        let root = State::new(&grid(puzzle)).unwrap();
        let mut budget = SECOND_READING_ORDER_BUDGET;
        assert!(reading_order(&root, &mut budget).is_err());
        let expected = unlimited(&root);
        let [Some(a), Some(b)] = search::first_two(&root) else {
            panic!("{puzzle} has several solutions");
        };
        assert_eq!(reading_order_then_bound(&root, None), expected);
        assert_eq!(Some(smallest_of_several(&root, a.max(b))), expected);
    }

    /// On the roots open enough for `solve` to ask: the smallest solution
    /// (as the branch and bound finds it) and a larger one that keeps the
    /// givens, and the smallest alone from reading order's short turn
    /// where it finishes.
    #[test]
    fn the_two_smallest_of_an_open_root() {
        let (mut open, mut quickly) = (0, 0);
        for puzzle in PUZZLES {
            let root = State::new(&grid(puzzle)).unwrap();
            if root.open_candidates() < MANY_SOLUTIONS_FROM {
                continue;
            }
            open += 1;
            let Some([Some(first), Some(second)]) = smallest_two(&root) else {
                panic!("reading order's longer turn finds two: {puzzle}");
            };
            assert_eq!(Some(first), main_bounded(&root, None), "{puzzle}");
            assert!(second > first, "{puzzle}");
            let solved = State::new(&crate::Grid::from_values(second).unwrap()).unwrap();
            assert!(solved.is_solved(), "{puzzle}");
            for (given, digit) in grid(puzzle).values().iter().zip(second) {
                assert!(*given == 0 || *given == digit, "{puzzle}");
            }
            // Reading order's short turn may run out (the grid with one
            // given takes more), but what it finds is the smallest.
            if let Some(found) = smallest_quickly(&root) {
                assert_eq!(found, Some(first), "{puzzle}");
                quickly += 1;
            }
        }
        assert!(open >= 3, "{open} open roots");
        assert!(quickly >= 1, "reading order's short turn never finished");
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

    /// Narrowing the first cell that may differ can, once propagated,
    /// take its smaller digits too: the bound then looks at it again,
    /// or a solution no smaller than the best would pass as better.
    #[test]
    fn the_bound_leaves_a_smaller_digit_where_the_best_is_first_beaten() {
        let puzzle =
            "123.5.7...56.8.....8....4.........9.3.............43.....6...7...2.7..3.9.8.3....";
        let best = grid(
            "123456789456789123789213465214367598365891247897524316531648972642975831978132654",
        );
        let bar = Bar::new(*best.values());
        let mut state = State::new(&grid(puzzle)).unwrap();
        assert!(bound(&mut state, &bar).is_ok());
        let (cell, &digit) = bar
            .values
            .iter()
            .enumerate()
            .find(|&(cell, &digit)| state.candidates(cell) != 1 << (digit - 1))
            .expect("a cell may still differ");
        let smaller = state.candidates(cell) & ((1 << (digit - 1)) - 1);
        assert_ne!(
            smaller,
            0,
            "r{}c{} cannot be below {digit}",
            cell / 9 + 1,
            cell % 9 + 1
        );
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
