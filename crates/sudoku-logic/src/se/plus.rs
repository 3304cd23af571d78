//! Inside SE's dynamic forcing chains (+): when a chain's implications run
//! out, the easy rules (locked candidates, hidden and naked pairs, X-wings)
//! run on the chain's grid, and what they remove joins the chain, with the
//! candidates the rule needed gone as parents.

use super::basic;
use super::board::{Board, HOUSES};
use super::chaining::{Chaining, Search};
use super::hint::{Hint, Pattern};
use super::potential::{ADVANCED, PotSet, key};
use super::scope::Scope;

/// The candidates, as (cell, digit), that were in `source` and are gone
/// from `grid` and that the hint's pattern needed gone (SE's
/// `getRuleParents`).
fn rule_parents(pattern: &Pattern, source: &Board, grid: &Board) -> Vec<(usize, u8)> {
    let mut out = Vec::new();
    match pattern {
        Pattern::Locking {
            bases,
            covers,
            digit,
        } => {
            for &b in bases {
                for &c in &HOUSES[b as usize] {
                    let c = c as usize;
                    let in_cover = covers
                        .iter()
                        .any(|&h| HOUSES[h as usize].contains(&(c as u8)));
                    if source.has(c, *digit) && !grid.has(c, *digit) && !in_cover {
                        out.push((c, *digit));
                    }
                }
            }
        }
        Pattern::Hidden { house, values } => {
            let digits: Vec<u8> = super::board::digits(*values).collect();
            let mine = digits
                .iter()
                .fold(0u16, |m, &d| m | grid.positions(*house as usize, d));
            for i in 0..9 {
                if mine & (1 << i) == 0 {
                    let c = HOUSES[*house as usize][i] as usize;
                    for &d in &digits {
                        if source.has(c, d) {
                            out.push((c, d));
                        }
                    }
                }
            }
        }
        Pattern::Naked { cells, values } => {
            for &c in cells {
                for d in super::board::digits(source.cands[c as usize] & !values) {
                    out.push((c as usize, d));
                }
            }
        }
    }
    out
}

/// What the rules run inside a chain turn off where its links run out.
pub(super) struct Stop {
    /// The potentials turned off: all those of the first rule that gives
    /// any.
    pub(super) offs: Vec<u32>,
    /// Whether they came from the last rule, so that every rule ran on the
    /// grid. Only then does all the chain would still find stand on them:
    /// a rule not run here (a later one, when an earlier one gave
    /// something) may find, at a later stop, what needs gone only
    /// candidates the chain had removed before this stop, and so turn off
    /// a potential of few ancestors (a rule that ran here and found nothing
    /// of the kind finds nothing of it later either: on a grid with fewer
    /// candidates its hints that need gone only the same ones are the same
    /// hints).
    pub(super) every_rule: bool,
}

/// The grid each easy rule last ran on in one chain. A hint it finds at a
/// later stop whose pattern was there already (the places or candidates
/// it stands on as they were) was found then, with the same parents (they
/// stand on those too) and removals no more than then: those the chain
/// turned off, or none if it had no parents. So the rule looks only where
/// candidates went since it last ran, a part of where they went since the
/// chain's start (a chain's grids only lose candidates); what it finds
/// that gives anything is what it found everywhere, in the same order.
///
/// So for the static forcing chains nested at levels 2 and 3: a chain of
/// theirs that follows only strong links there when they last ran in
/// the chain was found then, and what it proves is gone (or, with no
/// parents then, still has none); the grid kept here is where they look
/// for new links ([`Search::nested_potentials`]).
#[derive(Default)]
pub(super) struct Ran {
    grids: [Option<Board>; 4],
    nested: [Option<Board>; 2],
}

impl Search<'_> {
    /// The potentials the rules run inside the chain turn off on `grid`:
    /// all those of the first rule that gives any (SE's
    /// `getAdvancedPotentials`). `ran` keeps where each rule last ran in
    /// the chain.
    pub(super) fn advanced(
        &mut self,
        grid: &Board,
        source: &Board,
        offs: &PotSet,
        ran: &mut Ran,
    ) -> Stop {
        let mut result = Vec::new();
        // Only hints that needed gone what the chain removed count: where
        // it changed the grid (worked out for the rules that did not run
        // in the chain before).
        let mut changed = None;
        // The digits' places in each house, for the hidden sets and fish.
        let mut table = None;
        for rule in 0..4 {
            let since = match &ran.grids[rule] {
                Some(before) if self.prune => Scope::changed(before, grid),
                _ => *changed.get_or_insert_with(|| Scope::changed(source, grid)),
            };
            let scope = &since;
            match &mut ran.grids[rule] {
                Some(before) => before.clone_from(grid),
                none => *none = Some(grid.clone()),
            }
            let mut hints: Vec<Hint> = Vec::new();
            let mut collect = |hint: Hint| {
                hints.push(hint);
                false
            };
            match rule {
                0 => basic::locking(grid, false, scope, &mut collect),
                1 => {
                    let table = table.get_or_insert_with(|| grid.position_table());
                    basic::hidden_set_in(grid, table, 2, false, scope, &mut collect)
                }
                2 => basic::naked_set(grid, 2, scope, &mut collect),
                _ => {
                    let table = table.get_or_insert_with(|| grid.position_table());
                    basic::fish_in(grid, table, 2, scope, &mut collect)
                }
            };
            for hint in &hints {
                let Some(pattern) = &hint.pattern else {
                    continue;
                };
                let parents: Vec<u32> = rule_parents(pattern, source, grid)
                    .into_iter()
                    .filter_map(|(c, d)| offs.get(key(c, d, false)))
                    .collect();
                if parents.is_empty() {
                    continue;
                }
                for (c, d) in hint.eliminations() {
                    result.push(
                        self.arena
                            .add(key(c as usize, d, false), &parents, ADVANCED),
                    );
                }
            }
            if !result.is_empty() {
                return Stop {
                    offs: result,
                    every_rule: rule == 3 && self.rule.level < 2,
                };
            }
        }
        // Nested chains: SE's levels 2 to 5.
        let rule = |multiple, dynamic, level| Chaining {
            multiple,
            dynamic,
            nishio: false,
            level,
        };
        let level = self.rule.level;
        let nested: Vec<Chaining> = match level {
            0 | 1 => Vec::new(),
            2 => vec![rule(false, false, 0)],
            3 => vec![rule(false, false, 0), rule(true, false, 0)],
            4 => vec![rule(true, true, 0)],
            _ => vec![rule(true, true, 0), rule(true, true, level - 3)],
        };
        let rules = nested.len();
        for (at, inner) in nested.into_iter().enumerate() {
            let before = if !inner.multiple && !inner.dynamic {
                ran.nested[at].replace(grid.clone())
            } else {
                None
            };
            result = self.nested_potentials(inner, grid, source, offs, before.as_ref());
            if !result.is_empty() {
                return Stop {
                    offs: result,
                    every_rule: at + 1 == rules,
                };
            }
        }
        Stop {
            offs: result,
            every_rule: true,
        }
    }
}
