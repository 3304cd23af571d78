//! The bound on a search for a step's best hint (`beyond_best`): the
//! best hint is the one a search that stops no chain ranks first. The
//! shortcuts of cell and region chains: a candidate's "off" chain left
//! out as idle (`off_is_idle`) finds nothing, and chains whose kept key
//! sets share nothing have nothing in common.

use super::super::board::{Board, struck};
use super::super::board::{HOUSE_OF, HOUSES, digits};
use super::super::chaining::{Chaining, Search};
use super::super::hint::{SeTechnique, tenths};
use super::super::nested::every_hint;
use super::super::potential::{ASSUMED, Key, PotSet, key};
use super::super::test_grids::{DYNAMIC, struck_boards};

/// Dynamic forcing chains with dynamic forcing chains nested (SE's
/// level 4).
const LEVEL_4: Chaining = Chaining {
    multiple: true,
    dynamic: true,
    nishio: false,
    level: 4,
};

/// What the test compares of a rule's best hint: rating (tenths),
/// complexity, removals.
type Best = (u32, u32, Vec<(u8, u16)>);

/// The rule's best hint on `board` as a search for a step finds it
/// (chains stopped by the best so far), with the number of chains
/// stopped; and the first of every hint the rule finds, in SE's order
/// (a nested search's, which stops none).
fn both(board: &Board, rule: Chaining) -> (Option<Best>, u32, Option<Best>) {
    let mut bounded = Search::new(board, rule);
    bounded.run();
    let found = bounded
        .best
        .found
        .take()
        .map(|(rating, complexity, _, hint)| (tenths(rating), complexity, hint.removals));
    let first = every_hint(rule, board)
        .into_iter()
        .next()
        .map(|f| (tenths(f.hint.rating), f.complexity, f.hint.removals));
    (found, bounded.cuts, first)
}

#[test]
fn stopping_chains_at_the_best_so_far_keeps_the_best_hint() {
    // From the forum's hardest list (SE 10.3): their paths need
    // dynamic forcing chains (+) and nested ones.
    let hardest = [
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
    ];
    let (mut checked, mut cuts) = (0, 0);
    for givens in hardest {
        let mut board = struck(givens, 0, u64::MAX);
        while let Some(hint) = super::super::first_hint(&board) {
            let chained = matches!(
                hint.technique,
                SeTechnique::DynamicForcingChainPlus | SeTechnique::NestedForcingChain
            );
            if chained {
                // The rule that gave the step: the first of levels 1
                // to 3 that finds anything.
                for level in 1..=3 {
                    let rule = Chaining {
                        multiple: true,
                        dynamic: true,
                        nishio: false,
                        level,
                    };
                    let (found, stopped, first) = both(&board, rule);
                    assert_eq!(found, first, "{givens} level {level}");
                    if found.is_some() {
                        checked += 1;
                        cuts += stopped;
                        break;
                    }
                }
            }
            hint.apply(&mut board);
        }
        assert!(board.solved(), "{givens}");
    }
    // Steps of chains were compared, and the bound stopped chains.
    assert!(checked >= 6, "{checked} steps checked");
    assert!(cuts > 0, "no chain stopped");
    // Where the bound does most: dynamic chains with dynamic forcing
    // chains nested (level 4), on a puzzle that needs them (SE 11.8).
    let board = struck(
        "1.......2..94...5..6....7.....89..4....3.6.....8.4.....2....1..7.......6..5.8..3.",
        0,
        u64::MAX,
    );
    let (found, stopped, first) = both(&board, LEVEL_4);
    assert!(found.is_some(), "no level-4 hint");
    assert_eq!(found, first);
    assert!(stopped > 10, "{stopped} chains stopped");
}

#[test]
fn a_candidate_off_left_out_as_idle_finds_nothing() {
    // By the number of the digit's other places in a house of two.
    let mut idle = [0; 2];
    for board in struck_boards(4, 12) {
        for c in 0..81 {
            if board.values[c] != 0 || board.count(c) < 3 {
                continue;
            }
            for d in digits(board.cands[c]) {
                let mut search = Search::new(&board, DYNAMIC);
                let (mut on, mut off) = (PotSet::default(), PotSet::default());
                if search.on_chaining(c, d, &mut on, &mut off).is_some()
                    || !search.off_is_idle(c, d, &on, &off)
                {
                    continue;
                }
                let places = HOUSE_OF[c]
                    .iter()
                    .filter(|&&h| board.cells_of(usize::from(h), d).count_ones() == 2)
                    .count();
                idle[places.min(1)] += 1;
                // The chains SE would follow from the candidate off.
                let (mut off_on, mut off_off) = (PotSet::default(), PotSet::default());
                let start = search.arena.add(key(c, d, false), &[], ASSUMED);
                off_off.add(&search.arena, start);
                let absurd = search.chaining(&mut off_on, &mut off_off);
                assert!(absurd.is_none(), "r{}c{} {d}", c / 9 + 1, c % 9 + 1);
                let common =
                    |a: &PotSet, b: &PotSet| a.entries().iter().any(|&(_, k)| b.contains(k));
                assert!(!common(&on, &off_on) && !common(&off, &off_off));
            }
        }
    }
    assert!(idle[0] > 50 && idle[1] > 10, "idle {idle:?}");
}

#[test]
fn kept_chains_share_a_potential_exactly_when_their_sets_do() {
    let (mut shared, mut apart) = (0, 0);
    for board in struck_boards(4, 12) {
        let mut search = Search::new(&board, DYNAMIC);
        for h in 0..27 {
            for d in 1..=9u8 {
                let cells: Vec<usize> = HOUSES[h]
                    .iter()
                    .map(|&c| usize::from(c))
                    .filter(|&c| board.has(c, d))
                    .collect();
                if cells.len() < 2 {
                    continue;
                }
                let mut sets = Vec::new();
                for &c in &cells {
                    let (mut on, mut off) = (PotSet::default(), PotSet::default());
                    search.on_chaining(c, d, &mut on, &mut off);
                    sets.push((on, off));
                }
                let starts: Vec<Key> = cells.iter().map(|&c| key(c, d, true)).collect();
                let in_all = |k: Key| {
                    sets.iter()
                        .all(|(on, off)| on.contains(k) || off.contains(k))
                };
                let (on, off) = &sets[0];
                let common = on
                    .entries()
                    .iter()
                    .chain(off.entries())
                    .any(|&(_, k)| in_all(k));
                assert_eq!(search.cache.share(&starts), common, "house {h} digit {d}");
                if common {
                    shared += 1;
                } else {
                    apart += 1;
                }
            }
        }
    }
    assert!(shared > 20 && apart > 20, "{shared} shared, {apart} apart");
}

/// A board from its cells' candidates (a placed digit as its one
/// candidate), separated by spaces.
fn board_of_marks(marks: &str) -> Board {
    let mut values = [0u8; 81];
    let mut cands = [0u16; 81];
    for (c, cell) in marks.split(' ').enumerate() {
        for d in cell.bytes().map(|b| b - b'0') {
            cands[c] |= 1 << d;
        }
        if cell.len() == 1 {
            values[c] = cell.as_bytes()[0] - b'0';
            cands[c] = 0;
        }
    }
    Board::of(values, cands)
}

#[test]
fn a_chain_stops_at_the_bound_only_where_every_rule_inside_ran() {
    // Puzzle 114 of the forum's hardest list (SE 11.9) after its first ten
    // steps. Stopped where an easy rule inside (the first to find
    // anything there) turned off only potentials beyond the best so far,
    // a chain would miss what the dynamic chains nested (the last rule,
    // not run there) find at a later stop from candidates it had turned
    // off before: the best level-4 hint here (complexity 233) was lost to
    // one of 243.
    let board = board_of_marks(
        "6 478 3458 15789 3579 1378 13489 139 2 378 9 238 4 1367 1267 138 5 368 \
         3458 248 1 25689 3569 2368 7 369 34689 1379 5 2369 1679 8 4 1239 1267 3679 \
         134789 14678 3489 1679 2 167 13589 13679 356789 1789 1267 2689 3 1679 5 1289 4 6789 \
         2 148 4589 1578 13457 1378 6 379 3459 145 3 456 1267 14567 9 245 8 457 \
         4589 468 7 2568 3456 2368 3459 239 1",
    );
    let (found, stopped, first) = both(&board, LEVEL_4);
    assert_eq!(found.as_ref().map(|f| f.1), Some(233));
    assert_eq!(found, first);
    assert!(stopped > 10, "{stopped} chains stopped");
}
