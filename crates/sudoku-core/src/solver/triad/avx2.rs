//! [`Wide`] and [`Narrow`] on AVX2 registers.
//!
//! Every method is `#[inline(always)]` and only ever runs inlined into
//! a function compiled with AVX2, BMI1, BMI2, POPCNT and SSE4.1 enabled
//! (the triad engine's entry point), after the processor was found to
//! have them.
#![allow(unsafe_code)]

use std::arch::x86_64::*;

use super::lanes::{Narrow, Shuffle, Wide};
use super::tables::{ALONG_ROWS, GATHER_PAIRS};

/// [`Wide`] in a 256-bit register; with `BITALG`, the lanes' bits are
/// counted by AVX-512's `vpopcntw` (and the caller has enabled AVX-512 BW,
/// VL and BITALG).
#[derive(Clone, Copy)]
pub(super) struct Avx2<const BITALG: bool>(__m256i);

/// [`Narrow`] in a 128-bit register.
#[derive(Clone, Copy)]
pub(super) struct Avx2Half(__m128i);

/// Bytes' bit counts by nibble, in both halves.
const NIBBLE_COUNTS: Shuffle = Shuffle([
    0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
]);

/// [`Wide::along_row`] by a shuffle.
const ALONG_ROW: Shuffle = ALONG_ROWS[0];

/// For [`Wide::broadcast_row`] of rows 0-2: the 32-bit halves of the row,
/// four times.
#[repr(C, align(32))]
struct RowIndex([u32; 8]);

static ROW_INDICES: [RowIndex; 3] = [
    RowIndex([0, 1, 0, 1, 0, 1, 0, 1]),
    RowIndex([2, 3, 2, 3, 2, 3, 2, 3]),
    RowIndex([4, 5, 4, 5, 4, 5, 4, 5]),
];

// SAFETY (every block below): the intrinsics need AVX2, SSE4.1 or POPCNT,
// which the caller has enabled (see the module's documentation); loads
// and stores are unaligned ones of whole arrays.
impl<const BITALG: bool> Wide for Avx2<BITALG> {
    type Half = Avx2Half;
    const TWO_ROUNDS: bool = BITALG;

    #[inline(always)]
    fn load(lanes: &[u16; 16]) -> Self {
        unsafe { Avx2(_mm256_loadu_si256(lanes.as_ptr().cast())) }
    }
    #[inline(always)]
    fn store(self) -> [u16; 16] {
        let mut lanes = [0; 16];
        unsafe { _mm256_storeu_si256(lanes.as_mut_ptr().cast(), self.0) };
        lanes
    }
    #[inline(always)]
    fn splat(value: u16) -> Self {
        unsafe { Avx2(_mm256_set1_epi16(value as i16)) }
    }
    #[inline(always)]
    fn and(self, other: Self) -> Self {
        unsafe { Avx2(_mm256_and_si256(self.0, other.0)) }
    }
    #[inline(always)]
    fn or(self, other: Self) -> Self {
        unsafe { Avx2(_mm256_or_si256(self.0, other.0)) }
    }
    #[inline(always)]
    fn xor(self, other: Self) -> Self {
        unsafe { Avx2(_mm256_xor_si256(self.0, other.0)) }
    }
    #[inline(always)]
    fn and_not(self, other: Self) -> Self {
        unsafe { Avx2(_mm256_andnot_si256(other.0, self.0)) }
    }
    #[inline(always)]
    fn popcounts(self) -> Self {
        if BITALG {
            return unsafe { Avx2(_mm256_popcnt_epi16(self.0)) };
        }
        unsafe {
            let table = _mm256_load_si256(NIBBLE_COUNTS.0.as_ptr().cast());
            let nibble = _mm256_set1_epi8(0x0f);
            let low = _mm256_and_si256(self.0, nibble);
            let high = _mm256_and_si256(_mm256_srli_epi16(self.0, 4), nibble);
            let bytes = _mm256_add_epi8(
                _mm256_shuffle_epi8(table, low),
                _mm256_shuffle_epi8(table, high),
            );
            // Each lane's two byte counts added in one instruction.
            Avx2(_mm256_maddubs_epi16(bytes, _mm256_set1_epi8(1)))
        }
    }
    #[inline(always)]
    fn equal(self, other: Self) -> Self {
        unsafe { Avx2(_mm256_cmpeq_epi16(self.0, other.0)) }
    }
    #[inline(always)]
    fn nonzero(self) -> Self {
        // Lanes are below 512, so "not zero" is "above zero" as signed.
        unsafe { Avx2(_mm256_cmpgt_epi16(self.0, _mm256_setzero_si256())) }
    }
    #[inline(always)]
    fn any_below(self, other: Self) -> bool {
        if BITALG {
            return unsafe { _mm256_cmplt_epu16_mask(self.0, other.0) != 0 };
        }
        unsafe {
            // `other - self` saturates to zero where `self` is not below.
            let short = _mm256_subs_epu16(other.0, self.0);
            _mm256_testz_si256(short, short) == 0
        }
    }
    #[inline(always)]
    fn subset_of(self, other: Self) -> bool {
        unsafe { _mm256_testc_si256(other.0, self.0) != 0 }
    }
    #[inline(always)]
    fn intersects(self, other: Self) -> bool {
        unsafe { _mm256_testz_si256(self.0, other.0) == 0 }
    }
    #[inline(always)]
    fn shuffle(self, shuffle: &Shuffle) -> Self {
        unsafe {
            let control = _mm256_load_si256(shuffle.0.as_ptr().cast());
            Avx2(_mm256_shuffle_epi8(self.0, control))
        }
    }
    #[inline(always)]
    fn gather_triads(self) -> Self {
        unsafe {
            let index = _mm256_loadu_si256(GATHER_PAIRS.as_ptr().cast());
            Avx2(_mm256_permutevar8x32_epi32(self.0, index))
        }
    }
    #[inline(always)]
    fn along_row(self) -> Self {
        if BITALG {
            // AVX-512 has the rotation of each 64-bit row.
            return unsafe { Avx2(_mm256_ror_epi64(self.0, 16)) };
        }
        self.shuffle(&ALONG_ROW)
    }
    #[inline(always)]
    fn next_row(self) -> Self {
        unsafe { Avx2(_mm256_permute4x64_epi64(self.0, 0b00_11_10_01)) }
    }
    #[inline(always)]
    fn row_after_next(self) -> Self {
        unsafe { Avx2(_mm256_permute4x64_epi64(self.0, 0b01_00_11_10)) }
    }
    #[inline(always)]
    fn broadcast_row(self, row: usize) -> Self {
        unsafe {
            let index = _mm256_load_si256(ROW_INDICES[row].0.as_ptr().cast());
            Avx2(_mm256_permutevar8x32_epi32(self.0, index))
        }
    }
    #[inline(always)]
    fn low(self) -> Avx2Half {
        unsafe { Avx2Half(_mm256_castsi256_si128(self.0)) }
    }
    #[inline(always)]
    fn high(self) -> Avx2Half {
        unsafe { Avx2Half(_mm256_extracti128_si256(self.0, 1)) }
    }
    #[inline(always)]
    fn join(low: Avx2Half, high: Avx2Half) -> Self {
        unsafe { Avx2(_mm256_set_m128i(high.0, low.0)) }
    }
}

impl Narrow for Avx2Half {
    #[inline(always)]
    fn load(lanes: &[u16; 8]) -> Self {
        unsafe { Avx2Half(_mm_loadu_si128(lanes.as_ptr().cast())) }
    }
    #[inline(always)]
    fn store(self) -> [u16; 8] {
        let mut lanes = [0; 8];
        unsafe { _mm_storeu_si128(lanes.as_mut_ptr().cast(), self.0) };
        lanes
    }
    #[inline(always)]
    fn splat(value: u16) -> Self {
        unsafe { Avx2Half(_mm_set1_epi16(value as i16)) }
    }
    #[inline(always)]
    fn and(self, other: Self) -> Self {
        unsafe { Avx2Half(_mm_and_si128(self.0, other.0)) }
    }
    #[inline(always)]
    fn or(self, other: Self) -> Self {
        unsafe { Avx2Half(_mm_or_si128(self.0, other.0)) }
    }
    #[inline(always)]
    fn and_not(self, other: Self) -> Self {
        unsafe { Avx2Half(_mm_andnot_si128(other.0, self.0)) }
    }
    #[inline(always)]
    fn intersects(self, other: Self) -> bool {
        unsafe { _mm_testz_si128(self.0, other.0) == 0 }
    }
    #[inline(always)]
    fn count_ones(self) -> u32 {
        unsafe {
            let low = _mm_cvtsi128_si64(self.0) as u64;
            let high = _mm_extract_epi64(self.0, 1) as u64;
            low.count_ones() + high.count_ones()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::lanes::Portable;
    use super::*;

    /// The AVX2 forms of the lane counts and comparisons give the portable
    /// ones' answers on digit sets (lanes below 512).
    #[test]
    fn counts_and_comparisons_agree_with_the_portable_ones() {
        if std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("sse4.1") {
            // SAFETY: the processor has AVX2 and SSE4.1, and so POPCNT, as
            // the engine's own choice of build takes it to.
            unsafe { compare() }
        }
    }

    #[target_feature(enable = "avx2,sse4.1,popcnt")]
    unsafe fn compare() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            std::array::from_fn::<u16, 16, _>(|i| (seed >> (4 * (i % 12))) as u16 & 0x1ff)
        };
        for _ in 0..10_000 {
            let (a, b) = (next(), next());
            // Some lanes equal, some zero, so both answers of each test come up.
            let b = std::array::from_fn(|i| if i % 5 == 0 { a[i] } else { b[i] >> (i % 3) });
            let (x, y) = (Avx2::<false>::load(&a), Avx2::<false>::load(&b));
            let (p, q) = (Portable::load(&a), Portable::load(&b));
            assert_eq!(x.popcounts().store(), p.popcounts().store());
            assert_eq!(x.nonzero().store(), p.nonzero().store());
            assert_eq!(y.nonzero().store(), q.nonzero().store());
            assert_eq!(x.any_below(y), p.any_below(q));
            assert_eq!(y.any_below(x), q.any_below(p));
        }
    }
}
