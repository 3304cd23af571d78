//! Variant puzzles explained step by step, as a person solves them:
//! singles, each constraint's own logic in its words, locked candidates
//! between any two houses, subsets and fish over every group of distinct
//! digits (rows, columns, regions, cages, diagonals, extra regions), and,
//! when none of those applies, bifurcation that says so.
//!
//! ```
//! use sudoku_variant::{fpuzzles, logic, solver::Budget};
//!
//! // Peak Sudoku by Rangsk: a 4×4 with little killers and a V.
//! let link = include_str!("../../../../fixtures/variants/peak-sudoku.url");
//! let puzzle = fpuzzles::read(link.trim()).unwrap();
//! let explanation = logic::explain(&puzzle, Budget::NONE).unwrap();
//! assert!(explanation.solved && explanation.bifurcations() == 0);
//! assert_eq!(
//!     explanation.steps[0].text(4),
//!     "Constraint (little killer 14: r1c4 r2c3 r3c2 r4c1): r1c4<>1, r2c3<>1, r3c2<>1, r4c1<>1"
//! );
//! ```
//!
//! The difficulty is our own scale ([`Level`], [`Technique::score`]):
//! there is no community standard for variants.

mod bifurcation;
mod chains;
mod constraints;
mod fish;
mod forcing;
mod innies;
mod intersections;
mod marks;
mod required;
mod singles;
mod step;
mod subsets;
mod technique;

pub use marks::{House, Marks, houses};
pub use step::{Candidate, Step, digit_char};
pub use technique::{Level, Technique};

use std::sync::Arc;

use crate::board::Contradiction;
use crate::puzzle::Puzzle;
use crate::rule::Rule;
use crate::solver::{self, Budget, Outcome, Solver, Stopped};

/// Why a puzzle has no explanation.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Unexplainable {
    /// No solution.
    #[error("the puzzle has no solution")]
    NoSolution,
    /// More than one.
    #[error("the puzzle has more than one solution; an explanation needs exactly one")]
    Multiple,
    /// The budget ran out.
    #[error("the search was stopped before it finished")]
    Stopped,
}

impl From<Stopped> for Unexplainable {
    fn from(_: Stopped) -> Self {
        Unexplainable::Stopped
    }
}

/// A puzzle's explanation: the steps, and whether they solve it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Explanation {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// Whether they solve the puzzle.
    pub solved: bool,
}

impl Explanation {
    /// The hardest technique used: the highest level, then the highest
    /// score.
    pub fn hardest(&self) -> Option<Technique> {
        self.steps
            .iter()
            .map(|s| s.technique)
            .max_by_key(|t| (t.level(), t.score()))
    }

    /// The level of the hardest technique ([`Level::Easy`] for none).
    pub fn level(&self) -> Level {
        self.hardest().map_or(Level::Easy, Technique::level)
    }

    /// The score: each step's technique's score, added up.
    pub fn score(&self) -> u32 {
        self.steps.iter().map(|s| s.technique.score()).sum()
    }

    /// How many steps bifurcate.
    pub fn bifurcations(&self) -> usize {
        self.steps
            .iter()
            .filter(|s| s.technique.bifurcates())
            .count()
    }
}

/// The explainer of one puzzle with one solution.
pub struct Explainer<'p> {
    puzzle: &'p Puzzle,
    houses: Vec<House>,
    /// The puzzle's rules, then the 45 rule's totals of its cages.
    rules: Vec<Arc<dyn Rule>>,
    /// How many of `rules` are the puzzle's.
    own: usize,
    solution: Vec<u8>,
    solver: Solver<'p>,
}

impl<'p> Explainer<'p> {
    /// Checks that `puzzle` has one solution (within `budget`, which
    /// bounds the explanation too).
    ///
    /// # Errors
    ///
    /// When it has none or several, or the budget runs out.
    pub fn new(puzzle: &'p Puzzle, budget: Budget<'p>) -> Result<Self, Unexplainable> {
        let solution = match solver::solve(puzzle, budget)? {
            Outcome::None => return Err(Unexplainable::NoSolution),
            Outcome::Multiple(_) => return Err(Unexplainable::Multiple),
            Outcome::Unique(solution) => solution,
        };
        let houses = houses(puzzle);
        let mut rules = puzzle.rules().to_vec();
        let own = rules.len();
        rules.extend(innies::totals(puzzle, &houses));
        Ok(Explainer {
            puzzle,
            houses,
            rules,
            own,
            solution,
            solver: Solver::new(puzzle, budget),
        })
    }

    /// The puzzle's only solution.
    pub fn solution(&self) -> &[u8] {
        &self.solution
    }

    /// The houses the steps name.
    pub fn houses(&self) -> &[House] {
        &self.houses
    }

    /// The pencil marks of the puzzle as given.
    pub fn start(&self) -> Marks {
        Marks::new(self.puzzle, &self.houses).expect("a puzzle with a solution")
    }

    /// The easiest step from `marks` (`None` once solved).
    ///
    /// # Errors
    ///
    /// When the budget runs out.
    pub fn next_step(&mut self, marks: &Marks) -> Result<Option<Step>, Stopped> {
        if marks.solved() {
            return Ok(None);
        }
        let houses = &self.houses;
        let found = singles::full_house(marks, houses)
            .or_else(|| singles::hidden_single(marks, houses))
            .or_else(|| singles::naked_single(marks))
            .or_else(|| {
                constraints::constraint(&self.rules[..self.own], Technique::Constraint, marks)
            })
            .or_else(|| constraints::constraint(&self.rules[self.own..], Technique::Innies, marks))
            .or_else(|| intersections::locked_candidates(marks, houses))
            .or_else(|| subsets::naked_subset(marks, houses, 2))
            .or_else(|| subsets::hidden_subset(marks, houses, 2))
            .or_else(|| subsets::naked_subset(marks, houses, 3))
            .or_else(|| subsets::hidden_subset(marks, houses, 3))
            .or_else(|| subsets::naked_subset(marks, houses, 4))
            .or_else(|| subsets::hidden_subset(marks, houses, 4))
            .or_else(|| fish::fish(marks, houses, 2))
            .or_else(|| fish::fish(marks, houses, 3));
        if found.is_some() {
            return Ok(found);
        }
        if let Some(consequences) = forcing::Consequences::new(&self.rules, houses, marks) {
            let found = forcing::broken_rule(&consequences)
                .or_else(|| forcing::cell_forcing(marks, &consequences))
                .or_else(|| forcing::digit_forcing(marks, houses, &consequences))
                .or_else(|| required::required(&self.rules, marks, &consequences))
                .or_else(|| chains::chain(marks, houses, &consequences));
            if found.is_some() {
                return Ok(found);
            }
        }
        if let Some(step) = bifurcation::contradiction(&self.solver, marks, &self.solution)? {
            return Ok(Some(step));
        }
        bifurcation::trial_and_error(&mut self.solver, marks, &self.solution)
    }

    /// Every step from the givens to the solution.
    ///
    /// # Errors
    ///
    /// When the budget runs out.
    pub fn explain(&mut self) -> Result<Explanation, Stopped> {
        let mut marks = self.start();
        let mut steps = Vec::new();
        while let Some(step) = self.next_step(&marks)? {
            if apply(&mut marks, &step).is_err() {
                break;
            }
            steps.push(step);
        }
        Ok(Explanation {
            steps,
            solved: marks.solved(),
        })
    }
}

/// Applies `step` to `marks`: its eliminations, then its placements.
///
/// # Errors
///
/// When that leaves a cell without a candidate (never for a step the
/// explainer found).
pub fn apply(marks: &mut Marks, step: &Step) -> Result<(), Contradiction> {
    for &(cell, digit) in &step.eliminations {
        marks.eliminate(cell, digit)?;
    }
    for &(cell, digit) in &step.placements {
        marks.place(cell, digit)?;
    }
    Ok(())
}

/// Explains `puzzle` from its givens to its only solution.
///
/// # Errors
///
/// When it has no solution or several, or `budget` runs out.
pub fn explain(puzzle: &Puzzle, budget: Budget<'_>) -> Result<Explanation, Unexplainable> {
    Ok(Explainer::new(puzzle, budget)?.explain()?)
}

/// The first step from `puzzle`'s givens (`None` when they fill the grid).
///
/// # Errors
///
/// When it has no solution or several, or `budget` runs out.
pub fn hint(puzzle: &Puzzle, budget: Budget<'_>) -> Result<Option<Step>, Unexplainable> {
    let mut explainer = Explainer::new(puzzle, budget)?;
    let marks = explainer.start();
    Ok(explainer.next_step(&marks)?)
}
