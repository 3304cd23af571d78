//! The givens of a puzzle kept per digit and band with the cells they see:
//! what every state starts from, and, kept up to date as givens are taken
//! away, what lets the state of the same puzzle with fewer givens be built
//! from a few words rather than a pass over the grid (the generator and the
//! minimality check ask for it dozens of times a puzzle).

use super::columns::{columns, spread};
use super::subbands::at;
use super::{Contradiction, State};
use crate::solver::tables::{BAND, BAND_PEERS};

/// The givens of a puzzle, per digit and band.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Givens {
    /// For each digit and band, the cells holding the digit.
    cells: [[u32; 3]; 9],
    /// For each digit and band, the cells its givens see: their rows and
    /// boxes in the band, and their columns across the grid.
    seen: [[u32; 3]; 9],
    /// For each band, the cells holding a given.
    filled: [u32; 3],
}

/// The cells of `values` that hold a digit, bit `cell`; the portable
/// version of [`filled`], and what the tests check it against.
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
fn filled_portable(values: &[u8; 81]) -> u128 {
    values.iter().enumerate().fold(0, |filled, (cell, &value)| {
        filled | u128::from(value != 0) << cell
    })
}

/// [`filled_portable`] with SSE2, which every x86-64 processor has: sixteen
/// cells to a comparison, six in all, instead of 81 scalar ones.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[allow(unsafe_code)]
fn filled(values: &[u8; 81]) -> u128 {
    use std::arch::x86_64::{
        __m128i, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_setzero_si128,
    };
    let mut padded = [0u8; 96];
    padded[..81].copy_from_slice(values);
    let mut filled = 0;
    for (k, sixteen) in padded.chunks_exact(16).enumerate() {
        // SAFETY: the load reads the sixteen bytes of `sixteen`; `loadu`
        // needs no alignment. SSE2 is enabled (the `cfg` on this function).
        let blanks = unsafe {
            let bytes = _mm_loadu_si128(sixteen.as_ptr().cast::<__m128i>());
            _mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_setzero_si128()))
        };
        filled |= u128::from(!blanks as u16) << (16 * k);
    }
    filled
}

#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
use filled_portable as filled;

impl Givens {
    /// The givens of `values` (0 for a blank); a contradiction when two
    /// givens of a digit see each other.
    pub(crate) fn of(values: &[u8; 81]) -> Result<Givens, Contradiction> {
        let mut givens = Givens {
            cells: [[0; 3]; 9],
            seen: [[0; 3]; 9],
            filled: [0; 3],
        };
        // Which cells hold a given first, without a branch (a blank or not
        // is as hard to foretell as a coin), then the givens alone.
        let filled = filled(values);
        for (band, values) in values.chunks_exact(27).enumerate() {
            givens.filled[band] = (filled >> (27 * band)) as u32 & BAND;
            let mut left = givens.filled[band];
            while left != 0 {
                let bit = left.trailing_zeros() as usize;
                left &= left - 1;
                let digit = usize::from(values[bit]) - 1;
                if givens.seen[digit][band] & 1 << bit != 0 {
                    return Err(Contradiction);
                }
                givens.cells[digit][band] |= 1 << bit;
                givens.seen[digit][band] |= BAND_PEERS[bit];
            }
        }
        for digit in 0..9 {
            let [a, b, c] = givens.cells[digit].map(columns);
            if a & b | a & c | b & c != 0 {
                return Err(Contradiction);
            }
            for seen in &mut givens.seen[digit] {
                *seen |= spread(a | b | c);
            }
        }
        Ok(givens)
    }

    /// Takes away the given `digit` (1-9) at `cell` (0-80).
    pub(crate) fn remove(&mut self, cell: usize, digit: u8) {
        let (band, bit) = (cell / 27, cell % 27);
        let digit = usize::from(digit) - 1;
        debug_assert!(
            self.cells[digit][band] & 1 << bit != 0,
            "no {digit} at {cell}"
        );
        self.cells[digit][band] &= !(1 << bit);
        self.filled[band] &= !(1 << bit);
        self.see(digit);
    }

    /// Works out `seen` for `digit` from its cells.
    fn see(&mut self, digit: usize) {
        let cells = self.cells[digit];
        let across = spread(columns(cells[0] | cells[1] | cells[2]));
        for (band, mut left) in cells.into_iter().enumerate() {
            let mut seen = across;
            while left != 0 {
                seen |= BAND_PEERS[left.trailing_zeros() as usize];
                left &= left - 1;
            }
            self.seen[digit][band] = seen;
        }
    }

    /// The state with these givens placed, nothing propagated.
    pub(in crate::solver) fn placed(&self) -> State {
        let mut candidates = [0; 28];
        for digit in 0..9 {
            for band in 0..3 {
                candidates[at(digit, band)] =
                    (BAND & !self.filled[band] & !self.seen[digit][band]) | self.cells[digit][band];
            }
        }
        State {
            candidates,
            updated: [0; 28],
            unsolved: self.filled.map(|filled| BAND & !filled),
            pairs: [0; 3],
        }
    }

    /// [`Givens::placed`], propagated by [`State::propagate`] alone (no
    /// column pass: a search starts from it at once).
    pub(in crate::solver) fn propagated(&self) -> Result<State, Contradiction> {
        let mut state = self.placed();
        state.propagate()?;
        Ok(state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    /// Random grids of every density, blanks in every position: the
    /// vector version finds the cells the scalar one does.
    #[test]
    fn the_filled_cells_are_those_a_scan_finds() {
        let mut seed = 0x0bad_5eed_u32;
        for round in 0..2_000u32 {
            let mut values = [0u8; 81];
            for value in &mut values {
                let draw = crate::testing::xorshift(&mut seed);
                if draw % 81 < round % 82 {
                    *value = (draw / 81 % 9) as u8 + 1;
                }
            }
            let expected = filled_portable(&values);
            assert_eq!(filled(&values), expected, "{values:?}");
            let scanned = (0..81).filter(|&cell| values[cell] != 0).count();
            assert_eq!(expected.count_ones() as usize, scanned);
        }
    }

    /// Random subsets of random solved grids, built whole and by taking
    /// givens away one at a time: both give the same state, whose
    /// candidates are the rules spelled out cell by cell.
    #[test]
    fn the_same_state_as_placing_the_grid() {
        let mut seed = 0x51ed_270b_u32;
        for round in 0..200 {
            let solution = crate::solver::solved_grid(&mut |digits: u16| {
                let n = digits.count_ones();
                let mut k = crate::testing::xorshift(&mut seed) % n;
                let mut left = digits;
                while k > 0 {
                    left &= left - 1;
                    k -= 1;
                }
                left.trailing_zeros() as u8 + 1
            });
            let mut values = *solution.values();
            let mut givens = Givens::of(&values).unwrap();
            for cell in 0..81 {
                if !crate::testing::xorshift(&mut seed).is_multiple_of(3) {
                    givens.remove(cell, values[cell]);
                    values[cell] = 0;
                }
                if cell % 9 == round % 9 {
                    let grid = Grid::from_values(values).unwrap();
                    let placed = State::placed(&grid).unwrap();
                    assert_eq!(givens.placed(), placed, "round {round}, cell {cell}");
                    assert_eq!(
                        Givens::of(&values),
                        Ok(givens),
                        "round {round}, cell {cell}"
                    );
                    for (at, &value) in values.iter().enumerate() {
                        for digit in 1..=9u8 {
                            let seen = (0..81).any(|other| {
                                let (a, b) = (at, other);
                                a != b
                                    && values[b] == digit
                                    && (a / 9 == b / 9
                                        || a % 9 == b % 9
                                        || (a / 27, a % 9 / 3) == (b / 27, b % 9 / 3))
                            });
                            let candidate = value == digit || (value == 0 && !seen);
                            let word = placed.word(usize::from(digit) - 1, at / 27);
                            assert_eq!(word >> (at % 27) & 1 == 1, candidate, "cell {at}, {digit}");
                        }
                    }
                }
            }
        }
    }
}
