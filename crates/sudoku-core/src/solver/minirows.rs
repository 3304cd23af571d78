//! Which mini-rows of a band word hold any cell: the first step of every
//! band update, in two ways that give the same answer.
//!
//! Bit `3 * row + box` of the result is set when the digit may still stand
//! somewhere in that row of that box (see [`tables`](super::tables)).

use super::tables::ROW_MINIROWS;

/// Three lookups, one per row: any x86-64 processor, and every other
/// platform.
#[inline(always)]
pub(super) fn by_table(cells: u32) -> usize {
    usize::from(ROW_MINIROWS[(cells & 0o777) as usize])
        | usize::from(ROW_MINIROWS[(cells >> 9 & 0o777) as usize]) << 3
        | usize::from(ROW_MINIROWS[(cells >> 18 & 0o777) as usize]) << 6
}

/// One BMI2 `pext`: fold each mini-row's three cells onto its first, then
/// gather the nine first cells. No memory access, and on the benchmark's
/// processor 7% more puzzles a second on the hardest set (docs/benchmarks-history.md).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi2")]
#[inline]
pub(super) fn by_bmi2(cells: u32) -> usize {
    let any = cells | cells >> 1 | cells >> 2;
    std::arch::x86_64::_pext_u32(any, 0o111_111_111) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::tables::BAND;
    use crate::testing::xorshift;

    #[test]
    fn the_table_finds_each_minirow() {
        assert_eq!(by_table(0), 0);
        assert_eq!(by_table(BAND), 0o777);
        // Row 1, box 2 (cells 15-17) and row 2, box 0 (cells 18-20).
        assert_eq!(by_table(1 << 16), 1 << 5);
        assert_eq!(by_table(1 << 18 | 1 << 20), 1 << 6);
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn bmi2_agrees_with_the_table() {
        if !std::is_x86_feature_detected!("bmi2") {
            return;
        }
        // Every word of two rows, and a pseudo-random sweep of whole bands,
        // sparse and dense.
        let mut seed = 0x2545_f491_u32;
        let mut words: Vec<u32> = (0..1 << 18).collect();
        for round in 0..200_000 {
            let random = xorshift(&mut seed);
            words.push(random & BAND & if round % 2 == 0 { random >> 5 } else { !0 });
        }
        for cells in words {
            // SAFETY: the processor has BMI2 (checked above).
            #[allow(unsafe_code)]
            let fast = unsafe { by_bmi2(cells) };
            assert_eq!(fast, by_table(cells), "{cells:o}");
        }
    }
}
