//! The vectors the triad engine works on, as a trait with two builds: a
//! portable one on arrays ([`Portable`]) and, on x86-64, one on AVX2
//! registers (`avx2`). Both give the same lanes for the same inputs.

use super::tables::GATHER_PAIRS;

/// A lane rearrangement in `pshufb`'s form: for each byte of the result,
/// the byte of the same 16-byte half it copies, or `0x80` for zero.
#[derive(Clone, Copy)]
#[repr(C, align(32))]
pub(super) struct Shuffle(pub(super) [u8; 32]);

/// A source lane meaning "zero" in [`shuffle`].
pub(super) const ZERO: u8 = 0xff;

/// The [`Shuffle`] giving lane `i` of the result from lane `lanes[i]` of
/// the input ([`ZERO`] for zero). A lane can only come from its own half
/// (lanes 0-7 or 8-15).
pub(super) const fn shuffle(lanes: [u8; 16]) -> Shuffle {
    let mut bytes = [0x80; 32];
    let mut i = 0;
    while i < 16 {
        let from = lanes[i];
        if from != ZERO {
            assert!(from / 8 == i as u8 / 8, "a lane from the other half");
            bytes[2 * i] = 2 * (from % 8);
            bytes[2 * i + 1] = 2 * (from % 8) + 1;
        }
        i += 1;
    }
    Shuffle(bytes)
}

/// Sixteen 16-bit lanes.
pub(super) trait Wide: Copy {
    /// Eight 16-bit lanes.
    type Half: Narrow;
    /// Whether a box settles in two rounds before asking if a round changed
    /// anything: cheaper where a round is cheap (AVX-512's three-input
    /// logic) than the question, which mispredicts; the result is the same.
    const TWO_ROUNDS: bool = false;
    /// The lanes of `lanes`.
    fn load(lanes: &[u16; 16]) -> Self;
    /// The lanes as an array.
    fn store(self) -> [u16; 16];
    /// Every lane `value`.
    fn splat(value: u16) -> Self;
    /// Lane by lane `self & other`.
    fn and(self, other: Self) -> Self;
    /// Lane by lane `self | other`.
    fn or(self, other: Self) -> Self;
    /// Lane by lane `self ^ other`.
    fn xor(self, other: Self) -> Self;
    /// Lane by lane `self & !other`.
    fn and_not(self, other: Self) -> Self;
    /// The number of set bits of each lane (lanes below 512).
    fn popcounts(self) -> Self;
    /// `0xffff` where the lanes are equal, `0` elsewhere.
    fn equal(self, other: Self) -> Self;
    /// `0xffff` where the lane is not zero, `0` elsewhere.
    fn nonzero(self) -> Self;
    /// Whether some lane is below `other`'s (unsigned).
    fn any_below(self, other: Self) -> bool;
    /// Whether every bit of `self` is in `other`.
    fn subset_of(self, other: Self) -> bool;
    /// Whether `self` and `other` share a bit.
    fn intersects(self, other: Self) -> bool;
    /// The lanes rearranged by `shuffle`.
    fn shuffle(self, shuffle: &Shuffle) -> Self;
    /// Within each row of four lanes, lane `c` from lane `c + 1` (mod 4).
    fn along_row(self) -> Self;
    /// A box's triads where the messages read them: the lanes in pairs,
    /// pair `k` from pair [`GATHER_PAIRS`]`[k]`.
    #[inline(always)]
    fn gather_triads(self) -> Self {
        let lanes = self.store();
        Self::load(&std::array::from_fn(|i| {
            lanes[2 * GATHER_PAIRS[i / 2] as usize + i % 2]
        }))
    }
    /// Seen as four rows of four lanes: row `r` of the result is row
    /// `r + 1` (mod 4) of `self`.
    fn next_row(self) -> Self;
    /// Row `r` of the result is row `r + 2` (mod 4) of `self`.
    fn row_after_next(self) -> Self;
    /// Every row of the result is row `row` of `self`.
    fn broadcast_row(self, row: usize) -> Self;
    /// Lanes 0-7.
    fn low(self) -> Self::Half;
    /// Lanes 8-15.
    fn high(self) -> Self::Half;
    /// `low` in lanes 0-7, `high` in 8-15.
    fn join(low: Self::Half, high: Self::Half) -> Self;
}

/// Eight 16-bit lanes.
pub(super) trait Narrow: Copy {
    /// The lanes of `lanes`.
    fn load(lanes: &[u16; 8]) -> Self;
    /// The lanes as an array.
    fn store(self) -> [u16; 8];
    /// Every lane `value`.
    fn splat(value: u16) -> Self;
    /// Lane by lane `self & other`.
    fn and(self, other: Self) -> Self;
    /// Lane by lane `self | other`.
    fn or(self, other: Self) -> Self;
    /// Lane by lane `self & !other`.
    fn and_not(self, other: Self) -> Self;
    /// Whether `self` and `other` share a bit.
    fn intersects(self, other: Self) -> bool;
    /// The number of set bits in all lanes together.
    fn count_ones(self) -> u32;
}

/// [`Wide`] on arrays, for any processor.
#[derive(Clone, Copy)]
pub(super) struct Portable([u16; 16]);

/// [`Narrow`] on arrays.
#[derive(Clone, Copy)]
pub(super) struct PortableHalf([u16; 8]);

impl Portable {
    #[inline(always)]
    fn map2(self, other: Self, f: impl Fn(u16, u16) -> u16) -> Self {
        Portable(std::array::from_fn(|i| f(self.0[i], other.0[i])))
    }
}

impl Wide for Portable {
    type Half = PortableHalf;

    #[inline(always)]
    fn load(lanes: &[u16; 16]) -> Self {
        Portable(*lanes)
    }
    #[inline(always)]
    fn store(self) -> [u16; 16] {
        self.0
    }
    #[inline(always)]
    fn splat(value: u16) -> Self {
        Portable([value; 16])
    }
    #[inline(always)]
    fn and(self, other: Self) -> Self {
        self.map2(other, |a, b| a & b)
    }
    #[inline(always)]
    fn or(self, other: Self) -> Self {
        self.map2(other, |a, b| a | b)
    }
    #[inline(always)]
    fn xor(self, other: Self) -> Self {
        self.map2(other, |a, b| a ^ b)
    }
    #[inline(always)]
    fn and_not(self, other: Self) -> Self {
        self.map2(other, |a, b| a & !b)
    }
    #[inline(always)]
    fn popcounts(self) -> Self {
        Portable(self.0.map(|a| a.count_ones() as u16))
    }
    #[inline(always)]
    fn equal(self, other: Self) -> Self {
        self.map2(other, |a, b| if a == b { 0xffff } else { 0 })
    }
    #[inline(always)]
    fn nonzero(self) -> Self {
        Portable(self.0.map(|a| if a != 0 { 0xffff } else { 0 }))
    }
    #[inline(always)]
    fn any_below(self, other: Self) -> bool {
        self.0.iter().zip(other.0).any(|(&a, b)| a < b)
    }
    #[inline(always)]
    fn subset_of(self, other: Self) -> bool {
        self.0.iter().zip(other.0).all(|(&a, b)| a & !b == 0)
    }
    #[inline(always)]
    fn intersects(self, other: Self) -> bool {
        self.0.iter().zip(other.0).any(|(&a, b)| a & b != 0)
    }
    #[inline(always)]
    fn shuffle(self, shuffle: &Shuffle) -> Self {
        Portable(std::array::from_fn(|i| {
            let byte = shuffle.0[2 * i];
            if byte & 0x80 != 0 {
                0
            } else {
                self.0[i / 8 * 8 + usize::from(byte / 2)]
            }
        }))
    }
    #[inline(always)]
    fn along_row(self) -> Self {
        Portable(std::array::from_fn(|i| self.0[i / 4 * 4 + (i + 1) % 4]))
    }
    #[inline(always)]
    fn next_row(self) -> Self {
        Portable(std::array::from_fn(|i| self.0[(i + 4) % 16]))
    }
    #[inline(always)]
    fn row_after_next(self) -> Self {
        Portable(std::array::from_fn(|i| self.0[(i + 8) % 16]))
    }
    #[inline(always)]
    fn broadcast_row(self, row: usize) -> Self {
        Portable(std::array::from_fn(|i| self.0[4 * row + i % 4]))
    }
    #[inline(always)]
    fn low(self) -> PortableHalf {
        PortableHalf(std::array::from_fn(|i| self.0[i]))
    }
    #[inline(always)]
    fn high(self) -> PortableHalf {
        PortableHalf(std::array::from_fn(|i| self.0[8 + i]))
    }
    #[inline(always)]
    fn join(low: PortableHalf, high: PortableHalf) -> Self {
        Portable(std::array::from_fn(|i| {
            if i < 8 { low.0[i] } else { high.0[i - 8] }
        }))
    }
}

impl Narrow for PortableHalf {
    #[inline(always)]
    fn load(lanes: &[u16; 8]) -> Self {
        PortableHalf(*lanes)
    }
    #[inline(always)]
    fn store(self) -> [u16; 8] {
        self.0
    }
    #[inline(always)]
    fn splat(value: u16) -> Self {
        PortableHalf([value; 8])
    }
    #[inline(always)]
    fn and(self, other: Self) -> Self {
        PortableHalf(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }
    #[inline(always)]
    fn or(self, other: Self) -> Self {
        PortableHalf(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }
    #[inline(always)]
    fn and_not(self, other: Self) -> Self {
        PortableHalf(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }
    #[inline(always)]
    fn intersects(self, other: Self) -> bool {
        self.0.iter().zip(other.0).any(|(&a, b)| a & b != 0)
    }
    #[inline(always)]
    fn count_ones(self) -> u32 {
        self.0.iter().map(|a| a.count_ones()).sum()
    }
}
