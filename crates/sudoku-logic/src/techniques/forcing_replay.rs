//! The net of one of our own forcing nets that does not nest (`forcing.rs`):
//! the refutation of a candidate played again, in the same order, each
//! inference kept with the ones it follows from, then cut down to what the
//! contradiction stands on.
//!
//! A placement follows from its cell's other candidates or its digit's
//! other places in a house, as they go; an elimination by a placement,
//! from the places of its digit in a house that locked candidates leave,
//! or from the candidates that made a naked or hidden pair (those the
//! grid had and the play took away).

use std::collections::HashMap;

use super::forcing::{self, Broken};
use crate::candidates::{bit, digits_of};
use crate::house::{HOUSE_CELLS, PEERS};
use crate::net::Fact;
use crate::{Candidates, CellSet, Net, NetNode, Technique};

/// The net that refutes `digit` in `cell` of `grid`, drawing with singles
/// and, with `basic`, locked candidates and naked and hidden pairs: what
/// a forcing net of depth 0 (`basic`) or a forcing chain's singles find,
/// if they find a contradiction.
pub(super) fn net(grid: &Candidates, cell: usize, digit: u8, basic: bool) -> Option<Net> {
    let mut replay = Replay {
        grid,
        now: grid.scratch(),
        facts: Vec::new(),
        removed_by: vec![usize::MAX; 729],
        placed_by: [usize::MAX; 81],
    };
    replay.place(cell, digit, Vec::new());
    // As `forcing::propagate` goes: a contradiction first, then a single,
    // then one basic step.
    let targets = loop {
        if let Some(targets) = replay.broken() {
            break targets;
        }
        if replay.single() || (basic && replay.basic()) {
            continue;
        }
        return None;
    };
    Some(replay.net(&targets))
}

/// A play in progress: the grid it started from, the grid now, every fact
/// with the indices of those it follows from, and which fact took each
/// candidate out (`cell * 9 + digit - 1`) or placed each cell's digit.
struct Replay<'a> {
    grid: &'a Candidates,
    now: Candidates,
    facts: Vec<(Fact, Vec<usize>)>,
    removed_by: Vec<usize>,
    placed_by: [usize; 81],
}

impl Replay<'_> {
    fn push(&mut self, fact: Fact, from: Vec<usize>) -> usize {
        self.facts.push((fact, from));
        let at = self.facts.len() - 1;
        let (cell, digit, on) = fact;
        if on {
            self.placed_by[cell] = at;
        } else {
            self.removed_by[cell * 9 + usize::from(digit - 1)] = at;
        }
        at
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

    /// Places the single `forcing::single` would; whether there was one.
    fn single(&mut self) -> bool {
        let Some((cell, digit, house)) = forcing::next_single(&self.now) else {
            return false;
        };
        let from = match house {
            None => self.gone_from(cell, bit(digit)),
            Some(house) => self.gone(digit, HOUSE_CELLS[house] & !CellSet::single(cell)),
        };
        self.place(cell, digit, from);
        true
    }

    /// Applies the step `forcing::basic` would (locked candidates or a
    /// naked or hidden pair); whether there was one.
    fn basic(&mut self) -> bool {
        let Some(step) = forcing::basic_step(&self.now) else {
            return false;
        };
        // The pattern's house (each of the four rules names one).
        let house = HOUSE_CELLS[usize::from(step.houses[0].0)];
        let from: Vec<usize> = match step.technique {
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
        };
        for e in &step.eliminations {
            self.push((e.cell.index(), e.digit.get(), false), from.clone());
        }
        self.now.apply(&step);
        true
    }

    /// The facts of the first contradiction `forcing::check` reports, if
    /// any: a cell without a candidate, a digit twice in a house, or a
    /// digit without a place in a house.
    fn broken(&self) -> Option<Vec<Fact>> {
        let targets = match forcing::check(&self.now).err()? {
            Broken::Cell(cell) => {
                let digits = digits_of(self.grid.mask(cell));
                digits.map(|d| (cell, d, false)).collect()
            }
            Broken::House {
                house,
                digit,
                twice: true,
            } => HOUSE_CELLS[house]
                .indices()
                .filter(|&c| self.now.digit_at(c) == digit && self.placed_by[c] != usize::MAX)
                .map(|c| (c, digit, true))
                .collect(),
            Broken::House { house, digit, .. } => (self.grid.places(digit) & HOUSE_CELLS[house])
                .indices()
                .map(|c| (c, digit, false))
                .collect(),
        };
        Some(targets)
    }

    /// The facts `targets` stand on, the premise first, each after those
    /// it follows from.
    fn net(&self, targets: &[Fact]) -> Net {
        let index: HashMap<Fact, usize> = (self.facts.iter().enumerate())
            .map(|(i, &(fact, _))| (fact, i))
            .collect();
        let mut wanted = vec![false; self.facts.len()];
        wanted[0] = true;
        let mut stack: Vec<usize> = targets
            .iter()
            .filter_map(|t| index.get(t).copied())
            .collect();
        while let Some(i) = stack.pop() {
            if !wanted[i] {
                wanted[i] = true;
                stack.extend(self.facts[i].1.iter().copied());
            }
        }
        let mut new_index = vec![usize::MAX; self.facts.len()];
        let mut nodes = Vec::new();
        for (i, ((cell, digit, on), from)) in self.facts.iter().enumerate() {
            if !wanted[i] {
                continue;
            }
            new_index[i] = nodes.len();
            nodes.push(NetNode::of(
                (*cell, *digit, *on),
                from.iter().map(|&p| new_index[p]).collect(),
            ));
        }
        Net { nodes }
    }
}
