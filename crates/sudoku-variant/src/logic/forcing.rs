//! Forcing through what each candidate rules out directly: its digit
//! from its peers, and what each rule reading its cell then removes (one
//! pass, no chains). When every candidate of a cell (cell forcing), or
//! every place of a digit in a house (digit forcing), rules out the same
//! candidate, it goes; a candidate that breaks a rule at once goes too.

use super::singles::placed;
use super::{House, Marks, Step, Technique, step::digit_char};
use crate::board::{Digits, bit, digits};
use std::sync::Arc;

use crate::rule::{Cell, Rule, cell_name};

/// The largest size forcing runs on: above it, the table of every
/// candidate's consequences (size³ boards) costs more than it gives.
const LARGEST: usize = 16;

/// What placing each candidate rules out directly.
pub(super) struct Consequences {
    size: usize,
    /// For each cell and digit, the candidates it removes from each cell
    /// (`None`: the candidate breaks a rule at once, or is not one).
    removed: Vec<Option<Vec<Digits>>>,
    /// The candidates that break a rule at once, with the rule in words.
    broken: Vec<(Cell, u8, String)>,
}

impl Consequences {
    /// Every candidate's direct consequences in `marks` (`None` for a grid
    /// above [`LARGEST`]).
    pub(super) fn new(rules: &[Arc<dyn Rule>], houses: &[House], marks: &Marks) -> Option<Self> {
        let n = marks.size();
        if n > LARGEST {
            return None;
        }
        let mut peers = vec![Vec::new(); n * n];
        for house in houses {
            for &a in &house.cells {
                peers[a].extend(house.cells.iter().copied().filter(|&b| b != a));
            }
        }
        let mut rules_of = vec![Vec::new(); n * n];
        for (r, rule) in rules.iter().enumerate() {
            match rule.scope() {
                None => rules_of.iter_mut().for_each(|list| list.push(r)),
                Some(cells) => cells.into_iter().for_each(|c| rules_of[c].push(r)),
            }
        }
        for list in &mut rules_of {
            list.dedup();
        }
        let mut removed = vec![None; n * n * n];
        let mut broken = Vec::new();
        for cell in (0..n * n).filter(|&c| marks.value(c) == 0) {
            'digit: for digit in digits(marks.candidates(cell)) {
                let mut trial = marks.board().clone();
                let mut fails = trial.restrict(cell, bit(digit)).is_err()
                    || peers[cell]
                        .iter()
                        .any(|&p| marks.value(p) == 0 && trial.remove(p, bit(digit)).is_err());
                if fails {
                    continue;
                }
                for &r in &rules_of[cell] {
                    let rule = &rules[r];
                    fails = rule.propagate(&mut trial).is_err();
                    if fails {
                        broken.push((cell, digit, said(rule.as_ref(), &[cell], n)));
                        continue 'digit;
                    }
                }
                let lost = (0..n * n)
                    .map(|c| {
                        if c == cell || marks.value(c) != 0 {
                            0
                        } else {
                            marks.candidates(c) & !trial.get(c)
                        }
                    })
                    .collect();
                removed[cell * n + usize::from(digit) - 1] = Some(lost);
            }
        }
        Some(Consequences {
            size: n,
            removed,
            broken,
        })
    }

    /// What `digit` in `cell` removes, `None` if it breaks a rule.
    pub(super) fn of(&self, cell: Cell, digit: u8) -> Option<&[Digits]> {
        self.removed[cell * self.size + usize::from(digit) - 1].as_deref()
    }

    /// The candidates every one of `premises` rules out (a premise that
    /// breaks a rule rules out everything); `None` when none is.
    pub(super) fn common(&self, premises: &[(Cell, u8)]) -> Option<Vec<(Cell, u8)>> {
        let n = self.size;
        let mut all: Vec<Digits> = vec![Digits::MAX; n * n];
        let mut any = false;
        for &(cell, digit) in premises {
            if let Some(lost) = self.of(cell, digit) {
                any = true;
                for (keep, &l) in all.iter_mut().zip(lost) {
                    *keep &= l;
                }
            }
        }
        if !any {
            return None;
        }
        let found: Vec<(Cell, u8)> = all
            .iter()
            .enumerate()
            .flat_map(|(c, &set)| digits(set & ((1 << n) - 1)).map(move |d| (c, d)))
            .collect();
        (!found.is_empty()).then_some(found)
    }
}

/// The part of `rule` that acts on `cells`, in words; the whole rule when
/// no part of it touches them.
pub(super) fn said(rule: &dyn Rule, cells: &[Cell], size: usize) -> String {
    let part = rule.describe_at(cells, size);
    if part.is_empty() {
        rule.describe(size)
    } else {
        part
    }
}

/// A candidate that breaks a rule as soon as it is placed.
pub(super) fn broken_rule(found: &Consequences) -> Option<Step> {
    let (cell, digit, rule) = found.broken.first()?;
    let mut step = Step::new(Technique::ConstraintContradiction);
    step.cells.push(*cell);
    step.digits.push(*digit);
    step.eliminations.push((*cell, *digit));
    step.rule = Some(rule.clone());
    step.reason = Some(format!(
        "{}={} leaves the constraint no way to be kept",
        cell_name(*cell, found.size),
        digit_char(*digit)
    ));
    Some(step)
}

/// A cell whose every candidate rules out the same candidate elsewhere;
/// cells with fewer candidates first.
pub(super) fn cell_forcing(marks: &Marks, found: &Consequences) -> Option<Step> {
    let n = marks.size();
    let mut cells: Vec<Cell> = (0..n * n).filter(|&c| marks.value(c) == 0).collect();
    cells.sort_by_key(|&c| (marks.candidates(c).count_ones(), c));
    for cell in cells {
        let premises: Vec<(Cell, u8)> = digits(marks.candidates(cell)).map(|d| (cell, d)).collect();
        if let Some(eliminations) = found.common(&premises) {
            let mut step = Step::new(Technique::CellForcing);
            step.cells.push(cell);
            step.digits = premises.iter().map(|p| p.1).collect();
            let candidates: Vec<String> = step
                .digits
                .iter()
                .map(|&d| digit_char(d).to_string())
                .collect();
            step.reason = Some(format!(
                "whichever of {} goes in {}",
                candidates.join(", "),
                cell_name(cell, n)
            ));
            step.eliminations = eliminations;
            return Some(step);
        }
    }
    None
}

/// A digit whose every place in a full house rules out the same candidate
/// elsewhere.
pub(super) fn digit_forcing(marks: &Marks, houses: &[House], found: &Consequences) -> Option<Step> {
    for house in houses.iter().filter(|h| h.full) {
        for digit in digits(marks.board().all() & !placed(marks, house)) {
            let premises: Vec<(Cell, u8)> = house
                .cells
                .iter()
                .filter(|&&c| marks.value(c) == 0 && marks.candidates(c) & bit(digit) != 0)
                .map(|&c| (c, digit))
                .collect();
            if let Some(eliminations) = found.common(&premises) {
                let mut step = Step::new(Technique::DigitForcing);
                step.digits.push(digit);
                step.cells = premises.iter().map(|p| p.0).collect();
                step.houses.push(house.name.clone());
                step.reason = Some(format!(
                    "wherever {} goes in {}",
                    digit_char(digit),
                    house.name
                ));
                step.eliminations = eliminations;
                return Some(step);
            }
        }
    }
    None
}
