//! The Sudoku Explainer scale (SE 1.2.1): its techniques, searched in its
//! order, and its rating of a puzzle (ER/EP/ED).
//!
//! SE rates a puzzle by solving it: at each step it asks its rules, from
//! the easiest, for a hint, applies the first one given, and starts again.
//! ER is the highest rating met on the way, ED the first step's, EP the
//! highest up to the first step that places a digit. The searches here meet
//! houses, cells and digits in SE's order and build chains with SE's
//! parents, so that the path, and every rating on it, is SE's.

mod aligned;
mod basic;
mod binary;
mod board;
mod branches;
mod bug;
mod chaining;
mod closure;
mod conjugates;
mod consequences;
mod hint;
mod links;
mod memo;
mod multiple;
mod needs;
mod nested;
mod plus;
mod potential;
mod pruning;
mod quiet;
mod reach;
mod scope;
mod scratch;
mod static_chains;
mod static_links;
mod step;
#[cfg(test)]
mod test_grids;
mod unary;
mod unique;
mod wing;

use sudoku_core::Grid;

use crate::Candidates;

pub use hint::SeTechnique;
pub use step::SeStep;

use board::Board;
use chaining::Chaining;
use hint::{Hint, tenths};
use scope::Scope;
use step::step_of;

/// Where a search hands its hints: returns true to stop the search.
pub(crate) type Sink<'a> = &'a mut dyn FnMut(Hint) -> bool;

/// Calls `f` with each `k`-subset of `0..n` in SE's order (the subsets as
/// bit masks in increasing order); stops when `f` returns true, and says
/// whether it did. `k` is at most 9 (a house's cells or digits), `n` at
/// most 81.
pub(crate) fn combos(k: usize, n: usize, mut f: impl FnMut(&[usize]) -> bool) -> bool {
    assert!(k <= 9 && n <= 81, "subsets of at most 9 of at most 81");
    if k > n {
        return false;
    }
    let mut value: u128 = (1 << k) - 1;
    let mut idx = [0usize; 9];
    while value < (1 << n) {
        let mut bits = value;
        for slot in &mut idx[..k] {
            *slot = bits.trailing_zeros() as usize;
            bits &= bits - 1;
        }
        if f(&idx[..k]) {
            return true;
        }
        if k == 0 {
            break;
        }
        // The next mask with as many bits (Gosper's hack, the division
        // by the lowest bit a shift).
        let smallest = value & value.wrapping_neg();
        let ripple = value + smallest;
        let ones = ((value ^ ripple) >> 2) >> smallest.trailing_zeros();
        value = ripple | ones;
    }
    false
}

/// A puzzle's rating on the Sudoku Explainer scale, in tenths (SE prints
/// `ER/EP/ED` as `9.0/1.2/1.2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeRating {
    /// ER: the hardest step on the path, in tenths.
    pub er: u32,
    /// EP: the hardest step up to the first placement, in tenths.
    pub ep: u32,
    /// ED: the first step, in tenths.
    pub ed: u32,
    /// The technique of the hardest step (none for a solved grid).
    pub hardest: Option<SeTechnique>,
    /// Whether the path reached the solution. When it did not (no
    /// technique of SE's applies, as for a puzzle with no solution), ER
    /// is 20.0, as `serate` prints it.
    pub complete: bool,
}

/// An easy rule over the part of a board a scope allows.
type Easy = fn(&Board, &Scope, Sink) -> bool;

/// The easy rules that look only where they may find what they did not
/// on the last board on which they found nothing (`quiet.rs`), in SE's
/// order: direct hidden pairs and triples (in the whole houses where
/// something changed: they need a hidden single in the house too), locked
/// candidates, naked pairs, X-wings, hidden pairs, naked triples,
/// swordfish, hidden triples, XY-wings, XYZ-wings, naked quads,
/// jellyfish, hidden quads (the direct locked candidates, which need a
/// hidden single in a third house, always look everywhere).
const EASY: [Easy; quiet::EASY_RULES] = [
    |b, s, k| basic::hidden_set(b, 2, true, &s.whole_houses(), k),
    |b, s, k| basic::hidden_set(b, 3, true, &s.whole_houses(), k),
    |b, s, k| basic::locking(b, false, s, k),
    |b, s, k| basic::naked_set(b, 2, s, k),
    |b, s, k| basic::fish(b, 2, s, k),
    |b, s, k| basic::hidden_set(b, 2, false, s, k),
    |b, s, k| basic::naked_set(b, 3, s, k),
    |b, s, k| basic::fish(b, 3, s, k),
    |b, s, k| basic::hidden_set(b, 3, false, s, k),
    |b, s, k| wing::wing(b, false, s, k),
    |b, s, k| wing::wing(b, true, s, k),
    |b, s, k| basic::naked_set(b, 4, s, k),
    |b, s, k| basic::fish(b, 4, s, k),
    |b, s, k| basic::hidden_set(b, 4, false, s, k),
];

/// Runs easy rule `rule` of [`EASY`] where it may find what it did not on
/// the last board on which it found nothing, and keeps `board` when it
/// finds nothing.
fn quietly(rule: usize, board: &Board, sink: Sink) -> bool {
    let found = EASY[rule](board, &quiet::easy_scope(rule, board), sink);
    if !found {
        quiet::easy_found_nothing(rule, board);
    }
    found
}

/// The rules in SE's order.
fn first_hint(board: &Board) -> Option<Hint> {
    let mut found = None;
    let mut take = |hint: Hint| {
        found = Some(hint);
        true
    };
    let sink: Sink = &mut take;
    let all = &Scope::ALL;
    let done = basic::hidden_single(board, sink)
        || basic::locking(board, true, all, sink)
        || quietly(0, board, sink)
        || basic::naked_single(board, sink)
        || quietly(1, board, sink)
        || quietly(2, board, sink)
        || quietly(3, board, sink)
        || quietly(4, board, sink)
        || quietly(5, board, sink)
        || quietly(6, board, sink)
        || quietly(7, board, sink)
        || quietly(8, board, sink)
        || quietly(9, board, sink)
        || quietly(10, board, sink);
    if done {
        return found;
    }
    if let Some(hint) = unique::unique_loop(board) {
        return Some(hint);
    }
    let done = quietly(11, board, sink) || quietly(12, board, sink) || quietly(13, board, sink);
    if done {
        return found;
    }
    if let Some(hint) = bug::bug(board) {
        return Some(hint);
    }
    if aligned::aligned(board, 2, sink) {
        return found;
    }
    let rule = |multiple, dynamic, nishio, level| Chaining {
        multiple,
        dynamic,
        nishio,
        level,
    };
    if let Some(hint) = rule(false, false, false, 0).first(board) {
        return Some(hint);
    }
    if aligned::aligned(board, 3, sink) {
        return found;
    }
    for chaining in [
        rule(false, true, true, 0),
        rule(true, false, false, 0),
        rule(true, true, false, 0),
        rule(true, true, false, 1),
        rule(true, true, false, 2),
        rule(true, true, false, 3),
        rule(true, true, false, 4),
        rule(true, true, false, 5),
    ] {
        if let Some(hint) = chaining.first(board) {
            return Some(hint);
        }
    }
    None
}

/// SE's hints through a puzzle, each with the board it was found on,
/// applied in turn, and whether they reach the solution.
fn walk(grid: &Grid) -> (Vec<(Hint, Board)>, bool) {
    walk_from(Board::new(grid))
}

/// SE's hints from `board` on.
fn walk_from(mut board: Board) -> (Vec<(Hint, Board)>, bool) {
    let mut hints = Vec::new();
    while !board.solved() {
        // Past the deadline the searches give up: the path ends here, and
        // `within` says why.
        if crate::deadline::passed() {
            return (hints, false);
        }
        let Some(hint) = first_hint(&board) else {
            return (hints, false);
        };
        let before = board.clone();
        hint.apply(&mut board);
        hints.push((hint, before));
    }
    (hints, true)
}

/// ER, EP and ED of a path, as `serate` takes them: ER the hardest step
/// (20.0 for a path that stops), ED the first step, EP the hardest up to
/// the first placement.
fn rating_of(hints: &[(Hint, Board)], solved: bool) -> SeRating {
    let (mut er, mut ep, mut ed) = (0.0f64, 0.0f64, 0.0f64);
    let mut hardest = None;
    for (hint, _) in hints {
        if hint.rating > er {
            er = hint.rating;
            hardest = Some(hint.technique);
        }
        if ep == 0.0 {
            if ed == 0.0 {
                ed = er;
            }
            if hint.place.is_some() {
                ep = er;
            }
        }
    }
    SeRating {
        er: if solved { tenths(er) } else { 200 },
        ep: tenths(ep),
        ed: tenths(ed),
        hardest,
        complete: solved,
    }
}

/// SE's path through a puzzle: each step, until solved or stuck.
pub fn se_path(grid: &Grid) -> (Vec<SeStep>, bool) {
    let (hints, solved) = walk(grid);
    (steps_of(&hints), solved)
}

/// [`se_path`] with the chain searches' pruning turned off: they build
/// every chain SE builds, several times slower. The path is the same
/// (that is what this is for: checking that pruning never changes a
/// hint, `sudoku-bench --rate --unpruned`).
pub fn se_path_unpruned(grid: &Grid) -> (Vec<SeStep>, bool) {
    pruning::with(false, || se_path(grid))
}

/// Forgets what SE's nested chain searches found (kept for every thread
/// and reused, so that rating a puzzle again is quicker): for benchmarks
/// that time one puzzle twice.
pub fn se_forget() {
    memo::forget();
}

/// A puzzle's SE rating (ER/EP/ED), as SE 1.2.1's `serate` gives it.
pub fn se_rate(grid: &Grid) -> SeRating {
    let (hints, solved) = walk(grid);
    rating_of(&hints, solved)
}

/// SE's path and its rating from one walk: [`se_path`] and [`se_rate`]
/// together.
pub fn se_explain(grid: &Grid) -> (Vec<SeStep>, bool, SeRating) {
    explained(walk(grid))
}

/// [`se_explain`] from pencil marks: SE's path starts from the digits and
/// candidates of `marks` (as SE's own grid does when a player has crossed
/// candidates out), and the rating is that path's.
pub fn se_explain_from(marks: &Candidates) -> (Vec<SeStep>, bool, SeRating) {
    explained(walk_from(Board::from_marks(marks)))
}

/// The first step of SE's path from `marks`, as SE's "next hint" gives
/// it; `None` when the grid is solved or none of SE's rules applies.
pub fn se_next_step(marks: &Candidates) -> Option<SeStep> {
    let board = Board::from_marks(marks);
    if board.solved() {
        return None;
    }
    first_hint(&board).map(|hint| step_of(&hint, &board))
}

fn explained((hints, solved): (Vec<(Hint, Board)>, bool)) -> (Vec<SeStep>, bool, SeRating) {
    let rating = rating_of(&hints, solved);
    (steps_of(&hints), solved, rating)
}

/// Hints, each with the board it was found on, as steps.
fn steps_of(hints: &[(Hint, Board)]) -> Vec<SeStep> {
    hints
        .iter()
        .map(|(hint, board)| step_of(hint, board))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::chaining::length_bonus;
    use super::hint::tenths;

    #[test]
    fn the_length_bonus_steps_at_4_6_8_12_16_24_32_48() {
        // Complexity minus 2 is the length; each threshold it exceeds adds 0.1.
        let bonus = |complexity| tenths(length_bonus(complexity));
        let cases = [
            (6, 0),
            (7, 1),
            (8, 1),
            (9, 2),
            (10, 2),
            (11, 3),
            (14, 3),
            (15, 4),
        ];
        for (complexity, expected) in cases {
            assert_eq!(bonus(complexity), expected, "complexity {complexity}");
        }
        assert_eq!(bonus(18), 4);
        assert_eq!(bonus(19), 5);
        assert_eq!(bonus(26), 5);
        assert_eq!(bonus(27), 6);
        assert_eq!(bonus(34), 6);
        assert_eq!(bonus(35), 7);
        assert_eq!(bonus(50), 7);
        assert_eq!(bonus(51), 8);
    }

    #[test]
    fn ratings_round_as_serate_prints_them() {
        assert_eq!(tenths(6.6 + length_bonus(9)), 68);
        assert_eq!(tenths(1.2), 12);
        assert_eq!(tenths(4.5 + 0.3 + 0.2), 50);
        assert_eq!(tenths(8.5 + 0.1 + 0.1 + 0.1 + 0.1 + 0.1), 90);
        assert_eq!(tenths(7.04), 70);
        assert_eq!(tenths(7.06), 71);
    }

    #[test]
    fn combinations_come_in_increasing_mask_order() {
        let mut seen = Vec::new();
        super::combos(2, 4, |idx| {
            seen.push(idx.to_vec());
            false
        });
        let expected = [[0, 1], [0, 2], [1, 2], [0, 3], [1, 3], [2, 3]];
        assert_eq!(seen, expected.map(|a| a.to_vec()));
    }
}
