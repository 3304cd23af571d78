//! Constraint steps: what one rule (a cage, a thermometer, an arrow, a
//! kropki dot...) rules out by itself from the current pencil marks, in
//! the rule's own words.

use std::sync::Arc;

use super::{Marks, Step, Technique};
use crate::board::digits;
use crate::rule::Rule;

/// The first of `rules`, in order, whose own reasoning rules out a
/// candidate: a step of `technique`.
pub(super) fn constraint(
    rules: &[Arc<dyn Rule>],
    technique: Technique,
    marks: &Marks,
) -> Option<Step> {
    let n = marks.size();
    for rule in rules {
        let mut board = marks.board().clone();
        if rule.propagate(&mut board).is_err() {
            // Not on a puzzle with a solution: every step before was sound.
            continue;
        }
        let eliminations: Vec<(usize, u8)> = (0..n * n)
            .filter(|&c| marks.value(c) == 0)
            .flat_map(|c| digits(marks.candidates(c) & !board.get(c)).map(move |d| (c, d)))
            .collect();
        if eliminations.is_empty() {
            continue;
        }
        let mut step = Step::new(technique);
        let cells: Vec<usize> = eliminations.iter().map(|e| e.0).collect();
        let mut words = super::forcing::said(rule.as_ref(), &cells, n);
        if let Some(reason) = rule.reason(marks.board(), n) {
            words = format!("{words}; {reason}");
        }
        step.rule = Some(words);
        step.cells = rule.cells();
        step.cells.sort_unstable();
        step.eliminations = eliminations;
        return Some(step);
    }
    None
}
