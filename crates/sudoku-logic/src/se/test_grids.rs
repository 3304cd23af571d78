//! Grids for the chain searches' tests: like the grids nested searches
//! meet, from the hardest puzzles with candidates struck out.

use super::board::{Board, grid_of, struck};
use super::chaining::Chaining;

/// Dynamic forcing chains (no rule inside their chains).
pub(super) const DYNAMIC: Chaining = Chaining {
    multiple: true,
    dynamic: true,
    nishio: false,
    level: 0,
};

/// SE's static forcing chains (unary chaining).
pub(super) const FORCING: Chaining = Chaining {
    multiple: false,
    dynamic: false,
    nishio: false,
    level: 0,
};

/// Nested grids' likes: two of the hardest list's puzzles, each with one
/// candidate in `one_in` to `one_in + 5` struck out (where it leaves
/// another), for `seeds` seeds.
pub(super) fn struck_boards(one_in: u64, seeds: u64) -> impl Iterator<Item = Board> {
    let hardest = [
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        "1.......2..94...5..6....7.....89..4....3.6.....8.4.....2....1..7.......6..5.8..3.",
    ];
    hardest
        .into_iter()
        .flat_map(move |givens| (0..seeds).map(move |seed| struck(givens, seed, one_in + seed % 6)))
}

/// The boards of each puzzle's path, as a rating meets them, then `seeds`
/// struck boards of it (about one candidate in `one_in(seed)` struck out),
/// puzzle after puzzle: boards that follow one another, and some that do
/// not.
pub(super) fn paths_and_struck(
    puzzles: &[&str],
    seeds: u64,
    one_in: impl Fn(u64) -> u64,
) -> Vec<Board> {
    let mut boards = Vec::new();
    for givens in puzzles {
        let grid = grid_of(givens);
        boards.extend(super::walk(&grid).0.into_iter().map(|(_, board)| board));
        boards.extend((0..seeds).map(|seed| struck(givens, seed, one_in(seed))));
    }
    boards
}

/// The boards of one of the hardest puzzles' path on which SE's static
/// forcing chains find nothing, as a step's search at level 2 or more
/// meets them (the grids its chains reach are these with candidates gone).
pub(super) fn boards_without_static_chains() -> Vec<Board> {
    let hardest =
        ["........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4"];
    paths_and_struck(&hardest, 0, |_| 1)
        .into_iter()
        .filter(|board| !board.solved() && super::nested::every_hint(FORCING, board).is_empty())
        .collect()
}
