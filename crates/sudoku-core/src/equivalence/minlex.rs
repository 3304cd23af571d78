//! The canonical (minlex) form: the smallest 81-character string (blanks as
//! `0`) over every transformation, digits relabelled in order of first
//! appearance. Found row by row: every way to fill the rows so far that
//! gives the smallest prefix is kept, the others dropped.

use super::transform::Transform;
use crate::Grid;
use crate::PERMUTATIONS;

/// A puzzle's canonical form, the transformation that gives it, and how
/// many transformations map the puzzle onto itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Canonical {
    /// The minlex form.
    pub grid: Grid,
    /// A transformation taking the puzzle to its canonical form (its
    /// [`inverse`](Transform::inverse) takes the canonical form back).
    pub transform: Transform,
    /// How many row, column and transposition arrangements give the
    /// canonical form (the puzzle's automorphisms, the identity included;
    /// digits the puzzle does not use are not counted as free).
    pub automorphisms: u32,
}

/// One way to fill the first rows: transposed or not, the column order
/// (undecided while every row so far is empty: then all 1,296 tie), the
/// rows chosen so far and the digits labelled so far.
#[derive(Clone, Copy)]
struct State {
    transpose: bool,
    cols: Option<[u8; 9]>,
    rows: [u8; 9],
    labels: [u8; 10],
    next: u8,
}

/// How many column orders keep stacks together: 6 × 6³.
const COLUMN_ORDERS: u32 = 1296;

/// The row `row` of `values` under `state` (its columns decided),
/// relabelled, written to `out`; the state's labels are updated.
fn row_of(values: &[[u8; 81]; 2], state: &mut State, row: u8, out: &mut [u8; 9]) {
    let v = &values[state.transpose as usize];
    let cols = state.cols.expect("columns decided");
    for j in 0..9 {
        let d = v[row as usize * 9 + cols[j] as usize];
        out[j] = if d == 0 {
            0
        } else {
            if state.labels[d as usize] == 0 {
                state.labels[d as usize] = state.next;
                state.next += 1;
            }
            state.labels[d as usize]
        };
    }
}

/// The best place of a row's givens over every column order: stacks with
/// fewer givens first, blanks first in each; nine bits, the first cell the
/// highest, 1 where a given falls.
fn pattern(v: &[u8; 81], r: usize) -> u16 {
    let mut counts = [0u16; 3];
    for (s, count) in counts.iter_mut().enumerate() {
        *count = (0..3).filter(|&i| v[r * 9 + s * 3 + i] != 0).count() as u16;
    }
    counts.sort_unstable();
    counts.iter().fold(0u16, |p, &n| (p << 3) | ((1 << n) - 1))
}

/// The column orders that put row `r`'s givens where its best pattern
/// has them: stacks in increasing number of givens (either way on a tie),
/// blanks before givens in each (in any order among themselves).
fn fitting_orders(v: &[u8; 81], r: usize) -> Vec<[u8; 9]> {
    let given = |c: usize| v[r * 9 + c] != 0;
    let count = |s: usize| (0..3).filter(|&i| given(s * 3 + i)).count();
    // Within each stack, the orders of its columns with blanks first.
    let inner: Vec<Vec<[u8; 3]>> = (0..3)
        .map(|s| {
            PERMUTATIONS
                .iter()
                .map(|p| p.map(|i| (s * 3 + i) as u8))
                .filter(|cols| {
                    let g = cols.map(|c| given(c as usize));
                    g[0] <= g[1] && g[1] <= g[2]
                })
                .collect()
        })
        .collect();
    let mut out = Vec::new();
    for stacks in PERMUTATIONS {
        if !(count(stacks[0]) <= count(stacks[1]) && count(stacks[1]) <= count(stacks[2])) {
            continue;
        }
        for a in &inner[stacks[0]] {
            for b in &inner[stacks[1]] {
                for c in &inner[stacks[2]] {
                    let mut cols = [0u8; 9];
                    cols[..3].copy_from_slice(a);
                    cols[3..6].copy_from_slice(b);
                    cols[6..].copy_from_slice(c);
                    out.push(cols);
                }
            }
        }
    }
    out
}

/// The string of a row whose givens fall as `pattern` says and take the
/// first labels, 1, 2, ... in order.
fn pattern_row(pattern: u16) -> [u8; 9] {
    let mut out = [0u8; 9];
    let mut next = 1;
    for (j, cell) in out.iter_mut().enumerate() {
        if pattern & (1 << (8 - j)) != 0 {
            *cell = next;
            next += 1;
        }
    }
    out
}

/// The canonical form of `grid`.
pub fn canonical(grid: &Grid) -> Canonical {
    let plain = *grid.values();
    let mut transposed = [0u8; 81];
    for r in 0..9 {
        for c in 0..9 {
            transposed[r * 9 + c] = plain[c * 9 + r];
        }
    }
    let values = [plain, transposed];
    let mut states: Vec<State> = [false, true]
        .map(|transpose| State {
            transpose,
            cols: None,
            rows: [0; 9],
            labels: [0; 10],
            next: 1,
        })
        .to_vec();
    let mut canonical = [0u8; 81];
    let mut row = [0u8; 9];
    // Row by row: for each way so far, each row that may come next (any
    // row first; then the rows left in the band, or any row of a band not
    // used yet), keeping the ways that give the smallest row.
    for k in 0..9usize {
        let mut next_states = Vec::new();
        let mut best = [10u8; 9];
        for state in &states {
            let used: u16 = state.rows[..k].iter().map(|&r| 1u16 << r).sum();
            let (from, to) = if k % 3 != 0 {
                let band = state.rows[k - 1] / 3;
                (band * 3, band * 3 + 3)
            } else {
                (0, 9)
            };
            let v = &values[state.transpose as usize];
            for r in from..to {
                let free = if k % 3 != 0 {
                    used & (1 << r) == 0
                } else {
                    used & (0b111 << (r / 3 * 3)) == 0
                };
                if !free {
                    continue;
                }
                if state.cols.is_some() {
                    let mut next = *state;
                    row_of(&values, &mut next, r, &mut row);
                    if row > best {
                        continue;
                    }
                    if row < best {
                        best = row;
                        next_states.clear();
                    }
                    next.rows[k] = r;
                    next_states.push(next);
                    continue;
                }
                // Every row so far empty, no digit labelled: this row's
                // best string is set by where its givens can fall, and only
                // the column orders that put them there can tie.
                let least = pattern(v, r as usize);
                let candidate = pattern_row(least);
                if candidate > best {
                    continue;
                }
                if candidate < best {
                    best = candidate;
                    next_states.clear();
                }
                let mut next = *state;
                next.rows[k] = r;
                if least == 0 {
                    next_states.push(next);
                    continue;
                }
                for cols in fitting_orders(v, r as usize) {
                    let mut with = next;
                    with.cols = Some(cols);
                    row_of(&values, &mut with, r, &mut row);
                    next_states.push(with);
                }
            }
        }
        canonical[k * 9..k * 9 + 9].copy_from_slice(&best);
        states = next_states;
    }
    // A state whose columns are still open (an empty grid) stands for
    // every column order.
    let automorphisms = states
        .iter()
        .map(|s| if s.cols.is_some() { 1 } else { COLUMN_ORDERS })
        .sum();
    let first = states[0];
    // Digits the puzzle does not use take the labels left, in order.
    let mut digits = [0u8; 9];
    let mut next = first.next;
    for d in 1..=9usize {
        digits[d - 1] = if first.labels[d] != 0 {
            first.labels[d]
        } else {
            next += 1;
            next - 1
        };
    }
    let transform = Transform {
        transpose: first.transpose,
        rows: first.rows,
        cols: first.cols.unwrap_or([0, 1, 2, 3, 4, 5, 6, 7, 8]),
        digits,
    };
    Canonical {
        grid: Grid::from_values(canonical).expect("a relabelled grid"),
        transform,
        automorphisms,
    }
}
