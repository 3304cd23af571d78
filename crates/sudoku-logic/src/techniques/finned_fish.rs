//! Finned and Sashimi X-Wing, Swordfish, Jellyfish: a fish whose base
//! lines have extra places (fins) outside the cover lines. Either a fin
//! holds the digit, or the fish is a basic one: a cover-line cell that
//! sees every fin loses the digit. Sashimi: a base line has at most one
//! place inside the covers.

use super::fish::{crossing_mask, lines_of_mask, lines_step};
use super::{Found, barren};
use crate::house::{HOUSE_CELLS, seen_by_all};
use crate::{Candidates, CellSet, Technique, combinations};

/// The most fins a fish may have.
const MAX_FINS: usize = 5;

/// Finned (`sashimi` false) or sashimi fish of `size` base lines.
pub(crate) fn find(grid: &Candidates, size: usize, sashimi: bool, found: Found) -> bool {
    let technique = match (size, sashimi) {
        (2, false) => Technique::FinnedXWing,
        (2, true) => Technique::SashimiXWing,
        (3, false) => Technique::FinnedSwordfish,
        (3, true) => Technique::SashimiSwordfish,
        (_, false) => Technique::FinnedJellyfish,
        (_, true) => Technique::SashimiJellyfish,
    };
    for digit in 1..=9u8 {
        let places = grid.places(digit);
        if barren::known(technique, places) {
            continue;
        }
        let mut any = false;
        for rows in [true, false] {
            let first = if rows { 0 } else { 9 };
            let cross_first = if rows { 9 } else { 0 };
            let lines: Vec<usize> = (first..first + 9)
                .filter(|&l| !(places & HOUSE_CELLS[l]).is_empty())
                .collect();
            let done = combinations::each(&lines, size, &mut |base| {
                let cells = base
                    .iter()
                    .fold(CellSet::EMPTY, |s, &l| s | (places & HOUSE_CELLS[l]));
                let crossing = crossing_mask(cells, rows);
                let count = crossing.count_ones() as usize;
                if count <= size || count > size + 3 {
                    return true;
                }
                let crossing_lines: Vec<usize> =
                    (0..9).filter(|i| crossing >> i & 1 == 1).collect();
                combinations::each(&crossing_lines, size, &mut |covers| {
                    let covered = covers.iter().fold(0u16, |m, &i| m | 1 << i);
                    // Fins all in one box: the crossing lines left out lie
                    // in one stack (or band) of three.
                    let out = crossing & !covered;
                    if ![0b111, 0b111_000, 0b111_000_000]
                        .iter()
                        .any(|&s| out & !s == 0)
                    {
                        return true;
                    }
                    let cover_cells = lines_of_mask(covered, cross_first);
                    let fins = cells - cover_cells;
                    if fins.is_empty() || fins.len() > MAX_FINS {
                        return true;
                    }
                    let gone = places & cover_cells & (seen_by_all(fins) - cells);
                    if gone.is_empty() {
                        return true;
                    }
                    let bodies = base
                        .iter()
                        .map(|&l| (cells & cover_cells & HOUSE_CELLS[l]).len());
                    let is_sashimi = bodies.clone().any(|n| n <= 1);
                    if is_sashimi != sashimi || bodies.clone().all(|n| n == 0) {
                        return true;
                    }
                    let cover_lines: Vec<usize> = covers.iter().map(|&i| cross_first + i).collect();
                    any = true;
                    found(lines_step(technique, digit, base, &cover_lines, fins, gone))
                })
            });
            if !done {
                return false;
            }
        }
        if !any {
            barren::remember(technique, places);
        }
    }
    true
}
