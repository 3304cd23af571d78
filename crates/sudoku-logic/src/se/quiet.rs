//! The digits a Nishio search may pass over. Nishio chains follow one
//! digit (a candidate on turns its digit off where it sees it, one off
//! turns on its digit's last place in a house), so what those of a digit
//! find depends only on that digit's places. On a puzzle's path the
//! candidates only go, and a step's search mostly finds nothing: the last
//! board on which it found nothing is kept (a thread's), and on a later
//! board the digits whose places are as they were there find nothing
//! again.

use std::cell::RefCell;

use super::board::Board;

thread_local! {
    /// Each digit's places on the last board where Nishio chains found
    /// nothing.
    static QUIET: RefCell<Option<[u128; 10]>> = const { RefCell::new(None) };
}

/// The digits (bit `d`) whose places on `board` differ from those on the
/// last board where Nishio chains found nothing: every digit if none.
pub(super) fn nishio_digits(board: &Board) -> u16 {
    QUIET.with(|quiet| match &*quiet.borrow() {
        Some(places) => (1..10)
            .filter(|&d| places[d] != board.digit_cells[d])
            .fold(0, |m, d| m | 1 << d),
        None => 0x3fe,
    })
}

/// Keeps `board` as one where Nishio chains found nothing.
pub(super) fn nishio_found_nothing(board: &Board) {
    QUIET.with(|quiet| *quiet.borrow_mut() = Some(board.digit_cells));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::se::board::struck;
    use crate::se::chaining::{Chaining, Search};

    const NISHIO: Chaining = Chaining {
        multiple: false,
        dynamic: true,
        nishio: true,
        level: 0,
    };

    /// Puzzles of magictour's top list whose paths take Nishio chains.
    const PUZZLES: [&str; 3] = [
        "5.1.94....2.6.59................2.17.3..4..6.......5.........2.....3.8...6.8.93..",
        ".1.....8....75.....39...6........8.6.9..2.4..6.1....9.......2....2149.381...3....",
        "...3.9.7.8..4.....1........2..5..6...3.....4.....1....5.....8......2.1.....7....9",
    ];

    #[test]
    fn a_nishio_search_passes_over_only_digits_that_find_nothing() {
        // The boards of each puzzle's path, as a rating meets them, and
        // struck boards of each, one after the other: the hint of the
        // search that passes over digits is that of one that follows
        // every digit.
        let mut boards: Vec<Board> = Vec::new();
        for givens in PUZZLES {
            let grid = sudoku_core::Grid::from_values(std::array::from_fn(|i| {
                let b = givens.as_bytes()[i];
                if b.is_ascii_digit() { b - b'0' } else { 0 }
            }))
            .expect("a grid");
            boards.extend(crate::se::walk(&grid).0.into_iter().map(|(_, board)| board));
            boards.extend((0..4).map(|seed| struck(givens, seed, 5 + seed)));
        }
        let (mut found, mut passed_over) = (0, 0);
        for board in &boards {
            let digits = nishio_digits(board);
            passed_over += (0x3fe & !digits).count_ones();
            let mut search = Search::new(board, NISHIO);
            search.run();
            let every = search.best.found.map(|(_, _, _, hint)| format!("{hint:?}"));
            found += usize::from(every.is_some());
            assert_eq!(NISHIO.first(board).map(|hint| format!("{hint:?}")), every);
        }
        assert!(found >= 10, "{found} hints");
        assert!(passed_over >= 100, "{passed_over} digits passed over");
    }
}
