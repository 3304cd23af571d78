//! The closures against SE's own chains: the same potentials reached,
//! the same contradictions met, and no hint from a cell called idle.

use super::super::board::Board;
use super::super::board::digits;
use super::super::board::strike;
use super::super::chaining::Search;
use super::super::needs::Needs;
use super::super::nested::Collect;
use super::super::potential::{ASSUMED, PotSet, cell, digit, is_on, key};
use super::super::scratch::Reusable;
use super::super::test_grids::{DYNAMIC, struck_boards};
use super::{Closures, NO, closure};

#[test]
fn a_closure_is_what_se_chains_reach() {
    let (mut consistent, mut absurd) = (0, 0);
    for board in struck_boards(4, 8) {
        for c in 0..81 {
            for d in digits(board.cands[c]) {
                for on in [true, false] {
                    let sets = closure(&board, c, d, on);
                    // SE's chain from the same start.
                    let mut search = Search::new(&board, DYNAMIC);
                    let (mut to_on, mut to_off) = (PotSet::default(), PotSet::default());
                    let start = search.arena.add(key(c, d, on), &[], ASSUMED);
                    if on {
                        to_on.add(&search.arena, start);
                    } else {
                        to_off.add(&search.arena, start);
                    }
                    let met = search.chaining(&mut to_on, &mut to_off).is_some();
                    assert_eq!(sets.absurd, met, "r{}c{} {d} {on}", c / 9 + 1, c % 9 + 1);
                    if met {
                        absurd += 1;
                        continue;
                    }
                    consistent += 1;
                    let (mut on_cells, mut off_cells) = ([0u128; 10], [0u128; 10]);
                    for &(_, k) in to_on.entries().iter().chain(to_off.entries()) {
                        let sets = if is_on(k) {
                            &mut on_cells
                        } else {
                            &mut off_cells
                        };
                        sets[usize::from(digit(k))] |= 1 << cell(k);
                    }
                    assert_eq!((sets.on, sets.off), (on_cells, off_cells));
                }
            }
        }
    }
    assert!(
        consistent > 1000 && absurd > 100,
        "{consistent} consistent, {absurd} absurd"
    );
}

/// A hint a nested search keeps: its removals, complexity and kind.
type Kept = (Vec<(u8, u16)>, u32, u8);

/// What a cell's chains offer in a nested search (every hint kept), in
/// SE's order; `needs` `None` for the chains the closures ask for.
fn offered(board: &Board, c: usize, needs: Option<Needs>) -> Vec<Kept> {
    let mut search = Search::new(board, DYNAMIC);
    search.collect = Some(Collect::default());
    let needs = needs.unwrap_or_else(|| search.cell_needs(c));
    if !needs.idle() {
        search.cell_chains(c, board.count(c), needs);
    }
    let found = search
        .collect
        .take()
        .map(Collect::into_sorted)
        .unwrap_or_default();
    found
        .into_iter()
        .map(|f| (f.hint.removals, f.complexity, f.sort_key))
        .collect()
}

#[test]
fn a_cell_s_unneeded_chains_offer_nothing() {
    let (mut idle, mut part, mut all) = (0, 0, 0);
    // Lightly struck: most cells of such grids find nothing.
    for board in struck_boards(40, 6) {
        for c in 0..81 {
            if board.values[c] != 0 || board.count(c) < 2 {
                continue;
            }
            let needs = Search::new(&board, DYNAMIC).cell_needs(c);
            let whole = offered(&board, c, Some(Needs::ALL));
            assert_eq!(
                offered(&board, c, None),
                whole,
                "r{}c{}",
                c / 9 + 1,
                c % 9 + 1
            );
            if needs.idle() {
                idle += 1;
            } else if needs.binary == board.cands[c] && needs.cell {
                all += 1;
            } else {
                part += 1;
            }
        }
    }
    assert!(
        idle > 100 && part > 100 && all > 0,
        "{idle} idle, {part} in part, {all} whole"
    );
}

#[test]
fn closures_taken_from_the_search_before_are_those_worked_out_afresh() {
    let mut closures = Closures::default();
    let mut reused = 0;
    for first in struck_boards(8, 2) {
        // Grids one inside the other, as an outer chain's are.
        let mut board = first;
        for seed in 1..6 {
            closures.empty();
            board = strike(board, seed, 25);
            for c in 0..81 {
                for d in digits(board.cands[c]) {
                    for on in [true, false] {
                        let before = closures.before_at[usize::from(key(c, d, on))];
                        let (at, _) = closures.of(&board, c, d, on);
                        let taken = before != NO
                            && closures
                                .differ
                                .is_some_and(|x| !x.meets(&closures.before[usize::from(before)].1));
                        reused += usize::from(taken);
                        let fresh = closure(&board, c, d, on);
                        assert_eq!(
                            closures.kept[at].1,
                            fresh,
                            "r{}c{} {d} {on}",
                            c / 9 + 1,
                            c % 9 + 1
                        );
                    }
                }
            }
        }
    }
    assert!(reused > 100, "{reused} taken");
}
