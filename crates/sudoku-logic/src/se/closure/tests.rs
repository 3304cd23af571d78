//! The closures against SE's own chains: the same potentials reached,
//! the same contradictions met, and no hint from a cell called idle.

use super::super::board::digits;
use super::super::chaining::Search;
use super::super::nested::Collect;
use super::super::potential::{ASSUMED, PotSet, cell, digit, is_on, key};
use super::super::test_grids::{DYNAMIC, struck_boards};
use super::closure;

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

#[test]
fn an_idle_cell_s_chains_offer_nothing() {
    let (mut idle, mut busy) = (0, 0);
    // Lightly struck: most cells of such grids find nothing.
    for board in struck_boards(40, 8) {
        for c in 0..81 {
            if board.values[c] != 0 || board.count(c) < 2 {
                continue;
            }
            let mut search = Search::new(&board, DYNAMIC);
            if !search.cell_idle(c) {
                busy += 1;
                continue;
            }
            idle += 1;
            // SE's chains of the cell, every hint kept.
            let mut search = Search::new(&board, DYNAMIC);
            search.collect = Some(Collect::default());
            search.cell_chains(c, board.count(c));
            let offered = search.collect.as_ref().map_or(0, Collect::offered);
            assert_eq!(offered, 0, "r{}c{}", c / 9 + 1, c % 9 + 1);
        }
    }
    assert!(idle > 100 && busy > 100, "{idle} idle, {busy} busy");
}
