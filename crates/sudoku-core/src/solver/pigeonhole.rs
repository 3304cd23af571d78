//! A contradiction propagation does not see: `k` digits that a house can
//! hold in fewer than `k` of its cells (a hidden pair, triple or quad with
//! too few cells). Norvig's "impossible" puzzle is one: in column 5, the
//! digits 1, 5 and 6 can go only in r8c5 and r9c5. The search would take
//! hundreds of thousands of guesses to find that out; this check, on the
//! propagated root, a fraction of a microsecond.

use super::state::State;

/// The 27 houses, as masks of each band's 27 cells (bit `9 * row + col`
/// within the band).
static HOUSES: [[u32; 3]; 27] = {
    let mut houses = [[0u32; 3]; 27];
    let mut row = 0;
    while row < 9 {
        houses[row][row / 3] = 0o777 << (9 * (row % 3));
        row += 1;
    }
    let mut col = 0;
    while col < 9 {
        let mut band = 0;
        while band < 3 {
            houses[9 + col][band] = (1 | 1 << 9 | 1 << 18) << col;
            band += 1;
        }
        col += 1;
    }
    let mut bx = 0;
    while bx < 9 {
        houses[18 + bx][bx / 3] = (0o7 | 0o7 << 9 | 0o7 << 18) << (3 * (bx % 3));
        bx += 1;
    }
    houses
};

/// Whether some house has `k` unplaced digits (2 ≤ `k` ≤ 4) with places in
/// fewer than `k` of its cells: then the puzzle has no solution.
pub(super) fn found(state: &State) -> bool {
    HOUSES.iter().any(|house| house_fails(state, house))
}

/// [`found`] for one house.
fn house_fails(state: &State, house: &[u32; 3]) -> bool {
    // The places of the digits not yet placed here that have 4 or fewer.
    let mut places = [[0u32; 3]; 9];
    let mut n = 0;
    let open = state.unsolved_cells();
    for digit in 0..9 {
        let spots = [
            state.word(digit, 0) & house[0],
            state.word(digit, 1) & house[1],
            state.word(digit, 2) & house[2],
        ];
        let placed = (0..3).any(|b| spots[b] & !open[b] != 0);
        let count: u32 = spots.iter().map(|s| s.count_ones()).sum();
        if !placed && count <= 4 {
            places[n] = spots;
            n += 1;
        }
    }
    if n < 2 {
        return false;
    }
    // Every set of 2 to 4 of them: their places together must be as many.
    (3u32..1 << n).any(|set| {
        let k = set.count_ones();
        if !(2..=4).contains(&k) {
            return false;
        }
        let mut union = [0u32; 3];
        for (i, spots) in places[..n].iter().enumerate() {
            if set & (1 << i) != 0 {
                for b in 0..3 {
                    union[b] |= spots[b];
                }
            }
        }
        union.iter().map(|u| u.count_ones()).sum::<u32>() < k
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    fn grid(line: &[u8]) -> Grid {
        let mut values = [0u8; 81];
        for (v, &c) in values.iter_mut().zip(line) {
            *v = if c.is_ascii_digit() { c - b'0' } else { 0 };
        }
        Grid::from_values(values).unwrap()
    }

    /// Norvig's "impossible" puzzle.
    const IMPOSSIBLE: &[u8] =
        b".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";

    #[test]
    fn the_impossible_puzzle_and_its_relabellings_are_refuted_at_the_root() {
        for shift in 0..9u8 {
            // Digits relabelled d -> d + shift (mod 9).
            let relabelled: Vec<u8> = IMPOSSIBLE
                .iter()
                .map(|&c| {
                    if c == b'.' {
                        c
                    } else {
                        b'1' + (c - b'1' + shift) % 9
                    }
                })
                .collect();
            let puzzle = grid(&relabelled);
            let root = State::new(&puzzle).expect("propagation alone sees nothing");
            assert!(found(&root), "shift {shift}");
            assert_eq!(crate::count(&puzzle, 2), 0);
            assert_eq!(crate::solve_any(&puzzle), None);
            assert_eq!(crate::solve_lexmin(&puzzle), None);
        }
    }

    #[test]
    fn puzzles_with_solutions_pass_the_check() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/sets");
        for entry in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            // The slow cases give each puzzle's solution count after it.
            for line in text
                .lines()
                .filter(|l| !l.starts_with('#'))
                .filter(|l| l.split_whitespace().nth(1) != Some("0"))
                .map(|l| &l[..81])
            {
                let root = State::new(&grid(line.as_bytes())).unwrap();
                assert!(!found(&root), "{line}");
            }
        }
        assert!(!found(&State::new(&Grid::empty()).unwrap()));
    }
}
