//! A contradiction propagation does not see: `k` digits that a house can
//! hold in fewer than `k` of its cells (a hidden pair, triple or quad with
//! too few cells). Norvig's "impossible" puzzle is one: in column 5, the
//! digits 1, 5 and 6 can go only in r8c5 and r9c5. The search would take
//! hundreds of thousands of guesses to find that out; this check, on the
//! propagated root, a fraction of a microsecond.

use super::state::State;

/// The cells of house `house` (rows 0-8, columns 9-17, boxes 18-26) in
/// `words` (one per band), as nine bits in the house's own order.
fn gather(words: [u32; 3], house: usize) -> u16 {
    let bits = match house {
        0..9 => words[house / 3] >> (9 * (house % 3)) & 0o777,
        9..18 => {
            let col = house - 9;
            let mut bits = 0;
            for (band, word) in words.iter().enumerate() {
                let w = word >> col;
                bits |= (w & 1 | (w >> 8) & 2 | (w >> 16) & 4) << (3 * band);
            }
            bits
        }
        _ => {
            let bx = house - 18;
            let w = words[bx / 3] >> (3 * (bx % 3));
            w & 0o7 | (w >> 6) & 0o70 | (w >> 12) & 0o700
        }
    };
    bits as u16
}

/// How many of nine bits are set, by table: the baseline x86-64 target
/// has no `popcnt`.
static COUNT: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        table[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    table
};

fn count(bits: u16) -> u32 {
    u32::from(COUNT[usize::from(bits & 0o777)])
}

/// Whether some house has `k` unplaced digits (2 ≤ `k` ≤ 4) with places in
/// fewer than `k` of its cells: then the puzzle has no solution.
pub(super) fn found(state: &State) -> bool {
    let open = state.unsolved_cells();
    let words: [[u32; 3]; 9] =
        std::array::from_fn(|digit| std::array::from_fn(|band| state.word(digit, band)));
    let few = words.map(|word| few_places(&word, open));
    let mut houses = suspects(&few);
    while houses != 0 {
        let house = houses.trailing_zeros() as usize;
        if house_fails(&words, &few, house) {
            return true;
        }
        houses &= houses - 1;
    }
    false
}

/// The houses where two or more unplaced digits have three places or
/// fewer (bits 0-8 rows, 9-17 columns, 18-26 boxes): only there can `k`
/// digits have fewer than `k` places, as each of them then has fewer than
/// `k` ≤ 4. On a wide-open root there are few or none, and finding them
/// costs a fraction of gathering every house's places. `few` holds each
/// digit's [`few_places`].
fn suspects(few: &[u32; 9]) -> u32 {
    let (mut once, mut twice) = (0, 0);
    for &houses in few {
        twice |= once & houses;
        once |= houses;
    }
    twice
}

/// The houses (numbered as in [`suspects`]) where the digit whose band
/// words are `word` is not placed and has three places or fewer.
fn few_places(word: &[u32; 3], open: [u32; 3]) -> u32 {
    let (mut rows, mut boxes) = (0, 0);
    // The columns' places counted row by row in parallel, one bit per
    // column: `ones` and `twos` the count's two low bits, `four` set once
    // it reaches four; `placed` where the digit is placed.
    let (mut ones, mut twos, mut four, mut placed) = (0, 0, 0, 0);
    for (band, (&w, &o)) in word.iter().zip(&open).enumerate() {
        let here = w & !o;
        for row in 0..3 {
            let spots = w >> (9 * row) & 0o777;
            let few = (here >> (9 * row) & 0o777 == 0) & (COUNT[spots as usize] <= 3);
            rows |= u32::from(few) << (3 * band + row);
            placed |= here >> (9 * row);
            let carry = ones & spots;
            ones ^= spots;
            four |= twos & carry;
            twos ^= carry;
        }
        for stack in 0..3 {
            let few = (here & BOX << (3 * stack) == 0) & (COUNT[box_bits(w, stack)] <= 3);
            boxes |= u32::from(few) << (3 * band + stack);
        }
    }
    let columns = !(four | placed) & 0o777;
    rows | columns << 9 | boxes << 18
}

/// The cells of the first box in a band word.
const BOX: u32 = 0o7007007;

/// The nine bits of box `stack` in the band word `w`, in the box's order:
/// one multiplication moves its three rows of three side by side (no two
/// shifted copies overlap, so nothing carries).
fn box_bits(w: u32, stack: usize) -> usize {
    let rows = w >> (3 * stack) & BOX;
    (rows.wrapping_mul(0o10101) >> 12 & 0o777) as usize
}

/// [`found`] for one house, given each digit's [`few_places`].
fn house_fails(words: &[[u32; 3]; 9], few: &[u32; 9], house: usize) -> bool {
    // The places of the digits not yet placed here that have 3 or fewer
    // (see [`suspects`]).
    let mut places = [0u16; 9];
    let mut n = 0;
    for (word, houses) in words.iter().zip(few) {
        if houses >> house & 1 != 0 {
            places[n] = gather(*word, house);
            n += 1;
        }
    }
    // Every set of 2 to 4 of them: their places together must be as many.
    // Once the first members have four places, no set of them can fail.
    let places = &places[..n];
    for (i, &a) in places.iter().enumerate() {
        for (j, &b) in places.iter().enumerate().skip(i + 1) {
            let ab = a | b;
            match count(ab) {
                0..2 => return true,
                2..4 => {}
                _ => continue,
            }
            for (k, &c) in places.iter().enumerate().skip(j + 1) {
                let abc = ab | c;
                match count(abc) {
                    0..3 => return true,
                    3 => {}
                    _ => continue,
                }
                if places[k + 1..].iter().any(|&d| count(abc | d) < 4) {
                    return true;
                }
            }
        }
    }
    false
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

    /// The check spelled out: every house, every set of two to four of its
    /// unplaced digits, their places counted cell by cell.
    fn reference(state: &State) -> bool {
        let houses = (0..9).flat_map(|i| {
            [
                (0..9).map(|j| 9 * i + j).collect::<Vec<_>>(),
                (0..9).map(|j| 9 * j + i).collect(),
                (0..9)
                    .map(|j| 27 * (i / 3) + 3 * (i % 3) + 9 * (j / 3) + j % 3)
                    .collect(),
            ]
        });
        houses.into_iter().any(|cells| {
            let places: Vec<u16> = (1..=9u8)
                .filter(|&d| cells.iter().all(|&c| state.value(c) != d))
                .map(|d| {
                    cells.iter().enumerate().fold(0, |m, (i, &c)| {
                        m | (state.candidates(c) >> (d - 1) & 1) << i
                    })
                })
                .filter(|p| p.count_ones() <= 4)
                .collect();
            (0u32..1 << places.len()).any(|set| {
                let k = set.count_ones();
                let union = places
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| set >> i & 1 != 0)
                    .fold(0, |u, (_, &p)| u | p);
                (2..=4).contains(&k) && union.count_ones() < k
            })
        })
    }

    #[test]
    fn a_box_s_bits_by_multiplication_are_its_gathered_bits() {
        let mut seed = 5;
        for _ in 0..10_000 {
            let w = crate::testing::xorshift(&mut seed) & 0o777_777_777;
            for stack in 0..3 {
                assert_eq!(box_bits(w, stack), usize::from(gather([w; 3], 18 + stack)));
            }
        }
    }

    #[test]
    fn agrees_with_the_check_spelled_out() {
        let mut seed = 21;
        let mut refuted = 0;
        let mut random = |n: u32| crate::testing::xorshift(&mut seed) % n;
        for trial in 0..2000 {
            // Roots of sparse random puzzles (some with a few givens), then
            // candidates struck out at random (never a cell's last): every
            // kind of house, many with too few places.
            let mut puzzle = Grid::empty();
            for _ in 0..random(12) {
                let mut values = *puzzle.values();
                values[random(81) as usize] = random(9) as u8 + 1;
                let next = Grid::from_values(values).unwrap();
                if State::new(&next).is_ok() {
                    puzzle = next;
                }
            }
            let mut state = State::new(&puzzle).unwrap();
            for _ in 0..150 + random(450) {
                let (cell, digit) = (random(81) as usize, random(9) as u8 + 1);
                let candidates = state.candidates(cell);
                if state.value(cell) == 0 && candidates != 1 << (digit - 1) {
                    state.eliminate(cell, digit);
                }
            }
            let expected = reference(&state);
            assert_eq!(
                found(&state),
                expected,
                "trial {trial}: {:?}",
                state.values()
            );
            refuted += usize::from(expected);
        }
        assert!(
            refuted > 200,
            "only {refuted} refuted: the test says little"
        );
        assert!(refuted < 1800, "{refuted} refuted: the test says little");
    }
}
