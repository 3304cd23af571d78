//! A puzzle's difficulty on the two community scales, from its digits
//! alone: a rating is the puzzle's, whatever pencil marks came with it.

use sudoku_core::Grid;

use crate::{Candidates, Explanation, Options, Scale, SeRating, explain_from, se_rate};

/// A puzzle's ratings on `scale`, or on both scales when it is `None`:
/// Sudoku Explainer's ER/EP/ED, and HoDoKu's path, whose level and score
/// are HoDoKu's rating. Both start from the digits of `grid`: pencil marks
/// play no part (an explanation starts from them; a rating does not).
pub fn ratings(grid: &Grid, scale: Option<Scale>) -> (Option<SeRating>, Option<Explanation>) {
    let asked = |which| scale.is_none_or(|scale| scale == which);
    (
        asked(Scale::Se).then(|| se_rate(grid)),
        asked(Scale::Hodoku).then(|| explain_from(Candidates::new(grid), &Options::default())),
    )
}
