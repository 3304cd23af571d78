//! What a step's searches may pass over. On a puzzle's path the
//! candidates only go, and a step's search mostly finds nothing: the last
//! board on which a rule found nothing is kept (a thread's), and on a
//! later board the rule looks only where what it could find may have
//! changed since.
//!
//! Nishio chains follow one digit (a candidate on turns its digit off
//! where it sees it, one off turns on its digit's last place in a house),
//! so what those of a digit find depends only on that digit's places:
//! the digits whose places are as they were find nothing again (on a
//! board that follows, where no cell has more candidates). An easy
//! rule's hint (locked candidates, naked and hidden sets, fish, wings)
//! that was not there before needed gone a candidate gone since: the rule
//! looks only where candidates went, as inside a chain (`scope.rs`; a
//! direct hidden set, in the whole houses where something went); so do
//! unique loops (`unique.rs`). (Aligned exclusions keep their own board,
//! `aligned.rs`.)

use std::cell::RefCell;

use super::board::Board;
use super::scope::Scope;

thread_local! {
    /// The last board on which Nishio chains found nothing.
    static NISHIO: RefCell<Option<Box<Board>>> = const { RefCell::new(None) };
    /// For each easy rule, the last board on which it found nothing.
    static EASY: RefCell<[Option<Box<Board>>; EASY_RULES + 1]> =
        const { RefCell::new([const { None }; EASY_RULES + 1]) };
}

/// How many easy rules keep a board.
pub(super) const EASY_RULES: usize = 14;

/// The unique loops' place among the easy rules' kept boards, after the
/// others.
pub(super) const UNIQUE_LOOPS: usize = EASY_RULES;

/// The digits (bit `d`) whose places on `board` differ from those on the
/// last board where Nishio chains found nothing, when `board` follows it
/// (a cell's chains run only where it has two candidates or more, which
/// only a board that follows keeps to fewer cells); every digit
/// otherwise.
pub(super) fn nishio_digits(board: &Board) -> u16 {
    NISHIO.with(|kept| match kept.borrow().as_deref() {
        Some(kept) if follows(board, kept) => (1..10)
            .filter(|&d| kept.digit_cells[d] != board.digit_cells[d])
            .fold(0, |m, d| m | 1 << d),
        _ => 0x3fe,
    })
}

/// Keeps `board` as one where Nishio chains found nothing.
pub(super) fn nishio_found_nothing(board: &Board) {
    NISHIO.with(|kept| *kept.borrow_mut() = Some(Box::new(board.clone())));
}

/// Where easy rule `rule` (below [`EASY_RULES`], or [`UNIQUE_LOOPS`]) may
/// find a hint on `board`: where candidates went since the last board on
/// which it found nothing, when `board` follows that one (its candidates
/// among that one's, the digits placed there placed alike); everywhere
/// otherwise.
pub(super) fn easy_scope(rule: usize, board: &Board) -> Scope {
    EASY.with(|easy| match easy.borrow()[rule].as_deref() {
        Some(kept) if follows(board, kept) => Scope::changed(kept, board),
        _ => Scope::ALL,
    })
}

/// Keeps `board` as one where easy rule `rule` found nothing.
pub(super) fn easy_found_nothing(rule: usize, board: &Board) {
    EASY.with(|easy| easy.borrow_mut()[rule] = Some(Box::new(board.clone())));
}

/// Whether `board` follows `kept` on a path: its candidates among those
/// of `kept`, and the digits placed on `kept` placed alike.
fn follows(board: &Board, kept: &Board) -> bool {
    (0..81).all(|c| {
        board.cands[c] & !kept.cands[c] == 0
            && (kept.values[c] == 0 || kept.values[c] == board.values[c])
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::se::chaining::{Chaining, Search};
    use crate::se::test_grids::paths_and_struck;

    const NISHIO: Chaining = Chaining {
        multiple: false,
        dynamic: true,
        nishio: true,
        level: 0,
    };

    /// Puzzles of magictour's top list whose paths take Nishio chains (the
    /// fourth, a unique rectangle of type 4), and one of the rated puzzles
    /// whose path takes a direct hidden set that a change elsewhere in its
    /// house made.
    const PUZZLES: [&str; 5] = [
        "5.1.94....2.6.59................2.17.3..4..6.......5.........2.....3.8...6.8.93..",
        ".1.....8....75.....39...6........8.6.9..2.4..6.1....9.......2....2149.381...3....",
        "...3.9.7.8..4.....1........2..5..6...3.....4.....1....5.....8......2.1.....7....9",
        ".5.7.1...2.8....6...........4.3..5..9.2......6...8.....7.1..3......2..9..........",
        "..6..38..1......4....56719.2.........6974....58...2....43.9...7........99.....2..",
    ];

    /// The boards of each puzzle's path, as a rating meets them, and
    /// struck boards of each, one after the other.
    fn boards() -> Vec<Board> {
        paths_and_struck(&PUZZLES, 4, |seed| 5 + seed)
    }

    #[test]
    fn an_easy_rule_looks_only_where_it_may_find_what_it_did_not() {
        let boards = boards();
        let (mut found, mut passed_over) = ([0; EASY_RULES], 0);
        for board in &boards {
            for (rule, search) in crate::se::EASY.iter().enumerate() {
                passed_over += (0..81)
                    .filter(|&c| !easy_scope(rule, board).has_cell(c))
                    .count();
                let mut everywhere = None;
                search(board, &Scope::ALL, &mut |hint| {
                    everywhere = Some(format!("{hint:?}"));
                    true
                });
                let mut quietly = None;
                crate::se::quietly(rule, board, &mut |hint| {
                    quietly = Some(format!("{hint:?}"));
                    true
                });
                found[rule] += usize::from(everywhere.is_some());
                assert_eq!(quietly, everywhere, "rule {rule}");
            }
        }
        // The pairs, triples and wings find something, and most cells are
        // passed over.
        assert!(
            found[..11].iter().filter(|&&n| n > 0).count() >= 9,
            "{found:?}"
        );
        assert!(found[0] > 0, "{found:?}");
        let asked = boards.len() * EASY_RULES * 81;
        assert!(passed_over * 2 > asked, "{passed_over} of {asked}");
    }

    #[test]
    fn unique_loops_that_could_give_nothing_new_are_passed_over() {
        let boards = boards();
        let mut found = 0;
        for board in &boards {
            let everywhere = crate::se::unique::loops(board, &Scope::ALL).map(|h| format!("{h:?}"));
            found += usize::from(everywhere.is_some());
            let quietly = crate::se::unique::unique_loop(board).map(|h| format!("{h:?}"));
            assert_eq!(quietly, everywhere);
        }
        assert!(found >= 5, "{found} hints");
    }

    #[test]
    fn a_nishio_search_passes_over_only_digits_that_find_nothing() {
        // The hint of the search that passes over digits is that of one
        // that follows every digit.
        let boards = boards();
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
