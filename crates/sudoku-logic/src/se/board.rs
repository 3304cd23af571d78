//! The grid as Sudoku Explainer sees it: values, pencil marks, and its
//! houses in its own order (boxes, rows, columns), so that every search
//! meets cells and digits in the order SE meets them.

use sudoku_core::Grid;

use crate::Candidates;

/// Cells of each house: boxes 0-8 (row-major, cells row-major inside),
/// rows 9-17, columns 18-26.
pub(crate) const HOUSES: [[u8; 9]; 27] = houses();

/// The house of each kind (box, row, column) a cell lies in.
pub(crate) const HOUSE_OF: [[u8; 3]; 81] = house_of();

/// Each cell's 20 peers in SE's order: its box, then its row, then its
/// column, each cell once.
pub(crate) const PEERS: [[u8; 20]; 81] = peers();

const fn houses() -> [[u8; 9]; 27] {
    let mut out = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            out[i][j] = ((i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3) as u8;
            out[9 + i][j] = (i * 9 + j) as u8;
            out[18 + i][j] = (j * 9 + i) as u8;
            j += 1;
        }
        i += 1;
    }
    out
}

const fn house_of() -> [[u8; 3]; 81] {
    let mut out = [[0u8; 3]; 81];
    let mut c = 0;
    while c < 81 {
        let (r, col) = (c / 9, c % 9);
        out[c] = [(r / 3 * 3 + col / 3) as u8, (9 + r) as u8, (18 + col) as u8];
        c += 1;
    }
    out
}

const fn peers() -> [[u8; 20]; 81] {
    let mut out = [[0u8; 20]; 81];
    let hof = house_of();
    let hs = houses();
    let mut c = 0;
    while c < 81 {
        let mut n = 0;
        let mut k = 0;
        while k < 3 {
            let mut j = 0;
            while j < 9 {
                let other = hs[hof[c][k] as usize][j];
                let mut seen = other as usize == c;
                let mut m = 0;
                while m < n {
                    if out[c][m] == other {
                        seen = true;
                    }
                    m += 1;
                }
                if !seen {
                    out[c][n] = other;
                    n += 1;
                }
                j += 1;
            }
            k += 1;
        }
        c += 1;
    }
    out
}

/// The cells of each house, as a set (bit `cell`).
pub(crate) const HOUSE_MASK: [u128; 27] = house_masks();

/// Each cell's peers, as a set (bit `cell`).
pub(crate) const PEER_MASK: [u128; 81] = {
    let peers = peers();
    let mut out = [0u128; 81];
    let mut c = 0;
    while c < 81 {
        let mut i = 0;
        while i < 20 {
            out[c] |= 1 << peers[c][i];
            i += 1;
        }
        c += 1;
    }
    out
};

/// Where a cell stands (0-8) in its box, row and column.
const INDEX_IN: [[u8; 3]; 81] = index_in();

const fn house_masks() -> [u128; 27] {
    let hs = houses();
    let mut out = [0u128; 27];
    let mut h = 0;
    while h < 27 {
        let mut i = 0;
        while i < 9 {
            out[h] |= 1 << hs[h][i];
            i += 1;
        }
        h += 1;
    }
    out
}

const fn index_in() -> [[u8; 3]; 81] {
    let hs = houses();
    let mut out = [[0u8; 3]; 81];
    let mut h = 0;
    while h < 27 {
        let mut i = 0;
        while i < 9 {
            out[hs[h][i] as usize][h / 9] = i as u8;
            i += 1;
        }
        h += 1;
    }
    out
}

/// Whether two distinct cells see each other.
pub(crate) fn sees(a: usize, b: usize) -> bool {
    a != b
        && (HOUSE_OF[a][0] == HOUSE_OF[b][0]
            || HOUSE_OF[a][1] == HOUSE_OF[b][1]
            || HOUSE_OF[a][2] == HOUSE_OF[b][2])
}

/// Whether a set of cells has two members or more (without a 128-bit
/// popcount, which the baseline x86-64 build computes in software).
pub(crate) fn several(cells: u128) -> bool {
    cells & cells.wrapping_sub(1) != 0
}

/// The cells that see one of `cells` (their peers, together).
pub(crate) fn peers_of(cells: u128) -> u128 {
    let (mut peers, mut rest) = (0u128, cells);
    while rest != 0 {
        peers |= PEER_MASK[rest.trailing_zeros() as usize];
        rest &= rest - 1;
    }
    peers
}

/// The number of bits among the ten lowest of `mask`: the digits of a
/// candidate mask (bit `d` for digit `d`), or the places of a digit in a
/// house (bit `i` for its `i`th cell), without a popcount instruction
/// (which the baseline x86-64 build lacks).
pub(crate) fn count(mask: u16) -> u32 {
    u32::from(BITS[usize::from(mask & 0x3ff)])
}

/// The digits of a mask (bit `d` for digit `d`), ascending.
pub(crate) fn digits(mask: u16) -> impl Iterator<Item = u8> {
    let mut left = mask & 0x3fe;
    std::iter::from_fn(move || {
        let digit = (left != 0).then(|| left.trailing_zeros() as u8)?;
        left &= left - 1;
        Some(digit)
    })
}

/// How many bits each candidate mask (bits 1-9) has: one load, where
/// `count_ones` is a dozen instructions on the baseline x86-64 the
/// binaries are built for (no POPCNT).
static BITS: [u8; 1024] = {
    let mut table = [0; 1024];
    let mut mask = 0;
    while mask < 1024 {
        table[mask] = (mask as u32).count_ones() as u8;
        mask += 1;
    }
    table
};

/// Values and pencil marks (bit `d` set when `d` is a candidate).
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Board {
    pub(crate) values: [u8; 81],
    pub(crate) cands: [u16; 81],
    /// For each digit, the cells where it is a candidate.
    pub(crate) digit_cells: [u128; 10],
}

impl Board {
    /// The board of a puzzle, with every candidate its givens allow.
    pub(crate) fn new(grid: &Grid) -> Board {
        let values = *grid.values();
        let mut cands = [0u16; 81];
        for c in 0..81 {
            if values[c] == 0 {
                cands[c] = 0x3fe;
            }
        }
        for c in 0..81 {
            let v = values[c];
            if v != 0 {
                for &p in &PEERS[c] {
                    cands[p as usize] &= !(1 << v);
                }
            }
        }
        Board::of(values, cands)
    }

    /// The board of pencil marks: their digits, and their candidates in
    /// each empty cell.
    pub(crate) fn from_marks(marks: &Candidates) -> Board {
        let values = *marks.values();
        let mut cands = [0u16; 81];
        for c in 0..81 {
            if values[c] == 0 {
                // The marks keep digit `d` at bit `d - 1`, the board at `d`.
                cands[c] = marks.mask(c) << 1;
            }
        }
        Board::of(values, cands)
    }

    /// The board as pencil marks.
    pub(crate) fn marks(&self) -> Candidates {
        let grid = Grid::from_values(self.values).expect("a board holds digits 0-9");
        // The board keeps digit `d` at bit `d`, the marks at bit `d - 1`.
        Candidates::with_marks(&grid, &self.cands.map(|m| m >> 1))
    }

    /// The board of these values and candidates (bit `d` for digit `d`),
    /// with each digit's cells gathered.
    pub(super) fn of(values: [u8; 81], cands: [u16; 81]) -> Board {
        let mut digit_cells = [0u128; 10];
        for c in 0..81 {
            for d in digits(cands[c]) {
                digit_cells[d as usize] |= 1 << c;
            }
        }
        Board {
            values,
            cands,
            digit_cells,
        }
    }

    /// Removes the candidates of `mask` from `cell`.
    pub(crate) fn remove(&mut self, cell: usize, mask: u16) {
        let gone = self.cands[cell] & mask;
        self.cands[cell] &= !mask;
        for d in digits(gone) {
            self.digit_cells[d as usize] &= !(1 << cell);
        }
    }

    /// The cells of `house` where `digit` is a candidate.
    pub(crate) fn cells_of(&self, house: usize, digit: u8) -> u128 {
        self.digit_cells[digit as usize] & HOUSE_MASK[house]
    }

    /// The other place of `digit` in each house of `cell` where it has
    /// two (its strong partners there), as a set: what the candidate
    /// turned off turns on in its houses.
    pub(crate) fn partners(&self, cell: usize, digit: u8) -> u128 {
        HOUSE_OF[cell].iter().fold(0, |places, &h| {
            let others = self.cells_of(usize::from(h), digit) & !(1u128 << cell);
            if others != 0 && !several(others) {
                places | others
            } else {
                places
            }
        })
    }

    /// Whether every cell has its value.
    pub(crate) fn solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Whether `digit` is a candidate of `cell`.
    pub(crate) fn has(&self, cell: usize, digit: u8) -> bool {
        self.cands[cell] & (1 << digit) != 0
    }

    /// The number of candidates of `cell`.
    pub(crate) fn count(&self, cell: usize) -> u32 {
        count(self.cands[cell])
    }

    /// The positions (0-8) in `house` where `digit` is a candidate.
    pub(crate) fn positions(&self, house: usize, digit: u8) -> u16 {
        let kind = house / 9;
        let mut cells = self.cells_of(house, digit);
        let mut out = 0;
        while cells != 0 {
            let c = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            out |= 1 << INDEX_IN[c][kind];
        }
        out
    }

    /// The positions of every digit in every house: `[house][digit]`.
    pub(crate) fn position_table(&self) -> [[u16; 10]; 27] {
        let mut out = [[0u16; 10]; 27];
        // Read from each digit's cells (row by row, nine bits a row): a
        // row's places are its nine bits, a box's three runs of three, a
        // column's every ninth bit, gathered by one multiplication.
        for d in 1..=9 {
            let cells = self.digit_cells[d];
            for band in 0..3 {
                // The band's 27 cells.
                let band_cells = ((cells >> (27 * band)) & 0x7ff_ffff) as u32;
                for k in 0..3 {
                    let i = band * 3 + k;
                    out[9 + i][d] = ((band_cells >> (9 * k)) & 0x1ff) as u16;
                    let run = |r: usize| ((band_cells >> (9 * r + 3 * k)) & 7) as u16;
                    out[i][d] = run(0) | run(1) << 3 | run(2) << 6;
                }
            }
            for (j, column) in out[18..].iter_mut().enumerate() {
                column[d] = column_bits(cells >> j);
            }
        }
        out
    }

    /// The number of cells of `house` without a value.
    pub(crate) fn empty_cells(&self, house: usize) -> u32 {
        HOUSES[house]
            .iter()
            .filter(|&&c| self.values[c as usize] == 0)
            .count() as u32
    }

    /// Places `digit` in `cell` and removes it from the cell's peers.
    pub(crate) fn place(&mut self, cell: usize, digit: u8) {
        self.values[cell] = digit;
        self.remove(cell, 0x3fe);
        for &p in &PEERS[cell] {
            self.remove(p as usize, 1 << digit);
        }
    }
}

/// Bits 0, 9, 18, ... 72 of `cells` (a column's cells, row by row), as
/// bits 0 to 8. Multiplying by the sum of `2^(72 - 8i)` moves bit `9i` to
/// bit `72 + i`; every pair of a set bit and a term lands on a bit of its
/// own (`9i - 8j` differs for each pair), so no sum carries.
fn column_bits(cells: u128) -> u16 {
    const EVERY_NINTH: u128 = {
        let mut m = 0u128;
        let mut i = 0;
        while i < 9 {
            m |= 1 << (9 * i);
            i += 1;
        }
        m
    };
    const GATHER: u128 = {
        let mut m = 0u128;
        let mut i = 0;
        while i < 9 {
            m |= 1 << (72 - 8 * i);
            i += 1;
        }
        m
    };
    ((cells & EVERY_NINTH).wrapping_mul(GATHER) >> 72) as u16 & 0x1ff
}

/// The board of a puzzle with about one candidate in `one_in` struck out
/// by a fixed sequence from `seed`, as a chain's grid has them: strong
/// links abound (for tests of the chain searches).
#[cfg(test)]
pub(crate) fn struck(givens: &str, seed: u64, one_in: u64) -> Board {
    strike(Board::new(&grid_of(givens)), seed, one_in)
}

/// The grid of a puzzle's 81 givens (`.` or any other non-digit blank).
#[cfg(test)]
pub(crate) fn grid_of(givens: &str) -> Grid {
    let mut values = [0u8; 81];
    for (v, c) in values.iter_mut().zip(givens.bytes()) {
        *v = if c.is_ascii_digit() { c - b'0' } else { 0 };
    }
    Grid::from_values(values).expect("a grid")
}

/// `board` with about one candidate in `one_in` struck out by a fixed
/// sequence from `seed` (each cell keeps one at least).
#[cfg(test)]
pub(crate) fn strike(mut board: Board, seed: u64, one_in: u64) -> Board {
    let mut state = seed;
    for c in 0..81 {
        for d in digits(board.cands[c]) {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            if (state >> 33).is_multiple_of(one_in) && board.count(c) > 1 {
                board.remove(c, 1 << d);
            }
        }
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_position_table_lists_each_digits_places_in_each_house() {
        let givens =
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        for (seed, one_in) in [(0, u64::MAX), (1, 3), (2, 5)] {
            let board = struck(givens, seed, one_in);
            let table = board.position_table();
            for (h, cells) in HOUSES.iter().enumerate() {
                for d in 1..=9u8 {
                    let scanned = cells
                        .iter()
                        .enumerate()
                        .filter(|&(_, &c)| board.has(usize::from(c), d))
                        .fold(0u16, |m, (i, _)| m | 1 << i);
                    assert_eq!(table[h][usize::from(d)], scanned, "house {h} digit {d}");
                }
            }
        }
    }
}
