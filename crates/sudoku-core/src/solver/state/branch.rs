//! Where to guess: a cell with two candidates when there is one, else the
//! first with the fewest.

use super::State;
#[cfg(target_arch = "x86_64")]
use super::features;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
use super::sse2;
#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
use super::subbands::candidate_tally;

impl State {
    /// A cell to guess at, with its candidates: one with two if there is
    /// one, else one with the fewest. `None` when solved.
    ///
    /// Of the cells with two, it takes the first of the band that has the
    /// most: a guess among many such cells tends to set off a chain of
    /// singles. On the hard sets that is a fifth fewer guesses than taking
    /// the first such cell of the grid (docs/benchmarks-history.md).
    #[inline(always)]
    pub(in crate::solver) fn branch(&self) -> Option<(usize, u16)> {
        #[cfg(target_arch = "x86_64")]
        if features::fast_bmi2() {
            // SAFETY: `branch_popcnt` needs BMI1, BMI2 and POPCNT, which
            // `fast_bmi2` has found.
            #[allow(unsafe_code)]
            return unsafe { self.branch_popcnt() };
        }
        self.branch_portable()
    }

    /// [`State::branch`] for any processor.
    #[inline(never)]
    pub(in crate::solver) fn branch_portable(&self) -> Option<(usize, u16)> {
        self.branch_with()
    }

    /// [`State::branch`] compiled with POPCNT.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi1,bmi2,popcnt")]
    #[inline(never)]
    pub(in crate::solver) fn branch_popcnt(&self) -> Option<(usize, u16)> {
        self.branch_with()
    }

    /// [`State::branch`]'s choice, compiled into each build.
    #[inline(always)]
    fn branch_with(&self) -> Option<(usize, u16)> {
        if self.is_solved() {
            return None;
        }
        if self.pairs != [0; 3] {
            let [a, b, c] = self.pairs.map(u32::count_ones);
            let band = if a >= b && a >= c {
                0
            } else if b >= c {
                1
            } else {
                2
            };
            let bit = self.pairs[band].trailing_zeros() as usize;
            return Some((27 * band + bit, self.digits_at(band, bit)));
        }
        self.fewest_candidates()
    }

    /// How many open cells have six candidates or more.
    pub(in crate::solver) fn roomy_cells(&self) -> u32 {
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        let planes = sse2::candidate_tally(&self.candidates);
        #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
        let planes = candidate_tally(&self.candidates);
        // Six and seven are 0110 and 0111 in the planes; eight and nine
        // 1000 and 1001.
        (0..3)
            .map(|band| (planes[2][band] & planes[1][band] | planes[3][band]).count_ones())
            .sum()
    }

    /// The first unsolved cell in reading order with the fewest candidates,
    /// with its candidates; `None` when solved. The candidates are counted
    /// for all cells at once, in bit planes, and the planes are read from
    /// the highest: wherever some unsolved cell has a `0` in a plane, the
    /// cells with a `1` there drop out.
    #[inline(always)]
    fn fewest_candidates(&self) -> Option<(usize, u16)> {
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        let planes = sse2::candidate_tally(&self.candidates);
        #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
        let planes = candidate_tally(&self.candidates);
        let mut fewest = self.unsolved;
        for plane in planes.iter().rev() {
            let without = [0, 1, 2].map(|band| fewest[band] & !plane[band]);
            if without != [0; 3] {
                fewest = without;
            }
        }
        let band = fewest.iter().position(|&cells| cells != 0)?;
        let bit = fewest[band].trailing_zeros() as usize;
        Some((27 * band + bit, self.digits_at(band, bit)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first unsolved cell in reading order with the fewest
    /// candidates, found by looking at each cell in turn.
    fn fewest_by_scan(state: &State) -> Option<(usize, u16)> {
        (0..81)
            .filter(|&cell| state.value(cell) == 0)
            .map(|cell| (cell, state.candidates(cell)))
            .min_by_key(|&(cell, digits)| (digits.count_ones(), cell))
    }

    /// Every node of a few searches, from the empty grid and from sparse
    /// puzzles (where cells with many candidates abound): the bit-plane
    /// count picks the cell a scan of all cells picks, and counts the
    /// cells with six candidates or more as the scan does.
    #[test]
    fn the_fewest_candidates_are_those_a_scan_finds() {
        let mut nodes = 0;
        let mut seen_roomy = false;
        for puzzle in [
            ".................................................................................",
            "...............................................................................1.",
            "1.......2.3.......4.......5.6.......7.......8.9.......1.......2.3.......4........",
            ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........",
        ] {
            let Ok(root) = State::new(&crate::testing::grid(puzzle)) else {
                continue;
            };
            let mut stack = vec![root];
            while let Some(state) = stack.pop() {
                assert_eq!(
                    state.fewest_candidates(),
                    fewest_by_scan(&state),
                    "{puzzle}"
                );
                let roomy = (0..81)
                    .filter(|&cell| state.value(cell) == 0)
                    .filter(|&cell| state.candidates(cell).count_ones() >= 6)
                    .count();
                assert_eq!(state.roomy_cells() as usize, roomy, "{puzzle}");
                seen_roomy |= roomy > 0;
                let Some((cell, digits)) = fewest_by_scan(&state) else {
                    continue;
                };
                nodes += 1;
                if nodes > 20_000 {
                    break;
                }
                for digit in (1..=9).filter(|d| digits >> (d - 1) & 1 != 0) {
                    let mut next = state;
                    if next.place(cell, digit).is_ok() && next.propagate().is_ok() {
                        stack.push(next);
                    }
                }
            }
        }
        assert!(nodes > 1_000, "only {nodes} nodes");
        assert!(seen_roomy, "no state with a cell of six candidates");
    }
}
