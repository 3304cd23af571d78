//! SE's aligned pair and triple exclusion: the combinations of values two
//! or three cells can take, less those that would empty a cell they all
//! see.
//!
//! Whether a pair or triple removes anything depends only on its cells'
//! candidates and those of the excluders they share (cells they all see).
//! A puzzle's path asks again and again on boards that differ in a few
//! cells, and mostly nothing is found: the last board on which a search
//! offered nothing is kept (a thread's, one a degree), and on the next
//! board the cells and excluders that are as they were there, in a pair
//! or triple tried there, are passed over. What is found, and its order,
//! is what a search of every cell finds.

use std::cell::RefCell;

use super::Sink;
use super::board::{Board, PEER_MASK, PEERS, digits, peers_of, sees, several};
use super::hint::{Focus, Hint, SeTechnique};

/// A board on which a search offered no hint, and the cells it listed.
struct Quiet {
    board: Board,
    listed: u128,
}

thread_local! {
    /// For each degree (2 and 3), the last board on which the search
    /// offered no hint.
    static QUIET: RefCell<[Option<Box<Quiet>>; 2]> = const { RefCell::new([None, None]) };
}

/// The cells an aligned exclusion of `degree` starts from, and their
/// excluders: the cells they see with two to `degree` candidates.
struct Listing {
    /// The cells with two candidates or more, no naked single among their
    /// peers and an excluder.
    in_list: u128,
    /// Each listed cell's excluders, as a set (empty for the others).
    masks: [u128; 81],
}

impl Listing {
    fn of(board: &Board, degree: usize) -> Listing {
        let (mut singles, mut small, mut open) = (0u128, 0u128, 0u128);
        for c in 0..81 {
            match board.count(c) as usize {
                0 => {}
                1 => singles |= 1 << c,
                n => {
                    open |= 1 << c;
                    if n <= degree {
                        small |= 1 << c;
                    }
                }
            }
        }
        let mut listing = Listing {
            in_list: 0,
            masks: [0; 81],
        };
        let mut rest = open;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mask = PEER_MASK[c] & small;
            if PEER_MASK[c] & singles == 0 && mask != 0 {
                listing.in_list |= 1 << c;
                listing.masks[c] = mask;
            }
        }
        listing
    }
}

/// The pairs or triples tried on a board where nothing was found whose
/// cells and shared excluders are as they were there: they find nothing
/// again.
struct Unchanged {
    /// The cells to try anew: not listed on that board, or changed.
    fresh: u128,
    /// The cells whose value or candidates differ.
    changed: u128,
}

impl Unchanged {
    /// Against the board kept for `degree`; none kept, nothing unchanged.
    fn since(board: &Board, degree: usize) -> Unchanged {
        QUIET.with(|quiet| match quiet.borrow()[degree - 2].as_deref() {
            Some(Quiet { board: old, listed }) => {
                let changed = (0..81)
                    .filter(|&c| old.values[c] != board.values[c] || old.cands[c] != board.cands[c])
                    .fold(0, |m, c| m | 1 << c);
                Unchanged {
                    fresh: (!listed | changed) & ((1 << 81) - 1),
                    changed,
                }
            }
            None => Unchanged {
                fresh: u128::MAX,
                changed: u128::MAX,
            },
        })
    }

    /// Of `below` (listed cells before `c1`), those that may make with
    /// `c1` a pair (or, with `reach`, the cells whose excluders make a
    /// triple with a cell to try anew, a triple) not as it was: `c1` or
    /// the other among `reach`, or a changed cell both see.
    fn firsts(&self, c1: usize, below: u128, reach: u128) -> u128 {
        if reach & 1 << c1 != 0 {
            return below;
        }
        below & (reach | peers_of(PEER_MASK[c1] & self.changed))
    }

    /// Of `thirds`, those that with `c0` and `c1` make a triple not as it
    /// was on the kept board (a cell, or a cell all three see, changed, or
    /// a cell not listed there).
    fn anew(&self, c0: usize, c1: usize, thirds: u128) -> u128 {
        let pair = 1 << c0 | 1 << c1;
        if pair & self.fresh != 0 {
            return thirds;
        }
        let seen_changed = PEER_MASK[c0] & PEER_MASK[c1] & self.changed;
        let mut anew = thirds & self.fresh;
        if seen_changed != 0 {
            let mut rest = thirds & !anew;
            while rest != 0 {
                let third = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                if PEER_MASK[third] & seen_changed != 0 {
                    anew |= 1 << third;
                }
            }
        }
        anew
    }
}

/// Aligned exclusion over `degree` (2 or 3) cells.
pub(crate) fn aligned(board: &Board, degree: usize, sink: Sink) -> bool {
    let listing = Listing::of(board, degree);
    let unchanged = Unchanged::since(board, degree);
    let mut offered = false;
    let mut counted = |hint: Hint| {
        offered = true;
        sink(hint)
    };
    let found = search(board, degree, &listing, &unchanged, &mut counted);
    if !offered {
        let quiet = Box::new(Quiet {
            board: board.clone(),
            listed: listing.in_list,
        });
        QUIET.with(|kept| kept.borrow_mut()[degree - 2] = Some(quiet));
    }
    found
}

/// The search of `listing`'s cells, passing over what `unchanged` says
/// finds nothing.
fn search(
    board: &Board,
    degree: usize,
    listing: &Listing,
    unchanged: &Unchanged,
    sink: Sink,
) -> bool {
    let Listing { in_list, masks } = listing;
    if in_list.count_ones() < degree as u32 {
        return false;
    }
    // The cells that may make a pair or triple not as it was: those to
    // try anew and, for triples, those with such an excluder.
    let mut reach = unchanged.fresh & in_list;
    if degree == 3 {
        let mut rest = *in_list;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if masks[c] & unchanged.fresh & in_list != 0 {
                reach |= 1 << c;
            }
        }
    }
    // SE's order: the pairs of listed cells by the later, then by the
    // earlier.
    let mut seconds = *in_list;
    while seconds != 0 {
        let c1 = seconds.trailing_zeros() as usize;
        seconds &= seconds - 1;
        let mut firsts = unchanged.firsts(c1, in_list & ((1 << c1) - 1), reach);
        while firsts != 0 {
            let c0 = firsts.trailing_zeros() as usize;
            firsts &= firsts - 1;
            if pair(board, degree, listing, unchanged, [c0, c1], sink) {
                return true;
            }
        }
    }
    false
}

/// The pair `c0`, `c1` (degree 2) or the triples it starts (degree 3).
fn pair(
    board: &Board,
    degree: usize,
    listing: &Listing,
    unchanged: &Unchanged,
    [c0, c1]: [usize; 2],
    sink: Sink,
) -> bool {
    let Listing { in_list, masks } = listing;
    if degree == 2 {
        // `Unchanged::firsts` gave only the pairs not as they were.
        return try_cells(board, &[c0, c1], masks, sink);
    }
    let common = masks[c0] & masks[c1];
    if !several(common) {
        // Every triple with this pair needs two common excluders.
        return false;
    }
    // The third cells to try: listed, with two excluders in common with
    // the pair, and not as they were where nothing was found.
    let thirds = (masks[c0] | masks[c1]) & in_list & !(1 << c0 | 1 << c1);
    let mut rest = unchanged.anew(c0, c1, thirds);
    let mut to_try = 0u128;
    while rest != 0 {
        let third = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if several(common & masks[third]) {
            to_try |= 1 << third;
        }
    }
    if to_try == 0 {
        return false;
    }
    if !several(to_try) {
        let third = to_try.trailing_zeros() as usize;
        return try_cells(board, &[c0, c1, third], masks, sink);
    }
    // The third cells in SE's order: the excluders of the first in its
    // peers' order, then the new ones of the second in its (at most 20
    // each).
    let (mut order, mut n) = ([(0u8, 0u8); 40], 0);
    let mut rest = to_try;
    while rest != 0 {
        let third = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let at = if masks[c0] & 1 << third != 0 {
            PEER_INDEX[c0][third]
        } else {
            20 + PEER_INDEX[c1][third]
        };
        order[n] = (at, third as u8);
        n += 1;
    }
    order[..n].sort_unstable();
    order[..n]
        .iter()
        .any(|&(_, third)| try_cells(board, &[c0, c1, usize::from(third)], masks, sink))
}

/// Where each cell stands among each cell's peers (their order in
/// [`PEERS`]); 0 for the others.
const PEER_INDEX: [[u8; 81]; 81] = {
    let mut index = [[0u8; 81]; 81];
    let mut c = 0;
    while c < 81 {
        let mut i = 0;
        while i < 20 {
            index[c][PEERS[c][i] as usize] = i as u8;
            i += 1;
        }
        c += 1;
    }
    index
};

fn try_cells(board: &Board, cells: &[usize], masks: &[u128; 81], sink: Sink) -> bool {
    let common = cells.iter().fold(u128::MAX, |m, &c| m & masks[c]);
    if !several(common) {
        return false;
    }
    let mut excl = [0u16; 20];
    let mut n_excl = 0;
    let mut rest = common;
    while rest != 0 {
        let e = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if n_excl < excl.len() {
            excl[n_excl] = board.cands[e];
            n_excl += 1;
        }
    }
    let excl = &excl[..n_excl];
    let n = cells.len();
    let cands = [
        board.cands[cells[0]],
        board.cands[cells[1]],
        if n == 3 { board.cands[cells[2]] } else { 0 },
    ];
    let see01 = sees(cells[0], cells[1]);
    let (see02, see12) = if n == 3 {
        (sees(cells[0], cells[2]), sees(cells[1], cells[2]))
    } else {
        (false, false)
    };
    // The values each cell keeps: those of a combination with no two
    // cells that see each other alike and no excluder's candidates all
    // among its values. For each value of the first two cells, the third
    // cell's values that complete it: an excluder within the two values
    // leaves none, one that needs a single value more rules that out.
    let mut allowed = [0u16; 3];
    for v0 in digits(cands[0]) {
        for v1 in digits(cands[1]) {
            if v0 == v1 && see01 {
                continue;
            }
            let pair = 1 << v0 | 1 << v1;
            let mut third = if n == 3 { cands[2] } else { 1 };
            if see02 {
                third &= !(1 << v0);
            }
            if see12 {
                third &= !(1 << v1);
            }
            for &e in excl {
                let rest = e & !pair;
                if rest == 0 {
                    third = 0;
                    break;
                }
                if n == 3 && rest & (rest - 1) == 0 {
                    third &= !rest;
                }
            }
            if third == 0 {
                continue;
            }
            allowed[0] |= 1 << v0;
            allowed[1] |= 1 << v1;
            if n == 3 {
                allowed[2] |= third;
            }
            // Every value of every cell allowed: nothing to remove.
            if (0..n).all(|i| allowed[i] == cands[i]) {
                return false;
            }
        }
    }
    let removals: Vec<(u8, u16)> = cells
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| {
            let m = board.cands[c] & !allowed[i];
            (m != 0).then_some((c as u8, m))
        })
        .collect();
    let (technique, rating) = if n == 2 {
        (SeTechnique::AlignedPairExclusion, 6.2)
    } else {
        (SeTechnique::AlignedTripleExclusion, 7.5)
    };
    let hint = Hint::new(technique, rating, removals, None);
    hint.is_worth() && sink(hint.at(Focus::cells(0, cells.iter().copied())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::se::test_grids::paths_and_struck;

    impl Listing {
        /// Cell `c`'s excluders in SE's order (its peers' order).
        fn excluders(&self, c: usize) -> impl Iterator<Item = usize> + '_ {
            PEERS[c]
                .iter()
                .map(|&e| usize::from(e))
                .filter(move |&e| self.masks[c] & 1 << e != 0)
        }
    }

    /// Puzzles of magictour's top list whose paths take aligned triple
    /// (the first two) and pair exclusions.
    const PUZZLES: [&str; 4] = [
        "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..",
        "..1.....7...89..........6..26..3.......5...749...........1.4.5.83.............2..",
        "12.4.........8...37....6...........8.....2.45..59...6..1...4.9..7....8..96..1..2.",
        "2..5..6...9.....3...1..9..44..9..7...5..4..8...7..1..6...1..3...2..7..9...8..3..5",
    ];

    /// The first hint in SE's order, every pair and triple tried: the
    /// pairs of listed cells by the later, then the earlier, and a pair's
    /// third cells among the first's excluders, then the second's.
    fn reference(board: &Board, degree: usize) -> Option<String> {
        let listing = Listing::of(board, degree);
        let list: Vec<usize> = (0..81).filter(|&c| listing.in_list & 1 << c != 0).collect();
        let masks = &listing.masks;
        let mut first = None;
        let mut sink = |hint: Hint| {
            first = Some(format!("{hint:?}"));
            true
        };
        crate::se::combos(2, list.len(), |pair| {
            let (c0, c1) = (list[pair[0]], list[pair[1]]);
            if degree == 2 {
                return try_cells(board, &[c0, c1], masks, &mut sink);
            }
            let from_c1 = listing.excluders(c1).filter(|&e| masks[c0] & 1 << e == 0);
            listing.excluders(c0).chain(from_c1).any(|third| {
                listing.in_list & 1 << third != 0
                    && third != c0
                    && third != c1
                    && try_cells(board, &[c0, c1, third], masks, &mut sink)
            })
        });
        first
    }

    /// The first hint of [`aligned`], which passes over what the board
    /// kept from the last quiet search says.
    fn kept(board: &Board, degree: usize) -> Option<String> {
        let mut first = None;
        aligned(board, degree, &mut |hint: Hint| {
            first = Some(format!("{hint:?}"));
            true
        });
        first
    }

    #[test]
    fn the_first_hint_is_ses_and_what_is_passed_over_finds_nothing() {
        // The first hint of each search, which passes over the pairs and
        // triples as they were on the last quiet board, is the first of
        // all in SE's order, on the boards of each puzzle's path, as a
        // rating meets them, and struck boards of each puzzle, one after
        // the other.
        let boards = paths_and_struck(&PUZZLES, 6, |seed| 4 + seed);
        let (mut found, mut near) = (0, 0);
        for board in &boards {
            for degree in [2, 3] {
                let unchanged = Unchanged::since(board, degree);
                if unchanged.fresh.count_ones() < 60 && unchanged.changed.count_ones() < 20 {
                    near += 1;
                }
                let expected = reference(board, degree);
                found += usize::from(expected.is_some());
                assert_eq!(kept(board, degree), expected, "degree {degree}");
            }
        }
        // Hints of both degrees are found, and most searches follow a
        // quiet board that differs from theirs in a few cells.
        assert!(found >= 8, "{found} hints");
        assert!(near * 2 > boards.len(), "{near} of {} boards", boards.len());
    }

    #[test]
    fn a_pair_with_forty_third_cells_is_searched_like_any() {
        // Every cell holds 1, 2 and 3: every peer of a pair is an
        // excluder and a third cell to try, up to 40 of them.
        let grid = sudoku_core::Grid::from_values([0; 81]).expect("an empty grid");
        let mut board = Board::new(&grid);
        for c in 0..81 {
            board.remove(c, 0x3fe & !0b1110);
        }
        let everything = Unchanged {
            fresh: u128::MAX,
            changed: u128::MAX,
        };
        let listing = Listing::of(&board, 3);
        let mut first = None;
        search(&board, 3, &listing, &everything, &mut |hint: Hint| {
            first = Some(format!("{hint:?}"));
            true
        });
        assert_eq!(first, reference(&board, 3));
    }
}
