//! The searches the reach skips find nothing, and pruned ones find the
//! same chains; the X and Y reach within the XY one.

use super::*;
use crate::se::board::{digits, struck};
use crate::se::chaining::{Chaining, Search};
use crate::se::closure::closure;
use crate::se::potential::key;
use crate::se::static_chains::Spread;
use crate::se::static_links::Links;

#[test]
fn the_searches_skipped_are_those_that_find_nothing() {
    let puzzles = [
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    ];
    let rule = Chaining {
        multiple: false,
        dynamic: false,
        nishio: false,
        level: 0,
    };
    // Searches that found something: cycles, from on, from off; and
    // those skipped that would find only cycles removing nothing.
    let mut found = [0; 4];
    let mut boards = Vec::new();
    for (i, givens) in puzzles.iter().enumerate() {
        for (seed, one_in) in [(0, u64::MAX), (i as u64, 3), (7 + i as u64, 4), (9, 6)] {
            boards.push((
                format!("{givens} seed {seed}"),
                struck(givens, seed, one_in),
            ));
        }
        // Grids a dynamic chain reaches, as nested searches meet them.
        let board = struck(givens, 0, u64::MAX);
        for c in (i..81).step_by(5) {
            for d in digits(board.cands[c]) {
                let sets = closure(&board, c, d, true);
                if sets.absurd {
                    continue;
                }
                let mut grid = board.clone();
                for (e, &off) in sets.off.iter().enumerate() {
                    let mut rest = off;
                    while rest != 0 {
                        grid.remove(rest.trailing_zeros() as usize, 1 << e);
                        rest &= rest - 1;
                    }
                }
                let name = format!("{givens} r{}c{}#{d} on", c / 9 + 1, c % 9 + 1);
                boards.push((name, grid));
            }
        }
    }
    for (name, board) in &boards {
        let mut search = Search::new(board, rule);
        let mut spread = Spread::default();
        let links = Links::of(board);
        for (y, x) in [(false, true), (true, false), (true, true)] {
            let links = links.kind(y, x);
            let reach = Reach::of(links);
            for c in (0..81).filter(|&c| board.count(c) > 1) {
                if board.count(c) > 2 && !x {
                    continue;
                }
                for d in digits(board.cands[c]) {
                    let all = Wanted {
                        cycles: true,
                        from_on: x,
                        from_off: x,
                    };
                    let mut run = |search: &mut Search, reach: Option<&Reach>| {
                        let (mut cycles, mut chains) = (Vec::new(), Vec::new());
                        search.arena.clear();
                        search.unary_chains(
                            links,
                            &mut spread,
                            c,
                            d,
                            all,
                            reach,
                            &mut cycles,
                            &mut chains,
                        );
                        (cycles, chains)
                    };
                    let (cycles, chains) = run(&mut search, None);
                    let ends =
                        |on: bool| chains.iter().any(|&t| search.arena.key(t) == key(c, d, on));
                    let (from_on, from_off) = (ends(false), ends(true));
                    let wanted = reach.wanted(c, d, x);
                    let at = format!("{name}: r{}c{}#{d} y {y} x {x}", c / 9 + 1, c % 9 + 1);
                    let removing = cycles
                        .iter()
                        .filter(|&&dst| search.cycle_hint(board, dst, y, x).0.is_worth())
                        .count();
                    assert!(wanted.cycles || removing == 0, "a cycle skipped: {at}");
                    found[3] += usize::from(!wanted.cycles && !cycles.is_empty());
                    assert_eq!(wanted.from_on, from_on, "from on: {at}");
                    assert_eq!(wanted.from_off, from_off, "from off: {at}");
                    // Each search ends at most at its start's conjugate.
                    let ends = usize::from(from_on) + usize::from(from_off);
                    assert_eq!(chains.len(), ends, "{at}");
                    found[0] += usize::from(!cycles.is_empty());
                    found[1] += usize::from(from_on);
                    found[2] += usize::from(from_off);
                    // Following only what can still get to an
                    // end finds the same chains, link by link.
                    let paths = |search: &Search, ends: &[u32]| -> Vec<Vec<_>> {
                        ends.iter().map(|&t| search.arena.path(t)).collect()
                    };
                    let full = (paths(&search, &cycles), paths(&search, &chains));
                    let (cycles, chains) = run(&mut search, Some(&reach));
                    let pruned = (paths(&search, &cycles), paths(&search, &chains));
                    assert_eq!(pruned, full, "pruned: {at}");
                }
            }
        }
    }
    assert!(
        found.iter().all(|&n| n > 100),
        "too few searches found anything, or skipped: {found:?}"
    );
}

#[test]
fn what_the_x_or_y_links_reach_the_xy_links_reach_too() {
    let givens =
        "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2";
    let (mut open, mut closed) = (0, 0);
    for (seed, one_in) in [(0, u64::MAX), (1, 3), (2, 4), (3, 6)] {
        let board = struck(givens, seed, one_in);
        let links = Links::of(&board);
        let both = Reach::of(links.kind(true, true)).open(&board);
        for (y, x) in [(false, true), (true, false)] {
            let reach = Reach::of(links.kind(y, x));
            for c in (0..81).filter(|&c| board.count(c) > 1) {
                for d in digits(board.cands[c]) {
                    let w = reach.wanted(c, d, x);
                    let any = w.cycles || w.from_on || w.from_off;
                    let left_open = both[c] & (1 << d) != 0;
                    assert!(
                        !any || left_open,
                        "seed {seed}: r{}c{}#{d}",
                        c / 9 + 1,
                        c % 9 + 1
                    );
                    open += usize::from(left_open);
                    closed += usize::from(!left_open);
                }
            }
        }
    }
    assert!(open > 50 && closed > 50, "open {open}, closed {closed}");
}
