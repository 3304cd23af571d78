//! A puzzle's difficulty on the two community scales, from its digits
//! alone: a rating is the puzzle's, whatever pencil marks came with it.

use sudoku_core::Grid;

use crate::{Candidates, Explanation, Options, SeRating, explain_from, se_rate};

/// A puzzle's ratings: Sudoku Explainer's ER/EP/ED when `se` is asked for,
/// and HoDoKu's path, whose level and score are HoDoKu's rating, when
/// `hodoku` is. Both start from the digits of `grid`: pencil marks play no
/// part (an explanation starts from them; a rating does not).
pub fn ratings(grid: &Grid, se: bool, hodoku: bool) -> (Option<SeRating>, Option<Explanation>) {
    (
        se.then(|| se_rate(grid)),
        hodoku.then(|| explain_from(Candidates::new(grid), &Options::default())),
    )
}
