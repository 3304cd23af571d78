//! Finned and Sashimi X-Wing, Swordfish, Jellyfish: a fish whose base
//! lines have extra places (fins) outside the cover lines. Either a fin
//! holds the digit, or the fish is a basic one: a cover-line cell that
//! sees every fin loses the digit. Sashimi: a base line has at most one
//! place inside the covers.

use super::Found;
use super::fish::{cells_of, crossing, lines_step};
use crate::house::{HOUSE_CELLS, seen_by_all};
use crate::{Candidates, Technique, combinations};

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
        for rows in [true, false] {
            let first = if rows { 0 } else { 9 };
            let lines: Vec<usize> = (first..first + 9)
                .filter(|&l| !(places & HOUSE_CELLS[l]).is_empty())
                .collect();
            let done = combinations::each(&lines, size, &mut |base| {
                let cells = places & cells_of(base);
                let candidates = crossing(cells, rows);
                if candidates.len() < size || candidates.len() > size + 3 {
                    return true;
                }
                combinations::each(&candidates, size, &mut |covers| {
                    let cover_cells = cells_of(covers);
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
                    found(lines_step(technique, digit, base, covers, fins, gone))
                })
            });
            if !done {
                return false;
            }
        }
    }
    true
}
