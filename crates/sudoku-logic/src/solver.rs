//! The solving path: the easiest technique that makes progress, again and
//! again, until the grid is solved.

use sudoku_core::{Grid, Solution};

use crate::techniques::find_first;
use crate::{Candidates, Level, Step, Technique};

/// How the solver chooses its steps.
#[derive(Clone, Debug)]
pub struct Options {
    /// Use the uniqueness techniques (unique rectangles, BUG+1), which are
    /// sound only for a puzzle with one solution.
    pub uniqueness: bool,
    /// The techniques, easiest first. By default HoDoKu's order, without
    /// the verities of chains and nets drawn with singles (and locked
    /// candidates and pairs): [`Technique::ForcingChainVerity`]'s and
    /// [`Technique::ForcingNetVerity`]'s own searches. HoDoKu's forcing
    /// chains and nets give their verities themselves. Nor do the nice
    /// loops have their own places: the AIC searches ([`Technique::Aic`],
    /// [`Technique::GroupedAic`]) find them and take the best of loops and
    /// chains together, as HoDoKu's search does.
    pub order: Vec<Technique>,
    /// Where no technique but [`Technique::BruteForce`] helps, guess as
    /// HoDoKu does (the default, so that the score is HoDoKu's); `false`
    /// takes nested forcing nets there instead, a path without guessing
    /// whose score is then not HoDoKu's.
    pub guess: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            uniqueness: true,
            order: Technique::ALL
                .iter()
                .copied()
                .filter(|&t| {
                    !matches!(
                        t,
                        Technique::ForcingChainVerity
                            | Technique::ForcingNetVerity
                            | Technique::ContinuousNiceLoop
                            | Technique::DiscontinuousNiceLoop
                            | Technique::GroupedContinuousNiceLoop
                            | Technique::GroupedDiscontinuousNiceLoop
                    )
                })
                .collect(),
            guess: true,
        }
    }
}

/// Whether `technique` relies on the puzzle having one solution.
pub fn needs_uniqueness(technique: Technique) -> bool {
    matches!(
        technique,
        Technique::BugPlusOne
            | Technique::UniqueRectangle1
            | Technique::UniqueRectangle2
            | Technique::UniqueRectangle3
            | Technique::UniqueRectangle4
            | Technique::UniqueRectangle5
            | Technique::UniqueRectangle6
            | Technique::HiddenRectangle
            | Technique::AvoidableRectangle1
            | Technique::AvoidableRectangle2
    )
}

/// The next step: the first that the easiest technique able to make
/// progress finds; `None` when the grid is solved or no technique helps.
///
/// Singles are taken in the order HoDoKu takes them, from the queues the
/// grid keeps as candidates go (which this call advances), so that the
/// path, its score and its level are HoDoKu's.
pub fn next_step(grid: &mut Candidates, options: &Options) -> Option<Step> {
    if grid.is_solved() {
        return None;
    }
    for &technique in &options.order {
        if !options.uniqueness && needs_uniqueness(technique) {
            continue;
        }
        let step = match technique {
            Technique::FullHouse | Technique::NakedSingle | Technique::HiddenSingle => {
                crate::queues::next_single(grid, technique)
            }
            Technique::BruteForce if !options.guess => crate::techniques::nested_net(grid),
            _ => find_first(technique, grid),
        };
        if let Some(step) = step.filter(Step::makes_progress) {
            return Some(step);
        }
    }
    None
}

/// Why a puzzle is not explained: it has no single solution for logic to
/// reach, or its pencil marks have lost it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Unexplainable {
    /// The puzzle has no solution.
    #[error("the puzzle has no solution")]
    NoSolution,
    /// Two givens break the rules.
    #[error("the puzzle has no solution: {0}")]
    Conflict(sudoku_core::Conflict),
    /// The puzzle has more than one solution: logic cannot finish it.
    #[error("the puzzle has more than one solution, so no logic leads to one")]
    Several,
    /// The pencil marks given with the puzzle rule out its solution.
    #[error("the pencil marks rule out the solution: {0} has lost its digit")]
    LostDigit(sudoku_core::Cell),
}

/// The pencil marks an explanation of `puzzle` starts from: `marks` (bit
/// `d - 1` for digit `d`, as a candidates grid gives them) where given,
/// else every candidate; or why there is nothing to explain.
///
/// # Errors
///
/// A puzzle without a solution (clashing givens named), with several, or
/// whose marks have lost a digit of its solution.
pub fn start(puzzle: &Grid, marks: Option<&[u16; 81]>) -> Result<Candidates, Unexplainable> {
    let solution = match sudoku_core::solve(puzzle) {
        Solution::Unique(solution) => solution,
        Solution::None => {
            return Err(match puzzle.validate() {
                Err(conflict) => Unexplainable::Conflict(conflict),
                Ok(()) => Unexplainable::NoSolution,
            });
        }
        Solution::Multiple(_) => return Err(Unexplainable::Several),
    };
    let candidates = match marks {
        Some(marks) => Candidates::with_marks(puzzle, marks),
        None => Candidates::new(puzzle),
    };
    let lost = sudoku_core::Cell::all().find(|&cell| {
        candidates.value(cell).is_none()
            && solution
                .get(cell)
                .is_some_and(|digit| !candidates.candidates(cell).any(|d| d == digit))
    });
    match lost {
        Some(cell) => Err(Unexplainable::LostDigit(cell)),
        None => Ok(candidates),
    }
}

/// A puzzle's solving path.
#[derive(Clone, Debug)]
pub struct Explanation {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// The grid at the end: the solution, unless the techniques ran out.
    pub end: Candidates,
}

impl Explanation {
    /// Whether the steps reach the solution.
    pub fn solved(&self) -> bool {
        self.end.is_solved()
    }

    /// The hardest technique used, by HoDoKu's order.
    pub fn hardest(&self) -> Option<Technique> {
        self.steps.iter().map(|s| s.technique).max()
    }

    /// HoDoKu's score: the points of every step.
    pub fn score(&self) -> u32 {
        self.steps.iter().map(|s| s.technique.points()).sum()
    }

    /// HoDoKu's level: the highest level of a technique used, raised while
    /// the score is above the level's cap.
    pub fn level(&self) -> Level {
        let mut level = self
            .steps
            .iter()
            .map(|s| s.technique.level())
            .max()
            .unwrap_or(Level::Easy);
        let score = self.score();
        while score > level.max_score() {
            match level.next() {
                Some(next) => level = next,
                None => break,
            }
        }
        level
    }
}

/// Solves `puzzle` step by step, the way a person would.
///
/// ```
/// use sudoku_core::Grid;
/// use sudoku_logic::{explain, Options};
///
/// let line = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
/// let mut values = [0u8; 81];
/// for (v, c) in values.iter_mut().zip(line.bytes()) {
///     *v = if c == b'.' { 0 } else { c - b'0' };
/// }
/// let explanation = explain(&Grid::from_values(values).unwrap(), &Options::default()).unwrap();
/// assert!(explanation.solved());
/// assert_eq!(explanation.steps[0].to_string(), "Naked Single: r5c4=9");
/// ```
///
/// # Errors
///
/// A puzzle without a solution, or with several.
pub fn explain(puzzle: &Grid, options: &Options) -> Result<Explanation, Unexplainable> {
    Ok(explain_from(start(puzzle, None)?, options))
}

/// Solves from pencil marks, step by step, as far as the techniques go.
pub fn explain_from(mut grid: Candidates, options: &Options) -> Explanation {
    let mut steps = Vec::new();
    // Past the deadline (see `within`) the path ends where it is.
    while !crate::deadline::passed()
        && let Some(step) = next_step(&mut grid, options)
    {
        grid.apply(&step);
        steps.push(step);
    }
    Explanation { steps, end: grid }
}
