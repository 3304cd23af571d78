//! Forcing Chains and Nets as HoDoKu finds them: each candidate is taken
//! true and taken false, and what follows is checked.
//!
//! - Contradiction: an assumption leads to a candidate both true and
//!   false, two digits in a cell, a digit twice in a house, a cell or a
//!   house left without a place: a candidate assumed true is false, one
//!   assumed false is placed.
//! - Verity: a candidate's being true and being false lead to the same
//!   conclusion, or so do all candidates of a cell or all places of a
//!   digit in a house: the conclusion holds.
//!
//! Chains follow strong and weak links (through groups, without drawing
//! singles from what is left), from HoDoKu's tables, each step with its
//! chains and HoDoKu's choice among conclusions (`chain/forcing.rs`). For
//! nets, what a candidate implies directly is what playing it out gives,
//! with four rounds of singles (`chain/lookahead.rs`), and what follows is
//! a closure; each net step shows, for each premise, the net that reaches
//! what proves it (`chain/net.rs`). HoDoKu sorts what it finds: placements
//! first, then eliminations, each by cell and digit; the steps come in
//! that order.

use std::collections::BTreeMap;

use sudoku_core::Digit;

use super::Found;
use super::chain::forcing::{self, Reason};
use super::chain::{Implied, closures, net as net_of};
use crate::candidates::digits_of;
use crate::house::{HOUSE_CELLS, PEERS};
use crate::net::Fact;
use crate::{Candidate, Candidates, CellSet, House, Step, Technique};

/// A conclusion: a placement (`true`) or an elimination, keyed so that
/// HoDoKu's order is the map's, with why, from which premises (one for a
/// contradiction, each branch for a verity), and for a contradiction the
/// facts that make it (a verity's premises each lead to the conclusion).
type Conclusions = BTreeMap<(u8, usize, u8), (Reason, Vec<Fact>, Option<Vec<Fact>>)>;

/// Every forcing chain (`net` false) or net, in HoDoKu's order, one step
/// for each conclusion.
pub(crate) fn find(grid: &Candidates, net: bool, found: Found) -> bool {
    let allowed = allowed(grid);
    if !net {
        for conclusion in forcing::conclusions(grid, &allowed) {
            let mut step = step(
                false,
                conclusion.place,
                conclusion.cell,
                conclusion.digit,
                conclusion.reason,
            );
            step.chains = conclusion.chains;
            if !found(step) {
                return false;
            }
        }
        return true;
    }
    let closures = closures(grid);
    let mut conclusions = Conclusions::new();
    let mut conclude = |place: bool,
                        cell: usize,
                        digit: u8,
                        reason: Reason,
                        premises: &[Fact],
                        broken: Option<Vec<Fact>>| {
        conclusions
            .entry((u8::from(!place), cell, digit))
            .or_insert_with(|| (reason, premises.to_vec(), broken));
    };
    // HoDoKu checks every table for a contradiction before any verity, so
    // of a contradiction and a verity with the same effect it keeps the
    // contradiction (always for a placement; for an elimination when the
    // chains are as long, which closures cannot tell).
    for cell in 0..81 {
        for digit in digits_of(grid.mask(cell)) {
            let Some((on, off)) = &closures.of[cell * 9 + usize::from(digit - 1)] else {
                continue;
            };
            // Taken true and broken: false; taken false and broken: placed.
            for (implied, assumed) in [(on, true), (off, false)] {
                if let Some((reason, targets)) = broken(grid, &allowed, implied) {
                    let premise = [(cell, digit, assumed)];
                    conclude(!assumed, cell, digit, reason, &premise, Some(targets));
                }
            }
        }
    }
    for cell in 0..81 {
        for digit in digits_of(grid.mask(cell)) {
            let Some((on, off)) = &closures.of[cell * 9 + usize::from(digit - 1)] else {
                continue;
            };
            // True or false, the same follows.
            let premises = [(cell, digit, true), (cell, digit, false)];
            for d in 0..9 {
                let others = !CellSet::single(cell);
                for c in (on.on[d] & off.on[d] & others).indices() {
                    conclude(
                        true,
                        c,
                        d as u8 + 1,
                        Reason::CellVerity(cell),
                        &premises,
                        None,
                    );
                }
                for c in (on.off[d] & off.off[d] & others).indices() {
                    conclude(
                        false,
                        c,
                        d as u8 + 1,
                        Reason::CellVerity(cell),
                        &premises,
                        None,
                    );
                }
            }
        }
    }
    // Every candidate of a cell, every place of a digit in a house.
    let on_of = |cell: usize, digit: u8| {
        closures.of[cell * 9 + usize::from(digit - 1)]
            .as_ref()
            .map(|(on, _)| on)
    };
    for cell in 0..81 {
        let branches: Vec<(Fact, &Implied)> = digits_of(grid.mask(cell))
            .filter_map(|d| on_of(cell, d).map(|on| ((cell, d, true), on)))
            .collect();
        all_agree(&branches, Reason::CellVerity(cell), &mut conclude);
    }
    for house in 0..27 {
        for digit in 1..=9u8 {
            let branches: Vec<(Fact, &Implied)> = (grid.places(digit) & HOUSE_CELLS[house])
                .indices()
                .filter_map(|c| on_of(c, digit).map(|on| ((c, digit, true), on)))
                .collect();
            all_agree(&branches, Reason::HouseVerity(house, digit), &mut conclude);
        }
    }
    for ((kind, cell, digit), (reason, premises, broken)) in conclusions {
        let place = kind == 0;
        let mut step = step(net, place, cell, digit, reason);
        // Each premise's net: to the contradiction it leads to, or to the
        // conclusion.
        let targets = broken.unwrap_or_else(|| vec![(cell, digit, place)]);
        let nets: Option<Vec<_>> = premises
            .iter()
            .map(|&premise| net_of(grid, &closures.graph, premise, &targets))
            .collect();
        step.nets = nets.unwrap_or_default();
        if !found(step) {
            return false;
        }
    }
    true
}

/// The cells where each digit may go given the placed digits alone
/// (HoDoKu asks these, not the candidates, for a house left without).
fn allowed(grid: &Candidates) -> [CellSet; 9] {
    let mut allowed = [CellSet::default(); 9];
    for (d, cells) in allowed.iter_mut().enumerate() {
        for cell in 0..81 {
            let digit = d as u8 + 1;
            if grid.digit_at(cell) == 0 && PEERS[cell].indices().all(|p| grid.digit_at(p) != digit)
            {
                *cells |= CellSet::single(cell);
            }
        }
    }
    allowed
}

/// The contradiction in `implied`, if any (HoDoKu's six checks), and the
/// facts that make it.
fn broken(
    grid: &Candidates,
    allowed: &[CellSet; 9],
    implied: &Implied,
) -> Option<(Reason, Vec<Fact>)> {
    let mut on_any = CellSet::default();
    for d in 0..9 {
        let digit = d as u8 + 1;
        // A candidate both true and false; two digits true in one cell.
        if let Some(c) = (implied.on[d] & implied.off[d]).first() {
            let targets = vec![(c, digit, true), (c, digit, false)];
            return Some((Reason::CellContradiction(c), targets));
        }
        if let Some(c) = (implied.on[d] & on_any).first() {
            let other = (0..d).find(|&e| implied.on[e].has(c)).unwrap_or(d) as u8 + 1;
            let targets = vec![(c, other, true), (c, digit, true)];
            return Some((Reason::CellContradiction(c), targets));
        }
        on_any |= implied.on[d];
    }
    for (house, cells) in HOUSE_CELLS.iter().enumerate() {
        for d in 0..9 {
            // A digit twice in a house.
            let twice = implied.on[d] & *cells;
            if twice.len() > 1 {
                let targets = twice.indices().map(|c| (c, d as u8 + 1, true)).collect();
                return Some((Reason::HouseContradiction(house), targets));
            }
        }
    }
    // A cell left without a candidate.
    for cell in 0..81 {
        let mask = grid.mask(cell);
        if grid.digit_at(cell) != 0 || mask == 0 || on_any.has(cell) {
            continue;
        }
        if digits_of(mask).all(|d| implied.off[usize::from(d - 1)].has(cell)) {
            let targets = digits_of(mask).map(|d| (cell, d, false)).collect();
            return Some((Reason::CellContradiction(cell), targets));
        }
    }
    // A house left without a place for a digit.
    for (house, cells) in HOUSE_CELLS.iter().enumerate() {
        for d in 0..9 {
            let places = allowed[d] & *cells;
            if !places.is_empty() && places.is_subset(implied.off[d]) {
                let targets = places.indices().map(|c| (c, d as u8 + 1, false)).collect();
                return Some((Reason::HouseContradiction(house), targets));
            }
        }
    }
    None
}

/// What every branch of `branches` (each premise and what it implies)
/// implies alike.
fn all_agree(
    branches: &[(Fact, &Implied)],
    reason: Reason,
    conclude: &mut impl FnMut(bool, usize, u8, Reason, &[Fact], Option<Vec<Fact>>),
) {
    let Some(((_, first), rest)) = branches.split_first() else {
        return;
    };
    let premises: Vec<Fact> = branches.iter().map(|&(premise, _)| premise).collect();
    for d in 0..9 {
        let on = rest.iter().fold(first.on[d], |acc, (_, b)| acc & b.on[d]);
        let off = rest.iter().fold(first.off[d], |acc, (_, b)| acc & b.off[d]);
        for c in on.indices() {
            conclude(true, c, d as u8 + 1, reason, &premises, None);
        }
        for c in off.indices() {
            conclude(false, c, d as u8 + 1, reason, &premises, None);
        }
    }
}

fn step(net: bool, place: bool, cell: usize, digit: u8, reason: Reason) -> Step {
    let verity = matches!(reason, Reason::CellVerity(_) | Reason::HouseVerity(..));
    let mut step = Step::new(match (net, verity) {
        (false, false) => Technique::ForcingChain,
        (false, true) => Technique::ForcingChainVerity,
        (true, false) => Technique::ForcingNet,
        (true, true) => Technique::ForcingNetVerity,
    });
    step.digits.push(Digit::new(digit).expect("1-9"));
    let candidate = Candidate::new(cell, digit);
    if place {
        step.placements.push(candidate);
    } else {
        step.eliminations.push(candidate);
    }
    let at = |c: usize| sudoku_core::Cell::new(c).expect("a cell");
    match reason {
        Reason::CellContradiction(c) | Reason::CellVerity(c) => step.cells = vec![at(c)],
        Reason::HouseContradiction(h) => step.houses = vec![House(h as u8)],
        Reason::HouseVerity(h, d) => {
            step.houses = vec![House(h as u8)];
            step.digits = vec![Digit::new(d).expect("1-9")];
        }
    }
    step
}
