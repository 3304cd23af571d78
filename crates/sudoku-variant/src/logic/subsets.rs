//! Naked subsets in any group (k cells with k candidates between them),
//! hidden subsets in full houses (k digits with k places between them).

use super::{House, Marks, Step, Technique, singles::placed};
use crate::board::{Digits, bit, digits};
use crate::rule::Cell;

/// The technique of a naked subset of `k` cells.
fn naked_technique(k: usize) -> Technique {
    match k {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    }
}

/// The technique of a hidden subset of `k` digits.
fn hidden_technique(k: usize) -> Technique {
    match k {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    }
}

/// Calls `visit` with each choice of `k` of `items` (indices, increasing)
/// until it returns something.
fn choose<T>(items: usize, k: usize, visit: &mut dyn FnMut(&[usize]) -> Option<T>) -> Option<T> {
    fn walk<T>(
        next: usize,
        items: usize,
        k: usize,
        chosen: &mut Vec<usize>,
        visit: &mut dyn FnMut(&[usize]) -> Option<T>,
    ) -> Option<T> {
        if chosen.len() == k {
            return visit(chosen);
        }
        for i in next..items {
            if items - i < k - chosen.len() {
                break;
            }
            chosen.push(i);
            let found = walk(i + 1, items, k, chosen, visit);
            chosen.pop();
            if found.is_some() {
                return found;
            }
        }
        None
    }
    walk(0, items, k, &mut Vec::with_capacity(k), visit)
}

/// `k` empty cells of a group whose candidates are `k` digits: those
/// digits leave the group's other cells.
pub(super) fn naked_subset(marks: &Marks, houses: &[House], k: usize) -> Option<Step> {
    for house in houses {
        let empty: Vec<Cell> = house
            .cells
            .iter()
            .copied()
            .filter(|&c| marks.value(c) == 0)
            .collect();
        if empty.len() <= k {
            continue;
        }
        let small: Vec<Cell> = empty
            .iter()
            .copied()
            .filter(|&c| (marks.candidates(c).count_ones() as usize) <= k)
            .collect();
        let found = choose(small.len(), k, &mut |chosen| {
            let union: Digits = chosen
                .iter()
                .fold(0, |u, &i| u | marks.candidates(small[i]));
            if union.count_ones() as usize != k {
                return None;
            }
            let cells: Vec<Cell> = chosen.iter().map(|&i| small[i]).collect();
            let eliminations: Vec<(Cell, u8)> = empty
                .iter()
                .filter(|c| !cells.contains(c))
                .flat_map(|&c| digits(marks.candidates(c) & union).map(move |d| (c, d)))
                .collect();
            (!eliminations.is_empty()).then(|| {
                let mut step = Step::new(naked_technique(k));
                step.digits = digits(union).collect();
                step.cells = cells;
                step.houses.push(house.name.clone());
                step.eliminations = eliminations;
                step
            })
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// `k` digits whose places in a full house are `k` cells between them:
/// those cells lose their other candidates.
pub(super) fn hidden_subset(marks: &Marks, houses: &[House], k: usize) -> Option<Step> {
    for house in houses.iter().filter(|h| h.full) {
        let missing: Vec<u8> = digits(marks.board().all() & !placed(marks, house)).collect();
        if missing.len() <= k {
            continue;
        }
        // Each missing digit's places, a bit per cell of the house.
        let places: Vec<u32> = missing
            .iter()
            .map(|&d| {
                house.cells.iter().enumerate().fold(0, |set, (i, &c)| {
                    let here = marks.value(c) == 0 && marks.candidates(c) & bit(d) != 0;
                    set | (u32::from(here) << i)
                })
            })
            .collect();
        let found = choose(missing.len(), k, &mut |chosen| {
            if chosen.iter().any(|&i| places[i].count_ones() as usize > k) {
                return None;
            }
            let union = chosen.iter().fold(0u32, |u, &i| u | places[i]);
            if union.count_ones() as usize != k {
                return None;
            }
            let kept: Digits = chosen.iter().fold(0, |u, &i| u | bit(missing[i]));
            let cells: Vec<Cell> = (0..house.cells.len())
                .filter(|&i| union & (1 << i) != 0)
                .map(|i| house.cells[i])
                .collect();
            let eliminations: Vec<(Cell, u8)> = cells
                .iter()
                .flat_map(|&c| digits(marks.candidates(c) & !kept).map(move |d| (c, d)))
                .collect();
            (!eliminations.is_empty()).then(|| {
                let mut step = Step::new(hidden_technique(k));
                step.digits = digits(kept).collect();
                step.cells = cells;
                step.houses.push(house.name.clone());
                step.eliminations = eliminations;
                step
            })
        });
        if found.is_some() {
            return found;
        }
    }
    None
}
