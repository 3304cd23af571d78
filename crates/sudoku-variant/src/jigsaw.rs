//! Random irregular regions for jigsaw puzzles: from the standard boxes
//! (or the rows, for a size without boxes), many random swaps of two
//! cells between neighbouring regions, each kept only when both regions
//! stay in one piece. The same state gives the same regions.

use crate::puzzle::standard_regions;
use crate::rule::{Cell, neighbours};
use crate::solver::next_random;

/// How many swaps are tried per cell of the grid.
const SWAPS_PER_CELL: usize = 12;

/// `size` regions of `size` connected cells each (a region index per
/// cell, row by row), drawn with the generator `state`.
pub fn regions(size: usize, state: &mut u64) -> Vec<u8> {
    let cells = size * size;
    let mut regions =
        standard_regions(size).unwrap_or_else(|| (0..cells).map(|c| (c / size) as u8).collect());
    let mut draw = |bound: usize| (next_random(state) % bound as u64) as usize;
    for _ in 0..cells * SWAPS_PER_CELL {
        // A cell `a` of region A next to region B goes to B, and a cell
        // `c` of B next to A (other than `a`'s way in) comes to A.
        let a = draw(cells);
        let outside: Vec<Cell> = neighbours(a, size)
            .filter(|&n| regions[n] != regions[a])
            .collect();
        if outside.is_empty() {
            continue;
        }
        let (from, to) = (regions[a], regions[outside[draw(outside.len())]]);
        let comers: Vec<Cell> = (0..cells)
            .filter(|&c| regions[c] == to && c != a)
            .filter(|&c| neighbours(c, size).any(|n| regions[n] == from && n != a))
            .collect();
        if comers.is_empty() {
            continue;
        }
        let c = comers[draw(comers.len())];
        regions[a] = to;
        regions[c] = from;
        if !connected(&regions, size, from) || !connected(&regions, size, to) {
            regions[a] = from;
            regions[c] = to;
        }
    }
    regions
}

/// Whether the cells of `region` form one orthogonally connected piece.
fn connected(regions: &[u8], size: usize, region: u8) -> bool {
    let Some(start) = regions.iter().position(|&r| r == region) else {
        return true;
    };
    let mut seen = vec![false; regions.len()];
    seen[start] = true;
    let mut stack = vec![start];
    let mut reached = 1;
    while let Some(cell) = stack.pop() {
        for n in neighbours(cell, size) {
            if regions[n] == region && !seen[n] {
                seen[n] = true;
                reached += 1;
                stack.push(n);
            }
        }
    }
    reached == regions.iter().filter(|&&r| r == region).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_are_connected_of_the_size_and_differ_from_the_start() {
        for size in [4, 5, 6, 7, 9, 12, 16] {
            let mut state = 3;
            let drawn = regions(size, &mut state);
            assert_eq!(drawn.len(), size * size);
            for region in 0..size as u8 {
                assert_eq!(drawn.iter().filter(|&&r| r == region).count(), size);
                assert!(connected(&drawn, size, region), "{size}: {region}");
            }
            let start = standard_regions(size)
                .unwrap_or_else(|| (0..size * size).map(|c| (c / size) as u8).collect());
            assert_ne!(drawn, start, "{size}");
            let mut again = 3;
            assert_eq!(regions(size, &mut again), drawn);
        }
    }

    #[test]
    fn a_split_region_is_not_connected() {
        // Region 0 in two pieces: the corners of the top row.
        let regions = [0, 1, 0, 1, 1, 1, 2, 2, 2];
        assert!(!connected(&regions, 3, 0));
        assert!(connected(&regions, 3, 1));
    }
}
