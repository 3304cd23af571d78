//! Making new puzzles: a random solved grid, then givens taken away while
//! the solution stays the only one.
//!
//! The solved grid comes from a search of the empty grid that tries the
//! candidates of each guessed cell in random order, so every valid grid can
//! come out (not a fixed grid relabelled). The givens are then taken away
//! in random order, a group of cells at a time, the group being the cells
//! the [`Symmetry`] maps onto each other; a group stays when taking it away
//! would let in a second solution.
//!
//! Everything random comes from a ChaCha8 stream keyed by the seed and the
//! puzzle's index, so puzzle `n` of a seed is the same on every platform,
//! whichever thread makes it. The puzzles a seed gives are stable within a
//! major version of this crate.

mod clues;
pub(crate) mod random;
mod symmetry;

pub use clues::{CLUES, ClueCountError, clue_count};
pub use symmetry::{Symmetry, UnknownSymmetry};

use crate::solver::{self, Givens, unique_without};
use crate::{Cell, Grid};
use random::Random;
use std::sync::OnceLock;

/// How many groups of givens [`Generator::take_away`] first tries to take
/// away at once.
const FIRST_RUN: usize = 24;

/// A symmetry's orbits, worked out once for all the attempts of a puzzle:
/// the cells orbit after orbit, and where each orbit's cells start and how
/// many there are.
struct Orbits {
    cells: Vec<Cell>,
    spans: Vec<(usize, usize)>,
}

impl Orbits {
    /// The orbits of `symmetry`, worked out the first time they are asked
    /// for in this process.
    fn of(symmetry: Symmetry) -> &'static Orbits {
        static ALL: [OnceLock<Orbits>; Symmetry::ALL.len()] =
            [const { OnceLock::new() }; Symmetry::ALL.len()];
        let index = Symmetry::ALL
            .iter()
            .position(|&s| s == symmetry)
            .unwrap_or_else(|| unreachable!("ALL lists every symmetry"));
        ALL[index].get_or_init(|| Orbits::work_out(symmetry))
    }

    fn work_out(symmetry: Symmetry) -> Orbits {
        let mut orbits = Orbits {
            cells: Vec::with_capacity(81),
            spans: Vec::with_capacity(81),
        };
        for orbit in symmetry.orbits() {
            orbits.spans.push((orbits.cells.len(), orbit.len()));
            orbits.cells.extend(orbit);
        }
        orbits
    }
}

/// The buffers [`Generator::take_away`] reuses from one attempt to the
/// next: the orbits in the attempt's random order, and the cells of a run.
#[derive(Default)]
struct Scratch {
    order: Vec<(usize, usize)>,
    cells: Vec<Cell>,
}

/// What to make: the symmetry, minimality and number of givens asked for.
///
/// ```
/// use sudoku_core::{Generator, Symmetry, count, redundant_givens};
///
/// let generator = Generator { symmetry: Symmetry::Rotational, ..Generator::default() };
/// let made = generator.generate(42, 0).unwrap();
/// assert_eq!(count(&made.puzzle, 2), 1);
/// assert!(Symmetry::Rotational.holds(&made.puzzle));
/// assert_eq!(redundant_givens(&made.puzzle), Some(vec![]));
/// assert!(made.solution.solves(&made.puzzle));
/// // The same seed and index give the same puzzle.
/// assert_eq!(generator.generate(42, 0).unwrap(), made);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Generator {
    /// The symmetry of the pattern of givens.
    pub symmetry: Symmetry,
    /// No single given can be taken away without letting in a second
    /// solution. With a symmetry, taking away whole groups can leave a
    /// single given that is not needed; such attempts are thrown away.
    /// Without it, the givens are taken away until no group can go (or
    /// until [`max_clues`](Self::max_clues) is reached), and a puzzle may
    /// keep givens it does not need.
    pub minimal: bool,
    /// At most this many givens. With [`minimal`](Self::minimal), puzzles
    /// with more are thrown away; without, taking away stops once there
    /// are this many or fewer. Front ends check a number asked for
    /// against [`CLUES`] ([`clue_count`]).
    pub max_clues: Option<usize>,
    /// How many solved grids to try for one puzzle before giving up.
    pub attempts: u32,
}

impl Default for Generator {
    /// Minimal puzzles with no symmetry and no limit on givens, giving up
    /// after 100,000 attempts.
    fn default() -> Generator {
        Generator {
            symmetry: Symmetry::None,
            minimal: true,
            max_clues: None,
            attempts: 100_000,
        }
    }
}

/// A new puzzle and its solution.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Generated {
    /// The puzzle: its only solution is [`solution`](Self::solution).
    pub puzzle: Grid,
    /// The puzzle's solution.
    pub solution: Grid,
    /// How many solved grids were tried, this one included.
    pub attempts: u32,
}

/// No attempt made a puzzle as asked.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("gave up after {attempts} attempts{}", self.closest())]
pub struct GaveUp {
    /// How many attempts were made.
    pub attempts: u32,
    /// The most givens asked for.
    pub max_clues: Option<usize>,
    /// The fewest givens of the puzzles made (minimal ones, when minimal
    /// puzzles were asked for), if any was.
    pub fewest: Option<usize>,
    /// How many puzzles were made as asked but refused by the caller's
    /// test (see [`Generator::generate_where`]).
    pub refused: u32,
}

impl GaveUp {
    fn closest(&self) -> String {
        if self.refused > 0 {
            return format!(
                " at a puzzle that passes the test: {} made, none passed",
                self.refused
            );
        }
        match (self.max_clues, self.fewest) {
            (Some(max), Some(fewest)) => {
                format!(" at a puzzle with at most {max} clues; the fewest made had {fewest}")
            }
            (Some(max), None) => format!(" at a puzzle with at most {max} clues"),
            (None, _) => " at a minimal puzzle with this symmetry".to_owned(),
        }
    }
}

impl Generator {
    /// A seed nobody chose, for callers given none: std's randomly keyed
    /// hasher over the time.
    pub fn random_seed() -> u64 {
        use std::hash::{BuildHasher, RandomState};
        RandomState::new().hash_one(std::time::SystemTime::now())
    }

    /// Puzzle number `index` of `seed`: the same whenever it is asked for.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when none of [`attempts`](Self::attempts) solved grids
    /// gave a puzzle as asked.
    pub fn generate(&self, seed: u64, index: u64) -> Result<Generated, GaveUp> {
        self.generate_where(seed, index, &|_| true)
    }

    /// Puzzle number `index` of `seed` among those `accept` takes (a
    /// difficulty, say): each attempt's puzzle is offered to `accept`, and
    /// refused ones count as attempts. The same whenever it is asked for,
    /// as long as `accept` answers the same.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when none of [`attempts`](Self::attempts) solved grids
    /// gave a puzzle as asked that `accept` took.
    pub fn generate_where(
        &self,
        seed: u64,
        index: u64,
        accept: &dyn Fn(&Grid) -> bool,
    ) -> Result<Generated, GaveUp> {
        self.generate_until(seed, index, accept, &|| false)
    }

    /// [`Generator::generate_where`], asking `stop` before each attempt:
    /// once it says so, no more are made (a server past its time limit).
    /// Until then, the same puzzle as `generate_where`.
    ///
    /// # Errors
    ///
    /// [`GaveUp`], with the attempts made, when none of them gave a puzzle
    /// as asked that `accept` took.
    pub fn generate_until(
        &self,
        seed: u64,
        index: u64,
        accept: &dyn Fn(&Grid) -> bool,
        stop: &dyn Fn() -> bool,
    ) -> Result<Generated, GaveUp> {
        let mut random = Random::new(seed, index);
        let orbits = Orbits::of(self.symmetry);
        let mut scratch = Scratch::default();
        let mut fewest = None::<usize>;
        let mut refused = 0;
        let mut made = 0;
        for attempt in 1..=self.attempts {
            if stop() {
                break;
            }
            made = attempt;
            let solution = solver::solved_grid(&mut |digits| random.digit_of(digits));
            let puzzle = self.take_away(&solution, orbits, &mut scratch, &mut random);
            if self.minimal && !self.is_minimal(&puzzle, &solution) {
                continue;
            }
            let givens = puzzle.givens();
            fewest = Some(fewest.map_or(givens, |f| f.min(givens)));
            if self.max_clues.is_none_or(|max| givens <= max) {
                if !accept(&puzzle) {
                    refused += 1;
                    continue;
                }
                return Ok(Generated {
                    puzzle,
                    solution,
                    attempts: attempt,
                });
            }
        }
        Err(GaveUp {
            attempts: made,
            max_clues: self.max_clues,
            fewest,
            refused,
        })
    }

    /// `solution` with groups of givens taken away in random order while
    /// it stays the only solution.
    ///
    /// While most givens are still there, nearly every group can go, so
    /// groups are first tried in runs: if the puzzle stays unique without a
    /// whole run, it stays unique without each group of it on the way, and
    /// taking them one at a time would have taken them all. A run that
    /// fails is tried again half as long, down to one group, from where on
    /// the groups go one at a time. The puzzle is the one the groups one at
    /// a time would give, with a fraction of the uniqueness checks.
    fn take_away(
        &self,
        solution: &Grid,
        orbits: &Orbits,
        scratch: &mut Scratch,
        random: &mut Random,
    ) -> Grid {
        let Scratch { order, cells } = scratch;
        order.clear();
        order.extend_from_slice(&orbits.spans);
        random.shuffle(order);
        let mut puzzle = *solution;
        let mut givens = Givens::of(solution.values())
            .unwrap_or_else(|_| unreachable!("a solved grid has no clash"));
        // Stopping at a number of givens is decided one group at a time.
        let mut run = if !self.minimal && self.max_clues.is_some() {
            1
        } else {
            FIRST_RUN
        };
        let mut next = 0;
        while next < order.len() {
            if !self.minimal && self.max_clues.is_some_and(|max| puzzle.givens() <= max) {
                break;
            }
            let end = (next + run).min(order.len());
            cells.clear();
            for &(start, len) in &order[next..end] {
                cells.extend_from_slice(&orbits.cells[start..start + len]);
            }
            if unique_without(&givens, solution.values(), cells) {
                for &cell in cells.iter() {
                    puzzle.set(cell, None);
                    givens.remove(cell.index(), solution.values()[cell.index()]);
                }
                next = end;
            } else if run > 1 {
                run /= 2;
            } else {
                next += 1;
            }
        }
        puzzle
    }

    /// Whether no single given of `puzzle` can go. Without symmetry,
    /// [`take_away`](Self::take_away) has already tried each: a given that
    /// had to stay then still has to, with fewer givens around it.
    fn is_minimal(&self, puzzle: &Grid, solution: &Grid) -> bool {
        if self.symmetry == Symmetry::None {
            return true;
        }
        let givens = Givens::of(puzzle.values())
            .unwrap_or_else(|_| unreachable!("part of a solved grid has no clash"));
        Cell::all()
            .filter(|&cell| puzzle.get(cell).is_some())
            .all(|cell| !unique_without(&givens, solution.values(), &[cell]))
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell as Counter;

    use super::*;

    #[test]
    fn a_stop_ends_the_attempts_and_until_then_nothing_changes() {
        let generator = Generator::default();
        let made = generator
            .generate_until(9, 2, &|_| true, &|| false)
            .unwrap();
        assert_eq!(made, generator.generate(9, 2).unwrap());
        // Nothing accepted, and a stop before the sixth attempt.
        let asked = Counter::new(0);
        let stop = || {
            asked.set(asked.get() + 1);
            asked.get() > 5
        };
        let gave_up = generator
            .generate_until(9, 2, &|_| false, &stop)
            .unwrap_err();
        assert_eq!((gave_up.attempts, gave_up.refused), (5, 5));
        assert_eq!(asked.get(), 6);
    }
}
