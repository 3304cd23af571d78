//! The nets of one of our own forcing nets (`forcing.rs`): the refutation
//! of a candidate played again with the same rules, in rounds, each
//! inference kept with the ones it follows from, then cut down to what the
//! contradiction stands on. A nested refutation inside it is played the
//! same way, and shown as a net of its own.
//!
//! A placement follows from its cell's other candidates or its digit's
//! other places in a house, as they go; an elimination by a placement,
//! from the places of its digit in a house that locked candidates leave,
//! from the candidates that made a naked or hidden pair (those the grid
//! had and the play took away), or from the facts a nested refutation of
//! it leaned on.

use std::ops::ControlFlow;

use super::forcing::{self, Broken};
use crate::candidates::{bit, digits_of};
use crate::house::{HOUSE_CELLS, PEERS};
use crate::net::Fact;
use crate::{Candidates, CellSet, Net, Step, Technique};

mod build;
mod outside;

use build::{build, closure, well_formed};
pub(crate) use outside::refute_after;

/// The nets that refute `digit` in `cell` of `grid`, drawing with singles
/// and, with a `depth`, locked candidates and naked and hidden pairs and
/// refutations nested `depth` levels down (what a forcing net of that
/// depth, or without one a forcing chain's singles, find), with the
/// contradiction they end in; `None` if there is none. The first net is
/// the refutation's, then the net of each nested refutation it leans on,
/// each before those nested in it.
///
/// The play goes in rounds, so that each inference follows from the
/// earliest ones it can: every single and (with a depth) every basic
/// step the grid has at the start of a round is played; where there is
/// none, one nested refutation (the first `forcing::refute` would make);
/// a contradiction ends the play, the one that stands on the fewest
/// facts. So a net is shallow, where the order of `forcing::propagate`
/// (one single or step at a time, the first in the grid) makes long
/// cascades; its contradiction may be another than the one that order
/// meets first.
pub(super) fn nets(
    grid: &Candidates,
    cell: usize,
    digit: u8,
    depth: Option<usize>,
) -> Option<(Vec<Net>, Broken)> {
    let mut replay = Replay::from(grid, cell, digit);
    let (broken, targets) = replay.play(depth)?;
    let mut nets = Vec::new();
    build(&replay.facts, 0, &targets, None, &mut nets);
    debug_assert!(well_formed(&nets), "nets that do not fit together");
    Some((nets, broken))
}

/// The nets of a verity: for each premise of `branches` (one of which
/// holds), its play to the end, as [`nets`] plays it, cut down to what
/// the `conclusions` stand on (each of them reached in every branch);
/// `None` if a play breaks down or misses a conclusion.
pub(super) fn verity_nets(
    grid: &Candidates,
    branches: &[(usize, u8)],
    conclusions: &[Fact],
    depth: Option<usize>,
) -> Option<Vec<Net>> {
    let mut nets = Vec::new();
    for &(cell, digit) in branches {
        let mut replay = Replay::from(grid, cell, digit);
        if replay.play(depth).is_some() {
            return None;
        }
        let targets: Vec<usize> = (conclusions.iter())
            .map(|&fact| replay.fact(fact))
            .collect::<Option<_>>()?;
        build(&replay.facts, 0, &targets, None, &mut nets);
    }
    Some(nets)
}

/// The most facts a play can have: each candidate out once, each cell
/// placed once (a nested play goes on from the play it is in, so the two
/// together have no more).
const MOST_FACTS: usize = 729 + 81;

/// A set of facts, bit `i` for fact `i`.
type Support = [u64; MOST_FACTS.div_ceil(64)];

/// A fact of a play, the facts it follows from, and for a candidate a
/// nested refutation took out, that refutation.
struct Entry {
    fact: Fact,
    from: Vec<usize>,
    refutation: Option<Box<Refutation>>,
}

/// A nested play that ended in a contradiction: its facts, numbered from
/// `start` (those below are the facts of the play it was nested in), and
/// the facts its contradiction stands on.
struct Refutation {
    start: usize,
    facts: Vec<Entry>,
    targets: Vec<usize>,
}

/// A play in progress: the grid it started from (the step's, for a nested
/// play too), the grid now, every fact of the play (numbered from `start`)
/// with the indices of those it follows from, the set of all each fact
/// stands on (itself included; for the facts of the plays it is nested in
/// as well), and which fact took each candidate out (`cell * 9 + digit -
/// 1`) or placed each cell's digit.
struct Replay<'a> {
    grid: &'a Candidates,
    now: Candidates,
    start: usize,
    facts: Vec<Entry>,
    support: Vec<Support>,
    removed_by: Vec<usize>,
    placed_by: [usize; 81],
}

impl<'a> Replay<'a> {
    /// A play of `grid` from `digit` placed in `cell`.
    fn from(grid: &'a Candidates, cell: usize, digit: u8) -> Replay<'a> {
        let mut replay = Replay::after(grid, &[]).expect("no facts to go on from");
        replay.place(cell, digit, Vec::new());
        replay
    }

    /// A play of `grid` that goes on from the facts `outer` (each a
    /// candidate of `grid` taken false), numbered from 0 in that order;
    /// `None` if one of them is no candidate of `grid` or is taken true.
    fn after(grid: &'a Candidates, outer: &[Fact]) -> Option<Replay<'a>> {
        let mut replay = Replay {
            grid,
            now: grid.scratch(),
            start: outer.len(),
            facts: Vec::new(),
            support: Vec::with_capacity(outer.len()),
            removed_by: vec![usize::MAX; 729],
            placed_by: [usize::MAX; 81],
        };
        for (at, &(cell, digit, on)) in outer.iter().enumerate() {
            if on || !replay.now.remove(cell, digit) {
                return None;
            }
            let mut support = [0; MOST_FACTS.div_ceil(64)];
            support[at / 64] |= 1 << (at % 64);
            replay.support.push(support);
            replay.removed_by[cell * 9 + usize::from(digit - 1)] = at;
        }
        Some(replay)
    }

    /// The index of `fact` if the play has it: a digit it placed, or a
    /// candidate it took out (or that a digit it placed left out).
    fn fact(&self, (cell, digit, on): Fact) -> Option<usize> {
        let at = match on {
            true if self.now.digit_at(cell) == digit => self.placed_by[cell],
            true => usize::MAX,
            false => self.removed_by[cell * 9 + usize::from(digit - 1)],
        };
        (at != usize::MAX).then_some(at)
    }

    fn push(&mut self, fact: Fact, from: Vec<usize>) -> usize {
        let at = self.start + self.facts.len();
        let mut support = self.union(&from);
        support[at / 64] |= 1 << (at % 64);
        self.facts.push(Entry {
            fact,
            from,
            refutation: None,
        });
        debug_assert_eq!(self.support.len(), at, "one support a fact");
        self.support.push(support);
        let (cell, digit, on) = fact;
        if on {
            self.placed_by[cell] = at;
        } else {
            self.removed_by[cell * 9 + usize::from(digit - 1)] = at;
        }
        at
    }

    /// The facts that `facts` stand on, themselves included.
    fn union(&self, facts: &[usize]) -> Support {
        let mut union = [0; MOST_FACTS.div_ceil(64)];
        for &fact in facts {
            for (word, of) in union.iter_mut().zip(&self.support[fact]) {
                *word |= of;
            }
        }
        union
    }

    /// How many facts `facts` stand on, themselves included: the size of
    /// the net they would take.
    fn cost(&self, facts: &[usize]) -> u32 {
        self.union(facts).iter().map(|word| word.count_ones()).sum()
    }

    /// The facts that took the grid's candidates `cells` of `digit` out.
    fn gone(&self, digit: u8, cells: CellSet) -> Vec<usize> {
        (cells & self.grid.places(digit) & !self.now.places(digit))
            .indices()
            .map(|c| self.removed_by[c * 9 + usize::from(digit - 1)])
            .filter(|&at| at != usize::MAX)
            .collect()
    }

    /// The facts that took the grid's candidates of `cell` out, but
    /// `keep`'s.
    fn gone_from(&self, cell: usize, keep: u16) -> Vec<usize> {
        digits_of(self.grid.mask(cell) & !self.now.mask(cell) & !keep)
            .map(|d| self.removed_by[cell * 9 + usize::from(d - 1)])
            .filter(|&at| at != usize::MAX)
            .collect()
    }

    /// Places `digit` in `cell`, following from `from`; the digit goes
    /// from the cells that see it and the cell's other digits.
    fn place(&mut self, cell: usize, digit: u8, from: Vec<usize>) {
        let at = self.push((cell, digit, true), from);
        for p in (PEERS[cell] & self.now.places(digit)).indices() {
            self.push((p, digit, false), vec![at]);
        }
        for d in digits_of(self.now.mask(cell) & !bit(digit)) {
            self.push((cell, d, false), vec![at]);
        }
        self.now.set(cell, digit);
    }

    /// Plays rounds, and with a `depth` nested refutations, until a
    /// contradiction (returned with the facts that make it) or nothing
    /// more to play (`None`).
    fn play(&mut self, depth: Option<usize>) -> Option<(Broken, Vec<usize>)> {
        loop {
            if let Some(found) = self.broken() {
                return Some(found);
            }
            if self.round(depth.is_some()) {
                continue;
            }
            match depth {
                Some(depth) if depth > 0 && self.refute(depth - 1) => {}
                _ => return None,
            }
        }
    }

    /// Takes out the first candidate (in `forcing::order`) that a net
    /// nested `depth` levels down refutes, played in a nested replay that
    /// goes on from this one; whether there was one. It follows from the
    /// facts of this play (and those it is nested in) that the nested
    /// net leans on.
    fn refute(&mut self, depth: usize) -> bool {
        for (cell, digit) in forcing::order(&self.now) {
            if !forcing::refutes(&self.now, cell, digit, depth) {
                continue;
            }
            let mut inner = Replay {
                grid: self.grid,
                now: self.now.scratch(),
                start: self.start + self.facts.len(),
                facts: Vec::new(),
                support: self.support.clone(),
                removed_by: self.removed_by.clone(),
                placed_by: self.placed_by,
            };
            inner.place(cell, digit, Vec::new());
            let Some((_, targets)) = inner.play(Some(depth)) else {
                continue;
            };
            let refutation = Refutation {
                start: inner.start,
                facts: inner.facts,
                targets,
            };
            let (_, carried) = closure(&refutation.facts, refutation.start, &refutation.targets);
            let at = self.push((cell, digit, false), carried);
            self.facts[at - self.start].refutation = Some(Box::new(refutation));
            self.now.remove(cell, digit);
            return true;
        }
        false
    }

    /// What the single `(cell, digit)` follows from: its cell's other
    /// candidates (no house) or its digit's other places in `house`.
    fn single_parents(&self, cell: usize, digit: u8, house: Option<usize>) -> Vec<usize> {
        match house {
            None => self.gone_from(cell, bit(digit)),
            Some(house) => self.gone(digit, HOUSE_CELLS[house] & !CellSet::single(cell)),
        }
    }

    /// Plays one round: every single the grid has now, and with `basic`
    /// every elimination of a basic step it has now (locked candidates,
    /// naked and hidden pairs), each following from facts of earlier rounds
    /// (of several reasons for one, the one that stands on the fewest
    /// facts); whether there was one. The singles go first, the cheapest
    /// first, so that what they take out follows from them; one that an
    /// earlier one of the round has made impossible is left (the
    /// contradiction shows).
    fn round(&mut self, basic: bool) -> bool {
        let mut round: Vec<(Fact, Vec<usize>, u32)> = Vec::new();
        let mut offer = |fact: Fact, from: Vec<usize>, cost: u32| match round
            .iter_mut()
            .find(|(known, ..)| *known == fact)
        {
            Some((_, known, least)) if cost < *least => (*known, *least) = (from, cost),
            Some(_) => {}
            None => round.push((fact, from, cost)),
        };
        for (cell, digit, house) in forcing::singles(&self.now) {
            let from = self.single_parents(cell, digit, house);
            offer((cell, digit, true), from.clone(), self.cost(&from));
        }
        if basic {
            let mut steps = Vec::new();
            forcing::basic_steps(&self.now, &mut |step: Step| {
                steps.push(step);
                true
            });
            for step in &steps {
                let from = self.basic_parents(step);
                let cost = self.cost(&from);
                for e in &step.eliminations {
                    offer((e.cell.index(), e.digit.get(), false), from.clone(), cost);
                }
            }
        }
        round.sort_by_key(|&((.., on), _, cost)| (!on, cost));
        let any = !round.is_empty();
        for ((cell, digit, on), from, _) in round {
            let open = self.now.digit_at(cell) == 0 && self.now.mask(cell) & bit(digit) != 0;
            if open && on {
                self.place(cell, digit, from);
            } else if open {
                self.push((cell, digit, false), from);
                self.now.remove(cell, digit);
            }
        }
        any
    }

    /// What a basic step follows from.
    fn basic_parents(&self, step: &Step) -> Vec<usize> {
        // The pattern's house (each of the four rules names one).
        let house = HOUSE_CELLS[usize::from(step.houses[0].0)];
        match step.technique {
            // The places its digit had in the house, outside the one it
            // is confined to.
            Technique::LockedCandidatesPointing | Technique::LockedCandidatesClaiming => {
                let within = HOUSE_CELLS[usize::from(step.covers[0].0)];
                self.gone(step.digits[0].get(), house & !within)
            }
            // The candidates its cells had besides the pair's.
            Technique::NakedPair => {
                let pair = step.digits.iter().fold(0, |m, d| m | bit(d.get()));
                (step.cells.iter())
                    .flat_map(|c| self.gone_from(c.index(), pair))
                    .collect()
            }
            // The places its digits had in the house besides its cells.
            _ => {
                let cells = step
                    .cells
                    .iter()
                    .fold(CellSet::default(), |s, c| s | CellSet::single(c.index()));
                (step.digits.iter())
                    .flat_map(|d| self.gone(d.get(), house & !cells))
                    .collect()
            }
        }
    }

    /// The contradiction in the grid now that stands on the fewest facts,
    /// with the facts that make it, if there is one: a cell without a
    /// candidate, a digit twice in a house, or a digit without a place in
    /// a house (the first of these in `forcing::each_break`'s order
    /// among those that stand on as few).
    fn broken(&self) -> Option<(Broken, Vec<usize>)> {
        let mut best: Option<(u32, Broken, Vec<usize>)> = None;
        let _ = forcing::each_break(&self.now, &mut |broken| {
            let targets = self.targets(broken);
            let cost = self.cost(&targets);
            if best.as_ref().is_none_or(|(least, ..)| cost < *least) {
                best = Some((cost, broken, targets));
            }
            ControlFlow::Continue(())
        });
        best.map(|(_, broken, targets)| (broken, targets))
    }

    /// The facts that make `broken`.
    fn targets(&self, broken: Broken) -> Vec<usize> {
        match broken {
            Broken::Cell(cell) => self.gone_from(cell, 0),
            Broken::House {
                house,
                digit,
                twice: true,
            } => (HOUSE_CELLS[house].indices())
                .filter(|&c| self.now.digit_at(c) == digit)
                .map(|c| self.placed_by[c])
                .filter(|&at| at != usize::MAX)
                .collect(),
            Broken::House { house, digit, .. } => self.gone(digit, HOUSE_CELLS[house]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A net nested two levels down, from the raw grid of the hardest
    /// sample puzzle: inside the refutation, candidates are refuted by nets
    /// that themselves nest, so nets carry nodes of nets that carry nodes
    /// (`nets` checks they fit together, in debug builds).
    #[test]
    fn nets_nest_inside_nested_nets() {
        let line =
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        let values = line.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' });
        let grid = sudoku_core::Grid::from_values(values.collect::<Vec<_>>().try_into().unwrap());
        let grid = Candidates::new(&grid.unwrap());
        let (cell, digit) = (forcing::order(&grid).into_iter())
            .find(|&(c, d)| forcing::refutes(&grid, c, d, 2))
            .expect("a candidate refuted two levels down");
        let (nets, _) = nets(&grid, cell, digit, Some(2)).expect("its nets");
        assert!(well_formed(&nets));
        // Some net serves a net other than the first.
        let deep = (nets.iter().skip(1))
            .flat_map(|net| &net.nodes)
            .any(|node| node.refuted_by.is_some());
        assert!(deep, "{} nets, none two levels down", nets.len());
    }
}
