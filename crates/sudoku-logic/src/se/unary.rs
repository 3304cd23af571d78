//! SE's unary chaining, the static forcing chains and cycles rule: every
//! candidate's cycles and forcing chains over X links, then Y links, then
//! both, each searched only where the reach of its links says it can find
//! something (`reach.rs`), by the search of `static_chains.rs`, and the
//! hints they give.

use super::board::{Board, PEERS, digits};
use super::chaining::{Search, Wanted, target_effect};
use super::hint::{Hint, SeTechnique};
use super::nested::Origin;
use super::potential::{Key, cell, digit, is_on, key};
use super::reach::{Ends, Reach};
use super::scratch::Scratch;
use super::static_chains::Spread;
use super::static_links::{Kind, Links};

impl Search<'_> {
    /// Every candidate's cycles and forcing chains (SE's unary chaining),
    /// X, then Y, then XY, each searched only where the reach of its links
    /// says it can find something.
    pub(super) fn unary_all(&mut self) {
        let board = self.board;
        let mut spread = Scratch::<Spread>::take();
        let links = Links::of(board);
        // The X and Y links are each among the XY ones, so a search
        // that can find nothing over the XY links finds nothing over
        // either (reach.rs): the X and Y searches are asked only from
        // the candidates the XY reach leaves open, and their reach is
        // not worked out when it leaves none.
        let both = Reach::of(links.kind(true, true));
        if let Some(since) = self.since
            && !both.may_follow_new(board, since)
        {
            return;
        }
        let open = if self.prune {
            both.open(board)
        } else {
            board.cands
        };
        for (y, x) in [(false, true), (true, false), (true, true)] {
            if y && x && self.beats_every_xy() {
                // No XY hint could be kept.
                break;
            }
            let own;
            let reach = if y && x {
                &both
            } else if open.iter().all(|&m| m == 0) {
                continue;
            } else {
                own = Reach::of(links.kind(y, x));
                &own
            };
            for c in 0..81 {
                if board.values[c] != 0 || board.count(c) <= 1 || crate::deadline::passed() {
                    continue;
                }
                for d in digits(board.cands[c] & open[c]) {
                    self.unary(c, d, y, x, reach, &mut spread);
                }
            }
        }
    }

    /// Whether a search for the best hint has one rated below 7.0, which
    /// every XY cycle and forcing chain (7.0 and up) is rated above: the
    /// XY chains are not searched.
    fn beats_every_xy(&self) -> bool {
        self.collect.is_none() && self.best.found.as_ref().is_some_and(|f| f.0 < 7.0)
    }

    /// Forcing chains and cycles from one candidate (SE's unary chaining),
    /// each searched only where `reach` says it can find something.
    fn unary(&mut self, c: usize, d: u8, y: bool, x: bool, reach: &Reach, spread: &mut Spread) {
        if self.board.count(c) > 2 && !x {
            return;
        }
        let wanted = if self.prune {
            reach.wanted(c, d, x)
        } else {
            // Every search SE makes: cycles of each kind, forcing chains
            // with house links.
            Wanted {
                cycles: true,
                from_on: x,
                from_off: x,
            }
        };
        if !(wanted.cycles || wanted.from_on || wanted.from_off) {
            return;
        }
        // The kept hints' chains go with the arena.
        self.settle();
        self.arena.clear();
        let board = self.board;
        let mut cycles = Scratch::<Vec<u32>>::take();
        let mut chains = Scratch::<Vec<u32>>::take();
        self.unary_chains(
            reach.links(),
            spread,
            c,
            d,
            wanted,
            self.prune.then_some(reach),
            &mut cycles,
            &mut chains,
        );
        let sort_key = if y && x {
            4
        } else if y {
            3
        } else {
            2
        };
        for &dst in cycles.iter() {
            let (hint, base) = self.cycle_hint(board, dst, y, x);
            let flat = self.arena.ancestors(dst);
            self.submit(hint, base, &[dst], flat, sort_key, Origin::Cycle);
        }
        for &target in chains.iter() {
            let (removals, place) = target_effect(board, self.arena.key(target));
            let (technique, base) = if y && x {
                (SeTechnique::ForcingChain, 7.0)
            } else {
                (SeTechnique::ForcingXChain, 6.6)
            };
            let mut hint = Hint::new(technique, base, removals, place);
            // SE keeps a forcing chain's removal entry even when empty.
            if hint.removals.is_empty() && place.is_some() {
                hint.removals = vec![(cell(self.arena.key(target)) as u8, 0)];
            }
            let flat = self.arena.ancestors(target);
            self.submit(hint, base, &[target], flat, sort_key, Origin::Plain);
        }
    }

    /// The cycles and forcing chains from `(c, d)` that `wanted` asks
    /// for, over `links`: the potentials ending them, in the arena. With
    /// `reach`, only the "on" potentials from which each search can still
    /// get to its end are followed (the same chains are found).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn unary_chains(
        &mut self,
        links: Kind,
        spread: &mut Spread,
        c: usize,
        d: u8,
        wanted: Wanted,
        reach: Option<&Reach>,
        cycles: &mut Vec<u32>,
        chains: &mut Vec<u32>,
    ) {
        // What each search must get to: for a cycle and a chain from
        // `(c, d)` off, an "on" potential turning off one of its strong
        // partners; for a chain from it on, one seeing it.
        let ends = |to_off: bool| reach.map(|reach| reach.ends(c, d, to_off));
        let back = (wanted.cycles || wanted.from_off)
            .then(|| ends(false))
            .flatten();
        let seeing = wanted.from_on.then(|| ends(true)).flatten();
        if wanted.cycles {
            self.cycles(links, spread, key(c, d, true), live(back.as_ref()), cycles);
        }
        if wanted.from_on {
            chains.extend(self.forcing(links, spread, key(c, d, true), live(seeing.as_ref())));
        }
        if wanted.from_off {
            chains.extend(self.forcing(links, spread, key(c, d, false), live(back.as_ref())));
        }
    }

    /// The eliminations of a cycle: candidates seen by the chain's cells
    /// both from "on" and from "off" links.
    pub(super) fn cycle_hint(&self, board: &Board, dst: u32, y: bool, x: bool) -> (Hint, f64) {
        let mut in_chain = [false; 81];
        let mut p = dst;
        while let Some(parent) = self.arena.first_parent(p) {
            in_chain[cell(self.arena.key(p))] = true;
            p = parent;
        }
        let mut forward = [0u16; 81];
        let mut back = [0u16; 81];
        let mut p = dst;
        while let Some(parent) = self.arena.first_parent(p) {
            let k = self.arena.key(p);
            let d = digit(k);
            for &o in &PEERS[cell(k)] {
                let o = o as usize;
                if !in_chain[o] && board.has(o, d) {
                    if is_on(k) {
                        forward[o] |= 1 << d;
                    } else {
                        back[o] |= 1 << d;
                    }
                }
            }
            p = parent;
        }
        let removals = (0..81)
            .filter(|&o| forward[o] & back[o] != 0)
            .map(|o| (o as u8, forward[o] & back[o]))
            .collect();
        let (technique, base) = if y && x {
            (SeTechnique::XyCycle, 7.0)
        } else {
            (SeTechnique::Cycle, 6.5)
        };
        (Hint::new(technique, base, removals, None), base)
    }
}

/// Whether a search with `ends` (all "on" potentials without) may
/// follow an "on" potential.
fn live<'e>(ends: Option<&'e Ends<'_>>) -> impl Fn(Key) -> bool + 'e {
    move |on| ends.is_none_or(|ends| ends.live(on))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::se::hint::tenths;
    use crate::se::nested::every_hint;
    use crate::se::test_grids::{FORCING, paths_and_struck};

    /// Puzzles of magictour's top list whose paths take forcing chains
    /// and XY cycles rated 7.0 to 7.2, and two of the hardest list.
    const PUZZLES: [&str; 4] = [
        "..345..8..........7.9.31...24...7.....8..9..5....1..2..7....29.8..........2...6.4",
        "...58.6......2....974.......16...8...4.9...7.5............6...8.5.4...1...2.9.4..",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
    ];

    #[test]
    fn the_best_hint_is_the_least_of_all_though_xy_chains_are_passed_over() {
        // The boards of each puzzle's path and struck boards.
        let boards = paths_and_struck(&PUZZLES, 8, |seed| 3 + seed % 5);
        let (mut found, mut passed_over) = (0, 0);
        for board in &boards {
            let every = every_hint(FORCING, board);
            let least = every
                .first()
                .map(|f| (tenths(f.hint.rating), f.hint.removals.clone()));
            let best = FORCING.first(board).map(|h| (tenths(h.rating), h.removals));
            assert_eq!(best, least);
            found += usize::from(best.is_some());
            let xy = [SeTechnique::XyCycle, SeTechnique::ForcingChain];
            if best.as_ref().is_some_and(|(rating, _)| *rating < 70)
                && every.iter().any(|f| xy.contains(&f.hint.technique))
            {
                passed_over += 1;
            }
        }
        // Hints are found, and XY chains there were passed over.
        assert!(
            found >= 20 && passed_over >= 5,
            "{found} found, {passed_over} passed over"
        );
    }
}
