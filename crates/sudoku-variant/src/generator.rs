//! New variant puzzles: a random filled grid of the layout, then givens
//! taken away in random order while the solution stays the only one (so
//! no given could go: minimal, unless proving that for one took more than
//! 10,000 search nodes (`CHECK_NODES`), when it stays). The same seed
//! gives the same puzzle.

use std::sync::Arc;

use crate::jigsaw;
use crate::puzzle::{ModelError, Puzzle, SIZES, boxes};
use crate::rule::{Cell, Rule};
use crate::rules::{diagonal, extra_region};
use crate::solver::{self, Budget, Stopped, next_random};

/// The rules a generated puzzle has beside rows, columns and boxes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Layout {
    /// None: a classic puzzle of the size.
    Standard,
    /// Both main diagonals hold different digits.
    X,
    /// Four extra 3×3 regions (9×9 only), as windoku has.
    Windoku,
    /// Random irregular regions instead of boxes (any size, those without
    /// boxes too).
    Jigsaw,
}

/// How many search nodes a random jigsaw layout gets to show a filled
/// grid before another layout is drawn.
const FILL_NODES: u64 = 20_000;

/// How many search nodes the check that a given may go gets: past them,
/// the given stays (the puzzle is still unique, though maybe not minimal).
const CHECK_NODES: u64 = 10_000;

/// How many jigsaw layouts are drawn before giving up.
const LAYOUTS: usize = 64;

/// Why no puzzle was made.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum GenerateError {
    /// A size or layout that cannot be made.
    #[error("{0}")]
    Layout(String),
    /// The model refused it.
    #[error(transparent)]
    Model(#[from] ModelError),
    /// The budget ran out.
    #[error(transparent)]
    Stopped(#[from] Stopped),
}

/// The empty puzzle of `size` with `layout`'s rules.
///
/// # Errors
///
/// A size without standard boxes, windoku on another size than 9, or a
/// jigsaw (its regions are drawn from a seed: [`generate`] makes them).
pub fn empty(size: usize, layout: Layout) -> Result<Puzzle, GenerateError> {
    if layout == Layout::Jigsaw {
        return Err(GenerateError::Layout(
            "a jigsaw's regions are drawn from the seed when it is generated".to_owned(),
        ));
    }
    if !SIZES.contains(&size) || boxes(size).is_none() {
        return Err(GenerateError::Layout(format!(
            "size {size}: puzzles are made in the sizes with standard boxes (4, 6, 8, 9, 10, 12, 14, 15, 16, 20, 25); jigsaw layouts come in any size from 4 to 25"
        )));
    }
    let rules: Vec<Arc<dyn Rule>> = match layout {
        Layout::Standard => Vec::new(),
        Layout::X => vec![
            Arc::new(diagonal::Diagonal::new(size, true)),
            Arc::new(diagonal::Diagonal::new(size, false)),
        ],
        Layout::Windoku if size == 9 => [1, 5]
            .iter()
            .flat_map(|&r| [1, 5].map(move |c| (r, c)))
            .map(|(r, c)| {
                let cells: Vec<Cell> = (0..9).map(|i| (r + i / 3) * 9 + c + i % 3).collect();
                Arc::new(extra_region::ExtraRegion::new(cells)) as Arc<dyn Rule>
            })
            .collect(),
        Layout::Windoku | Layout::Jigsaw => {
            return Err(GenerateError::Layout(format!(
                "windoku is 9×9, not {size}×{size}"
            )));
        }
    };
    Ok(Puzzle::new(size, None, vec![0; size * size], rules)?)
}

/// A new puzzle of `size` with `layout`'s rules, from `seed`.
///
/// # Errors
///
/// As [`empty`], or when the budget runs out.
pub fn generate(
    size: usize,
    layout: Layout,
    seed: u64,
    budget: Budget<'_>,
) -> Result<Puzzle, GenerateError> {
    let mut state = seed;
    let (mut puzzle, solution) = if layout == Layout::Jigsaw {
        jigsaw(size, &mut state, budget)?
    } else {
        let puzzle = empty(size, layout)?;
        let solution = solver::random_solution(&puzzle, next_random(&mut state), budget)?
            .ok_or_else(|| GenerateError::Layout("the layout has no filled grid".to_owned()))?;
        (puzzle, solution)
    };
    let mut givens = solution;
    let mut order: Vec<Cell> = (0..size * size).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, (next_random(&mut state) % (i as u64 + 1)) as usize);
    }
    for cell in order {
        let kept = givens[cell];
        givens[cell] = 0;
        puzzle.set_givens(givens.clone());
        if solver::count_within(&puzzle, 2, CHECK_NODES, budget)? != Some(1) {
            givens[cell] = kept;
        }
    }
    puzzle.set_givens(givens);
    Ok(puzzle)
}

/// An empty jigsaw of `size` and a random filled grid of it: layouts are
/// drawn until one shows a filled grid within [`FILL_NODES`].
fn jigsaw(
    size: usize,
    state: &mut u64,
    budget: Budget<'_>,
) -> Result<(Puzzle, Vec<u8>), GenerateError> {
    if !SIZES.contains(&size) {
        return Err(ModelError::Size(size).into());
    }
    for _ in 0..LAYOUTS {
        let regions = jigsaw::regions(size, state);
        let puzzle = Puzzle::new(size, Some(regions), vec![0; size * size], Vec::new())?;
        if let Some(grid) = solver::random_fill(&puzzle, next_random(state), FILL_NODES, budget)? {
            return Ok((puzzle, grid));
        }
    }
    Err(GenerateError::Layout(format!(
        "no {size}×{size} jigsaw layout with a filled grid was found in {LAYOUTS} tries"
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_layout_gives_a_unique_minimal_puzzle_the_same_for_a_seed() {
        for (size, layout) in [
            (4, Layout::Standard),
            (6, Layout::Standard),
            (9, Layout::X),
            (9, Layout::Windoku),
            (8, Layout::X),
            (7, Layout::Jigsaw),
            (9, Layout::Jigsaw),
        ] {
            let puzzle = generate(size, layout, 7, Budget::NONE).unwrap();
            assert_eq!(
                solver::count(&puzzle, 2, Budget::NONE).unwrap(),
                1,
                "{size} {layout:?}"
            );
            // Minimal: no given can go.
            for cell in (0..size * size).filter(|&c| puzzle.givens()[c] != 0) {
                let mut less = puzzle.clone();
                let mut givens = puzzle.givens().to_vec();
                givens[cell] = 0;
                less.set_givens(givens);
                assert_eq!(
                    solver::count(&less, 2, Budget::NONE).unwrap(),
                    2,
                    "{size} {layout:?} {cell}"
                );
            }
            let again = generate(size, layout, 7, Budget::NONE).unwrap();
            assert_eq!(again.givens(), puzzle.givens());
            let other = generate(size, layout, 8, Budget::NONE).unwrap();
            assert_ne!(other.givens(), puzzle.givens());
        }
        assert!(generate(9, Layout::Windoku, 1, Budget::NONE).is_ok());
        let jigsaw = generate(9, Layout::Jigsaw, 7, Budget::NONE).unwrap();
        assert!(!jigsaw.standard_regions());
        assert!(matches!(
            generate(7, Layout::Standard, 1, Budget::NONE),
            Err(GenerateError::Layout(_))
        ));
        assert!(matches!(
            generate(6, Layout::Windoku, 1, Budget::NONE),
            Err(GenerateError::Layout(_))
        ));
    }
}
