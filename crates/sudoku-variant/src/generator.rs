//! New variant puzzles: a random filled grid of the layout, then givens
//! taken away in random order while the solution stays the only one (so
//! no given could go: minimal). The same seed gives the same puzzle.

use std::sync::Arc;

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
}

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
/// A size without standard boxes, or windoku on another size than 9.
pub fn empty(size: usize, layout: Layout) -> Result<Puzzle, GenerateError> {
    if !SIZES.contains(&size) || boxes(size).is_none() {
        return Err(GenerateError::Layout(format!(
            "size {size}: puzzles are made in the sizes with standard boxes (4, 6, 8, 9, 10, 12, 14, 15, 16)"
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
        Layout::Windoku => {
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
    let mut puzzle = empty(size, layout)?;
    let mut state = seed;
    let solution = solver::random_solution(&puzzle, next_random(&mut state), budget)?
        .ok_or_else(|| GenerateError::Layout("the layout has no filled grid".to_owned()))?;
    let mut givens = solution;
    let mut order: Vec<Cell> = (0..size * size).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, (next_random(&mut state) % (i as u64 + 1)) as usize);
    }
    for cell in order {
        let kept = givens[cell];
        givens[cell] = 0;
        puzzle.set_givens(givens.clone());
        if solver::count(&puzzle, 2, budget)? != 1 {
            givens[cell] = kept;
        }
    }
    puzzle.set_givens(givens);
    Ok(puzzle)
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
