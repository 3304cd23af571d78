//! Digits a constraint must hold: when a rule cannot be kept without
//! some digit among its cells (a killer cage 23 in three cells needs a
//! 9, a renban of five cells in 1-6 needs its middle digits), the digit is
//! in one of those cells; whatever each of its places there rules out
//! goes (digit forcing over the rule's cells instead of a house).

use std::sync::Arc;

use super::forcing::Consequences;
use super::{Marks, Step, Technique, step::digit_char};
use crate::board::{bit, digits};
use crate::rule::{Cell, Rule, cell_name};

/// The rule's short name and where it starts: `killer cage 23 at r1c1`.
fn name(rule: &dyn Rule, cells: &[Cell], size: usize) -> String {
    let said = rule.describe(size);
    let head = said
        .split([':', ';'])
        .next()
        .unwrap_or(&said)
        .trim()
        .to_owned();
    match cells.iter().min() {
        Some(&first) => format!("{head} at {}", cell_name(first, size)),
        None => head,
    }
}

/// The first digit some rule needs whose places among the rule's cells
/// all rule out the same candidate.
pub(super) fn required(
    rules: &[Arc<dyn Rule>],
    marks: &Marks,
    found: &Consequences,
) -> Option<Step> {
    let n = marks.size();
    for rule in rules {
        let cells = rule.cells();
        if cells.len() < 2 || cells.len() >= n * n {
            continue;
        }
        let open: Vec<Cell> = cells
            .iter()
            .copied()
            .filter(|&c| marks.value(c) == 0)
            .collect();
        let held = cells
            .iter()
            .filter(|&&c| marks.value(c) != 0)
            .fold(0, |set, &c| set | bit(marks.value(c)));
        let possible = open.iter().fold(0, |set, &c| set | marks.candidates(c));
        for digit in digits(possible & !held) {
            // Without the digit among its open cells, can the rule be kept?
            let mut trial = marks.board().clone();
            let needed = open.iter().any(|&c| trial.remove(c, bit(digit)).is_err())
                || rule.propagate(&mut trial).is_err();
            if !needed {
                continue;
            }
            let premises: Vec<(Cell, u8)> = open
                .iter()
                .filter(|&&c| marks.candidates(c) & bit(digit) != 0)
                .map(|&c| (c, digit))
                .collect();
            if premises.len() < 2 {
                continue;
            }
            if let Some(eliminations) = found.common(&premises) {
                let named = name(rule.as_ref(), &cells, n);
                let mut step = Step::new(Technique::RequiredDigit);
                step.digits.push(digit);
                step.cells = premises.iter().map(|p| p.0).collect();
                step.houses.push(named.clone());
                step.reason = Some(format!(
                    "{named} needs a {}, and wherever it goes there",
                    digit_char(digit)
                ));
                step.eliminations = eliminations;
                return Some(step);
            }
        }
    }
    None
}
