//! The triad engine's constant tables, all derived from [`CONFIGURATIONS`]
//! and the layout of a box's vector.
//!
//! A box is a 4×4 matrix of digit sets, lane `4 * r + c`: the cells of
//! its three mini-rows and mini-columns at `r, c < 3`; at `(r, 3)` the
//! digits that may be *absent* from mini-row `r` (its negative horizontal
//! triad); at `(3, c)` those that may be absent from mini-column `c`;
//! lane 15 is always empty.

use super::lanes::{Shuffle, ZERO, shuffle};

/// All nine digits.
pub(super) const ALL: u16 = 0x1ff;

/// The ways a digit can cross a band (or a stack): `CONFIGURATIONS[k][p]`
/// is the mini-row (mini-column) it takes in the band's box `p`. Each is a
/// permutation, since the digit is once in each of the band's three rows:
/// the six, in increasing order.
pub(super) const CONFIGURATIONS: [[usize; 3]; 6] = crate::PERMUTATIONS;

/// A fresh box: every digit everywhere but in lane 15.
pub(super) const FULL_BOX: [u16; 16] = {
    let mut lanes = [ALL; 16];
    lanes[15] = 0;
    lanes
};

/// A fresh band: every digit in each of the six configurations.
pub(super) const FULL_BAND: [u16; 8] = [ALL, ALL, ALL, ALL, ALL, ALL, 0, 0];

/// The fewest digits each lane of a box may keep: one for a cell, six for
/// a negative triad (a mini-row holds exactly three digits).
pub(super) const MINIMUMS: [u16; 16] = [1, 1, 1, 6, 1, 1, 1, 6, 1, 1, 1, 6, 6, 6, 6, 0];

/// `0xffff` in the nine cells' lanes.
pub(super) const CELLS: [u16; 16] = {
    let mut lanes = [0; 16];
    let mut i = 0;
    while i < 16 {
        if i % 4 < 3 && i / 4 < 3 {
            lanes[i] = 0xffff;
        }
        i += 1;
    }
    lanes
};

/// Within each row of four lanes, lane `c` from lane `c + by` (mod 4).
const fn along_rows(by: usize) -> Shuffle {
    let mut lanes = [0; 16];
    let mut i = 0;
    while i < 16 {
        lanes[i] = (i / 4 * 4 + (i % 4 + by) % 4) as u8;
        i += 1;
    }
    shuffle(lanes)
}

/// [`along_rows`] by one and by two.
pub(super) const ALONG_ROWS: [Shuffle; 2] = [along_rows(1), along_rows(2)];

/// Within the cells' rows only, cell `c` from cell `c + by` (mod 3); the
/// other lanes stay.
const fn along_cells(by: usize) -> Shuffle {
    let mut lanes = [0; 16];
    let mut i = 0;
    while i < 16 {
        lanes[i] = if i % 4 < 3 && i / 4 < 3 {
            (i / 4 * 4 + (i % 4 + by) % 3) as u8
        } else {
            i as u8
        };
        i += 1;
    }
    shuffle(lanes)
}

/// [`along_cells`] by one and by two.
pub(super) const ALONG_CELLS: [Shuffle; 2] = [along_cells(1), along_cells(2)];

/// The triads of a box gathered for [`MESSAGES`] by moving 32-bit pairs
/// of lanes, which crosses the halves in one instruction: pair `k` of the
/// result is pair `GATHER_PAIRS[k]` of the box, which puts the horizontal
/// triads (lanes 3, 7 and 11) in lanes 1, 3 and 5 and the vertical ones
/// (lanes 12-14) in lanes 8-10; [`MESSAGES`] reads no other lane.
pub(super) const GATHER_PAIRS: [u32; 8] = [1, 3, 5, 5, 6, 7, 7, 7];

/// From gathered triads to the configurations they rule out, for the box
/// at `(bi, bj)` (index `3 * bi + bj`): lanes 0-5 for its band (where it is
/// box `bj`), lanes 8-13 for its stack (box `bi`). `MESSAGES[0]` reads
/// triads that must be *absent* (a configuration through them goes);
/// `MESSAGES[1]` and `[2]` read triads that must hold the digit (a
/// configuration through either other mini-row goes).
pub(super) const MESSAGES: [[Shuffle; 9]; 3] = {
    let mut tables = [[Shuffle([0; 32]); 9]; 3];
    let mut shift = 0;
    while shift < 3 {
        let mut b = 0;
        while b < 9 {
            let (bi, bj) = (b / 3, b % 3);
            let mut lanes = [ZERO; 16];
            let mut k = 0;
            while k < 6 {
                // Gathered, horizontal triad `e` is in lane `2e + 1`,
                // vertical triad `e` in lane `8 + e` (see `GATHER_PAIRS`).
                lanes[k] = 1 + 2 * ((CONFIGURATIONS[k][bj] + shift) % 3) as u8;
                lanes[8 + k] = 8 + ((CONFIGURATIONS[k][bi] + shift) % 3) as u8;
                k += 1;
            }
            tables[shift][b] = shuffle(lanes);
            b += 1;
        }
        shift += 1;
    }
    tables
};

/// From a band's configurations (in both halves) to its positive triads,
/// lane `4 * p + e` for mini-row `e` of box `p`: the two configurations
/// through it, one per table.
pub(super) const TRIADS: [Shuffle; 2] = {
    let mut tables = [[ZERO; 16]; 2];
    let mut p = 0;
    while p < 3 {
        let mut e = 0;
        while e < 3 {
            let lane = 4 * p + e;
            let mut found = 0;
            let mut k = 0;
            while k < 6 {
                if CONFIGURATIONS[k][p] == e {
                    tables[found][lane] = (lane / 8 * 8 + k) as u8;
                    found += 1;
                }
                k += 1;
            }
            e += 1;
        }
        p += 1;
    }
    [shuffle(tables[0]), shuffle(tables[1])]
};

/// From the triads that must hold their digits (lane `4 * p + e`) to the
/// configurations that put those digits in another mini-row of box `p`;
/// lanes 0-5 and 8-13 of the four tables' union, folded, are the answer.
pub(super) const FORCED: [Shuffle; 4] = {
    // (box, shift) for each table's low and high half.
    const TERMS: [[(usize, usize); 2]; 4] = [
        [(0, 1), (2, 1)],
        [(0, 2), (2, 2)],
        [(1, 1), (3, 0)],
        [(1, 2), (3, 0)],
    ];
    let mut tables = [Shuffle([0; 32]); 4];
    let mut t = 0;
    while t < 4 {
        let mut lanes = [ZERO; 16];
        let mut half = 0;
        while half < 2 {
            let (p, shift) = TERMS[t][half];
            if p < 3 {
                let mut k = 0;
                while k < 6 {
                    lanes[8 * half + k] = (4 * p + (CONFIGURATIONS[k][p] + shift) % 3) as u8;
                    k += 1;
                }
            }
            half += 1;
        }
        tables[t] = shuffle(lanes);
        t += 1;
    }
    tables
};

/// From one box's positive triads (every row of the input holding them,
/// lane `e` for mini-row or mini-column `e`) to the digits its lanes may
/// keep: `[horizontal, vertical][table]`, the two tables' union with
/// [`BOX_FREE_BY_ORIENTATION`] being the answer. A cell keeps its
/// mini-row's (mini-column's) digits; a negative triad those of the other
/// two.
const TO_BOX_BY_ORIENTATION: [[Shuffle; 2]; 2] = {
    let mut tables = [[[ZERO; 16]; 2]; 2];
    let mut i = 0;
    while i < 16 {
        let (r, c, base) = (i / 4, i % 4, i / 8 * 8);
        if r < 3 && c < 3 {
            tables[0][0][i] = (base + r) as u8;
            tables[0][1][i] = (base + r) as u8;
            tables[1][0][i] = (base + c) as u8;
            tables[1][1][i] = (base + c) as u8;
        } else if c == 3 && r < 3 {
            tables[0][0][i] = (base + (r + 1) % 3) as u8;
            tables[0][1][i] = (base + (r + 2) % 3) as u8;
        } else if r == 3 && c < 3 {
            tables[1][0][i] = (base + (c + 1) % 3) as u8;
            tables[1][1][i] = (base + (c + 2) % 3) as u8;
        }
        i += 1;
    }
    [
        [shuffle(tables[0][0]), shuffle(tables[0][1])],
        [shuffle(tables[1][0]), shuffle(tables[1][1])],
    ]
};

/// The lanes a band does not restrict: a horizontal band's boxes keep
/// their vertical triads, a vertical band's their horizontal ones.
const BOX_FREE_BY_ORIENTATION: [[u16; 16]; 2] = {
    let mut lanes = [[0; 16]; 2];
    let mut i = 0;
    while i < 3 {
        lanes[0][12 + i] = ALL;
        lanes[1][4 * i + 3] = ALL;
        i += 1;
    }
    lanes
};

/// [`TO_BOX_BY_ORIENTATION`] for each band `i` (`3 * orientation + band`),
/// so that a band finds its tables without working out its orientation.
pub(super) const TO_BOX: [[Shuffle; 2]; 6] = {
    let t = TO_BOX_BY_ORIENTATION;
    [t[0], t[0], t[0], t[1], t[1], t[1]]
};

/// [`BOX_FREE_BY_ORIENTATION`] for each band `i`.
pub(super) const BOX_FREE: [[u16; 16]; 6] = {
    let f = BOX_FREE_BY_ORIENTATION;
    [f[0], f[0], f[0], f[1], f[1], f[1]]
};

/// The box of band `i` (`3 * orientation + band`) at position `p`.
pub(super) const BOX_OF: [[usize; 3]; 6] = {
    let mut boxes = [[0; 3]; 6];
    let mut b = 0;
    while b < 3 {
        let mut p = 0;
        while p < 3 {
            boxes[b][p] = 3 * b + p;
            boxes[3 + b][p] = 3 * p + b;
            p += 1;
        }
        b += 1;
    }
    boxes
};

/// The band and the stack (`3 +` its index) of each box.
pub(super) const BAND_AND_STACK: [[usize; 2]; 9] = {
    let mut bands = [[0; 2]; 9];
    let mut b = 0;
    while b < 9 {
        bands[b] = [b / 3, 3 + b % 3];
        b += 1;
    }
    bands
};
