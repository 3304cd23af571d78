//! The state's words, one per digit and band, and the two questions asked
//! of all of them at once after each pass: which changed, and how many
//! candidates each cell has. Each has a portable version and an SSE2 one.

/// One word per digit and band, at index `3 * digit + band` (digit counted
/// from 0), plus one word that stays `0` so the words come in fours.
pub(super) type Subbands = [u32; 28];

/// The index of `digit`'s word for `band` in [`Subbands`].
pub(super) const fn at(digit: usize, band: usize) -> usize {
    3 * digit + band
}

/// The words where `now` and `then` differ, bit `i` for word `i`: the
/// portable version of [`sse2::differing`], and what the tests check it
/// against.
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
pub(super) fn differing(now: &Subbands, then: &Subbands) -> u32 {
    let mut differ = 0;
    for (i, (now, then)) in now.iter().zip(then).enumerate() {
        differ |= u32::from(now != then) << i;
    }
    differ
}

/// For each band (lanes 0-2; lane 3 is not meaningful): the cells with at
/// least one, at least two and at least three candidates. The portable
/// version of [`sse2::candidate_counts`], and what the tests check it
/// against.
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
pub(super) fn candidate_counts(words: &Subbands) -> [[u32; 4]; 3] {
    let [mut one, mut two, mut three] = [[0u32; 4]; 3];
    for digit in 0..9 {
        let start = at(digit, 0);
        for lane in 0..4 {
            let cells = words[start + lane];
            three[lane] |= two[lane] & cells;
            two[lane] |= one[lane] & cells;
            one[lane] |= cells;
        }
    }
    [one, two, three]
}

/// For each band (lanes 0-2; lane 3 is not meaningful): how many
/// candidates each cell has, as a binary number in four bit planes (plane
/// `k` holds bit `k` of the count). The portable version of
/// [`sse2::candidate_tally`], and what the tests check it against.
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
pub(super) fn candidate_tally(words: &Subbands) -> [[u32; 4]; 4] {
    let mut planes = [[0u32; 4]; 4];
    for digit in 0..9 {
        let start = at(digit, 0);
        for lane in 0..4 {
            let mut carry = words[start + lane];
            for plane in &mut planes[..3] {
                let next = plane[lane] & carry;
                plane[lane] ^= carry;
                carry = next;
            }
            // Nine candidates at most: the fourth plane never carries.
            planes[3][lane] |= carry;
        }
    }
    planes
}

/// SSE2, which every x86-64 processor has: four words to a comparison.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[allow(unsafe_code)]
pub(super) mod sse2 {
    use std::arch::x86_64::{
        __m128i, _mm_and_si128, _mm_cmpeq_epi32, _mm_loadu_si128, _mm_movemask_epi8, _mm_or_si128,
        _mm_packs_epi16, _mm_packs_epi32, _mm_setzero_si128, _mm_storeu_si128, _mm_xor_si128,
    };

    use super::Subbands;

    /// [`super::differing`] in seven vector comparisons instead of 28
    /// scalar ones, packed down to bytes so that two mask extractions
    /// cover all 28 words; it pays because the search asks after every
    /// pass of updates (no data-dependent branch).
    #[inline(always)]
    pub(in crate::solver::state) fn differing(now: &Subbands, then: &Subbands) -> u32 {
        // SAFETY: each load reads four words `[4 * k..4 * k + 4]` of a
        // 28-word array; `loadu` needs no alignment. SSE2 is enabled (the
        // `cfg` on this module).
        let [lower, upper] = unsafe {
            let equal = |k: usize| {
                let now = _mm_loadu_si128(now[4 * k..4 * k + 4].as_ptr().cast::<__m128i>());
                let then = _mm_loadu_si128(then[4 * k..4 * k + 4].as_ptr().cast::<__m128i>());
                _mm_cmpeq_epi32(now, then)
            };
            // All ones or all zeros per word, so the saturating packs keep
            // them: words 0-15, then 16-27 and four zero bytes.
            let first = _mm_packs_epi16(
                _mm_packs_epi32(equal(0), equal(1)),
                _mm_packs_epi32(equal(2), equal(3)),
            );
            let second = _mm_packs_epi16(
                _mm_packs_epi32(equal(4), equal(5)),
                _mm_packs_epi32(equal(6), _mm_setzero_si128()),
            );
            [_mm_movemask_epi8(first), _mm_movemask_epi8(second)]
        };
        let same = lower as u32 | (upper as u32) << 16;
        !same & ((1 << 28) - 1)
    }

    /// [`super::candidate_counts`] with the three bands side by side in
    /// one vector: 27 vector operations instead of 81 scalar ones, for the
    /// naked-singles pass that ends every propagation.
    #[inline(always)]
    pub(in crate::solver::state) fn candidate_counts(words: &Subbands) -> [[u32; 4]; 3] {
        let mut out = [[0u32; 4]; 3];
        // SAFETY: each load reads the four words `words[3 * digit..][..4]`,
        // inside the 28 (the last digit's ends on the padding word), and
        // each store writes one `[u32; 4]` of `out`; `loadu` and `storeu`
        // need no alignment. SSE2 is enabled (the `cfg` on this module).
        unsafe {
            let [mut one, mut two, mut three] = [_mm_setzero_si128(); 3];
            for digit in 0..9 {
                let four = &words[3 * digit..3 * digit + 4];
                let cells = _mm_loadu_si128(four.as_ptr().cast::<__m128i>());
                three = _mm_or_si128(three, _mm_and_si128(two, cells));
                two = _mm_or_si128(two, _mm_and_si128(one, cells));
                one = _mm_or_si128(one, cells);
            }
            for (slot, vector) in out.iter_mut().zip([one, two, three]) {
                _mm_storeu_si128(slot.as_mut_ptr().cast::<__m128i>(), vector);
            }
        }
        out
    }

    /// [`super::candidate_tally`] with the three bands side by side in one
    /// vector: a four-plane counter that each digit's words are added to.
    #[inline(always)]
    pub(in crate::solver::state) fn candidate_tally(words: &Subbands) -> [[u32; 4]; 4] {
        let mut out = [[0u32; 4]; 4];
        // SAFETY: as in `candidate_counts`: each load reads four words
        // inside the 28, each store one `[u32; 4]` of `out`.
        unsafe {
            let mut planes = [_mm_setzero_si128(); 4];
            for digit in 0..9 {
                let four = &words[3 * digit..3 * digit + 4];
                let mut carry = _mm_loadu_si128(four.as_ptr().cast::<__m128i>());
                for plane in &mut planes[..3] {
                    let next = _mm_and_si128(*plane, carry);
                    *plane = _mm_xor_si128(*plane, carry);
                    carry = next;
                }
                planes[3] = _mm_or_si128(planes[3], carry);
            }
            for (slot, vector) in out.iter_mut().zip(planes) {
                _mm_storeu_si128(slot.as_mut_ptr().cast::<__m128i>(), vector);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::tables::BAND;

    #[test]
    fn the_padding_word_is_never_a_change() {
        let (now, then) = ([7; 28], [7; 28]);
        assert_eq!(differing(&now, &then), 0);
    }

    #[test]
    fn each_differing_word_sets_its_own_bit() {
        for i in 0..27 {
            let mut now = [0o777_777_777; 28];
            now[27] = 0;
            let then = now;
            now[i] &= !(1 << (i % 27));
            assert_eq!(differing(&now, &then), 1 << i, "word {i}");
        }
    }

    #[test]
    fn candidate_counts_count_up_to_three_per_band() {
        // Cell 0 of band 1 in digits 0, 4 and 7; cell 5 of band 2 in
        // digits 2 and 8; cell 26 of band 0 in digit 3 only.
        let mut words = [0; 28];
        for digit in [0, 4, 7] {
            words[at(digit, 1)] |= 1;
        }
        for digit in [2, 8] {
            words[at(digit, 2)] |= 1 << 5;
        }
        words[at(3, 0)] |= 1 << 26;
        let [one, two, three] = candidate_counts(&words);
        assert_eq!(one[..3], [1 << 26, 1, 1 << 5]);
        assert_eq!(two[..3], [0, 1, 1 << 5]);
        assert_eq!(three[..3], [0, 1, 0]);
    }

    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[test]
    fn the_sse2_candidate_counts_agree_with_the_portable_ones() {
        let mut seed = 0x2545_f491_u32;
        for round in 0..20_000 {
            let mut words = [0; 28];
            for word in &mut words[..27] {
                let random = crate::testing::xorshift(&mut seed);
                // Sparse words as well as dense ones.
                *word = random & BAND & if round % 2 == 0 { random >> 3 } else { !0 };
            }
            let (ours, portable) = (sse2::candidate_counts(&words), candidate_counts(&words));
            for (vector, scalar) in ours.iter().zip(&portable) {
                assert_eq!(vector[..3], scalar[..3], "round {round}");
            }
        }
    }

    #[test]
    fn the_tally_counts_each_cells_candidates() {
        let mut seed = 0x1234_5677_u32;
        for round in 0..2_000 {
            let mut words = [0; 28];
            for word in &mut words[..27] {
                let random = crate::testing::xorshift(&mut seed);
                *word = random & BAND & if round % 2 == 0 { random >> 3 } else { !0 };
            }
            let planes = candidate_tally(&words);
            for band in 0..3 {
                for bit in 0..27 {
                    let count = (0..9)
                        .filter(|&d| words[at(d, band)] >> bit & 1 != 0)
                        .count();
                    let tallied = (0..4)
                        .map(|k| (planes[k][band] >> bit & 1) << k)
                        .sum::<u32>();
                    assert_eq!(
                        tallied as usize, count,
                        "round {round}, band {band}, bit {bit}"
                    );
                }
            }
            #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
            for (vector, scalar) in sse2::candidate_tally(&words).iter().zip(&planes) {
                assert_eq!(vector[..3], scalar[..3], "round {round}");
            }
        }
    }

    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[test]
    fn the_sse2_comparison_agrees_with_the_portable_one() {
        // Every subset of changed words on a sliding window, and a
        // pseudo-random sweep of the rest.
        let mut seed = 0x9e37_79b9_u32;
        for round in 0..20_000 {
            let mut now = [0; 28];
            for word in &mut now[..27] {
                *word = crate::testing::xorshift(&mut seed) & BAND;
            }
            let mut then = now;
            let flips = if round < 1 << 12 {
                round << (round % 16)
            } else {
                seed
            };
            for (i, word) in then[..27].iter_mut().enumerate() {
                if flips >> i & 1 != 0 {
                    *word ^= 1 << (round % 27);
                }
            }
            assert_eq!(
                sse2::differing(&now, &then),
                differing(&now, &then),
                "round {round}"
            );
        }
    }
}
