//! The random numbers a generator draws, from a seed.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

/// A reproducible stream of random numbers: ChaCha8 keyed by the seed, one
/// stream per puzzle, so that puzzle `n` of a seed is the same whichever
/// thread makes it and whatever came before.
pub(crate) struct Random(ChaCha8Rng);

impl Random {
    /// The stream for puzzle `index` of `seed`.
    pub(crate) fn new(seed: u64, index: u64) -> Random {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream(index);
        Random(rng)
    }

    /// A number in `0..n`, every one as likely (Lemire's method: a
    /// multiplication, and a rejection that almost never happens).
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        let threshold = n.wrapping_neg() % n;
        loop {
            let wide = u64::from(self.0.next_u32()) * u64::from(n);
            if wide as u32 >= threshold {
                return (wide >> 32) as u32;
            }
        }
    }

    /// One of the set bits of `digits` (bit `d - 1` for digit `d`), every
    /// one as likely, as its digit.
    pub(super) fn digit_of(&mut self, digits: u16) -> u8 {
        let mut skip = self.below(digits.count_ones());
        let mut left = digits;
        while skip > 0 {
            left &= left - 1;
            skip -= 1;
        }
        left.trailing_zeros() as u8 + 1
    }

    /// `items` in a random order, every order as likely (Fisher-Yates).
    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_and_index_give_the_same_numbers() {
        let draw = |seed, index| {
            let mut random = Random::new(seed, index);
            (0..20).map(|_| random.below(1000)).collect::<Vec<_>>()
        };
        assert_eq!(draw(7, 3), draw(7, 3));
        assert_ne!(draw(7, 3), draw(7, 4));
        assert_ne!(draw(7, 3), draw(8, 3));
    }

    #[test]
    fn below_stays_below_and_reaches_every_value() {
        let mut random = Random::new(1, 0);
        let mut seen = [0u32; 9];
        for _ in 0..9000 {
            seen[random.below(9) as usize] += 1;
        }
        // Each value about 1000 times: far from 0 and from 9000.
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
    }

    #[test]
    fn digit_of_picks_only_offered_digits() {
        let mut random = Random::new(2, 0);
        let mut seen = 0u16;
        for _ in 0..200 {
            let digit = random.digit_of(0b1_0010_0100);
            assert!([3, 6, 9].contains(&digit), "{digit}");
            seen |= 1 << (digit - 1);
        }
        assert_eq!(seen, 0b1_0010_0100);
    }

    #[test]
    fn shuffle_keeps_the_items() {
        let mut random = Random::new(3, 0);
        let mut items: Vec<u32> = (0..81).collect();
        random.shuffle(&mut items);
        assert_ne!(items, (0..81).collect::<Vec<_>>());
        items.sort_unstable();
        assert_eq!(items, (0..81).collect::<Vec<_>>());
    }
}
