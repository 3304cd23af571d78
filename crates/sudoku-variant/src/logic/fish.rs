//! Basic fish: a digit whose places in `k` rows lie in `k` columns (or
//! the reverse) leaves those columns' other cells.

use super::{House, Marks, Step, Technique};
use crate::board::bit;
use crate::rule::Cell;

/// The first X-wing (`k` = 2) or swordfish (`k` = 3) that rules
/// something out; rows as base first, then columns.
pub(super) fn fish(marks: &Marks, houses: &[House], k: usize) -> Option<Step> {
    let n = marks.size();
    for digit in 1..=n as u8 {
        for rows_first in [true, false] {
            let at = |line: usize, across: usize| {
                if rows_first {
                    line * n + across
                } else {
                    across * n + line
                }
            };
            // Each line's places of the digit, a bit per crossing line.
            let places: Vec<u32> = (0..n)
                .map(|line| {
                    (0..n).fold(0, |set, across| {
                        let c = at(line, across);
                        let here = marks.value(c) == 0 && marks.candidates(c) & bit(digit) != 0;
                        set | (u32::from(here) << across)
                    })
                })
                .collect();
            let lines: Vec<usize> = (0..n)
                .filter(|&l| (2..=k).contains(&(places[l].count_ones() as usize)))
                .collect();
            let mut chosen = Vec::with_capacity(k);
            let places = &places;
            if let Some(step) = base(&lines, places, k, &mut chosen, &mut |base, cover| {
                let eliminations: Vec<(Cell, u8)> = (0..n)
                    .filter(|l| !base.contains(l))
                    .flat_map(|l| {
                        (0..n)
                            .filter(move |&a| cover & (1 << a) != 0 && places[l] & (1 << a) != 0)
                            .map(move |a| (at(l, a), digit))
                    })
                    .collect();
                if eliminations.is_empty() {
                    return None;
                }
                let mut step = Step::new(if k == 2 {
                    Technique::XWing
                } else {
                    Technique::Swordfish
                });
                step.digits.push(digit);
                let (bases, covers) = if rows_first { (0, n) } else { (n, 0) };
                step.houses = base
                    .iter()
                    .map(|&l| houses[bases + l].name.clone())
                    .collect();
                step.houses.extend(
                    (0..n)
                        .filter(|a| cover & (1 << a) != 0)
                        .map(|a| houses[covers + a].name.clone()),
                );
                step.cells = base
                    .iter()
                    .flat_map(|&l| {
                        (0..n)
                            .filter(move |&a| places[l] & (1 << a) != 0)
                            .map(move |a| at(l, a))
                    })
                    .collect();
                step.cells.sort_unstable();
                let mut sorted = eliminations;
                sorted.sort_unstable();
                step.eliminations = sorted;
                Some(step)
            }) {
                return Some(step);
            }
        }
    }
    None
}

/// Chooses `k` base lines whose places cover `k` crossing lines, and asks
/// `found` for the step they make.
fn base(
    lines: &[usize],
    places: &[u32],
    k: usize,
    chosen: &mut Vec<usize>,
    found: &mut dyn FnMut(&[usize], u32) -> Option<Step>,
) -> Option<Step> {
    let cover = chosen.iter().fold(0u32, |u, &l| u | places[l]);
    if cover.count_ones() as usize > k {
        return None;
    }
    if chosen.len() == k {
        return found(chosen, cover);
    }
    let start = chosen
        .last()
        .map_or(0, |&l| lines.iter().position(|&x| x == l).unwrap_or(0) + 1);
    for &line in &lines[start..] {
        chosen.push(line);
        let step = base(lines, places, k, chosen, found);
        chosen.pop();
        if step.is_some() {
            return step;
        }
    }
    None
}
