//! HoDoKu's forcing chains, read from its tables ([`Tables`]): every
//! candidate is taken true and taken false, and each table (what follows,
//! along links, from one premise) is checked for a contradiction; then
//! pairs and sets of tables for a verity (`checkForcingChains`). Every
//! conclusion comes with its chains, each from a premise to what proves
//! the conclusion, rebuilt from the table's first reasons.
//!
//! HoDoKu keeps, for each conclusion and kind (contradiction or verity),
//! the one whose chains are shortest in total (the first found on a tie),
//! and sorts them: placements before eliminations, each by cell and
//! digit; between a contradiction and a verity with the same effect, an
//! elimination goes to the shorter chains (the contradiction on a tie), a
//! placement to the contradiction.

use sudoku_core::{Cell, Digit};

use super::tables::{Table, Tables};
use crate::candidates::digits_of;
use crate::house::HOUSE_CELLS;
use crate::{Candidates, CellSet, Chain, Node};

/// Where a conclusion comes from: a contradiction in a cell or a house,
/// or a verity over a cell or a house.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Reason {
    /// What a premise implies breaks in this cell.
    CellContradiction(usize),
    /// What a premise implies breaks in this house (0-26).
    HouseContradiction(usize),
    /// Every candidate of this cell (or a candidate both true and false)
    /// leads to the conclusion.
    CellVerity(usize),
    /// Every place of the digit in the house leads to the conclusion.
    HouseVerity(usize, u8),
}

/// A conclusion: a digit placed (`place`) or eliminated, why, and the
/// chains that show it.
pub(crate) struct Conclusion {
    pub(crate) place: bool,
    pub(crate) cell: usize,
    pub(crate) digit: u8,
    pub(crate) reason: Reason,
    pub(crate) chains: Vec<Chain>,
}

/// One premise's table and what it makes true and false.
struct Premise {
    table: Table,
    /// The position of each state in the table (`u16::MAX`: not there).
    position: Vec<u16>,
    on: [CellSet; 9],
    off: [CellSet; 9],
}

impl Premise {
    /// The table of `state`, searched in `scratch`.
    fn new(tables: &Tables, state: u32, scratch: &mut Table) -> Premise {
        tables.expand(state, scratch);
        let table = scratch.entries();
        let mut position = vec![u16::MAX; tables.nodes.len() * 2];
        let (mut on, mut off) = ([CellSet::default(); 9], [CellSet::default(); 9]);
        for (at, &s) in table.states.iter().enumerate() {
            position[s as usize] = at as u16;
            let (cells, digit) = tables.node(s);
            if cells.len() == 1 {
                let sets = if s % 2 == 1 { &mut on } else { &mut off };
                sets[usize::from(digit - 1)] |= cells;
            }
        }
        Premise {
            table,
            position,
            on,
            off,
        }
    }

    /// The premise's cell, digit and whether it is taken true.
    fn premise(&self, tables: &Tables) -> (usize, u8, bool) {
        let state = self.table.states[0];
        (tables.cell(state), tables.node(state).1, state % 2 == 1)
    }
}

/// A conclusion found, with the premises and targets of its chains.
struct Found {
    place: bool,
    cell: usize,
    digit: u8,
    verity: bool,
    reason: Reason,
    /// Each chain: the premise's index in `premises`, and its last state.
    chains: Vec<(usize, u32)>,
    /// HoDoKu's length: the chains' entries, all told.
    length: usize,
}

/// Every forcing chain of `grid`, in HoDoKu's order, one for each effect.
pub(crate) fn conclusions(grid: &Candidates, allowed: &[CellSet; 9]) -> Vec<Conclusion> {
    let tables = Tables::new(grid, true);
    // HoDoKu's order of tables: by cell and digit, the premise taken true
    // before the one taken false.
    let mut premises = Vec::new();
    // Each candidate's premise taken true (`cell * 9 + digit - 1`); taken
    // false, the next.
    let mut index = vec![usize::MAX; 729];
    let mut scratch = Table::default();
    for cell in 0..81 {
        for digit in digits_of(grid.mask(cell)) {
            index[cell * 9 + usize::from(digit - 1)] = premises.len();
            for on in [true, false] {
                let state = tables.state(cell, digit, on);
                premises.push(Premise::new(&tables, state, &mut scratch));
            }
        }
    }
    let on_premise = |cell: usize, digit: u8| index[cell * 9 + usize::from(digit - 1)];
    let mut kept = Kept::default();
    for p in 0..premises.len() {
        contradictions(grid, allowed, &tables, &premises, p, &mut kept);
    }
    for p in (0..premises.len()).step_by(2) {
        two_chains(&tables, &premises, p, &mut kept);
    }
    for cell in 0..81 {
        let branches: Vec<usize> = digits_of(grid.mask(cell))
            .map(|d| on_premise(cell, d))
            .collect();
        all_chains(
            &tables,
            &premises,
            &branches,
            Reason::CellVerity(cell),
            &mut kept,
        );
    }
    for house in 0..27 {
        for digit in 1..=9u8 {
            let branches: Vec<usize> = (grid.places(digit) & HOUSE_CELLS[house])
                .indices()
                .map(|c| on_premise(c, digit))
                .collect();
            let reason = Reason::HouseVerity(house, digit);
            all_chains(&tables, &premises, &branches, reason, &mut kept);
        }
    }
    let mut found = kept.found;
    // Stable: on a tie, the order found.
    found.sort_by_key(|f| (!f.place, f.cell, f.digit));
    let mut best: Vec<Found> = Vec::new();
    for f in found {
        match best.last_mut() {
            Some(last) if (last.place, last.cell, last.digit) == (f.place, f.cell, f.digit) => {
                if !f.place && f.length < last.length {
                    *last = f;
                }
            }
            _ => best.push(f),
        }
    }
    best.into_iter()
        .map(|f| Conclusion {
            place: f.place,
            cell: f.cell,
            digit: f.digit,
            reason: f.reason,
            chains: f
                .chains
                .iter()
                .map(|&(p, target)| chain(&tables, &premises[p], target))
                .collect(),
        })
        .collect()
}

/// HoDoKu's list of steps: one for each effect and kind, the shortest.
struct Kept {
    found: Vec<Found>,
    /// Where each effect and kind is in `found`, by [`Kept::key`].
    at: Vec<u32>,
}

impl Default for Kept {
    fn default() -> Kept {
        Kept {
            found: Vec::new(),
            at: vec![u32::MAX; 4 * 729],
        }
    }
}

impl Kept {
    /// An effect and kind as an index: candidate, placed, verity.
    fn key(found: &Found) -> usize {
        (found.cell * 9 + usize::from(found.digit - 1)) * 4
            + usize::from(found.place) * 2
            + usize::from(found.verity)
    }

    fn offer(&mut self, found: Found) {
        let key = Kept::key(&found);
        match self.at[key] {
            u32::MAX => {
                self.at[key] = self.found.len() as u32;
                self.found.push(found);
            }
            i => {
                let kept = &mut self.found[i as usize];
                if kept.length > found.length {
                    *kept = found;
                }
            }
        }
    }
}

/// The chains to `targets`, each a premise's index in `premises` and a
/// candidate (cell, digit, taken true) of its table, and their length,
/// all told.
fn chains_to(
    tables: &Tables,
    premises: &[Premise],
    targets: impl Iterator<Item = (usize, usize, u8, bool)>,
) -> (Vec<(usize, u32)>, usize) {
    let mut chains = Vec::new();
    let mut length = 0;
    for (p, cell, digit, on) in targets {
        let state = tables.state(cell, digit, on);
        let at = premises[p].position[state as usize];
        debug_assert!(at != u16::MAX, "a target outside its table");
        length += usize::from(premises[p].table.depth[usize::from(at)]) + 1;
        chains.push((p, state));
    }
    (chains, length)
}

/// The chain from `premise` to `target`, its links strong where they make
/// a node true.
fn chain(tables: &Tables, premise: &Premise, target: u32) -> Chain {
    let states = premise
        .table
        .chain_to(usize::from(premise.position[target as usize]));
    let nodes = states
        .iter()
        .map(|&s| {
            let (cells, digit) = tables.node(s);
            Node {
                cells: cells.cells().collect::<Vec<Cell>>(),
                digit: Digit::new(digit).expect("a digit"),
            }
        })
        .collect();
    Chain {
        nodes,
        strong: states[1..].iter().map(|&s| s % 2 == 1).collect(),
    }
}

/// HoDoKu's six checks of one table (`checkOneChain`): what its premise
/// implies breaks, so the premise is false (taken true) or true.
fn contradictions(
    grid: &Candidates,
    allowed: &[CellSet; 9],
    tables: &Tables,
    premises: &[Premise],
    p: usize,
    kept: &mut Kept,
) {
    let entry = &premises[p];
    let (cell, digit, on) = entry.premise(tables);
    let mut offer = |reason: Reason, targets: Vec<(usize, u8, bool)>| {
        let (chains, length) = chains_to(
            tables,
            premises,
            targets.into_iter().map(|(c, d, o)| (p, c, d, o)),
        );
        kept.offer(Found {
            place: !on,
            cell,
            digit,
            verity: false,
            reason,
            chains,
            length,
        });
    };
    let d = usize::from(digit - 1);
    // The premise's opposite follows.
    let opposite = if on { &entry.off } else { &entry.on };
    if opposite[d].has(cell) {
        offer(Reason::CellContradiction(cell), vec![(cell, digit, !on)]);
    }
    // A candidate both true and false.
    for i in 0..9 {
        if let Some(c) = (entry.on[i] & entry.off[i]).first() {
            let x = i as u8 + 1;
            offer(
                Reason::CellContradiction(c),
                vec![(c, x, false), (c, x, true)],
            );
        }
    }
    // Two digits true in one cell.
    for i in 0..9 {
        for j in i + 1..9 {
            if let Some(c) = (entry.on[i] & entry.on[j]).first() {
                let (x, y) = (i as u8 + 1, j as u8 + 1);
                offer(
                    Reason::CellContradiction(c),
                    vec![(c, x, true), (c, y, true)],
                );
            }
        }
    }
    // A digit twice in a house: rows, then columns, then boxes.
    for kind in 0..3 {
        for i in 0..9 {
            for house in 9 * kind..9 * kind + 9 {
                let cells = entry.on[i] & HOUSE_CELLS[house];
                if cells.len() > 1 {
                    let x = i as u8 + 1;
                    let targets = cells.indices().map(|c| (c, x, true)).collect();
                    offer(Reason::HouseContradiction(house), targets);
                }
            }
        }
    }
    // A cell left without a candidate.
    let on_any = entry.on.iter().fold(CellSet::default(), |all, &s| all | s);
    for c in 0..81 {
        let mask = grid.mask(c);
        if grid.digit_at(c) != 0 || mask == 0 || on_any.has(c) {
            continue;
        }
        if digits_of(mask).all(|x| entry.off[usize::from(x - 1)].has(c)) {
            let targets = digits_of(mask).map(|x| (c, x, false)).collect();
            offer(Reason::CellContradiction(c), targets);
        }
    }
    // A house left without a place for a digit (places as the placed
    // digits allow, as HoDoKu asks).
    for kind in 0..3 {
        for i in 0..9 {
            for house in 9 * kind..9 * kind + 9 {
                let places = allowed[i] & HOUSE_CELLS[house];
                if !places.is_empty() && places.is_subset(entry.off[i]) {
                    let x = i as u8 + 1;
                    let targets = places.indices().map(|c| (c, x, false)).collect();
                    offer(Reason::HouseContradiction(house), targets);
                }
            }
        }
    }
}

/// A candidate's two tables, taken true (`p`) and false (`p + 1`): what
/// both imply holds (`checkTwoChains`).
fn two_chains(tables: &Tables, premises: &[Premise], p: usize, kept: &mut Kept) {
    let (on, off) = (&premises[p], &premises[p + 1]);
    let (cell, _, _) = on.premise(tables);
    let others = !CellSet::single(cell);
    for place in [true, false] {
        for i in 0..9 {
            let both = if place {
                on.on[i] & off.on[i]
            } else {
                on.off[i] & off.off[i]
            } & others;
            let x = i as u8 + 1;
            for c in both.indices() {
                let targets = [(p, c, x, place), (p + 1, c, x, place)];
                let (chains, length) = chains_to(tables, premises, targets.into_iter());
                kept.offer(Found {
                    place,
                    cell: c,
                    digit: x,
                    verity: true,
                    reason: Reason::CellVerity(cell),
                    chains,
                    length,
                });
            }
        }
    }
}

/// The tables of every candidate of a cell, or every place of a digit in
/// a house (`branches`, each taken true): what all imply holds
/// (`checkEntryList`).
fn all_chains(
    tables: &Tables,
    premises: &[Premise],
    branches: &[usize],
    reason: Reason,
    kept: &mut Kept,
) {
    let Some((&first, rest)) = branches.split_first() else {
        return;
    };
    for i in 0..9 {
        let x = i as u8 + 1;
        let on = rest
            .iter()
            .fold(premises[first].on[i], |all, &b| all & premises[b].on[i]);
        let off = rest
            .iter()
            .fold(premises[first].off[i], |all, &b| all & premises[b].off[i]);
        for (place, cells) in [(true, on), (false, off)] {
            for c in cells.indices() {
                let targets = branches.iter().map(|&b| (b, c, x, place));
                let (chains, length) = chains_to(tables, premises, targets);
                kept.offer(Found {
                    place,
                    cell: c,
                    digit: x,
                    verity: true,
                    reason,
                    chains,
                    length,
                });
            }
        }
    }
}
