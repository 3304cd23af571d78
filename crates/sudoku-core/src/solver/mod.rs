//! The solving engines. The main one holds candidates as bit sets per digit
//! and band, propagates band-wise deductions and searches depth first,
//! guessing at a cell with two candidates when there is one; it settles
//! every puzzle's root and searches the easier ones. Roots it leaves with
//! many candidates go to the [`triad`] engine, which propagates more per
//! step and guesses less; `lexmin`'s branch and bound runs on either.

#[cfg(target_arch = "x86_64")]
mod features;
mod lexmin;
mod minimality;
mod minirows;
mod pigeonhole;
mod search;
mod state;
mod tables;
pub mod triad;

use std::ops::ControlFlow;

use crate::Grid;
pub use minimality::redundant_givens;
pub(crate) use minimality::{redundant_of, unique_without};
pub(crate) use state::Givens;
use state::State;

/// What solving a puzzle found: its answer, and whether it is the only one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Solution {
    /// The puzzle has no solution (conflicting givens included).
    None,
    /// The puzzle has exactly one solution.
    Unique(Grid),
    /// The puzzle has two or more solutions; this is the lexicographically
    /// smallest.
    Multiple(Grid),
}

impl Solution {
    /// The solution, if there is one: the only one, or the smallest.
    pub fn grid(&self) -> Option<&Grid> {
        match self {
            Solution::None => None,
            Solution::Unique(grid) | Solution::Multiple(grid) => Some(grid),
        }
    }
}

/// Solves `puzzle`: tells whether it has no, one or several solutions and
/// gives the lexicographically smallest.
///
/// Lexicographically smallest means the one whose 81 digits, read row by
/// row, form the smallest number.
///
/// ```
/// use sudoku_core::{solve, Grid, Solution};
///
/// // The empty grid has many solutions; this is the smallest.
/// let Solution::Multiple(smallest) = solve(&Grid::empty()) else {
///     panic!("the empty grid has several solutions");
/// };
/// assert!(smallest.to_string().starts_with("123456789456789123789123456"));
/// ```
pub fn solve(puzzle: &Grid) -> Solution {
    let Some(root) = root(puzzle) else {
        return Solution::None;
    };
    // Reading order meets the smallest first, and on a root this open it
    // mostly finds the two at once; otherwise any two, then the smallest.
    let open = root.open_candidates();
    let in_order = (open >= lexmin::MANY_SOLUTIONS_FROM)
        .then(|| lexmin::smallest_two(&root))
        .flatten();
    match in_order.unwrap_or_else(|| first_two_from(&root, open)) {
        [None, _] => Solution::None,
        [Some(only), None] => Solution::Unique(to_grid(only)),
        [Some(a), Some(_)] if in_order.is_some() => Solution::Multiple(to_grid(a)),
        [Some(a), Some(b)] => {
            Solution::Multiple(to_grid(lexmin::smallest_of_several(&root, a.min(b))))
        }
    }
}

/// Any one solution of `puzzle`, found the fastest way, or `None` if it
/// has none.
pub fn solve_any(puzzle: &Grid) -> Option<Grid> {
    let root = root(puzzle)?;
    let open = root.open_candidates();
    if open >= lexmin::MANY_SOLUTIONS_FROM {
        // Almost always many solutions: reading order's short turn mostly
        // finds one (the smallest) at less a guess than the main engine.
        if let Some(found) = lexmin::smallest_quickly(&root) {
            return found.map(to_grid);
        }
    } else if Engine::for_any(&root, open) == Engine::Triads {
        return triad::count_from(&root, 1).1[0].map(to_grid);
    }
    search::first(&root).map(|solved| to_grid(solved.values()))
}

/// The lexicographically smallest solution of `puzzle`, or `None` if it has
/// none.
pub fn solve_lexmin(puzzle: &Grid) -> Option<Grid> {
    let root = root(puzzle)?;
    lexmin::smallest(&root).map(to_grid)
}

/// How many solutions `puzzle` has, counting no further than `limit`.
///
/// `count(puzzle, 2)` answers the uniqueness question: `0` none, `1`
/// unique, `2` two or more.
///
/// ```
/// use sudoku_core::{count, Grid};
///
/// assert_eq!(count(&Grid::empty(), 5), 5);
/// ```
pub fn count(puzzle: &Grid, limit: usize) -> usize {
    if limit == 0 {
        return 0;
    }
    let Some(root) = root(puzzle) else {
        return 0;
    };
    // The triad engine answers the uniqueness question faster; enumerating
    // many solutions, the main engine is faster (docs/benchmarks-history.md, "Two
    // engines").
    if limit <= 2 && Engine::for_count(&root, root.open_candidates()) == Engine::Triads {
        return triad::count_from(&root, limit).0;
    }
    let mut n = 0;
    let _ = search::solutions(&root, &mut |_: &State| {
        n += 1;
        if n == limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    n
}

/// [`count`], asking `stop` every 65,536 solutions whether to go on: a
/// count to millions can be stopped within a fraction of a second (an
/// interrupt). Stopped, it returns the count so far.
///
/// ```
/// use sudoku_core::{count_until, Grid};
///
/// assert_eq!(count_until(&Grid::empty(), 1_000_000_000, &|| true), 65_536);
/// assert_eq!(count_until(&Grid::empty(), 100_000, &|| false), 100_000);
/// ```
pub fn count_until(puzzle: &Grid, limit: usize, stop: &dyn Fn() -> bool) -> usize {
    if limit <= 2 {
        return count(puzzle, limit);
    }
    let Some(root) = root(puzzle) else {
        return 0;
    };
    let mut n = 0;
    let _ = search::solutions(&root, &mut |_: &State| {
        n += 1;
        if n == limit || (n % 65_536 == 0 && stop()) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    n
}

/// Which engine searches on from a propagated root.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Engine {
    /// The main engine's search (cells with two candidates, band words).
    Cells,
    /// The [`triad`] engine.
    Triads,
}

/// Roots with at least this many candidates in their open cells are hard
/// enough for the triad engine, whose stronger propagation and search pay
/// on hard puzzles but cost more than they save on easy ones
/// (docs/benchmarks-history.md, "Two engines").
const TRIADS_FROM: u32 = 200;

/// Roots with this many open candidates or more are sparse rather than
/// hard: no root of the five public sets has more than 304 (17_clue), and
/// sparse puzzles with many solutions (up to 600) go faster on the main
/// engine, whose guesses are cheaper where most of them lead somewhere
/// (docs/benchmarks-history.md, "`lexmin`").
const TRIADS_BELOW: u32 = 320;

/// Roots with this many open cells of six candidates or more stay on the
/// main engine whatever their candidates: sparse puzzles with many
/// solutions look like that (half of those with 200 to 319 open
/// candidates), the hard ones hardly ever (none of forum_hardest_1905's
/// first 3,000, one of 1106's, five of magictour's 810 and eight of
/// 17_clue's 101 in that range, where the main engine was no slower).
const ROOMY: u32 = 12;

/// Where only the triad engine's AVX2 build runs, the roots with at least
/// this many open candidates go to it for [`Engine::for_count`]; below, the
/// main engine is as fast or faster. With the AVX-512 build switched off
/// (as an AVX2 machine runs), `count2` from 240 against the main engine
/// alone: forum_hardest_1106 +8%, magictour +5%, forum_hardest_1905 and
/// serg unchanged, 17_clue −1% (docs/benchmarks-history.md, "Two engines").
const AVX2_TRIADS_FROM: u32 = 240;

impl Engine {
    /// The engine for a question whose answer is the same whichever engine
    /// asks it (how many solutions; the only one): the triad engine for a
    /// hard root where its AVX-512 build runs, or for one of the hardest
    /// ([`AVX2_TRIADS_FROM`]) where its AVX2 build does; the main engine
    /// otherwise (the portable build is slower than the main engine).
    fn for_count(root: &State, open: u32) -> Engine {
        if triad::fast() {
            Engine::for_any(root, open)
        } else if triad::avx2() {
            Engine::with_open(root, open, AVX2_TRIADS_FROM)
        } else {
            Engine::Cells
        }
    }

    /// The engine for [`solve_any`] on a root with `open` candidates in its
    /// open cells: its answer to a puzzle with several solutions depends
    /// on the engine, so it is chosen by the root alone, and every
    /// processor gives the same answer.
    fn for_any(root: &State, open: u32) -> Engine {
        Engine::with_open(root, open, TRIADS_FROM)
    }

    /// The triad engine for a root with `least` to [`TRIADS_BELOW`]
    /// candidates in its open cells (`open` of them) and fewer than
    /// [`ROOMY`] roomy cells, the main engine otherwise.
    fn with_open(root: &State, open: u32, least: u32) -> Engine {
        if (least..TRIADS_BELOW).contains(&open) && root.roomy_cells() < ROOMY {
            Engine::Triads
        } else {
            Engine::Cells
        }
    }
}

/// The first two solutions of `puzzle` the search meets (fewer if there
/// are fewer; none for clashing givens).
pub(crate) fn first_two(puzzle: &Grid) -> [Option<[u8; 81]>; 2] {
    match root(puzzle) {
        Some(root) => first_two_from(&root, root.open_candidates()),
        None => [None, None],
    }
}

/// The first two solutions the search meets from `root` (fewer if there
/// are fewer): the main engine's propagation has settled the root, and the
/// engine [`Engine::for_count`] picks searches from there.
fn first_two_from(root: &State, open: u32) -> [Option<[u8; 81]>; 2] {
    match Engine::for_count(root, open) {
        Engine::Triads => triad::count_from(root, 2).1,
        Engine::Cells => search::first_two(root),
    }
}

/// A solution of the empty grid, drawn by a search that tries the
/// candidates of each guessed cell in the order `pick` chooses (see
/// [`search::first_picking`]); any solved grid can come out.
pub(crate) fn solved_grid(pick: &mut impl FnMut(u16) -> u8) -> Grid {
    let root =
        State::new(&Grid::empty()).unwrap_or_else(|_| unreachable!("the empty grid has no clash"));
    let solved = search::first_picking(&root, pick)
        .unwrap_or_else(|| unreachable!("the empty grid has solutions"));
    to_grid(solved.values())
}

/// Roots with at least this many cells still open (propagation placed at
/// most two) are checked for a [`pigeonhole`] contradiction: the search
/// from them is the widest, and the check (some 2,500 instructions) is cheap
/// beside it. Of the public sets' samples, 1% of 17_clue and 4.5% of
/// magictour get here, none of the others; Norvig's "impossible" puzzle
/// (64 open) does.
const WIDE_OPEN: u32 = 62;

/// The propagated state of `puzzle`, or `None` when it shows there is no
/// solution: a contradiction found by propagation, or, for a root left
/// wide open, one of the [`pigeonhole`] kind that propagation misses.
fn root(puzzle: &Grid) -> Option<State> {
    State::new(puzzle).ok().filter(|root| {
        let open: u32 = root.unsolved_cells().iter().map(|w| w.count_ones()).sum();
        open < WIDE_OPEN || !pigeonhole::found(root)
    })
}

fn to_grid(values: [u8; 81]) -> Grid {
    Grid::from_values(values).unwrap_or_else(|_| unreachable!("the solver places digits 1-9"))
}

#[cfg(test)]
mod tests;
